/**
 * Reproduces, alone, the freeze of the local sqld under simultaneous writes (issue 24 §3,
 * decision 0032): sqld started as the product starts it (`startSqld`: same binary, flags and data
 * layout, in a temporary folder), then `--clients` clients that each write without pause through
 * the product's own database layer (`createDb`, `runBatch`), one client per request as each of the
 * Worker's requests has, in the shapes the product writes:
 *
 * - `batch`: a read-then-write batch (select, insert, update, select), as the attempts' and the console's;
 * - `console`: a console command: a read batch, then a write batch of several statements followed by its read-back;
 * - `login`: a sign-in's single statements (a rate-limit upsert on a few hot keys, a session row);
 * - `probe`: /healthz's upsert of one row;
 * - `mixed` (the default): all of the above at once, with a reader's batches besides.
 *
 * `--interactive` adds clients that hold an interactive transaction across an await (the shape
 * `db.transaction` has), to show what that does to everyone else.
 *
 * When no write has completed for `--stall` seconds while writes are under way, the load pauses and
 * another process (curl) asks sqld for `begin immediate`: a stall that passes is counted and the
 * load goes on; a sqld that still takes no write 45 s later is frozen (the freeze outlasts the
 * load). Then its CPU meanwhile, whether it still answers a read and (with `--stacks`) its
 * threads' stacks through gdb are printed, and it is killed.
 * `--hogs N` runs N processes spinning on the CPU beside it, as the other suites of `npm test` do.
 * `--limits=…` replaces the product's sqld flags (`--limits=` alone: sqld's defaults). With
 * `--sqld-log`, sqld's log is shown; `RUST_LOG=libsql_server::connection::connection_manager=debug`
 * shows its queue for the write lock, where the freeze is seen (decision 0032).
 *
 *   npx tsx scripts/repro-sqld-freeze.ts --clients 200 --seconds 120 --runs 5 --hogs 2
 *   npx tsx scripts/repro-sqld-freeze.ts --clients 200 --runs 3 --limits=    # froze in every run
 *   npx tsx scripts/repro-sqld-freeze.ts --workload batch --clients 500
 *
 * Exit status 1 when any run froze.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createDb, runBatch, type Db } from "../app/server/db.server";
import { startSqld, type Started } from "./stack";

const { values: opts } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    runs: { type: "string", default: "1" },
    workload: { type: "string", default: "mixed" },
    stall: { type: "string", default: "10" },
    hogs: { type: "string", default: "0" },
    interactive: { type: "string", default: "0" },
    stacks: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    /** sqld's limits instead of the product's, e.g. --limits= (sqld's defaults) or --limits="--max-concurrent-connections 16". */
    limits: { type: "string" },
    "sqld-log": { type: "boolean", default: false },
  },
});

const CLIENTS = Number(opts.clients);
const SECONDS = Number(opts.seconds);
const STALL_MS = Number(opts.stall) * 1000;
const WORKLOADS = ["batch", "console", "login", "probe", "mixed"] as const;
type Workload = (typeof WORKLOADS)[number];
const WORKLOAD = opts.workload as Workload;
if (!WORKLOADS.includes(WORKLOAD)) throw new Error(`--workload: one of ${WORKLOADS.join(", ")}`);

/** About the size of a live session's event with its state. */
const BODY = JSON.stringify({ kind: "reveal", values: Array.from({ length: 24 }, (_, i) => ({ key: `variable-${i}`, value: 36.6 + i })) });

const SCHEMA = [
  `create table tally (id integer primary key, n integer not null)`,
  `insert into tally values (1, 0)`,
  `create table entries (id integer primary key, writer integer not null, body text not null)`,
  `create table counters (key text primary key, n integer not null)`,
  `create table sessions (id text primary key, user_id integer not null, created_at text not null)`,
  `create table session_state (id integer primary key, version integer not null, banner text)`,
  `insert into session_state values (1, 0, null)`,
  `create table session_variables (session_id integer not null, variable_id integer not null, value text, updated_at text, primary key (session_id, variable_id))`,
  `create table session_commands (command_id text primary key, at text not null)`,
  `create table settings (key text primary key, value text not null, updated_at text not null)`,
];

/** `entries`: the rows in `entries` the acknowledged writes put there (each batch and each console command one). */
type Stats = { writes: number; entries: number; reads: number; errors: Map<string, number>; latencies: number[] };

/** An error's kind: drizzle's "Failed query" names the statement, its cause says what went wrong. */
const kindOf = (error: unknown): string => {
  const cause = (error as Error)?.cause;
  if (cause && String((error as Error).message).startsWith("Failed query")) return kindOf(cause);
  return `${(error as { code?: string })?.code ?? ""} ${String((error as Error)?.message ?? error)}`
    .replace(/\d+/g, "#")
    .trim()
    .slice(0, 120);
};

/** One write of a shape, from its own client. */
async function writeOnce(db: Db, shape: Exclude<Workload, "mixed">, writer: number, n: number): Promise<void> {
  const at = new Date().toISOString();
  switch (shape) {
    case "batch":
      await runBatch(db, [
        db.get(sql`select count(*) from entries where writer = ${writer}`),
        db.run(sql`insert into entries (writer, body) values (${writer}, ${BODY})`),
        db.run(sql`update tally set n = n + 1 where id = 1`),
        db.get(sql`select n from tally where id = 1`),
      ]);
      return;
    case "console": {
      await db.batch([
        db.get(sql`select version from session_state where id = 1`),
        db.all(sql`select * from session_variables where session_id = 1`),
      ]);
      const readBack = [
        db.get(sql`select * from session_state where id = 1`),
        db.all(sql`select * from session_variables where session_id = 1`),
      ] as const;
      await runBatch(db, [
        db.run(sql`insert into session_commands (command_id, at) values (${`${writer}:${n}:${Math.random()}`}, ${at})`),
        db.run(sql`update session_state set version = version + 1, banner = ${`b${writer}`} where id = 1`),
        ...Array.from({ length: 4 }, (_, v) =>
          db.run(
            sql`insert into session_variables values (1, ${v}, ${BODY}, ${at}) on conflict (session_id, variable_id) do update set value = excluded.value, updated_at = excluded.updated_at`,
          ),
        ),
        db.run(sql`insert into entries (writer, body) values (${writer}, ${BODY})`),
        ...readBack,
      ]);
      return;
    }
    case "login":
      await db.get(
        sql`insert into counters (key, n) values (${`login:${writer % 7}`}, 1) on conflict (key) do update set n = n + 1 returning n`,
      );
      await db.run(sql`insert into sessions (id, user_id, created_at) values (${`${writer}:${n}:${Math.random()}`}, ${writer}, ${at})`);
      return;
    case "probe":
      await db.run(
        sql`insert into settings (key, value, updated_at) values ('health', ${at}, ${at}) on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      );
      return;
  }
}

const SHAPES = ["batch", "console", "login", "probe"] as const;

/** A reader's page: one read-only batch. */
async function readOnce(db: Db) {
  await db.batch([db.get(sql`select n from tally where id = 1`), db.all(sql`select * from session_variables where session_id = 1`)]);
}

/** The shape `db.transaction` has: BEGIN, a statement, an await of something else, another statement, COMMIT, over one HTTP stream. */
async function interactiveOnce(db: Db, writer: number) {
  await db.transaction(async (tx) => {
    await tx.run(sql`update tally set n = n + 1 where id = 1`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // other I/O while the lock is held
    await tx.run(sql`insert into entries (writer, body) values (${writer}, ${BODY})`);
  });
}

function hog(): ChildProcess {
  return spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
}

function stacksOf(pid: number): string {
  try {
    return execFileSync("gdb", ["-p", String(pid), "-batch", "-ex", "thread apply all bt 12"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    return `gdb: ${String(error)}`;
  }
}

function pidOf(sqld: Started): number | null {
  // sqld's own process, found by the address it listens on.
  try {
    const out = execFileSync("pgrep", ["-f", "--", `--http-listen-addr ${new URL(sqld.url).host}`], { encoding: "utf8" });
    return Number(out.trim().split("\n")[0]) || null;
  } catch {
    return null;
  }
}

/**
 * sqld's answers other than 200 (a 429 is a request it refused), and as "busy" those whose statement
 * found the database locked (SQLITE_BUSY): the product's client tries both again, unseen by its caller.
 */
const statuses = new Map<number, number>();
const realFetch = globalThis.fetch;
globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  const response = await realFetch(...args);
  if (response.status !== 200) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  else if (/SQLITE_BUSY|database is locked/.test(await response.clone().text())) statuses.set(0, (statuses.get(0) ?? 0) + 1);
  return response;
};

/** Longer than sqld's wait for a connection (30 s): a queue that drains is not a freeze. */
const CONFIRM_S = 45;

/**
 * Whether sqld runs these statements (one pipeline, then closed) within `seconds`, asked by
 * another process (curl): an event loop here starved of CPU is not taken for a frozen sqld.
 */
function probe(url: string, statements: string[], seconds: number): Promise<boolean> {
  const requests = [...statements.map((sql) => ({ type: "execute", stmt: { sql } })), { type: "close" }];
  return new Promise((resolve) => {
    execFile(
      "curl",
      [
        "-s",
        "--max-time",
        String(seconds),
        "-H",
        "Content-Type: application/json",
        "-d",
        JSON.stringify({ requests }),
        `${url}/v2/pipeline`,
      ],
      (error, stdout) => {
        try {
          const results = (JSON.parse(stdout) as { results?: { type: string }[] }).results ?? [];
          resolve(!error && results.length === requests.length && results.every((r) => r.type === "ok"));
        } catch {
          resolve(false);
        }
      },
    );
  });
}

type RunResult = { froze: boolean; summary: string };

async function runOnce(run: number): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), "simped-sqld-freeze-"));
  const limits = opts.limits === undefined ? undefined : opts.limits.split(/\s+/).filter(Boolean);
  const sqld = await startSqld(dir, { quiet: !opts["sqld-log"], limits });
  const setup = createDb(sqld.url);
  for (const statement of SCHEMA) await setup.run(sql.raw(statement));
  setup.$client.close();

  const stats: Stats = { writes: 0, entries: 0, reads: 0, errors: new Map(), latencies: [] };
  let lastWriteAt = Date.now();
  let stopping = false;
  /** While a stall is examined, no new request is sent. */
  let paused = false;
  let frozen: string | null = null;
  const started = Date.now();
  const ownCpu = process.cpuUsage();
  let perSecond: number[] = [];
  let inFlight = 0;

  const record = (error: unknown) => stats.errors.set(kindOf(error), (stats.errors.get(kindOf(error)) ?? 0) + 1);

  async function client(writer: number) {
    for (let n = 0; !stopping; n++) {
      while (paused && !stopping) await sleep(100);
      const db = createDb(sqld.url);
      const shape: Exclude<Workload, "mixed"> = WORKLOAD === "mixed" ? SHAPES[(writer + n) % SHAPES.length] : WORKLOAD;
      const t0 = performance.now();
      inFlight++;
      try {
        if (WORKLOAD === "mixed" && writer % 5 === 4) {
          await readOnce(db);
          stats.reads++;
        } else {
          await writeOnce(db, shape, writer, n);
          stats.writes++;
          if (shape === "batch" || shape === "console") stats.entries++;
          lastWriteAt = Date.now();
          stats.latencies.push(performance.now() - t0);
        }
      } catch (error) {
        record(error);
      } finally {
        inFlight--;
        db.$client.close();
      }
    }
  }

  async function interactiveClient(writer: number) {
    while (!stopping) {
      while (paused && !stopping) await sleep(100);
      const db = createDb(sqld.url);
      inFlight++;
      try {
        await interactiveOnce(db, writer);
        stats.writes++;
        stats.entries++;
        lastWriteAt = Date.now();
      } catch (error) {
        record(error);
      } finally {
        inFlight--;
        db.$client.close();
      }
    }
  }

  const hogs = Array.from({ length: Number(opts.hogs) }, hog);
  let lastTicks = sqld.cpuTicks();
  let lastWrites = 0;
  const cpu: number[] = [];
  let probing = false;
  const stalls: string[] = [];
  const monitor = setInterval(async () => {
    const ticks = sqld.cpuTicks();
    if (ticks !== null && lastTicks !== null) cpu.push(ticks - lastTicks); // ticks of 1/100 s in one second: % of a core
    lastTicks = ticks;
    perSecond.push(stats.writes - lastWrites);
    lastWrites = stats.writes;
    const silent = Date.now() - lastWriteAt;
    if (frozen || probing || silent < STALL_MS || inFlight === 0) return;
    // No write for a while: new requests wait, and another process asks sqld for the write lock. A
    // stall (a queue draining, this process starved of CPU) passes; the freeze outlasts the load.
    probing = true;
    paused = true;
    const at = Math.round((Date.now() - started) / 1000);
    const from = cpu.length;
    const takes = await probe(sqld.url, ["begin immediate", "rollback"], CONFIRM_S);
    const window = cpu.slice(from);
    const cpuAvg = Math.round(window.reduce((a, b) => a + b, 0) / Math.max(1, window.length));
    if (takes) {
      stalls.push(`${Math.round(silent / 1000)} s at ${at} s`);
      lastWriteAt = Date.now();
      paused = false;
      probing = false;
      return;
    }
    const reads = await probe(sqld.url, ["select n from tally"], 5);
    frozen =
      `FROZEN at ${at} s: no write completed for ${Math.round(silent / 1000)} s with ${inFlight} requests under way, and with the load` +
      ` paused sqld still did not take begin immediate within ${CONFIRM_S} s; its CPU meanwhile ${cpuAvg} % of a core; a read ${reads ? "answered" : "did not answer"}`;
    console.log(`  ${frozen}`);
    if (opts.stacks) {
      const pid = pidOf(sqld);
      if (pid) console.log(stacksOf(pid));
    }
    stopping = true;
    paused = false;
  }, 1000);

  const done = Promise.all([
    ...Array.from({ length: CLIENTS }, (_, i) => client(i)),
    ...Array.from({ length: Number(opts.interactive) }, (_, i) => interactiveClient(CLIENTS + i)),
  ]);
  const deadline = setTimeout(() => (stopping = true), SECONDS * 1000);
  // A frozen sqld never answers the requests under way: kill it so that they fail and the run ends.
  const killer = setInterval(() => {
    if (frozen) sqld.kill();
  }, 500);
  await done;
  clearTimeout(deadline);
  clearInterval(monitor);
  clearInterval(killer);
  for (const h of hogs) h.kill("SIGKILL");

  let lost = "";
  if (!frozen) {
    const db = createDb(sqld.url);
    const [[counted]] = await runBatch(db, [db.all<{ n: number }>(sql`select (select count(*) from entries) as n`)]);
    db.$client.close();
    lost = ` · rows in entries ${counted.n} (acknowledged ${stats.entries})`;
  }
  const wal = join(dir, "db.sqld", "dbs", "default", "data-wal");
  const walMb = existsSync(wal) ? (statSync(wal).size / 1e6).toFixed(1) : "?";
  await sqld.stop();
  rmSync(dir, { recursive: true, force: true });

  const sorted = stats.latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
  const cpuMax = Math.max(0, ...cpu);
  const cpuMean = Math.round(cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length));
  const answers = [...statuses].map(([status, n]) => `${n}× ${status || "busy"}`).join(", ") || "none";
  statuses.clear();
  const errors = [...stats.errors].map(([k, v]) => `${v}× ${k}`).join("; ") || "none";
  const own = process.cpuUsage(ownCpu);
  const ownShare = Math.round(((own.user + own.system) / 1000 / (Date.now() - started)) * 100);
  const summary =
    `run ${run}: ${frozen ? "FROZE" : "no freeze"} · ${Math.round((Date.now() - started) / 1000)} s · ${stats.writes} writes (${Math.round(stats.writes / Math.max(1, perSecond.length))}/s, min ${Math.min(...perSecond)}/s) · ${stats.reads} reads` +
    ` · write latency p50 ${pct(0.5)} ms p99 ${pct(0.99)} ms max ${pct(1)} ms · sqld CPU mean ${cpuMean} % max ${cpuMax} % (this script ${ownShare} %) · WAL at the end ${walMb} MB${lost} · stalls that passed: ${stalls.join(", ") || "none"} · sqld's answers other than 200 or busy: ${answers} · errors: ${errors}`;
  if (opts.verbose) console.log(`  writes each second: ${perSecond.join(" ")}`);
  perSecond = [];
  return { froze: frozen !== null, summary };
}

console.log(
  `sqld freeze repro: sqld limits ${opts.limits === undefined ? "the product's" : JSON.stringify(opts.limits)}, ${CLIENTS} clients${Number(opts.interactive) ? ` + ${opts.interactive} interactive` : ""}, workload ${WORKLOAD}, ${SECONDS} s a run, stall ${STALL_MS / 1000} s, ${opts.hogs} CPU hogs`,
);
let froze = 0;
const runs = Number(opts.runs);
for (let run = 1; run <= runs; run++) {
  const result = await runOnce(run);
  console.log(result.summary);
  if (result.froze) froze++;
}
console.log(`${froze} of ${runs} runs froze`);
process.exit(froze ? 1 : 0);
