/** The scenario studio as an administrator uses it in Chromium: export a case, correct it, import it as a draft, publish, read its history. */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { E2E_ADMIN, expectAccessible, logIn, scenarioIdBySlug, seedAccount } from "./support";

test("an administrator exports a case, imports a corrected file as a draft, publishes it, and a learner gets the new words", async ({
  browser,
}) => {
  const scenarioId = await scenarioIdBySlug("hiperpotasemia-grave");
  const ours = await browser.newContext();
  const admin = await ours.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL("**/dashboard");
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Escenarios" }).click();
  await expect(admin.getByRole("heading", { name: "Escenarios", level: 1 })).toBeVisible();
  await expectAccessible(admin);

  // Found by its export link: the case's title says the setting and the problem, not the diagnosis.
  const row = admin
    .getByRole("table", { name: "Publicados" })
    .getByRole("row")
    .filter({ has: admin.locator(`a[href^="/admin/escenarios/${scenarioId}/exportar"]`) });
  const [download] = await Promise.all([admin.waitForEvent("download"), row.getByRole("link", { name: /^Exportar/ }).click()]);
  expect(download.suggestedFilename()).toBe("hiperpotasemia-grave.json");
  const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
  const corrected = `${file.escenario.steps[0].questions[0].question_text} (revisada en el estudio <script>alert(1)</script>)`;
  file.escenario.steps[0].questions[0].question_text = corrected;

  const importer = admin.getByRole("region", { name: "Importar un escenario" });
  await importer
    .getByLabel("Archivo .json")
    .setInputFiles({ name: "hiperpotasemia-grave.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  await importer.getByRole("button", { name: "Importar" }).click();
  await expect(admin.getByText("Borrador guardado. Publícalo cuando esté revisado.")).toBeVisible();
  const draft = admin.getByRole("table", { name: "Borradores" }).getByRole("row").filter({ hasText: file.escenario.title });
  await expectAccessible(admin);
  // Before publishing: the draft as a nurse would meet it, and as a file to correct by hand.
  await draft.getByRole("link", { name: /^Vista previa/ }).click();
  await admin.getByRole("navigation", { name: "Rol de la vista previa" }).getByRole("link", { name: "Enfermería" }).click();
  await admin.getByRole("link", { name: "Siguiente →" }).click();
  await expect(admin.getByText(corrected).first()).toBeVisible();
  await expectAccessible(admin);
  await admin.goto("/admin/escenarios");
  await draft.getByRole("link", { name: /^Editar/ }).click();
  // Field by field first; the same draft as its file one link away.
  await expect(admin.locator("#f-title")).toHaveValue(file.escenario.title);
  await expectAccessible(admin);
  await admin.getByRole("link", { name: "Archivo JSON" }).click();
  await expect(admin.getByLabel(/Archivo del escenario \(revisión 1\)/)).toBeVisible();
  await expectAccessible(admin);
  await admin.goto("/admin/escenarios");
  await draft.getByRole("button", { name: /^Publicar/ }).click();
  await expect(admin.getByText(`Publicado: los intentos nuevos usarán esta versión. («${file.escenario.title}», versión 2)`)).toBeVisible();
  await expect(draft).toHaveCount(0);

  await row.getByRole("link", { name: /^Historial/ }).click();
  const history = admin.getByRole("region", { name: /Historial/ });
  await expect(history.getByText(/^Versión 2 · .* · Administración$/)).toBeVisible();
  await expect(
    history.getByText(/^Paso 1 › Pregunta 1 › Enunciado: «.*» → «.*\(revisada en el estudio <script>alert\(1\)<\/script>\)»$/),
  ).toBeVisible();
  await expectAccessible(admin);

  const learner = await seedAccount({ verified: true, approved: true });
  const theirs = await browser.newContext();
  const page = await theirs.newPage();
  await logIn(page, learner.email, learner.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/simulacion/${scenarioId}/confirm`);
  await page.getByRole("button", { name: "Comenzar" }).click();
  await page.getByRole("link", { name: "Siguiente →" }).click();
  // The text arrives as text: the markup a file carried is shown, never run.
  await expect(page.getByText(corrected).first()).toBeVisible();
  await theirs.close();
  await ours.close();
});
