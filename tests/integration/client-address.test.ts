/**
 * The limits of the local server (`npm start`'s, scripts/serve.ts) count the connection's address:
 * a client that writes a new CF-Connecting-IP, X-Forwarded-For or Miniflare header on every request
 * is still one client. Real values of the limits (RATE_LIMIT_FACTOR 1), the real server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { freePort, startWorker, type Started } from "../../scripts/stack";
import { createSession } from "~/presencial/store.server";
import { screenProof } from "~/presencial/screen-proof.server";
import { ADMIN, approvedUser, scenarioIdBySlug, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
let server: Started;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), "simped-address-"));
  server = await startWorker({
    port: await freePort(),
    stateDir: join(dir, "server"),
    quiet: true,
    vars: { APP_ENV: "test", DATABASE_URL: t.app.env.DATABASE_URL, SESSION_SECRET: t.app.env.SESSION_SECRET, RATE_LIMIT_FACTOR: "1" },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await t?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
/** Headers a client could write to pass for someone new each time. */
const disguise = () => {
  n++;
  return {
    "CF-Connecting-IP": `203.0.113.${n % 250}`,
    "X-Forwarded-For": `198.51.100.${n % 250}`,
    "MF-CF-Blob": JSON.stringify({ clientIp: `192.0.2.${n % 250}` }),
  };
};

describe("a client's own headers never change a limit", () => {
  it(`wrong public codes: number ${RATE_LIMITS.publicCode.max + 1} gets 429, however each one was disguised`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.publicCode.max; i++) {
      const response = await fetch(`${server.url}/api/presencial/Q${String(i).padStart(5, "0")}`, { headers: disguise() });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, -1)).toEqual(Array(RATE_LIMITS.publicCode.max).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });

  it("after that, the same address still opens a real session's screen with its code's proof, and only with it", async () => {
    const session = await createSession(t.app.db, {
      scenarioId: await scenarioIdBySlug(t.app, "shock-septico-pediatrico"),
      instructorId: (await approvedUser(t.app, { isAdmin: true })).id,
      flow: "dual",
      participants: [],
    });
    const proof = await screenProof(t.app.env.SESSION_SECRET, session.code);
    const status = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await status(`/api/presencial/${session.code}`)).toBe(429);
    expect(await status(`/api/presencial/${session.code}?t=${proof}`)).toBe(200);
    expect(await status(`/presencial-alumno/${session.code}?t=${proof}`)).toBe(200);
    expect(await status(`/presencial-alumno/${session.code}?t=${"0".repeat(24)}`)).toBe(429);
  });

  it(`wrong passwords: sign-in number ${RATE_LIMITS.login.max + 1} gets 429, however each one was disguised`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.login.max; i++) {
      const response = await fetch(`${server.url}/?index`, {
        method: "POST",
        headers: { ...disguise(), Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: ADMIN.email, password: `no-es-la-clave-${i}` }),
        redirect: "manual",
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
