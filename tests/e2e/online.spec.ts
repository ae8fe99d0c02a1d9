import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, expectAccessible, logIn, scenarioIdBySlug, seedAccount, seedFinishedAttempts } from "./support";

/**
 * Answers every open question of the current step by choosing its first option and confirming it
 * ('Responder': choosing alone commits nothing), as they come (an urgent step shows one at a time);
 * returns how many.
 */
async function answerStep(page: Page, urgent = false, withJs = false) {
  let answered = 0;
  const open = page.locator("main fieldset").filter({ has: page.getByRole("radio", { disabled: false }) });
  const ready = page.locator("main").getByRole("button", { name: "Mostrar la pregunta" });
  for (;;) {
    // A timed question whose turn has come: with JavaScript its clock starts once it is in view; without, it is asked for.
    if ((await open.count()) === 0 && (await ready.count()) > 0) {
      if (withJs) await ready.first().evaluate((button) => button.scrollIntoView({ block: "center" }));
      else await ready.first().click();
      await expect(open).toHaveCount(1);
    }
    if ((await open.count()) === 0) break;
    // An urgent step shows its questions one at a time: each clock starts when its question appears.
    if (urgent) await expect(open).toHaveCount(1);
    const group = open.first();
    const id = await group.getAttribute("id");
    await group.getByRole("radio").first().check();
    await expect(
      group.getByRole("status").filter({ hasText: /Respuesta (correcta|incorrecta)/ }),
      "choosing alone commits nothing",
    ).toHaveCount(0);
    const sent: string[] = [];
    const listen = (request: { method: () => string; url: () => string }) => {
      if (request.url().includes("/simulacion/")) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    };
    page.on("request", listen);
    await group.getByRole("button", { name: "Responder" }).click();
    const done = page.locator(`fieldset#${id}`);
    await expect(done.getByRole("status").filter({ hasText: /Respuesta (correcta|incorrecta)/ })).toBeVisible();
    page.off("request", listen);
    // With JavaScript an answer is one request, whose answer is the page's new state.
    if (withJs) expect(sent).toEqual([expect.stringMatching(/^POST \/simulacion\/\d+\.data$/)]);
    // The answer is marked with words and an icon, not only a colour.
    await expect(done.getByText(/Tu respuesta/)).toBeVisible();
    if ((await done.getByRole("status").filter({ hasText: "Respuesta incorrecta" }).count()) > 0)
      await expect(done.getByText("Respuesta correcta", { exact: true })).toBeVisible();
    answered++;
  }
  return answered;
}

/** The panel's links to the case and its blocks ('1. …'), not those to single questions. */
const BLOCK = /^(Caso clínico|\d+\. )/;

async function playWholeAttempt(page: Page, withJs: boolean) {
  await page.getByRole("button", { name: "Comenzar" }).click();
  await page.waitForURL(/attempt=/);
  // The case's brief (its own heading, under the page's title).
  await expect(page.getByRole("heading", { level: 2, name: /Niño de 5 años/ })).toBeVisible();
  // The case's critical actions are its answers: not shown while the attempt runs.
  await expect(page.getByRole("heading", { name: "Acciones críticas del caso" })).toHaveCount(0);
  if (withJs) await expect(page.getByRole("timer", { name: "Tiempo restante del intento" })).toBeVisible();
  // «Finalizar intento» is there at any time (after a confirmation).
  await expect(page.getByRole("link", { name: "Finalizar intento" })).toBeVisible();
  const blocks = page.getByRole("navigation", { name: "Bloques del caso" }).getByRole("link", { name: BLOCK });
  const count = await blocks.count();
  let usedHint = false;
  let sawUrgent = false;
  for (let i = 1; i < count; i++) {
    const block = page.getByRole("navigation", { name: "Bloques del caso" }).getByRole("link", { name: BLOCK }).nth(i);
    await block.click();
    await expect(block).toHaveAttribute("aria-current", "step");
    const urgent = await page.getByText(/Intervención urgente: cada pregunta tiene su propio tiempo/).isVisible();
    if (urgent) {
      sawUrgent = true;
      // One question at a time: at most one clock runs, the later ones wait their turn.
      expect(await page.getByText(/Tiempo de la pregunta: \d+:\d\d/).count()).toBeLessThanOrEqual(1);
      await expect(page.getByText(/aparecerá cuando respondas la anterior o se agote su tiempo/).first()).toBeVisible();
    }
    if (!usedHint && (await page.getByRole("button", { name: "Pedir pista" }).count())) {
      await page.getByRole("button", { name: "Pedir pista" }).first().click();
      await expect(page.getByText(/^Pista 1:/).first()).toBeVisible();
      usedHint = true;
    }
    await answerStep(page, urgent, withJs);
    // The navigation panel shows each question of the step with its state, as Moodle's does.
    const squares = page
      .getByRole("navigation", { name: "Bloques del caso" })
      .getByRole("list", { name: "Preguntas del bloque" })
      .nth(i - 1);
    await expect(squares.getByRole("link", { name: /^\d+\W*(correcta|incorrecta|tiempo agotado)$/ }).first()).toBeVisible();
    await expect(squares.getByRole("link", { name: /sin responder$/ })).toHaveCount(0);
  }
  expect(usedHint && sawUrgent).toBe(true);
  await page.getByRole("link", { name: "Finalizar intento" }).click();
  await expect(page.getByText("Has respondido todas las preguntas.")).toBeVisible();
  await page.getByRole("button", { name: "Finalizar intento" }).click();
  await expect(page.getByRole("heading", { name: "Resumen del intento" })).toBeVisible();
  await expect(page.getByText(/^\d{1,3} %$/)).toBeVisible();
  // Passed or not, against the case's pass mark; the critical questions are this person's own.
  await expect(page.getByText(/^\s*(Aprobado|No aprobado)\s*$/)).toBeVisible();
  await expect(page.getByText(/Preguntas críticas falladas|Has respondido bien todas tus preguntas críticas/).first()).toBeVisible();
  await expect(page.getByText(/ 1 pista usada · /)).toBeVisible();
}

test("an approved nurse runs a whole attempt with a hint and an urgent step, then reviews it", async ({ page }) => {
  const nurse = await seedAccount({ verified: true, approved: true });
  const scenarioId = await scenarioIdBySlug("anafilaxia-pediatrica");
  await logIn(page, nurse.email, nurse.password);
  await page.waitForURL("**/dashboard");
  await page.getByRole("link", { name: "Simulación online" }).first().click();
  await expect(page.getByRole("heading", { name: "Escenarios" })).toBeVisible();
  await expectAccessible(page);
  // The card's title says the setting and the problem, not the diagnosis: it is found by where it leads.
  await page.locator(`a[href$="/simulacion/${scenarioId}/confirm"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/simulacion/${scenarioId}/confirm$`));
  await expect(page.getByText("Intentos realizados: 0 de 3")).toBeVisible();
  await expectAccessible(page);
  await playWholeAttempt(page, true);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Revisar el intento" }).click();
  await expect(page.getByRole("heading", { name: "Revisión del intento" })).toBeVisible();
  await expect(page.getByText(/Intento 1 de 1/)).toBeVisible();
  await expect(page.getByText(/^\d{1,3} %$/)).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+$/)).toBeVisible();
  // Criticals: right out of total, and how many failed; then what the case expected.
  await expect(page.getByRole("term").filter({ hasText: "Preguntas críticas falladas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acciones críticas del caso" })).toBeVisible();
  await expect(page.getByText("Tu respuesta:").first()).toBeVisible();
  await expectAccessible(page);

  await page.goto("/evaluacion");
  await expect(page.getByRole("heading", { name: "Mi evaluación" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Intentos online" }).getByRole("link", { name: "Revisar" })).toHaveCount(1);
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same attempt works as plain forms", async ({ page }) => {
    const nurse = await seedAccount({ verified: true, approved: true });
    const scenarioId = await scenarioIdBySlug("anafilaxia-pediatrica");
    await logIn(page, nurse.email, nurse.password);
    await page.waitForURL("**/dashboard");
    await page.goto(`/simulacion/${scenarioId}/confirm`);
    await playWholeAttempt(page, false);
  });

  test("'Avísame de la próxima sesión' answers on the dashboard", async ({ page }) => {
    const nurse = await seedAccount({ verified: true, approved: true });
    await logIn(page, nurse.email, nurse.password);
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Avísame de la próxima sesión" }).click();
    await expect(page.getByText("¡Listo! Te avisaremos por email cuando se programe la próxima sesión.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByText("Ya tienes el aviso activado.")).toBeVisible();
  });
});

test("the fourth start is refused with the spec's message", async ({ page }) => {
  const nurse = await seedAccount({ verified: true, approved: true });
  const scenarioId = await scenarioIdBySlug("bronquiolitis-grave-lactante");
  await seedFinishedAttempts(nurse.id, scenarioId, 3);
  await logIn(page, nurse.email, nurse.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/simulacion/${scenarioId}/confirm`);
  await expect(page.getByText("Intentos realizados: 3 de 3")).toBeVisible();
  await expect(page.getByText("Has alcanzado el máximo de 3 intentos para este escenario.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Comenzar" })).toBeDisabled();
  // The server refuses it too, whatever the page shows.
  const response = await page.request.post(`/simulacion/${scenarioId}/confirm`, { form: {} });
  expect(response.status()).toBe(409);
  expect(await response.text()).toContain("Has alcanzado el máximo de 3 intentos para este escenario.");
});

test("another user's attempt and evaluation stay private; an admin sees them", async ({ browser }) => {
  const owner = await seedAccount({ verified: true, approved: true });
  const scenarioId = await scenarioIdBySlug("bronquiolitis-grave-lactante");
  await seedFinishedAttempts(owner.id, scenarioId, 1);
  const nosy = await seedAccount({ verified: true, approved: true });

  const nosyContext = await browser.newContext();
  const nosyPage = await nosyContext.newPage();
  await logIn(nosyPage, nosy.email, nosy.password);
  await nosyPage.waitForURL("**/dashboard");
  await nosyPage.goto(`/evaluacion?user=${owner.id}`);
  await expect(nosyPage.getByRole("heading", { name: "Mi evaluación" })).toBeVisible();
  await expect(nosyPage.getByText("No hay intentos todavía.")).toBeVisible();
  await nosyContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL("**/dashboard");
  await admin.goto(`/admin?q=${owner.email}`);
  await admin.getByRole("link", { name: "Ver intentos" }).click();
  await expect(admin.getByRole("heading", { name: `Evaluación de ${owner.nombre} ${owner.apellidos}` })).toBeVisible();
  await admin.getByRole("table", { name: "Intentos online" }).getByRole("link", { name: "Revisar" }).click();
  await expect(admin.getByRole("heading", { name: "Revisión del intento" })).toBeVisible();
  // The last viewed user is remembered in the tab; 'Mi evaluación' forgets it.
  await admin.goto("/evaluacion");
  await expect(admin.getByRole("heading", { name: `Evaluación de ${owner.nombre} ${owner.apellidos}` })).toBeVisible();
  await admin.getByRole("link", { name: /Quitar filtro/ }).click();
  await expect(admin.getByRole("heading", { name: "Mi evaluación" })).toBeVisible();
  await adminContext.close();
});
