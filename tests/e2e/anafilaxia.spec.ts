/**
 * The anaphylaxis case as a room would run it, twice: once with IM adrenaline, once with fluids
 * only. What the patient does is decided by the scenario's rules in the real engine; the
 * projection and the report must tell the two stories apart.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { presencialSessions } from "../../db/schema";
import { createDb } from "../../app/server/db.server";
import { confirmDualSession, finishSession } from "./support";

async function openSession(browser: Browser) {
  const instructor = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const console_ = await instructor.newPage();
  const { sessionId } = await confirmDualSession(console_, "anafilaxia-antibiotico-iv");
  const code = (await console_.getByLabel(/^Código público/).textContent())!.trim();
  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await room.newPage();
  await screen.goto(`/presencial-alumno/${code}?mute=1`);
  await console_.getByRole("button", { name: "Iniciar" }).click();
  await expect(screen.getByRole("status").filter({ hasText: "En curso" })).toBeVisible();
  const ta = console_.getByRole("group", { name: "Tensión arterial" });
  await ta.getByRole("button", { name: "Mostrar" }).click();
  await expect(screen.getByText("78/40")).toBeVisible();
  return { console_, screen, sessionId, close: async () => Promise.all([instructor.close(), room.close()]) };
}

async function finishAndOpenReport(console_: Page) {
  await finishSession(console_);
  await console_.waitForURL(/\/informe\?session=/);
  return console_.getByRole("region", { name: "Indicadores clínicos" });
}

test("with IM adrenaline the blood pressure improves on the projection and the report times the first dose", async ({ browser }) => {
  const { console_, screen, close } = await openSession(browser);
  const adrenaline = console_.getByRole("form", { name: "Adrenalina IM (1 mg/ml)" });
  await expect(adrenaline.getByLabel("Dosis (mg)")).toHaveValue("0,3");
  await adrenaline.getByRole("button", { name: "Registrar ahora" }).click();
  await expect(screen.getByText("84/46")).toBeVisible();
  await console_.getByRole("tab", { name: "Línea de tiempo" }).click();
  await expect(
    console_.getByRole("region", { name: "Línea de tiempo" }).getByText(/Adrenalina IM \(1 mg\/ml\) · 0,3 mg · IM/),
  ).toBeVisible();

  const kpis = await finishAndOpenReport(console_);
  await expect(kpis.getByText("Tiempo hasta adrenalina IM")).toBeVisible();
  await expect(kpis.getByText(/^T\+0:\d\d$/)).toBeVisible();
  await expect(console_.getByText(/Adrenalina IM \(1 mg\/ml\) · 0,3 mg · IM/).first()).toBeVisible();
  await expect(console_.getByText(/El paciente responde/).first()).toBeVisible();
  await close();
});

test("with fluids only the patient deteriorates, the projection shows it, and the report says adrenaline was never given", async ({
  browser,
}) => {
  const { console_, screen, sessionId, close } = await openSession(browser);
  // Six minutes into the case, as if the team had spent them on fluids alone.
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await db
    .update(presencialSessions)
    .set({ startedAt: new Date(Date.now() - 6 * 60_000).toISOString() })
    .where(eq(presencialSessions.id, sessionId));
  db.$client.close();
  const fluids = console_.getByRole("form", { name: "Bolo de cristaloide" });
  await fluids.getByLabel("Dosis (ml/kg)").fill("10");
  await fluids.getByRole("button", { name: "Registrar ahora" }).click();
  await expect(screen.getByText("70/34")).toBeVisible();
  await expect(screen.getByText("84/46")).toHaveCount(0);

  const kpis = await finishAndOpenReport(console_);
  await expect(kpis.getByText("Tiempo hasta adrenalina IM")).toBeVisible();
  await expect(kpis.getByText("No administrado").first()).toBeVisible();
  await expect(console_.getByText(/Bolo de cristaloide · 10 ml\/kg · IV/).first()).toBeVisible();
  await close();
});
