import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { filterCatalog, isClickable, readFilters, ROLE_COUNTDOWN_SECONDS } from "~/domain/catalog";
import { levelLabel } from "~/domain/vocabulary";
import { toRole } from "~/domain/roles";
import { contentAt, contentVersionQuery } from "~/server/content.server";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { orScreenError } from "~/server/failures.server";
import { readAsViewer } from "~/server/guards.server";
import { ScreenError } from "~/ui/screen-error";
import { Badge, StatusBadge } from "~/ui/badges";
import { CatalogFilterForm } from "~/ui/catalog-filters";
import { buttonClass, FormMessage } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Simulación online · SimPed" }];

const { catalogue: CATALOGUE } = SCREEN_ERRORS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", () => ({ contentVersion: contentVersionQuery(db) })),
    CATALOGUE.session,
  );
  if (!toRole(viewer.rol)) return { isAdmin: viewer.isAdmin, roleMissing: true as const };
  const filters = readFilters(new URL(request.url).searchParams);
  try {
    const content = await contentAt(db, rows.contentVersion);
    return {
      isAdmin: viewer.isAdmin,
      roleMissing: false as const,
      filters,
      scenarios: filterCatalog(content.catalog, filters),
      categories: content.categories,
      error: null,
    };
  } catch (error) {
    console.error("catalogue:", error);
    return data(
      { isAdmin: viewer.isAdmin, roleMissing: false as const, filters, scenarios: [], categories: [], error: CATALOGUE.load },
      { status: 503 },
    );
  }
}

/** 'Rol no seleccionado': five seconds, then the profile. */
function RoleMissing() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(ROLE_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) navigate("/perfil");
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Rol no seleccionado</h1>
      <p className="mt-4 text-slate-700">
        Para hacer simulaciones necesitas un rol profesional (medicina, enfermería o farmacia) en tu perfil.
      </p>
      <p className="mt-2 text-slate-700" aria-live="polite">
        Te llevamos a tu perfil en {left} s.
      </p>
      <Link to="/perfil" className={`${buttonClass("primary")} mt-6`}>
        Ir a mi perfil
      </Link>
    </main>
  );
}

export default function OnlineScenarios() {
  const data = useLoaderData<typeof loader>();
  if (data.roleMissing) return <RoleMissing />;
  const { filters, scenarios, categories, error } = data;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Escenarios</h1>
      <CatalogFilterForm filters={filters} categories={categories} showMode />
      {error && (
        <div className="mt-6">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}
      {!error && scenarios.length === 0 && <p className="mt-8 text-slate-700">No hay escenarios que coincidan.</p>}
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {scenarios.map((scenario) => {
          const clickable = isClickable(scenario.status);
          const body = (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={scenario.status} />
                <Badge tone="slate">{levelLabel(scenario.level)}</Badge>
                {scenario.estimatedMinutes && <Badge tone="slate">{scenario.estimatedMinutes} min</Badge>}
              </div>
              <h2 className="mt-3 text-lg font-semibold">{scenario.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{scenario.summary}</p>
              <p className="mt-3 text-xs text-slate-600">{scenario.categories.join(" · ")}</p>
            </>
          );
          return (
            <li key={scenario.id}>
              {clickable ? (
                <Link
                  to={scenario.mode.includes("online") ? paths.onlineStart(scenario.id) : paths.inPersonStart(scenario.id)}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600"
                >
                  {body}
                </Link>
              ) : (
                <div aria-disabled="true" className="h-full rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5 opacity-70">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={CATALOGUE.title} fallback={CATALOGUE.load} panelLink />;
}
