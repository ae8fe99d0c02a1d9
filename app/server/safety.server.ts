import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { auditLog, presencialSessions, profiles, safetyThreats, scenarios } from "../../db/schema";
import { threatAssignedMail, threatDueMail, threatOverdueMail } from "../content/mails";
import type { AuditAction } from "../domain/audit";
import { hospitalToday, THREAT_CATEGORY_LABELS, type ThreatFilters, type ThreatForm, type ThreatStatus } from "../domain/safety";
import { deliverMailLater, type AppContext } from "./context.server";
import { batchOf, nowIso, runBatch, type Db, type Reader } from "./db.server";
import { mailForRow, QUEUED_MAIL, type QueuedMail } from "./mail.server";
import { paths } from "~/domain/paths";

/**
 * Latent safety threats (decision 0043): recorded by an administrator (the instructor until issue
 * 30) against a session, moved by an administrator or their owner, each change a line of the audit
 * log written by the same transaction; the owner's mails go through the outbox.
 */

const OPEN = sql.raw(`('abierta','en curso')`);

/** The viewer (SQL id) is an administrator. */
export const isAdminSql = (viewerId: SQL) => sql`exists (select 1 from profiles a where a.id = ${viewerId} and a.is_admin = 1)`;

/** Accounts that may own a threat: approved, active, not erased. */
const ownerIsEligible = (ownerId: SQL | string) =>
  sql`exists (select 1 from profiles o where o.id = ${ownerId} and o.approved = 1 and o.verified_at is not null and o.deactivated_at is null and o.erased_at is null)`;

/** The accounts offered as owners (for an administrator only: nothing for anyone else). */
export function threatOwnersQuery(db: Db, adminGate: SQL) {
  return db
    .select({ id: profiles.id, nombre: profiles.nombre, apellidos: profiles.apellidos, email: profiles.email })
    .from(profiles)
    .where(and(adminGate, ownerIsEligible(sql`${profiles.id}`)))
    .orderBy(asc(profiles.apellidos), asc(profiles.nombre));
}

const owner = alias(profiles, "owner");

/** The columns a list of threats shows. */
const listColumns = {
  id: safetyThreats.id,
  sessionId: safetyThreats.sessionId,
  scenarioId: presencialSessions.scenarioId,
  found: safetyThreats.found,
  category: safetyThreats.category,
  severity: safetyThreats.severity,
  unit: safetyThreats.unit,
  status: safetyThreats.status,
  dueDate: safetyThreats.dueDate,
  createdAt: safetyThreats.createdAt,
  resolvedAt: safetyThreats.resolvedAt,
  ownerId: safetyThreats.ownerId,
  ownerName: sql<string | null>`${owner.nombre} || ' ' || ${owner.apellidos}`,
  ownerEmail: owner.email,
  scenarioTitle: scenarios.title,
};

function threatsSelect(db: Db) {
  return db
    .select(listColumns)
    .from(safetyThreats)
    .leftJoin(owner, eq(owner.id, safetyThreats.ownerId))
    .leftJoin(presencialSessions, eq(presencialSessions.id, safetyThreats.sessionId))
    .leftJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId));
}

/** A session's threats, for its report (administrators only: `adminGate`). */
export function sessionThreatsQuery(db: Db, sessionId: string, adminGate: SQL) {
  return threatsSelect(db)
    .where(and(eq(safetyThreats.sessionId, sessionId), adminGate))
    .orderBy(asc(safetyThreats.id));
}

/** A session's threats and the accounts that may own one, for an administrator (`viewerId`) only: two statements for a page's batch. */
export function sessionSafetyReads(db: Db, sessionId: string, viewerId: SQL) {
  const gate = isAdminSql(viewerId);
  return { threats: sessionThreatsQuery(db, sessionId, gate), owners: threatOwnersQuery(db, gate) };
}

/** A person's threats still to deal with, for their dashboard. */
export function ownedThreatsQuery(db: Db, userId: SQL | string) {
  return threatsSelect(db)
    .where(and(eq(safetyThreats.ownerId, userId), sql`${safetyThreats.status} in ${OPEN}`))
    .orderBy(asc(safetyThreats.dueDate), asc(safetyThreats.id));
}

/** /admin/seguridad: the filtered threats, every threat's facts for the summary, and the owners to filter by. */
export async function threatList(db: Db, filters: ThreatFilters, today: string, by: { read: Reader; adminId: SQL }) {
  const gate = sql`${by.adminId} is not null`;
  const where = and(
    gate,
    filters.estado ? eq(safetyThreats.status, filters.estado) : undefined,
    filters.categoria ? eq(safetyThreats.category, filters.categoria) : undefined,
    filters.unidad ? eq(safetyThreats.unit, filters.unidad) : undefined,
    filters.responsable ? eq(safetyThreats.ownerId, filters.responsable) : undefined,
    filters.vencidas ? and(sql`${safetyThreats.status} in ${OPEN}`, lt(safetyThreats.dueDate, today)) : undefined,
  );
  const [rows, facts, owners] = await by.read([
    threatsSelect(db).where(where).orderBy(desc(safetyThreats.id)),
    db
      .select({
        category: safetyThreats.category,
        unit: safetyThreats.unit,
        status: safetyThreats.status,
        createdAt: safetyThreats.createdAt,
        resolvedAt: safetyThreats.resolvedAt,
      })
      .from(safetyThreats)
      .where(gate),
    db
      .selectDistinct({ id: owner.id, nombre: owner.nombre, apellidos: owner.apellidos, email: owner.email })
      .from(safetyThreats)
      .innerJoin(owner, eq(owner.id, safetyThreats.ownerId))
      .where(gate)
      .orderBy(asc(owner.apellidos), asc(owner.nombre)),
  ]);
  return { rows, facts, owners };
}

/**
 * One threat and its history, for an administrator or its owner (nothing for anyone else), and
 * whether the viewer is an administrator.
 */
export async function threatPage(db: Db, threatId: number, by: { read: Reader; viewerId: SQL }) {
  const allowed = sql`(${safetyThreats.ownerId} = ${by.viewerId} or ${isAdminSql(by.viewerId)})`;
  const actor = alias(profiles, "actor");
  const [threats, history] = await by.read([
    threatsSelect(db)
      .where(and(eq(safetyThreats.id, threatId), allowed))
      .limit(1),
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        details: auditLog.details,
        actorName: sql<string | null>`${actor.nombre} || ' ' || ${actor.apellidos}`,
        actorEmail: actor.email,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(
        and(
          inArray(auditLog.action, ["threat.recorded", "threat.status_changed"] satisfies AuditAction[]),
          sql`json_extract(${auditLog.details}, '$.threatId') = ${threatId}`,
          sql`exists (select 1 from ${safetyThreats} where ${safetyThreats.id} = ${threatId} and ${allowed})`,
        ),
      )
      .orderBy(asc(auditLog.id)),
  ]);
  return { threat: threats[0] ?? null, history };
}

const categoryLabelSql = (column: SQL) =>
  sql`case ${column} ${sql.join(
    Object.entries(THREAT_CATEGORY_LABELS).map(([value, label]) => sql`when ${value} then ${label}`),
    sql` `,
  )} else ${column} end`;

/** A threat mail to its owner, filled from the rows `t` (the threat) and `o` (the owner). */
function threatMail(write: typeof threatAssignedMail, baseUrl: string) {
  return mailForRow((facts) => write({ ...facts, link: `${baseUrl}${paths.safetyThreat(facts.id)}` }), {
    nombre: sql`o.nombre`,
    found: sql`t.found`,
    category: categoryLabelSql(sql`t.category`),
    due: sql`substr(t.due_date, 9, 2) || '/' || substr(t.due_date, 6, 2) || '/' || substr(t.due_date, 1, 4)`,
    id: sql`t.id`,
  });
}

export type RecordRefusal = "sessionNotFound" | "ownerNotFound";

/**
 * Records a threat: the row, its audit line and the owner's mail, one transaction whose statements
 * each hold under the same condition (an administrator asks, the session exists, the owner may own
 * it), so that either all three are written or none.
 */
export async function recordThreat(
  app: AppContext,
  form: ThreatForm,
  baseUrl: string,
  by: { read: Reader; adminId: SQL } = { read: batchOf(app.db), adminId: sql`null` },
): Promise<{ ok: true; id: number } | { ok: false; reason: RecordRefusal }> {
  const { db } = app;
  const sessionExists = sql`exists (select 1 from presencial_sessions s where s.id = ${form.sessionId})`;
  const ok = sql`(${by.adminId} is not null and ${sessionExists} and ${ownerIsEligible(form.ownerId)})`;
  // The row this transaction has just written (sqld runs write transactions one at a time).
  const justWritten = sql`(select seq from sqlite_sequence where name = 'safety_threats')`;
  const mail = threatMail(threatAssignedMail, baseUrl);
  const [sessions, owners, inserted, , queued] = await by.read([
    db.select({ id: presencialSessions.id }).from(presencialSessions).where(eq(presencialSessions.id, form.sessionId)),
    db
      .select({ ok: sql<number>`1` })
      .from(profiles)
      .where(and(eq(profiles.id, form.ownerId), ownerIsEligible(form.ownerId))),
    db.all<{ id: number }>(sql`insert into safety_threats (session_id, found, category, severity, unit, owner_id, due_date, created_by)
      select ${form.sessionId}, ${form.found}, ${form.category}, ${form.severity}, ${form.unit}, ${form.ownerId}, ${form.dueDate}, ${by.adminId}
      where ${ok} returning id`),
    db.run(sql`insert into audit_log (actor_id, action, target_user_id, details)
      select ${by.adminId}, ${"threat.recorded" satisfies AuditAction}, t.owner_id,
        json_object('threatId', t.id, 'to', t.status, 'category', t.category, 'severity', t.severity, 'unit', t.unit, 'dueDate', t.due_date)
      from safety_threats t where t.id = ${justWritten} and ${ok}`),
    db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
      select 'threat_assigned', o.id, o.email, ${mail.subject}, ${mail.text}
      from safety_threats t join profiles o on o.id = t.owner_id where t.id = ${justWritten} and ${ok} ${QUEUED_MAIL}`),
  ]);
  if (sessions.length === 0) return { ok: false, reason: "sessionNotFound" };
  if (owners.length === 0 || inserted.length === 0) return { ok: false, reason: "ownerNotFound" };
  deliverMailLater(app, queued);
  return { ok: true, id: Number(inserted[0].id) };
}

export type StatusRefusal = "notFound" | "sameStatus" | "unchanged";

/**
 * A status change by an administrator or the threat's owner, with its note: the audit line (who,
 * when, from, to, note) and the change are one transaction under the same condition, so that the
 * history holds exactly the changes made.
 */
export async function changeThreatStatus(
  db: Db,
  threatId: number,
  change: { status: ThreatStatus; note: string },
  by: { read: Reader; viewerId: SQL },
): Promise<{ ok: true } | { ok: false; reason: StatusRefusal }> {
  const now = nowIso();
  const allowed = sql`(t.owner_id = ${by.viewerId} or ${isAdminSql(by.viewerId)})`;
  const applies = sql`t.id = ${threatId} and ${by.viewerId} is not null and ${allowed} and t.status <> ${change.status}`;
  const [found, , updated] = await by.read([
    db.all<{ status: string }>(sql`select t.status from safety_threats t where t.id = ${threatId} and ${allowed}`),
    db.run(sql`insert into audit_log (actor_id, action, target_user_id, details)
      select ${by.viewerId}, ${"threat.status_changed" satisfies AuditAction}, t.owner_id,
        json_object('threatId', t.id, 'from', t.status, 'to', ${change.status}, 'note', ${change.note})
      from safety_threats t where ${applies}`),
    db.all<{ id: number }>(sql`update safety_threats as t set status = ${change.status}, updated_at = ${now},
      resolved_at = case when ${change.status} = 'resuelta' then ${now} else null end
      where ${applies} returning id`),
  ]);
  if (found.length === 0) return { ok: false, reason: "notFound" };
  if (updated.length === 1) return { ok: true };
  return { ok: false, reason: found[0].status === change.status ? "sameStatus" : "unchanged" };
}

/**
 * The cron's reminders: to each owner, once on the due date and once when overdue (a day in the
 * hospital's zone), while the threat is open. Each mail is queued and its threat stamped in the same
 * transaction, under the same condition, so that repeated or simultaneous runs queue it once.
 */
export async function queueThreatReminders(app: AppContext, now = new Date()): Promise<number> {
  const { db } = app;
  const today = hospitalToday(now, app.env.TIME_ZONE);
  const stamp = now.toISOString();
  const baseUrl = (app.env.APP_URL ?? "").replace(/\/$/, "");
  const reminders = [
    { kind: "threat_due", column: sql.raw("due_mailed_at"), when: sql`t.due_date = ${today}`, write: threatDueMail },
    { kind: "threat_overdue", column: sql.raw("overdue_mailed_at"), when: sql`t.due_date < ${today}`, write: threatOverdueMail },
  ] as const;
  const statements = reminders.flatMap(({ kind, column, when, write }) => {
    const mail = threatMail(write, baseUrl);
    const pending = sql`t.status in ${OPEN} and t.${column} is null and ${when}`;
    return [
      db.run(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
        select ${kind}, o.id, o.email, ${mail.subject}, ${mail.text}
        from safety_threats t join profiles o on o.id = t.owner_id
        where ${pending} and o.deactivated_at is null and o.erased_at is null`),
      db.run(sql`update safety_threats as t set ${column} = ${stamp} where ${pending}`),
    ];
  });
  const results = await runBatch(db, statements);
  return results
    .filter((_, i) => i % 2 === 0)
    .reduce((sum, result) => sum + Number((result as { rowsAffected?: number }).rowsAffected ?? 0), 0);
}
