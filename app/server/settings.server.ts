import { eq, sql } from "drizzle-orm";
import type { AuditAction } from "../domain/audit";
import { appSettings, auditLog } from "../../db/schema";
import { batchOf, type Db, type Reader, type UserRef } from "./db.server";

/** Sign-up is open unless an administrator closed it (no row: open). */
const SIGNUP = "signup";
const CLOSED = "closed";

/** The sign-up setting, as a statement for a page's batch; `isSignupOpen` reads its rows. */
export function signupSettingQuery(db: Db) {
  return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SIGNUP));
}

/** Whether sign-up is open, as SQL, for the writes of a batch that must not happen otherwise. */
export const signupOpenSql = sql`not exists (select 1 from ${appSettings} where key = ${SIGNUP} and value = ${CLOSED})`;

export function isSignupOpen(rows: { value: string }[]): boolean {
  return rows[0]?.value !== CLOSED;
}

export async function signupOpen(db: Db): Promise<boolean> {
  return isSignupOpen(await signupSettingQuery(db));
}

/**
 * Opens or closes sign-up, and records who did it, in one batch. The actor may be the admin's SQL
 * id (`asViewer`): both writes then happen only for an administrator, whatever the batch's answer.
 */
export async function setSignupOpen(db: Db, actorId: UserRef, open: boolean, read: Reader = batchOf(db)) {
  const value = open ? "open" : CLOSED;
  const at = new Date().toISOString();
  const action: AuditAction = open ? "signup.opened" : "signup.closed";
  await read([
    db.run(sql`insert into ${appSettings} (key, value, updated_at, updated_by) select ${SIGNUP}, ${value}, ${at}, ${actorId} where ${actorId} is not null
               on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`),
    db.run(sql`insert into ${auditLog} (at, actor_id, action) select ${at}, ${actorId}, ${action} where ${actorId} is not null`),
  ]);
}
