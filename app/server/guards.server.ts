import { redirect } from "@remix-run/cloudflare";
import type { SQL } from "drizzle-orm";
import { ADMIN_ONLY_MESSAGE, redirectFor, signInPath, type Area } from "../domain/access";
import type { AppContext } from "./context.server";
import { batchOf, readNamed, type Named, type NamedRows, type Reader } from "./db.server";
import { failedStatement, orScreenError } from "./failures.server";
import { getViewer, rememberViewer, sessionTokenHash, viewerIdSql, viewerQuery, type Viewer } from "./session.server";
import { refuse } from "./respond.server";

const asVisitor = (viewer: Viewer | null) =>
  viewer && { verified: viewer.verifiedAt !== null, approved: viewer.approved, isAdmin: viewer.isAdmin };

/** Sends the visitor where the guard says, or returns who they are. Every private loader calls it (or `readAsViewer`). */
export async function requireArea(request: Request, app: AppContext, area: Exclude<Area, "public">): Promise<Viewer> {
  return admit(request, await getViewer(request, app), area);
}

function admit(request: Request, viewer: Viewer | null, area: Exclude<Area, "public">): Viewer {
  // A page opened without a session (a report from the projector, a link in a mail) comes back after sign-in.
  if (!viewer && request.method === "GET") throw redirect(signInPath(new URL(request.url)));
  const target = redirectFor(asVisitor(viewer), area);
  if (target || !viewer) throw redirect(target ?? "/");
  return viewer;
}

/**
 * The private areas, the instructor's screens (approved admins; anyone else approved: 'Acceso
 * restringido') and the admin's actions (403 with the spec's message rather than a redirect).
 */
type Gate = "approved" | "admin" | "instructor" | "adminAction";

function pass(request: Request, viewer: Viewer | null, gate: Gate): Viewer {
  if (gate === "adminAction") {
    if (!viewer) throw redirect("/");
    if (!viewer.isAdmin) refuse(403, ADMIN_ONLY_MESSAGE);
    return viewer;
  }
  if (gate !== "instructor") return admit(request, viewer, gate);
  if (!viewer && request.method === "GET") throw redirect(signInPath(new URL(request.url)));
  return admitInstructor(viewer);
}

/**
 * A page's work with the viewer's lookup in its first batch: one round trip to the database instead
 * of two. `page` reads through the reader it is given, which adds the lookup to its first batch and
 * admits the viewer (the same guard as `requireArea`) before handing the rows over; it also receives
 * the viewer's id as SQL, null unless admitted, so that reads keyed by it (or gated on it) find
 * nothing for anyone else. A failed statement keeps the index it has in the page's batch (the
 * lookup's own failure is -1). A page that reads nothing pays the lookup alone.
 */
export async function asViewer<R>(
  request: Request,
  app: AppContext,
  area: Gate,
  page: (read: Reader, viewerId: SQL, viewer: () => Viewer) => Promise<R>,
): Promise<{ viewer: Viewer; result: R }> {
  const tokenHash = await sessionTokenHash(request, app);
  if (!tokenHash) return { viewer: pass(request, null, area), result: undefined as never };
  let viewer: Viewer | undefined;
  const read: Reader = async (items) => {
    if (viewer) return batchOf(app.db)(items);
    let results;
    try {
      results = await app.db.batch([viewerQuery(app.db, tokenHash), ...items]);
    } catch (error) {
      const index = failedStatement(error);
      if (index !== null) (error as { statementIndex: number }).statementIndex = index - 1;
      throw error;
    }
    const [found, ...rows] = results;
    const seen = found[0]?.profile ?? null;
    rememberViewer(request, app, seen);
    viewer = pass(request, seen, area);
    return rows;
  };
  const admitted = () => {
    if (!viewer) throw new Error("the viewer is known after the page's first read");
    return viewer;
  };
  const result = await page(read, viewerIdSql(tokenHash, area), admitted);
  return { viewer: viewer ?? pass(request, await getViewer(request, app), area), result };
}

/**
 * `asViewer` for a page whose reads are one batch, given by name (`readNamed`): the viewer and the
 * batch's rows under the same names.
 */
export async function readAsViewer<T extends Named>(
  request: Request,
  app: AppContext,
  area: Gate,
  reads: (viewerId: SQL) => T,
): Promise<{ viewer: Viewer; rows: NamedRows<T> }> {
  const { viewer, result } = await asViewer(request, app, area, (read, viewerId) => readNamed(read, reads(viewerId)));
  return { viewer, rows: result };
}

/** Landing and registration: signed-in people go on to where they belong. */
export async function redirectSignedIn(request: Request, app: AppContext): Promise<void> {
  const target = redirectFor(asVisitor(await getViewer(request, app)), "public");
  if (target) throw redirect(target);
}

/** Admin mutations answer 403 with the spec's message rather than a redirect. */
export async function requireAdminAction(request: Request, app: AppContext): Promise<Viewer> {
  return pass(request, await getViewer(request, app), "adminAction");
}

/** Public forms carry an empty, hidden field; a filled one is a bot. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get("website");
  return typeof value === "string" && value !== "";
}

const RESTRICTED_MESSAGE = "Acceso restringido";

/** Instructor routes: admins only; anyone else signed in and approved sees 'Acceso restringido'. */
export async function requireInstructor(request: Request, app: AppContext): Promise<Viewer> {
  return pass(request, await getViewer(request, app), "instructor");
}

/** Why a viewer may not run the console: where to send them, or 'Acceso restringido' (403); null when they may. */
export type InstructorRefusal = { location: string } | { forbidden: true };
export function instructorRefusal(viewer: Viewer | null): InstructorRefusal | null {
  const target = redirectFor(asVisitor(viewer), "approved");
  if (target || !viewer) return { location: target ?? "/" };
  return viewer.isAdmin ? null : { forbidden: true };
}

/** The refusal as the page's answer: a redirect, or 403 with the restricted message. */
export function refuseViewer(refusal: InstructorRefusal): never {
  if ("location" in refusal) throw redirect(refusal.location);
  refuse(403, RESTRICTED_MESSAGE);
}

/** The instructor check on a viewer already read (in the same batch as a command's state, say). */
export function admitInstructor(viewer: Viewer | null): Viewer {
  const refusal = instructorRefusal(viewer);
  if (refusal) refuseViewer(refusal);
  return viewer!;
}

/**
 * Who is asking, when a screen's first batch failed and it must say so on its own page: looked up
 * again, and if that fails too, the screen's words for its session (503, under the header).
 */
export function viewerOrScreenError(request: Request, app: AppContext, area: "approved" | "admin", words: string): Promise<Viewer> {
  return orScreenError(requireArea(request, app, area), words);
}
