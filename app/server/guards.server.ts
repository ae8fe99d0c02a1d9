import { data, redirect } from "@remix-run/cloudflare";
import type { SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { ADMIN_ONLY_MESSAGE, redirectFor, signInPath, type Area } from "../domain/access";
import type { AppContext } from "./context.server";
import { failedStatement } from "./failures.server";
import { getViewer, rememberViewer, sessionTokenHash, viewerIdSql, viewerQuery, type Viewer } from "./session.server";

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

type Items = readonly BatchItem<"sqlite">[];

/**
 * A page's reads in one batch with the viewer's lookup: one round trip to the database instead of
 * two. The reads receive the viewer's id as SQL, null unless admitted to `area`, so a stranger's
 * batch finds nothing and writes nothing; then the same guard as `requireArea`. A failed statement
 * keeps the index it has in `reads` (the lookup's own failure is -1).
 */
export async function readAsViewer<T extends Items>(
  request: Request,
  app: AppContext,
  area: "approved" | "admin",
  reads: (viewerId: SQL) => T,
): Promise<{ viewer: Viewer; rows: BatchResponse<T> }> {
  const tokenHash = await sessionTokenHash(request, app);
  if (!tokenHash) return { viewer: admit(request, null, area), rows: [] as unknown as BatchResponse<T> };
  let results: unknown[];
  try {
    results = await app.db.batch([viewerQuery(app.db, tokenHash), ...reads(viewerIdSql(tokenHash, area))]);
  } catch (error) {
    const index = failedStatement(error);
    if (index !== null) (error as { statementIndex: number }).statementIndex = index - 1;
    throw error;
  }
  const [found, ...rows] = results as [{ profile: Viewer }[], ...unknown[]];
  const viewer = found[0]?.profile ?? null;
  rememberViewer(request, app, viewer);
  return { viewer: admit(request, viewer, area), rows: rows as BatchResponse<T> };
}

/** Landing and registration: signed-in people go on to where they belong. */
export async function redirectSignedIn(request: Request, app: AppContext): Promise<void> {
  const target = redirectFor(asVisitor(await getViewer(request, app)), "public");
  if (target) throw redirect(target);
}

/** Admin mutations answer 403 with the spec's message rather than a redirect. */
export async function requireAdminAction(request: Request, app: AppContext): Promise<Viewer> {
  const viewer = await getViewer(request, app);
  if (!viewer) throw redirect("/");
  if (!viewer.isAdmin) throw data({ message: ADMIN_ONLY_MESSAGE }, { status: 403 });
  return viewer;
}

/** Public forms carry an empty, hidden field; a filled one is a bot. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get("website");
  return typeof value === "string" && value !== "";
}

export const RESTRICTED_MESSAGE = "Acceso restringido";

/** Instructor routes: admins only; anyone else signed in and approved sees 'Acceso restringido'. */
export async function requireInstructor(request: Request, app: AppContext): Promise<Viewer> {
  const viewer = await getViewer(request, app);
  if (!viewer && request.method === "GET") throw redirect(signInPath(new URL(request.url)));
  return admitInstructor(viewer);
}

/** The instructor check on a viewer already read (in the same batch as a command's state, say). */
export function admitInstructor(viewer: Viewer | null): Viewer {
  const target = redirectFor(asVisitor(viewer), "approved");
  if (target || !viewer) throw redirect(target ?? "/");
  if (!viewer.isAdmin) throw data({ message: RESTRICTED_MESSAGE }, { status: 403 });
  return viewer;
}
