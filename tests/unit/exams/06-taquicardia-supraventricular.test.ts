import { examineCase, give, setRhythm, shock, type Exam, type Given } from "./exam";

// ── P06: taquicardia supraventricular, 20 kg ──────────────────────────────────────────────

/** Monitor y parches, ECG de 12 derivaciones, vía antecubital y maniobra vagal (Valsalva modificada) en los 2 primeros minutos. */
const FIRST_STEPS: Given[] = [
  give("monitorizacion", 20),
  give("ecg_12", 60),
  give("acceso_venoso", 90),
  give("maniobra_vagal", 120),
  give("doble_verificacion", 150),
];
/** Adenosina 0,1 mg/kg (2 mg) en el minuto 3 y 0,2 mg/kg (4 mg) en el 5, en bolo rápido con lavado (ERC 2025 PLS). */
const ADENOSINE = [...FIRST_STEPS, give("adenosina_rapida", 180, 2, "IV"), give("adenosina_rapida", 300, 4, "IV")];
/** Ketamina 1 mg/kg en el minuto 13 y cardioversión sincronizada a 1 J/kg (20 J) y 2 J/kg (40 J), ya inestable. */
const CARDIOVERSION = [give("ketamina", 780, 20, "IV"), shock(840, 20, true), shock(900, 40, true)];

const SVT_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: maniobra vagal, adenosina 2 mg (pausa y reinicio) y 4 mg (ritmo sinusal)",
    given: ADENOSINE,
    checks: [
      { at: 190, rhythm: "asistolia" },
      { at: 200, values: { fc: [215, 225] }, rhythm: "tsv" },
      { at: 310, rhythm: "asistolia" },
      { at: 400, values: { fc: [108, 124] }, rhythm: "sinusal", states: ["convertida"] },
      { at: 900, values: { tas: [95, 105], relleno: [1, 2], lactato: [1.3, 1.8] }, rhythm: "sinusal", notStates: ["tsv_inestable"] },
    ],
    fired: ["vagal_sin_efecto", "primer_bolo_reinicia", "adenosina_revierte_segunda"],
    notFired: ["tsv_8min", "tsv_12min_inestable"],
  },
  {
    // Revisión del 26-11-2026: antes, una segunda dosis de 0,3 mg/kg (ERC y manuales españoles de UCIP) se marcaba por encima del rango.
    name: "segunda dosis de 0,3 mg/kg (6 mg): revierte y no se marca por encima del rango",
    given: [...FIRST_STEPS, give("adenosina_rapida", 180, 2, "IV"), give("adenosina_rapida", 300, 6, "IV")],
    checks: [{ at: 420, values: { fc: [108, 124] }, rhythm: "sinusal", states: ["convertida"] }],
    fired: ["adenosina_revierte_segunda"],
    bands: [
      { key: "adenosina_rapida", at: 180, band: "terapeutica" },
      { key: "adenosina_rapida", at: 300, band: "terapeutica", cumulative: "terapeutica" },
    ],
  },
  {
    name: "una primera dosis de 0,2 mg/kg (4 mg): revierte tras la pausa",
    given: [...FIRST_STEPS, give("adenosina_rapida", 180, 4, "IV")],
    checks: [
      { at: 190, rhythm: "asistolia" },
      { at: 300, values: { fc: [108, 124] }, rhythm: "sinusal", states: ["convertida"] },
    ],
    fired: ["adenosina_revierte_dosis_alta"],
  },
  {
    name: "adenosina ×10 (20 mg, 1 mg/kg): asistolia prolongada, escape lento y broncoespasmo; después, ritmo sinusal",
    given: [...FIRST_STEPS, give("adenosina_rapida", 180, 20, "IV")],
    checks: [
      { at: 200, rhythm: "asistolia", states: ["asistolia_adenosina", "broncoespasmo"] },
      { at: 210, rhythm: "asistolia" },
      { at: 225, values: { fc: [40, 60] }, rhythm: "bradicardia_sinusal", states: ["ritmo_escape"] },
      { at: 300, values: { sat: [82, 90], fr: [38, 46] }, states: ["broncoespasmo", "convertida"] },
      { at: 900, values: { sat: [95, 100], fc: [108, 126] }, rhythm: "sinusal", notStates: ["broncoespasmo"] },
    ],
    fired: ["adenosina_toxica_asistolia", "adenosina_toxica_escape"],
    notFired: ["adenosina_revierte_dosis_alta"],
  },
  {
    name: "adenosina ÷10 (0,2 mg y 0,4 mg): ningún efecto; se descompensa en el minuto 12",
    given: [...FIRST_STEPS, give("adenosina_rapida", 180, 0.2, "IV"), give("adenosina_rapida", 300, 0.4, "IV")],
    checks: [
      { at: 190, rhythm: "tsv" },
      { at: 310, rhythm: "tsv" },
      { at: 900, values: { tas: [68, 78], fc: [215, 225] }, rhythm: "tsv", states: ["tsv_inestable"] },
    ],
    notFired: ["primer_bolo_reinicia", "adenosina_revierte_dosis_alta", "adenosina_revierte_segunda"],
  },
  {
    name: "dos bolos de 0,1 mg/kg sin escalar la dosis: pausas y reinicio; se descompensa",
    given: [...FIRST_STEPS, give("adenosina_rapida", 180, 2, "IV"), give("adenosina_rapida", 300, 2, "IV")],
    checks: [
      { at: 310, rhythm: "asistolia" },
      { at: 330, rhythm: "tsv" },
      { at: 900, values: { tas: [68, 78] }, rhythm: "tsv", states: ["tsv_inestable"] },
    ],
    notFired: ["adenosina_revierte_segunda"],
  },
  {
    name: "adenosina lenta o sin lavado (2 y 4 mg): ni pausa ni reversión",
    given: [...FIRST_STEPS, give("adenosina_lenta", 180, 2, "IV"), give("adenosina_lenta", 300, 4, "IV")],
    checks: [
      { at: 190, rhythm: "tsv" },
      { at: 310, rhythm: "tsv" },
      { at: 900, values: { tas: [68, 78] }, rhythm: "tsv", states: ["tsv_inestable"] },
    ],
    fired: ["adenosina_lenta_sin_efecto"],
    notFired: ["adenosina_revierte_dosis_alta", "adenosina_revierte_segunda"],
  },
  {
    name: "fármaco equivocado (amiodarona de entrada, 5 mg/kg): se descompensa y solo revierte a los 20 minutos de la carga",
    given: [...FIRST_STEPS, give("amiodarona", 180, 100, "IV")],
    checks: [
      { at: 900, values: { tas: [66, 76] }, rhythm: "tsv", states: ["tsv_inestable"] },
      { at: 1320, values: { tas: [56, 66] }, rhythm: "tsv", states: ["shock_cardiogenico"] },
      { at: 1500, values: { fc: [108, 124] }, rhythm: "sinusal", states: ["convertida", "recuperacion_lenta"] },
    ],
    fired: ["amiodarona_revierte"],
  },
  {
    // Revisión del 26-11-2026: antes, TAS 32 durante 15 minutos con la taquicardia a 220 y sin más consecuencia.
    name: "amiodarona ×10 (1000 mg, 50 mg/kg): bloqueo AV completo con escape lento e hipotensión profunda (parada inminente)",
    given: [...FIRST_STEPS, give("amiodarona", 180, 1000, "IV")],
    checks: [
      {
        at: 1100,
        values: { tas: [44, 56], fc: [37, 44] },
        rhythm: "bav_completo",
        states: ["hipotension_amiodarona", "bloqueo_amiodarona"],
      },
      { at: 1500, rhythm: "bav_completo", notStates: ["convertida"] },
    ],
    fired: ["amiodarona_toxica_bloqueo"],
    notFired: ["amiodarona_revierte"],
  },
  {
    name: "sin tratamiento: peor perfusión en el minuto 8, inestable en el 12 y shock cardiogénico en el 20; la taquicardia sigue a 220",
    given: [],
    checks: [
      { at: 300, values: { tas: [89, 95], fc: [215, 225], relleno: [2, 2] }, rhythm: "tsv", notStates: ["tsv_inestable"] },
      { at: 900, values: { tas: [68, 76], relleno: [4, 4], lactato: [3, 3.6] }, rhythm: "tsv", states: ["tsv_inestable"] },
      {
        at: 1800,
        values: { tas: [58, 66], sat: [88, 93], lactato: [5, 6], fc: [215, 225] },
        rhythm: "tsv",
        states: ["shock_cardiogenico"],
      },
    ],
  },
  {
    name: "adenosina tardía (minutos 15 y 17, ya inestable): revierte, con una recuperación más lenta",
    given: [give("monitorizacion", 20), give("adenosina_rapida", 900, 2, "IV"), give("adenosina_rapida", 1020, 4, "IV")],
    checks: [
      { at: 1000, values: { tas: [68, 76] }, rhythm: "tsv", states: ["tsv_inestable"] },
      { at: 1100, values: { fc: [108, 124] }, rhythm: "sinusal", states: ["convertida", "recuperacion_lenta"] },
      { at: 1500, values: { tas: [85, 93], lactato: [2.5, 3.5] }, notStates: ["tsv_inestable"] },
    ],
  },
  {
    name: "inestable: ketamina 1 mg/kg y cardioversión sincronizada a 1 J/kg (sin efecto) y 2 J/kg (ritmo sinusal)",
    given: [give("monitorizacion", 20), ...CARDIOVERSION],
    checks: [
      { at: 830, values: { tas: [68, 80] }, rhythm: "tsv", states: ["tsv_inestable", "sedada"] },
      { at: 870, rhythm: "tsv" },
      { at: 960, values: { fc: [108, 124] }, rhythm: "sinusal", states: ["convertida"] },
      { at: 1500, values: { tas: [90, 100], relleno: [2, 2] }, notStates: ["tsv_inestable"] },
    ],
    fired: ["cardioversion_primera_sin_efecto", "cardioversion_revierte"],
    notFired: ["descarga_sin_sedoanalgesia", "descarga_no_sincronizada_fv"],
  },
  {
    name: "orden equivocado: cardioversión en una niña que aún responde, antes de la sedoanalgesia: dolor y recuerdo",
    given: [give("monitorizacion", 20), shock(840, 20, true), shock(900, 40, true), give("ketamina", 960, 20, "IV")],
    checks: [{ at: 960, rhythm: "sinusal", states: ["convertida"] }],
    fired: ["descarga_sin_sedoanalgesia", "cardioversion_revierte"],
  },
  {
    name: "descarga NO sincronizada sobre la taquicardia con pulso: fibrilación ventricular; desfibrilación a 4 J/kg (80 J): recupera",
    given: [give("monitorizacion", 20), give("ketamina", 780, 20, "IV"), shock(840, 20, false), shock(900, 80, false)],
    checks: [
      { at: 860, rhythm: "fv", states: ["fv_iatrogena"] },
      { at: 1000, values: { fc: [125, 140], tas: [72, 86] }, rhythm: "taquicardia_sinusal", states: ["post_parada"] },
    ],
    fired: ["descarga_no_sincronizada_fv", "desfibrilacion_recupera"],
  },
  {
    name: "descarga NO sincronizada sin desfibrilar después: sigue en fibrilación ventricular",
    given: [give("monitorizacion", 20), shock(840, 20, false)],
    checks: [{ at: 1200, rhythm: "fv", states: ["fv_iatrogena"] }],
    notFired: ["desfibrilacion_recupera"],
  },
  {
    name: "energía equivocada: descarga sincronizada a 4 J/kg (80 J) o a 0,25 J/kg (5 J): no revierte",
    given: [give("monitorizacion", 20), give("ketamina", 780, 20, "IV"), shock(840, 80, true), shock(900, 5, true)],
    checks: [{ at: 960, values: { tas: [66, 80] }, rhythm: "tsv", states: ["tsv_inestable"] }],
    fired: ["descarga_sincronizada_fuera_de_rango"],
    notFired: ["cardioversion_primera_sin_efecto", "cardioversion_revierte"],
  },
  {
    name: "ketamina ÷10 (2 mg): no seda; la cardioversión se hace con la niña despierta",
    given: [give("monitorizacion", 20), give("ketamina", 780, 2, "IV"), shock(840, 20, true), shock(900, 40, true)],
    checks: [
      { at: 830, notStates: ["sedada"] },
      { at: 960, rhythm: "sinusal" },
    ],
    fired: ["descarga_sin_sedoanalgesia"],
  },
  {
    // Revisión del 26-11-2026: antes, 11 minutos de apnea sin ventilar con SatO₂ 50 % y después recuperación espontánea.
    name: "ketamina ×10 (200 mg) sin ventilar: apnea, hipoxemia, bradicardia por hipoxia y parada (AESP) que no revierte sola",
    given: [give("monitorizacion", 20), give("ketamina", 180, 200, "IV")],
    checks: [
      { at: 240, values: { fr: [0, 0] }, states: ["apnea", "sedada"] },
      { at: 340, values: { sat: [66, 84] }, rhythm: "tsv" },
      { at: 440, values: { sat: [44, 56], fc: [45, 56] }, rhythm: "bradicardia_sinusal", states: ["hipoxia_grave"] },
      { at: 600, rhythm: "aesp", states: ["parada_hipoxica"] },
      { at: 1500, rhythm: "aesp", states: ["parada_hipoxica"], notStates: ["apnea", "convertida"] },
    ],
    fired: ["apnea_hipoxia", "apnea_hipoxia_bradicardia", "parada_por_hipoxia"],
    notFired: ["hipoxia_revertida_sin_apnea_tsv", "rcp_recupera_circulacion"],
  },
  {
    name: "ketamina ×10 sin ventilar y RCP con compresiones y bolsa-mascarilla en el minuto 10: recupera la circulación a los 2 minutos",
    given: [
      give("monitorizacion", 20),
      give("ketamina", 180, 200, "IV"),
      give("compresiones_toracicas", 600),
      give("ventilacion_bolsa_mascarilla", 600),
    ],
    checks: [
      { at: 700, rhythm: "aesp", states: ["parada_hipoxica", "rcp_en_curso"] },
      { at: 800, values: { fc: [135, 160], sat: [88, 100], tas: [74, 95] }, rhythm: "taquicardia_sinusal", states: ["post_parada"] },
    ],
    fired: ["parada_por_hipoxia", "rcp_empieza", "rcp_recupera_circulacion"],
  },
  {
    name: "ketamina ×10 sin ventilar y solo compresiones (sin ventilación) en una parada por hipoxia: no recupera",
    given: [give("monitorizacion", 20), give("ketamina", 180, 200, "IV"), give("compresiones_toracicas", 600)],
    checks: [{ at: 1200, rhythm: "aesp", states: ["parada_hipoxica"] }],
    notFired: ["rcp_empieza", "rcp_recupera_circulacion"],
  },
  {
    name: "ketamina ×10 con ventilación con bolsa-mascarilla: se recupera la oxigenación y vuelve la taquicardia",
    given: [give("monitorizacion", 20), give("ketamina", 180, 200, "IV"), give("ventilacion_bolsa_mascarilla", 270)],
    checks: [{ at: 400, values: { sat: [94, 100], fc: [215, 225] }, rhythm: "tsv", states: ["apnea"], notStates: ["hipoxia_grave"] }],
    notFired: ["apnea_hipoxia_bradicardia"],
  },
  {
    name: "recurrencia mal tolerada tras revertir (puesta por el instructor): la adenosina no la mantiene; la cardioversión sí",
    given: [
      ...FIRST_STEPS,
      give("adenosina_rapida", 180, 4, "IV"),
      setRhythm(600, "tsv"),
      give("adenosina_rapida", 660, 4, "IV"),
      give("ketamina", 700, 20, "IV"),
      shock(760, 20, true),
      shock(800, 40, true),
    ],
    checks: [
      { at: 590, rhythm: "sinusal" },
      { at: 700, values: { tas: [72, 82] }, rhythm: "tsv", states: ["tsv_inestable"] },
      { at: 860, rhythm: "sinusal", states: ["convertida", "recuperacion_lenta"] },
    ],
    fired: ["recurrencia", "cardioversion_revierte"],
  },
];

examineCase("examen fisiológico de la taquicardia supraventricular (P06, 20 kg)", "06-taquicardia-supraventricular.json", () => SVT_EXAMS);
