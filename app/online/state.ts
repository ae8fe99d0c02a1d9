/** An attempt as the server sees it at one instant: what was shown, answered, revealed and timed out. */
import { isUrgentStep, questionDeadline, scoreAttempt, finalStatus } from "../domain/attempts";

type QuestionRow = {
  id: number;
  questionText: string;
  options: string[];
  correctOption: number;
  explanation: string | null;
  isCritical: boolean;
  hints: string[];
  timeLimit: number | null;
};

export type StepRow = { id: number; stepOrder: number; description: string; narrative: string | null; questions: QuestionRow[] };

type AnswerRow = { questionId: number; selectedOption: number; isCorrect: boolean; answeredAt: string };
type ShownRow = { questionId: number; shownAt: string; hintsUsed: number };

export type AttemptFacts = {
  expiresAt: string;
  finishedAt: string | null;
  steps: StepRow[]; // already filtered by the attempt's role
  answers: AnswerRow[];
  shown: ShownRow[];
};

type QuestionView = {
  question: QuestionRow;
  urgent: boolean;
  answer: AnswerRow | null;
  hintsUsed: number;
  /** null while unshown or untimed; the ms epoch at which it closes otherwise. */
  deadlineMs: number | null;
  /** A timed question whose time ran out without an answer: unanswered and incorrect. */
  timedOut: boolean;
  /** Open for an answer or a hint right now. */
  open: boolean;
  /**
   * In an urgent step, a question whose clock has not started: nothing of it leaves the server until it
   * does, and it cannot be answered. Its turn comes when every question before it in the step is
   * answered or out of time; then it is `ready`, and its clock starts when the person has it in view
   * (the page says so: `startStatements`, decision 0035).
   */
  waiting: boolean;
  /** Waiting, and its turn has come: the page may start its clock. */
  ready: boolean;
};

export function viewQuestions(facts: AttemptFacts, nowMs: number): Map<number, QuestionView> {
  const expiresMs = Date.parse(facts.expiresAt);
  const attemptOpen = facts.finishedAt === null && nowMs < expiresMs;
  const answers = new Map(facts.answers.map((a) => [a.questionId, a]));
  const shown = new Map(facts.shown.map((s) => [s.questionId, s]));
  const views = new Map<number, QuestionView>();
  for (const step of facts.steps) {
    const urgent = isUrgentStep(step);
    // In an urgent step, one question at a time: a later one waits while one before it is unstarted or open.
    let blocked = false;
    for (const question of step.questions) {
      const answer = answers.get(question.id) ?? null;
      const seen = shown.get(question.id);
      const timed = urgent && question.timeLimit !== null;
      const deadlineMs = timed && seen ? questionDeadline(Date.parse(seen.shownAt), question.timeLimit, expiresMs) : null;
      const timedOut = !answer && deadlineMs !== null && nowMs >= deadlineMs;
      const waiting = urgent && !seen && !answer && attemptOpen;
      const open = attemptOpen && !answer && !timedOut && !waiting;
      views.set(question.id, {
        question,
        urgent: timed,
        answer,
        hintsUsed: seen?.hintsUsed ?? 0,
        deadlineMs,
        timedOut,
        open,
        waiting,
        ready: waiting && !blocked,
      });
      if (urgent && (waiting || open)) blocked = true;
    }
  }
  return views;
}

type AttemptSummary = {
  total: number;
  answered: number;
  correct: number;
  hintsUsed: number;
  /** Every question answered or closed by its own timer. */
  allDone: boolean;
  expired: boolean;
  score: number;
  /** Critical questions not answered right (so far, while the attempt runs). */
  criticalFailed: number;
};

export function summarize(facts: AttemptFacts, nowMs: number): AttemptSummary {
  const views = [...viewQuestions(facts, nowMs).values()];
  const answered = views.filter((v) => v.answer).length;
  const correct = views.filter((v) => v.answer?.isCorrect).length;
  const hintsUsed = views.reduce((sum, v) => sum + v.hintsUsed, 0);
  return {
    total: views.length,
    answered,
    correct,
    hintsUsed,
    allDone: views.every((v) => v.answer || v.timedOut),
    expired: nowMs >= Date.parse(facts.expiresAt),
    score: scoreAttempt(correct, views.length, hintsUsed),
    criticalFailed: views.filter((v) => v.question.isCritical && !v.answer?.isCorrect).length,
  };
}

/**
 * The values that close an attempt: by the person at any time ('Finalizar intento'; a question not answered counts
 * as not answered), or by its time. The server closes in SQL (`closeStatement`); this is the same rule for the studio's
 * preview, and tests/integration/preview-agrees.test.ts holds the two to the same result.
 */
export function closing(facts: AttemptFacts, nowMs: number, byExpiry: boolean) {
  const summary = summarize(facts, nowMs);
  return {
    summary,
    values: {
      correctCount: summary.correct,
      totalCount: summary.total,
      score: summary.score,
      status: finalStatus({ answered: summary.answered, total: summary.total, byExpiry: byExpiry || summary.expired }),
      criticalFailed: summary.criticalFailed,
    },
  };
}

/** What the browser may see of a question: the correct option and explanation only once it is closed. */
export function publicQuestion(view: QuestionView, attemptClosed: boolean, nowMs: number) {
  const { question, answer } = view;
  const revealed = Boolean(answer) || view.timedOut || attemptClosed;
  // A question waiting its turn is not sent at all: reading it early would beat its clock.
  return {
    id: question.id,
    text: view.waiting ? "" : question.questionText,
    options: view.waiting ? [] : question.options,
    isCritical: question.isCritical,
    urgent: view.urgent,
    open: view.open,
    waiting: view.waiting,
    ready: view.ready,
    timeLimit: view.urgent ? question.timeLimit : null,
    selected: answer?.selectedOption ?? null,
    isCorrect: answer ? answer.isCorrect : null,
    timedOut: view.timedOut,
    correctOption: revealed ? question.correctOption : null,
    explanation: revealed ? question.explanation : null,
    hints: question.hints.slice(0, view.hintsUsed),
    hintsLeft: view.waiting ? 0 : question.hints.length - view.hintsUsed,
    secondsLeft: view.deadlineMs === null || !view.open ? null : Math.max(0, Math.ceil((view.deadlineMs - nowMs) / 1000)),
  };
}

/** A question's state in the attempt's navigation panel, as Moodle's quiz navigation shows it. */
export type QuestionState = "right" | "wrong" | "expired" | "unanswered";

export const QUESTION_STATE_LABEL: Record<QuestionState, string> = {
  right: "correcta",
  wrong: "incorrecta",
  expired: "tiempo agotado",
  unanswered: "sin responder",
};

export function questionState(view: QuestionView): QuestionState {
  if (view.answer) return view.answer.isCorrect ? "right" : "wrong";
  return view.timedOut ? "expired" : "unanswered";
}

/**
 * An attempt's critical questions (the spec's v_attempt_criticals): how many, how many right, and
 * how many failed: answered wrong or closed by their timer, and once the attempt is closed every
 * one not right. `failed` is null while the attempt runs and only its counts are known.
 */
type Criticals = { total: number; ok: number; failed: number | null };

export function criticalsOf(views: QuestionView[], attemptClosed: boolean): Criticals {
  const criticals = views.filter((v) => v.question.isCritical);
  const ok = criticals.filter((v) => v.answer?.isCorrect).length;
  const failed = criticals.filter((v) => !v.answer?.isCorrect && (attemptClosed || v.answer || v.timedOut)).length;
  return { total: criticals.length, ok, failed };
}

/** The same from counts alone (the evaluation's list): failed is known once the attempt is closed. */
export function criticalsFromCounts(counts: { total: number; ok: number }, attemptClosed: boolean): Criticals {
  return { ...counts, failed: attemptClosed ? counts.total - counts.ok : null };
}
