import { z } from "zod";
import { idSchema, wholeNumberSchema } from "./forms";
import { spreadsheetCsv } from "./csv";
import { formatNumber, spreadsheetDateTime } from "./format";
import { ROLE_LABELS, ROLES, UNITS, type Role } from "./vocabulary";

/**
 * Training records: who has trained what, and how well. One row per person and scenario and mode
 * (online attempts, in-person sessions attended), filtered and sorted as the coordinator asks.
 */
const RECORD_MODES = { online: "Online", presencial: "Presencial" } as const;
type RecordMode = keyof typeof RECORD_MODES;

/** A row is 'completado' when at least one attempt (or session) of it has finished. */
export const RECORD_STATES = { completado: "Completado", pendiente: "Sin completar" } as const;

export const RECORD_SORTS = {
  persona: "Persona",
  escenario: "Escenario",
  fecha: "Última fecha",
  mejor: "Mejor puntuación",
} as const;
type RecordSort = keyof typeof RECORD_SORTS;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

/** The filters, from the page's query string; anything unreadable is simply not applied. */
const recordFiltersSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  rol: optional(z.enum(ROLES)),
  unidad: optional(z.enum(UNITS)),
  escenario: optional(idSchema),
  desde: optional(z.string().regex(DATE)),
  hasta: optional(z.string().regex(DATE)),
  estado: optional(z.enum(Object.keys(RECORD_STATES) as [keyof typeof RECORD_STATES, ...(keyof typeof RECORD_STATES)[]])),
  orden: z
    .preprocess(blankToUndefined, z.enum(Object.keys(RECORD_SORTS) as [RecordSort, ...RecordSort[]]).default("persona"))
    .catch("persona" as RecordSort),
  pagina: z.preprocess(blankToUndefined, wholeNumberSchema.pipe(z.number().min(1).max(100_000)).default(1)).catch(1),
});

/** Rows per page on screen (the CSV has them all). */
export const RECORDS_PAGE = 100;

export type RecordFilters = z.output<typeof recordFiltersSchema>;

export function readRecordFilters(params: URLSearchParams): RecordFilters {
  return recordFiltersSchema.parse(Object.fromEntries(params));
}

/** The same filters as a query string, without the page (for the CSV of everything filtered, and the page links). */
export function recordFiltersQuery(filters: RecordFilters): string {
  const entries = Object.entries(filters).filter(([key, value]) => key !== "pagina" && value !== undefined && value !== "") as [
    string,
    string | number,
  ][];
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

export type TrainingRecord = {
  userId: string;
  nombre: string;
  apellidos: string;
  email: string;
  rol: string;
  unidad: string;
  mode: RecordMode;
  scenarioId: number;
  scenarioTitle: string;
  /** Attempts (online) or sessions attended (in person). */
  count: number;
  best: number | null;
  last: number | null;
  average: number | null;
  /** Critical questions right and shown in the last finished attempt. */
  criticalOk: number | null;
  criticalTotal: number | null;
  /** Checklist percent of the last session (in person). */
  checklistPercent: number | null;
  lastAt: string;
  completed: boolean;
};

const roleLabel = (rol: string) => ROLE_LABELS[rol as Role] ?? rol;

export const RECORD_COLUMNS = [
  "Apellidos",
  "Nombre",
  "Email",
  "Rol",
  "Unidad",
  "Modalidad",
  "Escenario",
  "Intentos o sesiones",
  "Mejor (%)",
  "Último (%)",
  "Media (%)",
  "Críticas acertadas",
  "Críticas",
  "Checklist (%)",
  "Última fecha",
  "Estado",
] as const;

/** One record as the cells of the table and the CSV (numbers with a decimal comma, the date in the hospital's zone). */
export function recordCells(row: TrainingRecord, timeZone: string): string[] {
  const number = (value: number | null) => (value === null ? "" : formatNumber(value));
  return [
    row.apellidos,
    row.nombre,
    row.email,
    roleLabel(row.rol),
    row.unidad,
    RECORD_MODES[row.mode],
    row.scenarioTitle,
    String(row.count),
    number(row.best),
    number(row.last),
    number(row.average),
    number(row.criticalOk),
    number(row.criticalTotal),
    number(row.checklistPercent),
    spreadsheetDateTime(row.lastAt, timeZone),
    row.completed ? RECORD_STATES.completado : RECORD_STATES.pendiente,
  ];
}

/** The records as a file for a spreadsheet (see spreadsheetCsv). */
export function recordsCsv(rows: TrainingRecord[], timeZone: string): string {
  return spreadsheetCsv(
    RECORD_COLUMNS,
    rows.map((row) => recordCells(row, timeZone)),
  );
}
