import { asc, sql, type SQL } from "drizzle-orm";
import { scenarios } from "../../db/schema";
import type { RecordFilters, TrainingRecord } from "../domain/records";
import { batchOf, containsSql, nowIso, type Db, type Reader } from "./db.server";
import { foldText } from "../domain/roles";
import { closeStatement } from "../online/attempts.server";

/**
 * Online attempts and in-person sessions in the filtered range, as SQL conditions. Role and unit are
 * the ones the person had at the time (`role` and `unit` of the attempt or participation), not today's.
 */
function conditions(filters: RecordFilters, at: SQL, scenario: SQL, role: SQL, unit: SQL): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (filters.rol) parts.push(sql`${role} = ${filters.rol}`);
  if (filters.unidad) parts.push(sql`${unit} = ${filters.unidad}`);
  if (filters.escenario) parts.push(sql`${scenario} = ${filters.escenario}`);
  if (filters.desde) parts.push(sql`${at} >= ${filters.desde}`);
  if (filters.hasta) parts.push(sql`${at} < date(${filters.hasta}, '+1 day')`);
  // Case and accents folded on both sides: «garcia» finds «García».
  if (filters.q) parts.push(containsSql(sql`p.nombre || ' ' || p.apellidos || ' ' || p.email`, foldText(filters.q)));
  return sql.join(parts, sql` and `);
}

const ORDER: Record<RecordFilters["orden"], SQL> = {
  persona: sql`apellidos, nombre, scenario_title, mode`,
  escenario: sql`scenario_title, apellidos, nombre, mode`,
  fecha: sql`last_at desc, apellidos, nombre`,
  mejor: sql`best is null, best desc, apellidos, nombre`,
};

/** Online: one row per person and scenario, aggregated by the database. */
function onlineRecords(filters: RecordFilters) {
  const visible = (table: string) =>
    `(json_array_length(${table}.roles) = 0 or exists (select 1 from json_each(${table}.roles) where value = last.role))`;
  const ctes = sql`
    online_f as (
      select a.id, a.user_id, a.scenario_id, a.role, coalesce(a.unit, p.unidad) as unit, a.started_at, a.finished_at, a.score,
             row_number() over (partition by a.user_id, a.scenario_id, a.role, coalesce(a.unit, p.unidad)
                                order by a.finished_at is null, a.started_at desc) as finished_rank
      from attempts a join profiles p on p.id = a.user_id
      where ${conditions(filters, sql`a.started_at`, sql`a.scenario_id`, sql`a.role`, sql`coalesce(a.unit, p.unidad)`)}
    ),
    online_agg as (
      select user_id, scenario_id, role, unit, count(*) as count,
             max(score) filter (where finished_at is not null) as best,
             avg(score) filter (where finished_at is not null) as average,
             max(case when finished_rank = 1 and finished_at is not null then id end) as last_id,
             max(coalesce(finished_at, started_at)) as last_at,
             max(finished_at is not null) as completed
      from online_f group by user_id, scenario_id, role, unit
    )`;
  const select = sql`
    select agg.user_id, p.nombre, p.apellidos, p.email, agg.role as rol, agg.unit as unidad, 'online' as mode, agg.scenario_id, s.title as scenario_title,
           agg.count, agg.best, last.score as last, round(agg.average, 1) as average,
           (select count(*) from attempt_answers aa join questions q on q.id = aa.question_id
              where aa.attempt_id = last.id and q.is_critical = 1 and aa.is_correct = 1) as critical_ok,
           (select count(*) from questions q join steps st on st.id = q.step_id
              where last.id is not null and st.scenario_id = agg.scenario_id and q.is_critical = 1 and ${sql.raw(visible("st"))} and ${sql.raw(visible("q"))}) as critical_total,
           null as checklist_percent, agg.last_at, agg.completed
    from online_agg agg
    join profiles p on p.id = agg.user_id
    join scenarios s on s.id = agg.scenario_id
    left join attempts last on last.id = agg.last_id`;
  return { ctes, select };
}

/** In person: one row per participant (a linked account) and scenario; the checklist of the last session. */
function presencialRecords(filters: RecordFilters) {
  const ctes = sql`
    presencial_f as (
      select ps.id, pp.user_id, ps.scenario_id, pp.role, coalesce(pp.unit, p.unidad) as unit, ps.created_at, ps.ended_at,
             row_number() over (partition by pp.user_id, ps.scenario_id, pp.role, coalesce(pp.unit, p.unidad) order by ps.created_at desc) as recent_rank
      from presencial_participants pp
      join presencial_sessions ps on ps.id = pp.session_id
      join profiles p on p.id = pp.user_id
      where pp.role != 'instructor' and ${conditions(filters, sql`ps.created_at`, sql`ps.scenario_id`, sql`pp.role`, sql`coalesce(pp.unit, p.unidad)`)}
    ),
    presencial_agg as (
      select user_id, scenario_id, role, unit, count(distinct id) as count, max(case when recent_rank = 1 then id end) as last_id,
             max(coalesce(ended_at, created_at)) as last_at, max(ended_at is not null) as completed
      from presencial_f group by user_id, scenario_id, role, unit
    )`;
  const select = sql`
    select agg.user_id, p.nombre, p.apellidos, p.email, agg.role as rol, agg.unit as unidad, 'presencial' as mode, agg.scenario_id, s.title as scenario_title,
           agg.count, null as best, null as last, null as average, null as critical_ok, null as critical_total,
           (select round(100.0 * sum(sc.status = 'ok') / nullif(sum(sc.status in ('ok', 'wrong', 'missed')), 0))
              from session_checklist sc where sc.session_id = agg.last_id) as checklist_percent,
           agg.last_at, agg.completed
    from presencial_agg agg
    join profiles p on p.id = agg.user_id
    join scenarios s on s.id = agg.scenario_id`;
  return { ctes, select };
}

type Row = {
  user_id: string;
  nombre: string;
  apellidos: string;
  email: string;
  rol: string;
  unidad: string;
  mode: "online" | "presencial";
  scenario_id: number;
  scenario_title: string;
  count: number;
  best: number | null;
  last: number | null;
  average: number | null;
  critical_ok: number | null;
  critical_total: number | null;
  checklist_percent: number | null;
  last_at: string;
  completed: number;
  total: number;
};

/**
 * The records page's data in one round trip: the rows (both modes, filtered, sorted and counted
 * by the database) and the scenarios to filter by.
 */
export async function trainingRecords(
  db: Db,
  filters: RecordFilters,
  paging: { page: number; size: number } | null,
  /** The batch's reader (`asViewer` adds who is asking to it), and the admin's id as SQL: nothing is read without one. */
  asked: { read: Reader; adminId: SQL } = { read: batchOf(db), adminId: sql`1` },
): Promise<{ rows: TrainingRecord[]; total: number; scenarios: { id: number; title: string }[] }> {
  const online = onlineRecords(filters);
  const presencial = presencialRecords(filters);
  const state = filters.estado === "completado" ? sql`completed = 1` : filters.estado === "pendiente" ? sql`completed = 0` : sql`1 = 1`;
  const [, rows, choices] = await asked.read([
    // Whoever looks closes what ran out of time (decision 0035): an admin, here, everyone's.
    closeStatement(db, { expired: { gate: asked.adminId } }, nowIso()),
    db.all<Row>(sql`with ${online.ctes}, ${presencial.ctes}
                    select *, count(*) over () as total from (${online.select} union all ${presencial.select}) where ${state} and ${asked.adminId} is not null
                    order by ${ORDER[filters.orden]} ${paging ? sql`limit ${paging.size} offset ${(paging.page - 1) * paging.size}` : sql``}`),
    db.select({ id: scenarios.id, title: scenarios.title }).from(scenarios).orderBy(asc(scenarios.title)),
  ]);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      userId: row.user_id,
      nombre: row.nombre,
      apellidos: row.apellidos,
      email: row.email,
      rol: row.rol,
      unidad: row.unidad,
      mode: row.mode,
      scenarioId: Number(row.scenario_id),
      scenarioTitle: row.scenario_title,
      count: Number(row.count),
      best: row.best === null ? null : Number(row.best),
      last: row.last === null ? null : Number(row.last),
      average: row.average === null ? null : Number(row.average),
      criticalOk:
        row.critical_ok === null || row.critical_total === null || Number(row.critical_total) === 0 ? null : Number(row.critical_ok),
      criticalTotal: row.critical_total === null || Number(row.critical_total) === 0 ? null : Number(row.critical_total),
      checklistPercent: row.checklist_percent === null ? null : Number(row.checklist_percent),
      lastAt: row.last_at,
      completed: Number(row.completed) === 1,
    })),
    scenarios: choices,
  };
}
