/**
 * What the screens receive, built once for every source (the database's rows, the studio's
 * preview in memory): the session's public state only — no checklist, notes or participants —
 * with the values the living patient shows now and the patient itself, so that each screen
 * computes the next seconds on its own.
 */
import type { Snapshot } from "./protocol";
import { sessionStatus } from "./vocabulary";
import { courseOf, simSecondsAt, valueNow, type LivePatient } from "./live";

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
};

/** The living patient at `nowMs`: its course and its state then; nulls for a case without a model. */
export function patientAt(live: LivePatient | null, nowMs: number) {
  if (!live) return { live: null, course: null, state: null };
  const course = courseOf(live);
  return { live, course, state: course.at(simSecondsAt(live.clock, nowMs)) };
}

export function buildSnapshot(source: SnapshotSource, patient: ReturnType<typeof patientAt>): Snapshot {
  const { session } = source;
  // What the patient shows now, for a screen without JavaScript and a screen's first paint.
  const { live, state } = patient;
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
    variables: source.variables
      .filter((v) => v.isRevealed)
      .map(({ id, key, label, type, unit, value, revealedAt, alarm, image }) => ({
        id,
        key,
        label,
        type,
        unit,
        value: valueNow(key, value, state),
        revealedAt,
        limits: alarm && { below: alarm.below, above: alarm.above },
        image: image && { key: image.key, alt: image.alt },
      })),
    alarm: { ping: session.alarmPing, at: session.alarmAt },
    refreshPing: session.refreshPing,
    live,
  };
}
