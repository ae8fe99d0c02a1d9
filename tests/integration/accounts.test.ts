import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentials, emailTokens, outbox, profiles, sessions } from "../../db/schema";
import {
  ACCOUNT_MESSAGES,
  approveAccount,
  confirmEmailToken,
  registerAccount,
  resendConfirmation,
  updateProfile,
  verifyLogin,
} from "~/server/accounts.server";
import { verifyPassword } from "~/server/password.server";
import { getViewer, sessionTokenHash, signOutEverywhere } from "~/server/session.server";
import * as confirmarRoute from "~/routes/_public.confirmar";
import * as landingRoute from "~/routes/_public._index";
import { adminIdOf, cookieFrom, formPost, person, requestWithCookie, routeOutcome, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const BASE = "http://127.0.0.1:8787";
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

async function rowsOf(userId: string) {
  const db = t.app.db;
  const [p, c, e, o, s] = await db.batch([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select().from(credentials).where(eq(credentials.userId, userId)),
    db.select().from(emailTokens).where(eq(emailTokens.userId, userId)),
    db.select().from(outbox).where(eq(outbox.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)),
  ]);
  return { profiles: p, credentials: c, tokens: e, outbox: o, sessions: s };
}

async function countAll() {
  const [row] = await t.app.db.all<{ p: number; c: number; e: number; o: number; s: number }>(sql`
    select (select count(*) from profiles) p, (select count(*) from credentials) c, (select count(*) from email_tokens) e,
           (select count(*) from outbox) o, (select count(*) from sessions) s`);
  return row;
}

describe("sign-up", () => {
  it("writes profile, credentials, link, the person's mail and session together (the administrators hear once it is confirmed)", async () => {
    const input = person();
    const result = await registerAccount(t.app, input, BASE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rows = await rowsOf(result.userId);
    expect(rows.profiles[0]).toMatchObject({ email: input.email, dni: input.dni, approved: false, isAdmin: false, verifiedAt: null });
    expect(rows.profiles[0].areasInteres).toEqual(["Seguridad del medicamento"]);
    expect(rows.credentials[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows.tokens).toHaveLength(1);
    expect(rows.sessions).toHaveLength(1);
    expect(rows.outbox.map((m) => [m.kind, m.to])).toEqual([["confirm", input.email]]);
    await t.settle();
    expect(t.transport.sent.map((m) => m.to)).toContain(input.email);
  });

  it("refuses a second account with the same e-mail or DNI", async () => {
    const first = person();
    expect((await registerAccount(t.app, first, BASE)).ok).toBe(true);
    const before = await countAll();
    expect(await registerAccount(t.app, person({ email: first.email }), BASE)).toEqual({ ok: false, reason: "emailTaken" });
    expect(await registerAccount(t.app, person({ dni: first.dni }), BASE)).toEqual({ ok: false, reason: "dniTaken" });
    expect(await countAll()).toEqual(before);
  });

  it("leaves nothing half-written when simultaneous sign-ups race for one DNI", async () => {
    const dni = person().dni;
    const before = await countAll();
    const results = await Promise.all(Array.from({ length: 4 }, () => registerAccount(t.app, person({ dni }), BASE)));
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => !r.ok)) expect(loser).toMatchObject({ reason: "dniTaken" });
    const after = await countAll();
    // Exactly one account's rows: profile, credentials, link, session, confirmation.
    expect(after).toEqual({ p: before.p + 1, c: before.c + 1, e: before.e + 1, s: before.s + 1, o: before.o + 1 });
  });

  it("refuses unknown areas of interest without writing", async () => {
    const before = await countAll();
    const result = await registerAccount(t.app, person({ areas: ["Cardiología inventada"] }), BASE);
    expect(result).toMatchObject({ ok: false, reason: "unknownAreas" });
    expect(await countAll()).toEqual(before);
  });
});

describe("e-mail links", () => {
  it("confirm once, in the browser that signed up, and refuse reuse", async () => {
    t.transport.sent = [];
    const input = person();
    const reg = await registerAccount(t.app, input, BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    await t.settle();
    const mail = t.transport.sent.find((m) => m.to === input.email)!;
    expect(mail.text).toContain(`${BASE}/confirmar?token=`);
    const token = tokenIn(mail.text);
    const cookie = cookieFrom(reg.setCookie);
    const first = await confirmEmailToken(t.app, token, await sessionTokenHash(requestWithCookie(cookie), t.app), BASE);
    expect(first).toEqual({ status: "confirmed", approved: false, emailChanged: false, signedIn: true });
    const viewer = await getViewer(requestWithCookie(cookie), t.app);
    expect(viewer?.id).toBe(reg.userId);
    expect(viewer?.verifiedAt).not.toBeNull();
    expect(await confirmEmailToken(t.app, token, null, BASE)).toEqual({ status: "invalid" });
  });

  it("sign no browser in: one without a session, or signed in to another account, is asked to sign in and keeps what it had", async () => {
    const owner = person();
    const reg = await registerAccount(t.app, owner, BASE);
    const other = await registerAccount(t.app, person(), BASE);
    if (!reg.ok || !other.ok) throw new Error("sign-up failed");
    const context = { app: { ...t.app } } as never;
    const open = async (token: string, cookie: string) =>
      routeOutcome(() =>
        confirmarRoute.loader({
          request: new Request(`${BASE}/confirmar?token=${token}`, { headers: { Cookie: cookie } }),
          params: {},
          context,
        }),
      );
    const sessionsBefore = (await rowsOf(reg.userId)).sessions.length;

    // Someone else's browser: the address is confirmed, nobody is signed in, the other account stays signed in.
    const mail = await t.app.db.select().from(outbox).where(eq(outbox.to, owner.email));
    const token = tokenIn(mail.find((m) => m.kind === "confirm")!.text);
    const strangers = cookieFrom(other.setCookie);
    const answer = await open(token, strangers);
    expect(answer).toMatchObject({ status: 200, setCookie: null, location: null });
    expect((await rowsOf(reg.userId)).profiles[0].verifiedAt).not.toBeNull();
    expect((await rowsOf(reg.userId)).sessions).toHaveLength(sessionsBefore);
    expect((await getViewer(requestWithCookie(strangers), { ...t.app }))?.id).toBe(other.userId);

    // A new e-mail's link opened without a session: changed, and still nobody signed in.
    const newEmail = `cambio.${owner.dni.toLowerCase()}@example.org`;
    expect(await updateProfile(t.app, reg.userId, { ...owner, email: newEmail }, BASE)).toEqual({ ok: true, emailPending: newEmail });
    const [change] = await t.app.db.select().from(outbox).where(eq(outbox.to, newEmail));
    expect(await confirmEmailToken(t.app, tokenIn(change.text), null, BASE)).toEqual({
      status: "confirmed",
      approved: false,
      emailChanged: true,
      signedIn: false,
    });
    expect((await rowsOf(reg.userId)).sessions).toHaveLength(sessionsBefore);

    // The browser that signed up goes on where it belongs, with the session it had.
    const newcomer = person();
    const signedUp = await registerAccount(t.app, newcomer, BASE);
    if (!signedUp.ok) throw new Error("sign-up failed");
    const [link] = await t.app.db.select().from(outbox).where(eq(outbox.to, newcomer.email));
    expect(await open(tokenIn(link.text), cookieFrom(signedUp.setCookie))).toMatchObject({
      status: 302,
      location: "/pendiente",
      setCookie: null,
    });
  });

  it("refuses an expired link", async () => {
    t.transport.sent = [];
    const input = person();
    const reg = await registerAccount(t.app, input, BASE);
    await t.settle();
    if (!reg.ok) throw new Error("sign-up failed");
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailTokens.userId, reg.userId));
    const token = tokenIn(t.transport.sent.find((m) => m.to === input.email)!.text);
    expect(await confirmEmailToken(t.app, token, null, BASE)).toEqual({ status: "invalid" });
    expect((await rowsOf(reg.userId)).profiles[0].verifiedAt).toBeNull();
  });

  it("a resent link replaces the older one", async () => {
    t.transport.sent = [];
    const input = person();
    const reg = await registerAccount(t.app, input, BASE);
    await t.settle();
    if (!reg.ok) throw new Error("sign-up failed");
    const oldToken = tokenIn(t.transport.sent[0].text);
    expect(await resendConfirmation(t.app, reg.userId, BASE)).toEqual({ status: "sent" });
    const newToken = tokenIn(t.transport.sent.at(-1)!.text);
    expect(await confirmEmailToken(t.app, oldToken, null, BASE)).toEqual({ status: "invalid" });
    expect(await confirmEmailToken(t.app, newToken, null, BASE)).toMatchObject({ status: "confirmed" });
    expect(await resendConfirmation(t.app, reg.userId, BASE)).toEqual({ status: "already_verified" });
  });

  it("changes the e-mail only once the new address is confirmed", async () => {
    const input = person();
    const reg = await registerAccount(t.app, input, BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    t.transport.sent = [];
    const newEmail = `nuevo.${input.dni.toLowerCase()}@example.org`;
    const saved = await updateProfile(t.app, reg.userId, { ...input, email: newEmail }, BASE);
    expect(saved).toEqual({ ok: true, emailPending: newEmail });
    await t.settle();
    expect((await rowsOf(reg.userId)).profiles[0].email).toBe(input.email);
    const mail = t.transport.sent.find((m) => m.to === newEmail)!;
    expect(await confirmEmailToken(t.app, tokenIn(mail.text), null, BASE)).toMatchObject({ status: "confirmed", emailChanged: true });
    expect((await rowsOf(reg.userId)).profiles[0].email).toBe(newEmail);
  });
});

describe("approval", () => {
  it("approves, notifies and stamps notified_at", async () => {
    const reg = await registerAccount(t.app, person(), BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    expect(await approveAccount(t.app, await adminIdOf(t.app), reg.userId, BASE)).toEqual({ changed: true, notified: true });
    const [profile] = (await rowsOf(reg.userId)).profiles;
    expect(profile.approved).toBe(true);
    expect(profile.approvedAt).not.toBeNull();
    expect(profile.notifiedAt).not.toBeNull();
    expect(await approveAccount(t.app, await adminIdOf(t.app), reg.userId, BASE)).toEqual({ changed: false, reason: "alreadyApproved" });
  });

  it("approves even when the notice cannot be sent, and keeps it queued", async () => {
    const reg = await registerAccount(t.app, person(), BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    t.transport.failing = true;
    try {
      expect(await approveAccount(t.app, await adminIdOf(t.app), reg.userId, BASE)).toEqual({ changed: true, notified: false });
    } finally {
      t.transport.failing = false;
    }
    const rows = await rowsOf(reg.userId);
    expect(rows.profiles[0]).toMatchObject({ approved: true, notifiedAt: null });
    const notice = rows.outbox.find((m) => m.kind === "approved")!;
    expect(notice).toMatchObject({ sentAt: null, attempts: 1 });
    expect(notice.lastError).toContain("relay unavailable");
  });

  it("answers for an unknown user", async () => {
    expect(await approveAccount(t.app, await adminIdOf(t.app), crypto.randomUUID(), BASE)).toEqual({ changed: false, reason: "notFound" });
  });
});

describe("sessions", () => {
  it("'Cerrar sesión' revokes every session of the user", async () => {
    const input = person();
    const reg = await registerAccount(t.app, input, BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    const login = await verifyLogin(t.app, input.email, input.password);
    expect(login).toMatchObject({ ok: true, userId: reg.userId, verified: false });
    const { prepareSession } = await import("~/server/session.server");
    const second = await prepareSession(t.app, reg.userId);
    await second.statement;
    const cookies = [cookieFrom(reg.setCookie), cookieFrom(second.setCookie)];
    for (const cookie of cookies) expect((await getViewer(requestWithCookie(cookie), t.app))?.id).toBe(reg.userId);
    await signOutEverywhere(t.app, reg.userId);
    for (const cookie of cookies) expect(await getViewer(requestWithCookie(cookie), t.app)).toBeNull();
  });

  it("replaces a hash of the former parameters at the next sign-in, in the session's batch (decision 0031)", async () => {
    // Stored by the former hasher (@noble/hashes, 7 MiB × 5 passes) for «contraseña-segura», the harness's password.
    const former = "$argon2id$v=19$m=7168,t=5,p=1$OFiGbNvLlpGD+NnO7v6naA$ZE6xfseDe1GLkqznLvAjk+zr/UDwaUWKWbqS9M4R1oE";
    const input = person();
    const reg = await registerAccount(t.app, input, BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    await t.app.db.update(credentials).set({ passwordHash: former }).where(eq(credentials.userId, reg.userId));
    const storedHash = async () => (await rowsOf(reg.userId)).credentials[0].passwordHash;
    const signIn = (password: string) =>
      routeOutcome(() =>
        landingRoute.action({
          request: formPost("/?index", { email: input.email, password }),
          params: {},
          context: { app: { ...t.app } } as never,
        }),
      );

    // A wrong password replaces nothing.
    expect(await signIn("otra-cosa")).toMatchObject({ status: 401 });
    expect(await storedHash()).toBe(former);

    const signedIn = await signIn(input.password);
    expect(signedIn).toMatchObject({ status: 302, location: "/pendiente?reason=email" });
    expect((await getViewer(requestWithCookie(cookieFrom(signedIn.setCookie!)), t.app))?.id).toBe(reg.userId);
    const replaced = await storedHash();
    expect(replaced).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(input.password, replaced)).toBe(true);

    // Today's hash is left as it is.
    const again = await verifyLogin(t.app, input.email, input.password);
    expect(again).toMatchObject({ ok: true, userId: reg.userId });
    expect(again).not.toHaveProperty("rehash");
    expect(await signIn(input.password)).toMatchObject({ status: 302 });
    expect(await storedHash()).toBe(replaced);
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    const input = person();
    await registerAccount(t.app, input, BASE);
    expect(await verifyLogin(t.app, input.email, "otra-cosa")).toEqual({ ok: false, message: ACCOUNT_MESSAGES.badCredentials });
    expect(await verifyLogin(t.app, "nadie@example.org", "otra-cosa")).toEqual({ ok: false, message: ACCOUNT_MESSAGES.badCredentials });
  });

  it("ignores a forged or tampered cookie", async () => {
    expect(await getViewer(requestWithCookie("simped=abc"), t.app)).toBeNull();
  });
});
