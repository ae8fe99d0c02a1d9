import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { categories, credentials, emailTokens, profiles } from "../../db/schema";
import { accountLockedMail, approvedMail, changeEmailMail, confirmEmailMail, emailInUseMail, newUserMail } from "../content/mails";
import type { ProfileUpdate, Registration } from "../domain/account-forms";
import { PROFILE_WRITE_MESSAGES, profileWriteRefusal, type ProfileWriteRefusal } from "../domain/db-errors";
import { APPROVED_PAGE } from "../domain/admin-search";
import { foldText } from "../domain/roles";
import { ROLE_LABELS, ROLES } from "../domain/vocabulary";
import { contentAt, type VersionRows } from "./content.server";
import type { AppContext } from "./context.server";
import { deliverMail, deliverMailLater } from "./context.server";
import { randomToken, sha256Hex } from "./crypto.server";
import { batchOf, containsSql, nowIso, runBatch, type Db, type Reader, type UserRef } from "./db.server";
import { mailForRow, QUEUED_MAIL, queueMail, type Mail, type QueuedMail } from "./mail.server";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "./password.server";
import {
  countRateLimit,
  RATE_LIMIT_MESSAGES,
  RATE_LIMITS,
  rateLimitKey,
  rateLimitReachedSql,
  withinRateLimit,
  withinRateLimitSql,
} from "./rate-limit.server";
import { prepareSession } from "./session.server";
import { isSignupOpen, signupOpenSql, signupSettingQuery } from "./settings.server";

const TOKEN_HOURS = 24;

export const ACCOUNT_MESSAGES = {
  emailTaken: PROFILE_WRITE_MESSAGES.emailTaken,
  dniTaken: PROFILE_WRITE_MESSAGES.dniTaken,
  signupFailed: "No se pudo crear la cuenta (Auth). Vuelve a intentarlo en unos minutos o usa otro email.",
  badCredentials: "Email o contraseña incorrectos.",
  unknownAreas: PROFILE_WRITE_MESSAGES.areasFormat,
  signupDisabled: "El registro está deshabilitado por el administrador.",
  deactivated: "Tu cuenta está desactivada. Contacta con el administrador.",
  loginUnavailable: "No se pudo iniciar sesión: el servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
} as const;

/** A single-use e-mail link: the URL to send and the row that remembers its hash. */
async function emailLink(app: AppContext, baseUrl: string, userId: string, purpose: "confirm" | "change_email", newEmail?: string) {
  const token = randomToken();
  return {
    url: `${baseUrl}/confirmar?token=${token}`,
    statement: app.db.insert(emailTokens).values({
      tokenHash: await sha256Hex(token),
      userId,
      purpose,
      newEmail,
      expiresAt: new Date(Date.now() + TOKEN_HOURS * 3_600_000).toISOString(),
    }),
  };
}

/** Links in e-mails point at APP_URL when set, otherwise at the address the request came to. */
export function publicBaseUrl(app: AppContext, request: Request): string {
  return (app.env.APP_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}

/** The mails a batch queued (`queueMail` gives their rows back). */
const queuedMails = (results: unknown[]) =>
  results.flatMap((result) => (Array.isArray(result) && result[0] && "subject" in result[0] ? (result as QueuedMail[]) : []));

export type SignUpRefusal = "closed" | "limited" | "emailTaken" | "dniTaken" | "unknownAreas" | "failed";

/**
 * Sign-up, in two round trips. First the switch, the rate limit's count for `subject` (only while
 * sign-up is open), the address, the DNI and the areas, so that no password is hashed for a request any of
 * them refuses; then profile, credentials, confirmation link, the person's mail and a session, in one
 * transaction. The person is signed in and waits on /pendiente.
 */
export async function registerAccount(
  app: AppContext,
  input: Registration,
  baseUrl: string,
  subject?: string,
): Promise<{ ok: false; reason: SignUpRefusal } | { ok: true; setCookie: string; userId: string }> {
  const { db } = app;
  const areas = [...new Set(input.areas)];
  const [setting, counted, sameEmail, sameDni, [known]] = await db.batch([
    signupSettingQuery(db),
    // Without a subject (the administrators' tools, tests) nothing is counted.
    subject === undefined
      ? db.all<{ count: number }>(sql`select 0 as count`)
      : countRateLimit(db, "signup", subject, undefined, signupOpenSql),
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, input.email)).limit(1),
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.dni, input.dni)).limit(1),
    db
      .select({ count: sql<number>`count(*)` })
      .from(categories)
      .where(areas.length ? inArray(categories.name, areas) : sql`0`),
  ]);
  if (!isSignupOpen(setting)) return { ok: false, reason: "closed" };
  if (!withinRateLimit("signup", counted[0].count, app.env.RATE_LIMIT_FACTOR)) return { ok: false, reason: "limited" };
  if (sameEmail.length) return { ok: false, reason: "emailTaken" };
  if (sameDni.length) return { ok: false, reason: "dniTaken" };
  if (Number(known.count) !== areas.length) return { ok: false, reason: "unknownAreas" };

  const userId = crypto.randomUUID();
  const [passwordHash, link, session] = await Promise.all([
    hashPassword(input.password),
    emailLink(app, baseUrl, userId, "confirm"),
    prepareSession(app, userId),
  ]);
  // The administrators hear of the request once the address is confirmed (`confirmEmailToken`), not before.
  const mails: Mail[] = [{ kind: "confirm", userId, to: input.email, ...confirmEmailMail(link.url) }];
  try {
    const results = await runBatch(db, [
      db.insert(profiles).values({
        id: userId,
        email: input.email,
        nombre: input.nombre,
        apellidos: input.apellidos,
        dni: input.dni,
        rol: input.rol,
        unidad: input.unidad,
        areasInteres: input.areas,
      }),
      db.insert(credentials).values({ userId, passwordHash }),
      link.statement,
      session.statement,
      ...mails.map((mail) => queueMail(db, mail)),
    ]);
    deliverMailLater(app, queuedMails(results));
    return { ok: true, setCookie: session.setCookie, userId };
  } catch (error) {
    // Two sign-ups racing for the same e-mail or DNI end here; nothing of either was half-written.
    const refusal = profileWriteRefusal(error);
    console.error("sign-up failed:", error);
    return { ok: false, reason: refusal === "emailTaken" || refusal === "dniTaken" ? refusal : "failed" };
  }
}

/**
 * `rehash`, for a password stored with older parameters than today's: the statement that replaces
 * its hash, for the sign-in to write in one batch with the session (no round trip of its own).
 */
export type LoginOutcome =
  { ok: true; userId: string; verified: boolean; rehash?: BatchItem<"sqlite"> } | { ok: false; message: string; limited?: true };

/** Where a sign-in comes from: its rate limit's subject (address and e-mail) and the site's address for the lockout notice's link. */
export type LoginAttempt = { subject: string; baseUrl: string };

/**
 * Checks an e-mail and password; an unknown e-mail costs the same time, and the same round trips,
 * as a wrong password. Given an `attempt`, the sign-in is counted against the per-address limit in
 * the same round trip as the lookup, and a failure against the account's own limit (decision
 * 0023), whose last allowed failure locks the account and mails its owner. A locked account is
 * said so only to whoever knows its password; anyone else gets the usual refusal.
 */
export async function verifyLogin(app: AppContext, email: string, password: string, attempt?: LoginAttempt): Promise<LoginOutcome> {
  const { db } = app;
  const address = email.trim().toLowerCase();
  const factor = app.env.RATE_LIMIT_FACTOR;
  const lookup = db
    .select({
      id: profiles.id,
      verifiedAt: profiles.verifiedAt,
      deactivatedAt: profiles.deactivatedAt,
      hash: credentials.passwordHash,
      locked: sql<number>`${rateLimitReachedSql("loginAccount", sql`${profiles.id}`, factor)}`,
    })
    .from(profiles)
    .innerJoin(credentials, eq(credentials.userId, profiles.id))
    .where(eq(profiles.email, address))
    .limit(1);
  const [counted, [row]] =
    attempt === undefined ? [null, await lookup] : await db.batch([countRateLimit(db, "login", attempt.subject), lookup]);
  if (counted && !withinRateLimit("login", counted[0].count, factor))
    return { ok: false, message: RATE_LIMIT_MESSAGES.login, limited: true };
  const valid = await verifyPassword(password, row?.hash ?? DUMMY_HASH);
  if (!row || !valid) {
    if (attempt) await countLoginFailure(app, address, attempt.baseUrl);
    return { ok: false, message: ACCOUNT_MESSAGES.badCredentials };
  }
  if (Number(row.locked)) return { ok: false, message: RATE_LIMIT_MESSAGES.loginAccount, limited: true };
  // Said only to whoever knows the password: the address alone reveals nothing.
  if (row.deactivatedAt) return { ok: false, message: ACCOUNT_MESSAGES.deactivated };
  const outcome = { ok: true as const, userId: row.id, verified: row.verifiedAt !== null };
  if (!needsRehash(row.hash)) return outcome;
  // Today's parameters (decision 0031), unless the password changed meanwhile.
  const rehash = db
    .update(credentials)
    .set({ passwordHash: await hashPassword(password), updatedAt: nowIso() })
    .where(and(eq(credentials.userId, row.id), eq(credentials.passwordHash, row.hash)));
  return { ...outcome, rehash };
}

/**
 * A wrong password, counted against the account of that address (if any: the same round trip
 * either way), in one batch with the notice that the failure which reaches the limit queues.
 */
async function countLoginFailure(app: AppContext, email: string, baseUrl: string) {
  const { db } = app;
  const account = sql`(select id from profiles where email = ${email})`;
  const mail = accountLockedMail(`${baseUrl}/recuperar`, RATE_LIMITS.loginAccount.windowSeconds / 60);
  const [, queued] = await db.batch([
    countRateLimit(db, "loginAccount", account, undefined, sql`${account} is not null`),
    db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'account_locked', id, email, ${mail.subject}, ${mail.text} from profiles
                 where email = ${email} and deactivated_at is null
                   and (select count from rate_limits where key = ${rateLimitKey("loginAccount", sql`profiles.id`)}) = ${RATE_LIMITS.loginAccount.max * app.env.RATE_LIMIT_FACTOR}
                 ${QUEUED_MAIL}`),
  ]);
  deliverMailLater(app, queued);
}

/** The administrators' notice of a new request, filled from the applicant's row (`p`): no DNI in it. */
function newUserNotice(baseUrl: string) {
  const roleLabel = sql`case p.rol ${sql.join(
    Object.entries(ROLE_LABELS).map(([role, label]) => sql`when ${role} then ${label}`),
    sql` `,
  )} else p.rol end`;
  return mailForRow((person) => newUserMail(person, `${baseUrl}/admin`), {
    nombre: sql`p.nombre`,
    apellidos: sql`p.apellidos`,
    email: sql`p.email`,
    rol: roleLabel,
    unidad: sql`p.unidad`,
  });
}

type ConfirmOutcome =
  { status: "confirmed"; approved: boolean; emailChanged: boolean; signedIn: boolean } | { status: "invalid" } | { status: "email_taken" };

/**
 * Follows an e-mail link: confirms the sign-up address (or switches to the new address) and spends
 * the token, in one transaction (one round trip) where every write depends on the link still
 * working: of two uses of one link, the first wins and the second writes nothing. It signs nobody
 * in (decision 0024): `signedIn` says whether the browser's session (`sessionHash`) is already the
 * link's account's, so that it goes on where it was; anyone else is asked to sign in.
 */
export async function confirmEmailToken(
  app: AppContext,
  token: string,
  sessionHash: string | null,
  baseUrl: string,
): Promise<ConfirmOutcome> {
  const { db } = app;
  const now = nowIso();
  const tokenHash = await sha256Hex(token);
  const live = sql`from email_tokens where token_hash = ${tokenHash} and used_at is null and expires_at > ${now}`;
  try {
    const [notices, , , spent, [person]] = await db.batch([
      // Written before the confirmation, under its condition: a new request is news for the administrators once its address is real.
      db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'new_user', p.id, a.email, ${newUserNotice(baseUrl).subject}, ${newUserNotice(baseUrl).text}
                 from profiles p join profiles a on a.is_admin = 1 and a.deactivated_at is null and a.erased_at is null
                 where p.verified_at is null and p.approved = 0 and p.id = (select user_id ${live} and purpose = 'confirm')
                 ${QUEUED_MAIL}`),
      db.run(sql`update profiles set verified_at = ${now}, updated_at = ${now}
                 where verified_at is null and id = (select user_id ${live} and purpose = 'confirm')`),
      // Another account may have taken the new address meanwhile: the unique index refuses it and nothing is written.
      db.run(sql`update profiles set email = (select new_email ${live}), updated_at = ${now}
                 where id = (select user_id ${live} and purpose = 'change_email' and new_email is not null)
                   and email <> (select new_email ${live})`),
      db.all<{ purpose: string }>(sql`update email_tokens set used_at = ${now}
                 where token_hash = ${tokenHash} and used_at is null and expires_at > ${now} and purpose in ('confirm', 'change_email')
                 returning purpose`),
      db
        .select({
          approved: profiles.approved,
          signedIn: sql<number>`exists (select 1 from sessions s where s.token_hash = ${sessionHash} and s.user_id = ${profiles.id}
                                        and s.expires_at > ${now})`,
        })
        .from(profiles)
        .where(sql`${profiles.id} = (select user_id from email_tokens where token_hash = ${tokenHash})`),
    ]);
    deliverMailLater(app, notices);
    if (spent.length === 0 || !person) return { status: "invalid" };
    return {
      status: "confirmed",
      approved: person.approved,
      emailChanged: spent[0].purpose === "change_email",
      signedIn: Boolean(Number(person.signedIn)),
    };
  } catch (error) {
    if (profileWriteRefusal(error) === "emailTaken") return { status: "email_taken" };
    throw error;
  }
}

/**
 * A fresh confirmation link for the unconfirmed accounts `who` selects (over `profiles`): older
 * links stop working, the new one is stored (hashed) and its mail queued, each write only if `who`
 * finds someone, so that deciding and writing are one batch.
 */
async function confirmationLink(app: AppContext, who: SQL, baseUrl: string) {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const now = nowIso();
  const unconfirmed = sql`from profiles where verified_at is null and erased_at is null and ${who}`;
  const mail = confirmEmailMail(`${baseUrl}/confirmar?token=${token}`);
  return [
    app.db.run(
      sql`update email_tokens set used_at = ${now} where purpose = 'confirm' and used_at is null and user_id in (select id ${unconfirmed})`,
    ),
    app.db.run(sql`insert into email_tokens (token_hash, user_id, purpose, expires_at)
                   select ${tokenHash}, id, 'confirm', ${new Date(Date.now() + TOKEN_HOURS * 3_600_000).toISOString()} ${unconfirmed}`),
    app.db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                   select 'confirm', id, email, ${mail.subject}, ${mail.text} ${unconfirmed} ${QUEUED_MAIL}`),
  ] as const;
}

/** An administrator's 'Reenviar verificación': the link is sent now, so that the answer can say whether it went. */
export async function resendConfirmation(
  app: AppContext,
  userId: string,
  baseUrl: string,
  read: Reader = batchOf(app.db),
): Promise<{ status: "sent" | "failed" | "already_verified" | "not_found" }> {
  const [[person]] = await read([
    app.db
      .select({ verifiedAt: profiles.verifiedAt })
      .from(profiles)
      .where(and(eq(profiles.id, userId), isNull(profiles.erasedAt)))
      .limit(1),
  ]);
  if (!person) return { status: "not_found" };
  if (person.verifiedAt) return { status: "already_verified" };
  const [, , queued] = await app.db.batch(await confirmationLink(app, sql`id = ${userId}`, baseUrl));
  const { sent } = await deliverMail(app, queued);
  return { status: sent.length ? "sent" : "failed" };
}

/**
 * The expired-link page's 'Reenviar': counted against the rate limit and, within it, a new link for
 * the unconfirmed account with that address, in one batch; the same answer whether or not there is one.
 */
export async function resendConfirmationTo(
  app: AppContext,
  email: string,
  baseUrl: string,
  subject: string,
): Promise<{ limited: boolean }> {
  const within = withinRateLimitSql("resend", `${subject}:${email}`, app.env.RATE_LIMIT_FACTOR);
  const [[counted], , , queued] = await app.db.batch([
    countRateLimit(app.db, "resend", `${subject}:${email}`),
    ...(await confirmationLink(app, sql`email = ${email} and ${within}`, baseUrl)),
  ]);
  deliverMailLater(app, queued);
  return { limited: !withinRateLimit("resend", counted.count, app.env.RATE_LIMIT_FACTOR) };
}

export const ADMIN_MESSAGES = {
  approvedNotified: "Usuario aprobado y notificado ✔",
  approvedNotNotified: "Usuario aprobado ✔ (no se pudo enviar el email)",
  approveFailed: "No se pudo aprobar al usuario",
  resent: "Correo de verificación reenviado ✔",
  resendFailed: "No se pudo reenviar la verificación",
  notFound: "No se encontró el usuario.",
  alreadyApproved: "El usuario ya estaba aprobado.",
  alreadyVerified: "El email de este usuario ya está verificado.",
} as const;

/**
 * Approves the account and notifies the person, in one batch (with the admin's own check, through
 * `read`), then sends the notice; it is retried by the outbox if it fails now. `changed` says
 * whether this call approved it: of simultaneous approvals one wins, the rest change nothing and
 * queue nothing. The actor may be the admin's SQL id (`asViewer`): nothing is written for anyone else.
 */
export async function approveAccount(
  app: AppContext,
  actorId: UserRef,
  userId: string,
  baseUrl: string,
  read: Reader = batchOf(app.db),
): Promise<{ changed: true; notified: boolean } | { changed: false; reason: "notFound" | "alreadyApproved" }> {
  const now = nowIso();
  const mail = mailForRow((person) => approvedMail(person, `${baseUrl}/`));
  // One transaction (sqld runs write transactions one at a time): the notice is queued only while
  // the account is still unapproved, i.e. by the batch whose update below then approves it.
  const pending = sql`from profiles where id = ${userId} and approved = 0 and erased_at is null and ${actorId} is not null`;
  const [found, queued, , approved] = await read([
    app.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, userId), isNull(profiles.erasedAt)))
      .limit(1),
    app.db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'approved', id, email, ${mail.subject}, ${mail.text} ${pending} ${QUEUED_MAIL}`),
    app.db.run(sql`insert into audit_log (actor_id, action, target_user_id) select ${actorId}, 'account.approved', id ${pending}`),
    app.db.all<{ id: string }>(sql`update profiles set approved = 1, approved_at = ${now}, updated_at = ${now}
                 where id = ${userId} and approved = 0 and erased_at is null and ${actorId} is not null returning id`),
  ]);
  if (found.length === 0) return { changed: false, reason: "notFound" };
  if (approved.length === 0) return { changed: false, reason: "alreadyApproved" };
  const { sent } = await deliverMail(app, queued);
  return { changed: true, notified: sent.length > 0 };
}

export type AdminUserRow = Pick<
  typeof profiles.$inferSelect,
  | "id"
  | "email"
  | "nombre"
  | "apellidos"
  | "rol"
  | "unidad"
  | "dni"
  | "approved"
  | "approvedAt"
  | "verifiedAt"
  | "notifiedAt"
  | "isAdmin"
  | "deactivatedAt"
  | "deletionRequestedAt"
  | "createdAt"
>;

const ROLE_LABEL_SQL = sql`case ${profiles.rol} ${sql.join(
  ROLES.map((role) => sql`when ${role} then ${ROLE_LABELS[role]}`),
  sql` `,
)} else '' end`;
// The admin search looks in these fields; the role as stored («medico») and as the table shows it («Medicina»).
const SEARCHED = sql`${profiles.email} || ' ' || ${profiles.nombre} || ' ' || ${profiles.apellidos} || ' ' || ${profiles.rol} || ' ' || ${ROLE_LABEL_SQL} || ' ' || ${profiles.unidad} || ' ' || ${profiles.dni}`;

/**
 * The accounts an administrator manages, searched and paged by the database: every word of `q`
 * in one of the fields, ignoring case and accents; the requests all (they are few), the approved a
 * page at a time (a hospital has hundreds), and how many approved match. `adminId` (SQL) gates
 * them: nobody else's batch reads them.
 */
export function accountsQueries(db: Db, adminId: SQL, q: string, page: number) {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  // Deleted accounts are anonymous rows kept for the figures, no longer people to manage.
  const where = (approved: boolean) =>
    and(
      isNull(profiles.erasedAt),
      sql`${adminId} is not null`,
      eq(profiles.approved, approved),
      ...words.map((word) => containsSql(SEARCHED, word)),
    );
  const columns = {
    id: profiles.id,
    email: profiles.email,
    nombre: profiles.nombre,
    apellidos: profiles.apellidos,
    rol: profiles.rol,
    unidad: profiles.unidad,
    dni: profiles.dni,
    approved: profiles.approved,
    approvedAt: profiles.approvedAt,
    verifiedAt: profiles.verifiedAt,
    notifiedAt: profiles.notifiedAt,
    isAdmin: profiles.isAdmin,
    deactivatedAt: profiles.deactivatedAt,
    deletionRequestedAt: profiles.deletionRequestedAt,
    createdAt: profiles.createdAt,
  };
  return {
    pending: db.select(columns).from(profiles).where(where(false)).orderBy(asc(profiles.createdAt)),
    approved: db
      .select(columns)
      .from(profiles)
      .where(where(true))
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .limit(APPROVED_PAGE)
      .offset((page - 1) * APPROVED_PAGE),
    approvedTotal: db
      .select({ n: sql<number>`count(*)` })
      .from(profiles)
      .where(where(true)),
  };
}

export const CATEGORIES_UNAVAILABLE = "No se pudieron cargar las categorías en este momento.";

/** The 'Áreas de interés' choices (content, at the version the page's batch read); a failure is shown on the form rather than breaking the page. */
export async function categoryChoices(db: Db, version: VersionRows): Promise<{ categories: string[]; categoriesError: string | null }> {
  try {
    return { categories: (await contentAt(db, version)).categories, categoriesError: null };
  } catch (error) {
    console.error("categories:", error);
    return { categories: [], categoriesError: CATEGORIES_UNAVAILABLE };
  }
}

export type ProfileRefusal =
  Exclude<ProfileWriteRefusal, "emailTaken"> | "unknownAreas" | "notFound" | "profileDni" | "emailChange" | "emailChangeTarget";

/**
 * Saves 'Mi perfil' in one batch: the person may be given as SQL (the viewer's id, `asViewer`), and
 * every write carries the checks, whose reads in the same batch say which one refused. A new DNI
 * counts against the account's limit, as a new e-mail does against the account's and the address's,
 * before anything else is said about it: a probe past the limit learns nothing. A new e-mail is not
 * applied here: a link goes to the new address and the change happens when it is followed; an
 * address that already has an account gets a notice instead, and the answer is the same. Role and
 * unit are not the person's to change here (decision 0036): an administrator changes them, audited.
 */
export async function updateProfile(
  app: AppContext,
  userId: UserRef,
  input: ProfileUpdate,
  baseUrl: string,
  read: Reader = batchOf(app.db),
): Promise<{ ok: false; reason: ProfileRefusal } | { ok: true; emailPending: string | null }> {
  const { db } = app;
  const factor = app.env.RATE_LIMIT_FACTOR;
  const areas = [...new Set(input.areas)];
  const others = (column: string, value: string) =>
    sql`exists (select 1 from profiles o where o.${sql.raw(column)} = ${value} and o.id <> ${userId})`;
  const changes = (column: string, value: string) =>
    sql`exists (select 1 from profiles c where c.id = ${userId} and c.${sql.raw(column)} <> ${value})`;
  const known = sql`(select count(*) from categories where ${
    areas.length
      ? sql`name in (${sql.join(
          areas.map((area) => sql`${area}`),
          sql`, `,
        )})`
      : sql`0`
  })`;
  const newDni = changes("dni", input.dni);
  const newEmail = changes("email", input.email);
  // Counted only when the save asks for it; the row then is this window's, so the checks below read it.
  const over = (name: "profileDni" | "emailChange" | "emailChangeTarget", subject: UserRef) =>
    sql`not coalesce(${withinRateLimitSql(name, subject, factor)}, 1)`;
  const limited = {
    profileDni: sql`(${newDni} and ${over("profileDni", userId)})`,
    emailChange: sql`(${newEmail} and ${over("emailChange", userId)})`,
    emailChangeTarget: sql`(${newEmail} and ${over("emailChangeTarget", input.email)})`,
  };
  const allowed = sql`not ${limited.profileDni} and not ${limited.emailChange} and not ${limited.emailChangeTarget}
                      and not ${others("dni", input.dni)} and ${known} = ${areas.length}`;
  const token = randomToken();
  const link = changeEmailMail(`${baseUrl}/confirmar?token=${token}`);
  const inUse = emailInUseMail(`${baseUrl}/recuperar`);
  const now = nowIso();
  // Written before the profile's update, so that every statement decides on the same state.
  const emailChange = (taken: boolean) =>
    sql`from profiles where id = ${userId} and ${newEmail} and ${taken ? sql`` : sql`not`} ${others("email", input.email)} and ${allowed}`;
  try {
    const [, , , [found], , queued, notice, updated] = await read([
      countRateLimit(db, "profileDni", userId, undefined, newDni),
      countRateLimit(db, "emailChange", userId, undefined, newEmail),
      countRateLimit(db, "emailChangeTarget", input.email, undefined, newEmail),
      db
        .select({
          profileDni: sql<number>`${limited.profileDni}`,
          emailChange: sql<number>`${limited.emailChange}`,
          emailChangeTarget: sql<number>`${limited.emailChangeTarget}`,
          dniTaken: sql<number>`${others("dni", input.dni)}`,
          known: sql<number>`${known}`,
        })
        .from(sql`(select 1)`),
      db.run(sql`insert into email_tokens (token_hash, user_id, purpose, new_email, expires_at)
                 select ${await sha256Hex(token)}, id, 'change_email', ${input.email}, ${new Date(Date.now() + TOKEN_HOURS * 3_600_000).toISOString()} ${emailChange(false)}`),
      db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'change_email', id, ${input.email}, ${link.subject}, ${link.text} ${emailChange(false)} ${QUEUED_MAIL}`),
      db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'email_in_use', id, ${input.email}, ${inUse.subject}, ${inUse.text} ${emailChange(true)} ${QUEUED_MAIL}`),
      db.all<{
        id: string;
      }>(sql`update profiles set nombre = ${input.nombre}, apellidos = ${input.apellidos}, dni = ${input.dni},
                   areas_interes = ${JSON.stringify(input.areas)}, updated_at = ${now}
                 where id = ${userId} and ${allowed} returning id`),
    ]);
    deliverMailLater(app, [...queued, ...notice]);
    if (updated.length === 1) return { ok: true, emailPending: queued.length + notice.length ? input.email : null };
    for (const reason of ["profileDni", "emailChange", "emailChangeTarget"] as const)
      if (Number(found[reason])) return { ok: false, reason };
    if (Number(found.dniTaken)) return { ok: false, reason: "dniTaken" };
    if (Number(found.known) !== areas.length) return { ok: false, reason: "unknownAreas" };
    return { ok: false, reason: "notFound" };
  } catch (error) {
    // Two saves racing for one DNI end here, or a value the database's checks refuse; nothing was written.
    console.error("profile save failed:", error);
    const refusal = profileWriteRefusal(error);
    // A save never writes the address, so its unique index cannot be what refused it.
    return { ok: false, reason: refusal === "emailTaken" ? "failed" : refusal };
  }
}
