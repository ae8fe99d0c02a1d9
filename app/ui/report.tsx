import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { formatClock } from "~/domain/attempts";
import { formatDateTime } from "~/domain/evaluation";
import { PARTICIPANT_ROLE_LABEL, type ParticipantRole } from "~/domain/presencial";
import type { reportLoader } from "~/server/report.server";
import { buttonClass } from "./form";

const ACTION_LABEL: Record<string, string> = {
  bolo_cristaloide: "Bolo de cristaloide",
  inicio_antibiotico: "Inicio de antibiótico",
  "variable.update": "Dato actualizado",
  "variable.hide": "Dato ocultado",
  alarm: "Alarma",
  refresh: "Refresco de pantalla",
  "banner.publish": "Texto publicado",
  "script.publish": "Paso del guion",
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 break-inside-avoid">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function ReportPage() {
  const { report } = useLoaderData<typeof reportLoader>();
  const score = report.checklist_score;
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Informe de la sesión presencial</p>
          <h1 className="text-3xl font-bold tracking-tight">{report.scenario_title}</h1>
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
      <dl className="mt-6 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-slate-600">Inicio</dt>
          <dd className="font-semibold">{formatDateTime(report.started_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Fin</dt>
          <dd className="font-semibold">{formatDateTime(report.ended_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Duración</dt>
          <dd className="font-semibold">{formatClock(report.duration_sec)}</dd>
        </div>
      </dl>

      <Section title="Participantes">
        {report.participants.length === 0 ? (
          <p className="text-slate-600">Sin participantes.</p>
        ) : (
          <ul className="list-disc pl-5">
            {report.participants.map((p, i) => (
              <li key={i}>
                {p.name} · {PARTICIPANT_ROLE_LABEL[p.role as ParticipantRole] ?? p.role}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Indicadores clínicos">
        <dl className="grid grid-cols-3 gap-4 text-center">
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">Fluidos totales</dt>
            <dd className="text-2xl font-bold">{report.kpis.bolusMlkgTotal.toLocaleString("es-ES")} ml/kg</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">Bolos</dt>
            <dd className="text-2xl font-bold">{report.kpis.bolusCount}</dd>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm text-slate-600">Minutos hasta el antibiótico</dt>
            <dd className="text-2xl font-bold">{report.kpis.antibioticMinutes === null ? "No registrado" : report.kpis.antibioticMinutes.toLocaleString("es-ES")}</dd>
          </div>
        </dl>
      </Section>

      <Section title="Checklist">
        <p className="text-sm text-slate-700">
          {score.percent === null ? "Sin ítems evaluados." : `Resultado: ${score.ok} de ${score.scored} bien (${score.percent} %). Ponderado por importancia: ${score.weightedPercent} %.`}
        </p>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Checklist</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1">Ítem</th>
              <th scope="col">Categoría</th>
              <th scope="col">Peso</th>
              <th scope="col">Resultado</th>
              <th scope="col">Nota</th>
            </tr>
          </thead>
          <tbody>
            {report.checklist.map((item, i) => (
              <tr key={i} className="border-b border-slate-100 align-top">
                <td className="py-1 pr-2">{item.label}</td>
                <td className="pr-2">{item.category}</td>
                <td className="pr-2">{item.weight_label}</td>
                <td className="pr-2 font-medium">{item.status_text}</td>
                <td>{item.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title="Datos mostrados">
        {report.revealed.length === 0 ? (
          <p className="text-slate-600">No se mostró ningún dato.</p>
        ) : (
          <ul className="grid gap-1 text-sm md:grid-cols-2">
            {report.revealed.map((v, i) => (
              <li key={i}>
                {v.label}: <strong>{v.value}</strong> {v.unit}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Acciones">
        {report.actions.length === 0 ? (
          <p className="text-slate-600">Sin acciones registradas.</p>
        ) : (
          <ul className="text-sm">
            {report.actions.map((a, i) => (
              <li key={i}>
                {formatDateTime(a.at)} · {ACTION_LABEL[a.action_key] ?? a.action_key}
                {typeof a.payload.mlkg === "number" ? ` · ${a.payload.mlkg} ml/kg` : ""}
                {typeof a.payload.minutos === "number" ? ` · minuto ${a.payload.minutos}` : ""}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Cronología">
        <ol className="space-y-1 text-sm">
          {report.timeline.map((event, i) => (
            <li key={i}>
              <span className="font-mono text-slate-600">{new Date(event.at).toLocaleTimeString("es-ES", { timeZone: "Europe/Madrid" })}</span> {event.text}
            </li>
          ))}
        </ol>
      </Section>
    </main>
  );
}

export function ReportError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? ((error.data as { message?: string })?.message ?? "No se pudo generar el informe.") : "No se pudo generar el informe.";
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">Informe</h1>
      <p role="alert" className="mt-4">
        {message}
      </p>
      <Link to="/evaluacion" className={`${buttonClass("secondary")} mt-6`}>
        Volver
      </Link>
    </main>
  );
}
