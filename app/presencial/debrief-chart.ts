/**
 * The course of an ended session as the debrief draws it (issue 27 §1, decision 0041): the lines
 * are the living patient replayed over the session's recorded log, reduced to what the team could
 * see (a value only while a sensor read it; the pressure as the cuff last measured it), the rhythm
 * as a band, and one marker per timeline entry that is something done or something that happened
 * (actions, doses, shocks, the patient's responses, script steps and phases, checklist marks), plus
 * the monitor's alarms at their onset, as the projection computed them from the same values.
 *
 * Pure: the report's and the console's loaders call it with what their one round trip read.
 */
import { type ChartMarker, type ChartState, type ChartVariable, sampleStates } from "./course-chart";
import { equipmentAt, type LivePatient, simSecondsAt, withPatient } from "./live";
import type { Course } from "./model/engine";
import { ageInMonths, DEFAULT_AGE_MONTHS, shownAlarms, type Limits } from "./monitor/alarm-limits";
import { SENSOR_VALUES } from "./monitor/equipment";
import { PRIORITY_LABEL } from "./monitor/monitor";
import { DOSE_MESSAGES, INTERVENTION_KIND_LABEL, SHOCK_MESSAGES } from "./planner";
import type { TimelineEntry } from "./report";
import { withPressureTogether } from "./vocabulary";

export type DebriefChart = {
  durationS: number;
  variables: ChartVariable[];
  states: ChartState[];
  markers: ChartMarker[];
};

/** A session variable as the loaders read it (what `buildSnapshot` sends to the screens). */
type SessionVariable = {
  key: string;
  label: string;
  unit: string | null;
  value: string;
  isRevealed: boolean;
  /** When it was last shown by hand (wall clock); before that a value no sensor reads was not on screen. */
  revealedAt?: string | null;
  alarm?: Limits | null;
};

// ── Markers from the timeline ─────────────────────────────────────────────────────────────

/** The timeline's titles that are drawn, and as what; what is not here (start, banner, refresh, PIN…) is not a marker. */
const TITLE_KIND: Record<string, ChartMarker["kind"]> = {
  [INTERVENTION_KIND_LABEL.farmaco]: "dose",
  [INTERVENTION_KIND_LABEL.fluido]: "dose",
  [INTERVENTION_KIND_LABEL.procedimiento]: "action",
  [INTERVENTION_KIND_LABEL.oxigeno_via_aerea]: "action",
  [INTERVENTION_KIND_LABEL.otro]: "action",
  Intervención: "action",
  Paciente: "action",
  Monitor: "action",
  Alarma: "action",
  "El paciente responde": "handler",
  "Cambio de fase": "step",
  "Paso del guion publicado": "step",
  Checklist: "check",
};

/** A flag's short word beside its marker; the full message is the marker's detail. */
function flagWord(flag: string): string {
  if (flag === DOSE_MESSAGES.tenTimes) return "×10";
  if (flag === DOSE_MESSAGES.tenthOf) return "÷10";
  if (flag === DOSE_MESSAGES.toxic) return "Tóxica";
  if (flag === DOSE_MESSAGES.infra) return "Baja";
  if (flag === DOSE_MESSAGES.supra || flag.startsWith(DOSE_MESSAGES.overMax(""))) return "Alta";
  if (flag === SHOCK_MESSAGES.syncInArrest("")) return "No descarga";
  return flag.startsWith("Descarga") || flag.startsWith("Energía") ? "Inadecuada" : "Alerta";
}

/** Whether a timeline entry is drawn as a marker. */
export const onChart = (entry: TimelineEntry) => entry.title in TITLE_KIND;

/** What a marker drawn from a timeline entry is called: the entry's own words (so the two can be compared). */
export const entryLabel = (entry: Pick<TimelineEntry, "title" | "text">) => (entry.text ? `${entry.title}: ${entry.text}` : entry.title);

/** One marker per timeline entry that is drawn, in the timeline's order. */
export function timelineMarkers(entries: readonly TimelineEntry[]): ChartMarker[] {
  return entries.filter(onChart).map((entry) => {
    const shock = entry.title === "Paciente" && entry.text.startsWith("Descarga");
    return {
      at: entry.atSeconds,
      kind: shock ? "shock" : TITLE_KIND[entry.title],
      label: entryLabel(entry),
      flag: entry.flag ? flagWord(entry.flag) : null,
      detail: entry.flag,
    };
  });
}

// ── The replay ────────────────────────────────────────────────────────────────────────────

const reading = (value: string | undefined) => {
  const n = value === undefined ? NaN : Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : null;
};

/**
 * What the screens showed of the patient each second up to `untilS` (`withPatient`, as the snapshot
 * does), and the onset of every alarm the monitor raised (`shownAlarms`, as the projection does:
 * an alarm starts when its value and priority were not alarming the second before).
 */
export function replayShown(
  live: LivePatient,
  course: Course,
  variables: readonly SessionVariable[],
  age: string | undefined,
  untilS: number,
): { states: ChartState[]; alarms: ChartMarker[] } {
  const numeric = new Set(live.patient.model.variables.map((v) => v.key));
  const sent = variables
    .filter((v) => v.isRevealed || SENSOR_VALUES.has(v.key))
    .map(({ key, label, unit, value, alarm }) => ({ key, label, unit, value, limits: alarm ?? null }));
  const drawn = sent.filter((v) => numeric.has(v.key)).map((v) => v.key);
  const months = ageInMonths(age ?? "") ?? DEFAULT_AGE_MONTHS;
  // A value shown by hand is on screen from its (last) reveal, in the timeline's seconds (wall clock since the start).
  const start = live.clock.startedAt ? Date.parse(live.clock.startedAt) : null;
  const shownFrom = new Map(
    variables.flatMap((v) =>
      v.isRevealed && !SENSOR_VALUES.has(v.key) && v.revealedAt && start !== null
        ? [[v.key, Math.max(0, Math.round((Date.parse(v.revealedAt) - start) / 1000))] as const]
        : [],
    ),
  );
  const states: ChartState[] = [];
  const alarms: ChartMarker[] = [];
  let before = new Set<string>();
  for (const state of course.until(untilS)) {
    const equipment = equipmentAt(live, course, state.t);
    const shown = withPatient(
      sent.filter((v) => (shownFrom.get(v.key) ?? 0) <= state.t),
      state,
      equipment,
    );
    const byKey = new Map(shown.map((v) => [v.key, v.value]));
    states.push({ t: state.t, rhythm: state.rhythm, values: Object.fromEntries(drawn.map((key) => [key, reading(byKey.get(key))])) });
    const now = shownAlarms(withPressureTogether(shown), state.rhythm, months, {
      ecg: equipment.sensors.has("ecg"),
      removed: equipment.removed,
    });
    const keys = new Set<string>();
    for (const alarm of now) {
      const id = `${alarm.key}:${alarm.priority}`;
      keys.add(id);
      if (!before.has(id))
        alarms.push({ at: state.t, kind: "alarm", label: `${PRIORITY_LABEL[alarm.priority]}: ${alarm.reason}`, flag: null, detail: null });
    }
    before = keys;
  }
  return { states, alarms };
}

/**
 * The chart of an ended session (`nowMs` only matters for one not ended: its time so far): the
 * replayed lines sampled (`sampleStates`), the timeline's markers and the alarms, on one axis.
 */
export function debriefChart(input: {
  live: LivePatient;
  course: Course;
  variables: readonly SessionVariable[];
  age: string | undefined;
  timeline: readonly TimelineEntry[];
  nowMs?: number;
}): DebriefChart {
  const endS = simSecondsAt(input.live.clock, input.nowMs ?? Date.now());
  const fromTimeline = timelineMarkers(input.timeline);
  const durationS = Math.max(1, endS, ...fromTimeline.map((m) => m.at));
  const { states, alarms } = replayShown(input.live, input.course, input.variables, input.age, endS);
  const keys = Object.keys(states[0]?.values ?? {});
  const labels = new Map(input.variables.map((v) => [v.key, v]));
  return {
    durationS,
    variables: keys.map((key) => ({ key, label: labels.get(key)!.label, unit: labels.get(key)!.unit })),
    states: sampleStates(states),
    markers: [...fromTimeline, ...alarms].sort((a, b) => a.at - b.at),
  };
}
