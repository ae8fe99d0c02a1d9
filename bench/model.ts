/**
 * The living patient's cost (app/presencial/model/engine.ts) in Node, no server: what a monitor
 * pays each second (advance a running course by one second and read it), the state at minute 30
 * of a course that nobody has computed yet, and a whole 30-minute course with 100 actions, as the
 * report draws it. The floor, in the same run, is the same loop on an empty model (one variable,
 * no drugs, no handlers) under the same log.
 *
 * The case is the shipped in-person case with the largest model (db/seed/presencial, read by the
 * same parser an import uses).
 *
 *   npx tsx -e "import('./bench/model.ts').then(m=>m.measureModel()).then(console.log)"
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readScenarioFile } from "../app/scenario-format/files";
import { type LogEntry, type Patient, simulate } from "../app/presencial/model/engine";
import { modelSchema } from "../app/presencial/model/format";
import { givingOf, interventionEntry, type ModelledCase, patientOf } from "../app/presencial/model/patient";
import { median, percentile } from "./stats";

const SECONDS = 1800;
const ACTIONS = 100;
const RUNS = 7;
const SEED = 20261126;
const CASES_DIR = fileURLToPath(new URL("../db/seed/presencial/", import.meta.url));

export type ModelFigures = {
  /** Which case: the shipped file's slug. */
  fixture: string;
  drugs: number;
  handlers: number;
  actions: number;
  runs: number;
  /** One second more of a running course, read (the monitor, each second): median and p99 of every second of every run, ms. */
  tickP50Ms: number;
  tickP99Ms: number;
  /** The state at minute 30 of a course nothing has computed yet, with the 100 actions (ms, median of the runs). */
  coldAt30MinMs: number;
  /** A whole 30-minute course with the 100 actions, every second of it (ms, median of the runs). */
  courseMs: number;
  /** The same, on the empty model under the same log. */
  floorTickP50Ms: number;
  floorCourseMs: number;
};

/** A small deterministic generator, so that every run and every bench times the same log. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 100 actions over 30 minutes as a team records them through the case's own mapping: doses of
 * every drug by its routes (mostly in range, some under, above or far above), infusion rates and
 * their stops, continuous interventions started and stopped, procedures; besides, shocks, pacing,
 * and the instructor's hand (a value, a rhythm, a state).
 */
export function actionsFor(scenario: ModelledCase, count = ACTIONS): LogEntry[] {
  const next = random(SEED);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const profiles = scenario.model.drugs;
  const byKey = new Map(scenario.interventions.map((i) => [i.key, i]));
  const dosed = profiles.filter((p) => byKey.has(p.intervention));
  const continuous = scenario.interventions.filter((i) => givingOf(i) === "continuous");
  const procedures = scenario.interventions.filter((i) => givingOf(i) === "procedure");
  const variables = scenario.model.variables.map((v) => v.key);
  const states = scenario.model.states.map((s) => s.key);
  const running = new Set<string>();
  const log: LogEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = Math.round(((i + next()) * SECONDS) / count);
    const roll = next();
    if (roll < 0.45 && dosed.length) {
      const profile = pick(dosed);
      const intervention = byKey.get(profile.intervention)!;
      const factor = pick([0.5, 1, 1, 1, 1, 1.5, 3, 12]);
      const perKg = profile.therapeutic_from_per_kg * factor;
      const amount = intervention.dose!.unit.includes("/kg") ? perKg : perKg * scenario.weightKg;
      const stop = givingOf(intervention) === "rate" && next() < 0.3;
      log.push(interventionEntry(intervention, at, { amount, route: profile.route, stop }));
    } else if (roll < 0.65 && continuous.length) {
      const intervention = pick(continuous);
      const stop = running.has(intervention.key);
      if (stop) running.delete(intervention.key);
      else running.add(intervention.key);
      log.push(interventionEntry(intervention, at, { stop }));
    } else if (roll < 0.77 && procedures.length) {
      log.push(interventionEntry(pick(procedures), at, {}));
    } else if (roll < 0.85) {
      log.push({ at, kind: "shock", joules: Math.round(scenario.weightKg * pick([1, 2, 4, 4, 8])), synchronised: next() < 0.3 });
    } else if (roll < 0.9) {
      log.push({ at, kind: "pacing", on: next() < 0.5, rate: 100, ma: pick([40, 80, 120]) });
    } else if (roll < 0.95) {
      const key = pick(variables);
      const initial = scenario.model.variables.find((v) => v.key === key)!.initial;
      log.push({ at, kind: "set", variable: key, value: initial * (0.8 + 0.4 * next()) });
    } else if (roll < 0.97 || !states.length) {
      log.push({ at, kind: "rhythm", rhythm: pick(["sinusal", "taquicardia_sinusal", "fv", "asistolia"] as const) });
    } else {
      log.push({ at, kind: "state", state: pick(states), on: next() < 0.5 });
    }
  }
  return log;
}

/** The shipped in-person case with the largest model, if any has one. */
function shippedCase(): { slug: string; scenario: ModelledCase } | null {
  let best: { slug: string; scenario: ModelledCase } | null = null;
  for (const name of readdirSync(CASES_DIR)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    const read = readScenarioFile(readFileSync(join(CASES_DIR, name), "utf8"));
    if (!read.ok || read.file.modo !== "presencial" || !read.file.escenario.model) continue;
    const { escenario } = read.file;
    const model = escenario.model!;
    const scenario: ModelledCase = { weightKg: escenario.patient_overview.weightKg, interventions: escenario.interventions, model };
    const size = (s: ModelledCase) => s.model.handlers.length + s.model.drugs.length;
    if (!best || size(scenario) > size(best.scenario)) best = { slug: escenario.slug, scenario };
  }
  return best;
}

const EMPTY = modelSchema.parse({
  variables: [{ key: "fc", initial: 120, low: 0, high: 300 }],
  rhythm: "sinusal",
  states: [],
  drugs: [],
  handlers: [],
});

/** Each second of a course asked for in turn, as the monitor does: the time of each call (ms). */
function ticks(patient: Patient, log: LogEntry[]): { each: number[]; total: number } {
  const course = simulate(patient, log);
  const each: number[] = [];
  const t0 = performance.now();
  for (let t = 0; t <= SECONDS; t++) {
    const start = performance.now();
    course.at(t);
    each.push(performance.now() - start);
  }
  return { each, total: performance.now() - t0 };
}

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

export async function measureModel(): Promise<ModelFigures> {
  const shipped = shippedCase();
  if (!shipped) throw new Error("No in-person case in db/seed/presencial has a model to measure.");
  const { scenario } = shipped;
  const patient = patientOf(scenario, SEED);
  const floor: Patient = { ...patient, model: EMPTY };
  const log = actionsFor(scenario);
  // Warm the JIT on both before timing anything.
  for (let i = 0; i < 3; i++) {
    simulate(patient, log).until(SECONDS);
    simulate(floor, log).until(SECONDS);
  }
  const tick: number[] = [];
  const floorTick: number[] = [];
  const cold: number[] = [];
  const course: number[] = [];
  const floorCourse: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    tick.push(...ticks(patient, log).each);
    floorTick.push(...ticks(floor, log).each);
    cold.push(timed(() => simulate(patient, log).at(SECONDS)));
    course.push(timed(() => simulate(patient, log).until(SECONDS)));
    floorCourse.push(timed(() => simulate(floor, log).until(SECONDS)));
  }
  return {
    fixture: shipped.slug,
    drugs: scenario.model.drugs.length,
    handlers: scenario.model.handlers.length,
    actions: log.length,
    runs: RUNS,
    tickP50Ms: median(tick),
    tickP99Ms: percentile(tick, 99),
    coldAt30MinMs: median(cold),
    courseMs: median(course),
    floorTickP50Ms: median(floorTick),
    floorCourseMs: median(floorCourse),
  };
}
