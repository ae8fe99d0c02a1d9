/**
 * The debrief's course chart (app/presencial/debrief-chart.ts) on the seed's shockable arrest run
 * through the shipped planner and engine, as the studio's preview runs a session: its markers are
 * the timeline's entries (doses with their flag, the shock, script steps, phases, checklist marks)
 * plus the monitor's alarms at their onset; its lines are what the sensors showed (broken while a
 * sensor was off); and the chart, drawn, names every marker.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readScenarioFile } from "~/scenario-format/files";
import { CourseChart, markerName } from "~/presencial/course-chart";
import { debriefChart, entryLabel, onChart, replayShown, timelineMarkers } from "~/presencial/debrief-chart";
import { courseOf, livePatient, responsesUntil } from "~/presencial/live";
import { simulate } from "~/presencial/model/engine";
import { shownAlarms } from "~/presencial/monitor/alarm-limits";
import { DOSE_MESSAGES, type Command } from "~/presencial/planner";
import { newPreviewSession, previewCommand, previewScenario, type PresencialDraft, type PreviewSession } from "~/presencial/preview";
import { buildTimeline } from "~/presencial/report";

function draftOf(path: string): PresencialDraft {
  const read = readScenarioFile(readFileSync(path, "utf8"));
  if (!read.ok || read.file.modo !== "presencial") throw new Error(path);
  return read.file.escenario;
}

const ARREST = draftOf("db/seed/presencial/04-pcr-ritmo-desfibrilable.json");
const SEPSIS = draftOf("db/seed/presencial/01-shock-septico-pediatrico.json");
const T0 = Date.parse("2026-01-01T10:00:00Z");
const at = (seconds: number) => new Date(T0 + seconds * 1000);

/** A session of `draft` (the arrest by default) started at T0 and ended at `endS`, each command run at its second through the planner. */
function ended(commands: [number, Command][], endS: number, draft: PresencialDraft = ARREST) {
  const scenario = previewScenario(draft);
  let state: PreviewSession = newPreviewSession(draft);
  for (const [second, command] of [
    [0, { intent: "start" }] as [number, Command],
    ...commands,
    [endS, { intent: "finish" }] as [number, Command],
  ]) {
    const step = previewCommand(scenario, state, command, at(second));
    if (!step.ok) throw new Error(`${command.intent} en el segundo ${second}: ${step.message}`);
    state = step.state;
  }
  const live = livePatient(
    { weightKg: draft.patient_overview.weightKg, interventions: draft.interventions, model: draft.model!, variables: scenario.variables },
    { ...state.session, id: "debrief" },
    state.actions,
  );
  const course = courseOf(live);
  const timeline = buildTimeline({
    session: { ...state.session, id: "debrief", scenarioId: 1, publicCode: "PRUEBA" },
    events: state.events,
    actions: state.actions,
    interventions: scenario.interventions,
    responses: responsesUntil(live, course, endS),
  });
  // The session's variables as the loaders read them (label, unit, value, revealed).
  const variables = draft.variables.map((v, i) => ({
    key: v.key,
    label: v.label,
    unit: v.unit ?? null,
    value: state.values[i].value,
    isRevealed: state.values[i].isRevealed,
    revealedAt: state.values[i].revealedAt,
    alarm: null,
  }));
  const chart = debriefChart({ live, course, variables, age: draft.patient_overview.age, timeline, nowMs: at(endS + 60).getTime() });
  return { scenario, state, live, course, timeline, variables, chart };
}

const checklistId = 1;
const COMMANDS: [number, Command][] = [
  [5, { intent: "sensor", sensor: "ecg", on: true }],
  [5, { intent: "sensor", sensor: "pulsioximetro", on: true }],
  [20, { intent: "script", index: 0, text: "Deja de responder" }],
  [40, { intent: "phase", stepId: 2 }],
  // Ten times the expected 10 micrograms/kg for 32 kg.
  [60, { intent: "intervene", key: "adrenalina", dose: 3200, route: "IV" }],
  [90, { intent: "shock", joules: 128, synchronised: false }],
  [100, { intent: "check", itemId: checklistId, status: "ok" }],
  [120, { intent: "sensor", sensor: "pulsioximetro", on: false }],
  [150, { intent: "sensor", sensor: "pulsioximetro", on: true }],
];

describe("the debrief chart's markers", () => {
  const { chart, timeline } = ended(COMMANDS, 240);
  const fromTimeline = chart.markers.filter((m) => m.kind !== "alarm");

  it("are the timeline's drawn entries, one each, at the same second and in the same words", () => {
    const drawn = timeline.filter(onChart);
    expect(fromTimeline.map((m) => [m.at, m.label])).toEqual(drawn.map((e) => [e.atSeconds, entryLabel(e)]));
    // Start, end and what is not something done are not drawn.
    expect(timeline.some((e) => e.title === "Inicio de la simulación")).toBe(true);
    expect(fromTimeline.some((m) => m.label.startsWith("Inicio"))).toBe(false);
  });

  it("flag the ×10 dose with its short word and full message, and draw the shock as a shock", () => {
    const dose = fromTimeline.find((m) => m.kind === "dose" && m.label.includes("Adrenalina"))!;
    expect(dose).toMatchObject({ at: 60, flag: "×10", detail: DOSE_MESSAGES.tenTimes });
    const shock = fromTimeline.find((m) => m.kind === "shock")!;
    expect(shock.at).toBe(90);
    expect(shock.label).toMatch(/^Paciente: Descarga de 128 J \(4 J\/kg\)/);
  });

  it("mark the script step, the phase and the checklist mark with kinds of their own", () => {
    expect(fromTimeline.filter((m) => m.kind === "step").map((m) => [m.at, m.label.split(":")[0]])).toEqual([
      // A script step moves the phase to its own.
      [20, "Paso del guion publicado"],
      [20, "Cambio de fase"],
      [40, "Cambio de fase"],
    ]);
    const check = fromTimeline.find((m) => m.kind === "check")!;
    expect(check.at).toBe(100);
    expect(check.label).toContain("Bien");
  });

  it("mark each alarm's onset with its priority and reason, as shownAlarms gives them each second", () => {
    const alarms = chart.markers.filter((m) => m.kind === "alarm");
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.label).toMatch(/^Prioridad (alta|media|baja): \S/);
    // Taking the oximeter off at 120 is the technical alarm (low), once, at its onset.
    const off = alarms.filter((m) => m.at === 120 && m.label.startsWith("Prioridad baja"));
    expect(off).toHaveLength(1);
    // An onset is never repeated the next second: the same alarm at t and t+1 is one marker.
    const keys = alarms.map((m) => `${m.at}|${m.label}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(alarms.some((m) => alarms.some((n) => n.at === m.at + 1 && n.label === m.label))).toBe(false);
  });
});

describe("the debrief chart's lines", () => {
  it("show a value only while a sensor read it (a gap while the oximeter was off) and end at the session's end", () => {
    const oximeter: [number, Command][] = [
      [5, { intent: "sensor", sensor: "pulsioximetro", on: true }],
      [120, { intent: "sensor", sensor: "pulsioximetro", on: false }],
      [150, { intent: "sensor", sensor: "pulsioximetro", on: true }],
    ];
    const { chart, live, course } = ended(oximeter, 240, SEPSIS);
    expect(chart.durationS).toBe(240);
    expect(chart.variables.map((v) => v.key)).toContain("sat");
    const sat = (t: number) => chart.states.find((s) => s.t === t)?.values.sat;
    expect(sat(0)).toBeNull();
    expect(sat(60)).toEqual(expect.any(Number));
    expect(sat(130)).toBeNull();
    expect(sat(200)).toEqual(expect.any(Number));
    expect(chart.states.at(-1)!.t).toBe(240);
    // The replay is the engine's: where shown, the line has the engine's value at that second.
    const { states } = replayShown(live, course, [{ key: "fc", label: "FC", unit: "lpm", value: "", isRevealed: false }], "4 años", 240);
    const engine = simulate(live.patient, live.log).until(240);
    for (const s of states) if (s.values.fc !== null) expect(s.values.fc).toBe(engine[s.t].values.fc);
    expect(states.filter((s) => s.values.fc !== null).length).toBe(240 - 5 - 30 + 1);
  });

  it("a value no sensor reads is on screen from when the instructor showed it", () => {
    const temp = previewScenario(SEPSIS).variables.find((v) => v.key === "temp")!.id;
    const { chart } = ended([[60, { intent: "show", variableId: temp }]], 240, SEPSIS);
    const at = (t: number) => chart.states.find((s) => s.t === t)?.values.temp;
    expect(chart.variables.map((v) => v.key)).toContain("temp");
    expect(at(50)).toBeNull();
    expect(at(70)).toEqual(expect.any(Number));
    // Never shown: not drawn at all.
    expect(chart.variables.map((v) => v.key)).not.toContain("lactato");
  });

  it("an alarm starts when the screen can show it: the arrest's rhythm alarms when the ECG is connected, not before", () => {
    const { chart } = ended(COMMANDS, 240);
    const rhythm = chart.markers.filter((m) => m.kind === "alarm" && m.label === "Prioridad alta: Fibrilación ventricular");
    expect(rhythm.map((m) => m.at)).toEqual([5]);
    // Without the ECG, the same second alarms nothing about the rhythm (shownAlarms with the ECG off).
    expect(shownAlarms([], "fv", 120, { ecg: false, removed: [] })).toEqual([]);
  });
});

describe("the chart drawn", () => {
  it("names every marker, the flagged dose with its word, and shows the legend of the new kinds", () => {
    const { chart } = ended(COMMANDS, 240);
    const html = renderToStaticMarkup(
      createElement(CourseChart, {
        states: chart.states,
        variables: chart.variables,
        markers: chart.markers,
        durationS: chart.durationS,
        title: "Curso",
      }),
    );
    const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
    for (const marker of chart.markers) expect(html).toContain(`aria-label="${escaped(markerName(marker))}"`);
    expect(html.match(/tabindex="0"/g)).toHaveLength(chart.markers.length);
    expect(html).toContain(">×10</text>");
    expect(html).toContain("Alarma del monitor (inicio)");
    expect(html).toContain("Marca del checklist");
  });

  it("timelineMarkers leaves out what is not drawn and keeps the order", () => {
    const markers = timelineMarkers([
      { atSeconds: 0, kind: "estado", title: "Inicio de la simulación", text: "", flag: null },
      { atSeconds: 3, kind: "estado", title: "Texto en pantalla", text: "Hola", flag: null },
      { atSeconds: 5, kind: "checklist", title: "Checklist", text: "A · Bien", flag: null },
      {
        atSeconds: 5,
        kind: "intervenciones",
        title: "Paciente",
        text: "Descarga de 50 J (5 J/kg)",
        flag: "Energía por encima del máximo: 5 J/kg",
      },
    ]);
    expect(markers.map((m) => [m.kind, m.flag])).toEqual([
      ["check", null],
      ["shock", "Inadecuada"],
    ]);
  });
});
