/**
 * Latent safety threats against a real sqld (issue 27 §3, decision 0043): who may do what on every
 * new route (anonymous, pending, approved learner, owner, admin), hostile forms that write nothing,
 * the history in the audit log, the report's list, and the owner's mails once per event however
 * often the cron runs.
 */
import { parse } from "csv-parse/sync";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, presencialParticipants, presencialSessions, profiles, safetyThreats } from "../../db/schema";
import { MALFORMED_MESSAGE, TEXT_CHARS_MESSAGE, UNKNOWN_FIELD_MESSAGE } from "~/domain/forms";
import { THREAT_COLUMNS, THREAT_MESSAGES } from "~/domain/safety";
import { reportLoader } from "~/presencial/report.server";
import { queueThreatReminders } from "~/server/safety.server";
import * as csvRoute from "~/routes/admin.seguridad[.]csv";
import * as listRoute from "~/routes/_app.admin_.seguridad";
import * as threatRoute from "~/routes/_app.seguridad.$id";
import { adminIdOf, approvedUser, formPost, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let sessionId: string;
const cookies = { anonymous: "", pending: "", learner: "", owner: "", admin: "" };
type Visitor = keyof typeof cookies;
const VISITORS = Object.keys(cookies) as Visitor[];
let ownerId: string;
let pendingId: string;
let adminId: string;

/** A fresh context per request, as in the Worker (the viewer is cached per context). */
const context = () => ({ app: { ...t.app } }) as never;
const BASE = "http://127.0.0.1:8787";
const get = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-pediatrico");
  adminId = await adminIdOf(t.app);
  const owner = await approvedUser(t.app);
  const learner = await approvedUser(t.app);
  const pending = await approvedUser(t.app);
  await t.app.db.update(profiles).set({ approved: false, approvedAt: null }).where(eq(profiles.id, pending.id));
  ownerId = owner.id;
  pendingId = pending.id;
  cookies.owner = await signedInCookie(t.app, owner.id);
  cookies.learner = await signedInCookie(t.app, learner.id);
  cookies.pending = await signedInCookie(t.app, pending.id);
  cookies.admin = await signedInCookie(t.app, adminId);
  sessionId = crypto.randomUUID();
  await t.app.db.insert(presencialSessions).values({ id: sessionId, scenarioId, userId: adminId, publicCode: "SEG123", flow: "dual" });
  // The learner took part: they may read the report, but not its threats.
  await t.app.db.insert(presencialParticipants).values({ sessionId, role: "enfermeria", name: "Alumna", userId: learner.id });
}, 60_000);
afterAll(() => t?.stop());

const threatFields = (overrides: Record<string, string> = {}) => ({
  sessionId,
  found: "El carro de paradas no tiene parches de desfibrilación pediátricos",
  category: "equipamiento",
  severity: "alto",
  unit: "Urgencias",
  ownerId,
  dueDate: "2030-01-15",
  volver: `/presencial/instructor/${scenarioId}/${sessionId}`,
  ...overrides,
});

const record = (cookie: string, fields: Record<string, string> = threatFields()) =>
  routeOutcome(() => listRoute.action({ request: formPost("/admin/seguridad", fields, cookie), params: {}, context: context() }));

/** Everything a threat's recording or change writes, counted. */
async function written() {
  const [[threats], [audits], [mails]] = await Promise.all([
    t.app.db.select({ n: count() }).from(safetyThreats),
    t.app.db.select({ n: count() }).from(auditLog).where(like(auditLog.action, "threat.%")),
    t.app.db.select({ n: count() }).from(outbox).where(like(outbox.kind, "threat_%")),
  ]);
  return { threats: threats.n, audits: audits.n, mails: mails.n };
}

async function recordedThreat(overrides: Record<string, string> = {}) {
  const outcome = await record(cookies.admin, threatFields(overrides));
  expect(outcome.status, outcome.message).toBe(302);
  const [row] = await t.app.db
    .select()
    .from(safetyThreats)
    .orderBy(safetyThreats.id)
    .limit(1)
    .offset((await written()).threats - 1);
  return row;
}

describe("recording a threat", () => {
  it("is for administrators only: everyone else writes nothing", async () => {
    const expected: Record<Visitor, number> = { anonymous: 302, pending: 403, learner: 403, owner: 403, admin: 302 };
    for (const visitor of VISITORS) {
      const before = await written();
      const outcome = await record(cookies[visitor]);
      expect(outcome.status, visitor).toBe(expected[visitor]);
      const after = await written();
      if (visitor === "admin") {
        expect(after).toEqual({ threats: before.threats + 1, audits: before.audits + 1, mails: before.mails + 1 });
        expect(outcome.location).toBe(`/presencial/instructor/${scenarioId}/${sessionId}`);
      } else {
        expect(after, visitor).toEqual(before);
        if (visitor === "anonymous") expect(outcome.location).toBe("/");
      }
    }
  });

  it("refuses hostile input with a Spanish message and a 4xx, writing nothing", async () => {
    const long = "x".repeat(2001);
    const cases: [Record<string, string>, number, string][] = [
      [threatFields({ found: "   " }), 400, THREAT_MESSAGES.found],
      [threatFields({ found: long }), 400, THREAT_MESSAGES.foundTooLong],
      [threatFields({ found: "Parches\u0000<script>" }), 400, TEXT_CHARS_MESSAGE],
      [threatFields({ category: "otros" }), 400, THREAT_MESSAGES.category],
      [threatFields({ severity: "critica" }), 400, THREAT_MESSAGES.severity],
      [threatFields({ unit: "Cocina" }), 400, THREAT_MESSAGES.unit],
      [threatFields({ ownerId: "1 or 1=1" }), 400, THREAT_MESSAGES.owner],
      [threatFields({ dueDate: "2026-02-30" }), 400, THREAT_MESSAGES.dueDate],
      [threatFields({ dueDate: "mañana" }), 400, THREAT_MESSAGES.dueDate],
      [threatFields({ sessionId: "x'; drop table safety_threats; --" }), 400, MALFORMED_MESSAGE],
      [{ ...threatFields(), status: "resuelta" }, 400, UNKNOWN_FIELD_MESSAGE],
      [threatFields({ ownerId: pendingId }), 422, THREAT_MESSAGES.ownerNotFound],
      [threatFields({ ownerId: crypto.randomUUID() }), 422, THREAT_MESSAGES.ownerNotFound],
      [threatFields({ sessionId: crypto.randomUUID() }), 404, THREAT_MESSAGES.sessionNotFound],
    ];
    for (const [fields, status, message] of cases) {
      const before = await written();
      const outcome = await record(cookies.admin, fields);
      expect({ status: outcome.status, message: outcome.message }, JSON.stringify(fields).slice(0, 120)).toEqual({ status, message });
      expect(await written()).toEqual(before);
    }
    // Where a form sends one back is this site's console or report, never elsewhere.
    const elsewhere = await record(cookies.admin, threatFields({ volver: "https://example.org/" }));
    expect([elsewhere.status, elsewhere.location]).toEqual([302, "/admin/seguridad"]);
  });

  it("mails the owner once, with a link to the threat and SiNASP", async () => {
    t.transport.sent = [];
    const threat = await recordedThreat({ found: "Bomba de perfusión que nadie sabe programar" });
    await t.settle();
    const mails = t.transport.sent.filter((mail) => mail.text.includes("Bomba de perfusión"));
    expect(mails).toHaveLength(1);
    const [owner] = await t.app.db.select().from(profiles).where(eq(profiles.id, ownerId));
    expect(mails[0].to).toBe(owner.email);
    expect(mails[0].subject).toBe("Se te ha asignado una amenaza latente de seguridad");
    expect(mails[0].text).toContain(`/seguridad/${threat.id}`);
    expect(mails[0].text).toContain("Fecha límite: 15/01/2030");
    expect(mails[0].text).toContain("https://www.sinasp.es/");
  });
});

describe("the list, the file and a threat's page", () => {
  it("/admin/seguridad and its CSV: administrators only", async () => {
    const expected: Record<Visitor, number> = { anonymous: 302, pending: 302, learner: 302, owner: 302, admin: 200 };
    for (const visitor of VISITORS) {
      const page = await routeOutcome(() =>
        listRoute.loader({ request: get("/admin/seguridad", cookies[visitor]), params: {}, context: context() }),
      );
      const file = await routeOutcome(() =>
        csvRoute.loader({ request: get("/admin/seguridad.csv", cookies[visitor]), params: {}, context: context() }),
      );
      expect([page.status, file.status], visitor).toEqual([expected[visitor], expected[visitor]]);
    }
    const loaded = await listRoute.loader({
      request: get("/admin/seguridad?categoria=equipamiento", cookies.admin),
      params: {},
      context: context(),
    });
    expect(loaded.rows.length).toBeGreaterThan(0);
    expect(loaded.rows.every((row) => row.category === "equipamiento")).toBe(true);
    expect(loaded.summary.byCategory.find((entry) => entry.category === "equipamiento")!.count).toBeGreaterThan(0);
  });

  it("the CSV reads back: BOM, ';', the hospital's dates, one row per threat", async () => {
    // The separator, quotes and a formula-looking start stay inside their cell, harmless.
    const found = '=HYPERLINK("x"); aspirador sin sondas del n.º 8';
    await recordedThreat({ found, category: "entorno", severity: "extremo", unit: "UCI", dueDate: "2030-02-01" });
    const response = (await csvRoute.loader({
      request: get("/admin/seguridad.csv", cookies.admin),
      params: {},
      context: context(),
    })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The BOM, for a Spanish spreadsheet to read UTF-8 (a TextDecoder would drop it silently).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { delimiter: ";" }) as string[][];
    expect(rows[0]).toEqual([...THREAT_COLUMNS]);
    expect(rows.length - 1).toBe((await written()).threats);
    const row = rows.find((cells) => cells[1] === `'${found}`)!;
    expect(row.slice(2, 5)).toEqual(["Entorno", "Riesgo extremo", "UCI"]);
    expect(row[7]).toBe("01/02/2030");
    expect(row[8]).toBe("Abierta");
    expect(row[10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("a threat's page: its owner and administrators; a learner finds nothing", async () => {
    const threat = await recordedThreat();
    const expected: Record<Visitor, number> = { anonymous: 302, pending: 302, learner: 404, owner: 200, admin: 200 };
    for (const visitor of VISITORS) {
      const page = await routeOutcome(() =>
        threatRoute.loader({
          request: get(`/seguridad/${threat.id}`, cookies[visitor]),
          params: { id: String(threat.id) },
          context: context(),
        }),
      );
      expect(page.status, visitor).toBe(expected[visitor]);
    }
    const bad = await routeOutcome(() =>
      threatRoute.loader({ request: get("/seguridad/1e3", cookies.admin), params: { id: "1e3" }, context: context() }),
    );
    expect([bad.status, bad.message]).toEqual([404, THREAT_MESSAGES.notFound]);
  });

  it("the report lists the session's threats for administrators only", async () => {
    const load = async (cookie: string) =>
      (await reportLoader({
        request: get(`/presencial/${scenarioId}/informe?session=${sessionId}`, cookie),
        params: { id: String(scenarioId) },
        context: context(),
      })) as { safety: { threats: { found: string }[]; owners: { id: string }[] } | null };
    const admin = await load(cookies.admin);
    expect(admin.safety!.threats.map((threat) => threat.found)).toContain("Bomba de perfusión que nadie sabe programar");
    expect(admin.safety!.owners.map((owner) => owner.id)).toContain(ownerId);
    expect(admin.safety!.owners.map((owner) => owner.id)).not.toContain(pendingId);
    expect((await load(cookies.learner)).safety).toBeNull();
  });
});

describe("changing a threat's status", () => {
  const change = (id: number, cookie: string, fields: Record<string, string>) =>
    routeOutcome(() =>
      threatRoute.action({ request: formPost(`/seguridad/${id}`, fields, cookie), params: { id: String(id) }, context: context() }),
    );

  it("by its owner or an administrator, each change in the audit log with who, when and the note", async () => {
    const threat = await recordedThreat();
    const expected: Record<Visitor, number> = { anonymous: 302, pending: 302, learner: 404, owner: 200, admin: 200 };
    const statuses: Record<Visitor, string> = {
      anonymous: "descartada",
      pending: "descartada",
      learner: "descartada",
      owner: "en curso",
      admin: "resuelta",
    };
    for (const visitor of VISITORS) {
      const before = await written();
      const outcome = await change(threat.id, cookies[visitor], { status: statuses[visitor], note: `Nota de ${visitor}` });
      expect(outcome.status, visitor).toBe(expected[visitor]);
      expect((await written()).audits, visitor).toBe(before.audits + (expected[visitor] === 200 ? 1 : 0));
    }
    const [after] = await t.app.db.select().from(safetyThreats).where(eq(safetyThreats.id, threat.id));
    expect(after.status).toBe("resuelta");
    expect(after.resolvedAt).not.toBeNull();
    const page = await threatRoute.loader({
      request: get(`/seguridad/${threat.id}`, cookies.owner),
      params: { id: String(threat.id) },
      context: context(),
    });
    expect(
      page.history.map((entry) => [entry.action, (entry.details as { to: string }).to, (entry.details as { note?: string }).note]),
    ).toEqual([
      ["threat.recorded", "abierta", undefined],
      ["threat.status_changed", "en curso", "Nota de owner"],
      ["threat.status_changed", "resuelta", "Nota de admin"],
    ]);
    expect(page.history[1].actorName).not.toBeNull();
    expect(page.history[1].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("refuses hostile input with a Spanish message and a 4xx, writing nothing", async () => {
    const threat = await recordedThreat();
    const cases: [Record<string, string>, number, string][] = [
      [{ status: "cerrada", note: "x" }, 400, THREAT_MESSAGES.status],
      [{ status: "resuelta", note: "  " }, 400, THREAT_MESSAGES.note],
      [{ status: "resuelta", note: "x".repeat(1001) }, 400, THREAT_MESSAGES.noteTooLong],
      [{ status: "resuelta", note: "ok", ownerId: pendingId }, 400, UNKNOWN_FIELD_MESSAGE],
      [{ status: "abierta", note: "ya lo estaba" }, 409, THREAT_MESSAGES.sameStatus],
    ];
    for (const [fields, status, message] of cases) {
      const before = await written();
      const outcome = await change(threat.id, cookies.owner, fields);
      expect({ status: outcome.status, message: outcome.message }, JSON.stringify(fields).slice(0, 80)).toEqual({ status, message });
      expect(await written()).toEqual(before);
    }
    const [same] = await t.app.db.select().from(safetyThreats).where(eq(safetyThreats.id, threat.id));
    expect(same.status).toBe("abierta");
    const missing = await change(999_999, cookies.admin, { status: "resuelta", note: "x" });
    expect([missing.status, missing.message]).toEqual([404, THREAT_MESSAGES.notFound]);
  });
});

describe("the owner's reminders", () => {
  it("go once on the due date and once when overdue, however often (and however many at once) the cron runs", async () => {
    const due = await recordedThreat({ found: "Protocolo de adrenalina contradictorio", dueDate: "2031-03-10" });
    const closed = await recordedThreat({ found: "Amenaza ya resuelta", dueDate: "2031-03-10" });
    await t.app.db.update(safetyThreats).set({ status: "resuelta" }).where(eq(safetyThreats.id, closed.id));
    const mailsOf = async (kind: "threat_due" | "threat_overdue") =>
      (await t.app.db.select().from(outbox).where(eq(outbox.kind, kind))).filter(
        (mail) => mail.text.includes(`/seguridad/${due.id}\n`) || mail.text.includes(`/seguridad/${closed.id}\n`),
      );
    const dayBefore = new Date("2031-03-09T12:00:00Z");
    const onTheDay = new Date("2031-03-10T08:00:00Z");
    const dayAfter = new Date("2031-03-11T08:00:00Z");
    await queueThreatReminders(t.app, dayBefore);
    expect(await mailsOf("threat_due")).toHaveLength(0);
    await Promise.all([
      queueThreatReminders(t.app, onTheDay),
      queueThreatReminders(t.app, onTheDay),
      queueThreatReminders(t.app, onTheDay),
    ]);
    await queueThreatReminders(t.app, onTheDay);
    const dueMails = await mailsOf("threat_due");
    expect(dueMails).toHaveLength(1);
    expect(dueMails[0].subject).toBe("Hoy vence una amenaza latente de seguridad");
    expect(dueMails[0].text).toContain(`/seguridad/${due.id}`);
    expect(await mailsOf("threat_overdue")).toHaveLength(0);
    for (let run = 0; run < 3; run++) await queueThreatReminders(t.app, dayAfter);
    await Promise.all([queueThreatReminders(t.app, dayAfter), queueThreatReminders(t.app, dayAfter)]);
    const overdue = await mailsOf("threat_overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0].subject).toBe("Amenaza latente de seguridad vencida");
    expect(overdue[0].text).toContain("https://www.sinasp.es/");
    expect(await mailsOf("threat_due")).toHaveLength(1);
  });

  it("the due date is a day in the hospital's zone", async () => {
    const due = await recordedThreat({ found: "Toma de oxígeno sin caudalímetro", dueDate: "2032-06-01" });
    // 23:30 UTC on 31 May is already 1 June in Madrid (UTC+2 in summer).
    await queueThreatReminders(t.app, new Date("2032-05-31T23:30:00Z"));
    const [row] = await t.app.db.select().from(safetyThreats).where(eq(safetyThreats.id, due.id));
    expect(row.dueMailedAt).not.toBeNull();
    expect(row.overdueMailedAt).toBeNull();
  });
});
