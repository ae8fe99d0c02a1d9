// The report's debrief guide (decision 0042): who may save ticks and notes, what a refused form writes (nothing), who sees the guide.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presencialSessions, profiles, scenarioPresencial, sessionActions, sessionDebrief } from "../../db/schema";
import { DEBRIEF_MESSAGES } from "~/domain/debrief-guide";
import { DOSE_MESSAGES } from "~/presencial/planner";
import { createSession } from "~/presencial/store.server";
import * as reportRoute from "~/routes/_app.presencial.$id.informe";
import { adminIdOf, approvedUser, formPost, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let sessionId: string;
let adminCookie: string;
let participantCookie: string;
let learnerCookie: string;
let pendingCookie: string;
let path: string;
let kpiKey: string;

const context = () => ({ app: { ...t.app } }) as never;

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
  const adminId = await adminIdOf(t.app);
  const participant = await approvedUser(t.app, { rol: "medico" });
  const learner = await approvedUser(t.app);
  const pending = await approvedUser(t.app);
  await t.app.db.update(profiles).set({ approved: false, approvedAt: null }).where(eq(profiles.id, pending.id));
  [adminCookie, participantCookie, learnerCookie, pendingCookie] = await Promise.all(
    [adminId, participant.id, learner.id, pending.id].map((id) => signedInCookie(t.app, id)),
  );
  // The fixture: one time KPI of the case gets a target of 5 min (the clinical targets are another change's).
  const [row] = await t.app.db.select().from(scenarioPresencial).where(eq(scenarioPresencial.scenarioId, scenarioId));
  const timed = row.kpis.find((k) => k.kind === "time_to_first" && k.action !== "inicio_antibiotico")!;
  kpiKey = timed.key;
  const kpis = row.kpis.map((k) =>
    k.key === kpiKey ? { ...k, target: { at_most: 300 }, question: "¿Qué retrasó la decisión?", source: "SSC 2020" } : k,
  );
  await t.app.db.update(scenarioPresencial).set({ kpis }).where(eq(scenarioPresencial.scenarioId, scenarioId));
  const dosed = row.interventions.find((i) => i.dose && i.key !== timed.action)!;
  ({ id: sessionId } = await createSession(t.app.db, {
    scenarioId,
    instructorId: adminId,
    flow: "dual",
    participants: [{ role: "medico", name: "Ana Pérez", userId: participant.id }],
  }));
  await t.app.db.update(presencialSessions).set({ startedAt: new Date().toISOString() }).where(eq(presencialSessions.id, sessionId));
  await t.app.db.insert(sessionActions).values([
    { sessionId, actionKey: timed.action!, atSeconds: 400, payload: {} },
    { sessionId, actionKey: dosed.key, atSeconds: 190, payload: { dose: 1, route: dosed.routes[0] }, flag: DOSE_MESSAGES.tenTimes },
  ]);
  path = `/presencial/${scenarioId}/informe?session=${sessionId}`;
});
afterAll(() => t.stop());

const saved = () => t.app.db.select().from(sessionDebrief).where(eq(sessionDebrief.sessionId, sessionId));
const fields = (extra: [string, string][] = []) => [
  ["sesion", sessionId],
  ["punto", "reacciones"],
  ["punto", `kpi:${kpiKey}`],
  ["punto", "dose:0"],
  ["punto", "general"],
  ["tratado", `kpi:${kpiKey}`],
  [`nota.kpi:${kpiKey}`, "Se habló de la preparación de la perfusión"],
  ["nota.general", "Buen trabajo en equipo"],
  ...extra,
];
function post(cookie: string, entries: string[][], to = path) {
  const request = formPost(to, {}, cookie);
  return new Request(request.url, { method: "POST", headers: request.headers, body: new URLSearchParams(entries) });
}
const act = (cookie: string, entries: string[][], to = path) =>
  routeOutcome(() => reportRoute.action({ request: post(cookie, entries, to), context: context(), params: { id: String(scenarioId) } }));
const load = (cookie: string) =>
  reportRoute.loader({
    request: new Request(`http://127.0.0.1:8787${path}`, { headers: { Cookie: cookie } }),
    context: context(),
    params: { id: String(scenarioId) },
  });

describe("the debrief guide's form", () => {
  it("only the instructor (an administrator) writes: strangers are sent to sign in, the rest refused, nothing written", async () => {
    expect(await act("", fields())).toMatchObject({ status: 302, location: "/" });
    expect(await act(pendingCookie, fields())).toMatchObject({ status: 302, location: "/pendiente" });
    expect(await act(learnerCookie, fields())).toMatchObject({ status: 403, message: "Acceso restringido" });
    // Having taken part gives the right to read the report, not to write the instructor's debrief.
    expect(await act(participantCookie, fields())).toMatchObject({ status: 403, message: "Acceso restringido" });
    expect(await saved()).toEqual([]);
  });

  it("hostile or broken input writes nothing and says why in Spanish", async () => {
    const refused = [
      fields([["tratado", "resumen"]]), // a tick for a point the form did not list
      fields([["punto", "x'); drop table session_debrief; --"]]),
      fields([["punto", "reacciones"]]), // the same point twice
      fields([["nota.reacciones", "x".repeat(2001)]]),
      fields([["nota.reacciones", "texto\u202Eoculto"]]),
      fields().filter(([name]) => name !== "sesion"),
      fields().map(([name, value]) => (name === "sesion" ? [name, "no-es-un-id"] : [name, value])),
    ];
    for (const [i, entries] of refused.entries()) expect([i, (await act(adminCookie, entries)).status]).toEqual([i, 400]);
    expect(await act(adminCookie, fields([["nota.reacciones", "x".repeat(2001)]]))).toMatchObject({
      status: 400,
      message: DEBRIEF_MESSAGES.noteTooLong,
    });
    expect(await act(adminCookie, fields([["tratado", "resumen"]]))).toMatchObject({ status: 400, message: DEBRIEF_MESSAGES.invalid });
    // A session that does not exist: 404, nothing written anywhere.
    const other = crypto.randomUUID();
    const missing = fields().map(([name, value]) => (name === "sesion" ? [name, other] : [name, value]));
    expect((await act(adminCookie, missing)).status).toBe(404);
    expect(await t.app.db.select().from(sessionDebrief)).toEqual([]);
  });

  it("the instructor saves ticks and notes, under both addresses; saving again replaces them", async () => {
    const done = await act(adminCookie, fields());
    expect(done).toMatchObject({ status: 302 });
    expect(done.location).toBe(`/presencial/${scenarioId}/informe?session=${sessionId}&debriefing=guardado#guia-debriefing`);
    const rows = Object.fromEntries((await saved()).map((r) => [r.pointKey, [r.discussed, r.note]]));
    expect(rows).toEqual({
      reacciones: [false, ""],
      [`kpi:${kpiKey}`]: [true, "Se habló de la preparación de la perfusión"],
      "dose:0": [false, ""],
      general: [false, "Buen trabajo en equipo"],
    });
    const second = `/evaluacion/informe/${sessionId}`;
    const again = await routeOutcome(() =>
      reportRoute.action({
        request: post(adminCookie, [...fields().filter(([n]) => n !== "tratado"), ["tratado", "dose:0"]], second),
        context: context(),
        params: { sessionId },
      }),
    );
    expect(again).toMatchObject({ status: 302, location: `${second}?debriefing=guardado#guia-debriefing` });
    const after = Object.fromEntries((await saved()).map((r) => [r.pointKey, r.discussed]));
    expect(after).toMatchObject({ [`kpi:${kpiKey}`]: false, "dose:0": true });
  });

  it("the report gives the instructor the guide from the session's figures and what was saved; participants get no guide", async () => {
    const admin = (await load(adminCookie)) as Awaited<ReturnType<typeof reportRoute.loader>>;
    const guide = admin.debrief!.guide;
    // The case's own targets (its antibiotic within the hour, no dose out of range) and the one this test set.
    expect(guide.analysis.map((p) => [p.key, p.status])).toEqual([
      ["kpi:minutos_antibiotico", "never"],
      [`kpi:${kpiKey}`, "missed"],
      ["kpi:dosis_fuera_rango", "missed"],
      ["dose:0", "flagged"],
    ]);
    const point = (key: string) => guide.analysis.find((p) => p.key === key)!;
    expect(point(`kpi:${kpiKey}`).text).toMatch(/: T\+6:40; el objetivo es ≤ 5 min\.$/);
    expect(point(`kpi:${kpiKey}`).question).toBe("¿Qué retrasó la decisión?");
    expect(point("dose:0").text).toMatch(/^Se administró una dosis 10 veces mayor de .+ a T\+3:10: ¿qué barreras fallaron\?$/);
    expect(admin.debrief!.saved.general).toEqual({ discussed: false, note: "Buen trabajo en equipo" });
    const participant = (await load(participantCookie)) as Awaited<ReturnType<typeof reportRoute.loader>>;
    expect(participant.report.session_id).toBe(sessionId);
    expect(participant.debrief).toBeNull();
  });
});
