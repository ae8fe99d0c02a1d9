import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useFormAction, useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useMemo, type ReactNode } from "react";
import { z } from "zod";
import { runView } from "~/online/run";
import { attemptIntentSchema } from "~/online/forms";
import { ATTEMPT_MESSAGES } from "~/domain/attempts";
import { formToObject, idSchema } from "~/domain/forms";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { finishStatements, type AttemptRefusal } from "~/online/attempts.server";
import { readAttempt, writeQuestion } from "~/online/run.server";
import { orScreenError } from "~/server/failures.server";
import { readAsViewer, requireArea } from "~/server/guards.server";
import { fail } from "~/server/respond.server";
import { RunScreen } from "~/online/run-screen";
import { buttonClass, useHydrated } from "~/ui/form";
import { ScreenError } from "~/ui/screen-error";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Intento"} · SimPed` }];

const runParams = z.object({ id: idSchema, attempt: z.string().uuid() });

function readRun(request: Request, params: { id?: string }) {
  const url = new URL(request.url);
  const parsed = runParams.safeParse({ id: params.id, attempt: url.searchParams.get("attempt") });
  const step = idSchema.safeParse(url.searchParams.get("step"));
  return { parsed, stepId: step.success ? step.data : undefined, view: url.searchParams.get("view") };
}

/** Without a valid attempt of this user for this scenario: back to confirm. */
const toConfirm = (id: string | undefined) => redirect(idSchema.safeParse(id).success ? `/simulacion/${id}/confirm` : "/simulacion");

const RUN = SCREEN_ERRORS.run;

/** The person's earlier attempts at the scenario, listed under the summary. */
type Earlier = Awaited<ReturnType<typeof readAttempt>>["earlier"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
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

export async function action({ request, params, context }: ActionFunctionArgs) {
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
  const here = `/simulacion/${run.scenarioId}?attempt=${run.attemptId}`;
  if (input.data.intent === "finish") {
    // At any time, after the confirmation step: one round trip, the close computed by the database (closeStatement).
    const { rows } = await orScreenError(
      readAsViewer(request, context.app, "approved", (userId) => finishStatements(context.app.db, { ...run, userId })),
      `Hubo un problema al finalizar el intento: ${RUN.unexpected}`,
    );
    if (!rows[1].length) throw toConfirm(params.id);
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

/** The forms that answer and ask for hints share one fetcher: its answer is the page's new state. */
const ATTEMPT_FETCHER = "intento";

type ActionData = ReturnType<typeof useActionData<typeof action>>;
const messageOf = (answer: ActionData) => (answer && "message" in answer ? answer : null);

/** After an answer or a hint that carried the page's new state, nothing is read again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  return typeof actionResult === "object" && actionResult !== null && "run" in actionResult ? false : defaultShouldRevalidate;
}

/** The learner's forms: a question's share one fetcher (its answer is the page's new state); 'Finalizar intento' posts and redirects. */
function QuestionForm({ className, children }: { className: string; children: ReactNode }) {
  const fetcher = useFetcher<typeof action>({ key: ATTEMPT_FETCHER });
  // Only once the page runs JavaScript: without it the same forms post and redirect.
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" className={className} preventScrollReset>
      {hydrated && <input type="hidden" name="modo" value="datos" />}
      {children}
    </fetcher.Form>
  );
}

const FinishForm = ({ children }: { children: ReactNode }) => <Form method="post">{children}</Form>;

export default function Run() {
  const loaded = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>({ key: ATTEMPT_FETCHER });
  const written = fetcher.data && "run" in fetcher.data ? fetcher.data.run : null;
  // The newer of the two: the loader's after a navigation, the fetcher's after an answer.
  const data = written && written.asOf > loaded.asOf ? written : loaded;
  const failure = messageOf(useActionData<typeof action>()) ?? (fetcher.state === "idle" ? messageOf(fetcher.data) : null);
  const { revalidate } = useRevalidator();
  const { attempt, earlier } = data;
  // 'This timed question is in view', sent by the page itself: the answer is the page's new state, as an answer's.
  const here = useFormAction();
  const { submit } = fetcher;
  const start = useCallback(
    (questionId: number) => submit({ intent: "start", questionId: String(questionId), modo: "datos" }, { method: "post", action: here }),
    [submit, here],
  );
  const forms = useMemo(
    () => ({ Question: QuestionForm, Finish: FinishForm, busy: fetcher.state !== "idle", start }),
    [fetcher.state, start],
  );
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <RunScreen
        data={data}
        base={`/simulacion/${data.scenarioId}?attempt=${attempt.id}`}
        forms={forms}
        onTimeUp={revalidate}
        failure={failure?.message ?? null}
        title={<h1 className="text-2xl font-bold tracking-tight">{data.title}</h1>}
        summaryActions={
          <>
            <div className="flex flex-wrap gap-3">
              <Link to={`/evaluacion/attempt/${attempt.id}`} className={buttonClass("primary")}>
                Revisar el intento
              </Link>
              <Link to={`/simulacion/${data.scenarioId}/confirm`} className={buttonClass("secondary")}>
                Volver al escenario
              </Link>
            </div>
            {earlier.length > 0 && (
              <div>
                <h3 className="mt-6 font-semibold">Intentos en este escenario</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {earlier.map((a) => (
                    <li key={a.id}>
                      Intento {a.ordinal}: {a.finishedAt ? `${a.score ?? 0} %` : "En curso"} ·{" "}
                      <Link to={`/evaluacion/attempt/${a.id}`} className="text-brand-700 underline">
                        Revisar
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        }
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={RUN.title} fallback={RUN.unexpected} panelLink />;
}
