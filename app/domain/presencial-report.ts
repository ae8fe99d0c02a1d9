/** The session report, built from the database's log (never from the room). */
import { checklistScore, clinicalKpis, compareParticipants, CHECK_STATUS_LABEL, CHECK_WEIGHT_LABEL, type CheckStatus } from "./presencial";

type ReportInput = {
  session: { id: string; scenarioId: number; startedAt: string | null; endedAt: string | null };
  scenarioTitle: string;
  participants: { role: string; name: string; userId: string | null }[];
  variables: { label: string; unit: string | null; value: string; isRevealed: boolean }[];
  actions: { actionKey: string; payload: Record<string, unknown>; createdAt: string }[];
  checklist: { label: string; category: string; weight: number; role: string; status: CheckStatus; note: string }[];
  events: { at: string; kind: string; payload: Record<string, unknown> }[];
};

const EVENT_LABEL: Record<string, string> = {
  "session.start": "Inicio de la simulación",
  "session.end": "Fin de la simulación",
  "variable.show": "Dato mostrado",
  "variable.update": "Dato actualizado",
  "variable.hide": "Dato ocultado",
  "variable.clear_all": "Se ocultaron todos los datos",
  alarm: "Alarma",
  "session.refresh": "Refresco de la pantalla",
  banner: "Texto en pantalla",
  "banner.update": "Texto en pantalla",
  "script.publish": "Paso del guion publicado",
  "step.change": "Cambio de fase",
  "check.update": "Checklist",
  "check.note": "Nota del checklist",
};

function describe(event: ReportInput["events"][number]): string {
  const p = event.payload;
  const detail = [p.step_name, p.label, p.value !== undefined && p.value !== null ? `${p.value}${p.unit ? ` ${p.unit}` : ""}` : null, p.banner_text ?? p.text, p.status ? CHECK_STATUS_LABEL[p.status as CheckStatus] : null, p.note]
    .filter((part) => typeof part === "string" && part !== "")
    .join(" · ");
  return detail ? `${EVENT_LABEL[event.kind] ?? event.kind}: ${detail}` : (EVENT_LABEL[event.kind] ?? event.kind);
}

export function buildReport(input: ReportInput) {
  const { session } = input;
  const duration = session.startedAt && session.endedAt ? Math.max(0, Math.round((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 1000)) : 0;
  const checklist = input.checklist.map((item) => ({
    label: item.label,
    category: item.category,
    role: item.role,
    weight: item.weight,
    weight_label: CHECK_WEIGHT_LABEL[item.weight] ?? String(item.weight),
    status: item.status,
    status_text: CHECK_STATUS_LABEL[item.status],
    note: item.note,
  }));
  return {
    scenario_id: session.scenarioId,
    scenario_title: input.scenarioTitle,
    session_id: session.id,
    started_at: session.startedAt,
    ended_at: session.endedAt,
    duration_sec: duration,
    participants: [...input.participants].sort(compareParticipants).map(({ role, name }) => ({ role, name })),
    timeline: input.events.map((event) => ({ at: event.at, kind: event.kind, text: describe(event) })),
    checklist,
    checklist_score: checklistScore(input.checklist),
    revealed: input.variables.filter((v) => v.isRevealed).map(({ label, unit, value }) => ({ label, unit, value })),
    actions: input.actions.map((a) => ({ at: a.createdAt, action_key: a.actionKey, payload: a.payload })),
    kpis: clinicalKpis(input.actions),
  };
}

export type Report = ReturnType<typeof buildReport>;
