/**
 * What one round trip per page and action rests on, through the routes on a real sqld: the
 * content kept in memory follows every change to it (the version kept by triggers), an answer
 * planned on content that changed meanwhile is planned again, and the writes that share the
 * viewer's batch check the viewer themselves.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, attemptQuestions, auditLog, contentVersion, profiles, questions, steps } from "../../db/schema";
import { startAttempt } from "../../app/online/attempts.server";
import * as runRoute from "~/routes/_app.simulacion.$id._index";
import * as evaluationRoute from "~/routes/_app.evaluacion._index";
import * as recordsRoute from "~/routes/_app.admin_.registros";
import * as dashboardRoute from "~/routes/_app.dashboard";
import { adminIdOf, approvedUser, formPost, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let scenarioId: number;

beforeAll(async () => {
  t = await startTestApp();
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-lactante");
}, 30_000);

afterAll(async () => {
  await t?.stop();
});

/** A fresh context per request, as in the Worker (the viewer is remembered per context). */
const context = () => ({ app: { ...t.app } }) as never;
const version = async () => (await t.app.db.select({ version: contentVersion.version }).from(contentVersion))[0].version;

async function attemptOf() {
  const user = await approvedUser(t.app);
  const started = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: user.role, scenarioId });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return {
    user,
    cookie: await signedInCookie(t.app, user.id),
    attemptId: started.attemptId,
    path: `/simulacion/${scenarioId}?attempt=${started.attemptId}`,
  };
}

/** The first question of the scenario (every role sees the first step). */
async function firstQuestion() {
  const [row] = await t.app.db
    .select({ id: questions.id, correctOption: questions.correctOption })
    .from(questions)
    .innerJoin(steps, eq(steps.id, questions.stepId))
    .where(eq(steps.scenarioId, scenarioId))
    .orderBy(asc(steps.stepOrder), asc(questions.questionOrder))
    .limit(1);
  return row;
}

const answer = (path: string, cookie: string, questionId: number, option: number) =>
  routeOutcome(() =>
    runRoute.action({
      request: formPost(path, { intent: "answer", questionId: String(questionId), option: String(option) }, cookie),
      params: { id: String(scenarioId) },
      context: context(),
    }),
  );

describe("content kept in memory", () => {
  it("moves on with every change to the content, made by anyone", async () => {
    const before = await version();
    const question = await firstQuestion();
    await t.app.db
      .update(questions)
      .set({ explanation: sql`${questions.explanation} || ''` })
      .where(eq(questions.id, question.id));
    expect(await version()).toBe(before + 1);
    await t.app.db
      .update(profiles)
      .set({ updatedAt: sql`${profiles.updatedAt}` })
      .where(eq(profiles.id, await adminIdOf(t.app)));
    expect(await version(), "tables other than the content's leave it alone").toBe(before + 1);
  });

  it("an answer planned on content that changed meanwhile is judged by the new key", async () => {
    const question = await firstQuestion();
    const first = await attemptOf();
    // The page is read: this process now keeps the content as it is.
    expect(
      (
        await routeOutcome(() =>
          runRoute.loader({
            request: new Request(`http://127.0.0.1:8787${first.path}`, { headers: { Cookie: first.cookie } }),
            params: { id: String(scenarioId) },
            context: context(),
          }),
        )
      ).status,
    ).toBe(200);
    // An instructor fixes the key of the question (the studio's kind of change).
    const newKey = (question.correctOption + 1) % 4;
    await t.app.db.update(questions).set({ correctOption: newKey }).where(eq(questions.id, question.id));
    try {
      expect(await answer(first.path, first.cookie, question.id, newKey)).toMatchObject({ status: 302 });
      const [saved] = await t.app.db
        .select()
        .from(attemptAnswers)
        .where(and(eq(attemptAnswers.attemptId, first.attemptId), eq(attemptAnswers.questionId, question.id)));
      expect(saved).toMatchObject({ selectedOption: newKey, isCorrect: true });
    } finally {
      await t.app.db.update(questions).set({ correctOption: question.correctOption }).where(eq(questions.id, question.id));
    }
  });
});

describe("writes that share the viewer's batch", () => {
  it("someone else's answer or hint to an attempt writes nothing, and sends them back", async () => {
    const owner = await attemptOf();
    const stranger = await approvedUser(t.app);
    const strangerCookie = await signedInCookie(t.app, stranger.id);
    const question = await firstQuestion();
    expect(await answer(owner.path, strangerCookie, question.id, question.correctOption)).toMatchObject({
      status: 302,
      location: `/simulacion/${scenarioId}/confirm`,
    });
    const hint = await routeOutcome(() =>
      runRoute.action({
        request: formPost(owner.path, { intent: "hint", questionId: String(question.id) }, strangerCookie),
        params: { id: String(scenarioId) },
        context: context(),
      }),
    );
    expect(hint).toMatchObject({ status: 302, location: `/simulacion/${scenarioId}/confirm` });
    expect(await t.app.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, owner.attemptId))).toEqual([]);
    expect(await t.app.db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, owner.attemptId))).toEqual([]);
    // The owner's own answer goes through, and a second one is refused with the spec's words.
    expect(await answer(owner.path, owner.cookie, question.id, question.correctOption)).toMatchObject({ status: 302 });
    expect(await answer(owner.path, owner.cookie, question.id, question.correctOption)).toMatchObject({
      status: 409,
      message: "Esta pregunta ya está respondida.",
    });
  });

  it("someone else's evaluation: an administrator's look is audited; anyone else sees their own, and writes no audit line", async () => {
    const owner = await attemptOf();
    const curious = await approvedUser(t.app);
    const audits = async () =>
      (
        await t.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "evaluation.viewed"), eq(auditLog.targetUserId, owner.user.id)))
      ).length;
    const look = (cookie: string) =>
      evaluationRoute.loader({
        request: new Request(`http://127.0.0.1:8787/evaluacion?user=${owner.user.id}`, { headers: { Cookie: cookie } }),
        params: {},
        context: context(),
      });
    const theirs = await look(await signedInCookie(t.app, curious.id));
    expect(theirs).toMatchObject({ self: true, person: { id: curious.id } });
    expect(await audits()).toBe(0);
    const admin = await look(await signedInCookie(t.app, await adminIdOf(t.app)));
    expect(admin).toMatchObject({ self: false, person: { id: owner.user.id } });
    expect(await audits()).toBe(1);
  });

  it("an admin page for someone who is not an admin: sent on, nothing shown", async () => {
    const someone = await approvedUser(t.app);
    const outcome = await routeOutcome(() =>
      recordsRoute.loader({
        request: new Request("http://127.0.0.1:8787/admin/registros", { headers: { Cookie: "" } }),
        params: {},
        context: context(),
      }),
    );
    expect(outcome).toMatchObject({ status: 302 });
    const signedIn = await routeOutcome(async () =>
      recordsRoute.loader({
        request: new Request("http://127.0.0.1:8787/admin/registros", { headers: { Cookie: await signedInCookie(t.app, someone.id) } }),
        params: {},
        context: context(),
      }),
    );
    expect(signedIn).toMatchObject({ status: 302, location: "/dashboard" });
  });
});

describe("the dashboard's 'Nuevo'", () => {
  it("counts the online cases one can start that this person has not tried, and none once all are", async () => {
    const { user, cookie } = await attemptOf();
    const panel = () =>
      dashboardRoute.loader({
        request: new Request("http://127.0.0.1:8787/dashboard", { headers: { Cookie: cookie } }),
        params: {},
        context: context(),
      });
    const startable = (await panel()).untried;
    const others = await t.app.db.all<{
      id: number;
    }>(sql`select id from scenarios where exists (select 1 from json_each(mode) where value = 'online')
      and status <> 'En construcción: sin iniciar' and id <> ${scenarioId}`);
    expect(startable).toBe(others.length);
    for (const { id } of others) {
      const started = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role: user.role, scenarioId: id });
      expect(started.ok).toBe(true);
    }
    expect((await panel()).untried).toBe(0);
  });
});
