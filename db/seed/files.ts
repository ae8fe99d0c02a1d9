/**
 * A scenario as a file: one JSON document per scenario, in a documented and versioned format whose
 * JSON Schema is generated from these zod schemas and published by the app at SCENARIO_SCHEMA_PATH.
 * The seed catalogue is such files (`db/seed/online/*.json`, `db/seed/presencial/*.json`), read by
 * `readScenarioFile`, the same parser an import uses.
 */
import { z } from "zod";
import { OnlineScenarioSchema } from "./online/schema";
import { presencialScenarioSchema } from "./presencial/schema";

export const SCENARIO_FILE_FORMAT = "simped-escenario";
export const SCENARIO_FILE_VERSION = 1;
/** Where the app publishes the format's JSON Schema (a stable address: a new version gets a new one). */
export const SCENARIO_SCHEMA_PATH = `/esquemas/escenario-v${SCENARIO_FILE_VERSION}.json`;

const envelope = {
  formato: z.literal(SCENARIO_FILE_FORMAT),
  version: z.literal(SCENARIO_FILE_VERSION),
};

export const ScenarioFileSchema = z.discriminatedUnion("modo", [
  z.strictObject({ ...envelope, modo: z.literal("online"), escenario: OnlineScenarioSchema }),
  z.strictObject({ ...envelope, modo: z.literal("presencial"), escenario: presencialScenarioSchema }),
]);

export type ScenarioFile = z.output<typeof ScenarioFileSchema>;

/** The format's JSON Schema (what a document must look like; the cross-field rules are the parser's). */
export function scenarioJsonSchema() {
  return {
    ...z.toJSONSchema(ScenarioFileSchema, { io: "input", unrepresentable: "any" }),
    title: "Escenario de SimPed",
    $id: SCENARIO_SCHEMA_PATH,
  };
}

export type FileProblem = { path: string; message: string };

/** zod's Spanish messages, with the word used in Spain for a field ('llave' is American usage). */
const spanish = z.locales.es();
const inSpain = (message: string) =>
  message.replace(/Llaves? desconocidas?/, (found) => (found.startsWith("Llaves") ? "Campos desconocidos" : "Campo desconocido"));

/**
 * Reads a scenario file's text: the scenario, or every problem found, each with its path in the
 * document ("escenario.steps.2.questions.0.correct_option"). Nothing is written here: a caller
 * stores the scenario only when there is no problem at all.
 */
export function readScenarioFile(text: string): { ok: true; file: ScenarioFile } | { ok: false; problems: FileProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: "", message: "El archivo no es JSON válido." }] };
  }
  const parsed = ScenarioFileSchema.safeParse(json, { error: spanish.localeError });
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: inSpain(issue.message) })) };
}
