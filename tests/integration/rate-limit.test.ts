import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, takeRateLimit, type RateLimitName } from "~/server/rate-limit.server";
import { createSession, snapshotForVisitor } from "~/server/presencial.server";
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
  it(`an address that tried ${RATE_LIMITS.publicCode.max} wrong codes gets no answer, right or wrong; others still do`, async () => {
    const admin = await approvedUser(t.app, { isAdmin: true });
    const session = await createSession(t.app.db, {
      scenarioId: await scenarioIdBySlug(t.app, "shock-septico-pediatrico"),
      instructorId: admin.id,
      flow: "dual",
      participants: [],
    });
    expect(await snapshotForVisitor(t.app, session.code, "198.51.100.1")).toMatchObject({ ok: true });
    for (let i = 0; i < RATE_LIMITS.publicCode.max; i++) {
      expect(await snapshotForVisitor(t.app, `Z${String(i).padStart(5, "0")}`, "198.51.100.1")).toEqual({ ok: false, reason: "notFound" });
    }
    expect(await snapshotForVisitor(t.app, session.code, "198.51.100.1")).toEqual({ ok: false, reason: "limited" });
    expect(await snapshotForVisitor(t.app, "ZZZZZZ", "198.51.100.1")).toEqual({ ok: false, reason: "limited" });
    expect(await snapshotForVisitor(t.app, session.code, "198.51.100.2")).toMatchObject({ ok: true, snapshot: { code: session.code } });
  });
});
