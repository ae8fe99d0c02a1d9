/**
 * The projection as a patient monitor, in Chromium: the sweep moves, the beats drawn follow the
 * model's heart rate, the monitor alarms by itself when a value crosses this child's limit (and
 * «Silenciar 2 min» quiets it), and the sound control never claims a sound the browser holds.
 */
import { expect, test, type Page } from "@playwright/test";
import { liveSession, send, type Live } from "./support";

const show = (live: Live, key: string) => send(live, { intent: "show", variableId: String(live.variables.get(key)) });

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
  // A 10-year-old: FC 100 is normal (PALS 60–140); SpO₂ 97 is normal.
  await send(live, { intent: "update", variableId: String(live.variables.get("fc")), value: "100" });
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
  await expect(monitorAlarm).toContainText(/Prioridad media: SatO₂ 8\d % < 92 %/, { timeout: 2_000 });
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
  await expect(monitorAlarm).toContainText(/Prioridad alta: SatO₂ 7\d % < 82 %/, { timeout: 2_000 });
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
