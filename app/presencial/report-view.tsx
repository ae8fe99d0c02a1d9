import { SessionSafety } from "~/ui/safety-threats";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { formatNumber, formatReading } from "~/domain/format";
import { PARTICIPANT_ROLE_LABEL, type ParticipantRole } from "~/presencial/vocabulary";
import { formatSimTime } from "~/presencial/planner";
import { TIMELINE_KINDS, UNMARKED_LABEL, type Report, type TimelineEntry, type TimelineKind } from "~/presencial/report";
import type { reportLoader } from "~/presencial/report.server";
import { DebriefCourse } from "~/presencial/debrief-course";
import { buttonClass, useHydrated } from "../ui/form";
import { ScreenError } from "../ui/screen-error";
import { ReportReflections } from "./reflection-view";
import { DebriefGuide } from "./debrief-guide-view";
import { Icon, type IconName } from "../ui/icons";

// ── Formats ──────────────────────────────────────────────────────────────────────────────

const ZONE = "Europe/Madrid";
const dateFormat = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: ZONE });
const timeFormat = new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: ZONE });

/** '22 de noviembre de 2026, 18:05' (Madrid time), or '—'. */
function formatReportDate(iso: string | null): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return `${dateFormat.format(date)}, ${timeFormat.format(date)}`;
}

/** When a checklist item was marked: clock time and simulation time, and who marked it. */
function MarkedWhen({ item }: { item: Report["checklist"][number] }) {
  if (!item.updated_at) return <>—</>;
  return (
    <>
      <span className="tabular-nums">
        {formatTime(item.updated_at)}
        {item.updated_at_seconds !== null && ` (${formatSimTime(item.updated_at_seconds)})`}
      </span>
      {item.updated_by_display && <span className="block text-slate-600">{item.updated_by_display}</span>}
    </>
  );
}

function formatTime(iso: string | null): string {
  return iso ? timeFormat.format(new Date(iso)) : "—";
}

/** '45 s', '12 min 5 s', '1 h 2 min 0 s', '10 min'. */
function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h} h ${m} min${sec ? ` ${sec} s` : ""}`;
  if (m > 0) return `${m} min${sec ? ` ${sec} s` : ""}`;
  return `${sec} s`;
}

const percent = (value: number | null) => (value === null ? "—" : `${formatNumber(value)}\u00a0%`);

/** A plain number as Spanish readers write it ('39.4' → '39,4'); any other text as it is. */

const roleLabel = (role: string) => PARTICIPANT_ROLE_LABEL[role as ParticipantRole] ?? role;

// ── Pieces ───────────────────────────────────────────────────────────────────────────────

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 print:mt-6">
      <h2 id={id} className="break-after-avoid text-xl font-semibold print:text-base">
        {title}
      </h2>
      <div className="mt-3 print:mt-2">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

/** A table in a card; in print it is a plain table whose header repeats on every page. */
function Table({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white print:overflow-visible print:rounded-none print:border-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <span className="font-semibold text-red-700">
      <Icon name="warning" className="mr-1" />
      {children}
    </span>
  );
}

type CheckStatusKey = Report["checklist"][number]["status"];

/** Each result has its word, a sign and a colour; 'Sin marcar' is dashed and italic so that it never reads as N/A. */
const STATUS_LOOK: Record<CheckStatusKey, { sign: string | IconName; className: string }> = {
  ok: { sign: "check", className: "border-green-300 bg-green-50 text-green-800" },
  wrong: { sign: "cross", className: "border-red-300 bg-red-50 text-red-800" },
  missed: { sign: "–", className: "border-amber-300 bg-amber-50 text-amber-900" },
  na: { sign: "", className: "border-slate-300 bg-slate-100 text-slate-700" },
  unmarked: { sign: "?", className: "border-dashed border-slate-400 bg-white italic text-slate-600" },
};

function StatusBadge({ status, text }: { status: CheckStatusKey; text: string }) {
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.na;
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${look.className}`}
    >
      {look.sign === "check" || look.sign === "cross" ? (
        <Icon name={look.sign} />
      ) : (
        look.sign && <span aria-hidden="true">{look.sign}</span>
      )}
      <span>{text}</span>
    </span>
  );
}

// ── Timeline ─────────────────────────────────────────────────────────────────────────────

const KINDS = Object.keys(TIMELINE_KINDS) as TimelineKind[];
const isKind = (value: string): value is TimelineKind => value in TIMELINE_KINDS;
const kindLabel = (kind: string) => (isKind(kind) ? TIMELINE_KINDS[kind] : kind);

/** The kinds asked for in the address (?filtro=1&tipo=…, the form without JavaScript); all by default. */
function kindsFrom(search: string): Set<TimelineKind> {
  const params = new URLSearchParams(search);
  if (!params.has("filtro")) return new Set(KINDS);
  return new Set(params.getAll("tipo").filter(isKind));
}

/**
 * One timeline in simulation time, filterable by kind: with JavaScript the boxes filter in place;
 * without it the form reloads the page with ?tipo=…. Printed, it shows what is selected.
 */
function Timeline({ entries, search }: { entries: TimelineEntry[]; search: string }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(() => kindsFrom(search));
  const shown = entries.filter((entry) => !isKind(entry.kind) || selected.has(entry.kind));
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== "tipo" && name !== "filtro");
  const toggle = (kind: TimelineKind) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  const filtered = selected.size < KINDS.length;

  if (entries.length === 0) return <Empty>No hay eventos registrados.</Empty>;
  return (
    <>
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3 print:hidden">
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="filtro" value="1" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Mostrar en la cronología</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {KINDS.map((kind) => (
              <label
                key={kind}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  name="tipo"
                  value={kind}
                  checked={selected.has(kind)}
                  onChange={() => toggle(kind)}
                  className="size-4 accent-brand-700"
                />
                {TIMELINE_KINDS[kind]} ({counts.get(kind) ?? 0})
              </label>
            ))}
          </div>
        </fieldset>
        {!hydrated && (
          <button type="submit" className={buttonClass("secondary")}>
            Aplicar filtro
          </button>
        )}
      </Form>
      <p aria-live="polite" className="mt-3 text-sm text-slate-600 print:mt-0">
        Se muestran {shown.length} de {entries.length} entradas.
        {filtered && (
          <span className="hidden print:inline">
            {" "}
            Tipos incluidos:{" "}
            {KINDS.filter((k) => selected.has(k))
              .map((k) => TIMELINE_KINDS[k])
              .join(", ") || "ninguno"}
            .
          </span>
        )}
      </p>
      {shown.length === 0 ? (
        <p className="mt-2 text-slate-600">Ningún tipo seleccionado tiene entradas.</p>
      ) : (
        <ol
          aria-label="Entradas de la cronología"
          className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white print:rounded-none print:border-x-0"
        >
          {shown.map((entry, index) => (
            <li key={index} data-kind={entry.kind} className="grid break-inside-avoid grid-cols-[4.5rem_1fr] gap-3 px-3 py-2 text-sm">
              <time dateTime={`PT${Math.max(0, Math.round(entry.atSeconds))}S`} className="font-mono tabular-nums text-slate-700">
                {formatSimTime(entry.atSeconds)}
              </time>
              <div>
                <p>
                  <span className="font-semibold">{entry.title}</span>
                  {entry.text && `: ${entry.text}`}
                  <span className="ml-2 whitespace-nowrap text-xs text-slate-600">· {kindLabel(entry.kind)}</span>
                </p>
                {entry.flag && (
                  <p className="mt-0.5">
                    <Warning>{entry.flag}</Warning>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

// ── The page ─────────────────────────────────────────────────────────────────────────────

export function ReportPage() {
  const { report, institution, chart, reflections, isAdmin, debrief, safety } = useLoaderData<typeof reportLoader>();
  const location = useLocation();
  const score = report.checklist_score;
  const ended = Boolean(report.started_at && report.ended_at);
  const duration = ended ? formatDuration(report.duration_sec) : "—";
  const toolAnswers = report.tool_answers ?? [];
  const tally = (status: CheckStatusKey) => report.checklist.filter((item) => item.status === status).length;

  return (
    <main data-report className="mx-auto max-w-5xl px-4 py-10 print:max-w-none print:p-0">
      <header className="border-b border-slate-200 pb-6 print:border-b-2 print:border-black print:pb-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            {institution && <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{institution}</p>}
            <p className="text-sm text-slate-600">Informe de la sesión presencial</p>
            <h1 className="text-3xl font-bold tracking-tight print:text-2xl">{report.scenario_title}</h1>
          </div>
          <div className="flex gap-2 print:hidden">
            <button type="button" onClick={() => window.print()} className={buttonClass("primary")}>
              Imprimir / PDF
            </button>
            <Link to="/evaluacion" className={buttonClass("secondary")}>
              Volver
            </Link>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-6 print:mt-3 print:grid-cols-6 print:gap-2">
          <div className="col-span-2">
            <dt className="text-slate-600">Fecha</dt>
            <dd className="font-semibold">{formatReportDate(report.started_at ?? report.ended_at)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Código</dt>
            <dd className="font-mono font-semibold tracking-wider">{report.code}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Duración</dt>
            <dd className="font-semibold">{duration}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Inicio</dt>
            <dd className="font-semibold">{formatTime(report.started_at)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Fin</dt>
            <dd className="font-semibold">{report.ended_at ? formatTime(report.ended_at) : "Sin terminar"}</dd>
          </div>
        </dl>
      </header>

      {debrief && <DebriefGuide debrief={debrief} sessionId={report.session_id} />}

      <Section id="participantes" title="Participantes">
        {report.participants.length === 0 ? (
          <Empty>Sin participantes.</Empty>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2 print:grid-cols-2">
            {report.participants.map((p, i) => (
              <li key={i}>
                {p.name} · {roleLabel(p.role)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="indicadores" title="Indicadores clínicos">
        {report.kpis.length === 0 ? (
          <Empty>Este escenario no define indicadores.</Empty>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
            {report.kpis.map((kpi) => {
              const alert = kpi.kind === "flagged" && (kpi.value ?? 0) > 0;
              return (
                <div
                  key={kpi.key}
                  className={`break-inside-avoid rounded-xl border p-3 ${alert ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"} print:border-black`}
                >
                  <dt className="text-sm text-slate-600">{kpi.label}</dt>
                  <dd className={`text-2xl font-bold ${alert ? "text-red-800" : ""}`}>{kpi.text}</dd>
                  {alert && (
                    <dd className="text-sm">
                      <Warning>{/fuera de rango/i.test(kpi.label) ? "Revisar" : "Dosis fuera de rango"}</Warning>
                    </dd>
                  )}
                </div>
              );
            })}
          </dl>
        )}
      </Section>

      <Section id="intervenciones" title="Intervenciones">
        {report.actions.length === 0 ? (
          <Empty>Sin intervenciones registradas.</Empty>
        ) : (
          <Table caption="Intervenciones" headers={["Tiempo", "Intervención", "Alerta"]}>
            {report.actions.map((action, i) => (
              <tr key={i} className={`break-inside-avoid align-top ${action.flag ? "bg-red-50" : ""}`}>
                <td className="whitespace-nowrap px-3 py-2 font-mono tabular-nums">
                  {action.at_seconds === null ? "—" : formatSimTime(action.at_seconds)}
                </td>
                <td className="px-3 py-2">{action.text}</td>
                <td className="px-3 py-2">
                  {action.flag ? (
                    <Warning>{action.flag}</Warning>
                  ) : (
                    <span className="text-slate-500">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Sin alerta</span>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      {chart && <DebriefCourse chart={chart} />}

      <Section id="cronologia" title="Cronología">
        <Timeline key={location.search} entries={report.timeline} search={location.search} />
      </Section>

      <Section id="checklist" title="Checklist">
        {report.checklist.length === 0 ? (
          <Empty>Este escenario no tiene checklist.</Empty>
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
              <div className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-3 print:border-black">
                <dt className="text-sm text-slate-600">Porcentaje de aciertos</dt>
                <dd className="text-2xl font-bold">{percent(score.percent)}</dd>
                <dd className="text-sm text-slate-600">
                  {score.percent === null
                    ? "Ningún ítem evaluado como bien, mal o no hecho."
                    : `${score.ok} bien de ${score.scored} evaluados (bien, mal o no hecho).`}
                </dd>
              </div>
              <div className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-3 print:border-black">
                <dt className="text-sm text-slate-600">Ponderado por importancia</dt>
                <dd className="text-2xl font-bold">{percent(score.weightedPercent)}</dd>
                <dd className="text-sm text-slate-600">Crítico cuenta ×3, importante ×2 y deseable ×1.</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              Bien: {tally("ok")} · Mal: {tally("wrong")} · No hecho: {tally("missed")} · N/A: {tally("na")} · {UNMARKED_LABEL}:{" "}
              {tally("unmarked")}. Los ítems N/A y los que quedaron sin marcar no cuentan en los porcentajes.
            </p>
            <div className="mt-3">
              <Table caption="Checklist" headers={["Ítem", "Categoría", "Rol", "Peso", "Resultado", "Marcado", "Nota"]}>
                {report.checklist.map((item, i) => (
                  <tr key={i} className="break-inside-avoid align-top">
                    <td className="px-3 py-2">{item.label}</td>
                    <td className="px-3 py-2">{item.category}</td>
                    <td className="px-3 py-2">{item.role}</td>
                    <td className="px-3 py-2">{item.weight_label}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={item.status} text={item.status_text} />
                    </td>
                    <td className="px-3 py-2">
                      <MarkedWhen item={item} />
                    </td>
                    <td className="whitespace-pre-line px-3 py-2">{item.note}</td>
                  </tr>
                ))}
              </Table>
            </div>
          </>
        )}
      </Section>

      <Section id="datos" title="Datos mostrados">
        {report.revealed.length === 0 ? (
          <Empty>No se mostró ningún dato.</Empty>
        ) : (
          <ul className="grid gap-1 text-sm sm:grid-cols-2 print:grid-cols-2">
            {report.revealed.map((v, i) => (
              <li key={i} className="break-inside-avoid">
                {v.label}: <strong>{formatReading(v.value)}</strong> {v.unit}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {toolAnswers.length > 0 && (
        <Section id="herramientas" title="Herramientas del instructor">
          <Table caption="Respuestas de las herramientas del instructor" headers={["Sección", "Pregunta", "Respuesta"]}>
            {toolAnswers.map((answer, i) => (
              <tr key={i} className="break-inside-avoid align-top">
                <td className="px-3 py-2">{answer.section}</td>
                <td className="px-3 py-2">{answer.label}</td>
                <td className="whitespace-pre-line px-3 py-2">{answer.value}</td>
              </tr>
            ))}
          </Table>
        </Section>
      )}

      {safety && (
        <Section id="seguridad" title="Amenazas latentes de seguridad">
          <SessionSafety sessionId={report.session_id} {...safety} />
        </Section>
      )}

      <section aria-labelledby="firma" className="mt-12 hidden break-inside-avoid print:block">
        <h2 id="firma" className="text-base font-semibold">
          Firma del instructor/a
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-12 gap-y-10 text-sm">
          <div>
            <dt>Nombre y apellidos</dt>
            <dd className="mt-8 border-b border-black" />
          </div>
          <div>
            <dt>Firma</dt>
            <dd className="mt-8 border-b border-black" />
          </div>
          <div>
            <dt>Fecha</dt>
            <dd className="mt-8 border-b border-black" />
          </div>
        </dl>
      </section>
      <ReportReflections reflections={reflections} isAdmin={isAdmin} />
    </main>
  );
}

export function ReportError() {
  return <ScreenError title="Informe" fallback="No se pudo generar el informe." back={{ to: "/evaluacion", label: "Volver" }} />;
}
