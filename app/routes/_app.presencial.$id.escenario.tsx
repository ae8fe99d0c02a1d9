import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { consoleAction, consoleLoader } from "~/presencial/console.server";
import { requireArea, requireInstructor } from "~/server/guards.server";
import { consoleHandle, InstructorConsole } from "~/presencial/console";
import { shouldRevalidateConsole } from "~/ui/revalidate";
import { RestrictedBoundary } from "~/ui/restricted";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Consola clásica · SimPed" }];
export const handle = consoleHandle;

/**
 * The classic, single-screen toolkit: it drives the session, so it is for instructors (admins),
 * though the spec says "signed in" (docs/decisions/0011). Any signed-in user with debrief=1 goes on
 * to the report, which is theirs to read; without a session, an instructor goes back to confirm.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params, context } = args;
  const query = new URL(request.url).searchParams;
  const session = query.get("session");
  const scenario = encodeURIComponent(params.id ?? "");
  if (session && query.get("debrief") === "1") {
    await requireArea(request, context.app, "approved");
    throw redirect(paths.report(scenario, session));
  }
  if (!session) {
    await requireInstructor(request, context.app);
    throw redirect(paths.inPersonStart(scenario, "classic"));
  }
  // The console's loader checks the instructor in its own batch.
  return consoleLoader(args);
}
export const action = consoleAction;
export const ErrorBoundary = RestrictedBoundary;
export const shouldRevalidate = shouldRevalidateConsole;

export default function ClassicConsole() {
  return <InstructorConsole classic />;
}
