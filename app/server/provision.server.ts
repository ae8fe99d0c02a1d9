import { and, eq, isNull, sql } from "drizzle-orm";
import { auditLog, categories, credentials, emailTokens, profiles, rateLimits, sessions } from "../../db/schema";
import { randomToken } from "./crypto.server";
import { nowIso, type Db } from "./db.server";
import { dniFor } from "../domain/dni";
import { hashPassword } from "./password.server";
import { rateLimitKey } from "./rate-limit.server";

/** Adds missing categories; existing rows (and what points at them) are left alone. */
export async function seedCategories(db: Db, names: readonly string[]) {
  if (names.length === 0) return;
  await db
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export const ERASED_ACCOUNT = "Esa dirección es de una cuenta eliminada, que no se puede reactivar.";

const ADMIN_DEFAULTS = { nombre: "Administración", apellidos: "", rol: "medico", unidad: "UCI" } as const;

/**
 * Makes sure the given account exists, confirmed, approved and admin, with the given password.
 * Without an e-mail: when no admin exists, creates one with a random password and returns it so
 * that it can be printed once.
 *
 * When the address belongs to an account that is not admin yet (someone signed up with it first),
 * taking it over is one batch: its sessions and pending e-mail links (confirmation, change of
 * address, which would sign their holder in) are dropped, the password becomes the given one, and
 * the audit log records it. Already-admin accounts (every later start) only get the password set.
 */
export async function ensureAdmin(db: Db, wanted: { email?: string; password?: string }): Promise<{ email: string; password?: string }> {
  if (!wanted.email) {
    const [admin] = await db
      .select({ email: profiles.email })
      .from(profiles)
      .where(eq(profiles.isAdmin, true))
      .orderBy(profiles.createdAt)
      .limit(1);
    if (admin) return { email: admin.email };
  }
  const now = nowIso();
  const email = (wanted.email ?? "admin@simped.local").trim().toLowerCase();
  const password = wanted.password ?? randomToken(12);
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: profiles.id, erasedAt: profiles.erasedAt })
    .from(profiles)
    .where(eq(profiles.email, email))
    .limit(1);
  // An erased account is an anonymous row kept for the figures: it never becomes anyone's again.
  if (existing?.erasedAt) throw new Error(ERASED_ACCOUNT);
  const id = existing?.id ?? crypto.randomUUID();
  const setPassword = db
    .insert(credentials)
    .values({ userId: id, passwordHash })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: now } });
  if (!existing) {
    await db.batch([
      db.insert(profiles).values({
        id,
        email,
        ...ADMIN_DEFAULTS,
        dni: await freeAdminDni(db),
        approved: true,
        approvedAt: now,
        isAdmin: true,
        verifiedAt: now,
      }),
      setPassword,
      db.insert(auditLog).values({ action: "admin.created", targetUserId: id, details: { preexisting: false } }),
    ]);
    return { email, password: wanted.password ? undefined : password };
  }
  // Every take-over statement is guarded by "not admin yet" and runs before the update that makes
  // it admin, in the same transaction: a restart (already admin) revokes and records nothing.
  const takeover = sql`exists (select 1 from ${profiles} where ${profiles.id} = ${id} and ${profiles.isAdmin} = 0)`;
  // Personal fields are reset only when the holder never confirmed the address: nothing shows the
  // name, DNI (perhaps someone else's, which would stay taken) and unit they typed are the admin's.
  // A confirmed holder owns the mailbox, i.e. is the admin who signed up first: their data stays.
  const unconfirmed = sql`${profiles.verifiedAt} is null`;
  const keepOrReset = (column: unknown, value: string) => sql`case when ${unconfirmed} then ${value} else ${column} end`;
  const freshDni = await freeAdminDni(db);
  await db.batch([
    db.run(sql`insert into ${auditLog} (action, target_user_id, details)
               select 'admin.provisioned', ${id}, json_object(
                 'preexisting', json('true'),
                 'sessionsRevoked', (select count(*) from ${sessions} where ${sessions.userId} = ${id}),
                 'emailLinksDropped', (select count(*) from ${emailTokens} where ${emailTokens.userId} = ${id}),
                 'personalReset', json(case when ${unconfirmed} then 'true' else 'false' end))
               from ${profiles} where ${profiles.id} = ${id} and ${profiles.isAdmin} = 0`),
    db.delete(sessions).where(and(eq(sessions.userId, id), takeover)),
    db.delete(emailTokens).where(and(eq(emailTokens.userId, id), takeover)),
    db
      .update(profiles)
      .set({
        nombre: keepOrReset(profiles.nombre, ADMIN_DEFAULTS.nombre),
        apellidos: keepOrReset(profiles.apellidos, ADMIN_DEFAULTS.apellidos),
        rol: keepOrReset(profiles.rol, ADMIN_DEFAULTS.rol),
        unidad: keepOrReset(profiles.unidad, ADMIN_DEFAULTS.unidad),
        dni: keepOrReset(profiles.dni, freshDni),
        areasInteres: sql`case when ${unconfirmed} then '[]' else ${profiles.areasInteres} end`,
        approved: true,
        isAdmin: true,
        deactivatedAt: null,
        verifiedAt: sql`coalesce(${profiles.verifiedAt}, ${now})`,
        approvedAt: sql`coalesce(${profiles.approvedAt}, ${now})`,
        updatedAt: now,
      })
      .where(and(eq(profiles.id, id), isNull(profiles.erasedAt))),
    setPassword,
  ]);
  return { email, password: wanted.password ? undefined : password };
}

/**
 * `npm run admin -- restablecer`: a new password for the account, every session, pending link and
 * lockout of it ended, and the audit log told (by the command line, no administrator), in one transaction.
 */
export async function resetPasswordFromCli(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  const [found] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.email, email.trim().toLowerCase()), isNull(profiles.erasedAt)))
    .limit(1);
  if (!found) return false;
  await db.batch([
    db.update(credentials).set({ passwordHash, updatedAt: now }).where(eq(credentials.userId, found.id)),
    db.delete(sessions).where(eq(sessions.userId, found.id)),
    db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey("loginAccount", found.id))),
    db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, found.id), eq(emailTokens.purpose, "reset"), isNull(emailTokens.usedAt))),
    db.insert(auditLog).values({ action: "password.reset_cli", targetUserId: found.id, details: { via: "npm run admin" } }),
  ]);
  return true;
}

/** `npm run admin -- listar`: every administrator, active or not. */
export function listAdmins(db: Db) {
  return db
    .select({
      email: profiles.email,
      nombre: profiles.nombre,
      apellidos: profiles.apellidos,
      deactivatedAt: profiles.deactivatedAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.isAdmin, true))
    .orderBy(profiles.createdAt);
}

/**
 * Admins created by the start script need a DNI that is valid but belongs to nobody: the first
 * of 00000000T, 00000001R, … that no profile uses.
 */
async function freeAdminDni(db: Db): Promise<string> {
  const used = new Set(
    (
      await db
        .select({ dni: profiles.dni })
        .from(profiles)
        .where(sql`dni like '0000%'`)
    ).map((row) => row.dni),
  );
  for (let n = 0; ; n++) {
    const dni = dniFor(n);
    if (!used.has(dni)) return dni;
  }
}
