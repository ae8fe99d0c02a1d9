import { expect, test, type WebSocketRoute } from "@playwright/test";
import { E2E_ADMIN, expectAccessible, expectProjectionAccessible, logIn, scenarioIdBySlug, seedAccount, finishSession } from "./support";

test("a live dual session, from participants to the report, with a projection that survives a network drop", async ({ browser }) => {
  // The longest journey of the suite, with two animated monitors (console and projection) on two cores.
  test.slow();
  const scenarioId = await scenarioIdBySlug("shock-septico-pediatrico");
  const nurse = await seedAccount({ verified: true, approved: true });

  const instructorContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const console_ = await instructorContext.newPage();
  await logIn(console_, E2E_ADMIN.email, E2E_ADMIN.password);
  await console_.waitForURL("**/dashboard");
  await console_.goto(`/presencial/${scenarioId}/confirm?flow=dual`);
  await expectAccessible(console_);
  const rows = console_.getByRole("group", { name: /Participante/ });
  await rows.nth(0).getByLabel("Nombre").fill("Luis Instructor");
  await rows.nth(0).getByLabel("Rol", { exact: true }).selectOption("instructor");
  await rows.nth(1).getByLabel("Nombre").fill(`${nurse.nombre} ${nurse.apellidos}`);
  await rows.nth(1).getByLabel("Rol", { exact: true }).selectOption("enfermeria");
  await rows.nth(1).getByLabel("Usuario registrado (opcional)").selectOption(nurse.id);
  await console_.getByRole("button", { name: "Confirmar participantes" }).click();
  await console_.waitForURL(/\/presencial\/instructor\/\d+\/[0-9a-f-]{36}$/);
  const code = (await console_.getByLabel(/^Código público/).textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(console_.getByRole("link", { name: `/presencial-alumno/${code}` })).toBeVisible();
  // The join address and a QR of the projection link, drawn locally; one click shows it full screen.
  const qr = console_.getByRole("img", { name: new RegExp(`^Código QR de http://[\\d.:]+/presencial-alumno/${code}\\?t=[0-9a-f]{24}$`) });
  await expect(qr.first()).toBeVisible();
  await qr.first().click();
  await expect(qr.nth(1)).toBeVisible();
  expect((await qr.nth(1).boundingBox())!.height).toBeGreaterThan(400);
  await qr.nth(1).click();
  await expect(qr.nth(1)).toBeHidden();
  await expectAccessible(console_);

  const studentContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const screen = await studentContext.newPage();
  // The screen's socket goes through a route we can cut, as a dropped network would.
  let networkDown = false;
  const sockets: WebSocketRoute[] = [];
  await screen.routeWebSocket(/\/parties\//, (socket) => {
    if (networkDown) return socket.close();
    socket.connectToServer();
    sockets.push(socket);
  });
  await screen.goto(`/presencial-alumno/${code}?mute=1`);
  await expect(screen.getByRole("status").filter({ hasText: "Esperando a iniciar" })).toBeVisible();
  await expect(screen.getByText("Conectado")).toBeVisible();
  // Before the start: the code and a QR of this screen's link, large, for the tablets in the room.
  const joining = screen.getByRole("region", { name: "Unirse a la sesión" });
  await expect(joining.getByLabel(`Código público ${code}`)).toBeVisible();
  await expect(joining.getByRole("img", { name: /^Código QR de http.*\/presencial-alumno\// })).toBeVisible();
  expect((await joining.getByRole("img").boundingBox())!.height).toBeGreaterThan(150);
  await expectProjectionAccessible(screen);

  await console_.getByRole("button", { name: "Iniciar" }).click();
  await expect(screen.getByRole("status").filter({ hasText: "En curso" })).toBeVisible();
  await expect(joining).toHaveCount(0);

  const fc = console_.getByRole("group", { name: "Frecuencia cardiaca" });
  await fc.getByRole("button", { name: "Conectar ECG" }).click();
  await expect(fc.getByRole("button", { name: "Desconectar ECG" })).toBeVisible();
  await expect(screen.getByRole("region", { name: "Constantes" }).getByText("Frecuencia cardiaca")).toBeVisible();

  await console_.getByLabel("Texto en pantalla").fill("Llega a urgencias una niña de 4 años.\n\nLa madre refiere fiebre desde ayer.");
  await console_.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(screen.getByText("La madre refiere fiebre desde ayer.")).toBeVisible();
  await console_.getByRole("button", { name: "Publicar paso 2" }).click();
  await expect(screen.getByText(/^Fase: /)).toBeVisible();

  // The alarm by its keyboard shortcut, shown on the button.
  await expect(console_.getByRole("button", { name: "Alarma" }).getByText("Alt+A")).toBeVisible();
  await console_.keyboard.press("Alt+a");
  await expect(screen.getByRole("alert").filter({ hasText: "ALARMA" })).toBeVisible();

  // The projection loses the network; the instructor goes on; the screen catches up when it returns.
  networkDown = true;
  await studentContext.setOffline(true);
  for (const socket of sockets.splice(0)) await socket.close();
  await expect(screen.getByText("Reconectando…")).toBeVisible();
  const lactate = console_.getByRole("group", { name: "Lactato" });
  await lactate.getByRole("button", { name: "Mostrar" }).click();
  await expect(lactate.getByRole("button", { name: "Ocultar" })).toBeVisible();
  const bolus = console_.getByRole("form", { name: "Bolo de cristaloide" });
  await bolus.getByLabel("Dosis (ml/kg)").fill("20");
  await bolus.getByRole("button", { name: "Registrar ahora" }).click();
  await expect(console_.getByRole("definition").filter({ hasText: /^20 ml\/kg$/ })).toBeVisible();
  // The antibiotic is stamped now, in simulation time; the console keeps the spec's minutes.
  await console_
    .getByRole("form", { name: /^Inicio del antibiótico/ })
    .getByRole("button", { name: "Registrar ahora" })
    .click();
  await expect(console_.getByRole("definition").filter({ hasText: /^0 min$/ })).toBeVisible();
  // The network returns but the socket stays refused: the 3 s poll catches the screen up.
  await studentContext.setOffline(false);
  await expect(screen.getByRole("region", { name: "Analítica" }).getByText("Lactato")).toBeVisible();
  await expect(screen.getByText("Reconectando…")).toBeVisible();
  // Then the socket comes back too.
  networkDown = false;
  await expect(screen.getByText("Conectado")).toBeVisible({ timeout: 30_000 });

  const checklist = console_.getByRole("region", { name: "Checklist" });
  await checklist.getByRole("group").first().getByRole("button", { name: "Bien" }).click();
  await expect(checklist.getByRole("group").first().getByRole("button", { name: "Bien" })).toHaveAttribute("aria-pressed", "true");

  // 'Finalizar' asks first, and counts what is still unmarked.
  const items = await checklist.getByRole("group").count();
  await console_.getByText("Finalizar…", { exact: true }).click();
  await expect(console_.getByText(`Quedan ${items - 1} ítems del checklist sin marcar.`)).toBeVisible();
  await finishSession(console_);
  await console_.waitForURL(/\/informe\?session=/);
  await expect(screen.getByRole("status").filter({ hasText: "Simulación terminada" })).toBeVisible();

  await expect(console_.getByRole("heading", { name: "Participantes" })).toBeVisible();
  await expect(console_.getByText("Luis Instructor · Instructor")).toBeVisible();
  await expect(console_.getByRole("heading", { name: "Cronología" })).toBeVisible();
  await expect(console_.getByText(/Inicio de la simulación/)).toBeVisible();
  await expect(console_.getByRole("table", { name: "Checklist" }).getByText("Bien").first()).toBeVisible();
  await expect(console_.getByText(/Frecuencia cardiaca: /)).toBeVisible();
  await expect(console_.getByRole("definition").filter({ hasText: /^20 ml\/kg$/ })).toBeVisible();
  // Exact: the debrief guide names the same KPI in its prompts.
  await expect(
    console_.getByRole("region", { name: "Indicadores clínicos" }).getByText("Minutos hasta el antibiótico", { exact: true }),
  ).toBeVisible();
  await expectAccessible(console_);

  // The nurse who took part finds the session in her evaluation and may open the report.
  const nurseContext = await browser.newContext();
  const nursePage = await nurseContext.newPage();
  await logIn(nursePage, nurse.email, nurse.password);
  await nursePage.waitForURL("**/dashboard");
  await nursePage.goto("/evaluacion");
  const row = nursePage.getByRole("table", { name: "Simulacros presenciales" }).getByRole("row").nth(1);
  await expect(row).toContainText("Finalizada");
  await row.getByRole("link", { name: "Ver informe" }).click();
  await expect(nursePage.getByRole("heading", { name: "Indicadores clínicos" })).toBeVisible();
  // The report's second address (declared in the routes configuration) opens the same report.
  const sessionId = new URL(console_.url()).searchParams.get("session");
  await nursePage.goto(`/evaluacion/informe/${sessionId}`);
  await expect(nursePage.getByRole("heading", { name: "Indicadores clínicos" })).toBeVisible();

  for (const context of [instructorContext, studentContext, nurseContext]) await context.close();
});

test("non-admins are refused on every instructor route", async ({ page }) => {
  const user = await seedAccount({ verified: true, approved: true });
  const scenarioId = await scenarioIdBySlug("shock-septico-pediatrico");
  await logIn(page, user.email, user.password);
  await page.waitForURL("**/dashboard");
  for (const path of [
    "/presencial/instructor",
    `/presencial/instructor/${scenarioId}`,
    `/presencial/instructor/${scenarioId}/${crypto.randomUUID()}`,
    `/presencial/${scenarioId}/escenario?session=${crypto.randomUUID()}`,
    `/presencial/${scenarioId}/escenario`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Acceso restringido" }), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al panel" })).toBeVisible();
  }
  await page.goto("/presencial");
  await expect(page).toHaveURL(/\/presencial-info$/);
  await expect(page.getByRole("heading", { name: "Simulación presencial" })).toBeVisible();
  await expectAccessible(page);
  const refused = await page.request.post(`/presencial/${scenarioId}/confirm?flow=dual`, {
    form: { flow: "dual", name: "Ana", role: "medico", userId: "" },
  });
  expect(refused.status()).toBe(403);
});

test("an unknown code gets the spec's message", async ({ page }) => {
  await page.goto("/presencial-alumno/ZZZZZ9");
  await expect(page.getByRole("alert")).toHaveText("No se encontró ninguna sesión con ese código.");
  await page.goto("/presencial/alumno/abc");
  await expect(page.getByRole("alert")).toHaveText("No se encontró ninguna sesión con ese código.");
});

test("the scenario schema's first address serves the same schema as its current one", async ({ request }) => {
  const [first, current] = await Promise.all(
    ["/esquemas/escenario-v1.json", "/esquemas/escenario-v2.json"].map((path) => request.get(path)),
  );
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toContain("application/schema+json");
  expect(await first.text()).toBe(await current.text());
});

test("a classic single-screen session: no code, the patient view on the same screen, Finalizar to the report", async ({ page }) => {
  const scenarioId = await scenarioIdBySlug("anafilaxia-antibiotico-iv");
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/presencial/${scenarioId}/escenario`);
  await expect(page).toHaveURL(new RegExp(`/presencial/${scenarioId}/confirm\\?flow=classic$`));
  const row = page.getByRole("group", { name: "Participante 1" });
  await row.getByLabel("Nombre").fill("Marta Farmacia");
  await row.getByLabel("Rol", { exact: true }).selectOption("farmacia");
  await page.getByRole("button", { name: "Confirmar participantes" }).click();
  await page.waitForURL(new RegExp(`/presencial/${scenarioId}/escenario\\?session=`));
  await expect(page.getByText("Consola clásica")).toBeVisible();
  await expect(page.getByLabel(/^Código público/)).toHaveCount(0);
  await page.getByRole("button", { name: "Iniciar" }).click();
  const preview = page.getByRole("region", { name: "Vista de la pantalla" });
  await expect(preview.getByRole("status").filter({ hasText: "En curso" })).toBeVisible();
  await page.getByRole("group", { name: "Frecuencia cardiaca" }).getByRole("button", { name: "Conectar ECG" }).click();
  await expect(preview.getByRole("region", { name: "Constantes" }).getByText("Frecuencia cardiaca")).toBeVisible();
  await expectAccessible(page);
  await finishSession(page);
  await page.waitForURL(/\/informe\?session=/);
  await expect(page.getByText("Marta Farmacia · Farmacia")).toBeVisible();
});
