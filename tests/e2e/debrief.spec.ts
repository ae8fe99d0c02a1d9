// The report's debrief guide (issue 27 §2, decision 0042): prompts from the session's own figures,
// the instructor's ticks and notes kept across a reload, and the guide in print.
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { presencialSessions, scenarioPresencial } from "../../db/schema";
import type { PresencialKpi } from "../../app/presencial/format";
import { createDb } from "../../app/server/db.server";
import { E2E_ADMIN, expectAccessible, logIn, scenarioIdBySlug } from "./support";

const SLUG = "anafilaxia-antibiotico-iv";
let original: PresencialKpi[] | null = null;

/** The fixture: the case's first adrenaline IM gets a target of 5 min (the clinical targets are another change's). */
async function setTarget(scenarioId: number) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const [row] = await db
    .select({ kpis: scenarioPresencial.kpis })
    .from(scenarioPresencial)
    .where(eq(scenarioPresencial.scenarioId, scenarioId));
  original = row.kpis;
  const kpis = row.kpis.map((k) =>
    k.key === "tiempo_adrenalina_im"
      ? { ...k, target: { at_most: 300 }, question: "¿Qué retrasó la adrenalina IM?", source: "EAACI 2021" }
      : k,
  );
  await db.update(scenarioPresencial).set({ kpis }).where(eq(scenarioPresencial.scenarioId, scenarioId));
  db.$client.close();
}

test.afterAll(async () => {
  if (!original) return;
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await db
    .update(scenarioPresencial)
    .set({ kpis: original })
    .where(eq(scenarioPresencial.scenarioId, await scenarioIdBySlug(SLUG)));
  db.$client.close();
});

test("a late adrenaline and a tenfold dose become the guide's prompts; ticks and notes persist; the guide prints", async ({ browser }) => {
  const scenarioId = await scenarioIdBySlug(SLUG);
  await setTarget(scenarioId);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  const created = await page.request.post(`/presencial/${scenarioId}/confirm?flow=dual`, {
    form: { flow: "dual", name: "Ana Médica", role: "medico", userId: "" },
    maxRedirects: 0,
  });
  const consolePath = created.headers()["location"];
  const sessionId = consolePath.split("/").pop()!;
  // Started ten minutes ago (before its room first reads it), so that the console may record at T+6:40.
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await db
    .update(presencialSessions)
    .set({ startedAt: new Date(Date.now() - 10 * 60_000).toISOString() })
    .where(eq(presencialSessions.id, sessionId));
  const [{ code }] = await db
    .select({ code: presencialSessions.publicCode })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, sessionId));
  db.$client.close();
  const send = async (form: Record<string, string>) => {
    const response = await page.request.post(consolePath, { form: { ...form, sala: code }, maxRedirects: 0 });
    expect(response.status(), `${form.intent}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(400);
    return response;
  };
  // A tenfold dose at T+3:10 (1 microgram/kg expected; 30 kg) and the first adrenaline IM at T+6:40.
  await send({ intent: "intervene", key: "adrenalina_iv_bolo", dose: "300", route: "IV", minute: "3,1667" });
  await send({ intent: "intervene", key: "adrenalina_im", dose: "0,3", route: "IM", minute: "6,6667" });
  const finished = await send({ intent: "finish" });
  const reportUrl = finished.headers()["location"];

  await page.goto(reportUrl);
  const guide = page.getByRole("region", { name: "Guía del debriefing" });
  await expect(guide).toBeVisible();
  await expect(guide.getByText(/Eppich W, Cheng A\. Simul Healthc\. 2015/)).toBeVisible();
  for (const phase of ["Reacciones", "Descripción", "Análisis", "Resumen"])
    await expect(guide.getByRole("heading", { name: phase, exact: true })).toBeVisible();
  await expect(guide.getByText("Tiempo hasta adrenalina IM: T+6:40; el objetivo es ≤ 5 min.", { exact: true })).toBeVisible();
  await expect(guide.getByText("¿Qué retrasó la adrenalina IM?", { exact: true })).toBeVisible();
  await expect(guide.getByText("Fuente: EAACI 2021")).toBeVisible();
  const flagged = guide.getByText(/^Se administró una dosis 10 veces mayor de adrenalina IV en bolo a T\+3:10: ¿qué barreras fallaron\?$/);
  await expect(flagged).toBeVisible();
  await expectAccessible(page);

  // Tick the late adrenaline and the dose, write notes, save; a reload keeps them.
  await guide.getByRole("checkbox", { name: /^Tratado: Tiempo hasta adrenalina IM/ }).check();
  await guide.getByRole("textbox", { name: /^Nota: Tiempo hasta adrenalina IM/ }).fill("El carro estaba lejos de la cama");
  await guide.getByLabel("Notas generales del debriefing").fill("Repasar la doble comprobación de las jeringas");
  await guide.getByRole("button", { name: "Guardar el debriefing" }).click();
  await expect(guide.getByRole("status")).toHaveText("Debriefing guardado.");
  await page.reload();
  await expect(guide.getByRole("checkbox", { name: /^Tratado: Tiempo hasta adrenalina IM/ })).toBeChecked();
  await expect(guide.getByRole("checkbox", { name: /^Tratado: Se administró/ })).not.toBeChecked();
  await expect(guide.getByRole("textbox", { name: /^Nota: Tiempo hasta adrenalina IM/ })).toHaveValue("El carro estaba lejos de la cama");
  await expect(guide.getByLabel("Notas generales del debriefing")).toHaveValue("Repasar la doble comprobación de las jeringas");

  // In print: the guide, its prompts, and what was ticked and noted, as text.
  await page.emulateMedia({ media: "print" });
  await expect(guide.getByRole("heading", { name: "Guía del debriefing" })).toBeVisible();
  await expect(flagged).toBeVisible();
  await expect(guide.getByText("Tratado · Nota: El carro estaba lejos de la cama", { exact: true })).toBeVisible();
  await expect(guide.getByRole("paragraph").filter({ hasText: /^Repasar la doble comprobación de las jeringas$/ })).toBeVisible();
  await expect(guide.getByLabel("Notas generales del debriefing")).toBeHidden();
  await expect(guide.getByRole("button", { name: "Guardar el debriefing" })).toBeHidden();

  // Without JavaScript the same form saves: post, redirect, the report again with the tick kept.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const plainPage = await plain.newPage();
  await plainPage.goto(reportUrl);
  const plainGuide = plainPage.getByRole("region", { name: "Guía del debriefing" });
  await plainGuide.getByRole("checkbox", { name: "Tratado: Resumen" }).check();
  await plainGuide.getByRole("button", { name: "Guardar el debriefing" }).click();
  await expect(plainGuide.getByRole("status")).toHaveText("Debriefing guardado.");
  await expect(plainGuide.getByRole("checkbox", { name: "Tratado: Resumen" })).toBeChecked();
  await expect(plainGuide.getByRole("checkbox", { name: /^Tratado: Tiempo hasta adrenalina IM/ })).toBeChecked();
  await plain.close();
  await context.close();
});
