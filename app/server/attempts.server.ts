import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { attemptAnswers, attemptQuestions, attempts, caseBriefs, questions, scenarios, steps } from "../../db/schema";
import { closing, type AttemptFacts, type StepRow } from "../domain/attempt-state";
import { ATTEMPT_MESSAGES, attemptSeconds, canStartAttempt, isUrgentStep, MAX_ATTEMPTS, stepsForRole } from "../domain/attempts";
import type { Role } from "../domain/roles";
import { SCREEN_ERRORS } from "../domain/screen-errors";
import type { CaseBrief } from "../../db/seed/online/schema";
import type { BatchResponse } from "drizzle-orm/batch";
import { nowIso, type Db, type UserRef } from "./db.server";
import { failedStatement, settle } from "./failures.server";

export type AttemptRow = typeof attempts.$inferSelect;

/** SQL: the question is visible to the attempt's role (its roles list is empty or includes it). */
const visibleToAttemptRole = (rolesColumn: unknown) =>
  sql`(json_array_length(${rolesColumn}) = 0 or exists (select 1 from json_each(${rolesColumn}) where value = ${attempts.role}))`;

/** The steps and questions of the attempt's scenario. */
function stepsQuery(db: Db, attemptId: string) {
  return db
    .select({
      stepId: steps.id,
      stepOrder: steps.stepOrder,
      description: steps.description,
      narrative: steps.narrative,
      stepRoles: steps.roles,
      id: questions.id,
      questionText: questions.questionText,
      options: questions.options,
      correctOption: questions.correctOption,
      explanation: questions.explanation,
      roles: questions.roles,
      isCritical: questions.isCritical,
      hints: questions.hints,
      timeLimit: questions.timeLimit,
    })
    .from(steps)
    .innerJoin(questions, eq(questions.stepId, steps.id))
    .where(eq(steps.scenarioId, sql`(select ${attempts.scenarioId} from ${attempts} where ${attempts.id} = ${attemptId})`))
    .orderBy(asc(steps.stepOrder), asc(questions.questionOrder));
}

type StepQueryRow = Awaited<ReturnType<typeof stepsQuery>>[number];

/** Groups the joined rows into steps with their questions, keeping only what the role sees. */
function groupSteps(rows: StepQueryRow[], role: Role): StepRow[] {
  const byStep = new Map<number, StepRow & { roles: string[]; questions: (StepRow["questions"][number] & { roles: string[] })[] }>();
  for (const row of rows) {
    let step = byStep.get(row.stepId);
    if (!step) {
      step = { id: row.stepId, stepOrder: row.stepOrder, description: row.description, narrative: row.narrative, roles: row.stepRoles, questions: [] };
      byStep.set(row.stepId, step);
    }
    const { id, questionText, options, correctOption, explanation, roles, isCritical, hints, timeLimit } = row;
    step.questions.push({ id, questionText, options, correctOption, explanation, roles, isCritical, hints, timeLimit });
  }
  return stepsForRole([...byStep.values()], role);
}

function factsQueries(db: Db, attemptId: string) {
  return [
    db
      .select({ questionId: attemptAnswers.questionId, selectedOption: attemptAnswers.selectedOption, isCorrect: attemptAnswers.isCorrect, answeredAt: attemptAnswers.answeredAt })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId)),
    db
      .select({ questionId: attemptQuestions.questionId, shownAt: attemptQuestions.shownAt, hintsUsed: attemptQuestions.hintsUsed })
      .from(attemptQuestions)
      .where(eq(attemptQuestions.attemptId, attemptId)),
  ] as const;
}

/**
 * Marks as shown (now) the questions of one step that the attempt's role sees, unless shown before.
 * The owner (and scenario) are checked in the insert itself: it runs before the loader can refuse.
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
      and ${visibleToAttemptRole(questions.roles)}`);
}

export type LoadedAttempt = {
  attempt: AttemptRow;
  brief: CaseBrief | null;
  scenario: { id: number; title: string };
  facts: AttemptFacts;
  steps: StepRow[];
};

/**
 * Everything about one attempt of this user (any user's: null, for admins) and scenario, in one round trip; the step being
 * opened (if any) is marked as shown first, so its timers start now, but only in the owner's own attempt
 * (an admin reviewing someone's attempt starts nothing). Null when the attempt is not this user's or
 * not of this scenario.
 */
export async function loadAttempt(db: Db, input: AttemptInput): Promise<LoadedAttempt | null> {
  return assembleAttempt(await db.batch(attemptReads(db, input)), input);
}

type AttemptInput = { attemptId: string; userId: UserRef | null; scenarioId?: number; showStepId?: number };

/** loadAttempt's statements, for a batch of one's own or one that also reads who is asking (`readAsViewer`). */
export function attemptReads(db: Db, input: AttemptInput) {
  const now = nowIso();
  // The statements' order is what attemptLoadFailure reads: 1 and 3 the scenario's, the rest its steps'.
  return [
    input.showStepId && input.userId !== null
      ? markShown(db, { attemptId: input.attemptId, userId: input.userId, scenarioId: input.scenarioId, stepId: input.showStepId }, now)
      : db.run(sql`select 1`),
    db
      .select({ attempt: attempts, title: scenarios.title })
      .from(attempts)
      .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
      .where(and(eq(attempts.id, input.attemptId), input.userId === null ? undefined : eq(attempts.userId, input.userId)))
      .limit(1),
    stepsQuery(db, input.attemptId),
    db
      .select({ brief: caseBriefs.brief })
      .from(caseBriefs)
      .where(eq(caseBriefs.scenarioId, sql`(select ${attempts.scenarioId} from ${attempts} where ${attempts.id} = ${input.attemptId})`))
      .limit(1),
    ...factsQueries(db, input.attemptId),
  ] as const;
}

export function assembleAttempt([, attemptRows, stepRows, briefRows, answers, shown]: BatchResponse<ReturnType<typeof attemptReads>>, input: AttemptInput): LoadedAttempt | null {
  const found = attemptRows[0];
  if (!found || (input.scenarioId !== undefined && found.attempt.scenarioId !== input.scenarioId)) return null;
  const visible = groupSteps(stepRows, found.attempt.role as Role);
  const facts: AttemptFacts = { expiresAt: found.attempt.expiresAt, finishedAt: found.attempt.finishedAt, steps: visible, answers, shown };
  return { attempt: found.attempt, scenario: { id: found.attempt.scenarioId, title: found.title }, facts, steps: visible, brief: briefRows[0]?.brief ?? null };
}

/**
 * What a failed loadAttempt(ClosingExpired) was reading: the attempt, its scenario and brief
 * ("scenario"; also the close at expiry, or no batch at all), or the steps, questions and the
 * attempt's answers to them ("steps").
 */
export function attemptLoadFailure(error: unknown): "session" | "scenario" | "steps" {
  const statement = failedStatement(error);
  if (statement === -1) return "session";
  return statement === null || statement === 1 || statement === 3 ? "scenario" : "steps";
}

/**
 * Closes the attempt: by the person (every question answered or timed out), or by the server
 * once its time is over. The first request to close it wins; later ones change nothing.
 */
export async function closeAttempt(db: Db, loaded: LoadedAttempt, byExpiry: boolean): Promise<{ ok: boolean; message?: string }> {
  if (loaded.attempt.finishedAt) return { ok: true };
  const decision = closing(loaded.facts, Date.now(), byExpiry);
  if (!decision.ok) return { ok: false, message: ATTEMPT_MESSAGES.notAllAnswered };
  await db
    .update(attempts)
    .set({ ...decision.values, finishedAt: nowIso() })
    .where(and(eq(attempts.id, loaded.attempt.id), isNull(attempts.finishedAt)));
  return { ok: true };
}

/** Loads the attempt and, when its time is over and nobody closed it yet, closes it first. */
export async function loadAttemptClosingExpired(db: Db, input: AttemptInput) {
  return closedIfExpired(db, await loadAttempt(db, input), input);
}

/**
 * The attempt as loaded, or, when its time is over and nobody closed it yet, closed and read again:
 * two more round trips, once in the attempt's life (the score is the domain's to compute).
 */
export async function closedIfExpired(db: Db, loaded: LoadedAttempt | null, input: AttemptInput) {
  if (!loaded || loaded.attempt.finishedAt || Date.parse(loaded.attempt.expiresAt) > Date.now()) return loaded;
  await closeAttempt(db, loaded, true);
  return loadAttempt(db, { ...input, showStepId: undefined });
}

/** Refused by a rule (cap, not startable, not found), or `failed`: the database failed the start. */
export type StartResult = { ok: true; attemptId: string; resumed: boolean } | { ok: false; message: string; failed?: true };

const START = SCREEN_ERRORS.confirm;
const startFailed = (message: string) => ({ ok: false as const, message, failed: true as const });

/** The user's unfinished, unexpired attempt at this scenario, if any (the latest). */
function openAttemptQuery(db: Db, userId: string, scenarioId: number, now: string) {
  return db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.scenarioId, scenarioId), isNull(attempts.finishedAt), gt(attempts.expiresAt, now)))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
}

/**
 * Starts (or resumes) an attempt. The cap and the "one open attempt" rule are checked inside the
 * insert itself, so two simultaneous starts never make a fourth attempt or two open ones.
 */
export async function startAttempt(
  db: Db,
  input: { userId: string; isAdmin: boolean; role: Role; scenarioId: number; adminMinutes?: number },
): Promise<StartResult> {
  const now = nowIso();
  const read = await settle(
    db.batch([
      db.select({ status: scenarios.status, minutes: scenarios.estimatedMinutes, mode: scenarios.mode }).from(scenarios).where(eq(scenarios.id, input.scenarioId)).limit(1),
      openAttemptQuery(db, input.userId, input.scenarioId, now),
      db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, input.userId), eq(attempts.scenarioId, input.scenarioId), isNull(attempts.finishedAt), sql`${attempts.expiresAt} <= ${now}`)),
    ]),
    "start: reading the scenario and attempts",
  );
  if (!read.ok) return startFailed(failedStatement(read.error) === 0 ? START.scenario : START.attempts);
  const [scenarioRows, open, expiredOpen] = read.value;
  const scenario = scenarioRows[0];
  if (!scenario || !scenario.mode.includes("online")) return { ok: false, message: ATTEMPT_MESSAGES.notFound };
  if (open[0]) return { ok: true, attemptId: open[0].id, resumed: true };
  // Attempts whose time ran out while nobody was looking are closed before counting.
  const closed = await settle(closeExpired(db, input.userId, expiredOpen), "start: closing expired attempts");
  if (!closed.ok) return startFailed(START.attempts);
  const startable = canStartAttempt({ isAdmin: input.isAdmin, status: scenario.status, attemptsSoFar: 0 });
  if (!startable.ok) return startable;

  const seconds = attemptSeconds(input.isAdmin && input.adminMinutes ? input.adminMinutes : scenario.minutes);
  const id = crypto.randomUUID();
  const startedAt = nowIso();
  const expiresAt = new Date(Date.parse(startedAt) + seconds * 1000).toISOString();
  const inserted = await settle(
    db.all<{ id: string }>(sql`
    insert into attempts (id, user_id, scenario_id, role, started_at, expires_at, time_limit, status)
    select ${id}, ${input.userId}, ${input.scenarioId}, ${input.role}, ${startedAt}, ${expiresAt}, ${seconds}, 'en_curso'
    where (${input.isAdmin ? 1 : 0} = 1 or (select count(*) from attempts where user_id = ${input.userId} and scenario_id = ${input.scenarioId}) < ${MAX_ATTEMPTS})
      and not exists (select 1 from attempts where user_id = ${input.userId} and scenario_id = ${input.scenarioId}
                      and finished_at is null and expires_at > ${startedAt})
    returning id`),
    "start: creating the attempt",
  );
  if (!inserted.ok) return startFailed(START.create);
  if (inserted.value[0]) return { ok: true, attemptId: inserted.value[0].id, resumed: false };
  // No row: another start won the race (resume it), or the cap is reached; else the database
  // took the insert without giving its row back.
  const after = await settle(
    db.batch([
      openAttemptQuery(db, input.userId, input.scenarioId, nowIso()),
      db.select({ n: count() }).from(attempts).where(and(eq(attempts.userId, input.userId), eq(attempts.scenarioId, input.scenarioId))),
    ]),
    "start: reading the attempts after a refused insert",
  );
  if (!after.ok) return startFailed(START.attempts);
  const [[winner], [counted]] = after.value;
  if (winner) return { ok: true, attemptId: winner.id, resumed: true };
  if (!input.isAdmin && counted.n >= MAX_ATTEMPTS) return { ok: false, message: ATTEMPT_MESSAGES.cap };
  console.error("start: the attempt insert returned no row", { userId: input.userId, scenarioId: input.scenarioId });
  return startFailed(START.noId);
}

async function closeExpired(db: Db, userId: string, expired: { id: string }[]) {
  for (const { id } of expired) {
    const loaded = await loadAttempt(db, { attemptId: id, userId });
    if (loaded) await closeAttempt(db, loaded, true);
  }
}

export type AnswerResult = { ok: true } | { ok: false; message: string; status: number };

/**
 * Records one answer. The insert itself checks that the attempt is open and in time and, for a
 * timed question, that its own time (from when the server showed it) has not run out; the
 * primary key makes a second answer to the same question impossible.
 */
export async function answerQuestion(db: Db, loaded: LoadedAttempt, questionId: number, option: number): Promise<AnswerResult> {
  const view = findQuestion(loaded, questionId);
  if (!view) return { ok: false, status: 404, message: "Pregunta no encontrada en este intento." };
  const { question, urgent } = view;
  if (!Number.isInteger(option) || option < 0 || option >= question.options.length) {
    return { ok: false, status: 400, message: "Opción no válida." };
  }
  const now = nowIso();
  const timedLimit = urgent && question.timeLimit ? question.timeLimit : null;
  const inserted = await db.all<{ question_id: number }>(sql`
    insert into attempt_answers (attempt_id, question_id, selected_option, is_correct, answered_at)
    select ${loaded.attempt.id}, ${questionId}, ${option}, ${option === question.correctOption ? 1 : 0}, ${now}
    where exists (select 1 from attempts where id = ${loaded.attempt.id} and finished_at is null and expires_at > ${now})
      and (${timedLimit} is null or exists (
        select 1 from attempt_questions where attempt_id = ${loaded.attempt.id} and question_id = ${questionId}
          and (julianday(${now}) - julianday(shown_at)) * 86400.0 < ${timedLimit}))
    on conflict (attempt_id, question_id) do nothing
    returning question_id`);
  if (inserted.length) return { ok: true };
  return { ok: false, status: 409, message: refusalReason(loaded, questionId) };
}

/** Reveals the next hint of an open question, counted by the server. */
export async function revealHint(db: Db, loaded: LoadedAttempt, questionId: number): Promise<AnswerResult> {
  const view = findQuestion(loaded, questionId);
  if (!view) return { ok: false, status: 404, message: "Pregunta no encontrada en este intento." };
  const { question, urgent } = view;
  const now = nowIso();
  const timedLimit = urgent && question.timeLimit ? question.timeLimit : null;
  const [, updated, answered] = await db.batch([
    // Guarded like the update below: a refused hint writes nothing (no row, no timer started).
    db.run(sql`insert or ignore into attempt_questions (attempt_id, question_id, shown_at, hints_used)
               select ${loaded.attempt.id}, ${questionId}, ${now}, 0
               where ${question.hints.length} > 0
                 and not exists (select 1 from attempt_answers where attempt_id = ${loaded.attempt.id} and question_id = ${questionId})
                 and exists (select 1 from attempts where id = ${loaded.attempt.id} and finished_at is null and expires_at > ${now})`),
    db.all<{ hints_used: number }>(sql`
      update attempt_questions set hints_used = hints_used + 1
      where attempt_id = ${loaded.attempt.id} and question_id = ${questionId}
        and hints_used < ${question.hints.length}
        and not exists (select 1 from attempt_answers where attempt_id = ${loaded.attempt.id} and question_id = ${questionId})
        and exists (select 1 from attempts where id = ${loaded.attempt.id} and finished_at is null and expires_at > ${now})
        and (${timedLimit} is null or (julianday(${now}) - julianday(shown_at)) * 86400.0 < ${timedLimit})
      returning hints_used`),
    // Read in the same round trip, so an answer that raced in is named as such.
    db.select({ questionId: attemptAnswers.questionId }).from(attemptAnswers).where(and(eq(attemptAnswers.attemptId, loaded.attempt.id), eq(attemptAnswers.questionId, questionId))),
  ]);
  if ((updated as unknown[]).length) return { ok: true };
  const answeredNow = answered.length > 0;
  if (!answeredNow && (loaded.facts.shown.find((s) => s.questionId === questionId)?.hintsUsed === question.hints.length || question.hints.length === 0)) {
    return { ok: false, status: 409, message: ATTEMPT_MESSAGES.noHints };
  }
  return { ok: false, status: 409, message: refusalReason(loaded, questionId, answeredNow) };
}

function findQuestion(loaded: LoadedAttempt, questionId: number) {
  for (const step of loaded.steps) {
    const question = step.questions.find((q) => q.id === questionId);
    if (question) return { question, urgent: isUrgentStep(step.description) };
  }
  return null;
}

/** Why a write to a question was refused, read from the state just before it. */
function refusalReason(loaded: LoadedAttempt, questionId: number, answeredNow = false): string {
  if (loaded.attempt.finishedAt) return ATTEMPT_MESSAGES.finished;
  if (Date.parse(loaded.attempt.expiresAt) <= Date.now()) return ATTEMPT_MESSAGES.timeUp;
  if (answeredNow || loaded.facts.answers.some((a) => a.questionId === questionId)) return ATTEMPT_MESSAGES.alreadyAnswered;
  return ATTEMPT_MESSAGES.questionTimeUp;
}

/** Attempts of a user, newest first, with the scenario title (evaluation and dashboard). */
export function attemptsOfUser(db: Db, userId: string) {
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
    })
    .from(attempts)
    .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
    .where(eq(attempts.userId, userId))
    .orderBy(desc(attempts.startedAt));
}

/** Attempts of a user at one scenario, oldest first (ordinals "Intento N de M"). */
export function attemptsAtScenario(db: Db, userId: UserRef, scenarioIds: number[]) {
  return db
    .select({ id: attempts.id, scenarioId: attempts.scenarioId, startedAt: attempts.startedAt, finishedAt: attempts.finishedAt, score: attempts.score, status: attempts.status })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.scenarioId, scenarioIds.length ? scenarioIds : [-1])))
    .orderBy(asc(attempts.startedAt));
}

