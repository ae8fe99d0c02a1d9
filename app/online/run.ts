/**
 * What the run page of an online attempt shows at one instant, from the attempt as read (a stored
 * attempt on the server, or the studio's preview in the browser): the same view for both.
 */
import type { CaseBrief } from "../scenario-format/online";
import { publicQuestion, questionState, summarize, viewQuestions, type AttemptFacts, type StepRow } from "./state";
import { attemptPassed, isUrgentStep } from "../domain/attempts";

/** An attempt as the run page needs it: the stored attempt (or the preview's), its scenario, brief, steps and facts. */
export type RunSource = {
  attempt: {
    id: string;
    status: string;
    finishedAt: string | null;
    expiresAt: string;
    score: number | null;
    correctCount: number | null;
    totalCount: number | null;
    passMark: number;
    criticalFailed: number | null;
  };
  scenario: { id: number; title: string };
  brief: CaseBrief | null;
  facts: AttemptFacts;
  steps: StepRow[];
};

/**
 * The run page's data: `stepId` is the step opened (none: the brief, or the summary once closed); `view: "paso"` opens a step
 * of a closed attempt; `view: "finalizar"` is the confirmation before finishing (how many questions are left unanswered).
 */
export function runView<Earlier extends object>(
  loaded: RunSource,
  all: Earlier[],
  isAdmin: boolean,
  at: { stepId?: number; view: string | null },
  now: number,
) {
  const { stepId, view } = at;
  const closed = loaded.attempt.finishedAt !== null;
  const views = viewQuestions(loaded.facts, now);
  const summary = summarize(loaded.facts, now);
  const brief = loaded.brief;
  const confirming = !closed && view === "finalizar";
  const current = (closed && view !== "paso") || confirming ? null : (loaded.steps.find((s) => s.id === stepId) ?? null);
  const earlier = closed ? all : [];
  // The result: this person's critical questions not answered right, each with what was right and why.
  const criticalFailures = closed
    ? loaded.steps.flatMap((step) =>
        step.questions
          .filter((q) => q.isCritical && !views.get(q.id)?.answer?.isCorrect)
          .map((q) => {
            const seen = views.get(q.id)!;
            return {
              id: q.id,
              text: q.questionText,
              given: seen.answer ? q.options[seen.answer.selectedOption] : null,
              timedOut: seen.timedOut,
              correct: q.options[q.correctOption],
              explanation: q.explanation,
            };
          }),
      )
    : [];
  return {
    isAdmin,
    asOf: now,
    title: loaded.scenario.title,
    scenarioId: loaded.scenario.id,
    attempt: {
      id: loaded.attempt.id,
      status: loaded.attempt.status,
      closed,
      secondsLeft: closed ? 0 : Math.max(0, Math.ceil((Date.parse(loaded.attempt.expiresAt) - now) / 1000)),
      score: loaded.attempt.score,
      correctCount: loaded.attempt.correctCount,
      totalCount: loaded.attempt.totalCount,
      passMark: loaded.attempt.passMark,
      passed: closed ? attemptPassed(loaded.attempt) : null,
    },
    confirming,
    criticalFailures,
    summary,
    brief,
    steps: loaded.steps.map((step) => ({
      id: step.id,
      description: step.description,
      answered: step.questions.filter((q) => views.get(q.id)?.answer || views.get(q.id)?.timedOut).length,
      total: step.questions.length,
      questions: step.questions.map((q) => ({ id: q.id, state: questionState(views.get(q.id)!) })),
    })),
    current: current && {
      id: current.id,
      description: current.description,
      narrative: current.narrative,
      urgent: isUrgentStep(current),
      questions: current.questions.map((q) => publicQuestion(views.get(q.id)!, closed, now)),
    },
    earlier: earlier.map((a, index) => ({ ...a, ordinal: index + 1 })),
  };
}

export type RunViewData<Earlier extends object = object> = ReturnType<typeof runView<Earlier>>;
