/**
 * The projection as a patient monitor, in Chromium: the sweep moves, the beats drawn follow the
 * model's heart rate, the monitor alarms by itself when a value crosses this child's limit (and
 * «Silenciar 2 min» quiets it, on the projection or from the console), the sound control never
 * claims a sound the browser holds and the console says what the projection's sound is, and the
 * join code shows over the monitor when the console asks.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, expectProjectionAccessible, liveSession, send, show } from "./support";

async function heartRate(screen: Page): Promise<number> {
  const text = await screen
    .getByRole("region", { name: "Constantes" })
    .getByRole("listitem")
    .filter({ has: screen.getByText("Frecuencia cardiaca", { exact: true }) })
    .locator("p")
    .nth(1)
    .textContent();
  return Number(/\d+/.exec(text ?? "")?.[0]);
}

test("the sweep moves and draws the model's heart rate: beats over 20 s within 5 % of the rate shown", async ({ browser }) => {
  const live = await liveSession(browser, "shock-septico-pediatrico");
  await show(live, "fc");
  await show(live, "sat");
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  const canvas = screen.getByRole("img", { name: /^Monitor: ecg, pleth/ });
  await expect(canvas).toBeVisible();

  // The trace moves: two pictures of the canvas half a second apart differ.
  const before = await canvas.screenshot();
  await screen.waitForTimeout(500);
  expect(Buffer.compare(before, await canvas.screenshot())).not.toBe(0);

  const beats = async () => Number((await canvas.getAttribute("data-beats")) ?? 0);
  const rateBefore = await heartRate(screen);
  const startBeats = await beats();
  const started = Date.now();
  await screen.waitForTimeout(20_000);
  const counted = (await beats()) - startBeats;
  const seconds = (Date.now() - started) / 1000;
  const rate = (rateBefore + (await heartRate(screen))) / 2;
  expect(rate).toBeGreaterThan(60);
  const expected = (rate / 60) * seconds;
  expect(Math.abs(counted - expected) / expected, `${counted} beats in ${seconds} s at ${rate} lpm`).toBeLessThanOrEqual(0.05);
  await context.close();
  await live.close();
});

test("a saturation under this child's limit starts the monitor's own alarm within 2 s; «Silenciar 2 min» quiets it and keeps it in sight", async ({
  browser,
}) => {
  const live = await liveSession(browser, "anafilaxia-antibiotico-iv");
  // A 10-year-old: FC 100 is normal (PALS 60–140); FR 22 (read by the ECG too) and SpO₂ 97 are normal.
  await send(live, { intent: "update", variableId: String(live.variables.get("fc")), value: "100" });
  await send(live, { intent: "update", variableId: String(live.variables.get("fr")), value: "22" });
  await send(live, { intent: "update", variableId: String(live.variables.get("sat")), value: "97" });
  await show(live, "fc");
  await show(live, "sat");
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  const monitorAlarm = screen.getByRole("alert").filter({ hasText: /^.*Prioridad (alta|media)/ });
  await expect(monitorAlarm).toHaveCount(0);

  await send(live, { intent: "update", variableId: String(live.variables.get("sat")), value: "85" });
  const changed = Date.now();
  await expect(monitorAlarm).toContainText(/Prioridad media: SatO₂ 8\d\s% < 92\s%/, { timeout: 2_000 });
  expect(Date.now() - changed).toBeLessThan(2_000);
  // Only the saturation's box is marked; the heart rate's is not.
  const box = (label: string) => screen.getByRole("listitem").filter({ has: screen.getByText(label, { exact: true }) });
  await expect(box("Saturación de O₂")).toHaveAttribute("data-alert", "true");
  await expect(box("Frecuencia cardiaca")).not.toHaveAttribute("data-alert", /.*/);

  await screen.getByRole("button", { name: "Silenciar 2 min" }).click();
  await expect(screen.getByText(/^Silenciada [12]:\d\d$/)).toBeVisible();
  await expect(monitorAlarm).toBeVisible();
  await expect(screen.getByRole("button", { name: "Silenciar 2 min" })).toHaveCount(0);

  // Desaturation 10 points under the limit is high priority.
  await send(live, { intent: "update", variableId: String(live.variables.get("sat")), value: "75" });
  await expect(monitorAlarm).toContainText(/Prioridad alta: SatO₂ 7\d\s% < 82\s%/, { timeout: 2_000 });
  await context.close();
  await live.close();
});

test("the sound control asks for the click browsers require and only then says the sound is on", async ({ browser }) => {
  const live = await liveSession(browser, "estatus-epileptico-convulsivo");
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${live.code}`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  await expect(screen.getByRole("button", { name: "Sonido activado" })).toHaveCount(0);
  // The controls fade after 3 s without the pointer: a person moves it first, and so does the test.
  await screen.mouse.move(5, 5);
  await screen.getByRole("button", { name: "Activar sonido" }).click();
  await expect(screen.getByRole("button", { name: "Sonido activado" })).toBeVisible();
  await screen.mouse.move(10, 10);
  await screen.getByRole("button", { name: "Sonido activado" }).click();
  await expect(screen.getByRole("button", { name: "Sonido desactivado" })).toHaveAttribute("aria-pressed", "true");
  await context.close();
  await live.close();
});

test("the pressure is measured: dashes until «Medir TA», «Midiendo…» during the cuff's cycle, then a reading and when it was taken", async ({
  browser,
}) => {
  const live = await liveSession(browser, "shock-septico-pediatrico");
  await send(live, { intent: "sensor", sensor: "manguito", on: "on" });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  const pressure = screen
    .getByRole("region", { name: "Constantes" })
    .getByRole("listitem")
    .filter({ has: screen.getByText("Tensión arterial", { exact: true }) });
  await expect(pressure).toContainText("---");
  await expect(pressure).toContainText("Sin medir");
  await send(live, { intent: "nibp" });
  await expect(pressure).toContainText("Midiendo…");
  await expect(pressure).toContainText(/\d{2,3}\/\d{2,3}/, { timeout: 25_000 });
  await expect(pressure).toContainText("Medida hace menos de 1 min");
  await context.close();
  await live.close();
});

test("the defibrillator screen acts only with the session's PIN: a wrong PIN writes nothing; two shocks from the tablet turn VF into the author's next rhythm on the projection", async ({
  browser,
}) => {
  // Three browsers (console, projection, tablet) on two cores.
  test.slow();
  const live = await liveSession(browser, "pcr-ritmo-desfibrilable");
  await send(live, { intent: "sensor", sensor: "ecg", on: "on" });
  await send(live, { intent: "support", key: "compresiones_toracicas", on: "on" });
  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await room.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1`);
  const monitorAlarm = screen.getByRole("alert").filter({ hasText: /Prioridad alta/ });
  await expect(monitorAlarm).toContainText("Fibrilación ventricular");

  // The instructor makes a PIN; the console shows it.
  await live.page.goto(live.consolePath);
  await live.page.getByRole("tab", { name: "Paciente" }).click();
  const pinPanel = live.page.getByRole("region", { name: "Pantalla del desfibrilador" });
  await pinPanel.getByRole("button", { name: "Crear PIN" }).click();
  const pin = (await pinPanel.getByLabel(/^PIN del desfibrilador/).textContent())!.trim();
  expect(pin).toMatch(/^\d{6}$/);

  const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`/desfibrilador/${live.code}`);
  const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, "0");
  await tablet.getByLabel("PIN del desfibrilador").fill(wrong);
  await tablet.getByRole("button", { name: "Entrar" }).click();
  await expect(tablet.getByRole("alert")).toHaveText("PIN incorrecto.");
  await expect(tablet.getByRole("button", { name: "Descargar", exact: true })).toHaveCount(0);
  await tablet.getByLabel("PIN del desfibrilador").fill(pin);
  await tablet.getByRole("button", { name: "Entrar" }).click();
  await expect(tablet.getByRole("img", { name: "ECG de las palas" })).toBeVisible();
  await expectAccessible(tablet);

  // 4 J/kg for 32 kg, charged then shocked, twice.
  const defibrillator = tablet.getByRole("form", { name: "Desfibrilador" });
  await expect(defibrillator.getByLabel("Energía (J)")).toHaveValue("128");
  await expect(defibrillator).toContainText("4 J/kg para 32 kg");
  for (let i = 0; i < 2; i++) {
    await defibrillator.getByRole("button", { name: "Cargar", exact: true }).click();
    await defibrillator.getByRole("button", { name: "Descargar", exact: true }).click();
    await expect(defibrillator.getByRole("button", { name: "Cargar", exact: true })).toBeEnabled();
  }
  await expect(monitorAlarm).toContainText("Taquicardia ventricular sin pulso", { timeout: 10_000 });
  // The console's timeline says who shocked.
  await live.page.reload();
  await live.page.getByRole("tab", { name: "Línea de tiempo" }).click();
  await expect(live.page.getByText(/Descarga de 128 J .* · desde el desfibrilador/).first()).toBeVisible();

  await tabletContext.close();
  await room.close();
  await live.close();
});

test("the console says whether the projection's sound is on, and its «Silenciar 2 min» quiets the projection's alarm, which stays in sight", async ({
  browser,
}) => {
  // Two browsers (console, projection) on two cores.
  test.slow();
  const live = await liveSession(browser, "anafilaxia-antibiotico-iv");
  await send(live, { intent: "update", variableId: String(live.variables.get("fc")), value: "100" });
  await send(live, { intent: "update", variableId: String(live.variables.get("fr")), value: "22" });
  await send(live, { intent: "update", variableId: String(live.variables.get("sat")), value: "85" });
  await show(live, "fc");
  await show(live, "sat");
  const consolePage = live.page;
  await consolePage.goto(live.consolePath);
  const soundLine = consolePage.getByText(/^Sonido de la pantalla:/);
  await expect(soundLine).toHaveText("Sonido de la pantalla: sin pantalla conectada");

  const room = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const screen = await room.newPage();
  await screen.goto(`/presencial-alumno/${live.code}`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  await expect(soundLine).toContainText("Sonido de la pantalla: bloqueado por el navegador");
  const monitorAlarm = screen.getByRole("alert").filter({ hasText: /Prioridad media/ });
  await expect(monitorAlarm).toContainText(/SatO₂ 8\d\s% < 92\s%/);
  const alarmSound = screen.locator("[data-alarm-sound]");
  await expect(alarmSound).toHaveAttribute("data-alarm-sound", "sin sonido");

  // A person frees the sound on the projection: the alarm sounds, and the console knows.
  await screen.mouse.move(5, 5);
  await screen.getByRole("button", { name: "Activar sonido" }).click();
  await expect(screen.getByRole("button", { name: "Sonido activado" })).toBeVisible();
  await expect(alarmSound).toHaveAttribute("data-alarm-sound", "sonando");
  await expect(soundLine).toHaveText("Sonido de la pantalla: activado");
  await screen.mouse.move(10, 10);
  await screen.getByRole("button", { name: "Tono de pulso" }).click();
  await expect(soundLine).toHaveText("Sonido de la pantalla: activado, sin tono de pulso");

  // The console silences the monitor: its sound stops for 2 min, its signal stays on the projection.
  await consolePage.getByRole("button", { name: "Silenciar 2 min" }).click();
  await expect(alarmSound).toHaveAttribute("data-alarm-sound", "silenciada");
  await expect(screen.getByText(/^Silenciada [12]:\d\d$/)).toBeVisible();
  await expect(monitorAlarm).toBeVisible();
  await expect(consolePage.getByText(/^Alarmas silenciadas: [12]:\d\d$/)).toBeVisible();
  await expectAccessible(consolePage);

  // The projection goes: the console says so.
  await room.close();
  await expect(soundLine).toHaveText("Sonido de la pantalla: sin pantalla conectada");
  await live.close();
});

test("the join code shows over the monitor when the console asks (a form, without JavaScript too) and goes when it hides it", async ({
  browser,
}) => {
  test.slow();
  const live = await liveSession(browser, "shock-septico-pediatrico");
  await show(live, "fc");
  const room = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const screen = await room.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  const join = screen.getByRole("region", { name: "Unirse a la sesión" });
  await expect(join).toHaveCount(0);

  // The instructor's console without JavaScript: plain forms.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(await live.page.context().cookies());
  const consolePage = await plain.newPage();
  await consolePage.goto(live.consolePath);
  await consolePage.getByRole("button", { name: "Mostrar el código en la pantalla" }).click();
  await expect(consolePage.getByRole("button", { name: "Ocultar el código de la pantalla" })).toBeVisible();

  await expect(join).toBeVisible();
  await expect(join.getByLabel(`Código público ${live.code}`)).toBeInViewport();
  await expect(join.getByRole("img", { name: /^Código QR de / })).toBeInViewport();
  // Over the monitor, which stays where it was: nothing is pushed off the screen.
  await expect(screen.getByRole("img", { name: /^Monitor: / })).toBeAttached();
  const height = await screen.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(768);
  await expectProjectionAccessible(screen);

  await consolePage.getByRole("button", { name: "Ocultar el código de la pantalla" }).click();
  await expect(consolePage.getByRole("button", { name: "Mostrar el código en la pantalla" })).toBeVisible();
  await expect(join).toHaveCount(0);
  await plain.close();
  await room.close();
  await live.close();
});
