import { z } from "zod";
import { formToObject, MALFORMED_MESSAGE, safeText } from "./forms";
import { CHECK_STATUSES, DEFAULT_ANTIBIOTIC_MINUTES, DEFAULT_BOLUS_MLKG, PARTICIPANT_NAME_MIN, participantRoleFrom, type ParticipantRole } from "./presencial";

export const PARTICIPANT_ROWS = 8;

export const PARTICIPANT_MESSAGES = {
  name: "El nombre del participante debe tener al menos 2 caracteres.",
  role: "Elige el rol del participante (médico, enfermería, farmacia o instructor).",
  link: "El usuario vinculado no tiene el rol del participante.",
  notLinkable: "Solo se pueden vincular usuarios confirmados y aprobados.",
  tooMany: `Como máximo ${PARTICIPANT_ROWS} participantes.`,
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
      if (userId && !z.string().uuid().safeParse(userId).success) ctx.addIssue({ code: "custom", path: ["userId", i], message: PARTICIPANT_MESSAGES.link });
      if (role && name.length >= PARTICIPANT_NAME_MIN) rows.push({ name, role, userId });
    }
    return { participants: rows, flow: form.flow ?? "dual" };
  });

export function readParticipantsForm(form: FormData) {
  return formToObject(form, ["name", "role", "userId"]);
}

const id = z.coerce.number().int().positive();

export const commandSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("start") }),
  z.strictObject({ intent: z.literal("finish") }),
  z.strictObject({ intent: z.literal("show"), variableId: id }),
  z.strictObject({ intent: z.literal("hide"), variableId: id }),
  z.strictObject({ intent: z.literal("update"), variableId: id, value: safeText(500).trim().min(1, "Escribe un valor.") }),
  z.strictObject({ intent: z.literal("clear_all") }),
  z.strictObject({ intent: z.literal("banner"), text: safeText(2000, "El texto es demasiado largo (máximo 2000 caracteres).", "multi") }),
  z.strictObject({ intent: z.literal("script"), index: z.coerce.number().int().min(0).max(50), text: safeText(2000, "El texto es demasiado largo (máximo 2000 caracteres).", "multi") }),
  z.strictObject({ intent: z.literal("phase"), stepId: id }),
  z.strictObject({ intent: z.literal("alarm") }),
  z.strictObject({ intent: z.literal("refresh") }),
  z.strictObject({
    intent: z.literal("bolus"),
    mlkg: z.coerce.number({ error: "Los ml/kg deben ser un número mayor que 0." }).gt(0, "Los ml/kg deben ser un número mayor que 0.").max(200, "Un bolo de más de 200 ml/kg no es plausible.").default(DEFAULT_BOLUS_MLKG),
  }),
  z.strictObject({
    intent: z.literal("antibiotic"),
    minutos: z.coerce.number({ error: "Los minutos deben ser un número igual o mayor que 0." }).min(0, "Los minutos deben ser un número igual o mayor que 0.").max(1440).default(DEFAULT_ANTIBIOTIC_MINUTES),
  }),
  z.strictObject({ intent: z.literal("reevaluate") }),
  z.strictObject({ intent: z.literal("check"), itemId: id, status: z.enum(CHECK_STATUSES) }),
  z.strictObject({ intent: z.literal("note"), itemId: id, note: safeText(1000, "La nota es demasiado larga (máximo 1000 caracteres).", "multi") }),
]);
