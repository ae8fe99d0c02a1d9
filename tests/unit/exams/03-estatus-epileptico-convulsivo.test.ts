import { examineCase, give, type Given, type Exam } from "./exam";

// ── P03: estado epiléptico, 16 kg ─────────────────────────────────────────────────────────

/** Vía aérea, oxígeno, glucemia, midazolam bucal 5 mg en el minuto 1, glucosa y diazepam IV 3 mg en el minuto 6. */
const STATUS_FIRST_LINE: Given[] = [
  give("via_aerea", 20),
  give("oxigeno", 30),
  give("glucemia_capilar", 45),
  give("midazolam", 60, 5, "bucal"),
  give("acceso_vascular", 150, undefined, "IV"),
  give("glucosa_10", 200, 2, "IV"),
  give("diazepam", 360, 3, "IV"),
];
const STATUS_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: dos benzodiacepinas, glucosa y levetiracetam 960 mg en el minuto 11; cede al terminar la carga (10 minutos)",
    given: [...STATUS_FIRST_LINE, give("levetiracetam", 660, 960, "IV")],
    checks: [
      { at: 1200, states: ["convulsion_activa"] },
      {
        at: 1320,
        values: { fc: [125, 155], sat: [93, 100], glucemia: [100, 120] },
        states: ["postcritico"],
        notStates: ["convulsion_activa"],
      },
      { at: 1800, values: { fc: [105, 130], fr: [18, 28] }, notStates: ["convulsion_activa", "hipoventilacion"] },
    ],
  },
  {
    name: "levetiracetam ×10 (9600 mg): coma e hipoventilación, sin yugular la crisis",
    given: [...STATUS_FIRST_LINE, give("levetiracetam", 660, 9600, "IV")],
    checks: [
      {
        at: 1300,
        values: { fr: [10, 20], sat: [76, 86], tas: [80, 95] },
        states: ["convulsion_activa", "depresion_snc", "hipoventilacion"],
        notStates: ["postcritico"],
      },
    ],
  },
  {
    name: "ácido valproico ×10 (6400 mg): coma, hipotensión e hipoventilación",
    given: [...STATUS_FIRST_LINE, give("acido_valproico", 660, 6400, "IV")],
    checks: [
      { at: 1300, values: { tas: [68, 82], fr: [12, 24] }, states: ["convulsion_activa", "depresion_snc"], notStates: ["postcritico"] },
    ],
  },
  {
    name: "fenitoína ×10 (3200 mg): bradicardia e hipotensión",
    given: [...STATUS_FIRST_LINE, give("fenitoina", 660, 3200, "IV")],
    checks: [{ at: 1800, values: { fc: [60, 90], tas: [60, 75] }, rhythm: "bradicardia_sinusal", states: ["toxicidad_fenitoina"] }],
  },
  {
    name: "midazolam IV ×10 (32 mg, 2 mg/kg): apnea, desaturación grave y, sin ventilar, bradicardia por hipoxia",
    given: [give("oxigeno", 30), give("acceso_vascular", 40, undefined, "IV"), give("midazolam", 60, 32, "IV")],
    checks: [
      { at: 240, values: { fr: [0, 0], sat: [55, 70], fc: [125, 145], tas: [80, 95] }, states: ["apnea"], rhythm: "taquicardia_sinusal" },
      { at: 420, values: { fr: [0, 0], sat: [40, 50], fc: [40, 65] }, states: ["apnea"], rhythm: "bradicardia_sinusal" },
      { at: 900, values: { sat: [40, 50], fc: [40, 65] }, rhythm: "bradicardia_sinusal" },
    ],
  },
  {
    name: "midazolam IV ×10 y ventilación con bolsa-mascarilla ya en bradicardia (minuto 6): se recuperan la SatO₂ y la FC",
    given: [
      give("oxigeno", 30),
      give("acceso_vascular", 40, undefined, "IV"),
      give("midazolam", 60, 32, "IV"),
      give("ventilacion_bolsa_mascarilla", 360),
    ],
    checks: [{ at: 480, values: { sat: [93, 100], fc: [115, 145] }, states: ["apnea"], rhythm: "taquicardia_sinusal" }],
    fired: ["apnea_hipoxia_bradicardia", "apnea_ventilada_recupera"],
  },
  {
    name: "diazepam IV 10 mg (el máximo dado como dosis, 0,63 mg/kg): apnea",
    given: [give("oxigeno", 30), give("acceso_vascular", 40, undefined, "IV"), give("diazepam", 60, 10, "IV")],
    checks: [{ at: 300, values: { fr: [0, 0] }, states: ["apnea", "depresion_snc"] }],
  },
  {
    name: "diazepam IV 0,3 mg/kg (4,8 mg, la dosis de la AEP): en rango, sin hipoventilación",
    given: [give("oxigeno", 30), give("acceso_vascular", 40, undefined, "IV"), give("diazepam", 60, 4.8, "IV")],
    checks: [{ at: 600, values: { fr: [30, 38], sat: [92, 100] }, states: ["convulsion_activa"], notStates: ["hipoventilacion"] }],
    fired: ["diazepam_atenua"],
    notFired: ["hipoventilacion_desatura"],
  },
  {
    name: "midazolam bucal 0,2 mg/kg (3,2 mg, límite inferior de la AEP): en rango",
    given: [give("oxigeno", 30), give("midazolam", 60, 3.2, "bucal")],
    checks: [{ at: 300, states: ["convulsion_activa"], notStates: ["hipoventilacion"] }],
    fired: ["midazolam_atenua"],
  },
  {
    name: "midazolam IV ×10 con ventilación con bolsa-mascarilla: se recupera la oxigenación",
    given: [
      give("oxigeno", 30),
      give("acceso_vascular", 40, undefined, "IV"),
      give("midazolam", 60, 32, "IV"),
      give("ventilacion_bolsa_mascarilla", 120),
    ],
    checks: [{ at: 300, values: { sat: [93, 100], fr: [14, 40] }, states: ["apnea"] }],
  },
  {
    name: "la dosis bucal (5 mg) por vía IV, por encima del máximo IV: hipoventilación",
    given: [give("oxigeno", 30), give("acceso_vascular", 40, undefined, "IV"), give("midazolam", 60, 5, "IV")],
    checks: [{ at: 400, values: { sat: [74, 84], fr: [16, 26] }, states: ["hipoventilacion"] }],
  },
  {
    name: "levetiracetam ÷10 (96 mg): la crisis no cede y llega a la fase refractaria",
    given: [...STATUS_FIRST_LINE, give("levetiracetam", 660, 96, "IV")],
    checks: [
      { at: 1300, states: ["convulsion_activa"], notStates: ["postcritico"] },
      { at: 1900, values: { fc: [165, 185] }, states: ["convulsion_activa", "estado_epileptico_refractario"] },
    ],
  },
  {
    name: "fármaco equivocado (tercera benzodiacepina en lugar de segunda línea): hipoventilación y la crisis sigue",
    given: [...STATUS_FIRST_LINE, give("midazolam", 660, 3, "IV")],
    checks: [
      { at: 900, values: { fr: [5, 14], sat: [76, 84] }, states: ["hipoventilacion", "convulsion_activa"] },
      { at: 1900, states: ["convulsion_activa"] },
    ],
  },
  {
    name: "sin tratamiento: más taquicardia, desaturación, hipoglucemia progresiva y fase refractaria",
    given: [],
    checks: [
      { at: 900, values: { fc: [160, 172], glucemia: [45, 49] }, states: ["convulsion_activa"] },
      {
        at: 1900,
        values: { fc: [170, 185], sat: [80, 88], glucemia: [39, 41], temp: [38.9, 39.3] },
        states: ["estado_epileptico_refractario"],
      },
    ],
  },
  {
    name: "tratamiento tardío (benzodiacepinas en los minutos 12 y 17, levetiracetam en el 26): el primer fármaco de segunda línea falla",
    given: [
      give("oxigeno", 30),
      give("midazolam", 720, 5, "bucal"),
      give("acceso_vascular", 800, undefined, "IV"),
      give("glucosa_10", 900, 2, "IV"),
      give("diazepam", 1020, 3, "IV"),
      give("levetiracetam", 1560, 960, "IV"),
      give("acido_valproico", 2160, 640, "IV"),
    ],
    checks: [
      { at: 2100, states: ["convulsion_activa", "estado_epileptico_refractario"] },
      { at: 2700, states: ["convulsion_activa"] },
      { at: 2800, values: { temp: [39.3, 39.7] }, states: ["postcritico"], notStates: ["convulsion_activa"] },
    ],
  },
  {
    name: "orden invertido (levetiracetam antes de cualquier benzodiacepina): no basta y hace falta un segundo fármaco",
    given: [
      give("oxigeno", 30),
      give("acceso_vascular", 60, undefined, "IV"),
      give("glucosa_10", 90, 2, "IV"),
      give("levetiracetam", 120, 960, "IV"),
      give("midazolam", 240, 3, "IV"),
      give("diazepam", 540, 3, "IV"),
      give("acido_valproico", 1000, 640, "IV"),
    ],
    checks: [
      { at: 1000, states: ["convulsion_activa", "orden_invertido"] },
      { at: 1650, states: ["postcritico"], notStates: ["convulsion_activa"] },
    ],
  },
  {
    name: "glucemia sin corregir: el levetiracetam la yugula con unos 44 mg/dl, pero reaparece al bajar a 40 y cede con glucosa",
    given: [
      give("via_aerea", 20),
      give("oxigeno", 30),
      give("midazolam", 60, 5, "bucal"),
      give("acceso_vascular", 150, undefined, "IV"),
      give("diazepam", 360, 3, "IV"),
      give("levetiracetam", 660, 960, "IV"),
      give("glucosa_10", 1900, 2, "IV"),
    ],
    checks: [
      { at: 1400, values: { glucemia: [42, 44] }, states: ["postcritico"], notStates: ["convulsion_activa"] },
      { at: 1860, values: { glucemia: [39, 41] }, states: ["convulsion_activa"] },
      { at: 2100, values: { glucemia: [95, 105] }, states: ["postcritico"], notStates: ["convulsion_activa"] },
    ],
  },
  {
    name: "glucosa al 10 % ×10 (20 ml/kg): hiperglucemia",
    given: [give("acceso_vascular", 60, undefined, "IV"), give("glucosa_10", 90, 20, "IV")],
    checks: [{ at: 400, values: { glucemia: [360, 400] }, states: ["hiperglucemia"] }],
  },
];

examineCase("examen fisiológico del estado epiléptico (P03, 16 kg)", "03-estatus-epileptico-convulsivo.json", () => STATUS_EXAMS);
