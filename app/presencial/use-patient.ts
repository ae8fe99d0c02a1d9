/**
 * A screen's patient, second by second, computed in the browser from the snapshot's model, log and
 * clock: no network traffic between events, and every screen of a session shows the same values.
 */
import { useMemo } from "react";
import type { Snapshot } from "./protocol";
import { courseOf, simSecondsAt, withPatient } from "./live";

/** The snapshot with the patient's values at `nowMs` (the server's clock as the client estimates it). */
export function usePatient(snapshot: Snapshot, nowMs: number) {
  const course = useMemo(() => (snapshot.live ? courseOf(snapshot.live) : null), [snapshot.live]);
  const patient = course && snapshot.live ? course.at(simSecondsAt(snapshot.live.clock, nowMs)) : null;
  const shown = useMemo(
    () => (patient ? { ...snapshot, variables: withPatient(snapshot.variables, patient) } : snapshot),
    [snapshot, patient],
  );
  return { snapshot: shown, patient, course };
}
