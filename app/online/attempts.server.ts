import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { attemptAnswers, attemptQuestions, attempts, contentVersion, questions, scenarios, steps } from "../../db/schema";
import { viewQuestions, type AttemptFacts, type StepRow } from "./state";
import { attemptSeconds, canStartAttempt, isUrgentStep, MAX_ATTEMPTS, stepsForRole } from "../domain/attempts";
import { ROLES, type Role } from "../domain/vocabulary";
import { SCREEN_ERRORS } from "../domain/screen-errors";
import { questionColumns } from "../scenario-format/online-columns";
import type { CaseBrief } from "../scenario-format/online";
import type { ScenarioFile } from "../scenario-format/files";
import { ContentUnavailable, contentAt, contentVersionQuery, type Content, type StepQuestionRow } from "../server/content.server";
import { namedBatch, nowIso, type Db, type NamedRows, type UserRef } from "../server/db.server";
import { failedName, failedStatement, settle } from "../server/failures.server";

type AttemptRow = typeof attempts.$inferSelect;

/** SQL: the question is visible to the attempt's role (its roles list is empty or includes it). */
const visibleToAttemptRole = (rolesColumn: unknown) =>
  sql`(json_array_length(${rolesColumn}) = 0 or exists (select 1 from json_each(${rolesColumn}) where value = ${attempts.role}))`;

/** SQL: the attempt runs on the scenario's newest online version (or on none: from before versions), i.e. on the live content. */
const onNewestVersion = (versionId: unknown, scenarioId: unknown) =>
  sql`(${versionId} is null or ${versionId} = (select max(nv.id) from scenario_versions nv where nv.scenario_id = ${scenarioId} and nv.mode = 'online'))`;

/**
 * The scenario's rows as an earlier published version had them: that version's steps and questions,
 * in its order, with its words, options, keys, hints, timers, roles and criticality, over the
 * question ids its positions have (a question is its step's and its own order, which publishing
 * keeps; `rows` includes the rows a newer version dropped, kept while an attempt may need them). A
 * question whose row is gone (dropped when no attempt was open nor had answered it) is left out.
 */
function rowsAsPublished(rows: StepQuestionRow[], published: Extract<ScenarioFile, { modo: "online" }>["escenario"]): StepQuestionRow[] {
  const byPlace = new Map(rows.map((row) => [`${row.stepOrder}.${row.questionOrder}`, row]));
  return published.steps.flatMap((step, stepIndex) =>
    step.questions.flatMap((question, questionIndex) => {
      const row = byPlace.get(`${stepIndex + 1}.${questionIndex + 1}`);
      if (!row) return [];
      return [
        {
          ...row,
          description: step.description,
          narrative: step.narrative ?? null,
          stepRoles: step.roles,
          ...questionColumns(question),
        },
      ];
    }),
  );
}

/** Groups the joined rows into steps with their questions, keeping only what the role sees. */
function groupSteps(rows: StepQuestionRow[], role: Role): StepRow[] {
  const byStep = new Map<number, StepRow & { roles: string[]; questions: (StepRow["questions"][number] & { roles: string[] })[] }>();
  for (const row of rows) {
    let step = byStep.get(row.stepId);
    if (!step) {
      step = {
        id: row.stepId,
        stepOrder: row.stepOrder,
        description: row.description,
        narrative: row.narrative,
        roles: row.stepRoles,
        questions: [],
      };
      byStep.set(row.stepId, step);
    }
    const { id, questionText, options, correctOption, explanation, roles, isCritical, hints, timeLimit } = row;
    step.questions.push({ id, questionText, options, correctOption, explanation, roles, isCritical, hints, timeLimit });
  }
  return stepsForRole([...byStep.values()], role);
}

function factsQueries(db: Db, attemptId: string) {
  return {
    answers: db
      .select({
        questionId: attemptAnswers.questionId,
        selectedOption: attemptAnswers.selectedOption,
        isCorrect: attemptAnswers.isCorrect,
        answeredAt: attemptAnswers.answeredAt,
      })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId)),
    shown: db
      .select({ questionId: attemptQuestions.questionId, shownAt: attemptQuestions.shownAt, hintsUsed: attemptQuestions.hintsUsed })
      .from(attemptQuestions)
      .where(eq(attemptQuestions.attemptId, attemptId)),
  };
}

/**
 * Marks as shown (now) the questions of one step that the attempt's role sees, unless shown before: a step that is not
 * urgent (an urgent step's questions start their clocks one by one, when each is in view: `startStatements`). The owner
 * (and scenario) are checked in the insert itself: it runs before the loader can refuse.
 */
function markShown(db: Db, input: { attemptId: string; userId: UserRef; scenarioId?: number; stepId: number }, now: string) {
  return db.run(sql`
    insert or ignore into attempt_questions (attempt_id, question_id, shown_at, hints_used)
    select ${attempts.id}, ${questions.id}, ${now}, 0
    from ${attempts}
    join ${steps} on ${steps.scenarioId} = ${attempts.scenarioId} and ${steps.id} = ${input.stepId}
    join ${questions} on ${questions.stepId} = ${steps.id}
    where ${attempts.id} = ${input.attemptId} and ${attempts.userId} = ${input.userId}
      and (${input.scenarioId ?? null} is null or ${attempts.scenarioId} = ${input.scenarioId ?? null})
      and ${attempts.finishedAt} is null and ${attempts.expiresAt} > ${now}
      and ${onNewestVersion(attempts.versionId, attempts.scenarioId)}
      and ${visibleToAttemptRole(questions.roles)}`);
}

/**
 * `markShown` for an attempt on an earlier version: the step's questions as that version has them
 * (ids from the attempt as loaded, already filtered by its role; none for an urgent step), checked
 * against the attempt's owner, end and time in the statement itself.
 */
function markShownListed(db: Db, input: { attemptId: string; userId: UserRef; step: StepRow }, now: string) {
  const listed = input.step.questions.map((q) => sql`(${q.id})`);
  if (!listed.length || isUrgentStep(input.step)) return db.run(sql`select 1`);
  return db.run(sql`
    with listed (question_id) as (values ${sql.join(listed, sql`, `)})
    insert or ignore into attempt_questions (attempt_id, question_id, shown_at, hints_used)
    select a.id, c.question_id, ${now}, 0
    from attempts a join listed c
    where a.id = ${input.attemptId} and a.user_id = ${input.userId} and a.finished_at is null and a.expires_at > ${now}`);
}

/**
 * Closes attempts in one statement, as the domain's `closing` does for the preview (tests/integration/preview-agrees.test.ts
 * holds the two to one result): correct answers over the attempt's questions (`total_count`, fixed at the start), minus 5 per
 * hint, floored at 0, rounded half up in whole numbers; 'abandonado' when its time ran out with questions left, else
 * 'finalizado'; the critical questions not answered right. `which`: the attempts whose time is over (`expired`, any
 * request that looks at them closes them: decision 0035), or one that its owner finishes now (`finish`). The first
 * close wins (`finished_at is null`). It reads the attempt's own rows only (attempts started before their questions were fixed
 * had them filled in by the migration that added them, from the live rows their role sees).
 */
export function closeStatement(
  db: Db,
  which:
    | { expired: { userId?: UserRef; attemptId?: string; scenarioId?: number; gate?: SQL } }
    | { finish: { attemptId: string; userId: UserRef; scenarioId: number } },
  now: string,
) {
  const scope =
    "finish" in which
      ? sql`a.id = ${which.finish.attemptId} and a.user_id = ${which.finish.userId} and a.scenario_id = ${which.finish.scenarioId}`
      : sql.join(
          [
            sql`a.expires_at <= ${now}`,
            which.expired.userId === undefined ? sql`1` : sql`a.user_id = ${which.expired.userId}`,
            which.expired.attemptId === undefined ? sql`1` : sql`a.id = ${which.expired.attemptId}`,
            which.expired.scenarioId === undefined ? sql`1` : sql`a.scenario_id = ${which.expired.scenarioId}`,
            which.expired.gate === undefined ? sql`1` : sql`${which.expired.gate} is not null`,
          ],
          sql` and `,
        );
  return db.all<{ id: string }>(sql`
    update attempts set
      finished_at = ${now},
      correct_count = c.correct,
      total_count = c.total,
      score = case when c.total > 0 then max(0, (200 * c.correct + c.total) / (2 * c.total) - 5 * c.hints) else 0 end,
      status = case when attempts.expires_at <= ${now} and c.answered < c.total then 'abandonado' else 'finalizado' end,
      critical_failed = c.critical_total - c.critical_ok
    from (
      select a.id,
        coalesce(a.total_count, 0) as total,
        (select count(*) from attempt_answers x where x.attempt_id = a.id and x.is_correct = 1) as correct,
        (select count(*) from attempt_answers x where x.attempt_id = a.id) as answered,
        (select coalesce(sum(y.hints_used), 0) from attempt_questions y where y.attempt_id = a.id) as hints,
        coalesce(json_array_length(a.critical_ids), 0) as critical_total,
        (select count(*) from attempt_answers x where x.attempt_id = a.id and x.is_correct = 1
          and x.question_id in (select value from json_each(coalesce(a.critical_ids, '[]')))) as critical_ok
      from attempts a
      where a.finished_at is null and ${scope}
    ) as c
    where attempts.id = c.id and attempts.finished_at is null
    returning attempts.id as id`);
}

/** Read after a write in the same batch: the attempt's answers and shown questions as they are now. */
export function afterWriteReads(db: Db, attemptId: string) {
  return factsQueries(db, attemptId);
}

export type LoadedAttempt = {
  attempt: AttemptRow;
  /**
   * The attempt runs on an earlier version than the newest (a version was published while it ran,
   * or since): its steps are that version's, and the statements planned on the live content (which
   * check `onNewestVersion`) wrote nothing for it; its writes are planned again from `steps`.
   */
  onEarlierVersion: boolean;
  brief: CaseBrief | null;
  scenario: { id: number; title: string };
  facts: AttemptFacts;
  steps: StepRow[];
};

type AttemptInput = { attemptId: string; userId: UserRef | null; scenarioId?: number; showStepId?: number; urgentStep?: boolean };

/**
 * Everything about one attempt of this user (any user's: null, for admins) and scenario, read in one round trip (the
 * steps, questions and brief come from the content kept in memory: `assembleAttempt`), for a batch that also reads who
 * is asking (`readAsViewer`). An attempt whose time is over is closed first, in the same trip. The step being opened
 * (if any, and not urgent) is marked as shown, but only in the owner's own attempt (an admin reviewing someone's
 * attempt starts nothing).
 */
export function attemptReads(db: Db, input: AttemptInput) {
  const now = nowIso();
  // Their names are what attemptLoadFailure reads.
  return {
    expired: closeStatement(db, { expired: { attemptId: input.attemptId, userId: input.userId ?? undefined } }, now),
    markShown:
      input.showStepId && input.userId !== null && !input.urgentStep
        ? markShown(db, { attemptId: input.attemptId, userId: input.userId, scenarioId: input.scenarioId, stepId: input.showStepId }, now)
        : db.run(sql`select 1`),
    attempt: db
      .select({
        attempt: attempts,
        title: scenarios.title,
        // The version the attempt ran on, only when a newer one has been published since.
        earlierVersion: sql<string | null>`(select v.file from scenario_versions v where v.id = ${attempts.versionId}
          and v.id <> (select max(n.id) from scenario_versions n where n.scenario_id = v.scenario_id and n.mode = 'online'))`,
      })
      .from(attempts)
      .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
      .where(and(eq(attempts.id, input.attemptId), input.userId === null ? undefined : eq(attempts.userId, input.userId)))
      .limit(1),
    ...factsQueries(db, input.attemptId),
    contentVersion: contentVersionQuery(db),
  };
}

/** The attempt from its rows and the content at the version they read (loaded again only if it moved on). */
export async function assembleAttempt(
  db: Db,
  { attempt: attemptRows, answers, shown, contentVersion: version }: NamedRows<ReturnType<typeof attemptReads>>,
  input: { scenarioId?: number },
): Promise<LoadedAttempt | null> {
  const found = attemptRows[0];
  if (!found || (input.scenarioId !== undefined && found.attempt.scenarioId !== input.scenarioId)) return null;
  const content = await contentAt(db, version);
  const scenarioId = found.attempt.scenarioId;
  const earlier = found.earlierVersion ? (JSON.parse(found.earlierVersion) as ScenarioFile) : null;
  const rows =
    earlier?.modo === "online"
      ? rowsAsPublished(content.allSteps.get(scenarioId) ?? [], earlier.escenario)
      : (content.steps.get(scenarioId) ?? []);
  const visible = groupSteps(rows, found.attempt.role as Role);
  const facts: AttemptFacts = { expiresAt: found.attempt.expiresAt, finishedAt: found.attempt.finishedAt, steps: visible, answers, shown };
  return {
    attempt: found.attempt,
    onEarlierVersion: earlier?.modo === "online",
    scenario: { id: scenarioId, title: found.title },
    facts,
    steps: visible,
    brief: earlier?.modo === "online" ? earlier.escenario.brief : (content.briefs.get(scenarioId) ?? null),
  };
}

/**
 * What a failed attempt load was reading: who is asking ("session"), the attempt, its scenario and
 * brief ("scenario"; also the close at expiry, or no batch at all), or the steps, questions and the
 * attempt's answers to them ("steps").
 */
export function attemptLoadFailure(error: unknown): "session" | "scenario" | "steps" {
  if (error instanceof ContentUnavailable) return error.part === "steps" ? "steps" : "scenario";
  if (failedStatement(error) === -1) return "session";
  const name = failedName(error);
  return name === null || name === "expired" || name === "attempt" || name === "contentVersion" ? "scenario" : "steps";
}

/**
 * 'Finalizar intento': the owner closes their attempt at any time (a question not answered counts as not answered),
 * with the attempt's row read in the same trip (none: not theirs, or not of this scenario). Closed already: nothing
 * changes.
 */
export function finishStatements(db: Db, input: { attemptId: string; userId: UserRef; scenarioId: number }) {
  return {
    closed: closeStatement(db, { finish: input }, nowIso()),
    found: db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.id, input.attemptId), eq(attempts.userId, input.userId), eq(attempts.scenarioId, input.scenarioId))),
  };
}

/** Refused by a rule (cap, not startable, not found), or `failed`: the database failed the start. */
/** A refusal is a reason (the route says it in the spec's words); a failure carries the screen's words for what failed (decision 0012). */
type StartResult =
  | { ok: true; attemptId: string; resumed: boolean }
  | { ok: false; reason: "notFound" | "notStarted" | "cap" }
  | { ok: false; failed: true; message: string };

const START = SCREEN_ERRORS.confirm;
const startFailed = (message: string) => ({ ok: false as const, message, failed: true as const });

/** The user's unfinished, unexpired attempt at this scenario, if any (the latest). */
function openAttemptQuery(db: Db, userId: UserRef, scenarioId: number, now: string) {
  return db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.scenarioId, scenarioId), isNull(attempts.finishedAt), gt(attempts.expiresAt, now)))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
}

/** What a start reads first (with the viewer's lookup, keyed by it): its attempts whose time ran out closed first, the open attempt, the content's version. */
export function startReads(db: Db, userId: UserRef, scenarioId: number) {
  const now = nowIso();
  return {
    expired: closeStatement(db, { expired: { userId, scenarioId } }, now),
    open: openAttemptQuery(db, userId, scenarioId, now),
    contentVersion: contentVersionQuery(db),
  };
}

type StartInput = { userId: string; isAdmin: boolean; role: Role; scenarioId: number; adminMinutes?: number };

/** Which read of a start failed: the content's version (the scenario's) or the attempts. */
export function startReadFailure(error: unknown): string {
  return error instanceof ContentUnavailable || failedName(error) === "contentVersion" ? START.scenario : START.attempts;
}

/**
 * Starts (or resumes) an attempt, from what `startReads` read (read here when not given): two round
 * trips, as the person's role and admin flag decide the attempt's role, length and cap. The cap and
 * the "one open attempt" rule are checked inside the insert itself, so two simultaneous starts
 * never make a fourth attempt or two open ones. The attempt's questions are fixed as it starts (how many, which are
 * critical) with the case's pass mark, so that any request can close it in SQL (`closeStatement`).
 */
export async function startAttempt(db: Db, input: StartInput, read?: NamedRows<ReturnType<typeof startReads>>): Promise<StartResult> {
  let rows = read;
  if (!rows) {
    const own = await settle(namedBatch(db, startReads(db, input.userId, input.scenarioId)), "start: reading the attempts");
    if (!own.ok) return startFailed(startReadFailure(own.error));
    rows = own.value;
  }
  const { open, contentVersion: version } = rows;
  const content = await settle(contentAt(db, version), "start: reading the scenario");
  if (!content.ok) return startFailed(START.scenario);
  const scenario = content.value.catalog.find((s) => s.id === input.scenarioId);
  if (!scenario || !scenario.mode.includes("online")) return { ok: false, reason: "notFound" };
  if (scenario.archived && !open[0]) return { ok: false, reason: "notFound" };
  if (open[0]) return { ok: true, attemptId: open[0].id, resumed: true };
  const startable = canStartAttempt({ isAdmin: input.isAdmin, status: scenario.status, attemptsSoFar: 0 });
  if (!startable.ok) return startable;

  const seconds = attemptSeconds(input.isAdmin && input.adminMinutes ? input.adminMinutes : scenario.estimatedMinutes);
  const id = crypto.randomUUID();
  const startedAt = nowIso();
  const expiresAt = new Date(Date.parse(startedAt) + seconds * 1000).toISOString();
  const own = groupSteps(content.value.steps.get(input.scenarioId) ?? [], input.role).flatMap((step) => step.questions);
  const criticalIds = JSON.stringify(own.filter((q) => q.isCritical).map((q) => q.id));
  const written = await settle(
    namedBatch(db, {
      inserted: db.all<{ id: string }>(sql`
        insert into attempts (id, user_id, scenario_id, role, unit, started_at, expires_at, time_limit, status, version_id, total_count, critical_ids, pass_mark)
        select ${id}, ${input.userId}, ${input.scenarioId}, ${input.role}, (select unidad from profiles where id = ${input.userId}),
          ${startedAt}, ${expiresAt}, ${seconds}, 'en_curso',
          (select max(id) from scenario_versions where scenario_id = ${input.scenarioId} and mode = 'online'),
          ${own.length}, ${criticalIds}, ${scenario.passMark}
        where (${input.isAdmin ? 1 : 0} = 1 or (select count(*) from attempts where user_id = ${input.userId} and scenario_id = ${input.scenarioId}) < ${MAX_ATTEMPTS})
          and not exists (select 1 from attempts where user_id = ${input.userId} and scenario_id = ${input.scenarioId}
                          and finished_at is null and expires_at > ${startedAt})
        returning id`),
      // Read in the same trip: when the insert matched nothing, another start won the race (resume it) or the cap is reached.
      open: openAttemptQuery(db, input.userId, input.scenarioId, startedAt),
      counted: db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.userId, input.userId), eq(attempts.scenarioId, input.scenarioId))),
    }),
    "start: creating the attempt",
  );
  if (!written.ok) return startFailed(START.create);
  const {
    inserted,
    open: [winner],
    counted: [counted],
  } = written.value;
  if (inserted[0]) return { ok: true, attemptId: inserted[0].id, resumed: false };
  if (winner) return { ok: true, attemptId: winner.id, resumed: true };
  if (!input.isAdmin && counted.n >= MAX_ATTEMPTS) return { ok: false, reason: "cap" };
  // The database took the insert without giving its row back.
  console.error("start: the attempt insert returned no row", { userId: input.userId, scenarioId: input.scenarioId });
  return startFailed(START.noId);
}

/** Why an answer or a hint was refused: the route says it in the spec's words (ATTEMPT_MESSAGES). */
export type AttemptRefusal =
  "invalidOption" | "questionNotFound" | "finished" | "timeUp" | "alreadyAnswered" | "questionTimeUp" | "noHints" | "notYet";
export type AnswerResult = { ok: true } | { ok: false; reason: AttemptRefusal };

/** A question as a write to it needs it: its row, whether its step is urgent, and the attempt roles that see it. */
type QuestionTarget = { question: StepRow["questions"][number]; urgent: boolean; roles: Role[] };

/** The question of a scenario's content, for a write planned before the attempt is read; null when the scenario has none such. */
export function questionTarget(content: Content, scenarioId: number, questionId: number): QuestionTarget | null {
  const rows = content.steps.get(scenarioId) ?? [];
  const seen = ROLES.flatMap((role) => {
    const view = questionIn(groupSteps(rows, role), questionId);
    return view ? [{ role, view }] : [];
  });
  return seen.length ? { ...seen[0].view, roles: seen.map((s) => s.role) } : null;
}

/**
 * Where a write to a question goes: the attempt, its owner (an id or the viewer's SQL), the question,
 * and the content's version it was planned on (null: not checked). The statements check all of it
 * themselves, so they can share the batch that reads who is asking and the attempt.
 */
type QuestionWrite = { attemptId: string; owner: UserRef; questionId: number; target: QuestionTarget; version: number | null; now: string };

/**
 * SQL: the attempt is the owner's, open, in time, of a role that sees the question, and the content is as planned; a write
 * planned on the live content (a content version given) also needs the attempt to run on the newest version, whose the live
 * content is: one on an earlier version is planned again from its own version (`LoadedAttempt.onEarlierVersion`).
 */
function writable(w: QuestionWrite) {
  const version =
    w.version === null
      ? sql`1`
      : sql`(select ${contentVersion.version} from ${contentVersion} where ${contentVersion.id} = 1) = ${w.version}`;
  const live = w.version === null ? sql`` : sql`and ${onNewestVersion(sql`version_id`, sql`attempts.scenario_id`)}`;
  return sql`exists (select 1 from attempts where id = ${w.attemptId} and user_id = ${w.owner} and finished_at is null and expires_at > ${w.now} ${live}
    and role in (${sql.join(
      w.target.roles.map((role) => sql`${role}`),
      sql`, `,
    )})) and ${version}`;
}

const timedLimit = ({ target }: QuestionWrite) => (target.urgent && target.question.timeLimit ? target.question.timeLimit : null);

/**
 * Records one answer: one statement. The insert itself checks that the attempt is open and in time
 * and, for a timed question, that its own time (from when the server showed it) has not run out;
 * the primary key makes a second answer to the same question impossible.
 */
export function answerStatements(db: Db, w: QuestionWrite, option: number) {
  const limit = timedLimit(w);
  return {
    inserted: db.all<{ question_id: number }>(sql`
      insert into attempt_answers (attempt_id, question_id, selected_option, is_correct, answered_at)
      select ${w.attemptId}, ${w.questionId}, ${option}, ${option === w.target.question.correctOption ? 1 : 0}, ${w.now}
      where ${writable(w)}
        and (${limit} is null or exists (
          select 1 from attempt_questions where attempt_id = ${w.attemptId} and question_id = ${w.questionId}
            and (julianday(${w.now}) - julianday(shown_at)) * 86400.0 < ${limit}))
      on conflict (attempt_id, question_id) do nothing
      returning question_id`),
  };
}

/** Reveals the next hint of an open question, counted by the server: three statements. */
export function hintStatements(db: Db, w: QuestionWrite) {
  const limit = timedLimit(w);
  const hints = w.target.question.hints.length;
  const unanswered = sql`not exists (select 1 from attempt_answers where attempt_id = ${w.attemptId} and question_id = ${w.questionId})`;
  return {
    // Guarded like the update below: a refused hint writes nothing (no row). A timed question's row is its clock,
    // started only by `startStatements`: a hint never starts it.
    opened: db.run(sql`insert or ignore into attempt_questions (attempt_id, question_id, shown_at, hints_used)
               select ${w.attemptId}, ${w.questionId}, ${w.now}, 0
               where ${hints} > 0 and ${limit} is null and ${unanswered} and ${writable(w)}`),
    updated: db.all<{ hints_used: number }>(sql`
      update attempt_questions set hints_used = hints_used + 1
      where attempt_id = ${w.attemptId} and question_id = ${w.questionId}
        and hints_used < ${hints} and ${unanswered} and ${writable(w)}
        and (${limit} is null or (julianday(${w.now}) - julianday(shown_at)) * 86400.0 < ${limit})
      returning hints_used`),
    // Read in the same round trip, so an answer that raced in is named as such.
    answered: db
      .select({ questionId: attemptAnswers.questionId })
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, w.attemptId), eq(attemptAnswers.questionId, w.questionId))),
  };
}

/**
 * 'This question is in view' (decision 0035): starts a timed question's clock, once; asked again, nothing changes. Only
 * when its turn has come (`turn`: SQL, true when no question before it in its step, that the attempt's role sees, is
 * unstarted or still open, i.e. unanswered and in time) and the attempt is the owner's, open and in time. Nothing else
 * starts a timed question's clock, and nothing of the question is sent before: a page that never says so gets no time.
 */
export function startStatements(db: Db, w: QuestionWrite, turn: SQL = liveTurn(w)) {
  return {
    started: db.run(sql`insert or ignore into attempt_questions (attempt_id, question_id, shown_at, hints_used)
               select ${w.attemptId}, ${w.questionId}, ${w.now}, 0
               where ${timedLimit(w)} is not null and ${writable(w)} and ${turn}`),
  };
}

/** SQL: the question's turn has come, on the live rows (see `startStatements`). */
function liveTurn(w: QuestionWrite) {
  return sql`not exists (
    select 1 from questions e join questions me on me.id = ${w.questionId} and e.step_id = me.step_id and e.question_order < me.question_order
    where (json_array_length(e.roles) = 0
           or exists (select 1 from json_each(e.roles) where value = (select role from attempts where id = ${w.attemptId})))
      and not exists (select 1 from attempt_answers d where d.attempt_id = ${w.attemptId} and d.question_id = e.id)
      and not exists (select 1 from attempt_questions sh where sh.attempt_id = ${w.attemptId} and sh.question_id = e.id
                        and e.time_limit is not null and (julianday(${w.now}) - julianday(sh.shown_at)) * 86400.0 >= e.time_limit))`;
}

/** What a start did, told from the attempt as it was just before and its shown questions as read after the write. */
export function startOutcome(loaded: LoadedAttempt, questionId: number, shownAfter: AttemptFacts["shown"]): AnswerResult {
  const view = findQuestion(loaded, questionId);
  if (!view) return { ok: false, reason: "questionNotFound" };
  const closed = closedReason(loaded, questionId);
  if (closed) return { ok: false, reason: closed };
  const timed = view.urgent && view.question.timeLimit !== null;
  return !timed || shownAfter.some((s) => s.questionId === questionId) ? { ok: true } : { ok: false, reason: "notYet" };
}

/** What an answer's statement did, told from the attempt as it was just before (read in the same batch). */
export function answerOutcome(
  loaded: LoadedAttempt,
  questionId: number,
  { inserted }: NamedRows<ReturnType<typeof answerStatements>>,
): AnswerResult {
  if (!findQuestion(loaded, questionId)) return { ok: false, reason: "questionNotFound" };
  if (inserted.length) return { ok: true };
  return { ok: false, reason: refusalReason(loaded, questionId) };
}

/** What a hint's statements did, told from the attempt as it was just before (read in the same batch). */
export function hintOutcome(
  loaded: LoadedAttempt,
  questionId: number,
  { updated, answered }: NamedRows<ReturnType<typeof hintStatements>>,
): AnswerResult {
  const view = findQuestion(loaded, questionId);
  if (!view) return { ok: false, reason: "questionNotFound" };
  if (updated.length) return { ok: true };
  const answeredNow = answered.length > 0;
  const hints = view.question.hints.length;
  if (!answeredNow && (hints === 0 || loaded.facts.shown.find((s) => s.questionId === questionId)?.hintsUsed === hints)) {
    return { ok: false, reason: "noHints" };
  }
  return { ok: false, reason: refusalReason(loaded, questionId, answeredNow) };
}

/**
 * SQL for `startStatements`: the question's turn as the attempt just read says (an attempt on an earlier version, whose
 * questions are not the live rows). A turn, once come, stays: answers and clocks only ever free the next question.
 */
export function turnAsRead(loaded: LoadedAttempt, questionId: number) {
  return sql`${viewQuestions(loaded.facts, Date.now()).get(questionId)?.ready ? 1 : 0} = 1`;
}

export const validOption = (target: QuestionTarget, option: number) =>
  Number.isInteger(option) && option >= 0 && option < target.question.options.length;

/** A write to a question planned from the attempt as loaded (its own version's question): null when the attempt has no such question. */
export function writeTo(loaded: LoadedAttempt, questionId: number): QuestionWrite | null {
  const view = findQuestion(loaded, questionId);
  if (!view) return null;
  const target = { ...view, roles: [loaded.attempt.role as Role] };
  return { attemptId: loaded.attempt.id, owner: loaded.attempt.userId, questionId, target, version: null, now: nowIso() };
}

const findQuestion = (loaded: LoadedAttempt, questionId: number) => questionIn(loaded.steps, questionId);

/**
 * For an attempt on an earlier version: what `afterWriteReads` reads (the step being opened marked as shown, as that
 * version has it, then the attempt's answers and shown questions), for a batch of its own or after a write.
 */
export function shownOnVersionReads(db: Db, loaded: LoadedAttempt, stepId: number | undefined, now: string) {
  const step = loaded.steps.find((s) => s.id === stepId);
  return {
    markShown:
      step && !loaded.attempt.finishedAt
        ? markShownListed(db, { attemptId: loaded.attempt.id, userId: loaded.attempt.userId, step }, now)
        : db.run(sql`select 1`),
    ...factsQueries(db, loaded.attempt.id),
  };
}

/**
 * The step being opened of an attempt on an earlier version, marked as shown as that version has it (the first batch's
 * `markShown` wrote nothing for it): one more round trip, only when the step has a question not shown yet.
 */
export async function showStepOnVersion(db: Db, loaded: LoadedAttempt | null, stepId: number | undefined): Promise<LoadedAttempt | null> {
  if (!loaded?.onEarlierVersion || loaded.attempt.finishedAt || Date.parse(loaded.attempt.expiresAt) <= Date.now()) return loaded;
  const step = loaded.steps.find((s) => s.id === stepId);
  const shown = new Set(loaded.facts.shown.map((row) => row.questionId));
  if (!step || isUrgentStep(step) || step.questions.every((q) => shown.has(q.id))) return loaded;
  const { answers, shown: nowShown } = await namedBatch(db, shownOnVersionReads(db, loaded, stepId, nowIso()));
  return withFacts(loaded, answers, nowShown);
}

/** The attempt with its answers and shown questions as read after a write. */
export function withFacts(loaded: LoadedAttempt, answers: AttemptFacts["answers"], shown: AttemptFacts["shown"]): LoadedAttempt {
  return { ...loaded, facts: { ...loaded.facts, answers, shown } };
}

function questionIn(steps: StepRow[], questionId: number) {
  for (const step of steps) {
    const question = step.questions.find((q) => q.id === questionId);
    if (question) return { question, urgent: isUrgentStep(step) };
  }
  return null;
}

/** Why no write to a question can be made now: the attempt closed or out of time, or the question answered. */
function closedReason(loaded: LoadedAttempt, questionId: number, answeredNow = false): AttemptRefusal | null {
  const expired = Date.parse(loaded.attempt.expiresAt) <= Date.now();
  if (loaded.attempt.finishedAt) return expired ? "timeUp" : "finished";
  if (expired) return "timeUp";
  if (answeredNow || loaded.facts.answers.some((a) => a.questionId === questionId)) return "alreadyAnswered";
  return null;
}

/** Why a write to a question was refused, read from the state just before it: a timed one not started yet, or out of its time. */
function refusalReason(loaded: LoadedAttempt, questionId: number, answeredNow = false): AttemptRefusal {
  const closed = closedReason(loaded, questionId, answeredNow);
  if (closed) return closed;
  return loaded.facts.shown.some((s) => s.questionId === questionId) ? "questionTimeUp" : "notYet";
}

/** Attempts of a user, newest first, with the scenario title (evaluation and dashboard). */
export function attemptsOfUser(db: Db, userId: UserRef) {
  return db
    .select({
      id: attempts.id,
      scenarioId: attempts.scenarioId,
      scenarioTitle: scenarios.title,
      startedAt: attempts.startedAt,
      finishedAt: attempts.finishedAt,
      score: attempts.score,
      correctCount: attempts.correctCount,
      totalCount: attempts.totalCount,
      status: attempts.status,
      passMark: attempts.passMark,
      criticalFailed: attempts.criticalFailed,
    })
    .from(attempts)
    .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
    .where(eq(attempts.userId, userId))
    .orderBy(desc(attempts.startedAt));
}

/** Attempts of a user at one scenario, oldest first (ordinals "Intento N de M"). */
/** The attempts of the same person at the same scenario as `attemptId`, oldest first (its ordinal among them). */
export function attemptsAlongside(db: Db, attemptId: string) {
  const of = (column: typeof attempts.userId | typeof attempts.scenarioId) =>
    sql`(select ${column} from ${attempts} where ${attempts.id} = ${attemptId})`;
  return db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, of(attempts.userId)), eq(attempts.scenarioId, of(attempts.scenarioId))))
    .orderBy(asc(attempts.startedAt));
}

export function attemptsAtScenario(db: Db, userId: UserRef, scenarioIds: number[]) {
  return db
    .select({
      id: attempts.id,
      scenarioId: attempts.scenarioId,
      startedAt: attempts.startedAt,
      finishedAt: attempts.finishedAt,
      score: attempts.score,
      status: attempts.status,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.scenarioId, scenarioIds.length ? scenarioIds : [-1])))
    .orderBy(asc(attempts.startedAt));
}
