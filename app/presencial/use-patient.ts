/**
 * A screen's patient, second by second, computed in the browser from the snapshot's model, log and
 * clock: no network traffic between events, and every screen of a session shows the same values.
 */
import { useMemo } from "react";
import type { Snapshot } from "./protocol";
import { courseOf, equipmentAt, simSecondsAt, withPatient } from "./live";

/** The snapshot with the patient's values at `nowMs` (the server's clock as the client estimates it), and the monitor's equipment then. */
export function usePatient(snapshot: Snapshot, nowMs: number) {
  const course = useMemo(() => (snapshot.live ? courseOf(snapshot.live) : null), [snapshot.live]);
  const t = snapshot.live ? simSecondsAt(snapshot.live.clock, nowMs) : 0;
  const patient = course ? course.at(t) : null;
  const equipment = useMemo(
    () => (course && snapshot.live ? equipmentAt(snapshot.live, course, t) : undefined),
    [course, snapshot.live, t],
  );
  const shown = useMemo(
    () => (patient ? { ...snapshot, variables: withPatient(snapshot.variables, patient, equipment) } : snapshot),
    [snapshot, patient, equipment],
  );
  return { snapshot: shown, patient, course, equipment };
}
