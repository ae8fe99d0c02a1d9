import { sql } from "drizzle-orm";
import { RATE_LIMITS } from "./rate-limit.server";
import { runBatch, type Db } from "./db.server";

/** Delivered mail is kept this long (a trace of what was sent), then deleted. */
const DELIVERED_MAIL_DAYS = 30;
/** Spent or expired single-use links are kept a day (so that a late click is told "used" rather than "unknown"). */
const SPENT_LINK_DAYS = 1;

/**
 * What must not be kept for ever, deleted by the cron every minute in one transaction: expired
 * sessions, spent and expired links, delivered mail older than 30 days, rate-limit windows long
 * closed. Returns how many rows of each went.
 */
export async function purgeExpired(db: Db, now = new Date()) {
  const iso = now.toISOString();
  const day = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const longestWindow = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds));
  const [sessions, links, mail, limits] = await runBatch(db, [
    db.run(sql`delete from sessions where expires_at <= ${iso}`),
    db.run(
      sql`delete from email_tokens where (used_at is not null and used_at <= ${day(SPENT_LINK_DAYS)}) or expires_at <= ${day(SPENT_LINK_DAYS)}`,
    ),
    db.run(sql`delete from outbox where sent_at is not null and sent_at <= ${day(DELIVERED_MAIL_DAYS)}`),
    db.run(sql`delete from rate_limits where window_start <= ${Math.floor(now.getTime() / 1000) - longestWindow}`),
  ]);
  const count = (result: unknown) => Number((result as { rowsAffected?: number }).rowsAffected ?? 0);
  return { sessions: count(sessions), links: count(links), mail: count(mail), rateLimits: count(limits) };
}
