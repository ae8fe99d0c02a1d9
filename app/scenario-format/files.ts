/**
 * A scenario as a file: one JSON document per scenario, in a documented and versioned format whose
 * JSON Schema is generated from these zod schemas and published by the app at SCENARIO_SCHEMA_PATH.
 * The seed catalogue is such files (`db/seed/online/*.json`, `db/seed/presencial/*.json`), read by
 * `readScenarioFile`, the same parser an import uses.
 */
import { z } from "zod";
import { andMore, BOUNDS_MESSAGES, boundedProblems, checkBounds, SCENARIO_FILE_MAX_BYTES } from "../domain/scenario-limits";
import { OnlineScenarioSchema } from "./online";
import { presencialScenarioSchema } from "../presencial/format";

export const SCENARIO_FILE_FORMAT = "simped-escenario";
/**
 * The version files are written in. Version 2 adds the living patient (`model`, optional) to
 * in-person scenarios; version-1 files still import, read as version 2, and an in-person case
 * without a model runs on its version-1 rules.
 */
export const SCENARIO_FILE_VERSION = 2;
export const SCENARIO_FILE_VERSIONS = [1, 2] as const;
/** Where the app publishes the format's JSON Schema (a stable address: a new version gets a new one). */
export const SCENARIO_SCHEMA_PATH = `/esquemas/escenario-v${SCENARIO_FILE_VERSION}.json`;

const envelope = {
  formato: z.literal(SCENARIO_FILE_FORMAT),
  version: z.union([z.literal(SCENARIO_FILE_VERSIONS[0]), z.literal(SCENARIO_FILE_VERSIONS[1])]),
};

export const ScenarioFileSchema = z.discriminatedUnion("modo", [
  z.strictObject({ ...envelope, modo: z.literal("online"), escenario: OnlineScenarioSchema }),
  z.strictObject({ ...envelope, modo: z.literal("presencial"), escenario: presencialScenarioSchema }),
]);

export type ScenarioFile = z.output<typeof ScenarioFileSchema>;

/** What a draft holds: a scenario file, or (an incomplete draft) the document as far as it was written. */
export type DraftFile = ScenarioFile | IncompleteFile;
export type IncompleteFile = {
  formato: typeof SCENARIO_FILE_FORMAT;
  version: typeof SCENARIO_FILE_VERSION;
  modo: ScenarioFile["modo"];
  escenario: Record<string, unknown>;
};

/** The format's JSON Schema (what a document must look like; the cross-field rules are the parser's). */
export function scenarioJsonSchema() {
  return {
    ...z.toJSONSchema(ScenarioFileSchema, { io: "input", unrepresentable: "any" }),
    title: "Escenario de SimPed",
    $id: SCENARIO_SCHEMA_PATH,
  };
}

export type FileProblem = { path: string; message: string };

/**
 * Why a file was refused: too large to read (413), beyond the format's bounds of depth and items
 * (400, checked before validation), or invalid (400), with its problems.
 */
export type FileRefusal = { ok: false; reason: "tooLarge" | "tooComplex" | "invalid"; problems: FileProblem[] };
export type FileRead = { ok: true; file: ScenarioFile } | FileRefusal;

/** A file over SCENARIO_FILE_MAX_BYTES: refused unread (an upload, by its declared size). */
export const FILE_TOO_LARGE: FileRefusal = { ok: false, reason: "tooLarge", problems: [{ path: "", message: BOUNDS_MESSAGES.tooLarge }] };

/** zod's Spanish messages, with the word used in Spain for a field ('llave' is American usage). */
const spanish = z.locales.es();
const inSpain = (message: string) =>
  message.replace(/Llaves? desconocidas?/, (found) => (found.startsWith("Llaves") ? "Campos desconocidos" : "Campo desconocido"));

/**
 * Reads a scenario file's text: the scenario, or every problem found, each with its path in the
 * document ("escenario.steps.2.questions.0.correct_option"). Nothing is written here: a caller
 * stores the scenario only when there is no problem at all.
 */
export function readScenarioFile(text: string): FileRead {
  // Characters, not bytes: cheaper, and never more than the bytes, so nothing within the limit is refused.
  if (text.length > SCENARIO_FILE_MAX_BYTES) return FILE_TOO_LARGE;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      reason: "invalid",
      problems: [{ path: "", message: `El archivo no es JSON válido${whereJsonBroke(text, error)}.` }],
    };
  }
  return parseScenarioFile(json);
}

/** The parser's own account of where the JSON broke, as a line and column a person can find. */
function whereJsonBroke(text: string, error: unknown): string {
  const said = error instanceof Error ? error.message : "";
  const lineColumn = /line (\d+) column (\d+)/.exec(said);
  if (lineColumn) return ` (línea ${lineColumn[1]}, columna ${lineColumn[2]})`;
  const position = /position (\d+)/.exec(said);
  if (!position) return "";
  const before = text.slice(0, Number(position[1])).split("\n");
  return ` (línea ${before.length}, columna ${before[before.length - 1].length + 1})`;
}

/** The commonest problems in the words a clinical educator would use; the rest in zod's Spanish. */
function inPlainWords(issue: z.core.$ZodRawIssue): string | undefined {
  const amount = (value: unknown) => String(value).replace(".", ",");
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return "Este campo no puede quedar vacío.";
      if (issue.origin === "array") return Number(issue.minimum) === 1 ? "Añade al menos uno." : `Añade al menos ${amount(issue.minimum)}.`;
      if (issue.origin === "number") return `Como mínimo ${amount(issue.minimum)}.`;
      return undefined;
    case "too_big":
      if (issue.origin === "array") return `Como máximo ${amount(issue.maximum)}.`;
      if (issue.origin === "string") return `Como máximo ${amount(issue.maximum)} caracteres.`;
      if (issue.origin === "number") return `Como máximo ${amount(issue.maximum)}.`;
      return undefined;
    case "invalid_type":
      if (issue.input === undefined || issue.input === "") return "Falta este dato.";
      if (issue.expected === "number") return "Escribe un número (con coma decimal si hace falta).";
      return undefined;
    case "invalid_format":
      return issue.format === "url" ? "Escribe una dirección web completa (https://…)." : undefined;
    case "invalid_value":
      return "Elige una de las opciones.";
    default:
      return undefined;
  }
}
const studioError = (issue: z.core.$ZodRawIssue) => inPlainWords(issue) ?? spanish.localeError(issue);

/** A problem's message is a line, whatever a file put in it (zod repeats unknown field names). */
const PROBLEM_MAX = 300;
const shortLine = (message: string) => (message.length > PROBLEM_MAX ? `${message.slice(0, PROBLEM_MAX - 1)}…` : message);

/**
 * A parsed document as a scenario file, or its problems with their paths (the first
 * MAX_PROBLEMS_SHOWN, then how many more). The document's bounds are checked first: validation
 * never starts on one beyond them.
 */
export function parseScenarioFile(json: unknown): FileRead {
  const bounds = checkBounds(json);
  if (!bounds.ok) return { ok: false, reason: "tooComplex", problems: [{ path: "", message: BOUNDS_MESSAGES[bounds.reason] }] };
  const parsed = ScenarioFileSchema.safeParse(json, { error: studioError });
  // Version 2 only adds the optional model: a version-1 file is converted by its number alone, and
  // nothing it did changes (the studio warns that its patient does not live: NO_MODEL_WARNING).
  if (parsed.success) return { ok: true, file: { ...parsed.data, version: SCENARIO_FILE_VERSION } };
  const problems = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: shortLine(inSpain(issue.message)) }));
  return {
    ok: false,
    reason: "invalid",
    problems: boundedProblems(problems, (count) => ({ path: "", message: andMore(count, { one: "problema", other: "problemas" }) })),
  };
}

const formSchemas = new Map<ScenarioFile["modo"], unknown>();
/** One mode's `escenario` as JSON Schema: what the studio's field-by-field editor is drawn from. */
export function scenarioFormSchema(mode: ScenarioFile["modo"]) {
  if (!formSchemas.has(mode))
    formSchemas.set(
      mode,
      z.toJSONSchema(mode === "online" ? OnlineScenarioSchema : presencialScenarioSchema, { io: "input", unrepresentable: "any" }),
    );
  return formSchemas.get(mode);
}
