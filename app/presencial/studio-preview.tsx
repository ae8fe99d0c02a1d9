/**
 * The studio's in-person preview: the instructor console and the room's projection over a session
 * held in the page's memory (`preview.ts`), beside what the engine did with each
 * command. It needs JavaScript; nothing is written anywhere.
 */
import { useCallback, useMemo, useState } from "react";
import { formToObject, MALFORMED_MESSAGE, parseForm } from "~/domain/forms";
import type { Plan } from "~/presencial/planner";
import { consoleRecords, eventLine } from "~/presencial/report";
import { commandSchema } from "~/presencial/forms";
import { newPreviewSession, previewCommand, previewScenario, type PresencialDraft, type PreviewSession } from "~/presencial/preview";
import { CoursePreview } from "~/presencial/course-preview";
import { livePatient, responsesUntil } from "~/presencial/live";
import { buildSnapshot, patientAt } from "~/presencial/snapshot";
import { numberedRows } from "~/presencial/rows";
import { AdminPage } from "../ui/admin-page";
import { SandboxConsole, type ConsoleData } from "./console";
import { buttonClass, FormMessage, useHydrated } from "../ui/form";
import { Icon } from "../ui/icons";
import { Projection } from "./projection";

const PREVIEW_CODE = "PRUEBA";

/** The console's data for the preview's session, shaped as the console loader's. */
function consoleOf(draft: PresencialDraft, state: PreviewSession): ConsoleData {
  const session = { id: "vista-previa", scenarioId: 0, userId: null, publicCode: PREVIEW_CODE, flow: "dual" as const, ...state.session };
  const rows = numberedRows(draft);
  const steps = [...rows.steps].sort((a, b) => a.orderIndex - b.orderIndex);
  const variables = rows.variables.map(({ initialValue: _, ...v }, index) => ({ ...state.values[index], ...v }));
  const marks = new Map(state.checklist.map((mark) => [mark.itemId, mark]));
  const answers = new Map(state.toolAnswers.map((answer) => [answer.itemId, answer.value]));
  const ordered = <T extends { orderIndex: number }>(list: T[]) => list.sort((a, b) => a.orderIndex - b.orderIndex);
  const live = draft.model
    ? livePatient(
        { weightKg: draft.patient_overview.weightKg, interventions: draft.interventions, model: draft.model, variables },
        session,
        state.actions,
      )
    : null;
  const patient = patientAt(live, Date.now());
  const responses = patient.live ? responsesUntil(patient.live, patient.course, patient.state.t) : [];
  const phase = steps.find((step) => step.id === session.currentStepId)?.name ?? null;
  return {
    isAdmin: true,
    serverNow: Date.now(),
    // Any id will do: no command is sent anywhere.
    commandSeed: "00000000-0000-4000-8000-000000000000" as ConsoleData["commandSeed"],
    joinUrl: "",
    projectionUrl: "",
    proof: "",
    // The preview keeps every event of its short session in memory.
    earlierEvents: false,
    // The studio draws its own course (course-preview); the debrief chart is for sessions that ran.
    chart: null,
    qr: { size: 0, d: "" },
    safety: { threats: [], owners: [] },
    session: { ...session, scenarioVersionId: null, createdAt: "" },
    scenarioTitle: draft.title,
    weightKg: draft.patient_overview.weightKg,
    script: draft.script,
    snapshot: buildSnapshot({ session, scenarioTitle: draft.title, phase, patient: draft.patient_overview, variables, live }, patient),
    variables,
    steps,
    items: ordered(rows.items.map(({ stepKey: _, ...item }) => ({ ...item, answer: answers.get(item.id) ?? null }))),
    checklist: ordered(
      rows.checklist.map((item) => ({
        ...item,
        status: marks.get(item.id)?.status ?? "na",
        note: marks.get(item.id)?.note ?? "",
        marked: marks.has(item.id),
      })),
    ),
    participants: [{ id: 1, role: "instructor", name: "Vista previa (administración)", userId: null }],
    interventions: draft.interventions,
    expectedFindings: draft.expected_findings ?? [],
    ...consoleRecords({
      session,
      events: state.events,
      actions: state.actions,
      interventions: draft.interventions,
      kpis: draft.kpis,
      responses,
    }),
  } as ConsoleData;
}

/** What the engine did with the last command: rules that fired, values they set, a dose out of range. */
function EnginePanel({ plan, draft, state }: { plan: Plan | null; draft: PresencialDraft; state: PreviewSession }) {
  const fired = new Set(state.fired);
  const rules = previewScenario(draft).rules;
  const label = (variableId: number) => draft.variables[variableId - 1];
  return (
    <section aria-labelledby="motor" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="motor" className="text-lg font-semibold">
        Motor del escenario
      </h2>
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        <div role="status" aria-live="polite">
          <h3 className="text-sm font-semibold">Última orden</h3>
          {!plan ? (
            <p className="text-sm text-slate-600">Todavía ninguna.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {plan.events.map((event, index) => (
                <li key={index}>
                  {event.kind === "rule.fire" ? (
                    <strong>Regla disparada: {String(event.payload.description ?? event.payload.rule_key)}</strong>
                  ) : event.kind === "variable.update" ? (
                    `${label(Number(event.payload.variable_id))?.label ?? "Variable"} → ${String(event.payload.value)}${event.payload.unit ? ` ${String(event.payload.unit)}` : ""}${event.payload.source === "rule" ? " (por una regla)" : ""}`
                  ) : (
                    eventLine(event.kind, event.payload)
                  )}
                </li>
              ))}
              {plan.newActions
                .filter((action) => action.flag)
                .map((action, index) => (
                  <li key={`flag-${index}`} className="font-semibold text-red-800">
                    <Icon name="warning" /> {action.flag}
                  </li>
                ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold">Reglas</h3>
          {rules.length === 0 ? (
            <p className="text-sm text-slate-600">El escenario no tiene reglas.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {rules.map((rule) => (
                <li key={rule.id}>
                  {fired.has(rule.id) ? <Icon name="check" /> : "·"} {rule.key}
                  {rule.description && <span className="text-slate-600"> · {rule.description}</span>}
                  <span className="sr-only">{fired.has(rule.id) ? ": disparada" : ": pendiente"}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

export function PresencialPreview({ escenario }: { escenario: PresencialDraft }) {
  const hydrated = useHydrated();
  const scenario = useMemo(() => previewScenario(escenario), [escenario]);
  const [state, setState] = useState(() => newPreviewSession(escenario));
  const [plan, setPlan] = useState<Plan | null>(null);
  const [view, setView] = useState<"consola" | "proyeccion">("consola");
  const data = useMemo(() => consoleOf(escenario, state), [escenario, state]);
  const keep = useMemo(() => ({ slug: escenario.slug, modo: "presencial" }), [escenario.slug]);
  const run = useCallback(
    (form: FormData) => {
      const { commandId: _ignored, sala: _room, ...fields } = formToObject(form);
      const command = parseForm(commandSchema, fields);
      // The message goes next to the control that sent the command, as the console's action does.
      const target = fields.key ?? fields.itemId ?? fields.actionId ?? fields.variableId ?? fields.index;
      const control = typeof target === "string" ? `${String(fields.intent)}:${target}` : String(fields.intent);
      if (!command.success) {
        const message = command.error?.issues[0]?.message ?? MALFORMED_MESSAGE;
        return { message, fields: { [control]: message } };
      }
      const done = previewCommand(scenario, state, command.data, new Date());
      if (!done.ok) return { message: done.message, fields: { [control]: done.message } };
      setState(done.state);
      setPlan(done.plan);
      return { ok: true };
    },
    [scenario, state],
  );
  const restart = () => {
    setState(newPreviewSession(escenario));
    setPlan(null);
  };
  return (
    <AdminPage
      title={`Vista previa: ${escenario.title}`}
      intro="Una sesión de prueba: registra intervenciones, publica el guion y muestra datos como en la consola, y mira lo que verá la sala. No se crea ninguna sesión ni se guarda nada."
      wide
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
    >
      {!hydrated ? (
        <div className="mt-6">
          <FormMessage tone="info">La vista previa presencial necesita JavaScript.</FormMessage>
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <div role="group" aria-label="Qué mostrar" className="flex gap-2">
              <button
                type="button"
                aria-pressed={view === "consola"}
                onClick={() => setView("consola")}
                className={buttonClass(view === "consola" ? "primary" : "secondary")}
              >
                Consola
              </button>
              <button
                type="button"
                aria-pressed={view === "proyeccion"}
                onClick={() => setView("proyeccion")}
                className={buttonClass(view === "proyeccion" ? "primary" : "secondary")}
              >
                Proyección de la sala
              </button>
            </div>
            <button type="button" onClick={restart} className={`${buttonClass("secondary")} ml-auto`}>
              Reiniciar
            </button>
          </div>
          <EnginePanel plan={plan} draft={escenario} state={state} />
          <div className="mt-6" hidden={view !== "consola"}>
            <SandboxConsole data={data} run={run} keep={keep} />
          </div>
          {view === "proyeccion" && (
            <section aria-label="Proyección de la sala" className="mt-6 overflow-hidden rounded-2xl">
              <Projection snapshot={data.snapshot} offset={0} connection="open" />
            </section>
          )}
          {escenario.model && <CoursePreview escenario={escenario} />}
        </>
      )}
    </AdminPage>
  );
}
