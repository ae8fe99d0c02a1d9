import { data, redirect } from "@remix-run/cloudflare";
import { ADMIN_ONLY_MESSAGE, redirectFor, signInPath, type Area } from "../domain/access";
import type { AppContext } from "./context.server";
import { getViewer, type Viewer } from "./session.server";

const asVisitor = (viewer: Viewer | null) =>
  viewer && { verified: viewer.verifiedAt !== null, approved: viewer.approved, isAdmin: viewer.isAdmin };

/** Sends the visitor where the guard says, or returns who they are. Every private loader calls it. */
export async function requireArea(request: Request, app: AppContext, area: Exclude<Area, "public">): Promise<Viewer> {
  const viewer = await getViewer(request, app);
  // A page opened without a session (a report from the projector, a link in a mail) comes back after sign-in.
  if (!viewer && request.method === "GET") throw redirect(signInPath(new URL(request.url)));
  const target = redirectFor(asVisitor(viewer), area);
  if (target || !viewer) throw redirect(target ?? "/");
  return viewer;
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
