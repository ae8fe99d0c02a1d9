import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { z } from "zod";
import { publicQuestion, QUESTION_STATE_LABEL, questionState, summarize, viewQuestions, type QuestionState } from "~/domain/attempt-state";
import { attemptIntentSchema } from "~/domain/attempt-forms";
import { ATTEMPT_MESSAGES, attemptTimerTone, formatClock, isUrgentStep, questionTimerTone } from "~/domain/attempts";
import { plural } from "~/domain/format";
import { formToObject } from "~/domain/forms";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { closeAttempt } from "~/server/attempts.server";
import { readAttempt, writeQuestion } from "~/server/run.server";
import type { AttemptRefusal, LoadedAttempt } from "~/server/attempts.server";
import { requireArea } from "~/server/guards.server";
import { fail } from "~/server/respond.server";
import { CaseBriefView, CriticalActions } from "~/ui/case-brief";
import { buttonClass, FormMessage } from "~/ui/form";
import { ScreenError } from "~/ui/screen-error";
import { Icon, type IconName } from "~/ui/icons";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Intento"} · SimPed` }];

const runParams = z.object({ id: z.coerce.number().int().positive(), attempt: z.string().uuid() });

function readRun(request: Request, params: { id?: string }) {
  const url = new URL(request.url);
  const parsed = runParams.safeParse({ id: params.id, attempt: url.searchParams.get("attempt") });
  const step = z.coerce.number().int().positive().safeParse(url.searchParams.get("step"));
  return { parsed, stepId: step.success ? step.data : undefined, view: url.searchParams.get("view") };
}

/** Without a valid attempt of this user for this scenario: back to confirm. */
const toConfirm = (id: string | undefined) => redirect(/^\d+$/.test(id ?? "") ? `/simulacion/${id}/confirm` : "/simulacion");

const RUN = SCREEN_ERRORS.run;

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
  return runPage(loaded, all, viewer.isAdmin, { stepId, view }, Date.now());
}

/** What the run page shows, from the attempt as read (or as just written): the loader's answer, and the action's with JavaScript. */
function runPage(
  loaded: LoadedAttempt,
  all: Awaited<ReturnType<typeof readAttempt>>["earlier"],
  isAdmin: boolean,
  at: { stepId?: number; view: string | null },
  now: number,
) {
  const { stepId, view } = at;
  const closed = loaded.attempt.finishedAt !== null;
  const views = viewQuestions(loaded.facts, now);
  const summary = summarize(loaded.facts, now);
  const brief = loaded.brief;
  const current = closed && view !== "paso" ? null : (loaded.steps.find((s) => s.id === stepId) ?? null);
  const earlier = closed ? all : [];
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
    },
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
      urgent: isUrgentStep(current.description),
      questions: current.questions.map((q) => publicQuestion(views.get(q.id)!, closed, now)),
    },
    earlier: earlier.map((a, index) => ({ ...a, ordinal: index + 1 })),
  };
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
    // Two round trips: the score is the domain's to compute from the attempt as read.
    const { loaded } = await readAttempt(request, context.app, run);
    if (!loaded) throw toConfirm(params.id);
    const result = await closeAttempt(context.app.db, loaded, false);
    if (!result.ok) return fail(409, `Hubo un problema al finalizar el intento: ${ATTEMPT_MESSAGES[result.reason]}`);
    return redirect(here);
  }
  const written = await writeQuestion(request, context.app, { ...run, showStepId: stepId }, input.data);
  if (!written) throw toConfirm(params.id);
  const { result, after, isAdmin } = written;
  if (!result.ok) return fail(REFUSAL_STATUS[result.reason] ?? 409, ATTEMPT_MESSAGES[result.reason]);
  // With JavaScript: the page's new state in the same answer, one request and one trip in all.
  if (input.data.modo === "datos" && after) return { run: runPage(after, [], isAdmin ?? false, { stepId, view: null }, Date.now()) };
  return redirect(`${here}${stepId ? `&step=${stepId}` : ""}#q${input.data.questionId}`);
}

/** Seconds left, counting down in the browser from the server's figure; calls back at zero. */
function useCountdown(seconds: number | null, onZero: () => void) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null) return;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        onZero();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, onZero]);
  return left;
}

function AttemptTimer({ seconds, onZero }: { seconds: number; onZero: () => void }) {
  const left = useCountdown(seconds, onZero) ?? 0;
  const danger = attemptTimerTone(left) === "danger";
  return (
    <p
      className={`flex items-baseline gap-2 rounded-lg px-3 py-1 ${danger ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-800"}`}
      role="timer"
      aria-label="Tiempo restante del intento"
    >
      <span aria-hidden="true" className="text-xs font-medium">
        Tiempo restante
      </span>
      <span className="font-mono text-lg font-bold tabular-nums">
        {danger && <Icon name="warning" className="mr-1" />}
        {formatClock(left)}
      </span>
    </p>
  );
}

const STATE_LOOK: Record<QuestionState, { icon?: IconName; className: string }> = {
  right: { icon: "check", className: "border-emerald-600 bg-emerald-50 text-emerald-800" },
  wrong: { icon: "cross", className: "border-red-600 bg-red-50 text-red-800" },
  expired: { icon: "clock", className: "border-amber-600 bg-amber-50 text-amber-900" },
  unanswered: { className: "border-slate-300 bg-white text-slate-700" },
};

/** One square per question of a step: its number, its state in a word (for screen readers) and a sign; a link to it. */
function QuestionSquares({
  step,
  to,
  current,
}: {
  step: { questions: { id: number; state: QuestionState }[] };
  to: string;
  current: boolean;
}) {
  return (
    <ol className="mt-1 flex flex-wrap gap-1 px-3" aria-label="Preguntas del bloque">
      {step.questions.map((question, index) => {
        const look = STATE_LOOK[question.state];
        return (
          <li key={question.id}>
            <Link
              to={`${to}#q${question.id}`}
              className={`flex h-7 min-w-7 items-center justify-center gap-0.5 rounded border px-1 text-xs font-semibold ${look.className} ${current ? "ring-1 ring-brand-600" : ""}`}
            >
              {index + 1}
              {look.icon && <Icon name={look.icon} />}
              <span className="sr-only">: {QUESTION_STATE_LABEL[question.state]}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** The navigation panel: open beside the attempt on a wide screen; folded on a phone until asked for (open without JavaScript). */
function NavigationPanel({ summary, children }: { summary: string; children: ReactNode }) {
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (panel.current && window.matchMedia("(max-width: 767px)").matches) panel.current.open = false;
  }, []);
  return (
    <details ref={panel} open className="group rounded-xl border border-slate-200 bg-white p-2 md:border-0 md:bg-transparent md:p-0">
      <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 md:hidden">{summary}</summary>
      {children}
    </details>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type QuestionData = NonNullable<LoaderData["current"]>["questions"][number];

function QuestionTimer({ seconds, onZero }: { seconds: number; onZero: () => void }) {
  const left = useCountdown(seconds, onZero) ?? 0;
  const warning = questionTimerTone(left) === "warning";
  return (
    <p
      className={`inline-block rounded px-2 py-0.5 font-mono text-sm font-semibold tabular-nums ${warning ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"}`}
    >
      {warning && <Icon name="clock" className="mr-1" />}
      Tiempo de la pregunta: {formatClock(left)}
    </p>
  );
}

/**
 * Choosing an option and confirming it are two acts ('Responder'), so that a slip of the finger
 * commits nothing. Without JavaScript the radios are `required`: the browser asks for a choice.
 */
function Question({ question, onTimeUp }: { question: QuestionData; onTimeUp: () => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const fetcher = useFetcher<typeof action>({ key: ATTEMPT_FETCHER });
  const busy = fetcher.state !== "idle";
  // Only once the page runs JavaScript: without it the same forms post and redirect.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mode = hydrated && <input type="hidden" name="modo" value="datos" />;
  const optionClass = (index: number) => {
    if (question.selected === index) return question.isCorrect ? "border-emerald-600 bg-emerald-50" : "border-red-600 bg-red-50";
    if (question.correctOption === index) return "border-emerald-600 bg-white";
    if (chosen === index) return "border-brand-600 bg-brand-50";
    return `border-slate-300 bg-white ${question.open ? "hover:border-brand-600" : ""}`;
  };
  return (
    <fieldset id={`q${question.id}`} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="sr-only">{question.text}</legend>
      <p aria-hidden="true" className="font-semibold text-slate-900">
        {question.text}
        {question.isCritical && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">Crítica</span>}
      </p>
      {question.secondsLeft !== null && (
        <div className="mt-2">
          <QuestionTimer seconds={question.secondsLeft} onZero={onTimeUp} />
        </div>
      )}
      <fetcher.Form method="post" className="mt-3 grid gap-2" preventScrollReset>
        {mode}
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.id} />
        {question.options.map((option, index) => (
          <label
            key={option}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3 text-sm transition has-[:disabled]:cursor-default ${optionClass(index)}`}
          >
            <input
              type="radio"
              name="option"
              value={index}
              required
              disabled={!question.open}
              defaultChecked={question.selected === index}
              onChange={() => setChosen(index)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 flex-1">
              {option}
              {question.selected === index && (
                <span className={`mt-1 block text-xs font-semibold ${question.isCorrect ? "text-emerald-800" : "text-red-800"}`}>
                  <Icon name={question.isCorrect ? "check" : "cross"} /> Tu respuesta
                </span>
              )}
              {question.correctOption === index && question.selected !== index && (
                <span className="mt-1 block text-xs font-semibold text-emerald-800">
                  <Icon name="check" /> Respuesta correcta
                </span>
              )}
            </span>
          </label>
        ))}
        {question.open && (
          <div>
            <button type="submit" disabled={busy} className={buttonClass("primary")}>
              Responder
            </button>
          </div>
        )}
      </fetcher.Form>
      {question.timedOut && (
        <p role="status" className="mt-3 font-semibold text-amber-900">
          <Icon name="clock" /> {ATTEMPT_MESSAGES.questionTimeUp}
        </p>
      )}
      {question.isCorrect !== null && (
        <p role="status" className={`mt-3 font-semibold ${question.isCorrect ? "text-emerald-800" : "text-red-800"}`}>
          <Icon name={question.isCorrect ? "check" : "cross"} /> {question.isCorrect ? "Respuesta correcta" : "Respuesta incorrecta"}
        </p>
      )}
      {question.explanation && <p className="mt-2 text-sm text-slate-700">{question.explanation}</p>}
      {question.hints.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-sky-900">
          {question.hints.map((hint, index) => (
            <li key={hint} className="rounded bg-sky-50 px-3 py-2">
              Pista {index + 1}: {hint}
            </li>
          ))}
        </ul>
      )}
      {question.open && question.hintsLeft > 0 && (
        <fetcher.Form method="post" className="mt-3 flex items-center gap-3" preventScrollReset>
          {mode}
          <input type="hidden" name="intent" value="hint" />
          <input type="hidden" name="questionId" value={question.id} />
          <button type="submit" disabled={busy} className={buttonClass("secondary")}>
            Pedir pista
          </button>
          <span className="text-xs text-slate-600">
            Cada pista resta 5 puntos · {plural(question.hintsLeft, { one: "queda", other: "quedan" })} {question.hintsLeft}
          </span>
        </fetcher.Form>
      )}
    </fieldset>
  );
}

function Summary({ data }: { data: LoaderData }) {
  const { attempt, summary, earlier } = data;
  return (
    <section aria-labelledby="resumen" className="space-y-4">
      <h2 id="resumen" className="text-2xl font-bold">
        Resumen del intento
      </h2>
      <p className="text-5xl font-bold tabular-nums text-brand-800">{attempt.score ?? 0} %</p>
      <p className="text-slate-700">
        {attempt.correctCount ?? 0} de {attempt.totalCount ?? summary.total} respuestas correctas · {summary.hintsUsed}{" "}
        {plural(summary.hintsUsed, { one: "pista usada", other: "pistas usadas" })} ·{" "}
        {attempt.status === "abandonado" ? "Finalizado por tiempo" : "Finalizado"}
      </p>
      {data.brief && <CriticalActions items={data.brief.critical_actions} />}
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
    </section>
  );
}

/** The forms that answer and ask for hints share one fetcher: its answer is the page's new state. */
const ATTEMPT_FETCHER = "intento";

type ActionData = ReturnType<typeof useActionData<typeof action>>;
const messageOf = (answer: ActionData) => (answer && "message" in answer ? answer : null);

/** After an answer or a hint that carried the page's new state, nothing is read again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  return typeof actionResult === "object" && actionResult !== null && "run" in actionResult ? false : defaultShouldRevalidate;
}

export default function Run() {
  const loaded = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>({ key: ATTEMPT_FETCHER });
  const written = fetcher.data && "run" in fetcher.data ? fetcher.data.run : null;
  // The newer of the two: the loader's after a navigation, the fetcher's after an answer.
  const data = written && written.asOf > loaded.asOf ? written : loaded;
  const failure = messageOf(useActionData<typeof action>()) ?? (fetcher.state === "idle" ? messageOf(fetcher.data) : null);
  const { revalidate } = useRevalidator();
  const { attempt, summary, steps, current, brief } = data;
  const base = `/simulacion/${data.scenarioId}?attempt=${attempt.id}`;
  const position = current ? steps.findIndex((s) => s.id === current.id) : -1;
  const previous = position > 0 ? `${base}&step=${steps[position - 1].id}` : position === 0 ? base : null;
  const next = position < steps.length - 1 ? `${base}&step=${steps[position + 1].id}` : null;
  const timeUp = !attempt.closed && attempt.secondsLeft === 0;
  const canFinish = summary.allDone || timeUp;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      {/* On a phone the attempt's clock and 'Finalizar' stay in sight under the header ('contents': the bar sticks within the whole page). */}
      <div className="contents md:flex md:flex-wrap md:items-center md:justify-between md:gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{data.title}</h1>
        {!attempt.closed && (
          <div className="sticky top-16 z-30 -mx-4 mt-2 flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 md:static md:mx-0 md:mt-0 md:border-0 md:bg-transparent md:p-0">
            <AttemptTimer seconds={attempt.secondsLeft} onZero={revalidate} />
            <Form method="post">
              <input type="hidden" name="intent" value="finish" />
              <button type="submit" disabled={!canFinish} className={buttonClass("primary")}>
                Finalizar intento
              </button>
            </Form>
          </div>
        )}
      </div>
      <div className="mt-4 space-y-3">
        {attempt.closed && attempt.status === "abandonado" && <FormMessage tone="info">{ATTEMPT_MESSAGES.timeUp}</FormMessage>}
        {failure && <FormMessage tone="error">{failure.message}</FormMessage>}
      </div>
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <nav aria-label="Bloques del caso">
          <NavigationPanel summary={`Navegación del intento: ${summary.answered} de ${summary.total} respondidas`}>
            <ol className="space-y-1 text-sm">
              {brief && (
                <li>
                  <Link
                    to={base}
                    className={`block rounded-lg px-3 py-2 ${!current && !attempt.closed ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-slate-100"}`}
                  >
                    Caso clínico
                  </Link>
                </li>
              )}
              {steps.map((step, index) => (
                <li key={step.id}>
                  <Link
                    to={`${base}&step=${step.id}${attempt.closed ? "&view=paso" : ""}`}
                    aria-current={current?.id === step.id ? "step" : undefined}
                    className={`block rounded-lg px-3 py-2 ${current?.id === step.id ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-slate-100"}`}
                  >
                    {index + 1}. {step.description}
                    <span className="block text-xs text-slate-600">
                      {step.answered} de {step.total} respondidas
                    </span>
                  </Link>
                  <QuestionSquares
                    step={step}
                    to={`${base}&step=${step.id}${attempt.closed ? "&view=paso" : ""}`}
                    current={current?.id === step.id}
                  />
                </li>
              ))}
              {attempt.closed && (
                <li>
                  <Link to={base} className="block rounded-lg px-3 py-2 hover:bg-slate-100">
                    Resumen
                  </Link>
                </li>
              )}
            </ol>
          </NavigationPanel>
        </nav>
        <div>
          {current ? (
            <section aria-labelledby="step-title" className="space-y-4">
              <h2 id="step-title" className="text-xl font-semibold">
                {current.description}
              </h2>
              {current.urgent && (
                <p className="text-sm font-semibold text-amber-900">
                  <Icon name="clock" /> Intervención urgente: cada pregunta tiene su propio tiempo, que empieza cuando aparece.
                </p>
              )}
              {current.narrative && <p className="text-slate-700">{current.narrative}</p>}
              {current.questions.map((question, index) =>
                question.waiting ? (
                  <p key={question.id} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-600">
                    Pregunta {index + 1} de {current.questions.length}: aparecerá cuando respondas la anterior o se agote su tiempo.
                  </p>
                ) : (
                  <Question key={question.id} question={question} onTimeUp={revalidate} />
                ),
              )}
            </section>
          ) : attempt.closed ? (
            <Summary data={data} />
          ) : brief ? (
            <CaseBriefView brief={brief} />
          ) : (
            <p>Elige un bloque para empezar.</p>
          )}
          {!attempt.closed || current ? (
            <div className="mt-8 flex justify-between">
              {previous ? (
                <Link to={previous} className={buttonClass("secondary")}>
                  ← Anterior
                </Link>
              ) : (
                <span />
              )}
              {(next || (!current && steps[0])) && (
                <Link to={next && current ? next : `${base}&step=${steps[0].id}`} className={buttonClass("primary")}>
                  Siguiente →
                </Link>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={RUN.title} fallback={RUN.unexpected} panelLink />;
}
