/**
 * The run page's reads and writes, each in one round trip with the viewer's lookup: who is asking,
 * the attempt (its steps and questions from the content kept in memory) and, for an answer or a
 * hint, the write itself, which checks the owner, the attempt and the question in its own statement.
 */
import type { z } from "zod";
import type { attemptIntentSchema } from "./forms";
import { isUrgentStep } from "../domain/attempts";
import { SCREEN_ERRORS } from "../domain/screen-errors";
import {
  answerOutcome,
  answerStatements,
  assembleAttempt,
  attemptLoadFailure,
  afterWriteReads,
  attemptReads,
  attemptsAtScenario,
  hintOutcome,
  hintStatements,
  questionTarget,
  showStepOnVersion,
  shownOnVersionReads,
  startOutcome,
  startStatements,
  turnAsRead,
  validOption,
  withFacts,
  writeTo,
  type AnswerResult,
  type LoadedAttempt,
} from "./attempts.server";
import type { SQL } from "drizzle-orm";
import { currentContent, keptContent } from "../server/content.server";
import type { AppContext } from "../server/context.server";
import { namedBatch, nowIso, type NamedRows } from "../server/db.server";
import { orScreenError } from "../server/failures.server";
import { readAsViewer } from "../server/guards.server";

const RUN = SCREEN_ERRORS.run;

type RunInput = { attemptId: string; scenarioId: number; showStepId?: number };

/**
 * Who is asking, the attempt and the person's earlier attempts at the scenario, in one round trip
 * (an attempt whose time is over closed first, the step being opened marked as shown in it; for an
 * attempt on an earlier version, as that version has the step, in one more).
 */
export async function readAttempt(request: Request, app: AppContext, input: RunInput) {
  const { db } = app;
  const urgentStep = await isUrgentStepShown(app, input);
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, app, "approved", (userId) => ({
      ...attemptReads(db, { ...input, userId, urgentStep }),
      earlier: attemptsAtScenario(db, userId, [input.scenarioId]),
    })),
    (error) => RUN[attemptLoadFailure(error)],
  );
  const loaded = await orScreenError(
    assembleAttempt(db, rows, input).then((found) => showStepOnVersion(db, found, input.showStepId)),
    (error) => RUN[attemptLoadFailure(error)],
  );
  return { viewer, loaded, earlier: rows.earlier };
}

/** Whether the step being opened is urgent (its questions are then shown one at a time), from the content the isolate holds. */
async function isUrgentStepShown(app: AppContext, input: RunInput): Promise<boolean> {
  if (!input.showStepId) return false;
  const content = await orScreenError(keptContent(app.db), (error) => RUN[attemptLoadFailure(error)]);
  const questions = content.steps.get(input.scenarioId)?.filter((row) => row.stepId === input.showStepId) ?? [];
  return isUrgentStep({ questions });
}

type QuestionIntent = Exclude<z.infer<typeof attemptIntentSchema>, { intent: "finish" }>;

/** The statements of an answer, a hint or a start ('this question is in view'), planned as `write` says. */
function questionStatements(app: AppContext, write: Parameters<typeof answerStatements>[1], intent: QuestionIntent, turn?: SQL) {
  if (intent.intent === "answer") return answerStatements(app.db, write, intent.option);
  return intent.intent === "hint" ? hintStatements(app.db, write) : startStatements(app.db, write, turn);
}

/** What the statements of `questionStatements` did (told by their names), from the attempt as it was before and its shown questions after. */
function questionOutcome(
  loaded: LoadedAttempt,
  questionId: number,
  written: NamedRows<ReturnType<typeof questionStatements>>,
  shownAfter: LoadedAttempt["facts"]["shown"],
) {
  if ("inserted" in written) return answerOutcome(loaded, questionId, written);
  return "updated" in written ? hintOutcome(loaded, questionId, written) : startOutcome(loaded, questionId, shownAfter);
}

/**
 * An answer or a hint: null when the attempt is not this person's (back to confirm), else what
 * happened. Planned on the content this isolate holds, so that the write joins the batch that reads
 * who is asking and the attempt; when the content moved on meanwhile the write matches nothing and
 * it is planned again on the new content, once. An attempt that runs on an earlier version than the
 * live content's is judged by that version: the planned write matches nothing for it either, and it
 * is planned again from the attempt as read (its version's key, hints, timers and questions): one
 * more round trip, only for such an attempt (decision 0019).
 */
export async function writeQuestion(
  request: Request,
  app: AppContext,
  input: RunInput,
  intent: QuestionIntent,
  planned = false,
): Promise<{ result: AnswerResult; after?: LoadedAttempt; isAdmin?: boolean } | null> {
  const { db } = app;
  const content = planned ? await currentContent(db) : await keptContent(db);
  const target = questionTarget(content, input.scenarioId, intent.questionId);
  if (!target || (intent.intent === "answer" && !validOption(target, intent.option))) {
    // Not a question (or option) of the live content: maybe one of the version the attempt runs on.
    const { viewer, rows } = await orScreenError(
      readAsViewer(request, app, "approved", (userId) => attemptReads(db, { ...input, userId, showStepId: undefined })),
      (error) => RUN[attemptLoadFailure(error)],
    );
    const loaded = await orScreenError(assembleAttempt(db, rows, input), (error) => RUN[attemptLoadFailure(error)]);
    if (loaded?.onEarlierVersion) return writeOnVersion(app, loaded, viewer.isAdmin, input, intent);
    if (loaded && !planned && rows.contentVersion[0]?.version !== content.version) return writeQuestion(request, app, input, intent, true);
    // Strangers learn nothing about the form.
    return { result: target ? { ok: false, reason: "invalidOption" } : { ok: false, reason: "questionNotFound" } };
  }
  const now = nowIso();
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, app, "approved", (userId) => {
      const write = { attemptId: input.attemptId, owner: userId, questionId: intent.questionId, target, version: content.version, now };
      return {
        ...attemptReads(db, { ...input, userId, showStepId: undefined }),
        written: questionStatements(app, write, intent),
        after: afterWriteReads(db, input.attemptId),
      };
    }),
    (error) => RUN[attemptLoadFailure(error)],
  );
  const loaded = await orScreenError(assembleAttempt(db, rows, input), (error) => RUN[attemptLoadFailure(error)]);
  if (!loaded) return null;
  if (loaded.onEarlierVersion) return writeOnVersion(app, loaded, viewer.isAdmin, input, intent);
  // The attempt as it is now, read after the write in the same batch: the page needs no second request.
  const { answers, shown } = rows.after;
  const result = questionOutcome(loaded, intent.questionId, rows.written, shown);
  if (result.ok) return { result, after: withFacts(loaded, answers, shown), isAdmin: viewer.isAdmin };
  if (!planned && rows.contentVersion[0]?.version !== content.version) return writeQuestion(request, app, input, intent, true);
  return { result: refusal(loaded, result) };
}

/**
 * An answer or a hint in an attempt on an earlier version, planned from the attempt as just read (its
 * version's question: key, options, hints, timer, role): one round trip, the step being opened marked
 * as shown as that version has it and the attempt read back after the write in it.
 */
async function writeOnVersion(
  app: AppContext,
  loaded: LoadedAttempt,
  isAdmin: boolean,
  input: RunInput,
  intent: QuestionIntent,
): Promise<{ result: AnswerResult; after?: LoadedAttempt; isAdmin?: boolean }> {
  const { db } = app;
  const write = writeTo(loaded, intent.questionId);
  if (!write) return { result: { ok: false, reason: "questionNotFound" } };
  if (intent.intent === "answer" && !validOption(write.target, intent.option)) return { result: { ok: false, reason: "invalidOption" } };
  const rows = await orScreenError(
    namedBatch(db, {
      written: questionStatements(app, write, intent, turnAsRead(loaded, intent.questionId)),
      after: shownOnVersionReads(db, loaded, input.showStepId, write.now),
    }),
    (error) => RUN[attemptLoadFailure(error)],
  );
  const { answers, shown } = rows.after;
  const result = questionOutcome(loaded, intent.questionId, rows.written, shown);
  if (result.ok) return { result, after: withFacts(loaded, answers, shown), isAdmin };
  return { result: refusal(loaded, result) };
}

/** A refused write: an attempt found closed says why in the spec's words (one whose time ran out was closed by the batch that read it). */
function refusal(loaded: LoadedAttempt, result: AnswerResult): AnswerResult {
  const expired = Date.parse(loaded.attempt.expiresAt) <= Date.now();
  if (loaded.attempt.finishedAt || expired) return { ok: false, reason: expired ? "timeUp" : "finished" };
  return result;
}
