/**
 * Personal data against a real sqld: a person downloads what the product keeps about them, asks
 * for their account to be deleted, an administrator confirms, and what stays is anonymous but
 * still counts; the cron's purge deletes what must not be kept for ever.
 */
import { parse } from "csv-parse/sync";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attemptAnswers,
  attempts,
  auditLog,
  credentials,
  emailTokens,
  outbox,
  presencialParticipants,
  presencialSessions,
  profiles,
  questions,
  rateLimits,
  scenarios,
  sessions,
  steps,
} from "../../db/schema";
import { readRecordFilters } from "~/domain/records";
import { registerAccount, verifyLogin } from "~/server/accounts.server";
import { purgeExpired } from "~/server/purge.server";
import { trainingRecords } from "~/server/records.server";
import { changeUser, USER_MESSAGES } from "~/server/users.server";
import { PERSONAL_DATA_MESSAGES, requestDeletion } from "~/server/personal-data.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { ensureAdmin, ERASED_ACCOUNT, resetPasswordFromCli } from "~/server/provision.server";
import * as adminRoute from "~/routes/_app.admin";
import * as perfilRoute from "~/routes/_app.perfil";
import * as jsonRoute from "~/routes/perfil.datos[.]json";
import * as csvRoute from "~/routes/perfil.datos[.]csv";
import * as pendingRoute from "~/routes/pendiente";
import { adminIdOf, approvedUser, cookieFrom, formPost, person, routeOutcome, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let adminCookie: string;
let marta: { id: string; email: string; cookie: string };
let scenarioId: number;
const context = () => ({ app: { ...t.app } }) as never;
const get = (path: string, cookie: string) => new Request(`http://127.0.0.1:8787${path}`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await signedInCookie(t.app, await adminIdOf(t.app));
  const input = person({ nombre: "Marta", apellidos: "Ruiz" });
  const created = await registerAccount(t.app, input, "http://127.0.0.1:8787");
  if (!created.ok) throw new Error(created.reason);
  const now = new Date().toISOString();
  await t.app.db.update(profiles).set({ approved: true, approvedAt: now, verifiedAt: now }).where(eq(profiles.id, created.userId));
  marta = { id: created.userId, email: input.email, cookie: await signedInCookie(t.app, created.userId) };
  [{ id: scenarioId }] = await t.app.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-lactante"));
  const [question] = await t.app.db
    .select({ id: questions.id, options: questions.options, correct: questions.correctOption })
    .from(questions)
    .innerJoin(steps, eq(steps.id, questions.stepId))
    .where(eq(steps.scenarioId, scenarioId))
    .limit(1);
  const attemptId = crypto.randomUUID();
  await t.app.db.insert(attempts).values({
    id: attemptId,
    userId: marta.id,
    scenarioId,
    role: "farmacia",
    startedAt: now,
    expiresAt: now,
    timeLimit: 1800,
    finishedAt: now,
    score: 80,
    status: "finalizado",
  });
  await t.app.db.insert(attemptAnswers).values({ attemptId, questionId: question.id, selectedOption: question.correct, isCorrect: true });
  const sessionId = crypto.randomUUID();
  await t.app.db
    .insert(presencialSessions)
    .values({ id: sessionId, scenarioId, publicCode: "DATOS2", flow: "dual", startedAt: now, endedAt: now });
  await t.app.db.insert(presencialParticipants).values({ sessionId, role: "farmacia", name: "Marta Ruiz", userId: marta.id });
  // Someone else's attempt, which must never appear in Marta's download.
  const other = await approvedUser(t.app);
  await t.app.db.insert(attempts).values({
    id: crypto.randomUUID(),
    userId: other.id,
    scenarioId,
    role: "enfermeria",
    startedAt: now,
    expiresAt: now,
    timeLimit: 1800,
    finishedAt: now,
    score: 10,
    status: "finalizado",
  });
});
afterAll(() => t.stop());

describe("'Descargar mis datos'", () => {
  it("gives the person their profile, attempts with answers and sessions, as JSON and as CSV, and nobody else's", async () => {
    const json = await jsonRoute.loader({ request: get("/perfil/datos.json", marta.cookie), params: {}, context: context() });
    expect(json.headers.get("Content-Disposition")).toBe('attachment; filename="mis-datos-simped.json"');
    const data = (await json.json()) as {
      perfil: { email: string; dni: string };
      intentos: { puntuacion: number; respuestas: { correcta: boolean; respuesta: string }[] }[];
      sesionesPresenciales: { rol: string }[];
    };
    expect(data.perfil.email).toBe(marta.email);
    expect(data.intentos.map((i) => i.puntuacion)).toEqual([80]);
    expect(data.intentos[0].respuestas).toHaveLength(1);
    expect(data.intentos[0].respuestas[0].correcta).toBe(true);
    expect(data.intentos[0].respuestas[0].respuesta.length).toBeGreaterThan(0);
    expect(data.sesionesPresenciales.map((s) => s.rol)).toEqual(["farmacia"]);

    const csv = await csvRoute.loader({ request: get("/perfil/datos.csv", marta.cookie), params: {}, context: context() });
    const rows: Record<string, string>[] = parse(await csv.text(), { bom: true, delimiter: ";", columns: true });
    expect(rows.map((r) => [r["Tipo"], r["Puntuación (%)"], r["Correcta"]])).toEqual([
      ["Intento online", "80", "Sí"],
      ["Sesión presencial", "", ""],
    ]);
    expect(
      await routeOutcome(() => jsonRoute.loader({ request: get("/perfil/datos.json", ""), params: {}, context: context() })),
    ).toMatchObject({ status: 302 });
  });
});

describe("'Solicitar la baja' and its confirmation", () => {
  it("an admin cannot delete an account that did not ask", async () => {
    expect(
      await routeOutcome(() =>
        adminRoute.action({
          request: formPost("/admin", { intent: "erase", userId: marta.id }, adminCookie),
          params: {},
          context: context(),
        }),
      ),
    ).toMatchObject({
      status: 409,
      message: USER_MESSAGES.notRequested,
    });
  });

  it("the request is recorded once and told to the administrators; the confirmation deletes the person and keeps the results anonymous", async () => {
    const [before] = await trainingRecords(t.app.db, readRecordFilters(new URLSearchParams(`escenario=${scenarioId}`)), null).then((r) => [
      r.rows.filter((row) => row.mode === "online").reduce((sum, row) => sum + row.count, 0),
    ]);
    const ask = () =>
      routeOutcome(() =>
        perfilRoute.action({ request: formPost("/perfil", { intent: "deletion" }, marta.cookie), params: {}, context: context() }),
      );
    expect(await ask()).toMatchObject({
      status: 200,
      message: "Hemos recibido tu solicitud de baja. Un administrador la confirmará; hasta entonces tu cuenta sigue activa.",
    });
    await ask();
    await t.settle();
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "deletion_requested"), eq(outbox.userId, marta.id))),
    ).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetUserId, marta.id), eq(auditLog.action, "account.deletion_requested"))),
    ).toHaveLength(1);
    expect(
      await routeOutcome(() =>
        perfilRoute.action({
          request: formPost("/perfil", { intent: "deletion", userId: "otro" }, marta.cookie),
          params: {},
          context: context(),
        }),
      ),
    ).toMatchObject({ status: 400 });

    const erased = await routeOutcome(() =>
      adminRoute.action({
        request: formPost("/admin", { intent: "erase", userId: marta.id }, adminCookie),
        params: {},
        context: context(),
      }),
    );
    expect(erased).toMatchObject({ status: 200, message: USER_MESSAGES.erased });
    const [row] = await t.app.db.select().from(profiles).where(eq(profiles.id, marta.id));
    expect(row).toMatchObject({
      nombre: "Cuenta eliminada",
      apellidos: "",
      email: `baja-${marta.id}@baja.invalid`,
      areasInteres: [],
      rol: "farmacia",
      isAdmin: false,
    });
    expect(row.dni).toMatch(/^\d{8}U$/);
    expect(row.erasedAt).not.toBeNull();
    for (const table of [credentials, sessions, emailTokens])
      expect(await t.app.db.select().from(table).where(eq(table.userId, marta.id))).toEqual([]);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.userId, marta.id))).toEqual([]);
    expect(
      (
        await t.app.db
          .select({ name: presencialParticipants.name })
          .from(presencialParticipants)
          .where(eq(presencialParticipants.userId, marta.id))
      )[0].name,
    ).toBe("Participante");
    expect(await verifyLogin(t.app, marta.email, "contraseña-segura")).toMatchObject({ ok: false });
    // Nothing in the database names her any more.
    const [named] = await t.app.db.all<{ n: number }>(sql`select
      (select count(*) from profiles where email = ${marta.email} or (nombre = 'Marta' and apellidos = 'Ruiz')) +
      (select count(*) from outbox where body_text like '%Marta Ruiz%') +
      (select count(*) from presencial_participants where name like '%Marta%') +
      (select count(*) from outbox where to_address = ${marta.email}) as n`);
    expect(named.n).toBe(0);
    // Her results still count in the cohort's figures, anonymously.
    const after = (await trainingRecords(t.app.db, readRecordFilters(new URLSearchParams(`escenario=${scenarioId}`)), null)).rows;
    expect(after.filter((r) => r.mode === "online").reduce((sum, r) => sum + r.count, 0)).toBe(before);
    expect(after.some((r) => r.userId === marta.id && r.nombre === "Cuenta eliminada")).toBe(true);
    // She no longer appears among the accounts to manage, and her address may sign up again.
    const page = (await adminRoute.loader({ request: get("/admin", adminCookie), params: {}, context: context() })) as {
      approved: { id: string }[];
    };
    expect(page.approved.some((a) => a.id === marta.id)).toBe(false);
    expect((await registerAccount(t.app, person({ email: marta.email }), "http://127.0.0.1:8787")).ok).toBe(true);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetUserId, marta.id), eq(auditLog.action, "account.erased"))),
    ).toHaveLength(1);
  });
});

describe("an applicant not approved yet", () => {
  it("downloads their data and asks for erasure from /pendiente, as approved people do from «Mi perfil»", async () => {
    const input = person({ nombre: "Lola" });
    const created = await registerAccount(t.app, input, "http://127.0.0.1:8787");
    if (!created.ok) throw new Error(created.reason);
    const cookie = cookieFrom(created.setCookie);

    const json = (await jsonRoute.loader({ request: get("/perfil/datos.json", cookie), params: {}, context: context() })) as Response;
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ perfil: { email: input.email, nombre: "Lola", aprobada: null }, intentos: [] });
    const csv = (await csvRoute.loader({ request: get("/perfil/datos.csv", cookie), params: {}, context: context() })) as Response;
    expect(csv.status).toBe(200);
    expect(
      await routeOutcome(() => jsonRoute.loader({ request: get("/perfil/datos.json", ""), params: {}, context: context() })),
    ).toMatchObject({
      status: 302,
      location: "/?volver=%2Fperfil%2Fdatos.json",
    });

    const ask = (fields: Record<string, string>) =>
      routeOutcome(() => pendingRoute.action({ request: formPost("/pendiente", fields, cookie), params: {}, context: context() }));
    expect(await ask({ intent: "deletion", userId: marta.id })).toMatchObject({ status: 400 });
    expect(await ask({ intent: "deletion" })).toMatchObject({ status: 200, message: PERSONAL_DATA_MESSAGES.deletionRequested });
    const [row] = await t.app.db.select().from(profiles).where(eq(profiles.id, created.userId));
    expect(row.deletionRequestedAt).not.toBeNull();
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "deletion_requested"), eq(outbox.userId, created.userId))),
    ).toHaveLength(1);
    expect(await pendingRoute.loader({ request: get("/pendiente", cookie), params: {}, context: context() })).toMatchObject({
      ok: true,
      deletionRequestedAt: row.deletionRequestedAt,
    });
    expect(await changeUser(t.app, await adminIdOf(t.app), created.userId, { intent: "erase" })).toEqual({ ok: true, done: "erased" });
  });
});

describe("an erased account", () => {
  it("is never brought back: no administrator's action and no command line reactivates, approves, mails or takes it over", async () => {
    const admin = await adminIdOf(t.app);
    const erase = async (approved: boolean) => {
      const input = person();
      const created = await registerAccount(t.app, input, "http://127.0.0.1:8787");
      if (!created.ok) throw new Error(created.reason);
      if (approved)
        await t.app.db
          .update(profiles)
          .set({ approved: true, approvedAt: new Date().toISOString() })
          .where(eq(profiles.id, created.userId));
      expect(await requestDeletion(t.app, created.userId, "http://127.0.0.1:8787/admin")).toBe(true);
      expect(await changeUser(t.app, admin, created.userId, { intent: "erase" })).toEqual({ ok: true, done: "erased" });
      const [row] = await t.app.db.select().from(profiles).where(eq(profiles.id, created.userId));
      return row;
    };
    const member = await erase(true);
    const applicant = await erase(false);
    const logged = async () => (await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, admin))).length;
    const linesBefore = await logged();
    const post = (fields: Record<string, string>) =>
      routeOutcome(() => adminRoute.action({ request: formPost("/admin", fields, adminCookie), params: {}, context: context() }));

    expect(await post({ intent: "reactivate", userId: member.id })).toMatchObject({ status: 409, message: USER_MESSAGES.gone });
    for (const intent of ["grantAdmin", "deactivate"])
      expect(await post({ intent, userId: member.id })).toMatchObject({ status: 409, message: USER_MESSAGES.gone });
    expect(await post({ intent: "reject", reason: "", userId: applicant.id })).toMatchObject({ status: 409, message: USER_MESSAGES.gone });
    expect(await post({ intent: "approve", userId: applicant.id })).toMatchObject({ status: 404 });
    expect(await post({ intent: "resend", userId: applicant.id })).toMatchObject({ status: 404 });
    await expect(ensureAdmin(t.app.db, { email: member.email, password: "una-clave-larga" })).rejects.toThrow(ERASED_ACCOUNT);
    expect(await resetPasswordFromCli(t.app.db, member.email, "una-clave-larga")).toBe(false);

    for (const before of [member, applicant])
      expect((await t.app.db.select().from(profiles).where(eq(profiles.id, before.id)))[0]).toEqual(before);
    expect(await logged()).toBe(linesBefore);
    for (const table of [credentials, sessions, emailTokens])
      expect(
        await t.app.db
          .select()
          .from(table)
          .where(inArray(table.userId, [member.id, applicant.id])),
      ).toEqual([]);
  });
});

describe("the cron's purge", () => {
  it("deletes expired sessions, spent and expired links, mail delivered over 30 days ago and closed rate-limit windows, and nothing else", async () => {
    const user = await approvedUser(t.app);
    const now = new Date("2026-12-01T12:00:00.000Z");
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const later = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    await t.app.db.insert(sessions).values([
      { tokenHash: "purga-caducada", userId: user.id, expiresAt: ago(1) },
      { tokenHash: "purga-viva", userId: user.id, expiresAt: later(10) },
    ]);
    await t.app.db.insert(emailTokens).values([
      { tokenHash: "purga-usado", userId: user.id, purpose: "reset", expiresAt: later(1), usedAt: ago(2) },
      { tokenHash: "purga-usado-hoy", userId: user.id, purpose: "reset", expiresAt: later(1), usedAt: ago(0.1) },
      { tokenHash: "purga-caducado", userId: user.id, purpose: "confirm", expiresAt: ago(3) },
      { tokenHash: "purga-vigente", userId: user.id, purpose: "confirm", expiresAt: later(1) },
    ]);
    const mail = { kind: "approved" as const, userId: user.id, to: "purga@example.org", subject: "s", text: "t" };
    await t.app.db.insert(outbox).values([
      { ...mail, sentAt: ago(31) },
      { ...mail, sentAt: ago(29) },
      { ...mail, sentAt: null, createdAt: ago(60) },
    ]);
    const seconds = Math.floor(now.getTime() / 1000);
    await t.app.db.insert(rateLimits).values([
      // Closed for every limit: older than the longest window.
      { key: "purga:vieja", windowStart: seconds - Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowSeconds)) - 60, count: 3 },
      { key: "purga:abierta", windowStart: seconds - 600, count: 3 },
    ]);
    const purged = await purgeExpired(t.app.db, now);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect((await t.app.db.select({ h: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.h)).toEqual([
      "purga-viva",
    ]);
    expect(
      (await t.app.db.select({ h: emailTokens.tokenHash }).from(emailTokens).where(eq(emailTokens.userId, user.id))).map((s) => s.h).sort(),
    ).toEqual(["purga-usado-hoy", "purga-vigente"]);
    expect(
      (await t.app.db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.to, "purga@example.org"))).map((m) => m.sentAt).sort(),
    ).toEqual([ago(29), null].sort());
    expect(
      (
        await t.app.db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(sql`key like 'purga:%'`)
      ).map((r) => r.key),
    ).toEqual(["purga:abierta"]);
  });
});
