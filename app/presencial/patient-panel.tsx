/**
 * The instructor's view of the living patient: what the model shows now, what is changing, what
 * will happen if nothing is done (never shown to learners), and the controls that act on the
 * patient (rhythm, states, defibrillator, pacing, what runs, the clock).
 */
import { formatNumber } from "~/domain/format";
import { formatSimTime } from "~/presencial/planner";
import { formatClock } from "~/domain/attempts";
import { useEffect, useState } from "react";
import { buttonClass, useHydrated } from "~/ui/form";
import { CommandForm, ControlMessage, Intent, Panel, type ConsoleData } from "~/presencial/console-controls";
import { shownValue } from "./live";
import { APNOEA_STATE, ENERGY, RHYTHM_KEYS, RHYTHMS, SUPPORT_LABELS } from "./model/vocabulary";
import type { Course, PatientState } from "./model/engine";
import type { Model } from "./model/format";

/** How far ahead the forecast looks: what the next ten minutes bring if nobody acts. */
export const FORECAST_S = 600;
const FORECAST_MARKS_S = [300, 600];
const DEFAULT_PACING = { rate: 100, ma: 60 };

const stateLabel = (model: Model, key: string) => model.states.find((s) => s.key === key)?.label ?? (key === APNOEA_STATE ? "Apnea" : key);

/** One line always in view: the rhythm and the states now, and the clock's pause. */
export function PatientNow({ data, locked, patient }: { data: ConsoleData; locked: boolean; patient: PatientState | null }) {
  const live = data.snapshot.live;
  if (!patient || !live) return null;
  const paused = Boolean(live.clock.pausedAt);
  return (
    <section aria-label="Paciente ahora" className="rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          Ritmo: <strong>{RHYTHMS[patient.rhythm].label}</strong>
          {patient.states.length > 0 && <> · {patient.states.map((key) => stateLabel(live.patient.model, key)).join(", ")}</>}
        </p>
        {paused ? (
          <Intent intent="resume" variant="primary" disabled={locked}>
            Reanudar
          </Intent>
        ) : (
          <Intent intent="pause" disabled={locked}>
            Pausar
          </Intent>
        )}
      </div>
      {paused && <p className="mt-1 text-sm font-medium text-amber-800">Simulación en pausa: el paciente no cambia hasta reanudar.</p>}
    </section>
  );
}

/**
 * Energy, charge, shock: as on a defibrillator, the shock is given once charged (with JavaScript;
 * without it, the form shocks at once). A new energy or a shock given discharges it.
 */
function Defibrillator({ locked, weightKg, shocks }: { locked: boolean; weightKg: number; shocks: number }) {
  const hydrated = useHydrated();
  const [charged, setCharged] = useState(false);
  useEffect(() => setCharged(false), [shocks]);
  const defibJ = Math.round(ENERGY.defibrillationPerKg * weightKg);
  const cardioJ = Math.round(ENERGY.cardioversionFirstPerKg * weightKg);
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold">Desfibrilador</h3>
      <CommandForm className="mt-1 flex flex-wrap items-end gap-2" aria-label="Desfibrilador">
        <input type="hidden" name="intent" value="shock" />
        <label className="text-sm">
          Energía (J)
          <input
            name="joules"
            inputMode="decimal"
            defaultValue={defibJ}
            disabled={locked}
            onChange={() => setCharged(false)}
            className="mt-1 block w-24 rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="synchronised" disabled={locked} /> Sincronizada
        </label>
        {hydrated && (
          <button type="button" disabled={locked || charged} onClick={() => setCharged(true)} className={buttonClass("secondary")}>
            {charged ? "Cargado" : "Cargar"}
          </button>
        )}
        <button type="submit" disabled={locked || (hydrated && !charged)} className={buttonClass("danger")}>
          Descargar
        </button>
        <p className="w-full text-xs text-slate-600">
          Desfibrilación {formatNumber(ENERGY.defibrillationPerKg)} J/kg = {defibJ} J · cardioversión{" "}
          {formatNumber(ENERGY.cardioversionFirstPerKg)} J/kg = {cardioJ} J, después {formatNumber(ENERGY.cardioversionNextPerKg)} J/kg (ERC
          2025).
        </p>
        <ControlMessage control="shock" />
      </CommandForm>
    </>
  );
}

export function PatientPanel({
  data,
  locked,
  patient,
  course,
}: {
  data: ConsoleData;
  locked: boolean;
  patient: PatientState | null;
  course: Course | null;
}) {
  const live = data.snapshot.live;
  if (!patient || !course || !live) return null;
  const { model, weightKg } = live.patient;
  const labelOf = (key: string) => data.variables.find((v) => v.key === key);
  const t = patient.t;
  // The course is a pure function of the log: its next minutes, with no new action, are the forecast.
  const ahead = FORECAST_MARKS_S.map((s) => course.at(t + s));
  const coming = course.fired.filter((f) => f.at > t && f.at <= t + FORECAST_S);
  const handler = (key: string) => model.handlers.find((h) => h.key === key);
  const shown = (key: string, value: number | null) => {
    const v = labelOf(key);
    return `${shownValue(value)}${v?.unit ? ` ${v.unit}` : ""}`;
  };
  const vitals = Object.entries(patient.values).filter(([key]) => key !== "tam");
  // Compressions and bag-mask ventilation, when the case does not offer them among its interventions.
  const support = Object.entries(SUPPORT_LABELS).filter(([key]) => !data.interventions.some((i) => i.key === key));
  const interventionLabel = (key: string) => data.interventions.find((i) => i.key === key)?.label ?? key;
  const lastRoute = (key: string) => [...live.log].reverse().find((e) => e.kind === "rate" && e.intervention === key && "route" in e);

  return (
    <Panel title="Paciente simulado">
      <dl className="grid grid-cols-2 gap-2 @md:grid-cols-3" aria-label="Constantes del modelo ahora">
        {vitals.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{labelOf(key)?.label ?? key}</dt>
            <dd className="font-mono font-semibold tabular-nums">{shown(key, value)}</dd>
          </div>
        ))}
        {"tam" in patient.values && (
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">TAM</dt>
            <dd className="font-mono font-semibold tabular-nums">{shownValue(patient.values.tam)} mmHg</dd>
          </div>
        )}
      </dl>

      <h3 className="mt-4 text-sm font-semibold">Cambios en curso</h3>
      {patient.trends.length === 0 ? (
        <p className="text-sm text-slate-600">Ninguno.</p>
      ) : (
        <ul className="mt-1 text-sm" aria-label="Cambios en curso">
          {patient.trends.map((trend) => (
            <li key={trend.variable}>
              {labelOf(trend.variable)?.label ?? trend.variable} → {formatNumber(Math.round(trend.to * 10) / 10)}
              {labelOf(trend.variable)?.unit ? ` ${labelOf(trend.variable)!.unit}` : ""} en {formatClock(trend.endsAt - t)}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-4 text-sm font-semibold">Si no se hace nada (solo lo ves tú)</h3>
      <ul className="mt-1 space-y-1 text-sm" aria-label="Previsión sin intervenciones">
        {coming.map((f) => (
          <li key={`${f.key}-${f.at}`}>
            <span className="font-mono">{formatSimTime(f.at)}</span> · {handler(f.key)?.description ?? f.key}
          </li>
        ))}
        {ahead.map((state, i) => (
          <li key={FORECAST_MARKS_S[i]}>
            <span className="font-mono">{formatSimTime(state.t)}</span> · {RHYTHMS[state.rhythm].label};{" "}
            {vitals.map(([key]) => `${labelOf(key)?.label ?? key} ${shown(key, state.values[key])}`).join(" · ")}
          </li>
        ))}
      </ul>

      {patient.running.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">En curso</h3>
          <ul className="mt-1 space-y-2">
            {patient.running.map((key) => {
              const rate = lastRoute(key);
              return (
                <li key={key}>
                  <CommandForm className="flex flex-wrap items-center gap-2" aria-label={`Detener ${interventionLabel(key)}`}>
                    <input type="hidden" name="intent" value="stop" />
                    <input type="hidden" name="key" value={key} />
                    {rate && "route" in rate && <input type="hidden" name="route" value={rate.route} />}
                    <span className="text-sm">{interventionLabel(key)}</span>
                    <button type="submit" disabled={locked} className={buttonClass("secondary")}>
                      Detener
                    </button>
                    <ControlMessage control={`stop:${key}`} />
                  </CommandForm>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <Defibrillator locked={locked} weightKg={weightKg} shocks={live.log.filter((e) => e.kind === "shock").length} />

      {support.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">Soporte</h3>
          <div className="mt-1 flex flex-wrap gap-2">
            {support.map(([key, label]) => {
              const on = patient.running.includes(key);
              return (
                <CommandForm key={key} aria-label={label}>
                  <input type="hidden" name="intent" value="support" />
                  <input type="hidden" name="key" value={key} />
                  {!on && <input type="hidden" name="on" value="on" />}
                  <button type="submit" disabled={locked} className={buttonClass(on ? "secondary" : "primary")} aria-pressed={on}>
                    {on ? `Parar: ${label.toLowerCase()}` : `Empezar: ${label.toLowerCase()}`}
                  </button>
                  <ControlMessage control={`support:${key}`} />
                </CommandForm>
              );
            })}
          </div>
        </>
      )}

      <h3 className="mt-4 text-sm font-semibold">Marcapasos transcutáneo</h3>
      <CommandForm className="mt-1 flex flex-wrap items-end gap-2" aria-label="Marcapasos transcutáneo">
        <input type="hidden" name="intent" value="pacing" />
        <input type="hidden" name="on" value="on" />
        <label className="text-sm">
          Frecuencia (lpm)
          <input
            name="rate"
            inputMode="decimal"
            defaultValue={patient.pacing?.rate ?? DEFAULT_PACING.rate}
            disabled={locked}
            className="mt-1 block w-20 rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="text-sm">
          Intensidad (mA)
          <input
            name="ma"
            inputMode="decimal"
            defaultValue={patient.pacing?.ma ?? DEFAULT_PACING.ma}
            disabled={locked}
            className="mt-1 block w-20 rounded-lg border border-slate-300 px-2 py-1"
          />
        </label>
        <button type="submit" disabled={locked} className={buttonClass("secondary")}>
          {patient.pacing ? "Ajustar el marcapasos" : "Poner el marcapasos"}
        </button>
        <ControlMessage control="pacing" />
      </CommandForm>
      {patient.pacing && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="text-sm">{patient.pacing.captured ? "Con captura." : "Sin captura."}</p>
          <CommandForm aria-label="Detener el marcapasos">
            <input type="hidden" name="intent" value="pacing" />
            <button type="submit" disabled={locked} className={buttonClass("secondary")}>
              Detener marcapasos
            </button>
          </CommandForm>
        </div>
      )}

      <h3 className="mt-4 text-sm font-semibold">Ritmo y estados (a mano)</h3>
      <CommandForm className="mt-1 flex flex-wrap items-end gap-2" aria-label="Cambiar el ritmo">
        <input type="hidden" name="intent" value="rhythm" />
        <label className="text-sm">
          Ritmo
          <select
            name="rhythm"
            defaultValue={patient.rhythm}
            key={patient.rhythm}
            disabled={locked}
            className="mt-1 block rounded-lg border border-slate-300 px-2 py-1"
          >
            {RHYTHM_KEYS.map((key) => (
              <option key={key} value={key}>
                {RHYTHMS[key].label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={locked} className={buttonClass("secondary")}>
          Cambiar ritmo
        </button>
        <ControlMessage control="rhythm" />
      </CommandForm>
      {model.states.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {model.states.map((s) => {
            const on = patient.states.includes(s.key);
            return (
              <CommandForm key={s.key} aria-label={`${on ? "Quitar" : "Poner"} ${s.label}`}>
                <input type="hidden" name="intent" value="state" />
                <input type="hidden" name="state" value={s.key} />
                {!on && <input type="hidden" name="on" value="on" />}
                <button type="submit" disabled={locked} className={buttonClass("secondary")} aria-pressed={on}>
                  {s.label}: {on ? "sí" : "no"}
                </button>
              </CommandForm>
            );
          })}
          <ControlMessage control="state" />
        </div>
      )}
    </Panel>
  );
}
