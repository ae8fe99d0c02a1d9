/**
 * The instructor's view of the living patient: what the model shows now, what is changing, what
 * will happen if nothing is done (never shown to learners), and the controls that act on the
 * patient (rhythm, states, defibrillator, pacing, what runs, the clock).
 */
import { formatNumber } from "~/domain/format";
import { formatSimTime } from "~/presencial/planner";
import { formatClock } from "~/domain/attempts";
import { useContext, useEffect, useState } from "react";
import { buttonClass, useHydrated } from "~/ui/form";
import { CommandForm, ControlMessage, Intent, Panel, SandboxContext, type ConsoleData } from "~/presencial/console-controls";
import { equipmentAt, shownValue } from "./live";
import { NIBP_INTERVALS, nibpCaption, offeredSensors, SENSORS, type Sensor } from "./monitor/equipment";
import { APNOEA_STATE, ENERGY, RHYTHM_KEYS, RHYTHMS, SUPPORT_LABELS } from "./model/vocabulary";
import type { Course, PatientState } from "./model/engine";
import type { Model } from "./model/format";
import { paths } from "~/domain/paths";

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

/** The form a control posts through: the console's (`CommandForm`) or the defibrillator screen's. */
export type ControlForm = (props: {
  className?: string;
  "aria-label"?: string;
  control?: string;
  children: React.ReactNode;
}) => React.ReactNode;

/**
 * Energy, charge, shock: as on a defibrillator, the shock is given once charged (with JavaScript;
 * without it, the form shocks at once). A new energy or a shock given discharges it.
 */
export function Defibrillator({
  Form = CommandForm,
  locked,
  weightKg,
  shocks,
  dark = false,
}: {
  Form?: ControlForm;
  locked: boolean;
  weightKg: number;
  shocks: number;
  dark?: boolean;
}) {
  const hydrated = useHydrated();
  const [charged, setCharged] = useState(false);
  useEffect(() => setCharged(false), [shocks]);
  const defibJ = Math.round(ENERGY.defibrillationPerKg * weightKg);
  const [joules, setJoules] = useState(String(defibJ));
  const typed = Number(joules.trim().replace(",", "."));
  // The energy typed, per kg of this child, as a defibrillator's screen shows it.
  const perKg = typed > 0 ? Math.round((typed / weightKg) * 10) / 10 : null;
  const cardioJ = Math.round(ENERGY.cardioversionFirstPerKg * weightKg);
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold">Desfibrilador</h3>
      <Form className="mt-1 flex flex-wrap items-end gap-2" aria-label="Desfibrilador">
        <input type="hidden" name="intent" value="shock" />
        <label className="text-sm">
          Energía (J)
          <input
            name="joules"
            inputMode="decimal"
            defaultValue={defibJ}
            disabled={locked}
            onChange={(event) => {
              setCharged(false);
              setJoules(event.currentTarget.value);
            }}
            className={`mt-1 block w-24 rounded-lg border border-slate-300 px-2 py-1 ${dark ? "bg-slate-900 text-white" : ""}`}
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
        <p className={`w-full text-xs ${dark ? "text-slate-300" : "text-slate-600"}`}>
          {perKg !== null && (
            <>
              <strong>{formatNumber(perKg)} J/kg</strong> para {formatNumber(weightKg)} kg ·{" "}
            </>
          )}
          Desfibrilación {formatNumber(ENERGY.defibrillationPerKg)} J/kg = {defibJ} J · cardioversión{" "}
          {formatNumber(ENERGY.cardioversionFirstPerKg)} J/kg = {cardioJ} J, después {formatNumber(ENERGY.cardioversionNextPerKg)} J/kg
          (guías del ERC).
        </p>
        <ControlMessage control="shock" />
      </Form>
    </>
  );
}

/** Transcutaneous pacing: rate and current, on, adjusted or stopped. */
export function Pacing({
  Form = CommandForm,
  locked,
  pacing,
  dark = false,
}: {
  Form?: ControlForm;
  locked: boolean;
  pacing: PatientState["pacing"];
  dark?: boolean;
}) {
  const field = `mt-1 block w-20 rounded-lg border border-slate-300 px-2 py-1 ${dark ? "bg-slate-900 text-white" : ""}`;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold">Marcapasos transcutáneo</h3>
      <Form className="mt-1 flex flex-wrap items-end gap-2" aria-label="Marcapasos transcutáneo">
        <input type="hidden" name="intent" value="pacing" />
        <input type="hidden" name="on" value="on" />
        <label className="text-sm">
          Frecuencia (lpm)
          <input name="rate" inputMode="decimal" defaultValue={pacing?.rate ?? DEFAULT_PACING.rate} disabled={locked} className={field} />
        </label>
        <label className="text-sm">
          Intensidad (mA)
          <input name="ma" inputMode="decimal" defaultValue={pacing?.ma ?? DEFAULT_PACING.ma} disabled={locked} className={field} />
        </label>
        <button type="submit" disabled={locked} className={buttonClass("secondary")}>
          {pacing ? "Ajustar el marcapasos" : "Poner el marcapasos"}
        </button>
        <ControlMessage control="pacing" />
      </Form>
      {pacing && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="text-sm">{pacing.captured ? "Con captura." : "Sin captura."}</p>
          <Form aria-label="Detener el marcapasos">
            <input type="hidden" name="intent" value="pacing" />
            <button type="submit" disabled={locked} className={buttonClass("secondary")}>
              Detener marcapasos
            </button>
          </Form>
        </div>
      )}
    </>
  );
}

/**
 * The defibrillator screen's PIN: made, shown and revoked here. A tablet of the room opens
 * /desfibrilador/CODE and enters it; a new PIN or «Revocar» shuts out the one before.
 */
function DevicePin({ data, locked }: { data: ConsoleData; locked: boolean }) {
  const sandbox = useContext(SandboxContext);
  if (sandbox) return null; // the studio's preview has no room for a device to join
  const pin = data.session.devicePin;
  const path = paths.defibrillator(data.snapshot.code);
  return (
    <section aria-label="Pantalla del desfibrilador" className="mt-4 rounded-xl border border-slate-200 p-3">
      <h3 className="text-sm font-semibold">Pantalla del desfibrilador</h3>
      <p className="mt-1 text-xs text-slate-600">
        Una tableta de la sala hace de desfibrilador en{" "}
        <a href={path} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
          {path}
        </a>{" "}
        con este PIN. Sin PIN solo se puede mirar.
      </p>
      {pin ? (
        <p className="mt-2 text-sm">
          PIN:{" "}
          <strong className="font-mono text-2xl tracking-[0.3em]" aria-label={`PIN del desfibrilador ${pin.split("").join(" ")}`}>
            {pin}
          </strong>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Sin PIN: ninguna tableta puede usar el desfibrilador.</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <CommandForm control="device_pin">
          <input type="hidden" name="intent" value="device_pin" />
          <input type="hidden" name="on" value="on" />
          <button type="submit" disabled={locked} className={buttonClass(pin ? "secondary" : "primary")}>
            {pin ? "PIN nuevo" : "Crear PIN"}
          </button>
        </CommandForm>
        {pin && (
          <CommandForm>
            <input type="hidden" name="intent" value="device_pin" />
            <button type="submit" disabled={locked} className={buttonClass("secondary")}>
              Revocar el PIN
            </button>
          </CommandForm>
        )}
      </div>
    </section>
  );
}

/** One sensor's button: «Conectar ECG» while it is off, «Desconectar ECG» while it is on. */
export function SensorButton({ sensor, on, locked }: { sensor: Sensor; on: boolean; locked: boolean }) {
  const label = SENSORS[sensor].label;
  return (
    <CommandForm aria-label={`${on ? "Desconectar" : "Conectar"} ${label}`} control={`sensor:${sensor}`}>
      <input type="hidden" name="intent" value="sensor" />
      <input type="hidden" name="sensor" value={sensor} />
      {!on && <input type="hidden" name="on" value="on" />}
      <button type="submit" disabled={locked} className={buttonClass(on ? "secondary" : "primary")}>
        {on ? `Desconectar ${label}` : `Conectar ${label}`}
      </button>
    </CommandForm>
  );
}

/** «Medir TA»: the cuff starts a cycle now (its reading comes at the end of it). */
export function MeasurePressure({ locked }: { locked: boolean }) {
  return (
    <CommandForm aria-label="Medir TA" control="nibp">
      <input type="hidden" name="intent" value="nibp" />
      <button type="submit" disabled={locked} className={buttonClass("secondary")}>
        Medir TA
      </button>
    </CommandForm>
  );
}

/**
 * The monitor's sensors and the cuff, as the team handles them: a value shows on the screens only
 * while a sensor reads it, and the pressure is what the cuff last measured.
 */
function MonitorControls({ data, locked, course, t }: { data: ConsoleData; locked: boolean; course: Course; t: number }) {
  const live = data.snapshot.live!;
  const { sensors, nibp } = equipmentAt(live, course, t);
  const offered = offeredSensors(live.patient.model);
  const cuff = sensors.has("manguito");
  const reading = nibp.last && !("failed" in nibp.last) ? `${nibp.last.tas}/${nibp.last.tad} mmHg` : "---";
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold">Monitor</h3>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Sensores">
        {offered.map((sensor) => (
          <li key={sensor}>
            <SensorButton sensor={sensor} on={sensors.has(sensor)} locked={locked} />
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-end gap-2" aria-label="Tensión arterial no invasiva" role="group">
        <p className="text-sm">
          TA no invasiva: <strong className="font-mono tabular-nums">{reading}</strong> · {nibpCaption(nibp, t)}
        </p>
        <MeasurePressure locked={locked || !cuff || nibp.measuring !== null} />
        <CommandForm className="flex items-end gap-2" aria-label="Medición automática de la TA" control="nibp">
          <input type="hidden" name="intent" value="nibp" />
          <label className="text-sm">
            Automática
            <select
              name="everyMin"
              defaultValue={String(nibp.everyMin ?? 0)}
              key={nibp.everyMin ?? 0}
              disabled={locked || !cuff}
              className="mt-1 block rounded-lg border border-slate-300 px-2 py-1"
            >
              <option value="0">No</option>
              {NIBP_INTERVALS.map((m) => (
                <option key={m} value={m}>
                  Cada {m} min
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={locked || !cuff} className={buttonClass("secondary")}>
            Aplicar
          </button>
        </CommandForm>
        {!cuff && <p className="w-full text-xs text-slate-600">Conecta el manguito para medir la TA.</p>}
      </div>
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

      <MonitorControls data={data} locked={locked} course={course} t={t} />

      <DevicePin data={data} locked={locked} />
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

      <Pacing locked={locked} pacing={patient.pacing} />

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
