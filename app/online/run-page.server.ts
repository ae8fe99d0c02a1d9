/**
 * The run page's loader and action (`/simulacion/:id?attempt=…`): the attempt as its owner sees it,
 * and the learner's answers, hints, clock starts and 'Finalizar intento'. The route file only names them.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { ATTEMPT_MESSAGES } from "../domain/attempts";
import { formToObject, idSchema } from "../domain/forms";
import { paths } from "../domain/paths";
import { SCREEN_ERRORS } from "../domain/screen-errors";
import { orScreenError } from "../server/failures.server";
import { readAsViewer, requireArea } from "../server/guards.server";
import { fail } from "../server/respond.server";
import { finishStatements, type AttemptRefusal } from "./attempts.server";
import { attemptIntentSchema } from "./forms";
import { runView } from "./run";
import { readAttempt, writeQuestion } from "./run.server";

const runParams = z.object({ id: idSchema, attempt: z.string().uuid() });

function readRun(request: Request, params: { id?: string }) {
  const url = new URL(request.url);
  const parsed = runParams.safeParse({ id: params.id, attempt: url.searchParams.get("attempt") });
  const step = idSchema.safeParse(url.searchParams.get("step"));
  return { parsed, stepId: step.success ? step.data : undefined, view: url.searchParams.get("view") };
}

/** Without a valid attempt of this user for this scenario: back to confirm. */
const toConfirm = (id: string | undefined) =>
  redirect(id !== undefined && idSchema.safeParse(id).success ? paths.onlineStart(id) : "/simulacion");

const RUN = SCREEN_ERRORS.run;

/** The person's earlier attempts at the scenario, listed under the summary. */
type Earlier = Awaited<ReturnType<typeof readAttempt>>["earlier"];

export async function runLoader({ request, params, context }: LoaderFunctionArgs) {
  const { parsed, stepId, view } = readRun(request, params);
  if (!parsed.success) {
    await requireArea(request, context.app, "approved");
    throw toConfirm(params.id);
  }
  const {
    viewer,
    loaded,
    earlier: all,
  } = await readAttempt(request, context.app, { attemptId: parsed.data.attempt, scenarioId: parsed.data.id, showStepId: stepId });
  if (!loaded) throw toConfirm(params.id);
  // What the run page shows, from the attempt as read (the action's answer with JavaScript is the same, after its write).
  return runView(loaded, all, viewer.isAdmin, { stepId, view }, Date.now());
}

/** The status of a refused answer or hint: a malformed choice, a question not in the attempt, or one no longer open. */
const REFUSAL_STATUS: Partial<Record<AttemptRefusal, number>> = { invalidOption: 400, questionNotFound: 404 };

export async function runAction({ request, params, context }: ActionFunctionArgs) {
  const { parsed, stepId } = readRun(request, params);
  if (!parsed.success) {
    await requireArea(request, context.app, "approved");
    throw toConfirm(params.id);
  }
  const input = attemptIntentSchema.safeParse(formToObject(await request.formData()));
  if (!input.success) {
    await requireArea(request, context.app, "approved");
    return fail(400, "Petición no válida.");
  }
  const run = { attemptId: parsed.data.attempt, scenarioId: parsed.data.id };
  const here = paths.onlineRun(run.scenarioId, run.attemptId);
  if (input.data.intent === "finish") {
    // At any time, after the confirmation step: one round trip, the close computed by the database (closeStatement).
    const { rows } = await orScreenError(
      readAsViewer(request, context.app, "approved", (userId) => finishStatements(context.app.db, { ...run, userId })),
      `Hubo un problema al finalizar el intento: ${RUN.unexpected}`,
    );
    if (!rows.found.length) throw toConfirm(params.id);
    return redirect(here);
  }
  const written = await writeQuestion(request, context.app, { ...run, showStepId: stepId }, input.data);
  if (!written) throw toConfirm(params.id);
  const { result, after, isAdmin } = written;
  if (!result.ok) return fail(REFUSAL_STATUS[result.reason] ?? 409, ATTEMPT_MESSAGES[result.reason]);
  // With JavaScript: the page's new state in the same answer, one request and one trip in all.
  if (input.data.modo === "datos" && after)
    return { run: runView(after, [] as Earlier, isAdmin ?? false, { stepId, view: null }, Date.now()) };
  // Without it, the page again, at the question: a question whose clock just started is at the top of the window.
  return redirect(`${here}${stepId ? `&step=${stepId}` : ""}#q${input.data.questionId}`);
}
