/**
 * The monitor's alarms: limits by the child's age, the priority of each alarm (the IEC 60601-1-8
 * idea of high, medium and low), the reason in the words the room reads («SatO₂ 85 % < 92 %»),
 * and the standard's sound bursts as data. Reviewed in
 * docs/reviews/monitor-alarm-limits-review-2026-11-26.md and, a second time, in
 * docs/reviews/monitor-alarm-limits-second-review-2026-11-26.md; the choices are decision 0040.
 *
 * Sources (each threshold below names its own):
 * - «PALS 2006 según Fleming 2011, Web Box 1»: the *awake* heart rates and the respiratory rates of
 *   the AHA's PALS provider manual (2006 edition), as tabulated in Fleming S, et al. Lancet
 *   2011;377:1011–18, Web Appendix, Web Box 1. Web Box 1 tabulates no asleep rates. EPLS (ERC)
 *   differs in two places and is cited there: infant FC 100–180 and adolescent FR 12–20.
 * - «PALS 2006 (AHA PALS Provider Manual 2006), FC dormido»: the asleep lower bounds (80, 75, 60, 50).
 * - «PALS, definición de hipotensión»: TAS by age (WikEM «Pediatric vital signs»; PALS card).
 * - «Phoenix Sepsis Score, JAMA 2024» (Schlapbach LJ, et al. JAMA 2024;331:665–74): TAM cut-offs.
 *   Phoenix excluded birth hospitalisations and births under 37 weeks.
 * - «PALS, taquicardia» and «ERC 2021 PLS» (Van de Voorde P, et al. Resuscitation 2021;161:327–87):
 *   probable SVT at ≥ 220 lpm in infants and ≥ 180 lpm in children; FC < 60 lpm with poor
 *   perfusion → compressions.
 * - «Philips EarlyVue VS30, instrucciones de uso», Desat: high desaturation 10 points under the SpO₂
 *   low limit in adults and children, 5 in neonates.
 * - SatO₂ < 92 %: NICE NG9 (bronchiolitis: SpO₂ < 92 % in air) and ERC 2021 PLS (target 94–98 %).
 * Margins that are ours are labelled «elección de SimPed».
 *
 * How the limits derive from the sources. A normal range is not an alarm limit (Bonafide,
 * Pediatrics 2013;131:e1150: awake textbook ranges alarm at sick and sleeping children), so:
 * - FC: low limit = PALS 2006's asleep lower bound; high limit = the awake upper bound + 10 lpm
 *   (120 from 13 years). Above the limit is medium; from the probable-SVT rate on it is high; under
 *   60 with a pulse, high up to 10 years. From 11 years (asleep bound 50), under 60 is medium and
 *   under 50 high.
 * - FR: the normal range widened by 10 % each side; apnoea (FR 0) is high.
 * - TAS: PALS hypotension, high. A case's higher limit adds a medium band above PALS's.
 * - TAM: medium within Phoenix's 1-point range, high within its 2-point range; derived from the
 *   shown TAS/TAD when the screen shows no TAM.
 * - SatO₂: medium under 92 %, high 10 points lower (5 under 1 month); a neonatal case may set a
 *   high limit.
 * - EtCO₂: high when breaths are given and no CO₂ comes back; other limits only from the case.
 * - A rhythm without a pulse, or VT with one, is high at once; a sensor off is low.
 * The bands are for monitored children from the neonatal unit on, not the delivery room (there
 * NLS's own thresholds apply: the case declares them).
 * A case's own limits (`alarm` on a variable) take precedence over the band's, bound by bound.
 */
import { VITAL_ALERTS } from "../../domain/attempts";
import { formatNumber } from "../../domain/format";
import { meanPressure } from "../model/engine";
import { type Rhythm, RHYTHMS } from "../model/vocabulary";
import { SENSORS, type Sensor } from "./equipment";

/** The limits of one value: alarm below `below` or above `above` (as a case's `alarm` writes them). */
export type Limits = { below?: number; above?: number };
export const ALARM_VARIABLES = ["fc", "fr", "sat", "tas", "tam", "etco2"] as const;
export type AlarmVariable = (typeof ALARM_VARIABLES)[number];
export type LimitOverrides = Partial<Record<AlarmVariable, Limits | null | undefined>>;

/** The awake ranges and breathing rates: Web Box 1 tabulates no asleep rates (second review, WRONG 1). */
const PALS_2006 = "PALS 2006 según Fleming 2011, Web Box 1";
/** The asleep lower bounds of FC. */
const PALS_2006_ASLEEP = "PALS 2006 (AHA PALS Provider Manual 2006), FC dormido";
/** ERC's paediatric life support guidelines, 2021. */
const ERC_PLS_2021 = "ERC 2021 PLS (Van de Voorde P, et al. Resuscitation 2021;161:327–87)";
export const LIMIT_SOURCES: Record<AlarmVariable, string> = {
  fc: `Límite inferior: ${PALS_2006_ASLEEP}; superior: despierto (${PALS_2006}) + 10 lpm, 120 lpm desde los 13 años (elección de SimPed); alta prioridad: PALS y ${ERC_PLS_2021} (TSV probable ≥ 220 lpm en lactantes, ≥ 180 lpm en niños; < 60 lpm con pulso hasta los 10 años, < 50 lpm desde los 11)`,
  fr: `${PALS_2006}; adolescentes: EPLS (ERC) y PALS 2015, 12–20 rpm; margen del 10 % a cada lado, elección de SimPed`,
  tas: "PALS: definición de hipotensión por TAS según la edad",
  tam: "Phoenix Sepsis Score, JAMA 2024 (excluye la hospitalización del nacimiento): media en la banda de 1 punto, alta en la de 2 puntos; calculada de la TAS/TAD mostradas",
  sat: `SatO₂ < 92 % (especificación del producto; NICE NG9, bronquiolitis: SpO₂ < 92 % en aire; ${ERC_PLS_2021}: objetivo 94–98 %); alta 10 puntos por debajo, 5 en el neonato (Philips EarlyVue VS30, instrucciones de uso)`,
  etco2: "Sin CO₂ espirado con respiraciones: alta (elección de SimPed); el resto, solo los límites del escenario",
};

/** FC's high limit: PALS 2006's awake upper bound plus this (lpm). Elección de SimPed (review W1). */
export const FC_ABOVE_MARGIN = 10;
/**
 * FC's high limit from 13 years (lpm): 100 + 10 alarmed at an anxious or febrile adolescent.
 * Elección de SimPed (second review, W11).
 */
export const ADOLESCENT_FC_ABOVE = 120;
/** FR's limits: the normal range widened by this share each side. Elección de SimPed (review W1). */
export const FR_MARGIN = 0.1;

export type AgeBand = {
  fromMonths: number;
  label: string;
  /** PALS 2006 (AHA PALS Provider Manual 2006), FC dormido: the asleep lower bound (lpm). */
  fcAsleepLow: number;
  /** PALS 2006 per Fleming 2011, Web Box 1: the awake range (lpm). */
  fcAwake: readonly [number, number];
  /** FC's medium low limit (lpm): the asleep bound, or 60 from 11 years (second review, W4). */
  fcBelow: number;
  /** FC under this with a pulse is high (lpm): PALS/ERC's 60 up to 10 years, the asleep 50 from 11 (W4). */
  fcHighBelow: number;
  /** FC's high limit (lpm): the awake upper bound + FC_ABOVE_MARGIN, or ADOLESCENT_FC_ABOVE. */
  fcAbove: number;
  /** The normal respiratory rate (rpm), source per row. */
  frNormal: readonly [number, number];
  /** The rate from which a tachycardia is high priority (lpm; PALS, taquicardia). */
  extremeTachycardiaFrom: number;
};

/**
 * PALS bradycardia and ERC 2021 PLS (Van de Voorde P, et al. Resuscitation 2021;161:327–87): FC
 * under 60 with poor perfusion → compressions; a monitor cannot judge perfusion, so high (up to
 * 10 years; see withFcLimits).
 */
export const BRADYCARDIA_COMPRESSIONS_BELOW = 60;

type BandSource = Omit<AgeBand, "fcBelow" | "fcHighBelow" | "fcAbove"> & { fcAbove?: number };

/**
 * FC's limits from a band's sources. Up to 10 years the low limit is the asleep bound (medium) and
 * under 60 with a pulse is high (PALS; ERC 2021 PLS). From 11 years the asleep bound is 50, and
 * that escalation would make every FC of 50–59 high and the bound moot: there under 60 is medium
 * and under the asleep 50 is high (elección de SimPed; second review, W4).
 */
function withFcLimits(band: BandSource): AgeBand {
  const older = band.fcAsleepLow < BRADYCARDIA_COMPRESSIONS_BELOW;
  return {
    ...band,
    fcBelow: older ? BRADYCARDIA_COMPRESSIONS_BELOW : band.fcAsleepLow,
    fcHighBelow: older ? band.fcAsleepLow : BRADYCARDIA_COMPRESSIONS_BELOW,
    fcAbove: band.fcAbove ?? band.fcAwake[1] + FC_ABOVE_MARGIN,
  };
}

/**
 * Bands where the ranges change (each runs until the next one starts). Ages are whole months.
 * «Over 10 years» starts at the 11th birthday (review W12; Web Box 1 lists 60–100 under
 * «10–12»): the same boundary as PALS's hypotension, where 70 + 2 × age reaches 90 at 10 years.
 * Awake FC and FR: PALS 2006 per Fleming 2011, Web Box 1; asleep FC: PALS 2006 (AHA PALS Provider
 * Manual 2006), FC dormido.
 */
const BAND_SOURCES: readonly BandSource[] = [
  // FC 85–205 awake, 80 asleep; FR 30–60 under 1 year.
  { fromMonths: 0, label: "Neonato (0–28 días)", fcAsleepLow: 80, fcAwake: [85, 205], frNormal: [30, 60], extremeTachycardiaFrom: 220 },
  { fromMonths: 1, label: "Lactante de 1 a 2 meses", fcAsleepLow: 80, fcAwake: [85, 205], frNormal: [30, 60], extremeTachycardiaFrom: 220 },
  // FC 100–190 awake, 75 asleep (EPLS: 100–180).
  {
    fromMonths: 3,
    label: "Lactante de 3 a 11 meses",
    fcAsleepLow: 75,
    fcAwake: [100, 190],
    frNormal: [30, 60],
    extremeTachycardiaFrom: 220,
  },
  // FR 24–40 (1–3 years). PALS and ERC call ≥ 180 probable SVT from 1 year, but PALS's own awake
  // range runs to 190 until 2 years: the infant's 220 is kept until then (elección de SimPed).
  { fromMonths: 12, label: "1 año", fcAsleepLow: 75, fcAwake: [100, 190], frNormal: [24, 40], extremeTachycardiaFrom: 220 },
  // FC 60–140 awake, 60 asleep (2–10 years).
  { fromMonths: 24, label: "2 y 3 años", fcAsleepLow: 60, fcAwake: [60, 140], frNormal: [24, 40], extremeTachycardiaFrom: 180 },
  { fromMonths: 48, label: "4 y 5 años", fcAsleepLow: 60, fcAwake: [60, 140], frNormal: [22, 34], extremeTachycardiaFrom: 180 },
  { fromMonths: 72, label: "6 a 10 años", fcAsleepLow: 60, fcAwake: [60, 140], frNormal: [18, 30], extremeTachycardiaFrom: 180 },
  // FC 60–100 awake, 50 asleep (over 10 years).
  { fromMonths: 132, label: "11 y 12 años", fcAsleepLow: 50, fcAwake: [60, 100], frNormal: [18, 30], extremeTachycardiaFrom: 180 },
  // FR 12–20: EPLS (ERC) per Fleming 2011, Web Box 1, and PALS 2015 (PALS 2006's 12–16 is too
  // tight; review W2). FC high 120 (second review, W11).
  {
    fromMonths: 156,
    label: "13 a 17 años",
    fcAsleepLow: 50,
    fcAwake: [60, 100],
    fcAbove: ADOLESCENT_FC_ABOVE,
    frNormal: [12, 20],
    extremeTachycardiaFrom: 180,
  },
];
export const AGE_BANDS: readonly AgeBand[] = BAND_SOURCES.map(withFcLimits);

/**
 * A case's age as it writes it («4 años», «8 meses», «3 semanas», «2 días», «Recién nacido», «1 año
 * y 6 meses») in whole months; null when the words say no age (the monitor then uses a school
 * child's limits, `DEFAULT_AGE_MONTHS`).
 */
export function ageInMonths(text: string): number | null {
  const words = text.toLowerCase();
  if (/reci[eé]n nacid|neonato/.test(words)) return 0;
  const amount = (unit: RegExp) => {
    const match = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*${unit.source}`).exec(words);
    return match ? Number(match[1].replace(",", ".")) : null;
  };
  const years = amount(/años?\b/);
  const months = amount(/mes(?:es)?\b/);
  const weeks = amount(/semanas?\b/);
  const days = amount(/d[ií]as?\b/);
  if (years === null && months === null && weeks === null && days === null) return null;
  return Math.floor((years ?? 0) * 12 + (months ?? 0) + ((weeks ?? 0) * 7 + (days ?? 0)) / 30.4);
}

/** The age the monitor assumes when a case writes none it can read: a school child's (8 years). */
export const DEFAULT_AGE_MONTHS = 96;

export function ageBand(ageInMonths: number): AgeBand {
  const age = Math.max(0, Math.floor(ageInMonths));
  return AGE_BANDS.findLast((band) => band.fromMonths <= age)!;
}

/**
 * PALS, definición de hipotensión (mmHg): under 60 at 0–28 days, 70 at 1–12 months, 70 + 2 × age
 * from 1 to 10 years, 90 over 10 years.
 */
export function hypotensionBelow(ageInMonths: number): number {
  if (ageInMonths < 1) return 60;
  if (ageInMonths < 12) return 70;
  const years = Math.floor(ageInMonths / 12);
  return years <= 10 ? 70 + 2 * years : 90;
}

/**
 * Phoenix Sepsis Score, JAMA 2024 (cardiovascular, TAM in mmHg): 1 point from `onePoint` down to
 * `twoPoints`, 2 points below `twoPoints`. Ages: < 1 month, 1–11 months, 1 to < 2, 2 to < 5,
 * 5 to < 12 and 12–17 years.
 */
export const PHOENIX_MAP: readonly { fromMonths: number; onePoint: number; twoPoints: number }[] = [
  { fromMonths: 0, onePoint: 30, twoPoints: 17 },
  { fromMonths: 1, onePoint: 38, twoPoints: 25 },
  { fromMonths: 12, onePoint: 43, twoPoints: 31 },
  { fromMonths: 24, onePoint: 44, twoPoints: 32 },
  { fromMonths: 60, onePoint: 48, twoPoints: 36 },
  { fromMonths: 144, onePoint: 51, twoPoints: 38 },
];
const phoenixMap = (ageInMonths: number) => PHOENIX_MAP.findLast((row) => row.fromMonths <= Math.max(0, ageInMonths))!;

/** The alarm limits for a child of this age, each case's own limits first. */
export function limitsFor(ageInMonths: number, overrides: LimitOverrides = {}): Record<AlarmVariable, Limits> {
  const band = ageBand(ageInMonths);
  const defaults: Record<AlarmVariable, Limits> = {
    fc: { below: band.fcBelow, above: band.fcAbove },
    fr: { below: Math.round(band.frNormal[0] * (1 - FR_MARGIN)), above: Math.round(band.frNormal[1] * (1 + FR_MARGIN)) },
    sat: { below: VITAL_ALERTS.satBelow },
    tas: { below: hypotensionBelow(ageInMonths) },
    // Medium within the 1-point range: below its upper bound + 1 (the score counts whole mmHg).
    tam: { below: phoenixMap(ageInMonths).onePoint + 1 },
    etco2: {},
  };
  const limits = {} as Record<AlarmVariable, Limits>;
  for (const key of ALARM_VARIABLES) {
    const own = overrides[key] ?? {};
    const below = own.below ?? defaults[key].below;
    const above = own.above ?? defaults[key].above;
    limits[key] = { ...(below !== undefined && { below }), ...(above !== undefined && { above }) };
  }
  return limits;
}

// ── Priorities ───────────────────────────────────────────────────────────────────────────

/**
 * High (immediate response), medium (prompt response), low (awareness). IEC 60601-1-8 defines the
 * categories but allocates no condition to them: which alarm gets which is ours, from the sources above.
 */
export type AlarmPriority = "high" | "medium" | "low";
export const PRIORITY_ORDER: readonly AlarmPriority[] = ["high", "medium", "low"];
export type Alarm = { key: string; priority: AlarmPriority; reason: string };

/**
 * Philips EarlyVue VS30, instrucciones de uso, «Desat»: a desaturation this far below the SpO₂ low
 * limit is high priority, so 60 % never sounds like 91 % (review D1): 10 points in adults and
 * children, 5 in neonates (second review, WRONG 2).
 */
export const DESATURATION_MARGIN = { neonate: 5, other: 10 } as const;
/** The Desat margin for this age: the neonatal one under 1 month. */
export const desaturationMargin = (ageInMonths: number) => (ageInMonths < 1 ? DESATURATION_MARGIN.neonate : DESATURATION_MARGIN.other);
/**
 * EtCO₂ under this while breaths are given reads as no CO₂ (a displaced tube, no circulation):
 * high. Elección de SimPed: no source gives a number; a few mmHg is the noise of a capnometer.
 */
export const NO_CO2_BELOW = 5;
/** Rhythms with a pulse that need treatment now whatever their rate (PALS: VT with a pulse → synchronised cardioversion). */
const URGENT_WITH_PULSE: readonly Rhythm[] = ["tv_con_pulso"];

/** The short names and units the room reads. */
const NAMES: Record<AlarmVariable, string> = { fc: "FC", fr: "FR", sat: "SatO₂", tas: "TAS", tam: "TAM", etco2: "EtCO₂" };
const UNITS: Record<AlarmVariable, string> = { fc: "lpm", fr: "rpm", sat: "%", tas: "mmHg", tam: "mmHg", etco2: "mmHg" };

export type AlarmInput = {
  ageInMonths: number;
  rhythm: Rhythm;
  /** What the monitor shows now; null or absent where nothing is measured. */
  values: Readonly<Record<string, number | null | undefined>>;
  overrides?: LimitOverrides;
  /** Sensors taken off during the session: a technical alarm until they are back. */
  disconnected?: readonly Sensor[];
};

type Sign = "<" | ">" | "≥";
/** A number and its unit that never wrap apart (U+00A0, review nit): «85 %», «160 lpm». */
const withUnit = (n: number, unit: string | null | undefined) => (unit ? `${formatNumber(n)}\u00a0${unit}` : formatNumber(n));

/** The reason as the room reads it: «SatO₂ 85 % < 92 %», «FC 160 lpm > 150 lpm». */
export function limitReason(key: AlarmVariable, value: number, sign: Sign, limit: number): string {
  return `${NAMES[key]} ${withUnit(value, UNITS[key])} ${sign} ${withUnit(limit, UNITS[key])}`;
}

/** A crossed limit that is high priority whatever the band: life-threatening values. */
function threatening(key: AlarmVariable, value: number, pulse: boolean, ageInMonths: number): boolean {
  if (key === "fc") return pulse && value < ageBand(ageInMonths).fcHighBelow;
  if (key === "fr") return value === 0;
  // A case's TAS limit above PALS's hypotension is medium until PALS's is crossed (review W8).
  if (key === "tas") return value < hypotensionBelow(ageInMonths);
  if (key === "tam") return value < phoenixMap(ageInMonths).twoPoints;
  return false;
}

/** High alarms that fire whether or not the limits in force are crossed: [limit, sign] or null. */
function escalation(key: AlarmVariable, value: number, input: AlarmInput, limits: Limits, pulse: boolean): [number, Sign] | null {
  const band = ageBand(input.ageInMonths);
  if (key === "fc" && pulse && value < band.fcHighBelow) return [band.fcHighBelow, "<"];
  if (key === "fc" && value >= band.extremeTachycardiaFrom) return [band.extremeTachycardiaFrom, "≥"];
  const desat = limits.below === undefined ? null : limits.below - desaturationMargin(input.ageInMonths);
  if (key === "sat" && desat !== null && value < desat) return [desat, "<"];
  const fr = input.values.fr;
  if (key === "etco2" && value < NO_CO2_BELOW && fr !== null && fr !== undefined && fr > 0) return [NO_CO2_BELOW, "<"];
  return null;
}

/** Every alarm now, the most urgent first (a rhythm without a pulse, then values, then sensors). */
export function alarmsFor(input: AlarmInput): Alarm[] {
  const alarms: Alarm[] = [];
  const pulse = RHYTHMS[input.rhythm].pulse;
  if (!pulse || URGENT_WITH_PULSE.includes(input.rhythm))
    alarms.push({ key: "ritmo", priority: "high", reason: RHYTHMS[input.rhythm].label });
  const limits = limitsFor(input.ageInMonths, input.overrides);
  for (const key of ALARM_VARIABLES) {
    const value = input.values[key];
    if (value === null || value === undefined) continue;
    const { below, above } = limits[key];
    const low = below !== undefined && value < below;
    const high = above !== undefined && value > above;
    const escalated = escalation(key, value, input, limits[key], pulse);
    // A crossed band limit that is itself threatening keeps the band's limit in the reason.
    if (escalated && !(low && threatening(key, value, pulse, input.ageInMonths))) {
      alarms.push({ key, priority: "high", reason: limitReason(key, value, escalated[1], escalated[0]) });
      continue;
    }
    if (!low && !high) continue;
    const priority = low && threatening(key, value, pulse, input.ageInMonths) ? "high" : "medium";
    alarms.push({ key, priority, reason: limitReason(key, value, low ? "<" : ">", low ? below! : above!) });
  }
  for (const sensor of input.disconnected ?? [])
    alarms.push({ key: sensor, priority: "low", reason: `${SENSORS[sensor].label}: sensor desconectado` });
  return alarms.sort((a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority));
}

/** The most urgent alarm now (its priority and reason), or null when nothing alarms. */
export function alarmPriority(input: AlarmInput): Alarm | null {
  return alarmsFor(input)[0] ?? null;
}

// ── Sound (IEC 60601-1-8) ────────────────────────────────────────────────────────────────

export type AlarmBurst = {
  pulses: number;
  /** When each pulse starts, from the start of the burst (ms). */
  onsetsMs: readonly number[];
  /** How long each pulse sounds (ms). */
  pulseMs: number;
  /** From the start of one burst to the start of the next (ms). */
  repeatMs: number;
  /** Each pulse's rise and fall, as a share of the pulse (IEC 60601-1-8: 10–20 % of td, review W9). */
  edge: number;
  /** The standard's ranges these values were chosen within. */
  ranges: {
    pulseMs: readonly [number, number];
    spacingMs: readonly [number, number];
    pauseAfterBurstMs: readonly [number, number | null];
    /** High priority only: the pause between the 5th and 6th pulses (ms). */
    groupGapMs?: readonly [number, number];
    edge: readonly [number, number];
  };
};

/** Pulse onsets for pulses of `pulseMs` separated by the silent gaps given (ms). */
function onsets(pulseMs: number, gaps: readonly number[]): number[] {
  const starts = [0];
  for (const gap of gaps) starts.push(starts.at(-1)! + pulseMs + gap);
  return starts;
}

/**
 * The priority-coded bursts of IEC 60601-1-8 (its tables of burst and pulse characteristics):
 * high, 10 pulses as «3 + 2, 3 + 2» with a longer pause between the halves, repeating; medium,
 * 3 pulses, repeating more slowly; low, 1 or 2 pulses (2 here), repeating slowly or not at all.
 * The fundamental of each pulse lies between 150 and 1000 Hz, with at least four harmonics between
 * 300 and 4000 Hz (NXP AN10875), each pulse rising and falling over 10–20 % of its length. The
 * values are chosen inside the ranges each entry carries. The standard itself is not public (its
 * Tables 3–4 were not read): the ranges are as monitor manuals and application notes quote them,
 * and the pulse counts and patterns match monitor manuals that follow it (Comen N10, EDAN X8).
 * Which burst follows which alarm is ours: the standard allocates no conditions to priorities.
 */
export const ALARM_BURSTS: Record<AlarmPriority, AlarmBurst> = {
  high: {
    pulses: 10,
    // x = 100 ms between pulses, 2x + td = 300 ms after the 3rd and 8th, 500 ms between the groups
    // of five (350–1300 ms); td = 100 ms. The timings inside the ranges are elección de SimPed.
    onsetsMs: onsets(100, [100, 100, 300, 100, 500, 100, 100, 300, 100]),
    pulseMs: 100,
    repeatMs: 7000,
    edge: 0.15,
    ranges: { pulseMs: [75, 200], spacingMs: [50, 125], pauseAfterBurstMs: [2500, 15000], groupGapMs: [350, 1300], edge: [0.1, 0.2] },
  },
  medium: {
    pulses: 3,
    onsetsMs: onsets(200, [200, 200]),
    pulseMs: 200,
    repeatMs: 10000,
    edge: 0.15,
    ranges: { pulseMs: [125, 250], spacingMs: [125, 250], pauseAfterBurstMs: [2500, 30000], edge: [0.1, 0.2] },
  },
  low: {
    pulses: 2,
    onsetsMs: onsets(200, [200]),
    pulseMs: 200,
    repeatMs: 20000,
    edge: 0.15,
    ranges: { pulseMs: [125, 250], spacingMs: [125, 250], pauseAfterBurstMs: [15000, null], edge: [0.1, 0.2] },
  },
};

/**
 * The fundamental the monitor sounds its pulses at (Hz): C5, inside the standard's 150–1000 Hz and
 * Annex D's preferred 500–3000 Hz; the note is elección de SimPed.
 */
export const ALARM_TONE_HZ = 523;

/** The number a shown reading starts with: '39,4' → 39,4; '112/70' → 112 (the systolic); '---' or text → null. */
function readingOf(value: string): number | null {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)(?:\s*\/\s*\d+)?\s*$/.exec(value);
  return match ? Number(match[1].replace(",", ".")) : null;
}

/** The diastolic of a shown pressure: '112/70' → 70; anything else → null. */
function diastolicOf(value: string): number | null {
  const match = /^\s*\d+\s*\/\s*(\d+)\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * The screen's alarms from what it shows: only values on the screen alarm (on a living patient,
 * those a sensor reads), the rhythm only with the ECG on, each case's limits first, and a sensor
 * taken off as a technical alarm. Any other shown value with the case's limits (a lab: glucemia
 * < 54 mg/dl) is a medium alarm when it crosses one. Without `monitor` (a case without a model),
 * the ECG counts as on when FC is shown. TAM, which no case shows as a value of its own, is the
 * monitor's mean of the shown TAS and TAD, so that Phoenix's TAM limits can alarm (second review, W8).
 */
export function shownAlarms(
  variables: readonly { key: string; label: string; unit: string | null; value: string; limits?: Limits | null }[],
  rhythm: Rhythm,
  ageInMonths: number,
  monitor?: { ecg: boolean; removed: readonly Sensor[] },
): Alarm[] {
  const values: Record<string, number | null> = {};
  const overrides: LimitOverrides = {};
  const others: Alarm[] = [];
  let diastolic: number | null = null;
  for (const variable of variables) {
    const key = variable.key === "ta" ? "tas" : variable.key;
    const reading = readingOf(variable.value);
    if (variable.key === "ta") diastolic = diastolicOf(variable.value);
    if (variable.key === "tad") diastolic = reading;
    if ((ALARM_VARIABLES as readonly string[]).includes(key)) {
      values[key] = reading;
      if (variable.limits) overrides[key as AlarmVariable] = variable.limits;
      continue;
    }
    const { below, above } = variable.limits ?? {};
    if (reading === null || !((below !== undefined && reading < below) || (above !== undefined && reading > above))) continue;
    const low = below !== undefined && reading < below;
    const reason = `${variable.label} ${withUnit(reading, variable.unit)} ${low ? "<" : ">"} ${withUnit(low ? below! : above!, variable.unit)}`;
    others.push({ key: variable.key, priority: "medium", reason });
  }
  const { tas } = values;
  if (values.tam === undefined && tas !== null && tas !== undefined && diastolic !== null) values.tam = meanPressure(tas, diastolic);
  const ecg = monitor ? monitor.ecg : "fc" in values;
  const found = alarmsFor({ ageInMonths, rhythm: ecg ? rhythm : "sinusal", values, overrides, disconnected: monitor?.removed });
  return [...found, ...others].sort((a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority));
}
