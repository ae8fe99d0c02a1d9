import { createCookie } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { profiles, sessions } from "../../db/schema";
import type { AppContext } from "./context.server";
import { randomToken, sha256Hex } from "./crypto.server";
import { nowIso, type Db } from "./db.server";

const SESSION_DAYS = 30;

function sessionCookie(app: AppContext) {
  const production = app.env.APP_ENV === "production";
  return createCookie(production ? "__Host-simped" : "simped", {
    httpOnly: true,
    secure: production,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
    secrets: [app.env.SESSION_SECRET],
  });
}

/**
 * A new session for the user: the statement to run (alone or inside a larger batch) and the
 * Set-Cookie value to send once it has run. The user may be given as SQL (whose link this is, say):
 * the session is then inserted only if that finds someone.
 */
export async function prepareSession(app: AppContext, userId: string | SQL) {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
  return {
    statement:
      typeof userId === "string"
        ? app.db.insert(sessions).values({ tokenHash, userId, expiresAt })
        : app.db.run(
            sql`insert into sessions (token_hash, user_id, expires_at) select ${tokenHash}, user_id, ${expiresAt} from (select ${userId} as user_id) where user_id is not null`,
          ),
    setCookie: await sessionCookie(app).serialize(token),
  };
}

export async function clearSessionCookie(app: AppContext) {
  return sessionCookie(app).serialize("", { maxAge: 0 });
}

export type Viewer = typeof profiles.$inferSelect;

const viewers = new WeakMap<AppContext, Map<string, Promise<Viewer | null>>>();

/**
 * The signed-in person of this request, or null. The app context is made once per request (Remix
 * hands each loader its own copy of the Request), so the loaders of one page share one lookup.
 */
export function getViewer(request: Request, app: AppContext): Promise<Viewer | null> {
  const cookie = request.headers.get("Cookie") ?? "";
  let known = viewers.get(app);
  if (!known) viewers.set(app, (known = new Map()));
  let viewer = known.get(cookie);
  if (!viewer) {
    viewer = lookUpViewer(request, app);
    known.set(cookie, viewer);
  }
  return viewer;
}

/** After an action changed the person, the loaders that render its answer read them again. */
export function forgetViewer(app: AppContext) {
  viewers.delete(app);
}

async function lookUpViewer(request: Request, app: AppContext): Promise<Viewer | null> {
  const tokenHash = await sessionTokenHash(request, app);
  if (!tokenHash) return null;
  const rows = await viewerQuery(app.db, tokenHash);
  return rows[0]?.profile ?? null;
}

/** The hash of the request's session token (no database involved), or null without a usable cookie. */
export async function sessionTokenHash(request: Request, app: AppContext): Promise<string | null> {
  let token: unknown;
  try {
    token = await sessionCookie(app).parse(request.headers.get("Cookie"));
  } catch {
    // A cookie the browser (or anyone) mangled ('%', an open quote, bad percent-encoding) is no session, not a 500.
    return null;
  }
  return typeof token === "string" && token !== "" ? sha256Hex(token) : null;
}

/** The person behind a live session token, as a query that can join another batch. */
export function viewerQuery(db: Db, tokenHash: string) {
  return (
    db
      .select({ profile: profiles })
      .from(sessions)
      .innerJoin(profiles, eq(profiles.id, sessions.userId))
      // A deactivated account has no session left; the check makes sure of it.
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, nowIso()), isNull(profiles.deactivatedAt)))
      .limit(1)
  );
}

/** Who may enter each private area (over the profile `vp`): the rule of `redirectFor`, as SQL. */
const ADMITTED = {
  approved: sql.raw("vp.verified_at is not null and vp.approved = 1"),
  admin: sql.raw("vp.is_admin = 1"),
  adminAction: sql.raw("vp.is_admin = 1"),
  instructor: sql.raw("vp.verified_at is not null and vp.approved = 1 and vp.is_admin = 1"),
} as const;

/**
 * The id of the person behind a live session token as an SQL subquery, null unless they may enter
 * `area`. A page's reads and writes keyed by it are authorised by the statement itself, so they can
 * share one batch (one round trip) with the viewer's lookup; a stranger's batch reads and writes
 * nothing. Its own aliases keep it apart from the `profiles` or `sessions` of the query around it.
 */
export function viewerIdSql(tokenHash: string | null, area: keyof typeof ADMITTED): SQL {
  if (!tokenHash) return sql`null`;
  return sql`(select vs.user_id from sessions vs join profiles vp on vp.id = vs.user_id
    where vs.token_hash = ${tokenHash} and vs.expires_at > ${nowIso()} and vp.deactivated_at is null and ${ADMITTED[area]})`;
}

/** The viewer read by a page's own batch: the request's other loaders use it instead of a lookup of their own. */
export function rememberViewer(request: Request, app: AppContext, viewer: Viewer | null) {
  let known = viewers.get(app);
  if (!known) viewers.set(app, (known = new Map()));
  known.set(request.headers.get("Cookie") ?? "", Promise.resolve(viewer));
}

/** 'Cerrar sesión' ends every session of the user, on every device: the user's id, or the request's session (one statement, no lookup first). */
export async function signOutEverywhere(app: AppContext, user: string | { tokenHash: string }) {
  const userId =
    typeof user === "string" ? user : sql`(select ${sessions.userId} from ${sessions} where ${sessions.tokenHash} = ${user.tokenHash})`;
  await app.db.delete(sessions).where(eq(sessions.userId, userId));
  forgetViewer(app);
}
