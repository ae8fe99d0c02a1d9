/**
 * Issue 28 §3, as a clinical educator meets the studio: «Guardar borrador» keeps a half-written case
 * and a reload brings it back; the editor saves by itself while one writes; «Pregunta urgente» is a
 * box with its seconds; «Publicar» and «Comenzar» stay in sight on long pages; the studio list's
 * targets are at least 24 × 24 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { like } from "drizzle-orm";
import { scenarioDrafts } from "../../db/schema";
import { createDb } from "../../app/server/db.server";
import { E2E_ADMIN, expectAccessible, logIn, openStudio, scenarioIdBySlug, seedAccount } from "./support";

/** This file's own mark on the drafts it makes, removed at the end: the studio's other tests count drafts. */
const RUN = Math.random().toString(36).slice(2, 8);
test.afterAll(async () => {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await db.delete(scenarioDrafts).where(like(scenarioDrafts.slug, `%-${RUN}`));
  db.$client.close();
});

const byId = (page: Page, id: string) => page.locator(`#f-${id}`);
/** A title of its own per run, so that drafts left by earlier runs never take its slug. */
const titled = (words: string) => `${words} ${RUN}`;
const slugOf = (title: string) =>
  title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function newOnlineCase(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto("/admin/escenarios/borrador?nuevo=online");
  await expect(page.getByRole("heading", { name: "Nuevo escenario online", level: 1 })).toBeVisible();
}

test("«Guardar borrador» keeps a half-written case; reloading the page brings it back, with what it lacks", async ({ page }) => {
  await newOnlineCase(page);
  const title = titled("Bronquiolitis a medias");
  await byId(page, "title").fill(title);
  // The slug is made from the title, in sight, editable until the case is published.
  await expect(byId(page, "slug")).toHaveValue(slugOf(title));
  await byId(page, "brief-context").fill("Urgencias, invierno.");
  await page.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(page.getByText("Borrador guardado tal como está. Para publicarlo falta completar:")).toBeVisible();
  await expect(page.getByRole("link", { name: "Resumen: Este campo no puede quedar vacío." })).toBeVisible();
  await expect(byId(page, "summary")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`slug=${slugOf(title)}&modo=online`));

  await page.reload();
  await expect(byId(page, "title")).toHaveValue(title);
  await expect(byId(page, "brief-context")).toHaveValue("Urgencias, invierno.");
  await expect(page.getByRole("link", { name: "Resumen: Este campo no puede quedar vacío." })).toBeVisible();
  await expectAccessible(page);

  // The list says it is incomplete; publishing it is refused with what is missing, in plain words.
  await page.goto("/admin/escenarios");
  const row = page.getByRole("table", { name: "Borradores" }).getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Incompleto: complétalo para publicarlo")).toBeVisible();
  await row.getByRole("link", { name: new RegExp(`^Completar`) }).click();
  await page.getByRole("group", { name: "Acciones del borrador" }).getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("alert")).toContainText("No se ha publicado: al borrador le falta esto");
  await expect(page.getByRole("alert")).toContainText("Resumen: Este campo no puede quedar vacío.");
  await expect(page.getByRole("alert")).not.toContainText(/time_limit|kebab|question_text/);
});

test("the editor saves by itself while one writes, and a reload restores what was written", async ({ page }) => {
  await newOnlineCase(page);
  const title = titled("Asma guardada sola");
  await byId(page, "title").fill(title);
  const bar = page.getByRole("group", { name: "Acciones del borrador" });
  await expect(bar.getByText("Guardado automáticamente (revisión 1).")).toBeVisible();
  // From its first save the draft lives at its own address.
  await expect(page).toHaveURL(new RegExp(`slug=${slugOf(title)}&modo=online`));
  await byId(page, "summary").fill("Niña de 6 años con sibilancias.");
  await expect(bar.getByText("Guardado automáticamente (revisión 2).")).toBeVisible();
  await expect(byId(page, "title")).toHaveValue(title);

  await page.reload();
  await expect(byId(page, "title")).toHaveValue(title);
  await expect(byId(page, "summary")).toHaveValue("Niña de 6 años con sibilancias.");
});

test("«Pregunta urgente» is a box with its seconds: ticked, saved and reloaded, then unticked", async ({ page }) => {
  await newOnlineCase(page);
  await byId(page, "title").fill(titled("Anafilaxia urgente"));
  const urgent = page.getByRole("checkbox", { name: "Pregunta urgente" }).first();
  const seconds = byId(page, "steps-0-questions-0-time_limit");
  await expect(urgent).not.toBeChecked();
  await urgent.check();
  await expect(seconds).toHaveValue("60");
  await seconds.fill("45");
  await page.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(page.getByText("Borrador guardado tal como está. Para publicarlo falta completar:")).toBeVisible();
  await page.reload();
  await expect(urgent).toBeChecked();
  await expect(seconds).toHaveValue("45");
  await urgent.uncheck();
  await expect(seconds).toHaveValue("");
  await page.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(page.getByText("Borrador guardado tal como está. Para publicarlo falta completar:")).toBeVisible();
  await page.reload();
  await expect(urgent).not.toBeChecked();
});

test("«Publicar» and «Comenzar» stay in sight at the bottom of long pages", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openStudio(page);
  const scenarioId = await scenarioIdBySlug("anafilaxia-pediatrica");
  // Found by its export link: titles say the setting, not the diagnosis.
  const row = page
    .getByRole("table", { name: "Publicados" })
    .getByRole("row")
    .filter({ has: page.locator(`a[href="/admin/escenarios/${scenarioId}/exportar?modo=online"]`) });
  await row.getByRole("button", { name: /^Editar/ }).click();
  await expect(page).toHaveURL(/\/admin\/escenarios\/borrador\?slug=/);
  // Every step and question opened: the page is thousands of pixels long.
  for (const summary of await page.locator("main form details:not([open]) > summary").all()) await summary.click();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * 768);
  const publish = page.getByRole("group", { name: "Acciones del borrador" }).getByRole("button", { name: "Publicar" });
  for (const at of [0, 0.5]) {
    await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), at);
    await expect(publish).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(page.getByText("Borrador guardado. Publícalo cuando esté revisado.")).toBeVisible();
  await page.getByText("Descartar este borrador").click();
  await page
    .getByRole("checkbox", { name: "Entiendo que se pierden los cambios de este borrador (las versiones publicadas no cambian)." })
    .check();
  await page.getByRole("button", { name: "Descartar borrador" }).click();
  await page.waitForURL("**/admin/escenarios?descartado=1");

  const learner = await seedAccount({ verified: true, approved: true });
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1366, height: 768 } });
  const theirs = await context.newPage();
  await logIn(theirs, learner.email, learner.password);
  await theirs.waitForURL("**/dashboard");
  await theirs.goto(`/simulacion/${scenarioId}/confirm`);
  expect(await theirs.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 768);
  await expect(theirs.getByRole("button", { name: "Comenzar" })).toBeInViewport({ ratio: 1 });
  await expectAccessible(theirs);
  await context.close();
});

test("every target of the studio's list is at least 24 × 24 px (axe target-size)", async ({ page }) => {
  await openStudio(page);
  await expect(page.getByRole("table", { name: "Publicados" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a half-written case is saved, its slug made from the title, and «Pregunta urgente» with its seconds comes back", async ({
    page,
  }) => {
    await newOnlineCase(page);
    const title = titled("Convulsión sin JavaScript");
    await byId(page, "title").fill(title);
    await page.getByRole("checkbox", { name: "Pregunta urgente" }).first().check();
    await byId(page, "steps-0-questions-0-time_limit").fill("90");
    await page.getByRole("button", { name: "Guardar borrador" }).first().click();
    await expect(page.getByText("Borrador guardado tal como está. Para publicarlo falta completar:")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`slug=${slugOf(title)}&modo=online`));
    await expect(byId(page, "slug")).toHaveValue(slugOf(title));
    await expect(page.getByRole("checkbox", { name: "Pregunta urgente" }).first()).toBeChecked();
    await expect(byId(page, "steps-0-questions-0-time_limit")).toHaveValue("90");
  });
});
