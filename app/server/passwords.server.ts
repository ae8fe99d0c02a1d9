import { and, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import { credentials, emailTokens, profiles, sessions } from "../../db/schema";
import { resetPasswordMail } from "../content/mails";
import type { AppContext } from "./context.server";
import { deliverMailLater } from "./context.server";
import { randomToken, sha256Hex } from "./crypto.server";
import { nowIso, runBatch, type Reader } from "./db.server";
import { hashPassword, verifyPassword } from "./password.server";
import { countRateLimit, rateLimitKey, withinRateLimit, withinRateLimitSql } from "./rate-limit.server";
import { prepareSession } from "./session.server";

/** A recovery link works once, for an hour. */
const RESET_LINK_MINUTES = 60;

export const PASSWORD_MESSAGES = {
  recoverySent: "Si existe una cuenta con ese email, te hemos enviado un enlace.",
  resetDone: "Contraseña guardada. Has entrado con tu nueva contraseña y se han cerrado tus demás sesiones.",
  changed: "Contraseña cambiada. Se han cerrado tus demás sesiones.",
  wrongCurrent: "La contraseña actual no es correcta.",
} as const;

/**
 * '¿Has olvidado tu contraseña?': one batch whatever the address, so that the answer and its time
 * do not tell whether an account exists. It counts the request against the rate limit and, within
 * it and for an active account, spends the older recovery links, stores the new one (hashed) and
 * queues the mail, which leaves after the response. A form whose hidden field a bot filled is
 * counted and answered the same, and sends nothing.
 */
export async function requestPasswordReset(
  app: AppContext,
  request: { email: string; baseUrl: string; subject: string; bot: boolean },
): Promise<{ limited: boolean }> {
  const { email, baseUrl, subject, bot } = request;
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const now = nowIso();
  const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString();
  const mail = resetPasswordMail(`${baseUrl}/restablecer?token=${token}`);
  const active = sql`from profiles where email = ${email} and deactivated_at is null and ${bot ? sql`0` : withinRateLimitSql("recovery", subject, app.env.RATE_LIMIT_FACTOR)}`;
  const [[counted], , , queued] = await runBatch(app.db, [
    countRateLimit(app.db, "recovery", subject),
    app.db.run(sql`update email_tokens set used_at = ${now}
                   where purpose = 'reset' and used_at is null and user_id in (select id ${active})`),
    app.db.run(sql`insert into email_tokens (token_hash, user_id, purpose, expires_at)
                   select ${tokenHash}, id, 'reset', ${expiresAt} ${active}`),
    app.db.all<{ id: number }>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                   select 'reset', id, email, ${mail.subject}, ${mail.text} ${active}
                   returning id`),
  ]);
  deliverMailLater(
    app,
    (queued as { id: number }[]).map((row) => row.id),
  );
  return { limited: !withinRateLimit("recovery", (counted as { count: number }).count, app.env.RATE_LIMIT_FACTOR) };
}

/** The token of a recovery link that still works, with its account still active. */
function liveResetLink(tokenHash: string, now: string): SQL {
  return sql`exists (select 1 from email_tokens t join profiles p on p.id = t.user_id
                     where t.token_hash = ${tokenHash} and t.purpose = 'reset' and t.used_at is null
                       and t.expires_at > ${now} and p.deactivated_at is null)`;
}

/** Whose recovery link this is, while it still works, as a query for a batch. */
function resetLinkOwnerQuery(app: AppContext, tokenHash: string) {
  return app.db
    .select({ userId: emailTokens.userId, email: profiles.email })
    .from(emailTokens)
    .innerJoin(profiles, eq(profiles.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, "reset"),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, nowIso()),
        isNull(profiles.deactivatedAt),
      ),
    )
    .limit(1);
}

/** Whose recovery link this is, while it still works (the page asks before showing the form). */
export async function resetLinkOwner(app: AppContext, token: string): Promise<{ userId: string; email: string } | null> {
  const [row] = await resetLinkOwnerQuery(app, await sha256Hex(token));
  return row ?? null;
}

/**
 * Sets the new password from a recovery link, in two round trips: the rate limit's count and the
 * link's owner first, so that no password is hashed for a request either refuses; then the
 * password, the end of every other session and of a lockout, a new session here and the spent link, in one
 * transaction where every write depends on the link still working. Of two uses of one link, the
 * first wins and the second writes nothing.
 */
export async function resetPassword(
  app: AppContext,
  token: string,
  password: string,
  subject: string,
): Promise<{ ok: true; setCookie: string } | { ok: false; limited?: true }> {
  const tokenHash = await sha256Hex(token);
  const [[counted], [owner]] = await app.db.batch([countRateLimit(app.db, "recovery", subject), resetLinkOwnerQuery(app, tokenHash)]);
  if (!withinRateLimit("recovery", counted.count, app.env.RATE_LIMIT_FACTOR)) return { ok: false, limited: true };
  if (!owner) return { ok: false };
  const now = nowIso();
  const live = liveResetLink(tokenHash, now);
  const [passwordHash, session] = await Promise.all([
    hashPassword(password),
    prepareSession(app, sql`(select ${owner.userId} where ${live})`),
  ]);
  const [, , , , spent] = await runBatch(app.db, [
    app.db.run(
      sql`update credentials set password_hash = ${passwordHash}, updated_at = ${now} where user_id = ${owner.userId} and ${live}`,
    ),
    app.db.run(sql`delete from sessions where user_id = ${owner.userId} and ${live}`),
    // The new password lifts a lockout (decision 0023): guessing the old one no longer matters.
    app.db.run(sql`delete from rate_limits where key = ${rateLimitKey("loginAccount", owner.userId)} and ${live}`),
    session.statement,
    app.db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
      .returning({ userId: emailTokens.userId }),
  ]);
  return (spent as unknown[]).length === 1 ? { ok: true, setCookie: session.setCookie } : { ok: false };
}

/**
 * 'Cambiar contraseña', in two round trips: the rate limit's count (guessing the current password
 * here costs what guessing it at sign-in does: same limit, same key) and the current hash, read
 * through `read` (with the viewer's lookup, `asViewer`); then, if the current password is right,
 * the new one, and every session of the account ends except this one.
 */
export async function changePassword(
  app: AppContext,
  user: { id: SQL; address: string; read: Reader },
  keepSessionHash: string,
  current: string,
  next: string,
): Promise<{ ok: true } | { ok: false; reason: "limited" | "wrongCurrent" }> {
  const email = sql`(select email from profiles where id = ${user.id})`;
  const [[counted], [row]] = await user.read([
    countRateLimit(app.db, "login", sql`${`${user.address}:`} || ${email}`),
    app.db
      .select({ userId: credentials.userId, hash: credentials.passwordHash })
      .from(credentials)
      .where(eq(credentials.userId, user.id))
      .limit(1),
  ]);
  if (!withinRateLimit("login", counted.count, app.env.RATE_LIMIT_FACTOR)) return { ok: false, reason: "limited" };
  if (!row || !(await verifyPassword(current, row.hash))) return { ok: false, reason: "wrongCurrent" };
  const passwordHash = await hashPassword(next);
  await runBatch(app.db, [
    app.db.update(credentials).set({ passwordHash, updatedAt: nowIso() }).where(eq(credentials.userId, row.userId)),
    app.db.delete(sessions).where(and(eq(sessions.userId, row.userId), ne(sessions.tokenHash, keepSessionHash))),
  ]);
  return { ok: true };
}
