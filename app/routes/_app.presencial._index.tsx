import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { readAsViewer } from "~/server/guards.server";
import { unfinishedSessionQuery } from "~/presencial/store.server";
import { buttonClass } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Simulación presencial · SimPed" }];

/** Entry to the in-person mode: admins choose the flow; anyone else gets the information page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer, rows } = await readAsViewer(request, context.app, "approved", (userId) => ({
    unfinished: unfinishedSessionQuery(context.app.db, userId),
  }));
  if (!viewer.isAdmin) throw redirect("/presencial-info");
  // An unfinished session of this instructor sends them back to its console.
  const [open] = rows.unfinished;
  if (open) throw redirect(paths.sessionScreen(open));
  return { isAdmin: true, dual: new URL(request.url).searchParams.get("flow") === "dual" };
}

export default function InPersonEntry() {
  const { dual } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Simulación presencial</h1>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <section className={`rounded-2xl border-2 bg-white p-6 ${dual ? "border-brand-600" : "border-slate-200"}`}>
          <h2 className="text-xl font-semibold">Dual (2 pantallas)</h2>
          <p className="mt-2 text-sm text-slate-700">
            Tú llevas la consola; el equipo ve la pantalla de alumnos proyectada, a la que se entra con un código de 6 caracteres.
          </p>
          <Link to="/presencial/instructor" className={`${buttonClass("primary")} mt-4`}>
            Nueva sesión dual
          </Link>
        </section>
        <section className={`rounded-2xl border-2 bg-white p-6 ${dual ? "border-slate-200" : "border-brand-600"}`}>
          <h2 className="text-xl font-semibold">Clásica (1 pantalla)</h2>
          <p className="mt-2 text-sm text-slate-700">Una sola pantalla para todo, sin código.</p>
          <Link to="/simulacion-presencial" className={`${buttonClass("primary")} mt-4`}>
            Nueva sesión clásica
          </Link>
        </section>
      </div>
      <Link to="/presencial-info" className="mt-6 inline-block text-sm text-brand-700 underline">
        Información y próximas sesiones
      </Link>
    </main>
  );
}
