import { data as answer, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { ATTEMPT_STATUS_LABEL, attemptPassed, chartMax, checklistPercent, PASSED_LABEL } from "~/domain/attempts";
import { PARTICIPANT_ROLE_LABEL, SESSION_ROW_LABEL, sessionStatus, type ParticipantRole } from "~/presencial/vocabulary";
import { averagesByScenario, formatDateTime, readingsByScenario } from "~/domain/evaluation";
import { evaluationData } from "~/server/evaluation.server";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { settle } from "~/server/failures.server";
import { asViewer, viewerOrScreenError } from "~/server/guards.server";
import { ScreenError } from "~/ui/screen-error";
import { FormMessage } from "~/ui/form";
import { TableSection } from "~/ui/data-table";
import { Readings } from "~/ui/readings";
import { auditEvaluationView, userForAdmin } from "~/server/users.server";
import { refuse } from "~/server/respond.server";
import { OwnReflections } from "~/presencial/reflection-view";
import { reflectionOpenSince } from "~/presencial/reflection";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Evaluación · SimPed" }];

const { evaluation: EVALUATION } = SCREEN_ERRORS;

const LAST_USER_KEY = "evaluacion:ultimo-usuario";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const asked = z
    .string()
    .uuid()
    .safeParse(params.get("user") ?? params.get("user_id"));
  const { db } = context.app;
  const evaluated = await settle(
    asViewer(request, context.app, "approved", (read, viewerId) => {
      // Only admins may look at someone else (and the hospital's records say who looked); anyone else always sees their own results.
      const other = asked.success ? userForAdmin(viewerId, asked.data) : null;
      return evaluationData(
        db,
        other ? sql`coalesce(${other}, ${viewerId})` : viewerId,
        read,
        other ? [auditEvaluationView(db, viewerId, other)] : [],
      );
    }),
    "evaluation",
  );
  if (!evaluated.ok) {
    // Only when that trip failed: who is asking, for the page that says so.
    const viewer = await viewerOrScreenError(request, context.app, "approved", EVALUATION.session);
    const failed = {
      isAdmin: viewer.isAdmin,
      self: true,
      forceSelf: false,
      person: null,
      averages: [],
      scale: 100,
      attempts: [],
      readings: [],
      presencial: null,
      reflections: [],
      error: EVALUATION.load,
    };
    return answer(failed, { status: 503 });
  }
  const { viewer, result: data } = evaluated.value;
  // An administrator who asked for an account that does not exist (the batch fell back to their own).
  if (!data.person || (asked.success && viewer.isAdmin && data.person.id !== asked.data)) refuse(404, "No se encontró el usuario.");
  const averages = averagesByScenario(data.attempts);
  return {
    isAdmin: viewer.isAdmin,
    self: data.person.id === viewer.id,
    forceSelf: params.has("mine"),
    person: data.person,
    averages,
    scale: chartMax(averages.map((a) => a.average)),
    attempts: data.attempts.map((attempt) => ({ ...attempt, criticals: data.criticals.get(attempt.id) ?? null })),
    readings: readingsByScenario(data.readings, data.attempts),
    presencial:
      data.presencial?.map((row) => ({
        id: row.session.id,
        scenarioId: row.session.scenarioId,
        scenarioTitle: row.scenarioTitle,
        role: row.role,
        createdAt: row.session.createdAt,
        status: sessionStatus(row.session),
        percent: checklistPercent(row.statuses),
      })) ?? null,
    // Only the person sees their reflections here, never an administrator looking at them.
    reflections:
      data.person.id === viewer.id
        ? data.reflections.map((row) => ({
            ...row,
            open: row.endedAt >= reflectionOpenSince(),
            given: Boolean(row.given) && !row.dismissedAt,
          }))
        : [],
    error: null,
  };
}

/** An admin's last viewed user is remembered for the tab; 'Mi evaluación' forgets it. */
function useRememberedUser(data: { isAdmin: boolean; self: boolean; forceSelf: boolean; person: { id: string } | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!data.isAdmin) return;
    if (data.forceSelf) sessionStorage.removeItem(LAST_USER_KEY);
    else if (!data.self && data.person) sessionStorage.setItem(LAST_USER_KEY, data.person.id);
    else {
      const last = sessionStorage.getItem(LAST_USER_KEY);
      if (last) navigate(paths.evaluationOf(last), { replace: true });
    }
  }, [data.isAdmin, data.self, data.forceSelf, data.person, navigate]);
}

export default function Evaluation() {
  const data = useLoaderData<typeof loader>();
  useRememberedUser(data);
  const { person, averages, scale, attempts, readings, presencial, error } = data;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        {data.self ? "Mi evaluación" : `Evaluación de ${person?.nombre} ${person?.apellidos}`}
      </h1>
      {!data.self && person && (
        <p className="mt-2 text-slate-700">
          {person.email} ·{" "}
          <Link to="/evaluacion?mine=1" className="text-brand-700 underline">
            Quitar filtro (Mi evaluación)
          </Link>
        </p>
      )}
      {error && (
        <div className="mt-6">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}

      <section aria-labelledby="medias" className="mt-8">
        <h2 id="medias" className="text-xl font-semibold">
          Puntuación media por escenario
        </h2>
        {averages.length === 0 ? (
          <p className="mt-2 text-slate-600">Aún no hay intentos finalizados.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {averages.map((a) => (
              <li key={a.scenarioId}>
                <div className="flex justify-between text-sm">
                  <span>{a.title}</span>
                  <span className="font-semibold tabular-nums">
                    {a.average} %{" "}
                    <span className="font-normal text-slate-600">
                      ({a.count} {a.count === 1 ? "intento" : "intentos"})
                    </span>
                  </span>
                </div>
                <div className="mt-1 h-3 rounded-full bg-slate-200" aria-hidden="true">
                  <div className="h-3 rounded-full bg-brand-600" style={{ width: `${(a.average / scale) * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <TableSection
        id="intentos"
        title="Intentos online"
        headers={["Escenario", "Inicio", "Estado", "Puntuación", "Resultado", "Críticas", null]}
        empty="No hay intentos todavía."
        rows={attempts.map((attempt) => (
          <tr key={attempt.id} className="border-t border-slate-200">
            <td className="p-3">{attempt.scenarioTitle}</td>
            <td className="p-3">{formatDateTime(attempt.startedAt)}</td>
            <td className="p-3">{ATTEMPT_STATUS_LABEL(attempt.finishedAt)}</td>
            <td className="p-3 tabular-nums">{attempt.finishedAt ? `${attempt.score ?? 0} %` : "—"}</td>
            <td className="p-3">{attempt.finishedAt ? PASSED_LABEL(attemptPassed(attempt)) : "—"}</td>
            <td className="p-3 tabular-nums">
              {attempt.criticals ? `${attempt.criticals.ok} de ${attempt.criticals.total}` : "—"}
              {attempt.criticals?.failed ? (
                <span className="block text-red-800">
                  {attempt.criticals.failed} {attempt.criticals.failed === 1 ? "fallada" : "falladas"}
                </span>
              ) : null}
            </td>
            <td className="p-3">
              <Link to={paths.attemptReview(attempt.id)} className="font-medium text-brand-700 underline">
                Revisar
              </Link>
            </td>
          </tr>
        ))}
      />

      {presencial === null ? (
        <section aria-labelledby="presenciales" className="mt-10">
          <h2 id="presenciales" className="text-xl font-semibold">
            Simulacros presenciales
          </h2>
          <p className="mt-2 text-red-800">No se pudieron cargar los simulacros presenciales.</p>
        </section>
      ) : (
        <TableSection
          id="presenciales"
          title="Simulacros presenciales"
          headers={["Escenario", "Fecha", "Rol", "Estado", "Checklist", null]}
          empty="No has participado en simulacros presenciales."
          rows={presencial.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <td className="p-3">{row.scenarioTitle}</td>
              <td className="p-3">{formatDateTime(row.createdAt)}</td>
              <td className="p-3">{PARTICIPANT_ROLE_LABEL[row.role as ParticipantRole] ?? row.role}</td>
              <td className="p-3">{SESSION_ROW_LABEL[row.status]}</td>
              <td className="p-3 tabular-nums">{row.percent === null ? "—" : `${row.percent} %`}</td>
              <td className="p-3">
                {row.status === "ended" && (
                  <Link to={paths.reportOf(row.id)} className="font-medium text-brand-700 underline">
                    Ver informe
                  </Link>
                )}
              </td>
            </tr>
          ))}
        />
      )}

      <OwnReflections reflections={data.reflections} />

      {readings.length > 0 && (
        <section aria-labelledby="lecturas" className="mt-10">
          <h2 id="lecturas" className="text-xl font-semibold">
            Lecturas recomendadas
          </h2>
          {readings.map((group) => (
            <div key={group.scenarioId} className="mt-4">
              <h3 className="font-semibold text-slate-800">{group.title}</h3>
              <Readings readings={group.readings} detailed={data.isAdmin} />
            </div>
          ))}
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={EVALUATION.title} fallback={EVALUATION.load} panelLink />;
}
