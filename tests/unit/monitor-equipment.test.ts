/**
 * The monitor's sensors and cuff (app/presencial/monitor/equipment.ts) through the shipped planner,
 * on the seed's own cases run as the studio's preview runs them: a value shows only while a sensor
 * reads it, «Medir TA» reads the pressure at the end of the cuff's cycle, the automatic cycle
 * measures on time, and an arrest gives no reading.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readScenarioFile } from "../../app/scenario-format/files";
import { courseOf, equipmentAt, livePatient, type LivePatient } from "~/presencial/live";
import { ENGINE_MESSAGES, type Command } from "~/presencial/planner";
import { newPreviewSession, previewCommand, previewScenario, type PresencialDraft, type PreviewSession } from "~/presencial/preview";
import { buildSnapshot, joinShown, patientAt } from "~/presencial/snapshot";
import { NIBP_CYCLE_S, nibpCaption, readable, SENSOR_VALUES } from "~/presencial/monitor/equipment";
import { shownAlarms } from "~/presencial/monitor/alarm-limits";

function draftOf(path: string): PresencialDraft {
  const read = readScenarioFile(readFileSync(path, "utf8"));
  if (!read.ok || read.file.modo !== "presencial") throw new Error(path);
  return read.file.escenario;
}

const T0 = Date.parse("2026-01-01T10:00:00Z");
const at = (seconds: number) => new Date(T0 + seconds * 1000);

/** A session of `draft` started at T0, with every command run at its second through the planner. */
function session(draft: PresencialDraft, commands: [number, Command][]) {
  const scenario = previewScenario(draft);
  let state: PreviewSession = newPreviewSession(draft);
  const run = (second: number, command: Command) => {
    const step = previewCommand(scenario, state, command, at(second));
    if (step.ok) state = step.state;
    return step;
  };
  run(0, { intent: "start" });
  for (const [second, command] of commands) {
    const step = run(second, command);
    if (!step.ok) throw new Error(`${command.intent} en el segundo ${second}: ${step.message}`);
  }
  const live = (): LivePatient =>
    livePatient(
      { weightKg: draft.patient_overview.weightKg, interventions: draft.interventions, model: draft.model!, variables: scenario.variables },
      { ...state.session, id: "prueba" },
      state.actions,
    );
  /** What a screen shows at `second`: the snapshot's variables, as the server builds them for the first paint. */
  const shownAt = (second: number) => {
    const variables = scenario.variables.map((v, i) => ({
      ...v,
      type: draft.variables[i].type,
      ...state.values[i],
      alarm: null,
      image: null,
    }));
    const snapshotSource = {
      session: { ...state.session, publicCode: "PRUEBA" },
      scenarioTitle: "",
      phase: null,
      patient: null,
      variables,
    };
    const patient = patientAt(live(), T0 + second * 1000);
    return new Map(buildSnapshot({ ...snapshotSource, live: patient.live }, patient).variables.map((v) => [v.key, v.value]));
  };
  return { scenario, run, live, shownAt, state: () => state };
}

const SEPSIS = draftOf("db/seed/presencial/01-shock-septico-pediatrico.json");
const ARREST = draftOf("db/seed/presencial/04-pcr-ritmo-desfibrilable.json");
const idOf = (draft: PresencialDraft, key: string) => previewScenario(draft).variables.find((v) => v.key === key)!.id;

describe("sensors", () => {
  it("a value a sensor reads shows only while one of its sensors is on; a value no sensor reads is shown by the instructor", () => {
    const s = session(SEPSIS, []);
    expect(s.shownAt(5).has("fc")).toBe(false);
    s.run(10, { intent: "sensor", sensor: "pulsioximetro", on: true });
    const withOximeter = s.shownAt(11);
    expect([...withOximeter.keys()].filter((k) => SENSOR_VALUES.has(k)).sort()).toEqual(["fc", "sat"]);
    s.run(20, { intent: "sensor", sensor: "ecg", on: true });
    s.run(30, { intent: "sensor", sensor: "pulsioximetro", on: false });
    const ecgOnly = s.shownAt(31);
    expect(ecgOnly.has("fc")).toBe(true);
    expect(ecgOnly.has("sat")).toBe(false);
    // The ECG's heart rate is the model's, as the server renders it.
    const live = s.live();
    expect(ecgOnly.get("fc")).toBe(String(courseOf(live).at(31).values.fc));
  });

  it("«Mostrar» on a value a sensor reads is refused on a living patient; attaching twice records once; no arterial line, no arterial sensor", () => {
    const s = session(SEPSIS, []);
    expect(s.run(5, { intent: "show", variableId: idOf(SEPSIS, "fc") })).toEqual({
      ok: false,
      status: 409,
      message: ENGINE_MESSAGES.sensorValue,
    });
    s.run(6, { intent: "sensor", sensor: "ecg", on: true });
    const before = s.state().actions.length;
    expect(s.run(7, { intent: "sensor", sensor: "ecg", on: true }).ok).toBe(true);
    expect(s.state().actions.length).toBe(before);
    expect(s.run(8, { intent: "sensor", sensor: "arterial", on: true })).toMatchObject({
      ok: false,
      message: ENGINE_MESSAGES.noArterialLine,
    });
  });

  it("a sensor taken off is a low-priority technical alarm, and the rhythm alarms only with the ECG on", () => {
    const s = session(ARREST, [[5, { intent: "sensor", sensor: "pulsioximetro", on: true }]]);
    const live = s.live();
    const course = courseOf(live);
    const rhythm = course.at(6).rhythm;
    expect(rhythm === "fv" || rhythm === "tv_sin_pulso").toBe(true);
    const equipment = equipmentAt(live, course, 6);
    expect(shownAlarms([], rhythm, 60, { ecg: equipment.sensors.has("ecg"), removed: equipment.removed }).map((a) => a.key)).not.toContain(
      "ritmo",
    );
    s.run(10, { intent: "sensor", sensor: "ecg", on: true });
    s.run(20, { intent: "sensor", sensor: "pulsioximetro", on: false });
    const after = equipmentAt(s.live(), courseOf(s.live()), 21);
    const alarms = shownAlarms([], rhythm, 60, { ecg: after.sensors.has("ecg"), removed: after.removed });
    expect(alarms.map((a) => [a.key, a.priority])).toEqual([
      ["ritmo", "high"],
      ["pulsioximetro", "low"],
    ]);
    expect(alarms[1].reason).toBe("Pulsioxímetro: sensor desconectado");
  });

  it("readable: values no sensor reads are always readable; the pressure needs the cuff or the arterial line", () => {
    expect(readable("glucemia", new Set())).toBe(true);
    expect(readable("tas", new Set(["ecg"]))).toBe(false);
    expect(readable("tas", new Set(["manguito"]))).toBe(true);
    expect(readable("tas", new Set(["arterial"]))).toBe(true);
  });
});

describe("NIBP", () => {
  it("«Medir TA» needs the cuff; the reading is the patient's pressure at the end of the cycle, with dashes before it", () => {
    const s = session(SEPSIS, []);
    expect(s.run(5, { intent: "nibp" })).toMatchObject({ ok: false, status: 409, message: ENGINE_MESSAGES.needCuff });
    s.run(10, { intent: "sensor", sensor: "manguito", on: true });
    expect(s.shownAt(12).get("tas")).toBe("---");
    s.run(60, { intent: "nibp" });
    const live = s.live();
    const course = courseOf(live);
    const during = equipmentAt(live, course, 60 + NIBP_CYCLE_S - 1);
    expect(during.nibp.measuring).toBe(60);
    expect(nibpCaption(during.nibp, during.t)).toBe("Midiendo…");
    expect(s.shownAt(60 + NIBP_CYCLE_S - 1).get("tas")).toBe("---");
    const read = course.at(60 + NIBP_CYCLE_S);
    expect(s.shownAt(60 + NIBP_CYCLE_S).get("tas")).toBe(String(Math.round(read.values.tas!)));
    expect(s.shownAt(60 + NIBP_CYCLE_S).get("tad")).toBe(String(Math.round(read.values.tad!)));
    // The reading stays as it was while the patient changes, until the next one.
    const later = 60 + NIBP_CYCLE_S + 400;
    expect(s.shownAt(later).get("tas")).toBe(String(Math.round(read.values.tas!)));
    expect(nibpCaption(equipmentAt(live, course, later).nibp, later)).toBe("Medida hace 6 min");
  });

  it("the automatic cycle measures at once and then every so many minutes, until it is stopped; none with the cuff off", () => {
    const s = session(SEPSIS, [
      [10, { intent: "sensor", sensor: "manguito", on: true }],
      [100, { intent: "nibp", everyMin: 5 }],
      [750, { intent: "nibp", everyMin: 0 }],
    ]);
    const live = s.live();
    const course = courseOf(live);
    const startsSeen = [100, 400, 700].map((second) => equipmentAt(live, course, second + 1).nibp.measuring);
    expect(startsSeen).toEqual([100, 400, 700]);
    expect(equipmentAt(live, course, 1001).nibp).toMatchObject({ measuring: null, everyMin: null, last: { at: 700 + NIBP_CYCLE_S } });
    s.run(1100, { intent: "nibp", everyMin: 2 });
    s.run(1150, { intent: "sensor", sensor: "manguito", on: false });
    const off = s.live();
    expect(equipmentAt(off, courseOf(off), 1300).nibp.last).toMatchObject({ at: 1100 + NIBP_CYCLE_S });
  });

  it("in an arrest the cuff reads nothing", () => {
    const s = session(ARREST, [
      [2, { intent: "sensor", sensor: "manguito", on: true }],
      [5, { intent: "nibp" }],
    ]);
    const live = s.live();
    const course = courseOf(live);
    expect(equipmentAt(live, course, 5 + NIBP_CYCLE_S).nibp.last).toEqual({ at: 5 + NIBP_CYCLE_S, failed: true });
    expect(s.shownAt(5 + NIBP_CYCLE_S).get("tas")).toBe("---");
    expect(nibpCaption(equipmentAt(live, course, 30).nibp, 30)).toBe("Sin lectura");
  });
});

describe("the instructor's silence and join code", () => {
  it("«Silenciar 2 min» from the console quiets the monitor for two minutes of simulation; the join code shows while the last word says so", () => {
    const s = session(SEPSIS, [[30, { intent: "silence" }]]);
    const live = s.live();
    const course = courseOf(live);
    expect(equipmentAt(live, course, 29).silencedUntil).toBeNull();
    expect(equipmentAt(live, course, 31).silencedUntil).toBe(150);
    expect(equipmentAt(live, course, 150).silencedUntil).toBeNull();
    expect(joinShown(s.state().actions)).toBe(false);
    s.run(40, { intent: "join_code", on: true });
    expect(joinShown(s.state().actions)).toBe(true);
    s.run(50, { intent: "join_code", on: false });
    expect(joinShown(s.state().actions)).toBe(false);
  });
});
