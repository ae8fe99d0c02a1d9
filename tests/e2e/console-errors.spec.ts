/**
 * The database fails a console command mid-session (spec 3 §8): the instructor reads the
 * command's own message next to the control that sent it, the console stays, and once the
 * database answers again the same control works. The failure is real: a trigger on this
 * session's row refuses every write of the session (other tests' sessions are untouched).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createDb } from "../../app/server/db.server";
import { confirmDualSession, finishSession } from "./support";

async function openStartedSession(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, javaScriptEnabled });
  const page = await context.newPage();
  const { sessionId } = await confirmDualSession(page, "shock-septico-pediatrico");
  await page.getByRole("button", { name: "Iniciar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "En curso" }).first()).toBeVisible();
  return { page, sessionId, close: () => context.close() };
}

/** Every write of the session fails until `restore` (its version bump ends every command's batch). */
async function failWritesOf(sessionId: string) {
  const trigger = `fallo_${sessionId.replaceAll("-", "_")}`;
  const run = async (statement: string) => {
    const db = createDb(process.env.E2E_DATABASE_URL!);
    await db.run(sql.raw(statement));
    db.$client.close();
  };
  await run(
    `CREATE TRIGGER ${trigger} BEFORE UPDATE ON presencial_sessions WHEN NEW.id = '${sessionId}' BEGIN SELECT RAISE(ABORT, 'fallo simulado'); END`,
  );
  return { restore: () => run(`DROP TRIGGER ${trigger}`) };
}

const formOf = (page: Page, button: string) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: button, exact: true }) });

test("with JavaScript, a failed command says so next to its control and the console goes on", async ({ browser }) => {
  const { page, sessionId, close } = await openStartedSession(browser, true);
  const fc = page.getByRole("group", { name: "Frecuencia cardiaca" });
  await fc.getByRole("button", { name: "Conectar ECG" }).click();
  await expect(fc.getByRole("button", { name: "Desconectar ECG" })).toBeVisible();

  const database = await failWritesOf(sessionId);
  await fc.getByLabel("Valor de Frecuencia cardiaca").fill("150");
  await fc.getByRole("button", { name: "Guardar" }).click();
  await expect(fc.getByRole("alert")).toHaveText("No se pudo guardar el valor.");
  await expect(page.getByRole("alert").filter({ hasText: "No se pudo guardar el valor." })).toHaveCount(1);
  await expect(fc.getByLabel("Valor de Frecuencia cardiaca")).toHaveValue("150");
  await page.getByRole("tab", { name: "Vista de la pantalla" }).click();
  const preview = page.getByRole("region", { name: "Vista de la pantalla" });
  // The refused 150 never reached the patient: its heart rate is still the case's (165, with its natural variability).
  await expect(preview.getByRole("listitem").filter({ hasText: "Frecuencia cardiaca" })).toContainText(/1(6\d|70)/);

  await finishSession(page);
  await expect(formOf(page, "Finalizar").getByRole("alert")).toHaveText("No se pudo finalizar la simulación.");
  // Still the console of a running session, not an error page.
  await expect(page).toHaveURL(/\/presencial\/instructor\/\d+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Datos del paciente" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "En curso" }).first()).toBeVisible();

  await database.restore();
  await fc.getByRole("button", { name: "Guardar" }).click();
  // Set by hand, the simulated patient shows 150 with its natural variability (±2).
  await expect(preview.getByRole("listitem").filter({ hasText: "Frecuencia cardiaca" })).toContainText(/1(4[89]|5[0-2])/);
  await expect(fc.getByRole("alert")).toHaveCount(0);
  // A bolus of 0,5 ml/kg is accepted by the form and recorded.
  const bolus = page.getByRole("form", { name: "Bolo de cristaloide" });
  await bolus.getByLabel("Dosis (ml/kg)").fill("0,5");
  await bolus.getByRole("button", { name: "Registrar ahora" }).click();
  await expect(page.getByRole("region", { name: "Intervenciones" }).getByText(/Bolo de cristaloide · 0,5 ml\/kg · IV/)).toBeVisible();
  await expect(bolus.getByRole("alert")).toHaveCount(0);

  await finishSession(page);
  await page.waitForURL(/\/informe\?session=/);
  await close();
});

test("without JavaScript, the answer is the console again with the command's message", async ({ browser }) => {
  const { page, sessionId, close } = await openStartedSession(browser, false);
  const database = await failWritesOf(sessionId);
  await page.getByLabel("Texto en pantalla").fill("Llega a urgencias una niña de 4 años.");
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Publicar", exact: true }).click(),
  ]);
  expect(answer.status()).toBe(503);
  await expect(formOf(page, "Publicar").getByRole("alert")).toHaveText("No se pudo guardar el texto en pantalla.");
  // The page comes back at its top: the message is there too.
  await expect(page.getByRole("alert").filter({ hasText: "No se pudo guardar el texto en pantalla." })).toHaveCount(2);
  await expect(page.getByRole("heading", { name: "Pantalla y guion" })).toBeVisible();

  await database.restore();
  await page.getByLabel("Texto en pantalla").fill("Llega a urgencias una niña de 4 años.");
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(page.getByRole("region", { name: "Vista de la pantalla" }).getByText("Llega a urgencias una niña de 4 años.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No se pudo" })).toHaveCount(0);
  await close();
});
