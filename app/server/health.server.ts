import { sql } from "drizzle-orm";
import { appSettings } from "../../db/schema";
import type { AppContext } from "./context.server";

const TIMEOUT_MS = 2_000;

/** The row /healthz writes: a database that cannot write (a full disk, a read-only file, a lock never released) is not healthy. */
const HEALTH_KEY = "salud.ultima-escritura";

/** Why a write failed, in the operator's words: a full disk is named as such. */
function writeProblem(error: unknown): string {
  const text = String((error as Error)?.message ?? error);
  if (/full|SQLITE_FULL|No space left/i.test(text)) return "sin espacio en disco";
  return `no puede escribir (${text.slice(0, 200)})`;
}

/**
 * One real write with a short deadline (one row, rewritten each time): null when the database
 * takes it, else why not.
 */
export async function checkDatabase(app: AppContext): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`sin respuesta en ${TIMEOUT_MS} ms`), TIMEOUT_MS);
  });
  const at = new Date().toISOString();
  const query = app.db
    .run(
      sql`insert into ${appSettings} (key, value, updated_at) values (${HEALTH_KEY}, ${at}, ${at})
          on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    )
    .then(() => null, writeProblem);
  // A query that loses the race is still owned by this request until it settles.
  app.waitUntil(query);
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
