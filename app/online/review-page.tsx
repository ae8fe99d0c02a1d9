/**
 * The review of an online attempt (`/evaluacion/attempt/:attemptId`): its score and result, the
 * critical questions, and every question with the answer given. Its loader is in review-page.server.ts.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PASSED_LABEL } from "~/domain/attempts";
import { formatDateTime } from "~/domain/evaluation";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { CriticalActions } from "~/ui/case-brief";
import { buttonClass } from "~/ui/form";
import { Icon } from "~/ui/icons";
import { ScreenError } from "~/ui/screen-error";
import type { reviewLoader } from "./review-page.server";

export const reviewMeta: MetaFunction = () => [{ title: "Revisión del intento · SimPed" }];

export function ReviewPage() {
  const data = useLoaderData<typeof reviewLoader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Revisión del intento</h1>
      <p className="mt-2 text-lg text-slate-800">{data.title}</p>
      <p className="mt-1 text-slate-700">
        Intento {data.ordinal} de {data.of} · {formatDateTime(data.startedAt)}
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:max-w-2xl md:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Puntuación</dt>
          <dd className="text-3xl font-bold tabular-nums">{data.closed ? `${data.score ?? 0} %` : "En curso"}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Resultado (aprobado con {data.passMark} % y ninguna crítica fallada)</dt>
          <dd className="text-3xl font-bold">{data.passed === null ? "—" : PASSED_LABEL(data.passed)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Preguntas críticas correctas</dt>
          <dd className="text-3xl font-bold tabular-nums">
            {data.criticals.ok} de {data.criticals.total}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Preguntas críticas falladas</dt>
          <dd className="text-3xl font-bold tabular-nums">{data.criticals.failed}</dd>
        </div>
      </dl>
      {data.criticalActions.length > 0 && (
        <div className="mt-6">
          <CriticalActions items={data.criticalActions} />
        </div>
      )}
      {data.steps.map((step, index) => (
        <section key={step.id} aria-labelledby={`s${step.id}`} className="mt-8">
          <h2 id={`s${step.id}`} className="text-xl font-semibold">
            {index + 1}. {step.description}
          </h2>
          <ol className="mt-3 space-y-3">
            {step.questions.map((q) => (
              <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <p className="font-semibold">
                  {q.text}
                  {q.isCritical && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">Crítica</span>}
                </p>
                <p className="mt-2">
                  {q.isCorrect === true ? (
                    <>
                      <Icon name="check" /> Correcta
                    </>
                  ) : q.isCorrect === false ? (
                    <>
                      <Icon name="cross" /> Incorrecta
                    </>
                  ) : q.timedOut ? (
                    <>
                      <Icon name="clock" /> Tiempo agotado
                    </>
                  ) : (
                    "— Sin responder"
                  )}
                </p>
                {q.selected !== null && <p className="mt-1">Tu respuesta: {q.options[q.selected]}</p>}
                {q.correctOption !== null && <p className="mt-1">Respuesta correcta: {q.options[q.correctOption]}</p>}
                {q.explanation && <p className="mt-2 text-slate-700">{q.explanation}</p>}
                {q.hintsUsed > 0 && <p className="mt-1 text-slate-600">Pistas usadas: {q.hintsUsed}</p>}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <div className="mt-10 flex gap-3">
        <Link to="/evaluacion" className={buttonClass("secondary")}>
          Volver a evaluación
        </Link>
        <Link to="/dashboard" className={buttonClass("secondary")}>
          Ir al panel
        </Link>
      </div>
    </main>
  );
}

export function ReviewErrorBoundary() {
  return <ScreenError title={SCREEN_ERRORS.review.title} fallback={SCREEN_ERRORS.review.load} panelLink />;
}
