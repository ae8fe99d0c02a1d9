import { eq } from "drizzle-orm";
import { appSettings, auditLog } from "../../db/schema";
import type { Db } from "./db.server";

/** Sign-up is open unless an administrator closed it (no row: open). */
const SIGNUP = "signup";
const CLOSED = "closed";

/** The sign-up setting, as a statement for a page's batch; `isSignupOpen` reads its rows. */
export function signupSettingQuery(db: Db) {
  return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SIGNUP));
}

export function isSignupOpen(rows: { value: string }[]): boolean {
  return rows[0]?.value !== CLOSED;
}

export async function signupOpen(db: Db): Promise<boolean> {
  return isSignupOpen(await signupSettingQuery(db));
}

/** Opens or closes sign-up, and records who did it, in one batch. */
export async function setSignupOpen(db: Db, actorId: string, open: boolean) {
  const value = open ? "open" : CLOSED;
  const at = new Date().toISOString();
  await db.batch([
    db
      .insert(appSettings)
      .values({ key: SIGNUP, value, updatedAt: at, updatedBy: actorId })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at, updatedBy: actorId } }),
    db.insert(auditLog).values({ at, actorId, action: open ? "signup.opened" : "signup.closed" }),
  ]);
}
