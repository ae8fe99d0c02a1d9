/** The studio's 'Vista previa' as an administrator uses it in Chromium: it runs the draft and counts nowhere. */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { scenarioDrafts } from "../../db/schema";
import { createDb } from "../../app/server/db.server";
import { E2E_ADMIN, expectAccessible, logIn } from "./support";

/** A draft straight into the database (as 'Editar' makes one), removed again at the end: the studio's own tests count drafts. */
async function withDraft(path: string, run: (slug: string) => Promise<void>) {
  const file = JSON.parse(readFileSync(path, "utf8"));
  // A slug of its own: the tests of this file run side by side, and each removes its draft at the end.
  file.escenario.slug = `${file.escenario.slug}-vista-${crypto.randomUUID().slice(0, 8)}`;
  const key = { slug: file.escenario.slug as string, mode: file.modo as "online" | "presencial" };
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await db
    .insert(scenarioDrafts)
    .values({ ...key, file, revision: 1 })
    .onConflictDoNothing();
  try {
    await run(key.slug);
  } finally {
    await db
      .delete(scenarioDrafts)
      .where(and(eq(scenarioDrafts.slug, key.slug), eq(scenarioDrafts.mode, key.mode), eq(scenarioDrafts.revision, 1)));
    db.$client.close();
  }
}

/** Every request the page sends but a read: a preview that writes nothing sends none (other tests write meanwhile, so rows would not prove it). */
function writesOf(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

async function asAdmin(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
}

test("an online draft runs for one role as a learner would, to a score, and nothing is sent to be written", async ({ page }) => {
  await withDraft("db/seed/online/11-intoxicacion-paracetamol.json", async (slug) => {
    await asAdmin(page);
    const sent = writesOf(page);
    await page.goto(`/admin/escenarios/vista-previa?slug=${slug}&rol=farmacia`);
    await expect(page.getByRole("heading", { level: 1, name: /^Vista previa: Intoxicación/ })).toBeVisible();
    await expect(page.getByText("Vista previa con el rol Farmacia: no se guarda nada.")).toBeVisible();
    await expect(page.getByRole("timer", { name: "Tiempo restante del intento" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Siguiente →" }).click();
    const steps = page.getByRole("navigation", { name: "Bloques del caso" }).getByRole("link", { name: /^\d+\. / });
    const count = await steps.count();
    let hinted = false;
    for (let index = 0; index < count; index++) {
      await steps.nth(index).click();
      await expect(steps.nth(index)).toHaveAttribute("aria-current", "step");
      // An urgent step gives its next question once the one before is answered; its clock starts when it is in view.
      for (;;) {
        const ready = page.getByRole("button", { name: "Mostrar la pregunta" });
        if ((await page.getByRole("button", { name: "Responder" }).count()) === 0 && (await ready.count()) > 0) {
          await ready.first().evaluate((button) => button.scrollIntoView({ block: "center" }));
          await expect(page.getByRole("button", { name: "Responder" })).toHaveCount(1);
        }
        if ((await page.getByRole("button", { name: "Responder" }).count()) === 0) break;
        const open = page.locator("fieldset").filter({ has: page.getByRole("button", { name: "Responder" }) });
        const question = page.locator(`#${await open.first().getAttribute("id")}`);
        if (!hinted && (await question.getByRole("button", { name: "Pedir pista" }).count())) {
          await question.getByRole("button", { name: "Pedir pista" }).click();
          await expect(question.getByText(/Pista 1:/)).toBeVisible();
          hinted = true;
        }
        await question.getByRole("radio").first().check();
        await question.getByRole("button", { name: "Responder" }).click();
        // The feedback of the real run: right or wrong, and the explanation.
        await expect(question.getByRole("status").filter({ hasText: /Respuesta (correcta|incorrecta)/ })).toBeVisible();
        await expect(question.getByRole("button", { name: "Responder" })).toHaveCount(0);
      }
    }
    await expectAccessible(page);
    await page.getByRole("link", { name: "Finalizar intento" }).click();
    await expect(page.getByText("Has respondido todas las preguntas.")).toBeVisible();
    await page.getByRole("button", { name: "Finalizar intento" }).click();
    await expect(page.getByRole("heading", { name: "Resumen del intento" })).toBeVisible();
    await expect(page.getByText(/^\d+ %$/)).toBeVisible();
    await expect(page.getByText(/respuestas correctas · 1 pista usada · Finalizado$/)).toBeVisible();
    await expectAccessible(page);
    // 'Reiniciar' starts again from the brief.
    await page.getByRole("button", { name: "Reiniciar la vista previa" }).click();
    await expect(page.getByRole("link", { name: "Finalizar intento" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resumen del intento" })).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

test("without JavaScript the online preview lists the role's questions with their keys", async ({ browser }) => {
  await withDraft("db/seed/online/11-intoxicacion-paracetamol.json", async (slug) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await asAdmin(page);
    await page.goto(`/admin/escenarios/vista-previa?slug=${slug}&rol=farmacia`);
    await expect(page.getByText(/Correcta: /).first()).toBeVisible();
    await context.close();
  });
});

test("an in-person draft opens a test console: the simulated patient runs, a bolus is recorded, the projection shows the model's value, a wrong dose is flagged", async ({
  page,
}) => {
  await withDraft("db/seed/presencial/01-shock-septico-pediatrico.json", async (slug) => {
    await asAdmin(page);
    const sent = writesOf(page);
    await page.goto(`/admin/escenarios/vista-previa?slug=${slug}&modo=presencial`);
    await expect(page.getByRole("heading", { level: 1, name: /^Vista previa: / })).toBeVisible();
    await page.getByRole("button", { name: "Iniciar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "En curso" })).toBeVisible();
    const fc = page.getByRole("group", { name: "Frecuencia cardiaca" });
    await fc.getByRole("button", { name: "Conectar ECG" }).click();
    await expect(fc.getByText("· visible")).toBeVisible();
    const bolus = page.getByRole("form", { name: "Bolo de cristaloide" });
    await bolus.getByLabel(/^Dosis/).fill("10");
    await bolus.getByRole("button", { name: "Registrar ahora" }).click();
    const patient = page.getByRole("region", { name: "Paciente ahora" });
    await expect(patient.getByText(/^Ritmo: Taquicardia sinusal/)).toBeVisible();
    await expect(page.getByText(/Bolo de cristaloide · 10 ml\/kg · IV/).first()).toBeVisible();
    const antibiotic = page.getByRole("form", { name: /^Inicio del antibiótico/ });
    await antibiotic.getByLabel(/^Dosis/).fill("8000");
    await antibiotic.getByRole("button", { name: "Registrar ahora" }).click();
    await expect(page.getByText("Dosis fuera de rango: 10 veces la esperada").first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Proyección de la sala" }).click();
    const projection = page.getByRole("region", { name: "Proyección de la sala" });
    // The model's heart rate at the start of the case (with its natural variability), as the console has it.
    await expect(projection.getByRole("listitem").filter({ hasText: "Frecuencia cardiaca" })).toContainText(/1[5-7]\d/);
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });
});

test("an in-person draft with a model shows the patient's course on a fast clock: a planned bolus, the chart, what fired, and nothing is sent", async ({
  page,
}) => {
  await withDraft("db/seed/presencial/01-shock-septico-pediatrico.json", async (slug) => {
    await asAdmin(page);
    const sent = writesOf(page);
    await page.goto(`/admin/escenarios/vista-previa?slug=${slug}&modo=presencial`);
    const course = page.getByRole("region", { name: "Curso del paciente" });
    await expect(course.getByText("Sin acciones: el curso es el del paciente sin tratamiento.")).toBeVisible();
    const plan = course.getByRole("form", { name: "Añadir una acción al plan" });
    await plan.getByLabel("Acción", { exact: true }).selectOption("bolo_cristaloide");
    await plan.getByLabel(/^Dosis/).fill("20");
    await plan.getByLabel("Minuto", { exact: true }).fill("2");
    await plan.getByRole("button", { name: "Añadir al plan" }).click();
    await expect(course.getByText("T+2:00 · Bolo de cristaloide: 20 ml/kg IV", { exact: true })).toBeVisible();
    const chart = course.getByRole("group", { name: /^Curso del paciente en \d+ minutos, con 1 acción$/ });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole("img", { name: "T+2:00 · Dosis: Bolo de cristaloide 20 ml/kg IV. En rango terapéutico" })).toHaveCount(1);
    await expect(
      course
        .getByRole("list", { name: "Manejadores disparados" })
        .getByRole("listitem")
        .filter({ hasText: /^T\+2:00 · / }),
    ).not.toHaveCount(0);
    await expect(course.getByRole("list", { name: "Bandas de las dosis" })).toContainText("En rango terapéutico");
    const clock = course.getByRole("timer", { name: "Reloj de la simulación" });
    await expect(clock).toHaveText("T+0:00");
    await course.getByRole("button", { name: "Reproducir a velocidad rápida" }).click();
    await expect(clock).not.toHaveText("T+0:00");
    await course.getByRole("button", { name: "Pausar" }).click();
    await expect(course.getByRole("button", { name: "Reanudar" })).toBeVisible();
    await expect(course.getByRole("status")).toContainText("En pausa en T+");
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });
});
