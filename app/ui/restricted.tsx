import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { buttonClass } from "./form";

/** Error boundary of instructor routes: 'Acceso restringido' for non-admins, the message otherwise. */
export function RestrictedBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : ((error.data as { message?: string } | null)?.message ?? `Error ${error.status}`)
    : "Se produjo un error inesperado.";
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">{forbidden ? "Acceso restringido" : "No se pudo cargar"}</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {forbidden ? "Esta sección es solo para instructores (administradores)." : message}
      </p>
      <Link to="/dashboard" className={`${buttonClass("secondary")} mt-6`}>
        Volver al panel
      </Link>
    </main>
  );
}
