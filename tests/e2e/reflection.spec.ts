import { expect, test } from "@playwright/test";
import { E2E_ADMIN, expectAccessible, finishSession, logIn, scenarioIdBySlug, seedAccount } from "./support";

// The learner's reflection (issue 27 §4, decision 0044): asked on the dashboard after a session,
// seen in one's own evaluation and by the instructor in the report, never by another participant.
test("a linked learner reflects from the dashboard; the admin reads it in the report, the other learner does not", async ({ browser }) => {
  test.slow();
  const scenarioId = await scenarioIdBySlug("shock-septico-pediatrico");
  const [ana, bea] = [await seedAccount({ verified: true, approved: true }), await seedAccount({ verified: true, approved: true })];

  // The admin runs and ends a session with both learners linked.
  const adminContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const console_ = await adminContext.newPage();
  await logIn(console_, E2E_ADMIN.email, E2E_ADMIN.password);
  await console_.waitForURL("**/dashboard");
  await console_.goto(`/presencial/${scenarioId}/confirm?flow=dual`);
  const rows = console_.getByRole("group", { name: /Participante/ });
  await rows.nth(0).getByLabel("Nombre").fill("Luis Instructor");
  await rows.nth(0).getByLabel("Rol", { exact: true }).selectOption("instructor");
  for (const [index, learner, name] of [
    [1, ana, "Ana Enfermera"],
    [2, bea, "Bea Enfermera"],
  ] as const) {
    await rows.nth(index).getByLabel("Nombre").fill(name);
    await rows.nth(index).getByLabel("Rol", { exact: true }).selectOption("enfermeria");
    await rows.nth(index).getByLabel("Usuario registrado (opcional)").selectOption(learner.id);
  }
  await console_.getByRole("button", { name: "Confirmar participantes" }).click();
  await console_.waitForURL(/\/presencial\/instructor\/\d+\/[0-9a-f-]{36}$/);
  await console_.getByRole("button", { name: "Iniciar" }).click();
  await finishSession(console_);
  await console_.waitForURL(/\/informe\?session=/);
  const reportPath = new URL(console_.url()).pathname + new URL(console_.url()).search;
  await expect(console_.getByRole("heading", { name: "Reflexiones del equipo" })).toBeVisible();
  await expect(console_.getByText("Ningún participante ha escrito todavía su reflexión.")).toBeVisible();

  // Ana (with JavaScript) finds the question on her dashboard and answers it there.
  const anaPage = await (await browser.newContext()).newPage();
  await logIn(anaPage, ana.email, ana.password);
  await anaPage.waitForURL("**/dashboard");
  const ask = anaPage.getByRole("region", { name: "Tu reflexión tras la simulación" });
  await expect(ask).toBeVisible();
  await expectAccessible(anaPage);
  await ask.getByLabel("Qué salió bien").fill("Pedimos ayuda pronto y la vía fue rápida.");
  await ask.getByLabel("Qué cambiaría").fill("Prepararía la adrenalina antes.");
  await ask
    .getByRole("group", { name: /antes de la sesión/ })
    .getByLabel("2 — Poco seguro/a: necesitaría mucha ayuda")
    .check();
  await ask
    .getByRole("group", { name: /después de la sesión/ })
    .getByLabel("4 — Bastante seguro/a: podría hacerlo con poca ayuda")
    .check();
  await ask.getByRole("button", { name: "Guardar reflexión" }).click();
  await anaPage.waitForURL(/\/reflexion\/[0-9a-f-]{36}\?guardada=1$/);
  await expect(anaPage.getByText("Reflexión guardada.", { exact: false })).toBeVisible();
  await expectAccessible(anaPage);
  // The dashboard stops asking once it is given.
  await anaPage.goto("/dashboard");
  await expect(anaPage.getByRole("heading", { name: "Hola, Irene" })).toBeVisible();
  await expect(anaPage.getByRole("region", { name: "Tu reflexión tras la simulación" })).toHaveCount(0);
  // In her own evaluation.
  await anaPage.goto("/evaluacion?mine=1");
  const mine = anaPage.getByRole("region", { name: "Mis reflexiones" });
  await expect(mine.getByText("Pedimos ayuda pronto y la vía fue rápida.")).toBeVisible();
  await expect(mine.getByText("4 — Bastante seguro/a: podría hacerlo con poca ayuda")).toBeVisible();
  await expectAccessible(anaPage);
  // Changed to nothing at all, it is refused in words (axe-checked with the errors shown) and stays as it was.
  await mine.getByRole("link", { name: "Cambiar mi reflexión" }).click();
  await anaPage.getByLabel("Qué salió bien").fill("");
  await anaPage.getByLabel("Qué cambiaría").fill("");
  for (const group of [/antes de la sesión/, /después de la sesión/])
    await anaPage.getByRole("group", { name: group }).getByLabel("Prefiero no indicarlo").check();
  await anaPage.getByRole("button", { name: "Guardar reflexión" }).click();
  await expect(anaPage.getByRole("alert")).toContainText("Escribe algo o elige tu confianza");
  await expectAccessible(anaPage);

  // The admin (the instructor) reads it in the report, with her name.
  await console_.reload();
  const reflections = console_.getByRole("region", { name: "Reflexiones del equipo" });
  await expect(reflections.getByText("Ana Enfermera · Enfermería")).toBeVisible();
  await expect(reflections.getByText("Pedimos ayuda pronto y la vía fue rápida.")).toBeVisible();
  await expect(reflections.getByText("2 — Poco seguro/a: necesitaría mucha ayuda")).toBeVisible();
  await expectAccessible(console_);

  // Bea, without JavaScript: «Ahora no» works as a plain form and the question goes away.
  const beaPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await logIn(beaPage, bea.email, bea.password);
  await beaPage.waitForURL("**/dashboard");
  await beaPage.getByRole("region", { name: "Tu reflexión tras la simulación" }).getByRole("button", { name: "Ahora no" }).click();
  await beaPage.waitForURL("**/dashboard");
  await expect(beaPage.getByRole("heading", { name: "Hola, Irene" })).toBeVisible();
  await expect(beaPage.getByRole("region", { name: "Tu reflexión tras la simulación" })).toHaveCount(0);
  // She reads the same report, and nothing of Ana's reflection is in it.
  await beaPage.goto(reportPath);
  await expect(beaPage.getByRole("heading", { name: "Participantes" })).toBeVisible();
  await expect(beaPage.getByText("Pedimos ayuda pronto")).toHaveCount(0);
  await expect(beaPage.getByText("Prepararía la adrenalina antes.")).toHaveCount(0);
  expect(await beaPage.content()).not.toContain("Pedimos ayuda pronto");
  // Her own, written later without JavaScript from her evaluation, is hers alone in the report.
  await beaPage.goto("/evaluacion?mine=1");
  await beaPage.getByRole("link", { name: "Escribir mi reflexión" }).click();
  // Sent empty, it is refused in words and the page says what to do.
  await beaPage.getByRole("button", { name: "Guardar reflexión" }).click();
  await expect(beaPage.getByRole("alert")).toContainText("Escribe algo o elige tu confianza");
  await beaPage.getByLabel("Qué salió bien").fill("La comunicación en voz alta.");
  await beaPage.getByRole("button", { name: "Guardar reflexión" }).click();
  await expect(beaPage.getByText("Reflexión guardada.", { exact: false })).toBeVisible();
  await beaPage.goto(reportPath);
  await expect(beaPage.getByRole("heading", { name: "Tu reflexión" })).toBeVisible();
  await expect(beaPage.getByText("La comunicación en voz alta.")).toBeVisible();
  expect(await beaPage.content()).not.toContain("Pedimos ayuda pronto");
});
