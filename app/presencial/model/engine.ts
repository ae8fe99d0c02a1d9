/**
 * The living patient: the state at any simulation second is a pure function of (the case's model,
 * the patient's weight, the recorded log, the session's seed, that second). The same code runs in
 * the room, on the server (console, report, KPIs) and in the browser (monitor, console), so two
 * screens always agree and the report can draw the whole course.
 *
 * A course is simulated forward one second at a time and cached: each second applies the log's
 * entries of that second, evaluates every handler (on the clock, whether or not anyone clicks) and
 * records what the patient shows. Asking for a later second continues from the last one computed.
 */
import type { DrugEffect, DrugProfile, Given, Model, Trend, When } from "./format";
import { APNOEA_STATE, type Band, ENERGY, PHYSICAL_BOUNDS, type Rhythm, RHYTHMS, SUPPORT } from "./vocabulary";

/** One recorded event, as the engine reads it: simulation second and what was done. */
export type LogEntry =
  | { at: number; kind: "dose"; intervention: string; route: string; dose: number }
  | { at: number; kind: "rate"; intervention: string; route: string; rate: number }
  | { at: number; kind: "start" | "stop" | "procedure"; intervention: string }
  | { at: number; kind: "shock"; joules: number; synchronised: boolean }
  | { at: number; kind: "pacing"; on: boolean; rate: number; ma: number }
  | { at: number; kind: "set"; variable: string; value: number }
  | { at: number; kind: "rhythm"; rhythm: Rhythm }
  | { at: number; kind: "state"; state: string; on: boolean }
  | { at: number; kind: "text"; variable: string; value: string };

export type Patient = {
  model: Model;
  weightKg: number;
  /** Each intervention's dose unit (mg, mg/kg, ml/kg, mcg/kg/min…), to read doses per kg. */
  doseUnits: Readonly<Record<string, string>>;
  /** Per session: the natural variability is the same on every screen of one session. */
  seed: number;
};

export type PatientState = {
  t: number;
  /** What the monitor shows: rounded, with variability; null where nothing can be measured. */
  values: Record<string, number | null>;
  rhythm: Rhythm;
  states: string[];
  /** Text variables reworded by a handler or by hand (the others keep the case's wording). */
  texts: Record<string, string>;
  /** Trends still under way: where each variable is going and when it gets there. */
  trends: { variable: string; to: number; endsAt: number }[];
  running: string[];
  pacing: { rate: number; ma: number; captured: boolean } | null;
};

export type DoseReading = {
  at: number;
  intervention: string;
  route: string;
  dose: number;
  /** Where this dose falls on its own, and with the doses still acting added up. */
  band: Band | null;
  cumulativeBand: Band | null;
  infusion: boolean;
};

export type ShockReading = {
  at: number;
  joules: number;
  synchronised: boolean;
  perKg: number;
  rhythm: Rhythm;
  delivered: boolean;
  adequate: boolean;
  problem: ShockProblem | null;
};
export type ShockProblem = "notShockable" | "low" | "high" | "syncInArrest" | "unsyncWithPulse";

type TrendRun = { from: number; to: number; start: number; over: number };
/** A single dose still acting: its band (of the total then acting) and the response factor of the patient then. */
type Bolus = { at: number; profile: DrugProfile; band: Band; factor: number };
/**
 * An infusion: the band and factor of its current rate, and the effect it has reached. The effect
 * moves toward what the rate gives (after the onset) at the profile's pace, so a new rate never
 * makes the effect dip first; stopped, it fades over the rest of the duration.
 */
type Infusion = {
  profile: DrugProfile;
  band: Band | null;
  factor: number;
  running: boolean;
  /** When it last started running (onset counts from here), and when its band last changed. */
  since: number;
  bandSince: number;
  levels: Map<string, number>;
  /** Per variable, where the effect is heading and how much it moves a second (a straight line there). */
  ramps: Map<string, { target: number; pace: number }>;
  /** 0…1: how far its states and rhythm have come (they act from half). */
  weight: number;
};

type GivenEntry = { at: number; dose: boolean; route: string; band: Band | null; perKg: number };

/** What a course carries from one second to the next (besides what it has recorded: states, doses, shocks, fired handlers). */
type Running = {
  /** The next log entry to apply. */
  cursor: number;
  base: Map<string, number>;
  trends: Map<string, TrendRun>;
  held: Set<string>;
  since: Map<string, number>;
  rhythm: Rhythm;
  texts: Record<string, string>;
  running: Map<string, number>;
  boluses: Bolus[];
  infusions: Map<string, Infusion>;
  /** Each variable's drug effect at the second being computed (refreshed once the log's entries of that second are in). */
  deltas: Map<string, number>;
  /** When the rhythm was last set by the case or by hand, and states by hand: a drug given before does not override them. */
  rhythmSetAt: number;
  stateSetAt: Map<string, number>;
  pacing: { rate: number; ma: number } | null;
  wasTrue: Set<string>;
  firedKeys: Set<string>;
  given: Map<string, GivenEntry[]>;
};

/**
 * A copy that shares nothing the simulation changes in place (maps, sets, lists, an infusion's levels); what it only replaces
 * (a bolus, a trend, a given entry, the profiles) stays shared, so a drug's boluses still group by their profile.
 */
const copyRunning = (r: Running): Running => ({
  ...r,
  base: new Map(r.base),
  trends: new Map(r.trends),
  held: new Set(r.held),
  since: new Map(r.since),
  running: new Map(r.running),
  boluses: [...r.boluses],
  infusions: new Map([...r.infusions].map(([key, i]) => [key, { ...i, levels: new Map(i.levels), ramps: new Map(i.ramps) }])),
  deltas: new Map(r.deltas),
  stateSetAt: new Map(r.stateSetAt),
  wasTrue: new Set(r.wasTrue),
  firedKeys: new Set(r.firedKeys),
  given: new Map([...r.given].map(([key, list]) => [key, [...list]])),
});

/** How often a course keeps a checkpoint: a command re-simulates at most this many seconds before its own. */
const CHECKPOINT_S = 30;
type Checkpoint = { run: Running; doses: number; shocks: number; fired: number };

const samePatient = (a: Patient, b: Patient) =>
  a.model === b.model && a.weightKg === b.weightKg && a.seed === b.seed && JSON.stringify(a.doseUnits) === JSON.stringify(b.doseUnits);
const sameEntry = (a: LogEntry, b: LogEntry) => a === b || JSON.stringify(a) === JSON.stringify(b);
const whole = (at: number) => Math.max(0, Math.floor(at));

const isToxic = (band: Band) => band === "supra" || band === "toxica";

const DEFAULT_PACING_THRESHOLD_MA = 60;
/** End-tidal CO₂ an arrested child shows with and without good compressions (mmHg), while ventilated. */
const ETCO2_WITH_COMPRESSIONS = 15;
/**
 * Compressions without breaths move only small volumes of CO₂ past the sensor: the capnogram's
 * humps, and so the number, reach this share of what breaths would bring out (clinical review W10:
 * about 10–20 %; W9 of the second review: the number matches the humps, about 2 mmHg in an arrest).
 */
export const COMPRESSION_CAPNO_SHARE = 0.15;
const ETCO2_WITHOUT_COMPRESSIONS = 4;
/** Natural variability changes direction over this many seconds. */
const NOISE_PERIOD_S = 12;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** The mean arterial pressure a monitor shows from its systolic and diastolic (mmHg): TAD + (TAS − TAD) / 3. */
export const meanPressure = (tas: number, tad: number) => Math.round(tad + (tas - tad) / 3);

/** A dose per kg (mg/kg, ml/kg, microgramos/kg/min…) and as a whole (mg, ml…), from its unit. */
export function doseAmounts(dose: number, unit: string, weightKg: number) {
  const perKg = unit.includes("/kg");
  return {
    perKg: perKg ? dose : dose / weightKg,
    whole: unit.endsWith("/min") ? dose : perKg ? dose * weightKg : dose,
  };
}

/** Where an amount falls for this patient: below, in, above the therapeutic range, or toxic. */
export function bandOf(profile: DrugProfile, perKg: number, whole: number): Band {
  const eps = 1e-9;
  if (perKg >= profile.toxic_per_kg - eps) return "toxica";
  if (perKg > profile.therapeutic_to_per_kg + eps) return "supra";
  if (profile.max_dose !== undefined && whole > profile.max_dose + eps) return "supra";
  if (perKg < profile.therapeutic_from_per_kg - eps) return "infra";
  return "terapeutica";
}

const effectOf = (profile: DrugProfile, band: Band): DrugEffect =>
  band === "supra" ? (profile.effects.supra ?? profile.effects.toxica) : profile.effects[band];

/** A single dose's weight over time: rises from onset to peak, holds, fades out by `duration`. */
function bolusShape(profile: DrugProfile, age: number): number {
  if (age < profile.onset_s || age >= profile.duration_s) return 0;
  if (age < profile.peak_s) return (age - profile.onset_s) / (profile.peak_s - profile.onset_s);
  const fadeFrom = (profile.peak_s + profile.duration_s) / 2;
  if (age < fadeFrom) return 1;
  return 1 - (age - fadeFrom) / (profile.duration_s - fadeFrom);
}

/** Deterministic smooth variability in [-1, 1] for (seed, variable, second). */
function wander(seed: number, index: number, t: number): number {
  const k = Math.floor(t / NOISE_PERIOD_S);
  const f = (t - k * NOISE_PERIOD_S) / NOISE_PERIOD_S;
  const a = hash(seed, index, k);
  const b = hash(seed, index, k + 1);
  const s = f * f * (3 - 2 * f);
  return a + (b - a) * s;
}

function hash(seed: number, index: number, k: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(k + 7, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return ((h >>> 0) / 0xffffffff) * 2 - 1;
}

/** What a shock is, for this patient and this rhythm (ERC 2025 PLS energies). */
export function readShock(
  joules: number,
  synchronised: boolean,
  rhythm: Rhythm,
  weightKg: number,
  cardioversionsBefore: number,
): Omit<ShockReading, "at"> {
  const perKg = joules / weightKg;
  const { pulse, shockable, cardioversion } = RHYTHMS[rhythm];
  const reading = (delivered: boolean, problem: ShockProblem | null) => ({
    joules,
    synchronised,
    perKg,
    rhythm,
    delivered,
    adequate: problem === null,
    problem,
  });
  // A defibrillator cannot synchronise without QRS complexes to follow: it does not discharge.
  if (synchronised && !pulse) return reading(false, "syncInArrest");
  if (!synchronised && cardioversion) return reading(true, "unsyncWithPulse");
  if (synchronised ? !cardioversion : !shockable) return reading(true, "notShockable");
  const [min, max] = synchronised
    ? [ENERGY.cardioversionMinPerKg, cardioversionsBefore === 0 ? ENERGY.cardioversionFirstMaxPerKg : ENERGY.cardioversionMaxPerKg]
    : [ENERGY.defibrillationMinPerKg, ENERGY.defibrillationMaxPerKg];
  if (perKg < min - 1e-9) return reading(true, "low");
  if (perKg > max + 1e-9 || joules > ENERGY.maxJoules) return reading(true, "high");
  return reading(true, null);
}

/** A course: the patient second by second under one log. */
export class Course {
  readonly doses: DoseReading[] = [];
  readonly shocks: ShockReading[] = [];
  readonly fired: { key: string; at: number }[] = [];

  private readonly states: PatientState[] = [];
  private readonly model: Model;
  private readonly log: LogEntry[];
  private readonly profiles = new Map<string, DrugProfile>();
  private readonly bounds = new Map<string, readonly [number, number]>();
  private readonly decimals = new Map<string, number>();
  private readonly noise = new Map<string, number>();
  // The simulation's running state: the next second to compute, and what it goes on from.
  private next = 0;
  private run: Running;
  /** What the course needs to go on from every CHECKPOINT_S-th second (before that second's entries), for `continued`. */
  private readonly checkpoints: Checkpoint[] = [];
  /** The log as given, to tell whether a later log only adds to it. */
  private readonly source: readonly LogEntry[];

  constructor(
    private readonly patient: Patient,
    log: readonly LogEntry[],
  ) {
    this.model = patient.model;
    this.source = log;
    // Whole seconds, in time order; entries of one second keep the order they were recorded in.
    this.log = log
      .map((e, i) => ({ e: { ...e, at: whole(e.at) }, i }))
      .sort((a, b) => a.e.at - b.e.at || a.i - b.i)
      .map(({ e }) => e);
    for (const p of this.model.drugs) this.profiles.set(`${p.intervention}|${p.route}`, p);
    this.run = {
      cursor: 0,
      base: new Map(),
      trends: new Map(),
      held: new Set(),
      since: new Map(),
      rhythm: this.model.rhythm,
      texts: {},
      running: new Map(),
      boluses: [],
      infusions: new Map(),
      deltas: new Map(),
      rhythmSetAt: -1,
      stateSetAt: new Map(),
      pacing: null,
      wasTrue: new Set(),
      firedKeys: new Set(),
      given: new Map(),
    };
    for (const v of this.model.variables) {
      const physical = PHYSICAL_BOUNDS[v.key] ?? [-Infinity, Infinity];
      this.bounds.set(v.key, [Math.max(v.low, physical[0]), Math.min(v.high, physical[1])]);
      this.decimals.set(v.key, v.decimals ?? 0);
      this.noise.set(v.key, v.noise ?? 0);
      this.run.base.set(v.key, v.initial);
    }
    for (const s of this.model.states) if (s.initial) this.run.held.add(s.key);
  }

  /**
   * The course of `log` for `patient`. When they are this course's patient and its log with entries added, it goes on from
   * this course's last checkpoint before the first added entry instead of from second 0: the same states, computed once
   * (tests/unit/presencial-model-properties.test.ts holds the two to one result).
   */
  continued(patient: Patient, log: readonly LogEntry[]): Course {
    const known = this.source.length;
    if (!samePatient(this.patient, patient) || log.length < known || !this.source.every((entry, i) => sameEntry(entry, log[i])))
      return simulate(patient, log);
    if (log.length === known) return this;
    const first = Math.min(...log.slice(known).map((entry) => whole(entry.at)));
    const index = Math.min(Math.floor(first / CHECKPOINT_S), this.checkpoints.length - 1);
    const course = simulate(patient, log);
    if (index >= 0) course.resume(this, index);
    return course;
  }

  /** Starts from `from`'s checkpoint `index`: every entry before it is one of `from`'s, in the same order. */
  private resume(from: Course, index: number): void {
    const point = from.checkpoints[index];
    this.run = copyRunning(point.run);
    this.next = index * CHECKPOINT_S;
    this.states.push(...from.states.slice(0, this.next));
    this.doses.push(...from.doses.slice(0, point.doses));
    this.shocks.push(...from.shocks.slice(0, point.shocks));
    this.fired.push(...from.fired.slice(0, point.fired));
    this.checkpoints.push(...from.checkpoints.slice(0, index + 1));
  }

  /** The patient at simulation second `t` (whole seconds; earlier seconds come from the cache). */
  at(t: number): PatientState {
    const second = Math.max(0, Math.floor(t));
    while (this.next <= second) this.step();
    return this.states[second];
  }

  /** Every second from 0 to `t`, for a chart of the whole course. */
  until(t: number): PatientState[] {
    this.at(t);
    return this.states.slice(0, Math.max(0, Math.floor(t)) + 1);
  }

  private step(): void {
    const t = this.next;
    if (t % CHECKPOINT_S === 0)
      this.checkpoints[t / CHECKPOINT_S] = {
        run: copyRunning(this.run),
        doses: this.doses.length,
        shocks: this.shocks.length,
        fired: this.fired.length,
      };
    // Values set by hand are applied once the drugs of this second are known, so the patient shows exactly them.
    const sets: Extract<LogEntry, { kind: "set" }>[] = [];
    while (this.run.cursor < this.log.length && this.log[this.run.cursor].at <= t) {
      const entry = this.log[this.run.cursor++];
      if (entry.kind === "set") sets.push(entry);
      else this.apply(entry, t);
    }
    this.run.boluses = this.run.boluses.filter((b) => t - b.at < b.profile.duration_s);
    this.advanceInfusions(t);
    this.run.deltas = this.drugDeltas(t);
    for (const entry of sets) this.setValue(entry);
    this.evaluateHandlers(t);
    this.states.push(this.show(t));
    this.next = t + 1;
  }

  // ── The log ────────────────────────────────────────────────────────────────────────────

  private apply(entry: LogEntry, t: number): void {
    switch (entry.kind) {
      case "dose":
        return this.giveDose(entry, t);
      case "rate":
        return this.setRate(entry, t);
      case "start":
        this.run.running.set(entry.intervention, t);
        this.remember(entry.intervention, { at: t, dose: false, route: "", band: null, perKg: 0 });
        return;
      case "stop":
        this.run.running.delete(entry.intervention);
        return;
      case "procedure":
        this.remember(entry.intervention, { at: t, dose: false, route: "", band: null, perKg: 0 });
        return;
      case "shock": {
        const before = this.shocks.filter((s) => s.synchronised && s.delivered).length;
        this.shocks.push({
          at: t,
          ...readShock(entry.joules, entry.synchronised, this.effectiveRhythm(t), this.patient.weightKg, entry.synchronised ? before : 0),
        });
        return;
      }
      case "pacing":
        this.run.pacing = entry.on ? { rate: entry.rate, ma: entry.ma } : null;
        return;
      case "set":
        return this.setValue(entry);
      case "rhythm":
        this.run.rhythm = entry.rhythm;
        this.run.rhythmSetAt = t;
        return;
      case "state":
        if (entry.on) this.run.held.add(entry.state);
        else this.run.held.delete(entry.state);
        this.run.stateSetAt.set(entry.state, t);
        return;
      case "text":
        this.run.texts = { ...this.run.texts, [entry.variable]: entry.value };
        return;
    }
  }

  /** The instructor sets what the patient shows now (within the author's bounds): the drugs acting stay on top of it. */
  private setValue(entry: Extract<LogEntry, { kind: "set" }>): void {
    const bounds = this.bounds.get(entry.variable);
    if (!bounds) return;
    this.run.trends.delete(entry.variable);
    this.run.base.set(entry.variable, clamp(entry.value, bounds[0], bounds[1]) - (this.run.deltas.get(entry.variable) ?? 0));
  }

  private giveDose(entry: Extract<LogEntry, { kind: "dose" }>, t: number): void {
    const profile = this.profiles.get(`${entry.intervention}|${entry.route}`);
    const unit = this.patient.doseUnits[entry.intervention] ?? "";
    const { perKg, whole } = doseAmounts(entry.dose, unit, this.patient.weightKg);
    const reading: DoseReading = {
      at: t,
      intervention: entry.intervention,
      route: entry.route,
      dose: entry.dose,
      band: null,
      cumulativeBand: null,
      infusion: false,
    };
    this.doses.push(reading);
    if (profile) reading.band = bandOf(profile, perKg, whole);
    this.remember(entry.intervention, { at: t, dose: true, route: entry.route, band: reading.band, perKg });
    if (!profile) return;
    // Doses still acting add up per kg: the band that acts is the total's. The maximum is a single
    // dose's (the largest still acting), so a repeat dose on schedule is not read as an overdose.
    let totalPerKg = perKg;
    let largestWhole = whole;
    for (const d of this.doses) {
      if (d === reading || d.infusion || d.intervention !== entry.intervention || d.route !== entry.route) continue;
      if (t - d.at >= profile.duration_s) continue;
      const a = doseAmounts(d.dose, unit, this.patient.weightKg);
      totalPerKg += a.perKg;
      largestWhole = Math.max(largestWhole, a.whole);
    }
    reading.cumulativeBand = bandOf(profile, totalPerKg, largestWhole);
    this.run.boluses.push({
      at: t,
      profile,
      band: reading.cumulativeBand,
      factor: this.responseFactor(profile, reading.cumulativeBand, t),
    });
  }

  private setRate(entry: Extract<LogEntry, { kind: "rate" }>, t: number): void {
    const id = `${entry.intervention}|${entry.route}`;
    const profile = this.profiles.get(id);
    const unit = this.patient.doseUnits[entry.intervention] ?? "";
    const { perKg, whole } = doseAmounts(entry.rate, unit, this.patient.weightKg);
    const band = profile && entry.rate > 0 ? bandOf(profile, perKg, whole) : null;
    if (entry.rate > 0) {
      this.run.running.set(entry.intervention, t);
      this.doses.push({
        at: t,
        intervention: entry.intervention,
        route: entry.route,
        dose: entry.rate,
        band,
        cumulativeBand: band,
        infusion: true,
      });
      this.remember(entry.intervention, { at: t, dose: true, route: entry.route, band, perKg });
    } else this.run.running.delete(entry.intervention);
    if (!profile) return;
    const infusion = this.run.infusions.get(id);
    const running = band !== null;
    const factor = band ? this.responseFactor(profile, band, t) : (infusion?.factor ?? 1);
    if (!infusion) {
      if (running)
        this.run.infusions.set(id, {
          profile,
          band,
          factor,
          running,
          since: t,
          bandSince: t,
          levels: new Map(),
          ramps: new Map(),
          weight: 0,
        });
      return;
    }
    if (running && !infusion.running) infusion.since = t;
    if (band !== infusion.band) infusion.bandSince = t;
    Object.assign(infusion, { band: band ?? infusion.band, factor, running });
  }

  /** One second of every infusion: its effect and weight move toward what its rate gives now. */
  private advanceInfusions(t: number): void {
    for (const infusion of this.run.infusions.values()) {
      const { profile } = infusion;
      const acting = infusion.running && infusion.band !== null && t - infusion.since >= profile.onset_s;
      const rise = Math.max(1, profile.peak_s - profile.onset_s);
      const fall = Math.max(1, profile.duration_s - profile.peak_s);
      const effect = infusion.band ? effectOf(profile, infusion.band) : {};
      const scale = infusion.band && isToxic(infusion.band) ? 1 : infusion.factor;
      const targets = new Map<string, number>();
      for (const variable of infusion.levels.keys()) targets.set(variable, 0);
      if (acting) for (const { variable, by } of effect.changes ?? []) targets.set(variable, by * scale);
      for (const [variable, target] of targets) {
        const level = infusion.levels.get(variable) ?? 0;
        let ramp = infusion.ramps.get(variable);
        // A new target: a straight line to it, over the rise (stronger) or the fade (weaker).
        if (!ramp || ramp.target !== target) {
          ramp = { target, pace: Math.abs(target - level) / (Math.abs(target) >= Math.abs(level) ? rise : fall) };
          infusion.ramps.set(variable, ramp);
        }
        infusion.levels.set(variable, level + clamp(target - level, -ramp.pace, ramp.pace));
      }
      const goal = acting ? 1 : 0;
      infusion.weight += clamp(goal - infusion.weight, -1 / fall, 1 / rise);
    }
  }

  /** A deteriorated patient responds less to the right dose; toxicity acts whatever the state. */
  private responseFactor(profile: DrugProfile, band: Band, t: number): number {
    if (band === "supra" || band === "toxica") return 1;
    let factor = 1;
    const states = this.effectiveStates(t);
    for (const r of profile.response ?? []) if (states.has(r.state)) factor *= r.factor;
    return factor;
  }

  // ── What acts at a second ──────────────────────────────────────────────────────────────

  /** Each drug's effect on each variable: the strongest of its doses, an infusion's reached effect, drugs added together. */
  private drugDeltas(t: number): Map<string, number> {
    const total = new Map<string, number>();
    const byDrug = new Map<DrugProfile, Map<string, number>>();
    for (const b of this.run.boluses) {
      const w = bolusShape(b.profile, t - b.at);
      const changes = effectOf(b.profile, b.band).changes;
      if (w <= 0 || !changes) continue;
      const drug = byDrug.get(b.profile) ?? new Map<string, number>();
      byDrug.set(b.profile, drug);
      const scale = isToxic(b.band) ? w : w * b.factor;
      for (const { variable, by } of changes) {
        const value = by * scale;
        const prev = drug.get(variable);
        if (prev === undefined || Math.abs(value) > Math.abs(prev)) drug.set(variable, value);
      }
    }
    for (const drug of byDrug.values()) for (const [v, d] of drug) total.set(v, (total.get(v) ?? 0) + d);
    for (const infusion of this.run.infusions.values())
      for (const [v, d] of infusion.levels) if (d !== 0) total.set(v, (total.get(v) ?? 0) + d);
    return total;
  }

  /** A state or rhythm a drug induces, unless the case or the instructor set it after that drug. */
  private induced(t: number, visit: (effect: DrugEffect, since: number) => void): void {
    for (const b of this.run.boluses) if (bolusShape(b.profile, t - b.at) >= 0.5) visit(effectOf(b.profile, b.band), b.at);
    for (const i of this.run.infusions.values()) if (i.band && i.weight >= 0.5) visit(effectOf(i.profile, i.band), i.bandSince);
  }

  /** States held by the case or the instructor, and those a drug induces while at half effect or more. */
  private effectiveStates(t: number): Set<string> {
    const states = new Set(this.run.held);
    this.induced(t, (effect, since) => {
      for (const s of effect.states ?? []) if ((this.run.stateSetAt.get(s) ?? -1) < since) states.add(s);
    });
    return states;
  }

  private effectiveRhythm(t: number): Rhythm {
    let rhythm = this.run.rhythm;
    let latest = this.run.rhythmSetAt;
    this.induced(t, (effect, since) => {
      if (effect.rhythm && since > latest) {
        rhythm = effect.rhythm;
        latest = since;
      }
    });
    if (this.run.pacing && RHYTHMS[rhythm].pulse && this.run.pacing.ma >= (this.model.pacing_threshold_ma ?? DEFAULT_PACING_THRESHOLD_MA))
      return "marcapasos";
    return rhythm;
  }

  private baseValue(variable: string, t: number): number {
    const run = this.run.trends.get(variable);
    if (!run) return this.run.base.get(variable)!;
    const progress = run.over === 0 ? 1 : clamp((t - run.start) / run.over, 0, 1);
    return run.from + (run.to - run.from) * progress;
  }

  /**
   * The model's values without variability, within the author's bounds; then what the engine fixes
   * whatever the case (no pulse, apnoea, pacing): those are shown as they are. Null: not measurable.
   */
  private modelValues(t: number, rhythm: Rhythm, states: Set<string>) {
    const values = new Map<string, number | null>();
    for (const v of this.model.variables) {
      const [lo, hi] = this.bounds.get(v.key)!;
      values.set(v.key, clamp(this.baseValue(v.key, t) + (this.run.deltas.get(v.key) ?? 0), lo, hi));
    }
    const fixed = new Set<string>();
    const fix = (key: string, value: number | null) => {
      if (!values.has(key)) return;
      values.set(key, value);
      fixed.add(key);
    };
    const ventilated = this.run.running.has(SUPPORT.ventilation);
    if (!RHYTHMS[rhythm].pulse) {
      fix("sat", null);
      fix("tas", null);
      fix("tad", null);
      if (rhythm === "fv" || rhythm === "asistolia") fix("fc", rhythm === "asistolia" ? 0 : null);
      fix("etco2", this.run.running.has(SUPPORT.compressions) ? ETCO2_WITH_COMPRESSIONS : ETCO2_WITHOUT_COMPRESSIONS);
      if (!ventilated) fix("fr", 0);
    } else if (states.has(APNOEA_STATE) && !ventilated) fix("fr", 0);
    if (rhythm === "marcapasos" && this.run.pacing) fix("fc", this.run.pacing.rate);
    // Compressions with no breaths, given or the child's own (FR not above 0): only the humps reach the sensor.
    const etco2 = values.get("etco2");
    const breaths = ventilated || (values.get("fr") ?? 0) > 0;
    if (this.run.running.has(SUPPORT.compressions) && !breaths && etco2 !== null && etco2 !== undefined)
      fix("etco2", Math.round(etco2 * COMPRESSION_CAPNO_SHARE));
    return { values, fixed };
  }

  private show(t: number): PatientState {
    const states = this.effectiveStates(t);
    const rhythm = this.effectiveRhythm(t);
    const { values: raw, fixed } = this.modelValues(t, rhythm, states);
    const values: Record<string, number | null> = {};
    this.model.variables.forEach((v, index) => {
      const value = raw.get(v.key)!;
      if (value === null || fixed.has(v.key)) return void (values[v.key] = value);
      const [lo, hi] = this.bounds.get(v.key)!;
      const noisy = clamp(value + this.noise.get(v.key)! * wander(this.patient.seed, index, t), lo, hi);
      const factor = 10 ** this.decimals.get(v.key)!;
      values[v.key] = Math.round(noisy * factor) / factor;
    });
    if ("tas" in values && "tad" in values) {
      const { tas, tad } = values;
      values.tam = tas === null || tad === null ? null : meanPressure(tas, tad);
    }
    const trends = [...this.run.trends.entries()]
      .filter(([, run]) => t < run.start + run.over)
      .map(([variable, run]) => ({ variable, to: run.to, endsAt: run.start + run.over }));
    const pacing = this.run.pacing ? { ...this.run.pacing, captured: rhythm === "marcapasos" } : null;
    return {
      t,
      values,
      rhythm,
      states: [...states].sort(),
      texts: this.run.texts,
      trends,
      running: [...this.run.running.keys()].sort(),
      pacing,
    };
  }

  // ── Handlers ───────────────────────────────────────────────────────────────────────────

  private evaluateHandlers(t: number): void {
    let states = this.effectiveStates(t);
    this.trackSince(states, t);
    let rhythm = this.effectiveRhythm(t);
    let values = this.modelValues(t, rhythm, states).values;
    for (const handler of this.model.handlers) {
      const holds = this.holds(handler.when, t, states, rhythm, values);
      const edge = holds && !this.run.wasTrue.has(handler.key);
      if (holds) this.run.wasTrue.add(handler.key);
      else this.run.wasTrue.delete(handler.key);
      if (!edge || (this.run.firedKeys.has(handler.key) && !handler.repeat)) continue;
      this.run.firedKeys.add(handler.key);
      this.fired.push({ key: handler.key, at: t });
      for (const trend of handler.do.trends ?? []) this.startTrend(trend, t);
      if (handler.do.rhythm) {
        this.run.rhythm = handler.do.rhythm;
        this.run.rhythmSetAt = t;
      }
      for (const s of handler.do.states_on ?? []) this.run.held.add(s);
      for (const s of handler.do.states_off ?? []) this.run.held.delete(s);
      for (const { variable, value } of handler.do.texts ?? []) this.run.texts = { ...this.run.texts, [variable]: value };
      states = this.effectiveStates(t);
      this.trackSince(states, t);
      rhythm = this.effectiveRhythm(t);
      values = this.modelValues(t, rhythm, states).values;
    }
  }

  private trackSince(states: Set<string>, t: number): void {
    for (const s of states) if (!this.run.since.has(s)) this.run.since.set(s, t);
    for (const s of [...this.run.since.keys()]) if (!states.has(s)) this.run.since.delete(s);
  }

  private startTrend(trend: Trend, t: number): void {
    if (!this.run.base.has(trend.variable)) return;
    const from = this.baseValue(trend.variable, t);
    const [lo, hi] = this.bounds.get(trend.variable)!;
    const to = clamp(trend.to ?? from + trend.by!, lo, hi);
    this.run.base.set(trend.variable, from);
    this.run.trends.set(trend.variable, { from, to, start: t, over: trend.over_s });
  }

  private holds(when: When, t: number, states: Set<string>, rhythm: Rhythm, values: Map<string, number | null>): boolean {
    if (when.after_s !== undefined && t < when.after_s) return false;
    if (when.before_s !== undefined && t >= when.before_s) return false;
    if (when.states && !when.states.every((s) => states.has(s))) return false;
    if (when.not_states && when.not_states.some((s) => states.has(s))) return false;
    if (when.state_for) {
      const since = this.run.since.get(when.state_for.state);
      if (since === undefined || t - since < when.state_for.gte_s) return false;
    }
    if (when.rhythm && !when.rhythm.includes(rhythm)) return false;
    for (const c of when.values ?? []) {
      const value = values.get(c.variable);
      if (value === null || value === undefined) return false;
      if (c.gte !== undefined && !(value >= c.gte)) return false;
      if (c.lte !== undefined && !(value <= c.lte)) return false;
    }
    if (when.given && !when.given.every((g) => this.wasGiven(g, t))) return false;
    if (when.not_given && when.not_given.some((g) => this.wasGiven(g, t))) return false;
    if (when.running && !when.running.every((k) => this.run.running.has(k))) return false;
    if (when.not_running && when.not_running.some((k) => this.run.running.has(k))) return false;
    if (when.shocks) {
      const { count_gte, adequate, synchronised } = when.shocks;
      const n = this.shocks.filter(
        (s) =>
          s.delivered &&
          (adequate === undefined || s.adequate === adequate) &&
          (synchronised === undefined || s.synchronised === synchronised),
      ).length;
      if (n < count_gte) return false;
    }
    if (when.fired && !when.fired.every((k) => this.run.firedKeys.has(k))) return false;
    if (when.not_fired && when.not_fired.some((k) => this.run.firedKeys.has(k))) return false;
    return true;
  }

  private wasGiven(g: Given, t: number): boolean {
    const matching: number[] = [];
    let total = 0;
    for (const e of this.run.given.get(g.intervention) ?? []) {
      if (e.dose) {
        if ((g.route && e.route !== g.route) || (g.bands && (e.band === null || !g.bands.includes(e.band)))) continue;
        total += e.perKg;
      } else if (g.bands) continue;
      matching.push(e.at);
    }
    const needed = g.count_gte ?? 1;
    if (matching.length < needed) return false;
    const completing = matching[needed - 1];
    if (g.since_gte_s !== undefined && t - completing < g.since_gte_s) return false;
    if (g.by_s !== undefined && completing > g.by_s) return false;
    if (g.total_per_kg_gte !== undefined && total < g.total_per_kg_gte - 1e-9) return false;
    if (g.total_per_kg_lt !== undefined && total >= g.total_per_kg_lt - 1e-9) return false;
    const other = g.before ? this.run.given.get(g.before)?.[0] : undefined;
    return !other || other.at > matching[0];
  }

  /** What was given, by intervention, in time order: doses and rates with their band, and what was done or started. */
  private remember(intervention: string, entry: GivenEntry): void {
    const list = this.run.given.get(intervention);
    if (list) list.push(entry);
    else this.run.given.set(intervention, [entry]);
  }
}

/** The course of a patient under a log (a new course each time the log changes). */
export const simulate = (patient: Patient, log: readonly LogEntry[]) => new Course(patient, log);
