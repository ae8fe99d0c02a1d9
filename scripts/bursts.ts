/**
 * A classroom's load on the real stack: bursts of concurrent requests on the paths a class uses
 * together (the projection and its JSON, sign-in, attempt start, hints, answers, console
 * commands) and on the paths a stranger would hammer (console and admin actions). Shared by the
 * load test (tests/integration/load.test.ts) and the benchmark (npm run bench).
 */
import { and, eq, sql } from "drizzle-orm";
import {
  attemptAnswers,
  attemptQuestions,
  attempts,
  credentials,
  presencialSessions,
  profiles,
  questions,
  scenarios,
  sessionEvents,
  steps,
} from "../db/schema";
import { isVisibleTo } from "../app/domain/attempts";
import { dniFor } from "../app/domain/dni";
import type { Db } from "../app/server/db.server";
import { hashPassword } from "../app/server/password.server";
import { Agent } from "undici";

export const BURST_SIZE = 50;
export const BURSTS = 10;

/**
 * The load's own connections are kept at most 1 s idle: the server closes idle ones after 10 s,
 * and a connection reused just as it closes would reset the request (the test tool's race).
 */
const dispatcher = new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });
const loadFetch = (url: string, init: RequestInit) => fetch(url, { ...init, dispatcher } as RequestInit);

type Sample = { status: number; ms: number };
/** `failure`: the first server error's answer, to say what went wrong. */
export type BurstOutcome = { samples: Sample[]; wallMs: number; failure?: string };

/** `n` requests at once; a network failure counts as status 0. */
export async function burst(n: number, send: (i: number) => Promise<Response>): Promise<BurstOutcome> {
  const started = performance.now();
  let failure: string | undefined;
  const samples = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const t0 = performance.now();
      try {
        const response = await send(i);
        const body = await response.text();
        if (response.status >= 500) failure ??= `${response.status}: ${body.slice(0, 300)}`;
        return { status: response.status, ms: performance.now() - t0 };
      } catch (error) {
        failure ??= `${String(error)} (${String((error as Error).cause ?? "")})`;
        return { status: 0, ms: performance.now() - t0 };
      }
    }),
  );
  return { samples, wallMs: performance.now() - started, failure };
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** The figures of several bursts of one kind: failures, latency and throughput. */
export function summarize(outcomes: BurstOutcome[]) {
  const samples = outcomes.flatMap((o) => o.samples);
  const ms = samples.map((s) => s.ms);
  const wall = outcomes.reduce((sum, o) => sum + o.wallMs, 0);
  return {
    requests: samples.length,
    failed: samples.filter((s) => s.status === 0 || s.status >= 500).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    perSecond: samples.length / (wall / 1000),
  };
}

/** In the order they run: hints and answers use the attempt the start burst made. */
export const KIND_NAMES = [
  "JSON de la proyección",
  "Pantalla proyectada",
  "Inicio de sesión",
  "Empezar un intento",
  "Pedir una pista",
  "Responder una pregunta",
  "Orden de la consola",
  "Peticiones hostiles",
] as const;

type Person = { id: string; email: string; password: string; cookie: string };

type BurstKind = {
  name: (typeof KIND_NAMES)[number];
  /** The answers a healthy product may give to this request under contention. */
  expected: (status: number) => boolean;
  send: (round: number, i: number) => Promise<Response>;
  /** What must hold in the database after the round (no lost, doubled or stray writes). */
  verify?: (round: number, outcome: BurstOutcome) => Promise<string | null>;
  prepare?: (round: number) => Promise<void>;
};

/**
 * Everything a class needs, made through the product where it matters (sign-in, the session's
 * creation and start) and straight in the database where it does not (students' accounts).
 */
export async function prepareClassroom(base: string, db: Db, admin: { email: string; password: string }, rounds = BURSTS) {
  // Sent once: every answer counts, a reset connection or a 503 included (no retries hide a fault).
  const post = (path: string, data: Record<string, string>, cookie = "") =>
    loadFetch(`${base}${path}`, {
      method: "POST",
      headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(data),
      redirect: "manual",
    });
  const get = (path: string, cookie = "") => loadFetch(`${base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const signIn = async (email: string, password: string) => {
    const response = await post("/?index", { email, password });
    await response.arrayBuffer();
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
    if (response.status !== 302 || !cookie) throw new Error(`sign-in of ${email} answered ${response.status}`);
    return cookie;
  };

  const adminCookie = await signIn(admin.email, admin.password);
  // One student per round starts, asks for hints and answers; all of them sign in.
  const password = "clase-contraseña-segura";
  const passwordHash = await hashPassword(password);
  const tag = Date.now().toString(36);
  const students: Person[] = [];
  for (let i = 0; i < rounds; i++) {
    const id = crypto.randomUUID();
    const email = `residente.${tag}.${i}@clase.test`;
    const dniNumber = 10_000_000 + Math.floor(Math.random() * 80_000_000);
    const stamp = new Date().toISOString();
    await db.batch([
      db.insert(profiles).values({
        id,
        email,
        nombre: "Residente",
        apellidos: `Clase ${i}`,
        dni: dniFor(dniNumber),
        rol: "medico",
        unidad: "UCI",
        verifiedAt: stamp,
        approved: true,
        approvedAt: stamp,
      }),
      db.insert(credentials).values({ userId: id, passwordHash }),
    ]);
    students.push({ id, email, password, cookie: await signIn(email, password) });
  }

  const [online] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-lactante"));
  const [shock] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.slug, "shock-septico-pediatrico"));
  const created = await post(
    `/presencial/${shock.id}/confirm?flow=dual`,
    { flow: "dual", name: "Instructora de la clase", role: "instructor", userId: "" },
    adminCookie,
  );
  const sessionId = /([0-9a-f-]{36})$/.exec(created.headers.get("location") ?? "")?.[1];
  if (!sessionId) throw new Error(`creating the live session answered ${created.status}`);
  const [session] = await db
    .select({ code: presencialSessions.publicCode })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, sessionId));
  const consolePath = `/presencial/instructor/${shock.id}/${sessionId}`;
  // The console's forms carry the code of the room that runs the session.
  const sala = session.code;
  const started = await post(consolePath, { intent: "start", sala }, adminCookie);
  if (started.status !== 200) throw new Error(`starting the live session answered ${started.status}`);

  // The questions a physician's attempt holds.
  const onlineQuestions = (
    await db
      .select({ id: questions.id, hints: questions.hints, roles: questions.roles, stepRoles: steps.roles })
      .from(questions)
      .innerJoin(steps, eq(steps.id, questions.stepId))
      .where(eq(steps.scenarioId, online.id))
  ).filter((q) => isVisibleTo(q, "medico") && isVisibleTo({ roles: q.stepRoles }, "medico"));
  const openAttempt = async (student: Person) => {
    const [row] = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.userId, student.id), eq(attempts.scenarioId, online.id)));
    if (!row) throw new Error("the student has no attempt");
    return row.id;
  };
  const runPath = async (round: number) => `/simulacion/${online.id}?attempt=${await openAttempt(students[round])}`;
  const alarms = () => db.$count(sessionEvents, and(eq(sessionEvents.sessionId, sessionId), eq(sessionEvents.kind, "alarm")));
  let alarmsBefore = 0;
  // Each burst's commands are new ones, however many bursts come (a soak cycles its rounds).
  let commandBurst = "";
  const runOf: string[] = [];

  const kinds: BurstKind[] = [
    { name: "JSON de la proyección", expected: (s) => s === 200, send: () => get(`/api/presencial/${session.code}`) },
    { name: "Pantalla proyectada", expected: (s) => s === 200, send: () => get(`/presencial/alumno/${session.code}`) },
    {
      name: "Inicio de sesión",
      expected: (s) => s === 302,
      send: (_round, i) => post("/?index", { email: students[i % students.length].email, password }),
    },
    {
      name: "Empezar un intento",
      // One open attempt per person: the first start makes it, the others resume it.
      expected: (s) => s === 302,
      send: (round) => post(`/simulacion/${online.id}/confirm`, {}, students[round].cookie),
      verify: async (round) => {
        const made = await db.$count(attempts, eq(attempts.userId, students[round].id));
        return made === 1 ? null : `${made} attempts were made by one person's ${BURST_SIZE} parallel starts`;
      },
    },
    {
      name: "Pedir una pista",
      expected: (s) => s === 302 || s === 409,
      prepare: async (round) => {
        runOf[round] = await runPath(round);
      },
      send: (round, i) =>
        post(runOf[round], { intent: "hint", questionId: String(onlineQuestions[i % onlineQuestions.length].id) }, students[round].cookie),
      verify: async (round) => {
        const rows = await db
          .select({ questionId: attemptQuestions.questionId, hintsUsed: attemptQuestions.hintsUsed })
          .from(attemptQuestions)
          .where(eq(attemptQuestions.attemptId, runOf[round].split("attempt=")[1]));
        const over = rows.filter((r) => r.hintsUsed > (onlineQuestions.find((q) => q.id === r.questionId)?.hints.length ?? 0));
        return over.length ? `${over.length} questions revealed more hints than they have` : null;
      },
    },
    {
      name: "Responder una pregunta",
      expected: (s) => s === 302 || s === 409,
      send: (round, i) =>
        post(
          runOf[round],
          { intent: "answer", questionId: String(onlineQuestions[i % onlineQuestions.length].id), option: String(i % 2) },
          students[round].cookie,
        ),
      verify: async (round) => {
        const attemptId = runOf[round].split("attempt=")[1];
        const [row] = await db
          .select({ n: sql<number>`count(*)`, distinctQ: sql<number>`count(distinct ${attemptAnswers.questionId})` })
          .from(attemptAnswers)
          .where(eq(attemptAnswers.attemptId, attemptId));
        return row.n === row.distinctQ ? null : "a question was answered twice";
      },
    },
    {
      name: "Orden de la consola",
      expected: (s) => s === 200,
      prepare: async () => {
        alarmsBefore = await alarms();
        commandBurst = crypto.randomUUID().slice(0, 8);
      },
      // As the console sends them with JavaScript (a data request answered with the console):
      // 40 different commands and 10 retries of one more, 41 alarms whatever the order.
      send: (_round, i) =>
        post(`${consolePath}.data`, { intent: "alarm", sala, commandId: `carga-${commandBurst}-${Math.min(i, 40)}` }, adminCookie),
      verify: async (_round, outcome) => {
        const made = (await alarms()) - alarmsBefore;
        const acknowledged = new Set(outcome.samples.map((s, i) => (s.status === 200 ? Math.min(i, 40) : -1)).filter((i) => i >= 0)).size;
        return made === acknowledged && made === 41 ? null : `${made} alarms recorded for ${acknowledged} acknowledged commands (41 sent)`;
      },
    },
    {
      name: "Peticiones hostiles",
      expected: (s) => s >= 300 && s < 500,
      send: (_round, i) => {
        const stranger = `/presencial/instructor/${shock.id}/${crypto.randomUUID()}`;
        const student = students[i % students.length].cookie;
        switch (i % 6) {
          case 0:
            return post(stranger, { intent: "alarm", sala });
          case 1:
            return post(consolePath, { intent: "finish", sala }, student);
          case 2:
            return post("/admin", { intent: "approve", userId: students[0].id });
          case 3:
            return post("/admin", { intent: "approve", userId: students[0].id }, student);
          case 4:
            return loadFetch(`${base}${consolePath}`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: '{"intent":"finish"}',
              redirect: "manual",
            });
          default:
            return get(`/api/presencial/${crypto.randomUUID().slice(0, 6).toUpperCase()}`);
        }
      },
      verify: async () => {
        const [row] = await db
          .select({ endedAt: presencialSessions.endedAt })
          .from(presencialSessions)
          .where(eq(presencialSessions.id, sessionId));
        return row.endedAt ? "a stranger ended the live session" : null;
      },
    },
  ];

  /** After each burst: somebody can still sign in and load a page. */
  const stillServes = async () => {
    const cookie = await signIn(students[0].email, password);
    const page = await get("/dashboard", cookie);
    await page.arrayBuffer();
    if (page.status !== 200) throw new Error(`the dashboard answered ${page.status} after the burst`);
  };

  return { kinds, stillServes, adminCookie, students: students.length };
}
