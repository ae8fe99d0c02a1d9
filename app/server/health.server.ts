import { sql } from "drizzle-orm";
import type { AppContext } from "./context.server";

const TIMEOUT_MS = 2_000;

/** One cheap query with a short deadline: null when the database answers, else why not. */
export async function checkDatabase(app: AppContext): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`sin respuesta en ${TIMEOUT_MS} ms`), TIMEOUT_MS);
  });
  const query = app.db.run(sql`select 1`).then(
    () => null,
    (error: unknown) => `no responde (${String((error as Error)?.message ?? error).slice(0, 200)})`,
  );
  // A query that loses the race is still owned by this request until it settles.
  app.waitUntil(query);
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
