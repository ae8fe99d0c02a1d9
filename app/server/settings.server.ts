import { eq } from "drizzle-orm";
import { appSettings, auditLog } from "../../db/schema";
import type { Db } from "./db.server";

/** Sign-up is open unless an administrator closed it (no row: open). */
const SIGNUP = "signup";
const CLOSED = "closed";

export async function signupOpen(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SIGNUP));
  return row?.value !== CLOSED;
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
