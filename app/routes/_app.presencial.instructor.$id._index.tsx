import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireInstructor } from "~/server/guards.server";
import { RestrictedBoundary } from "~/ui/restricted";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireInstructor(request, context.app);
  return redirect(`/presencial/${encodeURIComponent(params.id ?? "")}/confirm?flow=dual`);
}

export const ErrorBoundary = RestrictedBoundary;
