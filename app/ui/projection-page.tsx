import { isRouteErrorResponse, useLoaderData, useNavigate, useRouteError } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { projectionLoader } from "~/server/projection.server";
import { REPORT_REDIRECT_MS } from "~/domain/presencial";
import { useLiveSnapshot } from "./live";
import { Projection } from "./projection";

/** The student projection screen: rendered by its loader, then live. */
export function ProjectionPage() {
  const data = useLoaderData<typeof projectionLoader>();
  const { snapshot, offset, connection } = useLiveSnapshot(data.snapshot, data.serverNow);
  const navigate = useNavigate();
  const refreshes = useRef(snapshot.refreshPing);

  useEffect(() => {
    if (snapshot.refreshPing !== refreshes.current) window.location.reload();
  }, [snapshot.refreshPing]);

  useEffect(() => {
    if (snapshot.status !== "ended" || !data.reportPath) return;
    const timer = setTimeout(() => navigate(data.reportPath!), REPORT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [snapshot.status, data.reportPath, navigate]);

  return (
    <main>
      <h1 className="sr-only">Pantalla de alumnos · {snapshot.scenarioTitle}</h1>
      <Projection snapshot={snapshot} offset={offset} connection={connection} clean={data.clean} initiallyMuted={data.mute} />
    </main>
  );
}

export function ProjectionError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? ((error.data as { message?: string })?.message ?? "No se pudo cargar la pantalla de alumnos.") : "No se pudo cargar la pantalla de alumnos.";
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 p-8 text-white">
      <p role="alert" className="text-3xl font-semibold">
        {message}
      </p>
    </main>
  );
}
