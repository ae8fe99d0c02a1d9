import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useId } from "react";
import { formatDueDate, SINASP, THREAT_OPTIONS, threatLabels, THREAT_TEXT_MAX, type Option, type ThreatRow } from "~/domain/safety";
import { buttonClass, FormMessage, textLinkClass } from "./form";
import { paths } from "~/domain/paths";

/**
 * Latent safety threats in the console and the report (issue 27 §3): the form that records one
 * against the session (it posts to /admin/seguridad and comes back here; without JavaScript too),
 * and the session's threats.
 */

export type ThreatOwner = { id: string; nombre: string; apellidos: string; email: string };

export type SessionThreat = Pick<ThreatRow, "id" | "found" | "category" | "severity" | "unit" | "status" | "dueDate" | "ownerName">;

type Failure = { ok: false; message: string; fields?: Record<string, string> };

const control = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5";

/** The SiNASP reminder: simulation finds the threat; a real incident is also notified there. */
export function SinaspNote() {
  return (
    <p className="text-sm text-slate-700">
      Si además hay un incidente que deba notificarse, hazlo también en el{" "}
      <a href={SINASP.url} className={textLinkClass} target="_blank" rel="noreferrer">
        {SINASP.name} (SiNASP)
      </a>
      .
    </p>
  );
}

type ErrorOf = (field: string) => string | undefined;

/** A field's error, tied to it and announced with the form's message. */
function fieldProps(id: string, field: string, error: ErrorOf) {
  return error(field) ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};
}

function FieldError({ id, field, error }: { id: string; field: string; error: ErrorOf }) {
  const message = error(field);
  return message ? (
    <span id={`${id}-${field}-error`} className="mt-1 block text-sm text-red-700">
      {message}
    </span>
  ) : null;
}

/** A required drop-down that starts with nothing chosen. */
function Choice({ label, name, options, error }: { label: string; name: string; options: readonly Option[]; error: ErrorOf }) {
  const id = useId();
  return (
    <label>
      {label}
      <select name={name} required defaultValue="" className={control} {...fieldProps(id, name, error)}>
        <option value="" disabled>
          Elige…
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} field={name} error={error} />
    </label>
  );
}

export function ThreatForm({ sessionId, owners, back }: { sessionId: string; owners: readonly ThreatOwner[]; back: string }) {
  const fetcher = useFetcher<Failure>();
  const id = useId();
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const error: ErrorOf = (field) => failure?.fields?.[field];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 print:hidden">
      <h3 id={`${id}-title`} className="font-semibold">
        Registrar una amenaza latente de seguridad
      </h3>
      <fetcher.Form method="post" action="/admin/seguridad" className="grid gap-3 text-sm sm:grid-cols-2">
        <input type="hidden" name="sessionId" value={sessionId} />
        <input type="hidden" name="volver" value={back} />
        <label className="sm:col-span-2">
          Qué se ha encontrado
          <textarea name="found" required rows={3} maxLength={THREAT_TEXT_MAX} className={control} {...fieldProps(id, "found", error)} />
          <FieldError id={id} field="found" error={error} />
        </label>
        <Choice label="Categoría" name="category" options={THREAT_OPTIONS.category} error={error} />
        <Choice label="Gravedad" name="severity" options={THREAT_OPTIONS.severity} error={error} />
        <Choice label="Unidad" name="unit" options={THREAT_OPTIONS.unit} error={error} />
        <Choice
          label="Responsable"
          name="ownerId"
          options={owners.map((owner) => ({ value: owner.id, label: `${owner.apellidos}, ${owner.nombre} (${owner.email})` }))}
          error={error}
        />
        <label>
          Fecha límite
          <input type="date" name="dueDate" required className={control} {...fieldProps(id, "dueDate", error)} />
          <FieldError id={id} field="dueDate" error={error} />
        </label>
        <div className="flex items-end sm:col-span-2">
          <button type="submit" className={buttonClass("primary")} disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? "Registrar amenaza" : "Registrando…"}
          </button>
        </div>
      </fetcher.Form>
      {failure && <FormMessage tone="error">{failure.message}</FormMessage>}
      <SinaspNote />
    </section>
  );
}

/** The session's threats, each linking to its page. */
export function SessionThreats({ threats }: { threats: readonly SessionThreat[] }) {
  if (threats.length === 0) return <p className="text-sm text-slate-600">No se han registrado amenazas en esta sesión.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {threats.map((threat) => (
        <li key={threat.id} className="rounded-lg border border-slate-200 p-3">
          <Link to={paths.safetyThreat(threat.id)} className={textLinkClass}>
            {threat.found}
          </Link>
          <span className="block text-slate-700">
            {threatLabels.category(threat.category)} · {threatLabels.severity(threat.severity)} · {threat.unit} · Responsable:{" "}
            {threat.ownerName ?? "—"} · Fecha límite: {formatDueDate(threat.dueDate)} · {threatLabels.status(threat.status)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Both, as the console's tab and the report's section show them; the form comes back to this page. */
export function SessionSafety({
  sessionId,
  owners,
  threats,
}: {
  sessionId: string;
  owners: readonly ThreatOwner[];
  threats: readonly SessionThreat[];
}) {
  const location = useLocation();
  return (
    <div className="space-y-4">
      <SessionThreats threats={threats} />
      <ThreatForm sessionId={sessionId} owners={owners} back={location.pathname + location.search} />
    </div>
  );
}

/** The dashboard's short list of the threats a person owns and has still to deal with. */
export function OwnedThreats({ threats }: { threats: readonly (SessionThreat & { id: number })[] }) {
  if (threats.length === 0) return null;
  return (
    <section aria-labelledby="mis-amenazas" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="mis-amenazas" className="text-lg font-semibold">
        Amenazas de seguridad a tu cargo
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {threats.map((threat) => (
          <li key={threat.id}>
            <Link to={paths.safetyThreat(threat.id)} className={textLinkClass}>
              {threat.found.length > 80 ? `${threat.found.slice(0, 80)}…` : threat.found}
            </Link>{" "}
            · {threatLabels.status(threat.status)} · Fecha límite: {formatDueDate(threat.dueDate)}
          </li>
        ))}
      </ul>
    </section>
  );
}
