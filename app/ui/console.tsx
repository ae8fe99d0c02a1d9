import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { formatClock } from "~/domain/attempts";
import {
  CHECK_CATEGORIES,
  CHECK_ROLE_FILTERS,
  CHECK_STATUS_LABEL,
  CHECK_STATUSES,
  CHECK_WEIGHT_LABEL,
  checklistScore,
  checkRoleFrom,
  clinicalKpis,
  compareParticipants,
  DEFAULT_ANTIBIOTIC_MINUTES,
  DEFAULT_BOLUS_MLKG,
  elapsedSeconds,
  PARTICIPANT_ROLE_LABEL,
  SESSION_STATUS_LABEL,
  VARIABLE_TYPE_LABEL,
  type ParticipantRole,
} from "~/domain/presencial";
import type { consoleLoader } from "~/server/console.server";
import { buttonClass, FormMessage } from "./form";
import { useLiveSnapshot, useTick } from "./live";
import { Projection } from "./projection";

type Data = ReturnType<typeof useLoaderData<typeof consoleLoader>>;

/** Every console form carries this page's command id: a double click or a resent form is recorded once. */
function CommandForm(props: Omit<React.ComponentProps<typeof Form>, "method">) {
  const { commandSeed } = useLoaderData<typeof consoleLoader>();
  return (
    <Form method="post" preventScrollReset {...props}>
      <input type="hidden" name="commandId" value={commandSeed} />
      {props.children}
    </Form>
  );
}

function Intent({ intent, children, className, disabled, variant = "secondary" }: { intent: string; children: React.ReactNode; className?: string; disabled?: boolean; variant?: "primary" | "secondary" | "danger" }) {
  return (
    <CommandForm className={className}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={disabled} className={buttonClass(variant)}>
        {children}
      </button>
    </CommandForm>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `panel-${title.replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Variables({ data, locked }: { data: Data; locked: boolean }) {
  const types = [...new Set(data.variables.map((v) => v.type))];
  return (
    <Panel title="Datos del paciente">
      <div className="mb-3 flex justify-end">
        <Intent intent="clear_all" disabled={locked}>
          Ocultar todo
        </Intent>
      </div>
      {types.map((type) => (
        <div key={type} className="mt-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{VARIABLE_TYPE_LABEL[type] ?? "Datos"}</h3>
          <div className="mt-2 space-y-2">
            {data.variables
              .filter((v) => v.type === type)
              .map((variable) => (
                <div key={variable.id} role="group" aria-label={variable.label} className={`rounded-xl border p-3 ${variable.isRevealed ? "border-emerald-400 bg-emerald-50" : "border-slate-200"}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-medium">
                      {variable.label} {variable.isRevealed ? <span className="text-xs font-semibold text-emerald-800">· visible</span> : <span className="text-xs text-slate-500">· oculto</span>}
                    </p>
                    <CommandForm>
                      <input type="hidden" name="variableId" value={variable.id} />
                      <button type="submit" name="intent" value={variable.isRevealed ? "hide" : "show"} disabled={locked} className={buttonClass(variable.isRevealed ? "secondary" : "primary")}>
                        {variable.isRevealed ? "Ocultar" : "Mostrar"}
                      </button>
                    </CommandForm>
                  </div>
                  <CommandForm className="mt-2 flex gap-2">
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="variableId" value={variable.id} />
                    <label className="sr-only" htmlFor={`v${variable.id}`}>
                      Valor de {variable.label}
                    </label>
                    <input id={`v${variable.id}`} name="value" defaultValue={variable.value} key={variable.value} disabled={locked} className="w-full rounded-lg border border-slate-300 px-2 py-1" />
                    {variable.unit && <span className="self-center text-sm text-slate-600">{variable.unit}</span>}
                    <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                      Guardar
                    </button>
                  </CommandForm>
                </div>
              ))}
          </div>
        </div>
      ))}
    </Panel>
  );
}

function Checklist({ data, locked }: { data: Data; locked: boolean }) {
  const [params] = useSearchParams();
  const category = params.get("cat") ?? "";
  const role = params.get("rol") ?? "Todos";
  const items = data.checklist.filter((item) => (!category || item.category === category) && (role === "Todos" || checkRoleFrom(item.role) === role));
  const score = checklistScore(data.checklist);
  return (
    <Panel title="Checklist">
      <p className="text-sm text-slate-700">
        {score.percent === null ? "Sin ítems evaluados" : `${score.ok} de ${score.scored} bien (${score.percent} %; ponderado ${score.weightedPercent} %)`}
      </p>
      <Form method="get" className="mt-3 flex flex-wrap gap-2 text-sm" preventScrollReset>
        <label>
          Categoría{" "}
          <select name="cat" defaultValue={category} className="rounded border border-slate-300 px-2 py-1">
            <option value="">Todas</option>
            {CHECK_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Rol{" "}
          <select name="rol" defaultValue={role} className="rounded border border-slate-300 px-2 py-1">
            {CHECK_ROLE_FILTERS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          Filtrar
        </button>
      </Form>
      <div className="mt-3 space-y-2">
        {items.map((item) => (
          <div key={item.id} role="group" aria-label={item.label} className="rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-medium">
              {item.label}{" "}
              <span className="text-xs text-slate-600">
                · {item.category} · {CHECK_WEIGHT_LABEL[item.weight]} · {item.role}
              </span>
            </p>
            <CommandForm className="mt-2 flex flex-wrap gap-1">
              <input type="hidden" name="intent" value="check" />
              <input type="hidden" name="itemId" value={item.id} />
              {CHECK_STATUSES.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  disabled={locked}
                  aria-pressed={item.marked && item.status === status}
                  className={`rounded-md border px-2 py-1 ${item.marked && item.status === status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"}`}
                >
                  {CHECK_STATUS_LABEL[status]}
                </button>
              ))}
            </CommandForm>
            <CommandForm className="mt-2 flex gap-2">
              <input type="hidden" name="intent" value="note" />
              <input type="hidden" name="itemId" value={item.id} />
              <label className="sr-only" htmlFor={`n${item.id}`}>
                Nota para {item.label}
              </label>
              <input id={`n${item.id}`} name="note" defaultValue={item.note} key={item.note} placeholder="Nota" disabled={locked} className="w-full rounded-lg border border-slate-300 px-2 py-1" />
              <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                Guardar nota
              </button>
            </CommandForm>
          </div>
        ))}
      </div>
    </Panel>
  );
}

/** The instructor console (dual: with the public code; classic: the same screen shows the patient). */
export function InstructorConsole({ classic = false }: { classic?: boolean }) {
  const data = useLoaderData<typeof consoleLoader>();
  const failure = useActionData<{ message?: string }>();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const live = useLiveSnapshot(data.snapshot, data.serverNow);
  const now = useTick(1000);
  // Another console (a second instructor tab) changed something: read the console again.
  useEffect(() => {
    if (live.snapshot.version > data.snapshot.version && navigation.state === "idle") revalidate();
  }, [live.snapshot.version, data.snapshot.version, navigation.state, revalidate]);

  const { session, snapshot } = data;
  const started = snapshot.status === "running";
  const ended = snapshot.status === "ended";
  const locked = !started;
  const kpis = clinicalKpis(data.actions.map((a) => ({ actionKey: a.actionKey, payload: a.payload as { mlkg?: unknown; minutos?: unknown } })));
  const participants = [...data.participants].sort(compareParticipants);
  const studentPath = `/presencial-alumno/${snapshot.code}`;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">{classic ? "Consola clásica" : "Consola del instructor"}</p>
          <h1 className="text-2xl font-bold tracking-tight">{data.scenarioTitle}</h1>
          <p className="mt-1 text-slate-700">
            <span role="status">{SESSION_STATUS_LABEL[snapshot.status]}</span> · Tiempo{" "}
            <span className="font-mono font-semibold tabular-nums">{formatClock(elapsedSeconds(snapshot.startedAt, snapshot.endedAt, now, live.offset))}</span>
          </p>
        </div>
        {!classic && (
          <div className="rounded-2xl border-2 border-brand-600 bg-brand-50 px-5 py-3 text-center">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Código público</p>
            <p className="font-mono text-3xl font-black tracking-[0.3em]" aria-label={`Código público ${snapshot.code}`}>
              {snapshot.code}
            </p>
            <a href={studentPath} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
              {studentPath}
            </a>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {!started && !ended && (
            <Intent intent="start" variant="primary">
              Iniciar
            </Intent>
          )}
          {ended && (
            <Link to={`/presencial/${session.scenarioId}/informe?session=${session.id}`} className={buttonClass("primary")}>
              Ver informe
            </Link>
          )}
          <Intent intent="finish" variant="danger" disabled={!started}>
            Finalizar
          </Intent>
        </div>
      </div>

      <div className="mt-4 space-y-2">
        {failure?.message && <FormMessage tone="error">{failure.message}</FormMessage>}
        {data.participants.length === 0 && <FormMessage tone="info">Añade al menos un participante para registrar intervenciones, mostrar datos y finalizar.</FormMessage>}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="space-y-6">
          <Panel title="Pantalla y guion">
            <CommandForm className="space-y-2">
              <input type="hidden" name="intent" value="banner" />
              <label htmlFor="banner" className="text-sm font-medium">
                Texto en pantalla
              </label>
              <textarea id="banner" name="text" rows={3} defaultValue={session.bannerText} key={session.bannerText} disabled={locked} className="w-full rounded-lg border border-slate-300 px-3 py-2" />
              <button type="submit" disabled={locked} className={buttonClass("primary")}>
                Publicar
              </button>
            </CommandForm>
            <h3 className="mt-5 text-sm font-semibold">Guion</h3>
            <ol className="mt-2 space-y-3">
              {data.script.map((step, index) => (
                <li key={index} className={`rounded-xl border p-3 ${session.scriptIndex === index ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}>
                  <CommandForm className="space-y-2">
                    <input type="hidden" name="intent" value="script" />
                    <input type="hidden" name="index" value={index} />
                    <label htmlFor={`script-${index}`} className="text-sm font-medium">
                      Paso {index + 1} · {data.steps.find((s) => s.key === step.step_key)?.name}
                    </label>
                    <textarea id={`script-${index}`} name="text" rows={3} defaultValue={step.text} disabled={locked} className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
                    <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                      Publicar paso {index + 1}
                    </button>
                  </CommandForm>
                </li>
              ))}
            </ol>
            <CommandForm className="mt-4 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="phase" />
              <label className="text-sm font-medium">
                Fase
                <select name="stepId" defaultValue={session.currentStepId ?? ""} key={session.currentStepId} disabled={locked} className="mt-1 block rounded-lg border border-slate-300 px-2 py-2">
                  {data.steps.map((step) => (
                    <option key={step.id} value={step.id}>
                      {step.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                Cambiar fase
              </button>
            </CommandForm>
            <div className="mt-4 flex flex-wrap gap-2">
              <Intent intent="alarm" variant="danger" disabled={locked}>
                Alarma
              </Intent>
              <Intent intent="refresh" disabled={locked}>
                Refrescar pantalla
              </Intent>
            </div>
          </Panel>

          <Panel title="Intervenciones">
            <div className="grid gap-3 sm:grid-cols-2">
              <CommandForm className="space-y-2">
                <input type="hidden" name="intent" value="bolus" />
                <label htmlFor="mlkg" className="text-sm font-medium">
                  Bolo de cristaloide (ml/kg)
                </label>
                <input id="mlkg" name="mlkg" type="number" min={1} step="any" defaultValue={DEFAULT_BOLUS_MLKG} disabled={locked} className="block w-28 rounded-lg border border-slate-300 px-2 py-1" />
                <button type="submit" disabled={locked} className={buttonClass("primary")}>
                  Registrar bolo
                </button>
              </CommandForm>
              <CommandForm className="space-y-2">
                <input type="hidden" name="intent" value="antibiotic" />
                <label htmlFor="minutos" className="text-sm font-medium">
                  Antibiótico (minutos desde la llegada)
                </label>
                <input id="minutos" name="minutos" type="number" min={0} step="any" defaultValue={DEFAULT_ANTIBIOTIC_MINUTES} disabled={locked} className="block w-28 rounded-lg border border-slate-300 px-2 py-1" />
                <button type="submit" disabled={locked} className={buttonClass("primary")}>
                  Registrar antibiótico
                </button>
              </CommandForm>
            </div>
            <div className="mt-3">
              <Intent intent="reevaluate" disabled={locked}>
                Reevaluar al paciente
              </Intent>
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
              <div className="rounded-lg bg-slate-50 p-2">
                <dt className="text-slate-600">Fluidos</dt>
                <dd className="text-lg font-bold">{kpis.bolusMlkgTotal.toLocaleString("es-ES")} ml/kg</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2">
                <dt className="text-slate-600">Bolos</dt>
                <dd className="text-lg font-bold">{kpis.bolusCount}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-2">
                <dt className="text-slate-600">Antibiótico</dt>
                <dd className="text-lg font-bold">{kpis.antibioticMinutes === null ? "—" : `${kpis.antibioticMinutes.toLocaleString("es-ES")} min`}</dd>
              </div>
            </dl>
          </Panel>

          <Panel title="Participantes">
            {participants.length === 0 ? (
              <p className="text-sm text-slate-600">Sin participantes.</p>
            ) : (
              <ul className="text-sm">
                {participants.map((p) => (
                  <li key={p.id}>
                    {p.name} · {PARTICIPANT_ROLE_LABEL[p.role as ParticipantRole]}
                  </li>
                ))}
              </ul>
            )}
            <Link to={`/presencial/confirm/${session.scenarioId}/${session.id}`} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
              Confirmar alumnos
            </Link>
          </Panel>
        </div>

        <div className="space-y-6">
          <Variables data={data} locked={locked} />
          <Checklist data={data} locked={locked} />
          <Panel title="Vista de la pantalla">
            <Projection snapshot={live.snapshot} offset={live.offset} connection={live.connection} compact />
          </Panel>
          <Panel title="Registro">
            <ol className="max-h-64 space-y-1 overflow-auto text-xs text-slate-700">
              {data.events.map((event) => (
                <li key={event.id}>
                  {new Date(event.at).toLocaleTimeString("es-ES", { timeZone: "Europe/Madrid" })} · {event.kind}
                  {typeof event.payload.label === "string" ? ` · ${event.payload.label}` : ""}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
      {data.items.length > 0 && (
        <Panel title="Guía del instructor">
          <ul className="grid gap-2 text-sm md:grid-cols-2">
            {data.items.map((item) => (
              <li key={item.id} className="rounded-lg bg-slate-50 p-2">
                <span className="font-medium">{item.label}</span>
                <span className="text-slate-600"> · {data.steps.find((s) => s.id === item.stepId)?.name ?? item.section}</span>
                {item.help && <p className="text-slate-600">{item.help}</p>}
                {item.options && <p className="text-slate-600">Opciones: {item.options.join(" / ")}</p>}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </main>
  );
}
