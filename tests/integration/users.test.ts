/**
 * User management in /admin against a real sqld, through the route's action as Remix runs it:
 * reject, deactivate and reactivate, the admin flag, role and unit; each change and its line in
 * the audit log together or not at all; and what a stranger or a non-admin gets for trying.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, auditLog, outbox, profiles, sessions } from "../../db/schema";
import { ACCOUNT_MESSAGES, registerAccount, verifyLogin } from "~/server/accounts.server";
import { getViewer } from "~/server/session.server";
import { USER_MESSAGES } from "~/server/users.server";
import * as adminRoute from "~/routes/_app.admin";
import * as auditRoute from "~/routes/_app.admin_.auditoria";
import * as evaluationRoute from "~/routes/_app.evaluacion._index";
import * as reviewRoute from "~/routes/_app.evaluacion.attempt.$attemptId";
import * as dashboardRoute from "~/routes/_app.dashboard";
import { adminIdOf, approvedUser, formPost, person, requestWithCookie, routeOutcome, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let adminId: string;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  adminId = await adminIdOf(t.app);
  adminCookie = await signedInCookie(t.app, adminId);
});
afterAll(() => t.stop());

const context = () => ({ app: { ...t.app } }) as never;
const act = (fields: Record<string, string>, cookie = adminCookie) =>
  routeOutcome(() => adminRoute.action({ request: formPost("/admin", fields, cookie), params: {}, context: context() }));
const auditOf = (userId: string, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, action)));
const auditCount = async () => (await t.app.db.all<{ n: number }>(sql`select count(*) n from audit_log`))[0].n;

async function pendingPerson() {
  const input = person();
  const created = await registerAccount(t.app, input, "http://127.0.0.1:8787");
  if (!created.ok) throw new Error(created.reason);
  await t.settle();
  return { ...input, id: created.userId };
}

describe("rejecting a request", () => {
  it("removes the account, mails the reason, and the log keeps who it was", async () => {
    const someone = await pendingPerson();
    t.transport.sent.length = 0;
    expect(await act({ intent: "reject", userId: someone.id, reason: "  No trabaja en ninguna de nuestras unidades.  " })).toMatchObject({
      status: 200,
      message: USER_MESSAGES.rejected,
    });
    expect(await t.app.db.select().from(profiles).where(eq(profiles.id, someone.id))).toEqual([]);
    await t.settle();
    const mail = t.transport.sent.find((m) => m.to === someone.email);
    expect(mail?.text).toContain(`Hola, ${someone.nombre}:`);
    expect(mail?.text).toContain("Motivo: No trabaja en ninguna de nuestras unidades.");
    const [entry] = await t.app.db.all<{ actor_id: string; target_user_id: string | null; details: string }>(
      sql`select actor_id, target_user_id, details from audit_log where action = 'account.rejected' and json_extract(details, '$.email') = ${someone.email}`,
    );
    expect(entry.actor_id).toBe(adminId);
    expect(entry.target_user_id).toBeNull();
    expect(JSON.parse(entry.details)).toEqual({
      email: someone.email,
      nombre: someone.nombre,
      apellidos: someone.apellidos,
      motivo: "No trabaja en ninguna de nuestras unidades.",
    });
    // The address may apply again.
    expect((await registerAccount(t.app, person({ email: someone.email, dni: someone.dni }), "http://127.0.0.1:8787")).ok).toBe(true);
    // Rejecting it again: it is gone; nothing more is written.
    const before = await auditCount();
    expect(await act({ intent: "reject", userId: someone.id, reason: "" })).toMatchObject({ status: 404, message: USER_MESSAGES.notFound });
    expect(await auditCount()).toBe(before);
  });

  it("refuses an approved account, and a reason too long or with control characters, writing nothing", async () => {
    const user = await approvedUser(t.app);
    const before = await auditCount();
    expect(await act({ intent: "reject", userId: user.id, reason: "" })).toMatchObject({ status: 409, message: USER_MESSAGES.notPending });
    const someone = await pendingPerson();
    expect(await act({ intent: "reject", userId: someone.id, reason: "x".repeat(501) })).toMatchObject({
      status: 400,
      message: "El motivo es demasiado largo (máximo 500 caracteres).",
    });
    expect(await act({ intent: "reject", userId: someone.id, reason: "hola\u0000" })).toMatchObject({
      status: 400,
      message: "El texto contiene caracteres no permitidos.",
    });
    expect(await auditCount()).toBe(before);
    expect(await t.app.db.select().from(profiles).where(eq(profiles.id, someone.id))).toHaveLength(1);
  });
});

describe("deactivating an account", () => {
  it("signs it out everywhere at once; its login says so; reactivating lets it in again", async () => {
    const someone = await pendingPerson();
    const now = new Date().toISOString();
    await t.app.db.update(profiles).set({ approved: true, approvedAt: now, verifiedAt: now }).where(eq(profiles.id, someone.id));
    const browserA = await signedInCookie(t.app, someone.id);
    const browserB = await signedInCookie(t.app, someone.id);
    expect(await act({ intent: "deactivate", userId: someone.id })).toMatchObject({ status: 200, message: USER_MESSAGES.deactivated });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, someone.id))).toEqual([]);
    for (const cookie of [browserA, browserB]) expect(await getViewer(requestWithCookie(cookie), { ...t.app })).toBeNull();
    expect(await verifyLogin(t.app, someone.email, "contraseña-segura")).toEqual({ ok: false, message: ACCOUNT_MESSAGES.deactivated });
    expect(ACCOUNT_MESSAGES.deactivated).toBe("Tu cuenta está desactivada. Contacta con el administrador.");
    // A wrong password still says only that.
    expect(await verifyLogin(t.app, someone.email, "otra")).toEqual({ ok: false, message: ACCOUNT_MESSAGES.badCredentials });
    expect(await auditOf(someone.id, "account.deactivated")).toHaveLength(1);
    expect(await act({ intent: "deactivate", userId: someone.id })).toMatchObject({ status: 409, message: USER_MESSAGES.unchanged });
    expect(await auditOf(someone.id, "account.deactivated")).toHaveLength(1);

    expect(await act({ intent: "reactivate", userId: someone.id })).toMatchObject({ status: 200, message: USER_MESSAGES.reactivated });
    expect(await verifyLogin(t.app, someone.email, "contraseña-segura")).toMatchObject({ ok: true });
    expect(await auditOf(someone.id, "account.reactivated")).toHaveLength(1);
  });

  it("ten simultaneous clicks deactivate once and leave one line in the log", async () => {
    const user = await approvedUser(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => act({ intent: "deactivate", userId: user.id })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await auditOf(user.id, "account.deactivated")).toHaveLength(1);
  });

  it("never your own account; two admins deactivating each other at once leave one of them active", async () => {
    expect(await act({ intent: "deactivate", userId: adminId })).toMatchObject({ status: 409, message: USER_MESSAGES.notSelf });
    const a = await approvedUser(t.app, { isAdmin: true });
    const b = await approvedUser(t.app, { isAdmin: true });
    // Only a and b are active admins for this race: the harness's admin steps aside for it.
    await t.app.db.update(profiles).set({ deactivatedAt: new Date().toISOString() }).where(eq(profiles.id, adminId));
    try {
      const [aCookie, bCookie] = await Promise.all([signedInCookie(t.app, a.id), signedInCookie(t.app, b.id)]);
      const results = await Promise.all([
        act({ intent: "deactivate", userId: b.id }, aCookie),
        act({ intent: "deactivate", userId: a.id }, bCookie),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [active] = await t.app.db.all<{ n: number }>(
        sql`select count(*) n from profiles where is_admin = 1 and deactivated_at is null and id in (${a.id}, ${b.id})`,
      );
      expect(active.n).toBe(1);
    } finally {
      await t.app.db.update(profiles).set({ deactivatedAt: null }).where(eq(profiles.id, adminId));
    }
  });
});

describe("the admin flag, role and unit", () => {
  it("grants and revokes admin (never your own), and logs each", async () => {
    const user = await approvedUser(t.app);
    expect(await act({ intent: "grantAdmin", userId: user.id })).toMatchObject({ status: 200, message: USER_MESSAGES.adminGranted });
    expect((await t.app.db.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, user.id)))[0].isAdmin).toBe(true);
    expect(await act({ intent: "revokeAdmin", userId: adminId })).toMatchObject({ status: 409, message: USER_MESSAGES.notSelf });
    expect(await act({ intent: "revokeAdmin", userId: user.id })).toMatchObject({ status: 200, message: USER_MESSAGES.adminRevoked });
    expect((await auditOf(user.id, "admin.granted")).map((e) => e.actorId)).toEqual([adminId]);
    expect(await auditOf(user.id, "admin.revoked")).toHaveLength(1);
    // A pending account cannot be made admin.
    const someone = await pendingPerson();
    expect(await act({ intent: "grantAdmin", userId: someone.id })).toMatchObject({ status: 409, message: USER_MESSAGES.unchanged });
  });

  it("changes role and unit, logging before and after; a role that does not exist is refused", async () => {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    expect(await act({ intent: "update", userId: user.id, rol: "farmacia", unidad: "Farmacia" })).toMatchObject({
      status: 200,
      message: USER_MESSAGES.updated,
    });
    const [entry] = await auditOf(user.id, "account.updated");
    expect(entry.details).toEqual({ antes: { rol: "enfermeria", unidad: "Urgencias" }, después: { rol: "farmacia", unidad: "Farmacia" } });
    expect(await act({ intent: "update", userId: user.id, rol: "farmacia", unidad: "Farmacia" })).toMatchObject({
      status: 409,
      message: USER_MESSAGES.unchanged,
    });
    expect(await act({ intent: "update", userId: user.id, rol: "cirujano", unidad: "Farmacia" })).toMatchObject({
      status: 400,
      message: "Selecciona un rol.",
    });
    expect(await act({ intent: "update", userId: user.id, rol: "medico", unidad: "Quirófano" })).toMatchObject({
      status: 400,
      message: "Selecciona una unidad.",
    });
    expect(await auditOf(user.id, "account.updated")).toHaveLength(1);
  });
});

describe("hostile requests", () => {
  it("a non-admin gets 403, a stranger is sent to sign in, a forged id or form gets 400; nothing is written", async () => {
    const user = await approvedUser(t.app);
    const victim = await approvedUser(t.app);
    const before = await auditCount();
    const userCookie = await signedInCookie(t.app, user.id);
    for (const intent of ["deactivate", "grantAdmin", "reject"]) {
      expect(await act({ intent, userId: victim.id, ...(intent === "reject" ? { reason: "" } : {}) }, userCookie)).toMatchObject({
        status: 403,
      });
      expect(await act({ intent, userId: victim.id }, "")).toMatchObject({ status: 302 });
    }
    expect(await act({ intent: "grantAdmin", userId: user.id }, userCookie)).toMatchObject({ status: 403 });
    expect(await act({ intent: "deactivate", userId: "1 or 1=1" })).toMatchObject({ status: 400, message: "No se encontró el usuario." });
    expect(await act({ intent: "deactivate", userId: victim.id, isAdmin: "1" })).toMatchObject({
      status: 400,
      message: "El formulario no es válido.",
    });
    expect(await act({ intent: "borrarTodo", userId: victim.id })).toMatchObject({
      status: 400,
      message: "El formulario contiene campos no permitidos.",
    });
    expect(await act({ intent: "deactivate", userId: crypto.randomUUID() })).toMatchObject({ status: 404 });
    expect(await auditCount()).toBe(before);
    expect((await t.app.db.select().from(profiles).where(eq(profiles.id, victim.id)))[0]).toMatchObject({
      isAdmin: false,
      deactivatedAt: null,
    });
  });
});

describe("reading the log", () => {
  it("shows an admin what was done to a person, filtered by that person, and records who opened their evaluation", async () => {
    const user = await approvedUser(t.app);
    await act({ intent: "update", userId: user.id, rol: "medico", unidad: "UCI" });
    await routeOutcome(() =>
      evaluationRoute.loader({
        request: new Request(`http://127.0.0.1:8787/evaluacion?user=${user.id}`, { headers: { Cookie: adminCookie } }),
        params: {},
        context: context(),
      }),
    );
    expect((await auditOf(user.id, "evaluation.viewed")).map((e) => e.actorId)).toEqual([adminId]);
    // Looking at one's own evaluation is not recorded.
    const userCookie = await signedInCookie(t.app, user.id);
    await evaluationRoute.loader({
      request: new Request("http://127.0.0.1:8787/evaluacion", { headers: { Cookie: userCookie } }),
      params: {},
      context: context(),
    });
    expect(await auditOf(user.id, "evaluation.viewed")).toHaveLength(1);

    const page = (await auditRoute.loader({
      request: new Request(`http://127.0.0.1:8787/admin/auditoria?usuario=${user.id}`, { headers: { Cookie: adminCookie } }),
      params: {},
      context: context(),
    })) as {
      entries: { action: string; targetId: string | null; actorEmail: string | null }[];
      person: { email: string } | null;
    };
    expect(page.entries.map((e) => e.action)).toEqual(["evaluation.viewed", "account.updated"]);
    expect(page.entries.every((e) => e.targetId === user.id)).toBe(true);
    expect(page.person).not.toBeNull();
    // Opening one of their attempts is recorded too.
    const [scenario] = await t.app.db.all<{ id: number }>(sql`select id from scenarios where slug = 'shock-septico-lactante'`);
    const attemptId = crypto.randomUUID();
    const now = new Date().toISOString();
    await t.app.db.insert(attempts).values({
      id: attemptId,
      userId: user.id,
      scenarioId: scenario.id,
      role: "medico",
      startedAt: now,
      expiresAt: now,
      timeLimit: 1800,
      finishedAt: now,
      score: 50,
      status: "finalizado",
    });
    await reviewRoute.loader({
      request: new Request(`http://127.0.0.1:8787/evaluacion/attempt/${attemptId}`, { headers: { Cookie: adminCookie } }),
      params: { attemptId },
      context: context(),
    });
    expect(await auditOf(user.id, "evaluation.viewed")).toHaveLength(2);
    await reviewRoute.loader({
      request: new Request(`http://127.0.0.1:8787/evaluacion/attempt/${attemptId}`, { headers: { Cookie: userCookie } }),
      params: { attemptId },
      context: context(),
    });
    expect(await auditOf(user.id, "evaluation.viewed")).toHaveLength(2);
    // Not for a non-admin.
    expect(
      await routeOutcome(() =>
        auditRoute.loader({
          request: new Request("http://127.0.0.1:8787/admin/auditoria", { headers: { Cookie: userCookie } }),
          params: {},
          context: context(),
        }),
      ),
    ).toMatchObject({ status: 302 });
  });

  it("the admin's dashboard counts the pending requests; a non-admin's does not", async () => {
    await pendingPerson();
    const [{ n }] = await t.app.db.all<{ n: number }>(sql`select count(*) n from profiles where approved = 0 and deactivated_at is null`);
    const load = async (cookie: string) =>
      (await dashboardRoute.loader({
        request: new Request("http://127.0.0.1:8787/dashboard", { headers: { Cookie: cookie } }),
        params: {},
        context: context(),
      })) as { pendingRequests: number | null };
    expect((await load(adminCookie)).pendingRequests).toBe(n);
    expect(n).toBeGreaterThan(0);
    const user = await approvedUser(t.app);
    expect((await load(await signedInCookie(t.app, user.id))).pendingRequests).toBeNull();
  });
});

// The notice of a rejection is a real row of the outbox, delivered like every other mail.
it("a rejection's notice goes through the outbox", async () => {
  const someone = await pendingPerson();
  await act({ intent: "reject", userId: someone.id, reason: "" });
  const rows = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, someone.email), eq(outbox.kind, "rejected")));
  expect(rows).toHaveLength(1);
  expect(rows[0].userId).toBeNull();
  expect(rows[0].text).not.toContain("Motivo:");
  await t.settle();
});

it("/admin shows approved accounts 50 at a time, with the total; the search still finds anyone", async () => {
  for (let i = 0; i < 55; i++) await approvedUser(t.app);
  const load = async (query: string) =>
    (await adminRoute.loader({
      request: new Request(`http://127.0.0.1:8787/admin?${query}`, { headers: { Cookie: adminCookie } }),
      params: {},
      context: context(),
    })) as {
      approved: { id: string }[];
      approvedTotal: number;
      page: number;
    };
  const first = await load("");
  const second = await load("pagina=2");
  expect(first.approved).toHaveLength(50);
  expect(second.approvedTotal).toBe(first.approvedTotal);
  expect(second.approved.length).toBe(Math.min(50, first.approvedTotal - 50));
  expect(second.approved.some((a) => first.approved.some((b) => b.id === a.id))).toBe(false);
  expect((await load("pagina=abc")).page).toBe(1);
  const last = second.approved.at(-1)!;
  const [{ email }] = await t.app.db.all<{ email: string }>(sql`select email from profiles where id = ${last.id}`);
  expect((await load(`q=${encodeURIComponent(email)}`)).approved.map((a) => a.id)).toEqual([last.id]);
});

it("the /admin search runs in the database: every word, any case, with or without accents, the role as the table shows it", async () => {
  const token = `busqueda${Date.now()}`;
  const lucia = await approvedUser(t.app, { rol: "medico" });
  await t.app.db
    .update(profiles)
    .set({ nombre: "Lucía", apellidos: `García Núñez ${token}`, unidad: "UCI" })
    .where(eq(profiles.id, lucia.id));
  const applicant = await pendingPerson();
  await t.app.db
    .update(profiles)
    .set({ apellidos: `Ibáñez ${token}` })
    .where(eq(profiles.id, applicant.id));
  const found = async (q: string) => {
    const page = (await adminRoute.loader({
      request: new Request(`http://127.0.0.1:8787/admin?q=${encodeURIComponent(q)}`, { headers: { Cookie: adminCookie } }),
      params: {},
      context: context(),
    })) as { approved: { id: string }[]; pending: { id: string }[]; approvedTotal: number };
    return [...page.pending, ...page.approved].map((a) => a.id);
  };
  for (const q of [`${token} LUCIA`, `${token} garcia`, `${token} GARCÍA nunez`, `${token} medicina`, `${token} Médico`, `${token} uci`])
    expect(await found(q), q).toEqual([lucia.id]);
  for (const q of [`${token} enfermeria`, `${token} urgencias`, `${token} lucía farmacia`]) expect(await found(q), q).toEqual([]);
  expect(await found(`${token} ibanez`)).toEqual([applicant.id]);
  expect(await found(token)).toEqual([applicant.id, lucia.id]);
  // A typed % is searched for as itself, not as a wildcard.
  expect(await found(`${token} %`)).toEqual([]);
});
