import { and, asc, eq, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { categories, credentials, emailTokens, profiles } from "../../db/schema";
import { approvedMail, changeEmailMail, confirmEmailMail, newUserMail } from "../content/mails";
import type { ProfileUpdate, Registration } from "../domain/account-forms";
import { profileWriteMessage } from "../domain/db-errors";
import { ROLE_LABELS } from "../domain/roles";
import { contentAt, type VersionRows } from "./content.server";
import type { AppContext } from "./context.server";
import { deliverMail, deliverMailLater } from "./context.server";
import { randomToken, sha256Hex } from "./crypto.server";
import { batchOf, nowIso, runBatch, type Db, type Reader } from "./db.server";
import { queueMail, type Mail } from "./mail.server";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password.server";
import { countRateLimit, RATE_LIMIT_MESSAGES, withinRateLimit } from "./rate-limit.server";
import { prepareSession } from "./session.server";

const TOKEN_HOURS = 24;

export const ACCOUNT_MESSAGES = {
  emailTaken: "Ya existe una cuenta con ese email.",
  dniTaken: "Este DNI ya está registrado en otro perfil.",
  signupFailed: "No se pudo crear la cuenta (Auth). Vuelve a intentarlo en unos minutos o usa otro email.",
  badCredentials: "Email o contraseña incorrectos.",
  unknownAreas: "Formato de 'Áreas de interés' no válido. Vuelve a seleccionar las áreas e inténtalo de nuevo.",
  signupDisabled: "El registro está deshabilitado por el administrador.",
  deactivated: "Tu cuenta está desactivada. Contacta con el administrador.",
} as const;

type Failure = { ok: false; message: string; field?: string };

/** A single-use e-mail link: the URL to send and the row that remembers its hash. */
async function emailLink(
  app: AppContext,
  baseUrl: string,
  userId: string,
  purpose: "confirm" | "change_email",
  newEmail?: string,
) {
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


const insertedIds = (results: unknown[]) =>
  results.flatMap((result) => (Array.isArray(result) && result[0] && "id" in result[0] ? [result[0].id as number] : []));

/**
 * Sign-up: profile, credentials, confirmation link, the mails (to the person and to every admin)
 * and a session, written in one transaction. The person is signed in and waits on /pendiente.
 */
export async function registerAccount(
  app: AppContext,
  input: Registration,
  baseUrl: string,
): Promise<Failure | { ok: true; setCookie: string; userId: string }> {
  const [sameEmail, sameDni, admins, knownCategories] = await app.db.batch([
    app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, input.email)).limit(1),
    app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.dni, input.dni)).limit(1),
    app.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.isAdmin, true)),
    app.db.select({ name: categories.name }).from(categories),
  ]);
  if (sameEmail.length) return { ok: false, message: ACCOUNT_MESSAGES.emailTaken, field: "email" };
  if (sameDni.length) return { ok: false, message: ACCOUNT_MESSAGES.dniTaken, field: "dni" };
  const names = new Set(knownCategories.map((c) => c.name));
  if (!input.areas.every((area) => names.has(area))) return { ok: false, message: ACCOUNT_MESSAGES.unknownAreas, field: "areas" };

  const userId = crypto.randomUUID();
  const [passwordHash, link, session] = await Promise.all([
    hashPassword(input.password),
    emailLink(app, baseUrl, userId, "confirm"),
    prepareSession(app, userId),
  ]);
  const person = { ...input, rol: ROLE_LABELS[input.rol] };
  const mails: Mail[] = [
    { kind: "confirm", userId, to: input.email, ...confirmEmailMail(input, link.url) },
    ...admins.map((admin) => ({
      kind: "new_user" as const,
      userId,
      to: admin.email,
      ...newUserMail(person, `${baseUrl}/admin`),
    })),
  ];
  try {
    const results = await runBatch(app.db, [
      app.db.insert(profiles).values({
        id: userId,
        email: input.email,
        nombre: input.nombre,
        apellidos: input.apellidos,
        dni: input.dni,
        rol: input.rol,
        unidad: input.unidad,
        areasInteres: input.areas,
      }),
      app.db.insert(credentials).values({ userId, passwordHash }),
      link.statement,
      session.statement,
      ...mails.map((mail) => queueMail(app.db, mail)),
    ]);
    deliverMailLater(app, insertedIds(results));
    return { ok: true, setCookie: session.setCookie, userId };
  } catch (error) {
    // Two sign-ups racing for the same e-mail or DNI end here; nothing of either was half-written.
    const message = profileWriteMessage(error);
    console.error("sign-up failed:", error);
    if (message === ACCOUNT_MESSAGES.emailTaken || message === ACCOUNT_MESSAGES.dniTaken) return { ok: false, message };
    return { ok: false, message: ACCOUNT_MESSAGES.signupFailed };
  }
}

export type LoginOutcome =
  | { ok: true; userId: string; verified: boolean }
  | { ok: false; message: string; limited?: true };

/** Checks e-mail and password; an unknown e-mail costs the same time as a wrong password. */
/**
 * Checks an e-mail and password. Given a `subject` (address and e-mail), the attempt is counted
 * against the login rate limit in the same round trip as the lookup, and refused past it.
 */
export async function verifyLogin(app: AppContext, email: string, password: string, subject?: string): Promise<LoginOutcome> {
  const lookup = app.db
    .select({ id: profiles.id, verifiedAt: profiles.verifiedAt, deactivatedAt: profiles.deactivatedAt, hash: credentials.passwordHash })
    .from(profiles)
    .innerJoin(credentials, eq(credentials.userId, profiles.id))
    .where(eq(profiles.email, email.trim().toLowerCase()))
    .limit(1);
  const [counted, [row]] = subject === undefined ? [null, await lookup] : await app.db.batch([countRateLimit(app.db, "login", subject), lookup]);
  if (counted && !withinRateLimit("login", counted[0].count, app.env.RATE_LIMIT_FACTOR)) return { ok: false, message: RATE_LIMIT_MESSAGES.login, limited: true };
  const valid = await verifyPassword(password, row?.hash ?? DUMMY_HASH);
  if (!row || !valid) return { ok: false, message: ACCOUNT_MESSAGES.badCredentials };
  // Said only to whoever knows the password: the address alone reveals nothing.
  if (row.deactivatedAt) return { ok: false, message: ACCOUNT_MESSAGES.deactivated };
  return { ok: true, userId: row.id, verified: row.verifiedAt !== null };
}

export type ConfirmOutcome =
  | { status: "confirmed"; setCookie: string; approved: boolean; emailChanged: boolean }
  | { status: "invalid" }
  | { status: "email_taken" };

/**
 * Follows an e-mail link: confirms the sign-up address (or switches to the new address), spends
 * the token and signs the person in, all in one transaction.
 */
export async function confirmEmailToken(app: AppContext, token: string): Promise<ConfirmOutcome> {
  const now = nowIso();
  const tokenHash = await sha256Hex(token);
  const [link] = await app.db
    .select({ userId: emailTokens.userId, purpose: emailTokens.purpose, newEmail: emailTokens.newEmail, approved: profiles.approved })
    .from(emailTokens)
    .innerJoin(profiles, eq(profiles.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .limit(1);
  if (!link) return { status: "invalid" };
  const session = await prepareSession(app, link.userId);
  const update =
    link.purpose === "change_email" && link.newEmail
      ? { email: link.newEmail, updatedAt: now }
      : { verifiedAt: now, updatedAt: now };
  try {
    const [spent] = await app.db.batch([
      // The guard on used_at makes a second, simultaneous use of the same link a no-op.
      app.db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
        .returning({ userId: emailTokens.userId }),
      app.db
        .update(profiles)
        .set(update)
        .where(
          and(
            eq(profiles.id, link.userId),
            link.purpose === "confirm" ? isNull(profiles.verifiedAt) : ne(profiles.email, link.newEmail ?? ""),
          ),
        ),
      session.statement,
    ]);
    if (spent.length === 0) return { status: "invalid" };
  } catch (error) {
    if (profileWriteMessage(error) === ACCOUNT_MESSAGES.emailTaken) return { status: "email_taken" };
    throw error;
  }
  return { status: "confirmed", setCookie: session.setCookie, approved: link.approved, emailChanged: link.purpose === "change_email" };
}

/** A fresh confirmation link for an unconfirmed account, sent now so that the caller can say whether it went. */
export async function resendConfirmation(
  app: AppContext,
  userId: string,
  baseUrl: string,
  read: Reader = batchOf(app.db),
): Promise<{ status: "sent" | "failed" | "already_verified" | "not_found" }> {
  const [[person]] = await read([
    app.db.select({ nombre: profiles.nombre, email: profiles.email, verifiedAt: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, userId)).limit(1),
  ]);
  if (!person) return { status: "not_found" };
  if (person.verifiedAt) return { status: "already_verified" };
  const link = await emailLink(app, baseUrl, userId, "confirm");
  const results = await app.db.batch([
    // Older confirmation links stop working once a new one is sent.
    app.db
      .update(emailTokens)
      .set({ usedAt: nowIso() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "confirm"), isNull(emailTokens.usedAt))),
    link.statement,
    queueMail(app.db, { kind: "confirm", userId, to: person.email, ...confirmEmailMail(person, link.url) }),
  ]);
  const { sent } = await deliverMail(app, insertedIds(results));
  return { status: sent.length ? "sent" : "failed" };
}

/** The person's id for an e-mail address (resend from the expired-link page). */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)).limit(1);
  return row?.id ?? null;
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
 * Approves the account and notifies the person; the notice is retried by the outbox if it fails now.
 * `changed` says whether this call approved it: of simultaneous approvals one wins, the rest
 * change nothing and queue nothing.
 */
export async function approveAccount(
  app: AppContext,
  actor: string | (() => { id: string }),
  userId: string,
  baseUrl: string,
  read: Reader = batchOf(app.db),
): Promise<{ ok: boolean; changed: boolean; message: string }> {
  const now = nowIso();
  // Read only to write the notice's text (with the admin's own check, through `read`); whether anything happens is decided in the batch.
  const [[person]] = await read([app.db.select({ nombre: profiles.nombre, email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).limit(1)]);
  const actorId = typeof actor === "string" ? actor : actor().id;
  if (!person) return { ok: false, changed: false, message: ADMIN_MESSAGES.notFound };
  const mail = approvedMail(person, `${baseUrl}/`);
  // One transaction (sqld runs write transactions one at a time): the notice is queued only while
  // the account is still unapproved, i.e. by the batch whose update below then approves it.
  const [queued, , approved] = await app.db.batch([
    app.db.all<{ id: number }>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'approved', id, email, ${mail.subject}, ${mail.text} from profiles where id = ${userId} and approved = 0
                 returning id`),
    app.db.run(sql`insert into audit_log (actor_id, action, target_user_id)
                   select ${actorId}, 'account.approved', id from profiles where id = ${userId} and approved = 0`),
    app.db
      .update(profiles)
      .set({ approved: true, approvedAt: now, updatedAt: now })
      .where(and(eq(profiles.id, userId), eq(profiles.approved, false)))
      .returning({ id: profiles.id }),
  ]);
  if (approved.length === 0) return { ok: false, changed: false, message: ADMIN_MESSAGES.alreadyApproved };
  const { sent } = await deliverMail(app, insertedIds([queued]));
  return { ok: true, changed: true, message: sent.length ? ADMIN_MESSAGES.approvedNotified : ADMIN_MESSAGES.approvedNotNotified };
}

export type AdminUserRow = Pick<
  typeof profiles.$inferSelect,
  "id" | "email" | "nombre" | "apellidos" | "rol" | "unidad" | "dni" | "approved" | "approvedAt" | "verifiedAt" | "notifiedAt" | "isAdmin" | "deactivatedAt" | "deletionRequestedAt" | "createdAt"
>;

/** Every account an administrator manages; `adminId` (SQL) gates it: nobody else's batch reads them. */
export function accountsQuery(db: Db, adminId: SQL) {
  return db
    .select({
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
    })
    .from(profiles)
    // Deleted accounts are anonymous rows kept for the figures, no longer people to manage.
    .where(and(isNull(profiles.erasedAt), sql`${adminId} is not null`))
    .orderBy(asc(profiles.createdAt));
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

/**
 * Saves 'Mi perfil'. A new e-mail is not applied here: a link goes to the new address and the
 * change happens when it is followed.
 */
export async function updateProfile(
  app: AppContext,
  userId: string,
  input: ProfileUpdate,
  baseUrl: string,
): Promise<Failure | { ok: true; emailPending: string | null }> {
  const [current, clash, knownCategories] = await app.db.batch([
    app.db.select({ email: profiles.email, nombre: profiles.nombre }).from(profiles).where(eq(profiles.id, userId)).limit(1),
    app.db
      .select({ email: profiles.email, dni: profiles.dni })
      .from(profiles)
      .where(and(ne(profiles.id, userId), or(eq(profiles.email, input.email), eq(profiles.dni, input.dni))))
      .limit(2),
    app.db.select({ name: categories.name }).from(categories),
  ]);
  const me = current[0];
  if (!me) return { ok: false, message: ADMIN_MESSAGES.notFound };
  if (clash.some((row) => row.dni === input.dni)) return { ok: false, message: ACCOUNT_MESSAGES.dniTaken, field: "dni" };
  const emailChanges = input.email !== me.email;
  if (emailChanges && clash.some((row) => row.email === input.email))
    return { ok: false, message: "No se pudo actualizar el email: ya existe una cuenta con ese email.", field: "email" };
  const names = new Set(knownCategories.map((c) => c.name));
  if (!input.areas.every((area) => names.has(area))) return { ok: false, message: ACCOUNT_MESSAGES.unknownAreas, field: "areas" };

  const statements: BatchItem<"sqlite">[] = [
    app.db
      .update(profiles)
      .set({
        nombre: input.nombre,
        apellidos: input.apellidos,
        dni: input.dni,
        rol: input.rol,
        unidad: input.unidad,
        areasInteres: input.areas,
        updatedAt: nowIso(),
      })
      .where(eq(profiles.id, userId)),
  ];
  if (emailChanges) {
    const link = await emailLink(app, baseUrl, userId, "change_email", input.email);
    statements.push(
      link.statement,
      queueMail(app.db, { kind: "change_email", userId, to: input.email, ...changeEmailMail({ nombre: input.nombre }, link.url) }),
    );
  }
  try {
    const results = await runBatch(app.db, statements);
    deliverMailLater(app, insertedIds(results));
    return { ok: true, emailPending: emailChanges ? input.email : null };
  } catch (error) {
    console.error("profile save failed:", error);
    return { ok: false, message: profileWriteMessage(error) };
  }
}
