/**
 * Online attempts driven below the run page, for tests that need an attempt's state at a given moment
 * (one read, one write) rather than the learner's request: each helper is one batch of the very
 * statements the app sends (`attemptReads`, `finishStatements`, `answerStatements`, `hintStatements`,
 * `startStatements`), judged by the app's own outcomes. The learner's path itself (`readAttempt`,
 * `writeQuestion` with a signed-in request) is `learnerWrite`.
 */
import {
  afterWriteReads,
  answerOutcome,
  answerStatements,
  assembleAttempt,
  attemptReads,
  finishStatements,
  hintOutcome,
  hintStatements,
  startOutcome,
  startStatements,
  turnAsRead,
  validOption,
  writeTo,
  type AnswerResult,
  type LoadedAttempt,
} from "~/online/attempts.server";
import { writeQuestion } from "~/online/run.server";
import type { AppContext } from "~/server/context.server";
import { namedBatch, type Db, type UserRef } from "~/server/db.server";
import { requestWithCookie } from "./harness";

/** One attempt as its owner (`userId`) or an administrator (null) reads it: one round trip, an expired attempt closed in it. */
export async function loadAttempt(db: Db, input: Parameters<typeof attemptReads>[1]): Promise<LoadedAttempt | null> {
  return assembleAttempt(db, await namedBatch(db, attemptReads(db, input)), input);
}

/** 'Finalizar intento' by `userId`: whether the attempt was theirs (and of this scenario). */
export async function finishAttempt(db: Db, input: { attemptId: string; userId: UserRef; scenarioId: number }) {
  const { found } = await namedBatch(db, finishStatements(db, input));
  return found.length > 0;
}

/** An answer to the attempt as `loaded` holds it (its own version's question). */
export async function answerQuestion(db: Db, loaded: LoadedAttempt, questionId: number, option: number): Promise<AnswerResult> {
  const write = writeTo(loaded, questionId);
  if (!write) return { ok: false, reason: "questionNotFound" };
  if (!validOption(write.target, option)) return { ok: false, reason: "invalidOption" };
  return answerOutcome(loaded, questionId, await namedBatch(db, answerStatements(db, write, option)));
}

/** A hint in the attempt as `loaded` holds it. */
export async function revealHint(db: Db, loaded: LoadedAttempt, questionId: number): Promise<AnswerResult> {
  const write = writeTo(loaded, questionId);
  if (!write) return { ok: false, reason: "questionNotFound" };
  return hintOutcome(loaded, questionId, await namedBatch(db, hintStatements(db, write)));
}

/** 'This timed question is in view' in the attempt as `loaded` holds it. */
export async function startClock(db: Db, loaded: LoadedAttempt, questionId: number): Promise<AnswerResult> {
  const write = writeTo(loaded, questionId);
  if (!write) return { ok: false, reason: "questionNotFound" };
  const turn = loaded.onEarlierVersion ? turnAsRead(loaded, questionId) : undefined;
  const { after } = await namedBatch(db, { ...startStatements(db, write, turn), after: afterWriteReads(db, loaded.attempt.id) });
  return startOutcome(loaded, questionId, after.shown);
}

/** What the run page's action does with a learner's answer, hint or start: `writeQuestion` on a request signed in with `cookie`. */
export async function learnerWrite(
  app: AppContext,
  cookie: string,
  run: { attemptId: string; scenarioId: number },
  intent: Parameters<typeof writeQuestion>[3],
): Promise<AnswerResult | null> {
  const written = await writeQuestion(requestWithCookie(cookie), app, run, intent);
  return written && written.result;
}
