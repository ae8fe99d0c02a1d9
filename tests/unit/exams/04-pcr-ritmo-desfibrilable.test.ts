import { examineCase, give, shock, stop, type Exam } from "./exam";

// ── P04: parada con ritmo desfibrilable, 32 kg ────────────────────────────────────────────

/** 4 J/kg = 128 J: el nivel de 130 J del desfibrilador (4,1 J/kg). */
const J = 130;
type Given = Exam["given"];

/** RCP 15:2 desde el segundo 10, ventilación con oxígeno desde el 15, descargas en los minutos 1, 3 y 5 e IO en el minuto 1:40. */
const FIRST_THREE: Given = [
  give("compresiones_toracicas", 10),
  give("ventilacion_bolsa_mascarilla", 15),
  shock(60, J, false),
  give("acceso_vascular", 100, undefined, "IO"),
  shock(180, J, false),
  shock(300, J, false),
];
/** Tras la 3.ª descarga: adrenalina 10 microgramos/kg (320) y amiodarona 5 mg/kg (160), verificadas. */
const DRUGS: Given = [give("doble_verificacion", 310), give("adrenalina", 320, 320, "IO"), give("amiodarona", 330, 160, "IO")];
/** El algoritmo a tiempo hasta la 4.ª descarga (minuto 7), que recupera la circulación; se dejan las compresiones. */
const ROSC: Given = [...FIRST_THREE, ...DRUGS, shock(420, J, false), stop("compresiones_toracicas", 430)];

const VF_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: RCP, descargas a 4 J/kg, adrenalina y amiodarona tras la 3.ª; recupera en la 4.ª; FiO₂ ajustada y bolo por la hipotensión",
    given: [...ROSC, give("ajuste_oxigeno", 500), give("bolo_cristaloide", 600, 10, "IO")],
    checks: [
      { at: 120, values: { etco2: [13, 17], fr: [11, 13] }, rhythm: "fv", states: ["parada", "rcp_eficaz"] },
      { at: 200, values: { fc: [220, 240] }, rhythm: "tv_sin_pulso", states: ["parada"] },
      {
        at: 421,
        values: { tas: [105, 125], etco2: [45, 55], fc: [140, 165] },
        rhythm: "taquicardia_sinusal",
        states: ["rosc"],
        notStates: ["parada"],
      },
      { at: 700, values: { sat: [94, 98], etco2: [37, 45], tas: [86, 96] }, states: ["rosc"], notStates: ["hipotension_post_rcp"] },
      { at: 1200, values: { tas: [90, 100], sat: [94, 98], fc: [125, 145] }, notStates: ["exceso_adrenergico", "sin_ventilar"] },
    ],
    fired: ["primera_descarga", "segunda_descarga_tv", "tercera_descarga", "rosc", "rosc_ajuste_oxigeno", "bolo_corrige"],
    notFired: ["rosc_tardia", "fv_refractaria", "rcp_tardia", "desfibrilacion_tardia"],
  },
  {
    name: "sin bolo tras la recuperación: la disfunción miocárdica baja la TAS de 90 mmHg; con FiO₂ 1,0 la SatO₂ queda en 99–100 %",
    given: ROSC,
    checks: [{ at: 900, values: { tas: [78, 88], sat: [97, 100] }, states: ["rosc", "hipotension_post_rcp"] }],
  },
  {
    name: "adrenalina ×10 (3200 microgramos: 3,2 ml de la ampolla sin diluir): recupera con tormenta adrenérgica, vuelve a fibrilar y solo responde pasada la toxicidad",
    given: [
      ...FIRST_THREE,
      give("adrenalina", 320, 3200, "IO"),
      give("amiodarona", 330, 160, "IO"),
      shock(420, J, false),
      shock(560, J, false),
      shock(680, J, false),
    ],
    checks: [
      { at: 421, values: { fc: [185, 230], tas: [155, 200] }, rhythm: "taquicardia_sinusal", states: ["rosc", "toxicidad_adrenergica"] },
      { at: 500, rhythm: "fv", states: ["parada", "toxicidad_adrenergica"], notStates: ["rosc"] },
      { at: 600, rhythm: "fv", states: ["parada"] },
      { at: 690, values: { tas: [90, 110] }, rhythm: "taquicardia_sinusal", states: ["rosc"], notStates: ["toxicidad_adrenergica"] },
    ],
    fired: ["adrenalina_toxica", "rosc_con_toxicidad_adrenergica", "refibrilacion_toxica", "rosc_tras_refibrilacion"],
    notFired: ["rosc"],
  },
  {
    name: "adrenalina ÷10 (32 microgramos): la 4.ª descarga no recupera; corregida la dosis, recupera en la 5.ª",
    given: [
      ...FIRST_THREE,
      give("adrenalina", 320, 32, "IO"),
      give("amiodarona", 330, 160, "IO"),
      shock(420, J, false),
      give("adrenalina", 440, 320, "IO"),
      shock(540, J, false),
    ],
    checks: [
      { at: 430, rhythm: "tv_sin_pulso", states: ["parada"], notStates: ["rosc"] },
      { at: 541, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
  },
  {
    name: "amiodarona ×10 (1600 mg): recupera en bloqueo AV completo con bradicardia e hipotensión graves",
    given: [...FIRST_THREE, give("adrenalina", 320, 320, "IO"), give("amiodarona", 330, 1600, "IO"), shock(420, J, false)],
    checks: [
      { at: 430, values: { fc: [40, 56], tas: [60, 80] }, rhythm: "bav_completo", states: ["rosc", "toxicidad_amiodarona"] },
      { at: 900, values: { fc: [45, 56], tas: [70, 82] }, rhythm: "bav_completo", notStates: ["hipotension_post_rcp"] },
    ],
    fired: ["amiodarona_toxica", "rosc_con_toxicidad_amiodarona"],
    notFired: ["rosc"],
  },
  {
    name: "amiodarona ÷10 (16 mg): no recupera en la 4.ª ni en la 5.ª descarga",
    given: [
      ...FIRST_THREE,
      give("adrenalina", 320, 320, "IO"),
      give("amiodarona", 330, 16, "IO"),
      shock(420, J, false),
      shock(540, J, false),
    ],
    checks: [
      { at: 430, rhythm: "tv_sin_pulso", states: ["parada"] },
      { at: 560, rhythm: "tv_sin_pulso", states: ["parada"], notStates: ["rosc"] },
    ],
    notFired: ["rosc", "rosc_tardia"],
  },
  {
    name: "amiodarona 300 mg (la dosis de adulto, 9,4 mg/kg): recupera, con más hipotensión",
    given: [...FIRST_THREE, give("adrenalina", 320, 320, "IO"), give("amiodarona", 330, 300, "IO"), shock(420, J, false)],
    checks: [{ at: 440, values: { tas: [96, 108] }, rhythm: "taquicardia_sinusal", states: ["rosc", "hipotension_amiodarona"] }],
  },
  {
    name: "fármaco equivocado (atropina en lugar de adrenalina y amiodarona): el ritmo desfibrilable persiste",
    given: [...FIRST_THREE, give("atropina", 320, 500, "IO"), shock(420, J, false), shock(540, J, false)],
    checks: [
      { at: 430, rhythm: "tv_sin_pulso", states: ["parada"] },
      { at: 560, rhythm: "tv_sin_pulso", states: ["parada"], notStates: ["rosc"] },
    ],
    notFired: ["rosc", "rosc_tardia"],
  },
  {
    name: "sin tratamiento: FV fina a los 4 minutos y asistolia en el minuto 8",
    given: [],
    checks: [
      { at: 60, values: { etco2: [2, 6], fr: [0, 0] }, rhythm: "fv", states: ["parada"] },
      { at: 300, rhythm: "fv", states: ["rcp_tardia", "desfibrilacion_tardia"] },
      { at: 481, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
      { at: 1500, rhythm: "asistolia", states: ["parada"], notStates: ["rosc"] },
    ],
    fired: ["fv_fina", "asistolia_sin_rcp"],
  },
  {
    name: "tratamiento tardío (compresiones en el minuto 2:30, primera descarga en el 3:20): recupera en la 6.ª descarga, tras la 2.ª adrenalina",
    given: [
      give("compresiones_toracicas", 150),
      give("ventilacion_bolsa_mascarilla", 160),
      shock(200, J, false),
      give("acceso_vascular", 250, undefined, "IO"),
      shock(320, J, false),
      shock(440, J, false),
      give("adrenalina", 460, 320, "IO"),
      give("amiodarona", 470, 160, "IO"),
      shock(560, J, false),
      shock(680, J, false),
      give("adrenalina", 700, 320, "IO"),
      give("amiodarona", 705, 160, "IO"),
      shock(800, J, false),
    ],
    checks: [
      { at: 561, rhythm: "tv_sin_pulso", states: ["parada", "rcp_tardia", "desfibrilacion_tardia"] },
      { at: 681, rhythm: "tv_sin_pulso", states: ["parada"] },
      { at: 801, values: { tas: [96, 112] }, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["rosc_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "orden invertido (adrenalina y amiodarona antes de la primera descarga): recupera más tarde, en la 5.ª y tras una 2.ª adrenalina",
    given: [
      give("compresiones_toracicas", 10),
      give("ventilacion_bolsa_mascarilla", 15),
      give("acceso_vascular", 40, undefined, "IO"),
      give("adrenalina", 50, 320, "IO"),
      give("amiodarona", 55, 160, "IO"),
      shock(90, J, false),
      shock(210, J, false),
      give("adrenalina", 300, 320, "IO"),
      shock(330, J, false),
      shock(450, J, false),
      shock(570, J, false),
    ],
    checks: [
      { at: 451, rhythm: "tv_sin_pulso", states: ["parada", "farmacos_antes_de_descarga"] },
      { at: 571, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["adrenalina_antes_de_descarga", "amiodarona_antes_de_descarga", "rosc_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "energía equivocada (2 J/kg = 64 J, la primera de la AHA): ninguna descarga desfibrila y la FV no cambia",
    given: [
      give("compresiones_toracicas", 10),
      give("ventilacion_bolsa_mascarilla", 15),
      shock(60, 64, false),
      give("acceso_vascular", 100, undefined, "IO"),
      shock(180, 64, false),
      shock(300, 64, false),
      ...DRUGS,
      shock(420, 64, false),
    ],
    checks: [
      { at: 200, rhythm: "fv", states: ["parada", "desfibrilacion_tardia"] },
      { at: 480, rhythm: "fv", states: ["parada"], notStates: ["rosc", "farmacos_antes_de_descarga"] },
    ],
    fired: ["descarga_inadecuada_en_fv"],
    notFired: ["primera_descarga", "segunda_descarga_tv", "rosc"],
  },
  {
    name: "energía por encima de 8 J/kg (360 J, la de adulto, 11 J/kg) desde la primera descarga: el caso no la cuenta como descarga adecuada (simplificación, no fisiología)",
    given: [give("compresiones_toracicas", 10), give("ventilacion_bolsa_mascarilla", 15), shock(60, 360, false), shock(180, 360, false)],
    checks: [{ at: 200, rhythm: "fv", states: ["parada", "desfibrilacion_tardia"] }],
    fired: ["descarga_inadecuada_en_fv"],
    notFired: ["primera_descarga"],
  },
  {
    name: "descarga sincronizada en FV: el desfibrilador no encuentra QRS y no descarga",
    given: [give("compresiones_toracicas", 10), give("ventilacion_bolsa_mascarilla", 15), shock(60, J, true), shock(180, J, true)],
    checks: [{ at: 200, rhythm: "fv", states: ["parada", "desfibrilacion_tardia"] }],
    notFired: ["primera_descarga", "descarga_inadecuada_en_fv"],
  },
  {
    name: "descarga en un ritmo no desfibrilable (sobre la taquicardia sinusal tras la recuperación): nueva FV, que se desfibrila con RCP",
    given: [...ROSC, shock(540, J, false), give("compresiones_toracicas", 550), shock(640, J, false)],
    checks: [
      { at: 541, rhythm: "fv", states: ["parada"], notStates: ["rosc"] },
      { at: 641, values: { tas: [80, 95] }, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["descarga_sobre_ritmo_con_pulso", "rosc_tras_fv_inducida"],
  },
  {
    name: "descarga en asistolia (tras 5 minutos sin compresiones): no hace nada",
    given: [give("ventilacion_bolsa_mascarilla", 15), give("compresiones_toracicas", 500), shock(560, J, false)],
    checks: [{ at: 570, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] }],
    fired: ["asistolia_sin_rcp", "descarga_en_asistolia"],
  },
  {
    name: "descargas y fármacos sin compresiones: no recupera y degenera en asistolia",
    given: [
      give("ventilacion_bolsa_mascarilla", 15),
      shock(60, J, false),
      give("acceso_vascular", 100, undefined, "IO"),
      shock(180, J, false),
      shock(300, J, false),
      ...DRUGS,
      shock(420, J, false),
    ],
    checks: [
      { at: 421, values: { etco2: [2, 6] }, rhythm: "tv_sin_pulso", states: ["parada", "rcp_tardia"] },
      { at: 481, rhythm: "asistolia", notStates: ["rosc"] },
    ],
    notFired: ["rosc", "rcp_eficaz_inicio"],
  },
  {
    name: "se deja de ventilar tras la recuperación (minuto 8): desaturación, bradicardia a los 2 minutos y nueva parada a los 5; la RCP con ventilación la recupera",
    given: [
      ...ROSC,
      stop("ventilacion_bolsa_mascarilla", 480),
      give("compresiones_toracicas", 800),
      give("ventilacion_bolsa_mascarilla", 805),
    ],
    checks: [
      { at: 540, values: { fr: [0, 0], sat: [74, 86] }, states: ["rosc", "sin_ventilar"] },
      { at: 660, values: { fc: [45, 65], sat: [44, 56] }, rhythm: "bradicardia_sinusal", states: ["hipoxia_post_rcp"] },
      { at: 790, rhythm: "aesp", states: ["parada", "reparada"], notStates: ["rosc"] },
      { at: 940, rhythm: "taquicardia_sinusal", states: ["rosc"], notStates: ["reparada"] },
    ],
    fired: ["sin_ventilar_inicio", "hipoxia_bradicardia", "reparada_hipoxica", "rosc_tras_reparada"],
  },
  {
    name: "adrenalina cada 2 minutos (una segunda dosis a los 2 minutos de la primera): las dosis se suman y hay exceso adrenérgico",
    given: [...ROSC, give("adrenalina", 440, 320, "IO")],
    checks: [{ at: 500, values: { fc: [165, 190], tas: [130, 155] }, states: ["rosc", "exceso_adrenergico"] }],
  },
  {
    name: "bolo ×10 (100 ml/kg) tras la recuperación: sobrecarga hídrica y desaturación",
    given: [...ROSC, give("bolo_cristaloide", 600, 100, "IO")],
    checks: [{ at: 900, values: { sat: [82, 90] }, states: ["sobrecarga_hidrica"] }],
  },
  // Revisión clínica del 26 de noviembre de 2026 (docs/reviews/in-person-cases-04-05-08-review-2026-11-26.md): cada secuencia falla si vuelve el defecto.
  {
    name: "revisión n.º 1 (PELIGROSO): compresiones solo 20 segundos y después nada hasta el minuto 6:55; las descargas y los fármacos no bastan: asistolia a los 4 minutos sin compresiones y no recupera",
    given: [
      give("compresiones_toracicas", 10),
      give("ventilacion_bolsa_mascarilla", 15),
      stop("compresiones_toracicas", 30),
      shock(60, J, false),
      give("acceso_vascular", 100, undefined, "IO"),
      shock(180, J, false),
      ...DRUGS,
      give("compresiones_toracicas", 415),
      shock(420, J, false),
    ],
    checks: [
      { at: 120, rhythm: "fv", states: ["parada", "sin_compresiones", "pausas_prolongadas"] },
      { at: 271, values: { fc: [0, 0] }, rhythm: "asistolia", states: ["parada"] },
      { at: 430, rhythm: "asistolia", states: ["parada"], notStates: ["rosc"] },
    ],
    fired: ["pausa_compresiones_prolongada", "asistolia_por_pausa"],
    notFired: ["rosc", "rosc_tardia"],
  },
  {
    name: "revisión n.º 1: una pausa de 90 segundos en las compresiones (minuto 3:20 a 4:50) retrasa la recuperación a la 6.ª descarga, tras la 2.ª adrenalina",
    given: [
      ...FIRST_THREE,
      stop("compresiones_toracicas", 200),
      give("compresiones_toracicas", 290),
      ...DRUGS,
      shock(420, J, false),
      shock(540, J, false),
      give("adrenalina", 560, 320, "IO"),
      shock(660, J, false),
    ],
    checks: [
      { at: 421, rhythm: "tv_sin_pulso", states: ["parada", "pausas_prolongadas"], notStates: ["rosc"] },
      { at: 541, rhythm: "tv_sin_pulso", states: ["parada"] },
      { at: 661, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["pausa_compresiones_prolongada", "rosc_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "revisión n.º 1: sin ventilar hasta la 4.ª descarga (solo compresiones y descargas): no recupera en la 4.ª",
    given: [
      give("compresiones_toracicas", 10),
      shock(60, J, false),
      give("acceso_vascular", 100, undefined, "IO"),
      shock(180, J, false),
      shock(300, J, false),
      ...DRUGS,
      give("ventilacion_bolsa_mascarilla", 419),
      shock(420, J, false),
    ],
    checks: [{ at: 421, rhythm: "tv_sin_pulso", states: ["parada", "pausas_prolongadas"], notStates: ["rosc"] }],
    fired: ["ventilacion_tardia"],
    notFired: ["rosc"],
  },
  {
    name: "revisión n.º 2: descargas cada 30 segundos, sin ciclos de 2 minutos de RCP: la 4.ª descarga (minuto 2:30) no recupera; la siguiente, tras un ciclo completo, sí",
    given: [
      give("compresiones_toracicas", 10),
      give("ventilacion_bolsa_mascarilla", 15),
      shock(30, J, false),
      shock(60, J, false),
      shock(90, J, false),
      give("adrenalina", 100, 320, "IV"),
      give("amiodarona", 105, 160, "IV"),
      shock(150, J, false),
      shock(270, J, false),
    ],
    checks: [
      { at: 151, rhythm: "tv_sin_pulso", states: ["parada", "ciclo_rcp"], notStates: ["rosc"] },
      { at: 271, rhythm: "taquicardia_sinusal", states: ["rosc"] },
    ],
    fired: ["ciclo_rcp_reinicio", "rosc"],
  },
  {
    name: "revisión n.º 3: lidocaína 1 mg/kg (32 mg), la alternativa del ERC a la amiodarona: recupera en la 4.ª descarga",
    given: [...FIRST_THREE, give("adrenalina", 320, 320, "IO"), give("lidocaina", 330, 32, "IO"), shock(420, J, false)],
    checks: [{ at: 421, values: { tas: [105, 125] }, rhythm: "taquicardia_sinusal", states: ["rosc", "antiarritmico"] }],
    fired: ["antiarritmico_lidocaina", "rosc"],
    notFired: ["antiarritmico_amiodarona"],
  },
  {
    name: "revisión n.º 3: lidocaína ×10 (320 mg): recupera con bradicardia e hipotensión por depresión miocárdica y convulsión",
    given: [...FIRST_THREE, give("adrenalina", 320, 320, "IO"), give("lidocaina", 330, 320, "IO"), shock(420, J, false)],
    checks: [{ at: 430, values: { fc: [45, 65], tas: [62, 84] }, rhythm: "bradicardia_sinusal", states: ["rosc", "toxicidad_lidocaina"] }],
    fired: ["lidocaina_toxica", "rosc_con_toxicidad_lidocaina"],
    notFired: ["rosc", "antiarritmico_lidocaina"],
  },
];

examineCase("examen fisiológico de la parada con ritmo desfibrilable (P04, 32 kg)", "04-pcr-ritmo-desfibrilable.json", () => VF_EXAMS);
