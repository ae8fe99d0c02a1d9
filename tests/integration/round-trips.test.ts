/**
 * Database round trips per page and per action, through the Worker (`wrangler dev`) with a counting
 * proxy between it and sqld: each HTTP request to sqld is one round trip, the distance a hospital far
 * from the database pays for each (issue 15; docs/scaling.md).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarios } from "../../db/schema";
import { countingProxy } from "../../bench/proxies";
import { freePort, startWorker, type Started } from "../../scripts/stack";
import { adminIdOf, approvedUser, signedInCookie, startTestApp } from "./harness";

const SESSION_SECRET = "integration-secret-integration-secret";

let t: Awaited<ReturnType<typeof startTestApp>>;
let proxy: Awaited<ReturnType<typeof countingProxy>>;
let worker: Started;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  proxy = await countingProxy(t.app.env.DATABASE_URL);
  dir = mkdtempSync(join(tmpdir(), "simped-trips-"));
  worker = await startWorker({
    port: await freePort(),
    stateDir: join(dir, "wrangler"),
    quiet: true,
    vars: { APP_ENV: "test", DATABASE_URL: proxy.url, SESSION_SECRET, RATE_LIMIT_FACTOR: "1000" },
  });
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await proxy?.close();
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The request's answer and the round trips it cost (nothing else talks to the database meanwhile). */
async function trips(path: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
  proxy.take();
  const response = await fetch(`${worker.url}${path}`, {
    method: init.form ? "POST" : "GET",
    headers: { Origin: worker.url, Cookie: init.cookie ?? "", ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: init.form ? new URLSearchParams(init.form) : undefined,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location"), trips: proxy.take() };
}

describe("one round trip to the database", () => {
  it("per page", async () => {
    const user = await approvedUser(t.app);
    const cookie = await signedInCookie(t.app, user.id);
    const adminCookie = await signedInCookie(t.app, await adminIdOf(t.app));
    const [online] = await t.app.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-lactante"));
    const started = await trips(`/simulacion/${online.id}/confirm`, { cookie, form: {} });
    expect(started.status).toBe(302);
    const run = started.location!;

    const pages: [string, string][] = [
      ["/dashboard", cookie],
      ["/dashboard", adminCookie],
      [`/simulacion/${online.id}/confirm`, cookie],
      [run, cookie],
    ];
    const counted = [];
    for (const [path, who] of pages) {
      const { status, trips: n } = await trips(path, { cookie: who });
      counted.push({ path, status, trips: n });
    }
    console.info(counted);
    for (const page of counted) expect(page, page.path).toMatchObject({ status: 200, trips: 1 });
  }, 60_000);
});
