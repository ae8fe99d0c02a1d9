/** The instructor's console with JavaScript: each command one request, nothing reloaded, nothing cancelled. */
import { expect, test } from "@playwright/test";
import { liveSession } from "./support";

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
  await page.route((url) => url.pathname.startsWith(live.consolePath), async (route) => {
    held++;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await fc.getByRole("button", { name: "Mostrar" }).click();
  await sat.getByRole("button", { name: "Mostrar" }).click();
  await expect.poll(() => held).toBe(2);
  await expect(fc.getByRole("button", { name: "Ocultar" })).toBeVisible();
  await expect(sat.getByRole("button", { name: "Ocultar" })).toBeVisible();
  const preview = page.getByRole("region", { name: "Vista de la pantalla" });
  await expect(preview.getByText("Frecuencia cardiaca")).toBeVisible();
  await expect(preview.getByText("Saturación de O₂")).toBeVisible();
  expect(requests).toEqual(["POST", "POST"]);
  // Focus stays on the control the instructor used; the page is the same document.
  await sat.getByRole("button", { name: "Ocultar" }).focus();
  await page.keyboard.press("Enter");
  await expect(sat.getByRole("button", { name: "Mostrar" })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await live.close();
});
