import { and, desc, eq, gte, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { presencialParticipants, presencialReflections, presencialSessions, scenarios } from "../../db/schema";
import type { Db, UserRef } from "../server/db.server";
import { reflectionOpenSince, type ReflectionInput } from "./reflection";

/**
 * The learner's reflection (decision 0044). Every statement is keyed by the person's id (the
 * viewer's SQL in a page's batch), so a stranger, a pending account or a participant of another
 * session reads and writes nothing, whatever they post.
 */

const reflectionColumns = {
  wentWell: presencialReflections.wentWell,
  wouldChange: presencialReflections.wouldChange,
  confidenceBefore: presencialReflections.confidenceBefore,
  confidenceAfter: presencialReflections.confidenceAfter,
  dismissedAt: presencialReflections.dismissedAt,
  updatedAt: presencialReflections.updatedAt,
};

/**
 * The ended sessions a person took part in as a linked participant, with their reflection if any
 * (newest first); `since` keeps the recent ones, `sessionId` one session.
 */
export function reflectionsOfQuery(db: Db, userId: UserRef, only: { since?: string; sessionId?: string } = {}) {
  return db
    .selectDistinct({
      sessionId: presencialSessions.id,
      scenarioTitle: scenarios.title,
      endedAt: sql<string>`${presencialSessions.endedAt}`,
      given: sql<number>`${presencialReflections.sessionId} is not null`,
      ...reflectionColumns,
    })
    .from(presencialParticipants)
    .innerJoin(presencialSessions, eq(presencialSessions.id, presencialParticipants.sessionId))
    .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
    .leftJoin(
      presencialReflections,
      and(
        eq(presencialReflections.sessionId, presencialParticipants.sessionId),
        eq(presencialReflections.userId, presencialParticipants.userId),
      ),
    )
    .where(
      and(
        eq(presencialParticipants.userId, userId),
        ne(presencialParticipants.role, "instructor"),
        isNotNull(presencialSessions.endedAt),
        only.since ? gte(presencialSessions.endedAt, only.since) : undefined,
        only.sessionId ? eq(presencialSessions.id, only.sessionId) : undefined,
      ),
    )
    .orderBy(desc(presencialSessions.endedAt));
}

/** The dashboard's question: recent ended sessions of the person with no reflection given nor dismissed. */
export function pendingReflectionsQuery(db: Db, userId: UserRef) {
  return reflectionsOfQuery(db, userId, { since: reflectionOpenSince() });
}

/** One session as its participant sees it on the reflection's page: nothing for anyone who did not take part. */
export function reflectionPageQuery(db: Db, sessionId: string, userId: UserRef) {
  return reflectionsOfQuery(db, userId, { sessionId });
}

/** The session as the writer stands to it, read in the write's own transaction: why a write matched nothing. */
function reflectionStateQuery(db: Db, sessionId: string, userId: UserRef) {
  return db
    .select({
      endedAt: presencialSessions.endedAt,
      // Raw names: drizzle leaves a one-table query's columns unqualified, and the subquery must see the outer row's.
      isParticipant: sql<boolean>`exists (select 1 from presencial_participants rp where rp.session_id = presencial_sessions.id
        and rp.user_id = ${userId} and rp.role <> 'instructor')`.mapWith(Boolean),
    })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, sessionId))
    .limit(1);
}

/**
 * Saves (or, given `null`, dismisses: «Ahora no») the person's reflection on a session: one
 * statement that writes only for a linked participant of that session once it has ended and within
 * the window, and the state that says why when it did not. A dismissal never hides a reflection
 * already given; saving after a dismissal replaces it.
 */
export function reflectionWrite(db: Db, sessionId: string, userId: UserRef, input: ReflectionInput | null, since: string) {
  const allowed = sql`from ${presencialSessions} s where s.id = ${sessionId} and s.ended_at is not null and s.ended_at >= ${since}
    and exists (select 1 from ${presencialParticipants} p where p.session_id = s.id and p.user_id = ${userId} and p.role <> 'instructor')`;
  const now = new Date().toISOString();
  const write = input
    ? db.run(sql`insert into ${presencialReflections} (session_id, user_id, went_well, would_change, confidence_before, confidence_after, dismissed_at, updated_at)
        select s.id, ${userId}, ${input.wentWell}, ${input.wouldChange}, ${input.confidenceBefore}, ${input.confidenceAfter}, null, ${now} ${allowed}
        on conflict (session_id, user_id) do update set went_well = excluded.went_well, would_change = excluded.would_change,
          confidence_before = excluded.confidence_before, confidence_after = excluded.confidence_after, dismissed_at = null, updated_at = excluded.updated_at`)
    : db.run(sql`insert into ${presencialReflections} (session_id, user_id, dismissed_at, updated_at)
        select s.id, ${userId}, ${now}, ${now} ${allowed}
        on conflict (session_id, user_id) do nothing`);
  return { write, state: reflectionStateQuery(db, sessionId, userId) };
}

/**
 * The reflections given on a session that the viewer may read in its report: every one for an
 * administrator (the instructor, until issue 30), else only the viewer's own.
 */
export function reportReflectionsQuery(db: Db, sessionId: string, viewerId: SQL) {
  return db
    .select({
      userId: presencialReflections.userId,
      // Raw names, as above: the subqueries must see the outer row's columns.
      name: sql<string | null>`(select rp.name from presencial_participants rp where rp.session_id = presencial_reflections.session_id
        and rp.user_id = presencial_reflections.user_id and rp.role <> 'instructor' order by rp.id limit 1)`,
      role: sql<string | null>`(select rp.role from presencial_participants rp where rp.session_id = presencial_reflections.session_id
        and rp.user_id = presencial_reflections.user_id and rp.role <> 'instructor' order by rp.id limit 1)`,
      own: sql<number>`${presencialReflections.userId} = ${viewerId}`,
      ...reflectionColumns,
    })
    .from(presencialReflections)
    .where(
      and(
        eq(presencialReflections.sessionId, sessionId),
        sql`${presencialReflections.dismissedAt} is null`,
        sql`(${presencialReflections.userId} = ${viewerId} or exists (select 1 from profiles ra where ra.id = ${viewerId} and ra.is_admin = 1))`,
      ),
    )
    .orderBy(presencialReflections.createdAt);
}

export type ReportReflection = Awaited<ReturnType<typeof reportReflectionsQuery>>[number];
export type OwnReflection = Awaited<ReturnType<typeof reflectionsOfQuery>>[number];
