/**
 * Properties of the living patient's engine over random logs (fast-check): doses in every band and
 * by every route of a model with several drugs, infusion rates (0 included), continuous
 * interventions started and stopped, shocks, pacing, the instructor's sets, rhythms, states and
 * texts, at random seconds of a 30-minute course, in random order.
 *
 * - The state at a second is a function of (model, weight, log, seed, second): the same log gives
 *   the same states whatever the order the seconds are asked in, and a second already computed
 *   never changes when later ones are.
 * - Nothing is NaN or infinite; every value stays within the physical bounds and the author's;
 *   the mean arterial pressure follows the systolic and the diastolic.
 * - An entry at second s changes nothing before s.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LogEntry, type Patient, type PatientState, simulate } from "~/presencial/model/engine";
import { modelSchema } from "~/presencial/model/format";
import { PHYSICAL_BOUNDS, RHYTHM_KEYS } from "~/presencial/model/vocabulary";

const SOURCE = "Ficha de prueba";
const handler = (key: string, when: object, act: object, repeat?: true) => ({
  key,
  description: `Manejador ${key}`,
  when,
  do: act,
  repeat,
});

const MODEL = modelSchema.parse({
  variables: [
    { key: "fc", initial: 150, low: 0, high: 250, noise: 3 },
    { key: "sat", initial: 94, low: 40, high: 100, noise: 1 },
    { key: "fr", initial: 40, low: 0, high: 80, noise: 2 },
    { key: "tas", initial: 75, low: 20, high: 160, noise: 3 },
    { key: "tad", initial: 40, low: 10, high: 110, noise: 2 },
    { key: "etco2", initial: 30, low: 0, high: 80, noise: 2 },
    { key: "temp", initial: 38.7, low: 30, high: 43, noise: 0.2, decimals: 1 },
    { key: "glucemia", initial: 60, low: 10, high: 600 },
  ],
  rhythm: "taquicardia_sinusal",
  states: [
    { key: "shock", label: "Shock", initial: true },
    { key: "sedado", label: "Sedado", initial: false },
    { key: "apnea", label: "Apnea", initial: false },
    { key: "convulsion", label: "Convulsión", initial: false },
    { key: "parada", label: "Parada", initial: false, extreme: true },
  ],
  drugs: [
    ...(["IV", "IM"] as const).map((route) => ({
      intervention: "adrenalina",
      route,
      onset_s: route === "IV" ? 5 : 60,
      peak_s: route === "IV" ? 30 : 300,
      duration_s: route === "IV" ? 240 : 1200,
      therapeutic_from_per_kg: 0.01,
      therapeutic_to_per_kg: 0.01,
      max_dose: route === "IV" ? 1 : 0.5,
      toxic_per_kg: 0.1,
      effects: {
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
        toxica: {
          changes: [
            { variable: "fc", by: 80 },
            { variable: "tas", by: 60 },
          ],
          rhythm: "fv",
        },
      },
      source: SOURCE,
    })),
    ...(["IV", "IN"] as const).map((route) => ({
      intervention: "midazolam",
      route,
      onset_s: route === "IV" ? 30 : 120,
      peak_s: route === "IV" ? 120 : 300,
      duration_s: 1800,
      therapeutic_from_per_kg: 0.1,
      therapeutic_to_per_kg: 0.2,
      max_dose: 10,
      toxic_per_kg: 1,
      effects: {
        infra: { changes: [{ variable: "fr", by: -2 }] },
        terapeutica: { changes: [{ variable: "fr", by: -6 }], states: ["sedado"] },
        toxica: {
          changes: [
            { variable: "sat", by: -15 },
            { variable: "fc", by: -30 },
          ],
          states: ["sedado", "apnea"],
        },
      },
      response: [{ state: "convulsion", factor: 0.7 }],
      source: SOURCE,
    })),
    {
      intervention: "adenosina",
      route: "IV",
      onset_s: 0,
      peak_s: 0,
      duration_s: 20,
      therapeutic_from_per_kg: 0.1,
      therapeutic_to_per_kg: 0.3,
      max_dose: 12,
      toxic_per_kg: 1,
      effects: { infra: {}, terapeutica: { rhythm: "sinusal" }, toxica: { rhythm: "asistolia" } },
      source: SOURCE,
    },
    {
      intervention: "noradrenalina",
      route: "IV",
      onset_s: 60,
      peak_s: 300,
      duration_s: 600,
      therapeutic_from_per_kg: 0.05,
      therapeutic_to_per_kg: 0.5,
      toxic_per_kg: 2,
      effects: {
        infra: { changes: [{ variable: "tas", by: 5 }] },
        terapeutica: {
          changes: [
            { variable: "tas", by: 25 },
            { variable: "tad", by: 12 },
          ],
        },
        supra: {
          changes: [
            { variable: "tas", by: 45 },
            { variable: "fc", by: 20 },
          ],
        },
        toxica: {
          changes: [
            { variable: "tas", by: 80 },
            { variable: "fc", by: 50 },
          ],
        },
      },
      response: [{ state: "shock", factor: 0.5 }],
      source: SOURCE,
    },
    {
      intervention: "bolo_cristaloide",
      route: "IV",
      onset_s: 0,
      peak_s: 120,
      duration_s: 1200,
      therapeutic_from_per_kg: 10,
      therapeutic_to_per_kg: 20,
      toxic_per_kg: 60,
      effects: {
        infra: { changes: [{ variable: "tas", by: 3 }] },
        terapeutica: {
          changes: [
            { variable: "tas", by: 10 },
            { variable: "fc", by: -10 },
          ],
        },
        supra: {
          changes: [
            { variable: "tas", by: 12 },
            { variable: "sat", by: -3 },
          ],
        },
        toxica: {
          changes: [
            { variable: "sat", by: -10 },
            { variable: "fr", by: 15 },
          ],
        },
      },
      source: SOURCE,
    },
    {
      intervention: "glucosa",
      route: "IV",
      onset_s: 30,
      peak_s: 120,
      duration_s: 1800,
      therapeutic_from_per_kg: 2,
      therapeutic_to_per_kg: 4,
      toxic_per_kg: 20,
      effects: {
        infra: { changes: [{ variable: "glucemia", by: 15 }] },
        terapeutica: { changes: [{ variable: "glucemia", by: 50 }] },
        toxica: { changes: [{ variable: "glucemia", by: 400 }] },
      },
      source: SOURCE,
    },
  ],
  handlers: [
    handler(
      "empeora",
      { after_s: 120 },
      {
        trends: [
          { variable: "tas", by: -15, over_s: 600 },
          { variable: "fc", to: 180, over_s: 600 },
        ],
      },
    ),
    handler("hipoxia", { values: [{ variable: "sat", lte: 88 }] }, { trends: [{ variable: "fr", to: 60, over_s: 120 }] }, true),
    handler(
      "responde_a_bolos",
      { given: [{ intervention: "bolo_cristaloide", count_gte: 2, bands: ["terapeutica"] }] },
      {
        states_off: ["shock"],
        trends: [
          { variable: "tas", to: 95, over_s: 300 },
          { variable: "fc", to: 130, over_s: 300 },
        ],
      },
    ),
    handler("hipotension", { values: [{ variable: "tas", lte: 60 }] }, { trends: [{ variable: "sat", by: -5, over_s: 30 }] }, true),
    handler("hipoglucemia", { values: [{ variable: "glucemia", lte: 45 }] }, { states_on: ["convulsion"] }),
    handler(
      "baja_glucosa",
      { after_s: 200, not_given: [{ intervention: "glucosa" }] },
      { trends: [{ variable: "glucemia", to: 40, over_s: 400 }] },
    ),
    handler("estatus", { state_for: { state: "convulsion", gte_s: 300 } }, { states_on: ["apnea"] }),
    handler(
      "yugula",
      { states: ["convulsion"], given: [{ intervention: "midazolam", bands: ["terapeutica", "supra"], before: "adenosina" }] },
      { states_off: ["convulsion"] },
    ),
    handler(
      "bradicardia",
      { after_s: 900, not_given: [{ intervention: "adrenalina", by_s: 900 }], states: ["shock"] },
      { rhythm: "bradicardia_sinusal", trends: [{ variable: "fc", to: 55, over_s: 120 }] },
    ),
    handler(
      "parada",
      { rhythm: ["bradicardia_sinusal"], after_s: 1200, not_running: ["compresiones_toracicas"] },
      { rhythm: "asistolia", states_on: ["parada"] },
    ),
    handler(
      "rosc_fv",
      { rhythm: ["fv", "tv_sin_pulso"], shocks: { count_gte: 2, adequate: true } },
      { rhythm: "sinusal", states_off: ["parada"] },
      true,
    ),
    handler(
      "rcp_eficaz",
      { rhythm: ["asistolia", "aesp"], running: ["compresiones_toracicas"], given: [{ intervention: "adrenalina", since_gte_s: 60 }] },
      { rhythm: "sinusal", states_off: ["parada"] },
      true,
    ),
    handler("recupera", { fired: ["rosc_fv"] }, { trends: [{ variable: "etco2", to: 40, over_s: 60 }] }),
    handler(
      "oxigeno",
      { running: ["oxigeno_alto_flujo"], not_states: ["apnea"] },
      { trends: [{ variable: "sat", to: 97, over_s: 120 }] },
      true,
    ),
    handler("fiebre", { values: [{ variable: "fc", gte: 200 }] }, { trends: [{ variable: "temp", by: 0.8, over_s: 600 }] }),
    handler("piel", { after_s: 300 }, { texts: [{ variable: "piel", value: "Moteada" }] }),
    handler(
      "cardioversion",
      { rhythm: ["tsv"], shocks: { count_gte: 1, synchronised: true, adequate: true } },
      { rhythm: "sinusal" },
      true,
    ),
  ],
  pacing_threshold_ma: 70,
});

const DOSE_UNITS = {
  adrenalina: "mg/kg",
  midazolam: "mg/kg",
  adenosina: "mg/kg",
  noradrenalina: "mcg/kg/min",
  bolo_cristaloide: "ml/kg",
  glucosa: "ml/kg",
};
/** Every drug by every route it has a profile for, and one it has none for (recorded, no band). */
const DOSED = [
  ["adrenalina", "IV", 0.01],
  ["adrenalina", "IM", 0.01],
  ["adrenalina", "IO", 0.01],
  ["midazolam", "IV", 0.1],
  ["midazolam", "IN", 0.2],
  ["adenosina", "IV", 0.1],
  ["bolo_cristaloide", "IV", 10],
  ["glucosa", "IV", 2],
] as const;
/** From nothing to the toxic band and beyond, through each band's edges. */
const FACTORS = [0, 0.3, 0.9, 1, 1.5, 2, 3, 5, 10, 20, 60];
const CONTINUOUS = ["compresiones_toracicas", "ventilacion_bolsa_mascarilla", "oxigeno_alto_flujo"];
const VARIABLE_KEYS = [...MODEL.variables.map((v) => v.key), "tam", "inexistente"];
const STATE_KEYS = [...MODEL.states.map((s) => s.key), "apnea"];

const at = fc.oneof(fc.integer({ min: 0, max: 1800 }), fc.double({ min: 0, max: 1800, noNaN: true }));
const entryArb: fc.Arbitrary<LogEntry> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({
        at,
        drug: fc.constantFrom(...DOSED),
        factor: fc.constantFrom(...FACTORS),
        jitter: fc.double({ min: 0.95, max: 1.05, noNaN: true }),
      })
      .map(({ at, drug, factor, jitter }): LogEntry => ({
        at,
        kind: "dose",
        intervention: drug[0],
        route: drug[1],
        dose: drug[2] * factor * jitter,
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ at, rate: fc.constantFrom(0, 0, 0.02, 0.1, 0.5, 1, 3) })
      .map(({ at, rate }): LogEntry => ({ at, kind: "rate", intervention: "noradrenalina", route: "IV", rate })),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      at,
      kind: fc.constantFrom("start" as const, "stop" as const, "procedure" as const),
      intervention: fc.constantFrom(...CONTINUOUS, "intubacion"),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      at,
      kind: fc.constant("shock" as const),
      joules: fc.oneof(fc.constantFrom(4, 7, 10, 14, 25, 50, 100, 140, 280, 360), fc.integer({ min: 0, max: 400 })),
      synchronised: fc.boolean(),
    }),
  },
  fc.record({
    at,
    kind: fc.constant("pacing" as const),
    on: fc.boolean(),
    rate: fc.integer({ min: 40, max: 180 }),
    ma: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({
    at,
    kind: fc.constant("set" as const),
    variable: fc.constantFrom(...VARIABLE_KEYS),
    value: fc.double({ min: -100, max: 1000, noNaN: true }),
  }),
  fc.record({ at, kind: fc.constant("rhythm" as const), rhythm: fc.constantFrom(...RHYTHM_KEYS) }),
  fc.record({ at, kind: fc.constant("state" as const), state: fc.constantFrom(...STATE_KEYS), on: fc.boolean() }),
  fc.record({
    at,
    kind: fc.constant("text" as const),
    variable: fc.constant("piel"),
    value: fc.constantFrom("Pálida", "Moteada", "Sonrosada"),
  }),
);
const logArb = fc.array(entryArb, { minLength: 5, maxLength: 60 });
const patientArb: fc.Arbitrary<Patient> = fc
  .record({ weightKg: fc.constantFrom(3.5, 12, 25, 70), seed: fc.integer() })
  .map(({ weightKg, seed }) => ({ model: MODEL, weightKg, doseUnits: DOSE_UNITS, seed }));

const END = 1800;
const SAMPLES = [0, 1, 59, 60, 119, 120, 299, 300, 301, 599, 600, 899, 900, 901, 1199, 1200, 1201, 1500, 1799, 1800];
const RUNS = { numRuns: 25 };

// Each property simulates dozens of 30-minute courses: a busy machine needs more than vitest's 5 s.
describe("propiedades del paciente vivo sobre registros al azar", { timeout: 60_000 }, () => {
  it("el mismo registro da los mismos estados en cualquier orden de consulta, y un segundo calculado no cambia después", () => {
    fc.assert(
      fc.property(patientArb, logArb, fc.shuffledSubarray(SAMPLES, { minLength: SAMPLES.length }), (patient, log, order) => {
        const before = structuredClone(log);
        const ascending = simulate(patient, log);
        const seen = new Map<number, PatientState>();
        for (const t of SAMPLES) seen.set(t, structuredClone(ascending.at(t)));
        const shuffled = simulate(patient, log);
        for (const t of order) expect(shuffled.at(t)).toEqual(seen.get(t));
        // Asked again once the whole course is known: what was shown at t is still what is shown at t.
        const whole = simulate(patient, log).until(END);
        for (const t of SAMPLES) {
          expect(ascending.at(t)).toEqual(seen.get(t));
          expect(whole[t]).toEqual(seen.get(t));
        }
        expect(log).toEqual(before);
      }),
      RUNS,
    );
  });

  it("ningún valor es NaN ni infinito, todos quedan dentro de los límites físicos y del autor, y la TAM sigue a TAS y TAD", () => {
    const bounds = new Map(
      MODEL.variables.map((v) => {
        const physical = PHYSICAL_BOUNDS[v.key] ?? [-Infinity, Infinity];
        return [v.key, [Math.max(v.low, physical[0]), Math.min(v.high, physical[1])] as const];
      }),
    );
    fc.assert(
      fc.property(patientArb, logArb, (patient, log) => {
        const states = simulate(patient, log).until(END);
        expect(states).toHaveLength(END + 1);
        for (const state of states) {
          for (const [key, value] of Object.entries(state.values)) {
            if (value === null) continue;
            if (!Number.isFinite(value)) throw new Error(`${key} = ${value} en el segundo ${state.t}`);
            const [lo, hi] = bounds.get(key) ?? PHYSICAL_BOUNDS[key] ?? [0, 300];
            if (value < lo || value > hi) throw new Error(`${key} = ${value} fuera de [${lo}, ${hi}] en el segundo ${state.t}`);
          }
          const { tas, tad, tam } = state.values;
          if (tas === null || tad === null) expect(tam).toBeNull();
          else expect(tam).toBe(Math.round(tad + (tas - tad) / 3));
          expect(RHYTHM_KEYS).toContain(state.rhythm);
          for (const trend of state.trends) expect(Number.isFinite(trend.to) && trend.endsAt > state.t).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("un curso continuado desde el de un registro más corto es el mismo que simulado desde el segundo 0", () => {
    fc.assert(
      fc.property(patientArb, logArb, fc.boolean(), (patient, log, inOrder) => {
        // As the room records them (each command at its own second, asked up to it first), or added at any second.
        const entries = inOrder ? [...log].sort((a, b) => a.at - b.at) : log;
        let course = simulate(patient, []);
        for (let k = 1; k <= entries.length; k++) {
          course.at(entries[k - 1].at);
          course = course.continued(patient, entries.slice(0, k));
        }
        const fresh = simulate(patient, entries);
        expect(course.until(END)).toEqual(fresh.until(END));
        expect([course.doses, course.shocks, course.fired]).toEqual([fresh.doses, fresh.shocks, fresh.fired]);
        // The same log again is the same course; a different patient or a log that is not a continuation starts again.
        expect(course.continued(patient, [...entries])).toBe(course);
        expect(course.continued({ ...patient, seed: patient.seed + 1 }, entries).until(60)).toEqual(
          simulate({ ...patient, seed: patient.seed + 1 }, entries).until(60),
        );
        expect(course.continued(patient, entries.slice(1)).until(END)).toEqual(simulate(patient, entries.slice(1)).until(END));
      }),
      RUNS,
    );
  });

  it("una entrada en el segundo s no cambia ningún estado anterior a s", () => {
    fc.assert(
      fc.property(patientArb, logArb, entryArb, fc.nat({ max: 40 }), (patient, log, extra, where) => {
        const s = Math.floor(extra.at);
        const withEntry = [...log.slice(0, where), extra, ...log.slice(where)];
        const without = simulate(patient, log).until(END);
        const withIt = simulate(patient, withEntry).until(END);
        expect(withIt.slice(0, s)).toEqual(without.slice(0, s));
      }),
      RUNS,
    );
  });
});
