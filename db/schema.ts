import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    areasInteres: text("areas_interes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    approvedAt: text("approved_at"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
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

/** Single-use e-mail links (confirmation of the sign-up address or of a new address). */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "change_email"] }).notNull(),
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
    kind: text("kind", { enum: ["confirm", "change_email", "new_user", "approved"] }).notNull(),
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
