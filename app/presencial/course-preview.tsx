/**
 * The studio's fast-clock preview of a living patient: the author plans actions (a dose, an
 * infusion's rate, what starts and stops, a shock, the rhythm by hand, each at a minute), picks a
 * duration, and sees the whole course under that plan, computed again on every change (the engine
 * is pure and fast). «Reproducir a velocidad rápida» moves the chart's cursor at 60× (ten minutes
 * in ten seconds), or jumps to the end for people who ask for reduced motion. Below: what the
 * patient did by itself (the handlers that fired) and where each dose fell.
 *
 * Nothing is stored; the seed is the preview's, so the natural variability is the sandbox console's.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { formatNumber } from "~/domain/format";
import { formatSimTime, SHOCK_MESSAGES, unitLabel } from "~/presencial/planner";
import { buttonClass } from "~/ui/form";
import { amountText, CourseChart, courseMarkers, sampleCourse, type ChartVariable } from "./course-chart";
import { seedOf, shownValue } from "./live";
import { type Course, type LogEntry, simulate } from "./model/engine";
import type { Model } from "./model/format";
import { givingOf, interventionEntry, patientOf } from "./model/patient";
import { BAND_LABELS, ENERGY, RHYTHM_KEYS, RHYTHMS, type Rhythm } from "./model/vocabulary";

/** The preview's fixed seed: the sandbox console's session is called the same. */
export const PREVIEW_SEED = seedOf("vista-previa");
export const MAX_MINUTES = 60;
/** Simulation seconds per real second while playing: ten minutes in ten seconds. */
export const PLAYBACK_SPEED = 60;

type PreviewIntervention = {
  key: string;
  label: string;
  dose?: { unit: string; default: number };
  routes: readonly string[];
  continuous?: true;
};

/** What the preview reads of a draft (a `PresencialDraft` is one). */
export type CourseCase = {
  estimated_minutes: number;
  patient_overview: { weightKg: number };
  interventions: readonly PreviewIntervention[];
  variables: readonly { key: string; label: string; unit?: string }[];
  model?: Model;
};

/** One action of the author's plan, at a simulation second. */
export type PlannedAction =
  | { at: number; kind: "intervention"; key: string; route?: string; amount?: number; stop?: boolean }
  | { at: number; kind: "shock"; joules: number; synchronised: boolean }
  | { at: number; kind: "rhythm"; rhythm: Rhythm };

/** The plan as the engine's log (the same mapping the console's recordings go through). */
export function plannedLog(actions: readonly PlannedAction[], interventions: readonly PreviewIntervention[]): LogEntry[] {
  const byKey = new Map(interventions.map((i) => [i.key, i]));
  return actions.flatMap((action): LogEntry[] => {
    switch (action.kind) {
      case "shock":
        return [{ at: action.at, kind: "shock", joules: action.joules, synchronised: action.synchronised }];
      case "rhythm":
        return [{ at: action.at, kind: "rhythm", rhythm: action.rhythm }];
      case "intervention": {
        const intervention = byKey.get(action.key);
        return intervention ? [interventionEntry(intervention, action.at, action)] : [];
      }
    }
  });
}

/** The course of a draft's patient under a plan, with the preview's seed. */
export function plannedCourse(escenario: CourseCase & { model: Model }, actions: readonly PlannedAction[]): Course {
  const patient = patientOf(
    { weightKg: escenario.patient_overview.weightKg, interventions: escenario.interventions, model: escenario.model },
    PREVIEW_SEED,
  );
  return simulate(patient, plannedLog(actions, escenario.interventions));
}

/** A plan's action in words. */
export function actionText(action: PlannedAction, interventions: readonly PreviewIntervention[]): string {
  switch (action.kind) {
    case "shock":
      return `Descarga de ${formatNumber(action.joules)} J${action.synchronised ? ", sincronizada" : ""}`;
    case "rhythm":
      return `Ritmo a mano: ${RHYTHMS[action.rhythm].label}`;
    case "intervention": {
      const intervention = interventions.find((i) => i.key === action.key);
      const label = intervention?.label ?? action.key;
      const route = action.route ? ` ${action.route}` : "";
      const giving = intervention ? givingOf(intervention) : "procedure";
      if (action.stop) return `Detener ${label}${route ? ` (${action.route})` : ""}`;
      const amount = amountText(action.amount ?? 0, intervention?.dose?.unit);
      if (giving === "dose") return `${label}: ${amount}${route}`;
      if (giving === "rate") return `${label} a ${amount}${route}`;
      if (giving === "continuous") return `Iniciar ${label}`;
      return label;
    }
  }
}

/** A number as people type it: decimal comma or point. */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(",", ".");
  if (!/^\d+(?:\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** A minute as the author writes it («2», «2,5» or «2:30») in simulation seconds. */
export function parseMinute(text: string): number | null {
  const clock = /^(\d+):([0-5]\d)$/.exec(text.trim());
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const minutes = parseDecimal(text);
  return minutes === null ? null : Math.round(minutes * 60);
}

const SHOCK = "descarga";
const RHYTHM = "ritmo";
type Choice = string;

type Fields = {
  choice: Choice;
  route: string;
  amount: string;
  stop: boolean;
  joules: string;
  synchronised: boolean;
  rhythm: Rhythm;
  minute: string;
};

const decimalText = (n: number) => String(n).replace(".", ",");

function fieldsFor(choice: Choice, escenario: CourseCase, minute: string): Fields {
  const intervention = escenario.interventions.find((i) => i.key === choice);
  return {
    choice,
    route: intervention?.routes[0] ?? "",
    amount: intervention?.dose ? decimalText(intervention.dose.default) : "",
    stop: false,
    joules: String(Math.round(ENERGY.defibrillationPerKg * escenario.patient_overview.weightKg)),
    synchronised: false,
    rhythm: escenario.model?.rhythm ?? "sinusal",
    minute,
  };
}

const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

function Labelled({ label, id, hint, error, children }: { label: string; id: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function CoursePreview({ escenario }: { escenario: CourseCase }) {
  const model = escenario.model;
  const id = useId();
  const interventions = escenario.interventions;
  const defaultMinutes = Math.min(MAX_MINUTES, Math.max(1, escenario.estimated_minutes));
  const [planned, setPlanned] = useState<{ id: number; action: PlannedAction }[]>([]);
  const nextId = useRef(1);
  const [fields, setFields] = useState<Fields>(() => fieldsFor(interventions[0]?.key ?? SHOCK, escenario, "0"));
  const [errors, setErrors] = useState<Partial<Record<"amount" | "joules" | "minute", string>>>({});
  const [minutesText, setMinutesText] = useState(String(defaultMinutes));
  const [notice, setNotice] = useState("");
  const typedMinutes = parseDecimal(minutesText);
  const minutesValid = typedMinutes !== null && Number.isInteger(typedMinutes) && typedMinutes >= 1 && typedMinutes <= MAX_MINUTES;
  const [minutes, setMinutes] = useState(defaultMinutes);
  const durationS = minutes * 60;

  const actions = useMemo(() => [...planned].sort((a, b) => a.action.at - b.action.at || a.id - b.id), [planned]);
  const course = useMemo(
    () =>
      model
        ? plannedCourse(
            { ...escenario, model },
            actions.map((p) => p.action),
          )
        : null,
    [escenario, model, actions],
  );
  const states = useMemo(() => (course ? sampleCourse(course, durationS) : []), [course, durationS]);
  const log = useMemo(
    () =>
      plannedLog(
        actions.map((p) => p.action),
        interventions,
      ),
    [actions, interventions],
  );
  const markers = useMemo(
    () =>
      course && model
        ? courseMarkers(
            course,
            {
              intervention: (key) => {
                const i = interventions.find((x) => x.key === key);
                return i && { label: i.label, unit: i.dose?.unit };
              },
              handler: (key) => model.handlers.find((h) => h.key === key)?.description,
              state: (key) => model.states.find((s) => s.key === key)?.label,
            },
            log,
            durationS,
          )
        : [],
    [course, model, interventions, log, durationS],
  );
  const variables = useMemo<ChartVariable[]>(
    () =>
      (model?.variables ?? []).map((v) => {
        const shown = escenario.variables.find((c) => c.key === v.key);
        return { key: v.key, label: shown?.label ?? v.key, unit: shown?.unit ?? null };
      }),
    [model, escenario.variables],
  );

  // ── Playback ──
  const [cursor, setCursor] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const position = useRef(0);
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      if (last !== null) position.current = Math.min(durationS, position.current + ((now - last) / 1000) * PLAYBACK_SPEED);
      last = now;
      setCursor(Math.floor(position.current));
      if (position.current >= durationS) {
        setPlaying(false);
        setNotice(`Fin del curso: ${formatSimTime(durationS)}.`);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, durationS]);

  if (!model || !course) return null;

  const play = () => {
    if (prefersReducedMotion()) {
      setPlaying(false);
      position.current = durationS;
      setCursor(durationS);
      setNotice(`Movimiento reducido: sin animación, el cursor salta al final (${formatSimTime(durationS)}).`);
      return;
    }
    if (cursor === null || cursor >= durationS) position.current = 0;
    else position.current = cursor;
    setCursor(Math.floor(position.current));
    setPlaying(true);
    setNotice(`Reproduciendo a ${PLAYBACK_SPEED} veces la velocidad real: 10 minutos en 10 segundos.`);
  };
  const pause = () => {
    setPlaying(false);
    setNotice(`En pausa en ${formatSimTime(Math.floor(position.current))}.`);
  };
  const paused = !playing && cursor !== null && cursor > 0 && cursor < durationS;

  const chosen = interventions.find((i) => i.key === fields.choice);
  const giving = chosen ? givingOf(chosen) : null;
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const at = parseMinute(fields.minute);
    if (at === null) found.minute = "Escribe el minuto como 2, 2,5 o 2:30.";
    else if (at > durationS) found.minute = `El minuto debe estar dentro de la duración (${minutes} min).`;
    let action: PlannedAction | null = null;
    if (fields.choice === SHOCK) {
      const joules = parseDecimal(fields.joules);
      if (joules === null || joules <= 0 || joules > ENERGY.maxJoules)
        found.joules = `Escribe una energía entre 1 y ${ENERGY.maxJoules} J.`;
      else action = { at: at ?? 0, kind: "shock", joules, synchronised: fields.synchronised };
    } else if (fields.choice === RHYTHM) action = { at: at ?? 0, kind: "rhythm", rhythm: fields.rhythm };
    else if (chosen) {
      const route = chosen.routes.length > 0 ? fields.route : undefined;
      const stops = (giving === "rate" || giving === "continuous") && fields.stop;
      const amount = chosen.dose && !stops ? parseDecimal(fields.amount) : undefined;
      if (chosen.dose && !stops && (amount === null || amount === undefined || amount <= 0))
        found.amount = "Escribe una cantidad mayor que 0 (con coma decimal si hace falta).";
      else action = { at: at ?? 0, kind: "intervention", key: chosen.key, route, amount: amount ?? undefined, stop: stops || undefined };
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !action) return;
    const added = action;
    setPlanned((list) => [...list, { id: nextId.current++, action: added }]);
    setNotice(`Añadido: ${formatSimTime(added.at)} · ${actionText(added, interventions)}.`);
  };

  const remove = (removed: number, text: string) => {
    setPlanned((list) => list.filter((p) => p.id !== removed));
    setNotice(`Quitado: ${text}.`);
  };

  const at = cursor === null ? null : course.at(Math.min(cursor, durationS));
  const fired = course.fired.filter((f) => f.at <= durationS);
  const doses = course.doses.filter((d) => d.at <= durationS);
  const shocks = course.shocks.filter((s) => s.at <= durationS);
  const describe = (key: string) => model.handlers.find((h) => h.key === key)?.description ?? key;
  const interventionLabel = (key: string) => interventions.find((i) => i.key === key)?.label ?? key;
  const unitOf = (key: string) => interventions.find((i) => i.key === key)?.dose?.unit;
  const f = (name: string) => `${id}-${name}`;

  return (
    <section aria-labelledby={f("title")} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={f("title")} className="text-lg font-semibold">
        Curso del paciente
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        El modelo del caso a reloj rápido bajo un plan de acciones: el curso se vuelve a calcular con cada cambio. No se guarda nada.
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form onSubmit={add} aria-labelledby={f("plan")} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
          <h3 id={f("plan")} className="font-semibold">
            Añadir una acción al plan
          </h3>
          <Labelled label="Acción" id={f("choice")}>
            <select
              id={f("choice")}
              value={fields.choice}
              onChange={(e) => setFields(fieldsFor(e.target.value, escenario, fields.minute))}
              className={inputClass}
            >
              <optgroup label="Intervenciones del caso">
                {interventions.map((i) => (
                  <option key={i.key} value={i.key}>
                    {i.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Sobre el paciente">
                <option value={SHOCK}>Descarga (desfibrilador)</option>
                <option value={RHYTHM}>Ritmo a mano</option>
              </optgroup>
            </select>
          </Labelled>
          {chosen && chosen.routes.length > 1 && (
            <Labelled label="Vía" id={f("route")}>
              <select id={f("route")} value={fields.route} onChange={(e) => set({ route: e.target.value })} className={inputClass}>
                {chosen.routes.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </Labelled>
          )}
          {chosen && chosen.routes.length === 1 && <p className="text-sm text-slate-700">Vía: {chosen.routes[0]}</p>}
          {(giving === "rate" || giving === "continuous") && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{giving === "rate" ? "Perfusión" : "Qué hacer"}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {[
                  { stop: false, label: giving === "rate" ? "Iniciar o cambiar el ritmo" : "Iniciar" },
                  { stop: true, label: "Detener" },
                ].map((option) => (
                  <label
                    key={option.label}
                    className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
                  >
                    <input
                      type="radio"
                      name={f("stop")}
                      checked={fields.stop === option.stop}
                      onChange={() => set({ stop: option.stop })}
                      className="accent-brand-600"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {chosen?.dose && !(giving === "rate" && fields.stop) && (
            <Labelled
              label={`${giving === "rate" ? "Ritmo de perfusión" : "Dosis"} (${unitLabel(chosen.dose.unit)})`}
              id={f("amount")}
              hint={`Propuesta del caso: ${formatNumber(chosen.dose.default)} ${unitLabel(chosen.dose.unit)}; para ${formatNumber(escenario.patient_overview.weightKg)} kg.`}
              error={errors.amount}
            >
              <input
                id={f("amount")}
                inputMode="decimal"
                value={fields.amount}
                onChange={(e) => set({ amount: e.target.value })}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={describedBy(f("amount"), true, Boolean(errors.amount))}
                className={inputClass}
              />
            </Labelled>
          )}
          {fields.choice === SHOCK && (
            <>
              <Labelled
                label="Energía (J)"
                id={f("joules")}
                hint={`${ENERGY.defibrillationPerKg} J/kg = ${Math.round(ENERGY.defibrillationPerKg * escenario.patient_overview.weightKg)} J; cardioversión ${ENERGY.cardioversionFirstPerKg} J/kg.`}
                error={errors.joules}
              >
                <input
                  id={f("joules")}
                  inputMode="decimal"
                  value={fields.joules}
                  onChange={(e) => set({ joules: e.target.value })}
                  aria-invalid={errors.joules ? true : undefined}
                  aria-describedby={describedBy(f("joules"), true, Boolean(errors.joules))}
                  className={inputClass}
                />
              </Labelled>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={fields.synchronised}
                  onChange={(e) => set({ synchronised: e.target.checked })}
                  className="accent-brand-600"
                />
                Sincronizada (cardioversión)
              </label>
            </>
          )}
          {fields.choice === RHYTHM && (
            <Labelled label="Ritmo" id={f("rhythm")}>
              <select
                id={f("rhythm")}
                value={fields.rhythm}
                onChange={(e) => set({ rhythm: e.target.value as Rhythm })}
                className={inputClass}
              >
                {RHYTHM_KEYS.map((r) => (
                  <option key={r} value={r}>
                    {RHYTHMS[r].label}
                  </option>
                ))}
              </select>
            </Labelled>
          )}
          <Labelled label="Minuto" id={f("minute")} hint="Desde el inicio: 2, 2,5 o 2:30." error={errors.minute}>
            <input
              id={f("minute")}
              inputMode="decimal"
              value={fields.minute}
              onChange={(e) => set({ minute: e.target.value })}
              aria-invalid={errors.minute ? true : undefined}
              aria-describedby={describedBy(f("minute"), true, Boolean(errors.minute))}
              className={inputClass}
            />
          </Labelled>
          <button type="submit" className={buttonClass("primary")}>
            Añadir al plan
          </button>
        </form>

        <div className="space-y-3">
          <h3 className="font-semibold">Plan de acciones</h3>
          <div className="flex flex-wrap items-end gap-3">
            <Labelled
              label="Duración (minutos)"
              id={f("minutes")}
              hint={`Entre 1 y ${MAX_MINUTES}; la del caso es ${escenario.estimated_minutes}.`}
              error={minutesValid ? undefined : `Escribe un número entero de minutos entre 1 y ${MAX_MINUTES}.`}
            >
              <input
                id={f("minutes")}
                type="number"
                min={1}
                max={MAX_MINUTES}
                step={1}
                value={minutesText}
                onChange={(e) => {
                  setMinutesText(e.target.value);
                  const n = parseDecimal(e.target.value);
                  if (n !== null && Number.isInteger(n) && n >= 1 && n <= MAX_MINUTES) {
                    setMinutes(n);
                    position.current = Math.min(position.current, n * 60);
                    setCursor((c) => (c === null ? null : Math.min(c, n * 60)));
                  }
                }}
                aria-invalid={minutesValid ? undefined : true}
                aria-describedby={describedBy(f("minutes"), true, !minutesValid)}
                className={`${inputClass} w-28`}
              />
            </Labelled>
            <button
              type="button"
              onClick={() => {
                setPlanned([]);
                setNotice("Plan vacío: el curso es el del paciente sin tratamiento.");
              }}
              className={buttonClass("secondary")}
            >
              Sin tratamiento
            </button>
          </div>
          {actions.length === 0 ? (
            <p className="text-sm text-slate-700">Sin acciones: el curso es el del paciente sin tratamiento.</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {actions.map(({ id: key, action }) => {
                const text = `${formatSimTime(action.at)} · ${actionText(action, interventions)}`;
                return (
                  <li key={key} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5">
                    <span>
                      {text}
                      {action.at > durationS && <span className="text-slate-600"> (fuera de la duración)</span>}
                    </span>
                    <button
                      type="button"
                      onClick={() => remove(key, text)}
                      aria-label={`Quitar ${text}`}
                      className="text-sm font-medium text-brand-700 underline"
                    >
                      Quitar
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
            {notice}
          </p>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {playing ? (
          <button type="button" onClick={pause} className={buttonClass("primary")}>
            Pausar
          </button>
        ) : paused ? (
          <button type="button" onClick={play} className={buttonClass("primary")}>
            Reanudar
          </button>
        ) : (
          <button type="button" onClick={play} className={buttonClass("primary")}>
            Reproducir a velocidad rápida
          </button>
        )}
        {paused && (
          <button
            type="button"
            onClick={() => {
              position.current = 0;
              setCursor(0);
              setPlaying(true);
              setNotice("Reproduciendo desde el principio.");
            }}
            className={buttonClass("secondary")}
          >
            Desde el principio
          </button>
        )}
        <p className="text-sm">
          <span role="timer" aria-label="Reloj de la simulación" className="font-mono text-lg font-semibold tabular-nums">
            {formatSimTime(cursor ?? 0)}
          </span>{" "}
          <span className="text-slate-600">
            de {formatSimTime(durationS)} · {PLAYBACK_SPEED}× (10 minutos en 10 segundos)
          </span>
        </p>
        <label className="flex min-w-48 flex-1 items-center gap-2 text-sm">
          Instante
          <input
            type="range"
            min={0}
            max={durationS}
            step={5}
            value={cursor ?? 0}
            aria-valuetext={formatSimTime(cursor ?? 0)}
            onChange={(e) => {
              setPlaying(false);
              position.current = Number(e.target.value);
              setCursor(Number(e.target.value));
            }}
            className="flex-1 accent-brand-600"
          />
        </label>
      </div>
      {at && (
        <p className="mt-2 text-sm text-slate-800">
          En {formatSimTime(at.t)}: <strong>{RHYTHMS[at.rhythm].label}</strong>
          {variables.map((v) => (
            <span key={v.key}>
              {" "}
              · {v.label} {shownValue(at.values[v.key])}
              {v.unit ? ` ${unitLabel(v.unit)}` : ""}
            </span>
          ))}
        </p>
      )}

      <div className="mt-4">
        <CourseChart
          states={states}
          variables={variables}
          markers={markers}
          durationS={durationS}
          cursor={cursor}
          title={`Curso del paciente en ${minutes} minutos${actions.length === 0 ? ", sin tratamiento" : `, con ${actions.length} ${actions.length === 1 ? "acción" : "acciones"}`}`}
        />
      </div>

      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">Respuestas del paciente</h3>
          {fired.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">Ningún manejador se dispara en estos minutos.</p>
          ) : (
            <ol aria-label="Manejadores disparados" className="mt-1 space-y-1 text-sm">
              {fired.map((h, i) => (
                <li key={`${h.key}-${i}`}>
                  <span className="font-mono tabular-nums">{formatSimTime(h.at)}</span> · {describe(h.key)}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3 className="font-semibold">Dosis y descargas</h3>
          {doses.length === 0 && shocks.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">Ninguna en el plan.</p>
          ) : (
            <ul aria-label="Bandas de las dosis" className="mt-1 space-y-1 text-sm">
              {doses.map((d, i) => {
                const flagged = d.band !== null && d.band !== "terapeutica";
                return (
                  <li key={`d-${i}`} className={flagged ? "font-semibold text-red-800" : undefined}>
                    <span className="font-mono tabular-nums">{formatSimTime(d.at)}</span> · {interventionLabel(d.intervention)}
                    {d.infusion ? " a " : ": "}
                    {amountText(d.dose, unitOf(d.intervention))}
                    {d.route ? ` ${d.route}` : ""} · {d.band ? BAND_LABELS[d.band] : "Sin perfil en el modelo"}
                    {d.cumulativeBand &&
                      d.cumulativeBand !== d.band &&
                      ` (con las dosis que aún actúan: ${BAND_LABELS[d.cumulativeBand].toLowerCase()})`}
                  </li>
                );
              })}
              {shocks.map((s, i) => (
                <li key={`s-${i}`} className={s.problem ? "font-semibold text-red-800" : undefined}>
                  <span className="font-mono tabular-nums">{formatSimTime(s.at)}</span> · Descarga de {formatNumber(s.joules)} J (
                  {formatNumber(Math.round(s.perKg * 10) / 10)} J/kg){s.synchronised ? ", sincronizada" : ""} ·{" "}
                  {s.problem ? SHOCK_MESSAGES[s.problem](formatNumber(Math.round(s.perKg * 10) / 10)) : "Adecuada"}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
