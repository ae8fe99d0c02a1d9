import { z } from "zod";
import { MALFORMED_MESSAGE, safeText } from "../domain/forms";

/**
 * The learner's reflection on an in-person session (issue 27 §4, decision 0044): pure rules and
 * words, shared by the form, the server and the tests.
 */

/** How long after a session's end its participants may write or change their reflection, and the dashboard asks. */
export const REFLECTION_DAYS = 30;
const DAY_MS = 86_400_000;

export const REFLECTION_TEXT_MAX = 2000;

/** Confidence before and after, 1–5, each level in words. */
export const CONFIDENCE_LEVELS = [
  { value: 1, label: "Nada seguro/a: no sabría por dónde empezar" },
  { value: 2, label: "Poco seguro/a: necesitaría mucha ayuda" },
  { value: 3, label: "Algo seguro/a: podría hacerlo con ayuda" },
  { value: 4, label: "Bastante seguro/a: podría hacerlo con poca ayuda" },
  { value: 5, label: "Muy seguro/a: podría dirigir la atención" },
] as const;

export const confidenceLabel = (value: number | null) =>
  value === null ? "Sin indicar" : `${value} — ${CONFIDENCE_LEVELS.find((level) => level.value === value)?.label ?? ""}`;

export const REFLECTION_LABELS = {
  wentWell: "Qué salió bien",
  wouldChange: "Qué cambiaría",
  confidenceBefore: "Mi confianza ante un caso así antes de la sesión",
  confidenceAfter: "Mi confianza ante un caso así después de la sesión",
} as const;

export const REFLECTION_MESSAGES = {
  empty: "Escribe algo o elige tu confianza; si prefieres no hacerlo ahora, pulsa «Ahora no».",
  tooLong: `Como máximo ${REFLECTION_TEXT_MAX} caracteres.`,
  confidence: "Elige un nivel de confianza del 1 al 5.",
  notFound: "No se encontró la sesión.",
  notEnded: "La sesión aún no ha terminado: podrás escribir tu reflexión cuando acabe.",
  closed: `El plazo para escribir o cambiar esta reflexión terminó ${REFLECTION_DAYS} días después de la sesión.`,
  saved: "Reflexión guardada. Solo la ves tú y el instructor de la sesión.",
  failed: "No se pudo guardar la reflexión. Inténtalo de nuevo.",
} as const;

const confidence = z
  .string({ error: MALFORMED_MESSAGE })
  .default("")
  .refine((value) => /^[1-5]?$/.test(value), REFLECTION_MESSAGES.confidence)
  .transform((value) => (value === "" ? null : Number(value)));

const text = safeText(REFLECTION_TEXT_MAX, REFLECTION_MESSAGES.tooLong, "multi")
  .default("")
  .transform((value) => value.trim() || null);

/** What the form posts: «Guardar» with the four answers (at least one given), or «Ahora no». */
export const reflectionFormSchema = z.discriminatedUnion("intent", [
  z
    .strictObject({
      intent: z.literal("guardar"),
      wentWell: text,
      wouldChange: text,
      confidenceBefore: confidence,
      confidenceAfter: confidence,
    })
    .refine(
      (value) => value.wentWell !== null || value.wouldChange !== null || value.confidenceBefore !== null || value.confidenceAfter !== null,
      { message: REFLECTION_MESSAGES.empty, path: ["form"] },
    ),
  // «Ahora no» is a button of the same form: whatever else was typed is not kept.
  z.object({ intent: z.literal("ahoraNo") }),
]);

export type ReflectionInput = Extract<z.output<typeof reflectionFormSchema>, { intent: "guardar" }>;

/** The instant until which a session that ended at `endedAt` takes reflections (ISO). */
export const reflectionDeadline = (endedAt: string) => new Date(new Date(endedAt).getTime() + REFLECTION_DAYS * DAY_MS).toISOString();

/** The earliest end of a session that still takes reflections at `now` (ISO, comparable with `ended_at`). */
export const reflectionOpenSince = (now: Date = new Date()) => new Date(now.getTime() - REFLECTION_DAYS * DAY_MS).toISOString();

export type ReflectionRefusal = "notFound" | "notEnded" | "closed";

/**
 * Why a participant may not write now, from the session as read in the same batch as the write
 * (null: they may, and the write did what it says). `since` is the window's start the write used.
 */
export function reflectionRefusal(
  state: { endedAt: string | null; isParticipant: boolean } | undefined,
  since: string,
): ReflectionRefusal | null {
  if (!state || !state.isParticipant) return "notFound";
  if (!state.endedAt) return "notEnded";
  return state.endedAt < since ? "closed" : null;
}

export const REFUSAL_STATUS: Record<ReflectionRefusal, 404 | 409> = { notFound: 404, notEnded: 409, closed: 409 };
