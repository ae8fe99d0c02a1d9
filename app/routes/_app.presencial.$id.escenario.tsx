import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { consoleAction, consoleLoader } from "~/server/console.server";
import { InstructorConsole } from "~/ui/console";
import { shouldRevalidateConsole } from "~/ui/revalidate";
import { RestrictedBoundary } from "~/ui/restricted";

export const meta: MetaFunction = () => [{ title: "Consola clásica · SimPed" }];

/** The classic, single-screen toolkit. Without a session: back to confirm; debrief=1: the report. */
export async function loader(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams;
  const session = query.get("session");
  const scenario = encodeURIComponent(args.params.id ?? "");
  if (!session) throw redirect(`/presencial/${scenario}/confirm?flow=classic`);
  if (query.get("debrief") === "1") throw redirect(`/presencial/${scenario}/informe?session=${encodeURIComponent(session)}`);
  return consoleLoader(args);
}
export const action = consoleAction;
export const ErrorBoundary = RestrictedBoundary;
export const shouldRevalidate = shouldRevalidateConsole;

export default function ClassicConsole() {
  return <InstructorConsole classic />;
}
