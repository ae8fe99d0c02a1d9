/**
 * The run page of an online attempt: the timers, the navigation panel, a question with its answer
 * and hints, the step, the brief and the result summary. The learner's run page
 * (`run-page.tsx`) and the studio's preview (`_app.admin_.escenarios_.vista-previa.tsx`)
 * both show it; each brings its own forms (`RunForms`): the server's, or the preview's in memory.
 */
import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { QUESTION_STATE_LABEL, type QuestionState } from "~/online/state";
import type { RunViewData } from "~/online/run";
import { ATTEMPT_MESSAGES, attemptTimerTone, formatClock, questionTimerTone } from "~/domain/attempts";
import { plural } from "~/domain/format";
import { CaseBriefView } from "../ui/case-brief";
import { buttonClass, FormMessage, useHydrated } from "../ui/form";
import { Icon, type IconName } from "../ui/icons";

/**
 * The forms of a run: a question's (answer, hint, start: fields `intent`, `questionId`, `option`) and
 * 'Finalizar intento' (`intent=finish`). `busy` while a question's form is being answered; `start`
 * sends 'this timed question is in view' (`intent=start`) from the page itself.
 */
export type RunForms = {
  Question: (props: { className: string; children: ReactNode }) => ReactNode;
  Finish: (props: { children: ReactNode }) => ReactNode;
  busy: boolean;
  start: (questionId: number) => void;
};

const RunFormsContext = createContext<RunForms | null>(null);

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

type QuestionData = NonNullable<RunViewData["current"]>["questions"][number];

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
  const { Question: QuestionForm, busy } = useContext(RunFormsContext)!;
  const optionClass = (index: number) => {
    if (question.selected === index) return question.isCorrect ? "border-emerald-600 bg-emerald-50" : "border-red-600 bg-red-50";
    if (question.correctOption === index) return "border-emerald-600 bg-white";
    if (chosen === index) return "border-brand-600 bg-brand-50";
    return `border-slate-300 bg-white ${question.open ? "hover:border-brand-600" : ""}`;
  };
  return (
    <fieldset
      id={`q${question.id}`}
      tabIndex={-1}
      className="scroll-mt-40 rounded-2xl border border-slate-200 bg-white p-5 md:scroll-mt-24"
    >
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
      <QuestionForm className="mt-3 grid gap-2">
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
      </QuestionForm>
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
        <QuestionForm className="mt-3 flex items-center gap-3">
          <input type="hidden" name="intent" value="hint" />
          <input type="hidden" name="questionId" value={question.id} />
          <button type="submit" disabled={busy} className={buttonClass("secondary")}>
            Pedir pista
          </button>
          <span className="text-xs text-slate-600">
            Cada pista resta 5 puntos · {plural(question.hintsLeft, { one: "queda", other: "quedan" })} {question.hintsLeft}
          </span>
        </QuestionForm>
      )}
    </fieldset>
  );
}

/** The result: the score, passed or not against the case's pass mark, this person's failed critical questions; `children` says where to go next. */
function Summary({ data, children }: { data: RunViewData; children: ReactNode }) {
  const { attempt, summary, criticalFailures } = data;
  return (
    <section aria-labelledby="resumen" className="space-y-4">
      <h2 id="resumen" className="text-2xl font-bold">
        Resumen del intento
      </h2>
      <p className="text-5xl font-bold tabular-nums text-brand-800">{attempt.score ?? 0} %</p>
      <p className={`text-xl font-bold ${attempt.passed ? "text-emerald-800" : "text-red-800"}`}>
        <Icon name={attempt.passed ? "check" : "cross"} /> {attempt.passed ? "Aprobado" : "No aprobado"}
      </p>
      <p className="text-slate-700">Para aprobar: {attempt.passMark} % o más y ninguna pregunta crítica fallada.</p>
      <p className="text-slate-700">
        {attempt.correctCount ?? 0} de {attempt.totalCount ?? summary.total} respuestas correctas · {summary.hintsUsed}{" "}
        {plural(summary.hintsUsed, { one: "pista usada", other: "pistas usadas" })} ·{" "}
        {attempt.status === "abandonado" ? "Finalizado por tiempo" : "Finalizado"}
      </p>
      {criticalFailures.length > 0 ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">Preguntas críticas falladas</h3>
          <ol className="mt-2 space-y-3 text-sm">
            {criticalFailures.map((failure) => (
              <li key={failure.id}>
                <p className="font-semibold text-slate-900">{failure.text}</p>
                <p className="text-slate-800">
                  {failure.given !== null
                    ? `Tu respuesta: ${failure.given}`
                    : failure.timedOut
                      ? "Tiempo agotado sin respuesta"
                      : "Sin responder"}
                </p>
                <p className="text-slate-800">Respuesta correcta: {failure.correct}</p>
                {failure.explanation && <p className="mt-1 text-slate-700">{failure.explanation}</p>}
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="text-slate-700">
          <Icon name="check" /> Has respondido bien todas tus preguntas críticas.
        </p>
      )}
      {children}
    </section>
  );
}

/** Before finishing, as Moodle asks: how many questions are left unanswered, and that they count as such. */
function FinishConfirmation({ data, base }: { data: RunViewData; base: string }) {
  const { Finish } = useContext(RunFormsContext)!;
  const left = data.summary.total - data.summary.answered;
  return (
    <section aria-labelledby="finalizar" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="finalizar" className="text-xl font-semibold">
        ¿Finalizar el intento?
      </h2>
      <p className="font-semibold">
        {left === 0
          ? "Has respondido todas las preguntas."
          : `${plural(left, { one: "Queda", other: "Quedan" })} ${left} ${plural(left, { one: "pregunta sin responder", other: "preguntas sin responder" })} de ${data.summary.total}.`}
      </p>
      {left > 0 && <p className="text-slate-700">Las preguntas sin responder cuentan como no respondidas: no suman puntos.</p>}
      <ul className="space-y-1 text-sm text-slate-700">
        {data.steps.map((step, index) => (
          <li key={step.id}>
            {index + 1}. {step.description}: {step.answered} de {step.total} respondidas
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Finish>
          <input type="hidden" name="intent" value="finish" />
          <button type="submit" className={buttonClass("primary")}>
            Finalizar intento
          </button>
        </Finish>
        <Link to={base} className={buttonClass("secondary")}>
          Volver al intento
        </Link>
      </div>
    </section>
  );
}

/**
 * A timed question whose turn has come, before its clock starts: nothing of it is on the page yet. With JavaScript its clock
 * starts as soon as this card is wholly in view in a visible tab (the page says so to the server); the button does the same
 * by hand, and without JavaScript it is how the question is asked for: the page comes back with the question at the top.
 */
function ReadyQuestion({ id, index, of, seconds }: { id: number; index: number; of: number; seconds: number | null }) {
  const { Question: QuestionForm, busy, start } = useContext(RunFormsContext)!;
  const card = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const hydrated = useHydrated();
  useEffect(() => {
    const element = card.current;
    if (!hydrated || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (sent.current || !entry.isIntersecting || entry.intersectionRatio < 0.99 || document.visibilityState !== "visible") return;
        sent.current = true;
        start(id);
      },
      { threshold: [0, 0.99, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, id, start]);
  return (
    <div
      ref={card}
      id={`q${id}`}
      className="scroll-mt-40 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-5 md:scroll-mt-24"
    >
      <p className="font-semibold text-amber-950">
        <Icon name="clock" /> Pregunta {index + 1} de {of}: urgente{seconds ? `, con ${seconds} segundos` : ""}.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {hydrated
          ? "Su tiempo empezará en cuanto esté entera a la vista."
          : "Su tiempo empezará cuando pulses «Mostrar la pregunta»: aparecerá arriba de la pantalla."}
      </p>
      <QuestionForm className="mt-3">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="questionId" value={id} />
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          Mostrar la pregunta
        </button>
      </QuestionForm>
    </div>
  );
}

/**
 * After the page asked for a timed question's clock (`start`), once the question is on the page: it takes the focus (where
 * it is: it was in view) and is announced with its time. The forms given, with `start` remembering what was asked.
 */
function useStartedQuestion(data: RunViewData, forms: RunForms) {
  const [asked, setAsked] = useState<number | null>(null);
  const [text, setText] = useState("");
  const { start } = forms;
  const ask = useCallback(
    (questionId: number) => {
      setAsked(questionId);
      start(questionId);
    },
    [start],
  );
  const withAsk = useMemo(() => ({ ...forms, start: ask }), [forms, ask]);
  const current = data.current;
  const questions = useMemo(() => current?.questions ?? [], [current]);
  const started = questions.find((q) => q.id === asked && !q.waiting) ?? null;
  useEffect(() => {
    if (!started) return;
    const position = questions.findIndex((q) => q.id === started.id);
    document.getElementById(`q${started.id}`)?.focus({ preventScroll: true });
    setText(
      `Pregunta ${position + 1} de ${questions.length}${started.isCritical ? ", crítica" : ""}: tienes ${started.secondsLeft ?? started.timeLimit} segundos. ${started.text}`,
    );
    setAsked(null);
  }, [started, questions]);
  return { text, forms: withAsk };
}

/**
 * The run: the timer and 'Finalizar intento', the navigation panel, and the brief, a step or the
 * summary. `base` is the address of the run (steps add `&step=`); `onTimeUp` reads the run again
 * when a clock reaches zero; `title` heads it (none: the page has its own heading).
 */
export function RunScreen({
  data,
  base,
  forms,
  onTimeUp,
  failure,
  title,
  summaryActions,
}: {
  data: RunViewData;
  base: string;
  forms: RunForms;
  onTimeUp: () => void;
  failure: string | null;
  title?: ReactNode;
  summaryActions: ReactNode;
}) {
  const revalidate = onTimeUp;
  const { attempt, summary, steps, current, brief } = data;
  const position = current ? steps.findIndex((s) => s.id === current.id) : -1;
  const previous = position > 0 ? `${base}&step=${steps[position - 1].id}` : position === 0 ? base : null;
  const next = position < steps.length - 1 ? `${base}&step=${steps[position + 1].id}` : null;
  const announcement = useStartedQuestion(data, forms);
  return (
    <RunFormsContext.Provider value={announcement.forms}>
      {/* On a phone the attempt's clock and 'Finalizar' stay in sight under the header ('contents': the bar sticks within the whole page). */}
      <div className="contents md:flex md:flex-wrap md:items-center md:justify-between md:gap-3">
        {title}
        {!attempt.closed && (
          <div className="sticky top-16 z-30 -mx-4 mt-2 flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 md:static md:mx-0 md:mt-0 md:border-0 md:bg-transparent md:p-0">
            <AttemptTimer seconds={attempt.secondsLeft} onZero={revalidate} />
            {!data.confirming && (
              <Link to={`${base}&view=finalizar`} className={buttonClass("primary")}>
                Finalizar intento
              </Link>
            )}
          </div>
        )}
      </div>
      {/* A timed question that has just appeared is said aloud with its time (it also takes the focus). */}
      <p aria-live="assertive" className="sr-only">
        {announcement.text}
      </p>
      <div className="mt-4 space-y-3">
        {attempt.closed && attempt.status === "abandonado" && <FormMessage tone="info">{ATTEMPT_MESSAGES.timeUp}</FormMessage>}
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
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
                question.ready ? (
                  <ReadyQuestion
                    key={question.id}
                    id={question.id}
                    index={index}
                    of={current.questions.length}
                    seconds={question.timeLimit}
                  />
                ) : question.waiting ? (
                  <p key={question.id} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-600">
                    Pregunta {index + 1} de {current.questions.length}: aparecerá cuando respondas la anterior o se agote su tiempo.
                  </p>
                ) : (
                  <Question key={question.id} question={question} onTimeUp={revalidate} />
                ),
              )}
            </section>
          ) : data.confirming ? (
            <FinishConfirmation data={data} base={base} />
          ) : attempt.closed ? (
            <Summary data={data}>{summaryActions}</Summary>
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
    </RunFormsContext.Provider>
  );
}
