import { examineCase, give, stop, type Exam } from "./exam";

// ── P02: anafilaxia, 30 kg ────────────────────────────────────────────────────────────────

const STOP_AND_LIE = [give("suspender_antibiotico", 20), give("posicion", 30), give("oxigeno", 40)];
/** Stop, lie flat, oxygen; IM adrenaline 0,3 mg in the first minute, a 10 ml/kg bolus, and the second IM dose at minute 6 (RCUK 2021). */
const FIRST_STEPS = [
  ...STOP_AND_LIE,
  give("adrenalina_im", 60, 0.3, "IM"),
  give("bolo_cristaloide", 180, 10, "IV"),
  give("adrenalina_im", 360, 0.3, "IM"),
];
const ANAPHYLAXIS_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: adrenalina IM 0,3 mg ×2, bolo, salbutamol y perfusión 0,1 en la anafilaxia refractaria",
    given: [...FIRST_STEPS, give("salbutamol_nebulizado", 420, 5, "nebulizada"), give("adrenalina_perfusion", 660, 0.1, "IV")],
    checks: [
      // Mejoría parcial a los 5 minutos de la primera dosis; refractaria tras dos dosis y un bolo.
      { at: 360, values: { tas: [84, 92] }, notStates: ["shock_progresivo"] },
      { at: 660, values: { tas: [84, 91] }, notStates: ["shock_progresivo", "parada_inminente"] },
      { at: 1200, values: { tas: [98, 110], sat: [97, 100], fc: [125, 145] }, states: ["estabilizado"], rhythm: "taquicardia_sinusal" },
    ],
  },
  {
    name: "perfusión de adrenalina sin adrenalina IM previa: también estabiliza",
    given: [give("suspender_antibiotico", 20), give("oxigeno", 40), give("adrenalina_perfusion", 180, 0.1, "IV")],
    checks: [{ at: 600, values: { tas: [90, 100] }, states: ["estabilizado"], notStates: ["shock_progresivo"] }],
  },
  {
    name: "adrenalina IM ×10 (3 mg): taquicardia extrema, hipertensión y extrasístoles",
    given: [give("suspender_antibiotico", 20), give("adrenalina_im", 60, 3, "IM")],
    checks: [{ at: 480, values: { fc: [185, 230], tas: [130, 160] }, states: ["toxicidad_adrenergica"] }],
  },
  {
    name: "la dosis IM (0,3 mg = 300 microgramos) en bolo IV, 10 veces la dosis IV: taquicardia ventricular y crisis hipertensiva",
    given: [give("suspender_antibiotico", 20), give("adrenalina_iv_bolo", 60, 300, "IV")],
    checks: [
      { at: 120, values: { tas: [150, 190] }, rhythm: "tv_con_pulso", states: ["toxicidad_adrenergica"] },
      { at: 420, rhythm: "taquicardia_sinusal", notStates: ["toxicidad_adrenergica"] },
    ],
  },
  {
    name: "adrenalina IV de especialista (30 microgramos, 1 microgramo/kg): subida transitoria sin arritmia",
    given: [give("suspender_antibiotico", 20), give("adrenalina_iv_bolo", 60, 30, "IV")],
    checks: [
      { at: 120, values: { tas: [86, 100] }, rhythm: "taquicardia_sinusal", notStates: ["toxicidad_adrenergica", "exceso_adrenergico"] },
    ],
  },
  {
    name: "perfusión ×10 (1 microgramo/kg/min): toxicidad adrenérgica",
    given: [give("suspender_antibiotico", 20), give("adrenalina_perfusion", 60, 1, "IV")],
    checks: [{ at: 600, values: { fc: [185, 230], tas: [130, 170] }, states: ["toxicidad_adrenergica"] }],
  },
  {
    name: "adrenalina IM ÷10 (0,03 mg): se deteriora como sin tratamiento",
    given: [give("suspender_antibiotico", 20), give("adrenalina_im", 60, 0.03, "IM")],
    checks: [{ at: 720, values: { tas: [56, 66] }, states: ["parada_inminente"] }],
  },
  {
    name: "fármaco equivocado (antihistamínico, corticoide y salbutamol sin adrenalina): parada inminente y bradicardia",
    given: [
      give("suspender_antibiotico", 20),
      give("antihistaminico", 60, undefined, "IV"),
      give("corticoide", 90, undefined, "IV"),
      give("salbutamol_nebulizado", 120, 5, "nebulizada"),
    ],
    checks: [
      { at: 720, values: { tas: [55, 64] }, states: ["parada_inminente"] },
      { at: 1200, values: { fc: [45, 68], tas: [45, 55] }, states: ["parada_inminente"] },
    ],
  },
  {
    name: "sin tratamiento: hipotensión progresiva a los 5, parada inminente a los 10 y bradicardia a los 15 minutos",
    given: [],
    checks: [
      { at: 420, values: { tas: [66, 74] }, states: ["shock_progresivo"] },
      { at: 720, values: { tas: [55, 64], sat: [74, 84] }, states: ["parada_inminente"] },
      { at: 1200, values: { fc: [45, 62] }, rhythm: "bradicardia_sinusal" },
    ],
  },
  {
    name: "adrenalina IM tardía (minuto 12, tras la parada inminente): respuesta mínima y transitoria",
    given: [give("suspender_antibiotico", 20), give("oxigeno", 40), give("adrenalina_im", 720, 0.3, "IM")],
    checks: [
      { at: 1080, values: { tas: [60, 68] }, states: ["parada_inminente"], notStates: ["estabilizado"] },
      { at: 1800, values: { tas: [56, 65] }, states: ["parada_inminente"] },
    ],
  },
  {
    name: "tardía con perfusión y bolo: recuperación parcial y lenta",
    given: [
      give("suspender_antibiotico", 20),
      give("oxigeno", 40),
      give("adrenalina_im", 720, 0.3, "IM"),
      give("bolo_cristaloide", 760, 10, "IV"),
      give("adrenalina_perfusion", 840, 0.1, "IV"),
    ],
    checks: [{ at: 1800, values: { tas: [86, 97], fc: [150, 170] }, states: ["estabilizado"] }],
  },
  {
    name: "orden equivocado (bolo sin adrenalina): subida transitoria y deterioro",
    given: [give("suspender_antibiotico", 20), give("bolo_cristaloide", 60, 10, "IV")],
    checks: [
      { at: 240, values: { tas: [80, 88] } },
      { at: 720, values: { tas: [58, 68] }, states: ["parada_inminente"] },
    ],
  },
  {
    name: "incorporarlo con hipotensión: colapso, que se corrige al tumbarlo",
    given: [give("suspender_antibiotico", 20), give("adrenalina_im", 60, 0.3, "IM"), give("incorporar", 300), give("posicion", 400)],
    checks: [
      { at: 340, values: { tas: [52, 64] }, states: ["colapso_postural"] },
      { at: 470, values: { tas: [80, 92] }, notStates: ["colapso_postural"] },
    ],
  },
  {
    name: "sin suspender el antibiótico: la adrenalina IM responde peor",
    given: [give("adrenalina_im", 60, 0.3, "IM")],
    checks: [{ at: 480, values: { tas: [72, 81] }, states: ["alergeno_en_curso"] }],
  },
  // Revisión del 26/11/2026: la pauta RCUK (IM cada 5 minutos hasta la perfusión) no es una sobredosis; media dosis no es «nada»;
  // un error ×10 en la perfusión no se premia; suspender la perfusión o quedarse en una sola dosis lleva a la recaída.
  {
    name: "adrenalina IM cada 5 minutos hasta la perfusión (tres dosis de 0,3 mg, RCUK 2021): sin exceso adrenérgico",
    given: [...FIRST_STEPS, give("adrenalina_im", 660, 0.3, "IM"), give("adrenalina_perfusion", 840, 0.1, "IV")],
    checks: [
      { at: 900, values: { tas: [84, 95], fc: [125, 145] }, notStates: ["exceso_adrenergico"] },
      { at: 1260, values: { tas: [98, 110] }, states: ["estabilizado"], notStates: ["exceso_adrenergico"] },
    ],
    notFired: ["exceso_adrenergico"],
  },
  {
    name: "una dosis IM de 1 mg (la ampolla entera, el doble del máximo): exceso adrenérgico",
    given: [...STOP_AND_LIE, give("adrenalina_im", 60, 1, "IM")],
    checks: [{ at: 420, values: { fc: [150, 170], tas: [90, 102] }, states: ["exceso_adrenergico"] }],
  },
  {
    name: "media dosis IM (0,15 mg): evita el deterioro de los 5 y 10 minutos, pero la TA no se recupera y recae desde el minuto 15",
    given: [...STOP_AND_LIE, give("adrenalina_im", 60, 0.15, "IM")],
    checks: [
      { at: 720, values: { tas: [72, 84] }, notStates: ["parada_inminente", "shock_progresivo"] },
      { at: 1500, values: { tas: [60, 70] }, states: ["shock_progresivo"], notStates: ["parada_inminente"] },
    ],
    notFired: ["adrenalina_im_respuesta"],
  },
  {
    name: "una sola dosis IM de 0,3 mg sin repetirla ni iniciar la perfusión: recaída con hipotensión progresiva",
    given: [...STOP_AND_LIE, give("adrenalina_im", 60, 0.3, "IM")],
    checks: [
      { at: 600, values: { tas: [80, 90] }, notStates: ["shock_progresivo"] },
      { at: 1800, values: { tas: [60, 70], fc: [158, 172] }, states: ["shock_progresivo"] },
    ],
    fired: ["recaida_sin_perfusion"],
  },
  {
    name: "un bolo IV aislado de 30 microgramos: subida transitoria y recaída sin perfusión",
    given: [...STOP_AND_LIE, give("adrenalina_iv_bolo", 60, 30, "IV")],
    checks: [{ at: 1200, values: { tas: [62, 70] }, states: ["shock_progresivo"] }],
  },
  {
    name: "error de bomba a 1 microgramo/kg/min tras iniciar la perfusión: toxicidad, sin «estabilizado»",
    given: [...FIRST_STEPS, give("adrenalina_perfusion", 660, 0.1, "IV"), give("adrenalina_perfusion", 780, 1, "IV")],
    checks: [{ at: 1200, values: { fc: [180, 200], tas: [140, 165] }, states: ["toxicidad_adrenergica"], notStates: ["estabilizado"] }],
    notFired: ["perfusion_estabiliza"],
  },
  {
    name: "perfusión suspendida en el minuto 20: reaparecen la hipotensión y el broncoespasmo; reiniciada en el 25, se recupera",
    given: [
      ...FIRST_STEPS,
      give("adrenalina_perfusion", 660, 0.1, "IV"),
      stop("adrenalina_perfusion", 1200, "IV"),
      give("adrenalina_perfusion", 1500, 0.1, "IV"),
    ],
    checks: [
      { at: 1140, values: { tas: [100, 110] }, states: ["estabilizado"] },
      { at: 1470, values: { tas: [68, 80] }, states: ["shock_progresivo"], notStates: ["estabilizado"] },
      { at: 2100, values: { tas: [98, 110] }, states: ["estabilizado"], notStates: ["shock_progresivo"] },
    ],
    fired: ["perfusion_suspendida"],
  },
];

examineCase("examen fisiológico de la anafilaxia (P02, 30 kg)", "02-anafilaxia-antibiotico-iv.json", () => ANAPHYLAXIS_EXAMS);
