import { ROLE_LABELS, ROLES, type Role } from "./vocabulary";

const LEGACY_ROLES: Record<string, Role> = {
  pediatra: "medico",
  enfermera: "enfermeria",
  farmaceutico: "farmacia",
};

/** Lowercases and strips accents, so that "Enfermería" and "enfermeria" compare equal. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Maps a stored or legacy role value to one of the three professional roles, or null. */
export function toRole(value: string | null | undefined): Role | null {
  if (!value) return null;
  const folded = foldText(value);
  if ((ROLES as readonly string[]).includes(folded)) return folded as Role;
  return LEGACY_ROLES[folded] ?? null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The keys of per-role objectives in case briefs. */
export const OBJECTIVE_KEY: Record<Role, "MED" | "NUR" | "PHARM"> = { medico: "MED", enfermeria: "NUR", farmacia: "PHARM" };
export const OBJECTIVE_LABEL = { MED: ROLE_LABELS.medico, NUR: ROLE_LABELS.enfermeria, PHARM: ROLE_LABELS.farmacia } as const;
