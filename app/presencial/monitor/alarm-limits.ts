/**
 * The monitor's alarms: limits by the child's age, the priority of each alarm (the IEC 60601-1-8
 * idea of high, medium and low), the reason in the words the room reads today
 * («SatO₂ 85 % < 92 %»), and the standard's sound bursts as data.
 *
 * Where each number comes from (quoted as the source gives it; nothing here is made up):
 * - FC and FR: the normal ranges of the AHA's Pediatric Advanced Life Support (PALS) provider
 *   manual, as tabulated in Fleming S, Thompson M, Stevens R, et al. «Normal ranges of heart rate
 *   and respiratory rate in children from birth to 18 years of age: a systematic review of
 *   observational studies». Lancet 2011;377:1011–18, Web Appendix, Web Box 1, row «PALS» (awake
 *   heart rates). The same figures are quoted elsewhere as the 2006 edition's.
 *   - Heart rate: newborn to 3 months 85–205; 3 months to 2 years 100–190; 2 to 10 years 60–140;
 *     over 10 years 60–100.
 *   - Respiratory rate: under 1 year 30–60; 1–3 years 24–40; 4–5 years 22–34; 6–12 years 18–30;
 *     13–18 years 12–16.
 * - TAS: the PALS definition of hypotension by systolic pressure: under 60 mmHg in term neonates
 *   (0–28 days), under 70 in infants (1–12 months), under 70 + 2 × age in years from 1 to 10 years,
 *   under 90 over 10 years (as WikEM's «Pediatric vital signs» and PALS study material quote it).
 * - SatO₂ under 92 %: the product's specification (`VITAL_ALERTS`), unchanged.
 * - FC under 60 lpm with a pulse: the threshold at which the ERC 2021 Paediatric Life Support
 *   guidelines (Van de Voorde P, et al. Resuscitation 2021;161:327–87) and PALS start chest
 *   compressions in bradycardia with poor perfusion.
 * No table found gives a mean arterial pressure limit, so TAM has none by default (a case may set one).
 *
 * How the limits derive from the sources. A normal range is not an alarm limit, so:
 * - FC and FR alarm outside the PALS awake range for the age, the widest range PALS calls normal.
 *   A healthy child never alarms; anything beyond is out of range (medium priority).
 * - TAS alarms below PALS's hypotension. That is already past the lower end of normal: it means
 *   decompensated shock, so it is high priority.
 * - FC under 60 with a pulse and FR 0 (apnoea) are high priority whatever the band. So is a rhythm
 *   without a pulse, or ventricular tachycardia with one, at once, and SpO₂ 10 points under its
 *   low limit (DESATURATION_MARGIN).
 * - A sensor that is off is a technical alarm (low priority).
 * A case's own limits (`alarm` on a variable) take precedence over the band's, bound by bound.
 */
import { VITAL_ALERTS } from "../../domain/attempts";
import { formatNumber } from "../../domain/format";
import { type Rhythm, RHYTHMS } from "../model/vocabulary";
import { SENSORS, type Sensor } from "./equipment";

/** The limits of one value: alarm below `below` or above `above` (as a case's `alarm` writes them). */
export type Limits = { below?: number; above?: number };
export const ALARM_VARIABLES = ["fc", "fr", "sat", "tas", "tam"] as const;
export type AlarmVariable = (typeof ALARM_VARIABLES)[number];
export type LimitOverrides = Partial<Record<AlarmVariable, Limits | null | undefined>>;

const PALS_RANGES = "PALS (AHA): rangos normales en vigilia, según la tabla de Fleming et al., Lancet 2011";
const PALS_HYPOTENSION = "PALS (AHA): definición de hipotensión por TAS según la edad";
export const LIMIT_SOURCES: Record<AlarmVariable, string> = {
  fc: PALS_RANGES,
  fr: PALS_RANGES,
  tas: PALS_HYPOTENSION,
  sat: "Especificación del producto: SatO₂ < 92 %",
  tam: "Sin límite por defecto: solo el que fije el escenario",
};

export type AgeBand = { fromMonths: number; label: string; fc: readonly [number, number]; fr: readonly [number, number] };

/**
 * Bands where the PALS heart-rate and respiratory-rate ranges change (each band runs until the
 * next one starts). Ages are whole months; «over 10 years» starts at the 11th birthday.
 */
export const AGE_BANDS: readonly AgeBand[] = [
  { fromMonths: 0, label: "Neonato (0–28 días)", fc: [85, 205], fr: [30, 60] },
  { fromMonths: 1, label: "Lactante de 1 a 2 meses", fc: [85, 205], fr: [30, 60] },
  { fromMonths: 3, label: "Lactante de 3 a 11 meses", fc: [100, 190], fr: [30, 60] },
  { fromMonths: 12, label: "1 año", fc: [100, 190], fr: [24, 40] },
  { fromMonths: 24, label: "2 y 3 años", fc: [60, 140], fr: [24, 40] },
  { fromMonths: 48, label: "4 y 5 años", fc: [60, 140], fr: [22, 34] },
  { fromMonths: 72, label: "6 a 10 años", fc: [60, 140], fr: [18, 30] },
  { fromMonths: 132, label: "11 y 12 años", fc: [60, 100], fr: [18, 30] },
  { fromMonths: 156, label: "13 a 17 años", fc: [60, 100], fr: [12, 16] },
];

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

/** PALS's hypotension: the systolic pressure below which a child of this age is hypotensive (mmHg). */
export function hypotensionBelow(ageInMonths: number): number {
  if (ageInMonths < 1) return 60;
  if (ageInMonths < 12) return 70;
  const years = Math.floor(ageInMonths / 12);
  return years <= 10 ? 70 + 2 * years : 90;
}

/** The alarm limits for a child of this age, each case's own limits first. */
export function limitsFor(ageInMonths: number, overrides: LimitOverrides = {}): Record<AlarmVariable, Limits> {
  const band = ageBand(ageInMonths);
  const defaults: Record<AlarmVariable, Limits> = {
    fc: { below: band.fc[0], above: band.fc[1] },
    fr: { below: band.fr[0], above: band.fr[1] },
    sat: { below: VITAL_ALERTS.satBelow },
    tas: { below: hypotensionBelow(ageInMonths) },
    tam: {},
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

/** IEC 60601-1-8: high (immediate response), medium (prompt response), low (awareness; technical). */
export type AlarmPriority = "high" | "medium" | "low";
export const PRIORITY_ORDER: readonly AlarmPriority[] = ["high", "medium", "low"];
export type Alarm = { key: string; priority: AlarmPriority; reason: string };

/** A heart rate this slow with a pulse is treated as an arrest in waiting (ERC/PALS: compressions). */
export const BRADYCARDIA_COMPRESSIONS_BELOW = 60;
/**
 * A desaturation this far below the SpO₂ low limit is high priority: monitors escalate it as
 * «Desat» (Philips IntelliVue and EarlyVue default it to 10 points below the low limit), so 60 %
 * never sounds like 91 % (docs/reviews/monitor-alarm-limits-review-2026-11-26.md, D1).
 */
export const DESATURATION_MARGIN = 10;
/** Rhythms with a pulse that need treatment now whatever their rate (PALS: VT with a pulse → synchronised cardioversion). */
const URGENT_WITH_PULSE: readonly Rhythm[] = ["tv_con_pulso"];

/** The short names and units the room reads (as `alarmReason` writes them). */
const NAMES: Record<AlarmVariable, string> = { fc: "FC", fr: "FR", sat: "SatO₂", tas: "TAS", tam: "TAM" };
const UNITS: Record<AlarmVariable, string> = { fc: "lpm", fr: "rpm", sat: "%", tas: "mmHg", tam: "mmHg" };

export type AlarmInput = {
  ageInMonths: number;
  rhythm: Rhythm;
  /** What the monitor shows now; null or absent where nothing is measured. */
  values: Readonly<Record<string, number | null | undefined>>;
  overrides?: LimitOverrides;
  /** Sensors taken off during the session: a technical alarm until they are back. */
  disconnected?: readonly Sensor[];
};

/** The reason as the room reads it: «SatO₂ 85 % < 92 %», «FC 160 lpm > 140 lpm». */
export function limitReason(key: AlarmVariable, value: number, sign: "<" | ">", limit: number): string {
  const withUnit = (n: number) => `${formatNumber(n)} ${UNITS[key]}`;
  return `${NAMES[key]} ${withUnit(value)} ${sign} ${withUnit(limit)}`;
}

/** Which values are life-threatening whatever the limits: those are high priority. */
function threatening(key: AlarmVariable, value: number, pulse: boolean): boolean {
  if (key === "fc") return pulse && value < BRADYCARDIA_COMPRESSIONS_BELOW;
  if (key === "fr") return value === 0;
  return key === "tas";
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
    if (key === "fc" && pulse && value < BRADYCARDIA_COMPRESSIONS_BELOW && !low) {
      alarms.push({ key, priority: "high", reason: limitReason(key, value, "<", BRADYCARDIA_COMPRESSIONS_BELOW) });
      continue;
    }
    if (key === "sat" && below !== undefined && value < below - DESATURATION_MARGIN) {
      alarms.push({ key, priority: "high", reason: limitReason(key, value, "<", below - DESATURATION_MARGIN) });
      continue;
    }
    if (!low && !high) continue;
    const priority = low && threatening(key, value, pulse) ? "high" : "medium";
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
  /** The standard's ranges these values were chosen within. */
  ranges: { pulseMs: readonly [number, number]; spacingMs: readonly [number, number]; pauseAfterBurstMs: readonly [number, number | null] };
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
 * 300 and 4000 Hz. The values are chosen inside the ranges each entry carries. The standard itself
 * is not public; the pulse counts and patterns match monitor manuals that follow it (Comen, EDAN).
 */
export const ALARM_BURSTS: Record<AlarmPriority, AlarmBurst> = {
  high: {
    pulses: 10,
    // x = 100 ms between pulses, 2x + td = 300 ms after the 3rd and 8th, 500 ms between the groups of five.
    onsetsMs: onsets(100, [100, 100, 300, 100, 500, 100, 100, 300, 100]),
    pulseMs: 100,
    repeatMs: 7000,
    ranges: { pulseMs: [75, 200], spacingMs: [50, 125], pauseAfterBurstMs: [2500, 15000] },
  },
  medium: {
    pulses: 3,
    onsetsMs: onsets(200, [200, 200]),
    pulseMs: 200,
    repeatMs: 10000,
    ranges: { pulseMs: [125, 250], spacingMs: [125, 250], pauseAfterBurstMs: [2500, 30000] },
  },
  low: {
    pulses: 2,
    onsetsMs: onsets(200, [200]),
    pulseMs: 200,
    repeatMs: 20000,
    ranges: { pulseMs: [125, 250], spacingMs: [125, 250], pauseAfterBurstMs: [15000, null] },
  },
};

/** The fundamental frequency the monitor sounds its pulses at (Hz; the standard allows 150–1000). */
export const ALARM_TONE_HZ = 523;

/** The number a shown reading starts with: '39,4' → 39,4; '112/70' → 112 (the systolic); '---' or text → null. */
function readingOf(value: string): number | null {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)(?:\s*\/\s*\d+)?\s*$/.exec(value);
  return match ? Number(match[1].replace(",", ".")) : null;
}

/**
 * The screen's alarms from what it shows: only values on the screen alarm (on a living patient,
 * those a sensor reads), the rhythm only with the ECG on, each case's limits first, and a sensor
 * taken off as a technical alarm. Any other shown value with the case's limits (a lab: glucemia
 * < 54 mg/dl) is a medium alarm when it crosses one. Without `monitor` (a case without a model),
 * the ECG counts as on when FC is shown.
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
  for (const variable of variables) {
    const key = variable.key === "ta" ? "tas" : variable.key;
    const reading = readingOf(variable.value);
    if ((ALARM_VARIABLES as readonly string[]).includes(key)) {
      values[key] = reading;
      if (variable.limits) overrides[key as AlarmVariable] = variable.limits;
      continue;
    }
    const { below, above } = variable.limits ?? {};
    if (reading === null || !((below !== undefined && reading < below) || (above !== undefined && reading > above))) continue;
    const low = below !== undefined && reading < below;
    const withUnit = (n: number) => `${formatNumber(n)}${variable.unit ? ` ${variable.unit}` : ""}`;
    const reason = `${variable.label} ${withUnit(reading)} ${low ? "<" : ">"} ${withUnit(low ? below! : above!)}`;
    others.push({ key: variable.key, priority: "medium", reason });
  }
  const ecg = monitor ? monitor.ecg : "fc" in values;
  const found = alarmsFor({ ageInMonths, rhythm: ecg ? rhythm : "sinusal", values, overrides, disconnected: monitor?.removed });
  return [...found, ...others].sort((a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority));
}
