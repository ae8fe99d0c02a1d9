/**
 * The report's debrief guide (PEARLS) and the instructor's ticks and notes (decision 0042). A plain
 * form: it works without JavaScript; in print the notes and ticks read as text.
 */
import { Form, useActionData, useLocation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { DEBRIEF_MESSAGES, GENERAL_POINT, PEARLS_PHASES, type GuidePoint } from "~/domain/debrief-guide";
import type { DebriefView } from "./debrief";
import { FormMessage, SubmitButton } from "../ui/form";

type Saved = DebriefView["saved"];

/** A point's tick and note: the form's controls on screen, their saved content in print. */
function PointControls({ pointKey, about, saved }: { pointKey: string; about: string; saved: Saved }) {
  const mine = saved[pointKey];
  const id = `debrief-${pointKey.replace(/[^a-z0-9]/gi, "-")}`;
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-[auto_1fr] sm:items-start">
      <input type="hidden" name="punto" value={pointKey} />
      <label className="inline-flex min-h-6 items-center gap-2 text-sm font-medium print:hidden">
        <input
          type="checkbox"
          name="tratado"
          value={pointKey}
          defaultChecked={mine?.discussed ?? false}
          aria-label={`Tratado: ${about}`}
          className="h-4 w-4"
        />
        Tratado
      </label>
      <div className="print:hidden">
        <label htmlFor={`${id}-nota`} className="sr-only">
          Nota: {about}
        </label>
        <textarea
          id={`${id}-nota`}
          name={`nota.${pointKey}`}
          rows={1}
          defaultValue={mine?.note ?? ""}
          placeholder="Nota"
          className="w-full rounded-lg border border-slate-300 px-2 py-1 text-sm"
        />
      </div>
      <p className="hidden text-sm print:block">
        {mine?.discussed ? "Tratado" : "Sin tratar"}
        {mine?.note ? ` · Nota: ${mine.note}` : ""}
      </p>
    </div>
  );
}

function Phase({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 print:border-black print:p-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </li>
  );
}

function Prompts({ prompts }: { prompts: readonly string[] }) {
  return (
    <ul className="mt-1 list-disc pl-5 text-sm">
      {prompts.map((prompt) => (
        <li key={prompt}>{prompt}</li>
      ))}
    </ul>
  );
}

function AnalysisPoint({ point, saved }: { point: GuidePoint; saved: Saved }) {
  return (
    <li className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0" data-debrief-point={point.key}>
      <p className={point.status === "flagged" ? "font-semibold text-red-800 print:text-black" : "font-semibold"}>{point.text}</p>
      {point.question && <p className="text-sm">{point.question}</p>}
      {point.source && <p className="text-xs text-slate-600">Fuente: {point.source}</p>}
      <PointControls pointKey={point.key} about={point.text} saved={saved} />
    </li>
  );
}

export function DebriefGuide({ debrief, sessionId }: { debrief: DebriefView; sessionId: string }) {
  const { guide, saved } = debrief;
  const location = useLocation();
  const [params] = useSearchParams();
  const answer = useActionData<{ form?: string; message?: string }>();
  const refused = answer?.form === "debrief" ? answer.message : undefined;
  const { reacciones, descripcion, analisis, resumen } = PEARLS_PHASES;
  return (
    <section aria-labelledby="guia-debriefing" className="mt-10 print:mt-6">
      <h2 id="guia-debriefing" className="break-after-avoid text-xl font-semibold print:text-base">
        Guía del debriefing
      </h2>
      <p className="text-xs text-slate-600">Estructura {guide.source}</p>
      <Form method="post" action={`${location.pathname}${location.search}`} key={debrief.updatedAt ?? "nuevo"} className="mt-3 grid gap-3">
        <input type="hidden" name="sesion" value={sessionId} />
        {refused && <FormMessage tone="error">{refused}</FormMessage>}
        {!refused && params.get("debriefing") === "guardado" && <FormMessage tone="success">{DEBRIEF_MESSAGES.saved}</FormMessage>}
        <ol className="grid gap-3">
          <Phase title={reacciones.title}>
            <Prompts prompts={reacciones.prompts} />
            <PointControls pointKey="reacciones" about={reacciones.title} saved={saved} />
          </Phase>
          <Phase title={descripcion.title}>
            <Prompts prompts={descripcion.prompts} />
            <PointControls pointKey="descripcion" about={descripcion.title} saved={saved} />
          </Phase>
          <Phase title={analisis.title}>
            {guide.analysis.length === 0 && guide.met.length === 0 ? (
              <p className="text-sm text-slate-600">El caso no declara objetivos y no hubo dosis fuera de rango.</p>
            ) : (
              <ul className="mt-2 grid gap-3">
                {guide.analysis.map((point) => (
                  <AnalysisPoint key={point.key} point={point} saved={saved} />
                ))}
              </ul>
            )}
            {guide.met.length > 0 && (
              <div className="mt-3 border-t border-slate-200 pt-3">
                <p className="text-sm font-semibold">Objetivos alcanzados</p>
                <ul className="list-disc pl-5 text-sm">
                  {guide.met.map((point) => (
                    <li key={point.key}>
                      {point.text}
                      {point.source && <span className="text-xs text-slate-600"> ({point.source})</span>}
                    </li>
                  ))}
                </ul>
                <PointControls pointKey="cumplidos" about="Objetivos alcanzados" saved={saved} />
              </div>
            )}
          </Phase>
          <Phase title={resumen.title}>
            <Prompts prompts={resumen.prompts} />
            <PointControls pointKey="resumen" about={resumen.title} saved={saved} />
          </Phase>
        </ol>
        <div>
          <input type="hidden" name="punto" value={GENERAL_POINT} />
          <label htmlFor="debrief-general" className="text-sm font-semibold">
            Notas generales del debriefing
          </label>
          <textarea
            id="debrief-general"
            name={`nota.${GENERAL_POINT}`}
            rows={3}
            defaultValue={saved[GENERAL_POINT]?.note ?? ""}
            className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1 text-sm print:hidden"
          />
          <p className="hidden text-sm whitespace-pre-line print:block">{saved[GENERAL_POINT]?.note || "—"}</p>
        </div>
        <div className="print:hidden">
          <SubmitButton pendingLabel="Guardando…">Guardar el debriefing</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
