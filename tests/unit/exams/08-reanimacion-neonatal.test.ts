import { examineCase, give, stop, type Exam } from "./exam";

// ── P08: reanimación neonatal, recién nacido a término de 3,3 kg ──────────────────────────

type Given = Exam["given"];

/** Secado, ECG, 5 insuflaciones con aire y ventilación desde el segundo 40; compresiones 3:1 con oxígeno al 100 % en el 90; catéter umbilical en el 140. */
const FIRST_STEPS: Given = [
  give("secado_estimulacion", 10),
  give("monitorizacion", 20),
  give("insuflaciones", 30),
  give("ventilacion_bolsa_mascarilla", 40),
  give("compresiones_toracicas", 90),
  give("oxigeno", 90),
  give("acceso_vascular", 140, undefined, "IV"),
];
/** Adrenalina 20 microgramos/kg (66 microgramos) por la vena umbilical en el segundo 170, verificada; fin de las compresiones en el 215. */
const ADRENALINE: Given = [give("doble_verificacion", 160), give("adrenalina", 170, 66, "IV"), stop("compresiones_toracicas", 215)];

const NEWBORN_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: secado, insuflaciones, ventilación, compresiones 3:1 con oxígeno, adrenalina umbilical, volumen 10 ml/kg y FiO₂ reducida; respira a los 11 minutos",
    given: [...FIRST_STEPS, ...ADRENALINE, give("bolo_cristaloide", 230, 10, "IV"), stop("oxigeno", 330)],
    checks: [
      { at: 80, values: { fc: [52, 60], fr: [30, 30] }, rhythm: "bradicardia_sinusal", states: ["pulmon_aireado", "asfixia_perinatal"] },
      { at: 170, values: { fc: [52, 60], sat: [50, 60] }, rhythm: "bradicardia_sinusal", states: ["rcp_neonatal"] },
      { at: 260, values: { fc: [105, 140] }, rhythm: "sinusal", states: ["recuperacion_fc"], notStates: ["asfixia_perinatal"] },
      {
        at: 600,
        values: { fc: [125, 145], sat: [88, 94], tas: [48, 56], temp: [36.6, 37] },
        notStates: ["hipovolemia", "hiperoxia", "hipotermia"],
      },
      { at: 900, values: { fr: [40, 50], sat: [88, 94] }, states: ["respiracion_espontanea"], notStates: ["apnea"] },
    ],
    fired: ["insuflaciones_airean", "ventilacion_eficaz", "recupera_fc", "volumen_corrige", "recuperado_sin_oxigeno", "apgar_5_recuperado"],
    notFired: ["recaida_hipovolemia", "parada_sin_ventilacion", "compresiones_con_fc_alta"],
  },
  {
    name: "oxígeno al 100 % mantenido tras recuperar la FC: SatO₂ 98–100 % e hiperoxia",
    given: [...FIRST_STEPS, ...ADRENALINE, give("bolo_cristaloide", 230, 10, "IV")],
    checks: [{ at: 600, values: { sat: [97, 100] }, states: ["recuperacion_fc", "hiperoxia"] }],
  },
  {
    name: "adrenalina ×10 (660 microgramos: 0,66 ml de la ampolla sin diluir): recupera con taquicardia extrema e hipertensión",
    given: [
      ...FIRST_STEPS,
      give("adrenalina", 170, 660, "IV"),
      stop("compresiones_toracicas", 215),
      give("bolo_cristaloide", 230, 10, "IV"),
    ],
    checks: [
      { at: 280, values: { fc: [180, 240], tas: [70, 95] }, states: ["recuperacion_fc", "toxicidad_adrenergica"] },
      { at: 500, values: { fc: [125, 145] }, notStates: ["toxicidad_adrenergica"] },
    ],
  },
  {
    name: "adrenalina ÷10 (6,6 microgramos): la FC sigue < 60 y, sin otra dosis, asistolia a los 15 minutos",
    given: [...FIRST_STEPS, give("adrenalina", 170, 6.6, "IV")],
    checks: [
      { at: 300, values: { fc: [52, 60] }, rhythm: "bradicardia_sinusal", states: ["asfixia_perinatal"], notStates: ["recuperacion_fc"] },
      { at: 901, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
    ],
    notFired: ["recupera_fc"],
  },
  {
    name: "adrenalina por encima del rango (200 microgramos, 60 microgramos/kg): recupera con exceso adrenérgico",
    given: [...FIRST_STEPS, give("adrenalina", 170, 200, "IV"), stop("compresiones_toracicas", 215)],
    checks: [{ at: 280, values: { fc: [150, 190] }, states: ["recuperacion_fc", "exceso_adrenergico"] }],
  },
  {
    name: "sin volumen: la FC se recupera, pero a los 5 minutos vuelve a caer por la hipovolemia; con compresiones y volumen se recupera de forma estable",
    given: [
      ...FIRST_STEPS,
      ...ADRENALINE,
      give("compresiones_toracicas", 540),
      give("bolo_cristaloide", 545, 10, "IV"),
      stop("compresiones_toracicas", 700),
    ],
    checks: [
      { at: 480, values: { tas: [30, 38] }, states: ["recuperacion_fc", "hipovolemia"] },
      { at: 540, values: { fc: [48, 60] }, rhythm: "bradicardia_sinusal", states: ["asfixia_perinatal", "hipovolemia"] },
      { at: 800, values: { fc: [125, 150] }, states: ["recuperacion_fc"], notStates: ["hipovolemia"] },
    ],
    fired: ["recaida_hipovolemia", "recupera_tras_recaida_con_volumen"],
  },
  {
    name: "volumen ×10 (100 ml/kg = 330 ml): sobrecarga y desaturación",
    given: [...FIRST_STEPS, ...ADRENALINE, give("bolo_cristaloide", 230, 100, "IV"), stop("oxigeno", 330)],
    checks: [{ at: 600, values: { sat: [66, 80] }, states: ["sobrecarga_hidrica"] }],
  },
  {
    name: "volumen ÷10 (1 ml/kg): no corrige la hipovolemia y la FC vuelve a caer",
    given: [...FIRST_STEPS, ...ADRENALINE, give("bolo_cristaloide", 230, 1, "IV")],
    checks: [{ at: 560, values: { fc: [48, 60] }, states: ["asfixia_perinatal", "hipovolemia"] }],
    fired: ["recaida_hipovolemia"],
  },
  {
    name: "fármaco equivocado (atropina en lugar de adrenalina): la FC sigue < 60 y, sin adrenalina, asistolia a los 15 minutos",
    given: [...FIRST_STEPS, give("atropina", 170, 66, "IV")],
    checks: [
      { at: 300, values: { fc: [52, 60] }, rhythm: "bradicardia_sinusal", notStates: ["recuperacion_fc"] },
      { at: 901, rhythm: "asistolia", states: ["parada"] },
    ],
    notFired: ["recupera_fc"],
  },
  {
    name: "sin tratamiento: bradicardia progresiva, asistolia a los 4 minutos e hipotermia",
    given: [],
    checks: [
      {
        at: 180,
        values: { fc: [36, 44], sat: [28, 34], fr: [0, 0] },
        rhythm: "bradicardia_sinusal",
        states: ["asfixia_perinatal", "apnea"],
      },
      { at: 241, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
      { at: 900, values: { temp: [34.5, 34.7] }, states: ["hipotermia"] },
    ],
    fired: ["parada_sin_ventilacion"],
  },
  {
    name: "ventilación tardía (minuto 3): asistolia a los 4 minutos; con compresiones y adrenalina vuelve el latido más tarde",
    given: [
      give("secado_estimulacion", 10),
      give("insuflaciones", 170),
      give("ventilacion_bolsa_mascarilla", 180),
      give("compresiones_toracicas", 230),
      give("oxigeno", 230),
      give("acceso_vascular", 280, undefined, "IV"),
      give("adrenalina", 300, 66, "IV"),
    ],
    checks: [
      { at: 241, rhythm: "asistolia", states: ["parada"] },
      { at: 420, values: { fc: [105, 125] }, rhythm: "sinusal", states: ["recuperacion_fc"], notStates: ["parada"] },
    ],
    fired: ["parada_sin_ventilacion", "recupera_tras_asistolia"],
    notFired: ["recupera_fc"],
  },
  {
    name: "orden invertido (compresiones y adrenalina antes de ventilar): no sirven; hace falta una segunda adrenalina con ventilación eficaz",
    given: [
      give("secado_estimulacion", 10),
      give("compresiones_toracicas", 30),
      give("acceso_vascular", 80, undefined, "IV"),
      give("adrenalina", 100, 66, "IV"),
      give("ventilacion_bolsa_mascarilla", 140),
      give("oxigeno", 140),
      give("adrenalina", 300, 66, "IV"),
    ],
    checks: [
      { at: 250, rhythm: "bradicardia_sinusal", states: ["asfixia_perinatal", "orden_invertido", "adrenalina_antes_de_ventilar"] },
      { at: 400, values: { fc: [110, 140] }, states: ["recuperacion_fc"] },
    ],
    fired: ["compresiones_antes_de_ventilar", "adrenalina_antes_de_ventilar", "recupera_fc_segunda_adrenalina"],
    notFired: ["recupera_fc"],
  },
  {
    name: "sin insuflaciones iniciales: el pulmón tarda un minuto de ventilación en airearse",
    given: [
      give("secado_estimulacion", 10),
      give("ventilacion_bolsa_mascarilla", 40),
      give("compresiones_toracicas", 90),
      give("oxigeno", 90),
      give("acceso_vascular", 140, undefined, "IV"),
      ...ADRENALINE,
    ],
    checks: [
      { at: 80, values: { fc: [40, 52], sat: [30, 38] }, notStates: ["pulmon_aireado"] },
      { at: 101, states: ["pulmon_aireado"] },
    ],
    fired: ["aireacion_lenta"],
    notFired: ["insuflaciones_airean"],
  },
  {
    name: "adrenalina sin compresiones: subida transitoria y asistolia a los 10 minutos",
    given: [
      give("secado_estimulacion", 10),
      give("insuflaciones", 30),
      give("ventilacion_bolsa_mascarilla", 40),
      give("acceso_vascular", 140, undefined, "IV"),
      give("adrenalina", 170, 66, "IV"),
    ],
    checks: [
      { at: 230, values: { fc: [62, 72] }, rhythm: "bradicardia_sinusal", notStates: ["recuperacion_fc"] },
      { at: 601, rhythm: "asistolia", states: ["parada"] },
    ],
    fired: ["parada_sin_compresiones"],
  },
  {
    name: "sin secar: hipotermia (35,4 °C a los 10 minutos)",
    given: [
      ...FIRST_STEPS.filter((g) => !("key" in g) || g.key !== "secado_estimulacion"),
      ...ADRENALINE,
      give("bolo_cristaloide", 230, 10, "IV"),
    ],
    checks: [{ at: 600, values: { temp: [35.2, 35.6] }, states: ["hipotermia", "recuperacion_fc"] }],
  },
  {
    name: "se deja de ventilar con la FC recuperada, todavía en apnea: desaturación y bradicardia a los 2 minutos; al ventilar se recupera",
    given: [
      ...FIRST_STEPS,
      ...ADRENALINE,
      give("bolo_cristaloide", 230, 10, "IV"),
      stop("ventilacion_bolsa_mascarilla", 330),
      give("ventilacion_bolsa_mascarilla", 500),
    ],
    checks: [
      { at: 390, values: { fr: [0, 0], sat: [50, 60] }, states: ["sin_ventilar"] },
      { at: 490, values: { fc: [45, 56] }, rhythm: "bradicardia_sinusal" },
      { at: 600, values: { fc: [125, 145], sat: [75, 88] }, notStates: ["sin_ventilar"] },
    ],
    fired: ["sin_ventilar_rn", "sin_ventilar_rn_bradicardia", "sin_ventilar_rn_fin"],
  },
  // Revisión clínica del 26 de noviembre de 2026 (docs/reviews/in-person-cases-04-05-08-review-2026-11-26.md): cada secuencia falla si vuelve el defecto.
  {
    name: "revisión n.º 5 (PELIGROSO): adrenalina a los 20 segundos de empezar a ventilar y antes de comprimir: no cuenta; la FC solo se recupera con una segunda dosis dada tras 30 segundos de compresiones con ventilación eficaz",
    given: [
      give("secado_estimulacion", 10),
      give("insuflaciones", 30),
      give("ventilacion_bolsa_mascarilla", 40),
      give("acceso_vascular", 50, undefined, "IV"),
      give("adrenalina", 60, 66, "IV"),
      give("compresiones_toracicas", 75),
      give("oxigeno", 75),
      give("adrenalina", 260, 66, "IV"),
    ],
    checks: [
      {
        at: 200,
        values: { fc: [45, 62] },
        rhythm: "bradicardia_sinusal",
        states: ["asfixia_perinatal", "adrenalina_precoz"],
        notStates: ["recuperacion_fc"],
      },
      { at: 320, values: { fc: [62, 140] }, rhythm: "sinusal", states: ["recuperacion_fc"] },
    ],
    fired: ["adrenalina_precoz", "recupera_fc_segunda_adrenalina"],
    notFired: ["recupera_fc"],
  },
  {
    name: "revisión n.º 5: ventilar, comprimir y dar la adrenalina a la vez en los primeros 25 segundos: no recupera la FC antes que el algoritmo (se marcan las compresiones precoces y la adrenalina precoz)",
    given: [
      give("insuflaciones", 5),
      give("ventilacion_bolsa_mascarilla", 10),
      give("compresiones_toracicas", 15),
      give("oxigeno", 15),
      give("acceso_vascular", 20, undefined, "IV"),
      give("adrenalina", 25, 66, "IV"),
    ],
    checks: [
      {
        at: 200,
        rhythm: "bradicardia_sinusal",
        states: ["asfixia_perinatal", "adrenalina_precoz", "compresiones_precoces"],
        notStates: ["recuperacion_fc"],
      },
    ],
    notFired: ["recupera_fc"],
  },
  {
    name: "revisión n.º 6 (PELIGROSO): con la FC recuperada pero todavía en apnea, se deja de ventilar para siempre: bradicardia a los 2 minutos y asistolia a los 5",
    given: [
      ...FIRST_STEPS,
      ...ADRENALINE,
      give("bolo_cristaloide", 230, 10, "IV"),
      stop("oxigeno", 330),
      stop("ventilacion_bolsa_mascarilla", 330),
    ],
    checks: [
      { at: 500, values: { fc: [44, 60] }, rhythm: "bradicardia_sinusal", states: ["sin_ventilar"] },
      { at: 631, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"], notStates: ["recuperacion_fc"] },
      { at: 1200, rhythm: "asistolia", notStates: ["respiracion_espontanea"] },
    ],
    fired: ["sin_ventilar_rn_parada"],
  },
  {
    name: "revisión n.º 7: se deja de ventilar durante las compresiones con la FC < 60: la adrenalina no sirve y hay asistolia a los 3 minutos",
    given: [...FIRST_STEPS, stop("ventilacion_bolsa_mascarilla", 120), give("adrenalina", 170, 66, "IV")],
    checks: [
      { at: 250, values: { fc: [35, 62] }, states: ["sin_ventilacion_asfixia"], notStates: ["recuperacion_fc", "rcp_neonatal"] },
      { at: 301, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
    ],
    fired: ["parada_por_ventilacion_interrumpida"],
    notFired: ["recupera_fc", "recupera_fc_segunda_adrenalina"],
  },
  {
    name: "revisión n.º 7: se detienen las compresiones con la FC todavía < 60 y sin adrenalina: asistolia a los 5 minutos",
    given: [...FIRST_STEPS, stop("compresiones_toracicas", 150)],
    checks: [
      { at: 400, values: { fc: [48, 62] }, states: ["asfixia_perinatal", "sin_compresiones_asfixia"] },
      { at: 451, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
    ],
    fired: ["parada_por_compresiones_interrumpidas"],
  },
  {
    name: "revisión n.º 8: ventilación, compresiones 3:1 con oxígeno y volumen, sin adrenalina: la FC se recupera, pero más tarde que con la adrenalina a su tiempo",
    given: [...FIRST_STEPS, give("bolo_cristaloide", 150, 10, "IV")],
    checks: [
      {
        at: 300,
        values: { fc: [48, 62] },
        rhythm: "bradicardia_sinusal",
        states: ["asfixia_perinatal"],
        notStates: ["hipovolemia", "recuperacion_fc"],
      },
      { at: 460, values: { fc: [100, 125] }, rhythm: "sinusal", states: ["recuperacion_fc"] },
    ],
    fired: ["recupera_con_volumen"],
    notFired: ["recupera_fc", "parada_sin_adrenalina"],
  },
  {
    name: "revisión n.º 9: oxígeno al 100 % desde el primer minuto en un recién nacido a término: se marca para el debriefing",
    given: [give("secado_estimulacion", 10), give("insuflaciones", 30), give("ventilacion_bolsa_mascarilla", 40), give("oxigeno", 40)],
    checks: [{ at: 60, states: ["oxigeno_inicial"] }],
    fired: ["oxigeno_inicial"],
  },
];

examineCase("examen fisiológico de la reanimación neonatal (P08, 3,3 kg)", "08-reanimacion-neonatal.json", () => NEWBORN_EXAMS);
