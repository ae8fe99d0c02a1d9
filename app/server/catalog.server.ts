import { and, asc, count, desc, eq, inArray, isNull, max, sql, type SQLWrapper } from "drizzle-orm";
import { attempts, caseResources, categories, scenarioCategories, scenarios } from "../../db/schema";
import type { CatalogScenario } from "../domain/catalog";
import type { Db, NamedRows, UserRef } from "./db.server";
import { nowIso } from "./db.server";
import { contentAt, contentVersionQuery } from "./content.server";
import { closeStatement } from "../online/attempts.server";

const scenarioColumns = {
  id: scenarios.id,
  title: scenarios.title,
  summary: scenarios.summary,
  level: scenarios.level,
  mode: scenarios.mode,
  status: scenarios.status,
  estimatedMinutes: scenarios.estimatedMinutes,
  maxAttempts: scenarios.maxAttempts,
  passMark: scenarios.passMark,
  archived: sql<boolean>`${scenarios.archivedAt} is not null`.mapWith(Boolean),
};

/** Every scenario with its category names. */
export function catalogQuery(db: Db) {
  return db
    .select({
      ...scenarioColumns,
      categories: sql<string>`coalesce(json_group_array(categories.name) filter (where categories.name is not null), '[]')`,
    })
    .from(scenarios)
    .leftJoin(scenarioCategories, eq(scenarioCategories.scenarioId, scenarios.id))
    .leftJoin(categories, eq(categories.id, scenarioCategories.categoryId))
    .groupBy(scenarios.id);
}

export function toCatalog(rows: Awaited<ReturnType<typeof catalogQuery>>): CatalogScenario[] {
  return rows.map((row) => ({ ...row, categories: JSON.parse(row.categories) as string[] }));
}

export function categoryNamesQuery(db: Db) {
  return db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name));
}

/** Resources of some scenarios (ids or a subquery of ids), ordered by weight then title. */
export function resourcesQuery(db: Db, scenarioIds: number[] | SQLWrapper, limit?: number) {
  const ids = Array.isArray(scenarioIds) && scenarioIds.length === 0 ? [-1] : scenarioIds;
  const query = db
    .select()
    .from(caseResources)
    .where(inArray(caseResources.scenarioId, ids))
    .orderBy(asc(caseResources.weight), asc(caseResources.title));
  return limit ? query.limit(limit) : query;
}

/** The confirm screen: scenario, brief, up to 12 readings, the user's attempt count and open attempt. */
/** The confirm page's reads, for the batch that also reads who is asking (`readAsViewer`); the scenario itself is content. */
export function confirmReads(db: Db, userId: UserRef, scenarioId: number) {
  const now = nowIso();
  return {
    // Whoever looks closes what ran out of time (decision 0035).
    expired: closeStatement(db, { expired: { userId, scenarioId } }, now),
    counted: db
      .select({ n: count() })
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.scenarioId, scenarioId))),
    open: db
      .select({ id: attempts.id })
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          eq(attempts.scenarioId, scenarioId),
          isNull(attempts.finishedAt),
          sql`${attempts.expiresAt} > ${now}`,
        ),
      )
      .orderBy(desc(attempts.startedAt))
      .limit(1),
    contentVersion: contentVersionQuery(db),
  };
}

export async function confirmView(
  db: Db,
  { counted, open, contentVersion }: NamedRows<ReturnType<typeof confirmReads>>,
  scenarioId: number,
) {
  const content = await contentAt(db, contentVersion);
  return {
    scenario: content.catalog.find((scenario) => scenario.id === scenarioId) ?? null,
    brief: content.briefs.get(scenarioId) ?? null,
    resources: (content.resources.get(scenarioId) ?? []).slice(0, 12),
    attemptsCount: counted[0]?.n ?? 0,
    openAttemptId: open[0]?.id ?? null,
  };
}

/** v_user_attempts_summary: per scenario the user tried, how many attempts and the last start. */
export function attemptsSummaryQuery(db: Db, userId: UserRef, limit: number) {
  return db
    .select({
      scenarioId: attempts.scenarioId,
      title: scenarios.title,
      maxAttempts: scenarios.maxAttempts,
      attemptsCount: count(),
      lastStartedAt: max(attempts.startedAt),
    })
    .from(attempts)
    .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
    .where(eq(attempts.userId, userId))
    .groupBy(attempts.scenarioId)
    .orderBy(desc(max(attempts.startedAt)))
    .limit(limit);
}

/**
 * v_attempt_criticals: per attempt of the user, the critical questions its role saw and how many
 * were answered correctly.
 */
export function criticalsQuery(db: Db, userId: UserRef) {
  // Written out with table names: drizzle leaves columns unqualified inside selected expressions.
  const visible = (table: "s" | "q") =>
    `(json_array_length(${table}.roles) = 0 or exists (select 1 from json_each(${table}.roles) where value = attempts.role))`;
  return db
    .select({
      attemptId: attempts.id,
      total: sql<number>`(select count(*) from questions q join steps s on s.id = q.step_id
        where s.scenario_id = attempts.scenario_id and q.is_critical = 1 and ${sql.raw(visible("s"))} and ${sql.raw(visible("q"))})`,
      ok: sql<number>`(select count(*) from attempt_answers aa join questions q on q.id = aa.question_id
        where aa.attempt_id = attempts.id and q.is_critical = 1 and aa.is_correct = 1)`,
    })
    .from(attempts)
    .where(eq(attempts.userId, userId));
}
