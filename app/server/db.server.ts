import { createClient } from "@libsql/client/web";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../db/schema";

export function createDb(url: string, authToken?: string) {
  return drizzle(createClient({ url, authToken }), { schema });
}

export type Db = ReturnType<typeof createDb>;

export const nowIso = () => new Date().toISOString();

/** Runs the statements as one transaction in one round trip. */
export async function runBatch(db: Db, items: BatchItem<"sqlite">[]) {
  if (items.length === 0) return [];
  return db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}
