/**
 * What the monitor is connected to, pure: the sensors the team attaches (a value reads dashes
 * until its sensor is on) and the non-invasive pressure (NIBP), which is measured, not revealed —
 * on demand or every few minutes, a cuff cycle of some seconds, and no reading in an arrest. The
 * server, the console and every screen read the same recorded actions, so they agree.
 */
import type { Course } from "../model/engine";
import { RHYTHMS } from "../model/vocabulary";
import { ALARM_SILENCE_MS } from "../vocabulary";

/** The sensors a monitor takes, and the values each one reads. */
export const SENSORS = {
  ecg: { label: "ECG", reads: ["fc", "fr"] },
  pulsioximetro: { label: "Pulsioxímetro", reads: ["sat", "fc"] },
  manguito: { label: "Manguito de presión", reads: ["tas", "tad"] },
  capnografo: { label: "Capnógrafo", reads: ["etco2", "fr"] },
  arterial: { label: "Línea arterial", reads: ["tas", "tad"] },
} as const satisfies Record<string, { label: string; reads: readonly string[] }>;
export type Sensor = keyof typeof SENSORS;
export const SENSOR_KEYS = Object.keys(SENSORS) as [Sensor, ...Sensor[]];

/** The sensors a case's monitor offers: all but the arterial line, which only a case with one has. */
export const offeredSensors = (model: { monitor?: { arterial_line?: boolean } }): Sensor[] =>
  SENSOR_KEYS.filter((s) => s !== "arterial" || model.monitor?.arterial_line === true);

/** Values a sensor reads: on a living patient they show only while one of their sensors is attached. */
export const SENSOR_VALUES: ReadonlySet<string> = new Set(SENSOR_KEYS.flatMap((s) => SENSORS[s].reads));

/** How often the cuff measures by itself (minutes), as monitors offer it. */
export const NIBP_INTERVALS = [1, 2, 3, 5, 10] as const;
/** A cuff's cycle: it inflates, deflates and reads the pressure at the end (s). */
export const NIBP_CYCLE_S = 15;

/** The recorded actions the monitor reads (action keys and payloads as the console stores them). */
export const EQUIPMENT_ACTIONS = { sensor: "sensor", nibp: "medir_ta", silence: "silenciar_alarmas" } as const;

export type EquipmentEntry =
  | { at: number; kind: "sensor"; sensor: Sensor; on: boolean }
  | { at: number; kind: "nibp"; everyMin: number | null }
  | { at: number; kind: "silence" };

type StoredAction = { actionKey: string; atSeconds: number | null; payload: Record<string, unknown> };

/** The monitor's log: sensors on and off, measurements asked for and automatic cycles set, in time order. */
export function equipmentLogOf(actions: readonly StoredAction[]): EquipmentEntry[] {
  const log: EquipmentEntry[] = [];
  for (const { actionKey, atSeconds: at, payload } of actions) {
    if (at === null) continue;
    if (actionKey === EQUIPMENT_ACTIONS.sensor && typeof payload.sensor === "string" && payload.sensor in SENSORS)
      log.push({ at, kind: "sensor", sensor: payload.sensor as Sensor, on: payload.on === true });
    if (actionKey === EQUIPMENT_ACTIONS.nibp)
      log.push({ at, kind: "nibp", everyMin: typeof payload.every_min === "number" ? payload.every_min : null });
    if (actionKey === EQUIPMENT_ACTIONS.silence) log.push({ at, kind: "silence" });
  }
  return log.sort((a, b) => a.at - b.at);
}

/** What the case has attached at the start (a child already monitored), then every change until `t`. */
export function sensorsAt(start: readonly Sensor[], log: readonly EquipmentEntry[], t: number): Set<Sensor> {
  const on = new Set(start);
  for (const entry of log) {
    if (entry.at > t) break;
    if (entry.kind !== "sensor") continue;
    if (entry.on) on.add(entry.sensor);
    else on.delete(entry.sensor);
  }
  return on;
}

/** Sensors that were attached during the session and are off now: a technical alarm. */
export function removedAt(start: readonly Sensor[], log: readonly EquipmentEntry[], t: number): Sensor[] {
  const ever = new Set(start);
  for (const entry of log) if (entry.at <= t && entry.kind === "sensor" && entry.on) ever.add(entry.sensor);
  const on = sensorsAt(start, log, t);
  return SENSOR_KEYS.filter((s) => ever.has(s) && !on.has(s));
}

/** Whether a value can show now: values no sensor reads always can; the others need one of theirs. */
export const readable = (key: string, sensors: ReadonlySet<Sensor>) =>
  !SENSOR_VALUES.has(key) || SENSOR_KEYS.some((s) => sensors.has(s) && (SENSORS[s].reads as readonly string[]).includes(key));

/** The automatic cycle set at `t` (minutes), or null. */
export function nibpCycleAt(log: readonly EquipmentEntry[], t: number): number | null {
  let every: number | null = null;
  for (const entry of log) {
    if (entry.at > t) break;
    if (entry.kind === "nibp" && entry.everyMin !== null) every = entry.everyMin > 0 ? entry.everyMin : null;
  }
  return every;
}

/** When the cuff started measuring, up to `t`: each request, and each automatic cycle from when it was set. */
function measurementsUntil(start: readonly Sensor[], log: readonly EquipmentEntry[], t: number): number[] {
  const starts: number[] = [];
  const requests = log.filter((e): e is Extract<EquipmentEntry, { kind: "nibp" }> => e.kind === "nibp" && e.at <= t);
  requests.forEach((entry, i) => {
    if (entry.everyMin === null) return void starts.push(entry.at);
    if (entry.everyMin <= 0) return;
    // An automatic cycle measures at once, then every so often until another setting replaces it.
    const next = requests.slice(i + 1).find((e) => e.everyMin !== null);
    const until = Math.min(t, next ? next.at - 1 : t);
    for (let s = entry.at; s <= until; s += entry.everyMin * 60) starts.push(s);
  });
  // The cuff measures only while it is on the arm.
  return starts.filter((s) => sensorsAt(start, log, s).has("manguito")).sort((a, b) => a - b);
}

export type NibpReading = { at: number; tas: number; tad: number } | { at: number; failed: true };
export type Nibp = {
  /** The last reading finished by `t`, or null before the first. */
  last: NibpReading | null;
  /** A cycle under way (started at this second), or null. */
  measuring: number | null;
  everyMin: number | null;
};

/**
 * The non-invasive pressure at `t`: the last reading finished, taken from the patient at the end of
 * its cycle, and whether a cycle runs now. A patient without a pulse gives no reading.
 */
export function nibpAt(start: readonly Sensor[], log: readonly EquipmentEntry[], course: Course, t: number): Nibp {
  const starts = measurementsUntil(start, log, t);
  const done = starts.filter((s) => s + NIBP_CYCLE_S <= t);
  const running = starts.find((s) => s + NIBP_CYCLE_S > t) ?? null;
  let last: NibpReading | null = null;
  const from = done.at(-1);
  if (from !== undefined) {
    const at = from + NIBP_CYCLE_S;
    const state = course.at(at);
    const { tas, tad } = state.values;
    last =
      RHYTHMS[state.rhythm].pulse && typeof tas === "number" && typeof tad === "number"
        ? { at, tas: Math.round(tas), tad: Math.round(tad) }
        : { at, failed: true };
  }
  return { last, measuring: running, everyMin: nibpCycleAt(log, t) };
}

/**
 * Until when (simulation second) the instructor's «Silenciar 2 min» quiets the monitor's alarms, or
 * null: their sound stops, their signal on the screen stays.
 */
export function silencedUntil(log: readonly EquipmentEntry[], t: number): number | null {
  const last = log.filter((e) => e.kind === "silence" && e.at <= t).at(-1);
  const until = last ? last.at + ALARM_SILENCE_MS / 1000 : null;
  return until !== null && until > t ? until : null;
}

/** What the cuff's box says under its numbers: a cycle under way, a failed reading, or how long ago it read. */
export function nibpCaption(nibp: Nibp, t: number): string {
  const cycle = nibp.everyMin ? ` · automática cada ${nibp.everyMin} min` : "";
  if (nibp.measuring !== null) return `Midiendo…${cycle}`;
  if (!nibp.last) return `Sin medir${cycle}`;
  if ("failed" in nibp.last) return `Sin lectura${cycle}`;
  const minutes = Math.floor((t - nibp.last.at) / 60);
  return `${minutes < 1 ? "Medida hace menos de 1 min" : `Medida hace ${minutes} min`}${cycle}`;
}
