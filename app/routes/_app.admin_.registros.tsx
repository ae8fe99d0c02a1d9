import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  RECORD_COLUMNS,
  RECORD_SORTS,
  RECORD_STATES,
  RECORDS_PAGE,
  readRecordFilters,
  recordCells,
  recordFiltersQuery,
} from "~/domain/records";
import { ROLE_LABELS, ROLES } from "~/domain/vocabulary";
import { UNITS } from "~/domain/vocabulary";
import { asViewer } from "~/server/guards.server";
import { trainingRecords } from "~/server/records.server";
import { TableSection } from "~/ui/data-table";
import { AdminPage, Pager } from "~/ui/admin-page";
import { buttonClass, SelectField } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Registros de formación · SimPed" }];

/** Admins only: who has trained what, and how well, filtered; the CSV link exports exactly this. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readRecordFilters(new URL(request.url).searchParams);
  const { result } = await asViewer(request, context.app, "admin", (read, adminId) =>
    trainingRecords(context.app.db, filters, { page: filters.pagina, size: RECORDS_PAGE }, { read, adminId }),
  );
  return { isAdmin: true, filters, ...result, query: recordFiltersQuery(filters), timeZone: context.app.env.TIME_ZONE };
}

const select = "mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5";

export default function TrainingRecords() {
  const { filters, rows, total, scenarios, query, timeZone } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(total / RECORDS_PAGE));
  const pageLink = (page: number) => `/admin/registros?${query ? `${query}&` : ""}pagina=${page}`;
  return (
    <AdminPage
      wide
      title="Registros de formación"
      intro="Quién ha practicado qué escenario y con qué resultado, online y en sesiones presenciales. El rol y la unidad son los que la persona tenía entonces."
    >
      <Form method="get" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <label className="sm:col-span-2">
          Buscar persona
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            placeholder="Nombre, apellidos o email"
            className={select}
          />
        </label>
        <SelectField
          label="Rol"
          name="rol"
          defaultValue={filters.rol ?? ""}
          any="Todos"
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        />
        <SelectField
          label="Unidad"
          name="unidad"
          defaultValue={filters.unidad ?? ""}
          any="Todas"
          options={UNITS.map((unit) => ({ value: unit, label: unit }))}
        />
        <SelectField
          label="Escenario"
          name="escenario"
          className="sm:col-span-2"
          defaultValue={filters.escenario ?? ""}
          any="Todos"
          options={scenarios.map((scenario) => ({ value: scenario.id, label: scenario.title }))}
        />
        <label>
          Desde
          <input type="date" name="desde" defaultValue={filters.desde ?? ""} className={select} />
        </label>
        <label>
          Hasta
          <input type="date" name="hasta" defaultValue={filters.hasta ?? ""} className={select} />
        </label>
        <SelectField
          label="Estado"
          name="estado"
          defaultValue={filters.estado ?? ""}
          any="Todos"
          options={Object.entries(RECORD_STATES).map(([value, label]) => ({ value, label }))}
        />
        <SelectField
          label="Ordenar por"
          name="orden"
          defaultValue={filters.orden}
          options={Object.entries(RECORD_SORTS).map(([value, label]) => ({ value, label }))}
        />
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
          <button type="submit" className={buttonClass("primary")}>
            Filtrar
          </button>
          <Link to="/admin/registros" className={buttonClass("secondary")}>
            Quitar filtros
          </Link>
          {/* A document link, not a client navigation: the browser downloads the file. */}
          <a href={paths.csvOf("/admin/registros", query)} download className={buttonClass("secondary")}>
            Exportar CSV
          </a>
        </div>
      </Form>
      <TableSection
        id="registros"
        title="Registros"
        count={total}
        headers={[...RECORD_COLUMNS]}
        empty="No hay registros con estos filtros."
        rows={rows.map((row) => (
          <tr key={`${row.userId}-${row.mode}-${row.scenarioId}-${row.rol}-${row.unidad}`} className="border-t border-slate-200 align-top">
            {recordCells(row, timeZone).map((cell, index) =>
              index === 0 ? (
                <td key={index} className="p-2">
                  <Link to={paths.evaluationOf(row.userId)} className="text-brand-700 underline">
                    {cell}
                  </Link>
                </td>
              ) : (
                <td key={index} className={`p-2 ${index >= 7 && index <= 13 ? "text-right tabular-nums" : ""}`}>
                  {index === 14 ? cell.slice(0, 10) : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      />
      <Pager
        label="Páginas de registros"
        page={filters.pagina}
        pages={pages}
        note={`${RECORDS_PAGE} registros por página; el CSV los incluye todos`}
        href={pageLink}
      />
    </AdminPage>
  );
}
