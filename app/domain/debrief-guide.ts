/**
 * The debrief guide of a session's report, in the PEARLS structure (Eppich & Cheng, Simul Healthc
 * 2015): reactions, description, analysis and summary. The analysis points come from this
 * session's own figures: each KPI the case gives a target, against that target, and every dose
 * flagged out of range. Pure: the report's data in, the guide's words out (decision 0042).
 */
import { z } from "zod";
import { formatNumber } from "./format";
import { hasForbiddenChars, TEXT_CHARS_MESSAGE } from "./safe-text";
import { DOSE_MESSAGES, formatSimTime } from "../presencial/planner";

export const PEARLS_SOURCE = "PEARLS: Eppich W, Cheng A. Simul Healthc. 2015;10(2):106-15.";

/** The fixed phases and their prompts; the analysis phase adds the session's own points. */
export const PEARLS_PHASES = {
  reacciones: {
    title: "Reacciones",
    prompts: ["¿Cómo os sentís después del caso?", "¿Qué es lo primero que os viene a la cabeza?"],
  },
  descripcion: {
    title: "Descripción",
    prompts: ["¿Alguien puede resumir qué le pasaba al paciente y qué se hizo?", "¿Estamos de acuerdo en los problemas principales?"],
  },
  analisis: { title: "Análisis", prompts: [] as string[] },
  resumen: {
    title: "Resumen",
    prompts: ["¿Qué os lleváis de este caso para vuestra práctica?", "¿Qué haríais igual y qué cambiaríais la próxima vez?"],
  },
} as const;

/** When the author wrote no question for a missed target. */
export const DEFAULT_QUESTION = "¿Qué ayudó y qué dificultó alcanzarlo?";
export const DOSE_QUESTION = "¿qué barreras fallaron?";

type KpiTarget = { at_most?: number; at_least?: number };
export type GuideKpi = {
  key: string;
  label: string;
  kind: "total_dose" | "count" | "time_to_first" | "flagged";
  /** As the report computes it: seconds for time_to_first, else a count or a dose; null when never done. */
  value: number | null;
  /** The report's reading of the value ("T+6:40", "20 ml/kg", "No administrado"). */
  text: string;
  target?: KpiTarget;
  question?: string;
  source?: string;
  /** The dose unit as read (ml/kg, "microgramos/kg"…) for total_dose targets. */
  unit?: string;
};
export type GuideDose = { atSeconds: number | null; label: string; route?: string | null; flag: string };

export type GuidePoint = {
  /** Stable within a session: what the instructor's ticks and notes are saved against. */
  key: string;
  status: "met" | "missed" | "never" | "flagged";
  text: string;
  question: string | null;
  source: string | null;
};

/** A target's figure in the KPI's unit: times in minutes (and seconds), doses with their unit. */
function targetFigure(kpi: GuideKpi, value: number): string {
  if (kpi.kind === "time_to_first") {
    const s = Math.round(value);
    const minutes = Math.floor(s / 60);
    return s % 60 === 0 ? `${minutes} min` : `${minutes} min ${s % 60} s`;
  }
  return kpi.kind === "total_dose" && kpi.unit ? `${formatNumber(value)} ${kpi.unit}` : formatNumber(value);
}

/** Whether the session's value meets its target (a KPI never done misses any target with a time or a minimum). */
function meetsTarget(kpi: Pick<GuideKpi, "value" | "target">): boolean | null {
  if (!kpi.target) return null;
  if (kpi.value === null) return false;
  if (kpi.target.at_most !== undefined) return kpi.value <= kpi.target.at_most;
  if (kpi.target.at_least !== undefined) return kpi.value >= kpi.target.at_least;
  return null;
}

function kpiPoint(kpi: GuideKpi): GuidePoint | null {
  const met = meetsTarget(kpi);
  if (met === null || !kpi.target) return null;
  const bound =
    kpi.target.at_most !== undefined ? `≤ ${targetFigure(kpi, kpi.target.at_most)}` : `≥ ${targetFigure(kpi, kpi.target.at_least!)}`;
  const base = { key: `kpi:${kpi.key}`, source: kpi.source ?? null };
  if (met) return { ...base, status: "met", text: `${kpi.label}: ${kpi.text} (objetivo ${bound}). Objetivo alcanzado.`, question: null };
  // Nothing done at all: a time never reached, or a count or a total of nothing against a minimum.
  const never = kpi.value === null || (kpi.kind !== "flagged" && kpi.value === 0 && kpi.target.at_least !== undefined);
  return {
    ...base,
    status: never ? "never" : "missed",
    text: never
      ? `${kpi.label}: no se hizo durante la sesión; el objetivo es ${bound}.`
      : `${kpi.label}: ${kpi.text}; el objetivo es ${bound}.`,
    question: kpi.question ?? DEFAULT_QUESTION,
  };
}

const OVER_MAX = /^Dosis fuera de rango: por encima del máximo \((.+)\)$/;

/** A flagged dose's band in words ("una dosis 10 veces mayor"), from the flag the console recorded (planner.doseFlag). */
export function doseWords(flag: string): string {
  switch (flag) {
    case DOSE_MESSAGES.tenTimes:
      return "una dosis 10 veces mayor";
    case DOSE_MESSAGES.tenthOf:
      return "una dosis 10 veces menor";
    case DOSE_MESSAGES.toxic:
      return "una dosis tóxica para el peso";
    case DOSE_MESSAGES.supra:
      return "una dosis por encima del rango terapéutico";
    case DOSE_MESSAGES.infra:
      return "una dosis por debajo del rango terapéutico";
  }
  const max = OVER_MAX.exec(flag);
  return max ? `una dosis por encima del máximo (${max[1]})` : "una dosis fuera de rango";
}

/** "Midazolam (bucal, IV…)" given IV → "midazolam IV": the drug as a sentence names it. */
export function drugName(label: string, route?: string | null): string {
  const bare = label.replace(/\s*\(.*\)\s*$/, "").trim() || label;
  // An acronym or a name in capitals keeps its case.
  const name = /^\p{Lu}\p{Ll}/u.test(bare) ? bare.charAt(0).toLocaleLowerCase("es") + bare.slice(1) : bare;
  return route && !new RegExp(`(^|\\s)${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`).test(name) ? `${name} ${route}` : name;
}

function dosePoint(dose: GuideDose, index: number): GuidePoint {
  const at = dose.atSeconds === null ? "" : ` a ${formatSimTime(dose.atSeconds)}`;
  return {
    key: `dose:${index}`,
    status: "flagged",
    text: `Se administró ${doseWords(dose.flag)} de ${drugName(dose.label, dose.route)}${at}: ${DOSE_QUESTION}`,
    question: null,
    source: null,
  };
}

/**
 * The guide: the fixed phases and the analysis points, misses and flagged doses first (in time
 * order for doses), then what was met. KPIs without a target are left to the report's table.
 */
export function buildDebriefGuide(input: { kpis: GuideKpi[]; doses: GuideDose[] }) {
  const kpiPoints = input.kpis.map(kpiPoint).filter((p): p is GuidePoint => p !== null);
  const doses = input.doses
    .map((dose, index) => ({ dose, index }))
    .sort((a, b) => (a.dose.atSeconds ?? Infinity) - (b.dose.atSeconds ?? Infinity) || a.index - b.index)
    .map(({ dose, index }) => dosePoint(dose, index));
  return {
    source: PEARLS_SOURCE,
    analysis: [...kpiPoints.filter((p) => p.status !== "met"), ...doses],
    met: kpiPoints.filter((p) => p.status === "met"),
  };
}

export type DebriefGuide = ReturnType<typeof buildDebriefGuide>;

// ── The instructor's form: ticks and notes ───────────────────────────────────────────────

export const GENERAL_POINT = "general";
export const DEBRIEF_NOTE_MAX = 2000;
const POINT_KEY = /^(reacciones|descripcion|cumplidos|resumen|general|kpi:[a-z0-9_]{1,64}|dose:\d{1,4})$/;

export const DEBRIEF_MESSAGES = {
  invalid: "El debriefing enviado no es válido. Vuelve a abrir el informe y repítelo.",
  noteTooLong: `Cada nota admite como máximo ${DEBRIEF_NOTE_MAX} caracteres.`,
  saved: "Debriefing guardado.",
} as const;

const note = z
  .string()
  .max(DEBRIEF_NOTE_MAX, DEBRIEF_MESSAGES.noteTooLong)
  .refine((text) => !hasForbiddenChars(text, "multi"), TEXT_CHARS_MESSAGE)
  .transform((text) => text.trim());

export const debriefFormSchema = z
  .strictObject({
    sessionId: z.string().uuid(DEBRIEF_MESSAGES.invalid),
    points: z
      .array(z.strictObject({ key: z.string().regex(POINT_KEY, DEBRIEF_MESSAGES.invalid), discussed: z.boolean(), note }))
      .min(1, DEBRIEF_MESSAGES.invalid)
      .max(200, DEBRIEF_MESSAGES.invalid),
  })
  .refine((form) => new Set(form.points.map((p) => p.key)).size === form.points.length, DEBRIEF_MESSAGES.invalid);
export type DebriefForm = z.infer<typeof debriefFormSchema>;

/** The posted form as the schema reads it: each listed point (`punto`), ticked if in `tratado`, its `nota.<key>`. */
export function readDebriefForm(form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  const keys = form.getAll("punto");
  const ticked = form.getAll("tratado");
  return {
    sessionId: form.get("sesion"),
    points: keys.map((key) => ({ key, discussed: ticked.includes(key), note: form.get(`nota.${String(key)}`) ?? "" })),
    // A tick for a point the form did not list is not ours: the schema refuses the whole form.
    ...(ticked.some((key) => !keys.includes(key)) ? { stray: true } : {}),
  };
}

/** What to tell the instructor about a refused form: a note's own problem, else that the form is not valid. */
export function debriefProblem(error: z.ZodError): string {
  const told: string[] = [DEBRIEF_MESSAGES.noteTooLong, TEXT_CHARS_MESSAGE];
  return error.issues.find((issue) => told.includes(issue.message))?.message ?? DEBRIEF_MESSAGES.invalid;
}
