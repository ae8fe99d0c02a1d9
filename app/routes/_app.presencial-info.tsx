import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/domain/evaluation";
import { UPCOMING_LIMIT } from "~/presencial/vocabulary";
import { settle } from "~/server/failures.server";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { readAsViewer, viewerOrScreenError } from "~/server/guards.server";
import { ScreenError } from "~/ui/screen-error";
import { upcomingSessionsQuery } from "~/presencial/store.server";
import { buttonClass, FormMessage } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Simulación presencial: información · SimPed" }];

const { presencialInfo: INFO } = SCREEN_ERRORS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const read = await settle(
    readAsViewer(request, context.app, "approved", () => ({ upcoming: upcomingSessionsQuery(context.app.db, UPCOMING_LIMIT) })),
    "upcoming sessions",
  );
  if (read.ok) return { isAdmin: read.value.viewer.isAdmin, upcoming: read.value.rows.upcoming, error: null };
  // Only when that trip failed: who is asking, for the page that says so.
  const viewer = await viewerOrScreenError(request, context.app, "approved", INFO.session);
  return data({ isAdmin: viewer.isAdmin, upcoming: [], error: INFO.load }, { status: 503 });
}

export default function InPersonInfo() {
  const { isAdmin, upcoming, error } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Simulación presencial</h1>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold">Dual (2 pantallas)</h2>
          <p className="mt-2 text-sm text-slate-700">
            El instructor dirige el caso desde su consola y el equipo lo sigue en una pantalla proyectada: cronómetro, fase, constantes,
            analítica e imágenes que se revelan en directo, y alarmas.
          </p>
          {isAdmin && (
            <Link to="/presencial?flow=dual" className={`${buttonClass("primary")} mt-4`}>
              Abrir consola dual
            </Link>
          )}
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold">Clásica (1 pantalla)</h2>
          <p className="mt-2 text-sm text-slate-700">Una sola pantalla con todo el caso, para salas sin proyector o sesiones pequeñas.</p>
          {isAdmin && (
            <Link to="/presencial" className={`${buttonClass("primary")} mt-4`}>
              Abrir consola clásica
            </Link>
          )}
        </section>
      </div>
      <section className="mt-8 rounded-2xl bg-brand-50 p-6">
        <h2 className="text-xl font-semibold">Cómo se entra como alumno</h2>
        <p className="mt-2 text-slate-800">
          No hace falta cuenta: el instructor muestra un código de 6 caracteres (letras y números) y un código QR. Escribe el código en{" "}
          <strong>/unirse</strong> desde el navegador de la sala o del proyector, o escanea el QR, y la pantalla seguirá la sesión en
          directo.
        </p>
        <Link to="/unirse" className={`${buttonClass("secondary")} mt-4`}>
          Unirse a una sesión
        </Link>
      </section>
      <section aria-labelledby="proximas" className="mt-8">
        <h2 id="proximas" className="text-xl font-semibold">
          Próximas simulaciones
        </h2>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {!error && upcoming.length === 0 && <p className="mt-2 text-slate-600">No hay simulaciones programadas.</p>}
        <ul className="mt-3 space-y-2">
          {upcoming.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div>
                <p className="font-semibold">{session.scenarioTitle ?? "Escenario"}</p>
                <p className="text-sm text-slate-600">
                  Creada {formatDateTime(session.createdAt)} ·{" "}
                  {session.flow === "classic" ? (
                    "Clásica (1 pantalla), sin código"
                  ) : (
                    <>
                      Código <span className="font-mono font-semibold">{session.code || "Pendiente"}</span>
                    </>
                  )}
                </p>
              </div>
              {session.code && (
                <a href={paths.projection(session.code)} className={buttonClass("secondary")}>
                  Pantalla de alumnos
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={INFO.title} fallback={INFO.load} panelLink />;
}
