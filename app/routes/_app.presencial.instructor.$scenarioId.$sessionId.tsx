import type { MetaFunction } from "@remix-run/cloudflare";
import { consoleAction, consoleLoader } from "~/presencial/console.server";
import { consoleHandle, InstructorConsole } from "~/presencial/console";
import { shouldRevalidateConsole } from "~/ui/revalidate";
import { RestrictedBoundary } from "~/ui/restricted";

export const meta: MetaFunction = () => [{ title: "Consola del instructor · SimPed" }];
export const handle = consoleHandle;
export const loader = consoleLoader;
export const action = consoleAction;
export const ErrorBoundary = RestrictedBoundary;
export const shouldRevalidate = shouldRevalidateConsole;

export default function DualConsole() {
  return <InstructorConsole />;
}
