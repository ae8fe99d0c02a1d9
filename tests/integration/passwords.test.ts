/**
 * Passwords for real life, against a real sqld: recovery by mail (the same answer for any
 * address, a single-use link for an hour, every other session ended), the change in /perfil, and
 * `npm run admin`'s reset. The routes' actions run as Remix runs them.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, profiles, sessions } from "../../db/schema";
import { registerAccount, verifyLogin } from "~/server/accounts.server";
import { PASSWORD_MESSAGES, requestPasswordReset, resetPassword } from "~/server/passwords.server";
import { resetPasswordFromCli } from "~/server/provision.server";
import { getViewer, prepareSession } from "~/server/session.server";
import * as perfilRoute from "~/routes/_app.perfil";
import * as recuperarRoute from "~/routes/_public.recuperar";
import * as restablecerRoute from "~/routes/_public.restablecer";
import { cookieFrom, formPost, person, requestWithCookie, routeOutcome, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const BASE = "http://127.0.0.1:8787";
const tokenIn = (text: string) => /restablecer\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const context = () => ({ app: { ...t.app } }) as never;
const form = formPost;
const outcome = routeOutcome;

async function signedUp() {
  const input = person();
  const created = await registerAccount(t.app, input, BASE);
  if (!created.ok) throw new Error(created.reason);
  await t.settle();
  t.transport.sent.length = 0;
  return { ...input, id: created.userId, cookie: cookieFrom(created.setCookie) };
}

async function recoveryMailTo(email: string) {
  await t.settle();
  const mail = t.transport.sent.find((m) => m.to === email && /Restablece/.test(m.subject));
  return mail ? tokenIn(mail.text) : null;
}

describe("password recovery", () => {
  it("answers the same for an address with and without an account, and mails only the account", async () => {
    const someone = await signedUp();
    const known = await outcome(() =>
      recuperarRoute.action({ request: form("/recuperar", { email: someone.email.toUpperCase() }), params: {}, context: context() }),
    );
    const unknown = await outcome(() =>
      recuperarRoute.action({ request: form("/recuperar", { email: "nadie.conocido@example.org" }), params: {}, context: context() }),
    );
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 200, message: "Si existe una cuenta con ese email, te hemos enviado un enlace." });
    const token = await recoveryMailTo(someone.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(t.transport.sent.filter((m) => m.to === "nadie.conocido@example.org")).toEqual([]);
    // Stored hashed: the link's token is nowhere in the database.
    const [stored] = await t.app.db.all<{ n: number }>(sql`select count(*) n from email_tokens where token_hash = ${token}`);
    expect(stored.n).toBe(0);
  });

  it("refuses a malformed address with the spec's message and writes nothing", async () => {
    const [before] = await t.app.db.all<{ n: number }>(sql`select (select count(*) from email_tokens) + (select count(*) from outbox) n`);
    const answer = await outcome(() =>
      recuperarRoute.action({ request: form("/recuperar", { email: "no-es-un-email" }), params: {}, context: context() }),
    );
    expect(answer).toMatchObject({ status: 400, message: "Introduce un email válido." });
    const forged = await outcome(() =>
      recuperarRoute.action({ request: form("/recuperar", { email: "a@b.es", userId: "x" }), params: {}, context: context() }),
    );
    expect(forged.status).toBe(400);
    const [after] = await t.app.db.all<{ n: number }>(sql`select (select count(*) from email_tokens) + (select count(*) from outbox) n`);
    expect(after.n).toBe(before.n);
  });

  it("a link works once: new password, signed in here, every other session ended", async () => {
    const someone = await signedUp();
    const other = await prepareSession(t.app, someone.id);
    await other.statement;
    await requestPasswordReset(t.app, { email: someone.email, baseUrl: BASE, subject: crypto.randomUUID(), bot: false });
    const token = (await recoveryMailTo(someone.email))!;
    const page = await restablecerRoute.loader({
      request: new Request(`${BASE}/restablecer?token=${token}`),
      params: {},
      context: context(),
    });
    expect(page).toEqual({ token, email: someone.email });

    const mismatch = await outcome(() =>
      restablecerRoute.action({
        request: form("/restablecer", { token, password: "nueva-clave-1", password2: "otra" }),
        params: {},
        context: context(),
      }),
    );
    expect(mismatch).toMatchObject({ status: 400, message: "Las contraseñas no coinciden." });
    const short = await outcome(() =>
      restablecerRoute.action({
        request: form("/restablecer", { token, password: "corta", password2: "corta" }),
        params: {},
        context: context(),
      }),
    );
    expect(short).toMatchObject({ status: 400, message: "La contraseña debe tener al menos 8 caracteres." });
    const spaces = await outcome(() =>
      restablecerRoute.action({
        request: form("/restablecer", { token, password: " ".repeat(12), password2: " ".repeat(12) }),
        params: {},
        context: context(),
      }),
    );
    expect(spaces).toMatchObject({ status: 400, message: "La contraseña no puede ser solo espacios." });

    const done = await outcome(() =>
      restablecerRoute.action({
        request: form("/restablecer", { token, password: "nueva-clave-1", password2: "nueva-clave-1" }),
        params: {},
        context: context(),
      }),
    );
    expect(done).toMatchObject({ status: 200, message: PASSWORD_MESSAGES.resetDone });
    expect(await verifyLogin(t.app, someone.email, "nueva-clave-1")).toMatchObject({ ok: true });
    expect(await verifyLogin(t.app, someone.email, "contraseña-segura")).toMatchObject({ ok: false });
    // The sign-up's session and the other device's are gone; the new one works.
    expect(await getViewer(requestWithCookie(someone.cookie), { ...t.app })).toBeNull();
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, someone.id));
    expect(left).toHaveLength(1);
    expect((await getViewer(requestWithCookie(cookieFrom(done.setCookie!)), { ...t.app }))?.id).toBe(someone.id);

    // The same link again: refused, nothing changed.
    const again = await outcome(() =>
      restablecerRoute.action({
        request: form("/restablecer", { token, password: "tercera-clave", password2: "tercera-clave" }),
        params: {},
        context: context(),
      }),
    );
    expect(again).toMatchObject({ status: 410, message: "Este enlace ya se ha usado o ha caducado. Pide uno nuevo." });
    expect(await verifyLogin(t.app, someone.email, "nueva-clave-1")).toMatchObject({ ok: true });
    expect(
      await restablecerRoute.loader({ request: new Request(`${BASE}/restablecer?token=${token}`), params: {}, context: context() }),
    ).toEqual({ token: null, email: null });
  });

  it("two uses of one link at once: one wins, the other writes nothing", async () => {
    const someone = await signedUp();
    await requestPasswordReset(t.app, { email: someone.email, baseUrl: BASE, subject: crypto.randomUUID(), bot: false });
    const token = (await recoveryMailTo(someone.email))!;
    const results = await Promise.all([
      resetPassword(t.app, token, "primera-clave", crypto.randomUUID()),
      resetPassword(t.app, token, "segunda-clave", crypto.randomUUID()),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = results[0].ok ? "primera-clave" : "segunda-clave";
    expect(await verifyLogin(t.app, someone.email, winner)).toMatchObject({ ok: true });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, someone.id))).toHaveLength(1);
  });

  it("an expired link, or one replaced by a newer request, does not work", async () => {
    const someone = await signedUp();
    await requestPasswordReset(t.app, { email: someone.email, baseUrl: BASE, subject: crypto.randomUUID(), bot: false });
    const first = (await recoveryMailTo(someone.email))!;
    t.transport.sent.length = 0;
    await requestPasswordReset(t.app, { email: someone.email, baseUrl: BASE, subject: crypto.randomUUID(), bot: false });
    const second = (await recoveryMailTo(someone.email))!;
    expect(await resetPassword(t.app, first, "clave-vieja-1", crypto.randomUUID())).toEqual({ ok: false });
    await t.app.db.run(
      sql`update email_tokens set expires_at = '2000-01-01T00:00:00.000Z' where user_id = ${someone.id} and purpose = 'reset' and used_at is null`,
    );
    expect(await resetPassword(t.app, second, "clave-vieja-2", crypto.randomUUID())).toEqual({ ok: false });
    expect(await verifyLogin(t.app, someone.email, "contraseña-segura")).toMatchObject({ ok: true });
  });

  it("is rate limited per address with the sign-up's message", async () => {
    const app = { ...t.app, env: { ...t.app.env, RATE_LIMIT_FACTOR: 1 } };
    const from = (i: number) =>
      new Request(`${BASE}/recuperar`, {
        method: "POST",
        headers: { "CF-Connecting-IP": "203.0.113.77", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: `limite${i}@example.org` }),
      });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(await outcome(() => recuperarRoute.action({ request: from(i), params: {}, context: { app } as never })));
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(statuses[5].message).toBe("Has solicitado demasiados correos en poco tiempo. Inténtalo de nuevo más tarde.");
  });
});

describe("'Cambiar contraseña' in /perfil", () => {
  it("needs the current password; then ends every other session and keeps this one", async () => {
    const someone = await signedUp();
    const user = { id: someone.id };
    const now = new Date().toISOString();
    await t.app.db.update(profiles).set({ approved: true, approvedAt: now, verifiedAt: now }).where(eq(profiles.id, someone.id));
    await resetPasswordFromCli(t.app.db, someone.email, "clave-actual");
    const here = await prepareSession(t.app, user.id);
    const elsewhere = await prepareSession(t.app, user.id);
    await t.app.db.batch([here.statement, elsewhere.statement]);
    const cookie = cookieFrom(here.setCookie);
    const change = (fields: Record<string, string>) =>
      outcome(() =>
        perfilRoute.action({ request: form("/perfil", { intent: "password", ...fields }, cookie), params: {}, context: context() }),
      );

    expect(await change({ current: "mal", password: "clave-nueva", password2: "clave-nueva" })).toMatchObject({
      status: 400,
      message: "La contraseña actual no es correcta.",
    });
    expect(await change({ current: "clave-actual", password: "clave-nueva", password2: "distinta" })).toMatchObject({
      status: 400,
      message: "Las contraseñas no coinciden.",
    });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);

    const done = await change({ current: "clave-actual", password: "clave-nueva", password2: "clave-nueva" });
    expect(done).toMatchObject({ status: 200, message: "Contraseña cambiada. Se han cerrado tus demás sesiones." });
    expect(await verifyLogin(t.app, someone.email, "clave-nueva")).toMatchObject({ ok: true });
    expect((await getViewer(requestWithCookie(cookie), { ...t.app }))?.id).toBe(user.id);
    expect(await getViewer(requestWithCookie(cookieFrom(elsewhere.setCookie)), { ...t.app })).toBeNull();
  });
});

describe("npm run admin -- restablecer", () => {
  it("sets the password, ends every session and recovery link, and writes the audit log", async () => {
    const someone = await signedUp();
    await requestPasswordReset(t.app, { email: someone.email, baseUrl: BASE, subject: crypto.randomUUID(), bot: false });
    const token = (await recoveryMailTo(someone.email))!;
    expect(await resetPasswordFromCli(t.app.db, someone.email.toUpperCase(), "desde-la-consola")).toBe(true);
    expect(await verifyLogin(t.app, someone.email, "desde-la-consola")).toMatchObject({ ok: true });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, someone.id))).toEqual([]);
    expect(await resetPassword(t.app, token, "otra-clave", crypto.randomUUID())).toEqual({ ok: false });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, someone.id), eq(auditLog.action, "password.reset_cli")));
    expect(audit).toHaveLength(1);
    expect(await resetPasswordFromCli(t.app.db, "nadie@example.org", "x-x-x-x")).toBe(false);
  });
});

describe("npm run admin, as a person types it", () => {
  const cli = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout, err: failed.stderr }),
    );

  it("against DATABASE_URL: creates, refuses a second time, resets and lists", async () => {
    const env = { DATABASE_URL: t.app.env.DATABASE_URL };
    const created = await cli(["crear", "--email", "Coordinacion@Hospital.es"], env);
    expect(created.code).toBe(0);
    const password = /Contraseña: (\S+)/.exec(created.out)?.[1] ?? "";
    expect(await verifyLogin(t.app, "coordinacion@hospital.es", password)).toMatchObject({ ok: true });
    expect((await cli(["crear", "--email", "coordinacion@hospital.es"], env)).code).toBe(1);
    expect((await cli(["restablecer", "--email", "coordinacion@hospital.es", "--password", "clave-de-guardia"], env)).code).toBe(0);
    expect(await verifyLogin(t.app, "coordinacion@hospital.es", "clave-de-guardia")).toMatchObject({ ok: true });
    expect((await cli(["restablecer", "--email", "nadie@hospital.es"], env)).code).toBe(1);
    expect((await cli(["listar"], env)).out).toMatch(/coordinacion@hospital\.es\s+Administración\s+activa/);
    expect((await cli(["borrar"], env)).err).toMatch(/^Uso:/);
    expect((await cli(["crear", "--email", "x@y.es", "--password", "corta"], env)).err).toMatch(/al menos 8 caracteres/);
  }, 60_000);

  it("against the local data directory, with no npm start running", async () => {
    const dir = mkdtempSync(join(tmpdir(), "simped-admin-"));
    try {
      expect((await cli(["crear", "--email", "local@hospital.es", "--password", "clave-local"], { DATA_DIR: dir })).code).toBe(0);
      expect((await cli(["listar"], { DATA_DIR: dir })).out).toMatch(/^local@hospital\.es\t/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
