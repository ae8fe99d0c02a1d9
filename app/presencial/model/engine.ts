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
type Contribution = { at: number; profile: DrugProfile; band: Band; factor: number; end: number | null };

const DEFAULT_PACING_THRESHOLD_MA = 60;
/** End-tidal CO₂ an arrested child shows with and without good compressions (mmHg). */
const ETCO2_WITH_COMPRESSIONS = 15;
const ETCO2_WITHOUT_COMPRESSIONS = 4;
/** Natural variability changes direction over this many seconds. */
const NOISE_PERIOD_S = 12;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

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
  if (perKg > profile.therapeutic_per_kg[1] + eps) return "supra";
  if (profile.max_dose !== undefined && whole > profile.max_dose + eps) return "supra";
  if (perKg < profile.therapeutic_per_kg[0] - eps) return "infra";
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

/** An infusion segment's weight: rises as a dose does while it runs; fades once stopped. */
function infusionShape(profile: DrugProfile, t: number, start: number, end: number | null): number {
  const rise =
    profile.peak_s === profile.onset_s
      ? t - start >= profile.onset_s
        ? 1
        : 0
      : clamp((t - start - profile.onset_s) / (profile.peak_s - profile.onset_s), 0, 1);
  if (end === null || t < end) return rise;
  const fade = Math.max(1, profile.duration_s - profile.peak_s);
  return rise * clamp(1 - (t - end) / fade, 0, 1);
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
  // The simulation's running state.
  private next = 0;
  private cursor = 0;
  private readonly base = new Map<string, number>();
  private readonly trends = new Map<string, TrendRun>();
  private readonly held = new Set<string>();
  private readonly since = new Map<string, number>();
  private rhythm: Rhythm;
  private texts: Record<string, string> = {};
  private readonly running = new Map<string, number>();
  private readonly contributions: Contribution[] = [];
  private readonly openSegments = new Map<string, Contribution>();
  private pacing: { rate: number; ma: number } | null = null;
  private readonly wasTrue = new Set<string>();
  private readonly firedKeys = new Set<string>();

  constructor(
    private readonly patient: Patient,
    log: readonly LogEntry[],
  ) {
    this.model = patient.model;
    // Whole seconds, in time order; entries of one second keep the order they were recorded in.
    this.log = log
      .map((e, i) => ({ e: { ...e, at: Math.max(0, Math.floor(e.at)) }, i }))
      .sort((a, b) => a.e.at - b.e.at || a.i - b.i)
      .map(({ e }) => e);
    for (const p of this.model.drugs) this.profiles.set(`${p.intervention}|${p.route}`, p);
    for (const v of this.model.variables) {
      const physical = PHYSICAL_BOUNDS[v.key] ?? [-Infinity, Infinity];
      this.bounds.set(v.key, [Math.max(v.min, physical[0]), Math.min(v.max, physical[1])]);
      this.decimals.set(v.key, v.decimals ?? 0);
      this.noise.set(v.key, v.noise ?? 0);
      this.base.set(v.key, v.initial);
    }
    for (const s of this.model.states) if (s.initial) this.held.add(s.key);
    this.rhythm = this.model.rhythm;
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
    while (this.cursor < this.log.length && this.log[this.cursor].at <= t) this.apply(this.log[this.cursor++], t);
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
        this.running.set(entry.intervention, t);
        return;
      case "stop":
        this.running.delete(entry.intervention);
        return;
      case "procedure":
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
        this.pacing = entry.on ? { rate: entry.rate, ma: entry.ma } : null;
        return;
      case "set": {
        if (!this.base.has(entry.variable)) return;
        this.trends.delete(entry.variable);
        // The instructor sets what the patient shows now: the drugs acting stay on top of it.
        this.base.set(entry.variable, entry.value - (this.drugDeltas(t).get(entry.variable) ?? 0));
        return;
      }
      case "rhythm":
        this.rhythm = entry.rhythm;
        return;
      case "state":
        if (entry.on) this.held.add(entry.state);
        else this.held.delete(entry.state);
        return;
      case "text":
        this.texts = { ...this.texts, [entry.variable]: entry.value };
        return;
    }
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
    if (!profile) return;
    reading.band = bandOf(profile, perKg, whole);
    // Doses still acting add up: the band that acts is the total's.
    let totalPerKg = perKg;
    let totalWhole = whole;
    for (const d of this.doses) {
      if (d === reading || d.infusion || d.intervention !== entry.intervention || d.route !== entry.route) continue;
      if (t - d.at >= profile.duration_s) continue;
      const a = doseAmounts(d.dose, unit, this.patient.weightKg);
      totalPerKg += a.perKg;
      totalWhole += a.whole;
    }
    reading.cumulativeBand = bandOf(profile, totalPerKg, totalWhole);
    this.contributions.push({
      at: t,
      profile,
      band: reading.cumulativeBand,
      factor: this.responseFactor(profile, reading.cumulativeBand, t),
      end: null,
    });
  }

  private setRate(entry: Extract<LogEntry, { kind: "rate" }>, t: number): void {
    const id = `${entry.intervention}|${entry.route}`;
    const open = this.openSegments.get(id);
    if (open) open.end = t;
    this.openSegments.delete(id);
    const profile = this.profiles.get(id);
    const unit = this.patient.doseUnits[entry.intervention] ?? "";
    const { perKg, whole } = doseAmounts(entry.rate, unit, this.patient.weightKg);
    const band = profile && entry.rate > 0 ? bandOf(profile, perKg, whole) : null;
    if (entry.rate > 0) {
      this.running.set(entry.intervention, t);
      this.doses.push({
        at: t,
        intervention: entry.intervention,
        route: entry.route,
        dose: entry.rate,
        band,
        cumulativeBand: band,
        infusion: true,
      });
    } else this.running.delete(entry.intervention);
    if (!profile || !band) return;
    const segment: Contribution = { at: t, profile, band, factor: this.responseFactor(profile, band, t), end: null };
    this.contributions.push(segment);
    this.openSegments.set(id, segment);
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

  private weightOf(c: Contribution, t: number): number {
    return c.profile.intervention && this.isInfusion(c) ? infusionShape(c.profile, t, c.at, c.end) : bolusShape(c.profile, t - c.at);
  }

  private isInfusion(c: Contribution): boolean {
    return (this.patient.doseUnits[c.profile.intervention] ?? "").endsWith("/min");
  }

  /** Each drug's effect on each variable: the strongest of its doses, drugs added together. */
  private drugDeltas(t: number): Map<string, number> {
    const byDrug = new Map<string, Map<string, number>>();
    for (const c of this.contributions) {
      const w = this.weightOf(c, t);
      if (w <= 0) continue;
      const changes = effectOf(c.profile, c.band).changes;
      if (!changes) continue;
      const id = `${c.profile.intervention}|${c.profile.route}`;
      const drug = byDrug.get(id) ?? new Map<string, number>();
      byDrug.set(id, drug);
      const scale = c.band === "supra" || c.band === "toxica" ? w : w * c.factor;
      for (const { variable, by } of changes) {
        const value = by * scale;
        const prev = drug.get(variable);
        // Infusion segments overlap only while one fades and the next rises: they add up.
        if (prev === undefined) drug.set(variable, value);
        else if (this.isInfusion(c)) drug.set(variable, prev + value);
        else if (Math.abs(value) > Math.abs(prev)) drug.set(variable, value);
      }
    }
    const total = new Map<string, number>();
    for (const drug of byDrug.values()) for (const [v, d] of drug) total.set(v, (total.get(v) ?? 0) + d);
    return total;
  }

  /** States held by the case or the instructor, and those a dose induces while at half effect or more. */
  private effectiveStates(t: number): Set<string> {
    const states = new Set(this.held);
    for (const c of this.contributions) {
      const on = effectOf(c.profile, c.band).states;
      if (on && this.weightOf(c, t) >= 0.5) for (const s of on) states.add(s);
    }
    return states;
  }

  private effectiveRhythm(t: number): Rhythm {
    let rhythm = this.rhythm;
    let latest = -1;
    for (const c of this.contributions) {
      const r = effectOf(c.profile, c.band).rhythm;
      if (r && c.at > latest && this.weightOf(c, t) >= 0.5) {
        rhythm = r;
        latest = c.at;
      }
    }
    if (this.pacing && RHYTHMS[rhythm].pulse && this.pacing.ma >= (this.model.pacing_threshold_ma ?? DEFAULT_PACING_THRESHOLD_MA))
      return "marcapasos";
    return rhythm;
  }

  private baseValue(variable: string, t: number): number {
    const run = this.trends.get(variable);
    if (!run) return this.base.get(variable)!;
    const progress = run.over === 0 ? 1 : clamp((t - run.start) / run.over, 0, 1);
    return run.from + (run.to - run.from) * progress;
  }

  /** The model's values (no variability), with the arrest and apnoea overlays; null = not measurable. */
  private modelValues(t: number, rhythm: Rhythm, states: Set<string>): Map<string, number | null> {
    const deltas = this.drugDeltas(t);
    const values = new Map<string, number | null>();
    for (const v of this.model.variables) {
      const [lo, hi] = this.bounds.get(v.key)!;
      values.set(v.key, clamp(this.baseValue(v.key, t) + (deltas.get(v.key) ?? 0), lo, hi));
    }
    const ventilated = this.running.has(SUPPORT.ventilation);
    if (!RHYTHMS[rhythm].pulse) {
      const compressions = this.running.has(SUPPORT.compressions);
      if (values.has("sat")) values.set("sat", null);
      if (values.has("tas")) values.set("tas", null);
      if (values.has("tad")) values.set("tad", null);
      if (values.has("fc") && (rhythm === "fv" || rhythm === "asistolia")) values.set("fc", rhythm === "asistolia" ? 0 : null);
      if (values.has("etco2")) values.set("etco2", compressions ? ETCO2_WITH_COMPRESSIONS : ETCO2_WITHOUT_COMPRESSIONS);
      if (values.has("fr") && !ventilated) values.set("fr", 0);
    } else if (states.has(APNOEA_STATE) && values.has("fr") && !ventilated) values.set("fr", 0);
    if (rhythm === "marcapasos" && this.pacing && values.has("fc")) values.set("fc", this.pacing.rate);
    return values;
  }

  private show(t: number): PatientState {
    const states = this.effectiveStates(t);
    const rhythm = this.effectiveRhythm(t);
    const raw = this.modelValues(t, rhythm, states);
    const values: Record<string, number | null> = {};
    this.model.variables.forEach((v, index) => {
      const value = raw.get(v.key)!;
      if (value === null) return void (values[v.key] = null);
      const [lo, hi] = this.bounds.get(v.key)!;
      const noisy = clamp(value + this.noise.get(v.key)! * wander(this.patient.seed, index, t), lo, hi);
      const factor = 10 ** this.decimals.get(v.key)!;
      values[v.key] = Math.round(noisy * factor) / factor;
    });
    if ("tas" in values && "tad" in values) {
      const { tas, tad } = values;
      values.tam = tas === null || tad === null ? null : Math.round(tad + (tas - tad) / 3);
    }
    const trends = [...this.trends.entries()]
      .filter(([, run]) => t < run.start + run.over)
      .map(([variable, run]) => ({ variable, to: run.to, endsAt: run.start + run.over }));
    const pacing = this.pacing ? { ...this.pacing, captured: rhythm === "marcapasos" } : null;
    return { t, values, rhythm, states: [...states].sort(), texts: this.texts, trends, running: [...this.running.keys()].sort(), pacing };
  }

  // ── Handlers ───────────────────────────────────────────────────────────────────────────

  private evaluateHandlers(t: number): void {
    let states = this.effectiveStates(t);
    this.trackSince(states, t);
    let rhythm = this.effectiveRhythm(t);
    let values = this.modelValues(t, rhythm, states);
    for (const handler of this.model.handlers) {
      const holds = this.holds(handler.when, t, states, rhythm, values);
      const edge = holds && !this.wasTrue.has(handler.key);
      if (holds) this.wasTrue.add(handler.key);
      else this.wasTrue.delete(handler.key);
      if (!edge || (this.firedKeys.has(handler.key) && !handler.repeat)) continue;
      this.firedKeys.add(handler.key);
      this.fired.push({ key: handler.key, at: t });
      for (const trend of handler.do.trends ?? []) this.startTrend(trend, t);
      if (handler.do.rhythm) this.rhythm = handler.do.rhythm;
      for (const s of handler.do.states_on ?? []) this.held.add(s);
      for (const s of handler.do.states_off ?? []) this.held.delete(s);
      for (const { variable, value } of handler.do.texts ?? []) this.texts = { ...this.texts, [variable]: value };
      states = this.effectiveStates(t);
      this.trackSince(states, t);
      rhythm = this.effectiveRhythm(t);
      values = this.modelValues(t, rhythm, states);
    }
  }

  private trackSince(states: Set<string>, t: number): void {
    for (const s of states) if (!this.since.has(s)) this.since.set(s, t);
    for (const s of [...this.since.keys()]) if (!states.has(s)) this.since.delete(s);
  }

  private startTrend(trend: Trend, t: number): void {
    if (!this.base.has(trend.variable)) return;
    const from = this.baseValue(trend.variable, t);
    const [lo, hi] = this.bounds.get(trend.variable)!;
    const to = clamp(trend.to ?? from + trend.by!, lo, hi);
    this.base.set(trend.variable, from);
    this.trends.set(trend.variable, { from, to, start: t, over: trend.over_s });
  }

  private holds(when: When, t: number, states: Set<string>, rhythm: Rhythm, values: Map<string, number | null>): boolean {
    if (when.after_s !== undefined && t < when.after_s) return false;
    if (when.before_s !== undefined && t >= when.before_s) return false;
    if (when.states && !when.states.every((s) => states.has(s))) return false;
    if (when.not_states && when.not_states.some((s) => states.has(s))) return false;
    if (when.state_for) {
      const since = this.since.get(when.state_for.state);
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
    if (when.running && !when.running.every((k) => this.running.has(k))) return false;
    if (when.not_running && when.not_running.some((k) => this.running.has(k))) return false;
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
    if (when.fired && !when.fired.every((k) => this.firedKeys.has(k))) return false;
    if (when.not_fired && when.not_fired.some((k) => this.firedKeys.has(k))) return false;
    return true;
  }

  private wasGiven(g: Given, t: number): boolean {
    const matching = this.doses.filter(
      (d) =>
        d.intervention === g.intervention &&
        (!g.route || d.route === g.route) &&
        (!g.bands || (d.band !== null && g.bands.includes(d.band))),
    );
    const procedures = this.log.filter(
      (e, i) => i < this.cursor && (e.kind === "procedure" || e.kind === "start") && e.intervention === g.intervention,
    );
    const times = [...matching.map((d) => d.at), ...(g.bands ? [] : procedures.map((p) => p.at))].sort((a, b) => a - b);
    const needed = g.count_gte ?? 1;
    if (times.length < needed) return false;
    const completing = times[needed - 1];
    if (g.since_gte_s !== undefined && t - completing < g.since_gte_s) return false;
    if (g.by_s !== undefined && completing > g.by_s) return false;
    if (g.total_per_kg_gte !== undefined || g.total_per_kg_lt !== undefined) {
      const unit = this.patient.doseUnits[g.intervention] ?? "";
      const total = matching.reduce((sum, d) => sum + doseAmounts(d.dose, unit, this.patient.weightKg).perKg, 0);
      if (g.total_per_kg_gte !== undefined && total < g.total_per_kg_gte - 1e-9) return false;
      if (g.total_per_kg_lt !== undefined && total >= g.total_per_kg_lt - 1e-9) return false;
    }
    if (g.before) {
      const other =
        this.doses.find((d) => d.intervention === g.before) ??
        this.log.slice(0, this.cursor).find((e) => "intervention" in e && e.intervention === g.before);
      if (other && other.at <= times[0]) return false;
    }
    return true;
  }
}

/** The course of a patient under a log (a new course each time the log changes). */
export const simulate = (patient: Patient, log: readonly LogEntry[]) => new Course(patient, log);
