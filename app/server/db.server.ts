import { createClient, type Client } from "@libsql/client/web";
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../db/schema";

export function createDb(url: string, authToken?: string) {
  return drizzle(retryingWhenBusy(writingFirst(createClient({ url, authToken }))), { schema });
}

export type Db = ReturnType<typeof createDb>;

/** A user's id, or the SQL that finds it (the viewer of `viewerIdSql`), where a query is keyed by a user. */
export type UserRef = string | SQL;

export const nowIso = () => new Date().toISOString();

export type Items = readonly BatchItem<"sqlite">[];

/** Runs a batch and answers its rows: how a page's server function reads, so that a caller may add to its batch (`asViewer`). */
export type Reader = <const T extends Items>(items: T) => Promise<BatchResponse<T>>;

// drizzle's batch takes a non-empty tuple and answers its own generic: a reader of any list says what it read.
export const batchOf =
  (db: Db): Reader =>
  (items) =>
    db.batch(items as never) as never;

type Item = BatchItem<"sqlite">;

/**
 * A batch's statements by name: each one a statement, or a group of them, named (an object) or
 * listed (an array, for a list whose length depends on the request). Key names must not collide
 * when objects are spread together (a later key replaces an earlier one): give a builder's
 * statements a group of their own instead (`{ ...attemptReads(db, input), after: afterWriteReads(db, id) }`).
 */
export type Named = { readonly [name: string]: Item | Named | readonly Item[] };

/** What a `Named` batch read: the same names (and groups), each with its statement's rows. */
export type NamedRows<T extends Named> = {
  [K in keyof T]: T[K] extends Item
    ? T[K]["_"]["result"]
    : T[K] extends readonly Item[]
      ? BatchResponse<T[K]>
      : T[K] extends Named
        ? NamedRows<T[K]>
        : never;
};

const isGroup = (value: Item | Named | readonly Item[]): value is Named | readonly Item[] =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;

function flatten(group: Named | readonly Item[], prefix: string, out: { statements: Item[]; names: string[] }) {
  for (const [key, value] of Object.entries(group)) {
    if (isGroup(value)) flatten(value, `${prefix}${key}.`, out);
    else {
      out.statements.push(value);
      out.names.push(`${prefix}${key}`);
    }
  }
  return out;
}

function zip(group: Named | readonly Item[], rows: readonly unknown[], next: { index: number }): unknown {
  const entries = Object.entries(group).map(([key, value]) => [key, isGroup(value) ? zip(value, rows, next) : rows[next.index++]] as const);
  return Array.isArray(group) ? entries.map(([, value]) => value) : Object.fromEntries(entries);
}

/**
 * Runs named statements as one batch through `read` (one round trip) and answers their rows under
 * the same names: a statement added to a batch shifts nothing. They run in the object's key order,
 * which is the order they were written in (JavaScript keeps insertion order for keys that are not
 * integers): a write named before a read runs before it. A statement the database refuses is named
 * on the error (`failedName`), as `group.name` inside a group.
 */
export async function readNamed<T extends Named>(read: Reader, named: T): Promise<NamedRows<T>> {
  const { statements, names } = flatten(named, "", { statements: [], names: [] });
  let rows: readonly unknown[];
  try {
    rows = await read(statements);
  } catch (error) {
    const index = (error as { statementIndex?: unknown } | null)?.statementIndex;
    if (typeof index === "number" && names[index] !== undefined) (error as { statementName: string }).statementName = names[index];
    throw error;
  }
  return zip(named, rows, { index: 0 }) as NamedRows<T>;
}

/** `readNamed` on the database itself: a batch of its own. */
export const namedBatch = <T extends Named>(db: Db, named: T): Promise<NamedRows<T>> => readNamed(batchOf(db), named);

/** Runs the statements as one transaction in one round trip. */
export async function runBatch(db: Db, items: BatchItem<"sqlite">[]) {
  if (items.length === 0) return [];
  return db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

type Statement = Parameters<Client["batch"]>[0][number];

/** Whether a statement only reads (drizzle writes every query as `select …`). */
export function onlyReads(statement: Statement): boolean {
  return /^\s*select\b/i.test(typeof statement === "string" ? statement : Array.isArray(statement) ? statement[0] : statement.sql);
}

/**
 * A batch that writes starts with BEGIN IMMEDIATE instead of the client's default BEGIN DEFERRED,
 * and one that only reads is a read-only transaction, as the client's documentation advises. A
 * deferred transaction reads first and upgrades its lock to write later; under a class's
 * simultaneous writes those upgrades collide, and sqld 0.24.1 then freezes for good (every write
 * waits, the CPU spins; decision 0014). Taking the write lock first queues writers instead.
 */
function writingFirst(client: Client): Client {
  const batch = client.batch.bind(client);
  client.batch = ((statements: Statement[], mode?: Parameters<Client["batch"]>[1]) =>
    batch(statements, mode ?? (statements.every(onlyReads) ? "read" : "write"))) as Client["batch"];
  return client;
}

const BUSY_TRIES = 6;

/**
 * Whether the database refused the statement before running it (nothing was written): another
 * write held the lock, or the server had too many requests under way (HTTP 429).
 */
export function isBusy(error: unknown): boolean {
  const text = `${(error as { code?: unknown })?.code ?? ""} ${(error as { message?: unknown })?.message ?? error} ${(error as { cause?: unknown })?.cause ?? ""}`;
  return /SQLITE_BUSY|database is locked|HTTP status 429/.test(text);
}

/**
 * Under a class's simultaneous writes SQLite may answer "database is locked": the statement (or
 * the whole batch, one transaction) did not run, so it is tried again after a short, growing,
 * jittered pause instead of becoming a 5xx.
 */
export function retryingWhenBusy(client: Client): Client {
  const retry =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
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

// SQLite's lower() folds only ASCII: the accents of Spanish and Catalan names, ü, ñ and ç are folded here, as foldText
// does in JS (a longer list overflows the SQL parser's stack: 24 nested calls is within it).
const FOLDS = [..."áàéèíïóòúüñçÁÀÉÈÍÏÓÒÚÜÑÇ"].map((c) => [c, c.normalize("NFD")[0].toLowerCase()] as const);

/** `expr` lowercased and without accents, to compare with a query folded by `foldText`. */
export function foldedSql(expr: SQL): SQL {
  return FOLDS.reduce((out, [from, to]) => sql`replace(${out}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`, sql`lower(${expr})`);
}

/** `haystack` contains `needle` (already folded), with a typed % and _ searched for as themselves. */
export function containsSql(haystack: SQL, needle: string): SQL {
  return sql`${foldedSql(haystack)} like ${`%${needle.replace(/[\\%_]/g, "\\$&")}%`} escape '\\'`;
}
