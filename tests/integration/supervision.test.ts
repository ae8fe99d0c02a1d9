/**
 * `npm start` as a person runs it (scripts/start.ts, from the suite's build), then faults: sqld
 * killed during traffic and frozen, then the serving runtime killed, hung, and its process killed. The product must come back by itself, say so on
 * /healthz meanwhile, and keep every write it acknowledged. Also the HTTP hygiene every
 * response owes: security headers on refusals, no-store, refused non-form bodies.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presencialSessions, scenarios, sessionCommands } from "../../db/schema";
import { dniFor } from "~/domain/dni";
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

const health = () =>
  fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(async (r) => ({ status: r.status, text: await r.text() }));

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

/** `npm start` (its script, from the suite's build) with these settings; its output is collected. */
async function startProduct(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts", "--skip-build"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "1000", ...env },
  });
  const product = { child, port, output: "" };
  child.stdout!.on("data", (chunk) => (product.output += chunk));
  child.stderr!.on("data", (chunk) => (product.output += chunk));
  const deadline = Date.now() + 120_000;
  // The banner's last line: it may arrive in several chunks.
  while (!product.output.includes("Ctrl-C para parar.")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`npm start did not start:\n${product.output}`);
    await sleep(200);
  }
  return product;
}

async function stopProduct(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

/** The local addresses a TCP port listens on, from the kernel's table (no traffic sent). */
function listeningOn(port: number): string[] {
  const hex = port.toString(16).toUpperCase().padStart(4, "0");
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[1]?.endsWith(`:${hex}`) && cols[3] === "0A") // 0A: LISTEN
    .map((cols) => {
      const ip = cols[1].split(":")[0];
      return [3, 2, 1, 0].map((i) => parseInt(ip.slice(i * 2, i * 2 + 2), 16)).join(".");
    });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "simped-start-"));
  const product = await startProduct(dir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  start = product.child;
  start.stdout!.on("data", (chunk) => (log += chunk));
  start.stderr!.on("data", (chunk) => (log += chunk));
  log = product.output;
  base = `http://127.0.0.1:${product.port}`;
  databaseUrl = /Base de datos:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(log)![1];
  db = createDb(databaseUrl);
}, 120_000);

afterAll(async () => {
  db?.$client.close();
  if (start) await stopProduct(start);
  rmSync(dir, { recursive: true, force: true });
});

describe("a newcomer's console", () => {
  it("the start banner says where to go, who the administrator is, where mail goes, how to stop", () => {
    const banner = log.slice(log.indexOf("✔ SimPed está en marcha"));
    expect(banner).toMatch(new RegExp(`Abre en este equipo:\\s+${base}`));
    expect(banner).toMatch(/Alumnos y proyector:\s+http:\/\/127\.0\.0\.1:\d+\/unirse/);
    expect(banner).toMatch(new RegExp(`Administración:\\s+${ADMIN.email}`));
    expect(banner).not.toContain(ADMIN.password);
    expect(banner).toMatch(/Correo:\s+se muestra en esta consola/);
    expect(banner).toContain("HOST=0.0.0.0");
    expect(banner).toContain("Ctrl-C para parar");
    // Offline, nothing asks the Internet (no Request.cf lookup) and nothing prints a stack trace.
    expect(log).not.toContain("ENOTFOUND");
  });

  it("a mail printed to the console is one framed block with recipient, subject and link; requests stay quiet", async () => {
    const email = `nueva.${Date.now()}@example.org`;
    const dni = 30_000_000 + (Date.now() % 9_000_000);
    const answer = await post("/registro", {
      nombre: "Nora",
      apellidos: "Vidal Sanz",
      email,
      password: "clave-segura-1",
      password2: "clave-segura-1",
      rol: "enfermeria",
      unidad: "UCI",
      dni: dniFor(dni),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Cuenta creada.");
    const block = await until("the framed mail", async () => /┌─ Correo[^]*?└─+/.exec(log)?.[0]);
    expect(block).toContain(`Para: ${email}`);
    expect(block).toMatch(/Asunto: .+/);
    expect(block).toMatch(/Enlace: http:\/\/127\.0\.0\.1:\d+\/confirmar\?token=/);
    expect(log).not.toMatch(/POST \/registro/);
  });

  it("listens on 127.0.0.1 only by default, and on every interface with HOST=0.0.0.0", async () => {
    expect(listeningOn(Number(new URL(base).port))).toEqual(["127.0.0.1"]);
    const roomDir = mkdtempSync(join(tmpdir(), "simped-host-"));
    const room = await startProduct(roomDir, { HOST: "0.0.0.0" });
    try {
      expect(listeningOn(room.port)).toEqual(["0.0.0.0"]);
      expect(room.output).toMatch(/Alumnos y proyector:\s+http:\/\/[\d.]+:\d+\/unirse/);
      expect(room.output).not.toContain("HOST=0.0.0.0 para el proyector");
    } finally {
      await stopProduct(room.child);
      rmSync(roomDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("every response", () => {
  it("carries the security headers and no-store, refusals included", async () => {
    const refused = await fetch(`${base}/?index`, {
      method: "POST",
      headers: { Origin: "https://otro.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(refused.status).toBe(403);
    for (const response of [refused, await fetch(`${base}/`), await fetch(`${base}/api/presencial/ZZZZZZ`)]) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
    }
  });

  it("refuses bodies that are not forms with a message, never a 500", async () => {
    const send = (headers: Record<string, string>, body?: string) =>
      fetch(`${base}/?index`, { method: "POST", headers, body, redirect: "manual" });
    for (const response of [
      await send({ "Content-Type": "application/json" }, JSON.stringify(ADMIN)),
      await send({ "Content-Type": "text/plain" }, "email=a"),
      await send({}),
    ]) {
      expect(response.status).toBe(415);
      expect(await response.text()).toBe(BODY_MESSAGES.notForm);
    }
    const broken = await send(
      { "Content-Type": "multipart/form-data; boundary=xyz" },
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nsin final',
    );
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
    const created = await post(
      `/presencial/${scenario}/confirm?flow=dual`,
      { flow: "dual", name: "Instructora", role: "instructor", userId: "" },
      cookie,
    );
    const consolePath = new URL(created.headers.get("location")!, base).pathname;
    const [{ sala }] = await db
      .select({ sala: presencialSessions.publicCode })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, consolePath.split("/").at(-1)!));
    expect((await post(consolePath, { intent: "start", sala }, cookie)).status).toBe(200);

    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let sent = 0;
    let traffic = true;
    const writer = (async () => {
      while (traffic) {
        const id = `fallo-${sent++}`;
        const answer = await post(consolePath, { intent: "alarm", sala, commandId: id }, cookie).catch(() => null);
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

  it("sqld frozen (it runs but answers nothing): replaced after three silent checks, and the product recovers", async () => {
    expect(await health()).toEqual({ status: 200, text: "ok" });
    const [pid] = pidsMatching(`${dir}/sqld/db.sqld`);
    process.kill(pid, "SIGSTOP");
    const down = await until("/healthz reporting the database", async () => {
      const h = await health();
      return h.status === 503 && h;
    });
    expect(down.text).toMatch(/^base de datos: /);
    await until("/healthz ok again", async () => (await health()).status === 200, 60_000);
    expect(log).toMatch(/La base de datos \(sqld\) se ha detenido \(no respondía desde hacía \d+ s\)/);
    expect(pidsMatching(`${dir}/sqld/db.sqld`)).not.toContain(pid);
    // Signed-in work goes on.
    expect((await post("/?index", ADMIN)).status).toBe(302);
  }, 120_000);

  /** The serving runtime of this product: the server's Node process (scripts/serve.ts) and its workerd. */
  function server() {
    const rows = execSync("ps -eo pid=,ppid=,args=")
      .toString()
      .split("\n")
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((m) => m !== null)
      .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
    const node = rows.find(
      (row) => row.args.includes("scripts/serve.ts") && row.args.includes(`${dir}/wrangler/state`) && !row.args.includes(".bin/tsx"),
    );
    const workerd = rows.find((row) => row.ppid === node?.pid && row.args.includes("workerd serve"));
    if (!node || !workerd) throw new Error(`no serving runtime found:\n${rows.map((r) => r.args).join("\n")}`);
    return { node: node.pid, workerd: workerd.pid };
  }

  /** After a fault at `since`: the application answers /healthz again within 20 s, and signed-in pages work. */
  async function backWithin20s(since: number, cookie: string) {
    await until("the application back", async () => (await health()).status === 200, 20_000 - (Date.now() - since));
    const page = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
  }

  const signIn = async () => ((await post("/?index", ADMIN)).headers.get("set-cookie") ?? "").split(";")[0];

  it("the serving runtime killed (workerd, kill -9): back within 20 s on the same address, sessions intact, said on the console", async () => {
    const cookie = await signIn();
    const before = server();
    process.kill(before.workerd, "SIGKILL");
    await backWithin20s(Date.now(), cookie);
    expect(server().workerd).not.toBe(before.workerd);
    expect(log).toMatch(/El servidor de la aplicación se ha detenido \(código 1\); se reinicia en 1 s/);
    expect(log).toMatch(/El servidor de la aplicación vuelve a estar en marcha/);
  }, 60_000);

  it("the serving runtime hung (workerd stopped, its port still open): replaced within 20 s, said on the console", async () => {
    const cookie = await signIn();
    const before = server();
    process.kill(before.workerd, "SIGSTOP");
    const since = Date.now();
    await until("the application silent", async () => (await health().catch(() => ({ status: 0 }))).status !== 200, 10_000).catch(
      () => undefined, // it may be replaced before a check sees it silent
    );
    await backWithin20s(since, cookie);
    expect(server().workerd).not.toBe(before.workerd);
    expect(log).toMatch(/El servidor de la aplicación se ha detenido \(no respondía desde hacía \d+ s\)/);
  }, 60_000);

  it("the server process killed (kill -9): started again within 20 s", async () => {
    const cookie = await signIn();
    const before = server();
    process.kill(before.node, "SIGKILL");
    await backWithin20s(Date.now(), cookie);
    expect(server().node).not.toBe(before.node);
  }, 60_000);

  it("Ctrl-C (SIGTERM) stops everything it started", async () => {
    start.kill("SIGTERM");
    const code = await new Promise((resolve) => start.once("exit", resolve));
    expect(code).toBe(0);
    await until("no process of this stack left", async () => pidsMatching(dir).length === 0, 15_000);
  }, 60_000);
});
