/**
 * How large a scenario may be (issue 31): declared once, here, for the format's schemas, the studio's
 * form reader and the file reader, and checked on a document before any parsing or validation, so
 * that no request can make the Worker walk, validate or draw an unbounded case. Pure and without zod
 * (the studio's form imports it in the browser). The figures and their reasons: decision 0027.
 */
import { formatNumber, plural } from "./format";

/** A scenario file's text: the largest case of the catalogue is 45 KB. */
export const SCENARIO_FILE_MAX_BYTES = 256 * 1024;
/** Levels of nesting in a file: the format's deepest value is 8 levels down. */
export const SCENARIO_MAX_DEPTH = 12;
/** Items in any one list (a list the format holds to fewer says so in its schema). */
export const SCENARIO_MAX_LIST_ITEMS = 100;
/** Fields in any one object: the format's largest has 21. */
export const SCENARIO_MAX_FIELDS = 40;
/** Values in the whole document (list items and fields): the largest case has about 1 000. */
export const SCENARIO_MAX_VALUES = 10_000;

/** A title (of the case, its brief, a resource): what fits on a line of a list. */
export const TITLE_MAX = 200;
/** Any other single-line text: a label, an option, a hint, a source. */
export const TEXT_MAX = 500;
/** A text that reads as paragraphs (an explanation, a summary, a narrative): the studio gives it a text area. */
export const LONG_TEXT_MAX = 4000;
/** Identifiers: a case's slug, an item's key. */
export const KEY_MAX = 80;
/** A web address of a resource. */
export const URL_MAX = 2000;

/** How many problems (or safety warnings) a scenario lists; the rest are counted ("y 12 más"). */
export const MAX_PROBLEMS_SHOWN = 30;

export type BoundsRefusal = "tooDeep" | "tooManyItems";

/** The Spanish message of each refusal, as the studio shows it (a short line, never the document). */
export const BOUNDS_MESSAGES = {
  tooLarge: `El escenario ocupa más de ${SCENARIO_FILE_MAX_BYTES / 1024} KB: no se ha leído.`,
  tooDeep: `El escenario anida más de ${SCENARIO_MAX_DEPTH} niveles: no es un escenario de SimPed.`,
  tooManyItems:
    `El escenario tiene demasiados elementos (como máximo ${SCENARIO_MAX_LIST_ITEMS} por lista, ${SCENARIO_MAX_FIELDS} campos por grupo ` +
    `y ${formatNumber(SCENARIO_MAX_VALUES)} en total): no se ha leído.`,
} as const;

/**
 * Whether a parsed document stays within the bounds above, by an iterative walk (no recursion: a
 * document nested thousands deep must not overflow the stack) that stops at the first excess.
 */
export function checkBounds(document: unknown): { ok: true } | { ok: false; reason: BoundsRefusal } {
  const pending: { value: unknown; depth: number }[] = [{ value: document, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value !== "object" || value === null) continue;
    if (depth >= SCENARIO_MAX_DEPTH) return { ok: false, reason: "tooDeep" };
    const children = Array.isArray(value) ? value : Object.values(value);
    if (children.length > (Array.isArray(value) ? SCENARIO_MAX_LIST_ITEMS : SCENARIO_MAX_FIELDS))
      return { ok: false, reason: "tooManyItems" };
    values += children.length;
    if (values > SCENARIO_MAX_VALUES) return { ok: false, reason: "tooManyItems" };
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return { ok: true };
}

/** A list of problems as shown: the first MAX_PROBLEMS_SHOWN, then how many more there are. */
export function boundedProblems<T>(problems: readonly T[], more: (count: number) => T): T[] {
  if (problems.length <= MAX_PROBLEMS_SHOWN) return [...problems];
  return [...problems.slice(0, MAX_PROBLEMS_SHOWN), more(problems.length - MAX_PROBLEMS_SHOWN)];
}

/** "… y 12 problemas más.": what a bounded list leaves out, counted. */
export const andMore = (count: number, noun: { one: string; other: string }) => `… y ${formatNumber(count)} ${plural(count, noun)} más.`;
