/** The session report and the debrief timeline, built from the database's log (never from the room). */
import {
  computeKpis,
  formatSimTime,
  INTERVENTION_KIND_LABEL,
  timeOf,
  unitLabel,
  type InterventionDef,
  type KpiDef,
  type KpiResult,
  type Recorded,
} from "./planner";
import { formatNumber, formatReading } from "../domain/format";
import { PATIENT_ACTIONS } from "./live";
import { EQUIPMENT_ACTIONS } from "./monitor/equipment";
import { RHYTHMS, SUPPORT_LABELS, type Rhythm, type SupportKey } from "./model/vocabulary";
import { checklistScore, compareParticipants, CHECK_STATUS_LABEL, CHECK_WEIGHT_LABEL, type CheckStatus } from "./vocabulary";

type ReportInput = {
  session: { id: string; scenarioId: number; publicCode: string; startedAt: string | null; endedAt: string | null };
  scenarioTitle: string;
  participants: { role: string; name: string; userId: string | null }[];
  variables: { label: string; unit: string | null; value: string; isRevealed: boolean }[];
  actions: (Recorded & { createdAt: string })[];
  checklist: {
    label: string;
    category: string;
    weight: number;
    role: string;
    status: CheckStatus;
    note: string;
    marked: boolean;
    markedAt?: string | null;
    markedBy?: string | null;
  }[];
  events: { at: string; kind: string; payload: Record<string, unknown> }[];
  interventions: InterventionDef[];
  kpis: KpiDef[];
  toolAnswers: { label: string; section: string; value: string }[];
  /** What the living patient did by itself (handlers that fired), in simulation seconds. */
  responses?: { atSeconds: number; text: string }[];
  /** What the screens showed at the end (a living patient's monitor: what its sensors read); else the revealed variables. */
  shown?: { label: string; unit: string | null; value: string }[];
};

/** What the timeline can be filtered by. */
export const TIMELINE_KINDS = {
  estado: "Estado y fases",
  datos: "Datos del paciente",
  intervenciones: "Intervenciones",
  reglas: "Respuesta del paciente (reglas)",
  checklist: "Checklist",
  herramientas: "Herramientas del instructor",
} as const;
export type TimelineKind = keyof typeof TIMELINE_KINDS;

const EVENT_KIND: Record<string, [TimelineKind, string]> = {
  "session.start": ["estado", "Inicio de la simulación"],
  "session.end": ["estado", "Fin de la simulación"],
  "step.change": ["estado", "Cambio de fase"],
  "script.publish": ["estado", "Paso del guion publicado"],
  "banner.update": ["estado", "Texto en pantalla"],
  banner: ["estado", "Texto en pantalla"],
  "session.refresh": ["estado", "Refresco de la pantalla"],
  alarm: ["estado", "Alarma"],
  "device.pin": ["estado", "PIN nuevo del desfibrilador"],
  "device.revoke": ["estado", "PIN del desfibrilador revocado"],
  "variable.show": ["datos", "Dato mostrado"],
  "variable.update": ["datos", "Dato actualizado"],
  "variable.hide": ["datos", "Dato ocultado"],
  "variable.clear_all": ["datos", "Se ocultaron todos los datos"],
  "intervention.retime": ["intervenciones", "Hora corregida"],
  "rule.fire": ["reglas", "El paciente responde"],
  "check.update": ["checklist", "Checklist"],
  "check.note": ["checklist", "Nota del checklist"],
  "item.response": ["herramientas", "Herramienta"],
};

export type TimelineEntry = { atSeconds: number; kind: TimelineKind; title: string; text: string; flag: string | null };

const joined = (parts: unknown[]) => parts.filter((part) => typeof part === "string" && part !== "").join(" · ");

function eventText(kind: string, p: Record<string, unknown>): string {
  if (kind === "rule.fire") return joined([p.description ?? p.rule_key]);
  if (kind === "intervention.retime")
    return joined([p.label, typeof p.at_seconds === "number" ? `a ${formatSimTime(p.at_seconds)}` : null]);
  const value = p.value !== undefined && p.value !== null ? `${formatReading(String(p.value))}${p.unit ? ` ${p.unit}` : ""}` : null;
  const status = typeof p.status === "string" ? CHECK_STATUS_LABEL[p.status as CheckStatus] : null;
  return joined([
    p.step_name,
    p.label,
    kind === "variable.update" && p.source === "rule" ? `${value} (por la respuesta del paciente)` : value,
    p.banner_text ?? p.text,
    status,
    p.note,
  ]);
}

/** One logged event in words, as the timeline titles and tells it ("Dato mostrado: Frecuencia cardiaca · 150 lpm"). */
export function eventLine(kind: string, payload: Record<string, unknown>): string {
  const title = EVENT_KIND[kind]?.[1] ?? (kind.startsWith("intervention") ? "Intervención registrada" : "Cambio en la sesión");
  const text = eventText(kind, payload);
  return text ? `${title}: ${text}` : title;
}

/** What the console did to the living patient (a shock, pacing, a rhythm or a state set by hand, the monitor), in words. */
export function patientActionText(action: Recorded): string | null {
  const p = action.payload;
  const n = (value: unknown) => (typeof value === "number" ? formatNumber(Math.round(value * 10) / 10) : "");
  switch (action.actionKey) {
    case PATIENT_ACTIONS.shock:
      return joined([
        `Descarga de ${n(p.joules)} J (${n(p.per_kg)} J/kg)${p.synchronised === true ? ", sincronizada" : ""}`,
        typeof p.rhythm === "string" && p.rhythm in RHYTHMS ? `en ${RHYTHMS[p.rhythm as Rhythm].label.toLowerCase()}` : null,
      ]);
    case PATIENT_ACTIONS.pacing:
      return p.on === true ? `Marcapasos transcutáneo a ${n(p.rate)} lpm, ${n(p.ma)} mA` : "Marcapasos transcutáneo detenido";
    case PATIENT_ACTIONS.rhythm:
      return `Ritmo fijado a mano: ${String(p.label ?? p.rhythm)}`;
    case PATIENT_ACTIONS.state:
      return `${String(p.label ?? p.state)}: ${p.on === true ? "sí" : "no"} (a mano)`;
    case EQUIPMENT_ACTIONS.sensor:
      return `${String(p.label ?? p.sensor)}: ${p.on === true ? "conectado" : "desconectado"}`;
    case EQUIPMENT_ACTIONS.silence:
      return "Alarmas silenciadas 2 min";
    case EQUIPMENT_ACTIONS.nibp:
      return typeof p.every_min !== "number"
        ? "Medir TA"
        : p.every_min > 0
          ? `TA automática cada ${p.every_min} min`
          : "TA automática desactivada";
    default:
      return action.actionKey in SUPPORT_LABELS
        ? `${SUPPORT_LABELS[action.actionKey as SupportKey]}: ${p.stop === true ? "fin" : "inicio"}`
        : null;
  }
}

/** An intervention as the debrief reads it: label, dose and unit, route. */
export function interventionText(action: Recorded, def: InterventionDef | undefined): string {
  const p = action.payload;
  if (p.stop === true) return joined([def?.label ?? action.actionKey, typeof p.route === "string" ? p.route : null, "detenida"]);
  const dose =
    typeof p.dose === "number"
      ? `${formatNumber(p.dose)} ${unitLabel(String(p.unit ?? ""))}`.trim()
      : typeof p.mlkg === "number"
        ? `${formatNumber(p.mlkg)} ml/kg`
        : null;
  const minutes =
    action.actionKey === "inicio_antibiotico" && typeof p.minutos === "number" ? `minuto ${p.minutos} desde la llegada` : null;
  return joined([def?.label ?? action.actionKey, dose, typeof p.route === "string" ? p.route : null, minutes]);
}

/**
 * One timeline in simulation time: every logged event and every recorded intervention (at its
 * corrected time), oldest first. Interventions come from the actions themselves, so a corrected
 * time moves them; the event that logged them is not repeated.
 */
export function buildTimeline(input: Pick<ReportInput, "session" | "events" | "actions" | "interventions" | "responses">): TimelineEntry[] {
  const start = input.session.startedAt ? Date.parse(input.session.startedAt) : null;
  const sim = (at: string) => (start === null ? 0 : Math.max(0, Math.round((Date.parse(at) - start) / 1000)));
  const definitions = new Map(input.interventions.map((i) => [i.key, i]));
  // Ties at the same second: by when they were written, the intervention before what it caused.
  const entries: (TimelineEntry & { wall: number; rank: number; order: number })[] = [];
  input.events.forEach((event, order) => {
    const known = EVENT_KIND[event.kind];
    if (event.kind === "intervention" || !known) return;
    entries.push({
      atSeconds: sim(event.at),
      kind: known[0],
      title: known[1],
      text: eventText(event.kind, event.payload),
      flag: null,
      wall: Date.parse(event.at),
      rank: 1,
      order,
    });
  });
  input.actions.forEach((action, order) => {
    const def = definitions.get(action.actionKey);
    const onPatient = patientActionText(action);
    if (!def && !onPatient && action.actionKey !== "bolo_cristaloide" && action.actionKey !== "inicio_antibiotico") return;
    const at = timeOf(action) ?? sim(action.createdAt);
    // The monitor's sensors and cuff are about what the team sees, not what the patient is given.
    const monitor = (Object.values(EQUIPMENT_ACTIONS) as string[]).includes(action.actionKey);
    const title = def ? INTERVENTION_KIND_LABEL[def.kind] : monitor ? "Monitor" : onPatient ? "Paciente" : "Intervención";
    // What the defibrillator screen did says so.
    const author = typeof action.payload.autor === "string" ? ` · desde el ${action.payload.autor}` : "";
    entries.push({
      atSeconds: at,
      kind: monitor ? "datos" : "intervenciones",
      title,
      text: onPatient ? `${onPatient}${author}` : interventionText(action, def),
      flag: action.flag,
      wall: Date.parse(action.createdAt),
      rank: 0,
      order,
    });
  });
  // What the patient did by itself comes after what was done in the same second.
  (input.responses ?? []).forEach((response, order) =>
    entries.push({
      atSeconds: response.atSeconds,
      kind: "reglas",
      title: "El paciente responde",
      text: response.text,
      flag: null,
      wall: Infinity,
      rank: 2,
      order,
    }),
  );
  return entries
    .sort((a, b) => a.atSeconds - b.atSeconds || a.wall - b.wall || a.rank - b.rank || a.order - b.order)
    .map(({ atSeconds, kind, title, text, flag }) => ({ atSeconds, kind, title, text, flag }));
}

export const UNMARKED_LABEL = "Sin marcar";

export function buildReport(input: ReportInput) {
  const { session } = input;
  const duration =
    session.startedAt && session.endedAt
      ? Math.max(0, Math.round((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 1000))
      : 0;
  const checklist = input.checklist.map((item) => ({
    label: item.label,
    category: item.category,
    role: item.role,
    weight: item.weight,
    weight_label: CHECK_WEIGHT_LABEL[item.weight] ?? String(item.weight),
    status: item.marked ? item.status : ("unmarked" as const),
    status_text: item.marked ? CHECK_STATUS_LABEL[item.status] : UNMARKED_LABEL,
    note: item.note,
    updated_at: item.marked ? (item.markedAt ?? null) : null,
    updated_at_seconds:
      item.marked && item.markedAt && session.startedAt
        ? Math.max(0, Math.round((Date.parse(item.markedAt) - Date.parse(session.startedAt)) / 1000))
        : null,
    updated_by_display: item.marked ? (item.markedBy ?? null) : null,
  }));
  const definitions = new Map(input.interventions.map((i) => [i.key, i]));
  const given = input.actions.filter((a) => definitions.has(a.actionKey));
  return {
    scenario_id: session.scenarioId,
    scenario_title: input.scenarioTitle,
    session_id: session.id,
    code: session.publicCode,
    started_at: session.startedAt,
    ended_at: session.endedAt,
    duration_sec: duration,
    participants: [...input.participants].sort(compareParticipants).map(({ role, name }) => ({ role, name })),
    timeline: buildTimeline(input),
    checklist,
    // Items never marked count as N/A in the spec's percentages.
    checklist_score: checklistScore(input.checklist.map((item) => ({ weight: item.weight, status: item.marked ? item.status : "na" }))),
    revealed: (input.shown ?? input.variables.filter((v) => v.isRevealed)).map(({ label, unit, value }) => ({ label, unit, value })),
    actions: given.map((a) => ({
      at_seconds: timeOf(a),
      action_key: a.actionKey,
      text: interventionText(a, definitions.get(a.actionKey)),
      flag: a.flag,
      payload: a.payload,
    })),
    kpis: computeKpis(input.kpis, input.interventions, input.actions) satisfies KpiResult[],
    tool_answers: input.toolAnswers,
  };
}

export type Report = ReturnType<typeof buildReport>;

/**
 * What the console shows of the interventions recorded so far: each one given (time, dose flag,
 * words), the KPIs and the timeline. The live console reads them from the database's log, the
 * studio's preview from its session in memory.
 */
export function consoleRecords(input: Pick<ReportInput, "session" | "events" | "actions" | "interventions" | "kpis" | "responses">) {
  const definitions = new Map(input.interventions.map((i) => [i.key, i]));
  return {
    given: input.actions
      .filter((action) => definitions.has(action.actionKey))
      .map((action) => ({
        id: action.id,
        atSeconds: timeOf(action),
        flag: action.flag,
        text: interventionText(action, definitions.get(action.actionKey)),
      })),
    kpis: computeKpis(input.kpis, input.interventions, input.actions),
    timeline: buildTimeline(input),
  };
}
