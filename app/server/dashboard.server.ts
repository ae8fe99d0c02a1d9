import { eq } from "drizzle-orm";
import { presencialNotifications } from "../../db/schema";
import { attemptsSummaryQuery } from "./catalog.server";
import type { Db } from "./db.server";
import { failedStatement } from "./failures.server";
import { upcomingSessionsQuery } from "./presencial.server";

export const RECENT_SCENARIOS = 6;

export async function dashboardData(db: Db, userId: string) {
  const [recent, notify, upcoming] = await db.batch([
    attemptsSummaryQuery(db, userId, RECENT_SCENARIOS), // first: see dashboardFailure
    db.select({ userId: presencialNotifications.userId }).from(presencialNotifications).where(eq(presencialNotifications.userId, userId)).limit(1),
    upcomingSessionsQuery(db, 1),
  ]);
  return { recent, notifying: notify.length > 0, nextSession: upcoming[0] ?? null };
}

/** What a failed dashboardData was reading: the recent scenarios (its first statement) or the rest of the panel. */
export function dashboardFailure(error: unknown): "scenarios" | "panel" {
  return failedStatement(error) === 0 ? "scenarios" : "panel";
}

/** 'Avísame': one row per user, kept up to date with their current address. */
export async function subscribeToNextSession(db: Db, user: { id: string; email: string }) {
  await db
    .insert(presencialNotifications)
    .values({ userId: user.id, email: user.email })
    .onConflictDoUpdate({ target: presencialNotifications.userId, set: { email: user.email } });
}
