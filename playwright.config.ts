import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./scripts/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A safety net, not a measure of speed (that is npm run bench): the longest journeys (every route
  // for every kind of visitor, each checked by axe; a whole live session with the projection's cuff
  // cycles) take about a minute alone and up to two and a half beside another on CI's two cores.
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Set by the global setup, which starts the stack on a free port; workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
});
