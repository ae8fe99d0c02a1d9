import { asc, eq, sql, type SQL } from "drizzle-orm";
import { questions, scenarios, steps } from "../../db/schema";
import { discriminationIndex, facilityIndex, reviewFlag, type Review, type StatsAttempts } from "../domain/question-stats";
import { batchOf, type Db, type Reader } from "./db.server";

type QuestionStat = {
  id: number;
  stepOrder: number;
  questionOrder: number;
  text: string;
  options: string[];
  correctOption: number;
  isCritical: boolean;
  /** Attempts in which the question counted (shown to the attempt's role). */
  attempts: number;
  answered: number;
  facility: number | null;
  discrimination: number | null;
  review: Review;
  hintsUsed: number;
  timeouts: number;
  /** How many times each option was chosen, in the options' order. */
  chosen: number[];
};

/** Each question of the scenario in each counted attempt, with what happened to it there. */
function perAttempt(scenarioId: SQL, which: StatsAttempts): SQL {
  const visible = (table: string) =>
    `(json_array_length(${table}.roles) = 0 or exists (select 1 from json_each(${table}.roles) where value = a.role))`;
  const first =
    which === "primeros"
      ? sql`and at.id = (select f.id from attempts f where f.user_id = at.user_id and f.scenario_id = at.scenario_id order by f.started_at, f.id limit 1)`
      : sql``;
  return sql`
    with a as (
      select at.id, at.role, (select count(*) from attempt_answers aa where aa.attempt_id = at.id and aa.is_correct = 1) as total_ok
      from attempts at
      where at.scenario_id = ${scenarioId} and at.finished_at is not null ${first}
    ),
    qa as (
      select q.id as question_id, a.total_ok, coalesce(ans.is_correct, 0) as x, ans.selected_option, aq.hints_used, aq.shown_at, q.time_limit
      from a
      join steps s on s.scenario_id = ${scenarioId}
      join questions q on q.step_id = s.id
      left join attempt_answers ans on ans.attempt_id = a.id and ans.question_id = q.id
      left join attempt_questions aq on aq.attempt_id = a.id and aq.question_id = q.id
      where ${sql.raw(visible("s"))} and ${sql.raw(visible("q"))}
    )`;
}

type SumsRow = {
  question_id: number;
  n: number;
  sx: number;
  sy: number;
  sxy: number;
  syy: number;
  answered: number;
  hints: number;
  timeouts: number;
};

const isOnline = sql`exists (select 1 from json_each(${scenarios.mode}) where value = 'online')`;

/**
 * The statistics page in one round trip: the online scenarios to choose from and, for the one asked
 * for (or the first by title), every question with its figures, aggregated by the database (the
 * sums per question, the options chosen, the questions themselves).
 */
export async function questionStatsPage(
  db: Db,
  asked: number | null,
  which: StatsAttempts,
  /** The batch's reader (`asViewer` adds who is asking to it), and the admin's id as SQL: no figures without one. */
  by: { read: Reader; adminId: SQL } = { read: batchOf(db), adminId: sql`1` },
) {
  const known = asked === null ? null : sql`(select id from ${scenarios} where id = ${asked} and ${isOnline})`;
  const scenarioId = sql`case when ${by.adminId} is not null then coalesce(${known ?? sql`null`}, (select id from ${scenarios} where ${isOnline} order by title, id limit 1)) end`;
  const [choices, sums, chosen, list] = await by.read([
    db
      .select({ id: scenarios.id, title: scenarios.title })
      .from(scenarios)
      .where(isOnline)
      .orderBy(asc(scenarios.title), asc(scenarios.id)),
    db.all<SumsRow>(sql`${perAttempt(scenarioId, which)}
      select question_id, count(*) as n, sum(x) as sx, sum(total_ok - x) as sy, sum(x * (total_ok - x)) as sxy,
             sum((total_ok - x) * (total_ok - x)) as syy, sum(selected_option is not null) as answered,
             coalesce(sum(hints_used), 0) as hints,
             sum(selected_option is null and time_limit is not null and shown_at is not null) as timeouts
      from qa group by question_id`),
    db.all<{ question_id: number; selected_option: number; times: number }>(sql`${perAttempt(scenarioId, which)}
      select question_id, selected_option, count(*) as times from qa where selected_option is not null group by question_id, selected_option`),
    db
      .select({
        id: questions.id,
        stepOrder: steps.stepOrder,
        questionOrder: questions.questionOrder,
        text: questions.questionText,
        options: questions.options,
        correctOption: questions.correctOption,
        isCritical: questions.isCritical,
      })
      .from(questions)
      .innerJoin(steps, eq(steps.id, questions.stepId))
      .where(eq(steps.scenarioId, scenarioId))
      .orderBy(asc(steps.stepOrder), asc(questions.questionOrder)),
  ]);
  const scenario = choices.find((choice) => choice.id === asked) ?? choices[0] ?? null;
  const byQuestion = new Map(sums.map((row) => [Number(row.question_id), row]));
  const stats: QuestionStat[] = list.map((question) => {
    const row = byQuestion.get(question.id);
    const figures = {
      n: Number(row?.n ?? 0),
      sx: Number(row?.sx ?? 0),
      sy: Number(row?.sy ?? 0),
      sxy: Number(row?.sxy ?? 0),
      syy: Number(row?.syy ?? 0),
    };
    const discrimination = discriminationIndex(figures);
    return {
      ...question,
      attempts: figures.n,
      answered: Number(row?.answered ?? 0),
      facility: facilityIndex(figures),
      discrimination,
      review: reviewFlag(discrimination),
      hintsUsed: Number(row?.hints ?? 0),
      timeouts: Number(row?.timeouts ?? 0),
      chosen: question.options.map((_, index) =>
        Number(chosen.find((c) => Number(c.question_id) === question.id && Number(c.selected_option) === index)?.times ?? 0),
      ),
    };
  });
  return { scenarios: choices, scenario, stats };
}
