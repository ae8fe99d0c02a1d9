// A console command the database fails (spec 3 §8): its own message next to its control, a 503,
// nothing written, and the console usable again once the database answers.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  presencialReports,
  presencialSessions,
  scenarioChecklist,
  scenarioSteps,
  scenarioVariables,
  sessionActions,
  sessionChecklist,
  sessionCommands,
  sessionEvents,
  sessionVariables,
} from "../../db/schema";
import { createDb } from "~/server/db.server";
import { createSession } from "~/presencial/store.server";
import { prepareSession } from "~/server/session.server";
import * as consoleRoute from "~/routes/_app.presencial.instructor.$scenarioId.$sessionId";
import { freePort } from "../../scripts/stack";
import { approvedUser, cookieFrom, scenarioIdBySlug, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let adminId: string;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
  adminId = (await approvedUser(t.app, { rol: "medico", isAdmin: true })).id;
  adminCookie = await cookieOf(adminId);
});
afterAll(() => t.stop());

async function cookieOf(userId: string) {
  const session = await prepareSession(t.app, userId);
  await session.statement;
  return cookieFrom(session.setCookie);
}

/** The console's form, posted as the browser posts it (each with a fresh command id, as the page makes). */
async function command(sessionId: string, fields: [string, string][], options: { cookie?: string; db?: typeof t.app.db } = {}) {
  const request = new Request(`http://127.0.0.1:8787/presencial/instructor/${scenarioId}/${sessionId}`, {
    method: "POST",
    headers: { Cookie: options.cookie ?? adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([["commandId", crypto.randomUUID()], ...fields]),
  });
  const context = { app: { ...t.app, db: options.db ?? t.app.db } } as never;
  let result: unknown;
  try {
    result = await consoleRoute.action({ request, params: { scenarioId: String(scenarioId), sessionId }, context });
  } catch (thrown) {
    return { thrown: true, status: statusOf(thrown) };
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const answered = result as { init?: { status?: number } | null; data?: unknown; ok?: boolean };
  return answered.init === undefined ? { status: 200, ok: answered.ok } : { status: answered.init?.status ?? 200, data: answered.data };
}

function statusOf(thrown: unknown) {
  return thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
}

/** Everything a console command may write for a session. */
async function written(sessionId: string) {
  const db = t.app.db;
  const [[session], events, actions, commands, marks, reports, variables] = await db.batch([
    db
      .select({
        version: presencialSessions.version,
        endedAt: presencialSessions.endedAt,
        banner: presencialSessions.bannerText,
        step: presencialSessions.currentStepId,
      })
      .from(presencialSessions)
      .where(eq(presencialSessions.id, sessionId)),
    db.select({ n: count() }).from(sessionEvents).where(eq(sessionEvents.sessionId, sessionId)),
    db.select({ n: count() }).from(sessionActions).where(eq(sessionActions.sessionId, sessionId)),
    db.select({ n: count() }).from(sessionCommands).where(eq(sessionCommands.sessionId, sessionId)),
    db.select({ n: count() }).from(sessionChecklist).where(eq(sessionChecklist.sessionId, sessionId)),
    db.select({ n: count() }).from(presencialReports).where(eq(presencialReports.sessionId, sessionId)),
    db
      .select({ id: sessionVariables.variableId, value: sessionVariables.value, isRevealed: sessionVariables.isRevealed })
      .from(sessionVariables)
      .where(eq(sessionVariables.sessionId, sessionId)),
  ]);
  return {
    session,
    events: events[0].n,
    actions: actions[0].n,
    commands: commands[0].n,
    marks: marks[0].n,
    reports: reports[0].n,
    variables,
  };
}

async function startedSession() {
  const { id } = await createSession(t.app.db, {
    scenarioId,
    instructorId: adminId,
    flow: "dual",
    participants: [{ role: "medico", name: "Ana Pérez", userId: null }],
  });
  expect(await command(id, [["intent", "start"]])).toMatchObject({ status: 200, ok: true });
  return id;
}

/** The ids the console's forms carry: a variable, a phase and the first checklist item of the scenario. */
async function controls() {
  const db = t.app.db;
  // The temperature: no sensor reads it, so «Mostrar» shows it on a living patient too.
  const [[temp], [step], [item]] = await db.batch([
    db
      .select({ id: scenarioVariables.id })
      .from(scenarioVariables)
      .where(and(eq(scenarioVariables.scenarioId, scenarioId), eq(scenarioVariables.key, "temp"))),
    db
      .select({ id: scenarioSteps.id })
      .from(scenarioSteps)
      .where(and(eq(scenarioSteps.scenarioId, scenarioId), eq(scenarioSteps.key, "reevaluacion"))),
    db
      .select({ id: scenarioChecklist.id })
      .from(scenarioChecklist)
      .where(eq(scenarioChecklist.scenarioId, scenarioId))
      .orderBy(asc(scenarioChecklist.orderIndex))
      .limit(1),
  ]);
  return { temp: String(temp.id), step: String(step.id), item: String(item.id) };
}

describe("a console command the database fails", () => {
  it("answers 503 with the command's own message for its control, writes nothing, and works once the database answers again", async () => {
    const id = await startedSession();
    const { temp, step, item } = await controls();
    expect(
      await command(id, [
        ["intent", "show"],
        ["variableId", temp],
      ]),
    ).toMatchObject({ status: 200, ok: true });
    const before = await written(id);

    // Every write of this session fails; other tests' sessions are untouched. The version bump is
    // the batch's last statement, so whatever ran before it in the batch must be rolled back.
    const trigger = `fallo_${id.replaceAll("-", "_")}`;
    await t.app.db.run(
      sql.raw(
        `CREATE TRIGGER ${trigger} BEFORE UPDATE ON presencial_sessions WHEN NEW.id = '${id}' BEGIN SELECT RAISE(ABORT, 'fallo simulado'); END`,
      ),
    );
    const cases: [string, [string, string][], string][] = [
      ["finish", [["intent", "finish"]], "No se pudo finalizar la simulación."],
      [
        `update:${temp}`,
        [
          ["intent", "update"],
          ["variableId", temp],
          ["value", "39,5"],
        ],
        "No se pudo guardar el valor.",
      ],
      [
        `hide:${temp}`,
        [
          ["intent", "hide"],
          ["variableId", temp],
        ],
        "No se pudo ocultar la variable.",
      ],
      [
        "phase",
        [
          ["intent", "phase"],
          ["stepId", step],
        ],
        "No se pudo cambiar la fase del caso.",
      ],
      [
        "banner",
        [
          ["intent", "banner"],
          ["text", "Llega una niña de 4 años."],
        ],
        "No se pudo guardar el texto en pantalla.",
      ],
      ["clear_all", [["intent", "clear_all"]], "No se pudieron ocultar las variables."],
      [
        `check:${item}`,
        [
          ["intent", "check"],
          ["itemId", item],
          ["status", "ok"],
        ],
        "No se pudo actualizar el checklist.",
      ],
      [
        "intervene:bolo_cristaloide",
        [
          ["intent", "intervene"],
          ["key", "bolo_cristaloide"],
          ["dose", "0,5"],
          ["route", "IV"],
        ],
        "No se pudo registrar la intervención.",
      ],
      [
        "script:1",
        [
          ["intent", "script"],
          ["index", "1"],
          ["text", "Reevaluación tras el bolo."],
        ],
        "No se pudo publicar el paso del guion.",
      ],
    ];
    for (const [control, fields, message] of cases) {
      expect(await command(id, fields), control).toEqual({ status: 503, data: { ok: false, message, fields: { [control]: message } } });
    }
    expect(await written(id)).toEqual(before);

    // Who may not use the console is still refused as before, database or not.
    const nurse = await approvedUser(t.app);
    expect(await command(id, [["intent", "finish"]], { cookie: await cookieOf(nurse.id) })).toEqual({ thrown: true, status: 403 });

    await t.app.db.run(sql.raw(`DROP TRIGGER ${trigger}`));
    expect(
      await command(id, [
        ["intent", "update"],
        ["variableId", temp],
        ["value", "39,5"],
      ]),
    ).toMatchObject({ status: 200, ok: true });
    // A bolus of 0,5 ml/kg is a dose like any other (recorded, flagged as a tenth of the usual).
    expect(
      await command(id, [
        ["intent", "intervene"],
        ["key", "bolo_cristaloide"],
        ["dose", "0,5"],
        ["route", "IV"],
      ]),
    ).toMatchObject({ status: 200, ok: true });
    const [bolus] = await t.app.db
      .select()
      .from(sessionActions)
      .where(and(eq(sessionActions.sessionId, id), eq(sessionActions.actionKey, "bolo_cristaloide")));
    expect(bolus.payload).toMatchObject({ mlkg: 0.5, dose: 0.5, route: "IV" });
    expect(await command(id, [["intent", "finish"]])).toEqual({ status: 302, location: `/presencial/${scenarioId}/informe?session=${id}` });
    const after = await written(id);
    expect(after.session.endedAt).not.toBeNull();
    expect(after.variables.find((v) => String(v.id) === temp)?.value).toBe("39,5");
    expect(after.reports).toBe(1);
  });

  it("answers 503 with the command's message when the database cannot be reached for the first read", async () => {
    const id = await startedSession();
    const unreachable = createDb(`http://127.0.0.1:${await freePort()}`);
    expect(await command(id, [["intent", "finish"]], { db: unreachable })).toEqual({
      status: 503,
      data: { ok: false, message: "No se pudo finalizar la simulación.", fields: { finish: "No se pudo finalizar la simulación." } },
    });
    expect(await command(id, [["intent", "alarm"]], { db: unreachable })).toMatchObject({
      status: 503,
      data: { fields: { alarm: "No se pudo activar la alarma." } },
    });
    expect((await written(id)).session.endedAt).toBeNull();
  });
});
