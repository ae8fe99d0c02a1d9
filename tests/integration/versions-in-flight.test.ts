/**
 * An attempt that runs while a new version is published (issue 12, §2; decision 0019): it is judged,
 * hinted, timed and scored by the version it started on, through the run page's own loader and
 * action; an attempt started after the publication uses the new version; a score already given
 * never changes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attempts } from "../../db/schema";
import type { ScenarioFile } from "../../app/scenario-format/files";
import { publishScenarioFile } from "../../app/scenario-format/publish.server";
import { ROOT } from "../../scripts/stack";
import { ATTEMPT_MESSAGES, isUrgentStep, scoreAttempt } from "~/domain/attempts";
import * as runRoute from "~/routes/_app.simulacion.$id._index";
import * as reviewRoute from "~/routes/_app.evaluacion.attempt.$attemptId";
import { startAttempt, type LoadedAttempt } from "../../app/online/attempts.server";
import { finishAttempt, loadAttempt } from "./online-harness";
import { evaluationData } from "~/server/evaluation.server";
import { countingProxy } from "../../bench/proxies";
import { createAppContext } from "~/server/context.server";
import { approvedUser, formPost, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;

const SLUG = "shock-septico-lactante";
const v1 = JSON.parse(readFileSync(join(ROOT, "db/seed/online/01-shock-septico-lactante.json"), "utf8")) as Extract<
  ScenarioFile,
  { modo: "online" }
>;

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, SLUG);
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

const context = (app = t.app) => ({ app: { ...app } }) as never;

async function publish(file: ScenarioFile) {
  await t.app.db.transaction((tx) => publishScenarioFile(tx, file, null));
}

/** An attempt (a physician's, unless said), as the confirm page starts it, and the cookie of its owner. */
async function attemptOf(rol: "medico" | "enfermeria" = "medico") {
  const user = await approvedUser(t.app, { rol });
  const started = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: user.role, scenarioId });
  if (!started.ok) throw new Error(JSON.stringify(started));
  const path = `/simulacion/${scenarioId}?attempt=${started.attemptId}`;
  return { user, attemptId: started.attemptId, cookie: await signedInCookie(t.app, user.id), path };
}
type Run = Awaited<ReturnType<typeof attemptOf>>;

const load = (run: Run) => loadAttempt(t.app.db, { attemptId: run.attemptId, userId: run.user.id, scenarioId }) as Promise<LoadedAttempt>;

/** The run page opened at a step (as a browser does: this marks its questions as shown). */
const open = (run: Run, stepId: number, app = t.app) =>
  routeOutcome(() =>
    runRoute.loader({
      request: new Request(`http://127.0.0.1:8787${run.path}&step=${stepId}`, { headers: { Cookie: run.cookie } }),
      params: { id: String(scenarioId) },
      context: context(app),
    }),
  );

const act = (run: Run, fields: Record<string, string>, stepId?: number, app = t.app) =>
  routeOutcome(() =>
    runRoute.action({
      request: formPost(`${run.path}${stepId ? `&step=${stepId}` : ""}`, fields, run.cookie),
      params: { id: String(scenarioId) },
      context: context(app),
    }),
  );

const answer = (run: Run, questionId: number, option: number, stepId?: number, app = t.app) =>
  act(run, { intent: "answer", questionId: String(questionId), option: String(option) }, stepId, app);
const hint = (run: Run, questionId: number) => act(run, { intent: "hint", questionId: String(questionId) });

async function stored(run: Run, questionId: number) {
  const [row] = await t.app.db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, run.attemptId), eq(attemptAnswers.questionId, questionId)));
  return row;
}

async function attemptRow(attemptId: string) {
  const [row] = await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId));
  return row;
}

/**
 * Version 2: the first question's key and words change and it gains a hint; a question is dropped from
 * step 1 (answered by someone before) and from the physician's step (answered by nobody yet); two
 * questions of that step swap places; an urgent question's timer changes.
 */
function secondVersion() {
  const file = structuredClone(v1);
  const [first, dropped] = file.escenario.steps[0].questions;
  first.question_text = `${first.question_text} (v2)`;
  first.correct_option = (first.correct_option + 1) % first.options.length;
  first.hints = [...first.hints, "Una pista que solo tiene la versión 2."].slice(0, 3);
  file.escenario.steps[0].questions = [first];
  expect(dropped).toBeDefined();
  const physician = file.escenario.steps[4];
  expect(physician.questions).toHaveLength(3);
  physician.questions = [physician.questions[1], physician.questions[0]];
  file.escenario.steps[1].questions[0].time_limit = 30;
  return file;
}

describe("an attempt spanning a publication", () => {
  it("is judged, hinted, timed and scored by the version it started on; a new attempt by the new one", async () => {
    const done = await attemptOf("enfermeria");
    const early = await attemptOf();
    const before = await load(early);
    const [s0, s1, s4] = before.steps; // the physician sees steps 1, 2 and 5 of the file
    expect(before.steps.map((s) => s.stepOrder)).toEqual([1, 2, 5]);
    const total = before.steps.flatMap((s) => s.questions).length;
    expect(total).toBe(9);

    // A nurse's attempt (who never sees the physician's step) is finished on version 1, all right with one hint: its score is given.
    const nurse = await load(done);
    const nurseTotal = nurse.steps.flatMap((s) => s.questions).length;
    expect((await hint(done, s0.questions[0].id)).status).toBe(302);
    for (const step of nurse.steps) {
      await open(done, step.id);
      for (const q of step.questions) {
        // A timed question is started when in view, as the page says so.
        if (isUrgentStep(step)) await act(done, { intent: "start", questionId: String(q.id) }, step.id);
        expect(await answer(done, q.id, q.correctOption, step.id)).toMatchObject({ status: 302 });
      }
    }
    expect(await act(done, { intent: "finish" })).toMatchObject({ status: 302 });
    const given = await attemptRow(done.attemptId);
    expect(given).toMatchObject({ score: scoreAttempt(nurseTotal, nurseTotal, 1), correctCount: nurseTotal, totalCount: nurseTotal });

    // The early attempt has seen the first step and used a hint when version 2 is published.
    expect((await open(early, s0.id)).status).toBe(200);
    expect((await hint(early, s0.questions[0].id)).status).toBe(302);
    await publish(secondVersion());

    // A new attempt runs on version 2: the new key, the new words, the dropped questions gone.
    const late = await attemptOf();
    const fresh = await load(late);
    expect(fresh.onEarlierVersion).toBe(false);
    expect(fresh.steps.flatMap((s) => s.questions)).toHaveLength(7);
    expect(fresh.steps[0].questions.map((q) => q.id)).toEqual([s0.questions[0].id]);
    expect(fresh.steps[0].questions[0].questionText).toBe(`${s0.questions[0].questionText} (v2)`);
    expect(await answer(late, s0.questions[0].id, s0.questions[0].correctOption)).toMatchObject({ status: 302 });
    expect(await stored(late, s0.questions[0].id)).toMatchObject({ isCorrect: false });
    expect(await answer(late, s0.questions[1].id, s0.questions[1].correctOption)).toMatchObject({
      status: 404,
      message: ATTEMPT_MESSAGES.questionNotFound,
    });
    // Swapped: the second place of the physician's step holds what was first, key and all.
    expect(await answer(late, s4.questions[1].id, s4.questions[0].correctOption)).toMatchObject({ status: 302 });
    expect(await stored(late, s4.questions[1].id)).toMatchObject({ isCorrect: true });

    // The early attempt still sees version 1, the dropped question included, and is judged by its key.
    const during = await load(early);
    expect(during.onEarlierVersion).toBe(true);
    expect(during.steps.flatMap((s) => s.questions).map((q) => [q.id, q.questionText, q.correctOption, q.timeLimit])).toEqual(
      before.steps.flatMap((s) => s.questions).map((q) => [q.id, q.questionText, q.correctOption, q.timeLimit]),
    );
    // Hints: version 1 has two for the first question (version 2 has three).
    expect((await hint(early, s0.questions[0].id)).status).toBe(302);
    expect(await hint(early, s0.questions[0].id)).toMatchObject({ status: 409, message: ATTEMPT_MESSAGES.noHints });
    expect(await answer(early, s0.questions[0].id, s0.questions[0].correctOption)).toMatchObject({ status: 302 });
    expect(await stored(early, s0.questions[0].id)).toMatchObject({ isCorrect: true });
    // The question version 2 dropped: still there to answer, by its own key.
    expect(await answer(early, s0.questions[1].id, s0.questions[1].correctOption)).toMatchObject({ status: 302 });
    expect(await stored(early, s0.questions[1].id)).toMatchObject({ isCorrect: true });
    expect(await answer(early, s0.questions[1].id, s0.questions[1].correctOption)).toMatchObject({
      status: 409,
      message: ATTEMPT_MESSAGES.alreadyAnswered,
    });

    // The urgent step, opened after the publication: no clock starts on opening it; one question at a time, each started
    // when in view, on version 1's timer.
    expect((await open(early, s1.id)).status).toBe(200);
    let shown = (await load(early)).facts.shown.map((row) => row.questionId);
    expect(shown).not.toContain(s1.questions[0].id);
    if (s1.questions[1])
      expect(await act(early, { intent: "start", questionId: String(s1.questions[1].id) }, s1.id)).toMatchObject({
        status: 409,
        message: ATTEMPT_MESSAGES.notYet,
      });
    for (const [index, q] of s1.questions.entries()) {
      expect(await act(early, { intent: "start", questionId: String(q.id) }, s1.id)).toMatchObject({ status: 302 });
      shown = (await load(early)).facts.shown.map((row) => row.questionId);
      expect(shown).toContain(q.id);
      expect(await answer(early, q.id, index === 0 ? (q.correctOption + 1) % 4 : q.correctOption, s1.id)).toMatchObject({ status: 302 });
    }
    // The physician's step, swapped in version 2 and without its third question (answered by nobody): judged by version 1's
    // places and keys, the third question included.
    await open(early, s4.id);
    for (const q of s4.questions) {
      if (isUrgentStep(s4)) await act(early, { intent: "start", questionId: String(q.id) }, s4.id);
      expect(await answer(early, q.id, q.correctOption, s4.id)).toMatchObject({ status: 302 });
    }
    expect((await stored(early, s4.questions[1].id)).isCorrect).toBe(true);
    expect((await stored(early, s4.questions[2].id)).isCorrect).toBe(true);

    // Finished: version 1's nine questions, one wrong, two hints.
    expect(await act(early, { intent: "finish" })).toMatchObject({ status: 302 });
    const scored = await attemptRow(early.attemptId);
    expect(scored).toMatchObject({ correctCount: 8, totalCount: 9, score: scoreAttempt(8, 9, 2), status: "finalizado" });

    // Its review shows version 1's words and keys.
    const review = await routeOutcome(() =>
      reviewRoute.loader({
        request: new Request(`http://127.0.0.1:8787/evaluacion/attempt/${early.attemptId}`, { headers: { Cookie: early.cookie } }),
        params: { attemptId: early.attemptId },
        context: context(),
      }),
    );
    expect(review.status).toBe(200);
    const reviewed = await load(early);
    expect(reviewed.steps[0].questions.map((q) => q.questionText)).toEqual(s0.questions.map((q) => q.questionText));

    // A third version changes every key again: no score already given moves, nor the closing of one.
    const third = secondVersion();
    for (const step of third.escenario.steps) for (const q of step.questions) q.correct_option = (q.correct_option + 2) % q.options.length;
    await publish(third);
    expect(await attemptRow(done.attemptId)).toEqual(given);
    expect(await attemptRow(early.attemptId)).toEqual(scored);
    expect(await finishAttempt(t.app.db, { attemptId: done.attemptId, userId: done.user.id, scenarioId })).toBe(true);
    expect(await attemptRow(done.attemptId)).toEqual(given);
    const evaluation = await evaluationData(t.app.db, done.user.id);
    expect(evaluation.attempts.find((a) => a.id === done.attemptId)).toMatchObject({ score: given.score, totalCount: nurseTotal });
  });

  it("costs one more round trip per step opened and per answer only for an attempt on an earlier version", async () => {
    const proxy = await countingProxy(t.app.env.DATABASE_URL);
    try {
      const counted = {
        ...createAppContext(
          { APP_ENV: "test", DATABASE_URL: proxy.url, SESSION_SECRET: "integration-secret-integration-secret" },
          () => {},
        ),
        mail: t.app.mail,
      };
      const older = await attemptOf();
      const file = secondVersion();
      file.escenario.steps[0].questions[0].explanation = `${file.escenario.steps[0].questions[0].explanation} Revisada.`;
      await publish(file);
      const newer = await attemptOf();
      const [first] = (await load(newer)).steps;
      expect((await load(older)).onEarlierVersion).toBe(true);
      const question = first.questions[0];
      // The content kept in memory is read once after the publication, by whichever page comes first.
      expect((await open(newer, first.id, counted)).status).toBe(200);

      const trips = async (run: () => Promise<{ status: number }>) => {
        proxy.take();
        const outcome = await run();
        return { status: outcome.status, trips: proxy.take() };
      };
      expect(await trips(() => open(older, first.id, counted))).toEqual({ status: 200, trips: 2 });
      expect(await trips(() => open(older, first.id, counted)), "nothing left to show").toEqual({ status: 200, trips: 1 });
      expect(await trips(() => answer(older, question.id, 0, first.id, counted))).toEqual({ status: 302, trips: 2 });
      // On the newest version: one, as ever.
      expect(await trips(() => open(newer, first.id, counted))).toEqual({ status: 200, trips: 1 });
      expect(await trips(() => answer(newer, question.id, 0, first.id, counted))).toEqual({ status: 302, trips: 1 });
    } finally {
      await proxy.close();
    }
  });
});
