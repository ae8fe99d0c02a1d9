import { z } from "zod";
import { formToObject, idSchema, MALFORMED_MESSAGE, safeText, wholeNumberSchema } from "../domain/forms";
import { RHYTHM_KEYS, SUPPORT_KEYS } from "./model/vocabulary";
import { NIBP_INTERVALS, SENSOR_KEYS } from "./monitor/equipment";
import { checkStatusFrom, DEFAULT_BOLUS_MLKG, PARTICIPANT_NAME_MIN, participantRoleFrom, type ParticipantRole } from "./vocabulary";

export const PARTICIPANT_ROWS = 8;

export const PARTICIPANT_MESSAGES = {
  name: "El nombre del participante debe tener al menos 2 caracteres.",
  role: "Elige el rol del participante (médico, enfermería, farmacia o instructor).",
  link: "El usuario vinculado no tiene el rol del participante.",
  notLinkable: "Solo se pueden vincular usuarios confirmados y aprobados.",
  tooMany: `Como máximo ${PARTICIPANT_ROWS} participantes.`,
  none: "Añade al menos un participante: nombre (2 caracteres o más) y rol.",
} as const;

const list = z.array(safeText(200, MALFORMED_MESSAGE)).max(PARTICIPANT_ROWS, PARTICIPANT_MESSAGES.tooMany).default([]);

/**
 * The participants form: parallel lists of name, role and linked user. Rows left blank are
 * skipped; a row with anything in it must be complete.
 */
export const participantsSchema = z
  .strictObject({ name: list, role: list, userId: list, flow: z.enum(["dual", "classic"]).optional(), intent: safeText(50).optional() })
  .transform((form, ctx) => {
    const rows: { name: string; role: ParticipantRole; userId: string | null }[] = [];
    const count = Math.max(form.name.length, form.role.length, form.userId.length);
    for (let i = 0; i < count; i++) {
      const name = (form.name[i] ?? "").trim();
      const roleText = (form.role[i] ?? "").trim();
      const userId = (form.userId[i] ?? "").trim() || null;
      if (!name && !roleText && !userId) continue;
      const role = participantRoleFrom(roleText);
      if (name.length < PARTICIPANT_NAME_MIN) ctx.addIssue({ code: "custom", path: ["name", i], message: PARTICIPANT_MESSAGES.name });
      if (!role) ctx.addIssue({ code: "custom", path: ["role", i], message: PARTICIPANT_MESSAGES.role });
      if (userId && !z.string().uuid().safeParse(userId).success)
        ctx.addIssue({ code: "custom", path: ["userId", i], message: PARTICIPANT_MESSAGES.link });
      if (role && name.length >= PARTICIPANT_NAME_MIN) rows.push({ name, role, userId });
    }
    // A session nobody takes part in cannot be run (its controls need a participant).
    if (rows.length === 0) ctx.addIssue({ code: "custom", path: ["name", 0], message: PARTICIPANT_MESSAGES.none });
    return { participants: rows, flow: form.flow ?? "dual" };
  });

export function readParticipantsForm(form: FormData) {
  return formToObject(form, ["name", "role", "userId"]);
}

const id = idSchema;

/** The defibrillator screen's PIN: six digits, uniformly drawn. */
export const DEVICE_PIN_LENGTH = 6;
export function newDevicePin(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  // 4 294 967 296 is not a multiple of 10⁶: the bias of the remainder is under 0,03 %, harmless for a PIN that is rate-limited.
  return String(n % 10 ** DEVICE_PIN_LENGTH).padStart(DEVICE_PIN_LENGTH, "0");
}

const MESSAGES = {
  joules: "La energía debe ser un número de julios mayor que 0.",
  rate: "La frecuencia debe ser un número mayor que 0.",
  ma: "La intensidad debe ser un número de mA mayor que 0.",
  rhythm: "Elige un ritmo de la lista.",
  mlkg: "Los ml/kg deben ser un número mayor que 0.",
  minutes: "Los minutos deben ser un número igual o mayor que 0.",
  dose: "La dosis debe ser un número mayor que 0.",
} as const;

/**
 * A number as typed in a console field: decimal comma or point, nothing else ('1e3', '0x1', '-'
 * are refused); blank is no value (the command's default applies).
 */
function decimal(message: string, limits: { positive?: boolean; max: number; tooBig?: string }) {
  return z
    .union([z.literal(""), z.string().regex(/^\s*\d{1,9}(?:[.,]\d{1,6})?\s*$/, message)], { error: message })
    .optional()
    .transform((value) => (value === undefined || value === "" ? undefined : Number(value.trim().replace(",", "."))))
    .refine((value) => value === undefined || !limits.positive || value > 0, message)
    .refine((value) => value === undefined || value <= limits.max, limits.tooBig ?? message);
}

/** A checkbox as a form sends it: present ('on', 'true', 'sí') or absent. */
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("sí"), z.literal("false"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "sí");

export const commandSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("start") }),
  z.strictObject({ intent: z.literal("finish") }),
  z.strictObject({ intent: z.literal("show"), variableId: id }),
  z.strictObject({ intent: z.literal("hide"), variableId: id }),
  z.strictObject({ intent: z.literal("update"), variableId: id, value: safeText(500).trim().min(1, "Escribe un valor.") }),
  z.strictObject({ intent: z.literal("clear_all") }),
  z.strictObject({ intent: z.literal("banner"), text: safeText(2000, "El texto es demasiado largo (máximo 2000 caracteres).", "multi") }),
  z.strictObject({
    intent: z.literal("script"),
    index: wholeNumberSchema.pipe(z.number().max(50)),
    text: safeText(2000, "El texto es demasiado largo (máximo 2000 caracteres).", "multi"),
  }),
  z.strictObject({ intent: z.literal("phase"), stepId: id }),
  z.strictObject({ intent: z.literal("alarm") }),
  z.strictObject({ intent: z.literal("refresh") }),
  z.strictObject({
    intent: z.literal("bolus"),
    mlkg: decimal(MESSAGES.mlkg, { positive: true, max: 200, tooBig: "Un bolo de más de 200 ml/kg no es plausible." }).default(
      DEFAULT_BOLUS_MLKG,
    ),
  }),
  // Blank means now: the antibiotic is stamped at the current minute of the simulation.
  z.strictObject({ intent: z.literal("antibiotic"), minutos: decimal(MESSAGES.minutes, { max: 1440 }) }),
  z.strictObject({
    intent: z.literal("intervene"),
    key: safeText(60).regex(/^[a-z][a-z0-9_]*$/, "Intervención desconocida."),
    dose: decimal(MESSAGES.dose, { positive: true, max: 1_000_000 }),
    route: safeText(20).optional(),
    minute: decimal(MESSAGES.minutes, { max: 1440 }),
  }),
  z.strictObject({
    intent: z.literal("retime"),
    actionId: id,
    minute: decimal(MESSAGES.minutes, { max: 1440 }).pipe(z.number({ error: MESSAGES.minutes })),
  }),
  z.strictObject({
    intent: z.literal("item"),
    itemId: id,
    value: safeText(1000, "La respuesta es demasiado larga (máximo 1000 caracteres).", "multi"),
  }),
  z.strictObject({ intent: z.literal("reevaluate") }),
  // The living patient.
  z.strictObject({
    intent: z.literal("stop"),
    key: safeText(60).regex(/^[a-z][a-z0-9_]*$/, "Intervención desconocida."),
    route: safeText(20).optional(),
  }),
  z.strictObject({
    intent: z.literal("shock"),
    joules: decimal(MESSAGES.joules, { positive: true, max: 400, tooBig: "Ningún desfibrilador da más de 400 J." }).pipe(
      z.number({ error: MESSAGES.joules }),
    ),
    synchronised: checkbox,
  }),
  z.strictObject({
    intent: z.literal("pacing"),
    on: checkbox,
    rate: decimal(MESSAGES.rate, { positive: true, max: 250 }),
    ma: decimal(MESSAGES.ma, { positive: true, max: 200 }),
  }),
  z.strictObject({ intent: z.literal("rhythm"), rhythm: z.enum(RHYTHM_KEYS, { error: MESSAGES.rhythm }) }),
  z.strictObject({ intent: z.literal("state"), state: safeText(80).regex(/^[a-z][a-z0-9_]*$/, "Estado desconocido."), on: checkbox }),
  z.strictObject({ intent: z.literal("support"), key: z.enum(SUPPORT_KEYS, { error: "Soporte desconocido." }), on: checkbox }),
  z.strictObject({ intent: z.literal("sensor"), sensor: z.enum(SENSOR_KEYS, { error: "Sensor desconocido." }), on: checkbox }),
  // «Medir TA» sends no cycle; the automatic cycle sends its minutes (0 stops it).
  z.strictObject({
    intent: z.literal("nibp"),
    everyMin: z
      .enum(["0", ...NIBP_INTERVALS.map(String)], { error: "Elige cada cuántos minutos mide el manguito." })
      .transform(Number)
      .optional(),
  }),
  // A new PIN for the defibrillator screen is made here, on the server, from a random source; 'revocar' leaves none.
  z
    .strictObject({ intent: z.literal("device_pin"), on: checkbox })
    .transform(({ on }) => ({ intent: "device_pin" as const, pin: on ? newDevicePin() : null })),
  z.strictObject({ intent: z.literal("silence") }),
  z.strictObject({ intent: z.literal("join_code"), on: checkbox }),
  z.strictObject({ intent: z.literal("pause") }),
  z.strictObject({ intent: z.literal("resume") }),
  // The spec's values and their synonyms ('hecho', 'no aplica'…) through the shared mapping; anything else is N/A.
  z.strictObject({ intent: z.literal("check"), itemId: id, status: z.union([z.boolean(), safeText(40)]).transform(checkStatusFrom) }),
  z.strictObject({
    intent: z.literal("note"),
    itemId: id,
    note: safeText(1000, "La nota es demasiado larga (máximo 1000 caracteres).", "multi"),
  }),
]);
