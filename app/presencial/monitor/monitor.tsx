/**
 * The patient monitor a room reads: waveforms sweeping on the left (ECG lead II, SpO₂ pleth,
 * capnogram), each channel's number on the right in the monitor's colours, and the alarms the
 * monitor raises by itself from this child's age-banded limits (`alarm-limits.ts`). Everything is
 * computed in the browser from the living patient: no network traffic between events.
 *
 * A value shows while a sensor the team attached reads it: until then its number reads dashes and
 * its waveform «Sensor desconectado»; the pressure is the cuff's last reading unless an arterial
 * line is on (`equipment.ts`, docs/decisions/0034).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import type { Course, PatientState } from "../model/engine";
import { RHYTHMS } from "../model/vocabulary";
import { simSecondsAt, type Equipment, type LivePatient } from "../live";
import type { SnapshotVariable } from "../protocol";
import { formatReading } from "~/domain/format";
import { MonitorCanvas } from "./monitor-canvas";
import type { SweepChannel } from "./sweep";
import { monitorStateOf } from "./waveforms";
import { type Alarm, type AlarmPriority } from "./alarm-limits";
import { nibpCaption, type Sensor } from "./equipment";

/** Each waveform, the sensor that draws it and the vital a case must model for it. */
const CHANNELS: readonly { kind: SweepChannel["kind"]; sensor: Sensor; vital: string }[] = [
  { kind: "ecg", sensor: "ecg", vital: "fc" },
  { kind: "pleth", sensor: "pulsioximetro", vital: "sat" },
  { kind: "capno", sensor: "capnografo", vital: "etco2" },
  { kind: "arterial", sensor: "arterial", vital: "tas" },
];

/** The monitor's colours: FC green, SpO₂ cyan, FR and EtCO₂ yellow, pressure white (red in alarm). */
const COLOUR: Record<string, string> = {
  fc: "text-emerald-400",
  sat: "text-cyan-300",
  fr: "text-yellow-300",
  etco2: "text-yellow-300",
  ta: "text-white",
  tas: "text-white",
  temp: "text-orange-300",
  relleno: "text-violet-300",
};

/** The numbers that lead, largest: heart rate, saturation and pressure. */
const MAIN = ["fc", "sat", "ta", "tas"];
const ORDER = ["fc", "sat", "ta", "tas", "tad", "fr", "etco2", "temp", "relleno"];

export const PRIORITY_LABEL: Record<AlarmPriority, string> = { high: "Prioridad alta", medium: "Prioridad media", low: "Prioridad baja" };
export const PRIORITY_STYLE: Record<AlarmPriority, string> = {
  high: "bg-red-600 text-white",
  medium: "bg-amber-400 text-slate-950",
  low: "bg-sky-300 text-slate-950",
};

/** How well the periphery is perfused (the pleth's height), from capillary refill where a case models it. */
function perfusionOf(patient: PatientState): number {
  const refill = patient.values.relleno;
  if (refill === null || refill === undefined) return 1;
  return Math.min(1, Math.max(0.15, 1 - (refill - 2) / 6));
}

/** The most urgent alarm that concerns one number (pressure: the systolic's or the mean derived from it). */
export function alarmOf(alarms: readonly Alarm[], key: string): Alarm | null {
  const keys = key === "ta" || key === "tas" ? ["tas", "tam"] : [key];
  return alarms.find((a) => keys.includes(a.key)) ?? null;
}

export function Monitor({
  live,
  course,
  offset,
  equipment,
  variables,
  panelKey = "",
  widePanel = false,
  alarms,
  fresh,
  compact,
  onBeat,
  children,
}: {
  live: LivePatient;
  course: Course;
  offset: number;
  /** What the monitor is connected to now. */
  equipment: Equipment;
  /** The shown variables, with the patient's values now and systolic/diastolic together. */
  variables: readonly SnapshotVariable[];
  /** Changes when the side panel's contents do (what is shown, the banner): it is fitted again then. */
  panelKey?: string;
  /** The side panel holds a picture (an X-ray, an ECG strip): it takes more of the width. */
  widePanel?: boolean;
  alarms: readonly Alarm[];
  fresh: ReadonlySet<number>;
  compact: boolean;
  onBeat?: (state: PatientState) => void;
  /** The side panel: banner, patient, labs, images and notes. */
  children?: ReactNode;
}) {
  const modelled = useMemo(() => new Set(live.patient.model.variables.map((v) => v.key)), [live.patient.model]);
  const arterialLine = live.patient.model.monitor?.arterial_line === true;
  const channels: SweepChannel[] = CHANNELS.filter((c) => modelled.has(c.vital) && (c.sensor !== "arterial" || arterialLine)).map((c) => ({
    kind: c.kind,
    connected: equipment.sensors.has(c.sensor),
  }));
  // The pressure's box says when the cuff read it (an arterial line reads all the time).
  const pressureNote =
    equipment.sensors.has("manguito") && !equipment.sensors.has("arterial") ? nibpCaption(equipment.nibp, equipment.t) : undefined;
  const stateNow = useCallback((nowMs: number) => course.at(simSecondsAt(live.clock, nowMs + offset)), [course, live.clock, offset]);
  const stateAt = useCallback(
    (nowMs: number) => {
      const state = stateNow(nowMs);
      return monitorStateOf(state, { perfusion: RHYTHMS[state.rhythm].pulse ? perfusionOf(state) : 0 });
    },
    [stateNow],
  );
  const beat = useCallback(() => onBeat?.(stateNow(Date.now())), [onBeat, stateNow]);

  // The monitor's boxes: every modelled vital, dashes until shown, in the monitor's order.
  const byKey = new Map(variables.map((v) => [v.key, v]));
  const vitals = variables.filter((v) => v.type === "vital");
  const keys = [...new Set([...vitals.map((v) => v.key), ...ORDER.filter((key) => modelled.has(key) && key !== "tad")])]
    .filter((key) => !(key === "tas" && byKey.has("ta")) && key !== "tad")
    .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
  const main = keys.filter((key) => MAIN.includes(key));
  const others = keys.filter((key) => !MAIN.includes(key));

  return (
    <div
      className={`grid min-h-0 gap-[1vh] ${compact ? "grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : `h-full ${!children ? "grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : widePanel ? "grid-cols-[minmax(0,2fr)_minmax(0,2.4fr)_minmax(0,5.6fr)]" : "grid-cols-[minmax(0,3.4fr)_minmax(0,2.6fr)_minmax(0,4fr)]"}`}`}
    >
      <div className={`min-h-0 rounded-xl border-2 border-slate-800 bg-black ${compact ? "h-48" : ""}`}>
        {channels.length > 0 && (
          <MonitorCanvas
            stateAt={stateAt}
            channels={channels}
            seed={live.patient.seed}
            onBeat={beat}
            label={`Monitor: ${channels.map((c) => c.kind).join(", ")}`}
          />
        )}
      </div>
      <section aria-label="Constantes" className="flex min-h-0 flex-col gap-[1vh]">
        <ul className="grid min-h-0 flex-[3] auto-rows-fr gap-[1vh]">
          {main.map((key) => (
            <Box
              key={key}
              keyName={key}
              variable={byKey.get(key)}
              main
              alarm={alarmOf(alarms, key)}
              fresh={fresh}
              compact={compact}
              note={key === "ta" || key === "tas" ? pressureNote : undefined}
            />
          ))}
        </ul>
        {others.length > 0 && (
          <ul className="grid min-h-0 flex-[2] auto-rows-fr grid-cols-2 gap-[1vh]">
            {others.map((key) => (
              <Box key={key} keyName={key} variable={byKey.get(key)} alarm={alarmOf(alarms, key)} fresh={fresh} compact={compact} />
            ))}
          </ul>
        )}
      </section>
      {children && <FitPanel watch={panelKey}>{children}</FitPanel>}
    </div>
  );
}

/**
 * The side panel (banner, patient, labs, images, notes) never pushes the monitor off the screen nor
 * hides under it: when its contents outgrow the screen's height it is drawn smaller (CSS zoom)
 * until it fits, down to half size.
 */
function FitPanel({ watch, children }: { watch: string; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const inner = innerRef.current;
    if (!box || !inner) return;
    const fit = () => {
      let zoom = 1;
      inner.style.zoom = "1";
      for (let step = 0; step < 4; step++) {
        const height = inner.getBoundingClientRect().height;
        if (height <= box.clientHeight || zoom <= MIN_PANEL_ZOOM) break;
        zoom = Math.max(MIN_PANEL_ZOOM, zoom * (box.clientHeight / height) * 0.98);
        inner.style.zoom = String(zoom);
      }
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [watch]);
  return (
    <div ref={boxRef} className="min-h-0 overflow-hidden">
      <div ref={innerRef} className="flex flex-col gap-[1vh]">
        {children}
      </div>
    </div>
  );
}
const MIN_PANEL_ZOOM = 0.5;

/** The full name and unit a box carries before its vital is shown. */
const UNSHOWN_LABEL: Record<string, [string, string]> = {
  fc: ["Frecuencia cardiaca", "lpm"],
  sat: ["Saturación de O₂", "%"],
  ta: ["Tensión arterial", "mmHg"],
  tas: ["Tensión arterial", "mmHg"],
  fr: ["Frecuencia respiratoria", "rpm"],
  etco2: ["EtCO₂", "mmHg"],
  temp: ["Temperatura", "°C"],
  relleno: ["Relleno capilar", "s"],
};

/** The short names a monitor prints over its numbers (the full name is what a screen reader says). */
const SHORT_LABEL: Record<string, string> = {
  fc: "FC",
  sat: "SpO₂",
  ta: "TA",
  tas: "TAS",
  fr: "FR",
  etco2: "EtCO₂",
  temp: "Temp.",
  relleno: "Relleno",
};

function Box({
  keyName,
  variable,
  main = false,
  alarm,
  fresh,
  compact,
  note,
}: {
  keyName: string;
  variable: SnapshotVariable | undefined;
  main?: boolean;
  alarm: Alarm | null;
  fresh: ReadonlySet<number>;
  compact: boolean;
  /** A line under the number (when the cuff last read the pressure). */
  note?: string;
}) {
  const [label, unit] = variable ? [variable.label, variable.unit ?? ""] : (UNSHOWN_LABEL[keyName] ?? [keyName, ""]);
  const colour = alarm && (keyName === "ta" || keyName === "tas") ? "text-red-400" : (COLOUR[keyName] ?? "text-white");
  const size = compact ? (main ? "text-3xl" : "text-xl") : main ? "text-[min(11vh,24cqw)]" : "text-[min(6vh,28cqw)]";
  return (
    <li
      data-fresh={(variable && fresh.has(variable.id)) || undefined}
      data-alert={alarm ? true : undefined}
      data-sensor={variable ? undefined : "desconectado"}
      className={`@container flex min-h-0 min-w-0 flex-col justify-center overflow-hidden rounded-xl border-2 ${compact ? "p-2" : "px-[1vw] py-[0.5vh]"} ${alarm ? (alarm.priority === "high" ? "border-red-500 bg-red-950" : "border-amber-400 bg-amber-950/60") : "border-slate-800 bg-slate-950"} outline-offset-2 data-[fresh]:outline-4 data-[fresh]:outline-yellow-300`}
    >
      <p
        className={`truncate font-semibold leading-tight tracking-wide text-slate-200 ${compact ? "text-xs" : "text-[clamp(0.8rem,3vh,2.6rem)]"}`}
      >
        <span aria-hidden="true">{SHORT_LABEL[keyName] ?? label}</span>
        <span className="sr-only">{label}</span>
      </p>
      <p className={`whitespace-nowrap font-bold leading-none tabular-nums ${colour} ${size}`}>
        {variable ? formatReading(variable.value) : "---"}
        {unit && <span className="ml-[0.3em] text-[0.3em] font-medium text-slate-400">{unit}</span>}
      </p>
      {note && (
        <p className={`truncate text-slate-300 ${compact ? "text-xs" : "text-[clamp(0.7rem,2.2vh,2rem)]"}`} data-nibp>
          {note}
        </p>
      )}
      {/* The reason is read out in the alarm strip above the monitor; here the box's colour marks it. */}
      {alarm && <p className="sr-only">{alarm.reason}</p>}
    </li>
  );
}
