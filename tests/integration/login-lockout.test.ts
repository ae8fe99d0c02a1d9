/**
 * Password guessing from many addresses against one account, on a real sqld, at the limit's real
 * value (decision 0023): the failure that reaches it locks the account for the window and mails
 * its owner once; the lock is said only to whoever knows the password; a password reset lifts it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, rateLimits } from "../../db/schema";
import { accountLockedMail } from "~/content/mails";
import { ACCOUNT_MESSAGES, registerAccount, verifyLogin } from "~/server/accounts.server";
import { requestPasswordReset, resetPassword } from "~/server/passwords.server";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "~/server/rate-limit.server";
import * as landingRoute from "~/routes/_public._index";
import { formPost, person, routeOutcome, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const BASE = "http://127.0.0.1:8787";
const { max, windowSeconds } = RATE_LIMITS.loginAccount;
const WRONG = { ok: false, message: ACCOUNT_MESSAGES.badCredentials };
const LOCKED = { ok: false, message: RATE_LIMIT_MESSAGES.loginAccount, limited: true };

async function account() {
  const input = person();
  const created = await registerAccount(t.app, input, BASE);
  if (!created.ok) throw new Error(created.reason);
  return { id: created.userId, email: input.email, password: input.password };
}

/** A wrong password from an address of its own each time, so that the per-address limit never applies. */
let addresses = 0;
const guess = (email: string, password = "no-es-esta") =>
  verifyLogin(t.app, email, password, { subject: `198.51.100.${++addresses % 250}:${addresses}:${email}`, baseUrl: BASE });
const notices = (userId: string) => t.app.db.select().from(outbox).where(eq(outbox.userId, userId));
const lockNotices = async (userId: string) => (await notices(userId)).filter((mail) => mail.kind === "account_locked");

describe(`${max} wrong passwords within ${windowSeconds / 60} minutes, from as many addresses`, () => {
  it("lock the account for everyone, the owner included, and tell the owner once", async () => {
    const owner = await account();
    const bystander = await account();
    for (let i = 1; i < max; i++) expect(await guess(owner.email)).toEqual(WRONG);
    expect(await lockNotices(owner.id)).toEqual([]);
    expect(await guess(owner.email, owner.password)).toMatchObject({ ok: true });

    expect(await guess(owner.email)).toEqual(WRONG);
    const [notice] = await lockNotices(owner.id);
    expect(notice).toMatchObject({ to: owner.email, ...accountLockedMail(`${BASE}/recuperar`, windowSeconds / 60) });
    await t.settle();
    expect(t.transport.sent.some((mail) => mail.to === owner.email && mail.subject === notice.subject)).toBe(true);

    // The right password now gets the lock's message (a prober with a wrong one still sees the usual refusal).
    expect(await guess(owner.email, owner.password)).toEqual(LOCKED);
    expect(await guess(owner.email)).toEqual(WRONG);
    expect(await lockNotices(owner.id)).toHaveLength(1);
    const page = await routeOutcome(() =>
      landingRoute.action({
        request: formPost("/?index", { email: owner.email, password: owner.password }),
        params: {},
        context: { app: { ...t.app } } as never,
      }),
    );
    expect(page).toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGES.loginAccount });
    expect(await guess(bystander.email, bystander.password)).toMatchObject({ ok: true });

    // The window ends: the owner gets in again.
    await t.app.db
      .update(rateLimits)
      .set({ windowStart: sql`window_start - ${windowSeconds}` })
      .where(eq(rateLimits.key, `loginAccount:${owner.id}`));
    expect(await guess(owner.email, owner.password)).toMatchObject({ ok: true, userId: owner.id });
  });

  it("a password reset lifts the lock at once", async () => {
    const owner = await account();
    for (let i = 0; i < max; i++) await guess(owner.email);
    expect(await guess(owner.email, owner.password)).toEqual(LOCKED);
    await requestPasswordReset(t.app, { email: owner.email, baseUrl: BASE, subject: crypto.randomUUID(), bot: false });
    await t.settle();
    const link = t.transport.sent.findLast((mail) => mail.to === owner.email && /Restablece/.test(mail.subject))!;
    const token = /restablecer\?token=([\w-]+)/.exec(link.text)![1];
    expect(await resetPassword(t.app, token, "una-clave-nueva", crypto.randomUUID())).toMatchObject({ ok: true });
    expect(await guess(owner.email, "una-clave-nueva")).toMatchObject({ ok: true, userId: owner.id });
  });

  it("against an address without an account lock nothing and store nothing for it", async () => {
    const nobody = `nadie.${crypto.randomUUID()}@example.org`;
    for (let i = 0; i <= max; i++) expect(await guess(nobody)).toEqual(WRONG);
    // No counter for "no account" either: it would lock every unknown address together.
    expect(await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, "loginAccount:"))).toEqual([]);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, nobody))).toEqual([]);
  });
});
