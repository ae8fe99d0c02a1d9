/**
 * Issue 12's instructor: writes a new online case field by field (one step, two questions),
 * publishes it; a learner runs it; the instructor corrects an option and publishes again; the
 * learner's old review still shows the old wording. And the same editor without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, expectAccessible, logIn, openStudio, scenarioIdBySlug, seedAccount } from "./support";

const byId = (page: Page, id: string) => page.locator(`#f-${id}`);

async function fillNewCase(page: Page, slug: string, title: string) {
  await byId(page, "slug").fill(slug);
  await byId(page, "title").fill(title);
  await byId(page, "summary").fill("Lactante con fiebre y mala perfusión: reconocer el shock y tratarlo en la primera hora.");
  await byId(page, "level").selectOption("medio");
  await byId(page, "status").selectOption("Disponible");
  await byId(page, "estimated_minutes").fill("10");
  await page.getByRole("group", { name: "Categorías" }).getByLabel("Sepsis y shock").check();
  await byId(page, "brief-title").fill("Lactante de 8 meses con fiebre");
  await byId(page, "brief-context").fill("Urgencias pediátricas, 3 de la madrugada.");
  await byId(page, "brief-demographics-age").fill("8 meses");
  await byId(page, "brief-demographics-weightKg").fill("8,5");
  await byId(page, "brief-chief_complaint").fill("Fiebre de 39 °C y decaimiento desde hace 12 horas.");
  for (const vertex of ["appearance", "breathing", "circulation"]) await byId(page, `brief-triangle_details-${vertex}`).fill("Alterada.");
  await byId(page, "brief-vitals-fc").fill("180");
  await byId(page, "brief-vitals-fr").fill("50");
  await byId(page, "brief-vitals-sat").fill("95");
  await byId(page, "brief-vitals-temp").fill("39,2");
  await byId(page, "brief-learning_objective").fill("Reconocer el shock séptico y empezar su tratamiento.");
  for (const role of ["MED", "NUR", "PHARM"]) await byId(page, `brief-objectives-${role}-0`).fill("Actuar en la primera hora.");

  await byId(page, "steps-0-description").fill("Valoración inicial");
  const question = async (q: number, text: string, options: string[], correct: number) => {
    await byId(page, `steps-0-questions-${q}-question_text`).fill(text);
    for (const [i, option] of options.entries()) await byId(page, `steps-0-questions-${q}-options-${i}`).fill(option);
    await byId(page, `steps-0-questions-${q}-correct_option`).selectOption(String(correct));
    await byId(page, `steps-0-questions-${q}-explanation`).fill("Porque la perfusión y la frecuencia cardiaca lo definen en el lactante.");
  };
  await question(0, "¿Qué sugiere el triángulo?", ["Shock compensado", "Dificultad respiratoria", "Estado normal"], 0);
  await page.getByRole("button", { name: "Añadir pregunta (Paso 1)" }).click();
  await question(1, "¿Cuál es el primer bolo?", ["10 ml/kg de cristaloide", "40 ml/kg de coloide", "Nada"], 0);

  await byId(page, "resources-0-title").fill("Surviving Sepsis Campaign International Guidelines for Children");
  await byId(page, "resources-0-url").fill(
    "https://www.sccm.org/survivingsepsiscampaign/guidelines-and-resources/surviving-sepsis-campaign-pediatric-guidelines",
  );
  await byId(page, "resources-0-source").fill("Pediatr Crit Care Med 2020;21:e52-e106");
  await byId(page, "resources-0-type").selectOption("guía");
  await byId(page, "resources-0-year").fill("2020");
}

test("an instructor writes a case field by field, publishes it, a learner runs it, and a correction leaves the old review as it was", async ({
  browser,
}) => {
  // The longest studio journey: two people, two publications, and the editor saving by itself meanwhile.
  test.setTimeout(360_000);
  const ours = await browser.newContext();
  const admin = await ours.newPage();
  await openStudio(admin);
  await admin.getByRole("link", { name: "Nuevo escenario online" }).click();
  await expect(admin.getByRole("heading", { name: "Nuevo escenario online", level: 1 })).toBeVisible();
  await expectAccessible(admin);

  // A save of a case barely begun keeps it as a draft, and says what is missing next to each field.
  await byId(admin, "title").fill("Caso escrito en el estudio");
  await admin.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(admin.getByText("Borrador guardado tal como está. Para publicarlo falta completar:")).toBeVisible();
  await expect(admin.getByRole("link", { name: /^Caso clínico › Contexto:/ })).toBeVisible();
  await expect(byId(admin, "title")).toHaveValue("Caso escrito en el estudio");
  await expect(byId(admin, "brief-context")).toHaveAttribute("aria-invalid", "true");

  const slug = "caso-escrito-en-el-estudio";
  await fillNewCase(admin, slug, "Caso escrito en el estudio");
  // Reordering happens in place: the second question moves up, then back.
  await admin.getByRole("button", { name: "Subir pregunta 2 (Paso 1)" }).click();
  await expect(byId(admin, "steps-0-questions-0-question_text")).toHaveValue("¿Cuál es el primer bolo?");
  await admin.getByRole("button", { name: "Bajar pregunta 1 (Paso 1)" }).click();
  await expect(byId(admin, "steps-0-questions-0-question_text")).toHaveValue("¿Qué sugiere el triángulo?");
  await admin.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(admin.getByText("Borrador guardado. Publícalo cuando esté revisado.")).toBeVisible();
  await expect(admin.getByText(/Ninguna pregunta es urgente/)).toBeVisible();
  await expectAccessible(admin);
  // Before publishing, the instructor runs it as a learner would; it counts nowhere.
  await admin.getByRole("link", { name: "Vista previa" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Vista previa: Caso escrito en el estudio" })).toBeVisible();
  await admin.getByRole("link", { name: "Siguiente →" }).click();
  await expect(admin.getByText("¿Qué sugiere el triángulo?").first()).toBeVisible();

  await admin.getByRole("link", { name: "← Escenarios" }).click();
  const draft = admin.getByRole("table", { name: "Borradores" }).getByRole("row", { name: /Caso escrito en el estudio/ });
  await draft.getByLabel("He revisado los avisos").check();
  await draft.getByRole("button", { name: /^Publicar/ }).click();
  await expect(
    admin.getByText("Publicado: los intentos nuevos usarán esta versión. («Caso escrito en el estudio», versión 1)"),
  ).toBeVisible();

  // A learner runs it and gets both questions right.
  const scenarioId = await scenarioIdBySlug(slug);
  const learner = await seedAccount({ verified: true, approved: true });
  const theirs = await browser.newContext();
  const page = await theirs.newPage();
  await logIn(page, learner.email, learner.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/simulacion/${scenarioId}/confirm`);
  await page.getByRole("button", { name: "Comenzar" }).click();
  await page.getByRole("link", { name: "Siguiente →" }).click();
  for (const option of ["Shock compensado", "10 ml/kg de cristaloide"]) {
    const group = page.locator("main fieldset").filter({ has: page.getByRole("radio", { name: option }) });
    await group.getByRole("radio", { name: option }).check();
    await group.getByRole("button", { name: "Responder" }).click();
    await expect(group.getByText("Respuesta correcta").first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Finalizar intento" }).click();
  await page.getByRole("button", { name: "Finalizar intento" }).click();
  await expect(page.getByText("100 %").first()).toBeVisible();
  await page.getByRole("link", { name: "Revisar el intento" }).click();
  await expect(page.getByRole("heading", { name: "Revisión del intento" })).toBeVisible();
  await expect(page.getByText("10 ml/kg de cristaloide").first()).toBeVisible();
  const review = page.url();

  // The instructor corrects an option and publishes version 2.
  await admin.goto("/admin/escenarios?q=estudio");
  const row = admin.getByRole("table", { name: "Publicados" }).getByRole("row", { name: /Caso escrito en el estudio/ });
  await row.getByRole("button", { name: /^Editar/ }).click();
  // A saved case opens folded: each step and question says which it is.
  await admin.getByText(/^Paso 1: Valoración inicial/).click();
  await admin.getByText(/^Pregunta 2: ¿Cuál es el primer bolo\?/).click();
  await byId(admin, "steps-0-questions-1-options-0").fill("20 ml/kg de cristaloide");
  await admin.getByRole("button", { name: "Guardar borrador" }).first().click();
  await expect(admin.getByText("Borrador guardado. Publícalo cuando esté revisado.")).toBeVisible();
  await admin.getByRole("link", { name: "← Escenarios" }).click();
  const second = admin.getByRole("table", { name: "Borradores" }).getByRole("row", { name: /Caso escrito en el estudio/ });
  await second.getByLabel("He revisado los avisos").check();
  await second.getByRole("button", { name: /^Publicar/ }).click();
  await expect(admin.getByText(/«Caso escrito en el estudio», versión 2/)).toBeVisible();
  await row.getByRole("link", { name: /^Historial/ }).click();
  await expect(admin.getByText("Paso 1 › Pregunta 2 › Opción 1: «10 ml/kg de cristaloide» → «20 ml/kg de cristaloide»")).toBeVisible();

  // The learner's review keeps the wording they answered, and their score.
  await page.goto(review);
  await expect(page.getByText("10 ml/kg de cristaloide").first()).toBeVisible();
  await expect(page.getByText("20 ml/kg de cristaloide")).toHaveCount(0);
  await expect(page.getByText("100 %").first()).toBeVisible();

  // Archived, it leaves the learners' list; restored, it comes back.
  await admin.goto("/admin/escenarios?q=estudio");
  await row.getByRole("button", { name: /^Archivar/ }).click();
  await expect(admin.getByText(/^Archivado: ya no aparece en ninguna lista/)).toBeVisible();
  await page.goto("/simulacion?q=estudio");
  await expect(page.getByRole("link", { name: /Caso escrito en el estudio/ })).toHaveCount(0);
  await admin.getByRole("button", { name: /^Restaurar/ }).click();
  await expect(admin.getByText(/^Restaurado: vuelve a aparecer en las listas/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: /Caso escrito en el estudio/ }).first()).toBeVisible();
  await theirs.close();
  await ours.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor's lists still add, move and remove items, as plain forms", async ({ page }) => {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL("**/dashboard");
    await page.goto("/admin/escenarios/borrador?nuevo=online");
    await byId(page, "title").fill("Caso sin JavaScript");
    await byId(page, "steps-0-questions-0-question_text").fill("Primera pregunta");
    await page.getByRole("button", { name: "Añadir pregunta (Paso 1)" }).click();
    // The page came back from the server with what was typed and the new, empty question.
    await expect(byId(page, "title")).toHaveValue("Caso sin JavaScript");
    await expect(byId(page, "steps-0-questions-1-question_text")).toHaveValue("");
    await byId(page, "steps-0-questions-1-question_text").fill("Segunda pregunta");
    await page.getByRole("button", { name: "Subir pregunta 2 (Paso 1)" }).click();
    await expect(byId(page, "steps-0-questions-0-question_text")).toHaveValue("Segunda pregunta");
    await page.getByRole("button", { name: "Quitar pregunta 1 (Paso 1)" }).click();
    await expect(byId(page, "steps-0-questions-0-question_text")).toHaveValue("Primera pregunta");
    await expect(byId(page, "steps-0-questions-1-question_text")).toHaveCount(0);
    await page.getByRole("button", { name: "Añadir opción (Paso 1 › Pregunta 1)" }).click();
    await expect(byId(page, "steps-0-questions-0-options-3")).toBeVisible();
  });
});
