/**
 * The living patient's cost (app/presencial/model/engine.ts) in Node, no server: what a monitor
 * pays each second (advance a running course by one second and read it), the state at minute 30
 * of a course that nobody has computed yet, and a whole 30-minute course with 100 actions, as the
 * report draws it. The floor, in the same run, is the same loop on an empty model (one variable,
 * no drugs, no handlers) under the same log.
 *
 * The case is the shipped in-person case with the largest model (db/seed/presencial, read by the
 * same parser an import uses); while none has one, a septic shock written here (7 drugs, 15 handlers).
 *
 *   npx tsx -e "import('./bench/model.ts').then(m=>m.measureModel()).then(console.log)"
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readScenarioFile } from "../db/seed/files";
import { type LogEntry, type Patient, simulate } from "../app/presencial/model/engine";
import { modelSchema } from "../app/presencial/model/format";
import { type CaseIntervention, givingOf, interventionEntry, type ModelledCase, patientOf } from "../app/presencial/model/patient";

const SECONDS = 1800;
const ACTIONS = 100;
const RUNS = 7;
const SEED = 20261126;
const CASES_DIR = fileURLToPath(new URL("../db/seed/presencial/", import.meta.url));

export type ModelFigures = {
  /** Which case: a shipped file's slug, or the inline septic shock. */
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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
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

const source = "Bench: valores ilustrativos";
const bolus = (
  intervention: string,
  route: string,
  times: [number, number, number],
  therapeutic: [number, number],
  toxic: number,
  effects: Record<string, { changes?: { variable: string; by: number }[]; rhythm?: string; states?: string[] }>,
) => ({
  intervention,
  route,
  onset_s: times[0],
  peak_s: times[1],
  duration_s: times[2],
  therapeutic_from_per_kg: therapeutic[0],
  therapeutic_to_per_kg: therapeutic[1],
  toxic_per_kg: toxic,
  effects: { infra: {}, terapeutica: {}, toxica: {}, ...effects },
  source,
});
const when = (key: string, condition: object, act: object, repeat?: true) => ({ key, description: key, when: condition, do: act, repeat });

/** A 20-kg child in septic shock: 7 drugs by their routes, 15 handlers (the untreated course and the responses). */
export const SEPTIC_SHOCK: ModelledCase = {
  weightKg: 20,
  interventions: [
    { key: "bolo_cristaloide", dose: { unit: "ml/kg" } },
    { key: "adrenalina", dose: { unit: "mg/kg" } },
    { key: "noradrenalina", dose: { unit: "mcg/kg/min" } },
    { key: "midazolam", dose: { unit: "mg/kg" } },
    { key: "glucosa", dose: { unit: "ml/kg" } },
    { key: "ceftriaxona", dose: { unit: "mg/kg" } },
    { key: "hidrocortisona", dose: { unit: "mg/kg" } },
    { key: "oxigeno_alto_flujo", continuous: true },
    { key: "compresiones_toracicas", continuous: true },
    { key: "ventilacion_bolsa_mascarilla", continuous: true },
    { key: "hemocultivo" },
    { key: "acceso_io" },
  ] satisfies CaseIntervention[],
  model: modelSchema.parse({
    variables: [
      { key: "fc", initial: 168, low: 30, high: 240, noise: 3 },
      { key: "sat", initial: 91, low: 50, high: 100, noise: 1 },
      { key: "fr", initial: 42, low: 0, high: 80, noise: 2 },
      { key: "tas", initial: 72, low: 25, high: 150, noise: 2 },
      { key: "tad", initial: 35, low: 10, high: 100, noise: 2 },
      { key: "etco2", initial: 28, low: 0, high: 70, noise: 1 },
      { key: "temp", initial: 39.4, low: 34, high: 42, noise: 0.1, decimals: 1 },
      { key: "glucemia", initial: 58, low: 20, high: 500 },
      { key: "relleno", initial: 5, low: 1, high: 10, decimals: 0 },
    ],
    rhythm: "taquicardia_sinusal",
    states: [
      { key: "shock", label: "Shock", initial: true },
      { key: "refractario", label: "Shock refractario a fluidos", initial: false },
      { key: "sedado", label: "Sedado", initial: false },
      { key: "convulsion", label: "Convulsión", initial: false },
      { key: "parada", label: "Parada", initial: false, extreme: true },
    ],
    drugs: [
      ...["IV", "IO"].map((route) =>
        bolus("bolo_cristaloide", route, [0, 120, 1500], [10, 20], 80, {
          infra: { changes: [{ variable: "tas", by: 3 }] },
          terapeutica: {
            changes: [
              { variable: "tas", by: 10 },
              { variable: "fc", by: -10 },
              { variable: "relleno", by: -1 },
            ],
          },
          supra: { changes: [{ variable: "tas", by: 12 }] },
          toxica: {
            changes: [
              { variable: "sat", by: -8 },
              { variable: "fr", by: 12 },
            ],
          },
        }),
      ),
      ...["IV", "IO", "IM"].map((route) => ({
        ...bolus("adrenalina", route, route === "IM" ? [60, 300, 1200] : [5, 30, 240], [0.01, 0.01], 0.1, {
          infra: { changes: [{ variable: "fc", by: 5 }] },
          terapeutica: {
            changes: [
              { variable: "fc", by: 20 },
              { variable: "tas", by: 15 },
            ],
          },
          supra: {
            changes: [
              { variable: "fc", by: 40 },
              { variable: "tas", by: 30 },
            ],
          },
          toxica: { changes: [{ variable: "fc", by: 70 }], rhythm: "tv_sin_pulso" },
        }),
        max_dose: route === "IM" ? 0.5 : 1,
      })),
      {
        ...bolus("noradrenalina", "IV", [60, 300, 600], [0.05, 0.5], 2, {
          infra: { changes: [{ variable: "tas", by: 4 }] },
          terapeutica: {
            changes: [
              { variable: "tas", by: 20 },
              { variable: "tad", by: 10 },
            ],
          },
          supra: {
            changes: [
              { variable: "tas", by: 40 },
              { variable: "fc", by: 20 },
            ],
          },
          toxica: {
            changes: [
              { variable: "tas", by: 70 },
              { variable: "fc", by: 45 },
            ],
          },
        }),
        response: [{ state: "refractario", factor: 0.5 }],
      },
      ...["IV", "IN"].map((route) =>
        bolus("midazolam", route, route === "IV" ? [30, 120, 1800] : [120, 300, 1800], [0.1, 0.2], 1, {
          infra: { changes: [{ variable: "fr", by: -2 }] },
          terapeutica: { changes: [{ variable: "fr", by: -6 }], states: ["sedado"] },
          toxica: {
            changes: [
              { variable: "sat", by: -15 },
              { variable: "tas", by: -15 },
            ],
            states: ["sedado", "apnea"],
          },
        }),
      ),
      bolus("glucosa", "IV", [30, 120, 1800], [2, 4], 20, {
        infra: { changes: [{ variable: "glucemia", by: 15 }] },
        terapeutica: { changes: [{ variable: "glucemia", by: 50 }] },
        toxica: { changes: [{ variable: "glucemia", by: 350 }] },
      }),
      bolus("ceftriaxona", "IV", [600, 1200, 3600], [50, 100], 400, {
        terapeutica: { changes: [{ variable: "temp", by: -0.5 }] },
        toxica: { changes: [{ variable: "tas", by: -10 }] },
      }),
      bolus("hidrocortisona", "IV", [300, 900, 3600], [1, 2], 20, {
        terapeutica: { changes: [{ variable: "tas", by: 8 }] },
        toxica: { changes: [{ variable: "glucemia", by: 120 }] },
      }),
    ],
    handlers: [
      when(
        "empeora",
        { after_s: 120 },
        {
          trends: [
            { variable: "tas", by: -15, over_s: 600 },
            { variable: "fc", to: 185, over_s: 600 },
          ],
        },
      ),
      when("relleno", { after_s: 300 }, { trends: [{ variable: "relleno", to: 6, over_s: 300 }] }),
      when("hipoxia", { values: [{ variable: "sat", lte: 88 }] }, { trends: [{ variable: "fr", to: 60, over_s: 120 }] }, true),
      when(
        "responde",
        { given: [{ intervention: "bolo_cristaloide", count_gte: 2, bands: ["terapeutica"] }] },
        {
          states_off: ["shock"],
          trends: [
            { variable: "tas", to: 95, over_s: 300 },
            { variable: "fc", to: 130, over_s: 300 },
          ],
        },
      ),
      when(
        "refractario",
        { given: [{ intervention: "bolo_cristaloide", total_per_kg_gte: 40 }], states: ["shock"] },
        { states_on: ["refractario"] },
      ),
      when(
        "antibiotico_tarde",
        { after_s: 1200, not_given: [{ intervention: "ceftriaxona", by_s: 1200 }] },
        { trends: [{ variable: "temp", by: 0.6, over_s: 600 }] },
      ),
      when("hipotension", { values: [{ variable: "tas", lte: 55 }] }, { trends: [{ variable: "sat", by: -5, over_s: 60 }] }, true),
      when(
        "baja_glucosa",
        { after_s: 240, not_given: [{ intervention: "glucosa" }] },
        { trends: [{ variable: "glucemia", to: 35, over_s: 400 }] },
      ),
      when("convulsiona", { values: [{ variable: "glucemia", lte: 40 }] }, { states_on: ["convulsion"] }),
      when("estatus", { state_for: { state: "convulsion", gte_s: 300 } }, { states_on: ["apnea"] }),
      when(
        "cede",
        { states: ["convulsion"], given: [{ intervention: "midazolam", bands: ["terapeutica", "supra"], before: "glucosa" }] },
        { states_off: ["convulsion"] },
      ),
      when(
        "bradicardia",
        { after_s: 1000, states: ["refractario"], not_running: ["noradrenalina"] },
        { rhythm: "bradicardia_sinusal", trends: [{ variable: "fc", to: 50, over_s: 120 }] },
      ),
      when(
        "parada",
        { rhythm: ["bradicardia_sinusal"], after_s: 1300, not_running: ["compresiones_toracicas"] },
        { rhythm: "asistolia", states_on: ["parada"] },
      ),
      when(
        "rosc",
        {
          rhythm: ["asistolia", "aesp", "fv", "tv_sin_pulso"],
          running: ["compresiones_toracicas"],
          given: [{ intervention: "adrenalina", since_gte_s: 60 }],
        },
        { rhythm: "sinusal", states_off: ["parada"] },
        true,
      ),
      when("desfibrilada", { rhythm: ["fv", "tv_sin_pulso"], shocks: { count_gte: 2, adequate: true } }, { rhythm: "sinusal" }, true),
    ],
  }),
};

/** The same log on a model with one variable, no drugs and no handlers. */
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
  const scenario = shipped?.scenario ?? SEPTIC_SHOCK;
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
    fixture: shipped ? shipped.slug : "shock séptico (inline, bench/model.ts)",
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
