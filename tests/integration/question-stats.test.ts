/**
 * Question statistics against a real sqld, checked against a small class computed by hand.
 *
 * Four people, one attempt each at a four-question case (✔ right, ✗ wrong, — unanswered):
 *
 *   attempt  Q1  Q2  Q3            Q4   right
 *   A1       ✔   ✔   ✔             ✗    3
 *   A2       ✔   ✔   ✗             ✗    2
 *   A3       ✔   ✗   — (timed out) ✗    1
 *   A4       ✗   ✗   — (not shown) ✔    1
 *
 * With x = this question right and y = the attempt's other questions right:
 *   Q1: n 4, Σx 3, Σy 4, Σxy 3, Σy² 6  → facility 75 %, r = (12 − 12) / √(3·8) = 0
 *   Q2: n 4, Σx 2, Σy 5, Σxy 3, Σy² 7  → facility 50 %, r = (12 − 10) / √(4·3) = 57,7 %
 *   Q3: n 4, Σx 1, Σy 6, Σxy 2, Σy² 10 → facility 25 %, r = (8 − 6) / √(3·4) = 57,7 %
 *   Q4: n 4, Σx 1, Σy 6, Σxy 0, Σy² 14 → facility 25 %, r = (0 − 6) / √(3·20) = −77,5 %
 * A4's person also made a second attempt, all right: counted only with "todos".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attemptQuestions, attempts, questions, scenarios, steps } from "../../db/schema";
import { discriminationIndex, facilityIndex, reviewFlag } from "~/domain/question-stats";
import { questionStatsPage } from "~/server/question-stats.server";
import * as statsRoute from "~/routes/_app.admin_.estadisticas";
import { adminIdOf, approvedUser, routeOutcome, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
let q: number[];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute)).toISOString();

/** One finished attempt: per question, the option chosen (null: unanswered), whether it was shown, the hints used. */
async function attempt(userId: string, minute: number, answers: { option: number | null; shown?: boolean; hints?: number }[]) {
  const id = crypto.randomUUID();
  await t.app.db.insert(attempts).values({
    id,
    userId,
    scenarioId,
    role: "medico",
    startedAt: at(minute),
    expiresAt: at(minute + 30),
    timeLimit: 1800,
    finishedAt: at(minute + 20),
    score: 0,
    status: "finalizado",
  });
  for (const [index, answer] of answers.entries()) {
    if (answer.shown !== false)
      await t.app.db
        .insert(attemptQuestions)
        .values({ attemptId: id, questionId: q[index], shownAt: at(minute + index), hintsUsed: answer.hints ?? 0 });
    if (answer.option !== null)
      await t.app.db
        .insert(attemptAnswers)
        .values({ attemptId: id, questionId: q[index], selectedOption: answer.option, isCorrect: answer.option === 0 });
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const [scenario] = await t.app.db
    .insert(scenarios)
    .values({
      slug: `estadisticas-${crypto.randomUUID()}`,
      title: "Caso de estadísticas",
      summary: "Prueba",
      level: "basico",
      mode: ["online"],
      status: "Borrador",
    })
    .returning({ id: scenarios.id });
  scenarioId = scenario.id;
  const [step] = await t.app.db.insert(steps).values({ scenarioId, stepOrder: 1, description: "Valoración" }).returning({ id: steps.id });
  q = [];
  for (let order = 1; order <= 4; order++) {
    const [row] = await t.app.db
      .insert(questions)
      .values({
        stepId: step.id,
        questionOrder: order,
        questionText: `Pregunta ${order}`,
        options: ["a", "b", "c", "d"],
        correctOption: 0,
        timeLimit: order === 3 ? 60 : null,
      })
      .returning({ id: questions.id });
    q.push(row.id);
  }
  const people = await Promise.all([1, 2, 3, 4].map(() => approvedUser(t.app, { rol: "medico" })));
  await attempt(people[0].id, 0, [{ option: 0 }, { option: 0, hints: 2 }, { option: 0 }, { option: 1 }]);
  await attempt(people[1].id, 0, [{ option: 0 }, { option: 0 }, { option: 1 }, { option: 1 }]);
  await attempt(people[2].id, 0, [{ option: 0, hints: 1 }, { option: 2 }, { option: null }, { option: 2 }]);
  await attempt(people[3].id, 0, [{ option: 3 }, { option: 1 }, { option: null, shown: false }, { option: 0 }]);
  await attempt(people[3].id, 60, [{ option: 0 }, { option: 0 }, { option: 0 }, { option: 0 }]);
});
afterAll(() => t.stop());

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

describe("question statistics", () => {
  it("the formulas give the hand-computed figures", () => {
    expect(facilityIndex({ n: 4, sx: 3 })).toBe(75);
    expect(rounded(discriminationIndex({ n: 4, sx: 3, sy: 4, sxy: 3, syy: 6 }))).toBe(0);
    expect(rounded(discriminationIndex({ n: 4, sx: 2, sy: 5, sxy: 3, syy: 7 }))).toBe(57.7);
    expect(rounded(discriminationIndex({ n: 4, sx: 1, sy: 6, sxy: 0, syy: 14 }))).toBe(-77.5);
    // Everyone right (no variance) or a single attempt: no index.
    expect(discriminationIndex({ n: 4, sx: 4, sy: 4, sxy: 4, syy: 6 })).toBeNull();
    expect(discriminationIndex({ n: 1, sx: 1, sy: 1, sxy: 1, syy: 1 })).toBeNull();
    expect([reviewFlag(-77.5), reviewFlag(0), reviewFlag(19.9), reviewFlag(57.7), reviewFlag(null)]).toEqual([
      "negativa",
      "baja",
      "baja",
      null,
      null,
    ]);
  });

  it("first attempts: facility, discrimination, hints, time-outs and options chosen, as computed by hand", async () => {
    const { stats, scenario } = await questionStatsPage(t.app.db, scenarioId, "primeros");
    expect(scenario?.id).toBe(scenarioId);
    expect(
      stats.map((s) => [
        s.attempts,
        s.answered,
        rounded(s.facility),
        rounded(s.discrimination),
        s.review,
        s.hintsUsed,
        s.timeouts,
        s.chosen,
      ]),
    ).toEqual([
      [4, 4, 75, 0, "baja", 1, 0, [3, 0, 0, 1]],
      [4, 4, 50, 57.7, null, 2, 0, [2, 1, 1, 0]],
      [4, 2, 25, 57.7, null, 0, 1, [1, 1, 0, 0]],
      [4, 4, 25, -77.5, "negativa", 0, 0, [1, 2, 1, 0]],
    ]);
  });

  it("all attempts: the second attempt counts too", async () => {
    const { stats } = await questionStatsPage(t.app.db, scenarioId, "todos");
    expect(stats.map((s) => s.attempts)).toEqual([5, 5, 5, 5]);
    expect(stats.map((s) => s.chosen[0])).toEqual([4, 3, 2, 2]);
    expect(rounded(stats[0].facility)).toBe(80);
  });

  it("the page is for administrators only and picks the scenario asked for", async () => {
    const admin = await signedInCookie(t.app, await adminIdOf(t.app));
    const load = (cookie: string, query: string) =>
      statsRoute.loader({
        request: new Request(`http://127.0.0.1:8787/admin/estadisticas?${query}`, { headers: { Cookie: cookie } }),
        params: {},
        context: { app: { ...t.app } } as never,
      });
    const page = (await load(admin, `escenario=${scenarioId}&intentos=todos`)) as {
      scenario: { id: number };
      which: string;
      stats: unknown[];
    };
    expect([page.scenario.id, page.which, page.stats.length]).toEqual([scenarioId, "todos", 4]);
    // Nonsense parameters fall back to the defaults instead of failing.
    const fallback = (await load(admin, "escenario=abc&intentos=;drop")) as { which: string; stats: unknown[] };
    expect(fallback.which).toBe("primeros");
    const user = await approvedUser(t.app);
    expect(await routeOutcome(() => load("", "").then(() => undefined))).toMatchObject({ status: 302 });
    expect(await routeOutcome(async () => load(await signedInCookie(t.app, user.id), ""))).toMatchObject({ status: 302 });
  });
});
