import { createClient, type Client } from "@libsql/client/web";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../db/schema";

export function createDb(url: string, authToken?: string) {
  return drizzle(retryingWhenBusy(createClient({ url, authToken })), { schema });
}

export type Db = ReturnType<typeof createDb>;

export const nowIso = () => new Date().toISOString();

/** Runs the statements as one transaction in one round trip. */
export async function runBatch(db: Db, items: BatchItem<"sqlite">[]) {
  if (items.length === 0) return [];
  return db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

const BUSY_TRIES = 6;

/** Whether the database refused the statement because another write held the lock (nothing was written). */
export function isBusy(error: unknown): boolean {
  const text = `${(error as { code?: unknown })?.code ?? ""} ${(error as { message?: unknown })?.message ?? error} ${(error as { cause?: unknown })?.cause ?? ""}`;
  return /SQLITE_BUSY|database is locked/.test(text);
}

/**
 * Under a class's simultaneous writes SQLite may answer "database is locked": the statement (or
 * the whole batch, one transaction) did not run, so it is tried again after a short, growing,
 * jittered pause instead of becoming a 5xx.
 */
export function retryingWhenBusy(client: Client): Client {
  const retry = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await run(...args);
        } catch (error) {
          if (attempt >= BUSY_TRIES || !isBusy(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * (0.5 + Math.random())));
        }
      }
    };
  client.execute = retry(client.execute.bind(client)) as Client["execute"];
  client.batch = retry(client.batch.bind(client)) as Client["batch"];
  return client;
}
