import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { collectErrors, formToObject, parseForm } from "~/domain/forms";
import { formatDateTime } from "~/domain/evaluation";
import {
  formatDueDate,
  hospitalToday,
  isOverdue,
  THREAT_MESSAGES,
  THREAT_NOTE_MAX,
  THREAT_STATUSES,
  THREAT_STATUS_LABELS,
  threatIdSchema,
  threatLabels,
  threatStatusSchema,
} from "~/domain/safety";
import { asViewer, requireArea } from "~/server/guards.server";
import { fail, refuse } from "~/server/respond.server";
import { changeThreatStatus, threatPage } from "~/server/safety.server";
import { buttonClass, FormMessage, textLinkClass } from "~/ui/form";
import { SinaspNote } from "~/ui/safety-threats";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Amenaza latente de seguridad · SimPed" }];

/**
 * One threat and its history: for administrators and for its owner (anyone else finds nothing,
 * as for a threat that does not exist).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = threatIdSchema.safeParse(params.id);
  if (!id.success) {
    await requireArea(request, context.app, "approved");
    refuse(404, THREAT_MESSAGES.notFound);
  }
  const { viewer, result } = await asViewer(request, context.app, "approved", (read, viewerId) =>
    threatPage(context.app.db, id.data, { read, viewerId }),
  );
  if (!result.threat) refuse(404, THREAT_MESSAGES.notFound);
  return {
    isAdmin: viewer.isAdmin,
    threat: result.threat,
    history: result.history,
    today: hospitalToday(new Date(), context.app.env.TIME_ZONE),
  };
}

const STATUS_REFUSALS = {
  notFound: [404, THREAT_MESSAGES.notFound],
  sameStatus: [409, THREAT_MESSAGES.sameStatus],
  unchanged: [409, THREAT_MESSAGES.changed],
} as const;

/** A status change with its note, by an administrator or the owner; anything else writes nothing. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { app } = context;
  const id = threatIdSchema.safeParse(params.id);
  const parsed = parseForm(threatStatusSchema, formToObject(await request.formData()));
  if (!id.success || !parsed.success) {
    await requireArea(request, app, "approved"); // strangers learn nothing about the form
    if (!id.success) return fail(404, THREAT_MESSAGES.notFound);
    const { message, fields } = collectErrors(parsed.error!.issues);
    return fail(400, message, fields);
  }
  const { result } = await asViewer(request, app, "approved", (read, viewerId) =>
    changeThreatStatus(app.db, id.data, parsed.data, { read, viewerId }),
  );
  if (!result.ok) {
    const [status, message] = STATUS_REFUSALS[result.reason];
    return fail(status, message);
  }
  return { ok: true as const, message: `Estado cambiado a «${THREAT_STATUS_LABELS[parsed.data.status]}».` };
}

function historyLine(details: Record<string, unknown>): string {
  const label = (value: unknown) => threatLabels.status(String(value ?? ""));
  return details["from"] ? `${label(details["from"])} → ${label(details["to"])}` : `Registrada (${label(details["to"])})`;
}

export default function Amenaza() {
  const { threat, history, isAdmin, today } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const fields = answer && !answer.ok ? answer.fields : undefined;
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to={isAdmin ? "/admin/seguridad" : "/dashboard"} className={`${textLinkClass} font-medium`}>
          ← {isAdmin ? "Amenazas latentes de seguridad" : "Inicio"}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Amenaza latente de seguridad</h1>
      <p className="mt-4 whitespace-pre-line text-lg">{threat.found}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Estado</dt>
        <dd>{threatLabels.status(threat.status)}</dd>
        <dt className="font-medium">Categoría</dt>
        <dd>{threatLabels.category(threat.category)}</dd>
        <dt className="font-medium">Gravedad</dt>
        <dd>{threatLabels.severity(threat.severity)}</dd>
        <dt className="font-medium">Unidad</dt>
        <dd>{threat.unit}</dd>
        <dt className="font-medium">Responsable</dt>
        <dd>{threat.ownerName ? `${threat.ownerName} (${threat.ownerEmail})` : "—"}</dd>
        <dt className="font-medium">Fecha límite</dt>
        <dd>
          {formatDueDate(threat.dueDate)}
          {isOverdue(threat, today) && <span className="ml-1 font-semibold text-red-800">(vencida)</span>}
        </dd>
        <dt className="font-medium">Sesión</dt>
        <dd>
          {isAdmin && threat.scenarioId !== null ? (
            <Link to={paths.report(threat.scenarioId, threat.sessionId)} className={textLinkClass}>
              {threat.scenarioTitle ?? "Informe de la sesión"}
            </Link>
          ) : (
            (threat.scenarioTitle ?? "—")
          )}
        </dd>
      </dl>
      <div className="mt-4">
        <SinaspNote />
      </div>

      <section aria-labelledby="cambiar" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="cambiar" className="text-xl font-semibold">
          Cambiar el estado
        </h2>
        <Form method="post" className="mt-3 grid gap-3 text-sm sm:grid-cols-[auto_1fr]">
          <label>
            Nuevo estado
            <select
              name="status"
              defaultValue={threat.status}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5"
              aria-invalid={fields?.status ? true : undefined}
            >
              {THREAT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {THREAT_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Nota
            <textarea
              name="note"
              required
              rows={2}
              maxLength={THREAT_NOTE_MAX}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5"
              aria-invalid={fields?.note ? true : undefined}
              aria-describedby={fields?.note ? "nota-error" : undefined}
            />
            {fields?.note && (
              <span id="nota-error" className="mt-1 block text-red-700">
                {fields.note}
              </span>
            )}
          </label>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass("primary")} disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Guardando…" : "Guardar el cambio"}
            </button>
          </div>
        </Form>
        {answer && (
          <div className="mt-3">
            <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage>
          </div>
        )}
      </section>

      <section aria-labelledby="historial" className="mt-8">
        <h2 id="historial" className="text-xl font-semibold">
          Historial
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {history.map((entry) => {
            const details = entry.details as Record<string, unknown>;
            return (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3">
                <span className="font-medium">{formatDateTime(entry.at)}</span> · {entry.actorName ?? "—"} · {historyLine(details)}
                {typeof details["note"] === "string" && <span className="mt-1 block whitespace-pre-line">Nota: {details["note"]}</span>}
              </li>
            );
          })}
        </ol>
      </section>
    </main>
  );
}
