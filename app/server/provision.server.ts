import { eq, sql } from "drizzle-orm";
import { categories, credentials, profiles } from "../../db/schema";
import { randomToken } from "./crypto.server";
import { nowIso, type Db } from "./db.server";
import { hashPassword } from "./password.server";

/** Adds missing categories; existing rows (and what points at them) are left alone. */
export async function seedCategories(db: Db, names: readonly string[]) {
  if (names.length === 0) return;
  await db
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

/**
 * Makes sure the given account exists, confirmed, approved and admin, with the given password.
 * Without an e-mail: when no admin exists, creates one with a random password and returns it so
 * that it can be printed once.
 */
export async function ensureAdmin(
  db: Db,
  wanted: { email?: string; password?: string },
): Promise<{ email: string; password?: string } | null> {
  if (!wanted.email) {
    const [admin] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true)).limit(1);
    if (admin) return null;
  }
  const now = nowIso();
  const email = (wanted.email ?? "admin@simped.local").trim().toLowerCase();
  const password = wanted.password ?? randomToken(12);
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)).limit(1);
  const id = existing?.id ?? crypto.randomUUID();
  const account = existing
    ? db
        .update(profiles)
        .set({
          approved: true,
          isAdmin: true,
          verifiedAt: sql`coalesce(${profiles.verifiedAt}, ${now})`,
          approvedAt: sql`coalesce(${profiles.approvedAt}, ${now})`,
          updatedAt: now,
        })
        .where(eq(profiles.id, id))
    : db.insert(profiles).values({
        id,
        email,
        nombre: "Administración",
        apellidos: "",
        dni: await freeAdminDni(db),
        rol: "medico",
        unidad: "UCI",
        approved: true,
        approvedAt: now,
        isAdmin: true,
        verifiedAt: now,
      });
  await db.batch([
    account,
    db
      .insert(credentials)
      .values({ userId: id, passwordHash })
      .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: now } }),
  ]);
  return { email, password: wanted.password ? undefined : password };
}

/**
 * Admins created by the start script need a DNI that is valid but belongs to nobody: the first
 * of 00000000T, 00000001R, … that no profile uses.
 */
async function freeAdminDni(db: Db): Promise<string> {
  const letters = "TRWAGMYFPDXBNJZSQVHLCKE";
  const used = new Set(
    (await db.select({ dni: profiles.dni }).from(profiles).where(sql`dni like '0000%'`)).map((row) => row.dni),
  );
  for (let n = 0; ; n++) {
    const dni = `${String(n).padStart(8, "0")}${letters[n % 23]}`;
    if (!used.has(dni)) return dni;
  }
}
