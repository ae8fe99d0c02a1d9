import { describe, expect, it } from "vitest";
import { createAppContext } from "~/server/context.server";
import { getViewer } from "~/server/session.server";

// Nothing listens here: a malformed cookie must be answered before any database read.
const appFor = (APP_ENV: "test" | "production") =>
  createAppContext(
    {
      APP_ENV,
      DATABASE_URL: "http://127.0.0.1:9",
      SESSION_SECRET: "unit-test-secret-unit-test-secret-0123",
      SMTP_URL: "smtp://relay.test",
      APP_URL: "https://simped.test",
    },
    () => {},
  );

const MALFORMED = ["%", "'", '"abc', "%E0%A4%A", "%ZZ", "%%%", '"', '"%E0"', "abc%"];

describe("malformed session cookies are no session", () => {
  it.each(MALFORMED)("simped=%s", async (value) => {
    const request = new Request("http://127.0.0.1/", { headers: { Cookie: `simped=${value}` } });
    await expect(getViewer(request, appFor("test"))).resolves.toBeNull();
  });

  it.each(MALFORMED)("__Host-simped=%s in production", async (value) => {
    const request = new Request("https://simped.test/", { headers: { Cookie: `other=1; __Host-simped=${value}` } });
    await expect(getViewer(request, appFor("production"))).resolves.toBeNull();
  });

  it("no cookie at all is no session", async () => {
    await expect(getViewer(new Request("http://127.0.0.1/"), appFor("test"))).resolves.toBeNull();
  });
});
