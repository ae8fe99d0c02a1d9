/**
 * What the screens receive, built once for every source (the database's rows, the studio's
 * preview in memory): the session's public state only — no checklist, notes or participants —
 * with the values the living patient shows now and the patient itself, so that each screen
 * computes the next seconds on its own.
 */
import type { Snapshot } from "./protocol";
import { JOIN_CODE_ACTION, sessionStatus } from "./vocabulary";
import { courseOf, equipmentAt, simSecondsAt, withPatient, type LivePatient } from "./live";
import { SENSOR_VALUES } from "./monitor/equipment";

export type SnapshotSource = {
  session: {
    version: number;
    publicCode: string;
    startedAt: string | null;
    endedAt: string | null;
    pausedAt: string | null;
    pausedMs: number;
    bannerText: string;
    alarmPing: number;
    alarmAt: string | null;
    refreshPing: number;
  };
  scenarioTitle: string;
  phase: string | null;
  patient: Snapshot["patient"];
  variables: readonly {
    id: number;
    key: string;
    label: string;
    type: string;
    unit: string | null;
    value: string;
    isRevealed: boolean;
    revealedAt: string | null;
    alarm: { below?: number; above?: number } | null;
    image: { key: string; alt: string } | null;
  }[];
  live: LivePatient | null;
  /** The instructor's last word on the join code (`joinShown`). */
  showJoin?: boolean;
};

/** Whether the last «Mostrar el código» / «Ocultar el código» of the session showed it. */
export function joinShown(actions: readonly { actionKey: string; payload: Record<string, unknown> }[]): boolean {
  return actions.filter((a) => a.actionKey === JOIN_CODE_ACTION).at(-1)?.payload.on === true;
}

/** The living patient at `nowMs`: its course, its state and the monitor's equipment then; nulls for a case without a model. */
export function patientAt(live: LivePatient | null, nowMs: number) {
  if (!live) return { live: null, course: null, state: null, equipment: undefined };
  const course = courseOf(live);
  const t = simSecondsAt(live.clock, nowMs);
  return { live, course, state: course.at(t), equipment: equipmentAt(live, course, t) };
}

export function buildSnapshot(source: SnapshotSource, patient: ReturnType<typeof patientAt>): Snapshot {
  const { session } = source;
  // What the patient shows now, for a screen without JavaScript and a screen's first paint. On a
  // living patient the values a sensor reads travel whether shown or not: each screen shows them
  // while their sensor is on.
  const { live, state, equipment } = patient;
  const sent = source.variables.filter((v) => v.isRevealed || (live && SENSOR_VALUES.has(v.key)));
  return {
    version: session.version,
    code: session.publicCode,
    scenarioTitle: source.scenarioTitle,
    status: sessionStatus(session),
    startedAt: session.startedAt,
    endedAt: session.endedAt,
    pausedAt: session.pausedAt,
    pausedMs: session.pausedMs,
    banner: session.bannerText,
    phase: source.phase,
    patient: source.patient,
    variables: withPatient(
      sent.map(({ id, key, label, type, unit, value, revealedAt, alarm, image }) => ({
        id,
        key,
        label,
        type,
        unit,
        value,
        revealedAt,
        limits: alarm && { below: alarm.below, above: alarm.above },
        image: image && { key: image.key, alt: image.alt },
      })),
      state,
      equipment,
    ),
    alarm: { ping: session.alarmPing, at: session.alarmAt },
    refreshPing: session.refreshPing,
    showJoin: source.showJoin ?? false,
    live,
  };
}
