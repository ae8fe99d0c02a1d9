import { and, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { presencialNotifications, profiles } from "../../db/schema";
import { attemptsSummaryQuery } from "./catalog.server";
import type { Db, UserRef } from "./db.server";
import { failedStatement } from "./failures.server";
import { upcomingSessionsQuery } from "./presencial.server";

export const RECENT_SCENARIOS = 6;

/** The panel's reads, for the batch that also reads who is asking (`readAsViewer`). */
export function dashboardReads(db: Db, userId: SQL) {
  return [
    attemptsSummaryQuery(db, userId, RECENT_SCENARIOS), // first: see dashboardFailure
    db.select({ userId: presencialNotifications.userId }).from(presencialNotifications).where(eq(presencialNotifications.userId, userId)).limit(1),
    upcomingSessionsQuery(db, 1),
    // Requests waiting for an administrator (read for everyone in the same trip; shown to admins).
    db.select({ n: count() }).from(profiles).where(and(eq(profiles.approved, false), isNull(profiles.deactivatedAt), isNull(profiles.erasedAt))),
  ] as const;
}

type DashboardRows = BatchResponse<ReturnType<typeof dashboardReads>>;

export function dashboardView([recent, notify, upcoming, pending]: DashboardRows, isAdmin: boolean) {
  return { recent, notifying: notify.length > 0, nextSession: upcoming[0] ?? null, pendingRequests: isAdmin ? pending[0].n : null };
}

/** What a failed dashboard batch was reading: who is asking, the recent scenarios (its first read) or the rest of the panel. */
export function dashboardFailure(error: unknown): "session" | "scenarios" | "panel" {
  const statement = failedStatement(error);
  return statement === -1 ? "session" : statement === 0 ? "scenarios" : "panel";
}

/** 'Avísame': one row per user, kept up to date with their current address; a statement keyed by the user's id (or the viewer's SQL). */
export function subscribeToNextSession(db: Db, userId: UserRef) {
  return db.run(sql`insert into ${presencialNotifications} (user_id, email)
    select ${profiles.id}, ${profiles.email} from ${profiles} where ${profiles.id} = ${userId}
    on conflict (user_id) do update set email = excluded.email`);
}
