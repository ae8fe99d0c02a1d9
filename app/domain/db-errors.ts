/** Why the database refused a profile write: a code for the reasons the spec names. */
export type ProfileWriteRefusal = keyof typeof PROFILE_WRITE_MESSAGES;

/** The spec's Spanish message for each (spec 1, "Profile save (database codes)"). */
export const PROFILE_WRITE_MESSAGES = {
  dniTaken: "Este DNI ya está registrado en otro perfil.",
  emailTaken: "Ya existe una cuenta con ese email.",
  dniFormat: "El DNI no cumple el formato requerido por el sistema.",
  areasFormat: "Formato de 'Áreas de interés' no válido. Vuelve a seleccionar las áreas e inténtalo de nuevo.",
  rolInvalid: "Rol inválido. Selecciona un rol permitido.",
  unidadInvalid: "Unidad inválida. Selecciona una unidad permitida.",
  checkFailed: "Hay un dato que no cumple las reglas del sistema. Revisa los campos e inténtalo de nuevo.",
  failed: "Hubo un error al guardar los datos. Inténtalo de nuevo.",
} as const;

/** Reads a database constraint failure on a profile write as one of those reasons. */
export function profileWriteRefusal(error: unknown): ProfileWriteRefusal {
  const text = String((error as { message?: unknown })?.message ?? error);
  if (/UNIQUE constraint failed: profiles\.dni/i.test(text)) return "dniTaken";
  if (/UNIQUE constraint failed: profiles\.email/i.test(text)) return "emailTaken";
  if (/CHECK constraint failed/i.test(text)) {
    if (/dni/i.test(text)) return "dniFormat";
    if (/areas/i.test(text)) return "areasFormat";
    if (/rol/i.test(text)) return "rolInvalid";
    if (/unidad/i.test(text)) return "unidadInvalid";
    return "checkFailed";
  }
  return "failed";
}

/** Whether a write was refused because a row with the same key of `table` already exists. */
export function isUniqueViolation(error: unknown, table: string): boolean {
  const text = `${String((error as { message?: unknown })?.message ?? error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return text.includes(`UNIQUE constraint failed: ${table}.`);
}
