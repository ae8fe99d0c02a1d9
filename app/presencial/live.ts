/**
 * A live session's patient, pure: the simulation clock (which stands still while paused), the
 * session's seed, and the recorded actions read as the engine's log. The server, the room and
 * every screen build the same course from the same three things, so they always agree.
 */
import { type Course, type LogEntry, type Patient, type PatientState, simulate } from "./model/engine";
import type { Model } from "./model/format";
import { type CaseIntervention, interventionEntry, patientOf } from "./model/patient";
import { RHYTHMS, SUPPORT_KEYS, type Rhythm } from "./model/vocabulary";
import {
  equipmentLogOf,
  nibpAt,
  readable,
  removedAt,
  sensorsAt,
  silencedUntil,
  type EquipmentEntry,
  type Nibp,
  type Sensor,
} from "./monitor/equipment";

/** Action keys of what the console records about the patient beyond interventions. */
export const PATIENT_ACTIONS = {
  shock: "descarga",
  pacing: "marcapasos",
  rhythm: "ritmo",
  state: "estado",
  set: "variable.update",
} as const;

export type SimClock = { startedAt: string | null; endedAt: string | null; pausedAt: string | null; pausedMs: number };

/** Simulation seconds at `nowMs`: time since the start less every pause; frozen at the end and while paused. */
export function simSecondsAt(clock: SimClock, nowMs: number): number {
  if (!clock.startedAt) return 0;
  const stop = [clock.endedAt, clock.pausedAt].filter((t): t is string => t !== null).map(Date.parse);
  const end = stop.length ? Math.min(...stop) : nowMs;
  return Math.max(0, Math.floor((end - Date.parse(clock.startedAt) - clock.pausedMs) / 1000));
}

/** A session's seed for the patient's natural variability, from its id (the same on every screen). */
export function seedOf(sessionId: string): number {
  let h = 2166136261;
  for (let i = 0; i < sessionId.length; i++) h = Math.imul(h ^ sessionId.charCodeAt(i), 16777619);
  return h >>> 0;
}

type StoredAction = { actionKey: string; atSeconds: number | null; payload: Record<string, unknown> };
type CaseVariable = { id: number; key: string };

const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" ? Number(v.replace(",", ".")) : NaN);

/** The recorded actions as the engine's log; what the engine does not read is left out. */
export function logOf(
  actions: readonly StoredAction[],
  interventions: readonly CaseIntervention[],
  variables: readonly CaseVariable[],
  model: Model,
): LogEntry[] {
  const byKey = new Map(interventions.map((i) => [i.key, i]));
  const keyOfVariable = new Map(variables.map((v) => [v.id, v.key]));
  const numeric = new Set(model.variables.map((v) => v.key));
  const log: LogEntry[] = [];
  for (const { actionKey, atSeconds, payload } of actions) {
    if (atSeconds === null) continue;
    const at = atSeconds;
    const intervention = byKey.get(actionKey);
    if (intervention) {
      log.push(
        interventionEntry(intervention, at, {
          amount: num(payload.dose),
          route: payload.route as string | undefined,
          stop: payload.stop === true,
        }),
      );
      continue;
    }
    if ((SUPPORT_KEYS as readonly string[]).includes(actionKey)) {
      log.push({ at, kind: payload.stop === true ? "stop" : "start", intervention: actionKey });
      continue;
    }
    switch (actionKey) {
      case PATIENT_ACTIONS.shock:
        log.push({ at, kind: "shock", joules: num(payload.joules), synchronised: payload.synchronised === true });
        break;
      case PATIENT_ACTIONS.pacing:
        log.push({ at, kind: "pacing", on: payload.on === true, rate: num(payload.rate), ma: num(payload.ma) });
        break;
      case PATIENT_ACTIONS.rhythm:
        if (typeof payload.rhythm === "string" && payload.rhythm in RHYTHMS)
          log.push({ at, kind: "rhythm", rhythm: payload.rhythm as Rhythm });
        break;
      case PATIENT_ACTIONS.state:
        if (typeof payload.state === "string") log.push({ at, kind: "state", state: payload.state, on: payload.on === true });
        break;
      case PATIENT_ACTIONS.set: {
        const key = typeof payload.key === "string" ? payload.key : keyOfVariable.get(num(payload.variable_id));
        const value = String(payload.value ?? "");
        if (!key) break;
        if (numeric.has(key) && Number.isFinite(num(value))) log.push({ at, kind: "set", variable: key, value: num(value) });
        else if (!numeric.has(key)) log.push({ at, kind: "text", variable: key, value });
        break;
      }
    }
  }
  return log;
}

/** What screens receive to run the patient themselves between events (no checklist, notes or people). */
export type LivePatient = {
  patient: Patient;
  log: LogEntry[];
  clock: SimClock;
  /** The monitor's own log: sensors and pressure measurements (absent in snapshots stored before sensors). */
  equipment?: EquipmentEntry[];
};

export function livePatient(
  scenario: { weightKg: number; interventions: readonly CaseIntervention[]; model: Model; variables: readonly CaseVariable[] },
  session: SimClock & { id: string },
  actions: readonly StoredAction[],
): LivePatient {
  return {
    patient: patientOf(scenario, seedOf(session.id)),
    log: logOf(actions, scenario.interventions, scenario.variables, scenario.model),
    equipment: equipmentLogOf(actions),
    clock: { startedAt: session.startedAt, endedAt: session.endedAt, pausedAt: session.pausedAt, pausedMs: session.pausedMs },
  };
}

/** The last course of each patient lately asked for (by its session's seed), most recent last. */
const recentCourses = new Map<number, Course>();
const RECENT_COURSES = 32;

/**
 * The course of a live patient. A command adds to the log: the course then goes on from the last one of the same patient
 * (`Course.continued`) instead of replaying the session from its first second on every command (issue 24).
 */
export function courseOf(live: LivePatient): Course {
  const seed = live.patient.seed;
  const previous = recentCourses.get(seed);
  const course = previous ? previous.continued(live.patient, live.log) : simulate(live.patient, live.log);
  recentCourses.delete(seed);
  recentCourses.set(seed, course);
  if (recentCourses.size > RECENT_COURSES) recentCourses.delete(recentCourses.keys().next().value!);
  return course;
}

/** A value as a screen shows it: decimal comma; dashes where nothing can be measured. */
export function shownValue(value: number | null | undefined): string {
  return value === null || value === undefined ? "---" : String(value).replace(".", ",");
}

/** A variable's value as the patient has it now: the model's number or wording, else what is stored. */
export function valueNow(key: string, stored: string, patient: PatientState | null): string {
  if (!patient) return stored;
  if (key in patient.values) return shownValue(patient.values[key]);
  return patient.texts[key] ?? stored;
}

/** What the monitor is connected to at second `t`: sensors on, sensors taken off, and the cuff's pressure. */
export type Equipment = { t: number; sensors: Set<Sensor>; removed: Sensor[]; nibp: Nibp; silencedUntil: number | null };

/** The sensors on after everything recorded (they change only by a command, at the moment it is given). */
export const sensorsNow = (live: LivePatient) => sensorsAt(live.patient.model.monitor?.attached ?? [], live.equipment ?? [], Infinity);

export function equipmentAt(live: LivePatient, course: Course, t: number): Equipment {
  const start = live.patient.model.monitor?.attached ?? [];
  const log = live.equipment ?? [];
  return {
    t,
    sensors: sensorsAt(start, log, t),
    removed: removedAt(start, log, t),
    nibp: nibpAt(start, log, course, t),
    silencedUntil: silencedUntil(log, t),
  };
}

/**
 * The pressure as the monitor shows it: continuous from an arterial line, else the cuff's last
 * reading (dashes before the first and when the cuff could not read).
 */
function pressureShown(key: "tas" | "tad", equipment: Equipment, patient: PatientState): string {
  if (equipment.sensors.has("arterial")) return shownValue(patient.values[key]);
  const last = equipment.nibp.last;
  return last && !("failed" in last) ? shownValue(last[key]) : "---";
}

/**
 * A screen's variables with the patient's values at this second. On a monitor (`equipment`), the
 * values a sensor reads show only while one of their sensors is on, and the pressure is measured.
 */
export function withPatient<V extends { key: string; value: string }>(
  variables: readonly V[],
  patient: PatientState | null,
  equipment?: Equipment,
): V[] {
  if (!patient) return [...variables];
  const shown = equipment ? variables.filter((v) => readable(v.key, equipment.sensors)) : variables;
  return shown.map((v) => ({
    ...v,
    value: equipment && (v.key === "tas" || v.key === "tad") ? pressureShown(v.key, equipment, patient) : valueNow(v.key, v.value, patient),
  }));
}

/** What the patient did by itself up to second `t` (the handlers that fired), in the author's words. */
export function responsesUntil(live: LivePatient, course: Course, t: number): { atSeconds: number; text: string }[] {
  course.at(t);
  const describe = new Map(live.patient.model.handlers.map((h) => [h.key, h.description]));
  return course.fired.filter((f) => f.at <= t).map((f) => ({ atSeconds: f.at, text: describe.get(f.key) ?? f.key }));
}
