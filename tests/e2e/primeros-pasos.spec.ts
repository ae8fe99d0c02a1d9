/**
 * The README's first steps, walked as a newcomer would, with the screenshots the README shows.
 * They are written to docs/primeros-pasos/ when DOCS_SCREENSHOTS=1 (to refresh the README), and
 * to the test's own output otherwise.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { E2E_ADMIN, expectAccessible, logIn, scenarioIdBySlug } from "./support";

async function shot(page: Page, info: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const path =
    process.env.DOCS_SCREENSHOTS === "1"
      ? join(import.meta.dirname, "..", "..", "docs", "primeros-pasos", `${name}.png`)
      : info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  expect(statSync(path).size).toBeGreaterThan(5_000);
}

test("first steps: sign in, /admin, an in-person session joined through /unirse on the projector", async ({ browser }, info) => {
  const instructor = await browser.newContext({ viewport: { width: 1100, height: 700 } });
  const page = await instructor.newPage();
  await page.goto("/");
  await shot(page, info, "1-portada");
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, info, "2-administracion");

  const scenarioId = await scenarioIdBySlug("anafilaxia-antibiotico-iv");
  await page.goto(`/presencial/${scenarioId}/confirm?flow=dual`);
  const row = page.getByRole("group", { name: "Participante 1" });
  await row.getByLabel("Nombre").fill("Lucía Residente");
  await row.getByLabel("Rol", { exact: true }).selectOption("medico");
  await page.getByRole("button", { name: "Confirmar participantes" }).click();
  await page.waitForURL(/\/presencial\/instructor\/\d+\/[0-9a-f-]{36}$/);
  const code = (await page.getByLabel(/^Código público/).textContent())!.trim();
  await page.getByRole("button", { name: "Iniciar" }).click();
  // The team attaches the monitor: the cuff (and a first measurement), the ECG.
  const pressure = page.getByRole("group", { name: "Tensión arterial sistólica" });
  await pressure.getByRole("button", { name: "Conectar Manguito de presión" }).click();
  await pressure.getByRole("button", { name: "Medir TA" }).click();
  await page.getByRole("group", { name: "Frecuencia cardiaca" }).getByRole("button", { name: "Conectar ECG" }).click();
  await expect(page.getByRole("group", { name: "Frecuencia cardiaca" }).getByRole("button", { name: "Desconectar ECG" })).toBeVisible();
  await shot(page, info, "3-consola");

  // The projector's computer: /unirse, the code (typed loosely), and the student screen opens.
  const room = await browser.newContext({ viewport: { width: 1100, height: 620 } });
  const projector = await room.newPage();
  await projector.goto("/unirse");
  await expectAccessible(projector);
  await projector.getByLabel("Código de la sesión").fill("abc");
  await projector.getByRole("button", { name: "Ver la pantalla" }).click();
  await expect(projector.getByText("El código tiene 6 letras o números")).toBeVisible();
  await projector.getByLabel("Código de la sesión").fill(` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `);
  await projector.getByRole("button", { name: "Ver la pantalla" }).click();
  // The screen's address carries its code's proof: reloads and its socket never count as guesses.
  await projector.waitForURL(new RegExp(`/presencial-alumno/${code}\\?t=[0-9a-f]{24}$`));
  // Systolic and diastolic as a monitor shows them, as the simulated patient has them now.
  await expect(projector.getByRole("listitem").filter({ hasText: "Tensión arterial" })).toContainText(/\d{2,3}\/\d{2,3}/);
  await shot(projector, info, "4-proyector");
  await Promise.all([instructor.close(), room.close()]);
});
