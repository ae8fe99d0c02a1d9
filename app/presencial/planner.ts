/**
 * The in-person engine, pure: interventions and their dose checks, rules over any intervention,
 * KPIs, and `decide(scenario, state, command, now)`, which says what a console command changes
 * (a plan) without touching the database. The session's room decides on the state it holds, writes
 * the plan in one batch and broadcasts the new snapshot (docs/decisions/0033); where no room runs
 * (Node scripts and tests), the store reads the state first.
 */
import type {
  PresencialIntervention as InterventionDef,
  PresencialKpi as KpiDef,
  PresencialRule,
  PresencialRuleEffect as Effect,
  PresencialScriptStep as ScriptStep,
} from "./format";
import { formatNumber } from "../domain/format";
import { JOIN_CODE_ACTION, type CheckStatus } from "./vocabulary";
import { courseOf, equipmentAt, livePatient, PATIENT_ACTIONS, simSecondsAt, type SimClock } from "./live";
import type { Model } from "./model/format";
import { bandOf, doseAmounts, readShock, type ShockProblem } from "./model/engine";
import { givingOf } from "./model/patient";
import { RHYTHMS, type Rhythm, type SupportKey } from "./model/vocabulary";
import { EQUIPMENT_ACTIONS, SENSOR_VALUES, SENSORS, type Sensor } from "./monitor/equipment";

export type { InterventionDef, KpiDef, Effect };
type Conditions = PresencialRule["applies_when"];
type Condition = NonNullable<Conditions["any"]>[number];

export const INTERVENTION_KIND_LABEL: Record<InterventionDef["kind"], string> = {
  farmaco: "Fármaco",
  fluido: "Fluido",
  procedimiento: "Procedimiento",
  oxigeno_via_aerea: "Oxígeno/vía aérea",
  otro: "Otro",
};

const BOLUS_KEY = "bolo_cristaloide";
const ANTIBIOTIC_KEY = "inicio_antibiotico";

// ── Time ─────────────────────────────────────────────────────────────────────────────────

/** T+m:ss, as the timeline and the console show simulation time. */
export function formatSimTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `T+${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// ── Doses ────────────────────────────────────────────────────────────────────────────────

export const DOSE_MESSAGES = {
  tenTimes: "Dosis fuera de rango: 10 veces la esperada",
  tenthOf: "Dosis fuera de rango: 10 veces menor que la esperada",
  overMax: (max: string) => `Dosis fuera de rango: por encima del máximo (${max})`,
  infra: "Dosis fuera de rango: por debajo del rango terapéutico",
  supra: "Dosis fuera de rango: por encima del rango terapéutico",
  toxic: "Dosis tóxica para este peso",
} as const;

/** What a shock was, when it was not what the guideline asks (ERC 2025 PLS). */
export const SHOCK_MESSAGES: Record<ShockProblem, (perKg: string) => string> = {
  notShockable: () => "Descarga en un ritmo no desfibrilable",
  low: (perKg) => `Energía insuficiente: ${perKg} J/kg`,
  high: (perKg) => `Energía por encima del máximo: ${perKg} J/kg`,
  syncInArrest: () => "Descarga sincronizada en un ritmo sin pulso: el desfibrilador no descarga",
  unsyncWithPulse: () => "Descarga no sincronizada en un ritmo con pulso: la cardioversión se sincroniza",
};

type DoseUnit = NonNullable<InterventionDef["dose"]>["unit"];

/** A unit as people read it: 'microgramos' written out, as ISMP-España asks (never 'mcg' or 'µg'). */
export function unitLabel(unit: string): string {
  return unit.replace(/\bmcg\b/g, "microgramos");
}

/** mg/kg → mg, ml/kg → ml…: the unit of one whole dose; infusions stay per kg and minute. */
export function absoluteUnit(unit: DoseUnit): string {
  return unitLabel(unit === "mcg/kg/min" ? unit : unit.replace("/kg", ""));
}

/** The unit of the usual dose per kg: mg/kg for a dose in mg or mg/kg; an infusion's own rate. */
export function perKgUnit(unit: DoseUnit): string {
  return unitLabel(unit.includes("/kg") ? unit : `${unit}/kg`);
}

function doseFigures(def: InterventionDef, dose: number, weightKg: number) {
  const unit = def.dose!.unit;
  const perKgUnit = unit.includes("/kg");
  return {
    perKg: perKgUnit ? dose : dose / weightKg,
    // What the maximum is compared with: the whole dose (mg, ml…), or the rate for infusions.
    whole: unit === "mcg/kg/min" ? dose : perKgUnit ? dose * weightKg : dose,
  };
}

/**
 * Why a recorded dose is out of range for this patient, or null: by the drug's bands where the case
 * models it (by route), else by ten times the expected dose and the maximum.
 */
export function doseFlag(def: InterventionDef, dose: number, weightKg: number, model?: Model | null, route?: string): string | null {
  if (!def.dose) return null;
  const profile = model?.drugs.find((d) => d.intervention === def.key && d.route === route);
  const overMax = (max: number, whole: number) =>
    whole > max ? DOSE_MESSAGES.overMax(`${formatNumber(max)} ${absoluteUnit(def.dose!.unit)}`) : null;
  if (profile) {
    const amounts = doseAmounts(dose, def.dose.unit, weightKg);
    const band = bandOf(profile, amounts.perKg, amounts.whole);
    // The intervention's maximum single dose holds even where the model lets repeated doses act in range.
    if (band === "terapeutica") return def.dose.max !== undefined ? overMax(def.dose.max, amounts.whole) : null;
    if (band === "infra") return amounts.perKg <= (def.dose.expected_per_kg ?? 0) / 10 ? DOSE_MESSAGES.tenthOf : DOSE_MESSAGES.infra;
    if (band === "toxica")
      return amounts.perKg >= (def.dose.expected_per_kg ?? Infinity) * 10 ? DOSE_MESSAGES.tenTimes : DOSE_MESSAGES.toxic;
    return (profile.max_dose !== undefined ? overMax(profile.max_dose, amounts.whole) : null) ?? DOSE_MESSAGES.supra;
  }
  const { perKg, whole } = doseFigures(def, dose, weightKg);
  const expected = def.dose.expected_per_kg;
  if (expected && perKg >= expected * 10) return DOSE_MESSAGES.tenTimes;
  if (expected && perKg <= expected / 10) return DOSE_MESSAGES.tenthOf;
  return def.dose.max !== undefined ? overMax(def.dose.max, whole) : null;
}

/** A figure no one means (a slip of the unit or of several zeros): refused, not recorded. */
function isImplausibleDose(def: InterventionDef, dose: number, weightKg: number): boolean {
  if (!def.dose) return false;
  const { perKg, whole } = doseFigures(def, dose, weightKg);
  if (def.dose.expected_per_kg) return perKg >= def.dose.expected_per_kg * 1000;
  return def.dose.max !== undefined && whole >= def.dose.max * 1000;
}

// ── Recorded interventions, rules ──────────────────────────────────────────────────────

/** One recorded intervention as the engine reads it back. */
export type Recorded = {
  id: number;
  actionKey: string;
  atSeconds: number | null;
  flag: string | null;
  payload: { dose?: unknown; unit?: unknown; route?: unknown; mlkg?: unknown; minutos?: unknown; [key: string]: unknown };
};

const num = (value: unknown) =>
  typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;

/** The dose of a recording in its unit: ml/kg for a bolus (the spec's mlkg), else `dose`. */
function doseOf(action: Recorded): number {
  const value = action.actionKey === BOLUS_KEY ? num(action.payload.mlkg ?? action.payload.dose) : num(action.payload.dose);
  return Number.isFinite(value) ? value : 0;
}

/** When it was given: simulation seconds; the antibiotic's `minutos` (from arrival) where there is no stamp. */
export function timeOf(action: Recorded): number | null {
  if (action.atSeconds !== null && action.atSeconds !== undefined) return action.atSeconds;
  const minutes = num(action.payload.minutos);
  return Number.isFinite(minutes) ? minutes * 60 : null;
}

function matches(action: Recorded, c: Condition): boolean {
  if (action.actionKey !== c.action) return false;
  const dose = doseOf(action);
  if (c.mlkg_gte !== undefined && !(dose >= c.mlkg_gte)) return false;
  if (c.minutos_llegada_lte !== undefined && !(num(action.payload.minutos) <= c.minutos_llegada_lte)) return false;
  if (c.dose_gte !== undefined && !(dose >= c.dose_gte)) return false;
  if (c.dose_lte !== undefined && !(dose <= c.dose_lte)) return false;
  if (c.route !== undefined && action.payload.route !== c.route) return false;
  if (c.in_range && action.flag) return false;
  if (c.within) {
    const at = timeOf(action);
    if (at === null) return false;
    if (c.within.from_s !== undefined && at < c.within.from_s) return false;
    if (c.within.to_s !== undefined && at > c.within.to_s) return false;
  }
  return true;
}

function asNumber(value: string | undefined): number {
  return value === undefined ? NaN : Number(value.replace(",", "."));
}

/** Every present group holds (see the content schema's documentation for each group). */
export function ruleHolds(when: Conditions, actions: Recorded[], values: ReadonlyMap<string, string> = new Map()): boolean {
  const matching = (c: Condition) => actions.filter((a) => matches(a, c));
  const anyOk = (when.any ?? []).every((c) => matching(c).length > 0);
  const noneOk = (when.none ?? []).every((c) => matching(c).length === 0);
  const countOk = (when.count ?? []).every((c) => {
    const n = matching(c).length;
    return (c.count_gte === undefined || n >= c.count_gte) && (c.count_lt === undefined || n < c.count_lt);
  });
  const sumOk = (when.sum ?? []).every((c) => {
    // In 'sum' the spec's mlkg_gte is a threshold on the total, not on each bolus.
    const total = matching({ ...c, mlkg_gte: undefined }).reduce((sum, a) => sum + doseOf(a), 0);
    const below = c.sum_lt ?? c.mlkg_sum_lt;
    const atLeast = c.sum_gte ?? c.mlkg_gte;
    return (below === undefined || total < below) && (atLeast === undefined || total >= atLeast);
  });
  const valuesOk = (when.values ?? []).every((c) => {
    const current = values.get(c.variable_key);
    if (c.equals !== undefined && current !== c.equals) return false;
    const n = asNumber(current);
    if (c.gte !== undefined && !(n >= c.gte)) return false;
    if (c.lte !== undefined && !(n <= c.lte)) return false;
    return true;
  });
  return anyOk && noneOk && countOk && sumOk && valuesOk;
}

/** '+n' or '-n' adds to the current number (if it is one); anything else replaces it. */
export function applyEffect(current: string, value: string): string {
  const relative = /^([+-])(\d+(?:[.,]\d+)?)$/.exec(value.trim());
  if (!relative) return value;
  const base = Number(current.replace(",", "."));
  if (!Number.isFinite(base)) return value;
  const delta = Number(relative[2].replace(",", ".")) * (relative[1] === "-" ? -1 : 1);
  return String(Math.round((base + delta) * 100) / 100);
}

export type Rule = {
  id: number;
  key: string;
  description: string | null;
  appliesWhen: Conditions;
  afterS: number | null;
  effects: Effect[];
};

/**
 * Runs, in order, the rules that have not fired yet and may fire at this simulation second; each
 * sees the values the earlier ones set. Returns the rules that fire and each touched variable's
 * new value.
 */
export function evaluateRules(
  rules: Rule[],
  firedBefore: ReadonlySet<number>,
  actions: Recorded[],
  values: ReadonlyMap<string, string>,
  nowSeconds: number,
) {
  const current = new Map(values);
  const fired: Rule[] = [];
  const changed = new Set<string>();
  for (const rule of rules) {
    if (firedBefore.has(rule.id) || (rule.afterS !== null && nowSeconds < rule.afterS)) continue;
    if (!ruleHolds(rule.appliesWhen, actions, current)) continue;
    fired.push(rule);
    for (const effect of rule.effects) {
      if (!current.has(effect.variable_key)) continue;
      current.set(effect.variable_key, applyEffect(current.get(effect.variable_key)!, effect.value));
      changed.add(effect.variable_key);
    }
  }
  return { fired, changes: new Map([...changed].map((key) => [key, current.get(key)!])) };
}

// ── KPIs ─────────────────────────────────────────────────────────────────────────────────

export type KpiResult = { key: string; label: string; kind: KpiDef["kind"]; value: number | null; text: string };

/** The scenario's KPIs over the recorded interventions, with their Spanish reading. */
export function computeKpis(kpis: KpiDef[], interventions: InterventionDef[], actions: Recorded[]): KpiResult[] {
  return kpis.map((kpi) => {
    const of = actions.filter((a) => a.actionKey === kpi.action);
    const def = interventions.find((i) => i.key === kpi.action);
    let value: number | null;
    let text: string;
    switch (kpi.kind) {
      case "total_dose":
        value = Math.round(of.reduce((sum, a) => sum + doseOf(a), 0) * 100) / 100;
        text = `${formatNumber(value)} ${unitLabel(def?.dose?.unit ?? "")}`.trim();
        break;
      case "count":
        value = of.length;
        text = String(value);
        break;
      case "time_to_first": {
        // The spec reads the antibiotic in whole minutes from arrival (its `minutos`).
        const minutes = kpi.action === ANTIBIOTIC_KEY;
        const times = of
          .map((a) => (minutes ? Math.floor((timeOf(a) ?? NaN) / 60) * 60 : timeOf(a)))
          .filter((t): t is number => t !== null && Number.isFinite(t));
        value = times.length ? Math.min(...times) : null;
        text = value === null ? "No administrado" : minutes ? `${value / 60} min` : formatSimTime(value);
        break;
      }
      case "flagged":
        value = actions.filter((a) => a.flag).length;
        text = String(value);
        break;
    }
    return { key: kpi.key, label: kpi.label, kind: kpi.kind, value, text };
  });
}

// ── Commands ─────────────────────────────────────────────────────────────────────────────

export type Command =
  | { intent: "start" }
  | { intent: "finish" }
  | { intent: "show" | "hide"; variableId: number }
  | { intent: "update"; variableId: number; value: string }
  | { intent: "clear_all" }
  | { intent: "banner"; text: string }
  | { intent: "script"; index: number; text: string }
  | { intent: "phase"; stepId: number }
  | { intent: "alarm" }
  | { intent: "refresh" }
  | { intent: "intervene"; key: string; dose?: number; route?: string; minute?: number }
  | { intent: "bolus"; mlkg: number }
  | { intent: "antibiotic"; minutos?: number }
  | { intent: "retime"; actionId: number; minute: number }
  | { intent: "reevaluate" }
  | { intent: "check"; itemId: number; status: CheckStatus }
  | { intent: "note"; itemId: number; note: string }
  | { intent: "item"; itemId: number; value: string }
  // The living patient (cases with a model).
  | { intent: "stop"; key: string; route?: string }
  | { intent: "shock"; joules: number; synchronised: boolean }
  | { intent: "pacing"; on: boolean; rate?: number; ma?: number }
  | { intent: "rhythm"; rhythm: Rhythm }
  | { intent: "state"; state: string; on: boolean }
  | { intent: "support"; key: SupportKey; on: boolean }
  | { intent: "sensor"; sensor: Sensor; on: boolean }
  /** «Medir TA» (no `everyMin`), or the cuff's automatic cycle in minutes (0 stops it). */
  | { intent: "nibp"; everyMin?: number }
  /** The console's «Silenciar 2 min»: the monitor's alarm sounds stop for two minutes on every screen. */
  | { intent: "silence" }
  /** The join code and its QR, large on the projection, whenever the instructor asks (always before the start). */
  | { intent: "join_code"; on: boolean }
  /** A new PIN for the defibrillator screen (made by the server), or none: the last one stops working. */
  | { intent: "device_pin"; pin: string | null }
  | { intent: "pause" }
  | { intent: "resume" };

export const ENGINE_MESSAGES = {
  notStarted: "Inicia la sesión antes de usar los controles.",
  ended: "La simulación ya ha terminado.",
  needParticipant: "Añade al menos un participante antes de continuar.",
  emptyScript: "El texto del paso no puede estar vacío.",
  unknownVariable: "Esa variable no pertenece a este escenario.",
  unknownItem: "Ese ítem no pertenece al checklist de este escenario.",
  unknownStep: "Esa fase no pertenece a este escenario.",
  unknownIntervention: "Esa intervención no pertenece a este escenario.",
  unknownAction: "Esa intervención no está registrada en esta sesión.",
  unknownTool: "Ese elemento no pertenece a las herramientas de este escenario.",
  route: "Esa vía no está disponible para esta intervención.",
  needRoute: "Elige la vía de administración.",
  needDose: "Indica la dosis.",
  implausible: "Esa dosis no es plausible: revisa la cifra y la unidad.",
  future: "El minuto no puede ser posterior al momento actual de la simulación.",
  toolValue: "Respuesta no válida para ese elemento.",
  noModel: "Este caso no tiene un paciente simulado.",
  notRunning: "Esa intervención no está en curso.",
  unknownState: "Ese estado no pertenece a este escenario.",
  pacingValues: "Indica la frecuencia y la intensidad del marcapasos.",
  paused: "La simulación ya está en pausa.",
  notPaused: "La simulación no está en pausa.",
  sensorValue: "Esta constante la lee un sensor: conéctalo o desconéctalo en «Monitor».",
  noArterialLine: "Este caso no tiene línea arterial.",
  needCuff: "Conecta el manguito para medir la TA.",
} as const;

export type EngineScenario = {
  weightKg: number;
  /** The living patient (format version 2); absent for a case of the first format. */
  model?: Model | null;
  interventions: InterventionDef[];
  rules: Rule[];
  steps: { id: number; key: string; name: string }[];
  checklist: { id: number; label: string }[];
  items: { id: number; type: string; label: string; options: string[] | null }[];
  script: ScriptStep[];
  variables: { id: number; key: string; label: string; unit: string | null }[];
};

export type EngineState = {
  session: { startedAt: string | null; endedAt: string | null; currentStepId: number | null } & Partial<SimClock & { id: string }>;
  values: { variableId: number; value: string; isRevealed: boolean }[];
  actions: Recorded[];
  fired: ReadonlySet<number>;
  participants: number;
};

type SessionChange = {
  pausedAt?: string | null;
  pausedMs?: number;
  startedAt?: string | null;
  endedAt?: string;
  bannerText?: string;
  scriptIndex?: number;
  currentStepId?: number;
  alarm?: true;
  refresh?: true;
  devicePin?: string | null;
};

/** What a command changes; the server turns it into one batch of statements. */
export type Plan = {
  session: SessionChange;
  variables: { variableId: number; value?: string; isRevealed?: boolean; revealedAt?: string | null }[];
  hideAll: boolean;
  newActions: { actionKey: string; atSeconds: number; flag: string | null; payload: Record<string, unknown> }[];
  retimed: { actionId: number; atSeconds: number; payload: Record<string, unknown> }[];
  events: { kind: string; payload: Record<string, unknown> }[];
  ruleFires: number[];
  checklist: { itemId: number; status?: CheckStatus; note?: string }[];
  toolAnswers: { itemId: number; value: string }[];
  finish: boolean;
};

type Decision = { ok: true; plan: Plan | null } | { ok: false; status: number; message: string };

const NEEDS_PARTICIPANT = new Set<Command["intent"]>([
  "finish",
  "show",
  "intervene",
  "bolus",
  "antibiotic",
  "retime",
  "reevaluate",
  "check",
  "note",
  "item",
  "stop",
  "shock",
  "pacing",
  "rhythm",
  "state",
  "support",
  "sensor",
  "nibp",
]);

const refuse = (status: number, message: string): Decision => ({ ok: false, status, message });

/** What may be done before the start: the start, and setting up the room (the defibrillator's PIN, the join code). */
const BEFORE_START = new Set<Command["intent"]>(["start", "device_pin", "join_code"]);

/** The spec's two commands are interventions like any other, with their payloads. */
function asIntervention(command: Command): Extract<Command, { intent: "intervene" }> | null {
  if (command.intent === "intervene") return command;
  if (command.intent === "bolus") return { intent: "intervene", key: BOLUS_KEY, dose: command.mlkg };
  if (command.intent === "antibiotic") return { intent: "intervene", key: ANTIBIOTIC_KEY, minute: command.minutos };
  return null;
}

const clockOf = (session: EngineState["session"]): SimClock => ({
  startedAt: session.startedAt,
  endedAt: session.endedAt,
  pausedAt: session.pausedAt ?? null,
  pausedMs: session.pausedMs ?? 0,
});

/** Decides one console command against the session's state at `now`. Pure. */
export function decide(scenario: EngineScenario, state: EngineState, command: Command, now: Date): Decision {
  const { session } = state;
  const nowIso = now.toISOString();
  if (session.endedAt && command.intent !== "start") return refuse(409, ENGINE_MESSAGES.ended);
  if (!session.startedAt && !BEFORE_START.has(command.intent)) return refuse(409, ENGINE_MESSAGES.notStarted);
  if (NEEDS_PARTICIPANT.has(command.intent) && state.participants === 0) return refuse(409, ENGINE_MESSAGES.needParticipant);
  const nowS = simSecondsAt(clockOf(session), now.getTime());

  const plan: Plan = {
    session: {},
    variables: [],
    hideAll: false,
    newActions: [],
    retimed: [],
    events: [],
    ruleFires: [],
    checklist: [],
    toolAnswers: [],
    finish: false,
  };
  const event = (kind: string, payload: Record<string, unknown> = {}) => plan.events.push({ kind, payload });
  const variable = (id: number) => scenario.variables.find((v) => v.id === id);
  const valueOf = (id: number) => state.values.find((v) => v.variableId === id)?.value ?? "";
  const record = (actionKey: string, payload: Record<string, unknown> = {}) =>
    plan.newActions.push({ actionKey, atSeconds: nowS, flag: null, payload });

  /** Interventions feed the rules: each rule that now holds (and never fired) changes its variables. */
  const applyRules = (actions: Recorded[]) => {
    const values = new Map(scenario.variables.map((v) => [v.key, valueOf(v.id)]));
    const result = evaluateRules(scenario.rules, state.fired, actions, values, nowS);
    for (const rule of result.fired) {
      plan.ruleFires.push(rule.id);
      event("rule.fire", { rule_key: rule.key, description: rule.description });
    }
    for (const [key, value] of result.changes) {
      const target = scenario.variables.find((v) => v.key === key)!;
      plan.variables.push({ variableId: target.id, value });
      event("variable.update", { variable_id: target.id, label: target.label, value, unit: target.unit, source: "rule" });
    }
  };

  const intervention = asIntervention(command);
  if (intervention) {
    const def = scenario.interventions.find((i) => i.key === intervention.key);
    if (!def) return refuse(404, ENGINE_MESSAGES.unknownIntervention);
    // The spec's two commands carry no route: they take the first one offered.
    const route = intervention.route || (def.routes.length === 1 || command.intent !== "intervene" ? def.routes[0] : undefined);
    if (route && !(def.routes as string[]).includes(route)) return refuse(400, ENGINE_MESSAGES.route);
    if (!route && def.routes.length > 1) return refuse(400, ENGINE_MESSAGES.needRoute);
    const dose = def.dose ? (intervention.dose ?? def.dose.default) : undefined;
    if (def.dose && !(dose! > 0)) return refuse(400, ENGINE_MESSAGES.needDose);
    if (def.dose && isImplausibleDose(def, dose!, scenario.weightKg)) return refuse(400, ENGINE_MESSAGES.implausible);
    const atSeconds = intervention.minute !== undefined ? Math.round(intervention.minute * 60) : nowS;
    if (atSeconds > nowS) return refuse(400, ENGINE_MESSAGES.future);
    const flag = def.dose ? doseFlag(def, dose!, scenario.weightKg, scenario.model, route) : null;
    const payload: Record<string, unknown> = { ...(def.dose ? { dose, unit: def.dose.unit } : {}), ...(route ? { route } : {}) };
    // The spec's payloads: the bolus in ml/kg, the antibiotic in minutes from arrival.
    if (def.key === BOLUS_KEY) payload.mlkg = dose;
    if (def.key === ANTIBIOTIC_KEY) payload.minutos = Math.floor(atSeconds / 60);
    plan.newActions.push({ actionKey: def.key, atSeconds, flag, payload });
    event("intervention", { action_key: def.key, label: def.label, ...payload, at_seconds: atSeconds, flag });
    applyRules([...state.actions, { id: 0, actionKey: def.key, atSeconds, flag, payload }]);
    return { ok: true, plan };
  }

  switch (command.intent) {
    case "start":
      if (session.startedAt && !session.endedAt) return { ok: true, plan: null };
      plan.session = { startedAt: nowIso, endedAt: undefined };
      event("session.start");
      break;
    case "finish":
      plan.session.endedAt = nowIso;
      // The defibrillator screen writes only while the session runs.
      plan.session.devicePin = null;
      plan.finish = true;
      event("session.end");
      break;
    case "show":
    case "hide": {
      const target = variable(command.variableId);
      if (!target) return refuse(404, ENGINE_MESSAGES.unknownVariable);
      // On a living patient's monitor, what a sensor reads shows while its sensor is on.
      if (scenario.model && SENSOR_VALUES.has(target.key)) return refuse(409, ENGINE_MESSAGES.sensorValue);
      const show = command.intent === "show";
      plan.variables.push({ variableId: target.id, isRevealed: show, revealedAt: show ? nowIso : null });
      event(show ? "variable.show" : "variable.hide", {
        variable_id: target.id,
        label: target.label,
        value: valueOf(target.id),
        unit: target.unit,
      });
      if (!show) record("variable.hide", { variable_id: target.id });
      break;
    }
    case "update": {
      const target = variable(command.variableId);
      if (!target) return refuse(404, ENGINE_MESSAGES.unknownVariable);
      plan.variables.push({ variableId: target.id, value: command.value });
      event("variable.update", { variable_id: target.id, label: target.label, value: command.value, unit: target.unit });
      record(PATIENT_ACTIONS.set, { variable_id: target.id, key: target.key, value: command.value });
      break;
    }
    case "clear_all":
      plan.hideAll = true;
      event("variable.clear_all");
      break;
    case "banner":
      plan.session.bannerText = command.text;
      event("banner", { banner_text: command.text });
      record("banner.publish", { banner: command.text });
      break;
    case "script": {
      if (!command.text.trim()) return refuse(400, ENGINE_MESSAGES.emptyScript);
      const step = scenario.script[command.index];
      const target = step && scenario.steps.find((s) => s.key === step.step_key);
      plan.session = { bannerText: command.text, scriptIndex: command.index, ...(target ? { currentStepId: target.id } : {}) };
      event("script.publish", { text: command.text, step_name: target?.name ?? null, step_id: target?.id ?? null });
      if (target) event("step.change", { step_id: target.id, step_name: target.name });
      record("script.publish", { text: command.text, step_id: target?.id ?? null });
      break;
    }
    case "phase": {
      const target = scenario.steps.find((s) => s.id === command.stepId);
      if (!target) return refuse(404, ENGINE_MESSAGES.unknownStep);
      plan.session.currentStepId = target.id;
      event("step.change", { step_id: target.id, step_name: target.name });
      break;
    }
    case "alarm":
      plan.session.alarm = true;
      event("alarm");
      record("alarm");
      break;
    case "refresh":
      plan.session.refresh = true;
      event("session.refresh");
      record("refresh");
      break;
    case "retime": {
      const action = state.actions.find((a) => a.id === command.actionId);
      if (!action) return refuse(404, ENGINE_MESSAGES.unknownAction);
      const atSeconds = Math.round(command.minute * 60);
      if (atSeconds > nowS) return refuse(400, ENGINE_MESSAGES.future);
      const payload = { ...action.payload, ...(action.actionKey === ANTIBIOTIC_KEY ? { minutos: Math.floor(atSeconds / 60) } : {}) };
      plan.retimed.push({ actionId: action.id, atSeconds, payload });
      const def = scenario.interventions.find((i) => i.key === action.actionKey);
      event("intervention.retime", {
        action_key: action.actionKey,
        label: def?.label ?? action.actionKey,
        from_seconds: timeOf(action),
        at_seconds: atSeconds,
      });
      applyRules(state.actions.map((a) => (a.id === action.id ? { ...a, atSeconds, payload } : a)));
      break;
    }
    case "reevaluate":
      applyRules(state.actions);
      break;
    case "join_code":
      record(JOIN_CODE_ACTION, { on: command.on });
      break;
    case "device_pin":
      plan.session.devicePin = command.pin;
      // The PIN itself stays out of the log: only that one was made or revoked.
      event(command.pin ? "device.pin" : "device.revoke");
      break;
    case "pause":
      if (session.pausedAt) return refuse(409, ENGINE_MESSAGES.paused);
      plan.session.pausedAt = nowIso;
      event("session.pause", { at_seconds: nowS });
      break;
    case "resume":
      if (!session.pausedAt) return refuse(409, ENGINE_MESSAGES.notPaused);
      plan.session = { pausedAt: null, pausedMs: (session.pausedMs ?? 0) + Math.max(0, now.getTime() - Date.parse(session.pausedAt)) };
      event("session.resume", { at_seconds: nowS });
      break;
    case "stop":
    case "shock":
    case "pacing":
    case "rhythm":
    case "state":
    case "support":
    case "sensor":
    case "nibp":
    case "silence": {
      const refused = decidePatient(scenario, state, command, nowS, plan);
      if (refused) return refused;
      break;
    }
    case "check":
    case "note": {
      const item = scenario.checklist.find((c) => c.id === command.itemId);
      if (!item) return refuse(404, ENGINE_MESSAGES.unknownItem);
      const set = command.intent === "check" ? { status: command.status } : { note: command.note };
      plan.checklist.push({ itemId: item.id, ...set });
      event(command.intent === "check" ? "check.update" : "check.note", { item_id: item.id, label: item.label, ...set });
      break;
    }
    case "item": {
      const item = scenario.items.find((i) => i.id === command.itemId);
      if (!item || item.type === "heading") return refuse(404, ENGINE_MESSAGES.unknownTool);
      const value = toolValue(item, command.value);
      if (value === null) return refuse(400, ENGINE_MESSAGES.toolValue);
      plan.toolAnswers.push({ itemId: item.id, value });
      event("item.response", { item_id: item.id, label: item.label, value });
      break;
    }
  }
  return { ok: true, plan };
}

/** What the console does to the living patient: stop what runs, shocks, pacing, the rhythm, a state. */
function decidePatient(
  scenario: EngineScenario,
  state: EngineState,
  command: Extract<Command, { intent: "stop" | "shock" | "pacing" | "rhythm" | "state" | "support" | "sensor" | "nibp" | "silence" }>,
  nowS: number,
  plan: Plan,
): Decision | null {
  const model = scenario.model;
  if (!model) return refuse(409, ENGINE_MESSAGES.noModel);
  // The action is the record (the timeline and the report read it); no event repeats it.
  const record = (actionKey: string, payload: Record<string, unknown>, flag: string | null = null) =>
    plan.newActions.push({ actionKey, atSeconds: nowS, flag, payload });
  const session = { ...clockOf(state.session), id: state.session.id ?? "" };
  const live = () => livePatient({ ...scenario, model }, session, state.actions);
  const course = () => courseOf(live()).at(nowS);
  const equipment = () => {
    const patient = live();
    return equipmentAt(patient, courseOf(patient), nowS);
  };
  switch (command.intent) {
    case "stop": {
      const def = scenario.interventions.find((i) => i.key === command.key);
      if (!def) return refuse(404, ENGINE_MESSAGES.unknownIntervention);
      const giving = givingOf(def);
      if (giving !== "rate" && giving !== "continuous") return refuse(409, ENGINE_MESSAGES.notRunning);
      if (!course().running.includes(def.key)) return refuse(409, ENGINE_MESSAGES.notRunning);
      const route = command.route ?? def.routes[0];
      record(def.key, { stop: true, label: def.label, ...(giving === "rate" && route ? { route } : {}) });
      return null;
    }
    case "shock": {
      const rhythm = course().rhythm;
      const earlier = state.actions.filter(
        (a) => a.actionKey === PATIENT_ACTIONS.shock && a.payload.synchronised === true && !a.flag,
      ).length;
      const { perKg, problem } = readShock(command.joules, command.synchronised, rhythm, scenario.weightKg, earlier);
      const flag = problem ? SHOCK_MESSAGES[problem](formatNumber(Math.round(perKg * 10) / 10)) : null;
      record(PATIENT_ACTIONS.shock, { joules: command.joules, per_kg: perKg, synchronised: command.synchronised, rhythm }, flag);
      return null;
    }
    case "pacing":
      if (command.on && !(command.rate! > 0 && command.ma! > 0)) return refuse(400, ENGINE_MESSAGES.pacingValues);
      record(PATIENT_ACTIONS.pacing, command.on ? { on: true, rate: command.rate, ma: command.ma } : { on: false });
      return null;
    case "rhythm":
      record(PATIENT_ACTIONS.rhythm, { rhythm: command.rhythm, label: RHYTHMS[command.rhythm].label });
      return null;
    case "support":
      // Compressions and ventilation run until stopped, whether or not the case lists them.
      if (!command.on && !course().running.includes(command.key)) return refuse(409, ENGINE_MESSAGES.notRunning);
      record(command.key, command.on ? {} : { stop: true });
      return null;
    case "state": {
      const declared = model.states.find((s) => s.key === command.state);
      if (!declared) return refuse(404, ENGINE_MESSAGES.unknownState);
      record(PATIENT_ACTIONS.state, { state: declared.key, label: declared.label, on: command.on });
      return null;
    }
    case "sensor":
      if (command.sensor === "arterial" && !model.monitor?.arterial_line) return refuse(409, ENGINE_MESSAGES.noArterialLine);
      // Already as asked (two screens, one click each): nothing to record.
      if (equipment().sensors.has(command.sensor) === command.on) return null;
      record(EQUIPMENT_ACTIONS.sensor, { sensor: command.sensor, label: SENSORS[command.sensor].label, on: command.on });
      return null;
    case "nibp":
      if (!equipment().sensors.has("manguito")) return refuse(409, ENGINE_MESSAGES.needCuff);
      record(EQUIPMENT_ACTIONS.nibp, command.everyMin === undefined ? {} : { every_min: command.everyMin });
      return null;
    case "silence":
      record(EQUIPMENT_ACTIONS.silence, {});
      return null;
  }
}

/** A toolkit answer as stored: checkbox 'sí'/'no', a number, one of the choices, or text. */
function toolValue(item: { type: string; options: string[] | null }, raw: string): string | null {
  const value = raw.trim();
  switch (item.type) {
    case "checkbox":
      return value === "sí" || value === "no" ? value : null;
    case "number":
      return /^-?\d+(?:[.,]\d+)?$/.test(value) ? value.replace(".", ",") : null;
    case "choice":
      return item.options?.includes(value) ? value : null;
    default:
      return value.length <= 1000 ? value : null;
  }
}
