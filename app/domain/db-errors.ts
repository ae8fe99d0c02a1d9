/** Turns a database constraint failure on a profile write into the spec's Spanish message. */
export function profileWriteMessage(error: unknown): string {
  const text = String((error as { message?: unknown })?.message ?? error);
  if (/UNIQUE constraint failed: profiles\.dni/i.test(text)) return "Este DNI ya está registrado en otro perfil.";
  if (/UNIQUE constraint failed: profiles\.email/i.test(text)) return "Ya existe una cuenta con ese email.";
  if (/CHECK constraint failed/i.test(text)) {
    if (/dni/i.test(text)) return "El DNI no cumple el formato requerido por el sistema.";
    if (/areas/i.test(text))
      return "Formato de 'Áreas de interés' no válido. Vuelve a seleccionar las áreas e inténtalo de nuevo.";
    if (/rol/i.test(text)) return "Rol inválido. Selecciona un rol permitido.";
    if (/unidad/i.test(text)) return "Unidad inválida. Selecciona una unidad permitida.";
    return "Hay un dato que no cumple las reglas del sistema. Revisa los campos e inténtalo de nuevo.";
  }
  return "Hubo un error al guardar los datos. Inténtalo de nuevo.";
}

/** Whether a write was refused because a row with the same key of `table` already exists. */
export function isUniqueViolation(error: unknown, table: string): boolean {
  const text = `${String((error as { message?: unknown })?.message ?? error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return text.includes(`UNIQUE constraint failed: ${table}.`);
}
