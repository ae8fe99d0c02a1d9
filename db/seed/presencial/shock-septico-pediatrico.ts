/**
 * Shock séptico pediátrico (preescolar, 16 kg): la primera hora.
 *
 * Clinical content follows the Surviving Sepsis Campaign International Guidelines for children
 * (Weiss SL et al., Pediatr Crit Care Med 2020;21(2):e52–e106):
 * - fluid boluses of 10–20 ml/kg of crystalloid (balanced/buffered suggested over 0.9 % saline),
 *   reassessing after each one, up to 40–60 ml/kg in the first hour where intensive care is
 *   available, stopping if signs of fluid overload appear (crackles, new/worsening hepatomegaly);
 * - antimicrobials as soon as possible, within 1 hour of recognising septic shock;
 * - blood cultures before antimicrobials when this does not substantially delay them;
 * - lactate measured when it can be obtained rapidly (a practice statement, not a recommendation);
 * - adrenaline or noradrenaline rather than dopamine for fluid-refractory shock, which may be
 *   started in a dilute concentration through a peripheral vein when there is no central access.
 * No antibiotic or vasoactive doses are given on purpose: they depend on the local protocol.
 *
 * Vitals for a 4-year-old: hypotension is systolic < 70 + 2 × age = 78 mmHg; the initial
 * pressure (90/62) is still normal with a narrow pulse pressure (compensated "cold" shock).
 */
import type { PresencialScenario } from "./schema";

const shockSepticoPediatrico = {
  slug: "shock-septico-pediatrico",
  title: "Shock séptico en preescolar: la primera hora",
  summary:
    "Niña de 4 años con fiebre, vómitos y decaimiento que llega a Urgencias con shock séptico frío, todavía sin hipotensión, de probable origen urinario. El equipo debe reconocer el shock sin esperar a la hipotensión, administrar bolos de cristaloide de 10–20 ml/kg reevaluando tras cada uno, extraer el hemocultivo sin retrasar el antibiótico, administrarlo en la primera hora y pasar a adrenalina o noradrenalina cuando el shock no responde al volumen o aparecen signos de sobrecarga hídrica.",
  level: "avanzado",
  mode: ["presencial"],
  status: "Disponible",
  estimated_minutes: 30,
  categories: ["Sepsis y shock", "Reanimación"],

  patient_overview: {
    age: "4 años",
    sex: "Mujer",
    weightKg: 16,
    bullets: [
      "Fiebre de 24 horas de evolución (máxima 39,6 °C), vómitos y rechazo del alimento",
      "Decaimiento progresivo; ha orinado menos de lo habitual",
      "Sin antecedentes de interés; calendario vacunal al día",
      "Sin alergias medicamentosas conocidas",
    ],
    paragraphs: [
      "Acude a Urgencias de pediatría acompañada por sus padres. En el triaje impresiona de mal aspecto: pálida, quejosa y poco reactiva, con piel moteada en las extremidades.",
      "Se traslada al box de reanimación, donde la recibe el equipo.",
    ],
  },

  steps: [
    { key: "reconocimiento", name: "Reconocimiento", order_index: 0 },
    { key: "estabilizacion", name: "Estabilización inicial", order_index: 1 },
    { key: "reevaluacion", name: "Reevaluación", order_index: 2 },
    { key: "soporte_vasoactivo", name: "Soporte vasoactivo", order_index: 3 },
  ],

  items: [
    {
      key: "tep_abcde",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "heading",
      label: "Triángulo de evaluación pediátrica y secuencia ABCDE",
      help: "Las reglas automáticas solo tienen en cuenta los bolos (ml/kg) y el minuto de inicio del antibiótico registrados en la consola. El efecto del oxígeno o de los vasoactivos lo aplica el instructor editando las variables.",
      order_index: 0,
    },
    {
      key: "impresion_tep",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "choice",
      label: "Impresión general que verbaliza el equipo (TEP)",
      help: "TEP: apariencia, trabajo respiratorio y circulación cutánea. Registrar la impresión que comunica el equipo en voz alta.",
      options: [
        "Estable",
        "Disfunción del SNC",
        "Dificultad respiratoria",
        "Fallo respiratorio",
        "Shock compensado",
        "Shock descompensado",
        "Fallo cardiorrespiratorio",
      ],
      order_index: 1,
    },
    {
      key: "activa_ayuda",
      step_key: "reconocimiento",
      section: "Activación",
      type: "checkbox",
      label: "Reconoce el shock séptico, pide ayuda y avisa precozmente a la UCI pediátrica",
      order_index: 2,
    },
    {
      key: "acceso_vascular",
      step_key: "estabilizacion",
      section: "Accesos y volumen",
      type: "checkbox",
      label: "Acceso vascular obtenido (intravenoso o intraóseo)",
      help: "Si la vía intravenosa no se consigue rápidamente, acceso intraóseo.",
      order_index: 3,
    },
    {
      key: "volumen_bolo_ml",
      step_key: "estabilizacion",
      section: "Accesos y volumen",
      type: "number",
      label: "Volumen del bolo prescrito (ml)",
      help: "10–20 ml/kg de cristaloide (preferiblemente balanceado) = 160–320 ml para 16 kg. Registrar cada bolo en ml/kg en la consola.",
      order_index: 4,
    },
    {
      key: "hemocultivo_previo",
      step_key: "estabilizacion",
      section: "Antibioterapia",
      type: "checkbox",
      label: "Hemocultivo extraído antes del antibiótico, sin retrasarlo",
      order_index: 5,
    },
    {
      key: "minuto_antibiotico",
      step_key: "estabilizacion",
      section: "Antibioterapia",
      type: "number",
      label: "Minuto de inicio del antibiótico desde la llegada",
      help: "En shock séptico, lo antes posible y dentro de la primera hora (≤ 60 min). Registrarlo también como intervención «inicio de antibiótico».",
      order_index: 6,
    },
    {
      key: "signos_sobrecarga",
      step_key: "reevaluacion",
      section: "Tras cada bolo",
      type: "choice",
      label: "Signos de sobrecarga hídrica detectados por el equipo",
      options: ["Ninguno", "Crepitantes", "Hepatomegalia", "Crepitantes y hepatomegalia"],
      order_index: 7,
    },
    {
      key: "volumen_acumulado_mlkg",
      step_key: "reevaluacion",
      section: "Tras cada bolo",
      type: "number",
      label: "Volumen acumulado que refiere el equipo (ml/kg)",
      help: "Hasta 40–60 ml/kg en la primera hora si hay UCI disponible, reevaluando tras cada bolo y suspendiendo si aparece sobrecarga hídrica.",
      order_index: 8,
    },
    {
      key: "vasoactivo_elegido",
      step_key: "soporte_vasoactivo",
      section: "Vasoactivos",
      type: "choice",
      label: "Fármaco vasoactivo de inicio",
      help: "Adrenalina o noradrenalina en lugar de dopamina. Si no hay acceso central, puede iniciarse diluido por vía periférica (o intraósea).",
      options: ["Adrenalina", "Noradrenalina", "Dopamina", "Ninguno"],
      order_index: 9,
    },
    {
      key: "doble_verificacion",
      step_key: "soporte_vasoactivo",
      section: "Seguridad del medicamento",
      type: "checkbox",
      label: "Doble verificación independiente de la perfusión (fármaco, concentración, dosis y velocidad) y línea etiquetada",
      order_index: 10,
    },
    {
      key: "notas_debriefing",
      step_key: "soporte_vasoactivo",
      section: "Debriefing",
      type: "text",
      label: "Notas para el debriefing",
      order_index: 11,
    },
  ],

  variables: [
    { key: "fc", label: "Frecuencia cardiaca", type: "vital", unit: "lpm", initial_value: "165" },
    { key: "sat", label: "Saturación de O₂", type: "vital", unit: "%", initial_value: "95" },
    { key: "fr", label: "Frecuencia respiratoria", type: "vital", unit: "rpm", initial_value: "38" },
    { key: "ta", label: "Tensión arterial", type: "vital", unit: "mmHg", initial_value: "90/62" },
    { key: "temp", label: "Temperatura", type: "vital", unit: "°C", initial_value: "39.4" },
    { key: "relleno", label: "Relleno capilar", type: "vital", unit: "s", initial_value: "4" },
    { key: "lactato", label: "Lactato", type: "lab", unit: "mmol/L", initial_value: "4.6" },
    { key: "glucemia", label: "Glucemia", type: "lab", unit: "mg/dL", initial_value: "74" },
    {
      key: "gasometria",
      label: "Gasometría",
      type: "lab",
      initial_value: "pH 7,28 · pCO₂ 31 mmHg · HCO₃⁻ 14 mmol/L · EB −11 mmol/L",
    },
    {
      key: "analitica",
      label: "Hemograma y bioquímica",
      type: "lab",
      initial_value:
        "Leucocitos 23.400/µL (neutrófilos 88 %) · Hb 11,8 g/dL · Plaquetas 162.000/µL · PCR 186 mg/L · PCT 24 ng/mL · Creatinina 0,7 mg/dL",
    },
    {
      key: "orina",
      label: "Orina (sondaje vesical)",
      type: "lab",
      initial_value: "Tira reactiva: leucocitos +++, nitritos positivos. Sedimento y urocultivo enviados.",
    },
    {
      key: "rx_torax",
      label: "Radiografía de tórax",
      type: "imagen",
      initial_value: "Proyección AP: campos pulmonares sin condensaciones ni derrame; silueta cardiaca de tamaño normal.",
    },
    {
      key: "ecografia",
      label: "Ecografía a pie de cama",
      type: "imagen",
      initial_value:
        "Vena cava inferior de pequeño calibre y colapsable; contractilidad biventricular conservada; sin derrame pericárdico; sin líneas B.",
    },
    {
      key: "exploracion",
      label: "Exploración física",
      type: "texto",
      initial_value:
        "Quejosa, responde a la voz. Extremidades frías con piel moteada, pulsos periféricos débiles y centrales palpables. Auscultación cardiopulmonar normal. Abdomen blando; hígado a 1 cm del reborde costal. Sin exantema ni petequias. Sin rigidez de nuca.",
    },
  ],

  rules: [
    {
      key: "bolo_respuesta_parcial",
      description:
        "Un bolo de al menos 10 ml/kg mejora de forma parcial la FC, el relleno capilar y la TA (sigue en shock: hay que reevaluar y repetir).",
      order_index: 0,
      applies_when: { any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] },
      effects: [
        { variable_key: "fc", value: "-15" },
        { variable_key: "relleno", value: "-1" },
        { variable_key: "ta", value: "94/58" },
      ],
    },
    {
      key: "volumen_insuficiente",
      description:
        "Al reevaluar con menos de 20 ml/kg acumulados persisten los signos de shock.",
      order_index: 1,
      applies_when: { sum: [{ action: "bolo_cristaloide", mlkg_sum_lt: 20 }] },
      effects: [
        {
          variable_key: "exploracion",
          value:
            "Persisten los signos de shock: extremidades frías, piel moteada y pulsos periféricos débiles. No ha orinado desde la llegada.",
        },
      ],
    },
    {
      key: "antibiotico_primera_hora",
      description: "Antibiótico iniciado en los primeros 60 minutos: mejora la tendencia del lactato.",
      order_index: 2,
      applies_when: { any: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] },
      effects: [{ variable_key: "lactato", value: "-1.2" }],
    },
    {
      key: "antibiotico_tardio",
      description:
        "Antibiótico registrado, pero después del minuto 60 (si el volumen acumulado aún no llega a 60 ml/kg; si no, aplica la regla sin_antibiotico): empeoran el lactato, la acidosis y la taquicardia.",
      order_index: 3,
      applies_when: {
        any: [{ action: "inicio_antibiotico" }],
        none: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }],
        sum: [{ action: "bolo_cristaloide", mlkg_sum_lt: 60 }],
      },
      effects: [
        { variable_key: "lactato", value: "+1.5" },
        { variable_key: "gasometria", value: "pH 7,25 · pCO₂ 26 mmHg · HCO₃⁻ 11 mmol/L · EB −14 mmol/L" },
        { variable_key: "fc", value: "+8" },
      ],
    },
    {
      key: "refractario_sobrecarga",
      description:
        "Con 40 ml/kg acumulados no hay respuesta mantenida y aparecen crepitantes y hepatomegalia: suspender bolos e iniciar adrenalina o noradrenalina.",
      order_index: 4,
      applies_when: { sum: [{ action: "bolo_cristaloide", mlkg_gte: 40 }] },
      effects: [
        { variable_key: "fc", value: "168" },
        { variable_key: "ta", value: "76/40" },
        { variable_key: "relleno", value: "4" },
        { variable_key: "sat", value: "-4" },
        { variable_key: "fr", value: "+8" },
        {
          variable_key: "exploracion",
          value:
            "Crepitantes finos bibasales y hepatomegalia de 3 cm bajo el reborde costal (antes, 1 cm). Aumento del trabajo respiratorio. Persisten las extremidades frías y los pulsos periféricos débiles.",
        },
        {
          variable_key: "ecografia",
          value:
            "Líneas B bilaterales; vena cava inferior dilatada, sin colapso inspiratorio; contractilidad biventricular levemente disminuida.",
        },
        {
          variable_key: "rx_torax",
          value:
            "Proyección AP: patrón intersticial bilateral compatible con edema pulmonar incipiente; silueta cardiaca normal.",
        },
      ],
    },
    {
      key: "sin_antibiotico",
      description:
        "Se llega a 60 ml/kg de volumen (el máximo orientativo de la primera hora) sin ningún antibiótico registrado: empeoran el lactato, la acidosis y la taquicardia. Las reglas no conocen la hora real: si el antibiótico no llega, el instructor puede aplicar este empeoramiento antes editando las variables.",
      order_index: 5,
      applies_when: {
        none: [{ action: "inicio_antibiotico" }],
        sum: [{ action: "bolo_cristaloide", mlkg_gte: 60 }],
      },
      effects: [
        { variable_key: "lactato", value: "+1.5" },
        { variable_key: "gasometria", value: "pH 7,25 · pCO₂ 26 mmHg · HCO₃⁻ 11 mmol/L · EB −14 mmol/L" },
        { variable_key: "fc", value: "+8" },
      ],
    },
  ],

  checklist: [
    {
      key: "a_via_aerea",
      label: "A: Comprueba la permeabilidad de la vía aérea y el nivel de respuesta",
      category: "A",
      order_index: 0,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "b_oxigeno",
      label: "B: Administra oxígeno y monitoriza de forma continua la SatO₂ y la frecuencia respiratoria",
      category: "B",
      order_index: 1,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "c_acceso",
      label: "C: Obtiene acceso vascular intravenoso o, si no se consigue rápidamente, intraóseo",
      category: "C",
      order_index: 2,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "c_bolo",
      label: "C: Prescribe bolos de cristaloide de 10–20 ml/kg (160–320 ml para 16 kg), preferiblemente balanceado",
      category: "C",
      order_index: 3,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "c_reevaluacion",
      label: "C: Reevalúa tras cada bolo (FC, TA, relleno capilar, consciencia, diuresis) y busca sobrecarga hídrica (crepitantes, hepatomegalia)",
      category: "C",
      order_index: 4,
      weight: 3,
      role: "Común",
    },
    {
      key: "c_monitorizacion",
      label: "C: Monitorización continua de ECG, TA no invasiva seriada y control de diuresis",
      category: "C",
      order_index: 5,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "d_consciencia_glucemia",
      label: "D: Valora el nivel de consciencia (AVPU o Glasgow) y la glucemia capilar",
      category: "D",
      order_index: 6,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "e_exposicion",
      label: "E: Exposición completa: busca petequias o púrpura y el foco infeccioso; registra la temperatura",
      category: "E",
      order_index: 7,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "dx_reconoce_shock",
      label: "Diagnóstico: Reconoce el shock séptico (taquicardia, relleno capilar prolongado, extremidades frías) sin esperar a la hipotensión",
      category: "Diagnóstico",
      order_index: 8,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "dx_hemocultivo",
      label: "Diagnóstico: Extrae el hemocultivo antes del antibiótico sin retrasar su administración",
      category: "Diagnóstico",
      order_index: 9,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "dx_lactato_analitica",
      label: "Diagnóstico: Solicita lactato, gasometría, hemograma, PCR/PCT, función renal y estudio de orina con urocultivo",
      category: "Diagnóstico",
      order_index: 10,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "tx_antibiotico_1h",
      label: "Tratamiento: Administra antibioterapia empírica de amplio espectro dentro de la primera hora",
      category: "Tratamiento",
      order_index: 11,
      weight: 3,
      role: "Común",
    },
    {
      key: "tx_validacion_antibiotico",
      label: "Tratamiento: Valida la dosis del antibiótico para 16 kg, la dilución y la compatibilidad con la vía, sin demorar la administración",
      category: "Tratamiento",
      order_index: 12,
      weight: 2,
      role: "Farmacia",
    },
    {
      key: "tx_vasoactivo",
      label: "Tratamiento: Indica adrenalina o noradrenalina (no dopamina) si persiste el shock tras 40–60 ml/kg o aparece sobrecarga hídrica",
      category: "Tratamiento",
      order_index: 13,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "tx_preparacion_vasoactivo",
      label: "Tratamiento: Prepara la perfusión vasoactiva con la concentración estandarizada del centro, doble verificación independiente y etiquetado completo",
      category: "Tratamiento",
      order_index: 14,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_vasoactivo_periferico",
      label: "Tratamiento: Inicia el vasoactivo diluido por vía periférica o intraósea si no hay acceso central, sin retrasarlo, y vigila la extravasación",
      category: "Tratamiento",
      order_index: 15,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "otros_ayuda_ucip",
      label: "Otros: Pide ayuda precoz y comunica el caso a la UCI pediátrica de forma estructurada",
      category: "Otros",
      order_index: 16,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "otros_circuito_cerrado",
      label: "Otros: Comunicación en circuito cerrado para las órdenes verbales de bolos y fármacos",
      category: "Otros",
      order_index: 17,
      weight: 2,
      role: "Común",
    },
    {
      key: "otros_registro_tiempos",
      label: "Otros: Registra la hora de llegada, cada bolo, el volumen acumulado y la hora del antibiótico",
      category: "Otros",
      order_index: 18,
      weight: 1,
      role: "Enfermería",
    },
  ],

  script: [
    {
      step_key: "reconocimiento",
      text: "Urgencias de pediatría. Llega una niña de 4 años (16 kg) con fiebre de 24 horas, vómitos y decaimiento progresivo.\n\nRealizad la evaluación inicial con el triángulo de evaluación pediátrica y la secuencia ABCDE, y comunicad en voz alta vuestra impresión.",
    },
    {
      step_key: "estabilizacion",
      text: "Monitorización colocada. La hora de llegada es el minuto 0.\n\nLa paciente sigue taquicárdica, con relleno capilar prolongado y extremidades frías. ¿Cuáles son vuestras prioridades en los próximos minutos y quién se encarga de cada una?",
    },
    {
      step_key: "soporte_vasoactivo",
      text: "Reevaluación tras la expansión de volumen: aparecen crepitantes finos bibasales y el hígado se palpa a 3 cm del reborde costal. Persisten las extremidades frías y el relleno capilar prolongado.\n\n¿Cuál es el siguiente paso y cómo se prepara de forma segura?",
    },
  ],

  resources: [
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children",
      url: "https://doi.org/10.1097/PCC.0000000000002198",
      source: "Pediatric Critical Care Medicine 2020;21(2):e52–e106 (Weiss SL, Peters MJ, Alhazzani W, et al.)",
      type: "Guía de práctica clínica",
      year: 2020,
      free_access: true,
      weight: 3,
    },
    {
      title: "European Resuscitation Council Guidelines 2021: Paediatric Life Support",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327–387 (Van de Voorde P, Turner NM, Djakow J, et al.)",
      type: "Guía de práctica clínica",
      year: 2021,
      free_access: true,
      weight: 2,
    },
    {
      title:
        "Part 4: Pediatric Basic and Advanced Life Support: 2020 American Heart Association Guidelines for Cardiopulmonary Resuscitation and Emergency Cardiovascular Care",
      url: "https://doi.org/10.1161/CIR.0000000000000901",
      source: "Circulation 2020;142(16 Suppl 2):S469–S523 (Topjian AA, Raymond TT, Atkins D, et al.)",
      type: "Guía de práctica clínica",
      year: 2020,
      free_access: true,
      weight: 1,
    },
  ],
} satisfies PresencialScenario;

export default shockSepticoPediatrico;
