/**
 * The studio's in-person preview: a session held in the browser's memory, never stored. The
 * draft's definitions get ids as the database would give them (1, 2… in the file's order), each
 * console command is decided by the real engine (`decide`) and its plan is applied here as the
 * server writes it (`planStatements`), so the console and projection show what a session would.
 */
import type { ScenarioFile } from "../scenario-format/files";
import { decide, type Command, type EngineScenario, type EngineState, type Plan } from "./planner";
import type { CheckStatus } from "./vocabulary";
import { draftDefinitions, engineScenario } from "./rows";

export type PresencialDraft = Extract<ScenarioFile, { modo: "presencial" }>["escenario"];

/** The session's own state: what the database's session rows hold. */
export type PreviewSession = {
  session: {
    startedAt: string | null;
    endedAt: string | null;
    currentStepId: number | null;
    bannerText: string;
    scriptIndex: number | null;
    alarmPing: number;
    alarmAt: string | null;
    refreshPing: number;
    version: number;
    pausedAt: string | null;
    pausedMs: number;
    devicePin: string | null;
  };
  values: { variableId: number; value: string; isRevealed: boolean; revealedAt: string | null }[];
  actions: {
    id: number;
    actionKey: string;
    atSeconds: number | null;
    flag: string | null;
    payload: Record<string, unknown>;
    stepId: number | null;
    createdAt: string;
  }[];
  fired: number[];
  checklist: { itemId: number; status: CheckStatus; note: string; updatedAt: string }[];
  toolAnswers: { itemId: number; value: string }[];
  events: { id: number; at: string; kind: string; payload: Record<string, unknown> }[];
};

/** What one command did, for the preview's engine panel. */
export type PreviewStep = { ok: true; state: PreviewSession; plan: Plan | null } | { ok: false; status: number; message: string };

/** The draft's definitions numbered as a store would (1, 2… in the file's order), as the engine reads them. */
export const previewScenario = (draft: PresencialDraft): EngineScenario => engineScenario(draftDefinitions(draft));

/** A new session: nothing started, every variable hidden at its initial value. */
export function newPreviewSession(draft: PresencialDraft): PreviewSession {
  return {
    session: {
      startedAt: null,
      endedAt: null,
      currentStepId: null,
      bannerText: "",
      scriptIndex: null,
      alarmPing: 0,
      alarmAt: null,
      refreshPing: 0,
      version: 1,
      pausedAt: null,
      pausedMs: 0,
      devicePin: null,
    },
    values: draft.variables.map((v, index) => ({ variableId: index + 1, value: v.initial_value, isRevealed: false, revealedAt: null })),
    actions: [],
    fired: [],
    checklist: [],
    toolAnswers: [],
    events: [],
  };
}

/** The preview's patient varies as a session's would, the same way on every run. */
const PREVIEW_SESSION_ID = "vista-previa";

/** The engine's view of the session (one participant: the administrator trying it). */
export function previewEngineState(state: PreviewSession): EngineState {
  return {
    session: { ...state.session, id: PREVIEW_SESSION_ID },
    values: state.values,
    actions: state.actions,
    fired: new Set(state.fired),
    participants: 1,
  };
}

/** A plan applied to the session as the server writes it in one batch (a new version every time). */
export function applyPlan<S extends PreviewSession>(state: S, plan: Plan, now: Date): S {
  const at = now.toISOString();
  const change = plan.session;
  const session = { ...state.session, version: state.session.version + 1 };
  if (change.startedAt !== undefined) Object.assign(session, { startedAt: change.startedAt, endedAt: null });
  if (change.endedAt !== undefined) session.endedAt = change.endedAt;
  if (change.bannerText !== undefined) session.bannerText = change.bannerText;
  if (change.scriptIndex !== undefined) session.scriptIndex = change.scriptIndex;
  if (change.currentStepId !== undefined) session.currentStepId = change.currentStepId;
  if (change.alarm) Object.assign(session, { alarmPing: session.alarmPing + 1, alarmAt: at });
  if (change.refresh) session.refreshPing += 1;
  if (change.pausedAt !== undefined) session.pausedAt = change.pausedAt;
  if (change.devicePin !== undefined) session.devicePin = change.devicePin;
  if (change.pausedMs !== undefined) session.pausedMs = change.pausedMs;

  let values = plan.hideAll ? state.values.map((v) => ({ ...v, isRevealed: false, revealedAt: null })) : state.values;
  for (const { variableId, ...set } of plan.variables) values = values.map((v) => (v.variableId === variableId ? { ...v, ...set } : v));

  let nextId = state.actions.reduce((max, a) => Math.max(max, a.id), 0);
  const added = plan.newActions.map((action) => ({ ...action, id: ++nextId, stepId: state.session.currentStepId, createdAt: at }));
  const actions = [...state.actions, ...added].map((a) => {
    const retimed = plan.retimed.find((r) => r.actionId === a.id);
    return retimed ? { ...a, atSeconds: retimed.atSeconds, payload: retimed.payload } : a;
  });

  let checklist = state.checklist;
  for (const { itemId, ...mark } of plan.checklist) {
    const before = checklist.find((c) => c.itemId === itemId) ?? { itemId, status: "na" as CheckStatus, note: "", updatedAt: at };
    checklist = [...checklist.filter((c) => c.itemId !== itemId), { ...before, ...mark, updatedAt: at }];
  }
  let toolAnswers = state.toolAnswers;
  for (const answer of plan.toolAnswers) toolAnswers = [...toolAnswers.filter((a) => a.itemId !== answer.itemId), answer];

  let eventId = state.events.length;
  return {
    ...state,
    session,
    values,
    actions,
    fired: [...new Set([...state.fired, ...plan.ruleFires])],
    checklist,
    toolAnswers,
    events: [...state.events, ...plan.events.map((event) => ({ id: ++eventId, at, ...event }))],
  };
}

/** One console command on the preview's session: the engine decides, the plan is applied in memory. */
export function previewCommand(scenario: EngineScenario, state: PreviewSession, command: Command, now: Date): PreviewStep {
  const decision = decide(scenario, previewEngineState(state), command, now);
  if (!decision.ok) return decision;
  if (!decision.plan) return { ok: true, state, plan: null };
  return { ok: true, state: applyPlan(state, decision.plan, now), plan: decision.plan };
}
