/**
 * A database that does not answer (its port closed, as when sqld or Turso is down): the pages
 * people reach first still answer in Spanish with a 503, never a generic error or the driver's text.
 */
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "~/server/accounts.server";
import { createAppContext, type AppContext } from "~/server/context.server";
import { PROJECTION_MESSAGES } from "~/presencial/projection.server";
import * as landingRoute from "~/routes/_public._index";
import * as joinRoute from "~/routes/_public.unirse";
import * as snapshotRoute from "~/routes/api.presencial.$code";
import { approvedUser, formPost, routeOutcome, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let down: AppContext;
let cookie: string;

/** A port nobody listens on: every request to the database is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await startTestApp();
  cookie = await signedInCookie(t.app, (await approvedUser(t.app)).id);
  down = createAppContext({ ...t.app.env, DATABASE_URL: `http://127.0.0.1:${await closedPort()}` }, () => undefined);
});
afterAll(() => t.stop());

const context = () => ({ app: { ...down } }) as never;
const RAW = /fetch failed|ECONNREFUSED|libsql|SQLITE|Failed query/i;

describe("logging in while the database is down", () => {
  it("answers 503 with a Spanish message, and the landing with its form still shows", async () => {
    const answer = await routeOutcome(() =>
      landingRoute.action({
        request: formPost("/?index", { email: "alguien@example.org", password: "una-contraseña" }),
        params: {},
        context: context(),
      }),
    );
    expect(answer).toMatchObject({ status: 503, message: ACCOUNT_MESSAGES.loginUnavailable });
    expect(answer.message).not.toMatch(RAW);
    const page = () =>
      landingRoute.loader({
        request: new Request("http://127.0.0.1:8787/", { headers: { Cookie: cookie } }),
        params: {},
        context: context(),
      });
    expect(await page()).toBeNull();
  });
});

describe("the public snapshot while the database is down", () => {
  it("/unirse says in Spanish that the screen cannot be loaded now, with a 503, and keeps what was typed", async () => {
    const answer = (await joinRoute.loader({
      request: new Request("http://127.0.0.1:8787/unirse?codigo=abc-234"),
      params: {},
      context: context(),
    })) as unknown as { data: { problem: string; typed: string }; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toEqual({ problem: PROJECTION_MESSAGES.failed, typed: "abc-234" });
  });

  it("/api/presencial/$code, which screens poll while their socket is down, answers 503 with a Spanish message", async () => {
    const response = (await snapshotRoute.loader({
      request: new Request("http://127.0.0.1:8787/api/presencial/ABC234"),
      params: { code: "ABC234" },
      context: context(),
    })) as Response;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: PROJECTION_MESSAGES.failed });
  });
});
