/** The rules of an online attempt: pure functions, decided by the server, shown by the client. */
import { SCENARIO_STATUS, type Role } from "./vocabulary";

export const MAX_ATTEMPTS = 3;
export const DEFAULT_ATTEMPT_MINUTES = 15;
/** The score (%) that passes when a case's file names none (decision 0035). */
export const DEFAULT_PASS_MARK = 70;
const MIN_ATTEMPT_SECONDS = 60;
const HINT_PENALTY = 5;
const TIMER_RED_SECONDS = 60;
const QUESTION_TIMER_AMBER_SECONDS = 10;

export const ATTEMPT_MESSAGES = {
  cap: "Has alcanzado el máximo de 3 intentos para este escenario.",
  notStarted: "Este escenario está marcado como “En construcción: sin iniciar”. Todavía no se puede comenzar.",
  createFailed: "No se pudo crear el intento.",
  notFound: "Escenario no encontrado.",
  timeUp: "El tiempo se ha agotado. No puedes seleccionar más respuestas. Puedes finalizar para ver el resumen.",
  questionTimeUp: "Tiempo agotado: la pregunta se ha marcado como incorrecta.",
  alreadyAnswered: "Esta pregunta ya está respondida.",
  finished: "Este intento ya está finalizado.",
  notYet: "Esta pregunta aparecerá cuando respondas la anterior o se agote su tiempo.",
  noHints: "No quedan pistas para esta pregunta.",
  questionNotFound: "Pregunta no encontrada en este intento.",
  invalidOption: "Opción no válida.",
} as const;

/** Disponible first, then 'en proceso', then 'sin iniciar', then any other value. */
function statusRank(status: string): number {
  const order: string[] = [SCENARIO_STATUS.available, SCENARIO_STATUS.inProgress, SCENARIO_STATUS.notStarted];
  const rank = order.indexOf(status);
  return rank === -1 ? order.length : rank;
}

export function isStartable(status: string): boolean {
  return status !== SCENARIO_STATUS.notStarted;
}

const collator = new Intl.Collator("es", { sensitivity: "base", numeric: true });

/** The catalogue order: status, then title in Spanish collation. */
export function compareScenarios(a: { status: string; title: string }, b: { status: string; title: string }): number {
  return statusRank(a.status) - statusRank(b.status) || collator.compare(a.title, b.title);
}

/** Attempt length in seconds: an admin's chosen minutes, else the scenario's, else 15; never under 60 s. */
export function attemptSeconds(minutes: number | null | undefined): number {
  const chosen = minutes && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_ATTEMPT_MINUTES;
  return Math.max(MIN_ATTEMPT_SECONDS, Math.round(chosen * 60));
}

type StartDecision = { ok: true } | { ok: false; reason: "notStarted" | "cap" };

/** Whether a new attempt may be created (an open one is resumed before asking). */
export function canStartAttempt(input: { isAdmin: boolean; status: string; attemptsSoFar: number }): StartDecision {
  if (!isStartable(input.status)) return { ok: false, reason: "notStarted" };
  if (!input.isAdmin && input.attemptsSoFar >= MAX_ATTEMPTS) return { ok: false, reason: "cap" };
  return { ok: true };
}

type WithRoles = { roles: readonly string[] };

export function isVisibleTo(item: WithRoles, role: Role): boolean {
  return item.roles.length === 0 || item.roles.includes(role);
}

/** Steps and questions whose roles list is empty or includes the role; steps left empty are dropped. */
export function stepsForRole<S extends WithRoles & { questions: Q[] }, Q extends WithRoles>(allSteps: S[], role: Role): S[] {
  return allSteps
    .filter((step) => isVisibleTo(step, role))
    .map((step) => ({ ...step, questions: step.questions.filter((question) => isVisibleTo(question, role)) }))
    .filter((step) => step.questions.length > 0);
}

/**
 * A step is urgent when its questions are: each «Pregunta urgente» carries its seconds (`time_limit`),
 * and a step's questions are all urgent or none (the format's rule), so an urgent step's questions
 * are shown one at a time, each on its own clock. (The spec's phrase in the description was the
 * marker until decision 0037; every file that had it gave its questions their seconds.)
 */
export function isUrgentStep(step: { questions: readonly { timeLimit: number | null }[] }): boolean {
  return step.questions.some((question) => question.timeLimit !== null);
}

/**
 * Percentage of correct answers over every shown question, minus 5 per hint, floored at 0, rounded (half up).
 * In whole numbers, as the SQL that closes an attempt computes it (`closeStatement`): the two always agree.
 */
export function scoreAttempt(correct: number, total: number, hintsUsed: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.floor((200 * correct + total) / (2 * total)) - HINT_PENALTY * hintsUsed);
}

/** Passed: the score reaches the case's pass mark and no critical question was failed (decision 0035). */
export function attemptPassed(result: { score: number | null; passMark: number; criticalFailed: number | null }): boolean {
  return (result.score ?? 0) >= result.passMark && (result.criticalFailed ?? 0) === 0;
}

export const PASSED_LABEL = (passed: boolean) => (passed ? "Aprobado" : "No aprobado");

/** The moment a timed question stops accepting answers: its own limit, or the attempt's end if sooner. */
export function questionDeadline(shownAtMs: number, timeLimitSeconds: number | null, attemptExpiresAtMs: number): number {
  return timeLimitSeconds ? Math.min(shownAtMs + timeLimitSeconds * 1000, attemptExpiresAtMs) : attemptExpiresAtMs;
}

export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** m:ss for the attempt and question timers. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

type TimerTone = "normal" | "warning" | "danger";

export function attemptTimerTone(seconds: number): TimerTone {
  return seconds <= TIMER_RED_SECONDS ? "danger" : "normal";
}

export function questionTimerTone(seconds: number): TimerTone {
  return seconds <= QUESTION_TIMER_AMBER_SECONDS ? "warning" : "normal";
}

/** Final status: 'finalizado' when every question got an answer or the person finished; 'abandonado' when time ran out first. */
export function finalStatus(input: { answered: number; total: number; byExpiry: boolean }): "finalizado" | "abandonado" {
  return input.byExpiry && input.answered < input.total ? "abandonado" : "finalizado";
}

export const ATTEMPT_STATUS_LABEL = (finishedAt: string | null) => (finishedAt ? "Finalizado" : "En curso");

/** Vitals alerts of case displays: heart rate above 170, SatO2 below 92. */
export const VITAL_ALERTS = { fcAbove: 170, satBelow: 92 } as const;

export function vitalAlerts(vitals: { fc?: number | null; sat?: number | null }): { fc: boolean; sat: boolean } {
  return {
    fc: typeof vitals.fc === "number" && vitals.fc > VITAL_ALERTS.fcAbove,
    sat: typeof vitals.sat === "number" && vitals.sat < VITAL_ALERTS.satBelow,
  };
}

/** Triangle colours with their words, so colour is never the only signal. */
export const TRIANGLE_LABEL = { green: "Normal", amber: "Sospechoso", red: "Alterado" } as const;

/** The evaluation chart's scale: at least 100. */
export function chartMax(values: number[]): number {
  return Math.max(100, ...values);
}

/** In-person rows: ok over scored items (ok, wrong, missed; na excluded), as a rounded percent. */
export function checklistPercent(statuses: readonly string[]): number | null {
  const scored = statuses.filter((status) => status === "ok" || status === "wrong" || status === "missed");
  if (scored.length === 0) return null;
  return Math.round((scored.filter((status) => status === "ok").length / scored.length) * 100);
}
