import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attemptQuestions, attempts } from "../../db/schema";
import { startAttempt } from "../../app/online/attempts.server";
import { answerQuestion, finishAttempt, learnerWrite, loadAttempt, revealHint, startClock } from "./online-harness";
import { evaluationData } from "~/server/evaluation.server";
import { approvedUser, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;
beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-lactante");
});
afterAll(() => t.stop());

type User = Awaited<ReturnType<typeof approvedUser>>;
const start = (user: User, extra: { adminMinutes?: number; id?: number } = {}) =>
  startAttempt(t.app.db, {
    userId: user.id,
    isAdmin: user.isAdmin,
    role: user.role,
    scenarioId: extra.id ?? scenarioId,
    adminMinutes: extra.adminMinutes,
  });

async function attemptCount(userId: string) {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)` })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.scenarioId, scenarioId)));
  return row.n;
}

const finish = (attemptId: string) =>
  t.app.db.update(attempts).set({ finishedAt: new Date().toISOString(), status: "finalizado", score: 0 }).where(eq(attempts.id, attemptId));

/** The attempt's time is over (a second ago), nobody having closed it. */
const expire = (attemptId: string) =>
  t.app.db
    .update(attempts)
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where(eq(attempts.id, attemptId));

async function openAttempt(user: User) {
  const started = await start(user);
  if (!started.ok) throw new Error(JSON.stringify(started));
  const loaded = await loadAttempt(t.app.db, { attemptId: started.attemptId, userId: user.id, scenarioId });
  return loaded!;
}

describe("starting attempts", () => {
  it("simultaneous starts make one attempt, resumed by all", async () => {
    const user = await approvedUser(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => start(user)));
    const ids = new Set(results.map((r) => (r.ok ? r.attemptId : JSON.stringify(r))));
    expect(ids.size).toBe(1);
    expect(await attemptCount(user.id)).toBe(1);
  });

  it("the cap holds under simultaneous starts: never a fourth attempt", async () => {
    const user = await approvedUser(t.app);
    for (let i = 0; i < 2; i++) {
      const r = await start(user);
      if (r.ok) await finish(r.attemptId);
    }
    const third = await Promise.all(Array.from({ length: 5 }, () => start(user)));
    expect(new Set(third.map((r) => r.ok && r.attemptId)).size).toBe(1);
    expect(await attemptCount(user.id)).toBe(3);
    const thirdId = third[0].ok ? third[0].attemptId : "";
    await finish(thirdId);
    const fourth = await Promise.all(Array.from({ length: 5 }, () => start(user)));
    expect(fourth).toEqual(Array(5).fill({ ok: false, reason: "cap" }));
    expect(await attemptCount(user.id)).toBe(3);
  });

  it("admins have no cap and choose the duration (at least one minute)", async () => {
    const admin = await approvedUser(t.app, { rol: "medico", isAdmin: true });
    for (let i = 0; i < 4; i++) {
      const r = await start(admin, { adminMinutes: 2 });
      expect(r.ok).toBe(true);
      if (r.ok) await finish(r.attemptId);
    }
    const last = await start(admin, { adminMinutes: 2 });
    const [row] = await t.app.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, last.ok ? last.attemptId : ""));
    expect(row.timeLimit).toBe(120);
  });

  it("refuses 'sin iniciar' scenarios", async () => {
    const user = await approvedUser(t.app);
    const blocked = await scenarioIdBySlug(t.app, "crisis-asmatica-grave");
    expect(await start(user, { id: blocked })).toEqual({ ok: false, reason: "notStarted" });
  });
});

describe("answers", () => {
  it("a question takes one answer only, even when sent at once from two tabs", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    const question = loaded.steps[0].questions[0];
    // The learner's own path, as the run page's action takes it: a signed-in request each.
    const cookie = await signedInCookie(t.app, user.id);
    const run = { attemptId: loaded.attempt.id, scenarioId };
    const answer = (option: number) => learnerWrite(t.app, cookie, run, { intent: "answer", questionId: question.id, option });
    const results = await Promise.all([0, 1, 2, 1, 0].map(answer));
    expect(results.filter((r) => r?.ok)).toHaveLength(1);
    expect(results.filter((r) => r && !r.ok)).toHaveLength(4);
    const rows = await t.app.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, loaded.attempt.id));
    expect(rows).toHaveLength(1);
    expect(await answer(2)).toEqual({ ok: false, reason: "alreadyAnswered" });
  });

  it("refuses answers and hints after the attempt's time", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    await expire(loaded.attempt.id);
    const stale = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id }))!;
    const question = stale.steps[0].questions[0];
    expect(await answerQuestion(t.app.db, stale, question.id, 0)).toEqual({ ok: false, reason: "timeUp" });
    expect(await revealHint(t.app.db, stale, question.id)).toMatchObject({ ok: false, reason: "timeUp" });
    expect(await t.app.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, loaded.attempt.id))).toEqual([]);
  });

  it("times an urgent question from when the page says it is in view, one at a time, never on opening the step", async () => {
    const user = await approvedUser(t.app);
    const first = await openAttempt(user);
    const urgent = first.steps.find((s) => /intervención urgente/.test(s.description))!;
    const [q1, q2] = urgent.questions;
    // Opening the step starts no clock: its questions may be below the fold.
    const opened = (await loadAttempt(t.app.db, {
      attemptId: first.attempt.id,
      userId: user.id,
      showStepId: urgent.id,
      urgentStep: true,
    }))!;
    expect(opened.facts.shown.filter((s) => urgent.questions.some((q) => q.id === s.questionId))).toEqual([]);
    // Not started: it can be neither answered nor hinted (a hint does not start it either); the second is not its turn.
    expect(await answerQuestion(t.app.db, opened, q1.id, q1.correctOption)).toEqual({ ok: false, reason: "notYet" });
    expect(await revealHint(t.app.db, opened, q1.id)).toMatchObject({ ok: false, reason: q1.hints.length ? "notYet" : "noHints" });
    expect(await startClock(t.app.db, opened, q2.id)).toEqual({ ok: false, reason: "notYet" });
    expect(await startClock(t.app.db, opened, q1.id)).toEqual({ ok: true });
    const started = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id }))!;
    const shownAt = started.facts.shown.find((s) => s.questionId === q1.id)!.shownAt;
    // Said again (a second tab, a retry): the clock is not restarted.
    expect(await startClock(t.app.db, started, q1.id)).toEqual({ ok: true });
    const again = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id }))!;
    expect(again.facts.shown.find((s) => s.questionId === q1.id)!.shownAt).toBe(shownAt);
    expect(await startClock(t.app.db, again, q2.id)).toEqual({ ok: false, reason: "notYet" });

    expect(await answerQuestion(t.app.db, again, q1.id, q1.correctOption)).toEqual({ ok: true });
    const answered = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id }))!;
    expect(await startClock(t.app.db, answered, q2.id)).toEqual({ ok: true });
    const past = new Date(Date.now() - (q2.timeLimit! + 1) * 1000).toISOString();
    await t.app.db
      .update(attemptQuestions)
      .set({ shownAt: past })
      .where(and(eq(attemptQuestions.attemptId, first.attempt.id), eq(attemptQuestions.questionId, q2.id)));
    const late = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id }))!;
    expect(await answerQuestion(t.app.db, late, q2.id, q2.correctOption)).toEqual({ ok: false, reason: "questionTimeUp" });
  });

  it("a stranger cannot start a clock in someone's attempt", async () => {
    const owner = await approvedUser(t.app);
    const loaded = await openAttempt(owner);
    const urgent = loaded.steps.find((s) => /intervención urgente/.test(s.description))!;
    const stranger = await approvedUser(t.app);
    const forged = { ...loaded, attempt: { ...loaded.attempt, userId: stranger.id } };
    expect(await startClock(t.app.db, forged, urgent.questions[0].id)).toMatchObject({ ok: false });
    const [row] = await t.app.db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, loaded.attempt.id));
    expect(row).toBeUndefined();
  });

  it("reveals hints one at a time, counts them, and none after answering", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    const question = loaded.steps.flatMap((s) => s.questions).find((q) => q.hints.length >= 1)!;
    for (let i = 0; i < question.hints.length; i++) expect(await revealHint(t.app.db, loaded, question.id)).toEqual({ ok: true });
    const exhausted = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id }))!;
    expect(await revealHint(t.app.db, exhausted, question.id)).toMatchObject({ ok: false, reason: "noHints" });
    const [state] = await t.app.db
      .select()
      .from(attemptQuestions)
      .where(and(eq(attemptQuestions.attemptId, loaded.attempt.id), eq(attemptQuestions.questionId, question.id)));
    expect(state.hintsUsed).toBe(question.hints.length);
  });

  it("refuses a question the role does not see, or of another scenario", async () => {
    const nurse = await approvedUser(t.app, { rol: "enfermeria" });
    const loaded = await openAttempt(nurse);
    const medic = await approvedUser(t.app, { rol: "medico" });
    const medicLoaded = await openAttempt(medic);
    const seenByNurse = new Set(loaded.steps.flatMap((s) => s.questions.map((q) => q.id)));
    const onlyMedic = medicLoaded.steps.flatMap((s) => s.questions).find((q) => !seenByNurse.has(q.id))!;
    expect(onlyMedic).toBeDefined();
    expect(await answerQuestion(t.app.db, loaded, onlyMedic.id, 0)).toMatchObject({ ok: false, reason: "questionNotFound" });
  });
});

/** Answers every question of the attempt (starting each timed one first), choosing as `choose` says; what was chosen. */
async function answerAll(
  user: User,
  attempt: Awaited<ReturnType<typeof openAttempt>>,
  choose: (q: { correctOption: number; options: string[] }, index: number) => number,
) {
  const chosen = new Map<number, number>();
  let loaded = attempt;
  for (const step of loaded.steps) {
    for (const [index, question] of step.questions.entries()) {
      loaded = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id, showStepId: step.id }))!;
      if (question.timeLimit !== null && /intervención urgente/.test(step.description))
        expect(await startClock(t.app.db, loaded, question.id)).toEqual({ ok: true });
      const option = choose(question, index);
      chosen.set(question.id, option);
      expect(await answerQuestion(t.app.db, loaded, question.id, option)).toEqual({ ok: true });
    }
  }
  return chosen;
}

describe("finishing", () => {
  it("an attempt past its limit is closed by whoever looks at it, once, as 'abandonado', with its score", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    const question = loaded.steps[0].questions[0];
    await answerQuestion(t.app.db, loaded, question.id, question.correctOption);
    await expire(loaded.attempt.id);
    const closed = await Promise.all(
      Array.from({ length: 3 }, () => loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id })),
    );
    const finishedAt = new Set(closed.map((c) => c!.attempt.finishedAt));
    expect(finishedAt.size).toBe(1);
    expect([...finishedAt][0]).not.toBeNull();
    const total = loaded.steps.reduce((n, s) => n + s.questions.length, 0);
    expect(closed[0]!.attempt).toMatchObject({
      status: "abandonado",
      correctCount: 1,
      totalCount: total,
      score: Math.round((1 / total) * 100),
    });
  });

  it("the evaluation page's read closes an expired attempt: it shows as finished, never 'en curso'", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    await expire(loaded.attempt.id);
    const data = await evaluationData(t.app.db, user.id);
    expect(data.attempts[0]).toMatchObject({ id: loaded.attempt.id, status: "abandonado", score: 0, finishedAt: expect.any(String) });
  });

  it("the person may finish at any time: unanswered questions count as not answered", async () => {
    const user = await approvedUser(t.app, { rol: "enfermeria" });
    const loaded = await openAttempt(user);
    const question = loaded.steps[0].questions[0];
    await answerQuestion(t.app.db, loaded, question.id, question.correctOption);
    expect(await finishAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id, scenarioId })).toBe(true);
    const total = loaded.steps.reduce((n, s) => n + s.questions.length, 0);
    const criticals = loaded.steps.flatMap((s) => s.questions).filter((q) => q.isCritical);
    const review = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: null }))!;
    expect(review.attempt).toMatchObject({
      status: "finalizado",
      correctCount: 1,
      totalCount: total,
      score: Math.round((1 / total) * 100),
      criticalFailed: criticals.filter((q) => q.id !== question.id).length,
      passMark: 70,
    });
    // Finishing again, or someone else's finish, changes nothing.
    const finishedAt = review.attempt.finishedAt;
    const stranger = await approvedUser(t.app);
    expect(await finishAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: stranger.id, scenarioId })).toBe(false);
    expect(await finishAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id, scenarioId })).toBe(true);
    expect((await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: null }))!.attempt.finishedAt).toBe(finishedAt);
  });

  it("passes with the case's pass mark and every critical question right; the review shows what was answered", async () => {
    const user = await approvedUser(t.app, { rol: "farmacia" });
    const loaded = await openAttempt(user);
    const chosen = await answerAll(user, loaded, (question) => question.correctOption);
    expect(await finishAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id, scenarioId })).toBe(true);
    const review = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: null }))!;
    expect(review.attempt).toMatchObject({
      status: "finalizado",
      correctCount: chosen.size,
      totalCount: chosen.size,
      score: 100,
      criticalFailed: 0,
    });
    expect(new Map(review.facts.answers.map((a) => [a.questionId, a.selectedOption]))).toEqual(chosen);
    // Another user cannot load it.
    const stranger = await approvedUser(t.app);
    expect(await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: stranger.id })).toBeNull();
  });

  it("fails a high score with one critical question wrong", async () => {
    const { attemptPassed } = await import("~/domain/attempts");
    const user = await approvedUser(t.app, { rol: "medico" });
    const loaded = await openAttempt(user);
    const critical = loaded.steps.flatMap((s) => s.questions).find((q) => q.isCritical)!;
    await answerAll(user, loaded, (question) =>
      question === critical ? (question.correctOption + 1) % question.options.length : question.correctOption,
    );
    expect(await finishAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id, scenarioId })).toBe(true);
    const review = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: null }))!;
    expect(review.attempt.score).toBeGreaterThanOrEqual(review.attempt.passMark);
    expect(review.attempt.criticalFailed).toBe(1);
    expect(attemptPassed(review.attempt)).toBe(false);
  });
});

describe("evaluation data", () => {
  it("lists attempts with their criticals and the readings of the scenarios tried", async () => {
    const user = await approvedUser(t.app, { rol: "medico" });
    let loaded = await openAttempt(user);
    const criticals = loaded.steps.flatMap((s) => s.questions).filter((q) => q.isCritical);
    expect(criticals.length).toBeGreaterThan(1);
    await answerQuestion(t.app.db, loaded, criticals[0].id, criticals[0].correctOption);
    await answerQuestion(t.app.db, loaded, criticals[1].id, (criticals[1].correctOption + 1) % criticals[1].options.length);
    loaded = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id }))!;
    const data = await evaluationData(t.app.db, user.id);
    expect(data.attempts.map((a) => a.id)).toEqual([loaded.attempt.id]);
    // Running: failed is not known from counts alone.
    expect(data.criticals.get(loaded.attempt.id)).toEqual({ total: criticals.length, ok: 1, failed: null });
    // Closed (by expiry: questions were left): every critical not right has failed.
    await expire(loaded.attempt.id);
    const closed = await evaluationData(t.app.db, user.id);
    expect(closed.criticals.get(loaded.attempt.id)).toEqual({ total: criticals.length, ok: 1, failed: criticals.length - 1 });
    expect(data.readings.length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.readings.map((r) => r.scenarioId))).toEqual(new Set([scenarioId]));
  });
});
