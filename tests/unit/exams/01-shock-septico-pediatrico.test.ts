import { examineCase, give, stop, type Given, type Exam } from "./exam";

// ── P01: shock séptico, 16 kg ─────────────────────────────────────────────────────────────

/** Oxígeno, acceso, hemocultivo, cuatro bolos de 10 ml/kg (40 ml/kg en 17 minutos) y el antibiótico en el minuto 10. */
const SHOCK_VOLUME: Given[] = [
  give("oxigeno", 30),
  give("acceso_vascular", 60, undefined, "IV"),
  give("hemocultivo", 120),
  give("bolo_cristaloide", 150, 10, "IV"),
  give("bolo_cristaloide", 480, 10, "IV"),
  give("inicio_antibiotico", 600, 800, "IV"),
  give("bolo_cristaloide", 780, 10, "IV"),
  give("bolo_cristaloide", 1020, 10, "IV"),
];
/** Oxígeno, acceso, hemocultivo, dos bolos de 10 ml/kg y el antibiótico en el minuto 10. */
const SHOCK_20: Given[] = SHOCK_VOLUME.slice(0, 6);
const SHOCK_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: 40 ml/kg, antibiótico en el minuto 10 y adrenalina 0,1 al aparecer la sobrecarga",
    given: [...SHOCK_VOLUME, give("adrenalina_perfusion", 1080, 0.1, "IV")],
    checks: [
      // 40 ml/kg: crepitantes y hepatomegalia, sin caída de la TA (SSC 2020).
      { at: 1080, values: { tas: [90, 102] }, states: ["sobrecarga_hidrica"], notStates: ["shock_hipotensivo"] },
      { at: 1500, values: { tas: [100, 116], fc: [128, 150], relleno: [1, 3] }, states: ["perfusion_restaurada"] },
      { at: 2100, values: { tas: [100, 116], lactato: [2, 3.2] }, notStates: ["shock_hipotensivo", "toxicidad_adrenergica"] },
    ],
  },
  {
    name: "tratamiento correcto a tiempo: 20 ml/kg y adrenalina 0,1 en el minuto 15, sin sobrecarga",
    given: [
      give("oxigeno", 30),
      give("bolo_cristaloide", 150, 10, "IV"),
      give("bolo_cristaloide", 480, 10, "IV"),
      give("inicio_antibiotico", 600, 800, "IV"),
      give("adrenalina_perfusion", 900, 0.1, "IV"),
    ],
    checks: [
      { at: 1500, values: { tas: [100, 116], sat: [96, 100] }, states: ["perfusion_restaurada"], notStates: ["sobrecarga_hidrica"] },
      { at: 1800, values: { lactato: [2, 3.2] }, notStates: ["shock_hipotensivo"] },
    ],
  },
  {
    name: "adrenalina ×10 (1 microgramo/kg/min): taquicardia extrema, hipertensión, extrasístoles y más lactato",
    given: [...SHOCK_VOLUME, give("adrenalina_perfusion", 1080, 1, "IV")],
    checks: [
      { at: 1260, values: { fc: [185, 230], tas: [140, 175] }, states: ["toxicidad_adrenergica"], notStates: ["perfusion_restaurada"] },
      { at: 1800, values: { fc: [185, 230], lactato: [5, 7] } },
    ],
  },
  {
    name: "adrenalina ×100 (10 microgramos/kg/min): la misma toxicidad",
    given: [...SHOCK_VOLUME, give("adrenalina_perfusion", 1080, 10, "IV")],
    checks: [{ at: 1260, values: { fc: [185, 230], tas: [140, 175] }, states: ["toxicidad_adrenergica"] }],
  },
  {
    name: "adrenalina 0,5 microgramos/kg/min (por encima del rango): exceso graduado, sin llegar a la toxicidad",
    given: [...SHOCK_VOLUME, give("adrenalina_perfusion", 1080, 0.5, "IV")],
    checks: [
      { at: 1500, values: { fc: [160, 184], tas: [115, 135] }, states: ["exceso_adrenergico"], notStates: ["toxicidad_adrenergica"] },
    ],
  },
  {
    name: "adrenalina ÷10 (0,01 microgramos/kg/min): ningún efecto, y el shock refractario progresa en el minuto 30",
    given: [...SHOCK_VOLUME, give("adrenalina_perfusion", 1080, 0.01, "IV")],
    checks: [
      { at: 1500, values: { tas: [90, 100], fc: [140, 158] }, notStates: ["perfusion_restaurada"] },
      { at: 2100, values: { tas: [70, 80] }, states: ["shock_hipotensivo"] },
    ],
  },
  {
    name: "bolo ×10 (100 ml/kg de una vez): sobrecarga e insuficiencia respiratoria, sin mejor TA",
    given: [give("oxigeno", 30), give("bolo_cristaloide", 150, 100, "IV")],
    checks: [
      { at: 600, values: { sat: [78, 88], fr: [55, 70], tas: [90, 100] }, states: ["sobrecarga_hidrica", "insuficiencia_respiratoria"] },
    ],
  },
  {
    name: "bolo ÷10 (1 ml/kg): como si no hubiera volumen, hipotensión en el minuto 15",
    given: [give("oxigeno", 30), give("bolo_cristaloide", 150, 1, "IV")],
    checks: [{ at: 1100, values: { tas: [66, 77] }, states: ["shock_hipotensivo", "hipovolemia"] }],
  },
  {
    name: "fármaco equivocado (dopamina 10): más taquicardia, poca mejoría y progresión en el minuto 30",
    given: [...SHOCK_VOLUME, give("dopamina_perfusion", 1080, 10, "IV")],
    checks: [
      { at: 1500, values: { fc: [155, 170], tas: [98, 106] }, notStates: ["perfusion_restaurada"] },
      { at: 2100, values: { tas: [76, 88], lactato: [4.5, 6] }, states: ["shock_hipotensivo"] },
    ],
  },
  {
    name: "sin tratamiento: progresión a los 10 minutos, hipotensión a los 15 y shock grave a los 30",
    given: [],
    checks: [
      { at: 660, values: { tas: [82, 90], fc: [170, 180] }, notStates: ["shock_hipotensivo"] },
      { at: 1100, values: { tas: [66, 76], fc: [176, 190], relleno: [5, 7] }, states: ["shock_hipotensivo"] },
      { at: 2100, values: { tas: [58, 68], fc: [184, 196], lactato: [7, 8] }, states: ["shock_hipotensivo"] },
    ],
  },
  {
    name: "tratamiento tardío (primer bolo en el minuto 18, adrenalina en el 26): respuesta parcial",
    given: [
      give("oxigeno", 30),
      give("bolo_cristaloide", 1080, 10, "IV"),
      give("bolo_cristaloide", 1320, 10, "IV"),
      give("inicio_antibiotico", 1500, 800, "IV"),
      give("adrenalina_perfusion", 1560, 0.1, "IV"),
    ],
    checks: [
      { at: 1560, values: { tas: [78, 88], fc: [160, 175] } },
      { at: 2100, values: { tas: [90, 100], fc: [150, 165], lactato: [4.4, 5.4] } },
    ],
  },
  {
    name: "orden invertido (adrenalina antes de cualquier volumen): apenas actúa y la hipotensión llega igual",
    given: [give("oxigeno", 30), give("adrenalina_perfusion", 120, 0.1, "IV"), give("bolo_cristaloide", 1080, 10, "IV")],
    checks: [
      { at: 1000, values: { tas: [72, 84] }, states: ["shock_hipotensivo", "hipovolemia"] },
      { at: 1100, notStates: ["perfusion_restaurada"] },
    ],
  },
  {
    name: "solo volumen (40 ml/kg) sin vasoactivo: sin caída por el bolo, hipotensión por el tiempo en el minuto 30",
    given: SHOCK_VOLUME,
    checks: [
      { at: 1500, values: { tas: [92, 100] }, states: ["sobrecarga_hidrica"], notStates: ["shock_hipotensivo"] },
      { at: 2100, values: { tas: [72, 80] }, states: ["shock_hipotensivo"] },
    ],
  },
  {
    name: "antibiótico ×10 (8000 mg): neurotoxicidad por betalactámico",
    given: [give("inicio_antibiotico", 300, 8000, "IV")],
    checks: [{ at: 900, states: ["neurotoxicidad_betalactamico"] }],
  },
  // Revisión del 26/11/2026: un error de bomba ×10 con la perfusión ya en rango no se premia, y suspender el vasoactivo tiene consecuencias.
  {
    name: "adrenalina 0,1 y error de bomba a 1 microgramo/kg/min en el minuto 17: toxicidad sin «perfusión restaurada» hasta corregirla",
    given: [
      ...SHOCK_20,
      give("adrenalina_perfusion", 900, 0.1, "IV"),
      give("adrenalina_perfusion", 1020, 1, "IV"),
      give("adrenalina_perfusion", 1320, 0.1, "IV"),
    ],
    checks: [
      {
        at: 1260,
        values: { fc: [185, 205], tas: [140, 160], lactato: [5, 6] },
        states: ["toxicidad_adrenergica"],
        notStates: ["perfusion_restaurada"],
      },
      { at: 1800, values: { tas: [100, 116] }, states: ["perfusion_restaurada"], notStates: ["toxicidad_adrenergica"] },
    ],
  },
  {
    name: "adrenalina suspendida en el minuto 22 y no reiniciada: reaparece el shock y progresa a hipotensión en el minuto 30",
    given: [...SHOCK_20, give("adrenalina_perfusion", 900, 0.1, "IV"), stop("adrenalina_perfusion", 1320, "IV")],
    checks: [
      { at: 1200, states: ["perfusion_restaurada"] },
      { at: 1680, values: { fc: [152, 168], relleno: [4, 5] }, notStates: ["perfusion_restaurada"] },
      { at: 2100, values: { tas: [70, 80] }, states: ["shock_hipotensivo"] },
    ],
    fired: ["vasoactivo_suspendido", "min30_vasoactivo_suspendido"],
  },
  {
    name: "adrenalina suspendida en el minuto 22 y reiniciada en el 25: vuelve a actuar y no hay hipotensión",
    given: [
      ...SHOCK_20,
      give("adrenalina_perfusion", 900, 0.1, "IV"),
      stop("adrenalina_perfusion", 1320, "IV"),
      give("adrenalina_perfusion", 1500, 0.1, "IV"),
    ],
    checks: [{ at: 2100, values: { tas: [96, 110] }, states: ["perfusion_restaurada"], notStates: ["shock_hipotensivo"] }],
    notFired: ["min30_vasoactivo_suspendido"],
  },
];

examineCase("examen fisiológico del shock séptico (P01, 16 kg)", "01-shock-septico-pediatrico.json", () => SHOCK_EXAMS);
