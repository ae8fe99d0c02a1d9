/**
 * The living patient through the real server and a real libSQL database: the patient changes on
 * the clock with nobody clicking, every screen is given the same course, the clock stands still
 * while paused, shocks and doses are read against this patient, and the report keeps what the
 * patient did by itself.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presencialReports, presencialSessions, scenarioVariables, sessionActions } from "../../db/schema";
import { CONSOLE_MESSAGES, consoleData, createSession, reportFor, runCommand, snapshotForVisitor } from "~/presencial/store.server";
import type { DebriefChart } from "~/presencial/debrief-chart";
import { courseOf, simSecondsAt } from "~/presencial/live";
import { SENSOR_VALUES } from "~/presencial/monitor/equipment";
import { bandOf, doseAmounts, simulate } from "~/presencial/model/engine";
import { patientOf } from "~/presencial/model/patient";
import type { ScenarioFile } from "../../app/scenario-format/files";
import { approvedUser, presencialFileOf, scenarioIdBySlug, startTestApp } from "./harness";

const SLUG = "shock-septico-pediatrico";
let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let admin: Awaited<ReturnType<typeof approvedUser>>;
let file: Extract<ScenarioFile, { modo: "presencial" }>;

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, SLUG);
  admin = await approvedUser(t.app, { rol: "medico", isAdmin: true });
  file = await presencialFileOf(t.app, scenarioId);
});
afterAll(() => t.stop());

const model = () => file.escenario.model!;
const weightKg = () => file.escenario.patient_overview.weightKg;

/** A started session whose clock began `minutes` ago (as if nobody had touched the console since). */
async function sessionStartedAgo(minutes: number) {
  const { id, code } = await createSession(t.app.db, {
    scenarioId,
    instructorId: admin.id,
    flow: "dual",
    participants: [{ role: "medico", name: "Ana Pérez", userId: null }],
  });
  const run = (command: Parameters<typeof runCommand>[2]) => runCommand(t.app.db, { sessionId: id, actorId: admin.id }, command);
  expect((await run({ intent: "start" })).ok).toBe(true);
  await t.app.db
    .update(presencialSessions)
    .set({ startedAt: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where(eq(presencialSessions.id, id));
  return { id, code, run };
}

describe("el paciente vivo en una sesión", () => {
  it("el caso sembrado es de la versión 2 y su sesión corre sobre ese modelo", () => {
    expect(file.version).toBe(2);
    expect(model().handlers.length).toBeGreaterThan(3);
  });

  it("cambia con el reloj sin que nadie pulse nada, y consola y pantalla reciben el mismo curso", async () => {
    const { id, code, run } = await sessionStartedAgo(12);
    // Attach the sensors and show every other modelled value, so that the projection carries them
    // (the pressure is left out: the cuff measures it, apart from the patient's second-by-second value).
    for (const sensor of ["ecg", "pulsioximetro"] as const) expect((await run({ intent: "sensor", sensor, on: true })).ok).toBe(true);
    const vitals = await t.app.db.select().from(scenarioVariables).where(eq(scenarioVariables.scenarioId, scenarioId));
    const modelled = vitals.filter((v) => model().variables.some((m) => m.key === v.key) && !SENSOR_VALUES.has(v.key));
    for (const v of modelled) expect((await run({ intent: "show", variableId: v.id })).ok).toBe(true);
    const data = (await consoleData(t.app.db, id))!;
    const live = data.snapshot.live!;
    expect(live.log).toEqual([]); // nothing recorded but the sensors and the reveals
    expect(data.snapshot.variables.map((v) => v.key)).toEqual(expect.arrayContaining(["fc", "sat", "fr"]));
    const now = simSecondsAt(live.clock, Date.now());
    expect(now).toBeGreaterThanOrEqual(12 * 60 - 1);
    // The untreated course of this case, computed apart from the server from the version's file.
    const alone = simulate(
      patientOf({ weightKg: weightKg(), interventions: file.escenario.interventions, model: model() }, live.patient.seed),
      [],
    );
    const firedByNow = alone.until(now) && alone.fired.filter((f) => f.at <= now);
    expect(firedByNow.length).toBeGreaterThan(0);
    const responses = data.timeline.filter((entry) => entry.title === "El paciente responde");
    expect(responses.map((r) => r.atSeconds)).toEqual(firedByNow.map((f) => f.at));
    // Nothing was written for what the patient did by itself: only the sensors the team attached.
    const written = await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, id));
    expect(written.map((a) => a.actionKey)).toEqual(["sensor", "sensor"]);

    const screen = await snapshotForVisitor(t.app, code, { address: "192.0.2.10", proven: true });
    if (!screen.ok) throw new Error("the projection could not read the session");
    expect(screen.snapshot.live).toEqual(live);
    const at = simSecondsAt(screen.snapshot.live!.clock, Date.now());
    const state = courseOf(screen.snapshot.live!).at(at);
    for (const variable of screen.snapshot.variables.filter((v) => v.key in state.values)) {
      const value = state.values[variable.key];
      // The server renders the same value the screen computes (a second may have passed in between).
      const before = courseOf(screen.snapshot.live!).at(at - 1).values[variable.key];
      expect([value, before].map((v) => (v === null ? "---" : String(v).replace(".", ",")))).toContain(variable.value);
    }
  });

  it("la pausa detiene el reloj del paciente y reanudar lo continúa donde estaba", async () => {
    const { id, run } = await sessionStartedAgo(5);
    expect((await run({ intent: "pause" })).ok).toBe(true);
    expect(await run({ intent: "pause" })).toEqual({ ok: false, status: 409, message: CONSOLE_MESSAGES.paused });
    // Two minutes paused.
    const [row] = await t.app.db.select().from(presencialSessions).where(eq(presencialSessions.id, id));
    const pausedAt = new Date(Date.parse(row.pausedAt!) - 120_000).toISOString();
    await t.app.db.update(presencialSessions).set({ pausedAt }).where(eq(presencialSessions.id, id));
    const frozen = (await consoleData(t.app.db, id))!.snapshot.live!.clock;
    const second = simSecondsAt(frozen, Date.now());
    expect(second).toBeGreaterThanOrEqual(5 * 60 - 121);
    expect(second).toBeLessThanOrEqual(5 * 60 - 119);
    expect(simSecondsAt(frozen, Date.now() + 60_000)).toBe(second);
    expect((await run({ intent: "resume" })).ok).toBe(true);
    const [after] = await t.app.db.select().from(presencialSessions).where(eq(presencialSessions.id, id));
    expect(after.pausedAt).toBeNull();
    expect(after.pausedMs).toBeGreaterThanOrEqual(120_000);
    expect(after.pausedMs).toBeLessThan(125_000);
  });

  it("lee cada descarga contra el ritmo y el peso de este paciente (ERC 2025)", async () => {
    const { id, run } = await sessionStartedAgo(1);
    const kg = weightKg();
    const flags = async () =>
      (await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, id)))
        .filter((a) => a.actionKey === "descarga")
        .map((a) => a.flag);
    expect((await run({ intent: "shock", joules: Math.round(4 * kg), synchronised: false })).ok).toBe(true);
    expect((await run({ intent: "rhythm", rhythm: "fv" })).ok).toBe(true);
    expect((await run({ intent: "shock", joules: Math.round(4 * kg), synchronised: false })).ok).toBe(true);
    expect((await run({ intent: "shock", joules: Math.round(2 * kg), synchronised: false })).ok).toBe(true);
    expect((await run({ intent: "shock", joules: Math.round(4 * kg), synchronised: true })).ok).toBe(true);
    expect(await flags()).toEqual([
      "Descarga en un ritmo no desfibrilable",
      null,
      "Energía insuficiente: 2 J/kg",
      "Descarga sincronizada en un ritmo sin pulso: el desfibrilador no descarga",
    ]);
    const data = (await consoleData(t.app.db, id))!;
    expect(courseOf(data.snapshot.live!).at(simSecondsAt(data.snapshot.live!.clock, Date.now())).rhythm).toBe("fv");
    expect(data.timeline.some((e) => e.text.startsWith("Descarga de ") && e.flag === "Energía insuficiente: 2 J/kg")).toBe(true);
    expect(await run({ intent: "state", state: "no_existe", on: true })).toEqual({
      ok: false,
      status: 404,
      message: CONSOLE_MESSAGES.unknownState,
    });
  });

  it("las compresiones y la ventilación corren hasta que se detienen, aunque el caso no las ofrezca", async () => {
    const { id, run } = await sessionStartedAgo(3);
    expect(file.escenario.interventions.some((i) => i.key === "compresiones_toracicas")).toBe(false);
    expect(await run({ intent: "support", key: "compresiones_toracicas", on: false })).toEqual({
      ok: false,
      status: 409,
      message: CONSOLE_MESSAGES.notRunning,
    });
    expect((await run({ intent: "support", key: "compresiones_toracicas", on: true })).ok).toBe(true);
    const running = (await consoleData(t.app.db, id))!;
    const live = running.snapshot.live!;
    expect(live.log).toMatchObject([{ kind: "start", intervention: "compresiones_toracicas" }]);
    expect(courseOf(live).at(simSecondsAt(live.clock, Date.now())).running).toContain("compresiones_toracicas");
    expect(running.timeline.some((e) => e.text === "Compresiones torácicas: inicio")).toBe(true);
    expect((await run({ intent: "support", key: "compresiones_toracicas", on: false })).ok).toBe(true);
    const stopped = (await consoleData(t.app.db, id))!.snapshot.live!;
    expect(courseOf(stopped).at(simSecondsAt(stopped.clock, Date.now()) + 1).running).not.toContain("compresiones_toracicas");
  });

  it("una dosis diez veces mayor se marca por su banda y el modelo le da la toxicidad del fármaco", async () => {
    const { id, run } = await sessionStartedAgo(2);
    const profile = model().drugs.find((d) => {
      const def = file.escenario.interventions.find((i) => i.key === d.intervention);
      return def?.dose?.expected_per_kg && !def.dose.unit.endsWith("/min");
    })!;
    const def = file.escenario.interventions.find((i) => i.key === profile.intervention)!;
    const perKg = def.dose!.expected_per_kg! * 10;
    const dose = def.dose!.unit.includes("/kg") ? perKg : perKg * weightKg();
    expect((await run({ intent: "intervene", key: def.key, dose, route: profile.route })).ok).toBe(true);
    const [action] = await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, id));
    const { perKg: given, whole } = doseAmounts(dose, def.dose!.unit, weightKg());
    expect(bandOf(profile, given, whole)).toBe("toxica");
    expect(action.flag).toMatch(/^Dosis (fuera de rango: 10 veces la esperada|tóxica para este peso)$/);
    const live = (await consoleData(t.app.db, id))!.snapshot.live!;
    const course = courseOf(live);
    course.at(simSecondsAt(live.clock, Date.now()));
    expect(course.doses.map((d) => d.band)).toEqual(["toxica"]);
  });

  it("el informe guarda lo que el paciente hizo por sí solo", async () => {
    const { id, run } = await sessionStartedAgo(12);
    expect((await run({ intent: "finish" })).ok).toBe(true);
    const [report] = await t.app.db.select().from(presencialReports).where(eq(presencialReports.sessionId, id));
    const timeline = (report.payload as { timeline: { title: string }[] }).timeline;
    expect(timeline.filter((e) => e.title === "El paciente responde").length).toBeGreaterThan(0);
  });

  it("«Finalizar» guarda el curso dibujado; el informe y la consola lo muestran igual, y sin él se redibuja igual", async () => {
    const { id, run } = await sessionStartedAgo(12);
    for (const sensor of ["ecg", "pulsioximetro"] as const) expect((await run({ intent: "sensor", sensor, on: true })).ok).toBe(true);
    expect((await run({ intent: "finish" })).ok).toBe(true);
    const [stored] = await t.app.db.select().from(presencialReports).where(eq(presencialReports.sessionId, id));
    const chart = (stored.payload as { chart: DebriefChart }).chart;
    expect(chart.durationS).toBeGreaterThanOrEqual(12 * 60 - 1);
    expect(chart.variables.map((v) => v.key)).toEqual(expect.arrayContaining(["fc", "sat"]));
    expect(chart.markers.some((m) => m.kind === "handler")).toBe(true);
    // The report page reads the stored chart (not inside the report itself); the bench's ?grafica=no leaves it out.
    const read = (await reportFor(t.app.db, id))!;
    expect(read.chart).toEqual(chart);
    expect("chart" in read.report).toBe(false);
    expect((await reportFor(t.app.db, id, undefined, false))!.chart).toBeNull();
    // The ended console draws the same course.
    expect((await consoleData(t.app.db, id))!.chart).toEqual(chart);
    // A report stored before the chart: drawn at load from the same rows, the same chart.
    await t.app.db
      .update(presencialReports)
      .set({ payload: sql`json_remove(${presencialReports.payload}, '$.chart')` })
      .where(eq(presencialReports.sessionId, id));
    expect((await reportFor(t.app.db, id))!.chart).toEqual(chart);
  });
});
