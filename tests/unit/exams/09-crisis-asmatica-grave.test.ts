import { examineCase, give, type Exam, type Given } from "./exam";

// ── P09: crisis asmática grave, 28 kg ─────────────────────────────────────────────────────

/** Oxígeno en el primer minuto y, en el 1:30, salbutamol 0,15 mg/kg (4,2 mg) con bromuro de ipratropio 250 microgramos (GEMA 5.5). */
const FIRST_NEB: Given[] = [
  give("oxigeno", 30),
  give("salbutamol_nebulizado", 90, 4.2, "nebulizada"),
  give("ipratropio_nebulizado", 90, 250, "nebulizada"),
];
/** Corticoide en el minuto 5, segunda tanda en el 21:30 y sulfato de magnesio 40 mg/kg (1120 mg) en el 15, con doble verificación. */
const GUIDELINE: Given[] = [
  ...FIRST_NEB,
  give("corticoide_sistemico", 300, 40, "VO"),
  give("doble_verificacion", 840),
  give("sulfato_magnesio", 900, 1120, "IV"),
  give("salbutamol_nebulizado", 1290, 4.2, "nebulizada"),
  give("ipratropio_nebulizado", 1290, 250, "nebulizada"),
];
const WITHOUT_STEROID = GUIDELINE.filter((g) => g.key !== "corticoide_sistemico");

const ASTHMA_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: oxígeno, salbutamol con ipratropio, corticoide y magnesio: mejoría a los 35–40 minutos",
    given: GUIDELINE,
    checks: [
      { at: 120, values: { sat: [92, 95], ps: [8, 8] } },
      { at: 1290, values: { ps: [6, 6], sat: [94, 98] }, notStates: ["agotamiento"] },
      { at: 2400, values: { ps: [3, 3], sat: [97, 100], fr: [24, 30], pco2: [33, 38] }, states: ["mejoria"] },
      { at: 2700, values: { ps: [2, 4], potasio: [3.6, 4.1] }, states: ["mejoria"], notStates: ["recaida"] },
    ],
    fired: ["tanda1_nebulizado", "ipratropio_respuesta", "tanda2_nebulizado", "magnesio_respuesta"],
    notFired: ["sin_broncodilatador_8min", "agotamiento_16min", "sin_respuesta_30min", "recaida_sin_corticoide"],
  },
  {
    name: "sin corticoide sistémico: mejora con el magnesio y recae tras 5 minutos de mejoría (tiempo comprimido)",
    given: WITHOUT_STEROID,
    checks: [
      { at: 2390, values: { ps: [3, 4] }, states: ["mejoria"] },
      { at: 3000, values: { ps: [6, 6], sat: [93, 98], fr: [31, 37] }, states: ["recaida"], notStates: ["mejoria"] },
    ],
    fired: ["recaida_sin_corticoide"],
  },
  {
    name: "corticoide ÷10 (4 mg, 0,14 mg/kg): cuenta como no darlo y la crisis recae",
    given: [...WITHOUT_STEROID, give("corticoide_sistemico", 300, 4, "VO")],
    checks: [{ at: 3000, values: { ps: [6, 6] }, states: ["recaida"] }],
  },
  {
    name: "corticoide ×10 (400 mg de metilprednisolona IV, 14 mg/kg): hiperglucemia e hipertensión, sin más mejoría",
    given: [...FIRST_NEB, give("corticoide_sistemico", 300, 400, "IV")],
    checks: [{ at: 2700, values: { glucemia: [145, 175] }, states: ["exceso_corticoide"] }],
  },
  {
    name: "salbutamol ×10 (42 mg nebulizados): taquicardia extrema, hipopotasemia, hiperglucemia y acidosis láctica",
    given: [give("oxigeno", 30), give("salbutamol_nebulizado", 90, 42, "nebulizada")],
    checks: [
      {
        at: 700,
        values: { fc: [180, 200], potasio: [2.3, 2.7], lactato: [4.6, 5.4], glucemia: [170, 195] },
        states: ["toxicidad_salbutamol"],
      },
    ],
    notFired: ["tanda1_nebulizado"],
  },
  {
    name: "salbutamol ÷10 (0,42 mg): sin efecto; empeora en el minuto 8 y agotamiento en el 16",
    given: [give("oxigeno", 30), give("salbutamol_nebulizado", 90, 0.42, "nebulizada")],
    checks: [
      { at: 800, values: { ps: [9, 9], fc: [144, 154] }, notStates: ["toxicidad_salbutamol"] },
      { at: 1300, values: { pco2: [48, 54], fr: [30, 35] }, states: ["agotamiento"] },
    ],
    fired: ["sin_broncodilatador_8min", "agotamiento_16min"],
    notFired: ["tanda1_nebulizado"],
  },
  {
    name: "dos tandas de salbutamol seguidas (cada 5 minutos): por encima del rango, taquicardia e hipopotasemia",
    given: [
      give("oxigeno", 30),
      give("salbutamol_nebulizado", 90, 4.2, "nebulizada"),
      give("salbutamol_nebulizado", 390, 4.2, "nebulizada"),
    ],
    checks: [{ at: 800, values: { fc: [150, 160], potasio: [3.1, 3.5] }, states: ["exceso_beta2"] }],
  },
  {
    name: "salbutamol con cámara (10 pulsaciones) cada 20 minutos: la misma respuesta que nebulizado",
    given: [
      give("oxigeno", 30),
      give("salbutamol_camara", 90, 1000, "inhalada"),
      give("corticoide_sistemico", 300, 40, "VO"),
      give("salbutamol_camara", 1290, 1000, "inhalada"),
    ],
    checks: [
      { at: 1290, values: { ps: [7, 7] }, notStates: ["agotamiento"] },
      { at: 2200, values: { ps: [6, 6] } },
    ],
    fired: ["tanda1_camara", "tanda2_camara"],
  },
  {
    name: "magnesio ×10 (11 200 mg): debilidad y apnea a los 5 minutos; el gluconato cálcico la revierte",
    given: [...FIRST_NEB, give("sulfato_magnesio", 900, 11200, "IV"), give("gluconato_calcico", 1320, 0.5, "IV")],
    checks: [
      { at: 1260, values: { fr: [0, 0] }, states: ["hipermagnesemia", "apnea"] },
      { at: 1320, values: { sat: [68, 80] }, states: ["apnea"] },
      { at: 1600, values: { sat: [88, 96] }, notStates: ["apnea", "hipermagnesemia"] },
      { at: 1800, values: { tas: [88, 100] }, states: ["hipotension_magnesio"] },
    ],
    fired: ["hipermagnesemia_apnea", "calcio_revierte"],
  },
  {
    // Revisión del 26-11-2026: antes, apnea mantenida con SatO₂ 44 % y FC 40 durante más de 30 minutos, sin parada, y el monitor
    // seguía diciendo «Taquicardia sinusal» a 40 lpm.
    name: "magnesio ×10 sin calcio ni ventilación: hipoxemia extrema, bradicardia por hipoxia y parada (AESP) que no revierte sola",
    given: [...FIRST_NEB, give("sulfato_magnesio", 900, 11200, "IV")],
    checks: [
      {
        at: 1440,
        values: { sat: [42, 56], fc: [38, 59] },
        rhythm: "bradicardia_sinusal",
        states: ["apnea", "hipermagnesemia", "hipoxia_grave"],
      },
      { at: 1600, rhythm: "aesp", states: ["parada_hipoxica"] },
      { at: 2700, rhythm: "aesp", states: ["parada_hipoxica"] },
    ],
    fired: ["apnea_hipoxia_bradicardia", "parada_por_hipoxia"],
    notFired: ["rcp_recupera_circulacion"],
  },
  {
    name: "magnesio ×10 sin ventilar y RCP con compresiones y bolsa-mascarilla en el minuto 27: recupera la circulación; sigue en apnea hasta el calcio",
    given: [
      ...FIRST_NEB,
      give("sulfato_magnesio", 900, 11200, "IV"),
      give("compresiones_toracicas", 1620),
      give("ventilacion_bolsa_mascarilla", 1620),
      give("gluconato_calcico", 1680, 0.5, "IV"),
    ],
    checks: [
      { at: 1700, rhythm: "aesp", states: ["parada_hipoxica", "rcp_en_curso"] },
      {
        at: 1900,
        values: { fc: [120, 150], sat: [86, 100] },
        rhythm: "taquicardia_sinusal",
        notStates: ["parada_hipoxica", "hipermagnesemia"],
      },
    ],
    fired: ["rcp_recupera_circulacion", "calcio_revierte"],
  },
  {
    name: "magnesio ×10 con bolsa-mascarilla: se mantiene la oxigenación mientras dura la apnea",
    given: [...FIRST_NEB, give("sulfato_magnesio", 900, 11200, "IV"), give("ventilacion_bolsa_mascarilla", 1230)],
    checks: [{ at: 1500, values: { sat: [88, 96] }, states: ["apnea", "hipermagnesemia"], notStates: ["hipoxia_grave"] }],
    notFired: ["apnea_hipoxia_bradicardia"],
  },
  {
    name: "magnesio ÷10 (112 mg): ningún efecto",
    given: [...FIRST_NEB, give("corticoide_sistemico", 300, 40, "VO"), give("sulfato_magnesio", 900, 112, "IV")],
    checks: [{ at: 2400, values: { ps: [6, 7] }, notStates: ["mejoria"] }],
    fired: ["sin_respuesta_30min"],
    notFired: ["magnesio_respuesta"],
  },
  {
    name: "fármaco equivocado (solo corticoide y oxígeno, sin broncodilatador): agotamiento y riesgo vital",
    given: [give("oxigeno", 30), give("corticoide_sistemico", 120, 40, "IV")],
    checks: [
      { at: 1300, values: { ps: [9, 9], pco2: [48, 54] }, states: ["agotamiento"] },
      { at: 1800, values: { sat: [80, 88], fr: [22, 28], pco2: [58, 66] }, states: ["riesgo_vital"] },
    ],
  },
  {
    name: "sin tratamiento: peor en el minuto 8, agotamiento en el 16 y riesgo vital en el 24",
    given: [],
    checks: [
      { at: 300, values: { ps: [8, 8], sat: [87, 91], pco2: [38, 38] } },
      { at: 800, values: { ps: [9, 9], fr: [44, 48], fc: [144, 154] }, notStates: ["agotamiento"] },
      { at: 1300, values: { sat: [81, 85], fr: [30, 35], pco2: [48, 54] }, states: ["agotamiento"] },
      { at: 2100, values: { sat: [76, 82], fr: [22, 26], pco2: [62, 68] }, states: ["agotamiento", "riesgo_vital"] },
      // Revisión del 26-11-2026: el riesgo vital sin tratamiento ya no se queda estable; 12 minutos después, parada respiratoria
      // inminente, y el monitor nombra el ritmo por su frecuencia.
      {
        at: 2700,
        values: { sat: [68, 76], fr: [8, 12], fc: [64, 76], pco2: [78, 86] },
        rhythm: "sinusal",
        states: ["parada_respiratoria_inminente"],
      },
    ],
    fired: ["riesgo_vital_parada_inminente"],
  },
  {
    name: "parada respiratoria inminente sin tratamiento y bolsa-mascarilla en el minuto 38: mejoran la oxigenación y la FC",
    given: [give("ventilacion_bolsa_mascarilla", 2280)],
    checks: [
      { at: 2520, values: { sat: [82, 90], fc: [112, 126] }, rhythm: "taquicardia_sinusal", states: ["parada_respiratoria_inminente"] },
    ],
    fired: ["parada_inminente_ventilada"],
  },
  {
    name: "tratamiento tardío (primera tanda en el minuto 12): agotamiento en el 16 y respuesta parcial",
    given: [
      give("oxigeno", 30),
      give("salbutamol_nebulizado", 720, 4.2, "nebulizada"),
      give("ipratropio_nebulizado", 720, 250, "nebulizada"),
      give("corticoide_sistemico", 720, 40, "VO"),
    ],
    checks: [
      { at: 1300, values: { ps: [8, 9] }, states: ["agotamiento"] },
      { at: 2400, values: { ps: [7, 7], pco2: [60, 76] }, states: ["agotamiento"], notStates: ["mejoria"] },
    ],
    fired: ["agotamiento_16min", "tanda1_nebulizado"],
  },
  {
    name: "escalada sin magnesio: nebulización continua (8 microgramos/kg/min) a los 15 minutos: mejora con más taquicardia y lactato",
    given: [...FIRST_NEB, give("corticoide_sistemico", 300, 40, "VO"), give("salbutamol_continuo", 900, 8, "nebulizada")],
    checks: [{ at: 2100, values: { ps: [4, 5], fc: [150, 165], lactato: [2.4, 3] }, states: ["mejoria"] }],
    fired: ["salbutamol_continuo_respuesta"],
  },
  {
    name: "salbutamol IV en rango (1 microgramo/kg/min): mejora con taquicardia, hipopotasemia leve y más lactato",
    given: [...FIRST_NEB, give("corticoide_sistemico", 300, 40, "VO"), give("salbutamol_iv", 900, 1, "IV")],
    checks: [{ at: 2100, values: { ps: [4, 5], fc: [150, 170], potasio: [3.1, 3.5], lactato: [2.8, 3.4] }, states: ["mejoria"] }],
    fired: ["salbutamol_iv_respuesta"],
  },
  {
    name: "salbutamol IV ×10 (10 microgramos/kg/min): taquicardia extrema, hipopotasemia grave y acidosis láctica",
    given: [...FIRST_NEB, give("salbutamol_iv", 900, 10, "IV")],
    checks: [{ at: 1500, values: { fc: [190, 215], potasio: [2.1, 2.5], lactato: [6.3, 7.2] }, states: ["toxicidad_salbutamol"] }],
  },
  {
    name: "orden equivocado: intubar antes de la segunda línea y sin volumen: hiperinsuflación dinámica con hipotensión; desconectar la corrige",
    given: [...FIRST_NEB, give("intubacion", 600), give("desconectar_espiracion", 700)],
    checks: [
      { at: 660, values: { tas: [58, 68], sat: [82, 90] }, states: ["intubada", "hiperinsuflacion_dinamica"] },
      { at: 800, values: { tas: [92, 104] }, states: ["intubada"], notStates: ["hiperinsuflacion_dinamica"] },
    ],
    fired: ["intubacion_sin_volumen", "desconexion_libera"],
  },
  {
    name: "intubar sin desconectar después: parada inminente a los 3 minutos",
    given: [...FIRST_NEB, give("intubacion", 600)],
    checks: [{ at: 900, values: { tas: [40, 50] }, states: ["hiperinsuflacion_dinamica", "parada_inminente"] }],
    fired: ["hiperinsuflacion_parada_inminente"],
  },
  {
    name: "intubar con un bolo de 20 ml/kg previo: hipotensión menos grave",
    given: [...FIRST_NEB, give("bolo_cristaloide", 540, 20, "IV"), give("intubacion", 600)],
    checks: [{ at: 660, values: { tas: [78, 92] }, states: ["hiperinsuflacion_dinamica"] }],
    fired: ["intubacion_con_volumen"],
    notFired: ["intubacion_sin_volumen"],
  },
  {
    name: "ipratropio ÷10 (25 microgramos): no añade mejoría",
    given: [give("oxigeno", 30), give("salbutamol_nebulizado", 90, 4.2, "nebulizada"), give("ipratropio_nebulizado", 90, 25, "nebulizada")],
    checks: [{ at: 1200, values: { ps: [7, 7] } }],
    notFired: ["ipratropio_respuesta"],
  },
  {
    name: "ipratropio ×10 (2500 microgramos): efectos anticolinérgicos",
    given: [
      give("oxigeno", 30),
      give("salbutamol_nebulizado", 90, 4.2, "nebulizada"),
      give("ipratropio_nebulizado", 90, 2500, "nebulizada"),
    ],
    checks: [{ at: 900, values: { fc: [152, 175] }, states: ["toxicidad_anticolinergica"] }],
  },
];

examineCase("examen fisiológico de la crisis asmática grave (P09, 28 kg)", "09-crisis-asmatica-grave.json", () => ASTHMA_EXAMS);
