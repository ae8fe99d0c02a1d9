import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { filterCatalog, isClickable, readFilters } from "~/domain/catalog";
import { levelLabel } from "~/domain/vocabulary";
import { contentAt, contentVersionQuery } from "~/server/content.server";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { orScreenError } from "~/server/failures.server";
import { readAsViewer } from "~/server/guards.server";
import { ScreenError } from "~/ui/screen-error";
import { Badge, StatusBadge } from "~/ui/badges";
import { CatalogFilterForm } from "~/ui/catalog-filters";
import { buttonClass, FormMessage } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Escenarios presenciales · SimPed" }];

const { presencialList: LIST } = SCREEN_ERRORS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", () => ({ contentVersion: contentVersionQuery(db) })),
    LIST.session,
  );
  const params = new URL(request.url).searchParams;
  const filters = { ...readFilters(params), mode: "presencial" };
  const dual = params.get("flow") === "dual";
  try {
    const content = await contentAt(db, rows.contentVersion);
    return {
      isAdmin: viewer.isAdmin,
      dual,
      filters,
      scenarios: filterCatalog(content.catalog, filters),
      categories: content.categories,
      error: null,
    };
  } catch (error) {
    console.error("presencial catalogue:", error);
    return data({ isAdmin: viewer.isAdmin, dual, filters, scenarios: [], categories: [], error: LIST.load }, { status: 503 });
  }
}

export default function InPersonScenarios() {
  const { dual, filters, scenarios, categories, error } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Escenarios presenciales</h1>
      <p className="mt-2 text-slate-700">
        {dual ? "Modo dual: consola del instructor y pantalla de alumnos con código." : "Modo clásico: una sola pantalla."}
      </p>
      <CatalogFilterForm filters={filters} categories={categories} showMode={false} hidden={dual ? { flow: "dual" } : undefined} />
      {error && (
        <div className="mt-6">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}
      {!error && scenarios.length === 0 && <p className="mt-8 text-slate-700">No hay escenarios presenciales.</p>}
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {scenarios.map((scenario) => {
          const clickable = isClickable(scenario.status);
          return (
            <li
              key={scenario.id}
              className={`rounded-2xl border bg-white p-5 ${clickable ? "border-slate-200" : "border-dashed border-slate-300 opacity-60"}`}
            >
              <div className="flex flex-wrap gap-2">
                <StatusBadge status={scenario.status} />
                <Badge tone="slate">{levelLabel(scenario.level)}</Badge>
              </div>
              <h2 className="mt-3 text-lg font-semibold">{scenario.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{scenario.summary}</p>
              {clickable ? (
                <Link to={paths.inPersonStart(scenario.id, dual ? "dual" : undefined)} className={`${buttonClass("primary")} mt-4`}>
                  Preparar sesión
                </Link>
              ) : (
                <p className="mt-4 text-sm text-slate-600">Todavía no se puede usar.</p>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={LIST.title} fallback={LIST.load} panelLink />;
}
