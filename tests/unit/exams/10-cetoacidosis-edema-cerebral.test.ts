import { examineCase, give, type Given, type Exam } from "./exam";

// ── P10: cetoacidosis diabética con edema cerebral, 25 kg ─────────────────────────────────
// Reloj comprimido hasta el edema cerebral (minuto 20); desde ahí, tiempo real.

/** Acceso, bolo de salino 0,9 % 10 ml/kg en el minuto 1, pauta de rehidratación y doble verificación. */
const EXPANSION: Given[] = [
  give("acceso_vascular", 20, undefined, "IV"),
  give("suero_fisiologico_bolo", 60, 10, "IV"),
  give("rehidratacion_iv", 300),
  give("doble_verificacion", 500),
];
/** La expansión, insulina 0,1 unidades/kg/h a los 9 minutos del bolo (la «hora» del reloj comprimido) y potasio a 40 mmol/l. */
const INSULINA_Y_POTASIO: Given[] = [...EXPANSION, give("insulina_perfusion", 600, 0.1, "IV"), give("cloruro_potasico", 620, 10, "IV")];
/** Lo anterior y el edema cerebral tratado a tiempo: cabecera a 30° y salino al 3 % 5 ml/kg un minuto después de los signos. */
const EDEMA_TRATADO: Given[] = [...INSULINA_Y_POTASIO, give("cabecero_30", 1230), give("salino_hipertonico_3", 1260, 5, "IV")];

const DKA_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: bolo de 10 ml/kg, insulina 0,1 sin bolo tras la «hora», potasio, salino al 3 % al aparecer el edema y glucosa al bajar de 300",
    given: [...EDEMA_TRATADO, give("glucosa_suero", 1500)],
    checks: [
      { at: 540, values: { fc: [112, 124], relleno: [1, 2] }, notStates: ["insulina_precoz", "riesgo_edema"] },
      {
        at: 1170,
        values: { glucemia: [310, 335], potasio: [4.4, 4.9], ph: [7.05, 7.1] },
        states: ["insulina_en_curso"],
        notStates: ["edema_cerebral"],
      },
      { at: 1250, states: ["edema_cerebral"] },
      {
        at: 1900,
        values: { fc: [100, 116], tas: [112, 128], glasgow: [14, 14] },
        states: ["edema_controlado"],
        notStates: ["herniacion", "hipopotasemia", "hipoglucemia"],
      },
      { at: 2400, values: { glucemia: [195, 225], ph: [7.14, 7.18], potasio: [4, 4.4], sodio: [134, 138] }, notStates: ["herniacion"] },
    ],
    fired: ["insulina_actua", "potasio_repuesto", "osmoterapia_salino", "glucosa_en_suero"],
    notFired: ["insulina_precoz", "edema_cerebral_precoz", "herniacion", "potasio_sin_reponer"],
  },
  {
    name: "tratamiento correcto con manitol 0,5 g/kg (2,5 ml/kg al 20 %) en lugar del salino al 3 %",
    given: [...INSULINA_Y_POTASIO, give("manitol_20", 1260, 2.5, "IV"), give("glucosa_suero", 1500)],
    checks: [
      { at: 1900, values: { fc: [100, 116], tas: [108, 126], glasgow: [14, 14] }, states: ["edema_controlado"], notStates: ["herniacion"] },
    ],
    fired: ["osmoterapia_manitol"],
  },
  {
    name: "insulina ×10 (1 unidad/kg/h): hipoglucemia grave, hipopotasemia y taquicardia ventricular con pulso",
    given: [
      ...INSULINA_Y_POTASIO.slice(0, -2),
      give("insulina_perfusion", 600, 1, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
      give("salino_hipertonico_3", 1260, 5, "IV"),
    ],
    checks: [
      { at: 1200, values: { glucemia: [190, 230], potasio: [3.4, 3.9] }, states: ["sobredosis_insulina"] },
      { at: 1900, values: { glucemia: [30, 45], potasio: [2, 2.3] }, rhythm: "tv_con_pulso", states: ["hipoglucemia", "hipopotasemia"] },
    ],
    fired: ["insulina_toxica", "arritmia_hipopotasemia"],
  },
  {
    name: "insulina ÷10 (0,01 unidades/kg/h): como sin insulina, la glucemia apenas baja y la acidosis empeora desde el minuto 18",
    given: [
      ...EXPANSION,
      give("insulina_perfusion", 600, 0.01, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
      give("salino_hipertonico_3", 1260, 5, "IV"),
    ],
    checks: [{ at: 2100, values: { glucemia: [348, 362], ph: [6.95, 7.01], potasio: [5, 5.2] }, notStates: ["insulina_en_curso"] }],
    fired: ["insulina_insuficiente", "sin_insulina"],
  },
  {
    name: "bolo IV de insulina 0,1 unidades/kg con la perfusión: edema cerebral precoz (minuto 12) y herniación si no se trata",
    given: [
      ...EXPANSION,
      give("insulina_bolo", 600, 0.1, "IV"),
      give("insulina_perfusion", 600, 0.1, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
    ],
    checks: [
      { at: 700, notStates: ["edema_cerebral"] },
      { at: 960, values: { fc: [70, 84], tas: [136, 148], glasgow: [10, 12] }, states: ["edema_cerebral", "riesgo_edema"] },
      { at: 1400, values: { fc: [44, 56] }, states: ["herniacion"] },
    ],
    fired: ["bolo_insulina", "edema_cerebral_precoz"],
    notFired: ["edema_cerebral"],
  },
  {
    name: "fármaco equivocado: bicarbonato 2 mEq/kg para «corregir la acidosis»: edema cerebral precoz y más caída del potasio",
    given: [
      ...EXPANSION,
      give("bicarbonato", 400, 2, "IV"),
      give("insulina_perfusion", 600, 0.1, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
    ],
    checks: [{ at: 960, values: { fc: [70, 84], potasio: [4.3, 4.7] }, states: ["edema_cerebral", "bicarbonato_administrado"] }],
    fired: ["bicarbonato", "edema_cerebral_precoz"],
  },
  {
    name: "60 ml/kg de salino en tres bolos rápidos sin shock: volumen excesivo con acidosis hiperclorémica, sin adelantar el edema cerebral (PECARN FLUID)",
    given: [
      give("suero_fisiologico_bolo", 60, 20, "IV"),
      give("suero_fisiologico_bolo", 240, 20, "IV"),
      give("suero_fisiologico_bolo", 420, 20, "IV"),
      give("rehidratacion_iv", 300),
      give("insulina_perfusion", 600, 0.1, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
    ],
    checks: [
      { at: 960, values: { fc: [108, 124], sat: [92, 96] }, states: ["volumen_excesivo"], notStates: ["edema_cerebral", "riesgo_edema"] },
      { at: 1260, states: ["edema_cerebral"] },
    ],
    fired: ["volumen_excesivo", "edema_cerebral"],
    notFired: ["edema_cerebral_precoz"],
  },
  {
    name: "sin potasio en el suero: hipopotasemia (≈ 2,7 mmol/l) con ondas U",
    given: [...EXPANSION, give("insulina_perfusion", 600, 0.1, "IV"), give("salino_hipertonico_3", 1260, 5, "IV")],
    checks: [
      { at: 1500, values: { potasio: [3.1, 3.4] } },
      { at: 2400, values: { potasio: [2.5, 2.9] }, states: ["hipopotasemia"] },
    ],
    fired: ["potasio_sin_reponer", "potasio_sin_reponer_2"],
  },
  {
    name: "cloruro potásico ×10 (100 ml de la ampolla en 500 ml): hiperpotasemia grave con bloqueo AV",
    given: [...EXPANSION, give("insulina_perfusion", 600, 0.1, "IV"), give("cloruro_potasico", 620, 100, "IV")],
    checks: [{ at: 1100, values: { potasio: [7, 8.5], fc: [42, 56] }, rhythm: "bav_completo", states: ["hiperpotasemia"] }],
  },
  {
    name: "cloruro potásico ÷10 (1 ml en 500 ml, 4 mmol/l): como si no hubiera potasio",
    given: [
      ...EXPANSION,
      give("insulina_perfusion", 600, 0.1, "IV"),
      give("cloruro_potasico", 620, 1, "IV"),
      give("salino_hipertonico_3", 1260, 5, "IV"),
    ],
    checks: [{ at: 2400, values: { potasio: [2.5, 2.9] }, states: ["hipopotasemia"] }],
    fired: ["potasio_sin_reponer"],
    notFired: ["potasio_repuesto"],
  },
  {
    name: "orden invertido: insulina en el minuto 1 y el bolo en el 5: peor perfusión, potasio que cae y edema cerebral precoz",
    given: [give("insulina_perfusion", 60, 0.1, "IV"), give("suero_fisiologico_bolo", 300, 10, "IV")],
    checks: [
      { at: 290, values: { fc: [132, 145], relleno: [3, 4] }, states: ["insulina_precoz"] },
      { at: 960, values: { fc: [70, 84], potasio: [3, 3.8] }, states: ["edema_cerebral"] },
    ],
    fired: ["insulina_antes_de_fluidos", "edema_cerebral_precoz"],
  },
  {
    name: "sin insulina (solo fluidos y potasio): la cetoacidosis progresa, pH 6,98 (revisión 26-11-2026)",
    given: [...EXPANSION, give("cloruro_potasico", 620, 10, "IV"), give("salino_hipertonico_3", 1260, 5, "IV")],
    checks: [{ at: 1800, values: { ph: [6.95, 7.01], glucemia: [345, 365] }, notStates: ["insulina_en_curso"] }],
    fired: ["sin_insulina"],
  },
  {
    name: "salino al 3 % «profiláctico» en el minuto 5: no previene el edema cerebral y, sin otra dosis, hay herniación (revisión 26-11-2026)",
    given: [...INSULINA_Y_POTASIO, give("salino_hipertonico_3", 300, 5, "IV"), give("glucosa_suero", 1500)],
    checks: [
      { at: 1320, states: ["edema_cerebral"], notStates: ["edema_controlado"] },
      { at: 1900, values: { fc: [44, 56] }, states: ["herniacion"], notStates: ["edema_controlado"] },
    ],
    fired: ["salino_profilactico", "herniacion"],
    notFired: ["osmoterapia_salino", "osmoterapia_salino_2"],
  },
  {
    name: "manitol «profiláctico» en el minuto 12: no previene el edema cerebral (revisión 26-11-2026)",
    given: [...INSULINA_Y_POTASIO, give("manitol_20", 720, 2.5, "IV"), give("glucosa_suero", 1500)],
    checks: [{ at: 1900, states: ["herniacion"], notStates: ["edema_controlado"] }],
    fired: ["manitol_profilactico"],
    notFired: ["osmoterapia_manitol"],
  },
  {
    name: "salino al 3 % antes de los signos y otra vez al aparecer el edema: la segunda dosis lo controla",
    given: [
      ...INSULINA_Y_POTASIO,
      give("salino_hipertonico_3", 300, 5, "IV"),
      give("salino_hipertonico_3", 1260, 5, "IV"),
      give("glucosa_suero", 1500),
    ],
    checks: [{ at: 1900, values: { fc: [100, 116], glasgow: [14, 14] }, states: ["edema_controlado"], notStates: ["herniacion"] }],
    fired: ["salino_profilactico", "osmoterapia_salino_2"],
  },
  {
    name: "insulina ×10 detectada en el minuto 15: parar la bomba con potasio en el suero evita la hipoglucemia y la arritmia (revisión 26-11-2026)",
    given: [
      ...EXPANSION,
      give("insulina_perfusion", 600, 1, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
      give("parar_insulina", 900),
      give("salino_hipertonico_3", 1260, 5, "IV"),
    ],
    checks: [
      { at: 1900, values: { glucemia: [150, 175], potasio: [3.6, 4] }, rhythm: "sinusal", notStates: ["hipoglucemia", "hipopotasemia"] },
    ],
    fired: ["insulina_toxica", "insulina_parada", "potasio_tras_parar_insulina"],
    notFired: ["arritmia_hipopotasemia"],
  },
  {
    name: "insulina ×10 con taquicardia ventricular: parar la bomba, glucosa y potasio hacen ceder la arritmia",
    given: [
      ...EXPANSION,
      give("insulina_perfusion", 600, 1, "IV"),
      give("cloruro_potasico", 620, 10, "IV"),
      give("salino_hipertonico_3", 1260, 5, "IV"),
      give("glucosa_10_bolo", 1700, 2, "IV"),
      give("parar_insulina", 1700),
    ],
    checks: [
      { at: 1690, rhythm: "tv_con_pulso" },
      { at: 2400, values: { potasio: [3.5, 4], fc: [115, 135] }, rhythm: "taquicardia_sinusal" },
    ],
    fired: ["arritmia_hipopotasemia", "insulina_parada", "arritmia_hipopotasemia_resuelta"],
  },
  {
    name: "salino al 3 % ×10 (50 ml/kg): controla el edema pero produce hipernatremia grave",
    given: [...INSULINA_Y_POTASIO, give("salino_hipertonico_3", 1260, 50, "IV")],
    checks: [{ at: 1900, values: { sodio: [155, 162] }, states: ["edema_controlado", "hipernatremia"] }],
  },
  {
    name: "salino al 3 % ÷10 (0,5 ml/kg): no controla el edema y hay herniación",
    given: [...INSULINA_Y_POTASIO, give("salino_hipertonico_3", 1260, 0.5, "IV")],
    checks: [
      { at: 1900, values: { fc: [44, 56], tas: [150, 170], glasgow: [5, 7] }, states: ["herniacion"], notStates: ["edema_controlado"] },
    ],
  },
  {
    name: "manitol ×10 (25 ml/kg, 5 g/kg): diuresis osmótica con hipovolemia e hipotensión",
    given: [...INSULINA_Y_POTASIO, give("manitol_20", 1260, 25, "IV")],
    checks: [
      { at: 2100, values: { tas: [82, 96], fc: [128, 145], relleno: [4, 6] }, states: ["edema_controlado", "hipovolemia_osmotica"] },
    ],
  },
  {
    name: "manitol ÷10 (0,25 ml/kg): no controla el edema y hay herniación",
    given: [...INSULINA_Y_POTASIO, give("manitol_20", 1260, 0.25, "IV")],
    checks: [{ at: 1900, states: ["herniacion"], notStates: ["edema_controlado"] }],
  },
  {
    name: "hiperventilación sin signos de herniación en lugar de osmoterapia: isquemia y después herniación",
    given: [...INSULINA_Y_POTASIO, give("hiperventilacion", 1260)],
    checks: [
      { at: 1500, states: ["edema_cerebral", "isquemia_hiperventilacion"] },
      { at: 1900, states: ["herniacion"] },
    ],
  },
  {
    name: "sin tratamiento: más deshidratación en los minutos 10 y 18, edema cerebral en el 20 y herniación en el 28",
    given: [],
    checks: [
      { at: 780, values: { fc: [140, 150], tas: [100, 108], relleno: [4, 4], glasgow: [13, 13] } },
      { at: 1180, values: { fc: [150, 158], tas: [94, 102], relleno: [5, 5], ph: [6.96, 7.01] } },
      { at: 1500, states: ["edema_cerebral"] },
      {
        at: 2000,
        values: { fc: [44, 56], tas: [150, 170], fr: [8, 12], glasgow: [5, 7] },
        rhythm: "bradicardia_sinusal",
        states: ["herniacion"],
      },
    ],
  },
  {
    name: "tratamiento tardío: bolo en el minuto 15, insulina y potasio en el 25 y salino al 3 % ya en la herniación (minuto 30): respuesta parcial",
    given: [
      give("suero_fisiologico_bolo", 900, 10, "IV"),
      give("rehidratacion_iv", 960),
      give("insulina_perfusion", 1500, 0.1, "IV"),
      give("cloruro_potasico", 1500, 10, "IV"),
      give("salino_hipertonico_3", 1800, 5, "IV"),
    ],
    checks: [
      { at: 840, values: { fc: [140, 150] } },
      { at: 1750, states: ["herniacion"] },
      { at: 2400, values: { glasgow: [8, 10], fc: [84, 100] }, states: ["recuperacion_parcial"], notStates: ["herniacion"] },
    ],
    fired: ["sin_expansion_10", "osmoterapia_salino_tardia"],
  },
  {
    name: "sin glucosa en el suero al bajar de 300 mg/dl: la glucemia sigue cayendo con la cetosis sin resolver",
    given: EDEMA_TRATADO,
    checks: [{ at: 2400, values: { glucemia: [140, 175], ph: [7.14, 7.18] } }],
    fired: ["glucemia_300", "sin_glucosa_en_suero"],
  },
];

examineCase("examen fisiológico de la cetoacidosis (P10, 25 kg)", "10-cetoacidosis-edema-cerebral.json", () => DKA_EXAMS);
