import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { attempts, credentials, presencialSessions, profiles, scenarios, scenarioVariables, sessionVariables } from "../../db/schema";
import { dniFor } from "../../app/domain/dni";
import { SENSOR_KEYS, SENSORS } from "../../app/presencial/monitor/equipment";
import { createDb } from "../../app/server/db.server";
import { hashPassword } from "../../app/server/password.server";

export const E2E_ADMIN = { email: "admin@simped.test", password: "admin-e2e-password" };
/** INSTITUTION_NAME of the e2e Worker: it heads the printed reports. */
export const E2E_INSTITUTION = "Hospital Universitario de Pruebas";

export type Mail = { to: string[]; subject: string; text: string };

/** Waits for a message to `to` (whose subject matches, and whose text holds `contains`) at the test's SMTP server. */
export async function waitForMail(to: string, subject: RegExp, contains = "", timeoutMs = 15_000): Promise<Mail> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), "utf8")) as Mail;
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject) && mail.text.includes(contains)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail: ${mail.text}`);
  return match[0];
}

let sequence = 0;
/** A new, valid person for a registration: unique e-mail and DNI. */
export function newPerson() {
  sequence++;
  const number = 50000000 + ((Date.now() * 10 + sequence + process.pid) % 40000000);
  return {
    nombre: "Irene",
    apellidos: "Santos Vidal",
    email: `irene.${number}@example.org`,
    password: "clave-segura-1",
    dni: dniFor(number),
  };
}

/** Straight into the database: an account in a given state, for tests about where people land. */
export async function seedAccount(state: { verified: boolean; approved: boolean; isAdmin?: boolean }) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const person = newPerson();
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db.batch([
    db.insert(profiles).values({
      id,
      email: person.email,
      nombre: person.nombre,
      apellidos: person.apellidos,
      dni: person.dni,
      rol: "enfermeria",
      unidad: "Urgencias",
      verifiedAt: state.verified ? now : null,
      approved: state.approved,
      approvedAt: state.approved ? now : null,
      isAdmin: state.isAdmin ?? false,
    }),
    db.insert(credentials).values({ userId: id, passwordHash: await hashPassword(person.password) }),
  ]);
  db.$client.close();
  return { ...person, id };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/");
  const form = page.locator("#entrar");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

/** The seeded administrator, signed in, on the studio's list. */
export async function openStudio(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto("/admin/escenarios");
}

/**
 * A projection screen is accessible: checked with its controls focused, so they are fully shown and
 * never halfway through their fade (axe would measure a half-transparent button's contrast).
 */
export async function expectProjectionAccessible(screen: Page) {
  const controls = screen.getByText("Conectado").locator("xpath=..");
  await controls.getByRole("button").first().focus();
  await expect(controls).toHaveCSS("opacity", "1");
  await expectAccessible(screen);
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

export async function scenarioIdBySlug(slug: string): Promise<number> {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const [row] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, slug));
  db.$client.close();
  return row.id;
}

/** Finished attempts straight into the database (to reach the cap without playing them). */
export async function seedFinishedAttempts(userId: string, scenarioId: number, count: number) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const now = Date.now();
  await db.insert(attempts).values(
    Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      scenarioId,
      role: "enfermeria",
      // As a start writes it: the unit the person has when the attempt begins.
      unit: sql`(select unidad from profiles where id = ${userId})`,
      startedAt: new Date(now - (count - i) * 3_600_000).toISOString(),
      expiresAt: new Date(now - (count - i) * 3_600_000 + 900_000).toISOString(),
      timeLimit: 900,
      finishedAt: new Date(now - (count - i) * 3_600_000 + 600_000).toISOString(),
      correctCount: 5,
      totalCount: 10,
      score: 50,
      status: "finalizado" as const,
    })),
  );
  db.$client.close();
}

/** 'Finalizar' as the console asks for it: open the confirmation (which counts unmarked checklist items), then confirm. */
export async function finishSession(page: Page) {
  const control = page.locator("details").filter({ has: page.getByText("Finalizar…", { exact: true }) });
  if ((await control.getAttribute("open")) === null) await control.getByText("Finalizar…", { exact: true }).click();
  await expect(
    control.getByText(/^(Queda 1 ítem|Quedan \d+ ítems) del checklist sin marcar\.$|^Todo el checklist está marcado\.$/),
  ).toBeVisible();
  await control.getByRole("button", { name: "Finalizar", exact: true }).click();
}

export type Live = {
  page: Page;
  request: APIRequestContext;
  consolePath: string;
  code: string;
  variables: Map<string, number>;
  close: () => Promise<void>;
};

/** A running dual session of a scenario, driven through the console's own forms. */
export async function liveSession(browser: Browser, slug: string): Promise<Live> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  const scenarioId = await scenarioIdBySlug(slug);
  const created = await page.request.post(`/presencial/${scenarioId}/confirm?flow=dual`, {
    form: { flow: "dual", name: "Ana Médica", role: "medico", userId: "" },
    maxRedirects: 0,
  });
  const consolePath = created.headers()["location"];
  expect(consolePath).toMatch(/\/presencial\/instructor\/\d+\/[0-9a-f-]{36}$/);
  const sessionId = consolePath.split("/").pop()!;
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const [session, variables] = await db.batch([
    db.select({ code: presencialSessions.publicCode }).from(presencialSessions).where(eq(presencialSessions.id, sessionId)),
    db
      .select({ id: scenarioVariables.id, key: scenarioVariables.key })
      .from(sessionVariables)
      .innerJoin(scenarioVariables, eq(scenarioVariables.id, sessionVariables.variableId))
      .where(eq(sessionVariables.sessionId, sessionId))
      .orderBy(asc(scenarioVariables.orderIndex)),
  ]);
  db.$client.close();
  const live: Live = {
    page,
    request: page.request,
    consolePath,
    code: session[0].code,
    variables: new Map(variables.map((v) => [v.key, v.id])),
    close: () => context.close(),
  };
  await send(live, { intent: "start" });
  return live;
}

export async function send(live: Live, form: Record<string, string>) {
  // As the console's forms post it: with the code of the room that runs the session.
  const response = await live.request.post(live.consolePath, { form: { ...form, sala: live.code }, maxRedirects: 0 });
  expect(response.status(), `${form.intent}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(400);
}

/**
 * Puts a value on the projection as the room would: on a living patient, a value a sensor reads by
 * attaching that sensor (the pressure: the cuff, then «Medir TA»; its reading comes at the end of
 * the cycle), any other by «Mostrar».
 */
export async function show(live: Live, key: string) {
  const sensor = SENSOR_KEYS.find((s) => s !== "arterial" && (SENSORS[s].reads as readonly string[]).includes(key));
  if (!sensor) return send(live, { intent: "show", variableId: String(live.variables.get(key)) });
  await send(live, { intent: "sensor", sensor, on: "on" });
  if (sensor === "manguito") await send(live, { intent: "nibp" });
}

/** Signs the admin in on `page` and creates a dual session through the confirmation form, as an instructor would. */
export async function confirmDualSession(page: Page, slug: string) {
  const scenarioId = await scenarioIdBySlug(slug);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/presencial/${scenarioId}/confirm?flow=dual`);
  const row = page.getByRole("group", { name: "Participante 1" });
  await row.getByLabel("Nombre").fill("Lucía Residente");
  await row.getByLabel("Rol", { exact: true }).selectOption("medico");
  await page.getByRole("button", { name: "Confirmar participantes" }).click();
  await page.waitForURL(/\/presencial\/instructor\/\d+\/([0-9a-f-]{36})$/);
  return { scenarioId, sessionId: /([0-9a-f-]{36})$/.exec(page.url())![1] };
}
