/** The instructor's console with JavaScript: each command one request, nothing reloaded, nothing cancelled. */
import { expect, test } from "@playwright/test";
import { expectAccessible, liveSession } from "./support";

test("two commands clicked at once both land, each is one request, and the page is never reloaded", async ({ browser }) => {
  const live = await liveSession(browser, "shock-septico-pediatrico");
  const page = live.page;
  await page.goto(live.consolePath);
  await expect(page.getByRole("status").filter({ hasText: "En curso" }).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(live.consolePath)) requests.push(request.method());
  });
  const fc = page.getByRole("group", { name: "Frecuencia cardiaca" });
  const sat = page.getByRole("group", { name: "Saturación de O₂" });
  // The server is slow today: the second click goes while the first is still under way (with one
  // navigation per form, the second would cancel the first).
  let held = 0;
  await page.route(
    (url) => url.pathname.startsWith(live.consolePath),
    async (route) => {
      held++;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    },
  );
  // On the living patient, the sensors that read them show them.
  await fc.getByRole("button", { name: "Conectar ECG" }).click();
  await sat.getByRole("button", { name: "Conectar Pulsioxímetro" }).click();
  await expect.poll(() => held).toBe(2);
  await expect(fc.getByRole("button", { name: "Desconectar ECG" })).toBeVisible();
  await expect(sat.getByRole("button", { name: "Desconectar Pulsioxímetro" })).toBeVisible();
  await page.getByRole("tab", { name: "Vista de la pantalla" }).click();
  const preview = page.getByRole("region", { name: "Vista de la pantalla" });
  await expect(preview.getByText("Frecuencia cardiaca")).toBeVisible();
  await expect(preview.getByText("Saturación de O₂")).toBeVisible();
  expect(requests).toEqual(["POST", "POST"]);
  // Focus stays on the control the instructor used; the page is the same document.
  await sat.getByRole("button", { name: "Desconectar Pulsioxímetro" }).focus();
  await page.keyboard.press("Enter");
  await expect(sat.getByRole("button", { name: "Conectar Pulsioxímetro" })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await live.close();
});

test("the console fits one screen at 1366×768 and 1920×1080: live controls in view, the rest in tabs that scroll inside themselves", async ({
  browser,
}) => {
  // The largest scenario: the most variables, interventions and checklist items.
  const live = await liveSession(browser, "shock-septico-pediatrico");
  const page = live.page;
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(live.consolePath);
    await expect(page.getByRole("tab", { name: "Checklist" })).toHaveAttribute("aria-selected", "true");
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(size.height, `${viewport.width}×${viewport.height}: page height`).toBeLessThanOrEqual(viewport.height);
    expect(size.width, `${viewport.width}×${viewport.height}: page width`).toBeLessThanOrEqual(viewport.width);
    // The live controls are on screen without scrolling anything.
    for (const control of [
      page.getByRole("status").filter({ hasText: "En curso" }).first(),
      page.getByRole("button", { name: /^Alarma/ }),
      page.getByLabel("Texto en pantalla"),
      page.getByRole("group", { name: "Frecuencia cardiaca" }).getByRole("button", { name: "Conectar ECG" }),
      page.getByText("Finalizar…", { exact: true }),
      page.getByRole("tab", { name: "Línea de tiempo" }),
      page.getByRole("region", { name: "Checklist" }).getByRole("group").first(),
    ]) {
      await expect(control).toBeInViewport();
    }
    // What is further down a column is reached by scrolling that column, never the page.
    const lastIntervention = page.getByRole("button", { name: "Registrar ahora" }).last();
    await lastIntervention.scrollIntoViewIfNeeded();
    await expect(lastIntervention).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  }
  // Tabs by mouse and by keyboard (arrow keys), each panel shown alone.
  await page.getByRole("tab", { name: "Línea de tiempo" }).click();
  await expect(page.getByRole("list", { name: "Eventos de la sesión" }).getByText(/Inicio de la simulación/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Checklist" })).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Participantes" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Participantes" }).getByText("Ana Médica · Medicina")).toBeVisible();
  await expectAccessible(page);
  await live.close();
});
