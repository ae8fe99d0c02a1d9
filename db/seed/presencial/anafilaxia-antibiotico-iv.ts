/**
 * Anafilaxia por antibiótico intravenoso en un niño hospitalizado (10 años, 30 kg).
 *
 * Clinical content:
 * - EAACI guidelines: Anaphylaxis (2021 update) (Muraro A et al., Allergy 2022;77(2):357–377):
 *   intramuscular adrenaline first line, 0.01 mg/kg of the 1 mg/ml solution, maximum 0.5 mg,
 *   repeated after 5 minutes if there is no improvement; inhaled β2-agonists, antihistamines and
 *   corticosteroids are not first-line treatment.
 * - Resuscitation Council UK, Emergency treatment of anaphylaxis (May 2021): remove the trigger
 *   (stop the IV infusion); repeat IM adrenaline after 5 minutes if airway/breathing/circulation
 *   problems persist; supine position (semi-recumbent if breathing is difficult), avoid sudden
 *   changes of posture; high-flow oxygen titrated to SpO2 94–98 %; refractory anaphylaxis = no
 *   improvement after two appropriate IM doses → IV fluid bolus (child 10 ml/kg per bolus,
 *   titrated to response), IM adrenaline every 5 minutes until a low-dose IV adrenaline infusion
 *   is running (1 mg in 100 ml of 0.9 % sodium chloride = 10 micrograms/ml, started at
 *   0.5–1.0 ml/kg/h = about 0.08–0.17 micrograms/kg/min, via a dedicated line with an infusion
 *   pump, not on the arm with the blood-pressure cuff); IV adrenaline boluses not recommended
 *   outside specialist settings; antihistamines only for skin symptoms once stable and no
 *   routine corticosteroids in the emergency treatment.
 * - GALAXIA 2022 (Spanish multi-society anaphylaxis guideline, web edition): the national
 *   reference for Spanish staff; cited as background, not for any specific dose.
 * - Nebulised salbutamol 5 mg for children over 5 years: BTS/SIGN 158 (2019) acute asthma dosing,
 *   used here only for bronchospasm that persists after adrenaline.
 * - Tryptase timing (first sample once treatment has started without delaying it, second ideally
 *   1–2 h after symptom onset) as in the RCUK/NICE guidance.
 *
 * 10 years and 30 kg were chosen so that the weight-based dose (0.01 mg/kg → 0.3 mg) and the
 * RCUK age-band dose for 6–12 years (300 micrograms = 0.3 ml of 1 mg/ml) coincide.
 * Hypotension for a 10-year-old: systolic < 70 + 2 × age = 90 mmHg.
 *
 * Rules (simulation time in seconds from the start of the reaction). The physiology only
 * improves with a correct IM adrenaline dose (0.25–0.5 mg, not flagged); crystalloid without
 * adrenaline gives a transient rise that the 5- and 10-minute deterioration rules undo; two IM
 * doses and a bolus leave the child hypotensive with capillary refill ≥ 3 s (refractory, as the
 * script says); the adrenaline infusion stabilises. A single IM dose given by minute 10 and not
 * repeated wears off by minute 15 (wheeze and hypotension return). The instructor should press
 * «reevaluar» at minutes 2, 5, 10 and 15 so that the time rules apply even if nothing is recorded.
 */
import type { PresencialScenario } from "./schema";

/** A correct IM adrenaline dose for 30 kg: ≥ 0.25 mg and not flagged (≤ 0.5 mg). */
/** What too much adrenaline does, by either route (an IM slip of units or a tenfold infusion). */
const ADRENALINE_OVERDOSE = [
  { variable_key: "fc", value: "190" },
  { variable_key: "ta", value: "154/96" },
  {
    variable_key: "ecg",
    value: "Taquicardia sinusal a unos 190 lpm con extrasístoles ventriculares frecuentes; descenso del ST en derivaciones inferiores.",
  },
  { variable_key: "exploracion", value: "Muy pálido, con temblor, cefalea intensa y dolor torácico. Angustiado." },
];

const ADRENALINA_CORRECTA = { action: "adrenalina_im", in_range: true, dose_gte: 0.25 } as const;
/** Any IM adrenaline of at least 0.25 mg, including overdoses (they are not "no adrenaline"). */
const ALGUNA_ADRENALINA = { action: "adrenalina_im", dose_gte: 0.25 } as const;
const PERFUSION_CORRECTA = { action: "adrenalina_perfusion", in_range: true } as const;
/** "No adrenaline at all": no IM dose of at least 0.25 mg and no infusion. */
const SIN_ADRENALINA = [ALGUNA_ADRENALINA, { action: "adrenalina_perfusion" } as const];

const anafilaxiaAntibioticoIv = {
  slug: "anafilaxia-antibiotico-iv",
  title: "Anafilaxia por antibiótico intravenoso en planta",
  summary:
    "Niño de 10 años ingresado en planta que presenta una anafilaxia con broncoespasmo e hipotensión a los pocos minutos de iniciar amoxicilina-clavulánico intravenoso. El equipo debe detener el fármaco, administrar adrenalina intramuscular a la dosis correcta sin demora y repetirla a los 5 minutos si no mejora; el cristaloide solo es un complemento. Ante una anafilaxia refractaria, la perfusión de adrenalina se prescribe, se valida con la concentración estándar y se prepara con doble verificación; al final se registra y se notifica la reacción.",
  level: "medio",
  mode: ["presencial"],
  status: "Disponible",
  estimated_minutes: 25,
  categories: ["Alergia y anafilaxia", "Seguridad del medicamento"],

  patient_overview: {
    age: "10 años",
    sex: "Niño",
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
      help: "Registrar en la consola cada intervención con su dosis y su minuto: suspensión del antibiótico, adrenalina IM (en mg), oxígeno, bolos (ml/kg), salbutamol, perfusión de adrenalina (microgramos/kg/min) y coadyuvantes. Solo una dosis correcta de adrenalina IM (0,25–0,5 mg) mejora la situación; el cristaloide sin adrenalina da, como mucho, una subida transitoria de la TA. Una sola dosis IM que no se repite deja de hacer efecto hacia el minuto 15. Pulsar «reevaluar» en los minutos 2, 5, 10 y 15 para que se apliquen las reglas de tiempo.",
      order_index: 0,
    },
    {
      key: "detiene_infusion",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "checkbox",
      label: "Detiene de inmediato la infusión de amoxicilina-clavulánico y retira el sistema con el fármaco, manteniendo la vía",
      help: "Registrar «Suspender el antibiótico». Si no se ha hecho a los 2 minutos, progresa el angioedema.",
      order_index: 1,
    },
    {
      key: "organos_afectados",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "choice",
      label: "Afectación que verbaliza el equipo",
      help: "Respuesta esperada: piel, respiratorio y cardiovascular (TAS 78 mmHg < 90 mmHg, el límite de hipotensión a los 10 años).",
      options: ["Solo piel y mucosas", "Piel y respiratorio", "Piel y cardiovascular", "Piel, respiratorio y cardiovascular"],
      order_index: 2,
    },
    {
      key: "dosis_adrenalina_mg",
      step_key: "adrenalina_im",
      section: "Adrenalina IM",
      type: "number",
      label: "Dosis de adrenalina IM administrada (mg)",
      help: "0,01 mg/kg de la solución de 1 mg/ml, máximo 0,5 mg por dosis (EAACI 2021). Para 30 kg: 0,3 mg = 0,3 ml, en la cara anterolateral del muslo. 3 ml (3 mg) o 0,03 ml (0,03 mg) son errores de 10 veces.",
      order_index: 3,
    },
    {
      key: "minuto_primera_dosis",
      step_key: "adrenalina_im",
      section: "Adrenalina IM",
      type: "number",
      label: "Minuto de la primera dosis",
      help: "Anotarlo permite programar la repetición a los 5 minutos. Sin adrenalina a los 5 minutos, la hipotensión progresa; a los 10, la parada es inminente.",
      order_index: 4,
    },
    {
      key: "bolo_10_mlkg",
      step_key: "adrenalina_im",
      section: "Soporte",
      type: "checkbox",
      label: "Bolo de cristaloide de 10 ml/kg (300 ml) por la hipotensión, como complemento de la adrenalina",
      help: "Sin adrenalina, el bolo solo sube la TA de forma transitoria y el relleno sigue en 3 s o más.",
      order_index: 5,
    },
    {
      key: "respuesta_primera_dosis",
      step_key: "reevaluacion",
      section: "A los 5 minutos",
      type: "choice",
      label: "Respuesta tras la primera dosis",
      help: "Respuesta esperada en este caso: mejoría parcial (siguen las sibilancias y la TA baja): hay que repetir la adrenalina IM.",
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
      label:
        "Perfusión de adrenalina: prescrita, validada por Farmacia con la concentración estándar y preparada por Enfermería con doble verificación independiente, por vía exclusiva y con bomba",
      help: "RCUK 2021: 1 mg (1 ml de 1 mg/ml) en 100 ml de suero fisiológico 0,9 % (10 microgramos/ml); inicio a 0,5–1 ml/kg/h (15–30 ml/h para 30 kg ≈ 0,08–0,17 microgramos/kg/min). No conectar en Y con otra perfusión ni infundir en el brazo del manguito de TA. Mantener la adrenalina IM cada 5 minutos hasta que la perfusión esté en marcha.",
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
      help: "Revisar con el informe: tiempo hasta la adrenalina IM, número de dosis, ml/kg de cristaloide y dosis marcadas fuera de rango.",
      order_index: 10,
    },
  ],

  variables: [
    { key: "fc", label: "Frecuencia cardiaca", type: "vital", unit: "lpm", initial_value: "148" },
    { key: "sat", label: "Saturación de O₂", type: "vital", unit: "%", initial_value: "90" },
    { key: "fr", label: "Frecuencia respiratoria", type: "vital", unit: "rpm", initial_value: "32" },
    {
      key: "ta",
      label: "Tensión arterial",
      type: "vital",
      unit: "mmHg",
      initial_value: "78/40",
      alarm: {
        below: 90,
        source:
          "Hipotensión a los 10 años: TAS < 90 mmHg (WAO 2020: TAS < 70 + 2 × edad en años por debajo de los 10 años; < 90 mmHg a partir de los 10). World Allergy Organization Anaphylaxis Guidance 2020 (Cardona V et al., World Allergy Organ J 2020;13:100472); Guía de actuación en anafilaxia GALAXIA 2022 (consenso multisociedad coordinado por la SEAIC)",
      },
    },
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
      initial_value: "Habones eritematosos, elevados y confluentes en tronco y extremidades; angioedema palpebral y labial bilateral.",
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

  interventions: [
    {
      key: "suspender_antibiotico",
      label: "Suspender la infusión del antibiótico",
      kind: "procedimiento",
      routes: [],
      note: "Detener la bomba, retirar el sistema que contiene el fármaco y mantener la vía con un sistema y un suero nuevos.",
      source: "RCUK 2021 (retirar el desencadenante si es posible)",
      order_index: 0,
    },
    {
      key: "adrenalina_im",
      label: "Adrenalina IM (1 mg/ml)",
      kind: "farmaco",
      dose: { unit: "mg", default: 0.3, expected_per_kg: 0.01, max: 0.5 },
      routes: ["IM"],
      note: "0,01 mg/kg de la solución de 1 mg/ml (0,3 mg = 0,3 ml para 30 kg), máximo 0,5 mg por dosis, en la cara anterolateral del muslo; repetible cada 5 minutos si no mejora. Registrar la dosis en mg, no en ml.",
      source: "EAACI 2021 (Muraro A et al., Allergy 2022;77:357–377); RCUK 2021 (300 microgramos de 6 a 12 años)",
      order_index: 1,
    },
    {
      key: "oxigeno",
      label: "Oxígeno a alto flujo (mascarilla con reservorio)",
      kind: "oxigeno_via_aerea",
      routes: [],
      note: "Alto flujo al inicio; después, titular para una SatO₂ del 94–98 %.",
      source: "RCUK 2021",
      order_index: 2,
    },
    {
      key: "posicion",
      label: "Decúbito supino con las piernas elevadas (semiincorporado si le cuesta respirar)",
      kind: "procedimiento",
      routes: [],
      note: "No dejar que se levante ni se siente bruscamente.",
      source: "RCUK 2021",
      order_index: 3,
    },
    {
      key: "bolo_cristaloide",
      label: "Bolo de cristaloide",
      kind: "fluido",
      dose: { unit: "ml/kg", default: 10, expected_per_kg: 10 },
      routes: ["IV", "IO"],
      note: "10 ml/kg (300 ml) en bolo, reevaluando tras cada uno: complemento de la adrenalina, nunca su sustituto.",
      source: "RCUK 2021 (niños: 10 ml/kg por bolo, titulado según la respuesta)",
      order_index: 4,
    },
    {
      key: "salbutamol_nebulizado",
      label: "Salbutamol nebulizado",
      kind: "farmaco",
      dose: { unit: "mg", default: 5, max: 5 },
      routes: ["nebulizada"],
      note: "Solo para el broncoespasmo que persiste tras la adrenalina IM (segunda línea). 5 mg nebulizados en mayores de 5 años, con oxígeno.",
      source: "EAACI 2021 (β2-agonista inhalado como segunda línea); dosis de BTS/SIGN 158 (2019)",
      order_index: 5,
    },
    {
      key: "adrenalina_perfusion",
      label: "Perfusión IV de adrenalina (anafilaxia refractaria)",
      kind: "farmaco",
      dose: { unit: "mcg/kg/min", default: 0.1, expected_per_kg: 0.1 },
      routes: ["IV", "IO"],
      note: "Tras dos dosis IM sin mejoría. Concentración estándar: 1 mg en 100 ml de SF 0,9 % (10 microgramos/ml); inicio a 0,5–1 ml/kg/h (15–30 ml/h para 30 kg ≈ 0,08–0,17 microgramos/kg/min), titulando. Vía exclusiva, bomba, etiquetado y doble verificación independiente; con ayuda de UCI pediátrica.",
      source: "RCUK 2021 (perfusión de adrenalina a dosis bajas en la anafilaxia refractaria)",
      order_index: 6,
    },
    {
      key: "antihistaminico",
      label: "Antihistamínico H1 (coadyuvante, segunda línea)",
      kind: "farmaco",
      routes: ["IV", "IM", "VO"],
      note: "Solo para los síntomas cutáneos una vez estabilizado; no trata la obstrucción de la vía aérea ni el shock y nunca retrasa ni sustituye a la adrenalina. En España, dexclorfeniramina IV lenta o IM, a la dosis del protocolo del centro.",
      source: "RCUK 2021; EAACI 2021",
      order_index: 7,
    },
    {
      key: "corticoide",
      label: "Corticoide sistémico (coadyuvante, segunda línea)",
      kind: "farmaco",
      routes: ["IV", "VO"],
      note: "No forma parte del tratamiento urgente inicial (RCUK 2021 ya no lo aconseja de rutina); puede valorarse en el asma asociada una vez estabilizado (p. ej., metilprednisolona o hidrocortisona IV). Dosis según el protocolo del centro.",
      source: "RCUK 2021; EAACI 2021",
      order_index: 8,
    },
  ],

  rules: [
    {
      key: "antibiotico_no_suspendido",
      description: "A los 2 minutos la infusión del antibiótico sigue pasando: progresan el angioedema y la hipoxemia.",
      order_index: 0,
      after_s: 120,
      applies_when: { none: [{ action: "suspender_antibiotico" }] },
      effects: [
        { variable_key: "sat", value: "-2" },
        {
          variable_key: "foto_piel",
          value: "Habones confluentes generalizados; angioedema labial y palpebral en aumento, con edema de la úvula.",
        },
      ],
    },
    {
      key: "oxigeno",
      description: "El oxígeno a alto flujo mejora la SatO₂ unos puntos, sin tratar la causa.",
      order_index: 1,
      applies_when: { any: [{ action: "oxigeno" }] },
      effects: [{ variable_key: "sat", value: "+3" }],
    },
    {
      key: "bolo_sin_adrenalina_transitorio",
      description:
        "Un bolo de al menos 10 ml/kg en los primeros 5 minutos sin adrenalina IM: la TA sube solo de forma transitoria y el relleno sigue en 3 s (las reglas de los minutos 5 y 10 la vuelven a bajar).",
      order_index: 2,
      applies_when: {
        any: [{ action: "bolo_cristaloide", mlkg_gte: 10, within: { to_s: 299 } }],
        none: SIN_ADRENALINA,
      },
      effects: [
        { variable_key: "ta", value: "82/44" },
        { variable_key: "relleno", value: "3" },
        {
          variable_key: "exploracion",
          value: "Mientras pasa el bolo la TA sube un poco, pero sigue mareado, con voz ronca, sibilancias y pulsos periféricos débiles.",
        },
      ],
    },
    {
      key: "adrenalina_primera_dosis",
      description:
        "Primera dosis correcta de adrenalina IM (0,25–0,5 mg): mejoría parcial. Siguen las sibilancias y la hipotensión (TA < 90 mmHg, relleno 3 s), como en el guion de los 5 minutos.",
      order_index: 3,
      applies_when: { any: [ADRENALINA_CORRECTA] },
      effects: [
        { variable_key: "sat", value: "+2" },
        { variable_key: "fr", value: "-4" },
        { variable_key: "fc", value: "-6" },
        { variable_key: "ta", value: "84/46" },
        { variable_key: "relleno", value: "3" },
        {
          variable_key: "auscultacion",
          value: "Persisten sibilancias espiratorias, algo menos difusas; tiraje subcostal leve. Sin estridor.",
        },
        {
          variable_key: "exploracion",
          value: "Algo menos ansioso; habla con frases cortas. Sigue mareado al intentar incorporarse; pulsos periféricos débiles.",
        },
      ],
    },
    {
      key: "bolo_con_adrenalina",
      description:
        "Bolo de al menos 10 ml/kg con al menos una dosis correcta de adrenalina IM: sube algo la TA, pero sigue por debajo de 90 mmHg y el relleno en 3 s (guion «refractaria»: sin mejoría suficiente).",
      order_index: 4,
      applies_when: {
        any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }, ADRENALINA_CORRECTA],
        none: [PERFUSION_CORRECTA],
      },
      effects: [
        { variable_key: "ta", value: "88/50" },
        { variable_key: "fc", value: "-4" },
        { variable_key: "relleno", value: "3" },
      ],
    },
    {
      key: "segunda_dosis_refractaria",
      description:
        "Segunda dosis correcta de adrenalina IM sin respuesta suficiente: anafilaxia refractaria (RCUK 2021). Indica pedir ayuda a UCI pediátrica y preparar la perfusión.",
      order_index: 5,
      applies_when: {
        count: [{ ...ADRENALINA_CORRECTA, count_gte: 2 }],
        none: [PERFUSION_CORRECTA],
      },
      effects: [
        { variable_key: "relleno", value: "3" },
        {
          variable_key: "exploracion",
          value:
            "Tras la segunda dosis IM, sin cambios relevantes: persisten las sibilancias, la TA baja y el relleno de 3 s. Pálido, sudoroso, responde con lentitud.",
        },
      ],
    },
    {
      key: "volumen_20_con_adrenalina",
      description:
        "20 ml/kg acumulados con dos dosis correctas de adrenalina IM: mejoría hemodinámica parcial y limitada (TA 90/52, relleno 3 s); sigue necesitando la perfusión.",
      order_index: 6,
      applies_when: {
        sum: [{ action: "bolo_cristaloide", sum_gte: 20 }],
        count: [{ ...ADRENALINA_CORRECTA, count_gte: 2 }],
        none: [PERFUSION_CORRECTA],
      },
      effects: [
        { variable_key: "ta", value: "90/52" },
        { variable_key: "fc", value: "-5" },
        { variable_key: "relleno", value: "3" },
      ],
    },
    {
      key: "salbutamol_tras_adrenalina",
      description:
        "Salbutamol nebulizado después de la adrenalina IM: disminuye el broncoespasmo. Sin adrenalina IM correcta esta regla no se aplica: el salbutamol solo no cambia la situación.",
      order_index: 7,
      applies_when: { any: [{ action: "salbutamol_nebulizado" }, ADRENALINA_CORRECTA] },
      effects: [
        { variable_key: "fr", value: "-2" },
        { variable_key: "sat", value: "+1" },
        {
          variable_key: "auscultacion",
          value: "Sibilancias espiratorias aisladas con mejor entrada de aire; sin tiraje. Sin estridor.",
        },
      ],
    },
    {
      key: "antihistaminico_sin_adrenalina",
      description:
        "Antihistamínico sin adrenalina IM: el picor y los habones mejoran algo, pero no cambian la vía aérea, la respiración ni la circulación.",
      order_index: 8,
      applies_when: { any: [{ action: "antihistaminico" }], none: SIN_ADRENALINA },
      effects: [
        {
          variable_key: "foto_piel",
          value: "Habones algo menos eritematosos; persisten el angioedema labial y palpebral. La TA y las sibilancias no cambian.",
        },
      ],
    },
    {
      key: "sin_adrenalina_5min",
      description:
        "A los 5 minutos sin ninguna dosis de adrenalina IM de al menos 0,25 mg ni perfusión de adrenalina: la hipotensión progresa y aparece afectación de la consciencia, aunque se haya puesto volumen.",
      order_index: 9,
      after_s: 300,
      applies_when: { none: SIN_ADRENALINA },
      effects: [
        { variable_key: "ta", value: "70/34" },
        { variable_key: "fc", value: "+12" },
        { variable_key: "sat", value: "-4" },
        { variable_key: "fr", value: "+4" },
        { variable_key: "relleno", value: "4" },
        { variable_key: "lactato", value: "+1" },
        {
          variable_key: "exploracion",
          value: "Somnoliento, responde a la voz. Pálido y sudoroso, con pulsos periféricos muy débiles. Nuevo vómito. Voz muy ronca.",
        },
      ],
    },
    {
      key: "sin_adrenalina_10min",
      description:
        "A los 10 minutos sigue sin adrenalina: parada inminente (estridor, hipotensión grave, responde solo al dolor). Si no se actúa, el instructor puede llevar el caso a parada cardiorrespiratoria.",
      order_index: 10,
      after_s: 600,
      applies_when: { none: SIN_ADRENALINA },
      effects: [
        { variable_key: "ta", value: "60/30" },
        { variable_key: "fc", value: "+15" },
        { variable_key: "sat", value: "-4" },
        { variable_key: "relleno", value: "5" },
        { variable_key: "lactato", value: "+1.5" },
        {
          variable_key: "auscultacion",
          value: "Estridor inspiratorio y muy escasa entrada de aire con sibilancias apenas audibles.",
        },
        {
          variable_key: "exploracion",
          value: "Responde solo al dolor. Pálido, frío y sudoroso; pulsos centrales débiles, periféricos no palpables.",
        },
      ],
    },
    {
      key: "perfusion_estabiliza",
      description:
        "Perfusión de adrenalina a dosis no marcada como fuera de rango, con al menos una dosis correcta de adrenalina IM: se estabiliza la circulación y mejora el broncoespasmo. Una perfusión sin ninguna dosis IM previa detiene el deterioro, pero no se recompensa: la primera línea es la adrenalina IM.",
      order_index: 11,
      applies_when: { any: [PERFUSION_CORRECTA, ADRENALINA_CORRECTA] },
      effects: [
        { variable_key: "ta", value: "100/58" },
        { variable_key: "fc", value: "-10" },
        { variable_key: "sat", value: "+2" },
        { variable_key: "fr", value: "-4" },
        { variable_key: "relleno", value: "2" },
        { variable_key: "lactato", value: "-1" },
        {
          variable_key: "exploracion",
          value: "Más tranquilo y orientado; habla con frases completas. Pulsos periféricos palpables; urticaria en regresión.",
        },
      ],
    },
    {
      key: "sobredosis_adrenalina_im",
      description:
        "Adrenalina IM de 1 mg o más (p. ej., 1 ml de la ampolla de 1 mg/ml, más del triple de la dosis): taquicardia extrema, hipertensión y extrasístoles.",
      order_index: 12,
      applies_when: { any: [{ action: "adrenalina_im", dose_gte: 1 }] },
      effects: ADRENALINE_OVERDOSE,
    },
    {
      key: "sobredosis_perfusion",
      description:
        "Perfusión de adrenalina de 1 microgramos/kg/min o más (10 veces la dosis de inicio, p. ej., por un error de concentración o de velocidad): taquicardia extrema, hipertensión y extrasístoles.",
      order_index: 13,
      applies_when: { any: [{ action: "adrenalina_perfusion", dose_gte: 1 }] },
      effects: ADRENALINE_OVERDOSE,
    },
    {
      key: "una_sola_dosis_im",
      description:
        "Minuto 15: una sola dosis correcta de adrenalina IM, puesta antes del minuto 10, sin repetirla ni iniciar la perfusión: se pasa su efecto y reaparecen el broncoespasmo y la hipotensión (RCUK 2021: repetir a los 5 minutos si persisten los problemas).",
      order_index: 14,
      after_s: 900,
      applies_when: {
        any: [{ ...ADRENALINA_CORRECTA, within: { to_s: 600 } }],
        count: [{ ...ADRENALINA_CORRECTA, count_lt: 2 }],
        none: [PERFUSION_CORRECTA],
      },
      effects: [
        { variable_key: "ta", value: "80/42" },
        { variable_key: "fc", value: "+8" },
        { variable_key: "sat", value: "-2" },
        { variable_key: "fr", value: "+4" },
        { variable_key: "relleno", value: "4" },
        {
          variable_key: "auscultacion",
          value: "Vuelven las sibilancias espiratorias difusas con tiraje subcostal. Sin estridor.",
        },
        {
          variable_key: "exploracion",
          value: "De nuevo mareado y sudoroso, con pulsos periféricos débiles; habla con frases cortas. Reaparece el angioedema labial.",
        },
      ],
    },
  ],

  kpis: [
    { key: "tiempo_adrenalina_im", label: "Tiempo hasta adrenalina IM", kind: "time_to_first", action: "adrenalina_im", order_index: 0 },
    { key: "dosis_adrenalina_im", label: "Dosis de adrenalina IM administradas", kind: "count", action: "adrenalina_im", order_index: 1 },
    {
      key: "volumen_cristaloide",
      label: "Volumen total de cristaloide (ml/kg)",
      kind: "total_dose",
      action: "bolo_cristaloide",
      order_index: 2,
    },
    {
      key: "tiempo_suspension",
      label: "Tiempo hasta suspender el antibiótico",
      kind: "time_to_first",
      action: "suspender_antibiotico",
      order_index: 3,
    },
    { key: "dosis_fuera_rango", label: "Dosis fuera de rango", kind: "flagged", order_index: 4 },
  ],

  expected_findings: [
    "Anafilaxia grave por amoxicilina-clavulánico IV: afectación cutánea (urticaria, angioedema), respiratoria (broncoespasmo, disfonía) y cardiovascular (TAS 78 mmHg, por debajo de 90 mmHg, el límite de hipotensión a los 10 años).",
    "Primer paso: detener la infusión y administrar adrenalina IM 0,3 mg (0,3 ml de 1 mg/ml) en el muslo sin esperar a otras medidas; el cristaloide y el oxígeno son complementos.",
    "A los 5 minutos la respuesta es parcial: se repite la adrenalina IM. Tras dos dosis IM adecuadas y un bolo sin mejoría suficiente es una anafilaxia refractaria: ayuda de UCI pediátrica y perfusión IV de adrenalina.",
    "Antihistamínicos y corticoides son de segunda línea: no retrasan ni sustituyen a la adrenalina.",
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
      label: "B: Trata el broncoespasmo que persiste tras la adrenalina con salbutamol nebulizado (5 mg)",
      category: "B",
      order_index: 2,
      weight: 1,
      role: "Medicina",
    },
    {
      key: "c_posicion",
      label:
        "C: Coloca al paciente en decúbito supino con las piernas elevadas (semiincorporado si le cuesta respirar) y evita que se levante o se siente bruscamente",
      category: "C",
      order_index: 3,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "c_bolo",
      label:
        "C: Administra un bolo de cristaloide de 10 ml/kg (300 ml) por la hipotensión como complemento de la adrenalina, reevalúa y repite según la respuesta",
      category: "C",
      order_index: 4,
      weight: 2,
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
      label:
        "Diagnóstico: Reconoce la anafilaxia: inicio agudo tras la exposición al fármaco con afectación cutánea, respiratoria y cardiovascular",
      category: "Diagnóstico",
      order_index: 8,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "dx_triptasa",
      label:
        "Diagnóstico: Extrae triptasa sérica una vez iniciado el tratamiento, sin retrasarlo, y programa una segunda muestra a las 1–2 h del inicio de los síntomas",
      category: "Diagnóstico",
      order_index: 9,
      weight: 1,
      role: "Enfermería",
    },
    {
      key: "tx_detiene_farmaco",
      label: "Tratamiento: Detiene de inmediato la infusión del antibiótico sospechoso y retira el sistema con el fármaco",
      category: "Tratamiento",
      order_index: 10,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "tx_adrenalina_im",
      label:
        "Tratamiento: Adrenalina IM sin demora: 0,01 mg/kg de la solución de 1 mg/ml (máximo 0,5 mg) = 0,3 mg (0,3 ml) en la cara anterolateral del muslo",
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
      label:
        "Tratamiento: Verifica la presentación (1 mg/ml), la dosis en mg y el volumen en ml antes de administrar; recuerda que la adrenalina IV en bolo no se recomienda fuera de entornos especializados",
      category: "Tratamiento",
      order_index: 13,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_valida_perfusion",
      label:
        "Tratamiento: Valida la prescripción de la perfusión de adrenalina y proporciona la concentración estándar del protocolo (1 mg en 100 ml de SF 0,9 % = 10 microgramos/ml) con su tabla de velocidades (15–30 ml/h para 30 kg)",
      category: "Tratamiento",
      order_index: 14,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_prepara_perfusion",
      label:
        "Tratamiento: Prepara la perfusión de adrenalina con la concentración estándar, doble verificación independiente, etiquetado completo, bomba y vía exclusiva",
      category: "Tratamiento",
      order_index: 15,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "tx_sin_sustitutos",
      label: "Tratamiento: No sustituye ni retrasa la adrenalina con antihistamínicos o corticoides (son de segunda línea)",
      category: "Tratamiento",
      order_index: 16,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "otros_circuito_cerrado",
      label: "Otros: Pide ayuda, asigna roles y usa comunicación en circuito cerrado para cada dosis",
      category: "Otros",
      order_index: 17,
      weight: 2,
      role: "Común",
    },
    {
      key: "otros_farmacovigilancia",
      label:
        "Otros: Registra la alergia en la historia clínica, notifica la sospecha de reacción adversa al Sistema Español de Farmacovigilancia (centro autonómico o notificaRAM.es) y deriva a Alergología para el estudio",
      category: "Otros",
      order_index: 18,
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
      text: "Tras dos dosis de adrenalina intramuscular y un bolo de cristaloide la mejoría es insuficiente: persisten las sibilancias, la TA sigue por debajo de 90 mmHg y el relleno capilar en 3 s.\n\nEl equipo de la UCI pediátrica está en camino. ¿Qué necesitáis preparar y cómo garantizáis que la medicación es segura?",
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
      title: "Guía de Actuación en Anafilaxia: GALAXIA 2022",
      url: "https://guiagalaxia.com/",
      source: "Documento de posicionamiento de sociedades científicas españolas, promovido por la SEAIC (3.ª edición, formato web)",
      type: "Guía de práctica clínica",
      year: 2022,
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
    {
      title: "SIGN 158: British guideline on the management of asthma",
      url: "https://www.sign.ac.uk/our-guidelines/british-guideline-on-the-management-of-asthma/",
      source: "British Thoracic Society / Scottish Intercollegiate Guidelines Network (2019): dosis de salbutamol nebulizado",
      type: "Guía de práctica clínica",
      year: 2019,
      free_access: true,
      weight: 1,
    },
  ],
} satisfies PresencialScenario;

export default anafilaxiaAntibioticoIv;
