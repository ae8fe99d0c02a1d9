import { examineCase, give, shock, stop, type Exam } from "./exam";

// ── P05: parada con ritmo no desfibrilable por hipoxia (ahogamiento), 12 kg ────────────────

type Given = Exam["given"];

/** Vía aérea y 5 ventilaciones de rescate con oxígeno, ventilación 15:2 desde el segundo 10, compresiones desde el 25 e IO en el 80. */
const FIRST_MINUTE: Given = [
  give("apertura_via_aerea", 8),
  give("ventilacion_bolsa_mascarilla", 10),
  give("compresiones_toracicas", 25),
  give("acceso_vascular", 80, undefined, "IO"),
];
/** Adrenalina 10 microgramos/kg (120 microgramos) IO en el segundo 100, verificada. */
const ADRENALINE: Given = [give("doble_verificacion", 95), give("adrenalina", 100, 120, "IO")];
/** El algoritmo a tiempo: recupera en el minuto 3:10; se dejan las compresiones. */
const ROSC: Given = [...FIRST_MINUTE, ...ADRENALINE, stop("compresiones_toracicas", 200)];

const HYPOXIC_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: ventilaciones de rescate con oxígeno, RCP 15:2, adrenalina IO en el minuto 1:40; recupera en el 3:10; secado, FiO₂ ajustada y bolo por la hipotensión",
    given: [...ROSC, give("secado_calentamiento", 150), give("ajuste_oxigeno", 260), give("bolo_cristaloide", 420, 10, "IO")],
    checks: [
      { at: 60, values: { fc: [36, 46], etco2: [13, 17], fr: [11, 13] }, rhythm: "aesp", states: ["parada", "rcp_eficaz"] },
      { at: 189, rhythm: "aesp", states: ["parada"] },
      {
        at: 191,
        values: { fc: [160, 185], tas: [92, 112], etco2: [50, 60] },
        rhythm: "taquicardia_sinusal",
        states: ["rosc"],
        notStates: ["parada"],
      },
      { at: 600, values: { sat: [94, 98], tas: [72, 80] }, states: ["rosc"], notStates: ["hipotension_post_rcp", "sin_ventilar"] },
      { at: 1500, values: { tas: [78, 86], temp: [35.9, 36.3] }, notStates: ["exceso_adrenergico"] },
    ],
    fired: ["rosc", "rosc_ajuste_oxigeno", "bolo_corrige", "secado_calentamiento"],
    notFired: ["rosc_tardia", "ventilacion_tardia", "adrenalina_tardia"],
  },
  {
    name: "sin bolo ni secado tras la recuperación: hipotensión por disfunción miocárdica (TAS < 74 mmHg) y la temperatura sigue en 35 °C",
    given: ROSC,
    checks: [{ at: 900, values: { tas: [64, 74], temp: [35, 35.2] }, states: ["rosc", "hipotension_post_rcp"] }],
  },
  {
    name: "adrenalina ×10 (1200 microgramos: 1,2 ml de la ampolla sin diluir): recupera con tormenta adrenérgica y a los 30 segundos fibrila; la FV responde a 4 J/kg pasada la toxicidad",
    given: [...FIRST_MINUTE, give("adrenalina", 100, 1200, "IO"), shock(260, 50, false), shock(380, 50, false), shock(500, 50, false)],
    checks: [
      { at: 170, values: { fc: [190, 240], tas: [130, 175] }, rhythm: "taquicardia_sinusal", states: ["rosc", "toxicidad_adrenergica"] },
      { at: 230, rhythm: "fv", states: ["parada", "toxicidad_adrenergica"], notStates: ["rosc"] },
      { at: 390, rhythm: "fv", states: ["parada"] },
      { at: 501, values: { tas: [74, 88] }, rhythm: "taquicardia_sinusal", states: ["rosc"], notStates: ["toxicidad_adrenergica"] },
    ],
    fired: ["adrenalina_toxica", "rosc_con_toxicidad_adrenergica", "fibrilacion_toxica", "rosc_tras_desfibrilar"],
    notFired: ["rosc"],
  },
  {
    name: "adrenalina ÷10 (12 microgramos): no recupera y pasa a asistolia en el minuto 8",
    given: [...FIRST_MINUTE, give("adrenalina", 100, 12, "IO")],
    checks: [
      { at: 300, rhythm: "aesp", states: ["parada", "adrenalina_tardia"] },
      { at: 481, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"], notStates: ["rosc"] },
    ],
    notFired: ["rosc", "rosc_tardia"],
  },
  {
    name: "adrenalina por encima del rango (dos dosis a 1 minuto): recupera, con exceso adrenérgico",
    given: [...FIRST_MINUTE, give("adrenalina", 100, 120, "IO"), give("adrenalina", 160, 120, "IO")],
    checks: [
      { at: 200, values: { fc: [185, 215], tas: [115, 140] }, rhythm: "taquicardia_sinusal", states: ["rosc", "exceso_adrenergico"] },
    ],
  },
  {
    name: "fármaco equivocado (atropina en lugar de adrenalina): no recupera y pasa a asistolia en el minuto 8",
    given: [...FIRST_MINUTE, give("atropina", 100, 240, "IO")],
    checks: [
      { at: 300, rhythm: "aesp", states: ["parada"] },
      { at: 481, rhythm: "asistolia", notStates: ["rosc"] },
    ],
    notFired: ["rosc", "rosc_tardia"],
  },
  {
    name: "sin tratamiento: la actividad eléctrica sin pulso se enlentece y pasa a asistolia en el minuto 3; la temperatura baja",
    given: [],
    checks: [
      { at: 60, values: { fc: [36, 45], etco2: [2, 6], fr: [0, 0] }, rhythm: "aesp", states: ["parada", "ventilacion_tardia"] },
      { at: 181, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
      { at: 1500, values: { temp: [34.9, 35.1] }, rhythm: "asistolia", notStates: ["rosc"] },
    ],
    fired: ["asistolia_sin_rcp"],
  },
  {
    name: "adrenalina tardía (minuto 7): recupera más tarde, con 3 minutos de RCP y una segunda dosis",
    given: [...FIRST_MINUTE, give("adrenalina", 420, 120, "IO"), give("adrenalina", 640, 120, "IO")],
    checks: [
      { at: 600, rhythm: "aesp", states: ["parada", "adrenalina_tardia"] },
      { at: 700, values: { tas: [84, 98], sat: [74, 84] }, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["rosc_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "orden invertido (compresiones y adrenalina antes de ventilar; ventilación en el minuto 1:30): recupera más tarde y con una segunda adrenalina",
    given: [
      give("compresiones_toracicas", 10),
      give("acceso_vascular", 50, undefined, "IO"),
      give("adrenalina", 60, 120, "IO"),
      give("ventilacion_bolsa_mascarilla", 90),
      give("adrenalina", 300, 120, "IO"),
    ],
    checks: [
      { at: 300, rhythm: "aesp", states: ["parada", "ventilacion_tardia"] },
      { at: 361, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["compresiones_antes_de_ventilar", "rosc_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "compresiones y adrenalina sin ventilar nunca: no recupera y pasa a asistolia en el minuto 5",
    given: [
      give("compresiones_toracicas", 10),
      give("acceso_vascular", 50, undefined, "IO"),
      give("adrenalina", 60, 120, "IO"),
      give("adrenalina", 300, 120, "IO"),
    ],
    checks: [
      // Compresiones sin ventilar: el EtCO₂ es el de las ondas de las compresiones, unos 2 mmHg, no 15 (segunda revisión, W9).
      { at: 301, values: { fc: [0, 0], etco2: [1, 3] }, rhythm: "asistolia", states: ["parada"] },
      { at: 900, rhythm: "asistolia", notStates: ["rosc", "rcp_eficaz"] },
    ],
    fired: ["asistolia_sin_ventilacion"],
    notFired: ["rosc", "rosc_tardia", "rcp_eficaz_inicio"],
  },
  {
    name: "descarga en un ritmo no desfibrilable (50 J en la comprobación del ritmo del minuto 2): no hace nada y retrasa la recuperación",
    given: [...FIRST_MINUTE, ...ADRENALINE, shock(120, 50, false)],
    checks: [
      { at: 200, rhythm: "aesp", states: ["parada", "descarga_inapropiada"], notStates: ["rosc"] },
      { at: 245, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["descarga_en_parada", "rosc"],
  },
  {
    name: "descarga no sincronizada sobre la taquicardia sinusal tras la recuperación: FV, que se desfibrila a 4 J/kg con RCP",
    given: [...ROSC, shock(300, 50, false), give("compresiones_toracicas", 310), shock(400, 50, false)],
    checks: [
      { at: 301, rhythm: "fv", states: ["parada"], notStates: ["rosc"] },
      { at: 401, values: { tas: [74, 88] }, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["descarga_sobre_ritmo_con_pulso", "rosc_tras_desfibrilar"],
  },
  {
    name: "se deja de ventilar tras la recuperación: desaturación, bradicardia y nueva parada a los 4 minutos; la RCP con ventilación la recupera",
    given: [
      ...ROSC,
      stop("ventilacion_bolsa_mascarilla", 260),
      give("compresiones_toracicas", 520),
      give("ventilacion_bolsa_mascarilla", 525),
    ],
    checks: [
      { at: 320, values: { fr: [0, 0], sat: [60, 72] }, states: ["rosc", "sin_ventilar"] },
      { at: 390, values: { fc: [52, 68], sat: [46, 58] }, rhythm: "bradicardia_sinusal", states: ["hipoxia_post_rcp"] },
      { at: 510, rhythm: "aesp", states: ["parada", "reparada"] },
      { at: 700, rhythm: "taquicardia_sinusal", states: ["rosc"], notStates: ["reparada"] },
    ],
    fired: ["sin_ventilar_inicio", "hipoxia_bradicardia", "reparada_hipoxica", "rosc_tras_reparada"],
  },
  {
    name: "bolo ×10 (100 ml/kg) tras la recuperación: edema pulmonar y desaturación",
    given: [...ROSC, give("bolo_cristaloide", 420, 100, "IO")],
    checks: [{ at: 900, values: { sat: [80, 89] }, states: ["sobrecarga_hidrica"] }],
  },
  // Revisión clínica del 26 de noviembre de 2026 (docs/reviews/in-person-cases-04-05-08-review-2026-11-26.md): cada secuencia falla si vuelve el defecto.
  {
    name: "revisión n.º 4 (PELIGROSO): compresiones detenidas del minuto 1 al 10 con ventilación: asistolia en el minuto 3; al reanudar no basta la primera adrenalina, hacen falta una segunda y 3 minutos de RCP",
    given: [
      ...FIRST_MINUTE,
      stop("compresiones_toracicas", 60),
      ...ADRENALINE,
      give("compresiones_toracicas", 600),
      give("adrenalina", 620, 120, "IO"),
    ],
    checks: [
      { at: 181, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada", "sin_compresiones", "pausas_prolongadas"] },
      { at: 770, rhythm: "asistolia", states: ["parada"], notStates: ["rosc"] },
      { at: 781, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["pausa_compresiones_prolongada", "asistolia_por_pausa_compresiones", "rosc_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "revisión n.º 4: pausa de 70 segundos en las compresiones (minuto 1:00 a 2:10): no recupera a los 2 minutos; hace falta una segunda adrenalina",
    given: [
      ...FIRST_MINUTE,
      stop("compresiones_toracicas", 60),
      ...ADRENALINE,
      give("compresiones_toracicas", 130),
      give("adrenalina", 300, 120, "IO"),
    ],
    checks: [
      { at: 260, rhythm: "aesp", states: ["parada", "pausas_prolongadas"], notStates: ["rosc"] },
      { at: 361, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["rosc_tardia"],
    notFired: ["rosc", "asistolia_por_pausa_compresiones"],
  },
  {
    name: "revisión n.º 4: se deja de ventilar en el minuto 1 aunque se siga comprimiendo: asistolia en el minuto 4 y no recupera",
    given: [...FIRST_MINUTE, stop("ventilacion_bolsa_mascarilla", 60), ...ADRENALINE],
    checks: [
      { at: 200, rhythm: "aesp", states: ["parada", "sin_ventilacion_rcp", "pausas_prolongadas"], notStates: ["rosc"] },
      { at: 241, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
      { at: 900, rhythm: "asistolia", notStates: ["rosc"] },
    ],
    fired: ["asistolia_por_pausa_ventilacion"],
    notFired: ["rosc", "rosc_tardia"],
  },
];

examineCase("examen fisiológico de la parada por hipoxia (P05, 12 kg)", "05-pcr-no-desfibrilable-hipoxia.json", () => HYPOXIC_EXAMS);
