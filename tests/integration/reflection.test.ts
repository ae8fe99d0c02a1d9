/**
 * The learner's reflection (issue 27 §4, decision 0044) through its routes on a real sqld: who may
 * write (every kind of visitor), hostile input writes nothing, and no participant reads another's.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presencialReflections, presencialSessions, profiles } from "../../db/schema";
import { createSession, type Participant } from "~/presencial/store.server";
import { REFLECTION_MESSAGES, REFLECTION_TEXT_MAX } from "~/presencial/reflection";
import { personalData } from "~/server/personal-data.server";
import * as reflectionRoute from "~/routes/_app.reflexion.$sessionId";
import * as dashboardRoute from "~/routes/_app.dashboard";
import * as evaluationRoute from "~/routes/_app.evaluacion._index";
import * as reportRoute from "~/routes/_app.presencial.$id.informe";
import { adminIdOf, approvedUser, formPost, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
const context = () => ({ app: { ...t.app } }) as never;
const get = (path: string, cookie: string) => new Request(`http://127.0.0.1:8787${path}`, { headers: { Cookie: cookie } });

type Who = { id: string; cookie: string };
let scenarioId: number;
let admin: Who, ana: Who, bruno: Who, carla: Who, pedro: Who;
let ended: string, running: string, old: string, other: string;

async function who(rol: "medico" | "enfermeria" | "farmacia", isAdmin = false): Promise<Who> {
  const user = await approvedUser(t.app, { rol, isAdmin });
  return { id: user.id, cookie: await signedInCookie(t.app, user.id) };
}

const linked = (role: Participant["role"], user: Who, name: string): Participant => ({ role, name, userId: user.id });

async function session(participants: Participant[], endedAt: string | null) {
  const { id } = await createSession(t.app.db, { scenarioId, instructorId: admin.id, flow: "dual", participants });
  const startedAt = endedAt ? new Date(new Date(endedAt).getTime() - 600_000).toISOString() : new Date().toISOString();
  await t.app.db.update(presencialSessions).set({ startedAt, endedAt }).where(eq(presencialSessions.id, id));
  return id;
}

const post = (sessionId: string, fields: Record<string, string>, cookie: string) =>
  routeOutcome(() =>
    reflectionRoute.action({ request: formPost(`/reflexion/${sessionId}`, fields, cookie), params: { sessionId }, context: context() }),
  );

const rowsOf = (sessionId: string) => t.app.db.select().from(presencialReflections).where(eq(presencialReflections.sessionId, sessionId));
const rowOf = async (sessionId: string, userId: string) =>
  (
    await t.app.db
      .select()
      .from(presencialReflections)
      .where(and(eq(presencialReflections.sessionId, sessionId), eq(presencialReflections.userId, userId)))
  )[0];

const dashboard = async (user: Who) =>
  (await dashboardRoute.loader({ request: get("/dashboard", user.cookie), params: {}, context: context() })) as {
    reflections: { sessionId: string }[];
  };

const report = async (user: Who, sessionId: string) =>
  (await reportRoute.loader({
    request: get(`/presencial/${scenarioId}/informe?session=${sessionId}`, user.cookie),
    params: { id: String(scenarioId) },
    context: context(),
  })) as { reflections: { userId: string; wentWell: string | null; name: string | null }[] };

const full = {
  intent: "guardar",
  wentWell: "Pedimos ayuda pronto.",
  wouldChange: "Cargaría la adrenalina antes.",
  confidenceBefore: "2",
  confidenceAfter: "4",
};

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
  const adminId = await adminIdOf(t.app);
  admin = { id: adminId, cookie: await signedInCookie(t.app, adminId) };
  [ana, bruno, carla, pedro] = await Promise.all([who("enfermeria"), who("medico"), who("enfermeria"), who("farmacia")]);
  const now = new Date().toISOString();
  ended = await session(
    [
      linked("instructor", admin, "Instructora"),
      linked("enfermeria", ana, "Ana"),
      linked("medico", bruno, "Bruno"),
      linked("farmacia", pedro, "Pedro"),
    ],
    now,
  );
  running = await session([linked("enfermeria", ana, "Ana")], null);
  old = await session([linked("enfermeria", ana, "Ana")], new Date(Date.now() - 31 * 86_400_000).toISOString());
  other = await session([linked("enfermeria", carla, "Carla")], now);
  // Pedro was linked while approved; his approval is then withdrawn: a pending account.
  await t.app.db.update(profiles).set({ approved: false }).where(eq(profiles.id, pedro.id));
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

describe("the learner's reflection", () => {
  it("is asked on the dashboard of each linked participant of a recent ended session, and saved by its author", async () => {
    expect((await dashboard(ana)).reflections.map((r) => r.sessionId)).toEqual([ended]);
    expect((await dashboard(bruno)).reflections.map((r) => r.sessionId)).toEqual([ended]);
    // Not of the instructor's row, nor of a session they did not take part in.
    expect((await dashboard(admin)).reflections).toEqual([]);
    expect((await dashboard(carla)).reflections.map((r) => r.sessionId)).toEqual([other]);

    const saved = await post(ended, full, ana.cookie);
    expect(saved).toMatchObject({ status: 302, location: `/reflexion/${ended}?guardada=1` });
    expect(await rowOf(ended, ana.id)).toMatchObject({
      wentWell: full.wentWell,
      wouldChange: full.wouldChange,
      confidenceBefore: 2,
      confidenceAfter: 4,
      dismissedAt: null,
    });
    expect((await dashboard(ana)).reflections).toEqual([]);

    // Editable by its author: a second save replaces it (only some fields given: the others become empty).
    expect(await post(ended, { intent: "guardar", wentWell: "Mejor de lo que pensaba.", confidenceAfter: "5" }, ana.cookie)).toMatchObject({
      status: 302,
    });
    expect(await rowOf(ended, ana.id)).toMatchObject({
      wentWell: "Mejor de lo que pensaba.",
      wouldChange: null,
      confidenceBefore: null,
      confidenceAfter: 5,
    });
    // «Ahora no» never hides a reflection already given.
    expect(await post(ended, { intent: "ahoraNo" }, ana.cookie)).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await rowOf(ended, ana.id)).toMatchObject({ wentWell: "Mejor de lo que pensaba.", dismissedAt: null });
  });

  it("«Ahora no» stops the dashboard asking; the reflection can still be written afterwards", async () => {
    expect(await post(ended, { intent: "ahoraNo", wentWell: "ignorado" }, bruno.cookie)).toMatchObject({
      status: 302,
      location: "/dashboard",
    });
    expect(await rowOf(ended, bruno.id)).toMatchObject({ wentWell: null, dismissedAt: expect.any(String) });
    expect((await dashboard(bruno)).reflections).toEqual([]);
    // Nothing dismissed is shown as a reflection to the instructor.
    expect((await report(admin, ended)).reflections.map((r) => r.userId)).toEqual([ana.id]);
    expect(await post(ended, { ...full, wentWell: "Lo de Bruno" }, bruno.cookie)).toMatchObject({ status: 302 });
    expect(await rowOf(ended, bruno.id)).toMatchObject({ wentWell: "Lo de Bruno", dismissedAt: null });
  });

  it("nobody else writes: another session's participant, a pending account, an anonymous visitor; nor too early or too late", async () => {
    const before = await rowsOf(ended);
    // A participant of another session: as if the session did not exist.
    expect(await post(ended, full, carla.cookie)).toMatchObject({ status: 404, message: REFLECTION_MESSAGES.notFound });
    expect(await post(ended, { intent: "ahoraNo" }, carla.cookie)).toMatchObject({ status: 404 });
    // An administrator who was not a participant (the instructor's row does not count) writes none either.
    expect(await post(ended, full, admin.cookie)).toMatchObject({ status: 404 });
    // A pending account (linked before) is sent to /pendiente; an anonymous visitor to the start.
    expect(await post(ended, full, pedro.cookie)).toMatchObject({ status: 302, location: "/pendiente" });
    expect(await post(ended, full, "")).toMatchObject({ status: 302, location: "/" });
    expect(await post(ended, full, "__session=forged")).toMatchObject({ status: 302, location: "/" });
    expect(await rowsOf(ended)).toEqual(before);
    // A session that has not ended, one that ended more than 30 days ago, one that does not exist.
    expect(await post(running, full, ana.cookie)).toMatchObject({ status: 409, message: REFLECTION_MESSAGES.notEnded });
    expect(await post(old, full, ana.cookie)).toMatchObject({ status: 409, message: REFLECTION_MESSAGES.closed });
    expect(await post(crypto.randomUUID(), full, ana.cookie)).toMatchObject({ status: 404 });
    expect(await rowsOf(running)).toEqual([]);
    expect(await rowsOf(old)).toEqual([]);
    // Their pages too: 404 for anyone who did not take part.
    for (const user of [carla, admin])
      expect(
        await routeOutcome(() =>
          reflectionRoute.loader({ request: get(`/reflexion/${ended}`, user.cookie), params: { sessionId: ended }, context: context() }),
        ),
      ).toMatchObject({ status: 404 });
    expect(
      await routeOutcome(() =>
        reflectionRoute.loader({ request: get(`/reflexion/${ended}`, ""), params: { sessionId: ended }, context: context() }),
      ),
    ).toMatchObject({ status: 302 });
  });

  it("hostile input answers 400 in Spanish and writes nothing", async () => {
    const before = await rowOf(ended, ana.id);
    const cases: [Record<string, string>, string][] = [
      [{ ...full, confidenceBefore: "6" }, REFLECTION_MESSAGES.confidence],
      [{ ...full, confidenceAfter: "0" }, REFLECTION_MESSAGES.confidence],
      [{ ...full, confidenceAfter: "4.5" }, REFLECTION_MESSAGES.confidence],
      [{ ...full, confidenceBefore: " 3" }, REFLECTION_MESSAGES.confidence],
      [{ ...full, wentWell: "x".repeat(REFLECTION_TEXT_MAX + 1) }, REFLECTION_MESSAGES.tooLong],
      [{ ...full, wouldChange: "hola\u0000mundo" }, ""],
      [{ intent: "guardar", wentWell: "   ", wouldChange: "", confidenceBefore: "", confidenceAfter: "" }, REFLECTION_MESSAGES.empty],
      [{ ...full, userId: bruno.id }, "El formulario contiene campos no permitidos."],
      [{ ...full, intent: "borrar" }, "El formulario no es válido."],
      [{ wentWell: "sin intención" }, "El formulario no es válido."],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(ended, fields, ana.cookie);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      if (message) expect(answer.message).toBe(message);
    }
    // Repeated fields are not one value.
    const repeated = new URLSearchParams([...Object.entries(full), ["confidenceBefore", "3"]]);
    const twice = await routeOutcome(() =>
      reflectionRoute.action({
        request: new Request(`http://127.0.0.1:8787/reflexion/${ended}`, {
          method: "POST",
          headers: { Cookie: ana.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: repeated,
        }),
        params: { sessionId: ended },
        context: context(),
      }),
    );
    expect(twice.status).toBe(400);
    expect(await post("no-es-un-id", full, ana.cookie)).toMatchObject({ status: 404 });
    expect(await rowOf(ended, ana.id)).toEqual(before);
    expect(await rowOf(ended, carla.id)).toBeUndefined();
  });

  it("is private: a participant reads only their own in the report; the admin reads all; the evaluation shows it to its author alone", async () => {
    const forAdmin = await report(admin, ended);
    expect(forAdmin.reflections.map((r) => [r.userId, r.name])).toEqual([
      [ana.id, "Ana"],
      [bruno.id, "Bruno"],
    ]);
    const forBruno = await report(bruno, ended);
    expect(forBruno.reflections.map((r) => r.userId)).toEqual([bruno.id]);
    expect(JSON.stringify(forBruno)).not.toContain("Mejor de lo que pensaba.");
    const forAna = await report(ana, ended);
    expect(forAna.reflections.map((r) => r.wentWell)).toEqual(["Mejor de lo que pensaba."]);
    expect(JSON.stringify(forAna)).not.toContain("Lo de Bruno");
    // Someone who did not take part does not read the report at all.
    expect(await routeOutcome(() => report(carla, ended))).toMatchObject({ status: 404 });

    const evaluation = async (user: Who, query = "") =>
      (await evaluationRoute.loader({ request: get(`/evaluacion${query}`, user.cookie), params: {}, context: context() })) as {
        reflections: { sessionId: string; wentWell: string | null; given: boolean }[];
      };
    const own = await evaluation(ana);
    expect(own.reflections.find((r) => r.sessionId === ended)).toMatchObject({ wentWell: "Mejor de lo que pensaba.", given: true });
    expect(JSON.stringify(own)).not.toContain("Lo de Bruno");
    // An administrator looking at Ana's evaluation does not get her reflections there (the report is the instructor's place).
    // «Descargar mis datos» carries the person's own given reflections, not a dismissed one.
    expect((await personalData(t.app.db, ana.id))!.reflexiones).toEqual([
      expect.objectContaining({ queSalioBien: "Mejor de lo que pensaba.", confianzaDespues: 5 }),
    ]);
    expect((await personalData(t.app.db, carla.id))!.reflexiones).toEqual([]);
    const looked = await evaluation(admin, `?user=${ana.id}`);
    expect(looked.reflections).toEqual([]);
    expect(JSON.stringify(looked)).not.toContain("Mejor de lo que pensaba.");
  });
});
