import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { buttonClass } from "./form";

/** The words an answer thrown by a loader or action carries: its text, or its `message`. */
function messageOf(answer: unknown): string | null {
  const message = typeof answer === "string" ? answer : (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

const RESTRICTED = { title: "Acceso restringido", message: "Esta sección es solo para instructores (administradores)." } as const;

/**
 * The product's one error state (every route's ErrorBoundary): the screen's title, the message its
 * loader or action answered with (the spec's words), a retry, and a way back. An exception thrown
 * by code never shows its own text: the screen's `fallback` stands in for it. A refusal (403) is
 * 'Acceso restringido' with the way back to the panel, on every instructor route. `dark` is the
 * projection's own look.
 */
export function ScreenError({
  title,
  fallback,
  panelLink = false,
  back,
  dark = false,
}: {
  title: string;
  fallback: string;
  panelLink?: boolean;
  back?: { to: string; label: string };
  dark?: boolean;
}) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = forbidden ? RESTRICTED.message : (isRouteErrorResponse(error) && messageOf(error.data)) || fallback;
  const way = forbidden || panelLink ? { to: "/dashboard", label: "Volver al panel" } : back;
  return (
    <main
      className={
        dark ? "flex min-h-screen flex-col items-center justify-center bg-slate-950 p-8 text-white" : "mx-auto max-w-xl px-4 py-16"
      }
    >
      <h1 className={dark ? "text-xl text-slate-400" : "text-2xl font-bold"}>{forbidden ? RESTRICTED.title : title}</h1>
      <p role="alert" className={dark ? "mt-4 text-3xl font-semibold" : "mt-4 text-slate-700"}>
        {message}
      </p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        {!forbidden && (
          <Link to={`${pathname}${search}`} className={buttonClass("primary")}>
            Reintentar
          </Link>
        )}
        {way && (
          <Link to={way.to} className={buttonClass("secondary")}>
            {way.label}
          </Link>
        )}
      </div>
    </main>
  );
}
