/**
 * Exámenes de fisiología de los tres casos presenciales: cada caso se lee del archivo que se publica,
 * con el mismo analizador que una importación, y su paciente vivo se simula con el motor real para
 * una tabla de secuencias (tratamiento correcto a tiempo, el fármaco correcto ×10 y ÷10, el fármaco
 * equivocado, nada, el tratamiento tardío y el orden invertido). En los segundos indicados se
 * comprueba la banda de las constantes clave, el ritmo y los estados: el ×10 muestra la toxicidad
 * propia del fármaco, el ÷10 apenas hace nada, no tratar o tratar tarde empeora (tarde, con una
 * respuesta parcial) y el orden invertido se penaliza. Las secuencias de la revisión clínica del 26 de noviembre
 * de 2026 (docs/reviews/in-person-cases-review-2026-11-26.md) fallan si vuelve uno de los defectos que corrigió.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readScenarioFile } from "../../db/seed/files";
import type { PresencialScenario } from "../../app/presencial/format";
import { type Course, simulate } from "~/presencial/model/engine";
import { interventionEntry, patientOf } from "~/presencial/model/patient";
import type { Rhythm } from "~/presencial/model/vocabulary";

/** La misma variabilidad natural en cada ejecución. */
const SEED = 20261126;

function caseOf(path: string): PresencialScenario {
  const read = readScenarioFile(readFileSync(path, "utf8"));
  if (!read.ok) throw new Error(`${path}: ${read.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  if (read.file.modo !== "presencial" || !read.file.escenario.model) throw new Error(`${path}: no es un caso presencial con modelo`);
  if (read.file.version !== 2) throw new Error(`${path}: el archivo debe ser de la versión 2`);
  return read.file.escenario;
}

/** Lo que se registra: intervención, segundo de simulación y, si la lleva, la dosis (o el ritmo) y la vía; `stop` detiene. */
type Given = { key: string; at: number; amount?: number; route?: string; stop?: true };
/** Lo que se comprueba en un segundo: bandas de valores (ambos extremos incluidos), ritmo y estados. */
type Check = {
  at: number;
  values?: Record<string, [number, number]>;
  rhythm?: Rhythm;
  states?: string[];
  notStates?: string[];
};
/** `fired` and `notFired`: handlers that fired (or not) by the last check's second. */
type Exam = { name: string; given: Given[]; checks: Check[]; fired?: string[]; notFired?: string[] };

const give = (key: string, at: number, amount?: number, route?: string): Given => ({ key, at, amount, route });
/** Stops an infusion (rate 0) or something that runs. */
const stop = (key: string, at: number, route?: string): Given => ({ key, at, route, stop: true });

function courseOf(scenario: PresencialScenario, given: readonly Given[]): Course {
  const patient = patientOf(
    { weightKg: scenario.patient_overview.weightKg, interventions: scenario.interventions, model: scenario.model! },
    SEED,
  );
  const log = given.map((g) => {
    const intervention = scenario.interventions.find((i) => i.key === g.key);
    if (!intervention) throw new Error(`intervención inexistente: ${g.key}`);
    if (g.route && !intervention.routes.includes(g.route as never)) throw new Error(`${g.key} no se da por ${g.route}`);
    return interventionEntry(intervention, g.at, { amount: g.amount, route: g.route, stop: g.stop });
  });
  return simulate(patient, log);
}

function examine(scenario: PresencialScenario, exam: Exam): void {
  const course = courseOf(scenario, exam.given);
  for (const check of exam.checks) {
    const state = course.at(check.at);
    const where = `${exam.name}, minuto ${Math.floor(check.at / 60)}:${String(check.at % 60).padStart(2, "0")}`;
    for (const [variable, [lo, hi]] of Object.entries(check.values ?? {})) {
      const value = state.values[variable];
      expect(value, `${where}: ${variable}`).not.toBeNull();
      expect(value, `${where}: ${variable} ≥ ${lo}`).toBeGreaterThanOrEqual(lo);
      expect(value, `${where}: ${variable} ≤ ${hi}`).toBeLessThanOrEqual(hi);
    }
    if (check.rhythm) expect(state.rhythm, `${where}: ritmo`).toBe(check.rhythm);
    for (const s of check.states ?? []) expect(state.states, `${where}: estado ${s}`).toContain(s);
    for (const s of check.notStates ?? []) expect(state.states, `${where}: sin el estado ${s}`).not.toContain(s);
  }
  const fired = course.fired.map((f) => f.key);
  for (const key of exam.fired ?? []) expect(fired, `${exam.name}: dispara ${key}`).toContain(key);
  for (const key of exam.notFired ?? []) expect(fired, `${exam.name}: no dispara ${key}`).not.toContain(key);
}

// ── P01: shock séptico, 16 kg ─────────────────────────────────────────────────────────────

const shock = caseOf("db/seed/presencial/01-shock-septico-pediatrico.json");
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

// ── P02: anafilaxia, 30 kg ────────────────────────────────────────────────────────────────

const anaphylaxis = caseOf("db/seed/presencial/02-anafilaxia-antibiotico-iv.json");
const STOP_AND_LIE = [give("suspender_antibiotico", 20), give("posicion", 30), give("oxigeno", 40)];
/** Stop, lie flat, oxygen; IM adrenaline 0,3 mg in the first minute, a 10 ml/kg bolus, and the second IM dose at minute 6 (RCUK 2021). */
const FIRST_STEPS = [
  ...STOP_AND_LIE,
  give("adrenalina_im", 60, 0.3, "IM"),
  give("bolo_cristaloide", 180, 10, "IV"),
  give("adrenalina_im", 360, 0.3, "IM"),
];
const ANAPHYLAXIS_EXAMS: Exam[] = [
  {
    name: "tratamiento correcto a tiempo: adrenalina IM 0,3 mg ×2, bolo, salbutamol y perfusión 0,1 en la anafilaxia refractaria",
    given: [...FIRST_STEPS, give("salbutamol_nebulizado", 420, 5, "nebulizada"), give("adrenalina_perfusion", 660, 0.1, "IV")],
    checks: [
      // Mejoría parcial a los 5 minutos de la primera dosis; refractaria tras dos dosis y un bolo.
      { at: 360, values: { tas: [84, 92] }, notStates: ["shock_progresivo"] },
      { at: 660, values: { tas: [84, 91] }, notStates: ["shock_progresivo", "parada_inminente"] },
      { at: 1200, values: { tas: [98, 110], sat: [97, 100], fc: [125, 145] }, states: ["estabilizado"], rhythm: "taquicardia_sinusal" },
    ],
  },
  {
    name: "perfusión de adrenalina sin adrenalina IM previa: también estabiliza",
    given: [give("suspender_antibiotico", 20), give("oxigeno", 40), give("adrenalina_perfusion", 180, 0.1, "IV")],
    checks: [{ at: 600, values: { tas: [90, 100] }, states: ["estabilizado"], notStates: ["shock_progresivo"] }],
  },
  {
    name: "adrenalina IM ×10 (3 mg): taquicardia extrema, hipertensión y extrasístoles",
    given: [give("suspender_antibiotico", 20), give("adrenalina_im", 60, 3, "IM")],
    checks: [{ at: 480, values: { fc: [185, 230], tas: [130, 160] }, states: ["toxicidad_adrenergica"] }],
  },
  {
    name: "la dosis IM (0,3 mg = 300 microgramos) en bolo IV, 10 veces la dosis IV: taquicardia ventricular y crisis hipertensiva",
    given: [give("suspender_antibiotico", 20), give("adrenalina_iv_bolo", 60, 300, "IV")],
    checks: [
      { at: 120, values: { tas: [150, 190] }, rhythm: "tv_con_pulso", states: ["toxicidad_adrenergica"] },
      { at: 420, rhythm: "taquicardia_sinusal", notStates: ["toxicidad_adrenergica"] },
    ],
  },
  {
    name: "adrenalina IV de especialista (30 microgramos, 1 microgramo/kg): subida transitoria sin arritmia",
    given: [give("suspender_antibiotico", 20), give("adrenalina_iv_bolo", 60, 30, "IV")],
    checks: [
      { at: 120, values: { tas: [86, 100] }, rhythm: "taquicardia_sinusal", notStates: ["toxicidad_adrenergica", "exceso_adrenergico"] },
    ],
  },
  {
    name: "perfusión ×10 (1 microgramo/kg/min): toxicidad adrenérgica",
    given: [give("suspender_antibiotico", 20), give("adrenalina_perfusion", 60, 1, "IV")],
    checks: [{ at: 600, values: { fc: [185, 230], tas: [130, 170] }, states: ["toxicidad_adrenergica"] }],
  },
  {
    name: "adrenalina IM ÷10 (0,03 mg): se deteriora como sin tratamiento",
    given: [give("suspender_antibiotico", 20), give("adrenalina_im", 60, 0.03, "IM")],
    checks: [{ at: 720, values: { tas: [56, 66] }, states: ["parada_inminente"] }],
  },
  {
    name: "fármaco equivocado (antihistamínico, corticoide y salbutamol sin adrenalina): parada inminente y bradicardia",
    given: [
      give("suspender_antibiotico", 20),
      give("antihistaminico", 60, undefined, "IV"),
      give("corticoide", 90, undefined, "IV"),
      give("salbutamol_nebulizado", 120, 5, "nebulizada"),
    ],
    checks: [
      { at: 720, values: { tas: [55, 64] }, states: ["parada_inminente"] },
      { at: 1200, values: { fc: [45, 68], tas: [45, 55] }, states: ["parada_inminente"] },
    ],
  },
  {
    name: "sin tratamiento: hipotensión progresiva a los 5, parada inminente a los 10 y bradicardia a los 15 minutos",
    given: [],
    checks: [
      { at: 420, values: { tas: [66, 74] }, states: ["shock_progresivo"] },
      { at: 720, values: { tas: [55, 64], sat: [74, 84] }, states: ["parada_inminente"] },
      { at: 1200, values: { fc: [45, 62] }, rhythm: "bradicardia_sinusal" },
    ],
  },
  {
    name: "adrenalina IM tardía (minuto 12, tras la parada inminente): respuesta mínima y transitoria",
    given: [give("suspender_antibiotico", 20), give("oxigeno", 40), give("adrenalina_im", 720, 0.3, "IM")],
    checks: [
      { at: 1080, values: { tas: [60, 68] }, states: ["parada_inminente"], notStates: ["estabilizado"] },
      { at: 1800, values: { tas: [56, 65] }, states: ["parada_inminente"] },
    ],
  },
  {
    name: "tardía con perfusión y bolo: recuperación parcial y lenta",
    given: [
      give("suspender_antibiotico", 20),
      give("oxigeno", 40),
      give("adrenalina_im", 720, 0.3, "IM"),
      give("bolo_cristaloide", 760, 10, "IV"),
      give("adrenalina_perfusion", 840, 0.1, "IV"),
    ],
    checks: [{ at: 1800, values: { tas: [86, 97], fc: [150, 170] }, states: ["estabilizado"] }],
  },
  {
    name: "orden equivocado (bolo sin adrenalina): subida transitoria y deterioro",
    given: [give("suspender_antibiotico", 20), give("bolo_cristaloide", 60, 10, "IV")],
    checks: [
      { at: 240, values: { tas: [80, 88] } },
      { at: 720, values: { tas: [58, 68] }, states: ["parada_inminente"] },
    ],
  },
  {
    name: "incorporarlo con hipotensión: colapso, que se corrige al tumbarlo",
    given: [give("suspender_antibiotico", 20), give("adrenalina_im", 60, 0.3, "IM"), give("incorporar", 300), give("posicion", 400)],
    checks: [
      { at: 340, values: { tas: [52, 64] }, states: ["colapso_postural"] },
      { at: 470, values: { tas: [80, 92] }, notStates: ["colapso_postural"] },
    ],
  },
  {
    name: "sin suspender el antibiótico: la adrenalina IM responde peor",
    given: [give("adrenalina_im", 60, 0.3, "IM")],
    checks: [{ at: 480, values: { tas: [72, 81] }, states: ["alergeno_en_curso"] }],
  },
  // Revisión del 26/11/2026: la pauta RCUK (IM cada 5 minutos hasta la perfusión) no es una sobredosis; media dosis no es «nada»;
  // un error ×10 en la perfusión no se premia; suspender la perfusión o quedarse en una sola dosis lleva a la recaída.
  {
    name: "adrenalina IM cada 5 minutos hasta la perfusión (tres dosis de 0,3 mg, RCUK 2021): sin exceso adrenérgico",
    given: [...FIRST_STEPS, give("adrenalina_im", 660, 0.3, "IM"), give("adrenalina_perfusion", 840, 0.1, "IV")],
    checks: [
      { at: 900, values: { tas: [84, 95], fc: [125, 145] }, notStates: ["exceso_adrenergico"] },
      { at: 1260, values: { tas: [98, 110] }, states: ["estabilizado"], notStates: ["exceso_adrenergico"] },
    ],
    notFired: ["exceso_adrenergico"],
  },
  {
    name: "una dosis IM de 1 mg (la ampolla entera, el doble del máximo): exceso adrenérgico",
    given: [...STOP_AND_LIE, give("adrenalina_im", 60, 1, "IM")],
    checks: [{ at: 420, values: { fc: [150, 170], tas: [90, 102] }, states: ["exceso_adrenergico"] }],
  },
  {
    name: "media dosis IM (0,15 mg): evita el deterioro de los 5 y 10 minutos, pero la TA no se recupera y recae desde el minuto 15",
    given: [...STOP_AND_LIE, give("adrenalina_im", 60, 0.15, "IM")],
    checks: [
      { at: 720, values: { tas: [72, 84] }, notStates: ["parada_inminente", "shock_progresivo"] },
      { at: 1500, values: { tas: [60, 70] }, states: ["shock_progresivo"], notStates: ["parada_inminente"] },
    ],
    notFired: ["adrenalina_im_respuesta"],
  },
  {
    name: "una sola dosis IM de 0,3 mg sin repetirla ni iniciar la perfusión: recaída con hipotensión progresiva",
    given: [...STOP_AND_LIE, give("adrenalina_im", 60, 0.3, "IM")],
    checks: [
      { at: 600, values: { tas: [80, 90] }, notStates: ["shock_progresivo"] },
      { at: 1800, values: { tas: [60, 70], fc: [158, 172] }, states: ["shock_progresivo"] },
    ],
    fired: ["recaida_sin_perfusion"],
  },
  {
    name: "un bolo IV aislado de 30 microgramos: subida transitoria y recaída sin perfusión",
    given: [...STOP_AND_LIE, give("adrenalina_iv_bolo", 60, 30, "IV")],
    checks: [{ at: 1200, values: { tas: [62, 70] }, states: ["shock_progresivo"] }],
  },
  {
    name: "error de bomba a 1 microgramo/kg/min tras iniciar la perfusión: toxicidad, sin «estabilizado»",
    given: [...FIRST_STEPS, give("adrenalina_perfusion", 660, 0.1, "IV"), give("adrenalina_perfusion", 780, 1, "IV")],
    checks: [{ at: 1200, values: { fc: [180, 200], tas: [140, 165] }, states: ["toxicidad_adrenergica"], notStates: ["estabilizado"] }],
    notFired: ["perfusion_estabiliza"],
  },
  {
    name: "perfusión suspendida en el minuto 20: reaparecen la hipotensión y el broncoespasmo; reiniciada en el 25, se recupera",
    given: [
      ...FIRST_STEPS,
      give("adrenalina_perfusion", 660, 0.1, "IV"),
      stop("adrenalina_perfusion", 1200, "IV"),
      give("adrenalina_perfusion", 1500, 0.1, "IV"),
    ],
    checks: [
      { at: 1140, values: { tas: [100, 110] }, states: ["estabilizado"] },
      { at: 1470, values: { tas: [68, 80] }, states: ["shock_progresivo"], notStates: ["estabilizado"] },
      { at: 2100, values: { tas: [98, 110] }, states: ["estabilizado"], notStates: ["shock_progresivo"] },
    ],
    fired: ["perfusion_suspendida"],
  },
];

// ── P03: estado epiléptico, 16 kg ─────────────────────────────────────────────────────────

const status = caseOf("db/seed/presencial/03-estatus-epileptico-convulsivo.json");
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

describe("examen fisiológico del shock séptico (P01, 16 kg)", () => {
  it.each(SHOCK_EXAMS.map((e) => [e.name, e] as const))("%s", (_name, exam) => examine(shock, exam));
});

describe("examen fisiológico de la anafilaxia (P02, 30 kg)", () => {
  it.each(ANAPHYLAXIS_EXAMS.map((e) => [e.name, e] as const))("%s", (_name, exam) => examine(anaphylaxis, exam));
});

describe("examen fisiológico del estado epiléptico (P03, 16 kg)", () => {
  it.each(STATUS_EXAMS.map((e) => [e.name, e] as const))("%s", (_name, exam) => examine(status, exam));
});
