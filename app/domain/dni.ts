/** Spanish DNI / NIE: 8 digits + letter, or X/Y/Z + 7 digits + letter, with the mod-23 control letter. */
const CONTROL_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const DNI_SHAPE = /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/;

/** Removes spaces and hyphens and uppercases, as the user may type "12345678-z". */
export function normalizeDni(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

export function isValidDni(input: string): boolean {
  const dni = normalizeDni(input);
  if (!DNI_SHAPE.test(dni)) return false;
  const number = Number(dni.slice(0, -1).replace("X", "0").replace("Y", "1").replace("Z", "2"));
  return CONTROL_LETTERS[number % 23] === dni.at(-1);
}
