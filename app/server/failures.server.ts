import { refuse } from "./respond.server";

/** A redirect, or an answer thrown on purpose (a guard's, a 404's): not a failure, it goes on as it is. */
function isAnswer(thrown: unknown): boolean {
  return (
    thrown instanceof Response ||
    (typeof thrown === "object" && thrown !== null && (thrown as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/** The statement of a batch that the database refused (libSQL names it), or null when the failure was not one. */
export function failedStatement(error: unknown): number | null {
  const index = (error as { statementIndex?: unknown } | null)?.statementIndex;
  return typeof index === "number" ? index : null;
}

/** The name of a named batch's statement that the database refused (`readNamed`: "attempt", "after.shown"), or null. */
export function failedName(error: unknown): string | null {
  const name = (error as { statementName?: unknown } | null)?.statementName;
  return typeof name === "string" ? name : null;
}

/**
 * Awaits one step of a page. When it fails, operators get the real error in the log and the page
 * gets `ok: false`, to answer in its own words; redirects and answers thrown on purpose pass through.
 */
export async function settle<T>(step: Promise<T>, label: string): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await step };
  } catch (error) {
    if (isAnswer(error)) throw error;
    console.error(`${label}:`, error);
    return { ok: false, error };
  }
}

/**
 * A loader's step whose failure ends the page: the person gets the screen's words for what failed
 * (503, rendered by the screen's ErrorBoundary), never the database's text; the log gets the error.
 */
export async function orScreenError<T>(step: Promise<T>, words: string | ((error: unknown) => string)): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (isAnswer(error)) throw error;
    const message = typeof words === "string" ? words : words(error);
    console.error(`${message}:`, error);
    return refuse(503, message);
  }
}
