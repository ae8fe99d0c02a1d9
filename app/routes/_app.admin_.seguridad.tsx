import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { collectErrors, formToObject, parseForm } from "~/domain/forms";
import { formatNumber } from "~/domain/format";
import {
  formatDueDate,
  hospitalToday,
  isOverdue,
  readThreatFilters,
  summarizeThreats,
  THREAT_CATEGORY_LABELS,
  THREAT_MESSAGES,
  THREAT_OPTIONS,
  threatFiltersQuery,
  threatFormSchema,
  threatLabels,
  threatReturnPath,
  RESOLVED_WITHIN_DAYS,
} from "~/domain/safety";
import { publicBaseUrl } from "~/server/accounts.server";
import { asViewer, requireAdminAction } from "~/server/guards.server";
import { fail } from "~/server/respond.server";
import { recordThreat, threatList } from "~/server/safety.server";
import { AdminPage } from "~/ui/admin-page";
import { TableSection } from "~/ui/data-table";
import { buttonClass, FormMessage, SelectField, textLinkClass } from "~/ui/form";
import { SinaspNote } from "~/ui/safety-threats";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Amenazas latentes de seguridad · SimPed" }];

/** Admins only: every threat, filtered, and the summary of all of them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readThreatFilters(new URL(request.url).searchParams);
  const now = new Date();
  const today = hospitalToday(now, context.app.env.TIME_ZONE);
  const { result } = await asViewer(request, context.app, "admin", (read, adminId) =>
    threatList(context.app.db, filters, today, { read, adminId }),
  );
  return {
    isAdmin: true,
    filters,
    today,
    rows: result.rows,
    owners: result.owners,
    summary: summarizeThreats(result.facts, now),
    query: threatFiltersQuery(filters),
  };
}

const RECORD_REFUSALS = {
  sessionNotFound: [404, THREAT_MESSAGES.sessionNotFound],
  ownerNotFound: [422, THREAT_MESSAGES.ownerNotFound],
} as const;

/**
 * Records a threat (the form of the console and of the report): admins only. A refused form writes
 * nothing and says why; a recorded one goes back where it came from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const parsed = parseForm(threatFormSchema, formToObject(await request.formData()));
  if (!parsed.success) {
    await requireAdminAction(request, app); // strangers learn nothing about the form
    const { message, fields } = collectErrors(parsed.error.issues);
    return fail(400, message, fields, "amenaza");
  }
  const form = parsed.data;
  const { result } = await asViewer(request, app, "adminAction", (read, adminId) =>
    recordThreat(app, form, publicBaseUrl(app, request), { read, adminId }),
  );
  if (!result.ok) {
    const [status, message] = RECORD_REFUSALS[result.reason];
    return fail(status, message, result.reason === "ownerNotFound" ? { ownerId: message } : {}, "amenaza");
  }
  return redirect(threatReturnPath(form.volver));
}

const percent = (share: number | null) => (share === null ? "—" : `${formatNumber(Math.round(share * 1000) / 10)} %`);

export default function Seguridad() {
  const { filters, rows, owners, summary, query, today } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <AdminPage
      wide
      title="Amenazas latentes de seguridad"
      intro="Lo que las simulaciones han encontrado que pone en riesgo a los pacientes (equipos, medicación, entorno, protocolos, comunicación, formación), quién se encarga y hasta cuándo."
    >
      {refused && !refused.ok && (
        <div className="mt-4 space-y-2">
          <FormMessage tone="error">{refused.message}</FormMessage>
          <p className="text-sm">La amenaza no se ha registrado. Vuelve a la sesión e inténtalo de nuevo.</p>
        </div>
      )}
      <div className="mt-4">
        <SinaspNote />
      </div>
      <section
        aria-labelledby="resumen"
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm md:grid-cols-3"
      >
        <h2 id="resumen" className="text-lg font-semibold md:col-span-3">
          Resumen ({summary.total} {summary.total === 1 ? "amenaza" : "amenazas"})
        </h2>
        <div>
          <h3 className="font-medium">Por categoría</h3>
          <ul className="mt-1">
            {summary.byCategory.map((entry) => (
              <li key={entry.category}>
                {THREAT_CATEGORY_LABELS[entry.category]}: {entry.count}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium">Por unidad</h3>
          <ul className="mt-1">
            {summary.byUnit.map((entry) => (
              <li key={entry.unit}>
                {entry.unit}: {entry.count}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium">Resueltas en {RESOLVED_WITHIN_DAYS} días</h3>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{percent(summary.share90)}</p>
          <p className="text-slate-700">
            {summary.resolved90} de {summary.due90} registradas hace al menos {RESOLVED_WITHIN_DAYS} días.
          </p>
        </div>
      </section>
      <Form method="get" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-5">
        <SelectField label="Estado" name="estado" defaultValue={filters.estado ?? ""} any="Todos" options={THREAT_OPTIONS.status} />
        <SelectField
          label="Categoría"
          name="categoria"
          defaultValue={filters.categoria ?? ""}
          any="Todas"
          options={THREAT_OPTIONS.category}
        />
        <SelectField label="Unidad" name="unidad" defaultValue={filters.unidad ?? ""} any="Todas" options={THREAT_OPTIONS.unit} />
        <SelectField
          label="Responsable"
          name="responsable"
          defaultValue={filters.responsable ?? ""}
          any="Todos"
          options={owners.map((owner) => ({ value: owner.id, label: `${owner.apellidos}, ${owner.nombre}` }))}
        />
        <label className="flex items-center gap-2 self-end">
          <input type="checkbox" name="vencidas" value="1" defaultChecked={filters.vencidas === "1"} />
          Solo vencidas
        </label>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={buttonClass("primary")}>
            Filtrar
          </button>
          <Link to="/admin/seguridad" className={buttonClass("secondary")}>
            Quitar filtros
          </Link>
          {/* A document link, not a client navigation: the browser downloads the file. */}
          <a href={paths.csvOf("/admin/seguridad", query)} download className={buttonClass("secondary")}>
            Exportar CSV
          </a>
        </div>
      </Form>
      <TableSection
        id="amenazas"
        title="Amenazas"
        count={rows.length}
        headers={["Amenaza", "Categoría", "Gravedad", "Unidad", "Responsable", "Fecha límite", "Estado", "Sesión"]}
        empty="No hay amenazas con estos filtros."
        rows={rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-200 align-top">
            <td className="p-2">
              <Link to={paths.safetyThreat(row.id)} className={textLinkClass}>
                {row.found}
              </Link>
            </td>
            <td className="p-2">{threatLabels.category(row.category)}</td>
            <td className="p-2">{threatLabels.severity(row.severity)}</td>
            <td className="p-2">{row.unit}</td>
            <td className="p-2">{row.ownerName ?? "—"}</td>
            <td className="whitespace-nowrap p-2">
              {formatDueDate(row.dueDate)}
              {isOverdue(row, today) && <span className="ml-1 font-semibold text-red-800">(vencida)</span>}
            </td>
            <td className="p-2">{threatLabels.status(row.status)}</td>
            <td className="p-2">
              {row.scenarioId !== null ? (
                <Link to={paths.report(row.scenarioId, row.sessionId)} className={textLinkClass}>
                  {row.scenarioTitle ?? "Informe"}
                </Link>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      />
    </AdminPage>
  );
}
