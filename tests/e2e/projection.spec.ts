/**
 * The projection as a room sees it: a monitor that fits the screen, highlights that end on time,
 * alarms with their reason, Spanish numbers, and a projector that notices a silent network loss.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN, expectProjectionAccessible, liveSession, send, show, type Live } from "./support";

const setValue = (live: Live, key: string, value: string) =>
  send(live, { intent: "update", variableId: String(live.variables.get(key)), value });

async function openScreen(browser: Browser, code: string, viewport = { width: 1280, height: 720 }) {
  const context = await browser.newContext({ viewport });
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${code}?mute=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  return { context, screen };
}

const card = (screen: Page, label: string) => screen.getByRole("listitem").filter({ has: screen.getByText(label, { exact: true }) });

test("with every variable of the largest scenario shown, the projection fits the screen at 1280×720, 1366×768 and 1920×1080, vital signs first and largest", async ({
  browser,
}) => {
  const live = await liveSession(browser, "shock-septico-pediatrico");
  for (const key of live.variables.keys()) await show(live, key);
  await send(live, { intent: "banner", text: "Niña de 4 años con fiebre y mal aspecto.\n\nLlega en ambulancia con oxígeno." });
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    const { context, screen } = await openScreen(browser, live.code, viewport);
    await expect(screen.getByRole("region", { name: "Notas" }).getByText("Exploración física")).toBeVisible();
    if (process.env.PROJECTION_SHOTS)
      await screen.screenshot({ path: `${process.env.PROJECTION_SHOTS}/proyeccion-${viewport.width}x${viewport.height}.png` });
    const size = await screen.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
      innerHeight,
      innerWidth,
    }));
    expect(size.height, `${viewport.width}×${viewport.height}: page height`).toBeLessThanOrEqual(size.innerHeight);
    expect(size.width, `${viewport.width}×${viewport.height}: page width`).toBeLessThanOrEqual(size.innerWidth);
    // Every card is inside the window, none cut off at the bottom.
    for (const item of await screen.getByRole("listitem").all()) {
      const box = (await item.boundingBox())!;
      expect(box.y + box.height, `${viewport.width}×${viewport.height}: ${(await item.textContent())?.slice(0, 40)}`).toBeLessThanOrEqual(
        viewport.height + 0.5,
      );
    }
    const vitals = (await screen.getByRole("region", { name: "Constantes" }).boundingBox())!;
    const labs = (await screen.getByRole("region", { name: "Analítica" }).boundingBox())!;
    expect(vitals.y).toBeLessThan(labs.y);
    const fontSize = (label: string) =>
      card(screen, label)
        .locator("p")
        .nth(1)
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(await fontSize("Frecuencia cardiaca")).toBeGreaterThan(await fontSize("Lactato"));
    // Spanish numbers: 39.4 is shown as 39,4.
    await expect(card(screen, "Temperatura")).toContainText("39,4");
    if (viewport.width === 1280) {
      await expectProjectionAccessible(screen);
    }
    await context.close();
  }
  await live.close();
});

test("two reveals 200 ms apart both lose their highlight within 1,5 s; an alarm colour is never hidden by it", async ({ browser }) => {
  const live = await liveSession(browser, "anafilaxia-antibiotico-iv");
  const { context, screen } = await openScreen(browser, live.code);
  // SpO₂ alarms; a heart rate of 100 is normal at 10 years (PALS 60–140).
  await setValue(live, "sat", "85");
  await setValue(live, "fc", "100");
  const first = show(live, "fc");
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all([first, show(live, "sat")]);
  const fc = card(screen, "Frecuencia cardiaca");
  const sat = card(screen, "Saturación de O₂");
  await expect(sat).toHaveAttribute("data-alert", "true");
  // The alarm's red stays under the highlight (an outline, not a background).
  expect(await sat.evaluate((li) => getComputedStyle(li).backgroundColor)).not.toBe(
    await fc.evaluate((li) => getComputedStyle(li).backgroundColor),
  );
  await expect(fc).not.toHaveAttribute("data-fresh", /.*/, { timeout: 1_500 });
  await expect(sat).not.toHaveAttribute("data-fresh", /.*/, { timeout: 1_500 });
  await context.close();
  await live.close();
});

test("the alarm says which value crossed which threshold, the spec's and the scenario's", async ({ browser }) => {
  const live = await liveSession(browser, "shock-septico-pediatrico");
  const { context, screen } = await openScreen(browser, live.code);
  // Set by hand, the values keep the patient's natural variability around them (±1 % and ±2 mmHg here).
  await setValue(live, "sat", "85");
  await setValue(live, "tas", "70");
  await setValue(live, "tad", "40");
  await show(live, "sat");
  await show(live, "tas");
  await show(live, "tad");
  await expect(card(screen, "Saturación de O₂")).toContainText(/SatO₂ 8\d\s% < 92\s%/);
  // The cuff reads the pressure at the end of its cycle.
  await expect(card(screen, "Tensión arterial")).toContainText(/TAS (6\d|7[0-7])\smmHg < 78\smmHg/, { timeout: 25_000 });
  await send(live, { intent: "alarm" });
  const alarm = screen.getByRole("alert").filter({ hasText: "ALARMA" });
  await expect(alarm).toContainText(/SatO₂ 8\d\s% < 92\s%/);
  await expect(alarm).toContainText(/TAS (6\d|7[0-7])\smmHg < 78\smmHg/);
  await expect(alarm).toBeHidden({ timeout: 6_000 });
  await context.close();
  await live.close();
});

test("a projector that loses the network silently says 'Reconectando…' within 10 s and catches up within 5 s of its return", async ({
  browser,
}) => {
  const live = await liveSession(browser, "estatus-epileptico-convulsivo");
  const { context, screen } = await openScreen(browser, live.code);
  const badge = screen.getByText(/^(Conectado|Reconectando…|Cargando…)$/);
  await context.setOffline(true);
  await expect(badge).toHaveText("Reconectando…", { timeout: 10_000 });
  await show(live, "glucemia");
  await context.setOffline(false);
  await expect(screen.getByRole("region", { name: "Analítica" }).getByText("Glucemia capilar", { exact: true })).toBeVisible({
    timeout: 5_000,
  });
  await expect(badge).toHaveText("Conectado", { timeout: 5_000 });
  await context.close();
  await live.close();
});

test("the controls fade when nobody touches the screen; the badge stays while not connected", async ({ browser }) => {
  const live = await liveSession(browser, "anafilaxia-antibiotico-iv");
  const { context, screen } = await openScreen(browser, live.code);
  const sound = screen.getByRole("button", { name: /Sonido/ });
  await screen.mouse.move(10, 10);
  await expect(sound).toBeVisible();
  await expect.poll(() => sound.evaluate((b) => getComputedStyle(b.parentElement!.parentElement!).opacity), { timeout: 6_000 }).toBe("0");
  await context.setOffline(true);
  await expect(screen.getByText("Reconectando…")).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => screen.getByText("Reconectando…").evaluate((b) => getComputedStyle(b.parentElement!).opacity)).toBe("1");
  await context.setOffline(false);
  await context.close();
  await live.close();
});

test("autoinforme=1 on a projector nobody signed in to: after the end, signing in opens the report", async ({ browser }) => {
  const live = await liveSession(browser, "anafilaxia-antibiotico-iv");
  const context = await browser.newContext();
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1&autoinforme=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  await send(live, { intent: "finish" });
  await screen.waitForURL((url) => url.pathname === "/" && url.searchParams.get("volver")?.includes("/informe?session=") === true);
  await screen.getByLabel("Email").fill(E2E_ADMIN.email);
  await screen.getByLabel("Contraseña").fill(E2E_ADMIN.password);
  await screen.getByRole("button", { name: "Entrar" }).click();
  await screen.waitForURL(/\/presencial\/\d+\/informe\?session=[0-9a-f-]{36}$/);
  await expect(screen.getByRole("heading", { name: "Cronología" })).toBeVisible();
  await context.close();
  await live.close();
});

test("without JavaScript the projection shows the current state and refreshes itself, never «Cargando…»", async ({ browser }) => {
  const live = await liveSession(browser, "estatus-epileptico-convulsivo");
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, javaScriptEnabled: false });
  const screen = await context.newPage();
  await screen.goto(`/presencial-alumno/${live.code}`);
  await expect(screen.getByText("Se actualiza cada 5 s")).toBeVisible();
  await expect(screen.getByText("Cargando…")).toBeHidden();
  const glucose = screen.getByRole("region", { name: "Analítica" }).getByText("Glucemia capilar", { exact: true });
  await expect(glucose).toBeHidden();
  await show(live, "glucemia");
  // The next refresh (every 5 s) brings it, with nobody touching the screen.
  await expect(glucose).toBeVisible({ timeout: 12_000 });
  await context.close();
  await live.close();
});
