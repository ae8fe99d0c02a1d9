/**
 * El examen de fisiología de un caso presencial: cada caso se lee del archivo que se publica,
 * con el mismo analizador que una importación, y su paciente vivo se simula con el motor real para
 * una tabla de secuencias (tratamiento correcto a tiempo, el fármaco correcto ×10 y ÷10, el fármaco
 * equivocado, nada, el tratamiento tardío y el orden invertido). En los segundos indicados se
 * comprueba la banda de las constantes clave, el ritmo y los estados: el ×10 muestra la toxicidad
 * propia del fármaco, el ÷10 apenas hace nada, no tratar o tratar tarde empeora (tarde, con una
 * respuesta parcial) y el orden invertido se penaliza. Las secuencias de la revisión clínica del 26 de noviembre
 * de 2026 (docs/reviews/in-person-cases-review-2026-11-26.md) fallan si vuelve uno de los defectos que corrigió.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readScenarioFile } from "../../../app/scenario-format/files";
import type { PresencialScenario } from "../../../app/presencial/format";
import { type Course, type LogEntry, simulate } from "~/presencial/model/engine";
import { interventionEntry, patientOf } from "~/presencial/model/patient";
import type { Band, Rhythm } from "~/presencial/model/vocabulary";

/** La misma variabilidad natural en cada ejecución. */
const SEED = 20261126;

export function caseOf(path: string): PresencialScenario {
  const read = readScenarioFile(readFileSync(path, "utf8"));
  if (!read.ok) throw new Error(`${path}: ${read.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  if (read.file.modo !== "presencial" || !read.file.escenario.model) throw new Error(`${path}: no es un caso presencial con modelo`);
  if (read.file.version !== 2) throw new Error(`${path}: el archivo debe ser de la versión 2`);
  return read.file.escenario;
}

/** Lo que se registra: intervención, segundo de simulación y, si la lleva, la dosis (o el ritmo) y la vía; `stop` detiene. */
export type Given = { key: string; at: number; amount?: number; route?: string; stop?: true };
/** Lo que se comprueba en un segundo: bandas de valores (ambos extremos incluidos), ritmo y estados. */
type Check = {
  at: number;
  values?: Record<string, [number, number]>;
  rhythm?: Rhythm;
  states?: string[];
  notStates?: string[];
};
/** What the console does to the patient itself, not an intervention of the case: a shock, pacing, a rhythm or a state set by hand. */
export type PatientAction = Extract<LogEntry, { kind: "shock" | "pacing" | "rhythm" | "state" }>;
/** A recorded dose's band: on its own (`band`) or with the doses still acting added up (`cumulative`). */
type BandCheck = { key: string; at: number; band?: Band; cumulative?: Band };
/**
 * `fired` and `notFired`: handlers that fired (or not) by the last check's second. `bands`: how the
 * engine reads a recorded dose (the flag the team and the report see), e.g. that a repeat dose on
 * schedule is not read as an overdose.
 */
export type Exam = {
  name: string;
  given: (Given | PatientAction)[];
  checks: Check[];
  fired?: string[];
  notFired?: string[];
  bands?: BandCheck[];
};

export const give = (key: string, at: number, amount?: number, route?: string): Given => ({ key, at, amount, route });
/** Stops an infusion (rate 0) or something that runs. */
export const stop = (key: string, at: number, route?: string): Given => ({ key, at, route, stop: true });
/** A shock from the defibrillator (joules; synchronised or not). */
export const shock = (at: number, joules: number, synchronised: boolean): PatientAction => ({ at, kind: "shock", joules, synchronised });
/** Transcutaneous pacing at a rate (per minute) and a current (mA); `pacingOff` stops it. */
export const pacing = (at: number, rate: number, ma: number): PatientAction => ({ at, kind: "pacing", on: true, rate, ma });
export const pacingOff = (at: number): PatientAction => ({ at, kind: "pacing", on: false, rate: 0, ma: 0 });
/** The instructor sets the rhythm by hand (e.g. a recurrence). */
export const setRhythm = (at: number, rhythm: Rhythm): PatientAction => ({ at, kind: "rhythm", rhythm });

function courseOf(scenario: PresencialScenario, given: readonly (Given | PatientAction)[]): Course {
  const patient = patientOf(
    { weightKg: scenario.patient_overview.weightKg, interventions: scenario.interventions, model: scenario.model! },
    SEED,
  );
  const log = given.map((g): LogEntry => {
    if ("kind" in g) return g;
    const intervention = scenario.interventions.find((i) => i.key === g.key);
    if (!intervention) throw new Error(`intervención inexistente: ${g.key}`);
    if (g.route && !intervention.routes.includes(g.route as never)) throw new Error(`${g.key} no se da por ${g.route}`);
    return interventionEntry(intervention, g.at, { amount: g.amount, route: g.route, stop: g.stop });
  });
  return simulate(patient, log);
}

function examine(scenario: PresencialScenario, exam: Exam): void {
  const course = courseOf(scenario, exam.given);
  for (const check of exam.checks) {
    const state = course.at(check.at);
    const where = `${exam.name}, minuto ${Math.floor(check.at / 60)}:${String(check.at % 60).padStart(2, "0")}`;
    for (const [variable, [lo, hi]] of Object.entries(check.values ?? {})) {
      const value = state.values[variable];
      expect(value, `${where}: ${variable}`).not.toBeNull();
      expect(value, `${where}: ${variable} ≥ ${lo}`).toBeGreaterThanOrEqual(lo);
      expect(value, `${where}: ${variable} ≤ ${hi}`).toBeLessThanOrEqual(hi);
    }
    if (check.rhythm) expect(state.rhythm, `${where}: ritmo`).toBe(check.rhythm);
    for (const s of check.states ?? []) expect(state.states, `${where}: estado ${s}`).toContain(s);
    for (const s of check.notStates ?? []) expect(state.states, `${where}: sin el estado ${s}`).not.toContain(s);
  }
  const fired = course.fired.map((f) => f.key);
  for (const key of exam.fired ?? []) expect(fired, `${exam.name}: dispara ${key}`).toContain(key);
  for (const key of exam.notFired ?? []) expect(fired, `${exam.name}: no dispara ${key}`).not.toContain(key);
  for (const b of exam.bands ?? []) {
    const dose = course.doses.find((d) => d.intervention === b.key && d.at === b.at);
    expect(dose, `${exam.name}: dosis de ${b.key} en el segundo ${b.at}`).toBeDefined();
    if (b.band) expect(dose!.band, `${exam.name}: banda de ${b.key} en el segundo ${b.at}`).toBe(b.band);
    if (b.cumulative) expect(dose!.cumulativeBand, `${exam.name}: banda acumulada de ${b.key} en el segundo ${b.at}`).toBe(b.cumulative);
  }
}

/**
 * The exam of one published case: `file` is its name in db/seed/presencial/, read with the import's
 * parser; every exam runs through the shipped engine.
 */
export function examineCase(title: string, file: string, exams: (scenario: PresencialScenario) => Exam[]): void {
  const scenario = caseOf(`db/seed/presencial/${file}`);
  describe(title, () => {
    it.each(exams(scenario).map((e) => [e.name, e] as const))("%s", (_name, exam) => examine(scenario, exam));
  });
}
