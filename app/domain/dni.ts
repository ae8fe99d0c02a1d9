/** Spanish DNI / NIE: 8 digits + letter, or X/Y/Z + 7 digits + letter, with the mod-23 control letter. */
import { DNI_LETTERS } from "./vocabulary";

// Checked before uppercasing: only ASCII letters, so 'ſ' (which uppercases to 'S') never passes.
const DNI_SHAPE = /^(?:\d{8}|[XYZxyz]\d{7})[A-Za-z]$/;

/** Removes ASCII spaces and hyphens only (not tabs, newlines or no-break spaces) and uppercases. */
export function normalizeDni(input: string): string {
  return input.replace(/[ -]/g, "").toUpperCase();
}

export function isValidDni(input: string): boolean {
  return dniProblem(input) === null;
}

/**
 * What is wrong with a DNI, so that a person is told which part to fix: its shape (digits and
 * letters in the wrong places) or only its control letter (the number is right, the letter is not).
 */
export function dniProblem(input: string): "shape" | "letter" | null {
  const bare = input.replace(/[ -]/g, "");
  if (!DNI_SHAPE.test(bare)) return "shape";
  const dni = bare.toUpperCase();
  const number = Number(dni.slice(0, -1).replace("X", "0").replace("Y", "1").replace("Z", "2"));
  return DNI_LETTERS[number % 23] === dni.at(-1) ? null : "letter";
}

/** A valid DNI for a number (padded to 8 digits): test people and the start script's admins. */
export function dniFor(number: number): string {
  return `${String(number).padStart(8, "0")}${DNI_LETTERS[number % 23]}`;
}
