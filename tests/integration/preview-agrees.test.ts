/**
 * The studio's in-person preview applies a plan in memory; a session writes it to the database.
 * The same commands on the same case must leave the same session behind: the same actions with
 * their flags, the same values shown, the same clock, and the same living patient.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sessionActions } from "../../db/schema";
import type { ScenarioFile } from "../../db/seed/files";
import { newPreviewSession, previewCommand, previewScenario, type PreviewSession } from "~/presencial/preview";
import type { Command } from "~/presencial/planner";
import { consoleData, createSession, runCommand } from "~/presencial/store.server";
import { courseOf, livePatient } from "~/presencial/live";
import type { LogEntry } from "~/presencial/model/engine";
import { approvedUser, presencialFileOf, scenarioIdBySlug, startTestApp } from "./harness";

const SLUG = "shock-septico-pediatrico";
let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let file: Extract<ScenarioFile, { modo: "presencial" }>;
let admin: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, SLUG);
  admin = await approvedUser(t.app, { rol: "medico", isAdmin: true });
  file = await presencialFileOf(t.app, scenarioId);
});
afterAll(() => t.stop());

it("la vista previa del estudio y una sesión guardada acaban igual con las mismas órdenes", async () => {
  const { escenario } = file;
  const { id } = await createSession(t.app.db, {
    scenarioId,
    instructorId: admin.id,
    flow: "dual",
    participants: [{ role: "enfermeria", name: "Luis Gómez", userId: null }],
  });
  const data = (await consoleData(t.app.db, id))!;
  // Ids differ (the database's and the preview's 1, 2…): commands name things by their key.
  const dbVariable = (key: string) => data.variables.find((v) => v.key === key)!.id;
  const previewVariable = (key: string) => escenario.variables.findIndex((v) => v.key === key) + 1;
  const dosed = escenario.interventions.find((i) => i.dose && escenario.model!.drugs.some((d) => d.intervention === i.key))!;
  const route = escenario.model!.drugs.find((d) => d.intervention === dosed.key)!.route;
  const text = escenario.variables.find((v) => v.type === "texto")!;
  const script: ((variable: (key: string) => number) => Command)[] = [
    () => ({ intent: "start" }),
    // A value a sensor reads is shown by its sensor (refused as «Mostrar»); the cuff measures the pressure.
    (v) => ({ intent: "show", variableId: v("fc") }),
    () => ({ intent: "sensor", sensor: "ecg", on: true }),
    () => ({ intent: "sensor", sensor: "manguito", on: true }),
    () => ({ intent: "nibp" }),
    () => ({ intent: "nibp", everyMin: 5 }),
    () => ({ intent: "sensor", sensor: "arterial", on: true }),
    (v) => ({ intent: "show", variableId: v(text.key) }),
    () => ({ intent: "intervene", key: dosed.key, dose: dosed.dose!.default, route }),
    () => ({ intent: "intervene", key: dosed.key, dose: dosed.dose!.default * 10, route }),
    () => ({ intent: "shock", joules: 10, synchronised: false }),
    () => ({ intent: "rhythm", rhythm: "tsv" }),
    () => ({ intent: "shock", joules: escenario.patient_overview.weightKg, synchronised: true }),
    (v) => ({ intent: "update", variableId: v("fc"), value: "190" }),
    (v) => ({ intent: "update", variableId: v(text.key), value: "Llora y se agita." }),
    () => ({ intent: "pause" }),
    () => ({ intent: "resume" }),
    () => ({ intent: "banner", text: "Llega la analítica." }),
  ];

  let preview: PreviewSession = newPreviewSession(escenario);
  const scenario = previewScenario(escenario);
  for (const command of script) {
    const now = new Date();
    const inMemory = previewCommand(scenario, preview, command(previewVariable), now);
    const stored = await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, command(dbVariable));
    expect(stored.ok, JSON.stringify(command(dbVariable))).toBe(inMemory.ok);
    if (inMemory.ok) preview = inMemory.state;
  }

  const saved = (await consoleData(t.app.db, id))!;
  const actionsOf = (actions: { actionKey: string; flag: string | null; payload: Record<string, unknown> }[]) =>
    actions.map(({ actionKey, flag, payload }) => {
      // Variables are named by their key in both; the id is each store's own.
      const { variable_id: _id, ...rest } = payload;
      return { actionKey, flag, payload: rest };
    });
  const savedActions = await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, id)).orderBy(asc(sessionActions.id));
  expect(actionsOf(preview.actions)).toEqual(actionsOf(savedActions));
  // The ten-fold dose and the shock on a rhythm that is not shockable; the cardioversion at 1 J/kg is right.
  expect(preview.actions.filter((a) => a.flag).map((a) => a.actionKey)).toEqual([dosed.key, "descarga"]);

  const shown = (values: { key: string; value: string; isRevealed: boolean }[]) =>
    Object.fromEntries(values.map((v) => [v.key, [v.value, v.isRevealed]]));
  expect(shown(escenario.variables.map((v, i) => ({ key: v.key, ...preview.values[i] })))).toEqual(shown(saved.variables));
  expect(preview.session).toMatchObject({ bannerText: saved.session.bannerText, pausedAt: null });
  expect(saved.session.pausedAt).toBeNull();

  // The same living patient: the same patient and the same log. Each store stamps its own clock, so
  // an entry may fall a second apart when a command crosses a second in one and not in the other.
  const inMemoryLive = livePatient(
    {
      weightKg: escenario.patient_overview.weightKg,
      interventions: escenario.interventions,
      model: escenario.model!,
      variables: escenario.variables.map((v, i) => ({ id: i + 1, key: v.key })),
    },
    { ...preview.session, id },
    preview.actions,
  );
  const savedLive = saved.snapshot.live!;
  expect(inMemoryLive.patient).toEqual(savedLive.patient);
  const untimed = (log: LogEntry[]) => log.map(({ at: _at, ...entry }) => entry);
  expect(untimed(inMemoryLive.log)).toEqual(untimed(savedLive.log));
  inMemoryLive.log.forEach((entry, i) => expect(Math.abs(entry.at - savedLive.log[i].at)).toBeLessThanOrEqual(1));
  // Given the same stamps, the same course second by second.
  expect(courseOf({ ...inMemoryLive, log: savedLive.log }).until(600)).toEqual(courseOf(savedLive).until(600));
});
