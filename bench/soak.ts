/**
 * The soak (issue 31): `npm start` as a simulation room runs it (scripts/start.ts, supervised, on
 * 127.0.0.1), under mixed classroom traffic for `minutes`: screens polling and pages every second,
 * and every few seconds a burst of 50 of one kind in turn (projection, sign-ins, attempts, hints,
 * answers, console commands on one session that grows long, hostile requests, and 50 publishes of
 * one studio draft). Halfway, the serving runtime is killed. Reported: 5xx outside and inside the
 * restart, the time back, and the serving runtime's memory, open files and CLOSE-WAIT sockets over time.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { scenarioDrafts, scenarios } from "../db/schema";
import { createDb } from "../app/server/db.server";
import { burst, BURST_SIZE, percentile, prepareClassroom } from "../scripts/bursts";
import { freePort, ROOT } from "../scripts/stack";

const ADMIN = { email: "soak@simped.local", password: "soak-password-123" };
const BURST_EVERY_MS = 6_000;
const SAMPLE_EVERY_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Sample = { minute: number; rssMb: number; fds: number; closeWait: number };

/** The serving runtime's processes: the server's Node (scripts/serve.ts) and its workerd. */
function runtimePids(dataDir: string): number[] {
  const rows = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        return { pid: Number(pid), ppid: Number(stat[1]), args: readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ") };
      } catch {
        return null;
      }
    })
    .filter((row) => row !== null);
  const server = rows.filter((row) => row.args.includes("scripts/serve.ts") && row.args.includes(dataDir));
  const ids = new Set(server.map((row) => row.pid));
  return [...ids, ...rows.filter((row) => ids.has(row.ppid) && row.args.includes("workerd")).map((row) => row.pid)];
}

function sample(dataDir: string, startedAt: number): Sample {
  const pids = runtimePids(dataDir);
  let rssKb = 0;
  let fds = 0;
  const sockets = new Set<string>();
  for (const pid of pids) {
    try {
      rssKb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      const entries = readdirSync(`/proc/${pid}/fd`);
      fds += entries.length;
      for (const fd of entries) {
        const target = (() => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return "";
          }
        })();
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode) sockets.add(inode);
      }
    } catch {
      /* gone meanwhile */
    }
  }
  // CLOSE_WAIT is state 08 in the kernel's table; only the runtime's own sockets count.
  const closeWait = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === "08" && sockets.has(cols[9])).length;
  return { minute: (Date.now() - startedAt) / 60_000, rssMb: rssKb / 1024, fds, closeWait };
}

export async function soak(minutes: number, dataDir: string): Promise<string[]> {
  const port = await freePort();
  const product = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts", "--skip-build"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: "100000",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  let log = "";
  product.stdout!.on("data", (chunk) => (log += chunk));
  product.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 180_000;
  while (!log.includes("Ctrl-C para parar.")) {
    if (Date.now() > deadline || product.exitCode !== null) throw new Error(`npm start did not start:\n${log}`);
    await sleep(200);
  }
  const base = `http://127.0.0.1:${port}`;
  const db = createDb(/Base de datos:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(log)![1]);
  try {
    const classroom = await prepareClassroom(base, db, ADMIN, 40);
    const [source] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-lactante"));
    const post = (path: string, data: Record<string, string>) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { Origin: base, Cookie: classroom.adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(data),
        redirect: "manual",
      });
    /** 50 publishes of one new draft (a copy of an online case) at once: one goes on, the rest are told 409. */
    const publishes = async () => {
      const copied = await post("/admin/escenarios", { intent: "duplicate", scenarioId: String(source.id), mode: "online" });
      await copied.arrayBuffer();
      const [draft] = await db.select().from(scenarioDrafts).orderBy(desc(scenarioDrafts.updatedAt)).limit(1);
      const publish = { intent: "publish", slug: draft.slug, mode: draft.mode, revision: String(draft.revision), revisado: "si" };
      return burst(BURST_SIZE, () => post("/admin/escenarios", publish));
    };

    const startedAt = Date.now();
    const end = startedAt + minutes * 60_000;
    const samples: Sample[] = [sample(dataDir, startedAt)];
    const statuses = new Map<string, number[]>();
    const latencies = new Map<string, number[]>();
    let restart: { at: number; backMs: number | null; failed: number } | null = null;
    let inRestart = false;
    let failedOutside = 0;
    const record = (name: string, outcome: Awaited<ReturnType<typeof burst>>) => {
      for (const s of outcome.samples) {
        if (s.status === 0 || s.status >= 500) {
          if (inRestart && restart) restart.failed++;
          else failedOutside++;
        }
        statuses.set(name, [...(statuses.get(name) ?? []), s.status]);
        latencies.set(name, [...(latencies.get(name) ?? []), s.ms]);
      }
    };

    // Background: a projector's poll and a page view every second.
    let running = true;
    const background = (async () => {
      while (running) {
        record("Fondo (sondeo y página)", await burst(2, (i) => fetch(i === 0 ? `${base}/healthz` : `${base}/`)));
        await sleep(1_000);
      }
    })();
    const sampler = setInterval(() => samples.push(sample(dataDir, startedAt)), SAMPLE_EVERY_MS);

    let round = 0;
    while (Date.now() < end) {
      if (!restart && Date.now() - startedAt >= (minutes * 60_000) / 2) {
        // Halfway: the serving runtime killed, as the out-of-memory death did; how long until it answers again.
        const workerd = runtimePids(dataDir).find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd"));
        restart = { at: Date.now(), backMs: null, failed: 0 };
        inRestart = true;
        if (workerd) process.kill(workerd, "SIGKILL");
        while (Date.now() - restart.at < 60_000) {
          const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
            (r) => r.status === 200,
            () => false,
          );
          if (ok) break;
          await sleep(250);
        }
        restart.backMs = Date.now() - restart.at;
        inRestart = false;
      }
      const kind = round % (classroom.kinds.length + 1);
      if (kind === classroom.kinds.length) record("Publicar un borrador (50 a la vez)", await publishes());
      else {
        const k = classroom.kinds[kind];
        const studentRound = Math.floor(round / (classroom.kinds.length + 1)) % classroom.students;
        await k.prepare?.(studentRound);
        record(k.name, await burst(BURST_SIZE, (i) => k.send(studentRound, i)));
      }
      round++;
      await sleep(BURST_EVERY_MS);
    }
    running = false;
    await background;
    clearInterval(sampler);
    samples.push(sample(dataDir, startedAt));

    const first = samples[1] ?? samples[0];
    const last = samples.at(-1)!;
    const fmt = (x: number) => x.toFixed(1).replace(".", ",");
    return [
      `## 9. Soak: ${minutes} minutes of a classroom on \`npm start\` (supervised), bursts of ${BURST_SIZE} every ${BURST_EVERY_MS / 1000} s`,
      "",
      `- Requests: ${[...statuses.values()].reduce((n, list) => n + list.length, 0)}; 5xx or no answer outside the deliberate restart: **${failedOutside}**.`,
      restart
        ? `- Serving runtime (workerd) killed at minute ${fmt((restart.at - startedAt) / 60_000)}: answering again after **${fmt((restart.backMs ?? 0) / 1000)} s** (target ≤ 20 s); requests that failed meanwhile: ${restart.failed}.`
        : "- The run was too short to kill the runtime halfway.",
      `- The serving runtime (its Node process and workerd): memory ${fmt(first.rssMb)} → ${fmt(last.rssMb)} MB, open files ${first.fds} → ${last.fds}, sockets in CLOSE-WAIT at most ${Math.max(...samples.map((s) => s.closeWait))}.`,
      "",
      "| kind | requests | 5xx or none | p50 | p99 |",
      "|---|---:|---:|---:|---:|",
      ...[...statuses.entries()].map(([name, list]) => {
        const ms = latencies.get(name)!;
        return `| ${name} | ${list.length} | ${list.filter((s) => s === 0 || s >= 500).length} | ${fmt(percentile(ms, 50))} ms | ${fmt(percentile(ms, 99))} ms |`;
      }),
      "",
      "The curve (every 15 s; the restart halfway starts a new runtime):",
      "",
      "| minute | memory (MB) | open files | CLOSE-WAIT |",
      "|---:|---:|---:|---:|",
      ...samples.map((s) => `| ${fmt(s.minute)} | ${fmt(s.rssMb)} | ${s.fds} | ${s.closeWait} |`),
      "",
    ];
  } finally {
    db.$client.close();
    product.kill("SIGTERM");
    await new Promise((resolve) => product.once("exit", resolve));
  }
}
