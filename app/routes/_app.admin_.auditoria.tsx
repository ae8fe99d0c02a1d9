import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AUDIT_PAGE, auditActionLabel } from "~/domain/audit";
import { formatDateTime } from "~/domain/evaluation";
import { threatLabels } from "~/domain/safety";
import { asViewer } from "~/server/guards.server";
import { auditPage } from "~/server/users.server";
import { TableSection } from "~/ui/data-table";
import { AdminPage } from "~/ui/admin-page";
import { buttonClass } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Registro de auditoría · SimPed" }];

/** Admins only: what administrators (and the start-up, and the command line) did to accounts, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const asked = z.string().uuid().safeParse(new URL(request.url).searchParams.get("usuario"));
  const userId = asked.success ? asked.data : null;
  const { result } = await asViewer(request, context.app, "admin", (read, adminId) => auditPage(context.app.db, userId, { read, adminId }));
  return { isAdmin: true, ...result, filtered: userId !== null };
}

/** The details worth reading: the reason of a rejection, the role and unit before and after, who a removed account was, which case. */
function describe(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const before = details["antes"] as { rol?: string; unidad?: string } | undefined;
  const after = details["después"] as { rol?: string; unidad?: string } | undefined;
  if (before && after) parts.push(`${before.rol} · ${before.unidad} → ${after.rol} · ${after.unidad}`);
  if (typeof details["motivo"] === "string" && details["motivo"]) parts.push(`Motivo: ${details["motivo"]}`);
  if (details["sessionsRevoked"] !== undefined) parts.push(`Sesiones cerradas: ${String(details["sessionsRevoked"])}`);
  if (details["via"]) parts.push(String(details["via"]));
  if (typeof details["threatId"] === "number") parts.push(threatChange(details));
  // A studio action: which case, in which mode, and which version it published.
  if (typeof details["escenario"] === "string")
    parts.push(
      [`«${String(details["titulo"] ?? "")}» (${details["escenario"]}${details["modo"] ? `, ${String(details["modo"])}` : ""})`]
        .concat(details["version"] ? [`versión ${String(details["version"])}`] : [])
        .join(", "),
    );
  return parts.join(" · ");
}

/** A safety threat's line: which one, its status before and after, and the note. */
function threatChange(details: Record<string, unknown>): string {
  const status = (value: unknown) => threatLabels.status(String(value ?? ""));
  const change = details["from"] ? `${status(details["from"])} → ${status(details["to"])}` : status(details["to"]);
  return [`Amenaza n.º ${String(details["threatId"])}: ${change}`, ...(details["note"] ? [`Nota: ${String(details["note"])}`] : [])].join(
    " · ",
  );
}

export default function AuditLog() {
  const { entries, person, filtered } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Registro de auditoría"
      intro={
        person
          ? `Lo que se ha hecho a ${person.nombre} ${person.apellidos} (${person.email}) y lo que ha hecho como administrador.`
          : filtered
            ? "Acciones sobre una cuenta que ya no existe."
            : `Las últimas ${AUDIT_PAGE} acciones de administración, de la más reciente a la más antigua.`
      }
    >
      {filtered && (
        <Form method="get" className="mt-4">
          <button type="submit" className={buttonClass("secondary")}>
            Ver todas las acciones
          </button>
        </Form>
      )}
      <TableSection
        id="registro"
        title="Acciones"
        count={entries.length}
        headers={["Cuándo", "Quién", "Qué", "A quién", "Detalles"]}
        empty="No hay acciones registradas."
        stackOnPhone
        rows={entries.map((entry) => {
          const gone = entry.details as Record<string, unknown>;
          const target = entry.targetEmail
            ? `${entry.targetName ?? ""} (${entry.targetEmail})`
            : typeof gone["email"] === "string"
              ? `${String(gone["nombre"] ?? "")} ${String(gone["apellidos"] ?? "")} (${String(gone["email"])}; cuenta eliminada)`
              : "—";
          return (
            <tr key={entry.id} className="border-t border-slate-200 align-top max-md:block max-md:py-2">
              <td className="whitespace-nowrap p-3 max-md:block max-md:py-1">{formatDateTime(entry.at)}</td>
              <td className="p-3 max-md:block max-md:py-1">
                {entry.actorEmail ? `${entry.actorName ?? ""} (${entry.actorEmail})` : "Sistema (arranque o línea de órdenes)"}
              </td>
              <td className="p-3 font-medium max-md:block max-md:py-1">{auditActionLabel(entry.action)}</td>
              <td className="break-all p-3 max-md:block max-md:py-1">
                {entry.targetId ? (
                  <Link to={paths.auditOf(entry.targetId)} className="text-brand-700 underline">
                    {target}
                  </Link>
                ) : (
                  target
                )}
              </td>
              <td className="p-3 text-slate-700 max-md:block max-md:py-1">{describe(gone)}</td>
            </tr>
          );
        })}
      />
    </AdminPage>
  );
}
