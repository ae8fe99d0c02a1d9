/**
 * Ids in URLs and forms are plain decimal integers (issue 31): another way of writing a real
 * scenario's id ("0x10", "1e1", " 16", "+16", "16.0", "016") is refused with a 4xx, never read as it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presencialSessions, scenarios } from "../../db/schema";
import { createSession } from "~/presencial/store.server";
import * as consoleRoute from "~/routes/_app.presencial.instructor.$scenarioId.$sessionId";
import * as exportRoute from "~/routes/admin.escenarios.$id.exportar";
import * as studioRoute from "~/routes/_app.admin_.escenarios";
import * as presencialConfirmRoute from "~/routes/_app.presencial.$id.confirm";
import * as onlineConfirmRoute from "~/routes/_app.simulacion.$id.confirm";
import { adminIdOf, formPost, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signedInCookie(t.app, await adminIdOf(t.app));
});
afterAll(() => t.stop());

const context = () => ({ app: { ...t.app } }) as never;
const get = (path: string) => new Request(`http://127.0.0.1:8787${path}`, { headers: { Cookie: cookie } });
/** The same number written as people and `Number()` might, but not as the product writes it. */
const disguises = (n: number) => [`0x${n.toString(16)}`, `${n / 10}e1`, `${n}.0`, ` ${n}`, `+${n}`, `0${n}`, `${n}e0`];

describe("a scenario's id written another way", () => {
  it("is not the scenario: the online and in-person pages and the export answer 404", async () => {
    const online = await scenarioIdBySlug(t.app, "shock-septico-lactante");
    const inPerson = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
    const pages = [
      (id: string) => onlineConfirmRoute.loader({ request: get(`/simulacion/${id}/confirm`), params: { id }, context: context() }),
      (id: string) => exportRoute.loader({ request: get(`/admin/escenarios/${id}/exportar`), params: { id }, context: context() }),
    ];
    for (const page of pages) {
      expect((await routeOutcome(() => page(String(online)))).status).toBe(200);
      for (const id of disguises(online)) expect((await routeOutcome(() => page(id))).status, id).toBe(404);
    }
    const inPersonPage = (id: string) =>
      presencialConfirmRoute.loader({ request: get(`/presencial/${id}/confirm`), params: { id }, context: context() });
    expect((await routeOutcome(() => inPersonPage(String(inPerson)))).status).toBe(200);
    for (const id of disguises(inPerson)) expect((await routeOutcome(() => inPersonPage(id))).status, id).toBe(404);
  });

  it("in a form is refused with a 4xx and changes nothing", async () => {
    const id = await scenarioIdBySlug(t.app, "shock-septico-lactante");
    for (const written of disguises(id)) {
      const answer = await routeOutcome(() =>
        studioRoute.action({
          request: formPost("/admin/escenarios", { intent: "archive", scenarioId: written }, cookie),
          params: {},
          context: context(),
        }),
      );
      expect(answer.status, written).toBeGreaterThanOrEqual(400);
      expect(answer.status, written).toBeLessThan(500);
    }
    const [row] = await t.app.db.select({ archivedAt: scenarios.archivedAt }).from(scenarios).where(eq(scenarios.id, id));
    expect(row.archivedAt).toBeNull();
  });

  it("in a console command's address is not the session's scenario: 404, and the command is not applied", async () => {
    const scenarioId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
    const session = await createSession(t.app.db, { scenarioId, instructorId: await adminIdOf(t.app), flow: "dual", participants: [] });
    const start = (written: string) =>
      routeOutcome(() =>
        consoleRoute.action({
          request: formPost(`/presencial/instructor/${written}/${session.id}`, { intent: "start" }, cookie),
          params: { scenarioId: written, sessionId: session.id },
          context: context(),
        }),
      );
    const started = async () =>
      (await t.app.db.select({ at: presencialSessions.startedAt }).from(presencialSessions).where(eq(presencialSessions.id, session.id)))[0]
        .at;
    for (const written of disguises(scenarioId)) expect((await start(written)).status, written).toBe(404);
    expect(await started()).toBeNull();
    expect((await start(String(scenarioId))).status).toBe(200);
    expect(await started()).not.toBeNull();
  });
});
