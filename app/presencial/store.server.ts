import { sessionSafetyReads } from "../server/safety.server";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import {
  presencialNotifications,
  presencialParticipants,
  presencialReports,
  presencialSessions,
  profiles,
  commandGuards,
  scenarioChecklist,
  scenarioItems,
  scenarioPresencial,
  scenarioRules,
  scenarios,
  scenarioSteps,
  scenarioVariables,
  scenarioVersions,
  sessionActions,
  sessionChecklist,
  sessionCommands,
  sessionItemResponses,
  sessionEvents,
  sessionRuleFires,
  sessionVariables,
} from "../../db/schema";
import type { Snapshot } from "./protocol";
import type { PresencialIntervention } from "./format";
import { engineScenario } from "./rows";
import { courseOf, livePatient, responsesUntil, type LivePatient } from "./live";
import { debriefChart, type DebriefChart } from "./debrief-chart";
import { buildSnapshot, joinShown, patientAt } from "./snapshot";
import type { Model } from "./model/format";
import { decide, ENGINE_MESSAGES, type Command, type EngineState, type Plan, type Recorded } from "./planner";
import { buildReport, consoleRecords, type Report, type TimelineEntry } from "./report";
import { debriefQuery } from "./debrief.server";
import { CONSOLE_EVENTS_SHOWN, PUBLIC_AFTER_END_MS, publicCodeFrom, type CheckStatus, type ParticipantRole } from "./vocabulary";
import { isUniqueViolation } from "../domain/db-errors";
import { sha256Hex } from "../server/crypto.server";
import type { AppContext } from "../server/context.server";
import {
  batchOf,
  namedBatch,
  readNamed,
  runBatch,
  type Db,
  type Named,
  type NamedRows,
  type Reader,
  type UserRef,
} from "../server/db.server";
import { rateLimitReachedQuery, takeRateLimit } from "../server/rate-limit.server";
import { viewerIdSql, viewerQuery, type Viewer } from "../server/session.server";
import { assertLinkable } from "./participants.server";
import { applyPlan } from "./preview";

export type Participant = { role: ParticipantRole; name: string; userId: string | null };

// ── Reading ──────────────────────────────────────────────────────────────────────────────

function sessionRowQuery(db: Db, where: SQL) {
  return db
    .select({
      session: presencialSessions,
      scenarioTitle: scenarios.title,
      overview: scenarioPresencial.patientOverview,
      script: scenarioPresencial.script,
      phase: scenarioSteps.name,
      // The living patient and what can be given, as the version the session runs on has them.
      model: sql<string | null>`json_extract(${scenarioVersions.file}, '$.escenario.model')`,
      versionInterventions: sql<string | null>`json_extract(${scenarioVersions.file}, '$.escenario.interventions')`,
    })
    .from(presencialSessions)
    .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
    .leftJoin(scenarioPresencial, eq(scenarioPresencial.scenarioId, presencialSessions.scenarioId))
    .leftJoin(scenarioSteps, eq(scenarioSteps.id, presencialSessions.currentStepId))
    .leftJoin(scenarioVersions, eq(scenarioVersions.id, presencialSessions.scenarioVersionId))
    .where(where)
    .limit(1);
}

/** Every variable of the session: the snapshot keeps what the screens may show (revealed, or read by a sensor). */
function variablesQuery(db: Db, sessionId: string | SQL) {
  return db
    .select({
      id: scenarioVariables.id,
      key: scenarioVariables.key,
      label: scenarioVariables.label,
      type: scenarioVariables.type,
      unit: scenarioVariables.unit,
      value: sessionVariables.value,
      isRevealed: sessionVariables.isRevealed,
      revealedAt: sessionVariables.revealedAt,
      alarm: scenarioVariables.alarm,
      image: scenarioVariables.image,
    })
    .from(sessionVariables)
    .innerJoin(scenarioVariables, eq(scenarioVariables.id, sessionVariables.variableId))
    .where(eq(sessionVariables.sessionId, sessionId))
    .orderBy(asc(scenarioVariables.orderIndex), asc(scenarioVariables.id));
}

type SessionRow = Awaited<ReturnType<typeof sessionRowQuery>>[number];
type VariableRow = Awaited<ReturnType<typeof variablesQuery>>[number];
type ActionRow = { actionKey: string; atSeconds: number | null; payload: Record<string, unknown> };

/** The session's living patient (a case with a model), as every screen runs it. */
function liveOf(row: SessionRow, variables: readonly { id: number; key: string }[], actions: readonly ActionRow[]): LivePatient | null {
  const { model, interventions } = versionOf(row);
  if (!model || !row.overview) return null;
  return livePatient({ weightKg: row.overview.weightKg, interventions: interventions ?? [], model, variables }, row.session, actions);
}

/** The engine's scenario fields that come from the session's version: its model and interventions. */
function versionOf(row: SessionRow) {
  return {
    model: row.model ? (JSON.parse(row.model) as Model) : null,
    interventions: row.versionInterventions ? (JSON.parse(row.versionInterventions) as PresencialIntervention[]) : null,
  };
}

/** A report as «Finalizar» stores it: with its course chart (issue 27 §1; absent from reports stored before it). */
type StoredReport = Report & { chart?: DebriefChart | null };

/** The debrief's course chart of an ended session with a living patient (issue 27 §1); else null. */
function chartOf(row: SessionRow, live: LivePatient | null, variables: VariableRow[], timeline: readonly TimelineEntry[]) {
  if (!live || !row.session.endedAt) return null;
  return debriefChart({ live, course: courseOf(live), variables, age: row.overview?.age, timeline });
}

function toSnapshot(
  row: SessionRow,
  variables: VariableRow[],
  actions: readonly ActionRow[],
  patient: ReturnType<typeof patientAt>,
): Snapshot {
  const { session, scenarioTitle, phase, overview } = row;
  return buildSnapshot(
    { session, scenarioTitle, phase, patient: overview, variables, live: patient.live, showJoin: joinShown(actions) },
    patient,
  );
}

/** A code's session as the public sees it, with what the defibrillator screen needs: the session's id and its PIN now. */
type PublicLookup =
  { ok: true; snapshot: Snapshot; sessionId: string; devicePin: string | null } | { ok: false; reason: "notFound" | "limited" };

/**
 * The projection's state for a visitor with a public code (first render and the 3 s fallback),
 * read in one round trip with the visitor's count of wrong codes. Only wrong codes are counted;
 * an address that has guessed too many gets no answer at all, right or wrong, until its window
 * ends (else a hit could be told from a miss), unless the screen holds the proof that it found
 * this code before (`proven`: a link or QR from the console, or a screen already open). An ended
 * session stops being public a day after its end.
 */
export async function snapshotForVisitor(
  app: AppContext,
  code: string,
  visitor: { address: string; proven: boolean },
  now = new Date(),
): Promise<PublicLookup> {
  const { db } = app;
  const stillPublic = sql`(${presencialSessions.endedAt} is null or ${presencialSessions.endedAt} > ${new Date(now.getTime() - PUBLIC_AFTER_END_MS).toISOString()})`;
  const bySession = sql`(select ${presencialSessions.id} from ${presencialSessions} where ${presencialSessions.publicCode} = ${code} and ${stillPublic})`;
  const { limited, rows, variables, actions } = await namedBatch(db, {
    limited: rateLimitReachedQuery(db, "publicCode", visitor.address, app.env.RATE_LIMIT_FACTOR),
    rows: sessionRowQuery(db, and(eq(presencialSessions.publicCode, code), stillPublic)!),
    variables: variablesQuery(db, bySession),
    actions: patientActionsQuery(db, bySession),
  });
  if (limited.length && !visitor.proven) return { ok: false, reason: "limited" };
  const row = rows[0];
  if (row) {
    const snapshot = toSnapshot(row, variables, actions, patientAt(liveOf(row, variables, actions), now.getTime()));
    return { ok: true, snapshot, sessionId: row.session.id, devicePin: row.session.devicePin };
  }
  if (!visitor.proven) await takeRateLimit(db, "publicCode", visitor.address, app.env.RATE_LIMIT_FACTOR);
  return { ok: false, reason: "notFound" };
}

/** What the patient's log is made of: the session's actions in the order they were recorded. */
function patientActionsQuery(db: Db, sessionId: string | SQL) {
  return db
    .select({ actionKey: sessionActions.actionKey, atSeconds: sessionActions.atSeconds, payload: sessionActions.payload })
    .from(sessionActions)
    .where(eq(sessionActions.sessionId, sessionId))
    .orderBy(asc(sessionActions.id));
}

/** What the instructor console shows, as queries that can close a command's own batch. */
export function consoleQueries(db: Db, sessionId: string) {
  const sessionScenario = sql`(select ${presencialSessions.scenarioId} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId})`;
  return {
    rows: sessionRowQuery(db, eq(presencialSessions.id, sessionId)),
    variables: variablesQuery(db, sessionId),
    steps: db.select().from(scenarioSteps).where(eq(scenarioSteps.scenarioId, sessionScenario)).orderBy(asc(scenarioSteps.orderIndex)),
    items: db.select().from(scenarioItems).where(eq(scenarioItems.scenarioId, sessionScenario)).orderBy(asc(scenarioItems.orderIndex)),
    checklist: db
      .select()
      .from(scenarioChecklist)
      .where(eq(scenarioChecklist.scenarioId, sessionScenario))
      .orderBy(asc(scenarioChecklist.orderIndex)),
    marks: db.select().from(sessionChecklist).where(eq(sessionChecklist.sessionId, sessionId)),
    participants: participantsQuery(db, sessionId),
    actions: db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId)).orderBy(asc(sessionActions.id)),
    events: db
      .select()
      .from(sessionEvents)
      .where(eq(sessionEvents.sessionId, sessionId))
      .orderBy(desc(sessionEvents.id))
      .limit(CONSOLE_EVENTS_SHOWN),
    answers: db.select().from(sessionItemResponses).where(eq(sessionItemResponses.sessionId, sessionId)),
    definitions: db
      .select({
        interventions: scenarioPresencial.interventions,
        kpis: scenarioPresencial.kpis,
        expectedFindings: scenarioPresencial.expectedFindings,
      })
      .from(scenarioPresencial)
      .where(eq(scenarioPresencial.scenarioId, sessionScenario)),
  };
}

export type ConsoleResults = NamedRows<ReturnType<typeof consoleQueries>>;

export function consoleFrom({
  rows,
  variables,
  steps: stepsRows,
  items,
  checklist,
  marks,
  participants,
  actions,
  events,
  answers,
  definitions,
}: ConsoleResults) {
  const row = rows[0];
  if (!row) return null;
  const markByItem = new Map(marks.map((m) => [m.itemId, m]));
  const answerByItem = new Map(answers.map((a) => [a.itemId, a.value]));
  const interventions = definitions[0]?.interventions ?? [];
  const recorded = actions.map((a) => ({ ...a, payload: a.payload as Recorded["payload"] }));
  const patient = patientAt(liveOf(row, variables, actions), Date.now());
  const records = consoleRecords({
    session: row.session,
    events: [...events].reverse(),
    actions: recorded,
    interventions,
    kpis: definitions[0]?.kpis ?? [],
    responses: patient.live ? responsesUntil(patient.live, patient.course, patient.state.t) : [],
  });
  return {
    session: row.session,
    scenarioTitle: row.scenarioTitle,
    weightKg: row.overview?.weightKg ?? null,
    script: row.script ?? [],
    snapshot: toSnapshot(row, variables, actions, patient),
    variables,
    steps: stepsRows,
    items: items.map((item) => ({ ...item, answer: answerByItem.get(item.id) ?? null })),
    checklist: checklist.map((item) => ({
      ...item,
      status: (markByItem.get(item.id)?.status ?? "na") as CheckStatus,
      note: markByItem.get(item.id)?.note ?? "",
      marked: markByItem.has(item.id),
    })),
    participants,
    interventions,
    expectedFindings: definitions[0]?.expectedFindings ?? [],
    // The latest events, newest first from the database: in time order here.
    ...records,
    chart: chartOf(row, patient.live, variables, records.timeline),
    earlierEvents: events.length === CONSOLE_EVENTS_SHOWN,
  };
}

type ConsoleData = NonNullable<ReturnType<typeof consoleFrom>>;

/** Everything the instructor console shows, in one round trip. */
export async function consoleData(db: Db, sessionId: string) {
  return consoleFrom(await namedBatch(db, consoleQueries(db, sessionId)));
}

export function participantsQuery(db: Db, sessionId: string) {
  return db
    .select({
      id: presencialParticipants.id,
      role: presencialParticipants.role,
      name: presencialParticipants.name,
      userId: presencialParticipants.userId,
    })
    .from(presencialParticipants)
    .where(eq(presencialParticipants.sessionId, sessionId))
    .orderBy(asc(presencialParticipants.id));
}

// ── Creating ─────────────────────────────────────────────────────────────────────────────

function newPublicCode(): string {
  return publicCodeFrom(crypto.getRandomValues(new Uint8Array(32)));
}

/** A linked participant's unit as the session is set up (null for a name without an account). */
const unitNow = (userId: string | null | undefined) => (userId ? sql`(select unidad from profiles where id = ${userId})` : null);

/**
 * A new session with its participants and every variable at its initial value (hidden), in one
 * transaction, which also queues the notice to everyone who asked to hear of the next session
 * (and forgets their request). The public code is unique; a collision (31⁶ codes) is retried.
 */
export async function createSession(
  db: Db,
  input: {
    scenarioId: number;
    instructorId: string;
    flow: "dual" | "classic";
    participants: Participant[];
    notice?: { subject: string; text: string };
  },
  makeCode: () => string = newPublicCode,
): Promise<{ id: string; code: string; mailIds: number[] }> {
  await assertLinkable(db, input.participants); // throws ParticipantLinkError before anything is written
  for (let attempt = 0; ; attempt++) {
    const id = crypto.randomUUID();
    const code = makeCode();
    try {
      const { notice } = input;
      const results = await namedBatch(db, {
        session: db.insert(presencialSessions).values({
          id,
          scenarioId: input.scenarioId,
          userId: input.instructorId,
          publicCode: code,
          flow: input.flow,
          scenarioVersionId: sql`(select max(id) from scenario_versions where scenario_id = ${input.scenarioId} and mode = 'presencial')`,
        }),
        participants: input.participants.map((p) =>
          db
            .insert(presencialParticipants)
            .values({ sessionId: id, role: p.role, name: p.name, userId: p.userId, unit: unitNow(p.userId) }),
        ),
        variables: db.run(sql`insert into session_variables (session_id, variable_id, is_revealed, value)
                   select ${id}, id, 0, initial_value from scenario_variables where scenario_id = ${input.scenarioId}`),
        // With a notice: at most one of each.
        mailed: notice
          ? [
              db.all<{ id: number }>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'next_session', user_id, email, ${notice.subject}, ${notice.text} from presencial_notifications
                 returning id`),
            ]
          : [],
        forgotten: notice ? [db.delete(presencialNotifications)] : [],
      });
      const mailIds = results.mailed.flatMap((rows) => rows.map((row) => row.id));
      return { id, code, mailIds };
    } catch (error) {
      if (attempt < 5 && /UNIQUE constraint failed: presencial_sessions\.public_code/.test(String(error))) continue;
      throw error;
    }
  }
}

/** Replaces the participants of a session (confirmation from the console); refuses unlinkable users (ParticipantLinkError). */
export async function replaceParticipants(db: Db, sessionId: string, participants: Participant[]) {
  await assertLinkable(db, participants);
  await runBatch(db, [
    db.delete(presencialParticipants).where(eq(presencialParticipants.sessionId, sessionId)),
    ...participants.map((p) =>
      db.insert(presencialParticipants).values({ sessionId, role: p.role, name: p.name, userId: p.userId, unit: unitNow(p.userId) }),
    ),
    db
      .update(presencialSessions)
      .set({ version: sql`${presencialSessions.version} + 1` })
      .where(eq(presencialSessions.id, sessionId)),
  ]);
}

/** Registered users who may be linked to participants: confirmed and approved professionals and admins, by name. */
export function linkableUsersQuery(db: Db) {
  return db
    .select({ id: profiles.id, nombre: profiles.nombre, apellidos: profiles.apellidos, rol: profiles.rol, isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(and(eq(profiles.approved, true), isNotNull(profiles.verifiedAt)))
    .orderBy(asc(profiles.nombre), asc(profiles.apellidos));
}

// ── Commands from the console ────────────────────────────────────────────────────────────

export type { Command } from "./planner";

export const CONSOLE_MESSAGES = {
  ...ENGINE_MESSAGES,
  notFound: "No se pudo cargar la sesión.",
  finishFailed: "No se pudo finalizar la simulación.",
  saveValue: "No se pudo guardar el valor.",
  hide: "No se pudo ocultar la variable.",
  phase: "No se pudo cambiar la fase del caso.",
  banner: "No se pudo guardar el texto en pantalla.",
  clearAll: "No se pudieron ocultar las variables.",
  checklist: "No se pudo actualizar el checklist.",
  // Failures of the commands the spec does not name, in the same words.
  startFailed: "No se pudo iniciar la simulación.",
  show: "No se pudo mostrar la variable.",
  script: "No se pudo publicar el paso del guion.",
  alarm: "No se pudo activar la alarma.",
  refresh: "No se pudo refrescar la pantalla.",
  intervention: "No se pudo registrar la intervención.",
  retime: "No se pudo corregir la hora de la intervención.",
  reevaluate: "No se pudo registrar la reevaluación.",
  note: "No se pudo guardar la nota.",
  toolAnswer: "No se pudo guardar la respuesta.",
  patient: "No se pudo registrar la acción sobre el paciente.",
  clock: "No se pudo pausar ni reanudar la simulación.",
  monitor: "No se pudo registrar la acción sobre el monitor.",
  devicePin: "No se pudo cambiar el PIN del desfibrilador.",
} as const;

/** What a command the database could not carry out says next to its control, by intent (spec 3 §8). */
const FAILED_COMMAND_MESSAGE: Record<Command["intent"], string> = {
  start: CONSOLE_MESSAGES.startFailed,
  finish: CONSOLE_MESSAGES.finishFailed,
  show: CONSOLE_MESSAGES.show,
  hide: CONSOLE_MESSAGES.hide,
  update: CONSOLE_MESSAGES.saveValue,
  clear_all: CONSOLE_MESSAGES.clearAll,
  banner: CONSOLE_MESSAGES.banner,
  script: CONSOLE_MESSAGES.script,
  phase: CONSOLE_MESSAGES.phase,
  alarm: CONSOLE_MESSAGES.alarm,
  refresh: CONSOLE_MESSAGES.refresh,
  intervene: CONSOLE_MESSAGES.intervention,
  bolus: CONSOLE_MESSAGES.intervention,
  antibiotic: CONSOLE_MESSAGES.intervention,
  retime: CONSOLE_MESSAGES.retime,
  reevaluate: CONSOLE_MESSAGES.reevaluate,
  check: CONSOLE_MESSAGES.checklist,
  note: CONSOLE_MESSAGES.note,
  item: CONSOLE_MESSAGES.toolAnswer,
  stop: CONSOLE_MESSAGES.intervention,
  shock: CONSOLE_MESSAGES.patient,
  pacing: CONSOLE_MESSAGES.patient,
  rhythm: CONSOLE_MESSAGES.patient,
  state: CONSOLE_MESSAGES.patient,
  support: CONSOLE_MESSAGES.patient,
  sensor: CONSOLE_MESSAGES.monitor,
  nibp: CONSOLE_MESSAGES.monitor,
  silence: CONSOLE_MESSAGES.monitor,
  join_code: CONSOLE_MESSAGES.refresh,
  device_pin: CONSOLE_MESSAGES.devicePin,
  pause: CONSOLE_MESSAGES.clock,
  resume: CONSOLE_MESSAGES.clock,
};

/** The database did not answer or refused the command's statements: nothing was written (one transaction). */
function databaseFailed(command: Command, sessionId: string, error: unknown): CommandRefused {
  console.error(`console command '${command.intent}' in session ${sessionId}: database failure`, error);
  return { ok: false, status: 503, message: FAILED_COMMAND_MESSAGE[command.intent] };
}

/**
 * Everything `decide` and the report need of a session: its rules and what fired, its checklist and
 * answers as the report shows them, its events after `afterEvent` (a room already holds the earlier
 * ones), then the console's queries (its row, definitions, log…), last so that a command's batch
 * closes with the console it answers with.
 */
function contextQueries(db: Db, sessionId: string, afterEvent = 0) {
  const sessionScenario = sql`(select ${presencialSessions.scenarioId} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId})`;
  return {
    rules: db.select().from(scenarioRules).where(eq(scenarioRules.scenarioId, sessionScenario)).orderBy(asc(scenarioRules.orderIndex)),
    fired: db.select({ ruleId: sessionRuleFires.ruleId }).from(sessionRuleFires).where(eq(sessionRuleFires.sessionId, sessionId)),
    marks: checklistForReport(db, sessionId),
    answers: toolAnswersForReport(db, sessionId),
    newEvents: eventsForReport(db, sessionId, afterEvent),
    console: consoleQueries(db, sessionId),
  };
}

type ContextResults = NamedRows<ReturnType<typeof contextQueries>>;

function contextFrom(
  {
    rules,
    fired,
    marks,
    answers,
    newEvents,
    console: { rows, variables, steps: stepsRows, items, checklist, participants, actions, definitions },
  }: ContextResults,
  earlier: readonly EventRow[] = [],
) {
  const row = rows[0];
  if (!row) return null;
  const version = versionOf(row);
  const scenario = engineScenario({
    weightKg: row.overview?.weightKg ?? 0,
    model: version.model,
    interventions: version.interventions ?? definitions[0]?.interventions ?? [],
    script: row.script ?? [],
    steps: stepsRows,
    checklist,
    items,
    rules,
    variables,
  });
  const state: EngineState = {
    session: row.session,
    values: variables.map((v) => ({ variableId: v.id, value: v.value, isRevealed: v.isRevealed })),
    actions: actions.map((a) => ({ id: a.id, actionKey: a.actionKey, atSeconds: a.atSeconds, flag: a.flag, payload: a.payload })),
    fired: new Set(fired.map((f) => f.ruleId)),
    participants: participants.length,
  };
  const events = [...earlier, ...newEvents];
  return { row, variables, participants, actions, scenario, state, kpis: definitions[0]?.kpis ?? [], marks, answers, events };
}

/** A session's state as a command reads it; a room keeps the latest in memory between commands. */
export type SessionContext = NonNullable<ReturnType<typeof contextFrom>>;

/** The context and, in the same round trip, the viewer (through the gate) and whether the command was already carried out. */
async function commandContext(db: Db, sessionId: string, commandKey: string, tokenHash: string | undefined) {
  // Without a gate the viewer's slot reads nothing (a query that cannot match).
  const { viewer, done, context } = await namedBatch(db, {
    viewer: viewerQuery(db, tokenHash ?? ""),
    done: db
      .select({ at: sessionCommands.at })
      .from(sessionCommands)
      .where(and(eq(sessionCommands.sessionId, sessionId), eq(sessionCommands.commandId, commandKey))),
    context: contextQueries(db, sessionId),
  });
  return { viewer: viewer[0]?.profile ?? null, repeated: done.length > 0, context: contextFrom(context) };
}

/**
 * Where a command is aimed and who gives it; the command id comes from the console page. The
 * actor is either known, or a gate: the viewer's session token and the check that admits them (it
 * throws the refusal). The viewer is read in the command's first round trip; a command decided on a
 * room's memory has no read, and its batch's guard checks the viewer itself.
 */
type CommandTarget = { sessionId: string; scenarioId?: number; publicCode?: string; commandId?: string } & (
  | { actorId: string; gate?: undefined; device?: undefined }
  | { actorId?: undefined; gate: { tokenHash: string; admit: (viewer: Viewer | null) => { id: string } }; device?: undefined }
  /** The defibrillator screen: a device known by the session's PIN, with no account (docs/decisions/0038). */
  | { actorId?: undefined; gate?: undefined; device: { pin: string } }
);

export const DEVICE_MESSAGES = {
  pin: "El PIN del desfibrilador no es válido: pide el PIN actual al instructor.",
} as const;

/** What a device records carries its author: the screen it came from. */
const DEVICE_AUTHOR = "desfibrilador";
const byDevice = (plan: Plan): Plan => ({
  ...plan,
  newActions: plan.newActions.map((action) => ({ ...action, payload: { ...action.payload, autor: DEVICE_AUTHOR } })),
});

export type CommandDone = { ok: true; snapshot: Snapshot | null; console: ConsoleData | null; reportReady: boolean };
export type CommandRefused = { ok: false; status: number; message: string };

/**
 * What a room keeps between the commands of its session: the state the last one left, and the
 * commands it has recorded (a repeat is answered without writing again).
 */
export type SessionMemory = { context: SessionContext | null; recorded?: Set<string> };

/** A command's identity: the page's id and the command's contents (each form of a page shares the page's id). */
async function commandKeyOf(target: { commandId?: string }, command: Command): Promise<string | null> {
  return target.commandId ? `${target.commandId}:${await sha256Hex(JSON.stringify(command))}` : null;
}

/** SQLite's message for a refused guard row (the state moved on, or the sender may not run the console). */
const isGuardRefusal = (error: unknown) =>
  /command_guards_ok|CHECK constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error));

/**
 * Runs one console command. With a room's `memory` holding the session's state, that is one round
 * trip: `decide` plans the command on the state in memory, and one batch writes the plan behind a
 * guard (the state's version and the sender's right, checked by the statements themselves), then
 * reads the new state and the whole console back. Without memory (a cold room, or no room: Node
 * scripts and tests) the state and the viewer are read first. A stale guard reads the state again
 * and decides once more. A command whose id was already carried out changes nothing and answers as
 * it did. When the database fails, the command answers 503 with its own message and nothing of it is
 * written; memory only changes after a write succeeded.
 */
export async function runCommand(
  db: Db,
  target: CommandTarget,
  command: Command,
  memory: SessionMemory = { context: null },
): Promise<CommandDone | CommandRefused> {
  const { sessionId } = target;
  const commandKey = await commandKeyOf(target, command);
  const readBack = consoleQueries(db, sessionId);
  const answer = (results: ConsoleResults, reportReady: boolean): CommandDone => {
    const console = consoleFrom(results);
    return { ok: true, snapshot: console?.snapshot ?? null, console, reportReady };
  };
  for (let attempt = 1; ; attempt++) {
    let context = memory.context?.row.session.id === sessionId ? memory.context : null;
    const fromMemory = context !== null;
    let actor: string | SQL | undefined = target.actorId;
    let repeated = false;
    if (!context) {
      let read: Awaited<ReturnType<typeof commandContext>>;
      try {
        read = await commandContext(db, sessionId, commandKey ?? "", target.gate?.tokenHash);
      } catch (error) {
        return databaseFailed(command, sessionId, error);
      }
      if (target.gate) actor = target.gate.admit(read.viewer).id;
      ({ context, repeated } = read);
      memory.context = context;
    } else if (target.gate) actor = viewerIdSql(target.gate.tokenHash, "instructor");
    // A device has no account: its PIN must be the session's now (the batch's guard checks it again).
    if (target.device && context && context.row.session.devicePin !== target.device.pin)
      return { ok: false, status: 403, message: DEVICE_MESSAGES.pin };
    const elsewhere =
      (target.scenarioId !== undefined && context?.row.session.scenarioId !== target.scenarioId) ||
      (target.publicCode !== undefined && context?.row.session.publicCode !== target.publicCode);
    if (!context || elsewhere) {
      return { ok: false, status: 404, message: CONSOLE_MESSAGES.notFound };
    }
    const decision = repeated ? null : decide(context.scenario, context.state, command, new Date());
    if (decision && (!decision.ok || !decision.plan) && target.gate && typeof actor !== "string") {
      // Decided on memory: the sender is checked before anything is said about the session.
      try {
        const { viewer } = await namedBatch(db, { viewer: viewerQuery(db, target.gate!.tokenHash) });
        target.gate!.admit(viewer[0]?.profile ?? null);
      } catch (refusal) {
        if (refusal instanceof Response || !(refusal instanceof Error)) throw refusal;
        return databaseFailed(command, sessionId, refusal);
      }
    }
    if (decision && !decision.ok) return decision;
    if (decision && !decision.plan) return { ok: true, snapshot: null, console: null, reportReady: false };
    const plan = decision?.plan && target.device ? byDevice(decision.plan) : decision?.plan;
    try {
      if (!plan) return answer(await namedBatch(db, readBack), command.intent === "finish");
      // Decided on memory (or by a device): the batch checks that the state is still the session's, and the sender.
      const senders = target.gate
        ? [instructorSender(target.gate.tokenHash)]
        : target.device
          ? [deviceSender(sessionId, target.device.pin)]
          : [];
      const guard = fromMemory || target.device ? [guardStatement(db, sessionId, context.row.session.version, senders)] : [];
      const writes = planStatements(
        db,
        { sessionId, actorId: actor ?? null, commandKey, intent: command.intent, now: new Date(), context },
        plan,
      );
      const known = context.events;
      // The new state, closed by the console the command answers with.
      const { context: after } = await namedBatch(db, { guard, writes, context: contextQueries(db, sessionId, known.at(-1)?.id ?? 0) });
      memory.context = contextFrom(after, known);
      if (commandKey) (memory.recorded ??= new Set()).add(commandKey);
      return answer(after.console, plan.finish);
    } catch (error) {
      memory.context = null;
      if (isGuardRefusal(error) && attempt === 1) continue;
      if (!plan || !commandKey || !isUniqueViolation(error, "session_commands")) return databaseFailed(command, sessionId, error);
      // Its twin was recorded while this one was being decided: answer as the twin did.
      return answer(await namedBatch(db, readBack), plan.finish);
    }
  }
}

/** A command waiting in a room (only an instructor's, known by their session token, joins a group). */
export type QueuedCommand = { target: CommandTarget; command: Command };

/**
 * What grouping did: `written` answers the first commands of the queue (at least two), decided one
 * after another on the state in memory and written in one round trip; `none` when fewer than two
 * could be grouped; `failed` when the group's batch was refused or failed (nothing of it written).
 */
export type GroupOutcome = { written: CommandDone[] } | { none: true } | { failed: number };

/**
 * Group commit: the commands queued behind a write are decided in arrival order on the state in
 * memory, each on the state the one before it leaves (the plan applied as the batch writes it), and
 * written in one batch behind one guard (the state's version and every sender's right). The group
 * is the longest run from the front of the queue whose commands all change the session; it stops at
 * 'Finalizar' (its report is built from the stored story) and at a refusal (answered on its own,
 * after the sender is checked). A command already recorded, before or within the group, writes
 * nothing and answers as the group does.
 */
export async function runGroup(db: Db, queue: readonly QueuedCommand[], memory: SessionMemory): Promise<GroupOutcome> {
  const context = memory.context;
  if (!context || queue.length < 2) return { none: true };
  const { session } = context.row;
  let state = {
    session,
    values: context.state.values.map((v) => ({ ...v, revealedAt: null })),
    actions: context.actions,
    fired: [...context.state.fired],
    checklist: [],
    toolAnswers: [],
    events: [],
  };
  const now = new Date();
  const keys = new Set<string>();
  const writes: BatchItem<"sqlite">[] = [];
  const senders = new Set<string>();
  let grouped = 0;
  for (const { target, command } of queue) {
    const elsewhere =
      target.sessionId !== session.id ||
      (target.scenarioId !== undefined && target.scenarioId !== session.scenarioId) ||
      (target.publicCode !== undefined && target.publicCode !== session.publicCode);
    if (elsewhere || command.intent === "finish" || !target.gate) break;
    const commandKey = await commandKeyOf(target, command);
    // Already recorded (by this group or before it): changes nothing, answers as the group does.
    if (!(commandKey && (keys.has(commandKey) || memory.recorded?.has(commandKey)))) {
      const engineState = {
        ...context.state,
        session: state.session,
        values: state.values,
        actions: state.actions,
        fired: new Set(state.fired),
      };
      const decision = decide(context.scenario, engineState, command, now);
      if (!decision.ok || !decision.plan) break;
      const actorId = viewerIdSql(target.gate.tokenHash, "instructor");
      const planContext = { ...context, row: { ...context.row, session: state.session } };
      writes.push(
        ...planStatements(
          db,
          { sessionId: session.id, actorId, commandKey, intent: command.intent, now, context: planContext },
          decision.plan,
        ),
      );
      state = applyPlan(state, decision.plan, now);
      if (commandKey) keys.add(commandKey);
    }
    // Every sender is checked by the guard, a repeat's too: the answer carries the console.
    senders.add(target.gate.tokenHash);
    grouped++;
  }
  if (grouped < 2) return { none: true };
  const known = context.events;
  const refresh = contextQueries(db, session.id, known.at(-1)?.id ?? 0);
  const guard = guardStatement(db, session.id, session.version, [...senders].map(instructorSender));
  try {
    const { context: after } = await namedBatch(db, { guard, writes, context: refresh });
    memory.context = contextFrom(after, known);
    for (const key of keys) (memory.recorded ??= new Set()).add(key);
    const console = consoleFrom(after.console);
    const done: CommandDone = { ok: true, snapshot: console?.snapshot ?? null, console, reportReady: false };
    return { written: Array.from({ length: grouped }, () => done) };
  } catch (error) {
    memory.context = null;
    if (!isGuardRefusal(error) && !isUniqueViolation(error, "session_commands"))
      console.error(`group of ${grouped} console commands in session ${session.id}: database failure`, error);
    return { failed: grouped };
  }
}

/** A sender's right as SQL: an instructor's session token that may run the console… */
const instructorSender = (tokenHash: string) => sql`${viewerIdSql(tokenHash, "instructor")} is not null`;
/** …or the defibrillator screen's PIN, while it is the session's. */
const deviceSender = (sessionId: string, pin: string) =>
  sql`(select ${presencialSessions.devicePin} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId}) = ${pin}`;

/**
 * The batch's first statement: its row passes the table's CHECK only while the session is at the
 * version the command was decided on and every sender still has the right to send it. Otherwise
 * the batch is refused whole.
 */
function guardStatement(db: Db, sessionId: string, version: number, senders: readonly SQL[]) {
  const current = sql`(select ${presencialSessions.version} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId})`;
  const rights = senders.map((sender) => sql` and ${sender}`);
  const ok = sql`case when ${current} = ${version}${sql.join(rights)} then 1 else 0 end`;
  return db.insert(commandGuards).values({ sessionId, ok }).onConflictDoUpdate({ target: commandGuards.sessionId, set: { ok } });
}

type PlanContext = {
  sessionId: string;
  /** The sender's id, or the SQL that finds it from their session token (a command decided on memory); null for a device. */
  actorId: string | SQL | null;
  commandKey: string | null;
  intent: string;
  now: Date;
  context: SessionContext;
};

/** The plan as statements, in the order they must run; the command's id goes first. */
function planStatements(db: Db, { sessionId, actorId, commandKey, intent, now, context }: PlanContext, plan: Plan): BatchItem<"sqlite">[] {
  const at = now.toISOString();
  const { session } = context.row;
  const writes: BatchItem<"sqlite">[] = commandKey
    ? [db.insert(sessionCommands).values({ sessionId, commandId: commandKey, intent, actorId, at })]
    : [];
  const change = plan.session;
  const set: SQLiteUpdateSetSource<typeof presencialSessions> = { version: sql`${presencialSessions.version} + 1` };
  if (change.startedAt !== undefined) Object.assign(set, { startedAt: change.startedAt, endedAt: null });
  if (change.endedAt !== undefined) set.endedAt = change.endedAt;
  if (change.bannerText !== undefined) set.bannerText = change.bannerText;
  if (change.scriptIndex !== undefined) set.scriptIndex = change.scriptIndex;
  if (change.currentStepId !== undefined) set.currentStepId = change.currentStepId;
  if (change.alarm) Object.assign(set, { alarmPing: sql`${presencialSessions.alarmPing} + 1`, alarmAt: at });
  if (change.refresh) set.refreshPing = sql`${presencialSessions.refreshPing} + 1`;
  if (change.pausedAt !== undefined) set.pausedAt = change.pausedAt;
  if (change.pausedMs !== undefined) set.pausedMs = change.pausedMs;
  if (change.devicePin !== undefined) set.devicePin = change.devicePin;

  if (plan.hideAll)
    writes.push(
      db
        .update(sessionVariables)
        .set({ isRevealed: false, revealedAt: null, updatedAt: at })
        .where(eq(sessionVariables.sessionId, sessionId)),
    );
  for (const { variableId, ...values } of plan.variables) {
    writes.push(
      db
        .update(sessionVariables)
        .set({ ...values, updatedAt: at })
        .where(and(eq(sessionVariables.sessionId, sessionId), eq(sessionVariables.variableId, variableId))),
    );
  }
  for (const action of plan.newActions) {
    writes.push(db.insert(sessionActions).values({ sessionId, stepId: session.currentStepId, actorId, createdAt: at, ...action }));
  }
  for (const { actionId, atSeconds, payload } of plan.retimed) {
    writes.push(
      db
        .update(sessionActions)
        .set({ atSeconds, payload })
        .where(and(eq(sessionActions.id, actionId), eq(sessionActions.sessionId, sessionId))),
    );
  }
  for (const ruleId of plan.ruleFires)
    writes.push(db.insert(sessionRuleFires).values({ sessionId, ruleId, firedAt: at }).onConflictDoNothing());
  for (const { itemId, ...mark } of plan.checklist) {
    writes.push(
      db
        .insert(sessionChecklist)
        .values({ sessionId, itemId, ...mark, updatedBy: actorId, updatedAt: at })
        .onConflictDoUpdate({
          target: [sessionChecklist.sessionId, sessionChecklist.itemId],
          set: { ...mark, updatedBy: actorId, updatedAt: at },
        }),
    );
  }
  for (const { itemId, value } of plan.toolAnswers) {
    writes.push(
      db
        .insert(sessionItemResponses)
        .values({ sessionId, itemId, value, actorId, updatedAt: at })
        .onConflictDoUpdate({
          target: [sessionItemResponses.sessionId, sessionItemResponses.itemId],
          set: { value, actorId, updatedAt: at },
        }),
    );
  }
  for (const event of plan.events)
    writes.push(db.insert(sessionEvents).values({ sessionId, at, kind: event.kind, payload: event.payload, actorId }));
  if (plan.finish) {
    const { marks: checklist, answers, events } = context;
    const ended = patientAt(liveOf(context.row, context.variables, context.actions), now.getTime());
    const endedPatient = ended.live ? ended : null;
    const report = buildReport({
      session: { ...session, endedAt: at },
      scenarioTitle: context.row.scenarioTitle,
      participants: context.participants,
      variables: context.variables,
      actions: context.actions,
      checklist,
      // The end is part of the story the report tells, though it is written in this same batch.
      events: [...events, { at, kind: "session.end", payload: {} }],
      interventions: context.scenario.interventions,
      kpis: context.kpis,
      toolAnswers: answers,
      responses: endedPatient ? responsesUntil(endedPatient.live, endedPatient.course, endedPatient.state.t) : [],
      shown: endedPatient ? toSnapshot(context.row, context.variables, context.actions, endedPatient).variables : undefined,
    });
    // The course chart is drawn once, here, from the course the end already replayed: the report page only reads it.
    const chart = endedPatient
      ? debriefChart({
          ...endedPatient,
          variables: context.variables,
          age: context.row.overview?.age,
          timeline: report.timeline,
          nowMs: now.getTime(),
        })
      : null;
    const stored: StoredReport = { ...report, chart };
    writes.push(
      db
        .insert(presencialReports)
        .values({ sessionId, scenarioId: session.scenarioId, durationSec: report.duration_sec, payload: stored })
        .onConflictDoUpdate({ target: presencialReports.sessionId, set: { durationSec: report.duration_sec, payload: stored } }),
    );
  }
  writes.push(db.update(presencialSessions).set(set).where(eq(presencialSessions.id, sessionId)));
  return writes;
}

function checklistForReport(db: Db, sessionId: string) {
  return db
    .select({
      itemId: scenarioChecklist.id,
      label: scenarioChecklist.label,
      category: scenarioChecklist.category,
      weight: scenarioChecklist.weight,
      role: scenarioChecklist.role,
      orderIndex: scenarioChecklist.orderIndex,
      status: sql<CheckStatus>`coalesce(${sessionChecklist.status}, 'na')`,
      note: sql<string>`coalesce(${sessionChecklist.note}, '')`,
      marked: sql<boolean>`${sessionChecklist.itemId} is not null`.mapWith(Boolean),
      // When and by whom it was last marked (the spec's updated_at and updated_by_display).
      markedAt: sessionChecklist.updatedAt,
      markedBy: sql<string | null>`nullif(trim(coalesce(${profiles.nombre}, '') || ' ' || coalesce(${profiles.apellidos}, '')), '')`,
    })
    .from(scenarioChecklist)
    .leftJoin(sessionChecklist, and(eq(sessionChecklist.itemId, scenarioChecklist.id), eq(sessionChecklist.sessionId, sessionId)))
    .leftJoin(profiles, eq(profiles.id, sessionChecklist.updatedBy))
    .where(eq(scenarioChecklist.scenarioId, sql`(select scenario_id from presencial_sessions where id = ${sessionId})`))
    .orderBy(asc(scenarioChecklist.orderIndex));
}

function toolAnswersForReport(db: Db, sessionId: string) {
  return db
    .select({ label: scenarioItems.label, section: scenarioItems.section, value: sessionItemResponses.value })
    .from(sessionItemResponses)
    .innerJoin(scenarioItems, eq(scenarioItems.id, sessionItemResponses.itemId))
    .where(eq(sessionItemResponses.sessionId, sessionId))
    .orderBy(asc(scenarioItems.orderIndex));
}

function eventsForReport(db: Db, sessionId: string, afterEvent = 0) {
  return db
    .select()
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, sessionId), gt(sessionEvents.id, afterEvent)))
    .orderBy(asc(sessionEvents.id));
}
type EventRow = Awaited<ReturnType<typeof eventsForReport>>[number];

// ── Lists and the report ─────────────────────────────────────────────────────────────────

/** The instructor's unfinished session of the last 12 hours, to send them back to its console. */
export function unfinishedSessionQuery(db: Db, instructorId: UserRef) {
  const since = new Date(Date.now() - 12 * 3_600_000).toISOString();
  return db
    .select({ id: presencialSessions.id, scenarioId: presencialSessions.scenarioId, flow: presencialSessions.flow })
    .from(presencialSessions)
    .where(
      and(
        eq(presencialSessions.userId, instructorId),
        isNull(presencialSessions.endedAt),
        sql`${presencialSessions.createdAt} >= ${since}`,
      ),
    )
    .orderBy(desc(presencialSessions.createdAt))
    .limit(1);
}

/** Upcoming sessions (not started), newest first, for the information page. */
export function upcomingSessionsQuery(db: Db, limit: number) {
  return db
    .select({
      id: presencialSessions.id,
      createdAt: presencialSessions.createdAt,
      // A classic session's code only names its room: the spec's classic mode needs no code, so none is shown.
      code: sql<string | null>`case when ${presencialSessions.flow} = 'dual' then ${presencialSessions.publicCode} end`,
      flow: presencialSessions.flow,
      scenarioTitle: scenarios.title,
    })
    .from(presencialSessions)
    .leftJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
    .where(isNull(presencialSessions.startedAt))
    .orderBy(desc(presencialSessions.createdAt))
    .limit(limit);
}

/** Which session a report is about: the given id, else the scenario's latest ended session, else its latest started one. */
export async function reportSessionId(db: Db, input: { sessionId?: string; scenarioId?: number }): Promise<string | null> {
  if (input.sessionId) return input.sessionId;
  if (!input.scenarioId) return null;
  const [ended, started] = await db.batch([
    db
      .select({ id: presencialSessions.id })
      .from(presencialSessions)
      .where(and(eq(presencialSessions.scenarioId, input.scenarioId), isNotNull(presencialSessions.endedAt)))
      .orderBy(desc(presencialSessions.endedAt))
      .limit(1),
    db
      .select({ id: presencialSessions.id })
      .from(presencialSessions)
      .where(and(eq(presencialSessions.scenarioId, input.scenarioId), isNotNull(presencialSessions.startedAt)))
      .orderBy(desc(presencialSessions.startedAt))
      .limit(1),
  ]);
  return ended[0]?.id ?? started[0]?.id ?? null;
}

/**
 * The stored report (written at Finalizar), or one built now from the log: for an unfinished
 * session, and for reports stored before the debrief timeline existed (the log has it all).
 */
export async function reportFor<Also extends Named = Record<never, never>>(
  db: Db,
  sessionId: string,
  /**
   * The batch's reader (`asViewer` adds who is asking to it), who may read it as SQL (an admin, or someone who took
   * part), and statements of the caller's own read last in the same batch (`also`, answered as `found.also`).
   */
  by: { read: Reader; allowed: SQL; viewerId?: SQL; also?: Also } = { read: batchOf(db), allowed: sql`1` },
  /** Whether to draw the course (issue 27 §1); the bench asks without it, to compare. */
  withChart = true,
) {
  const sessionScenario = sql`(select ${presencialSessions.scenarioId} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId})`;
  const { stored, rows, participants, variables, actions, checklist, events, answers, definitions, debrief, safety, also } =
    await readNamed(by.read, {
      stored: db
        .select()
        .from(presencialReports)
        .where(and(eq(presencialReports.sessionId, sessionId), by.allowed))
        .limit(1),
      rows: sessionRowQuery(db, and(eq(presencialSessions.id, sessionId), by.allowed)!),
      participants: participantsQuery(db, sessionId),
      variables: variablesQuery(db, sessionId),
      actions: db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId)).orderBy(asc(sessionActions.id)),
      checklist: checklistForReport(db, sessionId),
      events: eventsForReport(db, sessionId),
      answers: toolAnswersForReport(db, sessionId),
      definitions: db
        .select({ interventions: scenarioPresencial.interventions, kpis: scenarioPresencial.kpis })
        .from(scenarioPresencial)
        .where(eq(scenarioPresencial.scenarioId, sessionScenario)),
      debrief: debriefQuery(db, sessionId, by.allowed),
      safety: sessionSafetyReads(db, sessionId, by.viewerId ?? sql`null`),
      also: by.also ?? ({} as Also),
    });
  const row = rows[0];
  if (!row) return null;
  // The debrief guide reads the case's targets as they are now, and the instructor's ticks and notes.
  const guide = { definitions: definitions[0] ?? { interventions: [], kpis: [] }, debrief, safety, also };
  const payload = stored[0]?.payload as StoredReport | undefined;
  // Drawn at «Finalizar» and stored; else (a report stored before the chart, a session not ended by it) drawn now.
  const chart = (report: StoredReport) =>
    !withChart
      ? null
      : report.chart !== undefined
        ? report.chart
        : chartOf(row, liveOf(row, variables, actions), variables, report.timeline);
  if (payload && Array.isArray(payload.kpis)) {
    const { chart: _, ...report } = payload;
    return { report: report as Report, participants, chart: chart(payload), ...guide };
  }
  const report = buildReport({
    session: row.session,
    scenarioTitle: row.scenarioTitle,
    participants,
    variables,
    actions,
    checklist,
    events,
    interventions: definitions[0]?.interventions ?? [],
    kpis: definitions[0]?.kpis ?? [],
    toolAnswers: answers,
  });
  return { report, participants, chart: chart(report), ...guide };
}

/** In-person rows of /evaluacion: the sessions a user took part in or led as instructor, and their checklist marks; three statements for a batch. */
export function presencialRowsReads(db: Db, userId: UserRef) {
  const theirs = sql`(select ${presencialParticipants.sessionId} from ${presencialParticipants} where ${presencialParticipants.userId} = ${userId}
    union select ${presencialSessions.id} from ${presencialSessions} where ${presencialSessions.userId} = ${userId})`;
  return {
    asParticipant: db
      .select({ session: presencialSessions, role: presencialParticipants.role, scenarioTitle: scenarios.title })
      .from(presencialParticipants)
      .innerJoin(presencialSessions, eq(presencialSessions.id, presencialParticipants.sessionId))
      .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
      .where(eq(presencialParticipants.userId, userId)),
    asInstructor: db
      .select({ session: presencialSessions, scenarioTitle: scenarios.title })
      .from(presencialSessions)
      .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
      .where(eq(presencialSessions.userId, userId)),
    marks: db
      .select({ sessionId: sessionChecklist.sessionId, status: sessionChecklist.status })
      .from(sessionChecklist)
      .where(inArray(sessionChecklist.sessionId, theirs)),
  };
}

export function presencialRowsFrom({ asParticipant, asInstructor, marks }: NamedRows<ReturnType<typeof presencialRowsReads>>) {
  const byId = new Map<string, { session: typeof presencialSessions.$inferSelect; role: string; scenarioTitle: string }>();
  for (const row of asParticipant) byId.set(row.session.id, row);
  for (const row of asInstructor) if (!byId.has(row.session.id)) byId.set(row.session.id, { ...row, role: "instructor" });
  return [...byId.values()]
    .map((row) => ({ ...row, statuses: marks.filter((m) => m.sessionId === row.session.id).map((m) => m.status) }))
    .sort((a, b) => (b.session.createdAt > a.session.createdAt ? 1 : -1));
}

/** Who may read a session's report, as SQL over the viewer's id: an admin, or someone who took part in it. */
export function mayReadReport(viewerId: SQL, sessionId: string): SQL {
  return sql`(exists (select 1 from profiles a where a.id = ${viewerId} and a.is_admin = 1)
    or exists (select 1 from ${presencialParticipants} where ${presencialParticipants.sessionId} = ${sessionId} and ${presencialParticipants.userId} = ${viewerId}))`;
}
