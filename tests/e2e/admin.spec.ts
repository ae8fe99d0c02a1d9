/** User management as an administrator does it in Chromium: deactivation that signs a browser out, the log, and the lists on a phone. */
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { E2E_ADMIN, expectAccessible, logIn, seedAccount } from "./support";

const rowOf = (page: import("@playwright/test").Page, table: string, email: string) =>
  page.getByRole("table", { name: table }).getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });

test("deactivating an account signs its open browser out; its login says why; the log records it; reactivating lets it in", async ({
  browser,
}) => {
  const person = await seedAccount({ verified: true, approved: true });
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await logIn(them, person.email, person.password);
  await them.waitForURL("**/dashboard");

  const ours = await browser.newContext();
  const admin = await ours.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL("**/dashboard");
  await admin.goto(`/admin?q=${encodeURIComponent(person.email)}`);
  await rowOf(admin, "Usuarios aprobados", person.email).getByRole("button", { name: "Desactivar" }).click();
  await expect(admin.getByRole("status")).toHaveText("Cuenta desactivada: se han cerrado todas sus sesiones ✔");
  await expect(rowOf(admin, "Usuarios aprobados", person.email)).toContainText("Desactivada");

  await them.goto("/simulacion");
  await them.waitForURL((url) => url.pathname === "/");
  await logIn(them, person.email, person.password);
  await expect(them.getByText("Tu cuenta está desactivada. Contacta con el administrador.").first()).toBeVisible();

  await rowOf(admin, "Usuarios aprobados", person.email).getByRole("link", { name: "Ver auditoría" }).click();
  await expect(admin.getByRole("heading", { name: "Registro de auditoría" })).toBeVisible();
  await expect(admin.getByRole("table", { name: "Acciones" }).getByRole("row").nth(1)).toContainText("Cuenta desactivada");
  await expectAccessible(admin);

  await admin.goto(`/admin?q=${encodeURIComponent(person.email)}`);
  await rowOf(admin, "Usuarios aprobados", person.email).getByRole("button", { name: "Reactivar" }).click();
  await expect(admin.getByRole("status")).toHaveText("Cuenta reactivada ✔");
  await logIn(them, person.email, person.password);
  await them.waitForURL("**/dashboard");
  await Promise.all([theirs.close(), ours.close()]);
});

test("an approved account whose e-mail is unconfirmed can be sent the confirmation again from its row", async ({ page }) => {
  const unconfirmed = await seedAccount({ verified: false, approved: true });
  const confirmed = await seedAccount({ verified: true, approved: true });
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/admin?q=${encodeURIComponent(confirmed.email)}`);
  await expect(rowOf(page, "Usuarios aprobados", confirmed.email).getByRole("button", { name: "Reenviar verificación" })).toBeDisabled();
  await page.goto(`/admin?q=${encodeURIComponent(unconfirmed.email)}`);
  await rowOf(page, "Usuarios aprobados", unconfirmed.email).getByRole("button", { name: "Reenviar verificación" }).click();
  await expect(page.getByRole("status")).toHaveText("Correo de verificación reenviado ✔");
});

test("on a phone the admin lists fit the width and 'Aprobar' is at hand", async ({ browser }) => {
  const pending = await seedAccount({ verified: true, approved: false });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("link", { name: /solicitud(es)? de acceso pendientes? de aprobar/ })).toBeVisible();
  await page.goto("/admin");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const approve = rowOf(page, "Solicitudes pendientes", pending.email).getByRole("button", { name: "Aprobar" });
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport();
  await approve.click();
  await expect(page.getByRole("status")).toHaveText(/^Usuario aprobado/);
  await expectAccessible(page);
  await context.close();
});

test("training records: filter, then 'Exportar CSV' downloads exactly those rows, which a CSV parser reads back", async ({ page }) => {
  const person = await seedAccount({ verified: true, approved: true });
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Registros de formación" }).click();
  await expect(page.getByRole("heading", { name: "Registros de formación" })).toBeVisible();
  await page.getByLabel("Buscar persona").fill(person.email);
  await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption("pendiente");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/estado=pendiente/);
  await expect(page.getByText("No hay registros con estos filtros.")).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^registros-simped-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  const rows: string[][] = parse(text, { bom: true, delimiter: ";" });
  expect(rows[0].slice(0, 3)).toEqual(["Apellidos", "Nombre", "Email"]);
  expect(rows).toHaveLength(1);
});

test("question statistics: a scenario's questions with their indices, readable and accessible", async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Estadísticas de preguntas" }).click();
  await expect(page.getByRole("heading", { name: "Estadísticas de preguntas" })).toBeVisible();
  await page.getByRole("combobox", { name: "Intentos" }).selectOption("todos");
  await page.getByRole("button", { name: "Ver" }).click();
  await expect(page).toHaveURL(/intentos=todos/);
  const table = page.getByRole("table", { name: /^Preguntas de «/ });
  await expect(table.getByRole("row").nth(1)).toContainText(/: \d+\s+correcta/);
  await expectAccessible(page);
});
