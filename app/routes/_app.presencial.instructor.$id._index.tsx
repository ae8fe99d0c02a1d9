import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireInstructor } from "~/server/guards.server";
import { RestrictedBoundary } from "~/ui/restricted";
import { paths } from "~/domain/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireInstructor(request, context.app);
  return redirect(paths.inPersonStart(encodeURIComponent(params.id ?? ""), "dual"));
}

export const ErrorBoundary = RestrictedBoundary;
