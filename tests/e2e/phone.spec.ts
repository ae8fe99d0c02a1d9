/** Every page a person uses on a phone, at 375 px: readable without sideways scrolling. */
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, logIn, scenarioIdBySlug } from "./support";

test("at 375 px wide no page scrolls sideways", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  const scenarioId = await scenarioIdBySlug("shock-septico-lactante");
  // An attempt under way, for the run page.
  const started = await page.request.post(`/simulacion/${scenarioId}/confirm`, { form: {}, maxRedirects: 0 });
  const runPath = started.headers()["location"];
  expect(runPath).toMatch(/\/simulacion\/\d+\?attempt=/);
  const wide: string[] = [];
  for (const path of [
    runPath,
    "/dashboard",
    "/simulacion",
    `/simulacion/${scenarioId}/confirm`,
    "/evaluacion",
    "/perfil",
    "/presencial",
    "/presencial-info",
    "/unirse",
    "/admin",
    "/admin/registros",
    "/admin/estadisticas",
    "/admin/auditoria",
    "/admin/escenarios",
    "/admin/escenarios/borrador?nuevo=online",
    "/admin/escenarios/borrador?nuevo=presencial",
    "/admin/escenarios/imagenes",
  ]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);

  // The run page on a phone: the navigation panel folded until asked for, the attempt's clock in sight however far one scrolls.
  await page.goto(runPath);
  const panel = page.getByRole("navigation", { name: "Bloques del caso" });
  await expect(panel.getByText(/^Navegación del intento: \d+ de \d+ respondidas$/)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Caso clínico" })).toBeHidden();
  await panel.getByText(/^Navegación del intento/).click();
  await expect(panel.getByRole("link", { name: "Caso clínico" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("timer", { name: "Tiempo restante del intento" })).toBeInViewport();
  await context.close();
});
