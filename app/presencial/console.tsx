import { Form, Link, useActionData, useFetchers, useLoaderData, useNavigation, useRevalidator, useSearchParams } from "@remix-run/react";
import { QrImage } from "../ui/qr-image";
import { memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { formatNumber, plural } from "~/domain/format";
import { absoluteUnit, formatSimTime, INTERVENTION_KIND_LABEL, perKgUnit, unitLabel } from "~/presencial/planner";
import { TIMELINE_KINDS, type TimelineKind } from "~/presencial/report";
import { formatClock } from "~/domain/attempts";
import {
  CHECK_ROLE_FILTERS,
  CHECK_STATUS_LABEL,
  CHECK_STATUSES,
  CHECK_WEIGHT_LABEL,
  checklistScore,
  checkRoleFrom,
  compareParticipants,
  CONSOLE_EVENTS_SHOWN,
  elapsedSeconds,
  PARTICIPANT_ROLE_LABEL,
  SESSION_STATUS_LABEL,
  VARIABLE_TYPE_LABEL,
  type ParticipantRole,
} from "~/presencial/vocabulary";
import { CHECK_CATEGORIES } from "~/domain/vocabulary";
import type { ScreenHandle } from "~/ui/screen-handle";
import type { consoleLoader } from "~/presencial/console.server";
import { buttonClass, FormMessage, useHydrated } from "../ui/form";
import { useLiveSnapshot, useTick } from "./use-live";
import { Projection } from "./projection";
import { ProjectionControls } from "./screen-controls";
import { Icon } from "../ui/icons";
import { MeasurePressure, PatientNow, PatientPanel, SensorButton } from "~/presencial/patient-panel";
import { DoseBand } from "~/presencial/dose-band";
import { DebriefCourse } from "~/presencial/debrief-course";
import { usePatient } from "~/presencial/use-patient";
import { SessionSafety } from "~/ui/safety-threats";
import { sensorsNow, valueNow } from "~/presencial/live";
import { offeredSensors, SENSOR_VALUES, SENSORS } from "~/presencial/monitor/equipment";
import type { PatientState } from "~/presencial/model/engine";
import {
  CommandForm,
  ConsoleContext,
  ControlMessage,
  Intent,
  Kbd,
  Panel,
  SandboxContext,
  type Answer,
  type ConsoleData,
  type Sandbox,
} from "./console-controls";
import { paths } from "~/domain/paths";

type Data = ConsoleData;
export type { ConsoleData };

/** How long the console waits for its own command's answer before reading a change the room announced. */
const OTHER_CONSOLE_GRACE_MS = 1000;

/** A column of the console on a wide screen: it scrolls inside itself (see the signed-in layout). */
const COLUMN =
  "space-y-6 rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600 lg:relative lg:min-h-0 lg:overflow-y-auto lg:pr-1";

/** The console is one window high on a wide screen (see the signed-in layout). */
export const consoleHandle: ScreenHandle = { fitsScreen: true };

/**
 * The newest console among the loader's, a command's answer without JavaScript (the action data)
 * and those the forms' fetchers offered: every change bumps the version, so the highest wins. A
 * refused command, whose answer has no console, keeps what was shown.
 */
function useNewestConsole() {
  const loaded = useLoaderData<typeof consoleLoader>();
  const acted = useActionData<Answer>();
  const [offered, setOffered] = useState<Data | null>(null);
  const newest = useRef<Data>(loaded);
  for (const candidate of [loaded, (acted?.console as Data | null | undefined) ?? null, offered]) {
    if (candidate && candidate !== newest.current && candidate.snapshot.version >= newest.current.snapshot.version)
      newest.current = candidate;
  }
  const offer = useCallback(
    (next: Data) => setOffered((current) => (current && current.snapshot.version > next.snapshot.version ? current : next)),
    [],
  );
  return { data: newest.current, offer };
}

/** Alt+key presses the control that shows that shortcut (`data-shortcut`), wherever the focus is. */
function useShortcuts() {
  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const control = document.querySelector<HTMLButtonElement>(`button[data-shortcut="${event.key.toLowerCase()}"]:not(:disabled)`);
      if (!control) return;
      event.preventDefault();
      control.click();
    };
    window.addEventListener("keydown", press);
    return () => window.removeEventListener("keydown", press);
  }, []);
}

/** The sensors that read a value, each with its button: the value shows while one of them is on. */
function SensorButtons({ data, valueKey, locked }: { data: Data; valueKey: string; locked: boolean }) {
  const live = data.snapshot.live!;
  const attached = sensorsNow(live);
  const sensors = offeredSensors(live.patient.model).filter((s) => (SENSORS[s].reads as readonly string[]).includes(valueKey));
  return (
    <div className="flex flex-wrap gap-2">
      {sensors.map((sensor) => (
        <SensorButton key={sensor} sensor={sensor} on={attached.has(sensor)} locked={locked} />
      ))}
      {(valueKey === "tas" || valueKey === "tad") && attached.has("manguito") && <MeasurePressure locked={locked} />}
    </div>
  );
}

function Variables({ data, locked, patient }: { data: Data; locked: boolean; patient: PatientState | null }) {
  const types = [...new Set(data.variables.map((v) => v.type))];
  const onMonitor = new Set(data.snapshot.variables.map((v) => v.id));
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
              .map((variable) => {
                const toggle = variable.isRevealed ? "hide" : "show";
                // A value the model moves is shown as it is now; the field sets it by hand (and keeps what is typed).
                const modelled = patient !== null && (variable.key in patient.values || variable.key in patient.texts);
                // On a living patient's monitor, a sensor shows this value (the «Monitor» controls), not a button.
                const bySensor = data.snapshot.live !== null && data.snapshot.live !== undefined && SENSOR_VALUES.has(variable.key);
                const visible = bySensor ? onMonitor.has(variable.id) : variable.isRevealed;
                return (
                  <div
                    key={variable.id}
                    role="group"
                    aria-label={variable.label}
                    className={`rounded-xl border p-3 ${visible ? "border-emerald-400 bg-emerald-50" : "border-slate-200"}`}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium">
                        {variable.label}{" "}
                        {visible ? (
                          <span className="text-xs font-semibold text-emerald-800">· visible</span>
                        ) : (
                          <span className="text-xs text-slate-500">· oculto</span>
                        )}
                      </p>
                      {bySensor ? (
                        <SensorButtons data={data} valueKey={variable.key} locked={locked} />
                      ) : (
                        <CommandForm control={`${toggle}:${variable.id}`}>
                          <input type="hidden" name="variableId" value={variable.id} />
                          <button
                            type="submit"
                            name="intent"
                            value={toggle}
                            disabled={locked}
                            className={buttonClass(variable.isRevealed ? "secondary" : "primary")}
                          >
                            {variable.isRevealed ? "Ocultar" : "Mostrar"}
                          </button>
                        </CommandForm>
                      )}
                    </div>
                    {modelled && (
                      <p className="mt-1 text-sm">
                        Ahora:{" "}
                        <span className="font-mono font-semibold tabular-nums">{valueNow(variable.key, variable.value, patient)}</span>
                        {variable.unit && ` ${variable.unit}`}
                      </p>
                    )}
                    <CommandForm className="mt-2 flex gap-2" control={`update:${variable.id}`}>
                      <input type="hidden" name="intent" value="update" />
                      <input type="hidden" name="variableId" value={variable.id} />
                      <label className="sr-only" htmlFor={`v${variable.id}`}>
                        Valor de {variable.label}
                      </label>
                      <input
                        id={`v${variable.id}`}
                        name="value"
                        defaultValue={modelled ? "" : variable.value}
                        key={modelled ? "modelo" : variable.value}
                        placeholder={modelled ? "Fijar a mano" : undefined}
                        disabled={locked}
                        className="w-full rounded-lg border border-slate-300 px-2 py-1"
                      />
                      {variable.unit && <span className="self-center text-sm text-slate-600">{variable.unit}</span>}
                      <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                        Guardar
                      </button>
                    </CommandForm>
                  </div>
                );
              })}
          </div>
        </div>
      ))}
    </Panel>
  );
}

const Checklist = memo(function Checklist({ data, locked }: { data: Data; locked: boolean }) {
  const [params] = useSearchParams();
  const category = params.get("cat") ?? "";
  const role = params.get("rol") ?? "Todos";
  const items = data.checklist.filter(
    (item) => (!category || item.category === category) && (role === "Todos" || checkRoleFrom(item.role) === role),
  );
  const score = checklistScore(data.checklist);
  return (
    <Panel title="Checklist">
      <p className="text-sm text-slate-700">
        {score.percent === null
          ? "Sin ítems evaluados"
          : `${score.ok} de ${score.scored} bien (${score.percent} %; ponderado ${score.weightedPercent} %)`}
      </p>
      <Form method="get" className="mt-3 flex flex-wrap gap-2 text-sm" preventScrollReset>
        {Object.entries(useContext(SandboxContext)?.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
            <CommandForm className="mt-2 flex flex-wrap gap-1" control={`check:${item.id}`}>
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
            <CommandForm className="mt-2 flex gap-2" control={`note:${item.id}`}>
              <input type="hidden" name="intent" value="note" />
              <input type="hidden" name="itemId" value={item.id} />
              <label className="sr-only" htmlFor={`n${item.id}`}>
                Nota para {item.label}
              </label>
              <input
                id={`n${item.id}`}
                name="note"
                defaultValue={item.note}
                key={item.note}
                placeholder="Nota"
                disabled={locked}
                className="w-full rounded-lg border border-slate-300 px-2 py-1"
              />
              <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                Guardar nota
              </button>
            </CommandForm>
          </div>
        ))}
      </div>
    </Panel>
  );
});

function Interventions({ data, locked, nowSeconds, modelled }: { data: Data; locked: boolean; nowSeconds: number; modelled: boolean }) {
  return (
    <Panel title="Intervenciones">
      <p className="text-sm text-slate-600">
        Se registran en el momento actual de la simulación ({formatSimTime(nowSeconds)}); la hora puede corregirse después.
        {data.weightKg !== null && ` Peso del paciente: ${formatNumber(data.weightKg)} kg.`}
      </p>
      <InterventionForms data={data} locked={locked} modelled={modelled} />
    </Panel>
  );
}

/** One form per intervention with its dose band, and those recorded: the console's largest part, so not redrawn with the clock. */
const InterventionForms = memo(function InterventionForms({ data, locked, modelled }: { data: Data; locked: boolean; modelled: boolean }) {
  return (
    <>
      <div className="mt-3 grid gap-3 @md:grid-cols-2">
        {data.interventions.map((def) => {
          const control = `intervene:${def.key}`;
          return (
            <CommandForm key={def.key} className="space-y-2 rounded-xl border border-slate-200 p-3" aria-label={def.label}>
              <input type="hidden" name="intent" value="intervene" />
              <input type="hidden" name="key" value={def.key} />
              <p className="text-sm font-semibold">
                {def.label} <span className="text-xs font-normal text-slate-600">· {INTERVENTION_KIND_LABEL[def.kind]}</span>
              </p>
              {def.dose && (
                <label className="block text-sm">
                  Dosis ({unitLabel(def.dose.unit)})
                  <input
                    name="dose"
                    inputMode="decimal"
                    defaultValue={formatNumber(def.dose.default)}
                    disabled={locked}
                    className="mt-1 block w-28 rounded-lg border border-slate-300 px-2 py-1"
                  />
                </label>
              )}
              {def.dose?.expected_per_kg !== undefined && (
                <p className="text-xs text-slate-600">
                  Habitual: {formatNumber(def.dose.expected_per_kg)} {perKgUnit(def.dose.unit)}
                  {def.dose.max !== undefined && ` · máximo ${formatNumber(def.dose.max)} ${absoluteUnit(def.dose.unit)}`}
                </p>
              )}
              {def.routes.length > 1 && (
                <label className="block text-sm">
                  Vía
                  <select
                    name="route"
                    defaultValue={def.routes[0]}
                    disabled={locked}
                    className="mt-1 block rounded-lg border border-slate-300 px-2 py-1"
                  >
                    {def.routes.map((route) => (
                      <option key={route}>{route}</option>
                    ))}
                  </select>
                </label>
              )}
              {def.routes.length === 1 && <input type="hidden" name="route" value={def.routes[0]} />}
              {data.snapshot.live && (
                <DoseBand model={data.snapshot.live.patient.model} intervention={def} weightKg={data.snapshot.live.patient.weightKg} />
              )}
              {def.note && <p className="text-xs text-slate-600">{def.note}</p>}
              <button type="submit" disabled={locked} className={buttonClass("primary")}>
                Registrar ahora
              </button>
              <ControlMessage control={control} />
            </CommandForm>
          );
        })}
      </div>
      {/* A modelled patient evolves on the clock: nothing to re-evaluate by hand. */}
      {!modelled && (
        <div className="mt-3">
          <Intent intent="reevaluate" disabled={locked}>
            Reevaluar al paciente
          </Intent>
        </div>
      )}
      {data.given.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">Registradas</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {data.given.map((action) => (
              <li key={action.id} className={`rounded-lg p-2 ${action.flag ? "border border-red-300 bg-red-50" : "bg-slate-50"}`}>
                <span className="font-mono">{action.atSeconds === null ? "—" : formatSimTime(action.atSeconds)}</span> · {action.text}
                {action.flag && (
                  <strong className="block text-red-800">
                    <Icon name="warning" /> {action.flag}
                  </strong>
                )}
                <CommandForm className="mt-1 flex items-end gap-2" control={`retime:${action.id}`}>
                  <input type="hidden" name="intent" value="retime" />
                  <input type="hidden" name="actionId" value={action.id} />
                  <label className="text-xs">
                    Corregir: minuto
                    <input
                      name="minute"
                      inputMode="decimal"
                      defaultValue={action.atSeconds === null ? "" : formatNumber(Math.round((action.atSeconds / 60) * 10) / 10)}
                      disabled={locked}
                      className="ml-1 w-16 rounded border border-slate-300 px-1"
                    />
                  </label>
                  <button type="submit" disabled={locked} className="text-xs font-medium text-brand-700 underline">
                    Guardar hora
                  </button>
                </CommandForm>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.kpis.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-2 text-center text-sm @md:grid-cols-4">
          {data.kpis.map((kpi) => (
            <div
              key={kpi.key}
              className={`rounded-lg p-2 ${kpi.kind === "flagged" && kpi.value ? "bg-red-50 text-red-900" : "bg-slate-50"}`}
            >
              <dt className="text-slate-600">{kpi.label}</dt>
              <dd className="text-lg font-bold">{kpi.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
});

/** The debrief timeline, live: simulation time, Spanish labels, filterable by kind. */
const Timeline = memo(function Timeline({ entries, earlier }: { entries: Data["timeline"]; earlier: boolean }) {
  const [hidden, setHidden] = useState<ReadonlySet<TimelineKind>>(new Set());
  const shown = entries.filter((entry) => !hidden.has(entry.kind));
  return (
    <Panel title="Línea de tiempo">
      <fieldset className="flex flex-wrap gap-3 text-xs">
        <legend className="sr-only">Mostrar</legend>
        {(Object.keys(TIMELINE_KINDS) as TimelineKind[]).map((kind) => (
          <label key={kind} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={!hidden.has(kind)}
              onChange={(e) =>
                setHidden((prev) => {
                  const next = new Set(prev);
                  if (e.target.checked) next.delete(kind);
                  else next.add(kind);
                  return next;
                })
              }
            />
            {TIMELINE_KINDS[kind]}
          </label>
        ))}
      </fieldset>
      {/* It scrolls inside itself: focusable, so that the keyboard can scroll it too. */}
      <ol
        tabIndex={0}
        aria-label="Eventos de la sesión"
        className="mt-3 max-h-80 space-y-1 overflow-auto text-sm focus:outline-2 focus:outline-brand-600"
      >
        {shown.map((entry, index) => (
          <li key={index} data-kind={entry.kind} className={entry.flag ? "text-red-800" : "text-slate-800"}>
            <span className="font-mono text-xs tabular-nums">{formatSimTime(entry.atSeconds)}</span>{" "}
            <span className="font-medium">{entry.title}</span>
            {entry.text && `: ${entry.text}`}
            {entry.flag && (
              <strong>
                {" · "}
                <Icon name="warning" /> {entry.flag}
              </strong>
            )}
          </li>
        ))}
      </ol>
      {earlier && (
        <p className="mt-2 text-xs text-slate-600">
          Se muestran los {CONSOLE_EVENTS_SHOWN} últimos registros de la sesión; el informe los recoge todos.
        </p>
      )}
    </Panel>
  );
});

/** The instructor's toolkit: each item records its answer (replaced when answered again). */
const Toolkit = memo(function Toolkit({ data, locked }: { data: Data; locked: boolean }) {
  if (data.items.length === 0 && data.expectedFindings.length === 0) return null;
  return (
    <Panel title="Guía del instructor">
      {data.expectedFindings.length > 0 && (
        <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">Lo que el equipo debería concluir</p>
          <ul className="mt-1 list-disc pl-5">
            {data.expectedFindings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="grid gap-2 text-sm @lg:grid-cols-2">
        {data.items.map((item) =>
          item.type === "heading" ? (
            <li key={item.id} className="font-semibold @lg:col-span-2">
              {item.label}
            </li>
          ) : (
            <li key={item.id} className="rounded-lg bg-slate-50 p-2">
              <CommandForm className="space-y-1">
                <input type="hidden" name="intent" value="item" />
                <input type="hidden" name="itemId" value={item.id} />
                <label className="block font-medium" htmlFor={`item-${item.id}`}>
                  {item.label}{" "}
                  <span className="font-normal text-slate-600">· {data.steps.find((s) => s.id === item.stepId)?.name ?? item.section}</span>
                </label>
                {item.help && <p className="text-slate-600">{item.help}</p>}
                {item.type === "checkbox" ? (
                  <select
                    id={`item-${item.id}`}
                    name="value"
                    defaultValue={item.answer ?? ""}
                    key={item.answer}
                    disabled={locked}
                    className="rounded border border-slate-300 px-2 py-1"
                  >
                    <option value="" disabled>
                      —
                    </option>
                    <option value="sí">Sí</option>
                    <option value="no">No</option>
                  </select>
                ) : item.type === "choice" ? (
                  <select
                    id={`item-${item.id}`}
                    name="value"
                    defaultValue={item.answer ?? ""}
                    key={item.answer}
                    disabled={locked}
                    className="rounded border border-slate-300 px-2 py-1"
                  >
                    <option value="" disabled>
                      —
                    </option>
                    {item.options?.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={`item-${item.id}`}
                    name="value"
                    inputMode={item.type === "number" ? "decimal" : undefined}
                    defaultValue={item.answer ?? ""}
                    key={item.answer}
                    disabled={locked}
                    className="w-full rounded border border-slate-300 px-2 py-1"
                  />
                )}
                <button type="submit" disabled={locked} className="text-xs font-medium text-brand-700 underline">
                  Guardar respuesta
                </button>
                {item.answer !== null && <p className="text-xs text-slate-600">Guardado: {item.answer}</p>}
                <ControlMessage control={`item:${item.id}`} />
              </CommandForm>
            </li>
          ),
        )}
      </ul>
    </Panel>
  );
});

/** The instructor console (dual: with the public code; classic: the same screen shows the patient). */
/** The code, where to type it, and a QR of the projection link, large enough on demand to scan from the back of the room. */
function JoinBox({
  code,
  joinUrl,
  projectionUrl,
  qr,
}: {
  code: string;
  joinUrl: string;
  projectionUrl: string;
  qr: { size: number; d: string };
}) {
  const image = (className: string) => <QrImage qr={qr} url={projectionUrl} className={className} />;
  return (
    <div className="flex items-center gap-4 rounded-2xl border-2 border-brand-600 bg-brand-50 px-5 py-3">
      <div className="text-center">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Código público</p>
        <p className="font-mono text-3xl font-black tracking-[0.3em]" aria-label={`Código público ${code}`}>
          {code}
        </p>
        <p className="mt-1 text-xs text-slate-700">
          En {joinUrl} o en{" "}
          <a href={projectionUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
            /presencial-alumno/{code}
          </a>
        </p>
      </div>
      {/* Without JavaScript too: a click shows the QR full screen for the projector; another click anywhere closes it. */}
      <details className="group">
        <summary className="cursor-pointer list-none" title="Mostrar el código QR en grande">
          {image("h-24 w-24")}
          <span className="fixed inset-0 z-50 hidden flex-col items-center justify-center gap-4 bg-white p-6 text-center group-open:flex">
            {image("h-[70vh] w-[70vh] max-w-full")}
            <span className="font-mono text-5xl font-black tracking-[0.3em]">{code}</span>
            <span className="text-xl">{joinUrl}</span>
          </span>
        </summary>
      </details>
    </div>
  );
}

/**
 * 'Finalizar' away from 'Iniciar', and never in one click: it asks first, saying how many checklist
 * items are still unmarked (a <details>, so it works without JavaScript).
 */
function FinishControl({ disabled, unmarked }: { disabled: boolean; unmarked: number }) {
  return (
    <details className="relative ml-auto">
      <summary
        aria-disabled={disabled}
        className={`${buttonClass("danger")} cursor-pointer list-none ${disabled ? "pointer-events-none opacity-50" : ""}`}
        tabIndex={disabled ? -1 : 0}
      >
        Finalizar…
      </summary>
      <div
        role="group"
        aria-label="Confirmar el final"
        className="absolute right-0 z-20 mt-2 w-72 space-y-3 rounded-xl border border-red-300 bg-white p-4 text-sm shadow-lg"
      >
        <p className="font-semibold">¿Finalizar la simulación?</p>
        <p>
          {unmarked === 0
            ? "Todo el checklist está marcado."
            : `${plural(unmarked, { one: "Queda", other: "Quedan" })} ${unmarked} ${plural(unmarked, { one: "ítem", other: "ítems" })} del checklist sin marcar.`}
        </p>
        <Intent intent="finish" variant="danger" disabled={disabled}>
          Finalizar
        </Intent>
      </div>
    </details>
  );
}

export function InstructorConsole({ classic = false }: { classic?: boolean }) {
  const state = useNewestConsole();
  const { data } = state;
  const navigation = useNavigation();
  const commandsIdle = useFetchers().every((fetcher) => fetcher.state === "idle");
  const { revalidate } = useRevalidator();
  const { proof } = useLoaderData<typeof consoleLoader>();
  const live = useLiveSnapshot(data.snapshot, data.serverNow, proof);
  // Another console (a second instructor tab) changed something: read the console again. This
  // page's own commands answer with the console (the room may tell of them first), so none may be
  // under way, and the answer gets a moment to arrive before the page reads it itself.
  const idle = navigation.state === "idle" && commandsIdle;
  useEffect(() => {
    if (live.snapshot.version <= data.snapshot.version || !idle) return;
    const timer = setTimeout(revalidate, OTHER_CONSOLE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [live.snapshot.version, data.snapshot.version, idle, revalidate]);
  return (
    <ConsoleContext.Provider value={state}>
      <ConsoleBody classic={classic} data={data} live={live} />
    </ConsoleContext.Provider>
  );
}

/**
 * The console of a session that exists nowhere but in the page (the studio's preview): the same
 * panels, its commands handed to `run`, its screen the snapshot `data` holds; no room, no code to
 * join, no participants to confirm and no report.
 */
export function SandboxConsole({ data, run, keep }: { data: Data; run: Sandbox["run"]; keep: Sandbox["keep"] }) {
  const sandbox = useMemo(() => ({ run, keep }), [run, keep]);
  const state = useMemo(() => ({ data, offer: () => undefined }), [data]);
  return (
    <ConsoleContext.Provider value={state}>
      <SandboxContext.Provider value={sandbox}>
        <ConsoleBody classic={false} data={data} live={{ snapshot: data.snapshot, offset: 0, connection: "open" }} />
      </SandboxContext.Provider>
    </ConsoleContext.Provider>
  );
}

/** What the screen shows by hand: the banner, the phase and the script's steps (not redrawn with the clock). */
const ScriptForms = memo(function ScriptForms({ data, locked }: { data: Data; locked: boolean }) {
  const { session } = data;
  const nextScript = Math.min((session.scriptIndex ?? -1) + 1, data.script.length - 1);
  return (
    <>
      <CommandForm className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="banner" />
        <label htmlFor="banner" className="text-sm font-medium">
          Texto en pantalla
        </label>
        <textarea
          id="banner"
          name="text"
          rows={2}
          defaultValue={session.bannerText}
          key={session.bannerText}
          disabled={locked}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <button type="submit" disabled={locked} className={buttonClass("primary")}>
          Publicar
        </button>
        <ControlMessage control="banner" />
      </CommandForm>
      <CommandForm className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="phase" />
        <label className="min-w-0 max-w-full text-sm font-medium">
          Fase
          <select
            name="stepId"
            defaultValue={session.currentStepId ?? ""}
            key={session.currentStepId}
            disabled={locked}
            className="mt-1 block w-full max-w-full rounded-lg border border-slate-300 px-2 py-2"
          >
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
        <ControlMessage control="phase" />
      </CommandForm>
      <h3 className="mt-5 text-sm font-semibold">Guion</h3>
      <ol className="mt-2 space-y-3">
        {data.script.map((step, index) => (
          <li
            key={index}
            className={`rounded-xl border p-3 ${session.scriptIndex === index ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
          >
            <CommandForm className="space-y-2">
              <input type="hidden" name="intent" value="script" />
              <input type="hidden" name="index" value={index} />
              <label htmlFor={`script-${index}`} className="text-sm font-medium">
                Paso {index + 1} · {data.steps.find((s) => s.key === step.step_key)?.name}
              </label>
              <textarea
                id={`script-${index}`}
                name="text"
                rows={3}
                defaultValue={step.text}
                disabled={locked}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
              {/* The next step of the script has the shortcut: the instructor follows the case with one key. */}
              <button
                type="submit"
                disabled={locked}
                className={buttonClass(index === nextScript ? "primary" : "secondary")}
                data-shortcut={index === nextScript ? "s" : undefined}
                aria-keyshortcuts={index === nextScript ? "Alt+S" : undefined}
              >
                Publicar paso {index + 1}
                {index === nextScript && <Kbd>Alt+S</Kbd>}
              </button>
              <ControlMessage control={`script:${index}`} />
            </CommandForm>
          </li>
        ))}
      </ol>
    </>
  );
});

function ConsoleBody({
  classic,
  data,
  live,
}: {
  classic: boolean;
  data: Data;
  live: Pick<ReturnType<typeof useLiveSnapshot>, "snapshot" | "offset" | "connection"> &
    Partial<Pick<ReturnType<typeof useLiveSnapshot>, "projectionSound">>;
}) {
  useShortcuts();
  const { joinUrl, projectionUrl, qr, safety } = useLoaderData<typeof consoleLoader>();
  const failure = useActionData<{ message?: string; fields?: Record<string, string> }>();
  const hydrated = useHydrated();
  const sandbox = useContext(SandboxContext) !== null;
  const now = useTick(1000);

  const { session, snapshot } = data;
  const { patient, course, equipment } = usePatient(snapshot, now + live.offset);
  const started = snapshot.status === "running";
  const ended = snapshot.status === "ended";
  const locked = !started;
  const participants = [...data.participants].sort(compareParticipants);
  const screenPanel = (
    <Panel title="Pantalla y guion">
      <div className="flex flex-wrap gap-2">
        <Intent intent="alarm" variant="danger" disabled={locked} shortcut={{ key: "a", label: "Alt+A" }}>
          Alarma
        </Intent>
        <Intent intent="refresh" disabled={locked}>
          Refrescar pantalla
        </Intent>
      </div>
      <ProjectionControls
        showJoin={snapshot.showJoin ?? false}
        living={Boolean(snapshot.live)}
        equipment={equipment}
        projectionSound={live.projectionSound ?? null}
        room={!sandbox}
        locked={locked}
        ended={ended}
      />
      <ScriptForms data={data} locked={locked} />
    </Panel>
  );
  const participantsPanel = (
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
      {!sandbox && (
        <Link
          to={paths.participants(session.scenarioId, session.id)}
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
        >
          Confirmar alumnos
        </Link>
      )}
    </Panel>
  );
  const hasToolkit = data.items.length > 0 || data.expectedFindings.length > 0;
  // In the studio's preview the console sits inside the page's own main landmark, under its title.
  const Landmark = sandbox ? "section" : "main";
  const Title = sandbox ? "h2" : "h1";
  return (
    <Landmark
      aria-label={sandbox ? "Consola de prueba" : undefined}
      className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:h-full lg:max-w-none lg:flex-col lg:py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-4 lg:shrink-0">
        <div>
          <p className="text-sm text-slate-600">{sandbox ? "Consola de prueba" : classic ? "Consola clásica" : "Consola del instructor"}</p>
          <Title className="text-2xl font-bold tracking-tight lg:text-xl">{data.scenarioTitle}</Title>
          <p className="mt-1 text-slate-700">
            <span role="status">{SESSION_STATUS_LABEL[snapshot.status]}</span> · Tiempo{" "}
            <span className="font-mono font-semibold tabular-nums">{formatClock(elapsedSeconds(snapshot, now, live.offset))}</span>
          </p>
        </div>
        {!classic && !sandbox && <JoinBox code={snapshot.code} joinUrl={joinUrl} projectionUrl={projectionUrl} qr={qr} />}
        <div className="flex flex-wrap gap-2">
          {!started && !ended && (
            <Intent intent="start" variant="primary">
              Iniciar
            </Intent>
          )}
          {ended && !sandbox && (
            <Link to={paths.report(session.scenarioId, session.id)} className={buttonClass("primary")}>
              Ver informe
            </Link>
          )}
        </div>
        <FinishControl disabled={!started} unmarked={data.checklist.filter((item) => !item.marked).length} />
      </div>

      <div className="mt-4 space-y-2 lg:mt-2 lg:shrink-0">
        {/* A command's message is shown next to its control; without JavaScript the page comes back at its top, so it is repeated here. */}
        {failure?.message && (!hydrated || Object.keys(failure.fields ?? {}).length === 0) && (
          <FormMessage tone="error">{failure.message}</FormMessage>
        )}
        {data.participants.length === 0 && (
          <FormMessage tone="info">Añade al menos un participante para registrar intervenciones, mostrar datos y finalizar.</FormMessage>
        )}
      </div>

      {ended && data.chart && (
        <DebriefCourse
          chart={data.chart}
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4 lg:max-h-[55vh] lg:shrink-0 lg:overflow-y-auto"
        />
      )}

      {/* On a wide screen the console is one window high: three columns, each scrolling inside itself (positioned, so that what is positioned inside scrolls with it). */}
      <div className="mt-6 grid gap-6 lg:mt-3 lg:min-h-0 lg:flex-1 lg:grid-cols-3 lg:gap-4">
        {/* Focusable, so that the keyboard can scroll a column whose controls are all disabled (before 'Iniciar'). */}
        <div role="region" aria-label="Columna de pantalla y guion" tabIndex={0} className={COLUMN}>
          {screenPanel}
        </div>
        <div role="region" aria-label="Columna de datos e intervenciones" tabIndex={0} className={COLUMN}>
          <PatientNow data={data} locked={locked} patient={patient} />
          <Variables data={data} locked={locked} patient={patient} />
          <Interventions data={data} locked={locked} nowSeconds={elapsedSeconds(snapshot, now, live.offset)} modelled={patient !== null} />
        </div>
        <ConsoleTabs
          initial={classic ? "pantalla" : "checklist"}
          tabs={[
            { key: "checklist", label: "Checklist", content: <Checklist data={data} locked={locked} /> },
            ...(patient
              ? [
                  {
                    key: "paciente",
                    label: "Paciente",
                    content: <PatientPanel data={data} locked={locked} patient={patient} course={course} />,
                  },
                ]
              : []),
            {
              key: "pantalla",
              label: "Vista de la pantalla",
              ticking: true,
              content: (
                <Panel title="Vista de la pantalla">
                  <Projection snapshot={live.snapshot} offset={live.offset} connection={live.connection} compact />
                </Panel>
              ),
            },
            { key: "eventos", label: "Línea de tiempo", content: <Timeline entries={data.timeline} earlier={data.earlierEvents} /> },
            { key: "participantes", label: "Participantes", content: participantsPanel },
            ...(hasToolkit ? [{ key: "guia", label: "Guía del instructor", content: <Toolkit data={data} locked={locked} /> }] : []),
            ...(sandbox
              ? []
              : [
                  {
                    key: "seguridad",
                    label: "Seguridad",
                    content: (
                      <Panel title="Amenazas latentes de seguridad">
                        <SessionSafety sessionId={session.id} {...safety} />
                      </Panel>
                    ),
                  },
                ]),
          ]}
        />
      </div>
    </Landmark>
  );
}

/**
 * The panels that are looked at now and then (checklist, screen, timeline, participants, guide) as
 * tabs that scroll inside themselves; the classic console, whose screen is the patient's, opens on
 * the screen. Without JavaScript they are all shown, one after another.
 * Arrow keys, Home and End move between tabs, as the ARIA tabs pattern has it.
 */
function ConsoleTabs({
  tabs,
  initial,
}: {
  tabs: { key: string; label: string; content: React.ReactNode; ticking?: boolean }[];
  initial: string;
}) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(initial);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: React.KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    setActive(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <div className="space-y-6 lg:flex lg:min-h-0 lg:flex-col lg:space-y-0">
      {hydrated && (
        <div role="tablist" aria-label="Paneles de la sesión" className="flex flex-wrap gap-1 border-b border-slate-200 lg:shrink-0">
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.key}`}
              aria-selected={active === tab.key}
              aria-controls={`tabpanel-${tab.key}`}
              tabIndex={active === tab.key ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px rounded-t-lg border px-3 py-1.5 text-sm font-medium ${active === tab.key ? "border-slate-200 border-b-white bg-white text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`tabpanel-${tab.key}`}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `tab-${tab.key}` : undefined}
          tabIndex={hydrated ? 0 : undefined}
          hidden={hydrated && active !== tab.key}
          className="lg:relative lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:pt-2"
        >
          {/* A panel that redraws itself several times a second (the screen's preview) runs only while it is shown. */}
          {hydrated && tab.ticking && active !== tab.key ? null : tab.content}
        </div>
      ))}
    </div>
  );
}
