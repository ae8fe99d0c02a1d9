/**
 * `npm start` as a person runs it (scripts/start.ts, from the suite's build), then faults: sqld
 * killed during traffic, then wrangler killed. The product must come back by itself, say so on
 * /healthz meanwhile, and keep every write it acknowledged. Also the HTTP hygiene every
 * response owes: security headers on refusals, no-store, refused non-form bodies.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarios, sessionCommands } from "../../db/schema";
import { BODY_MESSAGES } from "~/server/http.server";
import { createDb } from "~/server/db.server";
import { freePort, ROOT } from "../../scripts/stack";

const ADMIN = { email: "supervision@test.local", password: "supervision-password" };
let dir: string;
let start: ChildProcess;
let base = "";
let databaseUrl = "";
let log = "";
let db: ReturnType<typeof createDb>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`never happened: ${what}\n${log.slice(-3000)}`);
}

const health = () => fetch(`${base}/healthz`).then(async (r) => ({ status: r.status, text: await r.text() }));

function post(path: string, form: Record<string, string>, cookie = "") {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

/** Processes whose command line contains `text` (pkill -f would match the shell that runs it). */
function pidsMatching(text: string): number[] {
  return execSync("ps -eo pid=,args=")
    .toString()
    .split("\n")
    .filter((line) => line.includes(text))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((pid) => pid !== process.pid);
}
const killMatching = (text: string) => pidsMatching(text).forEach((pid) => process.kill(pid, "SIGKILL"));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "simped-start-"));
  const port = await freePort();
  start = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts", "--skip-build"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_FACTOR: "1000" },
  });
  start.stdout!.on("data", (chunk) => (log += chunk));
  start.stderr!.on("data", (chunk) => (log += chunk));
  await until("the start banner", async () => log.includes("SimPed está en marcha"));
  base = `http://127.0.0.1:${port}`;
  databaseUrl = /Base de datos: (http:\/\/127\.0\.0\.1:\d+)/.exec(log)![1];
  db = createDb(databaseUrl);
}, 120_000);

afterAll(async () => {
  db?.$client.close();
  if (start && start.exitCode === null) {
    start.kill("SIGTERM");
    await new Promise((resolve) => start.once("exit", resolve));
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("every response", () => {
  it("carries the security headers and no-store, refusals included", async () => {
    const refused = await fetch(`${base}/?index`, { method: "POST", headers: { Origin: "https://otro.example", "Content-Type": "application/x-www-form-urlencoded" }, body: "a=b" });
    expect(refused.status).toBe(403);
    for (const response of [refused, await fetch(`${base}/`), await fetch(`${base}/api/presencial/ZZZZZZ`)]) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
    }
  });

  it("refuses bodies that are not forms with a message, never a 500", async () => {
    const send = (headers: Record<string, string>, body?: string) => fetch(`${base}/?index`, { method: "POST", headers, body, redirect: "manual" });
    for (const response of [
      await send({ "Content-Type": "application/json" }, JSON.stringify(ADMIN)),
      await send({ "Content-Type": "text/plain" }, "email=a"),
      await send({}),
    ]) {
      expect(response.status).toBe(415);
      expect(await response.text()).toBe(BODY_MESSAGES.notForm);
    }
    const broken = await send({ "Content-Type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nsin final");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(BODY_MESSAGES.malformed);
  });
});

describe("supervision", () => {
  it("sqld killed during traffic: /healthz says so, the product recovers by itself, no acknowledged write is lost", async () => {
    expect(await health()).toEqual({ status: 200, text: "ok" });
    const login = await post("/?index", ADMIN);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const [{ id: scenario }] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-pediatrico"));
    const created = await post(`/presencial/${scenario}/confirm?flow=dual`, { flow: "dual", name: "Instructora", role: "instructor", userId: "" }, cookie);
    const consolePath = new URL(created.headers.get("location")!, base).pathname;
    expect((await post(consolePath, { intent: "start" }, cookie)).status).toBe(200);

    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let sent = 0;
    let traffic = true;
    const writer = (async () => {
      while (traffic) {
        const id = `fallo-${sent++}`;
        const answer = await post(consolePath, { intent: "alarm", commandId: id }, cookie).catch(() => null);
        statuses.push(answer?.status ?? 0);
        if (answer?.status === 200) acknowledged.push(id);
        await answer?.arrayBuffer();
      }
    })();
    await until("some writes before the fault", async () => acknowledged.length >= 5);
    expect(pidsMatching(`${dir}/sqld/db.sqld`)).toHaveLength(1);
    killMatching(`${dir}/sqld/db.sqld`);
    const down = await until("/healthz reporting the database", async () => {
      const h = await health();
      return h.status === 503 && h;
    });
    expect(down.text).toMatch(/^base de datos: /);
    await until("/healthz ok again", async () => (await health()).status === 200);
    const after = acknowledged.length;
    await until("writes after the recovery", async () => acknowledged.length >= after + 5);
    traffic = false;
    await writer;

    expect(log).toMatch(/La base de datos \(sqld\) se ha detenido \(señal SIGKILL\)/);
    expect(log).toMatch(/La base de datos \(sqld\) vuelve a estar en marcha/);
    // Stored keys are the command id and a digest of its contents.
    const keys = (await db.select({ id: sessionCommands.commandId }).from(sessionCommands)).map((row) => row.id.split(":")[0]);
    expect(acknowledged.filter((id) => !keys.includes(id))).toEqual([]);
    // While the database was away the product said so; nothing else (no hang: every request answered).
    expect(statuses.filter((s) => s === 0)).toEqual([]);
  }, 180_000);

  it("wrangler killed: it is started again on the same address, sessions intact", async () => {
    const login = await post("/?index", ADMIN);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const wrangler = `dev --ip 127.0.0.1 --port ${new URL(base).port} `;
    expect(pidsMatching(wrangler).length).toBeGreaterThan(0);
    killMatching(wrangler);
    // Its workerd may answer a moment longer, until the supervisor clears what is left of it.
    await until("the Worker gone", async () => (await health().catch(() => ({ status: 0 }))).status !== 200, 30_000);
    await until("the Worker back", async () => (await health()).status === 200, 120_000);
    const page = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(log).toMatch(/El servidor de la aplicación \(wrangler dev\) vuelve a estar en marcha/);
  }, 180_000);

  it("Ctrl-C (SIGTERM) stops everything it started", async () => {
    start.kill("SIGTERM");
    const code = await new Promise((resolve) => start.once("exit", resolve));
    expect(code).toBe(0);
    await until("no process of this stack left", async () => pidsMatching(dir).length === 0, 15_000);
  }, 60_000);
});
