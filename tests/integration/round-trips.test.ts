/**
 * Database round trips per page and per action, through the Worker (the local server) with a counting
 * proxy between it and sqld: each HTTP request to sqld is one round trip, the distance a hospital far
 * from the database pays for each (issue 15; docs/scaling.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  credentials,
  emailTokens,
  presencialParticipants,
  presencialSessions,
  profiles,
  questions,
  safetyThreats,
  scenarios,
  steps,
} from "../../db/schema";
import { countingProxy } from "../../bench/proxies";
import { freePort, startWorker, type Started } from "../../scripts/stack";
import { ADMIN, adminIdOf, approvedUser, person, signedInCookie, startTestApp } from "./harness";

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

type Request = { cookie?: string; form?: Record<string, string> };

async function send(path: string, init: Request) {
  const response = await fetch(`${worker.url}${path}`, {
    method: init.form ? "POST" : "GET",
    headers: {
      Origin: worker.url,
      Cookie: init.cookie ?? "",
      ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: init.form ? new URLSearchParams(init.form) : undefined,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

/** The request's answer and the round trips it cost (nothing else talks to the database meanwhile). */
async function trips(path: string, init: Request = {}) {
  proxy.take();
  const answer = await send(path, init);
  return { ...answer, trips: proxy.take() };
}

/** Requests sent at once to one path: their statuses and the round trips they cost together. */
async function tripsTogether(path: string, requests: Request[]) {
  proxy.take();
  const answers = await Promise.all(requests.map((init) => send(path, init)));
  return { statuses: answers.map((a) => a.status), trips: proxy.take() };
}

/** A working e-mail link of the person's, as its mail would carry it. */
async function emailToken(userId: string, purpose: "confirm" | "reset") {
  const token = randomBytes(24).toString("base64url");
  await t.app.db.insert(emailTokens).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return token;
}

/** The actions that need more than one trip, how many, and why (docs/scaling.md): everything else takes at most one. */
const MORE_TRIPS: Record<string, { trips: number; why: string }> = {
  "start an attempt": { trips: 2, why: "the person's role and admin flag decide the attempt's role, length and cap before the insert" },
  "log in": { trips: 2, why: "the password is checked in the Worker between the account's lookup and the session's insert" },
  "log in with a hash of the former parameters": { trips: 2, why: "as 'log in': the new hash is written in the session's batch" },
  "deactivate an account": { trips: 2, why: "the change is planned from the account's state, read with the admin's check" },
  "sign up": { trips: 2, why: "the sign-up switch, the rate limit, the address and the DNI are checked before the password is hashed" },
  "set a new password": { trips: 2, why: "the rate limit and the link are checked before the password is hashed" },
  "change the password": { trips: 2, why: "the current password is checked in the Worker between the hash's read and the write" },
};

describe("one round trip to the database", () => {
  it("per page and per action", async () => {
    const user = await approvedUser(t.app);
    const cookie = await signedInCookie(t.app, user.id);
    const adminCookie = await signedInCookie(t.app, await adminIdOf(t.app));
    const id = async (slug: string) => (await t.app.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, slug)))[0].id;
    const online = await id("shock-septico-lactante");
    const shock = await id("shock-septico-pediatrico");
    const counted: { what: string; status: number; trips: number }[] = [];
    const count = async (what: string, path: string, init: Parameters<typeof trips>[1] = {}) => {
      const result = await trips(path, init);
      counted.push({ what, status: result.status, trips: result.trips });
      return result;
    };

    // A fresh isolate loads the content once (one more trip, then kept until it changes): warm it first.
    expect((await trips("/simulacion", { cookie })).trips).toBe(2);
    const started = await count("start an attempt", `/simulacion/${online}/confirm`, { cookie, form: {} });
    const run = started.location!;
    const attemptId = new URL(run, worker.url).searchParams.get("attempt")!;
    const [step] = await t.app.db
      .select({ id: steps.id })
      .from(steps)
      .where(eq(steps.scenarioId, online))
      .orderBy(asc(steps.stepOrder))
      .limit(1);
    const [question] = await t.app.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.stepId, step.id))
      .orderBy(asc(questions.questionOrder))
      .limit(1);
    const created = await trips(`/presencial/${shock}/confirm?flow=dual`, {
      cookie: adminCookie,
      form: { flow: "dual", name: "Instructora", role: "instructor", userId: "" },
    });
    const sessionId = /([0-9a-f-]{36})$/.exec(created.location ?? "")![1];
    const [session] = await t.app.db
      .select({ code: presencialSessions.publicCode })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    const consolePath = `/presencial/instructor/${shock}/${sessionId}`;

    const pages: [string, string][] = [
      ["/dashboard", cookie],
      ["/dashboard", adminCookie],
      ["/simulacion", cookie],
      ["/simulacion-presencial", cookie],
      [`/simulacion/${online}/confirm`, cookie],
      [run, cookie],
      [`${run}&step=${step.id}`, cookie],
      ["/evaluacion", cookie],
      [`/evaluacion/attempt/${attemptId}`, cookie],
      ["/perfil", cookie],
      ["/presencial-info", cookie],
      ["/presencial", adminCookie],
      ["/presencial/instructor", adminCookie],
      [`/presencial/${shock}/confirm`, adminCookie],
      [consolePath, adminCookie],
      ["/admin", adminCookie],
      ["/admin/registros", adminCookie],
      ["/admin/estadisticas", adminCookie],
      ["/admin/auditoria", adminCookie],
      ["/admin/escenarios", adminCookie],
      [`/admin/escenarios?historial=${online}&modo=online`, adminCookie],
      [`/admin/escenarios/${online}/exportar?modo=online`, adminCookie],
      ["/admin/escenarios/imagenes", adminCookie],
      [`/presencial/${shock}/informe?session=${sessionId}`, adminCookie],
      ["/registro", ""],
      ["/", ""],
      ["/", cookie],
      ["/unirse", ""],
      [`/presencial-alumno/${session.code}`, ""],
      [`/api/presencial/${session.code}`, ""],
    ];
    for (const [path, who] of pages) await count(`${path}${who === adminCookie ? " (admin)" : ""}`, path, { cookie: who });

    // As the page sends them with JavaScript: a data request whose answer is the page's new state.
    const runData = `${run.replace("?", ".data?index&")}`;
    const hint = await count("hint", runData, { cookie, form: { intent: "hint", questionId: String(question.id), modo: "datos" } });
    const answer = await count("answer", runData, {
      cookie,
      form: { intent: "answer", questionId: String(question.id), option: "0", modo: "datos" },
    });
    // 'This timed question is in view' (decision 0035), as the page sends it: one trip, its answer the page's new state.
    const [timed] = await t.app.db
      .select({ id: questions.id })
      .from(questions)
      .innerJoin(steps, eq(steps.id, questions.stepId))
      .where(and(eq(steps.scenarioId, online), like(steps.description, "%ntervención urgente%")))
      .orderBy(asc(steps.stepOrder), asc(questions.questionOrder))
      .limit(1);
    const clock = await count("start a question's clock", runData, {
      cookie,
      form: { intent: "start", questionId: String(timed.id), modo: "datos" },
    });
    expect([hint.status, answer.status, clock.status]).toEqual([200, 200, 200]);
    // The answer carries the question's new state in the navigation panel: nothing to read again.
    expect(answer.body).toMatch(/"(right|wrong)"/);
    // 'Finalizar intento' at any time: the close is computed by the database, in one trip.
    const finished = await count("finish the attempt", run.replace("?", "?index&"), { cookie, form: { intent: "finish" } });
    expect(finished.status).toBe(302);
    // As the console sends them with JavaScript: a data request, answered with the console, through
    // the session's room. The room reads the session once when it starts; every command after that,
    // 'Finalizar' included, is one round trip (decision 0033).
    const commands = { cookie: adminCookie, path: `${consolePath}.data`, sala: session.code };
    const cold = await trips(commands.path, { cookie: commands.cookie, form: { intent: "start", sala: commands.sala } });
    expect([cold.status, cold.trips]).toEqual([200, 2]);
    const alarm = await count("console command", commands.path, {
      cookie: commands.cookie,
      form: { intent: "alarm", sala: commands.sala },
    });
    expect(alarm.status).toBe(200);
    // A burst: commands that queue behind the room's write in flight are written together (group
    // commit), so 30 at once cost far fewer round trips than 30; each is recorded once.
    const versionOf = async () =>
      (
        await t.app.db.select({ version: presencialSessions.version }).from(presencialSessions).where(eq(presencialSessions.id, sessionId))
      )[0].version;
    const before = await versionOf();
    const alarms = (n: number, prefix: string, who = adminCookie) =>
      Array.from({ length: n }, (_, i) => ({ cookie: who, form: { intent: "alarm", sala: commands.sala, commandId: `${prefix}-${i}` } }));
    const burst = await tripsTogether(commands.path, alarms(30, "rafaga"));
    expect(burst.statuses).toEqual(burst.statuses.map(() => 200));
    expect(await versionOf()).toBe(before + 30);
    expect(burst.trips).toBeLessThanOrEqual(15);
    console.info(`30 console commands at once: ${burst.trips} round trips`);
    // Sent again at once (retries after lost answers): answered, and nothing is recorded twice.
    const again = await tripsTogether(commands.path, alarms(30, "rafaga"));
    expect(again.statuses).toEqual(again.statuses.map(() => 200));
    expect(await versionOf()).toBe(before + 30);
    // A stranger's command in the middle of a burst is refused and writes nothing; the others are written.
    const mixed = await tripsTogether(commands.path, [...alarms(5, "mezcla"), ...alarms(1, "intruso", cookie), ...alarms(5, "mezcla-b")]);
    expect(mixed.statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(mixed.statuses[5]).not.toBe(200);
    expect(await versionOf()).toBe(before + 40);
    const finish = await count("'Finalizar'", commands.path, { cookie: commands.cookie, form: { intent: "finish", sala: commands.sala } });
    const [{ endedAt }] = await t.app.db
      .select({ endedAt: presencialSessions.endedAt })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId));
    expect([finish.status, endedAt]).toEqual([202, expect.any(String)]);
    // The learner's reflection (decision 0044): asked on a linked participant's dashboard; its page, its save, the
    // evaluation and the report that show it are one trip each.
    await t.app.db.insert(presencialParticipants).values({ sessionId, role: "enfermeria", name: "Enfermera", userId: user.id });
    expect((await count("/dashboard (asking for a reflection)", "/dashboard", { cookie })).body).toContain(
      "Tu reflexión tras la simulación",
    );
    await count(`/reflexion/${sessionId}`, `/reflexion/${sessionId}`, { cookie });
    const reflected = await count("save a reflection", `/reflexion/${sessionId}`, {
      cookie,
      form: { intent: "guardar", wentWell: "Bien" },
    });
    expect(reflected.status).toBe(302);
    expect((await count("/evaluacion (with a reflection)", "/evaluacion", { cookie })).body).toContain("Mis reflexiones");
    await count("the report with a reflection (admin)", `/presencial/${shock}/informe?session=${sessionId}`, { cookie: adminCookie });
    // As the dashboard's fetcher sends it: a data request, answered with its message.
    await count("'Avísame' on the dashboard", "/dashboard.data", { cookie, form: {} });
    await count("log in", "/?index", { form: ADMIN });
    // Stored by the former hasher (@noble/hashes, 7 MiB × 5 passes) for «contraseña-segura» (decision 0031).
    const former = await approvedUser(t.app);
    const formerHash = "$argon2id$v=19$m=7168,t=5,p=1$OFiGbNvLlpGD+NnO7v6naA$ZE6xfseDe1GLkqznLvAjk+zr/UDwaUWKWbqS9M4R1oE";
    await t.app.db.insert(credentials).values({ userId: former.id, passwordHash: formerHash });
    await count("log in with a hash of the former parameters", "/?index", { form: { email: former.email, password: "contraseña-segura" } });
    const [{ passwordHash: rehashed }] = await t.app.db.select().from(credentials).where(eq(credentials.userId, former.id));
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await count("sign out", "/salir", { cookie: await signedInCookie(t.app, user.id), form: {} });
    // An administrator's actions, as the admin page sends them with JavaScript.
    const pending = await approvedUser(t.app);
    await t.app.db.update(profiles).set({ approved: false, approvedAt: null }).where(eq(profiles.id, pending.id));
    proxy.takeMail();
    await count("approve an account", "/admin.data", { cookie: adminCookie, form: { intent: "approve", userId: pending.id } });
    const approvalMail = proxy.takeMail();
    await count("deactivate an account", "/admin.data", { cookie: adminCookie, form: { intent: "deactivate", userId: pending.id } });
    await count("close sign-up", "/admin.data", { cookie: adminCookie, form: { intent: "signup", open: "false" } });
    await count("open sign-up", "/admin.data", { cookie: adminCookie, form: { intent: "signup", open: "true" } });
    // Latent safety threats (decision 0043): recorded from the console's form, then read and moved by the admin and the owner.
    const recorded = await count("record a safety threat", "/admin/seguridad", {
      cookie: adminCookie,
      form: {
        sessionId,
        found: "Faltan parches de desfibrilación pediátricos",
        category: "equipamiento",
        severity: "alto",
        unit: "Urgencias",
        ownerId: user.id,
        dueDate: "2030-01-15",
        volver: consolePath,
      },
    });
    expect([recorded.status, recorded.location]).toEqual([302, consolePath]);
    // 'Cerrar sesión' above ended every session of the owner's: a new one.
    const ownerCookie = await signedInCookie(t.app, user.id);
    const [{ id: threatId }] = await t.app.db
      .select({ id: safetyThreats.id })
      .from(safetyThreats)
      .where(eq(safetyThreats.sessionId, sessionId));
    for (const [path, who] of [
      ["/admin/seguridad", adminCookie],
      ["/admin/seguridad?estado=abierta&vencidas=1", adminCookie],
      ["/admin/seguridad.csv", adminCookie],
      [`/seguridad/${threatId}`, adminCookie],
      [`/seguridad/${threatId}`, ownerCookie],
    ] as const)
      await count(`${path}${who === adminCookie ? " (admin)" : " (owner)"}`, path, { cookie: who });
    const moved = await count("change a threat's status", `/seguridad/${threatId}.data`, {
      cookie: ownerCookie,
      form: { status: "en curso", note: "Pedidos al proveedor" },
    });
    expect(moved.body, moved.body).toContain("En curso");

    // A person's own account, as its forms send them (with JavaScript, a data request: the page's
    // reads come after, as a page load of their own).
    const newcomer = person();
    const signUp = await count("sign up", "/registro.data", {
      form: {
        nombre: newcomer.nombre,
        apellidos: newcomer.apellidos,
        email: newcomer.email,
        dni: newcomer.dni,
        password: "contraseña-segura",
        password2: "contraseña-segura",
        rol: newcomer.rol,
        unidad: newcomer.unidad,
        areas: newcomer.areas[0],
        website: "",
      },
    });
    expect(signUp.status).toBe(200);
    const [{ id: newcomerId }] = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, newcomer.email));
    await count("confirm the e-mail", `/confirmar?token=${await emailToken(newcomerId, "confirm")}`);
    await count("resend the confirmation", "/confirmar", { form: { email: newcomer.email, website: "" } });
    await count("ask for a recovery link", "/recuperar", { form: { email: newcomer.email, website: "" } });
    const reset = await count("set a new password", "/restablecer", {
      form: { token: await emailToken(newcomerId, "reset"), password: "otra-clave-segura", password2: "otra-clave-segura" },
    });
    expect(reset.body).toContain("Contraseña guardada");
    await t.app.db.update(profiles).set({ approved: true, approvedAt: new Date().toISOString() }).where(eq(profiles.id, newcomerId));
    const mine = await signedInCookie(t.app, newcomerId);
    const own = {
      nombre: "Marta",
      apellidos: "López Ruiz",
      email: newcomer.email,
      dni: newcomer.dni,
      areas: "Respiratorio",
    };
    const saved = await count("save the profile", "/perfil.data", { cookie: mine, form: own });
    expect(saved.body).toContain("Guardado correctamente");
    await count("change the e-mail", "/perfil.data", { cookie: mine, form: { ...own, email: `nuevo.${newcomer.email}` } });
    const changed = await count("change the password", "/perfil.data", {
      cookie: mine,
      form: { intent: "password", current: "otra-clave-segura", password: "clave-nueva-segura", password2: "clave-nueva-segura" },
    });
    expect(changed.body).toContain("Contraseña cambiada");
    await count("ask for erasure", "/perfil.data", { cookie: mine, form: { intent: "deletion" } });

    console.info(counted.map((c) => `${c.trips} ${c.status} ${c.what}`).join("\n"));
    // The approval's notice is sent before the answer (the spec's message says whether it went): its
    // outbox row comes back from the batch, so only marking it sent is one more trip.
    expect(approvalMail).toBe(1);
    for (const c of counted) {
      expect.soft(c.status, c.what).toBeLessThan(400);
      expect.soft(c.trips, c.what).toBeLessThanOrEqual(MORE_TRIPS[c.what]?.trips ?? 1);
    }
    // Each exception still costs what it says and no more.
    for (const [what, { trips: n }] of Object.entries(MORE_TRIPS)) expect.soft(counted.find((c) => c.what === what)?.trips, what).toBe(n);
  }, 120_000);
});
