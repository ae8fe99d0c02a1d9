import { ownedThreatsQuery } from "./safety.server";
import { and, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import { attempts, presencialNotifications, profiles } from "../../db/schema";
import { isStartable } from "../domain/attempts";
import { attemptsSummaryQuery } from "./catalog.server";
import { ContentUnavailable, contentAt, contentVersionQuery } from "./content.server";
import { nowIso, type Db, type NamedRows, type UserRef } from "./db.server";
import { closeStatement } from "../online/attempts.server";
import { failedName, failedStatement } from "./failures.server";
import { upcomingSessionsQuery } from "../presencial/store.server";
import { pendingReflectionsQuery } from "../presencial/reflection.server";

const RECENT_SCENARIOS = 6;

/** The panel's reads, for the batch that also reads who is asking (`readAsViewer`). */
export function dashboardReads(db: Db, userId: SQL) {
  return {
    // Whoever looks closes what ran out of time (decision 0035).
    expired: closeStatement(db, { expired: { userId } }, nowIso()),
    recent: attemptsSummaryQuery(db, userId, RECENT_SCENARIOS),
    notify: db
      .select({ userId: presencialNotifications.userId })
      .from(presencialNotifications)
      .where(eq(presencialNotifications.userId, userId))
      .limit(1),
    upcoming: upcomingSessionsQuery(db, 1),
    // Requests waiting for an administrator (read for everyone in the same trip; shown to admins).
    pending: db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.approved, false), isNull(profiles.deactivatedAt), isNull(profiles.erasedAt))),
    // Every scenario the person has tried, and the content's version: 'Nuevo' is for what they have not.
    tried: db.selectDistinct({ id: attempts.scenarioId }).from(attempts).where(eq(attempts.userId, userId)),
    contentVersion: contentVersionQuery(db),
    // Recent sessions the person took part in, for their reflection (decision 0044).
    reflections: pendingReflectionsQuery(db, userId),
    // The safety threats this person owns and has still to deal with.
    threats: ownedThreatsQuery(db, userId),
  };
}

type DashboardRows = NamedRows<ReturnType<typeof dashboardReads>>;

export async function dashboardView(
  db: Db,
  { recent, notify, upcoming, pending, tried, contentVersion, reflections, threats }: DashboardRows,
  isAdmin: boolean,
) {
  const done = new Set(tried.map((row) => row.id));
  const content = await contentAt(db, contentVersion);
  // Online scenarios one can start that this person has never tried.
  const untried = content.catalog.filter(
    (s) => s.mode.includes("online") && !s.archived && isStartable(s.status) && !done.has(s.id),
  ).length;
  return {
    recent,
    notifying: notify.length > 0,
    nextSession: upcoming[0] ?? null,
    pendingRequests: isAdmin ? pending[0].n : null,
    untried,
    reflections: reflections
      .filter((row) => !row.given)
      .map(({ sessionId, scenarioTitle, endedAt }) => ({ sessionId, scenarioTitle, endedAt })),
    threats,
  };
}

/** What a failed dashboard batch was reading: who is asking, the recent scenarios (its first read) or the rest of the panel. */
export function dashboardFailure(error: unknown): "session" | "scenarios" | "panel" {
  if (error instanceof ContentUnavailable) return "scenarios";
  if (failedStatement(error) === -1) return "session";
  return ["expired", "recent", "tried", "contentVersion"].includes(failedName(error) ?? "") ? "scenarios" : "panel";
}

/** 'Avísame': one row per user, kept up to date with their current address; a statement keyed by the user's id (or the viewer's SQL). */
export function subscribeToNextSession(db: Db, userId: UserRef) {
  return db.run(sql`insert into ${presencialNotifications} (user_id, email)
    select ${profiles.id}, ${profiles.email} from ${profiles} where ${profiles.id} = ${userId}
    on conflict (user_id) do update set email = excluded.email`);
}
