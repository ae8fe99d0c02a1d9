import { examineCase, give, stop, type Given, type Exam } from "./exam";

// ── P11: TCE grave con hipertensión intracraneal, 20 kg ───────────────────────────────────

/** Oxígeno y control cervical, ketamina 2 mg/kg e intubación antes del minuto 5, cabecero a 30°, midazolam 0,1 mg/kg y levetiracetam 40 mg/kg. */
const NEUROPROTECCION: Given[] = [
  give("oxigeno", 20),
  give("estabilizacion_cervical", 20),
  give("ketamina", 240, 40, "IV"),
  give("intubacion_secuencia_rapida", 270),
  give("cabecero_30", 300),
  give("midazolam", 330, 2, "IV"),
  give("levetiracetam", 600, 800, "IV"),
];
/** Lo mismo sin el midazolam ni el levetiracetam (para estudiar cada uno). */
const VIA_AEREA: Given[] = NEUROPROTECCION.slice(0, 5);

const TBI_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: intubación con ketamina, normocapnia, salino al 3 % 5 ml/kg 2 minutos después de los signos de herniación y Neurocirugía",
    given: [...NEUROPROTECCION, give("salino_hipertonico_3", 960, 5, "IV"), give("tc_neurocirugia", 1020)],
    checks: [
      {
        at: 600,
        values: { sat: [97, 100], etco2: [35, 41], fr: [17, 23] },
        states: ["intubado"],
        notStates: ["lesion_secundaria", "hipoxemia"],
      },
      { at: 950, values: { fc: [55, 70], tas: [142, 158] }, states: ["crisis_hic"] },
      { at: 1500, values: { fc: [88, 104], tas: [108, 126], sodio: [142, 146] }, states: ["hic_controlada", "preparado_quirofano"] },
      {
        at: 2100,
        values: { etco2: [35, 41], sat: [95, 100] },
        notStates: ["herniacion", "isquemia_cerebral", "crisis_postraumatica", "lesion_secundaria"],
      },
    ],
    fired: ["intubacion", "crisis_hic", "osmoterapia_hts", "neurocirugia_avisada"],
    notFired: ["crisis_hic_precoz", "intubacion_sin_induccion", "herniacion", "hipotension"],
  },
  {
    name: "tratamiento correcto con manitol 0,5 g/kg (2,5 ml/kg al 20 %) en lugar del salino al 3 %",
    given: [...NEUROPROTECCION, give("manitol_20", 960, 2.5, "IV"), give("tc_neurocirugia", 1020)],
    checks: [
      { at: 1500, values: { fc: [88, 104], tas: [106, 124], sodio: [138, 140] }, states: ["hic_controlada"], notStates: ["hipotension"] },
    ],
    fired: ["osmoterapia_manitol"],
  },
  {
    name: "hiperventilación breve como puente durante los signos de herniación (3 minutos) y vuelta a la normocapnia: sin isquemia",
    given: [
      ...NEUROPROTECCION,
      give("hiperventilacion", 930),
      give("salino_hipertonico_3", 960, 5, "IV"),
      give("tc_neurocirugia", 1020),
      stop("hiperventilacion", 1110),
    ],
    checks: [
      { at: 1080, values: { etco2: [24, 30] } },
      { at: 1500, values: { etco2: [35, 41] }, states: ["hic_controlada"], notStates: ["isquemia_cerebral"] },
    ],
    fired: ["hiperventilacion_puente", "fin_hiperventilacion"],
    notFired: ["hiperventilacion_prolongada"],
  },
  {
    name: "salino al 3 % ×10 (50 ml/kg): controla la crisis pero produce hipernatremia grave",
    given: [...NEUROPROTECCION, give("salino_hipertonico_3", 960, 50, "IV"), give("tc_neurocirugia", 1020)],
    checks: [{ at: 1800, values: { sodio: [158, 168] }, states: ["hic_controlada", "hipernatremia"] }],
  },
  {
    name: "salino al 3 % ÷10 (0,5 ml/kg): no controla la crisis y hay herniación a los 6 minutos",
    given: [...NEUROPROTECCION, give("salino_hipertonico_3", 960, 0.5, "IV"), give("tc_neurocirugia", 1020)],
    checks: [
      { at: 1400, values: { fc: [44, 55], tas: [160, 175], sodio: [138, 140] }, states: ["herniacion"], notStates: ["hic_controlada"] },
    ],
  },
  {
    name: "manitol ×10 (25 ml/kg, 5 g/kg): hipovolemia, hipotensión e isquemia cerebral",
    given: [...NEUROPROTECCION, give("manitol_20", 960, 25, "IV"), give("tc_neurocirugia", 1020)],
    checks: [{ at: 1900, values: { tas: [70, 85], fc: [118, 135] }, states: ["hipovolemia_osmotica", "hipotension", "isquemia_cerebral"] }],
  },
  {
    name: "manitol ÷10 (0,25 ml/kg): no controla la crisis y hay herniación",
    given: [...NEUROPROTECCION, give("manitol_20", 960, 0.25, "IV"), give("tc_neurocirugia", 1020)],
    checks: [{ at: 1400, states: ["herniacion"], notStates: ["hic_controlada"] }],
  },
  {
    name: "midazolam ×10 (20 mg, 1 mg/kg) tras la intubación: hipotensión, isquemia y signos de herniación precoces",
    given: [...VIA_AEREA, give("midazolam", 330, 20, "IV"), give("levetiracetam", 600, 800, "IV")],
    checks: [
      { at: 460, values: { tas: [76, 90] }, states: ["sedacion_excesiva", "hipotension"] },
      { at: 620, states: ["crisis_hic", "isquemia_cerebral", "lesion_secundaria"] },
    ],
    fired: ["hipotension", "hipotension_isquemia", "crisis_hic_precoz"],
  },
  {
    name: "midazolam ÷10 (0,2 mg): sin efecto sobre la TA",
    given: [...VIA_AEREA, give("midazolam", 330, 0.2, "IV"), give("levetiracetam", 600, 800, "IV")],
    checks: [{ at: 500, values: { tas: [122, 134] }, notStates: ["sedacion_excesiva", "hipotension"] }],
    notFired: ["hipotension"],
  },
  {
    name: "ketamina ×10 (400 mg, 20 mg/kg): taquicardia e hipertensión marcadas",
    given: [
      give("oxigeno", 20),
      give("ketamina", 240, 400, "IV"),
      give("intubacion_secuencia_rapida", 270),
      give("levetiracetam", 600, 800, "IV"),
    ],
    checks: [{ at: 400, values: { fc: [145, 165], tas: [148, 166] }, states: ["toxicidad_ketamina", "intubado"] }],
  },
  {
    name: "ketamina ÷10 (4 mg) antes de intubar: laringoscopia sin inducción eficaz, pico hipertensivo y signos de herniación precoces",
    given: [
      give("oxigeno", 20),
      give("ketamina", 240, 4, "IV"),
      give("intubacion_secuencia_rapida", 270),
      give("levetiracetam", 600, 800, "IV"),
    ],
    checks: [
      { at: 330, values: { tas: [138, 152] }, states: ["lesion_secundaria"] },
      { at: 620, states: ["crisis_hic"] },
    ],
    fired: ["intubacion_sin_induccion", "crisis_hic_precoz"],
  },
  {
    name: "orden invertido: intubar primero y dar la ketamina después: pico hipertensivo y signos de herniación en el minuto 8",
    given: [
      give("oxigeno", 20),
      give("intubacion_secuencia_rapida", 270),
      give("ketamina", 300, 40, "IV"),
      give("levetiracetam", 600, 800, "IV"),
    ],
    checks: [{ at: 620, values: { fc: [55, 75] }, states: ["crisis_hic", "lesion_secundaria"] }],
    fired: ["intubacion_sin_induccion", "crisis_hic_precoz"],
  },
  {
    name: "fármaco equivocado: suero hipotónico 20 ml/kg en lugar de osmoterapia: herniación y el sodio baja",
    given: [...NEUROPROTECCION, give("suero_hipotonico", 960, 20, "IV"), give("tc_neurocirugia", 1020)],
    checks: [{ at: 1500, values: { sodio: [134, 137] }, states: ["herniacion", "agua_libre"], notStates: ["hic_controlada"] }],
  },
  {
    name: "hiperventilación profiláctica tras intubar (EtCO₂ 26): isquemia cerebral a los 5 minutos",
    given: [...VIA_AEREA, give("hiperventilacion", 330), give("levetiracetam", 600, 800, "IV")],
    checks: [
      { at: 600, values: { etco2: [24, 29] }, notStates: ["isquemia_cerebral"] },
      { at: 700, states: ["isquemia_cerebral"] },
    ],
    fired: ["hiperventilacion_sin_herniacion"],
  },
  {
    name: "sin profilaxis anticonvulsiva: crisis postraumática en el minuto 22, que cede con levetiracetam",
    given: [
      ...NEUROPROTECCION.slice(0, 6),
      give("salino_hipertonico_3", 960, 5, "IV"),
      give("tc_neurocirugia", 1020),
      give("levetiracetam", 1440, 800, "IV"),
    ],
    checks: [
      { at: 1420, values: { fc: [110, 128], tas: [126, 142] }, states: ["crisis_postraumatica"] },
      { at: 2100, values: { fc: [88, 104] }, notStates: ["crisis_postraumatica"] },
    ],
    fired: ["crisis_postraumatica", "crisis_cede_levetiracetam"],
  },
  {
    name: "sin tratamiento: hipoxemia e hipercapnia, signos de herniación en el minuto 8, herniación establecida en el 14 y apnea con bradicardia por hipoxia en el 18",
    given: [],
    checks: [
      { at: 300, values: { sat: [82, 88], glasgow: [6, 6] }, states: ["lesion_secundaria"] },
      { at: 660, values: { fc: [52, 62], tas: [148, 160], glasgow: [5, 5] }, states: ["crisis_hic"] },
      {
        at: 1000,
        values: { fc: [44, 52], sat: [76, 84], fr: [8, 10], tas: [162, 175], glasgow: [3, 3] },
        states: ["herniacion"],
        notStates: ["apnea"],
      },
      {
        at: 1500,
        values: { fc: [40, 48], sat: [60, 62], fr: [0, 0], etco2: [15, 17] },
        rhythm: "bradicardia_sinusal",
        states: ["herniacion", "apnea"],
      },
    ],
    fired: ["sin_oxigeno_3min", "sin_via_aerea_8min", "crisis_hic_precoz", "herniacion", "herniacion_sin_intubar", "herniacion_apnea"],
  },
  {
    name: "solo oxígeno y salino al 3 % en la herniación, sin intubar nunca: a los 20 minutos la hipoventilación termina en apnea (revisión 26-11-2026)",
    given: [
      give("oxigeno", 20),
      give("levetiracetam", 600, 800, "IV"),
      give("salino_hipertonico_3", 960, 5, "IV"),
      give("tc_neurocirugia", 1020),
    ],
    checks: [
      { at: 1140, values: { sat: [78, 84] }, states: ["respuesta_parcial"], notStates: ["apnea"] },
      { at: 1500, values: { sat: [58, 64], fr: [0, 0], fc: [42, 52] }, rhythm: "bradicardia_sinusal", states: ["apnea"] },
    ],
    fired: ["osmoterapia_hts_tardia", "fallo_respiratorio_sin_intubar"],
    notFired: ["preparado_quirofano"],
  },
  {
    name: "apnea por herniación rescatada: bolsa-mascarilla, ketamina, intubación y salino al 3 % (respuesta parcial)",
    given: [
      give("ventilacion_bolsa_mascarilla", 1200),
      give("ketamina", 1300, 40, "IV"),
      give("intubacion_secuencia_rapida", 1330),
      give("salino_hipertonico_3", 1360, 5, "IV"),
      give("levetiracetam", 1250, 800, "IV"),
      give("tc_neurocirugia", 1400),
    ],
    checks: [
      { at: 1310, values: { sat: [88, 96], fc: [55, 68] }, states: ["apnea"] },
      {
        at: 1800,
        values: { sat: [96, 100], fr: [17, 23] },
        states: ["intubado", "hic_controlada", "respuesta_parcial"],
        notStates: ["apnea", "herniacion"],
      },
    ],
    fired: ["herniacion_apnea", "apnea_ventilada", "intubacion", "osmoterapia_hts_tardia"],
  },
  {
    name: "tratamiento tardío: intubación en el minuto 12 y salino al 3 % ya en la herniación: respuesta parcial",
    given: [
      give("oxigeno", 20),
      give("ketamina", 660, 40, "IV"),
      give("intubacion_secuencia_rapida", 720),
      give("levetiracetam", 1000, 800, "IV"),
      give("salino_hipertonico_3", 1300, 5, "IV"),
      give("tc_neurocirugia", 1400),
    ],
    checks: [
      { at: 600, values: { fc: [52, 62] }, states: ["crisis_hic"] },
      { at: 1800, values: { fc: [74, 90], tas: [128, 145] }, states: ["hic_controlada", "respuesta_parcial"], notStates: ["herniacion"] },
    ],
    fired: ["crisis_hic_precoz", "herniacion", "osmoterapia_hts_tardia"],
  },
];

examineCase("examen fisiológico del TCE grave (P11, 20 kg)", "11-tce-grave-hipertension-intracraneal.json", () => TBI_EXAMS);
