import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  outbox,
  presencialNotifications,
  presencialReports,
  presencialSessions,
  scenarioVariables,
  sessionActions,
  sessionEvents,
  sessionRuleFires,
} from "../../db/schema";
import { subscribeToNextSession } from "~/server/dashboard.server";
import * as infoRoute from "~/routes/_app.presencial-info";
import {
  CONSOLE_MESSAGES,
  consoleData,
  createSession,
  replaceParticipants,
  reportFor,
  runCommand,
  type SessionMemory,
} from "~/presencial/store.server";
import { sessionTokenHash } from "~/server/session.server";
import { approvedUser, requestWithCookie, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let admin: Awaited<ReturnType<typeof approvedUser>>;
beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
  admin = await approvedUser(t.app, { rol: "medico", isAdmin: true });
});
afterAll(() => t.stop());

const newSession = (participants = [{ role: "medico" as const, name: "Ana Pérez", userId: null }]) =>
  createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "dual", participants });

async function variableId(key: string) {
  const [row] = await t.app.db.select({ id: scenarioVariables.id }).from(scenarioVariables).where(eq(scenarioVariables.key, key));
  return row.id;
}

describe("sessions", () => {
  it("retries a colliding public code", async () => {
    const first = await newSession();
    const codes = [first.code, "ZX81AB"];
    const second = await createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "classic", participants: [] }, () =>
      codes.shift()!,
    );
    expect(second.code).toBe("ZX81AB");
  });

  it("the information page lists a dual session's code and its student screen, a classic session without a code", async () => {
    const dual = await newSession();
    const classic = await createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "classic", participants: [] });
    const cookie = await signedInCookie(t.app, admin.id);
    const page = (await infoRoute.loader({
      request: new Request("http://127.0.0.1:8787/presencial-info", { headers: { Cookie: cookie } }),
      params: {},
      context: { app: t.app } as never,
    })) as { upcoming: { id: string; code: string | null; flow: string }[] };
    expect(page.upcoming.find((s) => s.id === dual.id)).toMatchObject({ code: dual.code, flow: "dual" });
    expect(page.upcoming.find((s) => s.id === classic.id)).toMatchObject({ code: null, flow: "classic" });
  });

  it("starts with every variable hidden at its initial value", async () => {
    const { id } = await newSession();
    const data = (await consoleData(t.app.db, id))!;
    expect(data.variables.length).toBeGreaterThan(5);
    expect(data.variables.every((v) => !v.isRevealed)).toBe(true);
    expect(data.snapshot).toMatchObject({ status: "waiting", variables: [], version: 1 });
  });

  it("tells those who asked about the next session, once", async () => {
    const subscriber = await approvedUser(t.app);
    const [profile] = await t.app.db.select().from(presencialNotifications);
    expect(profile).toBeUndefined();
    await subscribeToNextSession(t.app.db, subscriber.id);
    await subscribeToNextSession(t.app.db, subscriber.id);
    const notice = { subject: "Nueva sesión presencial", text: "Hola" };
    const created = await createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "dual", participants: [], notice });
    expect(created.mailIds).toHaveLength(1);
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.id, created.mailIds[0]));
    expect(mail).toMatchObject({ kind: "next_session", to: subscriber.email, subject: "Nueva sesión presencial" });
    expect(await t.app.db.select().from(presencialNotifications)).toEqual([]);
    const again = await createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "dual", participants: [], notice });
    expect(again.mailIds).toEqual([]);
  });
});

describe("console commands", () => {
  it("refuse controls before Iniciar and data without participants", async () => {
    const empty = await createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "dual", participants: [] });
    expect(await runCommand(t.app.db, { sessionId: empty.id, actorId: admin.id }, { intent: "alarm" })).toEqual({
      ok: false,
      status: 409,
      message: CONSOLE_MESSAGES.notStarted,
    });
    expect((await runCommand(t.app.db, { sessionId: empty.id, actorId: admin.id }, { intent: "start" })).ok).toBe(true);
    expect(
      await runCommand(t.app.db, { sessionId: empty.id, actorId: admin.id }, { intent: "show", variableId: await variableId("fc") }),
    ).toEqual({
      ok: false,
      status: 409,
      message: CONSOLE_MESSAGES.needParticipant,
    });
    expect(await runCommand(t.app.db, { sessionId: empty.id, actorId: admin.id }, { intent: "finish" })).toMatchObject({
      ok: false,
      message: CONSOLE_MESSAGES.needParticipant,
    });
  });

  it("refuse a variable or checklist item of another scenario", async () => {
    const { id } = await newSession();
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "start" });
    expect(await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "show", variableId: 999_999 })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(
      await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "check", itemId: 999_999, status: "ok" }),
    ).toMatchObject({ ok: false, status: 404 });
  });

  it("interventions feed the living patient (no rules fire); the snapshot shows only public data; Finalizar stores the report", async () => {
    const { id } = await newSession();
    const start = await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "start" });
    expect(start.ok && start.snapshot?.status).toBe("running");
    const fc = await variableId("fc");
    const before = (await consoleData(t.app.db, id))!.variables.find((v) => v.id === fc)!.value;
    // On a living patient a sensor shows what it reads: the ECG, the heart and the respiratory rate.
    expect(await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "show", variableId: fc })).toMatchObject({
      ok: false,
      status: 409,
    });
    const shown = await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "sensor", sensor: "ecg", on: true });
    expect(shown.ok && shown.snapshot?.variables.map((v) => v.key)).toEqual(["fc", "fr"]);
    expect(shown.ok && Object.keys(shown.snapshot!)).not.toContain("participants");

    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "bolus", mlkg: 20 });
    const afterBolus = (await consoleData(t.app.db, id))!;
    // The stored value is the case's; what the patient shows comes from the model, which now has the bolus.
    expect(afterBolus.variables.find((v) => v.id === fc)!.value).toBe(before);
    expect(afterBolus.snapshot.live!.log).toMatchObject([{ kind: "dose", intervention: "bolo_cristaloide", dose: 20 }]);
    // A case with a model has no rules: nothing fires by a click, and «Reevaluar» changes nothing.
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "reevaluate" });
    expect(await t.app.db.select().from(sessionRuleFires).where(eq(sessionRuleFires.sessionId, id))).toEqual([]);
    const snapshotVersion = afterBolus.snapshot.version;

    // The session has run for 40 minutes, so that a late entry ("antibiotic at minute 35") is in the past.
    await t.app.db
      .update(presencialSessions)
      .set({ startedAt: new Date(Date.now() - 40 * 60_000).toISOString() })
      .where(eq(presencialSessions.id, id));
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "antibiotic", minutos: 35 });
    const item = afterBolus.checklist[0];
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "check", itemId: item.id, status: "ok" });
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "note", itemId: item.id, note: "A tiempo" });
    const finish = await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "finish" });
    expect(finish).toMatchObject({ ok: true, reportReady: true });
    expect(finish.ok && finish.snapshot!.version).toBeGreaterThan(snapshotVersion);

    const [stored] = await t.app.db.select().from(presencialReports).where(eq(presencialReports.sessionId, id));
    expect(stored).toBeDefined();
    const { report } = (await reportFor(t.app.db, id))!;
    expect(report.kpis.map((k) => [k.key, k.text])).toEqual(
      expect.arrayContaining([
        ["volumen_total", "20 ml/kg"],
        ["numero_bolos", "1"],
        ["minutos_antibiotico", "35 min"],
      ]),
    );
    expect(report.participants).toEqual([{ role: "medico", name: "Ana Pérez" }]);
    expect(report.checklist[0]).toMatchObject({ status: "ok", status_text: "Bien", note: "A tiempo" });
    expect(report.revealed.map((v) => v.label)).toContain("Frecuencia cardiaca");
    expect(new Set(report.timeline.map((e) => e.kind))).toEqual(new Set(["estado", "datos", "intervenciones", "reglas", "checklist"]));
    expect(report.timeline.map((e) => e.title)).toEqual(
      expect.arrayContaining(["Inicio de la simulación", "Monitor", "Fluido", "El paciente responde", "Checklist", "Fin de la simulación"]),
    );
    expect(await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "alarm" })).toMatchObject({
      ok: false,
      message: CONSOLE_MESSAGES.ended,
    });
  });
});

describe("retries and contention", () => {
  const alarmsOf = async (sessionId: string) =>
    (await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId))).filter((a) => a.actionKey === "alarm");

  it("records a command sent again with its id once, and answers both as done", async () => {
    const { id } = await newSession();
    const target = { sessionId: id, actorId: admin.id, commandId: "pagina-1" };
    await runCommand(t.app.db, target, { intent: "start" });
    const bolus = { intent: "bolus", mlkg: 20 } as const;
    const answers = await Promise.all(Array.from({ length: 8 }, () => runCommand(t.app.db, target, bolus)));
    expect(answers.every((a) => a.ok)).toBe(true);
    const recorded = (await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, id))).filter(
      (a) => a.actionKey === "bolo_cristaloide",
    );
    expect(recorded).toHaveLength(1);
    // The same page id with other contents is another command; without an id nothing is merged.
    await runCommand(t.app.db, target, { intent: "bolus", mlkg: 10 });
    await runCommand(t.app.db, target, { intent: "alarm" });
    await runCommand(t.app.db, target, { intent: "alarm" });
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "alarm" });
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "alarm" });
    expect(await alarmsOf(id)).toHaveLength(3);
  });

  it("simultaneous different commands are all recorded", async () => {
    const { id } = await newSession();
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "start" });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        runCommand(t.app.db, { sessionId: id, actorId: admin.id, commandId: `p-${i}` }, { intent: "alarm" }),
      ),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await alarmsOf(id)).toHaveLength(15);
  });

  it("records who did it, and refuses a session under another scenario's address", async () => {
    const { id } = await newSession();
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "start" });
    await runCommand(t.app.db, { sessionId: id, actorId: admin.id }, { intent: "alarm" });
    const events = await t.app.db.select().from(sessionEvents).where(eq(sessionEvents.sessionId, id));
    expect(events.map((e) => e.actorId)).toEqual(events.map(() => admin.id));
    expect((await alarmsOf(id)).map((a) => a.actorId)).toEqual([admin.id]);
    const other = await scenarioIdBySlug(t.app, "anafilaxia-antibiotico-iv");
    expect(await runCommand(t.app.db, { sessionId: id, actorId: admin.id, scenarioId: other }, { intent: "alarm" })).toEqual({
      ok: false,
      status: 404,
      message: CONSOLE_MESSAGES.notFound,
    });
    expect(await alarmsOf(id)).toHaveLength(1);
  });
});

describe("a room's memory (decision 0033)", () => {
  const tokenOf = async (userId: string) => (await sessionTokenHash(requestWithCookie(await signedInCookie(t.app, userId)), t.app))!;
  const versionOf = async (sessionId: string) =>
    (await t.app.db.select({ version: presencialSessions.version }).from(presencialSessions).where(eq(presencialSessions.id, sessionId)))[0]
      .version;
  const admitted = (viewer: { id: string; isAdmin: boolean } | null) => {
    if (!viewer?.isAdmin) throw new Error("no admitido");
    return viewer;
  };

  it("decides on the state it holds, reads it again when someone else changed the session, and refuses a stranger before writing", async () => {
    const { id, code } = await newSession();
    const memory: SessionMemory = { context: null };
    const gate = { tokenHash: await tokenOf(admin.id), admit: admitted };
    const target = { sessionId: id, scenarioId, publicCode: code, gate };
    expect(await runCommand(t.app.db, target, { intent: "start" }, memory)).toMatchObject({ ok: true });
    expect(memory.context?.row.session.version).toBe(await versionOf(id));

    // Someone else changed the session (the participants): the guard refuses the stale state, the
    // room reads it again and decides once more; the alarm is recorded once.
    await replaceParticipants(t.app.db, id, [{ role: "enfermeria", name: "Luis Gil", userId: null }]);
    const alarm = await runCommand(t.app.db, target, { intent: "alarm" }, memory);
    expect(alarm).toMatchObject({ ok: true, console: { participants: [{ name: "Luis Gil" }] } });
    expect(memory.context?.participants.map((p) => p.name)).toEqual(["Luis Gil"]);
    expect(memory.context?.row.session.version).toBe(await versionOf(id));
    expect(await alarmsOfSession(id)).toHaveLength(1);

    // A learner's token on the room's memory: the guard refuses the batch, nothing is written, and
    // the read that follows refuses them, whether the planner would have written or refused.
    const learner = await approvedUser(t.app);
    const stranger = { ...target, gate: { ...gate, tokenHash: await tokenOf(learner.id) } };
    const before = await versionOf(id);
    await expect(runCommand(t.app.db, stranger, { intent: "alarm" }, memory)).rejects.toThrow("no admitido");
    await expect(runCommand(t.app.db, stranger, { intent: "resume" }, memory)).rejects.toThrow("no admitido");
    expect(await versionOf(id)).toBe(before);
    expect(await alarmsOfSession(id)).toHaveLength(1);

    // The room of another code never runs this session's commands.
    expect(await runCommand(t.app.db, { ...target, publicCode: "ZZZZZZ" }, { intent: "alarm" }, { context: null })).toEqual({
      ok: false,
      status: 404,
      message: CONSOLE_MESSAGES.notFound,
    });

    // 'Finalizar' on memory writes the report from the events the room holds, the end included.
    expect(await runCommand(t.app.db, target, { intent: "finish" }, memory)).toMatchObject({ ok: true, reportReady: true });
    const [stored] = await t.app.db.select().from(presencialReports).where(eq(presencialReports.sessionId, id));
    const titles = (stored.payload as { timeline?: { title: string }[] }).timeline?.map((e) => e.title);
    expect(titles).toEqual(["Inicio de la simulación", "Alarma", "Fin de la simulación"]);
  });
});

async function alarmsOfSession(sessionId: string) {
  return (await t.app.db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId))).filter(
    (a) => a.actionKey === "alarm",
  );
}
