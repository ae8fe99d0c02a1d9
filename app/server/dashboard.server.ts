import { and, count, eq, isNull, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { presencialNotifications, profiles } from "../../db/schema";
import { attemptsSummaryQuery } from "./catalog.server";
import type { Db } from "./db.server";
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

/** 'Avísame': one row per user, kept up to date with their current address. */
export async function subscribeToNextSession(db: Db, user: { id: string; email: string }) {
  await db
    .insert(presencialNotifications)
    .values({ userId: user.id, email: user.email })
    .onConflictDoUpdate({ target: presencialNotifications.userId, set: { email: user.email } });
}
