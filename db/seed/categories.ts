/** Clinical areas: scenario categories and the 'Áreas de interés' offered at registration. */
export const CATEGORY_NAMES = [
  "Alergia y anafilaxia",
  "Endocrino y metabólico",
  "Neurología",
  "Reanimación",
  "Respiratorio",
  "Seguridad del medicamento",
  "Sepsis y shock",
] as const;
