/**
 * `npm run bench`: the product's speed, measured on the real local stack (sqld + the local server).
 * Writes bench/results.md. Every figure is the median of several runs.
 *
 * 1. Live fan-out: N projection sockets on one room; the instructor reveals/hides a variable
 *    through the real action (HTTP POST with their session); time from the POST until every
 *    socket holds the new snapshot; lost updates.
 * 2. Pages: latency and throughput at a fixed concurrency, beside a trivial route of the same Worker.
 * 3. Database round trips per page load, counted by a proxy in front of sqld.
 * 4. JavaScript shipped per route (gzip), as the browser downloads it on first load.
 * 5. Login cost: CPU time of one password verification, in Node and in workerd (bench/login.ts).
 * 6. A classroom at once: bursts of 50 concurrent requests per kind (scripts/bursts.ts).
 * 9. The living patient: the engine's cost in Node, beside an empty model's (bench/model.ts).
 * 10. The projection as a patient monitor in Chromium: frames, frame time, main-thread share and
 *     JavaScript, beside a bare page's (bench/monitor.ts).
 * 11. The session report with the course chart, beside today's without it (bench/debrief.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import WebSocket from "ws";
import { presencialSessions, scenarioVariables, scenarios } from "../db/schema";
import { readRoomMessage } from "../app/presencial/message";
import { createDb } from "../app/server/db.server";
import { screenProof } from "../app/presencial/screen-proof.server";
import { burst, BURST_SIZE, BURSTS, prepareClassroom, summarize, type BurstOutcome } from "../scripts/bursts";
import { measureBundle } from "../scripts/check-bundle";
import { loginSection, measureLogin } from "./login";
import { countingProxy, delayProxy } from "./proxies";
import { measureModel } from "./model";
import { debriefSection, measureDebrief } from "./debrief";
import { measureMonitor, MONITOR_TARGETS, monitorSection } from "./monitor";
import { median, percentile } from "./stats";
import { soak } from "./soak";
import { bundleWorker, freePort, provision, ROOT, startSqld, startWorker, type Started } from "../scripts/stack";

const QUICK = process.argv.includes("--quick");
const RUNS = QUICK ? 1 : 3;
const SIZES_ARG = process.argv.find((arg: string) => arg.startsWith("--sockets="));
const FANOUT_SIZES = SIZES_ARG ? SIZES_ARG.slice(10).split(",").map(Number) : QUICK ? [1, 100] : [1, 100, 500];
const UPDATES_PER_RUN = QUICK ? 15 : 100;
const PAGE_SECONDS = QUICK ? 2 : 4;
const CONCURRENCY = 8;
const BURST_ROUNDS = QUICK ? 2 : BURSTS;
const LATENCY_ARG = process.argv.find((arg: string) => arg.startsWith("--db-latency="));
/** One-way delays (ms) between the Worker and the database for the far-database section. */
const DB_LATENCIES = LATENCY_ARG ? LATENCY_ARG.slice(13).split(",").map(Number) : [0, 15, 40];
const SOAK_ARG = process.argv.find((arg: string) => arg.startsWith("--soak-minutes="));
/** The soak's length: 30 minutes, 3 with --quick; --soak-minutes=N sets it, 0 leaves it out; --only-soak runs nothing else. */
const SOAK_MINUTES = SOAK_ARG ? Number(SOAK_ARG.slice(15)) : QUICK ? 3 : 30;
const ONLY_SOAK = process.argv.includes("--only-soak");
/** --only-login: section 5 and the sign-in bursts of section 6, alone, into bench/login.md. */
const ONLY_LOGIN = process.argv.includes("--only-login");
/** --only-monitor: section 10 alone, into bench/monitor.md. */
const ONLY_MONITOR = process.argv.includes("--only-monitor");
/** --only-debrief: section 11 alone, into bench/debrief.md. */
const ONLY_DEBRIEF = process.argv.includes("--only-debrief");
/** Section 11: requests of each report page. */
const DEBRIEF_REQUESTS = QUICK ? 15 : 60;
/** Section 4's targets (gzip KB) by route; the projection's is the monitor's issue's (25 §6). */
const JS_TARGETS_KB: Record<string, number> = { "/ (landing)": 120, "projection first render": MONITOR_TARGETS.jsKb };
/** Section 10: runs of this many seconds, each after a warm-up. */
const MONITOR = { runs: RUNS, seconds: QUICK ? 5 : 10, warmupSeconds: QUICK ? 2 : 3 };
const ADMIN = { email: "bench@simped.local", password: "bench-password-123" };
const BENCH_SECRET = "bench-session-secret-bench-session-secret";

const ms = (x: number) => `${x.toFixed(1)} ms`;
/** Below a millisecond, to the microsecond. */
const fineMs = (x: number) => `${x.toFixed(x < 1 ? 3 : 1)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

type FanoutFigures = { n: number; p50: number; p99: number; max: number; lost: number };

/**
 * Opens `n` sockets on a room, then sends `UPDATES_PER_RUN` changes one after another and times
 * each from its send until every socket holds it (by the message's version), `RUNS` times.
 */
async function measureFanout(
  n: number,
  room: string,
  send: (i: number) => Promise<void>,
  seen: (message: string) => void,
): Promise<FanoutFigures> {
  const runs: Omit<FanoutFigures, "n">[] = [];
  for (let run = 0; run < RUNS; run++) {
    const versions = new Array<number>(n).fill(-1);
    // Resolved, with the time, by the message that completes the set: the POST's own answer may come later.
    let waiter: { version: number; resolve: (at: number) => void } | null = null;
    const reached = () => waiter !== null && versions.every((v) => v >= waiter!.version);
    const sockets = await Promise.all(
      Array.from(
        { length: n },
        (_, i) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(room);
            socket.on("message", (data) => {
              // One process plays every screen: reading just the version keeps its own parsing (each real
              // screen parses only its own copy) out of the delivery time.
              const text = String(data);
              if (versions[i] < 0) seen(text);
              versions[i] = Math.max(versions[i], Number(/"version":(\d+)/.exec(text)?.[1] ?? 0));
              if (reached()) waiter!.resolve(performance.now());
            });
            socket.once("open", () => resolve(socket));
            socket.once("error", reject);
          }),
      ),
    );
    // A room that has a snapshot sends it on connect; a bare room has nothing to send yet.
    const deadline = performance.now() + 2000;
    while (versions.some((v) => v < 0) && performance.now() < deadline) await sleep(10);
    for (let i = 0; i < n; i++) versions[i] = Math.max(versions[i], 0);
    const latencies: number[] = [];
    let lost = 0;
    for (let i = 0; i < UPDATES_PER_RUN; i++) {
      const expected = Math.max(...versions) + 1;
      const all = new Promise<number>((resolve) => (waiter = { version: expected, resolve }));
      const t0 = performance.now();
      await send(i);
      const doneAt = await Promise.race([all, sleep(3000).then(() => null)]);
      if (doneAt !== null) latencies.push(doneAt - t0);
      else lost += versions.filter((v) => v < expected).length;
      waiter = null;
    }
    for (const socket of sockets) socket.close();
    runs.push({ p50: median(latencies), p99: percentile(latencies, 99), max: Math.max(...latencies), lost });
    await sleep(200);
  }
  return {
    n,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    max: median(runs.map((r) => r.max)),
    lost: runs.reduce((s, r) => s + r.lost, 0),
  };
}

/**
 * A class for the records pages: 500 people (roles and units in turn) with 3 finished attempts at
 * each of up to 10 online scenarios, every question answered (right or wrong by a fixed pattern,
 * so that runs compare), written by the database itself in four statements.
 */
async function generateClass(db: ReturnType<typeof createDb>) {
  const now = new Date().toISOString();
  await db.run(sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 500)
    insert into profiles (id, email, nombre, apellidos, dni, rol, unidad, approved, approved_at, verified_at)
    select 'bench-' || i, 'residente' || i || '@bench.local', 'Residente', 'Número ' || i, printf('%08d', 70000000 + i) || 'T',
           case i % 3 when 0 then 'medico' when 1 then 'enfermeria' else 'farmacia' end,
           case i % 3 when 0 then 'UCI' when 1 then 'Urgencias' else 'Farmacia' end, 1, ${now}, ${now}
    from n`);
  await db.run(sql`with recursive k(j) as (select 1 union all select j + 1 from k where j < 3),
      s as (select id from scenarios where exists (select 1 from json_each(mode) where value = 'online') order by id limit 10)
    insert into attempts (id, user_id, scenario_id, role, started_at, expires_at, time_limit, finished_at, score, status)
    select p.id || '-' || s.id || '-' || k.j, p.id, s.id, p.rol,
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-09-01', '+' || (k.j * 7 + s.id) || ' days'),
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-09-01', '+' || (k.j * 7 + s.id) || ' days', '+30 minutes'), 1800,
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-09-01', '+' || (k.j * 7 + s.id) || ' days', '+20 minutes'),
           (abs(p.rowid * 37 + s.id * 11 + k.j * 5)) % 101, 'finalizado'
    from profiles p, s, k where p.id like 'bench-%'`);
  await db.run(sql`insert into attempt_answers (attempt_id, question_id, selected_option, is_correct)
    select a.id, q.id, (a.rowid * 7 + q.id * 13) % 4, ((a.rowid * 7 + q.id * 13) % 4) = q.correct_option
    from attempts a join steps st on st.scenario_id = a.scenario_id join questions q on q.step_id = st.id
    where a.id like 'bench-%'`);
  const [counts] = await db.all<{ people: number; scenarios: number; attempts: number; answers: number }>(sql`select
    (select count(*) from profiles where id like 'bench-%') as people,
    (select count(distinct scenario_id) from attempts where id like 'bench-%') as scenarios,
    (select count(*) from attempts where id like 'bench-%') as attempts,
    (select count(*) from attempt_answers where attempt_id like 'bench-%') as answers`);
  return counts;
}

/**
 * Clicks a console button in Chromium as an instructor would and counts what one command costs:
 * the HTTP requests the page makes (sockets aside) and the database round trips behind them.
 */
async function measureConsoleCommand(base: string, consolePath: string, cookie: string, proxy: { take: () => number }) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const context = await browser.newContext();
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}${consolePath}`);
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith("/parties/")) requests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    // A room reads its session once when it starts: the first command warms it, the second is counted.
    await page.getByRole("button", { name: "Alarma" }).click();
    await page.waitForLoadState("networkidle");
    await sleep(300);
    requests.length = 0;
    proxy.take();
    await page.getByRole("button", { name: "Alarma" }).click();
    await page.waitForLoadState("networkidle");
    await sleep(500);
    return { requests, trips: proxy.take() };
  } finally {
    await browser.close();
  }
}

type Bursts = { name: string; figures: ReturnType<typeof summarize>; failure?: string }[];

/** Section 6: the classroom's bursts, `BURST_ROUNDS` of each kind (`only`: of that kind alone). */
async function classroomBursts(base: string, db: ReturnType<typeof createDb>, only?: string): Promise<Bursts> {
  const classroom = await prepareClassroom(base, db, ADMIN, BURST_ROUNDS);
  const bursts: Bursts = [];
  for (const kind of classroom.kinds.filter((k) => !only || k.name === only)) {
    const outcomes: BurstOutcome[] = [];
    for (let round = 0; round < BURST_ROUNDS; round++) {
      await kind.prepare?.(round);
      outcomes.push(await burst(BURST_SIZE, (i) => kind.send(round, i)));
      await classroom.stillServes();
    }
    bursts.push({ name: kind.name, figures: summarize(outcomes), failure: outcomes.find((o) => o.failure)?.failure });
    console.log("burst", bursts.at(-1));
  }
  return bursts;
}

function burstSection(bursts: Bursts): string[] {
  return [
    `## 6. A classroom at once: ${BURST_ROUNDS} bursts of ${BURST_SIZE} concurrent requests per kind`,
    "",
    "Latency of each request inside its burst; throughput = requests ÷ time the bursts took. Target: 0 answers 5xx and no wedge.",
    "",
    "| request | requests | 5xx or no answer | p50 | p99 | requests/s |",
    "|---|---:|---:|---:|---:|---:|",
    ...bursts.map(
      (b) =>
        `| ${b.name} | ${b.figures.requests} | ${b.figures.failed} | ${ms(b.figures.p50)} | ${ms(b.figures.p99)} | ${b.figures.perSecond.toFixed(0)} |`,
    ),
    "",
    ...bursts.filter((b) => b.failure).map((b) => `- ${b.name}, first failure: \`${b.failure!.replace(/\s+/g, " ").slice(0, 200)}\``),
    "",
  ];
}

/** The admin's sign-in form, posted to `base` (the answer unread: its cookie is in its headers). */
const signIn = (base: string) =>
  fetch(`${base}/?index`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });

/**
 * One section alone (--only-login, --only-monitor) on a stack of its own (sqld and the local
 * server), written to bench/`file` under `title`.
 */
async function alone(
  file: string,
  title: string,
  measure: (stack: { dir: string; worker: Started; db: ReturnType<typeof createDb> }) => Promise<string[]>,
) {
  const dir = mkdtempSync(join(tmpdir(), "simped-bench-alone-"));
  const sqld = await startSqld(join(dir, "sqld"), { quiet: true });
  await provision(sqld.url, undefined, ADMIN);
  const db = createDb(sqld.url);
  const vars = { APP_ENV: "test", DATABASE_URL: sqld.url, SESSION_SECRET: BENCH_SECRET, RATE_LIMIT_FACTOR: "100000" };
  const worker = await startWorker({ port: await freePort(), stateDir: join(dir, "w1"), quiet: true, vars });
  let body: string[];
  try {
    body = await measure({ dir, worker, db });
  } finally {
    await worker.stop();
    db.$client.close();
    await sqld.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const lines = [
    `# Benchmarks: ${title}`,
    "",
    `Measured ${date} UTC on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, against the local stack;`,
    `the machine's load average at the end: ${loadavg()[0].toFixed(1)} (anything else running shares the cores).`,
    "",
    ...body,
  ];
  writeFileSync(join(ROOT, "bench", file), lines.join("\n"));
  console.log(`\n${lines.join("\n")}`);
}

/** --only-login: the login cost and the sign-in bursts, into bench/login.md. */
const loginOnly = () =>
  alone("login.md", "sign-in alone (`npm run bench -- --only-login`)", async ({ dir, worker, db }) => {
    const cost = await measureLogin(dir, worker, () => signIn(worker.url).then((r) => r.arrayBuffer()), QUICK ? 10 : 30);
    console.log("login", cost);
    const bursts = await classroomBursts(worker.url, db, "Inicio de sesión");
    return [...loginSection(cost), "", ...burstSection(bursts)];
  });

/** --only-monitor: the projection as a monitor in Chromium, into bench/monitor.md. */
const monitorOnly = () =>
  alone("monitor.md", "the projection as a monitor alone (`npm run bench -- --only-monitor`)", async ({ worker, db }) => {
    const signedIn = await signIn(worker.url);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0];
    if (!cookie) throw new Error("bench login failed");
    const figures = await measureMonitor({ base: worker.url, db, cookie, ...MONITOR });
    return monitorSection(figures);
  });

/** --only-debrief: the report with and without the course chart, into bench/debrief.md. */
const debriefOnly = () =>
  alone("debrief.md", "the report with the course chart alone (`npm run bench -- --only-debrief`)", async ({ worker, db }) => {
    const cookie = ((await signIn(worker.url)).headers.get("set-cookie") ?? "").split(";")[0];
    if (!cookie) throw new Error("bench login failed");
    return debriefSection(await measureDebrief({ base: worker.url, db, cookie, requests: DEBRIEF_REQUESTS }));
  });

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "simped-bench-"));
  const sqld = await startSqld(join(dir, "sqld"), { quiet: true });
  const proxy = await countingProxy(sqld.url);
  await provision(sqld.url, undefined, ADMIN);
  const db = createDb(sqld.url);
  const vars = (databaseUrl: string) => ({
    APP_ENV: "test",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: BENCH_SECRET,
    RATE_LIMIT_FACTOR: "100000",
  });
  // Latency is measured with the Worker talking to sqld directly; round trips on a second Worker behind the counter.
  const worker = await startWorker({ port: await freePort(), stateDir: join(dir, "w1"), quiet: true, vars: vars(sqld.url) });
  const counted = await startWorker({ port: await freePort(), stateDir: join(dir, "w2"), quiet: true, vars: vars(proxy.url) });
  const floorBundle = join(dir, "floor-bundle");
  await bundleWorker(join(ROOT, "bench", "floor", "wrangler.toml"), floorBundle);
  const floor = await startWorker({ port: await freePort(), stateDir: join(dir, "floor"), quiet: true, vars: {}, bundle: floorBundle });
  const results: string[] = [];
  try {
    const base = worker.url;
    const form = (data: Record<string, string>) => new URLSearchParams(data);
    const post = (path: string, data: Record<string, string>, cookie = "") =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: form(data),
        redirect: "manual",
      });
    const login = await post("/?index", ADMIN);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    if (!cookie) throw new Error("bench login failed");

    // A live session to fan out from, and an online attempt for the run page.
    const [shock] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-pediatrico"));
    const created = await post(
      `/presencial/${shock.id}/confirm?flow=dual`,
      { flow: "dual", name: "Bench Instructor", role: "instructor", userId: "" },
      cookie,
    );
    const sessionId = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")![1];
    const [session] = await db
      .select({ code: presencialSessions.publicCode })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    const consolePath = `/presencial/instructor/${shock.id}/${sessionId}`;
    await post(consolePath, { intent: "start", sala: session.code }, cookie);
    // A value no sensor reads, so that «Mostrar»/«Ocultar» changes the screens (a sensor shows the vital signs).
    const [shown] = await db
      .select({ id: scenarioVariables.id })
      .from(scenarioVariables)
      .where(and(eq(scenarioVariables.key, "temp"), eq(scenarioVariables.scenarioId, shock.id)));
    const [online] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-lactante"));
    const started = await post(`/simulacion/${online.id}/confirm`, {}, cookie);
    const runPath = started.headers.get("location")!;

    // 1. Live fan-out, the product's and the floor's in the same run.
    const floorRoom = `${floor.url.replace("http", "ws")}/parties/floor/bench`;
    let template = "";
    const fanout: FanoutFigures[] = [];
    const floorFanout: FanoutFigures[] = [];
    for (const n of FANOUT_SIZES) {
      fanout.push(
        await measureFanout(
          n,
          `${base.replace("http", "ws")}/parties/room/${session.code}?t=${await screenProof(BENCH_SECRET, session.code)}`,
          async (i) => {
            // As the console does with JavaScript: a single-fetch data request, not a whole page.
            const response = await post(
              `${consolePath}.data`,
              { intent: i % 2 === 0 ? "show" : "hide", variableId: String(shown.id), sala: session.code },
              cookie,
            );
            if (response.status !== 200) throw new Error(`action answered ${response.status}`);
            await response.arrayBuffer();
          },
          (message) => (template ||= message),
        ),
      );
      if (!readRoomMessage(template)) throw new Error("the room sent something that is not a snapshot");
      console.log(`fan-out ${n}:`, fanout.at(-1));
      // The same message (the room's last one), only its version moved on, broadcast by the bare room.
      let version = 0;
      floorFanout.push(
        await measureFanout(
          n,
          floorRoom,
          async () => {
            version++;
            const response = await fetch(`${floor.url}/parties/floor/bench`, {
              method: "POST",
              body: template.replace(/"version":\d+/, `"version":${version}`),
            });
            if (response.status !== 204) throw new Error(`bare room answered ${response.status}`);
          },
          () => undefined,
        ),
      );
      console.log(`floor ${n}:`, floorFanout.at(-1));
    }

    // 2. Pages.
    const pages = [
      { name: "trivial (/healthz: one one-row write)", path: "/healthz", auth: false },
      { name: "/ (landing)", path: "/", auth: false },
      { name: "/dashboard", path: "/dashboard", auth: true },
      { name: "/simulacion", path: "/simulacion", auth: true },
      { name: "run page", path: runPath, auth: true },
      { name: "projection first render", path: `/presencial-alumno/${session.code}`, auth: false },
    ];
    const pageStats: { name: string; p50: number; p99: number; rps: number }[] = [];
    for (const page of pages) {
      const headers = page.auth ? { Cookie: cookie } : undefined;
      for (let i = 0; i < 20; i++) await (await fetch(`${base}${page.path}`, { headers })).arrayBuffer();
      const runs: { p50: number; p99: number; rps: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const latencies: number[] = [];
        const end = performance.now() + PAGE_SECONDS * 1000;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (performance.now() < end) {
              const t0 = performance.now();
              const response = await fetch(`${base}${page.path}`, { headers, redirect: "manual" });
              await response.arrayBuffer();
              if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
              latencies.push(performance.now() - t0);
            }
          }),
        );
        runs.push({ p50: median(latencies), p99: percentile(latencies, 99), rps: latencies.length / PAGE_SECONDS });
      }
      pageStats.push({
        name: page.name,
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        rps: median(runs.map((r) => r.rps)),
      });
      console.log("page", pageStats.at(-1));
    }

    // 3. Database round trips per page load (the second Worker, one request at a time).
    const countedLogin = await fetch(`${counted.url}/?index`, {
      method: "POST",
      headers: { Origin: counted.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: form(ADMIN),
      redirect: "manual",
    });
    const countedCookie = (countedLogin.headers.get("set-cookie") ?? "").split(";")[0];
    const trips: { name: string; trips: number }[] = [];
    for (const page of pages) {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        proxy.take();
        const response = await fetch(`${counted.url}${page.path}`, {
          headers: page.auth ? { Cookie: countedCookie } : undefined,
          redirect: "manual",
        });
        await response.arrayBuffer();
        await sleep(50);
        counts.push(proxy.take());
      }
      // The last of three: the first may load the content into a fresh isolate.
      trips.push({ name: page.name, trips: counts[counts.length - 1] });
    }
    console.log("round trips", trips);

    // 3b. A console command with JavaScript, in Chromium: HTTP requests and database round trips per click.
    const consoleCommand = await measureConsoleCommand(counted.url, consolePath, countedCookie, proxy);
    console.log("console command", consoleCommand);

    // 4. JavaScript shipped per route.
    const js: { name: string; kb: number; target?: number }[] = [];
    for (const page of pages.slice(1)) {
      const html = await (await fetch(`${base}${page.path}`, { headers: page.auth ? { Cookie: cookie } : undefined })).text();
      const assets = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
      let bytes = 0;
      for (const asset of assets) bytes += gzipSync(Buffer.from(await (await fetch(`${base}${asset}`)).arrayBuffer())).length;
      js.push({ name: page.name, kb: bytes / 1024, target: JS_TARGETS_KB[page.name] });
    }
    console.log("js", js);

    // 5. Login cost.
    const loginCost = await measureLogin(dir, worker, () => post("/?index", ADMIN).then((r) => r.arrayBuffer()), QUICK ? 10 : 30);
    console.log("login", loginCost);

    // 6. A classroom's bursts (the same as the load test): 50 at once, per kind of request.
    const bursts = await classroomBursts(base, db);

    // 7. Training records and question statistics on a generated class: 500 people × up to 10 online scenarios × 3 attempts.
    const generated = await generateClass(db);
    console.log("generated", generated);
    const [firstOnline] = await db.all<{ id: number }>(
      sql`select id from scenarios where exists (select 1 from json_each(mode) where value = 'online') order by id limit 1`,
    );
    const reports = [
      { name: "/admin/registros (everything)", path: "/admin/registros" },
      { name: "/admin/registros (unit UCI, best first)", path: "/admin/registros?unidad=UCI&orden=mejor" },
      { name: "/admin/registros.csv (everything)", path: "/admin/registros.csv" },
      { name: "/admin/estadisticas (all attempts)", path: `/admin/estadisticas?escenario=${firstOnline.id}&intentos=todos` },
    ];
    const reportStats: { name: string; p50: number; p99: number; bytes: number; trips: number }[] = [];
    for (const report of reports) {
      const latencies: number[] = [];
      let bytes = 0;
      for (let i = 0; i < (QUICK ? 3 : 15); i++) {
        const t0 = performance.now();
        const response = await fetch(`${base}${report.path}`, { headers: { Cookie: cookie } });
        bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${report.path} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
      proxy.take();
      await (await fetch(`${counted.url}${report.path}`, { headers: { Cookie: countedCookie } })).arrayBuffer();
      await sleep(50);
      reportStats.push({ name: report.name, p50: median(latencies), p99: percentile(latencies, 99), bytes, trips: proxy.take() });
      console.log("report", reportStats.at(-1));
    }

    // 8. A far database: the same pages and the hot actions with sqld behind a delaying proxy.
    const far: { delay: number; figures: { name: string; p50: number }[] }[] = [];
    for (const delay of DB_LATENCIES) {
      const proxied = await delayProxy(sqld.url, delay);
      const farWorker = await startWorker({
        port: await freePort(),
        stateDir: join(dir, `far-${delay}`),
        quiet: true,
        vars: vars(proxied.url),
      });
      try {
        const figures: { name: string; p50: number }[] = [];
        const time = async (name: string, send: (i: number) => Promise<Response>, ok: (status: number) => boolean) => {
          const latencies: number[] = [];
          for (let i = 0; i < (QUICK ? 3 : 7); i++) {
            const t0 = performance.now();
            const response = await send(i);
            await response.arrayBuffer();
            if (!ok(response.status)) throw new Error(`${name} answered ${response.status} at ${delay} ms`);
            latencies.push(performance.now() - t0);
          }
          figures.push({ name, p50: median(latencies) });
        };
        const farPages = [
          { name: "/ (signed in → redirect)", path: "/" },
          { name: "/dashboard", path: "/dashboard" },
          { name: "/simulacion", path: "/simulacion" },
          { name: "confirm page", path: `/simulacion/${online.id}/confirm` },
          { name: "run page", path: runPath },
          { name: "/evaluacion", path: "/evaluacion" },
          { name: "/perfil", path: "/perfil" },
          { name: "/admin", path: "/admin" },
          { name: "/admin/registros", path: "/admin/registros" },
          { name: "/admin/estadisticas", path: "/admin/estadisticas" },
          { name: "console", path: consolePath },
          { name: "projection first render", path: `/presencial-alumno/${session.code}` },
        ];
        for (const page of farPages) {
          await (await fetch(`${farWorker.url}${page.path}`, { headers: { Cookie: cookie }, redirect: "manual" })).arrayBuffer();
          await time(
            page.name,
            () => fetch(`${farWorker.url}${page.path}`, { headers: { Cookie: cookie }, redirect: "manual" }),
            (status) => status === 200 || status === 302,
          );
        }
        const farClass = await prepareClassroom(farWorker.url, db, ADMIN, 1);
        for (const name of [
          "Inicio de sesión",
          "Empezar un intento",
          "Pedir una pista",
          "Responder una pregunta",
          "Orden de la consola",
        ] as const) {
          const kind = farClass.kinds.find((k) => k.name === name)!;
          await kind.prepare?.(0);
          await time(`action: ${name}`, (i) => kind.send(0, i), kind.expected);
        }
        // The same two as the run page sends them with JavaScript: a data request answered with the page's new state.
        const started = await fetch(`${farWorker.url}/simulacion/${online.id}/confirm`, {
          method: "POST",
          headers: { Origin: farWorker.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(),
          redirect: "manual",
        });
        const farRun = started.headers.get("location");
        if (!farRun) throw new Error(`starting an attempt answered ${started.status} at ${delay} ms`);
        const [first] = await db.all<{ id: number }>(
          sql`select q.id from questions q join steps s on s.id = q.step_id where s.scenario_id = ${online.id} order by s.step_order, q.question_order limit 1`,
        );
        const asData = (fields: Record<string, string>) => () =>
          fetch(`${farWorker.url}${farRun.replace("?", ".data?index&")}`, {
            method: "POST",
            headers: { Origin: farWorker.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ ...fields, questionId: String(first.id), modo: "datos" }),
          });
        // The first of each writes; the next are refused (no hint left, already answered) after the same one trip.
        await time("action: Pedir una pista (con JavaScript)", asData({ intent: "hint" }), (status) => status === 200 || status === 409);
        await time(
          "action: Responder una pregunta (con JavaScript)",
          asData({ intent: "answer", option: "0" }),
          (status) => status === 200 || status === 409,
        );
        far.push({ delay, figures });
        console.log("far database", delay, figures);
      } finally {
        await farWorker.stop();
        await proxied.close();
      }
    }

    // 9. The living patient's engine, in this process: it needs no server.
    const patientModel = await measureModel();
    console.log("model", patientModel);

    // 10. The projection as a patient monitor, in Chromium.
    const monitor = await measureMonitor({ base, db, cookie, ...MONITOR });

    // 11. The report with the course chart, beside today's.
    const debrief = await measureDebrief({ base, db, cookie, requests: DEBRIEF_REQUESTS });
    console.log("debrief", debrief);

    const bundle = measureBundle();
    const trivial = pageStats[0].p50;
    const date = new Date().toISOString().slice(0, 16).replace("T", " ");
    results.push(
      "# Benchmarks",
      "",
      `Measured ${date} UTC on ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version},`,
      "against the local stack (sqld + the local server: workerd behind its Node front, scripts/serve.ts).",
      `Each figure is the median of ${RUNS} run(s)${QUICK ? " (quick mode)" : ""}. Regenerate with \`npm run bench\`.`,
      "",
      "## 1. Live fan-out (POST of the instructor's action → every socket holds the new snapshot)",
      "",
      "The product: the console's command (validation, the room's RPC, one database batch behind the guard on the version and the sender, the room's broadcast).",
      "The floor: a bare partyserver room under the same local server, broadcasting the same message on a POST (`bench/floor/`).",
      "",
      "| sockets | product p50 | product p99 | product max | lost | floor p50 | floor p99 | floor max | lost | target p99 |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...fanout.map((f, i) => {
        const b = floorFanout[i];
        return `| ${f.n} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.lost} | ${ms(b.p50)} | ${ms(b.p99)} | ${ms(b.max)} | ${b.lost} | ${f.n === 1 ? "≤ 25 ms" : f.n >= 500 ? "≤ 80 ms" : "—"} |`;
      }),
      "",
      `${UPDATES_PER_RUN} updates per run, alternating reveal and hide of the temperature (a value no sensor reads).`,
      "",
      `## 2. Pages (concurrency ${CONCURRENCY}, ${PAGE_SECONDS} s per run)`,
      "",
      "| route | p50 | p99 | requests/s | p50 ÷ trivial |",
      "|---|---:|---:|---:|---:|",
      ...pageStats.map((p) => `| ${p.name} | ${ms(p.p50)} | ${ms(p.p99)} | ${p.rps.toFixed(0)} | ${(p.p50 / trivial).toFixed(2)} |`),
      "",
      "## 3. Database round trips per page load (target: one; a fresh isolate loads the content once more)",
      "",
      "| route | round trips |",
      "|---|---:|",
      ...trips.map((t) => `| ${t.name} | ${t.trips} |`),
      "",
      "### A console command with JavaScript (Chromium, the instructor clicks 'Alarma')",
      "",
      `- HTTP requests: ${consoleCommand.requests.length} (${consoleCommand.requests.join(", ")}); database round trips: ${consoleCommand.trips} (target: one request, at most two round trips).`,
      "",
      "## 4. JavaScript shipped on first load (gzip)",
      "",
      "The scripts the page's HTML names (its entry and the modules it preloads). Targets: the landing ≤ 120 KB; the projection, a patient monitor since issue 25, ≤ 140 KB (issue 25 §6; section 10 counts what Chromium fetches).",
      "",
      "| route | JS (gzip) | target | within |",
      "|---|---:|---:|:---:|",
      ...js.map(
        (j) =>
          `| ${j.name} | ${j.kb.toFixed(1)} KB | ${j.target ? `≤ ${j.target} KB` : "—"} | ${j.target ? (j.kb <= j.target ? "yes" : "no") : "—"} |`,
      ),
      "",
      ...loginSection(loginCost),
      "",
      ...burstSection(bursts),
      `## 7. Training records and question statistics on a generated class (${generated.people} people × ${generated.scenarios} online scenarios × 3 attempts = ${generated.attempts} attempts, ${generated.answers} answers)`,
      "",
      "One request at a time, through the Worker; round trips counted on the second Worker (the session lookup included). Target: one.",
      "",
      "| page | p50 | p99 | size | round trips |",
      "|---|---:|---:|---:|---:|",
      ...reportStats.map((r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.trips} |`),
      "",
      `## 8. A far database (sqld behind a proxy that delays each direction; ${DB_LATENCIES.join(", ")} ms each way)`,
      "",
      "Median of " +
        (QUICK ? 3 : 7) +
        " requests, one at a time, signed in as an admin. Target (issue 15): at 40 ms each way, at most the time next to the database plus one round trip (80 ms) plus 10 ms.",
      "",
      `| page or action | ${far.map((f) => `${f.delay} ms`).join(" | ")} |${far.length > 1 ? " extra at the farthest | round trips it implies | within the target |" : ""}`,
      `|---|${far.map(() => "---:").join("|")}|${far.length > 1 ? "---:|---:|:---:|" : ""}`,
      ...(far[0]?.figures ?? []).map((figure, index) => {
        const cells = far.map((f) => ms(f.figures[index].p50));
        if (far.length < 2) return `| ${figure.name} | ${cells.join(" | ")} |`;
        const first = far[0];
        const last = far[far.length - 1];
        const extra = last.figures[index].p50 - first.figures[index].p50;
        const trip = 2 * (last.delay - first.delay);
        return `| ${figure.name} | ${cells.join(" | ")} | ${ms(extra)} | ${trip > 0 ? (extra / trip).toFixed(1) : "—"} | ${extra <= trip + 10 ? "yes" : "no"} |`;
      }),
      "",
      "## 9. The living patient (the engine in Node, no server: bench/model.ts)",
      "",
      `Case: ${patientModel.fixture}, ${patientModel.drugs} drug profiles, ${patientModel.handlers} handlers; ${patientModel.actions} actions over 30 minutes. Median of ${patientModel.runs} runs.`,
      "The floor: the same loop and the same log on an empty model (one variable, no drugs, no handlers).",
      "",
      "| measure | engine | floor | target | within |",
      "|---|---:|---:|---:|:---:|",
      ...(
        [
          [
            "one instant: a running course one second on, read (p50 of every second)",
            patientModel.tickP50Ms,
            patientModel.floorTickP50Ms,
            0.2,
          ],
          ["one instant, p99 of every second", patientModel.tickP99Ms, null, 0.2],
          ["the state at minute 30, cold (nothing computed yet)", patientModel.coldAt30MinMs, null, 50],
          ["a whole 30-minute course, every second (`until(1800)`)", patientModel.courseMs, patientModel.floorCourseMs, 50],
        ] as const
      ).map(
        ([name, x, floor, target]) =>
          `| ${name} | ${fineMs(x)} | ${floor === null ? "—" : fineMs(floor)} | ≤ ${target} ms | ${x <= target ? "yes" : "no"} |`,
      ),
      "",
      ...monitorSection(monitor),
      ...debriefSection(debrief),
      "## Production bundle",
      "",
      `- \`wrangler deploy --dry-run\`: ${(bundle.rawBytes / 1024).toFixed(0)} KiB, ${(bundle.gzipBytes / 1024).toFixed(0)} KiB gzipped (limit 3 MiB); Node-only imports: ${bundle.nodeImports.length ? bundle.nodeImports.join(", ") : "none"}.`,
      "",
    );
  } finally {
    await worker.stop();
    await counted.stop();
    await floor.stop();
    await proxy.close();
    db.$client.close();
    await sqld.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(join(ROOT, "bench"), { recursive: true });
  writeFileSync(join(ROOT, "bench", "results.md"), results.join("\n"));
  console.log(`\n${results.join("\n")}`);
}

/** The soak, on a stack of its own after the rest; its section is added to bench/results.md (or written alone with --only-soak). */
async function soakSection() {
  const dir = mkdtempSync(join(tmpdir(), "simped-soak-"));
  try {
    const section = await soak(SOAK_MINUTES, dir);
    const file = join(ROOT, "bench", ONLY_SOAK ? "soak.md" : "results.md");
    writeFileSync(file, `${ONLY_SOAK ? "" : `${readFileSync(file, "utf8")}\n`}${section.join("\n")}`);
    console.log(`\n${section.join("\n")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (ONLY_LOGIN) await loginOnly();
else if (ONLY_MONITOR) await monitorOnly();
else if (ONLY_DEBRIEF) await debriefOnly();
else {
  if (!ONLY_SOAK) await main();
  if (SOAK_MINUTES > 0) await soakSection();
}
