/**
 * The studio's 'Vista previa' of an online draft: an attempt held in the browser's memory, never
 * stored, that follows the rules a stored attempt follows on the server (`attempts.server.ts`
 * writes them as SQL): the role's steps and questions, the attempt's time, an urgent step's
 * questions one at a time, each clock started when its question is in view, hints, answers once,
 * finishing at any time, and the score.
 */
import type { ScenarioFile } from "../scenario-format/files";
import { questionColumns } from "../scenario-format/online-columns";
import { closing, viewQuestions, type StepRow } from "./state";
import type { RunSource } from "./run";
import { attemptSeconds, DEFAULT_PASS_MARK, isUrgentStep, stepsForRole } from "../domain/attempts";
import type { Role } from "../domain/vocabulary";

const PREVIEW_ATTEMPT_ID = "vista-previa";

type DraftScenario = Extract<ScenarioFile, { modo: "online" }>["escenario"];

type PreviewRefusal =
  "invalidOption" | "questionNotFound" | "finished" | "timeUp" | "alreadyAnswered" | "questionTimeUp" | "noHints" | "notYet";
type PreviewResult = { ok: true; run: RunSource } | { ok: false; reason: PreviewRefusal; run: RunSource };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new preview attempt of a draft for a role, starting at `now`. Steps are numbered from 1 in the
 * file's order and questions from 1 across the whole file, so the same question keeps its number
 * whichever role is chosen.
 */
export function startPreview(scenario: DraftScenario, role: Role, now: number): RunSource {
  let questionId = 0;
  const all = scenario.steps.map((step, index) => ({
    id: index + 1,
    stepOrder: index + 1,
    description: step.description,
    narrative: step.narrative ?? null,
    roles: step.roles,
    questions: step.questions.map((question) => ({ id: ++questionId, ...questionColumns(question) })),
  }));
  const steps: StepRow[] = stepsForRole(all, role);
  const expiresAt = iso(now + attemptSeconds(scenario.estimated_minutes) * 1000);
  return {
    attempt: {
      id: PREVIEW_ATTEMPT_ID,
      status: "en_curso",
      finishedAt: null,
      expiresAt,
      score: null,
      correctCount: null,
      totalCount: null,
      passMark: scenario.pass_mark ?? DEFAULT_PASS_MARK,
      criticalFailed: null,
    },
    scenario: { id: 0, title: scenario.title },
    brief: scenario.brief,
    facts: { expiresAt, finishedAt: null, steps, answers: [], shown: [] },
    steps,
  };
}

const isOpen = (run: RunSource, now: number) => run.attempt.finishedAt === null && now < Date.parse(run.attempt.expiresAt);

function find(run: RunSource, questionId: number) {
  for (const step of run.steps) {
    const question = step.questions.find((q) => q.id === questionId);
    if (question) return { step, question, urgent: isUrgentStep(step) };
  }
  return null;
}

const shownAt = (run: RunSource, questionId: number) => run.facts.shown.find((s) => s.questionId === questionId);

/** A timed question's own time has run out (it counts from when its clock started). */
function pastLimit(run: RunSource, questionId: number, limit: number | null, now: number) {
  const shown = shownAt(run, questionId);
  return limit !== null && shown !== undefined && now - Date.parse(shown.shownAt) >= limit * 1000;
}

/** A timed question of an urgent step whose clock has not started: it cannot be answered nor hinted yet. */
const notStarted = (run: RunSource, target: NonNullable<ReturnType<typeof find>>) =>
  target.urgent && target.question.timeLimit !== null && !shownAt(run, target.question.id);

const withFacts = (run: RunSource, facts: Partial<RunSource["facts"]>): RunSource => ({ ...run, facts: { ...run.facts, ...facts } });

/** Opening a step marks its questions as shown, except an urgent step's: each of those starts when it is in view (`startQuestion`). */
export function showStep(run: RunSource, stepId: number | undefined, now: number): RunSource {
  const step = run.steps.find((s) => s.id === stepId);
  if (!step || !isOpen(run, now) || isUrgentStep(step)) return run;
  const shown = new Set(run.facts.shown.map((s) => s.questionId));
  const show = step.questions.filter((q) => !shown.has(q.id));
  if (show.length === 0) return run;
  return withFacts(run, { shown: [...run.facts.shown, ...show.map((q) => ({ questionId: q.id, shownAt: iso(now), hintsUsed: 0 }))] });
}

/**
 * 'This question is in view': starts its clock, once (asked again, nothing changes). Only when its turn has come: every
 * question before it in its urgent step answered or out of time.
 */
export function startQuestion(run: RunSource, questionId: number, now: number): PreviewResult {
  const target = find(run, questionId);
  if (!target) return { ok: false, reason: "questionNotFound", run };
  const closed = closedFor(run, questionId, now);
  if (closed) return { ok: false, reason: closed, run };
  const view = viewQuestions(run.facts, now).get(questionId)!;
  if (!view.waiting) return { ok: true, run };
  if (!view.ready) return { ok: false, reason: "notYet", run };
  return { ok: true, run: withFacts(run, { shown: [...run.facts.shown, { questionId, shownAt: iso(now), hintsUsed: 0 }] }) };
}

/** Why a question cannot be written to now, or null. */
function closedFor(run: RunSource, questionId: number, now: number): PreviewRefusal | null {
  if (run.attempt.finishedAt) return "finished";
  if (now >= Date.parse(run.attempt.expiresAt)) return "timeUp";
  if (run.facts.answers.some((a) => a.questionId === questionId)) return "alreadyAnswered";
  return null;
}

/** An answer, once per question; a timed question only once its clock started and while its own time lasts. */
export function answerPreview(run: RunSource, questionId: number, option: number, now: number): PreviewResult {
  const target = find(run, questionId);
  if (!target) return { ok: false, reason: "questionNotFound", run };
  if (!Number.isInteger(option) || option < 0 || option >= target.question.options.length)
    return { ok: false, reason: "invalidOption", run };
  const closed = closedFor(run, questionId, now);
  if (closed) return { ok: false, reason: closed, run };
  const late = timedRefusal(run, target, now);
  if (late) return { ok: false, reason: late, run };
  const answer = { questionId, selectedOption: option, isCorrect: option === target.question.correctOption, answeredAt: iso(now) };
  return { ok: true, run: withFacts(run, { answers: [...run.facts.answers, answer] }) };
}

/** A timed question not started yet, or out of its own time. */
function timedRefusal(run: RunSource, target: NonNullable<ReturnType<typeof find>>, now: number): PreviewRefusal | null {
  if (notStarted(run, target)) return "notYet";
  return target.urgent && pastLimit(run, target.question.id, target.question.timeLimit, now) ? "questionTimeUp" : null;
}

/** The next hint of an open question (each costs 5 points in the score). */
export function hintPreview(run: RunSource, questionId: number, now: number): PreviewResult {
  const target = find(run, questionId);
  if (!target) return { ok: false, reason: "questionNotFound", run };
  const closed = closedFor(run, questionId, now);
  if (closed) return { ok: false, reason: closed, run };
  const seen = run.facts.shown.find((s) => s.questionId === questionId);
  if (target.question.hints.length === 0 || (seen?.hintsUsed ?? 0) >= target.question.hints.length)
    return { ok: false, reason: "noHints", run };
  const late = timedRefusal(run, target, now);
  if (late) return { ok: false, reason: late, run };
  const shown = seen
    ? run.facts.shown.map((s) => (s.questionId === questionId ? { ...s, hintsUsed: s.hintsUsed + 1 } : s))
    : [...run.facts.shown, { questionId, shownAt: iso(now), hintsUsed: 1 }];
  return { ok: true, run: withFacts(run, { shown }) };
}

/** 'Finalizar intento' at any time (what is not answered counts as not answered), or the close when the attempt's time is over. */
export function finishPreview(run: RunSource, now: number, byExpiry: boolean): PreviewResult {
  if (run.attempt.finishedAt) return { ok: true, run };
  const decision = closing(run.facts, now, byExpiry);
  const finishedAt = iso(now);
  return { ok: true, run: { ...withFacts(run, { finishedAt }), attempt: { ...run.attempt, ...decision.values, finishedAt } } };
}

/** The attempt as it is at `now`: closed by its time when that is over and nobody closed it. */
export function expiredPreview(run: RunSource, now: number): RunSource {
  if (run.attempt.finishedAt || now < Date.parse(run.attempt.expiresAt)) return run;
  return finishPreview(run, now, true).run;
}
