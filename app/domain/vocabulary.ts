/**
 * The product's vocabulary, defined once: the spec's roles, units, levels, statuses, modes and
 * categories, the checklist's terms and the DNI's control letters. Everything else (forms, seed
 * schemas, filters, reports, tests) takes its words from here.
 */

/** Professional roles as stored; their one word in the interface is ROLE_LABELS (decision 0017). */
export const ROLES = ["medico", "enfermeria", "farmacia"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  medico: "Medicina",
  enfermeria: "Enfermería",
  farmacia: "Farmacia",
};

/** Units offered at registration; the profile uses the same list (decision 0004). */
export const UNITS = ["Farmacia", "UCI", "Urgencias"] as const;
export type Unit = (typeof UNITS)[number];

export const LEVELS = [
  { value: "basico", label: "Básico" },
  { value: "medio", label: "Medio" },
  { value: "avanzado", label: "Avanzado" },
] as const;
export const LEVEL_VALUES = ["basico", "medio", "avanzado"] as const satisfies readonly (typeof LEVELS)[number]["value"][];
export const levelLabel = (level: string) => LEVELS.find((l) => l.value === level)?.label ?? level;

/** The spec's three scenario statuses. */
export const SCENARIO_STATUS = {
  available: "Disponible",
  inProgress: "En construcción: en proceso",
  notStarted: "En construcción: sin iniciar",
} as const;
export const SCENARIO_STATUSES = [SCENARIO_STATUS.available, SCENARIO_STATUS.inProgress, SCENARIO_STATUS.notStarted] as const;

export const MODES = ["online", "presencial"] as const;

/** Clinical areas: scenario categories and the 'Áreas de interés' offered at registration. */
export const CATEGORIES = [
  "Sepsis y shock",
  "Respiratorio",
  "Neurología",
  "Endocrino y metabólico",
  "Alergia y anafilaxia",
  "Seguridad del medicamento",
  "Reanimación",
  "Cardiología",
  "Traumatismos",
  "Intoxicaciones",
] as const;

/** The in-person checklist: its categories (ABCDE and the rest) and whose task an item is. */
export const CHECK_CATEGORIES = ["A", "B", "C", "D", "E", "Diagnóstico", "Tratamiento", "Otros"] as const;
export type CheckCategory = (typeof CHECK_CATEGORIES)[number];
export const CHECK_ROLES = [ROLE_LABELS.medico, ROLE_LABELS.enfermeria, ROLE_LABELS.farmacia, "Común"] as const;

/** The DNI's control letter is this string's character at the number modulo 23 (Ministerio del Interior). */
export const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/**
 * The shortest password accepted (issue 31 raised the spec's 6 to 8); one made only of spaces is
 * refused too. Here, not with the forms' schemas: the password fields show it in the browser.
 */
export const PASSWORD_MIN = 8;
