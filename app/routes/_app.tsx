import { Outlet, useMatches } from "@remix-run/react";
import { PrivateHeader } from "~/ui/header";
import { DelayedSkeleton } from "~/ui/loading";
import type { ScreenHandle } from "~/ui/screen-handle";

/*
 * The signed-in area. It has no loader: each page's loader checks access and reads who is asking
 * in the same batch as its own data (one round trip; docs/scaling.md), and says `isAdmin` for the
 * header. A page that failed shows the header without the admin links.
 */

export default function AppLayout() {
  const matches = useMatches();
  const fits = matches.some((match) => (match.handle as ScreenHandle | undefined)?.fitsScreen);
  const isAdmin = matches.some((match) => (match.data as { isAdmin?: unknown } | undefined)?.isAdmin === true);
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
