import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attemptQuestions, attempts } from "../../db/schema";
import { answerQuestion, closeAttempt, loadAttempt, loadAttemptClosingExpired, revealHint, startAttempt } from "~/server/attempts.server";
import { approvedUser, scenarioIdBySlug, startTestApp } from "./harness";

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
    const results = await Promise.all([0, 1, 2, 1, 0].map((option) => answerQuestion(t.app.db, loaded, question.id, option)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const rows = await t.app.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, loaded.attempt.id));
    expect(rows).toHaveLength(1);
    const again = await answerQuestion(
      t.app.db,
      (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id }))!,
      question.id,
      2,
    );
    expect(again).toEqual({ ok: false, reason: "alreadyAnswered" });
  });

  it("refuses answers and hints after the attempt's time", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    await t.app.db
      .update(attempts)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(attempts.id, loaded.attempt.id));
    const stale = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id }))!;
    const question = stale.steps[0].questions[0];
    expect(await answerQuestion(t.app.db, stale, question.id, 0)).toEqual({ ok: false, reason: "timeUp" });
    expect(await revealHint(t.app.db, stale, question.id)).toMatchObject({ ok: false, reason: "timeUp" });
    expect(await t.app.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, loaded.attempt.id))).toEqual([]);
  });

  it("times an urgent question from when the server showed it", async () => {
    const user = await approvedUser(t.app);
    const first = await openAttempt(user);
    const urgent = first.steps.find((s) => /intervención urgente/.test(s.description))!;
    const [q1, q2] = urgent.questions;
    const loaded = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id, showStepId: urgent.id }))!;
    expect(loaded.facts.shown.map((s) => s.questionId).sort()).toEqual(urgent.questions.map((q) => q.id).sort());
    // Opening the step again does not restart its timers.
    const shownAt = loaded.facts.shown[0].shownAt;
    const reopened = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id, showStepId: urgent.id }))!;
    expect(reopened.facts.shown[0].shownAt).toBe(shownAt);

    expect(await answerQuestion(t.app.db, reopened, q1.id, q1.correctOption)).toEqual({ ok: true });
    const past = new Date(Date.now() - (q2.timeLimit! + 1) * 1000).toISOString();
    await t.app.db
      .update(attemptQuestions)
      .set({ shownAt: past })
      .where(and(eq(attemptQuestions.attemptId, first.attempt.id), eq(attemptQuestions.questionId, q2.id)));
    const late = (await loadAttempt(t.app.db, { attemptId: first.attempt.id, userId: user.id }))!;
    expect(await answerQuestion(t.app.db, late, q2.id, q2.correctOption)).toEqual({ ok: false, reason: "questionTimeUp" });
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

describe("finishing", () => {
  it("the server closes an expired attempt once, as 'abandonado', with its score", async () => {
    const user = await approvedUser(t.app);
    const loaded = await openAttempt(user);
    const question = loaded.steps[0].questions[0];
    await answerQuestion(t.app.db, loaded, question.id, question.correctOption);
    await t.app.db
      .update(attempts)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(attempts.id, loaded.attempt.id));
    const closed = await Promise.all(
      Array.from({ length: 3 }, () => loadAttemptClosingExpired(t.app.db, { attemptId: loaded.attempt.id, userId: user.id })),
    );
    const finishedAt = new Set(closed.map((c) => c!.attempt.finishedAt));
    expect(finishedAt.size).toBe(1);
    const total = loaded.steps.reduce((n, s) => n + s.questions.length, 0);
    expect(closed[0]!.attempt).toMatchObject({
      status: "abandonado",
      correctCount: 1,
      totalCount: total,
      score: Math.round((1 / total) * 100),
    });
  });

  it("the person may finish only when every question is answered; the review shows what was answered", async () => {
    const user = await approvedUser(t.app, { rol: "farmacia" });
    let loaded = await openAttempt(user);
    expect(await closeAttempt(t.app.db, loaded, false)).toEqual({ ok: false, reason: "notAllAnswered" });
    const chosen = new Map<number, number>();
    for (const step of loaded.steps) {
      loaded = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id, showStepId: step.id }))!;
      for (const [index, question] of step.questions.entries()) {
        const option = index % 2 === 0 ? question.correctOption : (question.correctOption + 1) % question.options.length;
        chosen.set(question.id, option);
        expect(await answerQuestion(t.app.db, loaded, question.id, option)).toEqual({ ok: true });
      }
    }
    loaded = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: user.id }))!;
    expect(await closeAttempt(t.app.db, loaded, false)).toEqual({ ok: true });
    const review = (await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: null }))!;
    const correct = [...chosen.entries()].filter(
      ([id, option]) => review.steps.flatMap((s) => s.questions).find((q) => q.id === id)!.correctOption === option,
    ).length;
    expect(review.attempt).toMatchObject({
      status: "finalizado",
      correctCount: correct,
      totalCount: chosen.size,
      score: Math.round((correct / chosen.size) * 100),
    });
    expect(new Map(review.facts.answers.map((a) => [a.questionId, a.selectedOption]))).toEqual(chosen);
    // Another user cannot load it.
    const stranger = await approvedUser(t.app);
    expect(await loadAttempt(t.app.db, { attemptId: loaded.attempt.id, userId: stranger.id })).toBeNull();
  });
});

describe("evaluation data", () => {
  it("lists attempts with their criticals and the readings of the scenarios tried", async () => {
    const { evaluationData } = await import("~/server/evaluation.server");
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
    expect((await closeAttempt(t.app.db, loaded, true)).ok).toBe(true);
    const closed = await evaluationData(t.app.db, user.id);
    expect(closed.criticals.get(loaded.attempt.id)).toEqual({ total: criticals.length, ok: 1, failed: criticals.length - 1 });
    expect(data.readings.length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.readings.map((r) => r.scenarioId))).toEqual(new Set([scenarioId]));
  });
});
