/**
 * A console command on a long session costs what it cost on a short one: what the command reads
 * back and answers holds the session's latest events, not all of them (the report keeps them all).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionEvents } from "../../db/schema";
import { CONSOLE_EVENTS_SHOWN } from "~/presencial/vocabulary";
import { createSession, reportFor, runCommand } from "~/presencial/store.server";
import { approvedUser, scenarioIdBySlug, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe("a long session", () => {
  it(`answers a command with the ${CONSOLE_EVENTS_SHOWN} latest events, the same size on the thousandth command as early on; the report keeps all`, async () => {
    const admin = await approvedUser(t.app, { isAdmin: true });
    const session = await createSession(t.app.db, {
      scenarioId: await scenarioIdBySlug(t.app, "shock-septico-pediatrico"),
      instructorId: admin.id,
      flow: "dual",
      participants: [],
    });
    const command = (intent: "start" | "alarm" | "finish") =>
      runCommand(t.app.db, { sessionId: session.id, actorId: admin.id }, { intent });
    await command("start");
    const early = await command("alarm");
    if (!early.ok || !early.console) throw new Error("the alarm was refused");
    expect(early.console.earlierEvents).toBe(false);
    // A thousand recorded alarms, written as the console writes them.
    const at = new Date().toISOString();
    const rows = Array.from({ length: 1_000 }, () => ({ sessionId: session.id, at, kind: "alarm", payload: {}, actorId: admin.id }));
    for (let i = 0; i < rows.length; i += 100) await t.app.db.insert(sessionEvents).values(rows.slice(i, i + 100));
    const late = await command("alarm");
    if (!late.ok || !late.console) throw new Error("the alarm was refused");
    expect(late.console.earlierEvents).toBe(true);
    const alarmsShown = (answer: typeof late.console) =>
      answer.timeline.filter((entry) => entry.title === early.console!.timeline.at(-1)!.title).length;
    expect(alarmsShown(late.console)).toBeLessThanOrEqual(CONSOLE_EVENTS_SHOWN);
    // The newest is there: the timeline ends with the alarm just given.
    expect(late.console.timeline.at(-1)).toMatchObject({ title: early.console.timeline.at(-1)!.title });
    const size = (answer: unknown) => JSON.stringify(answer).length;
    expect(size(late.console)).toBeLessThan(size(early.console) + CONSOLE_EVENTS_SHOWN * 200);
    await command("finish");
    const stored = await reportFor(t.app.db, session.id);
    const alarmTitle = early.console.timeline.at(-1)!.title;
    expect(stored?.report.timeline.filter((entry) => entry.title === alarmTitle).length).toBe(1_002);
  });
});
