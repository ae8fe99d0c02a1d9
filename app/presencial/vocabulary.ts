/** The in-person mode's rules as pure functions: codes, participants, checklist, rules engine, KPIs. */
import { simSecondsAt } from "./live";
import { foldText } from "../domain/roles";
import { CHECK_CATEGORIES, CHECK_ROLES, ROLE_LABELS, type CheckCategory } from "../domain/vocabulary";

// ── Public code ──────────────────────────────────────────────────────────────────────────

/**
 * New codes are drawn without the look-alikes 0/O and 1/I/L, so that a code read off a projected
 * slide cannot be misread; codes made before keep working (any A-Z and 0-9 is accepted).
 */
const PUBLIC_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const PUBLIC_CODE_PATTERN = /^[A-Z0-9]{6}$/;

/** Six characters of the alphabet, drawn from the given random bytes (crypto.getRandomValues in use). */
export function publicCodeFrom(bytes: Uint8Array): string {
  const size = PUBLIC_CODE_ALPHABET.length;
  // Bytes at or above the last multiple of the alphabet's size are dropped: every character is equally likely.
  const limit = 256 - (256 % size);
  let code = "";
  for (const byte of bytes) {
    if (byte < limit) code += PUBLIC_CODE_ALPHABET[byte % size];
    if (code.length === 6) return code;
  }
  throw new Error("not enough random bytes for a public code");
}

/** A code as typed: any case, with spaces or hyphens ('ab3 k7m', 'AB3-K7M'); null when it cannot be one. */
export function normalizePublicCode(input: string | undefined | null): string | null {
  const code = (input ?? "").replace(/[\s-]+/g, "").toUpperCase();
  return PUBLIC_CODE_PATTERN.test(code) ? code : null;
}

// ── Participants ─────────────────────────────────────────────────────────────────────────

export const PARTICIPANT_ROLES = ["instructor", "medico", "enfermeria", "farmacia"] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
export const PARTICIPANT_ROLE_LABEL: Record<ParticipantRole, string> = { instructor: "Instructor", ...ROLE_LABELS };
export const PARTICIPANT_NAME_MIN = 2;

/** Role text as typed ("Médico", "enfermería", "Farmacéutica"…) to one of the four roles, ignoring accents. */
export function participantRoleFrom(text: string): ParticipantRole | null {
  const folded = foldText(text);
  if (folded.startsWith("instruct")) return "instructor";
  if (folded.startsWith("medic") || folded === "pediatra") return "medico";
  if (folded.startsWith("enfermer")) return "enfermeria";
  if (folded.startsWith("farmac")) return "farmacia";
  return null;
}

/** A registered user may be linked to a participant of a matching role; instructors link to admins. */
export function canLinkUser(role: ParticipantRole, user: { rol: string; isAdmin: boolean }): boolean {
  return role === "instructor" ? user.isAdmin : participantRoleFrom(user.rol) === role;
}

const ROLE_ORDER: Record<string, number> = { instructor: 0, medico: 1, enfermeria: 2, farmacia: 3 };
const nameCollator = new Intl.Collator("es", { sensitivity: "base" });

/** Report order: instructor, médico, enfermería, farmacia, others, then by name. */
export function compareParticipants(a: { role: string; name: string }, b: { role: string; name: string }): number {
  const rank = (role: string) => ROLE_ORDER[participantRoleFrom(role) ?? ""] ?? 4;
  return rank(a.role) - rank(b.role) || nameCollator.compare(a.name, b.name);
}

// ── Checklist ────────────────────────────────────────────────────────────────────────────

export const CHECK_STATUSES = ["ok", "wrong", "missed", "na"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CHECK_STATUS_LABEL: Record<CheckStatus, string> = { ok: "Bien", wrong: "Mal", missed: "No hecho", na: "N/A" };
export const CHECK_WEIGHT_LABEL: Record<number, string> = { 3: "Crítico", 2: "Importante", 1: "Deseable" };

const STATUS_SYNONYMS: [CheckStatus, string[]][] = [
  ["ok", ["ok", "correcto", "bien", "hecho", "realizado"]],
  ["wrong", ["wrong", "incorrecto", "mal", "error"]],
  ["missed", ["missed", "pendiente", "omitido", "no realizado", "no hecho"]],
  ["na", ["na", "n/a", "no aplica"]],
];

/** Booleans map to ok/missed; Spanish words to their status; anything else is N/A. */
export function checkStatusFrom(value: unknown): CheckStatus {
  if (typeof value === "boolean") return value ? "ok" : "missed";
  if (typeof value !== "string") return "na";
  const folded = foldText(value);
  return STATUS_SYNONYMS.find(([, words]) => words.includes(folded))?.[0] ?? "na";
}

const CATEGORY_KEYWORDS: [CheckCategory, string[]][] = [
  ["A", ["via aerea", "permeabilidad"]],
  ["B", ["respiracion", "oxigeno", "saturacion", "ventilacion"]],
  ["C", ["circulacion", "acceso vascular", "via venosa", "intraosea", "bolo", "fluidos", "perfusion", "relleno"]],
  ["D", ["neurolog", "glucemia", "conciencia", "pupilas"]],
  ["E", ["exposicion", "temperatura", "piel", "exantema"]],
  ["Diagnóstico", ["diagnost", "hemocultivo", "lactato", "analitica", "gasometria", "cultivo"]],
  ["Tratamiento", ["tratamiento", "antibiot", "adrenalina", "noradrenalina", "farmaco", "dosis"]],
];

/** A category given as a label prefix ("A - …", "Diagnóstico: …") or guessed from keywords; else 'Otros'. */
export function checkCategoryFrom(label: string, given?: string | null): CheckCategory {
  const direct = CHECK_CATEGORIES.find((c) => foldText(c) === foldText(given ?? ""));
  if (direct) return direct;
  const prefix = /^\s*([A-Ea-e]|diagn[oó]stico|tratamiento|otros)\s*[-:.)]/i.exec(label)?.[1];
  if (prefix) return CHECK_CATEGORIES.find((c) => foldText(c) === foldText(prefix)) ?? "Otros";
  const folded = foldText(label);
  return CATEGORY_KEYWORDS.find(([, words]) => words.some((word) => folded.includes(word)))?.[0] ?? "Otros";
}

export const CHECK_ROLE_FILTERS = ["Todos", ...CHECK_ROLES] as const;
type CheckRoleFilter = (typeof CHECK_ROLE_FILTERS)[number];

/** Role tags as written ("MED", "Enf.", "farmacia", "común"…) to the filter values. */
export function checkRoleFrom(text: string | null | undefined): Exclude<CheckRoleFilter, "Todos"> {
  const folded = foldText(text ?? "");
  if (folded.startsWith("med")) return "Medicina";
  if (folded.startsWith("enf") || folded.startsWith("nur")) return "Enfermería";
  if (folded.startsWith("farm") || folded.startsWith("pharm")) return "Farmacia";
  return "Común";
}

/** Percent of ok over scored items (ok, wrong, missed; N/A excluded), and the same weighted 3/2/1. */
export function checklistScore(items: { status: CheckStatus; weight: number }[]) {
  const scored = items.filter((i) => i.status !== "na");
  const ok = scored.filter((i) => i.status === "ok");
  const weight = (list: typeof items) => list.reduce((sum, i) => sum + i.weight, 0);
  return {
    scored: scored.length,
    ok: ok.length,
    percent: scored.length ? Math.round((ok.length / scored.length) * 100) : null,
    weightedPercent: weight(scored) ? Math.round((weight(ok) / weight(scored)) * 100) : null,
  };
}

// ── Interventions ────────────────────────────────────────────────────────────────────────
// Rules, doses and KPIs live in presencial-engine.ts.

export const DEFAULT_BOLUS_MLKG = 20;

// ── Projection ───────────────────────────────────────────────────────────────────────────

type SessionStatus = "waiting" | "running" | "ended";
export const SESSION_STATUS_LABEL: Record<SessionStatus, string> = {
  waiting: "Esperando a iniciar",
  running: "En curso",
  ended: "Simulación terminada",
};

export function sessionStatus(session: { startedAt: string | null; endedAt: string | null }): SessionStatus {
  if (session.endedAt) return "ended";
  return session.startedAt ? "running" : "waiting";
}

/** Rows of session lists: Pendiente, En curso, Finalizada. */
export const SESSION_ROW_LABEL: Record<SessionStatus, string> = { waiting: "Pendiente", running: "En curso", ended: "Finalizada" };

/** Banner text into paragraphs on blank lines. */
export function bannerParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Simulation seconds by the server's clock as the client estimates it: 0 before the start, frozen
 * at the end and while paused, pauses left out.
 */
export function elapsedSeconds(
  session: { startedAt: string | null; endedAt: string | null; pausedAt?: string | null; pausedMs?: number },
  clientNowMs: number,
  clockOffsetMs: number,
): number {
  return simSecondsAt(
    { startedAt: session.startedAt, endedAt: session.endedAt, pausedAt: session.pausedAt ?? null, pausedMs: session.pausedMs ?? 0 },
    clientNowMs + clockOffsetMs,
  );
}

// ── Alarms on the projection ─────────────────────────────────────────────────────────────

/** The label of systolic and diastolic shown together, as a monitor reads them (112/70). */
export const PRESSURE_LABEL = "Tensión arterial";

/**
 * Systolic and diastolic pressure, when both are shown, as one reading in the systolic's place
 * ('112/70', with the systolic's alarm limits): a monitor shows them so, and the screen keeps room.
 */
export function withPressureTogether<V extends { key: string; label: string; value: string }>(variables: readonly V[]): V[] {
  const tas = variables.find((v) => v.key === "tas");
  const tad = variables.find((v) => v.key === "tad");
  if (!tas || !tad) return [...variables];
  return variables
    .filter((v) => v !== tad)
    .map((v) => (v === tas ? { ...tas, key: "ta", label: PRESSURE_LABEL, value: `${tas.value}/${tad.value}` } : v));
}

export const VARIABLE_TYPE_LABEL: Record<string, string> = { vital: "Constantes", lab: "Analítica", imagen: "Imagen", texto: "Notas" };
export const ALARM_MS = 4000;
/** «Silenciar 2 min»: how long the monitor's alarm stays quiet (its visual signal stays). */
export const ALARM_SILENCE_MS = 120_000;

/** The projection shows the join code while the last action of this key says so (`on`). */
export const JOIN_CODE_ACTION = "codigo_union";
export const HIGHLIGHT_MS = 900;
/** The projection's sound and fullscreen controls fade after this long without the pointer or keyboard. */
export const CONTROLS_IDLE_MS = 3000;
export const POLL_MS = 3000;
/**
 * The console reads and sends the session's latest events only (alarms, script steps…): a
 * command costs the same on the thousandth as on the first; the report keeps them all.
 */
export const CONSOLE_EVENTS_SHOWN = 200;
/** How long an ended session stays public under its code (the report stays for its people). */
export const PUBLIC_AFTER_END_MS = 24 * 60 * 60 * 1000;
/** A screen pings its room this often; without any answer for HEARTBEAT_TIMEOUT_MS it counts as offline. */
export const HEARTBEAT_MS = 2500;
export const HEARTBEAT_TIMEOUT_MS = 7000;
/** The room answers a screen's ping without waking up (Durable Object auto-response). */
export const HEARTBEAT_PING = "ping";
export const HEARTBEAT_PONG = "pong";
export const REPORT_REDIRECT_MS = 800;
/** Without JavaScript a screen cannot go live: it reloads itself this often (issue 28 §4). */
export const NO_SCRIPT_REFRESH_S = 5;
export const LOADING_GIVE_UP_MS = 5000;
export const PICKER_LIMIT = 20;
export const UPCOMING_LIMIT = 6;
