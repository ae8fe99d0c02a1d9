import { expect, test, type APIRequestContext } from "@playwright/test";
import { asc, eq } from "drizzle-orm";
import { presencialSessions, scenarioChecklist, scenarioItems, scenarioPresencial, scenarios } from "../../db/schema";
import type { PresencialIntervention } from "../../app/presencial/format";
import { createDb } from "../../app/server/db.server";
import { E2E_ADMIN, E2E_INSTITUTION, expectAccessible, logIn, scenarioIdBySlug } from "./support";

const SPEC_KEYS = ["bolo_cristaloide", "inicio_antibiotico"];

/** What the test needs of the scenario's content and of the session, read from the database. */
async function contentOf(scenarioId: number, sessionId: string) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const [scenario, presencial, checklist, items, session] = await db.batch([
    db.select({ title: scenarios.title }).from(scenarios).where(eq(scenarios.id, scenarioId)),
    db.select().from(scenarioPresencial).where(eq(scenarioPresencial.scenarioId, scenarioId)),
    db
      .select({ id: scenarioChecklist.id })
      .from(scenarioChecklist)
      .where(eq(scenarioChecklist.scenarioId, scenarioId))
      .orderBy(asc(scenarioChecklist.orderIndex)),
    db
      .select({ id: scenarioItems.id, type: scenarioItems.type })
      .from(scenarioItems)
      .where(eq(scenarioItems.scenarioId, scenarioId))
      .orderBy(asc(scenarioItems.orderIndex)),
    db.select({ code: presencialSessions.publicCode }).from(presencialSessions).where(eq(presencialSessions.id, sessionId)),
  ]);
  db.$client.close();
  return {
    title: scenario[0].title,
    code: session[0].code,
    weightKg: presencial[0].patientOverview.weightKg,
    interventions: presencial[0].interventions,
    kpis: presencial[0].kpis,
    checklistIds: checklist.map((c) => c.id),
    textItemId: items.find((i) => i.type === "text")?.id,
  };
}

/**
 * A dose the engine records but flags (ten times the expected dose per kg, or twice the maximum),
 * well below what it refuses as implausible (a thousand times).
 */
function outOfRangeDose(def: PresencialIntervention, weightKg: number): number | null {
  const dose = def.dose;
  if (!dose) return null;
  const perKgUnit = dose.unit.includes("/kg");
  const infusion = dose.unit === "mcg/kg/min";
  let value: number | null = null;
  if (dose.expected_per_kg) value = dose.expected_per_kg * 20 * (perKgUnit ? 1 : weightKg);
  else if (dose.max) value = (dose.max * 2) / (perKgUnit && !infusion ? weightKg : 1);
  return value === null ? null : Number(value.toFixed(4));
}

/** One console command as the console's forms post it (no JavaScript needed). */
/** A console command as the console's forms post it, with the code of the room that runs the session. */
async function command(request: APIRequestContext, consolePath: string, sala: string, form: Record<string, string>) {
  const response = await request.post(consolePath, { form: { ...form, sala }, maxRedirects: 0 });
  if (response.status() >= 400) throw new Error(`${form.intent} → ${response.status()}: ${(await response.text()).slice(0, 500)}`);
  return response;
}

test("the report of a finished session: header, KPIs, interventions, one filterable timeline, checklist words, and an A4 PDF with a sign-off", async ({
  browser,
}) => {
  const scenarioId = await scenarioIdBySlug("shock-septico-pediatrico");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");

  // A session with two participants, through the confirmation page.
  await page.goto(`/presencial/${scenarioId}/confirm?flow=dual`);
  const rows = page.getByRole("group", { name: /Participante/ });
  await rows.nth(0).getByLabel("Nombre").fill("Sara Instructora");
  await rows.nth(0).getByLabel("Rol", { exact: true }).selectOption("instructor");
  await rows.nth(1).getByLabel("Nombre").fill("Pablo Médico");
  await rows.nth(1).getByLabel("Rol", { exact: true }).selectOption("medico");
  await page.getByRole("button", { name: "Confirmar participantes" }).click();
  await page.waitForURL(/\/presencial\/instructor\/\d+\/[0-9a-f-]{36}$/);
  const consolePath = new URL(page.url()).pathname;
  const sessionId = consolePath.split("/").pop()!;
  const content = await contentOf(scenarioId, sessionId);

  // The session, driven by the console's own commands: a flagged dose, a bolus, the antibiotic,
  // one checklist item right, one N/A (the rest stay unmarked), a toolkit answer, then the end.
  const flagged = [...content.interventions]
    .sort((a, b) => Number(SPEC_KEYS.includes(a.key)) - Number(SPEC_KEYS.includes(b.key)))
    .map((def) => ({ def, dose: outOfRangeDose(def, content.weightKg) }))
    .find((candidate) => candidate.dose !== null);
  expect(flagged, "the scenario declares an intervention with a dose").toBeTruthy();
  expect(
    content.kpis.some((kpi) => kpi.kind === "flagged"),
    "the scenario counts doses out of range",
  ).toBe(true);
  expect(content.checklistIds.length).toBeGreaterThan(2);
  const request = page.request;
  await command(request, consolePath, content.code, { intent: "start" });
  await command(request, consolePath, content.code, {
    intent: "intervene",
    key: flagged!.def.key,
    dose: String(flagged!.dose),
    ...(flagged!.def.routes.length ? { route: flagged!.def.routes[0] } : {}),
  });
  await command(request, consolePath, content.code, { intent: "bolus", mlkg: "20" });
  await command(request, consolePath, content.code, { intent: "antibiotic" });
  // The spec's synonyms go through the shared mapping: 'Realizado' is ok, 'no aplica' is N/A.
  await command(request, consolePath, content.code, { intent: "check", itemId: String(content.checklistIds[0]), status: "Realizado" });
  await command(request, consolePath, content.code, { intent: "check", itemId: String(content.checklistIds[1]), status: "no aplica" });
  if (content.textItemId)
    await command(request, consolePath, content.code, {
      intent: "item",
      itemId: String(content.textItemId),
      value: "Reevaluar tras cada bolo",
    });
  const finished = await command(request, consolePath, content.code, { intent: "finish" });
  expect(finished.status()).toBe(302);
  const reportUrl = finished.headers()["location"];
  expect(reportUrl).toContain(`/informe?session=${sessionId}`);

  await page.goto(reportUrl);
  // Hydrated: the no-JavaScript filter button is gone.
  await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aplicar filtro" })).toHaveCount(0);

  // Header: institution, title, date in Spanish, public code, duration, start and end.
  const header = page.getByRole("main").locator("header");
  await expect(header.getByText(E2E_INSTITUTION)).toBeVisible();
  await expect(header.getByText("Informe de la sesión presencial")).toBeVisible();
  await expect(header.getByRole("definition").filter({ hasText: /^\d{1,2} de [a-záéíóú]+ de \d{4}, \d{2}:\d{2}$/ })).toBeVisible();
  await expect(header.getByRole("definition").filter({ hasText: new RegExp(`^${content.code}$`) })).toBeVisible();
  for (const term of ["Fecha", "Código", "Duración", "Inicio", "Fin"])
    await expect(header.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
  await expect(header.getByRole("definition").filter({ hasText: /^(\d+ min )?\d+ s$|^\d+ min$/ })).toBeVisible();
  const participants = page.getByRole("region", { name: "Participantes" }).getByRole("listitem");
  await expect(participants).toHaveText(["Sara Instructora · Instructor", "Pablo Médico · Medicina"]);

  // KPI cards: every KPI of the scenario, the flagged one in words.
  const kpis = page.getByRole("region", { name: "Indicadores clínicos" });
  for (const kpi of content.kpis) await expect(kpis.getByRole("term").filter({ hasText: kpi.label })).toBeVisible();
  const flaggedKpi = content.kpis.find((kpi) => kpi.kind === "flagged")!;
  const flaggedCard = kpis.locator("dl > div").filter({ has: page.getByRole("term").filter({ hasText: flaggedKpi.label }) });
  await expect(flaggedCard.getByRole("definition").first()).toHaveText(/^[1-9]\d*$/);
  // The warning in words besides the colour (its own words, since the KPI's label already says it).
  await expect(
    flaggedCard.getByText(/fuera de rango/i.test(flaggedKpi.label) ? "Revisar" : "Dosis fuera de rango", { exact: false }).last(),
  ).toBeVisible();

  // Interventions: simulation time, text, the flag in words.
  const interventions = page.getByRole("table", { name: "Intervenciones" });
  await expect(interventions.getByRole("row")).toHaveCount(4); // header + 3 interventions
  await expect(
    interventions
      .getByRole("cell")
      .filter({ hasText: /^T\+\d+:\d{2}$/ })
      .first(),
  ).toBeVisible();
  await expect(
    interventions
      .getByRole("row")
      .filter({ hasText: flagged!.def.label })
      .getByText(/Dosis fuera de rango/),
  ).toBeVisible();

  // One timeline; unchecking a kind hides its entries in place, checking it brings them back.
  const timeline = page.getByRole("region", { name: "Cronología" });
  const entries = timeline.getByRole("list", { name: "Entradas de la cronología" });
  const interventionEntries = entries.locator('li[data-kind="intervenciones"]');
  await expect(interventionEntries).toHaveCount(3);
  await expect(entries.getByText(/Inicio de la simulación/)).toBeVisible();
  await expect(interventionEntries.filter({ hasText: /Dosis fuera de rango/ }).first()).toBeVisible();
  await expect(entries.getByText(/^T\+0:\d{2}$/).first()).toBeVisible();
  const interventionsBox = timeline.getByRole("checkbox", { name: /^Intervenciones/ });
  await interventionsBox.uncheck();
  await expect(interventionEntries).toHaveCount(0);
  await expect(entries.getByText(/Inicio de la simulación/)).toBeVisible();
  await timeline.getByRole("checkbox", { name: /^Estado y fases/ }).uncheck();
  await expect(entries.getByText(/Inicio de la simulación/)).toHaveCount(0);
  await interventionsBox.check();
  await expect(interventionEntries).toHaveCount(3);
  await timeline.getByRole("checkbox", { name: /^Estado y fases/ }).check();

  // Checklist: results in words; never marked is 'Sin marcar', not 'N/A'.
  const checklist = page.getByRole("table", { name: "Checklist" });
  await expect(checklist.getByText("Bien", { exact: true })).toHaveCount(1);
  await expect(checklist.getByText("N/A", { exact: true })).toHaveCount(1);
  await expect(checklist.getByText("Sin marcar", { exact: true })).toHaveCount(content.checklistIds.length - 2);
  // When (clock and simulation time) and by whom each item was marked.
  const marked = checklist.getByRole("row").filter({ has: page.getByText("Bien", { exact: true }) });
  await expect(marked).toContainText(/\d{2}:\d{2} \(T\+\d+:\d{2}\)/);
  await expect(marked).toContainText("Administración");
  await expect(
    page.getByRole("region", { name: "Checklist" }).getByRole("term").filter({ hasText: "Porcentaje de aciertos" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Checklist" })
      .getByRole("definition")
      .filter({ hasText: /^100\s%$/ })
      .first(),
  ).toBeVisible();
  if (content.textItemId)
    await expect(page.getByRole("table", { name: /herramientas del instructor/ }).getByText("Reevaluar tras cada bolo")).toBeVisible();
  await expectAccessible(page);

  // On screen: the app's navigation and the buttons; no sign-off.
  const navigation = page.getByRole("navigation", { name: "Principal" });
  const printButton = page.getByRole("button", { name: "Imprimir / PDF" });
  const back = page.getByRole("link", { name: "Volver" });
  const signOff = page.getByRole("heading", { name: "Firma del instructor/a" });
  await expect(navigation).toBeVisible();
  await expect(printButton).toBeVisible();
  await expect(back).toBeVisible();
  await expect(signOff).toBeHidden();

  // Printed: only the document, with the institution, the header and the sign-off block.
  await page.emulateMedia({ media: "print" });
  await expect(navigation).toBeHidden();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(back).toBeHidden();
  await expect(interventionsBox).toBeHidden();
  await expect(signOff).toBeVisible();
  await expect(page.getByText("Nombre y apellidos")).toBeVisible();
  await expect(header.getByText(E2E_INSTITUTION)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
  await expect(header.getByRole("definition").filter({ hasText: new RegExp(`^${content.code}$`) })).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: "screen" });

  // Without JavaScript the filter is a form: ?filtro=1&tipo=… reloads the page with those kinds.
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const plain = await noJs.newPage();
  await plain.goto(reportUrl);
  const plainTimeline = plain.getByRole("region", { name: "Cronología" });
  await expect(plainTimeline.locator('li[data-kind="intervenciones"]')).toHaveCount(3);
  await plainTimeline.getByRole("checkbox", { name: /^Intervenciones/ }).uncheck();
  await plainTimeline.getByRole("button", { name: "Aplicar filtro" }).click();
  await plain.waitForURL(/filtro=1/);
  expect(new URL(plain.url()).searchParams.get("session")).toBe(sessionId);
  await expect(plainTimeline.locator('li[data-kind="intervenciones"]')).toHaveCount(0);
  await expect(plainTimeline.getByText(/Inicio de la simulación/)).toBeVisible();
  await expect(plainTimeline.getByRole("checkbox", { name: /^Intervenciones/ })).not.toBeChecked();

  await noJs.close();
  await context.close();
});
