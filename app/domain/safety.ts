import { z } from "zod";
import { spreadsheetCsv } from "./csv";
import { idSchema, MALFORMED_MESSAGE, safeText } from "./forms";
import { spreadsheetDateTime } from "./format";
import { UNITS } from "./vocabulary";

/**
 * Latent safety threats found in simulation, followed to resolution (issue 27 §3, decision 0043):
 * their vocabulary, the forms that record and move them, the filters of /admin/seguridad, the
 * summary and the CSV. Pure: no I/O.
 */

/** What kind of threat, as the issue names them. */
export const THREAT_CATEGORIES = ["equipamiento", "medicación", "entorno", "protocolos", "comunicación y equipo", "formación"] as const;
export type ThreatCategory = (typeof THREAT_CATEGORIES)[number];

export const THREAT_CATEGORY_LABELS: Record<ThreatCategory, string> = {
  equipamiento: "Equipamiento",
  medicación: "Medicación",
  entorno: "Entorno",
  protocolos: "Protocolos",
  "comunicación y equipo": "Comunicación y equipo",
  formación: "Formación",
};

/** The risk levels of SiNASP's risk matrix (SAC), lowest first (decision 0043). */
export const THREAT_SEVERITIES = ["bajo", "medio", "alto", "extremo"] as const;
export type ThreatSeverity = (typeof THREAT_SEVERITIES)[number];

export const THREAT_SEVERITY_LABELS: Record<ThreatSeverity, string> = {
  bajo: "Riesgo bajo",
  medio: "Riesgo medio",
  alto: "Riesgo alto",
  extremo: "Riesgo extremo",
};

export const THREAT_STATUSES = ["abierta", "en curso", "resuelta", "descartada"] as const;
export type ThreatStatus = (typeof THREAT_STATUSES)[number];

export const THREAT_STATUS_LABELS: Record<ThreatStatus, string> = {
  abierta: "Abierta",
  "en curso": "En curso",
  resuelta: "Resuelta",
  descartada: "Descartada",
};

/** Still to be dealt with: reminders go out and the due date can pass. */
export const isOpenStatus = (status: string) => status === "abierta" || status === "en curso";

/** SiNASP: where an incident must also be notified (the hospital's own system for patient safety). */
export const SINASP = {
  url: "https://www.sinasp.es/",
  name: "Sistema de Notificación y Aprendizaje para la Seguridad del Paciente",
} as const;

/** The longest description and note. */
export const THREAT_TEXT_MAX = 2000;
export const THREAT_NOTE_MAX = 1000;
/** Resolved within this many days of being recorded counts for the summary's share (Weller et al., 2025: three months). */
export const RESOLVED_WITHIN_DAYS = 90;

export const THREAT_MESSAGES = {
  found: "Describe la amenaza encontrada.",
  foundTooLong: `La descripción admite como máximo ${THREAT_TEXT_MAX} caracteres.`,
  category: "Elige una categoría.",
  severity: "Elige la gravedad.",
  unit: "Elige la unidad.",
  owner: "Elige un responsable.",
  dueDate: "Indica una fecha límite válida.",
  status: "Elige un estado.",
  note: "Escribe una nota sobre el cambio.",
  noteTooLong: `La nota admite como máximo ${THREAT_NOTE_MAX} caracteres.`,
  sameStatus: "La amenaza ya está en ese estado.",
  notFound: "No se encontró la amenaza.",
  sessionNotFound: "No se encontró la sesión.",
  ownerNotFound: "El responsable debe ser una cuenta aprobada.",
  changed: "La amenaza ha cambiado mientras tanto; revisa su estado.",
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** The form that records a threat (console and report). `volver` is where the form came from. */
export const threatFormSchema = z
  .object({
    sessionId: z.string().uuid(MALFORMED_MESSAGE),
    found: safeText(THREAT_TEXT_MAX, THREAT_MESSAGES.foundTooLong, "multi")
      .transform((value) => value.trim())
      .pipe(z.string().min(1, THREAT_MESSAGES.found)),
    category: choice(THREAT_CATEGORIES, THREAT_MESSAGES.category),
    severity: choice(THREAT_SEVERITIES, THREAT_MESSAGES.severity),
    unit: choice(UNITS, THREAT_MESSAGES.unit),
    ownerId: z.string({ error: THREAT_MESSAGES.owner }).uuid(THREAT_MESSAGES.owner),
    dueDate: z.string({ error: THREAT_MESSAGES.dueDate }).refine(validDate, THREAT_MESSAGES.dueDate),
    volver: z.string().max(500).optional(),
  })
  .strict();
export type ThreatForm = z.output<typeof threatFormSchema>;

/** A status change, with the note that says why. */
export const threatStatusSchema = z
  .object({
    status: choice(THREAT_STATUSES, THREAT_MESSAGES.status),
    note: safeText(THREAT_NOTE_MAX, THREAT_MESSAGES.noteTooLong, "multi")
      .transform((value) => value.trim())
      .pipe(z.string().min(1, THREAT_MESSAGES.note)),
  })
  .strict();

export const threatIdSchema = idSchema;

/** Where the recording form sends the instructor back: the console or the report it came from, else the threat's list. */
export function threatReturnPath(value: string | undefined): string {
  return value && /^\/presencial\/[\w/?=&-]+$/.test(value) ? value : "/admin/seguridad";
}

// ── /admin/seguridad: filters ──

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

const threatFiltersSchema = z.object({
  estado: optional(z.enum(THREAT_STATUSES)),
  categoria: optional(z.enum(THREAT_CATEGORIES)),
  unidad: optional(z.enum(UNITS)),
  responsable: optional(z.string().uuid()),
  vencidas: optional(z.literal("1")),
});
export type ThreatFilters = z.output<typeof threatFiltersSchema>;

/** The filters, from the query string; anything unreadable is simply not applied. */
export function readThreatFilters(params: URLSearchParams): ThreatFilters {
  return threatFiltersSchema.parse({
    estado: params.get("estado"),
    categoria: params.get("categoria"),
    unidad: params.get("unidad"),
    responsable: params.get("responsable"),
    vencidas: params.get("vencidas"),
  });
}

export function threatFiltersQuery(filters: ThreatFilters): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return new URLSearchParams(entries).toString();
}

// ── Dates ──

/** Today's date (YYYY-MM-DD) in the hospital's zone: due dates are days there. */
export function hospitalToday(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A due date as people read it: 05/12/2026. */
export const formatDueDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const isOverdue = (threat: { status: string; dueDate: string }, today: string) =>
  isOpenStatus(threat.status) && threat.dueDate < today;

// ── The summary ──

export type ThreatFacts = {
  category: string;
  unit: string;
  status: string;
  createdAt: string;
  /** When it was marked resolved (the latest time), or null. */
  resolvedAt: string | null;
};

export type ThreatSummary = {
  total: number;
  byCategory: { category: ThreatCategory; count: number }[];
  byUnit: { unit: string; count: number }[];
  /** Threats recorded at least 90 days ago (the share's denominator), and those resolved within 90 days of being recorded. */
  due90: number;
  resolved90: number;
  /** resolved90 / due90 (0–1), or null when no threat is old enough to say. */
  share90: number | null;
};

const DAY_MS = 86_400_000;

/**
 * Threats by category and by unit, and the share resolved within 90 days: of the threats recorded
 * at least 90 days before `now` (younger ones may still make it), how many were resolved within 90
 * days of being recorded (Weller et al., 2025 report 28 %).
 */
export function summarizeThreats(threats: readonly ThreatFacts[], now: Date): ThreatSummary {
  const window = RESOLVED_WITHIN_DAYS * DAY_MS;
  const byCategory = THREAT_CATEGORIES.map((category) => ({ category, count: threats.filter((t) => t.category === category).length }));
  const units = [...UNITS, ...new Set(threats.map((t) => t.unit).filter((unit) => !(UNITS as readonly string[]).includes(unit)))];
  const byUnit = units.map((unit) => ({ unit, count: threats.filter((t) => t.unit === unit).length }));
  const old = threats.filter((t) => now.getTime() - Date.parse(t.createdAt) >= window);
  const resolved = old.filter(
    (t) => t.status === "resuelta" && t.resolvedAt !== null && Date.parse(t.resolvedAt) - Date.parse(t.createdAt) <= window,
  );
  return {
    total: threats.length,
    byCategory,
    byUnit,
    due90: old.length,
    resolved90: resolved.length,
    share90: old.length === 0 ? null : resolved.length / old.length,
  };
}

// ── The CSV ──

export type ThreatRow = {
  id: number;
  found: string;
  category: string;
  severity: string;
  unit: string;
  status: string;
  dueDate: string;
  createdAt: string;
  resolvedAt: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  scenarioTitle: string | null;
};

export const THREAT_COLUMNS = [
  "Id",
  "Amenaza",
  "Categoría",
  "Gravedad",
  "Unidad",
  "Responsable",
  "Email del responsable",
  "Fecha límite",
  "Estado",
  "Vencida",
  "Registrada",
  "Resuelta",
  "Escenario",
] as const;

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export function threatCells(row: ThreatRow, timeZone: string, today: string): string[] {
  return [
    String(row.id),
    row.found,
    labelOf(THREAT_CATEGORY_LABELS, row.category),
    labelOf(THREAT_SEVERITY_LABELS, row.severity),
    row.unit,
    row.ownerName ?? "",
    row.ownerEmail ?? "",
    formatDueDate(row.dueDate),
    labelOf(THREAT_STATUS_LABELS, row.status),
    isOverdue(row, today) ? "Sí" : "No",
    spreadsheetDateTime(row.createdAt, timeZone),
    row.resolvedAt ? spreadsheetDateTime(row.resolvedAt, timeZone) : "",
    row.scenarioTitle ?? "",
  ];
}

/** The threats as a file for a spreadsheet (the records' format: see spreadsheetCsv). */
export function threatsCsv(rows: readonly ThreatRow[], timeZone: string, today: string): string {
  return spreadsheetCsv(
    THREAT_COLUMNS,
    rows.map((row) => threatCells(row, timeZone, today)),
  );
}

export type Option = { value: string; label: string };
const optionsOf = (values: readonly string[], labels: Record<string, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** The drop-downs' options: the forms' and the filters'. */
export const THREAT_OPTIONS = {
  category: optionsOf(THREAT_CATEGORIES, THREAT_CATEGORY_LABELS),
  severity: optionsOf(THREAT_SEVERITIES, THREAT_SEVERITY_LABELS),
  status: optionsOf(THREAT_STATUSES, THREAT_STATUS_LABELS),
  unit: optionsOf(UNITS, {}),
};

export const threatLabels = {
  category: (value: string) => labelOf(THREAT_CATEGORY_LABELS, value),
  severity: (value: string) => labelOf(THREAT_SEVERITY_LABELS, value),
  status: (value: string) => labelOf(THREAT_STATUS_LABELS, value),
};
