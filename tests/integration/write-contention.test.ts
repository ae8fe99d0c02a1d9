/**
 * The product's database layer under a class's simultaneous writes, against a real sqld: 100
 * transactions at once, each from its own client as each request of the Worker has, 60 times.
 * Each transaction reads, then writes, as the console's and the attempts' batches do. With the
 * client's default (BEGIN DEFERRED) the lock upgrades ran out of retries within 20 bursts. A
 * login's single-statement writes on a few hot keys froze sqld 0.24.1 for good in one run of two
 * with its default of 128 connections (decision 0014). Every write must land exactly once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, onlyReads, runBatch } from "~/server/db.server";
import { startSqld, type Started } from "../../scripts/stack";

const WRITERS = 100;
const BURSTS = 60;
/** Liveness, not speed: a burst takes well under a second; a frozen sqld never answers. */
const STUCK_MS = 30_000;

/** About the size of a live session's event with its state. */
const BODY = JSON.stringify({ kind: "reveal", values: Array.from({ length: 24 }, (_, i) => ({ key: `variable-${i}`, value: 36.6 + i })) });

let dir: string;
let sqld: Started;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "simped-contention-"));
  sqld = await startSqld(dir, { quiet: true });
  const db = createDb(sqld.url);
  await runBatch(db, [
    db.run(sql`create table tally (id integer primary key, n integer not null)`),
    db.run(sql`create table entries (id integer primary key, writer integer not null, burst integer not null, body text not null)`),
    db.run(sql`insert into tally values (1, 0)`),
    db.run(sql`create table counters (key text primary key, n integer not null)`),
  ]);
  db.$client.close();
}, 30_000);

afterAll(async () => {
  await sqld?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function write(burst: number, writer: number) {
  const db = createDb(sqld.url);
  try {
    await runBatch(db, [
      db.get(sql`select count(*) from entries where writer = ${writer}`),
      db.run(sql`insert into entries (writer, burst, body) values (${writer}, ${burst}, ${BODY})`),
      db.run(sql`update tally set n = n + 1 where id = 1`),
      db.get(sql`select n from tally where id = 1`),
    ]);
  } finally {
    db.$client.close();
  }
}

/** A burst of `WRITERS` calls, each from its own client; the failures' messages, or "" ; never waits for ever. */
async function burstOf(burst: number, run: (writer: number) => Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`burst ${burst + 1} unanswered after ${STUCK_MS / 1000} s`), STUCK_MS);
  });
  const outcome = await Promise.race([
    Promise.allSettled(Array.from({ length: WRITERS }, (_, writer) => run(writer))).then((settled) =>
      settled.flatMap((s) => (s.status === "rejected" ? [String((s.reason as Error)?.message ?? s.reason)] : [])).join("; "),
    ),
    stuck,
  ]);
  clearTimeout(timer);
  return outcome;
}

/** A login's writes: the rate-limit counter of a few hot keys (one upsert) and a new session row, each a single statement. */
async function login(writer: number) {
  const db = createDb(sqld.url);
  try {
    await db.get(
      sql`insert into counters (key, n) values (${`login:${writer % 7}`}, 1) on conflict (key) do update set n = n + 1 returning n`,
    );
    await db.run(sql`insert into entries (writer, burst, body) values (${writer}, -1, ${BODY})`);
  } finally {
    db.$client.close();
  }
}

describe("simultaneous write transactions", () => {
  it("tells reads from writes", () => {
    expect(onlyReads('select "id" from "users" where "email" = ?')).toBe(true);
    expect(onlyReads({ sql: "  SELECT 1", args: [] })).toBe(true);
    expect(onlyReads('insert into "sessions" ("id") values (?)')).toBe(false);
    expect(onlyReads(["update tally set n = 1", []])).toBe(false);
    expect(onlyReads("with x as (select 1) delete from entries")).toBe(false);
  });

  it(`${BURSTS} bursts of ${WRITERS}: all land once, and sqld still takes writes`, async () => {
    for (let burst = 0; burst < BURSTS; burst++) {
      expect(await burstOf(burst, (writer) => write(burst, writer)), `burst ${burst + 1}`).toBe("");
    }
    const db = createDb(sqld.url);
    const [tally, entries] = await runBatch(db, [
      db.get<[number]>(sql`select n from tally where id = 1`),
      db.get<[number]>(sql`select count(*) from entries`),
    ]);
    db.$client.close();
    expect([tally, entries]).toEqual([{ n: BURSTS * WRITERS }, { "count(*)": BURSTS * WRITERS }]);
  }, 300_000);

  it(`${BURSTS} bursts of ${WRITERS} logins' single-statement writes on hot keys: none lost, sqld never frozen`, async () => {
    for (let burst = 0; burst < BURSTS; burst++) {
      expect(await burstOf(burst, login), `burst ${burst + 1}`).toBe("");
    }
    const db = createDb(sqld.url);
    const [counted] = await db.all<{ n: number }>(sql`select sum(n) as n from counters`);
    db.$client.close();
    expect(counted.n).toBe(BURSTS * WRITERS);
  }, 300_000);
});
