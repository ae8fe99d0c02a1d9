/**
 * The living patient's words, defined once: cardiac rhythms, dose bands, the interventions the
 * engine itself understands (compressions, ventilation, oxygen), electrical therapy's energies and
 * the bounds no value crosses.
 */

/** Rhythms a case may start in, move to, or be set to by hand. */
export const RHYTHMS = {
  sinusal: { label: "Ritmo sinusal", pulse: true, shockable: false, cardioversion: false },
  taquicardia_sinusal: { label: "Taquicardia sinusal", pulse: true, shockable: false, cardioversion: false },
  bradicardia_sinusal: { label: "Bradicardia sinusal", pulse: true, shockable: false, cardioversion: false },
  tsv: { label: "Taquicardia supraventricular", pulse: true, shockable: false, cardioversion: true },
  fv: { label: "Fibrilación ventricular", pulse: false, shockable: true, cardioversion: false },
  tv_con_pulso: { label: "Taquicardia ventricular con pulso", pulse: true, shockable: false, cardioversion: true },
  tv_sin_pulso: { label: "Taquicardia ventricular sin pulso", pulse: false, shockable: true, cardioversion: false },
  asistolia: { label: "Asistolia", pulse: false, shockable: false, cardioversion: false },
  aesp: { label: "Actividad eléctrica sin pulso", pulse: false, shockable: false, cardioversion: false },
  bav_completo: { label: "Bloqueo AV completo", pulse: true, shockable: false, cardioversion: false },
  marcapasos: { label: "Ritmo de marcapasos", pulse: true, shockable: false, cardioversion: false },
} as const satisfies Record<string, { label: string; pulse: boolean; shockable: boolean; cardioversion: boolean }>;
export type Rhythm = keyof typeof RHYTHMS;
export const RHYTHM_KEYS = Object.keys(RHYTHMS) as [Rhythm, ...Rhythm[]];

/**
 * Where a dose falls for this patient's weight: below the therapeutic range, in it, above it (or
 * above the maximum single dose), or at the drug's toxic threshold (at most ten times the dose).
 */
export const BANDS = ["infra", "terapeutica", "supra", "toxica"] as const;
export type Band = (typeof BANDS)[number];
export const BAND_LABELS: Record<Band, string> = {
  infra: "Por debajo del rango terapéutico",
  terapeutica: "En rango terapéutico",
  supra: "Por encima del rango terapéutico",
  toxica: "Dosis tóxica",
};

/**
 * Interventions whose meaning the engine knows, whatever the case: compressions and ventilation
 * change what an arrested or apnoeic patient shows. A case offers them under these keys.
 */
export const SUPPORT = {
  compressions: "compresiones_toracicas",
  ventilation: "ventilacion_bolsa_mascarilla",
} as const;

export type SupportKey = (typeof SUPPORT)[keyof typeof SUPPORT];
export const SUPPORT_KEYS = Object.values(SUPPORT) as [SupportKey, ...SupportKey[]];
export const SUPPORT_LABELS: Record<SupportKey, string> = {
  [SUPPORT.compressions]: "Compresiones torácicas",
  [SUPPORT.ventilation]: "Ventilación con bolsa-mascarilla",
};

/** States the engine reads: apnoea shows a respiratory rate of 0 unless someone ventilates. */
export const APNOEA_STATE = "apnea";

/**
 * Electrical therapy (ERC 2025 Paediatric Life Support, as in 2021: 4 J/kg for every
 * defibrillation, escalation up to 8 J/kg and 360 J for refractory VF; synchronised cardioversion
 * 1 J/kg, then 2 J/kg).
 */
export const ENERGY = {
  defibrillationPerKg: 4,
  defibrillationMinPerKg: 3.5,
  defibrillationMaxPerKg: 8,
  maxJoules: 360,
  cardioversionFirstPerKg: 1,
  cardioversionNextPerKg: 2,
  cardioversionMinPerKg: 0.5,
  /** The first cardioversion is 1 J/kg; up to this much still reads as the first dose rounded up. */
  cardioversionFirstMaxPerKg: 1.5,
  cardioversionMaxPerKg: 2.5,
} as const;

/** Physical bounds by variable key (a value is clamped to them whatever an author writes). */
export const PHYSICAL_BOUNDS: Record<string, readonly [number, number]> = {
  fc: [0, 350],
  sat: [0, 100],
  fr: [0, 120],
  tas: [0, 300],
  tad: [0, 250],
  etco2: [0, 150],
  temp: [25, 45],
  glucemia: [0, 2000],
  relleno: [0, 15],
};

/**
 * Values no child shows outside an arrest or a state the author marks as extreme; a published
 * untreated course must stay within them (the studio's safety check before 'Publicar').
 */
export const CHILD_BOUNDS: Record<string, readonly [number, number]> = {
  fc: [40, 300],
  sat: [40, 100],
  fr: [0, 100],
  tas: [30, 220],
  tad: [10, 150],
  etco2: [5, 120],
  temp: [32, 43],
  glucemia: [20, 1000],
  relleno: [0, 10],
};

/** A trend faster than this, unmarked as «brusco», is a sudden jump the safety check reports. */
export const SUDDEN_TREND_S = 10;
