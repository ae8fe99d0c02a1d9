/**
 * Section 11 of `npm run bench` (issue 27 §5): the session report with the course chart, beside
 * today's report without it, on the same 30-minute session with 100 actions, in the same run.
 *
 * The session: the seed's paediatric septic shock (a living patient), started through the console,
 * monitored from its first second (ECG, pulse oximeter, cuff every 5 minutes), its start moved 30
 * minutes back, then 96 doses recorded through the console's own command with their minute (as
 * «Registrar a las…» does: the real planner, flags and the patient's responses), and «Finalizar»,
 * which stores the report and draws its chart. The baseline is the same page with `?grafica=no`,
 * a flag only the bench uses (decision 0041): the loader then leaves the chart out, and the page is
 * today's report. A third row: the chart drawn at load, as for a report stored before the chart
 * (the stored chart removed from the payload). Requests one at a time, interleaved, after a warm-up.
 * `npm run bench -- --only-debrief` measures this alone, into bench/debrief.md.
 */
import { and, eq, sql } from "drizzle-orm";
import { presencialReports, presencialSessions, scenarioPresencial, scenarios } from "../db/schema";
import type { createDb } from "../app/server/db.server";
import { median, percentile } from "./stats";
import { formPoster } from "./form-post";

type Db = ReturnType<typeof createDb>;

const SLUG = "shock-septico-pediatrico";
const SESSION_S = 1800;
const DOSES = 96;
/** The target: the report with the chart in at most twice the time of today's (issue 27 §5). */
export const DEBRIEF_TARGET_RATIO = 2;

type Row = { name: string; p50: number; p99: number; kb: number };
export type DebriefFigures = { actions: number; markers: number; requests: number; rows: Row[] };

export async function measureDebrief({ base, db, cookie, requests }: { base: string; db: Db; cookie: string; requests: number }) {
  const post = formPoster(base, cookie);
  const [scenario] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, SLUG));
  const created = await post(`/presencial/${scenario.id}/confirm?flow=dual`, {
    flow: "dual",
    name: "Bench Instructor",
    role: "instructor",
    userId: "",
  });
  const sessionId = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")![1];
  const [session] = await db
    .select({ code: presencialSessions.publicCode })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, sessionId));
  const consolePath = `/presencial/instructor/${scenario.id}/${sessionId}`;
  const command = async (data: Record<string, string>) => {
    const response = await post(consolePath, { ...data, sala: session.code });
    if (response.status >= 400)
      throw new Error(
        `${data.intent} ${JSON.stringify(data)} → ${response.status}: ${(await response.text()).match(/role="alert"[^>]*>([^<]*)/g)?.join(" ")}`,
      );
    await response.arrayBuffer();
  };
  await command({ intent: "start" });
  for (const sensor of ["ecg", "pulsioximetro", "manguito"]) await command({ intent: "sensor", sensor, on: "on" });
  await command({ intent: "nibp", everyMin: "5" });
  // Thirty minutes ago: what is recorded next lands where its minute says. A new version, so that
  // the room's state in memory is stale: its next command's guard refuses it and it reads this one.
  await db
    .update(presencialSessions)
    .set({
      startedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${presencialSessions.startedAt}, ${`-${SESSION_S} seconds`})`,
      version: sql`${presencialSessions.version} + 1`,
    })
    .where(eq(presencialSessions.id, sessionId));
  await command({ intent: "refresh" });
  const [{ interventions }] = await db
    .select({ interventions: scenarioPresencial.interventions })
    .from(scenarioPresencial)
    .where(eq(scenarioPresencial.scenarioId, scenario.id));
  const doses = interventions.filter((i) => i.dose);
  for (let i = 0; i < DOSES; i++) {
    const def = doses[i % doses.length];
    const minute = ((i + 1) * (SESSION_S - 60)) / DOSES / 60;
    await command({
      intent: "intervene",
      key: def.key,
      dose: String(def.dose!.default),
      ...(def.routes.length ? { route: def.routes[0] } : {}),
      minute: minute.toFixed(2),
    });
  }
  await command({ intent: "finish" });
  const [stored] = await db
    .select({ chart: sql<string | null>`json_extract(${presencialReports.payload}, '$.chart')` })
    .from(presencialReports)
    .where(eq(presencialReports.sessionId, sessionId));
  if (!stored?.chart) throw new Error("the report was stored without its chart");
  const markers = (JSON.parse(stored.chart) as { markers: unknown[] }).markers.length;
  const [{ actions }] = await db.all<{ actions: number }>(
    sql`select count(*) as actions from session_actions where session_id = ${sessionId}`,
  );

  const report = `/presencial/${scenario.id}/informe?session=${sessionId}`;
  const variants = [
    { name: "today's report (`?grafica=no`)", path: `${report}&grafica=no`, check: (html: string) => !html.includes("data-course-chart") },
    { name: "with the course chart (stored at «Finalizar»)", path: report, check: (html: string) => html.includes("data-course-chart") },
  ];
  const rows = await timeInterleaved(base, cookie, variants, requests);
  // A report stored before the chart: drawn at load, from the replayed course.
  await db
    .update(presencialReports)
    .set({ payload: sql`json_remove(${presencialReports.payload}, '$.chart')` })
    .where(and(eq(presencialReports.sessionId, sessionId)));
  const [drawn] = await timeInterleaved(
    base,
    cookie,
    [
      {
        name: "with the chart drawn at load (a report stored before it)",
        path: report,
        check: (html) => html.includes("data-course-chart"),
      },
    ],
    requests,
  );
  return { actions, markers, requests, rows: [...rows, drawn] } satisfies DebriefFigures;
}

async function timeInterleaved(
  base: string,
  cookie: string,
  variants: { name: string; path: string; check: (html: string) => boolean }[],
  requests: number,
): Promise<Row[]> {
  const get = async (path: string) => {
    const t0 = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - t0, html };
  };
  for (const variant of variants)
    for (let i = 0; i < 5; i++) {
      const { html } = await get(variant.path);
      if (!variant.check(html)) throw new Error(`${variant.name}: not the page expected`);
    }
  const times = variants.map(() => [] as number[]);
  const sizes = variants.map(() => 0);
  for (let i = 0; i < requests; i++)
    for (const [v, variant] of variants.entries()) {
      const { ms, html } = await get(variant.path);
      times[v].push(ms);
      sizes[v] = html.length;
    }
  return variants.map((variant, v) => ({ name: variant.name, p50: median(times[v]), p99: percentile(times[v], 99), kb: sizes[v] / 1024 }));
}

export function debriefSection(figures: DebriefFigures): string[] {
  const [today, ...charted] = figures.rows;
  return [
    "## 11. The report with the course chart (bench/debrief.ts)",
    "",
    `One 30-minute session of the septic shock with ${figures.actions} actions (sensors, the cuff's cycle and 96 doses recorded through the console), ended with «Finalizar»; its chart has ${figures.markers} markers. ${figures.requests} requests of each page, one at a time, interleaved. Target (issue 27 §5): the report with the chart in ≤ ${DEBRIEF_TARGET_RATIO} × today's p50.`,
    "",
    "| page | p50 | p99 | HTML | × today's p50 | within |",
    "|---|---:|---:|---:|---:|:---:|",
    `| ${today.name} | ${today.p50.toFixed(1)} ms | ${today.p99.toFixed(1)} ms | ${today.kb.toFixed(0)} KB | 1 | — |`,
    ...charted.map((row) => {
      const ratio = row.p50 / today.p50;
      return `| ${row.name} | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.kb.toFixed(0)} KB | ${ratio.toFixed(2)} | ${ratio <= DEBRIEF_TARGET_RATIO ? "yes" : "no"} |`;
    }),
    "",
  ];
}
