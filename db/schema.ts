import { sql } from "drizzle-orm";
import type { ImageRef } from "../app/domain/images";
import type { Limits as AlarmLimits } from "../app/presencial/monitor/alarm-limits";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { DraftFile, ScenarioFile } from "../app/scenario-format/files";
import type { CaseBrief as CaseBriefData } from "../app/scenario-format/online";
import type {
  PresencialIntervention,
  PresencialKpi,
  PresencialPatientOverview as PatientOverview,
  PresencialRule,
  PresencialRuleEffect as RuleEffect,
  PresencialScriptStep as ScriptStep,
} from "../app/presencial/format";

type RuleConditions = PresencialRule["applies_when"];

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const createdAt = () => text("created_at").notNull().default(now);

/** The person: everything the spec calls "profiles". The e-mail lives only here. */
export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    nombre: text("nombre").notNull(),
    apellidos: text("apellidos").notNull(),
    dni: text("dni").notNull(),
    rol: text("rol").notNull(),
    unidad: text("unidad").notNull(),
    areasInteres: text("areas_interes", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    approvedAt: text("approved_at"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /** Set by an administrator: the account cannot sign in and has no session until reactivated. */
    deactivatedAt: text("deactivated_at"),
    /** The person asked for their account to be deleted ('Solicitar la baja'); an admin confirms it. */
    deletionRequestedAt: text("deletion_requested_at"),
    /** Deleted: personal data gone, the row kept anonymous so that its results still count in cohort figures. */
    erasedAt: text("erased_at"),
    verifiedAt: text("verified_at"),
    notifiedAt: text("notified_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("profiles_email_unique").on(t.email),
    uniqueIndex("profiles_dni_unique").on(t.dni),
    check("profiles_rol_check", sql`${t.rol} in ('medico','enfermeria','farmacia')`),
    check("profiles_unidad_check", sql`${t.unidad} in ('Farmacia','UCI','Urgencias')`),
    check("profiles_dni_check", sql`${t.dni} glob '[0-9XYZ][0-9][0-9][0-9][0-9][0-9][0-9][0-9][A-Z]'`),
    check("profiles_areas_check", sql`json_valid(${t.areasInteres}) and json_type(${t.areasInteres}) = 'array'`),
  ],
);

/** Password hashes are kept apart so that no profile query ever carries them. */
export const credentials = sqliteTable("credentials", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
});

/** Server-side sessions: the cookie holds a random token, the table its SHA-256. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use e-mail links (confirmation of the sign-up address or of a new address, password recovery). */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "change_email", "reset"] }).notNull(),
    newEmail: text("new_email"),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId)],
);

/** Mail written in the same batch as the event that causes it, delivered after the response. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", {
      enum: [
        "confirm",
        "change_email",
        "email_in_use",
        "new_user",
        "approved",
        "next_session",
        "reset",
        "account_locked",
        "rejected",
        "deletion_requested",
        "threat_assigned",
        "threat_due",
        "threat_overdue",
      ],
    }).notNull(),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    sentAt: text("sent_at"),
    lastError: text("last_error"),
  },
  (t) => [index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt)],
);

/** Fixed-window counters for rate limits, one row per key (e.g. "login:1.2.3.4"). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
});

// ── Scenario catalogue (content seeded from db/seed, keyed by slug) ─────────────────────────

export const scenarios = sqliteTable("scenarios", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  level: text("level", { enum: ["basico", "medio", "avanzado"] }).notNull(),
  mode: text("mode", { mode: "json" }).$type<("online" | "presencial")[]>().notNull(),
  status: text("status").notNull(),
  estimatedMinutes: integer("estimated_minutes"),
  maxAttempts: integer("max_attempts").notNull().default(3),
  /** The score (%) an attempt needs to pass, from the case's file (decision 0035). */
  passMark: integer("pass_mark").notNull().default(70),
  createdAt: createdAt(),
  updatedAt: text("updated_at").notNull().default(now),
  /** 'Archivar' in the studio: gone from every list and not startable; its versions, attempts and sessions stay. */
  archivedAt: text("archived_at"),
});

export const scenarioCategories = sqliteTable(
  "scenario_categories",
  {
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.scenarioId, t.categoryId] })],
);

/** The case brief is read and shown whole: one JSON document per scenario. */
export const caseBriefs = sqliteTable("case_briefs", {
  scenarioId: integer("scenario_id")
    .primaryKey()
    .references(() => scenarios.id, { onDelete: "cascade" }),
  brief: text("brief", { mode: "json" }).$type<CaseBriefData>().notNull(),
});

export const caseResources = sqliteTable(
  "case_resources",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    source: text("source").notNull(),
    type: text("type").notNull(),
    year: integer("year"),
    freeAccess: integer("free_access", { mode: "boolean" }).notNull().default(false),
    weight: integer("weight").notNull().default(100),
  },
  (t) => [index("case_resources_scenario_idx").on(t.scenarioId, t.weight)],
);

export const steps = sqliteTable(
  "steps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    stepOrder: integer("step_order").notNull(),
    description: text("description").notNull(),
    narrative: text("narrative"),
    roleSpecific: integer("role_specific", { mode: "boolean" }).notNull().default(false),
    roles: text("roles", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [uniqueIndex("steps_scenario_order_unique").on(t.scenarioId, t.stepOrder)],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stepId: integer("step_id")
      .notNull()
      .references(() => steps.id, { onDelete: "cascade" }),
    questionOrder: integer("question_order").notNull(),
    questionText: text("question_text").notNull(),
    options: text("options", { mode: "json" }).$type<string[]>().notNull(),
    correctOption: integer("correct_option").notNull(),
    explanation: text("explanation"),
    roles: text("roles", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    isCritical: integer("is_critical", { mode: "boolean" }).notNull().default(false),
    hints: text("hints", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    timeLimit: integer("time_limit"),
  },
  (t) => [uniqueIndex("questions_step_order_unique").on(t.stepId, t.questionOrder)],
);

// ── Online attempts, decided by the server ───────────────────────────────────────────────

export const attempts = sqliteTable(
  "attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    /** The role the attempt was run as: it decides which steps and questions count. */
    role: text("role").notNull(),
    /** The person's unit when the attempt started: records show it, not today's (issue 28). */
    unit: text("unit"),
    startedAt: text("started_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    timeLimit: integer("time_limit").notNull(),
    finishedAt: text("finished_at"),
    correctCount: integer("correct_count"),
    totalCount: integer("total_count"),
    score: integer("score"),
    status: text("status", { enum: ["en_curso", "finalizado", "abandonado"] })
      .notNull()
      .default("en_curso"),
    /** The published version the attempt ran on: its review shows that version's words (null before versions existed). */
    versionId: integer("version_id").references(() => scenarioVersions.id, { onDelete: "set null" }),
    /** The case's pass mark when the attempt started: a later change of the case does not change its result. */
    passMark: integer("pass_mark").notNull().default(70),
    /**
     * The critical questions the attempt's role meets (their ids), fixed at the start with `total_count`, so that any
     * request can close the attempt in SQL (null: started before; closed from the live rows).
     */
    criticalIds: text("critical_ids", { mode: "json" }).$type<number[]>(),
    /** Critical questions not answered right, counted when the attempt closes. */
    criticalFailed: integer("critical_failed"),
  },
  (t) => [index("attempts_user_scenario_idx").on(t.userId, t.scenarioId, t.startedAt)],
);

/** When the server first showed a question in an attempt, and how many hints it has revealed. */
export const attemptQuestions = sqliteTable(
  "attempt_questions",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    shownAt: text("shown_at").notNull(),
    hintsUsed: integer("hints_used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

export const attemptAnswers = sqliteTable(
  "attempt_answers",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    selectedOption: integer("selected_option").notNull(),
    isCorrect: integer("is_correct", { mode: "boolean" }).notNull(),
    answeredAt: text("answered_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

export const presencialNotifications = sqliteTable("presencial_notifications", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  createdAt: createdAt(),
});

// ── In-person scenario content ─────────────────────────────────────────────────────────

/** The patient sheet for the projection and the default demo script, one document per scenario. */
export const scenarioPresencial = sqliteTable("scenario_presencial", {
  scenarioId: integer("scenario_id")
    .primaryKey()
    .references(() => scenarios.id, { onDelete: "cascade" }),
  patientOverview: text("patient_overview", { mode: "json" }).$type<PatientOverview>().notNull(),
  script: text("script", { mode: "json" }).$type<ScriptStep[]>().notNull(),
  /** What the console can record, with doses, maxima and routes (the scenario document's `interventions`). */
  interventions: text("interventions", { mode: "json" })
    .$type<PresencialIntervention[]>()
    .notNull()
    .default(sql`'[]'`),
  kpis: text("kpis", { mode: "json" })
    .$type<PresencialKpi[]>()
    .notNull()
    .default(sql`'[]'`),
  /** Instructor-facing: the conclusions the team should reach (e.g. the expected TEP impression). */
  expectedFindings: text("expected_findings", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
});

export const scenarioSteps = sqliteTable(
  "scenario_steps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [uniqueIndex("scenario_steps_key_unique").on(t.scenarioId, t.key)],
);

export const scenarioItems = sqliteTable(
  "scenario_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    stepId: integer("step_id").references(() => scenarioSteps.id, { onDelete: "set null" }),
    key: text("key").notNull(),
    section: text("section").notNull(),
    type: text("type").notNull(),
    label: text("label").notNull(),
    help: text("help"),
    options: text("options", { mode: "json" }).$type<string[]>(),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [uniqueIndex("scenario_items_key_unique").on(t.scenarioId, t.key)],
);

export const scenarioVariables = sqliteTable(
  "scenario_variables",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    type: text("type").notNull(),
    unit: text("unit"),
    initialValue: text("initial_value").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    /** The scenario's own alarm limits for this patient (e.g. hypotension for the age), besides the spec's. */
    alarm: text("alarm", { mode: "json" }).$type<AlarmLimits & { source: string }>(),
    /** An `imagen` variable's picture (an uploaded image's key and its alternative text here), shown large when revealed. */
    image: text("image", { mode: "json" }).$type<ImageRef>(),
  },
  (t) => [uniqueIndex("scenario_variables_key_unique").on(t.scenarioId, t.key)],
);

export const scenarioRules = sqliteTable(
  "scenario_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    description: text("description"),
    appliesWhen: text("applies_when", { mode: "json" }).$type<RuleConditions>().notNull(),
    /** The rule may fire only from this second of simulation time on. */
    afterS: integer("after_s"),
    effects: text("effects", { mode: "json" }).$type<RuleEffect[]>().notNull(),
    orderIndex: integer("order_index").notNull(),
  },
  (t) => [uniqueIndex("scenario_rules_key_unique").on(t.scenarioId, t.key)],
);

export const scenarioChecklist = sqliteTable(
  "scenario_checklist",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    category: text("category").notNull(),
    orderIndex: integer("order_index").notNull(),
    weight: integer("weight").notNull(),
    role: text("role").notNull(),
  },
  (t) => [uniqueIndex("scenario_checklist_key_unique").on(t.scenarioId, t.key)],
);

// ── Live sessions: the database is the source of truth; the room decides on its copy and writes here before it broadcasts ──

export const presencialSessions = sqliteTable(
  "presencial_sessions",
  {
    id: text("id").primaryKey(),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    publicCode: text("public_code").notNull(),
    flow: text("flow", { enum: ["dual", "classic"] }).notNull(),
    startedAt: text("started_at"),
    endedAt: text("ended_at"),
    bannerText: text("banner_text").notNull().default(""),
    currentStepId: integer("current_step_id").references(() => scenarioSteps.id, { onDelete: "set null" }),
    scriptIndex: integer("script_index"),
    alarmPing: integer("alarm_ping").notNull().default(0),
    alarmAt: text("alarm_at"),
    refreshPing: integer("refresh_ping").notNull().default(0),
    /** The simulation clock stands still while paused: since when, and how long all earlier pauses lasted. */
    pausedAt: text("paused_at"),
    pausedMs: integer("paused_ms").notNull().default(0),
    /** Every public change bumps it; rooms and screens drop anything older than what they hold. */
    version: integer("version").notNull().default(1),
    /** The scenario's published version the session runs on (its report, once ended, is kept as it was). */
    scenarioVersionId: integer("scenario_version_id").references(() => scenarioVersions.id, { onDelete: "set null" }),
    /**
     * The defibrillator screen's PIN while the instructor allows one (six digits; null: none). A new
     * one revokes the last; the session's end clears it. Never in a public snapshot.
     */
    devicePin: text("device_pin"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("presencial_sessions_code_unique").on(t.publicCode),
    index("presencial_sessions_scenario_idx").on(t.scenarioId, t.startedAt),
    index("presencial_sessions_user_idx").on(t.userId, t.createdAt),
    check("presencial_sessions_code_check", sql`${t.publicCode} glob '[A-Z0-9][A-Z0-9][A-Z0-9][A-Z0-9][A-Z0-9][A-Z0-9]'`),
  ],
);

export const presencialParticipants = sqliteTable(
  "presencial_participants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["medico", "enfermeria", "farmacia", "instructor"] }).notNull(),
    /** A linked account's unit when the session was set up: records show it, not today's. */
    unit: text("unit"),
    name: text("name").notNull(),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [index("presencial_participants_session_idx").on(t.sessionId), index("presencial_participants_user_idx").on(t.userId)],
);

/**
 * A linked participant's own reflection on a session once it has ended (issue 27 §4, decision
 * 0044): one per participant and session. A row with `dismissedAt` and no text is «Ahora no».
 */
export const presencialReflections = sqliteTable(
  "presencial_reflections",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    wentWell: text("went_well"),
    wouldChange: text("would_change"),
    confidenceBefore: integer("confidence_before"),
    confidenceAfter: integer("confidence_after"),
    dismissedAt: text("dismissed_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index("presencial_reflections_user_idx").on(t.userId),
    check("presencial_reflections_before_check", sql`${t.confidenceBefore} is null or ${t.confidenceBefore} between 1 and 5`),
    check("presencial_reflections_after_check", sql`${t.confidenceAfter} is null or ${t.confidenceAfter} between 1 and 5`),
    check("presencial_reflections_well_check", sql`${t.wentWell} is null or length(${t.wentWell}) <= 2000`),
    check("presencial_reflections_change_check", sql`${t.wouldChange} is null or length(${t.wouldChange}) <= 2000`),
  ],
);

export const sessionVariables = sqliteTable(
  "session_variables",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    variableId: integer("variable_id")
      .notNull()
      .references(() => scenarioVariables.id, { onDelete: "cascade" }),
    isRevealed: integer("is_revealed", { mode: "boolean" }).notNull().default(false),
    value: text("value").notNull(),
    revealedAt: text("revealed_at"),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.variableId] })],
);

export const sessionChecklist = sqliteTable(
  "session_checklist",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => scenarioChecklist.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["ok", "wrong", "missed", "na"] })
      .notNull()
      .default("na"),
    note: text("note").notNull().default(""),
    updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.itemId] })],
);

export const sessionActions = sqliteTable(
  "session_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    stepId: integer("step_id"),
    actionKey: text("action_key").notNull(),
    payload: text("payload", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    /** Who recorded it (null for rows written before actors were recorded). */
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Simulation time (seconds since the start) the intervention was given; correctable. Null on older rows. */
    atSeconds: integer("at_seconds"),
    /** Why the dose is out of range ('Dosis fuera de rango: …'), or null. */
    flag: text("flag"),
    createdAt: createdAt(),
  },
  (t) => [index("session_actions_session_idx").on(t.sessionId, t.id)],
);

export const sessionEvents = sqliteTable(
  "session_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    at: text("at").notNull().default(now),
    kind: text("kind").notNull(),
    payload: text("payload", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    /** Who caused it (null for rows written before actors were recorded). */
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [index("session_events_session_idx").on(t.sessionId, t.id)],
);

/**
 * Console commands already carried out, by the id the console made for each: a retried command
 * (a double click, a resent form, a request that timed out after it was written) is recorded once.
 */
export const sessionCommands = sqliteTable(
  "session_commands",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    commandId: text("command_id").notNull(),
    intent: text("intent").notNull(),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    at: text("at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.commandId] })],
);

/**
 * The first statement of a room's command batch writes its session's row here. Its CHECK refuses
 * the whole batch, so nothing is written, unless the state the room decided on is still the
 * session's (the version) and the command's sender may run the console (docs/decisions/0033).
 */
export const commandGuards = sqliteTable(
  "command_guards",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    ok: integer("ok").notNull(),
  },
  (t) => [check("command_guards_ok", sql`${t.ok} = 1`)],
);

/** The instructor's answers to the toolkit items (one per item, replaced when answered again). */
export const sessionItemResponses = sqliteTable(
  "session_item_responses",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => scenarioItems.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.itemId] })],
);

/** Each scenario rule changes a session's variables at most once. */
export const sessionRuleFires = sqliteTable(
  "session_rule_fires",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => scenarioRules.id, { onDelete: "cascade" }),
    firedAt: text("fired_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.ruleId] })],
);

export const presencialReports = sqliteTable("presencial_reports", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => presencialSessions.id, { onDelete: "cascade" }),
  scenarioId: integer("scenario_id")
    .notNull()
    .references(() => scenarios.id, { onDelete: "cascade" }),
  durationSec: integer("duration_sec").notNull(),
  payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * The instructor's debrief of a session (decision 0042): per point of the report's guide (a PEARLS
 * phase, `kpi:<key>`, `dose:<n>`, or `general` for the overall note), whether it was discussed and a note.
 */
export const sessionDebrief = sqliteTable(
  "session_debrief",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    pointKey: text("point_key").notNull(),
    discussed: integer("discussed", { mode: "boolean" }).notNull().default(false),
    note: text("note").notNull().default(""),
    updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.pointKey] })],
);

/**
 * Latent safety threats found in a session, followed to resolution (decision 0043). Their history
 * (who changed the status, when, with what note) is the audit log's `threat.*` entries.
 */
export const safetyThreats = sqliteTable(
  "safety_threats",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id")
      .notNull()
      .references(() => presencialSessions.id, { onDelete: "cascade" }),
    found: text("found").notNull(),
    category: text("category").notNull(),
    severity: text("severity").notNull(),
    unit: text("unit").notNull(),
    ownerId: text("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    /** A day in the hospital's zone (YYYY-MM-DD). */
    dueDate: text("due_date").notNull(),
    status: text("status").notNull().default("abierta"),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
    /** When it was last marked resolved (the summary's 90 days); null while not resolved. */
    resolvedAt: text("resolved_at"),
    /** The owner's reminders, each sent once: on the due date, and once overdue. */
    dueMailedAt: text("due_mailed_at"),
    overdueMailedAt: text("overdue_mailed_at"),
  },
  (t) => [
    index("safety_threats_session_idx").on(t.sessionId),
    index("safety_threats_owner_idx").on(t.ownerId, t.status),
    index("safety_threats_due_idx").on(t.status, t.dueDate),
    check(
      "safety_threats_category_check",
      sql`${t.category} in ('equipamiento','medicación','entorno','protocolos','comunicación y equipo','formación')`,
    ),
    check("safety_threats_severity_check", sql`${t.severity} in ('bajo','medio','alto','extremo')`),
    check("safety_threats_unit_check", sql`${t.unit} in ('Farmacia','UCI','Urgencias')`),
    check("safety_threats_status_check", sql`${t.status} in ('abierta','en curso','resuelta','descartada')`),
    check("safety_threats_due_check", sql`${t.dueDate} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
);

/** What administrators and the start-up provisioning did to accounts, for the hospital's records. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(now),
    /** The administrator who acted; null when the system did (provisioning at start). */
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetUserId: text("target_user_id").references(() => profiles.id, { onDelete: "set null" }),
    details: text("details", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index("audit_log_target_idx").on(t.targetUserId, t.id)],
);

/** Settings an administrator changes while the product runs, one row per key (absent: the default). */
export const appSettings = sqliteTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
  updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
});

/**
 * The content's version, one row: triggers on every content table (scenarios, their online and
 * in-person parts, categories) add one at each change, whoever makes it (the seed, the studio, an
 * edit in Turso's console). Pages keep the content in memory keyed by it (app/server/content.server.ts).
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * A scenario's published versions, immutable: each is the scenario file as published (db/seed/files.ts),
 * numbered per scenario and mode. The newest is what the live content tables hold.
 */
export const scenarioVersions = sqliteTable(
  "scenario_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => scenarios.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["online", "presencial"] }).notNull(),
    number: integer("number").notNull(),
    file: text("file", { mode: "json" }).$type<ScenarioFile>().notNull(),
    publishedAt: text("published_at").notNull().default(now),
    /** Null: published by the seed (a deployment); otherwise the administrator who pressed 'Publicar'. */
    publishedBy: text("published_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("scenario_versions_number_unique").on(t.scenarioId, t.mode, t.number)],
);

/**
 * A scenario being prepared: one draft per slug and mode, saved with an optimistic revision check.
 * A draft may be incomplete (`complete` false: 'Guardar borrador' and the autosave keep whatever was
 * written); publishing is where the format's every rule must hold (decision 0037).
 */
export const scenarioDrafts = sqliteTable(
  "scenario_drafts",
  {
    slug: text("slug").notNull(),
    mode: text("mode", { enum: ["online", "presencial"] }).notNull(),
    file: text("file", { mode: "json" }).$type<DraftFile>().notNull(),
    /** Whether `file` passes the format's parser (a ScenarioFile); an incomplete draft can be edited, not previewed or published. */
    complete: integer("complete", { mode: "boolean" }).notNull().default(true),
    revision: integer("revision").notNull(),
    updatedAt: text("updated_at").notNull().default(now),
    updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.slug, t.mode] })],
);

/**
 * An image uploaded for cases (an X-ray, a rash, an ECG). The bytes live in R2 under `key` (their
 * SHA-256 and extension: the same bytes, the same key; a key's content never changes); here, what
 * they are, what they show (alternative text, required) and who uploaded them.
 */
export const scenarioImages = sqliteTable(
  "scenario_images",
  {
    key: text("key").primaryKey(),
    alt: text("alt").notNull(),
    contentType: text("content_type", { enum: ["image/png", "image/jpeg", "image/webp"] }).notNull(),
    bytes: integer("bytes").notNull(),
    uploadedAt: text("uploaded_at").notNull().default(now),
    uploadedBy: text("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [index("scenario_images_uploaded_at").on(t.uploadedAt)],
);
