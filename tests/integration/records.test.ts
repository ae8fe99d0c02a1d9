/**
 * Training records against a real sqld: a small class whose results are known, the filters, the
 * sort, and the CSV read back with a CSV parser, number by number.
 */
import { parse } from "csv-parse/sync";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attemptAnswers,
  attempts,
  presencialParticipants,
  presencialSessions,
  profiles,
  questions,
  scenarioChecklist,
  scenarios,
  sessionChecklist,
  steps,
} from "../../db/schema";
import { RECORD_COLUMNS, readRecordFilters } from "~/domain/records";
import { trainingRecords } from "~/server/records.server";
import * as csvRoute from "~/routes/admin.registros[.]csv";
import * as recordsRoute from "~/routes/_app.admin_.registros";
import { adminIdOf, approvedUser, routeOutcome, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let ana: { id: string };
let luis: { id: string };
let sepsis: { id: number; title: string };
let anafilaxia: { id: number; title: string };
let adminCookie: string;

const minutes = (n: number) => new Date(Date.UTC(2026, 9, 1, 10, n)).toISOString();

/** A finished attempt with the given score, answering the scenario's critical questions as told. */
async function attempt(userId: string, scenarioId: number, role: string, score: number | null, at: number, criticalRight: boolean[] = []) {
  const id = crypto.randomUUID();
  await t.app.db.insert(attempts).values({
    id,
    userId,
    scenarioId,
    role,
    startedAt: minutes(at),
    // One still running is in its time (the records page closes, and scores, one past it: decision 0035).
    expiresAt: score === null ? new Date(Date.now() + 3_600_000).toISOString() : minutes(at + 30),
    timeLimit: 1800,
    finishedAt: score === null ? null : minutes(at + 10),
    score,
    status: score === null ? "en_curso" : "finalizado",
  });
  const criticals = await t.app.db
    .select({ id: questions.id, correct: questions.correctOption })
    .from(questions)
    .innerJoin(steps, eq(steps.id, questions.stepId))
    .where(and(eq(steps.scenarioId, scenarioId), eq(questions.isCritical, true), eq(questions.roles, [])))
    .orderBy(asc(questions.id));
  for (const [index, right] of criticalRight.entries()) {
    await t.app.db.insert(attemptAnswers).values({
      attemptId: id,
      questionId: criticals[index].id,
      selectedOption: right ? criticals[index].correct : (criticals[index].correct + 1) % 4,
      isCorrect: right,
    });
  }
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await signedInCookie(t.app, await adminIdOf(t.app));
  ana = await approvedUser(t.app, { rol: "medico" });
  luis = await approvedUser(t.app, { rol: "farmacia" });
  await t.app.db.update(profiles).set({ nombre: "Ana", apellidos: "Alonso", unidad: "UCI" }).where(eq(profiles.id, ana.id));
  await t.app.db
    .update(profiles)
    .set({ nombre: "Luis", apellidos: 'Benítez; "el de guardia"', unidad: "Farmacia" })
    .where(eq(profiles.id, luis.id));
  [sepsis] = await t.app.db
    .select({ id: scenarios.id, title: scenarios.title })
    .from(scenarios)
    .where(eq(scenarios.slug, "shock-septico-lactante"));
  [anafilaxia] = await t.app.db
    .select({ id: scenarios.id, title: scenarios.title })
    .from(scenarios)
    .where(eq(scenarios.slug, "anafilaxia-antibiotico-iv"));
  // Lists sort by the case's title: titles of their own keep this file's order whatever the seed calls them.
  for (const [scenario, title] of [
    [anafilaxia, "Anafilaxia (caso de los registros)"],
    [sepsis, "Sepsis (caso de los registros)"],
  ] as const) {
    await t.app.db.update(scenarios).set({ title }).where(eq(scenarios.id, scenario.id));
    scenario.title = title;
  }
  // Ana: three attempts at sepsis (60, 85, then 70 last, with the first critical right and the second wrong), one unfinished at anaphylaxis.
  await attempt(ana.id, sepsis.id, "medico", 60, 0);
  await attempt(ana.id, sepsis.id, "medico", 85, 20);
  await attempt(ana.id, sepsis.id, "medico", 70, 40, [true, false]);
  await attempt(ana.id, anafilaxia.id, "medico", null, 60);
  // Luis: one attempt at sepsis, 45, in November.
  await t.app.db.insert(attempts).values({
    id: crypto.randomUUID(),
    userId: luis.id,
    scenarioId: sepsis.id,
    role: "farmacia",
    startedAt: "2026-11-05T09:00:00.000Z",
    expiresAt: "2026-11-05T09:30:00.000Z",
    timeLimit: 1800,
    finishedAt: "2026-11-05T09:20:00.000Z",
    score: 45,
    status: "finalizado",
  });
  // Ana took part in an in-person anaphylaxis session: 3 ok, 1 wrong, 1 N/A → 75 %.
  const sessionId = crypto.randomUUID();
  await t.app.db.insert(presencialSessions).values({
    id: sessionId,
    scenarioId: anafilaxia.id,
    publicCode: "RGSTR2",
    flow: "dual",
    startedAt: minutes(100),
    endedAt: minutes(120),
    createdAt: minutes(99),
  });
  await t.app.db.insert(presencialParticipants).values([
    { sessionId, role: "medico", name: "Ana Alonso", userId: ana.id },
    { sessionId, role: "instructor", name: "Instructor", userId: luis.id },
  ]);
  const items = await t.app.db
    .select({ id: scenarioChecklist.id })
    .from(scenarioChecklist)
    .where(eq(scenarioChecklist.scenarioId, anafilaxia.id))
    .orderBy(asc(scenarioChecklist.id))
    .limit(5);
  const statuses = ["ok", "ok", "ok", "wrong", "na"] as const;
  await t.app.db.insert(sessionChecklist).values(items.map((item, i) => ({ sessionId, itemId: item.id, status: statuses[i] })));
});
afterAll(() => t.stop());

const ours = <R extends { userId: string }>(rows: R[]) => rows.filter((row) => row.userId === ana.id || row.userId === luis.id);

describe("training records", () => {
  it("aggregates each person's attempts and sessions per scenario", async () => {
    const { rows, total } = await trainingRecords(t.app.db, readRecordFilters(new URLSearchParams()), null);
    const mine = ours(rows);
    expect(total).toBe(rows.length);
    // On screen, a page at a time, with the total of all pages.
    const second = await trainingRecords(t.app.db, readRecordFilters(new URLSearchParams("pagina=2")), { page: 2, size: 2 });
    expect(second.total).toBe(rows.length);
    expect(second.rows.map((r) => [r.userId, r.mode, r.scenarioId])).toEqual(rows.slice(2, 4).map((r) => [r.userId, r.mode, r.scenarioId]));
    expect(mine.map((r) => [r.apellidos, r.mode, r.scenarioTitle])).toEqual([
      ["Alonso", "online", anafilaxia.title],
      ["Alonso", "presencial", anafilaxia.title],
      ["Alonso", "online", sepsis.title],
      ['Benítez; "el de guardia"', "online", sepsis.title],
    ]);
    expect(mine[0]).toMatchObject({ count: 1, best: null, last: null, average: null, criticalOk: null, completed: false });
    expect(mine[1]).toMatchObject({ count: 1, checklistPercent: 75, completed: true, lastAt: minutes(120) });
    expect(mine[2]).toMatchObject({ count: 3, best: 85, last: 70, average: 71.7, criticalOk: 1, completed: true, lastAt: minutes(50) });
    expect(mine[2].criticalTotal).toBeGreaterThanOrEqual(2);
    expect(mine[3]).toMatchObject({ count: 1, best: 45, last: 45, average: 45, rol: "farmacia", unidad: "Farmacia" });
  });

  it("filters by role, unit, scenario, dates, state and text, and sorts", async () => {
    const records = async (query: string) =>
      ours((await trainingRecords(t.app.db, readRecordFilters(new URLSearchParams(query)), null)).rows);
    expect((await records("rol=farmacia")).map((r) => r.apellidos)).toEqual(['Benítez; "el de guardia"']);
    expect((await records("unidad=UCI")).every((r) => r.userId === ana.id)).toBe(true);
    expect((await records(`escenario=${anafilaxia.id}`)).map((r) => r.mode)).toEqual(["online", "presencial"]);
    expect((await records("desde=2026-11-01&hasta=2026-11-30")).map((r) => r.apellidos)).toEqual(['Benítez; "el de guardia"']);
    expect((await records("hasta=2026-10-01")).map((r) => r.best)).toEqual([null, null, 85]);
    expect((await records("estado=pendiente")).map((r) => [r.mode, r.scenarioId])).toEqual([["online", anafilaxia.id]]);
    expect((await records("q=BENÍTEZ")).length).toBe(1);
    // Accents folded as well as case: what a hurried search types finds the name as written.
    expect((await records("q=benitez")).length).toBe(1);
    expect((await records("q=BENITEZ")).length).toBe(1);
    expect((await records("q=ana alonso")).map((r) => r.userId)).toEqual([ana.id, ana.id, ana.id]);
    expect((await records("q=%")).length).toBe(0);
    expect((await records("orden=mejor&escenario=" + sepsis.id)).map((r) => r.best)).toEqual([85, 45]);
    // Nonsense in the query string is ignored, not an error.
    expect((await records("rol=cirujano&desde=ayer&orden=;drop")).length).toBe(4);
  });

  it("exports exactly what is filtered as CSV a Spanish spreadsheet opens: BOM, ';', decimal comma, dates in the hospital's time", async () => {
    const answer = await csvRoute.loader({
      request: new Request(`http://127.0.0.1:8787/admin/registros.csv?unidad=UCI&orden=persona`, { headers: { Cookie: adminCookie } }),
      params: {},
      context: { app: { ...t.app } } as never,
    });
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="registros-simped-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: Record<string, string>[] = parse(new TextDecoder().decode(bytes), { bom: true, delimiter: ";", columns: true });
    const mine = records.filter((r) => r["Apellidos"] === "Alonso");
    expect(mine.map((r) => [r["Modalidad"], r["Escenario"]])).toEqual([
      ["Online", anafilaxia.title],
      ["Presencial", anafilaxia.title],
      ["Online", sepsis.title],
    ]);
    expect(mine[2]).toMatchObject({
      "Intentos o sesiones": "3",
      "Mejor (%)": "85",
      "Último (%)": "70",
      "Media (%)": "71,7",
      "Críticas acertadas": "1",
      // 10:50 UTC on 1 October is 12:50 in Madrid (summer time).
      "Última fecha": "01/10/2026 12:50",
      Estado: "Completado",
      Rol: "Medicina",
      Unidad: "UCI",
    });
    expect(mine[1]).toMatchObject({ "Checklist (%)": "75", "Mejor (%)": "", Estado: "Completado" });
    expect(mine[0]).toMatchObject({ "Mejor (%)": "", Estado: "Sin completar" });
    expect(records.every((r) => r["Unidad"] === "UCI")).toBe(true);

    // A name with the separator and quotes survives the round trip.
    const all: Record<string, string>[] = parse(
      await (
        await csvRoute.loader({
          request: new Request("http://127.0.0.1:8787/admin/registros.csv?rol=farmacia", { headers: { Cookie: adminCookie } }),
          params: {},
          context: { app: { ...t.app } } as never,
        })
      ).text(),
      { bom: true, delimiter: ";", columns: true },
    );
    expect(all.find((r) => r["Email"] && r["Apellidos"].startsWith("Benítez"))).toMatchObject({
      Apellidos: 'Benítez; "el de guardia"',
      "Media (%)": "45",
      // 09:20 UTC on 5 November is 10:20 in Madrid (winter time).
      "Última fecha": "05/11/2026 10:20",
    });

    // Another hospital's zone (TIME_ZONE) moves the dates with it.
    const canary = await csvRoute.loader({
      request: new Request("http://127.0.0.1:8787/admin/registros.csv?rol=farmacia", { headers: { Cookie: adminCookie } }),
      params: {},
      context: { app: { ...t.app, env: { ...t.app.env, TIME_ZONE: "Atlantic/Canary" } } } as never,
    });
    const atCanary: Record<string, string>[] = parse(await canary.text(), { bom: true, delimiter: ";", columns: true });
    expect(atCanary.find((r) => r["Apellidos"].startsWith("Benítez"))?.["Última fecha"]).toBe("05/11/2026 09:20");
  });

  it("opens in LibreOffice (headless, Spanish) as its columns, with real numbers and real dates", async () => {
    const answer = await csvRoute.loader({
      request: new Request("http://127.0.0.1:8787/admin/registros.csv", { headers: { Cookie: adminCookie } }),
      params: {},
      context: { app: { ...t.app } } as never,
    });
    const sheet = await openedInLibreOffice(new Uint8Array(await answer.arrayBuffer()));
    expect(sheet[0].map((cell) => cell.text)).toEqual([...RECORD_COLUMNS]);
    const column = (name: (typeof RECORD_COLUMNS)[number]) => RECORD_COLUMNS.indexOf(name);
    const rowOf = (apellidos: string, mode: string, title: string) =>
      sheet.find(
        (row) =>
          row[column("Apellidos")]?.text === apellidos &&
          row[column("Modalidad")]?.text === mode &&
          row[column("Escenario")]?.text === title,
      )!;
    const ana = rowOf("Alonso", "Online", sepsis.title);
    expect(ana[column("Intentos o sesiones")]).toMatchObject({ type: "float", value: "3" });
    expect(ana[column("Mejor (%)")]).toMatchObject({ type: "float", value: "85" });
    expect(ana[column("Media (%)")]).toMatchObject({ type: "float", value: "71.7" });
    expect(ana[column("Última fecha")]).toMatchObject({ type: "date", value: "2026-10-01T12:50:00" });
    expect(ana[column("Estado")]).toMatchObject({ type: "string", text: "Completado" });
    // The separator and the quotes inside a name stay in their cell.
    const luis = rowOf('Benítez; "el de guardia"', "Online", sepsis.title);
    expect(luis[column("Nombre")].text).toBe("Luis");
    expect(luis[column("Última fecha")]).toMatchObject({ type: "date", value: "2026-11-05T10:20:00" });
  }, 180_000);

  it("is for administrators only, the page as well as the file", async () => {
    const cookie = await signedInCookie(t.app, ana.id);
    const request = (path: string) => new Request(`http://127.0.0.1:8787${path}`, { headers: { Cookie: cookie } });
    expect(
      await routeOutcome(() =>
        csvRoute.loader({ request: request("/admin/registros.csv"), params: {}, context: { app: { ...t.app } } as never }),
      ),
    ).toMatchObject({ status: 302 });
    expect(
      await routeOutcome(() =>
        recordsRoute.loader({ request: request("/admin/registros"), params: {}, context: { app: { ...t.app } } as never }),
      ),
    ).toMatchObject({ status: 302 });
    expect(
      await routeOutcome(() =>
        csvRoute.loader({
          request: new Request("http://127.0.0.1:8787/admin/registros.csv"),
          params: {},
          context: { app: { ...t.app } } as never,
        }),
      ),
    ).toMatchObject({ status: 302 });
  });
});

type Cell = { type: string; value: string; text: string };

/**
 * The CSV as LibreOffice Calc reads it: converted headless to a flat ODF spreadsheet, each cell's type
 * (float, date, string), value and text read back. The import options are set as a Spanish (Spain)
 * Calc sets them: ';' between fields, '"' around text, UTF-8, Spanish number and date recognition.
 * (This machine has no es_ES system locale; the filter's language token is what decides how Calc
 * reads "71,7" and "01/10/2026 12:50", so the result is the same as in a Spanish desktop.)
 */
async function openedInLibreOffice(bytes: Uint8Array): Promise<Cell[][]> {
  const dir = mkdtempSync(join(tmpdir(), "registros-calc-"));
  try {
    writeFileSync(join(dir, "registros.csv"), bytes);
    const spanish = execFileSync("locale", ["-a"], { encoding: "utf8" })
      .split("\n")
      .find((name) => /^es_ES\.utf-?8$/i.test(name));
    execFileSync(
      "soffice",
      [
        "--headless",
        "--norestore",
        `-env:UserInstallation=file://${dir}/perfil`,
        // ';' (59), '"' (34), UTF-8 (76), from line 1, standard columns, Spanish (Spain) (3082), quoted text not forced to text, special numbers (dates) detected.
        "--infilter=CSV:59,34,76,1,,3082,false,true",
        "--convert-to",
        "fods",
        "--outdir",
        dir,
        join(dir, "registros.csv"),
      ],
      { env: { ...process.env, ...(spanish ? { LC_ALL: spanish } : {}) }, timeout: 150_000, stdio: "pipe" },
    );
    return readFlatOds(readFileSync(join(dir, "registros.fods"), "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The first table of a flat ODF spreadsheet as rows of cells (repeated cells expanded). */
function readFlatOds(xml: string): Cell[][] {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(xml)![0];
  const rows: Cell[][] = [];
  for (const [row] of table.matchAll(/<table:table-row[^>]*?(?:\/>|>[\s\S]*?<\/table:table-row>)/g)) {
    const cells: Cell[] = [];
    for (const match of row.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attributes = match[1];
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
      const text = [...(match[2] ?? "").matchAll(/<text:p[^>]*>([\s\S]*?)<\/text:p>/g)]
        .map((p) => unescapeXml(p[1].replace(/<[^>]+>/g, "")))
        .join("\n");
      const type = attribute("office:value-type");
      const cell = { type, value: attribute(type === "date" ? "office:date-value" : "office:value"), text };
      const repeated = Math.min(Number(attribute("table:number-columns-repeated") || 1), 50);
      for (let i = 0; i < repeated; i++) cells.push(cell);
    }
    rows.push(cells);
  }
  return rows;
}
