/**
 * The start page of an online attempt (`/simulacion/:id/confirm`): the scenario's introduction,
 * objectives and readings, the person's attempts so far and 'Comenzar' / 'Reanudar'. Its loader and
 * action are in start-page.server.ts.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ATTEMPT_MESSAGES, DEFAULT_ATTEMPT_MINUTES, isStartable, MAX_ATTEMPTS } from "~/domain/attempts";
import { OBJECTIVE_LABEL } from "~/domain/roles";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { levelLabel } from "~/domain/vocabulary";
import { Badge, StatusBadge } from "~/ui/badges";
import { buttonClass, FormMessage, SubmitButton } from "~/ui/form";
import { Readings } from "~/ui/readings";
import { ScreenError } from "~/ui/screen-error";
import type { startAction, startLoader } from "./start-page.server";

export const startMeta: MetaFunction<typeof startLoader> = ({ data }) => [{ title: `${data?.scenario.title ?? "Escenario"} · SimPed` }];

export function StartPage() {
  const { scenario, brief, resources, attemptsCount, openAttemptId, isAdmin, ownKey, allObjectives } = useLoaderData<typeof startLoader>();
  const failure = useActionData<typeof startAction>();
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

export function StartErrorBoundary() {
  return <ScreenError title={SCREEN_ERRORS.confirm.title} fallback={SCREEN_ERRORS.confirm.unexpected} panelLink />;
}
