/**
 * Anafilaxia por antibiótico intravenoso en un niño hospitalizado (10 años, 30 kg).
 *
 * Clinical content:
 * - EAACI guidelines: Anaphylaxis (2021 update) (Muraro A et al., Allergy 2022;77(2):357–377):
 *   intramuscular adrenaline first line, 0.01 mg/kg of the 1 mg/ml solution, maximum 0.5 mg,
 *   repeated after 5 minutes if there is no improvement; blood for tryptase.
 * - Resuscitation Council UK, Emergency treatment of anaphylaxis (May 2021): repeat IM adrenaline
 *   after 5 minutes if airway/breathing/circulation problems persist; supine position (semi-
 *   recumbent if breathing is difficult), avoid sudden changes of posture; refractory
 *   anaphylaxis = no improvement after two appropriate IM doses → IV fluid bolus (child
 *   10 ml/kg per bolus, titrated to response), IM adrenaline every 5 minutes until a low-dose
 *   IV adrenaline infusion is running (1 mg in 100 ml of 0.9 % sodium chloride, started at
 *   0.5–1.0 ml/kg/h, via a dedicated line with an infusion pump, not piggy-backed, not on the
 *   arm with the blood-pressure cuff), oxygen titrated to SpO2 94–98 %; IV adrenaline boluses
 *   not recommended outside specialist settings; antihistamines and corticosteroids are not
 *   part of the initial emergency treatment.
 * - Tryptase timing (first sample once treatment has started without delaying it, second ideally
 *   1–2 h after symptom onset) as in the RCUK/NICE guidance.
 *
 * 10 years and 30 kg were chosen so that the weight-based dose (0.01 mg/kg → 0.3 mg) and the
 * RCUK age-band dose for 6–12 years (300 micrograms = 0.3 ml of 1 mg/ml) coincide.
 * Hypotension for a 10-year-old: systolic < 70 + 2 × age = 90 mmHg.
 */
import type { PresencialScenario } from "./schema";

const anafilaxiaAntibioticoIv = {
  slug: "anafilaxia-antibiotico-iv",
  title: "Anafilaxia por antibiótico intravenoso en planta",
  summary:
    "Niño de 10 años ingresado en planta que presenta una anafilaxia con broncoespasmo e hipotensión a los pocos minutos de iniciar amoxicilina-clavulánico intravenoso. El equipo debe detener el fármaco, administrar adrenalina intramuscular a la dosis correcta y repetirla a los 5 minutos si no mejora, tratar la hipotensión con cristaloide, preparar con seguridad la perfusión de adrenalina si la anafilaxia es refractaria, y registrar y notificar la reacción.",
  level: "medio",
  mode: ["presencial"],
  status: "Disponible",
  estimated_minutes: 25,
  categories: ["Alergia y anafilaxia", "Seguridad del medicamento"],

  patient_overview: {
    age: "10 años",
    sex: "Varón",
    weightKg: 30,
    bullets: [
      "Ingresado desde ayer por celulitis preseptal izquierda",
      "Tratamiento: amoxicilina-clavulánico intravenoso",
      "Asma episódica ocasional, sin tratamiento de mantenimiento",
      "Sin alergias conocidas registradas",
    ],
    paragraphs: [
      "A los pocos minutos de iniciar la infusión de la dosis de antibiótico refiere picor generalizado, sensación de «algo en la garganta» y mareo. Está ansioso y pide incorporarse.",
      "La enfermera de planta activa al equipo de emergencias intrahospitalario.",
    ],
  },

  steps: [
    { key: "reconocimiento", name: "Reconocimiento", order_index: 0 },
    { key: "adrenalina_im", name: "Adrenalina IM y soporte inicial", order_index: 1 },
    { key: "reevaluacion", name: "Reevaluación a los 5 minutos", order_index: 2 },
    { key: "refractaria", name: "Anafilaxia refractaria y seguridad del medicamento", order_index: 3 },
  ],

  items: [
    {
      key: "abcde",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "heading",
      label: "Evaluación ABCDE junto a la cama",
      help: "Las reglas automáticas solo tienen en cuenta los bolos de cristaloide registrados (ml/kg). El efecto de la adrenalina (menos sibilancias, mejor SatO₂ y TA) lo aplica el instructor editando las variables: sin adrenalina IM no debe haber estabilización.",
      order_index: 0,
    },
    {
      key: "detiene_infusion",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "checkbox",
      label: "Detiene de inmediato la infusión de amoxicilina-clavulánico",
      order_index: 1,
    },
    {
      key: "organos_afectados",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "choice",
      label: "Afectación que verbaliza el equipo",
      options: [
        "Solo piel y mucosas",
        "Piel y respiratorio",
        "Piel y cardiovascular",
        "Piel, respiratorio y cardiovascular",
      ],
      order_index: 2,
    },
    {
      key: "dosis_adrenalina_mg",
      step_key: "adrenalina_im",
      section: "Adrenalina IM",
      type: "number",
      label: "Dosis de adrenalina IM administrada (mg)",
      help: "0,01 mg/kg de la solución de 1 mg/ml, máximo 0,5 mg por dosis. Para 30 kg: 0,3 mg = 0,3 ml, en la cara anterolateral del muslo.",
      order_index: 3,
    },
    {
      key: "minuto_primera_dosis",
      step_key: "adrenalina_im",
      section: "Adrenalina IM",
      type: "number",
      label: "Minuto de la primera dosis",
      help: "Anotarlo permite programar la repetición a los 5 minutos.",
      order_index: 4,
    },
    {
      key: "bolo_10_mlkg",
      step_key: "adrenalina_im",
      section: "Soporte",
      type: "checkbox",
      label: "Bolo de cristaloide de 10 ml/kg (300 ml) por hipotensión",
      help: "Registrar también el bolo en la consola (ml/kg) para que se apliquen las reglas.",
      order_index: 5,
    },
    {
      key: "respuesta_primera_dosis",
      step_key: "reevaluacion",
      section: "A los 5 minutos",
      type: "choice",
      label: "Respuesta tras la primera dosis",
      options: ["Resolución", "Mejoría parcial", "Sin mejoría", "Empeoramiento"],
      order_index: 6,
    },
    {
      key: "segunda_dosis",
      step_key: "reevaluacion",
      section: "A los 5 minutos",
      type: "checkbox",
      label: "Segunda dosis de adrenalina IM porque persisten los problemas de vía aérea, respiración o circulación",
      order_index: 7,
    },
    {
      key: "perfusion_adrenalina",
      step_key: "refractaria",
      section: "Anafilaxia refractaria",
      type: "checkbox",
      label: "Perfusión de adrenalina preparada según protocolo, con doble verificación independiente, por vía exclusiva y con bomba",
      help: "RCUK 2021: 1 mg (1 ml de 1 mg/ml) en 100 ml de suero fisiológico 0,9 %; inicio a 0,5–1 ml/kg/h (15–30 ml/h para 30 kg). No conectar en Y con otra perfusión ni infundir en el brazo del manguito de TA. Mantener la adrenalina IM cada 5 minutos hasta que la perfusión esté en marcha.",
      order_index: 8,
    },
    {
      key: "registro_notificacion",
      step_key: "refractaria",
      section: "Seguridad del medicamento",
      type: "checkbox",
      label: "Alergia registrada en la historia clínica y sospecha de reacción adversa notificada a farmacovigilancia",
      order_index: 9,
    },
    {
      key: "notas_debriefing",
      step_key: "refractaria",
      section: "Debriefing",
      type: "text",
      label: "Notas para el debriefing",
      order_index: 10,
    },
  ],

  variables: [
    { key: "fc", label: "Frecuencia cardiaca", type: "vital", unit: "lpm", initial_value: "148" },
    { key: "sat", label: "Saturación de O₂", type: "vital", unit: "%", initial_value: "90" },
    { key: "fr", label: "Frecuencia respiratoria", type: "vital", unit: "rpm", initial_value: "32" },
    { key: "ta", label: "Tensión arterial", type: "vital", unit: "mmHg", initial_value: "78/40" },
    { key: "temp", label: "Temperatura", type: "vital", unit: "°C", initial_value: "37.1" },
    { key: "relleno", label: "Relleno capilar", type: "vital", unit: "s", initial_value: "3" },
    { key: "lactato", label: "Lactato", type: "lab", unit: "mmol/L", initial_value: "3.1" },
    { key: "glucemia", label: "Glucemia", type: "lab", unit: "mg/dL", initial_value: "118" },
    {
      key: "triptasa",
      label: "Triptasa sérica",
      type: "lab",
      unit: "µg/L",
      initial_value: "Pendiente: el resultado no estará disponible durante la atención urgente",
    },
    {
      key: "ecg",
      label: "ECG de 12 derivaciones",
      type: "imagen",
      initial_value: "Taquicardia sinusal, QRS estrecho, sin alteraciones de la repolarización.",
    },
    {
      key: "foto_piel",
      label: "Fotografía clínica de la piel",
      type: "imagen",
      initial_value:
        "Habones eritematosos, elevados y confluentes en tronco y extremidades; angioedema palpebral y labial bilateral.",
    },
    {
      key: "auscultacion",
      label: "Auscultación pulmonar",
      type: "texto",
      initial_value: "Sibilancias espiratorias difusas con espiración alargada y tiraje subcostal. Sin estridor.",
    },
    {
      key: "exploracion",
      label: "Exploración general",
      type: "texto",
      initial_value:
        "Ansioso, consciente y orientado. Habla con frases cortas y voz ronca. Piel caliente y enrojecida; pulsos periféricos débiles. Ha vomitado una vez.",
    },
  ],

  rules: [
    {
      key: "bolo_respuesta",
      description:
        "Un bolo de cristaloide de al menos 10 ml/kg mejora parcialmente la TA y la perfusión. No sustituye a la adrenalina IM.",
      order_index: 0,
      applies_when: { any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] },
      effects: [
        { variable_key: "ta", value: "86/48" },
        { variable_key: "fc", value: "-10" },
        { variable_key: "relleno", value: "2" },
      ],
    },
    {
      key: "hipotension_sin_volumen",
      description:
        "Al reevaluar sin ningún bolo de al menos 10 ml/kg, la hipotensión progresa y aparece afectación del nivel de consciencia.",
      order_index: 1,
      applies_when: { none: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] },
      effects: [
        { variable_key: "ta", value: "70/34" },
        { variable_key: "fc", value: "+10" },
        { variable_key: "relleno", value: "4" },
        { variable_key: "lactato", value: "+1" },
        {
          variable_key: "exploracion",
          value:
            "Somnoliento, responde a la voz. Pálido y sudoroso, con pulsos periféricos muy débiles. Nuevo vómito.",
        },
      ],
    },
    {
      key: "volumen_estabiliza",
      description:
        "Con 20 ml/kg acumulados (dos bolos de 10 ml/kg) la TA se recupera. Si el equipo no ha administrado adrenalina IM, el instructor mantiene la hipotensión editando la variable.",
      order_index: 2,
      applies_when: { sum: [{ action: "bolo_cristaloide", mlkg_gte: 20 }] },
      effects: [
        { variable_key: "ta", value: "96/54" },
        { variable_key: "fc", value: "-10" },
        { variable_key: "relleno", value: "2" },
        { variable_key: "lactato", value: "-1" },
      ],
    },
  ],

  checklist: [
    {
      key: "a_via_aerea",
      label: "A: Valora la vía aérea: disfonía, estridor y angioedema de labios o lengua",
      category: "A",
      order_index: 0,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "b_oxigeno",
      label: "B: Administra oxígeno a alto flujo y monitoriza la SatO₂ (objetivo 94–98 %)",
      category: "B",
      order_index: 1,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "b_broncoespasmo",
      label: "B: Trata el broncoespasmo que persiste tras la adrenalina con broncodilatador inhalado",
      category: "B",
      order_index: 2,
      weight: 1,
      role: "Medicina",
    },
    {
      key: "c_posicion",
      label: "C: Coloca al paciente en decúbito supino con las piernas elevadas (semiincorporado si le cuesta respirar) y evita que se levante o se siente bruscamente",
      category: "C",
      order_index: 3,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "c_bolo",
      label: "C: Administra un bolo de cristaloide de 10 ml/kg (300 ml) por la hipotensión, reevalúa y repite según la respuesta",
      category: "C",
      order_index: 4,
      weight: 3,
      role: "Común",
    },
    {
      key: "c_monitorizacion",
      label: "C: Monitorización continua de ECG, FC y TA",
      category: "C",
      order_index: 5,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "d_consciencia",
      label: "D: Valora el nivel de consciencia (AVPU) y la glucemia capilar",
      category: "D",
      order_index: 6,
      weight: 1,
      role: "Enfermería",
    },
    {
      key: "e_piel",
      label: "E: Explora toda la piel y las mucosas (urticaria, angioedema) y registra su evolución",
      category: "E",
      order_index: 7,
      weight: 1,
      role: "Común",
    },
    {
      key: "dx_anafilaxia",
      label: "Diagnóstico: Reconoce la anafilaxia: inicio agudo tras la exposición al fármaco con afectación cutánea, respiratoria y cardiovascular",
      category: "Diagnóstico",
      order_index: 8,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "dx_triptasa",
      label: "Diagnóstico: Extrae triptasa sérica una vez iniciado el tratamiento, sin retrasarlo, y programa una segunda muestra a las 1–2 h del inicio de los síntomas",
      category: "Diagnóstico",
      order_index: 9,
      weight: 1,
      role: "Enfermería",
    },
    {
      key: "tx_detiene_farmaco",
      label: "Tratamiento: Detiene de inmediato la infusión del antibiótico sospechoso",
      category: "Tratamiento",
      order_index: 10,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "tx_adrenalina_im",
      label: "Tratamiento: Adrenalina IM sin demora: 0,01 mg/kg de la solución de 1 mg/ml (máximo 0,5 mg) = 0,3 mg (0,3 ml) en la cara anterolateral del muslo",
      category: "Tratamiento",
      order_index: 11,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "tx_repite_adrenalina",
      label: "Tratamiento: Repite la adrenalina IM a los 5 minutos si persisten los problemas de vía aérea, respiración o circulación",
      category: "Tratamiento",
      order_index: 12,
      weight: 3,
      role: "Común",
    },
    {
      key: "tx_verifica_adrenalina",
      label: "Tratamiento: Verifica la presentación (1 mg/ml), la dosis en mg y el volumen en ml antes de administrar; la adrenalina IV en bolo no se recomienda fuera de entornos especializados",
      category: "Tratamiento",
      order_index: 13,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_perfusion_refractaria",
      label: "Tratamiento: Si no mejora tras 2 dosis IM, prepara la perfusión de adrenalina del protocolo (1 mg en 100 ml de SF 0,9 %; inicio a 0,5–1 ml/kg/h = 15–30 ml/h para 30 kg) con doble verificación independiente",
      category: "Tratamiento",
      order_index: 14,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_sin_sustitutos",
      label: "Tratamiento: No sustituye ni retrasa la adrenalina con antihistamínicos o corticoides",
      category: "Tratamiento",
      order_index: 15,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "otros_circuito_cerrado",
      label: "Otros: Pide ayuda, asigna roles y usa comunicación en circuito cerrado para cada dosis",
      category: "Otros",
      order_index: 16,
      weight: 2,
      role: "Común",
    },
    {
      key: "otros_farmacovigilancia",
      label: "Otros: Registra la alergia en la historia clínica y notifica la sospecha de reacción adversa a farmacovigilancia",
      category: "Otros",
      order_index: 17,
      weight: 2,
      role: "Farmacia",
    },
  ],

  script: [
    {
      step_key: "reconocimiento",
      text: "Planta de hospitalización pediátrica. Niño de 10 años (30 kg) ingresado por una celulitis preseptal, en tratamiento con amoxicilina-clavulánico intravenoso.\n\nA los pocos minutos de iniciar la dosis de la tarde refiere picor generalizado, «algo raro en la garganta» y mareo. La enfermera os avisa.",
    },
    {
      step_key: "reevaluacion",
      text: "Han pasado 5 minutos desde la primera dosis de adrenalina intramuscular.\n\nPersisten las sibilancias y la tensión arterial sigue baja. ¿Qué hacéis ahora y quién lo hace?",
    },
    {
      step_key: "refractaria",
      text: "Tras dos dosis de adrenalina intramuscular y un bolo de cristaloide no hay mejoría respiratoria ni circulatoria.\n\nEl equipo de la UCI pediátrica está en camino. ¿Qué necesitáis preparar y cómo garantizáis que la medicación es segura?",
    },
  ],

  resources: [
    {
      title: "EAACI guidelines: Anaphylaxis (2021 update)",
      url: "https://doi.org/10.1111/all.15032",
      source: "Allergy 2022;77(2):357–377 (Muraro A, Worm M, Alviani C, et al.)",
      type: "Guía de práctica clínica",
      year: 2022,
      free_access: false,
      weight: 3,
    },
    {
      title: "Emergency treatment of anaphylaxis: Guidelines for healthcare providers",
      url: "https://www.resus.org.uk/library/additional-guidance/guidance-anaphylaxis/emergency-treatment",
      source: "Resuscitation Council UK (mayo de 2021)",
      type: "Guía de práctica clínica",
      year: 2021,
      free_access: true,
      weight: 3,
    },
    {
      title: "World Allergy Organization Anaphylaxis Guidance 2020",
      url: "https://doi.org/10.1016/j.waojou.2020.100472",
      source: "World Allergy Organization Journal 2020;13(10):100472 (Cardona V, Ansotegui IJ, Ebisawa M, et al.)",
      type: "Documento de posición",
      year: 2020,
      free_access: true,
      weight: 2,
    },
  ],
} satisfies PresencialScenario;

export default anafilaxiaAntibioticoIv;
