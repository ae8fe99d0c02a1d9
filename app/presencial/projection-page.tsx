import { useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { projectionLoader } from "~/presencial/projection.server";
import { NO_SCRIPT_REFRESH_S, REPORT_REDIRECT_MS } from "~/presencial/vocabulary";
import { useLiveSnapshot } from "./use-live";
import { Projection } from "./projection";
import { ScreenError } from "../ui/screen-error";
import type { SoundReport } from "./screen-sound";

/** The student projection screen: rendered by its loader, then live. */
export function ProjectionPage() {
  const data = useLoaderData<typeof projectionLoader>();
  // This screen's sound, as the monitor knows it, goes to the room for the console.
  const [sound, setSound] = useState<SoundReport>();
  const { snapshot, offset, connection } = useLiveSnapshot(data.snapshot, data.serverNow, data.proof, sound);
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
    <main id="contenido">
      {/* Nothing goes live without JavaScript: the screen asks again every few seconds (a pragma acts wherever it is). */}
      <noscript>
        <meta httpEquiv="refresh" content={String(NO_SCRIPT_REFRESH_S)} />
        <style>{".live-only{display:none}.no-script-only{display:inline!important}"}</style>
      </noscript>
      <h1 className="sr-only">Pantalla de alumnos · {snapshot.scenarioTitle}</h1>
      <Projection
        snapshot={snapshot}
        offset={offset}
        connection={connection}
        clean={data.clean}
        initiallyMuted={data.mute}
        join={data.join}
        onSound={setSound}
      />
    </main>
  );
}

export function ProjectionError() {
  return <ScreenError title="Pantalla de alumnos" fallback="No se pudo cargar la pantalla de alumnos." dark />;
}
