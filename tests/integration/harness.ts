import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { profiles, scenarios, scenarioVersions } from "../../db/schema";
import { registrationSchema } from "~/domain/account-forms";
import { dniFor } from "~/domain/dni";
import { createAppContext, type AppContext } from "~/server/context.server";
import type { Envelope, MailTransport } from "~/server/mail.server";
import { prepareSession } from "~/server/session.server";
import { provision, startSqld } from "../../scripts/stack";

export const ADMIN = { email: "admin@test.local", password: "admin-password" };

/** Records what would have been handed to the SMTP relay (real SMTP delivery is covered end to end). */
export class RecordingTransport implements MailTransport {
  sent: Envelope[] = [];
  failing = false;
  async send(envelope: Envelope) {
    if (this.failing) throw new Error("relay unavailable");
    this.sent.push(envelope);
  }
}

/** A real libSQL server with the migrations and seed applied, and the app context over it. */
export async function startTestApp() {
  const dir = mkdtempSync(join(tmpdir(), "simped-it-"));
  const sqld = await startSqld(dir, { quiet: true });
  await provision(sqld.url, undefined, ADMIN);
  const pending: Promise<unknown>[] = [];
  const transport = new RecordingTransport();
  const app: AppContext = {
    ...createAppContext({ APP_ENV: "test", DATABASE_URL: sqld.url, SESSION_SECRET: "integration-secret-integration-secret" }, (promise) =>
      pending.push(promise),
    ),
    mail: transport,
  };
  return {
    app,
    transport,
    /** Waits for the mail sent after the response (waitUntil). */
    settle: async () => {
      while (pending.length) await pending.shift();
    },
    stop: async () => {
      await sqld.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid registration with a unique e-mail and DNI. */
export function person(overrides: Record<string, unknown> = {}) {
  counter++;
  const number = 40000000 + Math.floor(Math.random() * 9000000) + counter;
  const dni = dniFor(number);
  return registrationSchema.parse({
    nombre: "Marta",
    apellidos: "López Ruiz",
    email: `marta.${number}@example.org`,
    password: "contraseña-segura",
    password2: "contraseña-segura",
    rol: "farmacia",
    unidad: "Farmacia",
    dni,
    areas: ["Seguridad del medicamento"],
    ...overrides,
  });
}

/** The Cookie header a browser would send back for a Set-Cookie value. */
export function cookieFrom(setCookie: string) {
  return setCookie.split(";")[0];
}

export function requestWithCookie(cookie: string) {
  return new Request("http://127.0.0.1/", { headers: { Cookie: cookie } });
}

/** An approved account straight into the database. */
export async function approvedUser(app: AppContext, overrides: { rol?: "medico" | "enfermeria" | "farmacia"; isAdmin?: boolean } = {}) {
  const input = person({ rol: overrides.rol ?? "enfermeria", unidad: "Urgencias" });
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await app.db.insert(profiles).values({
    id,
    email: input.email,
    nombre: input.nombre,
    apellidos: input.apellidos,
    dni: input.dni,
    rol: input.rol,
    unidad: input.unidad,
    verifiedAt: now,
    approved: true,
    approvedAt: now,
    isAdmin: overrides.isAdmin ?? false,
  });
  return { id, email: input.email, role: input.rol, isAdmin: overrides.isAdmin ?? false };
}

export async function scenarioIdBySlug(app: AppContext, slug: string) {
  const [row] = await app.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, slug));
  return row.id;
}

/** An in-person scenario's newest published file, as its sessions run it. */
export async function presencialFileOf(app: AppContext, scenarioId: number) {
  const [version] = await app.db
    .select({ file: scenarioVersions.file })
    .from(scenarioVersions)
    .where(and(eq(scenarioVersions.scenarioId, scenarioId), eq(scenarioVersions.mode, "presencial")))
    .orderBy(desc(scenarioVersions.number))
    .limit(1);
  if (version?.file.modo !== "presencial") throw new Error(`scenario ${scenarioId} has no in-person version`);
  return version.file;
}

/** The id of the administrator every test app starts with. */
export async function adminIdOf(app: AppContext): Promise<string> {
  const [row] = await app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, ADMIN.email));
  return row.id;
}

/** A signed-in browser's Cookie header for the user (a real session row). */
export async function signedInCookie(app: AppContext, userId: string): Promise<string> {
  const session = await prepareSession(app, userId);
  await session.statement;
  return cookieFrom(session.setCookie);
}

/** A form POST as a browser sends it. */
export function formPost(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://127.0.0.1:8787${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The status, message, fields and Set-Cookie of what a loader or action returned or threw (`data(...)`, a Response, or plain data). */
export async function routeOutcome(run: () => Promise<unknown>) {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response)
    return {
      status: result.status,
      message: await result.text(),
      fields: undefined,
      setCookie: result.headers.get("Set-Cookie"),
      location: result.headers.get("Location"),
    };
  const value = result as {
    type?: string;
    init?: { status?: number; headers?: HeadersInit } | null;
    data?: { message?: string; fields?: Record<string, string> };
  };
  if (value.type === "DataWithResponseInit")
    return {
      status: value.init?.status ?? 200,
      message: value.data?.message,
      fields: value.data?.fields,
      setCookie: new Headers(value.init?.headers).get("Set-Cookie"),
      location: null,
    };
  return { status: 200, message: (result as { message?: string }).message, fields: undefined, setCookie: null, location: null };
}
