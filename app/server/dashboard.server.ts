import { eq } from "drizzle-orm";
import { presencialNotifications } from "../../db/schema";
import { attemptsSummaryQuery } from "./catalog.server";
import type { Db } from "./db.server";
import { upcomingSessionsQuery } from "./presencial.server";

export const RECENT_SCENARIOS = 6;

export async function dashboardData(db: Db, userId: string) {
  const [recent, notify, upcoming] = await db.batch([
    attemptsSummaryQuery(db, userId, RECENT_SCENARIOS),
    db.select({ userId: presencialNotifications.userId }).from(presencialNotifications).where(eq(presencialNotifications.userId, userId)).limit(1),
    upcomingSessionsQuery(db, 1),
  ]);
  return { recent, notifying: notify.length > 0, nextSession: upcoming[0] ?? null };
}

/** 'Avísame': one row per user, kept up to date with their current address. */
export async function subscribeToNextSession(db: Db, user: { id: string; email: string }) {
  await db
    .insert(presencialNotifications)
    .values({ userId: user.id, email: user.email })
    .onConflictDoUpdate({ target: presencialNotifications.userId, set: { email: user.email } });
}
