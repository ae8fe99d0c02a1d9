import { describe, expect, it } from "vitest";
import { caseOf, examineCase, give, pacing, pacingOff, stop, type Exam, type Given } from "./exam";

// ── P07: bloqueo AV completo con bajo gasto (miocarditis), 16 kg ──────────────────────────

/** Oxígeno, monitor y parches, acceso IV y doble verificación en los 2–3 primeros minutos. */
const FIRST_STEPS: Given[] = [
  give("oxigeno", 20),
  give("monitorizacion", 30),
  give("acceso_vascular", 90),
  give("doble_verificacion", 150),
];
/** Adrenalina 10 microgramos/kg (160 microgramos) en el minuto 3 y perfusión a 0,1 microgramos/kg/min en el 5 (ERC 2025 PLS). */
const ADRENALINE = [...FIRST_STEPS, give("adrenalina_bolo", 180, 160, "IV"), give("adrenalina_perfusion", 300, 0.1, "IV")];
/** Fentanilo 1 microgramo/kg y marcapasos a 100 lpm: 60 mA (sin captura) y, a los 30 s, 80 mA (captura desde 70 mA). */
const PACING = [give("fentanilo", 420, 16, "IV"), pacing(480, 100, 60), pacing(510, 100, 80)];

const BLOCK_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: oxígeno, adrenalina en bolo y en perfusión, analgesia y marcapasos con captura",
    given: [...ADRENALINE, ...PACING],
    checks: [
      // El oxígeno corrige la SatO₂, no la FC.
      { at: 170, values: { sat: [94, 98], fc: [46, 50] }, rhythm: "bav_completo" },
      { at: 260, values: { fc: [58, 66], tas: [80, 90] }, rhythm: "bav_completo" },
      // 60 mA: sin captura.
      { at: 500, rhythm: "bav_completo", notStates: ["estimulado"] },
      {
        at: 700,
        values: { fc: [100, 100], tas: [95, 106], relleno: [2, 2] },
        rhythm: "marcapasos",
        states: ["estimulado", "perfusion_mejorada"],
      },
      { at: 1800, values: { tas: [95, 106], lactato: [2.4, 3.2] }, rhythm: "marcapasos", notStates: ["bajo_gasto_grave"] },
    ],
    fired: ["oxigeno_inicio", "captura_marcapasos", "perfusion_mejora"],
    notFired: ["bav_12min", "marcapasos_sin_analgesia"],
  },
  {
    name: "solo perfusión de adrenalina 0,1 (sin marcapasos): el escape sube a unos 68 lpm y mejora la perfusión",
    given: [...FIRST_STEPS, give("adrenalina_perfusion", 180, 0.1, "IV")],
    checks: [{ at: 900, values: { fc: [64, 72], tas: [78, 92], relleno: [2, 3] }, rhythm: "bav_completo", states: ["perfusion_mejorada"] }],
    notFired: ["bav_12min"],
  },
  {
    name: "adrenalina en bolo ×10 (1600 microgramos, la ampolla sin diluir): taquicardia ventricular con pulso e hipertensión",
    given: [...FIRST_STEPS, give("adrenalina_bolo", 180, 1600, "IV")],
    checks: [
      { at: 240, values: { fc: [175, 200], tas: [120, 140] }, rhythm: "tv_con_pulso", states: ["toxicidad_adrenergica"] },
      { at: 500, values: { fc: [40, 50] }, rhythm: "bav_completo", notStates: ["toxicidad_adrenergica"] },
    ],
    fired: ["taquicardia_ventricular"],
  },
  {
    name: "adrenalina en bolo ÷10 (16 microgramos): apenas cambia; se deteriora como sin tratamiento",
    given: [...FIRST_STEPS, give("adrenalina_bolo", 180, 16, "IV")],
    checks: [
      { at: 240, values: { fc: [46, 52], tas: [68, 75] }, rhythm: "bav_completo" },
      { at: 900, values: { tas: [52, 60] }, states: ["bajo_gasto_grave"] },
    ],
    notFired: ["bolo_adrenalina_transitorio"],
  },
  {
    name: "bolo de adrenalina en rango sin perfusión ni marcapasos: mejoría de unos 5 minutos y después bajo gasto grave",
    given: [...FIRST_STEPS, give("adrenalina_bolo", 180, 160, "IV")],
    checks: [
      { at: 260, values: { fc: [58, 66] } },
      { at: 900, values: { fc: [40, 46], tas: [52, 60] }, states: ["bajo_gasto_grave"] },
    ],
  },
  {
    name: "perfusión ×10 (1 microgramo/kg/min): toxicidad adrenérgica",
    given: [...FIRST_STEPS, give("adrenalina_perfusion", 180, 1, "IV")],
    checks: [{ at: 600, values: { fc: [95, 120], tas: [115, 135] }, states: ["toxicidad_adrenergica"], notStates: ["perfusion_mejorada"] }],
    fired: ["toxicidad_adrenergica_perfusion"],
    notFired: ["perfusion_mejora"],
  },
  {
    name: "perfusión ÷10 (0,01 microgramos/kg/min): sin efecto; bajo gasto grave en el minuto 12",
    given: [...FIRST_STEPS, give("adrenalina_perfusion", 180, 0.01, "IV")],
    checks: [{ at: 900, values: { fc: [40, 48], tas: [52, 62] }, states: ["bajo_gasto_grave"], notStates: ["perfusion_mejorada"] }],
  },
  {
    name: "fármaco equivocado (atropina 20 microgramos/kg = 320 microgramos): acelera las ondas P, no los QRS",
    given: [...FIRST_STEPS, give("atropina", 180, 320, "IV")],
    checks: [
      { at: 300, values: { fc: [46, 51], tas: [68, 73] }, rhythm: "bav_completo" },
      { at: 900, states: ["bajo_gasto_grave"] },
    ],
    fired: ["atropina_sin_efecto"],
  },
  {
    name: "atropina ×10 (3200 microgramos): síndrome anticolinérgico, sin cambio en la FC ventricular",
    given: [...FIRST_STEPS, give("atropina", 180, 3200, "IV")],
    checks: [{ at: 400, values: { fc: [46, 51], temp: [38.6, 39.2] }, states: ["toxicidad_anticolinergica"] }],
    fired: ["atropina_toxica"],
  },
  {
    name: "atropina ÷10 (32 microgramos): ningún efecto",
    given: [...FIRST_STEPS, give("atropina", 180, 32, "IV")],
    checks: [{ at: 400, values: { fc: [46, 51], temp: [37.5, 37.7] }, notStates: ["toxicidad_anticolinergica"] }],
    notFired: ["atropina_sin_efecto"],
  },
  {
    name: "sin tratamiento: el escape baja a 44 lpm en el minuto 6 y hay bajo gasto grave en el 12; TAS 50 en el 30",
    given: [],
    checks: [
      { at: 300, values: { fc: [46, 50], tas: [68, 72], sat: [90, 93] }, rhythm: "bav_completo" },
      { at: 600, values: { fc: [42, 46], tas: [62, 66] }, notStates: ["bajo_gasto_grave"] },
      { at: 1000, values: { fc: [41, 44], tas: [54, 58] }, states: ["bajo_gasto_grave"] },
      { at: 1800, values: { fc: [41, 44], tas: [48, 52], lactato: [6.5, 7] }, states: ["bajo_gasto_grave"] },
    ],
  },
  {
    name: "tratamiento tardío (perfusión en el minuto 15 y marcapasos en el 18, ya con bajo gasto grave): recuperación parcial",
    given: [give("oxigeno", 20), give("adrenalina_perfusion", 900, 0.1, "IV"), give("fentanilo", 1000, 16, "IV"), pacing(1080, 100, 80)],
    checks: [
      { at: 1000, values: { tas: [54, 60] }, states: ["bajo_gasto_grave"] },
      { at: 1500, values: { fc: [100, 100], tas: [75, 84] }, rhythm: "marcapasos", states: ["recuperacion_parcial"] },
      { at: 2400, values: { tas: [75, 84], lactato: [2.5, 3.2] }, rhythm: "marcapasos" },
    ],
    fired: ["captura_tras_bajo_gasto"],
    notFired: ["captura_marcapasos"],
  },
  {
    name: "orden equivocado (marcapasos con captura antes de la analgesia): dolor con cada estímulo",
    given: [...ADRENALINE, pacing(420, 100, 80), give("fentanilo", 600, 16, "IV")],
    checks: [{ at: 600, rhythm: "marcapasos", states: ["estimulado"] }],
    fired: ["marcapasos_sin_analgesia"],
  },
  {
    name: "marcapasos por debajo del umbral (60 mA): espículas sin captura, ninguna mejoría",
    given: [...FIRST_STEPS, give("fentanilo", 150, 16, "IV"), pacing(240, 100, 60)],
    checks: [{ at: 900, values: { fc: [40, 46] }, rhythm: "bav_completo", states: ["bajo_gasto_grave"], notStates: ["estimulado"] }],
    notFired: ["captura_marcapasos"],
  },
  {
    name: "marcapasos detenido: vuelve el escape lento y cae la TA; al reanudarlo, se recupera",
    given: [...FIRST_STEPS, give("fentanilo", 150, 16, "IV"), pacing(240, 100, 80), pacingOff(600), pacing(720, 100, 80)],
    checks: [
      { at: 590, values: { fc: [100, 100], tas: [82, 92] }, rhythm: "marcapasos" },
      { at: 700, values: { fc: [40, 50], tas: [60, 74] }, rhythm: "bav_completo", notStates: ["estimulado"] },
      { at: 900, values: { fc: [100, 100], tas: [80, 92] }, rhythm: "marcapasos", states: ["estimulado"] },
    ],
    fired: ["perdida_captura"],
  },
  {
    name: "perfusión suspendida sin marcapasos: se pierde la mejoría",
    given: [...FIRST_STEPS, give("adrenalina_perfusion", 180, 0.1, "IV"), stop("adrenalina_perfusion", 900, "IV")],
    checks: [
      { at: 880, states: ["perfusion_mejorada"] },
      { at: 1300, values: { fc: [42, 52], relleno: [4, 5] }, notStates: ["perfusion_mejorada"] },
    ],
    fired: ["perfusion_suspendida"],
  },
  {
    // Revisión del 26-11-2026: antes, «perfusion_mejorada» y «Más despierto; relleno de 3 s» seguían con la perfusión a dosis tóxica.
    name: "error de bomba tras empezar bien (0,1 → 1 microgramo/kg/min en el minuto 10): toxicidad sin «mejor perfusión»; al corregirlo, vuelve la mejoría",
    given: [
      ...FIRST_STEPS,
      give("adrenalina_perfusion", 180, 0.1, "IV"),
      give("adrenalina_perfusion", 600, 1, "IV"),
      give("adrenalina_perfusion", 1200, 0.1, "IV"),
    ],
    checks: [
      { at: 560, states: ["perfusion_mejorada"] },
      {
        at: 900,
        values: { fc: [95, 115], tas: [110, 135], relleno: [4, 4] },
        states: ["toxicidad_adrenergica"],
        notStates: ["perfusion_mejorada"],
      },
      { at: 1700, values: { fc: [60, 70], relleno: [2, 3] }, states: ["perfusion_mejorada"], notStates: ["toxicidad_adrenergica"] },
    ],
    fired: ["toxicidad_adrenergica_perfusion"],
  },
  {
    // Revisión del 26-11-2026: antes, el segundo bolo a los 4 minutos (repetición de guía) se marcaba por encima del rango con «exceso adrenérgico».
    name: "bolos de adrenalina repetidos cada 4 minutos (guía: cada 3–5): en rango, sin exceso adrenérgico",
    given: [
      ...FIRST_STEPS,
      give("adrenalina_bolo", 180, 160, "IV"),
      give("adrenalina_bolo", 420, 160, "IV"),
      give("adrenalina_bolo", 660, 160, "IV"),
    ],
    checks: [
      { at: 480, values: { fc: [55, 66] }, notStates: ["exceso_adrenergico"] },
      { at: 720, notStates: ["exceso_adrenergico"] },
    ],
    notFired: ["exceso_adrenergico"],
    bands: [
      { key: "adrenalina_bolo", at: 420, cumulative: "terapeutica" },
      { key: "adrenalina_bolo", at: 660, cumulative: "terapeutica" },
    ],
  },
  {
    name: "tres bolos de adrenalina en 2 minutos: por encima del rango (exceso adrenérgico)",
    given: [
      ...FIRST_STEPS,
      give("adrenalina_bolo", 180, 160, "IV"),
      give("adrenalina_bolo", 240, 160, "IV"),
      give("adrenalina_bolo", 300, 160, "IV"),
    ],
    checks: [{ at: 360, states: ["exceso_adrenergico"] }],
    bands: [{ key: "adrenalina_bolo", at: 300, cumulative: "supra" }],
  },
  {
    // Revisión del 26-11-2026: el caso no ofrecía compresiones torácicas (AHA PALS: FC < 60 con mala perfusión pese a oxígeno y ventilación).
    name: "compresiones torácicas con FC < 60 y bajo gasto grave (minuto 12): se registran y el instructor recibe el pulso con cada compresión",
    given: [give("oxigeno", 20), give("compresiones_toracicas", 720), stop("compresiones_toracicas", 960)],
    checks: [
      { at: 800, rhythm: "bav_completo", states: ["bajo_gasto_grave", "compresiones_eficaces"] },
      { at: 1000, notStates: ["compresiones_eficaces"] },
    ],
    fired: ["compresiones_bradicardia", "compresiones_bradicardia_detenidas"],
  },
  {
    name: "volumen excesivo (20 ml/kg de una vez): edema pulmonar",
    given: [...FIRST_STEPS, give("bolo_cristaloide", 180, 20, "IV")],
    checks: [{ at: 600, values: { sat: [84, 90], fr: [42, 50] }, states: ["edema_pulmonar"] }],
    fired: ["edema_pulmonar"],
  },
  {
    name: "volumen prudente (5 ml/kg): sin edema pulmonar",
    given: [...FIRST_STEPS, give("bolo_cristaloide", 180, 5, "IV")],
    checks: [{ at: 600, notStates: ["edema_pulmonar"] }],
    notFired: ["edema_pulmonar"],
  },
  {
    // Revisión del 26-11-2026: antes, 21 minutos de apnea sin ventilar (SatO₂ 42–45 %, TAS 47) sin parada y recuperación espontánea.
    name: "fentanilo ×10 (160 microgramos) sin ventilar: apnea, hipoxemia extrema, el escape se enlentece y asistolia que no revierte sola",
    given: [...FIRST_STEPS, give("fentanilo", 120, 160, "IV")],
    checks: [
      { at: 300, values: { fr: [0, 0] }, states: ["apnea"] },
      { at: 470, values: { sat: [42, 52], fc: [27, 36], tas: [42, 56] }, rhythm: "bav_completo", states: ["apnea", "hipoxia_grave"] },
      { at: 600, rhythm: "asistolia", states: ["parada_hipoxica"] },
      { at: 1800, rhythm: "asistolia", states: ["parada_hipoxica"], notStates: ["apnea"] },
    ],
    fired: ["apnea_hipoxia", "apnea_hipoxia_grave", "parada_por_hipoxia"],
    notFired: ["hipoxia_grave_resuelta", "rcp_recupera_circulacion"],
  },
  {
    name: "fentanilo ×10 sin ventilar y RCP con compresiones y bolsa-mascarilla en el minuto 10: vuelve el escape lento con bajo gasto grave",
    given: [
      ...FIRST_STEPS,
      give("fentanilo", 120, 160, "IV"),
      give("compresiones_toracicas", 600),
      give("ventilacion_bolsa_mascarilla", 600),
    ],
    checks: [
      { at: 700, rhythm: "asistolia", states: ["parada_hipoxica", "rcp_en_curso"] },
      {
        at: 800,
        values: { fc: [36, 46], sat: [86, 100] },
        rhythm: "bav_completo",
        states: ["bajo_gasto_grave"],
        notStates: ["parada_hipoxica"],
      },
    ],
    fired: ["rcp_recupera_circulacion"],
  },
  {
    name: "fentanilo ×10 con bolsa-mascarilla a tiempo: se mantiene la oxigenación",
    given: [...FIRST_STEPS, give("fentanilo", 120, 160, "IV"), give("ventilacion_bolsa_mascarilla", 270)],
    checks: [{ at: 500, values: { sat: [93, 100] }, states: ["apnea"], notStates: ["hipoxia_grave"] }],
    notFired: ["apnea_hipoxia_grave"],
  },
  {
    name: "fentanilo ÷10 (1,6 microgramos): sin analgesia; el marcapasos duele",
    given: [...ADRENALINE, give("fentanilo", 420, 1.6, "IV"), pacing(480, 100, 80)],
    checks: [{ at: 600, rhythm: "marcapasos", notStates: ["analgesiado"] }],
    fired: ["marcapasos_sin_analgesia"],
  },
];

examineCase("examen fisiológico del bloqueo AV completo (P07, 16 kg)", "07-bradicardia-bloqueo-av.json", () => BLOCK_EXAMS);

// Revisión del 26-11-2026: lo que el caso enseña de la atropina y de las compresiones no contradice al algoritmo de PALS que cita.
describe("textos del bloqueo AV completo (P07) que la revisión corrigió", () => {
  const scenario = caseOf("db/seed/presencial/07-bradicardia-bloqueo-av.json");
  const texts = JSON.stringify(scenario);
  it("no afirma que la atropina no tenga dosis mínima ni que PALS la abandonara", () => {
    expect(texts).not.toMatch(/sin dosis mínima|se abandonaron/);
    expect(scenario.items.find((i) => i.key === "atropina_indicada")!.help).toMatch(/bloqueo AV primario/);
  });
  it("ofrece compresiones torácicas y no espera a que pierda los signos de vida para indicarlas", () => {
    expect(scenario.interventions.map((i) => i.key)).toContain("compresiones_toracicas");
    expect(texts).not.toMatch(/si pierde los signos de vida, el instructor inicia la RCP/);
  });
});
