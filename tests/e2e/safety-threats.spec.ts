/**
 * Latent safety threats end to end (issue 27 §3, decision 0043): recorded in the console during a
 * session, listed on /admin/seguridad, mailed to the owner through the real SMTP server, moved by
 * the owner with a note that lands in the audit log, and exported as a CSV that reads back.
 */
import { expect, test, type Locator } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { confirmDualSession, expectAccessible, logIn, seedAccount, waitForMail } from "./support";

/** The recording form, filled as an instructor would. */
async function fillThreat(
  scope: Locator,
  threat: { found: string; category: string; severity: string; unit: string; ownerId: string; dueDate: string },
) {
  await scope.getByLabel("Qué se ha encontrado").fill(threat.found);
  await scope.getByLabel("Categoría").selectOption({ label: threat.category });
  await scope.getByLabel("Gravedad").selectOption({ label: threat.severity });
  await scope.getByLabel("Unidad").selectOption(threat.unit);
  await scope.getByLabel("Responsable").selectOption(threat.ownerId);
  await scope.getByLabel("Fecha límite").fill(threat.dueDate);
  await scope.getByRole("button", { name: "Registrar amenaza" }).click();
}

test("a threat recorded in the console reaches /admin/seguridad, its owner's mail, the audit log and the CSV", async ({
  page,
  browser,
}) => {
  const owner = await seedAccount({ verified: true, approved: true });
  const found = `Faltan parches pediátricos en el carro de paradas ${Date.now()}`;

  // The instructor, in the console of a running session.
  await confirmDualSession(page, "shock-septico-pediatrico");
  const consoleUrl = page.url();
  await page.getByRole("tab", { name: "Seguridad" }).click();
  const form = page.getByRole("region", { name: "Registrar una amenaza latente de seguridad" });
  await fillThreat(form, {
    found,
    category: "Equipamiento",
    severity: "Riesgo alto",
    unit: "Urgencias",
    ownerId: owner.id,
    dueDate: "2030-01-15",
  });
  // Back in the console, the session's threats list it.
  await page.getByRole("tab", { name: "Seguridad" }).click();
  await expect(page.getByRole("link", { name: found })).toBeVisible();
  expect(page.url()).toBe(consoleUrl);
  await expect(
    page.getByRole("link", { name: "Sistema de Notificación y Aprendizaje para la Seguridad del Paciente (SiNASP)" }),
  ).toHaveAttribute("href", "https://www.sinasp.es/");
  // The report lists it too, for the instructor (the same list and form: checked for accessibility there).
  await page.goto(consoleUrl.replace(/\/presencial\/instructor\/(\d+)\/([0-9a-f-]{36})$/, "/presencial/$1/informe?session=$2"));
  await expect(page.getByRole("region", { name: "Amenazas latentes de seguridad" }).getByRole("link", { name: found })).toBeVisible();
  await expectAccessible(page);

  // /admin/seguridad lists it.
  await page.goto("/admin/seguridad");
  const row = page.getByRole("table", { name: "Amenazas" }).getByRole("row", { name: new RegExp(found) });
  await expect(row).toContainText("Equipamiento");
  await expect(row).toContainText("Riesgo alto");
  await expect(row).toContainText("15/01/2030");
  await expect(row).toContainText("Abierta");
  await expectAccessible(page);

  // The owner's mail, through the SMTP relay, links to the threat.
  const mail = await waitForMail(owner.email, /Se te ha asignado una amenaza latente de seguridad/, found);
  const link = /https?:\/\/\S+\/seguridad\/\d+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  expect(mail.text).toContain("https://www.sinasp.es/");

  // The owner opens it and moves it, with a note.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner.email, owner.password);
  await ownerPage.waitForURL("**/dashboard");
  await expect(
    ownerPage.getByRole("region", { name: "Amenazas de seguridad a tu cargo" }).getByRole("link", { name: found }),
  ).toBeVisible();
  await ownerPage.goto(new URL(link!).pathname);
  await expect(ownerPage.getByRole("heading", { name: "Amenaza latente de seguridad" })).toBeVisible();
  await expectAccessible(ownerPage);
  await ownerPage.getByLabel("Nuevo estado").selectOption({ label: "En curso" });
  await ownerPage.getByLabel("Nota").fill("Pedidos al proveedor; llegan el lunes");
  await ownerPage.getByRole("button", { name: "Guardar el cambio" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText("Estado cambiado a «En curso».");
  await expect(ownerPage.getByRole("region", { name: "Historial" })).toContainText("Abierta → En curso");
  await expect(ownerPage.getByRole("region", { name: "Historial" })).toContainText("Nota: Pedidos al proveedor; llegan el lunes");
  await ownerContext.close();

  // The change is in the audit log, with who made it and the note.
  await page.goto("/admin/auditoria");
  const entry = page.getByRole("row", { name: /Estado de una amenaza latente de seguridad cambiado/ }).first();
  await expect(entry).toContainText(owner.email);
  await expect(entry).toContainText("Abierta → En curso");
  await expect(entry).toContainText("Nota: Pedidos al proveedor; llegan el lunes");

  // The CSV of the filtered list reads back.
  await page.goto("/admin/seguridad?estado=en+curso");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^amenazas-simped-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows: string[][] = parse(readFileSync((await download.path())!, "utf8"), { bom: true, delimiter: ";" });
  expect(rows[0].slice(0, 3)).toEqual(["Id", "Amenaza", "Categoría"]);
  const exported = rows.find((cells) => cells[1] === found);
  expect(exported).toBeTruthy();
  expect(exported!.slice(2, 9)).toEqual([
    "Equipamiento",
    "Riesgo alto",
    "Urgencias",
    `${owner.nombre} ${owner.apellidos}`,
    owner.email,
    "15/01/2030",
    "En curso",
  ]);
  expect(rows.slice(1).every((cells) => cells[8] === "En curso")).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the report's form records a threat and comes back to the report, which lists it", async ({ page }) => {
    const owner = await seedAccount({ verified: true, approved: true });
    const found = `Protocolo de adrenalina contradictorio ${Date.now()}`;
    const { scenarioId, sessionId } = await confirmDualSession(page, "shock-septico-pediatrico");
    const report = `/presencial/${scenarioId}/informe?session=${sessionId}`;
    await page.goto(report);
    const section = page.getByRole("region", { name: "Amenazas latentes de seguridad" });
    await expect(section).toContainText("No se han registrado amenazas en esta sesión.");
    await fillThreat(section, {
      found,
      category: "Protocolos",
      severity: "Riesgo medio",
      unit: "UCI",
      ownerId: owner.id,
      dueDate: "2030-03-01",
    });
    await page.waitForURL((url) => url.pathname + url.search === report);
    await expect(section.getByRole("link", { name: found })).toBeVisible();
  });
});

test("a learner who owns nothing sees no threats: /admin/seguridad sends them to their dashboard", async ({ page }) => {
  const learner = await seedAccount({ verified: true, approved: true });
  await logIn(page, learner.email, learner.password);
  await page.waitForURL("**/dashboard");
  await page.goto("/admin/seguridad");
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("region", { name: "Amenazas de seguridad a tu cargo" })).toHaveCount(0);
});
