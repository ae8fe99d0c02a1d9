import { examineCase, give, type Given, type Exam } from "./exam";

// ── P12: shock hemorrágico en el politraumatizado, 30 kg ──────────────────────────────────

/** Oxígeno, torniquete en el minuto 1, acceso IO, calentamiento, protocolo de transfusión masiva y aviso a Cirugía en el minuto 4. */
const CONTROL: Given[] = [
  give("oxigeno", 20),
  give("control_hemorragia_externa", 40),
  give("acceso_vascular", 90, undefined, "IO"),
  give("calentamiento", 160),
  give("activar_ptm", 200),
  give("cirugia_control_danos", 240),
];
/** El control, ácido tranexámico 15 mg/kg, un bolo de 10 ml/kg y hematíes y plasma 15 ml/kg (1:1). */
const HEMOSTATICA: Given[] = [
  ...CONTROL,
  give("acido_tranexamico", 150, 450, "IO"),
  give("bolo_cristaloide", 180, 10, "IO"),
  give("concentrado_hematies", 360, 15, "IO"),
  give("plasma_fresco", 420, 15, "IO"),
];

const TRAUMA_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: torniquete, ácido tranexámico, un bolo de 10 ml/kg, hematíes, plasma y plaquetas 1:1:1, calcio, calentamiento y Cirugía",
    given: [...HEMOSTATICA, give("plaquetas", 600, 10, "IO"), give("gluconato_calcico", 720, 1500, "IO")],
    checks: [
      { at: 300, values: { tas: [88, 96], fc: [140, 152] }, notStates: ["shock_descompensado"] },
      { at: 600, values: { tas: [94, 104], fc: [124, 140], hb: [9.2, 10] }, states: ["transfusion_en_curso", "fibrinolisis_frenada"] },
      {
        at: 1500,
        values: { tas: [104, 118], fc: [110, 125], hb: [10, 11.2], inr: [1.1, 1.4], calcio_ionico: [1.1, 1.3], temp: [35.8, 36.4] },
        states: ["hemorragia_controlada"],
      },
      {
        at: 2100,
        values: { lactato: [2.5, 3.4] },
        notStates: ["parada_inminente", "coagulopatia_dilucional", "hipocalcemia", "shock_descompensado"],
      },
    ],
    fired: ["control_hemorragia", "tranexamico", "hematies_10", "plasma_corrige", "calcio_corrige", "control_quirurgico"],
    notFired: ["sin_control_3min", "parada_inminente", "cristaloide_40", "hipotermia_progresa"],
  },
  {
    name: "60 ml/kg de cristaloide sin sangre: coagulopatía dilucional, hemodilución y shock preterminal en el minuto 20",
    given: [
      ...CONTROL,
      give("acido_tranexamico", 150, 450, "IO"),
      give("bolo_cristaloide", 180, 20, "IO"),
      give("bolo_cristaloide", 300, 20, "IO"),
      give("bolo_cristaloide", 420, 20, "IO"),
    ],
    checks: [
      { at: 900, values: { inr: [1.9, 2.3], hb: [6.8, 7.6], sat: [84, 92] }, states: ["coagulopatia_dilucional"] },
      { at: 1500, values: { tas: [44, 56], fc: [52, 64] }, states: ["parada_inminente"] },
    ],
    fired: ["cristaloide_40", "cristaloide_60", "parada_inminente"],
  },
  {
    name: "orden invertido: 40 ml/kg de cristaloide primero y la sangre en el minuto 10: coagulopatía que el plasma corrige solo en parte",
    given: [
      ...CONTROL,
      give("acido_tranexamico", 150, 450, "IO"),
      give("bolo_cristaloide", 180, 20, "IO"),
      give("bolo_cristaloide", 300, 20, "IO"),
      give("concentrado_hematies", 600, 15, "IO"),
      give("plasma_fresco", 620, 15, "IO"),
      give("gluconato_calcico", 900, 1500, "IO"),
    ],
    checks: [{ at: 1800, values: { inr: [1.4, 1.6], hb: [8.5, 10] }, states: ["coagulopatia_dilucional", "hemorragia_controlada"] }],
    fired: ["cristaloide_40", "plasma_parcial"],
    notFired: ["plasma_corrige"],
  },
  {
    name: "ácido tranexámico ×10 (4500 mg, 150 mg/kg): convulsión",
    given: [
      ...CONTROL,
      give("acido_tranexamico", 150, 4500, "IO"),
      give("bolo_cristaloide", 180, 10, "IO"),
      give("concentrado_hematies", 360, 15, "IO"),
    ],
    checks: [{ at: 600, values: { sat: [88, 95] }, states: ["convulsion_tranexamico"] }],
  },
  {
    name: "ácido tranexámico ÷10 (45 mg) con el control quirúrgico más tarde: no frena la fibrinólisis y sangra más",
    given: [
      give("oxigeno", 20),
      give("control_hemorragia_externa", 40),
      give("calentamiento", 160),
      give("acido_tranexamico", 150, 45, "IO"),
      give("concentrado_hematies", 360, 15, "IO"),
      give("plasma_fresco", 420, 15, "IO"),
      give("cirugia_control_danos", 600),
    ],
    checks: [{ at: 1100, notStates: ["fibrinolisis_frenada", "hemorragia_controlada"] }],
    fired: ["sin_tranexamico"],
    notFired: ["tranexamico"],
  },
  {
    name: "hematíes ×10 (150 ml/kg de una vez): sobrecarga circulatoria y coagulopatía sin plasma",
    given: [...CONTROL, give("acido_tranexamico", 150, 450, "IO"), give("concentrado_hematies", 360, 150, "IO")],
    checks: [{ at: 1500, values: { sat: [88, 94], inr: [1.6, 1.9] }, states: ["sobrecarga_circulatoria", "coagulopatia_dilucional"] }],
  },
  {
    name: "hematíes ÷10 (1,5 ml/kg): como si no se transfundiera; shock preterminal en el minuto 20",
    given: [
      ...CONTROL,
      give("acido_tranexamico", 150, 450, "IO"),
      give("bolo_cristaloide", 180, 10, "IO"),
      give("concentrado_hematies", 360, 1.5, "IO"),
    ],
    checks: [{ at: 1500, values: { tas: [44, 56] }, states: ["parada_inminente"], notStates: ["transfusion_en_curso"] }],
  },
  {
    name: "gluconato cálcico ×10 (15 000 mg, 500 mg/kg): hipercalcemia con bradicardia",
    given: [...HEMOSTATICA, give("gluconato_calcico", 720, 15000, "IO")],
    checks: [{ at: 900, values: { calcio_ionico: [1.9, 2.5], fc: [55, 75] }, states: ["hipercalcemia"] }],
  },
  {
    name: "gluconato cálcico ÷10 (150 mg): la hipocalcemia por citrato persiste",
    given: [...HEMOSTATICA, give("gluconato_calcico", 720, 150, "IO")],
    checks: [{ at: 1500, values: { calcio_ionico: [0.85, 0.95] }, states: ["hipocalcemia"] }],
    notFired: ["calcio_corrige"],
  },
  {
    name: "fármaco equivocado: noradrenalina en lugar de sangre: sube algo la TA, empeoran la perfusión y el lactato y llega el shock preterminal",
    given: [
      ...CONTROL,
      give("acido_tranexamico", 150, 450, "IO"),
      give("bolo_cristaloide", 180, 10, "IO"),
      give("noradrenalina_perfusion", 300, 0.1, "IO"),
    ],
    checks: [
      { at: 600, values: { tas: [100, 112], relleno: [5, 6], lactato: [5, 6] }, states: ["vasoconstriccion"] },
      { at: 1500, states: ["parada_inminente"] },
    ],
    fired: ["noradrenalina_sin_volumen"],
  },
  {
    name: "sin tratamiento: shock descompensado en el minuto 3, peor en el 8 y shock preterminal en el 20",
    given: [],
    checks: [
      { at: 300, values: { tas: [78, 86], fc: [155, 165] }, states: ["shock_descompensado"] },
      { at: 900, values: { tas: [58, 66], fc: [170, 180], hb: [6.4, 7], relleno: [6, 6] } },
      {
        at: 1500,
        values: { tas: [44, 52], fc: [52, 62], relleno: [8, 8], lactato: [8, 10] },
        rhythm: "bradicardia_sinusal",
        states: ["parada_inminente"],
      },
    ],
    fired: ["sin_control_3min", "sin_control_8min", "parada_inminente", "hipotermia_progresa"],
  },
  {
    name: "tratamiento tardío: dos bolos de cristaloide y la sangre, el calentamiento y Cirugía en el minuto 18: respuesta parcial",
    given: [
      give("oxigeno", 20),
      give("control_hemorragia_externa", 40),
      give("acido_tranexamico", 150, 450, "IO"),
      give("bolo_cristaloide", 180, 10, "IO"),
      give("bolo_cristaloide", 480, 10, "IO"),
      give("concentrado_hematies", 1080, 15, "IO"),
      give("plasma_fresco", 1100, 15, "IO"),
      give("cirugia_control_danos", 1100),
      give("calentamiento", 1100),
    ],
    checks: [
      { at: 1000, values: { tas: [74, 84], fc: [150, 162] }, states: ["shock_descompensado"] },
      { at: 2100, values: { tas: [92, 106], lactato: [3.8, 5], temp: [35.8, 36.4] }, states: ["hemorragia_controlada"] },
    ],
    fired: ["hemorragia_interna_10min", "hipotermia_progresa"],
    notFired: ["parada_inminente"],
  },
  {
    name: "sin torniquete pero con sangre, ácido tranexámico y Cirugía: el muslo sigue sangrando y llega el shock preterminal en el minuto 15 (revisión 26-11-2026)",
    given: [
      give("oxigeno", 20),
      give("acceso_vascular", 90, undefined, "IO"),
      give("calentamiento", 160),
      give("cirugia_control_danos", 240),
      give("acido_tranexamico", 150, 450, "IO"),
      give("concentrado_hematies", 360, 15, "IO"),
      give("plasma_fresco", 420, 15, "IO"),
    ],
    checks: [
      {
        at: 1500,
        values: { tas: [52, 66], fc: [54, 66] },
        states: ["parada_inminente", "hemorragia_externa_activa"],
        notStates: ["hemorragia_controlada"],
      },
      { at: 2100, states: ["parada_inminente"], notStates: ["hemorragia_controlada"] },
    ],
    fired: ["sin_control_15min"],
    notFired: ["control_quirurgico", "rescate_tardio"],
  },
  {
    name: "torniquete tardío (minuto 20) tras el shock preterminal: la sangre y el control quirúrgico lo recuperan, con lactato alto",
    given: [
      give("oxigeno", 20),
      give("acceso_vascular", 90, undefined, "IO"),
      give("calentamiento", 160),
      give("cirugia_control_danos", 240),
      give("acido_tranexamico", 150, 450, "IO"),
      give("concentrado_hematies", 360, 15, "IO"),
      give("plasma_fresco", 420, 15, "IO"),
      give("control_hemorragia_externa", 1200),
      give("concentrado_hematies", 1260, 15, "IO"),
    ],
    checks: [
      { at: 2100, values: { tas: [104, 120], lactato: [6, 7.5] }, states: ["hemorragia_controlada"], notStates: ["parada_inminente"] },
    ],
    fired: ["sin_control_15min", "control_hemorragia", "control_quirurgico"],
  },
  {
    name: "sin calentamiento: hipotermia progresiva desde el minuto 12",
    given: [...CONTROL.filter((g) => g.key !== "calentamiento"), ...HEMOSTATICA.slice(6)],
    checks: [{ at: 1800, values: { temp: [34.9, 35.3] } }],
    fired: ["hipotermia_progresa"],
  },
];

examineCase("examen fisiológico del shock hemorrágico (P12, 30 kg)", "12-shock-hemorragico-politrauma.json", () => TRAUMA_EXAMS);
