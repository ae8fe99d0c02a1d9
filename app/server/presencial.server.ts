import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import {
  presencialNotifications,
  presencialParticipants,
  presencialReports,
  presencialSessions,
  profiles,
  scenarioChecklist,
  scenarioItems,
  scenarioPresencial,
  scenarioRules,
  scenarios,
  scenarioSteps,
  scenarioVariables,
  sessionActions,
  sessionChecklist,
  sessionCommands,
  sessionEvents,
  sessionRuleFires,
  sessionVariables,
} from "../../db/schema";
import type { Snapshot } from "../../party/protocol";
import { buildReport } from "../domain/presencial-report";
import { evaluateRules, publicCodeFrom, sessionStatus, type CheckStatus, type ParticipantRole } from "../domain/presencial";
import { isUniqueViolation } from "../domain/db-errors";
import { sha256Hex } from "./crypto.server";
import type { AppContext } from "./context.server";
import { nowIso, runBatch, type Db } from "./db.server";
import { rateLimitReachedQuery, takeRateLimit } from "./rate-limit.server";
import { assertLinkable } from "./participants.server";

export type Participant = { role: ParticipantRole; name: string; userId: string | null };

// ── Reading ──────────────────────────────────────────────────────────────────────────────

function sessionRowQuery(db: Db, where: ReturnType<typeof eq>) {
  return db
    .select({
      session: presencialSessions,
      scenarioTitle: scenarios.title,
      overview: scenarioPresencial.patientOverview,
      script: scenarioPresencial.script,
      phase: scenarioSteps.name,
    })
    .from(presencialSessions)
    .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
    .leftJoin(scenarioPresencial, eq(scenarioPresencial.scenarioId, presencialSessions.scenarioId))
    .leftJoin(scenarioSteps, eq(scenarioSteps.id, presencialSessions.currentStepId))
    .where(where)
    .limit(1);
}

function variablesQuery(db: Db, sessionId: string | SQL, revealedOnly: boolean) {
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
    })
    .from(sessionVariables)
    .innerJoin(scenarioVariables, eq(scenarioVariables.id, sessionVariables.variableId))
    .where(and(eq(sessionVariables.sessionId, sessionId), revealedOnly ? eq(sessionVariables.isRevealed, true) : undefined))
    .orderBy(asc(scenarioVariables.orderIndex), asc(scenarioVariables.id));
}

type SessionRow = Awaited<ReturnType<typeof sessionRowQuery>>[number];
type VariableRow = Awaited<ReturnType<typeof variablesQuery>>[number];

export function toSnapshot(row: SessionRow, revealed: VariableRow[]): Snapshot {
  const { session } = row;
  return {
    version: session.version,
    code: session.publicCode,
    scenarioTitle: row.scenarioTitle,
    status: sessionStatus(session),
    startedAt: session.startedAt,
    endedAt: session.endedAt,
    banner: session.bannerText,
    phase: row.phase,
    patient: row.overview,
    variables: revealed.filter((v) => v.isRevealed).map(({ id, key, label, type, unit, value, revealedAt }) => ({ id, key, label, type, unit, value, revealedAt })),
    alarm: { ping: session.alarmPing, at: session.alarmAt },
    refreshPing: session.refreshPing,
  };
}

export type PublicLookup = { ok: true; snapshot: Snapshot } | { ok: false; reason: "notFound" | "limited" };

/**
 * The projection's state for a visitor with a public code (first render and the 3 s fallback),
 * read in one round trip with the visitor's count of wrong codes: an address that has guessed
 * too many gets no answer at all, right or wrong, until its window ends.
 */
export async function snapshotForVisitor(app: AppContext, code: string, address: string): Promise<PublicLookup> {
  const { db } = app;
  const bySession = sql`(select ${presencialSessions.id} from ${presencialSessions} where ${presencialSessions.publicCode} = ${code})`;
  const [limited, rows, revealed] = await db.batch([
    rateLimitReachedQuery(db, "publicCode", address, app.env.RATE_LIMIT_FACTOR),
    sessionRowQuery(db, eq(presencialSessions.publicCode, code)),
    variablesQuery(db, bySession, true),
  ]);
  if (limited.length) return { ok: false, reason: "limited" };
  if (rows[0]) return { ok: true, snapshot: toSnapshot(rows[0], revealed) };
  await takeRateLimit(db, "publicCode", address, app.env.RATE_LIMIT_FACTOR);
  return { ok: false, reason: "notFound" };
}

/** Everything the instructor console shows, in one round trip. */
export async function consoleData(db: Db, sessionId: string) {
  const sessionScenario = sql`(select ${presencialSessions.scenarioId} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId})`;
  const [rows, variables, stepsRows, items, checklist, marks, participants, actions, events] = await db.batch([
    sessionRowQuery(db, eq(presencialSessions.id, sessionId)),
    variablesQuery(db, sessionId, false),
    db.select().from(scenarioSteps).where(eq(scenarioSteps.scenarioId, sessionScenario)).orderBy(asc(scenarioSteps.orderIndex)),
    db.select().from(scenarioItems).where(eq(scenarioItems.scenarioId, sessionScenario)).orderBy(asc(scenarioItems.orderIndex)),
    db.select().from(scenarioChecklist).where(eq(scenarioChecklist.scenarioId, sessionScenario)).orderBy(asc(scenarioChecklist.orderIndex)),
    db.select().from(sessionChecklist).where(eq(sessionChecklist.sessionId, sessionId)),
    participantsQuery(db, sessionId),
    db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId)).orderBy(asc(sessionActions.id)),
    db.select().from(sessionEvents).where(eq(sessionEvents.sessionId, sessionId)).orderBy(desc(sessionEvents.id)).limit(30),
  ]);
  const row = rows[0];
  if (!row) return null;
  const markByItem = new Map(marks.map((m) => [m.itemId, m]));
  return {
    session: row.session,
    scenarioTitle: row.scenarioTitle,
    script: row.script ?? [],
    snapshot: toSnapshot(row, variables),
    variables,
    steps: stepsRows,
    items,
    checklist: checklist.map((item) => ({ ...item, status: (markByItem.get(item.id)?.status ?? "na") as CheckStatus, note: markByItem.get(item.id)?.note ?? "", marked: markByItem.has(item.id) })),
    participants,
    actions,
    events,
  };
}

export function participantsQuery(db: Db, sessionId: string) {
  return db
    .select({ id: presencialParticipants.id, role: presencialParticipants.role, name: presencialParticipants.name, userId: presencialParticipants.userId })
    .from(presencialParticipants)
    .where(eq(presencialParticipants.sessionId, sessionId))
    .orderBy(asc(presencialParticipants.id));
}

// ── Creating ─────────────────────────────────────────────────────────────────────────────

export function newPublicCode(): string {
  return publicCodeFrom(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * A new session with its participants and every variable at its initial value (hidden), in one
 * transaction, which also queues the notice to everyone who asked to hear of the next session
 * (and forgets their request). The public code is unique; a collision (36⁶ codes) is retried.
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
      const notice = input.notice
        ? [
            db.all<{ id: number }>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'next_session', user_id, email, ${input.notice.subject}, ${input.notice.text} from presencial_notifications
                 returning id`),
            db.delete(presencialNotifications),
          ]
        : [];
      const results = await runBatch(db, [
        db.insert(presencialSessions).values({ id, scenarioId: input.scenarioId, userId: input.instructorId, publicCode: code, flow: input.flow }),
        ...input.participants.map((p) => db.insert(presencialParticipants).values({ sessionId: id, role: p.role, name: p.name, userId: p.userId })),
        db.run(sql`insert into session_variables (session_id, variable_id, is_revealed, value)
                   select ${id}, id, 0, initial_value from scenario_variables where scenario_id = ${input.scenarioId}`),
        ...notice,
      ]);
      const mailIds = input.notice ? (results[results.length - 2] as { id: number }[]).map((row) => row.id) : [];
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
    ...participants.map((p) => db.insert(presencialParticipants).values({ sessionId, role: p.role, name: p.name, userId: p.userId })),
    db.update(presencialSessions).set({ version: sql`${presencialSessions.version} + 1` }).where(eq(presencialSessions.id, sessionId)),
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
  | { intent: "bolus"; mlkg: number }
  | { intent: "antibiotic"; minutos: number }
  | { intent: "reevaluate" }
  | { intent: "check"; itemId: number; status: CheckStatus }
  | { intent: "note"; itemId: number; note: string };

export const CONSOLE_MESSAGES = {
  notFound: "No se pudo cargar la sesión.",
  notStarted: "Inicia la sesión antes de usar los controles.",
  ended: "La simulación ya ha terminado.",
  needParticipant: "Añade al menos un participante antes de continuar.",
  finishFailed: "No se pudo finalizar la simulación.",
  saveValue: "No se pudo guardar el valor.",
  hide: "No se pudo ocultar la variable.",
  phase: "No se pudo cambiar la fase del caso.",
  banner: "No se pudo guardar el texto en pantalla.",
  clearAll: "No se pudieron ocultar las variables.",
  checklist: "No se pudo actualizar el checklist.",
  emptyScript: "El texto del paso no puede estar vacío.",
  unknownVariable: "Esa variable no pertenece a este escenario.",
  unknownItem: "Ese ítem no pertenece al checklist de este escenario.",
  unknownStep: "Esa fase no pertenece a este escenario.",
} as const;

export type CommandResult = { ok: true; snapshot: Snapshot | null; reportReady?: boolean } | { ok: false; status: number; message: string };

/** What a command needs to know before it writes: the session, its variables, rules and log. */
async function commandContext(db: Db, sessionId: string, commandKey: string) {
  const sessionScenario = sql`(select ${presencialSessions.scenarioId} from ${presencialSessions} where ${presencialSessions.id} = ${sessionId})`;
  const [done, rows, variables, participants, stepsRows, checklist, rules, fired, actions] = await db.batch([
    db.select({ at: sessionCommands.at }).from(sessionCommands).where(and(eq(sessionCommands.sessionId, sessionId), eq(sessionCommands.commandId, commandKey))),
    sessionRowQuery(db, eq(presencialSessions.id, sessionId)),
    variablesQuery(db, sessionId, false),
    participantsQuery(db, sessionId),
    db.select({ id: scenarioSteps.id, name: scenarioSteps.name, key: scenarioSteps.key }).from(scenarioSteps).where(eq(scenarioSteps.scenarioId, sessionScenario)),
    db.select({ id: scenarioChecklist.id, label: scenarioChecklist.label }).from(scenarioChecklist).where(eq(scenarioChecklist.scenarioId, sessionScenario)),
    db.select().from(scenarioRules).where(eq(scenarioRules.scenarioId, sessionScenario)).orderBy(asc(scenarioRules.orderIndex)),
    db.select({ ruleId: sessionRuleFires.ruleId }).from(sessionRuleFires).where(eq(sessionRuleFires.sessionId, sessionId)),
    db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId)).orderBy(asc(sessionActions.id)),
  ]);
  return { repeated: done.length > 0, row: rows[0], variables, participants, steps: stepsRows, checklist, rules, fired, actions };
}

const NEEDS_PARTICIPANT = new Set<Command["intent"]>(["finish", "show", "bolus", "antibiotic", "reevaluate", "check", "note"]);

/** Where a command is aimed and who gives it; the command id comes from the console page. */
export type CommandTarget = { sessionId: string; actorId: string; scenarioId?: number; commandId?: string };

/**
 * Runs one console command (the caller has authorised the actor): checks it against the
 * session's state, writes the state change, the event and the action in one batch that also
 * bumps the version and reads the new public snapshot back. The caller pushes that snapshot to
 * the room. A command whose id was already carried out changes nothing and answers as it did.
 */
export async function runCommand(db: Db, target: CommandTarget, command: Command): Promise<CommandResult> {
  const { sessionId, actorId } = target;
  // The same id with other contents is another command (each form of a page shares the page's id).
  const commandKey = target.commandId ? `${target.commandId}:${await sha256Hex(JSON.stringify(command))}` : null;
  const context = await commandContext(db, sessionId, commandKey ?? "");
  const { row } = context;
  if (!row || (target.scenarioId !== undefined && row.session.scenarioId !== target.scenarioId)) {
    return { ok: false, status: 404, message: CONSOLE_MESSAGES.notFound };
  }
  if (context.repeated) return { ok: true, snapshot: toSnapshot(row, context.variables), reportReady: command.intent === "finish" };
  const { session } = row;
  const now = nowIso();
  if (session.endedAt && command.intent !== "start") return { ok: false, status: 409, message: CONSOLE_MESSAGES.ended };
  if (!session.startedAt && command.intent !== "start") return { ok: false, status: 409, message: CONSOLE_MESSAGES.notStarted };
  if (NEEDS_PARTICIPANT.has(command.intent) && context.participants.length === 0) {
    return { ok: false, status: 409, message: CONSOLE_MESSAGES.needParticipant };
  }

  // The command's id goes first: if a twin got there meanwhile, the whole batch is refused.
  const writes: BatchItem<"sqlite">[] = commandKey ? [db.insert(sessionCommands).values({ sessionId, commandId: commandKey, intent: command.intent, actorId, at: now })] : [];
  const event = (kind: string, payload: Record<string, unknown> = {}) => writes.push(db.insert(sessionEvents).values({ sessionId, at: now, kind, payload, actorId }));
  const action = (actionKey: string, payload: Record<string, unknown> = {}) =>
    writes.push(db.insert(sessionActions).values({ sessionId, stepId: session.currentStepId, actionKey, payload, actorId, createdAt: now }));
  const setSession = (values: SQLiteUpdateSetSource<typeof presencialSessions>) =>
    writes.push(db.update(presencialSessions).set(values).where(eq(presencialSessions.id, sessionId)));
  const variable = (id: number) => context.variables.find((v) => v.id === id);
  const setVariable = (id: number, values: Partial<typeof sessionVariables.$inferInsert>) =>
    writes.push(db.update(sessionVariables).set({ ...values, updatedAt: now }).where(and(eq(sessionVariables.sessionId, sessionId), eq(sessionVariables.variableId, id))));

  /** Interventions feed the rules: each rule that now holds (and never fired) changes its variables. */
  const applyRules = (extra: { actionKey: string; payload: Record<string, unknown> } | null) => {
    const log = context.actions.map((a) => ({ actionKey: a.actionKey, payload: a.payload as { mlkg?: unknown; minutos?: unknown } }));
    if (extra) log.push(extra);
    const values = new Map(context.variables.map((v) => [v.key, v.value]));
    const rules = context.rules.map((r) => ({ id: r.id, appliesWhen: r.appliesWhen, effects: r.effects }));
    const result = evaluateRules(rules, new Set(context.fired.map((f) => f.ruleId)), log, values);
    for (const ruleId of result.fired) writes.push(db.insert(sessionRuleFires).values({ sessionId, ruleId, firedAt: now }).onConflictDoNothing());
    for (const [key, value] of result.changes) {
      const target = context.variables.find((v) => v.key === key)!;
      setVariable(target.id, { value });
      event("variable.update", { variable_id: target.id, label: target.label, value, unit: target.unit, source: "rule" });
    }
  };

  switch (command.intent) {
    case "start":
      if (session.startedAt && !session.endedAt) return { ok: true, snapshot: null };
      setSession({ startedAt: now, endedAt: null });
      event("session.start");
      break;
    case "finish": {
      const report = buildReport({
        session: { ...session, endedAt: now },
        scenarioTitle: row.scenarioTitle,
        participants: context.participants,
        variables: context.variables,
        actions: context.actions,
        checklist: await checklistForReport(db, sessionId),
        // The end is part of the story the report tells, though it is written in this same batch.
        events: [...(await eventsForReport(db, sessionId)), { at: now, kind: "session.end", payload: {} }],
      });
      setSession({ endedAt: now });
      event("session.end");
      writes.push(
        db
          .insert(presencialReports)
          .values({ sessionId, scenarioId: session.scenarioId, durationSec: report.duration_sec, payload: report })
          .onConflictDoUpdate({ target: presencialReports.sessionId, set: { durationSec: report.duration_sec, payload: report } }),
      );
      break;
    }
    case "show":
    case "hide": {
      const target = variable(command.variableId);
      if (!target) return { ok: false, status: 404, message: CONSOLE_MESSAGES.unknownVariable };
      const show = command.intent === "show";
      setVariable(target.id, { isRevealed: show, revealedAt: show ? now : null });
      event(show ? "variable.show" : "variable.hide", { variable_id: target.id, label: target.label, value: target.value, unit: target.unit });
      if (!show) action("variable.hide", { variable_id: target.id });
      break;
    }
    case "update": {
      const target = variable(command.variableId);
      if (!target) return { ok: false, status: 404, message: CONSOLE_MESSAGES.unknownVariable };
      setVariable(target.id, { value: command.value });
      event("variable.update", { variable_id: target.id, label: target.label, value: command.value, unit: target.unit });
      action("variable.update", { variable_id: target.id, value: command.value });
      break;
    }
    case "clear_all":
      writes.push(db.update(sessionVariables).set({ isRevealed: false, revealedAt: null, updatedAt: now }).where(eq(sessionVariables.sessionId, sessionId)));
      event("variable.clear_all");
      break;
    case "banner":
      setSession({ bannerText: command.text });
      event("banner.update", { banner_text: command.text });
      action("banner.publish", { banner: command.text });
      break;
    case "script": {
      const step = row.script?.[command.index];
      const target = step && context.steps.find((s) => s.key === step.step_key);
      if (!command.text.trim()) return { ok: false, status: 400, message: CONSOLE_MESSAGES.emptyScript };
      setSession({ bannerText: command.text, scriptIndex: command.index, ...(target ? { currentStepId: target.id } : {}) });
      event("script.publish", { text: command.text, step_name: target?.name ?? null, step_id: target?.id ?? null });
      if (target) event("step.change", { step_id: target.id, step_name: target.name });
      action("script.publish", { text: command.text, step_id: target?.id ?? null });
      break;
    }
    case "phase": {
      const target = context.steps.find((s) => s.id === command.stepId);
      if (!target) return { ok: false, status: 404, message: CONSOLE_MESSAGES.unknownStep };
      setSession({ currentStepId: target.id });
      event("step.change", { step_id: target.id, step_name: target.name });
      break;
    }
    case "alarm":
      setSession({ alarmPing: sql`${presencialSessions.alarmPing} + 1`, alarmAt: now });
      event("alarm");
      action("alarm");
      break;
    case "refresh":
      setSession({ refreshPing: sql`${presencialSessions.refreshPing} + 1` });
      event("session.refresh");
      action("refresh");
      break;
    case "bolus":
    case "antibiotic": {
      const entry =
        command.intent === "bolus"
          ? { actionKey: "bolo_cristaloide", payload: { mlkg: command.mlkg } }
          : { actionKey: "inicio_antibiotico", payload: { minutos: command.minutos } };
      action(entry.actionKey, entry.payload);
      applyRules(entry);
      break;
    }
    case "reevaluate":
      applyRules(null);
      break;
    case "check":
    case "note": {
      const item = context.checklist.find((c) => c.id === command.itemId);
      if (!item) return { ok: false, status: 404, message: CONSOLE_MESSAGES.unknownItem };
      const set = command.intent === "check" ? { status: command.status } : { note: command.note };
      writes.push(
        db
          .insert(sessionChecklist)
          .values({ sessionId, itemId: item.id, ...set, updatedBy: actorId, updatedAt: now })
          .onConflictDoUpdate({ target: [sessionChecklist.sessionId, sessionChecklist.itemId], set: { ...set, updatedBy: actorId, updatedAt: now } }),
      );
      event(command.intent === "check" ? "check.update" : "check.note", { item_id: item.id, label: item.label, ...set });
      break;
    }
  }

  // Every change bumps the version (consoles follow the room too), then the new public state is read back.
  writes.push(db.update(presencialSessions).set({ version: sql`${presencialSessions.version} + 1` }).where(eq(presencialSessions.id, sessionId)));
  const readBack = [sessionRowQuery(db, eq(presencialSessions.id, sessionId)), variablesQuery(db, sessionId, true)] as const;
  let results: unknown[];
  try {
    results = await runBatch(db, [...writes, ...readBack]);
  } catch (error) {
    if (!commandKey || !isUniqueViolation(error, "session_commands")) throw error;
    // Its twin was recorded while this one was being decided: answer as the twin did.
    results = await db.batch([...readBack]);
  }
  const [rowsAfter, revealed] = results.slice(-2) as [SessionRow[], VariableRow[]];
  return { ok: true, snapshot: toSnapshot(rowsAfter[0], revealed), reportReady: command.intent === "finish" };
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
    })
    .from(scenarioChecklist)
    .leftJoin(sessionChecklist, and(eq(sessionChecklist.itemId, scenarioChecklist.id), eq(sessionChecklist.sessionId, sessionId)))
    .where(eq(scenarioChecklist.scenarioId, sql`(select scenario_id from presencial_sessions where id = ${sessionId})`))
    .orderBy(asc(scenarioChecklist.orderIndex));
}

function eventsForReport(db: Db, sessionId: string) {
  return db.select().from(sessionEvents).where(eq(sessionEvents.sessionId, sessionId)).orderBy(asc(sessionEvents.id));
}

// ── Lists and the report ─────────────────────────────────────────────────────────────────

/** The instructor's unfinished session of the last 12 hours, to send them back to its console. */
export async function unfinishedSessionOf(db: Db, instructorId: string) {
  const since = new Date(Date.now() - 12 * 3_600_000).toISOString();
  const [row] = await db
    .select({ id: presencialSessions.id, scenarioId: presencialSessions.scenarioId, flow: presencialSessions.flow })
    .from(presencialSessions)
    .where(and(eq(presencialSessions.userId, instructorId), isNull(presencialSessions.endedAt), sql`${presencialSessions.createdAt} >= ${since}`))
    .orderBy(desc(presencialSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Upcoming sessions (not started), newest first, for the information page. */
export function upcomingSessionsQuery(db: Db, limit: number) {
  return db
    .select({ id: presencialSessions.id, createdAt: presencialSessions.createdAt, code: presencialSessions.publicCode, scenarioTitle: scenarios.title })
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
    db.select({ id: presencialSessions.id }).from(presencialSessions).where(and(eq(presencialSessions.scenarioId, input.scenarioId), isNotNull(presencialSessions.endedAt))).orderBy(desc(presencialSessions.endedAt)).limit(1),
    db.select({ id: presencialSessions.id }).from(presencialSessions).where(and(eq(presencialSessions.scenarioId, input.scenarioId), isNotNull(presencialSessions.startedAt))).orderBy(desc(presencialSessions.startedAt)).limit(1),
  ]);
  return ended[0]?.id ?? started[0]?.id ?? null;
}

/** The stored report (written at Finalizar), or one built now from the log for an unfinished session. */
export async function reportFor(db: Db, sessionId: string) {
  const [stored, rows, participants, variables, actions, checklist, events] = await db.batch([
    db.select().from(presencialReports).where(eq(presencialReports.sessionId, sessionId)).limit(1),
    sessionRowQuery(db, eq(presencialSessions.id, sessionId)),
    participantsQuery(db, sessionId),
    variablesQuery(db, sessionId, false),
    db.select().from(sessionActions).where(eq(sessionActions.sessionId, sessionId)).orderBy(asc(sessionActions.id)),
    checklistForReport(db, sessionId),
    eventsForReport(db, sessionId),
  ]);
  const row = rows[0];
  if (!row) return null;
  if (stored[0]) return { report: stored[0].payload as ReturnType<typeof buildReport>, participants };
  return { report: buildReport({ session: row.session, scenarioTitle: row.scenarioTitle, participants, variables, actions, checklist, events }), participants };
}

/** In-person rows of /evaluacion: sessions the user took part in, or led as instructor. */
export async function presencialRowsOf(db: Db, userId: string) {
  const [asParticipant, asInstructor] = await db.batch([
    db
      .select({ session: presencialSessions, role: presencialParticipants.role, scenarioTitle: scenarios.title })
      .from(presencialParticipants)
      .innerJoin(presencialSessions, eq(presencialSessions.id, presencialParticipants.sessionId))
      .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
      .where(eq(presencialParticipants.userId, userId)),
    db
      .select({ session: presencialSessions, scenarioTitle: scenarios.title })
      .from(presencialSessions)
      .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
      .where(eq(presencialSessions.userId, userId)),
  ]);
  const byId = new Map<string, { session: typeof presencialSessions.$inferSelect; role: string; scenarioTitle: string }>();
  for (const row of asParticipant) byId.set(row.session.id, row);
  for (const row of asInstructor) if (!byId.has(row.session.id)) byId.set(row.session.id, { ...row, role: "instructor" });
  const ids = [...byId.keys()];
  const marks = ids.length
    ? await db.select({ sessionId: sessionChecklist.sessionId, status: sessionChecklist.status }).from(sessionChecklist).where(inArray(sessionChecklist.sessionId, ids))
    : [];
  return [...byId.values()]
    .map((row) => ({ ...row, statuses: marks.filter((m) => m.sessionId === row.session.id).map((m) => m.status) }))
    .sort((a, b) => (b.session.createdAt > a.session.createdAt ? 1 : -1));
}

/** Whether someone who is not an admin may read a session's report: only if they took part in it. */
export async function tookPart(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: presencialParticipants.id })
    .from(presencialParticipants)
    .where(and(eq(presencialParticipants.sessionId, sessionId), eq(presencialParticipants.userId, userId)))
    .limit(1);
  return Boolean(row);
}
