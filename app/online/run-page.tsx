/**
 * The learner's run page (`/simulacion/:id?attempt=…`): the run screen (`RunScreen`) with the
 * server's forms, and what follows the result. Its loader and action are in run-page.server.ts.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useFormAction, useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useMemo, type ReactNode } from "react";
import { paths } from "~/domain/paths";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { buttonClass, useHydrated } from "~/ui/form";
import { ScreenError } from "~/ui/screen-error";
import { RunScreen } from "./run-screen";
import type { runAction, runLoader } from "./run-page.server";

export const runMeta: MetaFunction<typeof runLoader> = ({ data }) => [{ title: `${data?.title ?? "Intento"} · SimPed` }];

/** The forms that answer and ask for hints share one fetcher: its answer is the page's new state. */
const ATTEMPT_FETCHER = "intento";

type ActionData = ReturnType<typeof useActionData<typeof runAction>>;
const messageOf = (answer: ActionData) => (answer && "message" in answer ? answer : null);

/** After an answer or a hint that carried the page's new state, nothing is read again. */
export function shouldRevalidateRun({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  return typeof actionResult === "object" && actionResult !== null && "run" in actionResult ? false : defaultShouldRevalidate;
}

/** The learner's forms: a question's share one fetcher (its answer is the page's new state); 'Finalizar intento' posts and redirects. */
function QuestionForm({ className, children }: { className: string; children: ReactNode }) {
  const fetcher = useFetcher<typeof runAction>({ key: ATTEMPT_FETCHER });
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

export function RunPage() {
  const loaded = useLoaderData<typeof runLoader>();
  const fetcher = useFetcher<typeof runAction>({ key: ATTEMPT_FETCHER });
  const written = fetcher.data && "run" in fetcher.data ? fetcher.data.run : null;
  // The newer of the two: the loader's after a navigation, the fetcher's after an answer.
  const data = written && written.asOf > loaded.asOf ? written : loaded;
  const failure = messageOf(useActionData<typeof runAction>()) ?? (fetcher.state === "idle" ? messageOf(fetcher.data) : null);
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
        base={paths.onlineRun(data.scenarioId, attempt.id)}
        forms={forms}
        onTimeUp={revalidate}
        failure={failure?.message ?? null}
        title={<h1 className="text-2xl font-bold tracking-tight">{data.title}</h1>}
        summaryActions={
          <>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.attemptReview(attempt.id)} className={buttonClass("primary")}>
                Revisar el intento
              </Link>
              <Link to={paths.onlineStart(data.scenarioId)} className={buttonClass("secondary")}>
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
                      <Link to={paths.attemptReview(a.id)} className="text-brand-700 underline">
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

export function RunErrorBoundary() {
  return <ScreenError title={SCREEN_ERRORS.run.title} fallback={SCREEN_ERRORS.run.unexpected} panelLink />;
}
