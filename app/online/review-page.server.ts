/**
 * The review page's loader (`/evaluacion/attempt/:attemptId`): one attempt, question by question,
 * for its owner or an administrator. The route file only names it.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { attempts } from "../../db/schema";
import { attemptPassed } from "../domain/attempts";
import { SCREEN_ERRORS } from "../domain/screen-errors";
import { orScreenError } from "../server/failures.server";
import { readAsViewer, requireArea } from "../server/guards.server";
import { refuse } from "../server/respond.server";
import { auditEvaluationView } from "../server/users.server";
import { assembleAttempt, attemptReads, attemptsAlongside } from "./attempts.server";
import { criticalsOf, publicQuestion, viewQuestions } from "./state";

const NOT_FOUND = "No se encontraron datos del intento.";
const REVIEW = SCREEN_ERRORS.review;

export async function reviewLoader({ request, params, context }: LoaderFunctionArgs) {
  const id = z.string().uuid().safeParse(params.attemptId);
  const { db } = context.app;
  if (!id.success) {
    await orScreenError(requireArea(request, context.app, "approved"), REVIEW.load);
    refuse(404, NOT_FOUND);
  }
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", (viewerId) => {
      // Admins may review anyone's attempt (its owner, or null), everyone else only their own.
      const owner = sql`(select ${attempts.userId} from ${attempts} where ${attempts.id} = ${id.data}
        and (${attempts.userId} = ${viewerId} or exists (select 1 from profiles a where a.id = ${viewerId} and a.is_admin = 1)))`;
      return {
        ...attemptReads(db, { attemptId: id.data, userId: owner }),
        alongside: attemptsAlongside(db, id.data),
        // Someone else's attempt, opened by an administrator: recorded like their evaluation page.
        audit: auditEvaluationView(db, viewerId, owner),
      };
    }),
    REVIEW.load,
  );
  const loaded = await orScreenError(assembleAttempt(db, rows, {}), REVIEW.load);
  if (!loaded) refuse(404, NOT_FOUND);
  const ordered = rows.alongside;
  const now = Date.now();
  const closed = loaded.attempt.finishedAt !== null;
  const views = viewQuestions(loaded.facts, now);
  return {
    isAdmin: viewer.isAdmin,
    title: loaded.scenario.title,
    ordinal: ordered.findIndex((a) => a.id === loaded.attempt.id) + 1,
    of: ordered.length,
    startedAt: loaded.attempt.startedAt,
    closed,
    score: loaded.attempt.score,
    passMark: loaded.attempt.passMark,
    passed: closed ? attemptPassed(loaded.attempt) : null,
    criticals: criticalsOf([...views.values()], closed),
    // What the case expected: shown once the attempt is closed (docs/decisions/0011).
    criticalActions: closed ? (loaded.brief?.critical_actions ?? []) : [],
    steps: loaded.steps.map((step) => ({
      id: step.id,
      description: step.description,
      questions: step.questions.map((q) => ({ ...publicQuestion(views.get(q.id)!, closed, now), hintsUsed: views.get(q.id)!.hintsUsed })),
    })),
  };
}
