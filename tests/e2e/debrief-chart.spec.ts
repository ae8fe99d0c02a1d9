/**
 * The course drawn (issue 27 §1): a shockable arrest run through the console's own commands, with
 * a ten-times dose of adrenaline and a shock, ended with «Finalizar». The report and the ended
 * console show the chart; its markers are the timeline's entries, one for one, at the same time and
 * in the same words, plus the monitor's alarms; markers take the keyboard focus and say what they
 * were; the page passes axe; and the A4 PDF, read back with a PDF parser, has the chart's text.
 */
import { expect, test, type Page } from "@playwright/test";
import { asc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { scenarioChecklist } from "../../db/schema";
import { createDb } from "../../app/server/db.server";
import { expectAccessible, finishSession, liveSession, scenarioIdBySlug, send } from "./support";

const SLUG = "pcr-ritmo-desfibrilable";

async function firstChecklistItem(): Promise<number> {
  const scenarioId = await scenarioIdBySlug(SLUG);
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const [row] = await db
    .select({ id: scenarioChecklist.id })
    .from(scenarioChecklist)
    .where(eq(scenarioChecklist.scenarioId, scenarioId))
    .orderBy(asc(scenarioChecklist.orderIndex))
    .limit(1);
  db.$client.close();
  return row.id;
}

/** The timeline's entries that are something done or something that happened, as the page shows them: time and «title: text». */
async function drawnEntries(page: Page) {
  return page.getByRole("list", { name: "Entradas de la cronología" }).evaluate((list) =>
    [...list.querySelectorAll("li")].flatMap((li) => {
      const title = li.querySelector("p > span.font-semibold")?.textContent ?? "";
      const kind = li.getAttribute("data-kind");
      const drawn =
        kind === "intervenciones" ||
        kind === "reglas" ||
        (kind === "checklist" && title === "Checklist") ||
        (kind === "estado" && ["Paso del guion publicado", "Cambio de fase", "Alarma"].includes(title)) ||
        (kind === "datos" && title === "Monitor");
      if (!drawn) return [];
      const words = li.querySelector("p")!.childNodes;
      const text = words[1]?.nodeType === Node.TEXT_NODE ? words[1].textContent! : "";
      return [{ time: li.querySelector("time")!.textContent!, label: `${title}${text}` }];
    }),
  );
}

/** Every marker of the chart that is not an alarm matches the timeline's entry in the same place, and the counts agree. */
async function expectMarkersMatchTimeline(page: Page, chart: ReturnType<Page["locator"]>) {
  const entries = await drawnEntries(page);
  const names = await chart
    .locator('[data-marker]:not([data-marker="alarm"])')
    .evaluateAll((marks) => marks.map((m) => m.getAttribute("aria-label")!));
  expect(entries.length).toBeGreaterThan(5);
  expect(names).toHaveLength(entries.length);
  names.forEach((name, i) => {
    expect(name.startsWith(`${entries[i].time} · `), `${name} ↔ ${entries[i].time}`).toBe(true);
    expect(name, `marker ${i}`).toContain(`: ${entries[i].label}`);
  });
}

test("a shockable arrest with a ×10 dose and a shock: the chart in the ended console and the report, its markers the timeline's, printed on A4", async ({
  browser,
}) => {
  const live = await liveSession(browser, SLUG);
  const { page } = live;
  const itemId = await firstChecklistItem();
  await send(live, { intent: "sensor", sensor: "ecg", on: "on" });
  await send(live, { intent: "sensor", sensor: "pulsioximetro", on: "on" });
  await send(live, { intent: "script", index: "0", text: "Deja de responder" });
  // Ten times the expected 10 micrograms/kg for 32 kg: recorded and flagged.
  await send(live, { intent: "intervene", key: "adrenalina", dose: "3200", route: "IV" });
  await send(live, { intent: "shock", joules: "128" });
  await send(live, { intent: "check", itemId: String(itemId), status: "ok" });
  await send(live, { intent: "sensor", sensor: "pulsioximetro", on: "" });

  // «Finalizar» from the console's own control; it opens the report.
  await page.goto(live.consolePath);
  await finishSession(page);
  await page.waitForURL(/\/informe\?session=/);
  const reportUrl = page.url();

  const chart = page.locator("[data-course-chart]");
  await expect(chart.getByRole("heading", { name: "Curso de la simulación" })).toBeVisible();
  await expect(chart.getByRole("group", { name: "Curso de la simulación" })).toBeVisible();
  // Lines for what the sensors read, the rhythm band, the ×10 dose flagged in words, the shock, alarms.
  await expect(chart.locator('path[data-variable="sat"]')).toHaveCount(1);
  await expect(chart.locator("[data-rhythm]").first()).toBeVisible();
  const dose = chart.locator('[data-marker="dose"][data-flagged="true"]');
  await expect(dose).toHaveCount(1);
  await expect(dose).toHaveAttribute("aria-label", /Adrenalina.*3200 microgramos.*Dosis fuera de rango: 10 veces la esperada/);
  await expect(dose.getByText("×10")).toBeVisible();
  await expect(chart.locator('[data-marker="shock"]')).toHaveAttribute("aria-label", /Descarga: Paciente: Descarga de 128 J \(4 J\/kg\)/);
  await expect(chart.locator('[data-marker="step"]').first()).toHaveAttribute(
    "aria-label",
    /Paso del guion publicado: .*Deja de responder/,
  );
  await expect(chart.locator('[data-marker="check"]')).toHaveAttribute("aria-label", /Checklist: .* · Bien/);
  await expect(
    chart.locator('[data-marker="alarm"]').filter({ has: page.locator("title", { hasText: "Prioridad alta: Fibrilación ventricular" }) }),
  ).toHaveCount(1);
  await expect(
    chart
      .locator('[data-marker="alarm"]')
      .filter({ has: page.locator("title", { hasText: "Prioridad baja: Pulsioxímetro: sensor desconectado" }) }),
  ).toHaveCount(1);
  await expectMarkersMatchTimeline(page, chart);

  // The keyboard reaches a marker and the chart says what it was.
  await dose.focus();
  await expect(dose).toBeFocused();
  await expect(chart.locator("figure > p").first()).toHaveText(/Adrenalina.*Dosis fuera de rango: 10 veces la esperada/);
  // Tab goes on to the next marker in time order.
  const markers = chart.locator("[data-marker]");
  const doseIndex = await dose.evaluate((mark) => [...mark.parentElement!.querySelectorAll("[data-marker]")].indexOf(mark));
  await page.keyboard.press("Tab");
  await expect(markers.nth(doseIndex + 1)).toBeFocused();
  await expectAccessible(page);

  // Printed: the chart without its interactive hint or text toggle, as wide as an A4 page's text
  // (210 mm less the 15 mm margins: 680 CSS pixels) and no wider; the PDF has its text.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 680, height: 960 });
  await expect(chart.getByText("Curso en texto")).toBeHidden();
  await expect(chart.getByText(/Señala o enfoca/)).toBeHidden();
  const widths = await page.evaluate(() => ({
    chart: document.querySelector("[data-course-chart] svg[role=group]")!.getBoundingClientRect().width,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.chart).toBeGreaterThan(600);
  expect(widths.chart).toBeLessThanOrEqual(680);
  expect(widths.page).toBeLessThanOrEqual(680);
  const pdf = await page.pdf({ format: "A4" });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 900 });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain("Curso de la simulación");
  expect(text).toContain("Minutos de simulación");
  expect(text).toContain("×10");
  expect(text).toContain("Fibrilación ventricular");
  // The printed report also carries the debrief guide, its prompt for the tenfold dose among them.
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Guía del debriefing");
  expect(flat).toMatch(/Se administró una dosis 10 veces mayor de .+? a T\+\d+:\d\d: ¿qué barreras fallaron\?/);

  // The ended console shows the same chart, its markers the console timeline's.
  await page.goto(live.consolePath);
  const consoleChart = page.locator("[data-course-chart]");
  await expect(consoleChart.getByRole("heading", { name: "Curso de la simulación" })).toBeVisible();
  await expect(consoleChart.locator('[data-marker="dose"][data-flagged="true"]')).toHaveCount(1);
  await expect(consoleChart.locator('[data-marker="shock"]')).toHaveCount(1);
  const reportMarkers = await (async () => {
    const other = await page.context().newPage();
    await other.goto(reportUrl);
    const names = await other.locator("[data-course-chart] [data-marker]").evaluateAll((m) => m.map((e) => e.getAttribute("aria-label")));
    await other.close();
    return names;
  })();
  const consoleMarkers = await consoleChart.locator("[data-marker]").evaluateAll((m) => m.map((e) => e.getAttribute("aria-label")));
  // The console's timeline ends with the session; the report's was written at «Finalizar»: the same course.
  expect(consoleMarkers.filter((n) => !/Fin de la simulación/.test(n!))).toEqual(reportMarkers);
  await expectAccessible(page);
  await live.close();
});
