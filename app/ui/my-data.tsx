import { Form } from "@remix-run/react";
import { formatDateTime } from "~/domain/evaluation";
import { buttonClass, FormMessage } from "~/ui/form";

/** 'Descargar mis datos' and 'Solicitar la baja', on «Mi perfil» and, for applicants not approved yet, on /pendiente. */
export function MyData({ deletionRequestedAt, message }: { deletionRequestedAt: string | null; message?: string }) {
  return (
    <section aria-labelledby="mis-datos" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="mis-datos" className="text-lg font-semibold">
        Mis datos
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Tu perfil, tus intentos con cada respuesta y las sesiones presenciales en las que has participado.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href="/perfil/datos.json" download className={buttonClass("secondary")}>
          Descargar mis datos (JSON)
        </a>
        <a href="/perfil/datos.csv" download className={buttonClass("secondary")}>
          Descargar mis datos (CSV)
        </a>
      </p>
      <h3 className="mt-6 font-semibold">Solicitar la baja</h3>
      {message && <FormMessage tone="success">{message}</FormMessage>}
      {deletionRequestedAt ? (
        <p className="mt-1 text-sm text-slate-700">
          Solicitaste la baja el {formatDateTime(deletionRequestedAt)}. Un administrador la confirmará.
        </p>
      ) : (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-medium text-red-800">Solicitar la baja…</summary>
          <Form method="post" className="mt-2 space-y-2 text-sm">
            <p>
              Un administrador confirmará la baja: se borrarán tu acceso y tus datos personales, y tus resultados quedarán de forma anónima
              en las cifras de tu unidad. Descarga antes tus datos si los quieres conservar.
            </p>
            <button type="submit" name="intent" value="deletion" className={buttonClass("danger")}>
              Solicitar la baja
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
