/**
 * Each screen's failures, made real on a real sqld: a table the screen reads is renamed away (and
 * back), or a trigger refuses one user's insert. The person sees the screen's title and the spec's
 * words with a 5xx, never the database's text. The route tests call loaders and actions; the page
 * tests fetch the HTML from the Worker under the local server (needs the built app: npm test builds first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, profiles } from "../../db/schema";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { startAttempt } from "../../app/online/attempts.server";
import { prepareSession } from "~/server/session.server";
import * as dashboardRoute from "~/routes/_app.dashboard";
import * as reviewRoute from "~/routes/_app.evaluacion.attempt.$attemptId";
import * as runRoute from "~/routes/_app.simulacion.$id._index";
import * as confirmRoute from "~/routes/_app.simulacion.$id.confirm";
import * as pendingRoute from "~/routes/pendiente";
import { freePort, startWorker, type Started } from "../../scripts/stack";
import { approvedUser, cookieFrom, scenarioIdBySlug, startTestApp } from "./harness";

const SESSION_SECRET = "integration-secret-integration-secret"; // the harness's, so the Worker reads its cookies
const BASE = "http://127.0.0.1:8787";
const RAW = /no such table|Failed query|SQLITE|fallo simulado/i;

let t: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
let worker: Started;
let scenarioId: number;

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-lactante");
  dir = mkdtempSync(join(tmpdir(), "simped-screen-errors-"));
  worker = await startWorker({
    port: await freePort(),
    stateDir: join(dir, "wrangler"),
    quiet: true,
    vars: { APP_ENV: "test", DATABASE_URL: t.app.env.DATABASE_URL, SESSION_SECRET, RATE_LIMIT_FACTOR: "1000" },
  });
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A fresh context per request, as in the Worker (the viewer is cached per context). */
const context = () => ({ app: { ...t.app } }) as never;

const get = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { Cookie: cookie } });
const post = (path: string, cookie: string) =>
  new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });

/** The status and message of what a loader or action returned or threw (`data(...)`, a Response, or plain data). */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; message?: string }> {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, message: await result.text() };
  const value = result as { type?: string; init?: { status?: number } | null; data?: { message?: string }; message?: string };
  return value.type === "DataWithResponseInit"
    ? { status: value.init?.status ?? 200, message: value.data?.message }
    : { status: 200, message: value.message };
}

/**
 * Runs `check` while `table` is missing (renamed away, so every read of it fails), then puts it back.
 * The content's version moves on, so content kept in memory is read again (and fails) too.
 */
async function without(table: string, check: () => Promise<void>) {
  await t.app.db.run(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_off`));
  await t.app.db.run(sql`update content_version set version = version + 1`);
  try {
    await check();
  } finally {
    await t.app.db.run(sql.raw(`ALTER TABLE ${table}_off RENAME TO ${table}`));
  }
}

/** Runs `check` while inserting an attempt for this user does `effect` (ABORT: fails; IGNORE: no row), then drops the trigger. */
async function whileAttemptInsert(userId: string, effect: "RAISE(ABORT, 'fallo simulado')" | "RAISE(IGNORE)", check: () => Promise<void>) {
  await t.app.db.run(
    sql.raw(`CREATE TRIGGER simulated_failure BEFORE INSERT ON attempts WHEN NEW.user_id = '${userId}' BEGIN SELECT ${effect}; END`),
  );
  try {
    await check();
  } finally {
    await t.app.db.run(sql.raw("DROP TRIGGER simulated_failure"));
  }
}

/** An approved user, signed in: the Cookie header their browser sends. */
async function someone() {
  const user = await approvedUser(t.app);
  const session = await prepareSession(t.app, user.id);
  await session.statement;
  return { ...user, cookie: cookieFrom(session.setCookie) };
}

async function attemptOf(user: Awaited<ReturnType<typeof someone>>) {
  const started = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: user.role, scenarioId });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return started.attemptId;
}

async function attemptsCount(userId: string) {
  return (
    await t.app.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.scenarioId, scenarioId)))
  ).length;
}

const { dashboard: PANEL, run: RUN, review: REVIEW, pending: PENDING } = SCREEN_ERRORS;

describe("dashboard loader", () => {
  it("names each failure in the spec's words, with a 503", async () => {
    const user = await someone();
    const load = () => outcome(() => dashboardRoute.loader({ request: get("/dashboard", user.cookie), params: {}, context: context() }));
    await without("sessions", async () => expect(await load()).toEqual({ status: 503, message: "Error inicializando el panel" }));
    await without("attempts", async () => expect(await load()).toEqual({ status: 503, message: "No se pudieron cargar los escenarios" }));
    await without("presencial_notifications", async () =>
      expect(await load()).toEqual({ status: 503, message: "Error cargando el panel" }),
    );
    expect((await load()).status).toBe(200);
  });
});

describe("run loader", () => {
  it("tells the session, the scenario and the steps apart", async () => {
    const user = await someone();
    const attemptId = await attemptOf(user);
    const load = () =>
      outcome(() =>
        runRoute.loader({
          request: get(`/simulacion/${scenarioId}?attempt=${attemptId}`, user.cookie),
          params: { id: String(scenarioId) },
          context: context(),
        }),
      );
    await without("sessions", async () => expect(await load()).toEqual({ status: 503, message: "Error de sesión" }));
    await without("scenarios", async () => expect(await load()).toEqual({ status: 503, message: "Error cargando escenario" }));
    await without("questions", async () => expect(await load()).toEqual({ status: 503, message: "Error cargando pasos/preguntas" }));
    expect((await load()).status).toBe(200);
  });
});

describe("confirm", () => {
  const start = (cookie: string) =>
    outcome(() =>
      confirmRoute.action({
        request: post(`/simulacion/${scenarioId}/confirm`, cookie),
        params: { id: String(scenarioId) },
        context: context(),
      }),
    );

  it("the screen's load failure is 'No se pudo cargar el escenario.'", async () => {
    const user = await someone();
    const load = () =>
      outcome(() =>
        confirmRoute.loader({
          request: get(`/simulacion/${scenarioId}/confirm`, user.cookie),
          params: { id: String(scenarioId) },
          context: context(),
        }),
      );
    await without("case_briefs", async () => expect(await load()).toEqual({ status: 503, message: "No se pudo cargar el escenario." }));
    await without("sessions", async () => expect(await load()).toEqual({ status: 503, message: "No se pudo cargar el escenario." }));
  });

  it("starting answers each failure next to the button: scenario, attempts, unexpected", async () => {
    const user = await someone();
    await without("scenarios", async () =>
      expect(await start(user.cookie)).toEqual({ status: 503, message: "No se pudo cargar el escenario." }),
    );
    await without("attempts", async () =>
      expect(await start(user.cookie)).toEqual({ status: 503, message: "No se pudieron obtener los intentos." }),
    );
    await without("sessions", async () =>
      expect(await start(user.cookie)).toEqual({ status: 503, message: "Se produjo un error inesperado." }),
    );
    expect(await attemptsCount(user.id)).toBe(0);
  });

  it("an insert the database fails is 'No se pudo crear el intento.'; one that gives no row back, '(sin ID)'", async () => {
    const refused = await someone();
    await whileAttemptInsert(refused.id, "RAISE(ABORT, 'fallo simulado')", async () => {
      expect(await start(refused.cookie)).toEqual({ status: 503, message: "No se pudo crear el intento." });
    });
    const ignored = await someone();
    await whileAttemptInsert(ignored.id, "RAISE(IGNORE)", async () => {
      expect(await start(ignored.cookie)).toEqual({ status: 503, message: "No se pudo crear el intento (sin ID)." });
    });
    expect(await attemptsCount(refused.id)).toBe(0);
    expect(await attemptsCount(ignored.id)).toBe(0);
    // The cap is still the cap, not a failure.
    const capped = await someone();
    for (let i = 0; i < 3; i++) {
      await attemptOf(capped);
      await t.app.db.update(attempts).set({ finishedAt: new Date().toISOString() }).where(eq(attempts.userId, capped.id));
    }
    expect(await start(capped.cookie)).toEqual({ status: 409, message: "Has alcanzado el máximo de 3 intentos para este escenario." });
  });
});

describe("review loader", () => {
  it("is 'Error cargando intento' whatever failed", async () => {
    const user = await someone();
    const attemptId = await attemptOf(user);
    const load = () =>
      outcome(() =>
        reviewRoute.loader({ request: get(`/evaluacion/attempt/${attemptId}`, user.cookie), params: { attemptId }, context: context() }),
      );
    await without("sessions", async () => expect(await load()).toEqual({ status: 503, message: "Error cargando intento" }));
    await without("questions", async () => expect(await load()).toEqual({ status: 503, message: "Error cargando intento" }));
    await without("attempts", async () => expect(await load()).toEqual({ status: 503, message: "Error cargando intento" }));
  });
});

describe("pending screen", () => {
  it("a failed check stays on the screen with 'No se pudo actualizar la sesión.'; a failed resend says so", async () => {
    const user = await someone();
    await t.app.db.update(profiles).set({ approved: false }).where(eq(profiles.id, user.id));
    const check = () => outcome(() => pendingRoute.loader({ request: get("/pendiente", user.cookie), params: {}, context: context() }));
    await without("sessions", async () => {
      expect(await check()).toEqual({ status: 503, message: "No se pudo actualizar la sesión." });
      expect(
        await outcome(() => pendingRoute.action({ request: post("/pendiente", user.cookie), params: {}, context: context() })),
      ).toEqual({
        status: 503,
        message: "No se pudo reenviar el correo ahora.",
      });
    });
    expect(await check()).toEqual({ status: 200, message: undefined });
  });
});

describe("the pages, from the Worker", () => {
  async function page(path: string, cookie: string, init: RequestInit = {}) {
    const response = await fetch(`${worker.url}${path}`, { ...init, headers: { Cookie: cookie, ...init.headers }, redirect: "manual" });
    return { status: response.status, html: await response.text() };
  }

  it("the dashboard's crash screen: its title and the spec's message, never the database's text", async () => {
    const user = await someone();
    await without("sessions", async () => {
      const { status, html } = await page("/dashboard", user.cookie);
      expect(status).toBe(503);
      expect(html).toContain(`<h1 class="text-2xl font-bold">${PANEL.title}</h1>`);
      expect(html).toContain("Error inicializando el panel");
      expect(html).toContain("Reintentar");
      expect(html).not.toMatch(RAW);
    });
    await without("attempts", async () => {
      const { status, html } = await page("/dashboard", user.cookie);
      expect(status).toBe(503);
      expect(html).toContain(PANEL.title);
      expect(html).toContain("No se pudieron cargar los escenarios");
      expect(html).not.toMatch(RAW);
    });
  });

  it("the run, the review and the pending screen each say theirs", async () => {
    const user = await someone();
    const attemptId = await attemptOf(user);
    await without("questions", async () => {
      const run = await page(`/simulacion/${scenarioId}?attempt=${attemptId}`, user.cookie);
      expect(run.status).toBe(503);
      expect(run.html).toContain(`<h1 class="text-2xl font-bold">${RUN.title}</h1>`);
      expect(run.html).toContain("Error cargando pasos/preguntas");
      expect(run.html).toContain("Volver al panel");
      expect(run.html).not.toMatch(RAW);
      const review = await page(`/evaluacion/attempt/${attemptId}`, user.cookie);
      expect(review.status).toBe(503);
      expect(review.html).toContain(`<h1 class="text-2xl font-bold">${REVIEW.title}</h1>`);
      expect(review.html).toContain("Error cargando intento");
      expect(review.html).not.toMatch(RAW);
    });
    const pending = await someone();
    await t.app.db.update(profiles).set({ approved: false }).where(eq(profiles.id, pending.id));
    await without("sessions", async () => {
      const { status, html } = await page("/pendiente", pending.cookie);
      expect(status).toBe(503);
      expect(html).toContain(PENDING.title);
      expect(html).toContain("No se pudo actualizar la sesión.");
      expect(html).toContain("Comprobar ahora");
      expect(html).not.toMatch(RAW);
    });
  });

  it("the lists say who could not be read, or what, in their own words with a 503 under the header", async () => {
    const user = await someone();
    const admin = await approvedUser(t.app, { isAdmin: true });
    const adminSession = await prepareSession(t.app, admin.id);
    await adminSession.statement;
    const adminCookie = cookieFrom(adminSession.setCookie);
    const screens = [
      { path: "/simulacion", cookie: user.cookie, words: SCREEN_ERRORS.catalogue, table: "scenarios" },
      { path: "/simulacion-presencial", cookie: user.cookie, words: SCREEN_ERRORS.presencialList, table: "scenarios" },
      { path: "/evaluacion", cookie: user.cookie, words: SCREEN_ERRORS.evaluation, table: "attempts" },
      { path: "/presencial-info", cookie: user.cookie, words: SCREEN_ERRORS.presencialInfo, table: "presencial_sessions" },
      { path: "/admin", cookie: adminCookie, words: SCREEN_ERRORS.admin, table: "app_settings" },
    ];
    for (const screen of screens) {
      await without("sessions", async () => {
        const { status, html } = await page(screen.path, screen.cookie);
        expect(status, screen.path).toBe(503);
        expect(html, screen.path).toContain('<header class="sticky');
        expect(html, screen.path).toContain(screen.words.session);
        expect(html, screen.path).not.toMatch(RAW);
      });
      await without(screen.table, async () => {
        const { status, html } = await page(screen.path, screen.cookie);
        expect(status, screen.path).toBe(503);
        expect(html, screen.path).toContain('<header class="sticky');
        expect(html, screen.path).toContain(screen.words.load);
        expect(html, screen.path).not.toMatch(RAW);
      });
      expect((await page(screen.path, screen.cookie)).status, screen.path).toBe(200);
    }
  });

  it("a start the database refuses is said next to the button, on the confirm screen", async () => {
    const user = await someone();
    await whileAttemptInsert(user.id, "RAISE(ABORT, 'fallo simulado')", async () => {
      const { status, html } = await page(`/simulacion/${scenarioId}/confirm`, user.cookie, {
        method: "POST",
        headers: { Origin: worker.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(status).toBe(503);
      expect(html).toContain("Tu intento");
      expect(html).toMatch(/role="alert"[^>]*>No se pudo crear el intento\.</);
      expect(html).not.toContain("Reintentar"); // the screen itself, not its crash screen
      expect(html).not.toMatch(RAW);
    });
  });
});
