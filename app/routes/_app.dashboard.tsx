import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/domain/evaluation";
import { toRole } from "~/domain/roles";
import { ROLE_LABELS } from "~/domain/vocabulary";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { dashboardFailure, dashboardReads, dashboardView, subscribeToNextSession } from "~/server/dashboard.server";
import { orScreenError, settle } from "~/server/failures.server";
import { fail } from "~/server/respond.server";
import { readAsViewer } from "~/server/guards.server";
import { Badge } from "~/ui/badges";
import { buttonClass, FormMessage } from "~/ui/form";
import { ScreenError } from "~/ui/screen-error";
import { Icon } from "~/ui/icons";
import { plural } from "~/domain/format";
import { ReflectionPrompts } from "~/presencial/reflection-view";
import { OwnedThreats } from "~/ui/safety-threats";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Panel · SimPed" }];

const PANEL = SCREEN_ERRORS.dashboard;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { viewer, panel } = await orScreenError(
    readAsViewer(request, context.app, "approved", (userId) => dashboardReads(db, userId)).then(async ({ viewer, rows }) => ({
      viewer,
      panel: await dashboardView(db, rows, viewer.isAdmin),
    })),
    (error) => PANEL[dashboardFailure(error)],
  );
  const role = toRole(viewer.rol);
  const { recent, notifying, nextSession, pendingRequests, untried, reflections, threats } = panel;
  return {
    nombre: viewer.nombre,
    email: viewer.email,
    roleLabel: role ? ROLE_LABELS[role] : viewer.rol,
    isAdmin: viewer.isAdmin,
    recent,
    notifying,
    nextSession,
    pendingRequests,
    untried,
    reflections,
    threats,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Who is asking and the subscription in one trip: the statement is keyed by the viewer's id.
  const done = await settle(
    readAsViewer(request, context.app, "approved", (userId) => ({ subscribed: subscribeToNextSession(context.app.db, userId) })),
    "presencial_notifications",
  );
  if (done.ok) return { ok: true, message: "¡Listo! Te avisaremos por email cuando se programe la próxima sesión." };
  return fail(503, "No pude activar el aviso (puede faltar la tabla 'presencial_notifications').");
}

function Card({ to, title, text, badge }: { to: string; title: string; text: string; badge?: string }) {
  return (
    <Link to={to} className="block rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {badge && <Badge tone="brand">{badge}</Badge>}
      </div>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </Link>
  );
}

function NotifyMe({ notifying }: { notifying: boolean }) {
  const fetcher = useFetcher<typeof action>();
  // Without JavaScript the form posts the whole page, and the answer comes back as the page's action data.
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      {answer && <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage>}
      {notifying && !answer && (
        <p className="text-sm text-slate-700">
          <Icon name="check" className="text-emerald-700" /> Ya tienes el aviso activado.
        </p>
      )}
      <button type="submit" disabled={saving} className={buttonClass("secondary")}>
        {saving ? "Guardando..." : "Avísame de la próxima sesión"}
      </button>
    </fetcher.Form>
  );
}

export default function Dashboard() {
  const { nombre, email, roleLabel, isAdmin, recent, notifying, nextSession, pendingRequests, untried, reflections, threats } =
    useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Hola, {nombre}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <span>{email}</span>
        <Badge tone="sky">{roleLabel}</Badge>
        {isAdmin && <Badge tone="violet">Admin</Badge>}
      </p>
      {pendingRequests !== null && (
        <p className="mt-4">
          <Link to="/admin#Solicitudes-pendientes" className="font-medium text-brand-700 underline">
            {pendingRequests === 0
              ? "No hay solicitudes de acceso pendientes"
              : `${pendingRequests} ${pendingRequests === 1 ? "solicitud de acceso pendiente" : "solicitudes de acceso pendientes"} de aprobar`}
          </Link>
        </p>
      )}
      <ReflectionPrompts pending={reflections} />
      <OwnedThreats threats={threats} />
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <Card
          to="/simulacion"
          title="Simulación online"
          text={`Escenarios guiados con preguntas, pistas y puntuación.${untried > 0 ? ` ${untried} ${plural(untried, { one: "caso que aún no has probado", other: "casos que aún no has probado" })}.` : ""}`}
          badge={untried > 0 ? "Nuevo" : undefined}
        />
        <Card to="/evaluacion?mine=1" title="Mi evaluación" text="Tus intentos, sesiones presenciales y lecturas recomendadas." />
        <Card to="/perfil" title="Mi perfil" text="Tus datos, rol, unidad y áreas de interés." />
      </div>

      <section aria-labelledby="presencial" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="presencial" className="text-xl font-semibold">
          Simulación presencial
        </h2>
        {isAdmin ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/presencial" className={buttonClass("primary")}>
              Consola clásica
            </Link>
            <Link to="/presencial?flow=dual" className={buttonClass("primary")}>
              Consola dual (dos pantallas)
            </Link>
            <Link to="/presencial-info" className={buttonClass("secondary")}>
              Información
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              {nextSession
                ? `Próxima sesión: ${nextSession.scenarioTitle ?? "Escenario"} (programada el ${formatDateTime(nextSession.createdAt)}).`
                : "No hay ninguna sesión presencial programada ahora mismo."}{" "}
              Si quieres, te avisamos por email cuando se programe la siguiente.
            </p>
            <NotifyMe notifying={notifying} />
          </>
        )}
      </section>

      <section aria-labelledby="recientes" className="mt-10">
        <div className="flex items-baseline justify-between">
          <h2 id="recientes" className="text-xl font-semibold">
            Tus escenarios recientes
          </h2>
          <Link to="/simulacion" className="text-sm text-brand-700 underline">
            Ver todos
          </Link>
        </div>
        {recent.length === 0 ? (
          <p className="mt-2 text-slate-600">Todavía no has empezado ningún escenario.</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {recent.map((item) => (
              <li key={item.scenarioId}>
                <Link
                  to={paths.onlineStart(item.scenarioId)}
                  className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
                >
                  <p className="font-semibold">{item.title}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    Intentos: {item.attemptsCount} de {item.maxAttempts} · último {formatDateTime(item.lastStartedAt)}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={PANEL.title} fallback={PANEL.unexpected} />;
}
