/**
 * Section 10 of `npm run bench` (issue 25 §6): the projection as a patient monitor, in Chromium
 * (headless, 1920 × 1080, software rendering as on this GPU-less machine), showing a running
 * in-person session of a living patient with four waveforms: ECG, pleth, capnogram and arterial line.
 *
 * The case is the seed's severe head injury (it models EtCO₂ and has a pulse, so every wave moves),
 * published under a slug of its own with an arterial line (`model.monitor.arterial_line`); the
 * sensors are attached by the console's own command, as the instructor or the team does.
 *
 * Each run opens a fresh page and, after a warm-up, counts for `seconds` the requestAnimationFrame
 * callbacks of a loop injected into the page: frames per second, and the frame time as the
 * interval between consecutive callbacks (their timestamps). The main thread's busy share is
 * `Performance.getMetrics`' TaskDuration (the renderer main thread's tasks) over the same wall
 * time. The floor, in the same run: `about:blank` with only that loop. Every figure is the median
 * of the runs. `npm run bench -- --only-monitor` measures this alone, into bench/monitor.md.
 */
import { eq } from "drizzle-orm";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";
import { scenarios, presencialSessions } from "../db/schema";
import { readScenarioFile } from "../app/scenario-format/files";
import { seedCatalogue } from "../app/scenario-format/publish.server";
import type { createDb } from "../app/server/db.server";
import { ROOT } from "../scripts/stack";
import { median, percentile } from "./stats";
import { formPoster } from "./form-post";
import { CHROMIUM_LAUNCH } from "../scripts/chromium";

type Db = ReturnType<typeof createDb>;

const CASE_FILE = "11-tce-grave-hipertension-intracraneal.json";
const SLUG = "banco-monitor-tce-linea-arterial";
const VIEWPORT = { width: 1920, height: 1080 };
/** The sensors whose waveforms the monitor draws (the cuff draws none). */
const SENSORS = ["ecg", "pulsioximetro", "capnografo", "arterial"] as const;
/** The canvas names its channels: all four must be there. */
const CANVAS_NAME = "Monitor: ecg, pleth, capno, arterial";
/** The values those sensors read, which must show numbers once they are on. */
const READ_BY_SENSORS = ["fc", "sat", "etco2", "tas"];
/** /proc counts CPU time in ticks of 10 ms (Linux's USER_HZ). */
const TICK_MS = 10;

export const MONITOR_TARGETS = { fps: 55, p99Ms: 20, busy: 0.3, jsKb: 140 } as const;

/**
 * Injected into the page as text (tsx's helpers must not leak into a function Playwright
 * serialises): requestAnimationFrame's timestamps for `seconds`, nothing drawn.
 */
const RAF_LOOP = `(seconds) => new Promise((resolve) => {
  const stamps = [];
  const end = performance.now() + seconds * 1000;
  const tick = (t) => {
    stamps.push(t);
    if (performance.now() < end) requestAnimationFrame(tick);
    else resolve(stamps);
  };
  requestAnimationFrame(tick);
})`;

type Window = {
  fps: number;
  p99Ms: number;
  /** Renderer main thread: TaskDuration ÷ wall time, and ScriptDuration ÷ wall time. */
  busy: number;
  script: number;
  /** Every Chromium process's CPU time ÷ wall time (1 = one core), from /proc; NaN off Linux. */
  cpu: number;
};

export type MonitorFigures = {
  runs: number;
  seconds: number;
  warmupSeconds: number;
  product: Window[];
  floor: Window[];
  /** JavaScript the projection's first load fetched (gzip, KB), and how many files. */
  jsKb: number;
  jsFiles: number;
  /** Ventricular beats drawn per minute over the last run, beside the heart rate the model gives then. */
  beatsPerMinute: number;
  heartRate: number;
  browser: string;
  loadBefore: number;
  loadAfter: number;
};

/** The seed's head-injury case under a slug of its own, with an arterial line, published by the seed's own importer. */
async function publishMonitorCase(db: Db): Promise<number> {
  const json = JSON.parse(readFileSync(join(ROOT, "db", "seed", "presencial", CASE_FILE), "utf8"));
  json.escenario.slug = SLUG;
  json.escenario.title = `${json.escenario.title} (banco de pruebas: línea arterial)`;
  json.escenario.model.monitor = { ...json.escenario.model.monitor, arterial_line: true };
  const read = readScenarioFile(JSON.stringify(json));
  if (!read.ok) throw new Error(`the monitor's case does not read: ${JSON.stringify(read.problems)}`);
  await seedCatalogue(db, [read.file]);
  const [row] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, SLUG));
  return row.id;
}

/** A running dual session of that case with the four sensors on, through the console's commands; its public code. */
async function runningSession(base: string, db: Db, cookie: string, scenarioId: number): Promise<string> {
  const post = formPoster(base, cookie);
  const created = await post(`/presencial/${scenarioId}/confirm?flow=dual`, {
    flow: "dual",
    name: "Bench Instructor",
    role: "instructor",
    userId: "",
  });
  const sessionId = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1];
  if (!sessionId) throw new Error(`creating the monitor's session answered ${created.status}`);
  const [session] = await db
    .select({ code: presencialSessions.publicCode })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, sessionId));
  const consolePath = `/presencial/instructor/${scenarioId}/${sessionId}`;
  const command = async (data: Record<string, string>) => {
    const response = await post(consolePath, { ...data, sala: session.code });
    const body = await response.text();
    if (response.status >= 400) throw new Error(`${data.intent} answered ${response.status}: ${body.slice(0, 200)}`);
  };
  await command({ intent: "start" });
  for (const sensor of SENSORS) await command({ intent: "sensor", sensor, on: "on" });

  // Checked before anything is timed: the four channels are modelled and read numbers.
  const { snapshot } = await snapshotOf(base, session.code);
  const reading = (key: string) => snapshot.variables.find((v) => v.key === key)?.value ?? "";
  const missing = READ_BY_SENSORS.filter((key) => !/\d/.test(reading(key)));
  if (missing.length) throw new Error(`the monitor's session shows no value for ${missing.join(", ")}`);
  return session.code;
}

type PublicSnapshot = { snapshot: { variables: { key: string; value: string }[] } };

async function snapshotOf(base: string, code: string): Promise<PublicSnapshot> {
  const response = await fetch(`${base}/api/presencial/${code}`);
  if (!response.ok) throw new Error(`the public snapshot answered ${response.status}`);
  return (await response.json()) as PublicSnapshot;
}

/** CPU ticks used so far by every Chromium process this one started (its descendants whose command names chromium). */
function chromiumTicks(): number {
  if (!existsSync("/proc/self/stat")) return NaN;
  const processes: { pid: number; parent: number; ticks: number; chromium: boolean }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state, ppid … utime (14th field), stime (15th).
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      const chromium = readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("chromium");
      processes.push({ pid: Number(entry), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), chromium });
    } catch {
      /* gone meanwhile */
    }
  }
  const parentOf = new Map(processes.map((p) => [p.pid, p.parent]));
  const ours = (pid: number) => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  return processes.filter((p) => p.chromium && ours(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
}

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** One measured window on a page already warm: the injected loop's frames, the main thread's tasks, Chromium's CPU. */
async function measureWindow(context: BrowserContext, page: Page, seconds: number): Promise<Window> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const metrics = async () =>
    Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value])) as Record<string, number>;
  const ticksBefore = chromiumTicks();
  const before = await metrics();
  const stamps = (await page.evaluate(`(${RAF_LOOP})(${seconds})`)) as number[];
  const after = await metrics();
  const ticksAfter = chromiumTicks();
  const wall = after.Timestamp - before.Timestamp;
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]);
  return {
    fps: (stamps.length - 1) / ((stamps[stamps.length - 1] - stamps[0]) / 1000),
    p99Ms: percentile(intervals, 99),
    busy: (after.TaskDuration - before.TaskDuration) / wall,
    script: (after.ScriptDuration - before.ScriptDuration) / wall,
    cpu: ((ticksAfter - ticksBefore) * TICK_MS) / 1000 / wall,
  };
}

export async function measureMonitor(opts: {
  base: string;
  db: Db;
  /** An administrator's session cookie ("name=value"). */
  cookie: string;
  runs: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<MonitorFigures> {
  const { base, db, cookie, runs, seconds, warmupSeconds } = opts;
  const loadBefore = readLoad();
  const code = await runningSession(base, db, cookie, await publishMonitorCase(db));
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const product: Window[] = [];
  const floor: Window[] = [];
  let js = { kb: NaN, files: 0 };
  let beats = { perMinute: NaN, heartRate: NaN };
  try {
    for (let run = 0; run < runs; run++) {
      // The floor: a page that does nothing but the loop.
      const bare = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const blank = await bare.newPage();
      await blank.goto("about:blank");
      await sleep(warmupSeconds * 1000);
      floor.push(await measureWindow(bare, blank, seconds));
      await bare.close();

      // The projection, loaded afresh (nothing cached): its JavaScript counted as the browser fetches it.
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === new URL(base).origin && url.pathname.endsWith(".js"))
          scripts.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(`${base}/presencial-alumno/${code}?mute=1`);
      await page.getByText("Conectado").waitFor({ timeout: 30_000 });
      const canvas = page.getByRole("img", { name: CANVAS_NAME, exact: true });
      await canvas.waitFor({ timeout: 30_000 });
      await sleep(warmupSeconds * 1000);
      const sizes = await Promise.all(scripts);
      js = { kb: sizes.reduce((sum, n) => sum + n, 0) / 1024, files: sizes.length };
      const beatsBefore = Number(await canvas.getAttribute("data-beats"));
      const t0 = performance.now();
      product.push(await measureWindow(context, page, seconds));
      const minutes = (performance.now() - t0) / 60_000;
      const counted = Number(await canvas.getAttribute("data-beats")) - beatsBefore;
      const rate = Number(/\d+/.exec((await snapshotOf(base, code)).snapshot.variables.find((v) => v.key === "fc")?.value ?? "")?.[0]);
      beats = { perMinute: counted / minutes, heartRate: rate };
      await context.close();
      console.log(`monitor run ${run + 1}: projection`, product.at(-1), "floor", floor.at(-1));
    }
    return {
      runs,
      seconds,
      warmupSeconds,
      product,
      floor,
      jsKb: js.kb,
      jsFiles: js.files,
      beatsPerMinute: beats.perMinute,
      heartRate: beats.heartRate,
      browser: browser.version(),
      loadBefore,
      loadAfter: readLoad(),
    };
  } finally {
    await browser.close();
  }
}

const readLoad = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const within = (ok: boolean) => (ok ? "yes" : "no");

export function monitorSection(f: MonitorFigures): string[] {
  const mid = (windows: Window[], key: keyof Window) => median(windows.map((w) => w[key]));
  const fps = mid(f.product, "fps");
  const p99 = mid(f.product, "p99Ms");
  const busy = mid(f.product, "busy");
  return [
    "## 10. The projection as a patient monitor (Chromium, headless, 1920 × 1080: bench/monitor.ts)",
    "",
    `A running in-person session of a living patient (the seed's severe head injury with an arterial line, sinus rhythm) with four waveforms — ECG, pleth, capnogram, arterial line — their sensors attached by the console's command. Chromium ${f.browser}, software rendering (\`--disable-gpu\`, as on this machine), device pixel ratio 1, the sound off.`,
    `Median of ${f.runs} run(s) of ${f.seconds} s, each on a fresh page after a warm-up of ${f.warmupSeconds} s. Frames: requestAnimationFrame callbacks of a loop injected into the page (frame time: the interval between consecutive callbacks' timestamps). Main-thread busy share: \`Performance.getMetrics\`' TaskDuration delta (the renderer main thread's tasks) ÷ the wall time between the two reads.`,
    "The floor, in the same runs: `about:blank` with only that loop.",
    "",
    "| measure | projection | floor | target | within |",
    "|---|---:|---:|---:|:---:|",
    `| frames per second | ${fps.toFixed(1)} | ${mid(f.floor, "fps").toFixed(1)} | ≥ ${MONITOR_TARGETS.fps} | ${within(fps >= MONITOR_TARGETS.fps)} |`,
    `| frame time p99 | ${ms(p99)} | ${ms(mid(f.floor, "p99Ms"))} | ≤ ${MONITOR_TARGETS.p99Ms} ms | ${within(p99 <= MONITOR_TARGETS.p99Ms)} |`,
    `| main-thread busy share | ${pct(busy)} | ${pct(mid(f.floor, "busy"))} | ≤ ${pct(MONITOR_TARGETS.busy)} | ${within(busy <= MONITOR_TARGETS.busy)} |`,
    `| of which script (ScriptDuration) | ${pct(mid(f.product, "script"))} | ${pct(mid(f.floor, "script"))} | — | — |`,
    `| Chromium's CPU, all its processes (raster and compositor included; 100 % = one core) | ${pct(mid(f.product, "cpu"))} | ${pct(mid(f.floor, "cpu"))} | — | — |`,
    `| JavaScript on first load, gzip (every script the page fetched, ${f.jsFiles} files) | ${f.jsKb.toFixed(1)} KB | — | ≤ ${MONITOR_TARGETS.jsKb} KB | ${within(f.jsKb <= MONITOR_TARGETS.jsKb)} |`,
    "",
    `- Beats drawn in the last run: ${f.beatsPerMinute.toFixed(0)} a minute; the model's heart rate at its end: ${f.heartRate} lpm.`,
    `- The machine's load average (1 min) before and after this section: ${f.loadBefore.toFixed(1)} / ${f.loadAfter.toFixed(1)} (anything else running shares the two cores).`,
    "",
  ];
}
