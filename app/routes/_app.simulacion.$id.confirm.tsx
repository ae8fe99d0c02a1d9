import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ATTEMPT_MESSAGES, DEFAULT_ATTEMPT_MINUTES, isStartable, MAX_ATTEMPTS } from "~/domain/attempts";
import { levelLabel } from "~/domain/vocabulary";
import { formToObject, idSchema, parseForm } from "~/domain/forms";
import { OBJECTIVE_KEY, OBJECTIVE_LABEL, toRole } from "~/domain/roles";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { startAttempt, startReadFailure, startReads } from "~/online/attempts.server";
import { confirmReads, confirmView } from "~/server/catalog.server";
import { failedStatement, orScreenError, settle } from "~/server/failures.server";
import { readAsViewer, requireArea } from "~/server/guards.server";
import { fail, refuse } from "~/server/respond.server";
import { Badge, StatusBadge } from "~/ui/badges";
import { buttonClass, FormMessage, SubmitButton } from "~/ui/form";
import { Readings } from "~/ui/readings";
import { ScreenError } from "~/ui/screen-error";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.scenario.title ?? "Escenario"} · SimPed` }];

const scenarioId = (params: { id?: string }) => idSchema.safeParse(params.id);

const CONFIRM = SCREEN_ERRORS.confirm;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = scenarioId(params);
  if (!id.success) {
    await orScreenError(requireArea(request, context.app, "approved"), CONFIRM.scenario);
    refuse(404, ATTEMPT_MESSAGES.notFound);
  }
  // One round trip reads who is asking and their attempts; the scenario, its brief and readings are content.
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", (userId) => confirmReads(context.app.db, userId, id.data)),
    CONFIRM.scenario,
  );
  const { scenario, ...data } = await orScreenError(confirmView(context.app.db, rows, id.data), CONFIRM.scenario);
  if (!scenario) refuse(404, ATTEMPT_MESSAGES.notFound);
  const role = toRole(viewer.rol);
  return {
    scenario,
    ...data,
    isAdmin: viewer.isAdmin,
    ownKey: role ? OBJECTIVE_KEY[role] : null,
    allObjectives: new URL(request.url).searchParams.get("objetivos") === "todos",
  };
}

const startSchema = z.strictObject({
  minutes: z.coerce
    .number({ error: "La duración debe ser un número de minutos." })
    .min(1, "La duración mínima es 1 minuto.")
    .max(600, "La duración máxima es 600 minutos.")
    .optional(),
});

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = scenarioId(params);
  if (!id.success) {
    const asked = await settle(requireArea(request, context.app, "approved"), "start: who is asking");
    return fail(asked.ok ? 404 : 503, asked.ok ? ATTEMPT_MESSAGES.notFound : CONFIRM.unexpected);
  }
  const { db } = context.app;
  // Who is asking and their attempts at the scenario in one trip; the insert is the second.
  const asked = await settle(
    readAsViewer(request, context.app, "approved", (userId) => startReads(db, userId, id.data)),
    "start: reading",
  );
  if (!asked.ok) return fail(503, failedStatement(asked.error) === -1 ? CONFIRM.unexpected : startReadFailure(asked.error));
  const { viewer, rows } = asked.value;
  const role = toRole(viewer.rol);
  if (!role) return redirect("/perfil");
  const form = formToObject(await request.formData());
  const parsed = parseForm(startSchema, form.minutes === "" ? {} : form);
  if (!parsed.success) return fail(400, parsed.error.issues[0].message);
  const input = { userId: viewer.id, isAdmin: viewer.isAdmin, role, scenarioId: id.data, adminMinutes: parsed.data.minutes };
  const result = await startAttempt(db, input, rows);
  if (!result.ok)
    return "reason" in result ? fail(result.reason === "notFound" ? 404 : 409, ATTEMPT_MESSAGES[result.reason]) : fail(503, result.message);
  return redirect(`/simulacion/${id.data}?attempt=${result.attemptId}`);
}

export default function Confirm() {
  const { scenario, brief, resources, attemptsCount, openAttemptId, isAdmin, ownKey, allObjectives } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const startable = isStartable(scenario.status);
  const capped = !isAdmin && !openAttemptId && attemptsCount >= MAX_ATTEMPTS;
  const objectiveKeys = allObjectives || !ownKey ? (["MED", "NUR", "PHARM"] as const) : [ownKey];
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/simulacion" className="text-sm text-brand-700 underline">
        ← Volver a los escenarios
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <StatusBadge status={scenario.status} />
        <Badge tone="slate">{levelLabel(scenario.level)}</Badge>
        {scenario.estimatedMinutes && <Badge tone="slate">{scenario.estimatedMinutes} min</Badge>}
        {isAdmin && <Badge tone="violet">Versión para instructor</Badge>}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{scenario.title}</h1>

      <section aria-labelledby="intro" className="mt-8">
        <h2 id="intro" className="text-xl font-semibold">
          Introducción
        </h2>
        <p className="mt-2 text-slate-700">{scenario.summary}</p>
        {brief && <p className="mt-2 text-slate-700">{brief.context}</p>}
      </section>

      {brief && (
        <section aria-labelledby="objetivos" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="objetivos" className="text-xl font-semibold">
              Objetivos
            </h2>
            {ownKey && (
              <Link to={allObjectives ? "?" : "?objetivos=todos"} replace preventScrollReset className="text-sm text-brand-700 underline">
                {allObjectives ? "Ver solo los de mi rol" : "Ver los de todos los roles"}
              </Link>
            )}
          </div>
          <p className="mt-2 font-medium text-slate-800">{brief.learning_objective}</p>
          {objectiveKeys.map((key) => (
            <div key={key} className="mt-3">
              <h3 className="text-sm font-semibold text-brand-800">{OBJECTIVE_LABEL[key]}</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {brief.objectives[key].map((objective) => (
                  <li key={objective}>{objective}</li>
                ))}
              </ul>
            </div>
          ))}
          {brief.competencies.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-brand-800">Competencias</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {brief.competencies.map((competency) => (
                  <li key={competency}>
                    <Badge tone="brand">{competency}</Badge>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {resources.length > 0 && (
        <section aria-labelledby="lecturas" className="mt-8">
          <h2 id="lecturas" className="text-xl font-semibold">
            Lecturas recomendadas
          </h2>
          <Readings readings={resources.slice(0, 8)} detailed={isAdmin} />
        </section>
      )}

      <section aria-labelledby="comenzar" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="comenzar" className="text-xl font-semibold">
          Tu intento
        </h2>
        <p className="mt-2 text-slate-700">
          {isAdmin
            ? `Intentos realizados: ${attemptsCount} (sin límite como administrador)`
            : `Intentos realizados: ${attemptsCount} de ${MAX_ATTEMPTS}`}
        </p>
        <p className="mt-1 text-slate-700">Para aprobar: {scenario.passMark} % o más y ninguna pregunta crítica fallada.</p>
        <div className="mt-4 space-y-3">
          {failure && <FormMessage tone="error">{failure.message}</FormMessage>}
          {!startable && <FormMessage tone="info">{ATTEMPT_MESSAGES.notStarted}</FormMessage>}
          {startable && capped && !failure && <FormMessage tone="info">{ATTEMPT_MESSAGES.cap}</FormMessage>}
        </div>
      </section>
      {/* In sight however long the brief: the way to start sits in a bar at the bottom of the viewport. */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3">
        <Form method="post" aria-label="Comenzar el intento" className="flex flex-wrap items-end gap-3">
          {isAdmin && !openAttemptId && (
            <label className="text-sm font-medium">
              Duración (minutos)
              <input
                type="number"
                name="minutes"
                min={1}
                max={600}
                defaultValue={scenario.estimatedMinutes ?? DEFAULT_ATTEMPT_MINUTES}
                className="mt-1 block w-32 rounded-lg border border-slate-300 px-3 py-2"
              />
            </label>
          )}
          <SubmitButton pendingLabel={openAttemptId ? "Reanudando…" : "Comenzando…"} disabled={!startable || capped}>
            {openAttemptId ? "Reanudar" : "Comenzar"}
          </SubmitButton>
          <Link to="/simulacion" className={buttonClass("secondary")}>
            Volver
          </Link>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={CONFIRM.title} fallback={CONFIRM.unexpected} panelLink />;
}
