/**
 * Issue 28 §1, online attempts that are fair: a timed question's clock starts when the question is in
 * view (never below the fold), «Finalizar intento» at any time after a confirmation that counts what is
 * left, an attempt past its limit closed by whoever looks at it, and a pass mark with a result that
 * names the person's own failed critical questions.
 */
import { expect, test, type Page } from "@playwright/test";
import { and, asc, eq, like } from "drizzle-orm";
import { attemptQuestions, attempts, questions, steps } from "../../db/schema";
import { createDb } from "../../app/server/db.server";
import { E2E_ADMIN, expectAccessible, logIn, scenarioIdBySlug, seedAccount } from "./support";

const SLUG = "anafilaxia-pediatrica";

function database() {
  return createDb(process.env.E2E_DATABASE_URL!);
}

/** The scenario's urgent step a nurse sees, with its questions in order. */
async function urgentStep(scenarioId: number) {
  const db = database();
  const rows = await db
    .select({ stepId: steps.id, roles: steps.roles, questionId: questions.id, questionRoles: questions.roles })
    .from(steps)
    .innerJoin(questions, eq(questions.stepId, steps.id))
    .where(and(eq(steps.scenarioId, scenarioId), like(steps.description, "%ntervención urgente%")))
    .orderBy(asc(steps.stepOrder), asc(questions.questionOrder));
  db.$client.close();
  const seen = rows.filter(
    (row) =>
      (row.roles.length === 0 || row.roles.includes("enfermeria")) &&
      (row.questionRoles.length === 0 || row.questionRoles.includes("enfermeria")),
  );
  return { stepId: seen[0].stepId, questionIds: seen.filter((row) => row.stepId === seen[0].stepId).map((row) => row.questionId) };
}

/** Whether the server has started the question's clock in the attempt. */
async function clockStarted(attemptId: string, questionId: number) {
  const db = database();
  const rows = await db
    .select()
    .from(attemptQuestions)
    .where(and(eq(attemptQuestions.attemptId, attemptId), eq(attemptQuestions.questionId, questionId)));
  db.$client.close();
  return rows.length > 0;
}

async function attemptRow(attemptId: string) {
  const db = database();
  const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  db.$client.close();
  return row;
}

/** A nurse signed in, with an attempt just started from the confirmation page (which shows the pass mark first). */
async function startedAttempt(page: Page) {
  const nurse = await seedAccount({ verified: true, approved: true });
  const scenarioId = await scenarioIdBySlug(SLUG);
  await logIn(page, nurse.email, nurse.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/simulacion/${scenarioId}/confirm`);
  await expect(page.getByText("Para aprobar: 70 % o más y ninguna pregunta crítica fallada.")).toBeVisible();
  await page.getByRole("button", { name: "Comenzar" }).click();
  await page.waitForURL(/attempt=/);
  const url = new URL(page.url());
  return { nurse, scenarioId, attemptId: url.searchParams.get("attempt")!, run: `${url.pathname}${url.search}` };
}

/** Answers the open question `questionId` with its first option. */
async function answer(page: Page, questionId: number) {
  const question = page.locator(`fieldset#q${questionId}`);
  await question.getByRole("radio").first().check();
  await question.getByRole("button", { name: "Responder" }).click();
  await expect(question.getByRole("status").filter({ hasText: /Respuesta (correcta|incorrecta)/ })).toBeVisible();
}

/** What the page said aloud when a timed question appeared: its place and its time. */
const announced = (page: Page, position: number) =>
  page.locator("[aria-live=assertive]").filter({ hasText: new RegExp(`^Pregunta ${position} de \\d+.*: tienes \\d+ segundos\\.`) });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`a timed question's clock starts when it is in view, never below the fold (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { scenarioId, attemptId, run } = await startedAttempt(page);
    const { stepId, questionIds } = await urgentStep(scenarioId);
    expect(questionIds.length).toBeGreaterThan(1);
    const [first, second] = questionIds;
    const stepPage = `${run}&step=${stepId}`;

    // Opened at the top (on a phone the first question may be below the fold): in view, its clock starts; it takes the
    // focus and is announced.
    await page.goto(stepPage);
    // (Its card may already have become the question: scrolled to by its id, whichever it is.)
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: "center" }), `q${first}`);
    const firstQuestion = page.locator(`fieldset#q${first}`);
    await expect(firstQuestion.getByRole("radio").first()).toBeEnabled();
    await expect(firstQuestion).toBeFocused();
    await expect(announced(page, 1)).toHaveCount(1);
    expect(await clockStarted(attemptId, first)).toBe(true);
    // Answered as a plain form posts it (on the page, the next card could come into view at once and start, rightly).
    const posted = await page.request.post(stepPage, {
      form: { intent: "answer", questionId: String(first), option: "0" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);

    // The page again from the top: the next question is below the fold, and its clock has not started.
    await page.goto(stepPage);
    const card = page.locator(`#q${second}`);
    await expect(card.getByText("Su tiempo empezará en cuanto esté entera a la vista.")).toBeVisible();
    await expect(card).not.toBeInViewport();
    await expect(card.getByRole("radio")).toHaveCount(0);
    expect(await clockStarted(attemptId, second)).toBe(false);
    await expectAccessible(page);

    // Scrolled to: in view, its clock starts; the question appears where the card was, focused and announced.
    await card.scrollIntoViewIfNeeded();
    const secondQuestion = page.locator(`fieldset#q${second}`);
    await expect(secondQuestion.getByRole("radio").first()).toBeEnabled();
    await expect(secondQuestion).toBeFocused();
    await expect(secondQuestion).toBeInViewport();
    await expect(announced(page, 2)).toHaveCount(1);
    await expect(secondQuestion.getByText(/Tiempo de la pregunta: \d+:\d\d/)).toBeVisible();
    expect(await clockStarted(attemptId, second)).toBe(true);
    await expectAccessible(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("a timed question is asked for, and comes at the top of the page with its clock starting then", async ({ page }) => {
    const { scenarioId, attemptId, run } = await startedAttempt(page);
    const { stepId, questionIds } = await urgentStep(scenarioId);
    const [first, second] = questionIds;
    await page.goto(`${run}&step=${stepId}`);
    // Opening the step starts nothing.
    expect(await clockStarted(attemptId, first)).toBe(false);
    await expect(page.locator(`#q${first}`).getByText(/Su tiempo empezará cuando pulses «Mostrar la pregunta»/)).toBeVisible();
    await page.locator(`#q${first}`).getByRole("button", { name: "Mostrar la pregunta" }).click();
    await expect(page.locator(`fieldset#q${first}`)).toBeInViewport();
    expect(await clockStarted(attemptId, first)).toBe(true);
    await answer(page, first);
    // Answered: the explanation is read in peace; the next clock waits for the person.
    expect(await clockStarted(attemptId, second)).toBe(false);
    await page.locator(`#q${second}`).getByRole("button", { name: "Mostrar la pregunta" }).click();
    await expect(page).toHaveURL(new RegExp(`#q${second}$`));
    const secondQuestion = page.locator(`fieldset#q${second}`);
    await expect(secondQuestion.getByRole("radio").first()).toBeEnabled();
    await expect(secondQuestion).toBeInViewport();
    expect(await clockStarted(attemptId, second)).toBe(true);
  });
});

/** «Finalizar intento» with questions left: the confirmation counts them; the result says not passed and names the critical questions failed. */
async function finishEarly(page: Page, withJs: boolean) {
  const { attemptId } = await startedAttempt(page);
  const finish = page.getByRole("link", { name: "Finalizar intento" });
  await expect(finish).toBeVisible();
  await finish.click();
  await expect(page.getByRole("heading", { name: "¿Finalizar el intento?" })).toBeVisible();
  const total = (await attemptRow(attemptId)).totalCount!;
  await expect(page.getByText(`Quedan ${total} preguntas sin responder de ${total}.`)).toBeVisible();
  await expect(page.getByText("Las preguntas sin responder cuentan como no respondidas: no suman puntos.")).toBeVisible();
  if (withJs) await expectAccessible(page);
  await page.getByRole("button", { name: "Finalizar intento" }).click();
  await expect(page.getByRole("heading", { name: "Resumen del intento" })).toBeVisible();
  await expect(page.getByText("0 %", { exact: true })).toBeVisible();
  await expect(page.getByText("No aprobado", { exact: true })).toBeVisible();
  await expect(page.getByText("Para aprobar: 70 % o más y ninguna pregunta crítica fallada.")).toBeVisible();
  // Each of this person's critical questions is named, none answered, with its explanation.
  const row = await attemptRow(attemptId);
  expect(row).toMatchObject({ status: "finalizado", score: 0, correctCount: 0, criticalFailed: row.criticalIds!.length });
  const failed = page.getByRole("heading", { name: "Preguntas críticas falladas" }).locator("xpath=..").getByRole("listitem");
  await expect(failed).toHaveCount(row.criticalIds!.length);
  const db = database();
  const criticals = await db.select().from(questions).where(eq(questions.id, row.criticalIds![0]));
  db.$client.close();
  await expect(failed.first()).toContainText(criticals[0].questionText);
  await expect(failed.first()).toContainText(criticals[0].explanation!);
  await expect(failed.first()).toContainText("Sin responder");
  // axe runs in the page: with JavaScript only (the same page without it is the same markup).
  if (withJs) await expectAccessible(page);
}

test("«Finalizar intento» at any time, after a confirmation that counts the questions left", async ({ page }) => {
  await finishEarly(page, true);
});

test.describe("«Finalizar intento» without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the confirmation is a page of its own, and the result the same", async ({ page }) => {
    await finishEarly(page, false);
  });
});

test("an attempt past its limit is closed by whoever looks at it, and shows as finished everywhere", async ({ page, browser }) => {
  const { attemptId } = await startedAttempt(page);
  const expire = async (id: string) => {
    const db = database();
    await db
      .update(attempts)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(attempts.id, id));
    db.$client.close();
  };
  await expire(attemptId);
  // The learner's own evaluation: closed by that look, never «En curso».
  await page.goto("/evaluacion");
  const table = page.getByRole("table", { name: "Intentos online" });
  await expect(table.getByRole("cell", { name: "Finalizado", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "En curso" })).toHaveCount(0);
  await expect(table.getByRole("cell", { name: "No aprobado" })).toBeVisible();
  expect(await attemptRow(attemptId)).toMatchObject({ status: "abandonado", finishedAt: expect.any(String) });
  await expectAccessible(page);

  // Someone else's, looked at by an administrator in the records: closed too.
  const other = await browser.newContext();
  const learner = await other.newPage();
  const second = await startedAttempt(learner);
  await other.close();
  await expire(second.attemptId);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL("**/dashboard");
  await admin.goto(`/admin/registros?q=${encodeURIComponent(second.nurse.email)}`);
  await expect(admin.getByRole("heading", { name: "Registros de formación" })).toBeVisible();
  expect(await attemptRow(second.attemptId)).toMatchObject({ status: "abandonado", finishedAt: expect.any(String) });
  await adminContext.close();
});
