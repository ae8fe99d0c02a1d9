import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, takeRateLimit, type RateLimitName } from "~/server/rate-limit.server";
import { createSession, snapshotForVisitor } from "~/presencial/store.server";
import { eq } from "drizzle-orm";
import { presencialSessions } from "../../db/schema";
import { PUBLIC_AFTER_END_MS } from "~/presencial/vocabulary";
import { approvedUser, scenarioIdBySlug, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe("rate limits at their real values", () => {
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    it(`${name}: ${RATE_LIMITS[name].max} per ${RATE_LIMITS[name].windowSeconds} s, then a new window`, async () => {
      const { max, windowSeconds } = RATE_LIMITS[name];
      const now = 1_800_000_000;
      const subject = `203.0.113.7:${name}`;
      for (let i = 0; i < max; i++) expect(await takeRateLimit(t.app.db, name, subject, 1, now + i)).toBe(true);
      expect(await takeRateLimit(t.app.db, name, subject, 1, now + max)).toBe(false);
      expect(await takeRateLimit(t.app.db, name, "someone-else", 1, now + max)).toBe(true);
      expect(await takeRateLimit(t.app.db, name, subject, 1, now + windowSeconds)).toBe(true);
    });
  }

  it("counts simultaneous attempts exactly", async () => {
    const now = 1_900_000_000;
    const results = await Promise.all(Array.from({ length: 20 }, () => takeRateLimit(t.app.db, "login", "burst", 1, now)));
    expect(results.filter(Boolean)).toHaveLength(RATE_LIMITS.login.max);
  });
});

describe("guessing public codes", () => {
  const from = (address: string, proven = false) => ({ address, proven });
  const newSession = async () =>
    createSession(t.app.db, {
      scenarioId: await scenarioIdBySlug(t.app, "shock-septico-pediatrico"),
      instructorId: (await approvedUser(t.app, { isAdmin: true })).id,
      flow: "dual",
      participants: [],
    });

  it(`an address that tried ${RATE_LIMITS.publicCode.max} wrong codes gets no answer, right or wrong, but a screen with its code's proof still does`, async () => {
    const session = await newSession();
    // Right codes are never counted: a projector reloading all day uses up nothing.
    for (let i = 0; i < RATE_LIMITS.publicCode.max + 5; i++) {
      expect(await snapshotForVisitor(t.app, session.code, from("198.51.100.1"))).toMatchObject({ ok: true });
    }
    for (let i = 0; i < RATE_LIMITS.publicCode.max; i++) {
      expect(await snapshotForVisitor(t.app, `Z${String(i).padStart(5, "0")}`, from("198.51.100.1"))).toEqual({
        ok: false,
        reason: "notFound",
      });
    }
    expect(await snapshotForVisitor(t.app, session.code, from("198.51.100.1"))).toEqual({ ok: false, reason: "limited" });
    expect(await snapshotForVisitor(t.app, "ZZZZZZ", from("198.51.100.1"))).toEqual({ ok: false, reason: "limited" });
    // The projector behind the same address, opened from the console's link: never locked out.
    expect(await snapshotForVisitor(t.app, session.code, from("198.51.100.1", true))).toMatchObject({
      ok: true,
      snapshot: { code: session.code },
    });
    expect(await snapshotForVisitor(t.app, session.code, from("198.51.100.2"))).toMatchObject({
      ok: true,
      snapshot: { code: session.code },
    });
  });

  it("an ended session stops being public a day after its end", async () => {
    const session = await newSession();
    const end = new Date("2026-11-20T10:00:00.000Z");
    await t.app.db
      .update(presencialSessions)
      .set({ startedAt: "2026-11-20T09:30:00.000Z", endedAt: end.toISOString() })
      .where(eq(presencialSessions.id, session.id));
    const at = (ms: number) => new Date(end.getTime() + ms);
    expect(await snapshotForVisitor(t.app, session.code, from("198.51.100.9"), at(PUBLIC_AFTER_END_MS - 60_000))).toMatchObject({
      ok: true,
      snapshot: { status: "ended" },
    });
    expect(await snapshotForVisitor(t.app, session.code, from("198.51.100.9", true), at(PUBLIC_AFTER_END_MS + 60_000))).toEqual({
      ok: false,
      reason: "notFound",
    });
  });
});
