import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { criticalsOf, publicQuestion, viewQuestions } from "~/online/state";
import { formatDateTime } from "~/domain/evaluation";
import { attemptPassed, PASSED_LABEL } from "~/domain/attempts";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { attempts } from "../../db/schema";
import { assembleAttempt, ATTEMPT_READS, attemptReads, attemptsAlongside } from "~/online/attempts.server";
import { orScreenError } from "~/server/failures.server";
import { readAsViewer } from "~/server/guards.server";
import { auditEvaluationView } from "~/server/users.server";
import { buttonClass } from "~/ui/form";
import { CriticalActions } from "~/ui/case-brief";
import { ScreenError } from "~/ui/screen-error";
import { Icon } from "~/ui/icons";
import { refuse } from "~/server/respond.server";

export const meta: MetaFunction = () => [{ title: "Revisión del intento · SimPed" }];

const NOT_FOUND = "No se encontraron datos del intento.";
const REVIEW = SCREEN_ERRORS.review;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = z.string().uuid().safeParse(params.attemptId);
  const { db } = context.app;
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", (viewerId) => {
      if (!id.success) return [];
      // Admins may review anyone's attempt (its owner, or null), everyone else only their own.
      const owner = sql`(select ${attempts.userId} from ${attempts} where ${attempts.id} = ${id.data}
        and (${attempts.userId} = ${viewerId} or exists (select 1 from profiles a where a.id = ${viewerId} and a.is_admin = 1)))`;
      return [
        ...attemptReads(db, { attemptId: id.data, userId: owner }),
        attemptsAlongside(db, id.data),
        // Someone else's attempt, opened by an administrator: recorded like their evaluation page.
        auditEvaluationView(db, viewerId, owner),
      ];
    }),
    REVIEW.load,
  );
  if (!id.success) refuse(404, NOT_FOUND);
  const loaded = await orScreenError(
    assembleAttempt(db, rows.slice(0, ATTEMPT_READS) as unknown as Parameters<typeof assembleAttempt>[1], {}),
    REVIEW.load,
  );
  if (!loaded) refuse(404, NOT_FOUND);
  const ordered = rows[ATTEMPT_READS] as Awaited<ReturnType<typeof attemptsAlongside>>;
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

export default function Review() {
  const data = useLoaderData<typeof loader>();
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

export function ErrorBoundary() {
  return <ScreenError title={REVIEW.title} fallback={REVIEW.load} panelLink />;
}
