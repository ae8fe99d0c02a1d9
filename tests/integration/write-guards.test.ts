// Writes that must check who asks, and what state they change, in the write itself (issue findings).
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attemptQuestions,
  auditLog,
  emailTokens,
  outbox,
  presencialParticipants,
  presencialSessions,
  profiles,
  sessions,
} from "../../db/schema";
import { ATTEMPT_MESSAGES, isUrgentStep } from "~/domain/attempts";
import { PARTICIPANT_MESSAGES } from "~/presencial/forms";
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, approveAccount, registerAccount, verifyLogin } from "~/server/accounts.server";
import { startAttempt } from "../../app/online/attempts.server";
import { answerQuestion, loadAttempt } from "./online-harness";
import { ParticipantLinkError } from "~/presencial/participants.server";
import { createSession, linkableUsersQuery, participantsQuery } from "~/presencial/store.server";
import { ensureAdmin } from "~/server/provision.server";
import { getViewer, prepareSession } from "~/server/session.server";
import * as adminRoute from "~/routes/_app.admin";
import * as registroRoute from "~/routes/_public.registro";
import * as createRoute from "~/routes/_app.presencial.$id.confirm";
import * as replaceRoute from "~/routes/_app.presencial.confirm.$scenarioId.$sessionId";
import * as runRoute from "~/routes/_app.simulacion.$id._index";
import { adminIdOf, approvedUser, cookieFrom, person, requestWithCookie, scenarioIdBySlug, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let onlineId: number;
let presencialId: number;
beforeAll(async () => {
  t = await startTestApp();
  onlineId = await scenarioIdBySlug(t.app, "shock-septico-lactante");
  presencialId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
});
afterAll(() => t.stop());

const BASE = "http://127.0.0.1:8787";

/** A fresh context per request, as in the Worker (the viewer is cached per context). */
const context = () => ({ app: { ...t.app } }) as never;

async function cookieOf(userId: string) {
  const session = await prepareSession(t.app, userId);
  await session.statement;
  return cookieFrom(session.setCookie);
}

const get = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { Cookie: cookie } });

function post(path: string, cookie: string, fields: [string, string][]) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** What an action returned with `data(...)`/`fail(...)`, or the Response it returned or threw. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; message?: string }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status };
  // data(...) carries its body in .data; a plain object is the body itself.
  const value = result as { init?: { status?: number } | null; data?: { message?: string }; message?: string };
  return { status: value.init?.status ?? 200, message: value.data?.message ?? value.message };
}

async function shownRows(attemptId: string) {
  return t.app.db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, attemptId));
}

async function openAttemptOf(user: Awaited<ReturnType<typeof approvedUser>>) {
  const started = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: user.role, scenarioId: onlineId });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return (await loadAttempt(t.app.db, { attemptId: started.attemptId, userId: user.id, scenarioId: onlineId }))!;
}

describe("the run page loader", () => {
  it("starts no timer in someone else's attempt before refusing it", async () => {
    const owner = await approvedUser(t.app);
    const intruder = await approvedUser(t.app);
    const loaded = await openAttemptOf(owner);
    const step = loaded.steps.find((s) => isUrgentStep(s)) ?? loaded.steps[0];
    const intruderCookie = await cookieOf(intruder.id);
    const path = `/simulacion/${onlineId}?attempt=${loaded.attempt.id}&step=${step.id}`;

    const refused = await outcome(() =>
      runRoute.loader({ request: get(path, intruderCookie), params: { id: String(onlineId) }, context: context() }),
    );
    expect(refused.status).toBe(302);
    expect(await shownRows(loaded.attempt.id)).toEqual([]);

    // Nor does the intruder's 'this question is in view'.
    const start = (cookie: string, questionId: number) =>
      outcome(() =>
        runRoute.action({
          request: post(path, cookie, [
            ["intent", "start"],
            ["questionId", String(questionId)],
          ]),
          params: { id: String(onlineId) },
          context: context(),
        }),
      );
    expect((await start(intruderCookie, step.questions[0].id)).status).toBe(302);
    expect(await shownRows(loaded.attempt.id)).toEqual([]);

    // The owner opening the same urgent step starts no timer either: a question's clock starts when the page says it is in
    // view, one question at a time; the first's turn has come, the others wait, and nothing of them is sent.
    expect(isUrgentStep(step) && step.questions.length > 1).toBe(true);
    const ownerCookie = await cookieOf(owner.id);
    type Page = { current: { questions: { id: number; waiting: boolean; ready: boolean; text: string; options: string[] }[] } };
    const open = async () =>
      (await runRoute.loader({ request: get(path, ownerCookie), params: { id: String(onlineId) }, context: context() })) as Page;
    const first = await open();
    expect(await shownRows(loaded.attempt.id)).toEqual([]);
    expect(first.current.questions.map((q) => q.ready)).toEqual(step.questions.map((_, i) => i === 0));
    expect(first.current.questions.map((q) => q.text)).toEqual(step.questions.map(() => ""));
    expect(await start(ownerCookie, step.questions[1].id)).toMatchObject({ status: 409, message: ATTEMPT_MESSAGES.notYet });
    expect((await start(ownerCookie, step.questions[0].id)).status).toBe(302);
    expect((await shownRows(loaded.attempt.id)).map((row) => row.questionId)).toEqual([step.questions[0].id]);
    expect((await open()).current.questions[0]).toMatchObject({ waiting: false, text: step.questions[0].questionText });
    expect(await shownRows(loaded.attempt.id), "reloading starts nothing new").toHaveLength(1);
    const again = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: owner.id }))!;
    expect(await answerQuestion(t.app.db, again, step.questions[0].id, 0)).toEqual({ ok: true });
    // Answered: the next one's turn comes, and its clock waits until it is in view.
    expect((await open()).current.questions[1]).toMatchObject({ ready: true, text: "" });
    expect(await shownRows(loaded.attempt.id)).toHaveLength(1);
    expect((await start(ownerCookie, step.questions[1].id)).status).toBe(302);
    expect((await shownRows(loaded.attempt.id)).map((row) => row.questionId).sort()).toEqual(
      [step.questions[0].id, step.questions[1].id].sort(),
    );
  });

  it("starts no timer when the attempt is opened under another scenario's address", async () => {
    const owner = await approvedUser(t.app);
    const loaded = await openAttemptOf(owner);
    const other = await scenarioIdBySlug(t.app, "anafilaxia-pediatrica");
    const cookie = await cookieOf(owner.id);
    const path = `/simulacion/${other}?attempt=${loaded.attempt.id}&step=${loaded.steps[0].id}`;
    expect(
      (await outcome(() => runRoute.loader({ request: get(path, cookie), params: { id: String(other) }, context: context() }))).status,
    ).toBe(302);
    expect(await shownRows(loaded.attempt.id)).toEqual([]);
  });
});

describe("hints", () => {
  it("a hint on an answered question answers 409 and writes nothing", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttemptOf(user);
    const question = loaded.steps
      .filter((s) => !isUrgentStep(s))
      .flatMap((s) => s.questions)
      .find((q) => q.hints.length > 0)!;
    expect(question).toBeDefined();
    expect(await answerQuestion(t.app.db, loaded, question.id, question.correctOption)).toEqual({ ok: true });
    const before = await shownRows(loaded.attempt.id);

    const cookie = await cookieOf(user.id);
    const path = `/simulacion/${onlineId}?attempt=${loaded.attempt.id}`;
    const request = post(path, cookie, [
      ["intent", "hint"],
      ["questionId", String(question.id)],
    ]);
    const refused = await outcome(() => runRoute.action({ request, params: { id: String(onlineId) }, context: context() }));
    expect(refused).toEqual({ status: 409, message: ATTEMPT_MESSAGES.alreadyAnswered });
    expect(await shownRows(loaded.attempt.id)).toEqual(before);
  });
});

describe("approval", () => {
  it("ten simultaneous approvals approve once, queue one notice and leave one line in the audit log", async () => {
    const reg = await registerAccount(t.app, person(), BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    const adminId = await adminIdOf(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => approveAccount(t.app, adminId, reg.userId, BASE)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.filter((r) => !r.changed).every((r) => !r.changed && r.reason === "alreadyApproved")).toBe(true);
    const notices = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, reg.userId), eq(outbox.kind, "approved")));
    expect(notices).toHaveLength(1);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, reg.userId), eq(auditLog.action, "account.approved")));
    expect(audit.map((row) => row.actorId)).toEqual([adminId]);

    // The admin page says a repeated approval changed nothing.
    const [admin] = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true)).limit(1);
    const request = post("/admin", await cookieOf(admin.id), [
      ["intent", "approve"],
      ["userId", reg.userId],
    ]);
    expect(await outcome(() => adminRoute.action({ request, params: {}, context: context() }))).toEqual({
      status: 409,
      message: `${ADMIN_MESSAGES.approveFailed}: ${ADMIN_MESSAGES.alreadyApproved}`,
    });
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, reg.userId), eq(outbox.kind, "approved"))),
    ).toHaveLength(1);
  });
});

describe("the sign-up switch", () => {
  const registration = (input: ReturnType<typeof person>): [string, string][] => [
    ["nombre", input.nombre],
    ["apellidos", input.apellidos],
    ["email", input.email],
    ["password", input.password],
    ["password2", input.password],
    ["dni", input.dni],
    ["rol", input.rol],
    ["unidad", input.unidad],
    ["areas", input.areas[0]],
  ];
  const signUp = (input: ReturnType<typeof person>) =>
    outcome(() => registroRoute.action({ request: post("/registro", "", registration(input)), params: {}, context: context() }));
  const counts = async () =>
    (
      await t.app.db.all<{ profiles: number; limits: number; outbox: number }>(
        sql`select (select count(*) from profiles) profiles, (select count(*) from rate_limits) limits, (select count(*) from outbox) outbox`,
      )
    )[0];

  it("an administrator closes sign-up: the form says so and a registration writes nothing; reopened, it works", async () => {
    const admin = await approvedUser(t.app, { rol: "medico", isAdmin: true });
    const cookie = await cookieOf(admin.id);
    const toggle = (open: boolean) =>
      outcome(() =>
        adminRoute.action({
          request: post("/admin", cookie, [
            ["intent", "signup"],
            ["open", String(open)],
          ]),
          params: {},
          context: context(),
        }),
      );

    expect(await toggle(false)).toEqual({ status: 200, message: "Registro deshabilitado: nadie puede solicitar una cuenta." });
    const page = (await registroRoute.loader({ request: get("/registro", ""), params: {}, context: context() })) as {
      closedMessage: string | null;
    };
    expect(page.closedMessage).toBe("El registro está deshabilitado por el administrador.");
    const before = await counts();
    expect(await signUp(person())).toEqual({ status: 403, message: "El registro está deshabilitado por el administrador." });
    expect(await counts()).toEqual(before);

    expect(await toggle(true)).toEqual({ status: 200, message: "Registro habilitado: cualquiera puede solicitar una cuenta." });
    expect(
      ((await registroRoute.loader({ request: get("/registro", ""), params: {}, context: context() })) as { closedMessage: string | null })
        .closedMessage,
    ).toBeNull();
    expect((await signUp(person())).status).toBe(200);
    expect((await counts()).profiles).toBe(before.profiles + 1);

    const audit = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(["signup.closed", "signup.opened"]);
  });

  it("only an administrator may switch it", async () => {
    const user = await approvedUser(t.app);
    const request = post("/admin", await cookieOf(user.id), [
      ["intent", "signup"],
      ["open", "false"],
    ]);
    expect((await outcome(() => adminRoute.action({ request, params: {}, context: context() }))).status).toBe(403);
    const page = (await registroRoute.loader({ request: get("/registro", ""), params: {}, context: context() })) as {
      closedMessage: string | null;
    };
    expect(page.closedMessage).toBeNull();
  });
});

describe("participants", () => {
  async function account(state: { verified: boolean; approved: boolean }) {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    await t.app.db
      .update(profiles)
      .set({ verifiedAt: state.verified ? new Date().toISOString() : null, approved: state.approved })
      .where(eq(profiles.id, user.id));
    return user;
  }
  const sessionCount = async () => (await t.app.db.select({ n: sql<number>`count(*)` }).from(presencialSessions))[0].n;
  const row = (userId: string): [string, string][] => [
    ["name", "Lucía Gómez"],
    ["role", "enfermeria"],
    ["userId", userId],
  ];

  it("only confirmed and approved users are offered and can be linked", async () => {
    const admin = await approvedUser(t.app, { rol: "medico", isAdmin: true });
    const cookie = await cookieOf(admin.id);
    const unconfirmed = await account({ verified: false, approved: true });
    const unapproved = await account({ verified: true, approved: false });
    const ready = await account({ verified: true, approved: true });

    const offered = new Set((await linkableUsersQuery(t.app.db)).map((u) => u.id));
    expect(offered.has(ready.id)).toBe(true);
    expect(offered.has(unconfirmed.id) || offered.has(unapproved.id)).toBe(false);

    // The server function that writes refuses, whoever calls it.
    const before = await sessionCount();
    await expect(
      createSession(t.app.db, {
        scenarioId: presencialId,
        instructorId: admin.id,
        flow: "dual",
        participants: [{ role: "enfermeria", name: "Lucía Gómez", userId: unconfirmed.id }],
      }),
    ).rejects.toThrow(new ParticipantLinkError(PARTICIPANT_MESSAGES.notLinkable));

    // Creating a session from the form: 400 and nothing written.
    for (const user of [unconfirmed, unapproved]) {
      const request = post(`/presencial/${presencialId}/confirm`, cookie, [...row(user.id), ["flow", "dual"]]);
      expect(await outcome(() => createRoute.action({ request, params: { id: String(presencialId) }, context: context() }))).toEqual({
        status: 400,
        message: PARTICIPANT_MESSAGES.notLinkable,
      });
    }
    expect(await sessionCount()).toBe(before);

    // Replacing the participants of a session: 400 and the list unchanged.
    const session = await createSession(t.app.db, {
      scenarioId: presencialId,
      instructorId: admin.id,
      flow: "dual",
      participants: [{ role: "enfermeria", name: "Lucía Gómez", userId: ready.id }],
    });
    const path = `/presencial/confirm/${presencialId}/${session.id}`;
    const params = { scenarioId: String(presencialId), sessionId: session.id };
    const listed = await participantsQuery(t.app.db, session.id);
    for (const user of [unconfirmed, unapproved]) {
      const request = post(path, cookie, row(user.id));
      expect(await outcome(() => replaceRoute.action({ request, params, context: context() }))).toEqual({
        status: 400,
        message: PARTICIPANT_MESSAGES.notLinkable,
      });
    }
    expect(await participantsQuery(t.app.db, session.id)).toEqual(listed);
    // A confirmed, approved user of the right role is still linked.
    expect(
      (await outcome(() => replaceRoute.action({ request: post(path, cookie, row(ready.id)), params, context: context() }))).status,
    ).toBe(302);
    expect(
      await t.app.db
        .select({ userId: presencialParticipants.userId })
        .from(presencialParticipants)
        .where(eq(presencialParticipants.sessionId, session.id)),
    ).toEqual([{ userId: ready.id }]);
  });
});

describe("admin provisioning", () => {
  const auditOf = (userId: string) => t.app.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId));
  const sessionsOf = (userId: string) => t.app.db.select().from(sessions).where(eq(sessions.userId, userId));

  it("taking over an address someone signed up with first revokes their sessions, password and links, and is recorded", async () => {
    const squatter = person({ email: "admin@hospital-x.test" });
    const reg = await registerAccount(t.app, squatter, BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    const cookies = [cookieFrom(reg.setCookie), await cookieOf(reg.userId)];
    expect(await sessionsOf(reg.userId)).toHaveLength(2);
    expect(await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, reg.userId))).not.toEqual([]);

    await ensureAdmin(t.app.db, { email: "Admin@Hospital-X.test", password: "clave-del-hospital" });

    expect(await sessionsOf(reg.userId)).toEqual([]);
    for (const cookie of cookies) expect(await getViewer(requestWithCookie(cookie), { ...t.app })).toBeNull();
    expect(await verifyLogin(t.app, squatter.email, squatter.password)).toEqual({ ok: false, message: ACCOUNT_MESSAGES.badCredentials });
    expect(await verifyLogin(t.app, squatter.email, "clave-del-hospital")).toMatchObject({ ok: true, userId: reg.userId, verified: true });
    expect(await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, reg.userId))).toEqual([]);
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, reg.userId));
    expect(profile).toMatchObject({ isAdmin: true, approved: true, nombre: "Administración", apellidos: "", areasInteres: [] });
    expect(profile.verifiedAt).not.toBeNull();
    expect(profile.dni).not.toBe(squatter.dni);
    const audit = await auditOf(reg.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "admin.provisioned",
      actorId: null,
      details: { preexisting: true, sessionsRevoked: 2, emailLinksDropped: 1, personalReset: true },
    });

    // Every later start finds an admin: it keeps the admin's sessions and records nothing.
    const adminCookie = await cookieOf(reg.userId);
    await ensureAdmin(t.app.db, { email: "admin@hospital-x.test", password: "clave-del-hospital" });
    expect((await getViewer(requestWithCookie(adminCookie), { ...t.app }))?.id).toBe(reg.userId);
    expect(await auditOf(reg.userId)).toHaveLength(1);
  });

  it("a holder who confirmed the address keeps their personal data but not their sessions", async () => {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    const [before] = await t.app.db.select().from(profiles).where(eq(profiles.id, user.id));
    await cookieOf(user.id);
    await ensureAdmin(t.app.db, { email: before.email, password: "otra-clave-admin" });
    expect(await sessionsOf(user.id)).toEqual([]);
    const [after] = await t.app.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(after).toMatchObject({
      isAdmin: true,
      nombre: before.nombre,
      dni: before.dni,
      rol: "enfermeria",
      verifiedAt: before.verifiedAt,
    });
    expect((await auditOf(user.id))[0]).toMatchObject({
      action: "admin.provisioned",
      details: { preexisting: true, sessionsRevoked: 1, personalReset: false },
    });
  });

  it("records a plain creation", async () => {
    await ensureAdmin(t.app.db, { email: "nuevo-admin@hospital-x.test", password: "clave-nueva-admin" });
    const [created] = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, "nuevo-admin@hospital-x.test"));
    expect(await auditOf(created.id)).toMatchObject([{ action: "admin.created", actorId: null, details: { preexisting: false } }]);
  });
});
