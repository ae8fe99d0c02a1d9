import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { unlessAnswer } from "~/server/failures.server";
import { requireArea } from "~/server/guards.server";
import { PrivateHeader } from "~/ui/header";
import { DelayedSkeleton } from "~/ui/loading";
import { shouldRevalidateConsole } from "~/ui/revalidate";

/**
 * The signed-in area. Each child loader checks its own access too: a data request may skip this one.
 * When the database cannot say who is asking, the page's own loader meets the same failure and
 * tells it in that screen's words, under this header (without the admin links, unknown here).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const area = new URL(request.url).pathname.startsWith("/admin") ? "admin" : "approved";
  const viewer = await requireArea(request, context.app, area).catch(unlessAnswer);
  return { isAdmin: viewer?.isAdmin ?? false };
}

// The layout's viewer does not change with a console command: the command's answer is enough.
export const shouldRevalidate = shouldRevalidateConsole;

/** A screen whose route says `handle = { fitsScreen: true }` is one window high on a wide screen; its panels scroll inside themselves. */
export type ScreenHandle = { fitsScreen?: boolean };

export default function AppLayout() {
  const { isAdmin } = useLoaderData<typeof loader>();
  const fits = useMatches().some((match) => (match.handle as ScreenHandle | undefined)?.fitsScreen);
  return (
    <div className={fits ? "lg:relative lg:flex lg:h-dvh lg:flex-col lg:overflow-hidden" : undefined}>
      <PrivateHeader isAdmin={isAdmin} />
      <DelayedSkeleton />
      <div id="contenido" tabIndex={-1} className={`outline-none ${fits ? "lg:min-h-0 lg:flex-1" : ""}`}>
        <Outlet />
      </div>
    </div>
  );
}
