/**
 * The live path end to end on the real stack: an instructor's action (HTTP, with their session)
 * → the database → the room (Durable Object under the local server) → every connected screen.
 * Needs the built app (npm test builds before running this).
 */
import { and, eq, like, ne } from "drizzle-orm";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { credentials, presencialSessions, profiles, rateLimits, scenarios, sessionActions, sessionEvents } from "../../db/schema";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "~/server/rate-limit.server";
import { hashPassword } from "~/server/password.server";
import { roomMessageSchema, type Snapshot } from "../../app/presencial/protocol";
import { readProjectionSound } from "../../app/presencial/screen-sound";
import { createDb } from "~/server/db.server";
import { screenProof } from "~/presencial/screen-proof.server";
import { freePort, provision, startSqld, startWorker, type Stopper } from "../../scripts/stack";

const ADMIN = { email: "live@test.local", password: "live-password" };
const SECRET = "live-session-secret-live-session-secret";
let dir: string;
let stopSqld: Stopper;
let worker: Awaited<ReturnType<typeof startWorker>>;
let workerOptions: Parameters<typeof startWorker>[0];
let db: ReturnType<typeof createDb>;
let cookie = "";

/** A form as the page posts it; the console's forms carry their room's code, as the page's do. */
async function post(path: string, form: Record<string, string>) {
  return fetch(`${worker.url}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(path.startsWith("/presencial/instructor/") ? { ...form, sala: code } : form),
    redirect: "manual",
  });
}

/** A screen: a raw WebSocket on the room, keeping every snapshot it receives. */
async function screen(code: string) {
  const received: Snapshot[] = [];
  const socket = new WebSocket(`${worker.url.replace("http", "ws")}/parties/room/${code}?t=${await screenProof(SECRET, code)}`);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  // The room also tells screens how the projections sound (decision 0039): not a snapshot.
  socket.on("message", (data) => {
    if (!readProjectionSound(String(data))) received.push(roomMessageSchema.parse(JSON.parse(String(data))).snapshot);
  });
  const until = async (test: (s: Snapshot) => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const hit = received.find(test);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`screen never saw: ${what}`);
  };
  return { socket, opened, received, until, close: () => socket.close() };
}

let sessionId = "";
let code = "";
let scenarioId = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "simped-live-"));
  const sqld = await startSqld(join(dir, "sqld"), { quiet: true });
  stopSqld = sqld.stop;
  await provision(sqld.url, undefined, ADMIN);
  db = createDb(sqld.url);
  workerOptions = {
    port: await freePort(),
    stateDir: join(dir, "wrangler"),
    quiet: true,
    vars: { APP_ENV: "test", DATABASE_URL: sqld.url, SESSION_SECRET: SECRET, RATE_LIMIT_FACTOR: "1000" },
  };
  worker = await startWorker(workerOptions);
  const login = await fetch(`${worker.url}/?index`, {
    method: "POST",
    headers: { Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const [scenario] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-pediatrico"));
  scenarioId = scenario.id;
  const created = await post(`/presencial/${scenarioId}/confirm?flow=dual`, {
    flow: "dual",
    name: "Ana Pérez",
    role: "medico",
    userId: "",
  });
  expect(created.status).toBe(302);
  sessionId = /\/presencial\/instructor\/\d+\/([0-9a-f-]{36})/.exec(created.headers.get("location") ?? "")![1];
  const [row] = await db
    .select({ code: presencialSessions.publicCode })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, sessionId));
  code = row.code;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  db?.$client.close();
  await stopSqld?.();
  rmSync(dir, { recursive: true, force: true });
});

const consolePath = () => `/presencial/instructor/${scenarioId}/${sessionId}`;

describe("live rooms", () => {
  it("an action reaches every screen, in version order", async () => {
    const a = await screen(code);
    const b = await screen(code);
    await Promise.all([a.opened, b.opened]);
    expect((await post(consolePath(), { intent: "start" })).status).toBe(200);
    for (const s of [a, b]) await s.until((snap) => snap.status === "running", "running");

    expect((await post(consolePath(), { intent: "sensor", sensor: "ecg", on: "on" })).status).toBe(200);
    expect((await post(consolePath(), { intent: "banner", text: "Llega la ambulancia.\n\nNiña de 4 años." })).status).toBe(200);
    for (const s of [a, b]) {
      const last = await s.until((snap) => snap.banner.startsWith("Llega"), "banner");
      expect(last.variables.map((v) => v.key)).toContain("fc");
      const versions = s.received.map((snap) => snap.version);
      expect([...versions].sort((x, y) => x - y)).toEqual(versions);
      expect(new Set(versions).size).toBe(versions.length);
    }
    a.close();
    b.close();
  });

  it("a screen that connects late gets the latest state at once; the page renders it without JavaScript", async () => {
    const late = await screen(code);
    await late.opened;
    const first = await late.until(() => true, "any snapshot");
    expect(first.banner).toBe("Llega la ambulancia.\n\nNiña de 4 años.");
    late.close();
    const html = await (await fetch(`${worker.url}/presencial-alumno/${code}`)).text();
    expect(html).toContain("En curso");
    expect(html).toContain("Llega la ambulancia.");
    // What screens poll while their socket is down: the same public snapshot, as JSON.
    const polled = (await (await fetch(`${worker.url}/api/presencial/${code}`)).json()) as { snapshot: Snapshot };
    expect(polled.snapshot).toEqual(first);
    expect((await fetch(`${worker.url}/api/presencial/ZZZZZ9`)).status).toBe(404);
  });

  it("a socket reaches a room only with its code's proof; a code nobody found makes no room", async () => {
    const ws = worker.url.replace("http", "ws");
    const refusal = (url: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
        socket.once("open", () => reject(new Error(`admitted: ${url}`)));
        socket.once("error", () => undefined);
      });
    const rooms = () => readdirSync(join(dir, "wrangler", "state", "v3", "do"), { recursive: true }).length;
    const before = rooms();
    expect(await refusal(`${ws}/parties/room/${code}`)).toBe(404);
    expect(await refusal(`${ws}/parties/room/${code}?t=${"0".repeat(24)}`)).toBe(404);
    // Another code's proof opens nothing either; nor does a made-up code, however many times.
    for (const guess of ["ZZZZZ1", "ZZZZZ2", "ZZZZZ3"]) {
      expect(await refusal(`${ws}/parties/room/${guess}?t=${await screenProof(SECRET, code)}`)).toBe(404);
      expect(await refusal(`${ws}/parties/room/${guess}`)).toBe(404);
    }
    expect(rooms()).toBe(before);
    const admitted = await screen(code);
    await admitted.opened;
    admitted.close();
  });

  it("a socket cannot write, and the room takes no request from outside", async () => {
    const [before] = await db.select().from(presencialSessions).where(eq(presencialSessions.id, sessionId));
    const intruder = await screen(code);
    await intruder.opened;
    const forged = { snapshot: { ...intruder.received[0], version: 999_999, banner: "HACKED", status: "ended" }, now: Date.now() };
    intruder.socket.send(JSON.stringify(forged));
    intruder.socket.send(JSON.stringify(forged.snapshot));
    const outside = await fetch(`${worker.url}/parties/room/${code}`, { method: "POST", body: JSON.stringify(forged.snapshot) });
    expect(outside.status).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    intruder.close();
    const witness = await screen(code);
    await witness.opened;
    const seen = await witness.until(() => true, "snapshot");
    expect(seen.banner).not.toBe("HACKED");
    expect(seen.version).toBe(before.version);
    witness.close();
    const [after] = await db.select().from(presencialSessions).where(eq(presencialSessions.id, sessionId));
    expect(after).toEqual(before);
  });

  it("refuses console actions without an admin session", async () => {
    const anonymous = await fetch(`${worker.url}${consolePath()}`, {
      method: "POST",
      headers: { Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "alarm" }),
      redirect: "manual",
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/");
  });

  it("a room that restarts comes back with the latest state", async () => {
    expect((await post(consolePath(), { intent: "alarm" })).status).toBe(200);
    const [row] = await db
      .select({ version: presencialSessions.version })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    await worker.stop();
    worker = await startWorker(workerOptions);
    const back = await screen(code);
    await back.opened;
    const seen = await back.until(() => true, "snapshot after restart");
    expect(seen.version).toBe(row.version);
    expect(seen.alarm.ping).toBe(1);
    // On connecting, a screen gets the living patient whole; broadcasts then leave it out (decision 0033).
    expect(seen.live?.patient.model.variables.length).toBeGreaterThan(0);
    expect((await post(consolePath(), { intent: "alarm" })).status).toBe(200);
    const next = await back.until((snap) => snap.version > seen.version, "the alarm");
    expect([next.alarm.ping, next.live?.log.length, next.live && "patient" in next.live]).toEqual([2, seen.live?.log.length, false]);
    back.close();
  });

  it("hostile input on every new command is refused with a message and writes nothing", async () => {
    const footprint = async () => {
      const [row] = await db
        .select({ version: presencialSessions.version })
        .from(presencialSessions)
        .where(eq(presencialSessions.id, sessionId));
      return {
        version: row.version,
        actions: await db.$count(sessionActions, eq(sessionActions.sessionId, sessionId)),
        events: await db.$count(sessionEvents, eq(sessionEvents.sessionId, sessionId)),
      };
    };
    const before = await footprint();
    const [other] = await db
      .select({ id: presencialSessions.id })
      .from(presencialSessions)
      .where(ne(presencialSessions.id, sessionId))
      .limit(1);
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["negative dose", { intent: "intervene", key: "bolo_cristaloide", dose: "-10", route: "IV" }, 400, /número mayor que 0/],
      ["zero dose", { intent: "intervene", key: "bolo_cristaloide", dose: "0", route: "IV" }, 400, /número mayor que 0/],
      ["not a number", { intent: "intervene", key: "bolo_cristaloide", dose: "veinte", route: "IV" }, 400, /número mayor que 0/],
      ["unknown intervention", { intent: "intervene", key: "cianuro", dose: "1" }, 404, /no pertenece a este escenario/],
      ["route not offered", { intent: "intervene", key: "bolo_cristaloide", dose: "10", route: "VO" }, 400, /vía no está disponible/],
      [
        "a million times the dose",
        { intent: "intervene", key: "bolo_cristaloide", dose: "20000000", route: "IV" },
        400,
        /no es plausible|número mayor que 0/,
      ],
      [
        "in the future",
        { intent: "intervene", key: "bolo_cristaloide", dose: "10", route: "IV", minute: "600" },
        400,
        /posterior al momento actual/,
      ],
      ["retime of nothing", { intent: "retime", actionId: "999999", minute: "1" }, 404, /no está registrada/],
      ["negative minute", { intent: "antibiotic", minutos: "-5" }, 400, /minutos deben ser un número/],
      ["tool answer out of its choices", { intent: "item", itemId: "999999", value: "x" }, 404, /herramientas de este escenario/],
    ];
    for (const [why, form, status, message] of cases) {
      const response = await post(consolePath(), form);
      expect(response.status, why).toBe(status);
      expect(await response.text(), why).toMatch(message);
    }
    // Another session's id under this scenario's address, and this session under another scenario.
    expect((await post(`/presencial/instructor/${scenarioId}/${other?.id ?? crypto.randomUUID()}`, { intent: "alarm" })).status).toBe(404);
    expect((await post(`/presencial/instructor/${scenarioId + 1000}/${sessionId}`, { intent: "alarm" })).status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it("two instructors' commands at once keep the version order on every screen", async () => {
    const id = crypto.randomUUID();
    const stamp = new Date().toISOString();
    const second = { email: "segunda@test.local", password: "segunda-password" };
    await db.batch([
      db.insert(profiles).values({
        id,
        email: second.email,
        nombre: "Segunda",
        apellidos: "Instructora",
        dni: "12345678Z",
        rol: "medico",
        unidad: "UCI",
        verifiedAt: stamp,
        approved: true,
        approvedAt: stamp,
        isAdmin: true,
      }),
      db.insert(credentials).values({ userId: id, passwordHash: await hashPassword(second.password) }),
    ]);
    const login = await fetch(`${worker.url}/?index`, {
      method: "POST",
      headers: { Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(second),
      redirect: "manual",
    });
    const secondCookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const [{ version: before }] = await db
      .select({ version: presencialSessions.version })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    const watcher = await screen(code);
    await watcher.opened;
    const send = (as: string, i: number) =>
      fetch(`${worker.url}${consolePath()}`, {
        method: "POST",
        headers: { Cookie: as, Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "alarm", sala: code, commandId: `instructora-${as === cookie ? "a" : "b"}-${i}` }),
        redirect: "manual",
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? cookie : secondCookie, i)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const [{ version: after }] = await db
      .select({ version: presencialSessions.version })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    expect(after).toBe(before + 20);
    await watcher.until((snap) => snap.version === after, "the last version");
    const versions = watcher.received.map((snap) => snap.version);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    // Sent again (a retry after a lost answer), the same commands are answered and recorded once.
    const again = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? cookie : secondCookie, i)));
    expect(again.map((a) => a.status)).toEqual(again.map(() => 200));
    // Under another room's code a command reaches nothing of this session.
    const elsewhere = await fetch(`${worker.url}${consolePath()}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "alarm", sala: code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ" }),
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(404);
    const [{ version: still }] = await db
      .select({ version: presencialSessions.version })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    expect(still).toBe(after);
    watcher.close();
    const actors = await db
      .selectDistinct({ actorId: sessionEvents.actorId })
      .from(sessionEvents)
      .where(and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.kind, "alarm")));
    expect(actors.map((a) => a.actorId)).toContain(id);
  });
});

describe("the defibrillator screen", () => {
  const devicePath = () => `/desfibrilador/${code}`;
  /** What the device posts: a form, with its cookie when it has one. */
  const device = (form: Record<string, string>, deviceCookie = "") =>
    fetch(`${worker.url}${devicePath()}`, {
      method: "POST",
      headers: { Cookie: deviceCookie, Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  const pinNow = async () =>
    (await db.select({ pin: presencialSessions.devicePin }).from(presencialSessions).where(eq(presencialSessions.id, sessionId)))[0].pin;
  const shocksBy = async () =>
    (
      await db
        .select()
        .from(sessionActions)
        .where(and(eq(sessionActions.sessionId, sessionId), eq(sessionActions.actionKey, "descarga")))
    ).length;
  const shock = (deviceCookie: string, commandId: string) =>
    device({ intent: "shock", joules: "60", sesion: sessionId, commandId }, deviceCookie);

  it("writes only with the session's PIN: a wrong one writes nothing, a revoked one stops working, and what it does carries the device as author", async () => {
    // No PIN yet: the screen asks for one and nothing opens it.
    expect(await pinNow()).toBeNull();
    const page = await (await fetch(`${worker.url}${devicePath()}`)).text();
    expect(page).toContain("PIN del desfibrilador");
    expect(page).not.toContain("Llega la ambulancia.");
    expect((await device({ intent: "pin", pin: "000000" })).status).toBe(403);

    expect((await post(consolePath(), { intent: "device_pin", on: "on" })).status).toBe(200);
    const pin = (await pinNow())!;
    expect(pin).toMatch(/^\d{6}$/);
    // The PIN never reaches a screen nor the log.
    const snapshot = await (await fetch(`${worker.url}/api/presencial/${code}`)).text();
    expect(snapshot).not.toContain(pin);
    const logged = await db.select().from(sessionEvents).where(eq(sessionEvents.sessionId, sessionId));
    expect(JSON.stringify(logged)).not.toContain(pin);

    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, "0");
    const refused = await device({ intent: "pin", pin: wrong });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("PIN incorrecto.");
    expect(refused.headers.get("set-cookie")).toBeNull();
    // Without the cookie a command writes nothing, whatever it says.
    expect((await shock("", "sin-pin")).status).toBe(403);
    // A made-up cookie is no PIN either.
    expect((await shock(`simped-desfibrilador-${code}=${pin}`, "cookie-inventada")).status).toBe(403);
    expect(await shocksBy()).toBe(0);

    const entered = await device({ intent: "pin", pin });
    expect(entered.status).toBe(302);
    const deviceCookie = (entered.headers.get("set-cookie") ?? "").split(";")[0];
    expect(deviceCookie.startsWith(`simped-desfibrilador-${code}=`)).toBe(true);
    const screenPage = await (await fetch(`${worker.url}${devicePath()}`, { headers: { Cookie: deviceCookie } })).text();
    expect(screenPage).toContain("ECG de las palas");

    const watcher = await screen(code);
    await watcher.opened;
    expect((await shock(deviceCookie, "descarga-1")).status).toBe(200);
    expect(await shocksBy()).toBe(1);
    const [recorded] = await db
      .select()
      .from(sessionActions)
      .where(and(eq(sessionActions.sessionId, sessionId), eq(sessionActions.actionKey, "descarga")));
    expect(recorded).toMatchObject({ actorId: null, payload: { joules: 60, autor: "desfibrilador" } });
    // Every screen sees what the device did.
    await watcher.until((snap) => snap.live?.log.some((e) => e.kind === "shock") ?? false, "the shock");
    watcher.close();
    // The device may only shock and pace: nothing else of the console.
    const other = await device({ intent: "finish", sesion: sessionId, commandId: "fin" }, deviceCookie);
    expect(other.status).toBe(400);
    expect((await db.select().from(presencialSessions).where(eq(presencialSessions.id, sessionId)))[0].endedAt).toBeNull();

    // «Revocar el PIN» on the console: the device's next shock writes nothing.
    expect((await post(consolePath(), { intent: "device_pin" })).status).toBe(200);
    expect(await pinNow()).toBeNull();
    const revoked = await shock(deviceCookie, "descarga-2");
    expect(revoked.status).toBe(403);
    expect(await revoked.text()).toContain("PIN del desfibrilador no es válido");
    expect(await shocksBy()).toBe(1);
    expect(await (await fetch(`${worker.url}${devicePath()}`, { headers: { Cookie: deviceCookie } })).text()).toContain(
      "PIN del desfibrilador",
    );
  });

  it("wrong PINs are counted per address and session: past the limit even the right one waits", async () => {
    expect((await post(consolePath(), { intent: "device_pin", on: "on" })).status).toBe(200);
    const pin = (await pinNow())!;
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, "0");
    expect((await device({ intent: "pin", pin: wrong })).status).toBe(403);
    const [counter] = await db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `devicePin:%:${code}`));
    // This stack multiplies every limit by 1000 (RATE_LIMIT_FACTOR); the window is filled as that many wrong PINs would.
    await db
      .update(rateLimits)
      .set({ count: RATE_LIMITS.devicePin.max * 1000 })
      .where(eq(rateLimits.key, counter.key));
    const limited = await device({ intent: "pin", pin });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(RATE_LIMIT_MESSAGES.devicePin);
    expect(limited.headers.get("set-cookie")).toBeNull();
    await db.delete(rateLimits).where(eq(rateLimits.key, counter.key));
    expect((await device({ intent: "pin", pin })).status).toBe(302);
  });
});
