/**
 * Issue 28 §2 against a real sqld: role and unit are an administrator's change (decision 0036),
 * written with its audit line, never the person's own in «Mi perfil»; every attempt keeps the role
 * and unit of its day, and the records show those; the migration fills the unit of older attempts
 * from the audit log; the administrators hear of a new request once its address is confirmed, without its DNI.
 */
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, auditLog, outbox, profiles } from "../../db/schema";
import { UNKNOWN_FIELD_MESSAGE } from "~/domain/forms";
import { readRecordFilters } from "~/domain/records";
import { confirmEmailToken, registerAccount } from "~/server/accounts.server";
import { startAttempt } from "../../app/online/attempts.server";
import { trainingRecords } from "~/server/records.server";
import { USER_MESSAGES } from "~/server/users.server";
import * as adminRoute from "~/routes/_app.admin";
import * as perfilRoute from "~/routes/_app.perfil";
import { ADMIN, adminIdOf, approvedUser, formPost, person, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let adminId: string;
let adminCookie: string;
let scenarioId: number;
beforeAll(async () => {
  t = await startTestApp();
  adminId = await adminIdOf(t.app);
  adminCookie = await signedInCookie(t.app, adminId);
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-lactante");
});
afterAll(() => t.stop());

const BASE = "http://127.0.0.1:8787";
const context = () => ({ app: { ...t.app } }) as never;
const adminAct = (fields: Record<string, string>) =>
  routeOutcome(() => adminRoute.action({ request: formPost("/admin", fields, adminCookie), params: {}, context: context() }));
const profileOf = async (id: string) => (await t.app.db.select().from(profiles).where(eq(profiles.id, id)))[0];
const auditOf = (userId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, "account.updated")));

describe("role and unit: an administrator's change, audited", () => {
  it("«Mi perfil» refuses a role or a unit and writes nothing; without them it saves the rest", async () => {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    const cookie = await signedInCookie(t.app, user.id);
    const before = await profileOf(user.id);
    const save = (fields: Record<string, string>) =>
      routeOutcome(() => perfilRoute.action({ request: formPost("/perfil", fields, cookie), params: {}, context: context() }));
    const own = { nombre: "Nombre nuevo", apellidos: before.apellidos, email: before.email, dni: before.dni };

    for (const forged of [{ rol: "medico" }, { unidad: "UCI" }, { rol: "medico", unidad: "UCI" }] as Record<string, string>[]) {
      expect(await save({ ...own, ...forged })).toMatchObject({ status: 400, message: UNKNOWN_FIELD_MESSAGE });
    }
    expect(await profileOf(user.id)).toMatchObject({ nombre: before.nombre, rol: "enfermeria", unidad: "Urgencias" });

    expect(await save(own)).toMatchObject({ status: 200, message: "Guardado correctamente ✔" });
    expect(await profileOf(user.id)).toMatchObject({ nombre: "Nombre nuevo", rol: "enfermeria", unidad: "Urgencias" });
    expect(await auditOf(user.id)).toHaveLength(0);
  });

  it("an administrator's change is written with its audit line: who, when, before and after", async () => {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    expect(await adminAct({ intent: "update", userId: user.id, rol: "medico", unidad: "UCI" })).toMatchObject({
      status: 200,
      message: USER_MESSAGES.updated,
    });
    expect(await profileOf(user.id)).toMatchObject({ rol: "medico", unidad: "UCI" });
    const lines = await auditOf(user.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: adminId,
      details: { antes: { rol: "enfermeria", unidad: "Urgencias" }, después: { rol: "medico", unidad: "UCI" } },
    });
  });
});

describe("records keep the role and unit of each attempt's day", () => {
  it("an attempt stores the unit it started with; after a change the records show both, and filter by the old one", async () => {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    await t.app.db.update(profiles).set({ apellidos: "Registros-del-día" }).where(eq(profiles.id, user.id));
    const first = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: "enfermeria", scenarioId });
    if (!first.ok) throw new Error("the first attempt did not start");
    expect((await t.app.db.select().from(attempts).where(eq(attempts.id, first.attemptId)))[0]).toMatchObject({
      role: "enfermeria",
      unit: "Urgencias",
    });
    // Finished, so that the next start is a new attempt.
    await t.app.db
      .update(attempts)
      .set({ finishedAt: new Date().toISOString(), status: "finalizado", score: 50 })
      .where(eq(attempts.id, first.attemptId));

    await adminAct({ intent: "update", userId: user.id, rol: "farmacia", unidad: "Farmacia" });
    const second = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: "farmacia", scenarioId });
    if (!second.ok || second.attemptId === first.attemptId) throw new Error("the second attempt did not start");

    const records = async (query: string) =>
      (await trainingRecords(t.app.db, readRecordFilters(new URLSearchParams(`q=Registros-del-día&${query}`)), null)).rows.map((row) => [
        row.rol,
        row.unidad,
        row.count,
      ]);
    expect(await records("orden=persona")).toEqual(
      expect.arrayContaining([
        ["enfermeria", "Urgencias", 1],
        ["farmacia", "Farmacia", 1],
      ]),
    );
    expect(await records("orden=persona")).toHaveLength(2);
    expect(await records("unidad=Urgencias")).toEqual([["enfermeria", "Urgencias", 1]]);
    expect(await records("rol=farmacia")).toEqual([["farmacia", "Farmacia", 1]]);
  });

  it("the migration fills older attempts' unit from the audit log's 'before', else today's unit", async () => {
    const user = await approvedUser(t.app, { rol: "medico" });
    const at = (day: number) => new Date(Date.UTC(2025, 0, day, 10)).toISOString();
    const old = (id: string, startedAt: string) =>
      t.app.db.insert(attempts).values({
        id,
        userId: user.id,
        scenarioId,
        role: "medico",
        startedAt,
        expiresAt: startedAt,
        timeLimit: 1800,
        finishedAt: startedAt,
        score: 70,
        status: "finalizado",
      });
    const [before, after] = [crypto.randomUUID(), crypto.randomUUID()];
    await old(before, at(1));
    await old(after, at(20));
    // Moved from Urgencias to UCI on day 10 by an administrator, then to Farmacia today.
    await t.app.db.insert(auditLog).values({
      actorId: adminId,
      action: "account.updated",
      targetUserId: user.id,
      at: at(10),
      details: { antes: { rol: "medico", unidad: "Urgencias" }, después: { rol: "medico", unidad: "UCI" } },
    });
    await t.app.db.insert(auditLog).values({
      actorId: adminId,
      action: "account.updated",
      targetUserId: user.id,
      at: new Date().toISOString(),
      details: { antes: { rol: "medico", unidad: "UCI" }, después: { rol: "medico", unidad: "Farmacia" } },
    });
    await t.app.db.update(profiles).set({ unidad: "Farmacia" }).where(eq(profiles.id, user.id));
    // Started after the last change: today's unit.
    const latest = crypto.randomUUID();
    await old(latest, new Date(Date.now() + 60_000).toISOString());

    // The migration's own statements, as committed.
    const migration = readFileSync(new URL("../../db/migrations/0017_role_unit_at_the_time.sql", import.meta.url), "utf8");
    const updates = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => statement.startsWith("UPDATE"));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await t.app.db.run(sql.raw(statement));

    const units = Object.fromEntries(
      (await t.app.db.select({ id: attempts.id, unit: attempts.unit }).from(attempts).where(eq(attempts.userId, user.id))).map((row) => [
        row.id,
        row.unit,
      ]),
    );
    expect(units).toEqual({ [before]: "Urgencias", [after]: "UCI", [latest]: "Farmacia" });
  });
});

describe("the administrators' notice of a new request", () => {
  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

  it("goes out once the address is confirmed, once, and carries no DNI", async () => {
    const input = person({ nombre: "Notificada", rol: "enfermeria", unidad: "UCI" });
    const reg = await registerAccount(t.app, input, BASE);
    if (!reg.ok) throw new Error("sign-up failed");
    await t.settle();
    const queued = async () => t.app.db.select().from(outbox).where(eq(outbox.userId, reg.userId));
    // At sign-up: only the person's own confirmation link.
    expect((await queued()).map((mail) => mail.kind)).toEqual(["confirm"]);
    expect(t.transport.sent.filter((mail) => mail.to === ADMIN.email && mail.text.includes(input.email))).toHaveLength(0);

    const token = tokenIn((await queued())[0].text);
    expect(await confirmEmailToken(t.app, token, null, BASE)).toMatchObject({ status: "confirmed" });
    await t.settle();
    const notices = (await queued()).filter((mail) => mail.kind === "new_user");
    expect(notices.map((mail) => mail.to)).toEqual([ADMIN.email]);
    const [notice] = notices;
    expect(notice.subject).toBe(`Nueva solicitud de acceso: Notificada ${input.apellidos}`);
    expect(notice.text).toContain(`Email: ${input.email}`);
    expect(notice.text).toContain("Rol: Enfermería");
    expect(notice.text).toContain("Unidad: UCI");
    expect(notice.text).toContain(`${BASE}/admin`);
    expect(notice.text).not.toContain(input.dni);
    expect(notice.text).not.toMatch(/DNI/i);
    const delivered = t.transport.sent.filter((mail) => mail.to === ADMIN.email && mail.text.includes(input.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text).not.toContain(input.dni);

    // The link again, or a confirmation link resent and followed: no second notice.
    expect(await confirmEmailToken(t.app, token, null, BASE)).toEqual({ status: "invalid" });
    expect((await queued()).filter((mail) => mail.kind === "new_user")).toHaveLength(1);
  });
});
