import type { OnlineScenario } from "./schema";

/**
 * Shock séptico en lactante.
 * Fuente principal: Weiss SL, et al. Surviving Sepsis Campaign International Guidelines for
 * the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children.
 * Pediatr Crit Care Med 2020;21(2):e52-e106 (publicada también en Intensive Care Med 2020).
 */
const scenario: OnlineScenario = {
  slug: "shock-septico-lactante",
  title: "Shock séptico en lactante de 8 meses",
  summary:
    "Lactante con fiebre, púrpura y mala perfusión. Reconocimiento del shock, paquete de la primera hora (acceso IV/IO, antibiótico, bolos de fluidos con reevaluación) y vasoactivo de primera línea según la Surviving Sepsis Campaign 2020.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Sepsis y shock"],
  brief: {
    title: "Lactante de 8 meses con fiebre, púrpura e hipotensión",
    context:
      "Urgencias pediátricas de un hospital infantil con UCI pediátrica. Los padres la traen tras 12 horas de fiebre alta, rechazo de las tomas y decaimiento progresivo. En la última hora han aparecido manchas violáceas en las piernas.",
    chips: ["Urgencias", "Lactante", "Shock séptico", "Primera hora"],
    demographics: { age: "8 meses", weightKg: 8, sex: "Niña" },
    chief_complaint:
      "Fiebre de hasta 39,5 °C, irritabilidad que alterna con somnolencia y lesiones purpúricas en miembros inferiores.",
    history: [
      "Embarazo y parto sin incidencias; nacida a término",
      "Vacunación al día según el calendario de su comunidad",
      "Sin alergias medicamentosas conocidas",
      "Último pañal mojado hace unas 8 horas",
    ],
    triangle: { appearance: "red", breathing: "amber", circulation: "red" },
    triangle_details: {
      appearance: "Hipotónica, llanto débil, apenas reacciona a los estímulos y no fija la mirada.",
      breathing: "Taquipnea sin tiraje ni ruidos anómalos (compensación respiratoria de la acidosis).",
      circulation: "Palidez y piel moteada, extremidades frías, relleno capilar de 5 segundos.",
    },
    vitals: {
      fc: 190,
      fr: 55,
      sat: 95,
      temp: 39.4,
      ta: "62/30",
      notes: "Pulsos periféricos débiles; pulsos centrales presentes. TA por debajo de la esperable para la edad.",
    },
    exam: [
      "Petequias y lesiones purpúricas en piernas que no desaparecen a la presión",
      "Fontanela anterior normotensa",
      "Taquicardia rítmica sin soplos; murmullo vesicular conservado sin crepitantes",
      "Hígado palpable a 1 cm del reborde costal",
      "Responde solo al dolor con llanto débil",
    ],
    quick_labs: [
      { name: "Glucemia capilar", value: "92 mg/dl" },
      { name: "Gasometría venosa", value: "pH 7,21; bicarbonato 14 mmol/l" },
      { name: "Lactato venoso", value: "5,2 mmol/l" },
      { name: "Hemocultivo", value: "Extraído; pendiente de resultado" },
    ],
    imaging: [
      { name: "Radiografía de tórax portátil", status: "ordered" },
      { name: "Ecografía clínica cardíaca a pie de cama", status: "ordered" },
    ],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias; triaje de máxima prioridad y aviso al equipo" },
      { tmin: 4, event: "Dos intentos fallidos de vía venosa periférica" },
      { tmin: 6, event: "Vía intraósea en tibia proximal; se extraen hemocultivo, gasometría y lactato" },
      { tmin: 10, event: "Primer bolo de cristaloide" },
      { tmin: 25, event: "Tras el segundo bolo aparecen crepitantes y aumenta la hepatomegalia" },
    ],
    red_flags: [
      "Fiebre con púrpura que no blanquea",
      "Relleno capilar prolongado con extremidades frías y piel moteada",
      "Hipotensión para la edad",
      "Alteración del nivel de conciencia",
      "Lactato elevado",
    ],
    critical_actions: [
      "Reconocer el shock séptico y activar al equipo y a la UCI pediátrica",
      "Obtener acceso IV o IO sin demora",
      "Extraer hemocultivo sin retrasar el antibiótico",
      "Antibiótico de amplio espectro en la primera hora",
      "Bolos de 10–20 ml/kg de cristaloide con reevaluación tras cada uno y suspensión si hay sobrecarga",
      "Iniciar adrenalina o noradrenalina si el shock persiste",
    ],
    learning_objective:
      "Aplicar el paquete de la primera hora del shock séptico pediátrico de la Surviving Sepsis Campaign 2020: reconocimiento, acceso vascular, antibiótico precoz, fluidos en bolos con reevaluación y vasoactivo de primera línea.",
    objectives: {
      MED: [
        "Identificar el shock séptico con criterios clínicos",
        "Prescribir fluidos en bolos fraccionados y reconocer los signos de sobrecarga",
        "Elegir el vasoactivo de primera línea y el momento de iniciarlo",
      ],
      NUR: [
        "Conseguir un acceso vascular rápido (IV o IO)",
        "Reevaluar la perfusión tras cada bolo",
        "Administrar y vigilar una perfusión de catecolaminas con seguridad",
      ],
      PHARM: [
        "Calcular la velocidad de una perfusión en mcg/kg/min",
        "Aplicar concentraciones estándar y doble verificación a un medicamento de alto riesgo",
        "Asegurar la disponibilidad del antibiótico en la primera hora",
      ],
    },
    competencies: [
      "Reconocimiento del paciente crítico",
      "Comunicación en circuito cerrado",
      "Cálculo de dosis por peso",
      "Preparación y administración de perfusiones de alto riesgo",
    ],
    estimated_minutes: 20,
    level: "avanzado",
  },
  steps: [
    {
      description: "Reconocimiento y primeros minutos",
      narrative:
        "Recibes a la lactante en el box de críticos. Tienes el triángulo de evaluación pediátrica y las constantes iniciales.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Con los datos de la valoración inicial, ¿cuál es la interpretación más adecuada?",
          options: [
            "Sepsis sin disfunción orgánica: la taquicardia y la mala perfusión se explican por la fiebre; antitérmico, observación y reevaluar en una hora",
            "Shock séptico: infección probable con hipotensión, mala perfusión y alteración de la conciencia",
            "Deshidratación por rechazo de las tomas: rehidratación oral fraccionada y reevaluar cuando baje la fiebre",
            "Crisis febril atípica",
          ],
          correct_option: 1,
          explanation:
            "Infección sospechada con hipotensión (62/30), relleno capilar de 5 s, piel moteada y alteración de la conciencia indica disfunción cardiovascular: es un shock séptico y obliga a actuar en la primera hora.",
          roles: [],
          is_critical: true,
          hints: [
            "Fíjate en el lado circulatorio del triángulo.",
            "Compara la TA con la esperable para un lactante.",
          ],
        },
        {
          question_text: "Tras dos intentos fallidos de vía venosa periférica, ¿qué haces?",
          options: [
            "Canalizar una vía intraósea sin más demora",
            "Seguir intentando vías periféricas en otras localizaciones (epicraneales, safenas) antes de plantear otro acceso",
            "Esperar al equipo de UCI para colocar un catéter venoso central, que permitirá además administrar vasoactivos",
            "Administrar el antibiótico por vía intramuscular y esperar",
          ],
          correct_option: 0,
          explanation:
            "En el niño en shock, si la vía venosa no se consigue rápidamente, la vía intraósea permite administrar fluidos, antibióticos y vasoactivos. Cada minuto sin acceso retrasa todo el paquete de la primera hora.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué acceso vascular se consigue en menos de un minuto en un lactante?"],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: fluidos y antibiótico en la primera hora",
      narrative: "Ya tienes acceso intraóseo. El equipo espera tus órdenes; cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text:
            "En un hospital con UCI pediátrica, ¿qué pauta de fluidos es la adecuada para esta lactante de 8 kg?",
          options: [
            "60 ml/kg (480 ml) de salino 0,9 % en un único bolo lo más rápido posible, porque el shock es grave y reevaluar retrasaría el volumen",
            "Albúmina al 5 % a 20 ml/kg como fluido inicial, porque expande mejor el volumen intravascular que los cristaloides",
            "Sueroterapia a ritmo de mantenimiento hasta tener la gasometría",
            "Bolos de 10–20 ml/kg (80–160 ml) de cristaloide, reevaluando tras cada uno, hasta 40–60 ml/kg en la primera hora si no hay sobrecarga",
          ],
          correct_option: 3,
          explanation:
            "La SSC 2020 sugiere, donde hay cuidados intensivos, hasta 40–60 ml/kg en bolos de 10–20 ml/kg durante la primera hora, ajustados a la respuesta y suspendidos si aparecen signos de sobrecarga. Con 8 kg, cada bolo son 80–160 ml. Sugiere cristaloides y no albúmina como fluido inicial.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en bolos fraccionados, no en un volumen total fijo.",
            "La reevaluación tras cada bolo forma parte de la pauta.",
          ],
          time_limit: 60,
        },
        {
          question_text: "¿Cuál es el plazo objetivo para la primera dosis de antibiótico de amplio espectro?",
          options: [
            "Dentro de las primeras 3 horas, una vez completada la reanimación con fluidos",
            "Cuando se disponga del hemocultivo y de la tinción de Gram, para no negativizar los cultivos",
            "Dentro de la primera hora desde el reconocimiento del shock",
            "Después de completar 60 ml/kg de fluidos",
          ],
          correct_option: 2,
          explanation:
            "La SSC 2020 recomienda iniciar antimicrobianos lo antes posible y dentro de la primera hora en el shock séptico; el plazo de hasta 3 horas se refiere a la disfunción orgánica sin shock. El hemocultivo se extrae antes solo si no retrasa el antibiótico.",
          roles: [],
          is_critical: true,
          hints: ["En el shock, el tiempo hasta el antibiótico se cuenta en minutos."],
          time_limit: 45,
        },
        {
          question_text:
            "Tras 40 ml/kg aparecen crepitantes bibasales y el hígado desciende a 3 cm del reborde; persiste la hipotensión. ¿Qué haces?",
          options: [
            "Administrar un tercer bolo de 20 ml/kg, porque todavía no se han alcanzado los 60 ml/kg de la primera hora",
            "Suspender los bolos e iniciar un vasoactivo: adrenalina o noradrenalina",
            "Iniciar dopamina como primer vasoactivo, por ser la más segura por vía periférica en lactantes",
            "Administrar furosemida y reevaluar en una hora",
          ],
          correct_option: 1,
          explanation:
            "Crepitantes y hepatomegalia son signos de sobrecarga: hay que dejar de administrar bolos. Si el shock persiste, la SSC 2020 sugiere adrenalina o noradrenalina como vasoactivo en lugar de dopamina.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué te dicen los crepitantes y el hígado sobre la tolerancia a más volumen?",
            "La dopamina ya no es la primera elección.",
          ],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: preparación de la perfusión de adrenalina",
      narrative:
        "Se prescribe adrenalina en perfusión continua a 0,1 mcg/kg/min. La concentración estándar del centro para lactantes es 1 mg de adrenalina en 50 ml (20 mcg/ml).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué velocidad de infusión corresponde a 0,1 mcg/kg/min en 8 kg con una solución de 20 mcg/ml?",
          options: [
            "2,4 ml/h",
            "0,24 ml/h",
            "24 ml/h",
            "4,8 ml/h",
          ],
          correct_option: 0,
          explanation:
            "0,1 mcg/kg/min × 8 kg = 0,8 mcg/min = 48 mcg/h; 48 mcg/h ÷ 20 mcg/ml = 2,4 ml/h. 0,24 y 24 ml/h son errores de 10 veces, los más frecuentes y peligrosos en pediatría.",
          roles: [],
          is_critical: true,
          hints: [
            "Pasa primero la dosis a mcg por hora.",
            "Velocidad (ml/h) = dosis (mcg/h) ÷ concentración (mcg/ml).",
          ],
        },
        {
          question_text: "¿Qué medida de seguridad es prioritaria antes de dispensar esta perfusión?",
          options: [
            "Etiquetar solo con el nombre comercial para ganar tiempo",
            "Etiquetar la concentración como razón («1:50.000»), porque es la notación que aparece en las ampollas",
            "Preparar una concentración a medida del peso (0,3 mg × kg en 50 ml) para que 1 ml/h equivalga a 0,1 mcg/kg/min",
            "Doble verificación independiente del cálculo, la concentración y la etiqueta, por ser un medicamento de alto riesgo",
          ],
          correct_option: 3,
          explanation:
            "Los agonistas adrenérgicos IV están en la lista ISMP de medicamentos de alto riesgo. Concentraciones estandarizadas, etiquetas con cantidad por volumen (mcg/ml) y doble verificación independiente reducen errores; ISMP desaconseja expresar concentraciones como razón (1:1000); las concentraciones individualizadas por peso multiplican los cálculos y los errores, por lo que se prefieren las estándar.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en la lista ISMP de medicamentos de alto riesgo."],
        },
        {
          question_text: "Todavía no hay acceso venoso central. ¿Qué es aceptable para no retrasar el vasoactivo?",
          options: [
            "No iniciar la adrenalina hasta tener un catéter central, porque por vía periférica o intraósea el riesgo de necrosis la contraindica",
            "Administrarla en bolos intermitentes cada 5 minutos",
            "Iniciarla diluida por la vía periférica o la intraósea disponible, vigilando el punto de inserción",
            "Administrarla por vía intramuscular",
          ],
          correct_option: 2,
          explanation:
            "La SSC 2020 no emite recomendación formal, pero el panel indica que en su práctica inicia el primer vasoactivo diluido por vía periférica si el acceso central no está disponible con rapidez. La vía intraósea también admite vasoactivos. Hay que vigilar la extravasación.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué es peor: unos minutos de vía periférica o mantener el shock sin tratar?"],
        },
      ],
    },
    {
      description: "Enfermería: administración y monitorización",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Qué debes reevaluar después de cada bolo de fluidos?",
          options: [
            "Solo la temperatura",
            "FC, TA, relleno capilar, nivel de conciencia, diuresis y signos de sobrecarga (crepitantes, hepatomegalia)",
            "La saturación y la temperatura cada hora, y la TA al terminar todos los bolos para no interrumpir la infusión",
            "La glucemia cada 4 horas",
          ],
          correct_option: 1,
          explanation:
            "La respuesta a cada bolo se valora con la perfusión (FC, TA, relleno capilar, conciencia, diuresis) y buscando sobrecarga. Esa reevaluación decide si se da otro bolo o se pasa al vasoactivo.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en marcadores de perfusión y de tolerancia al volumen."],
        },
        {
          question_text:
            "La adrenalina se infunde por una vía periférica en el dorso de la mano y ves palidez y frialdad alrededor del punto de inserción. ¿Qué haces?",
          options: [
            "Detener la infusión en esa vía, mantener el soporte por otro acceso y aplicar el protocolo de extravasación",
            "Aumentar el ritmo para compensar la pérdida",
            "Aplicar calor local, elevar la extremidad y continuar la infusión por la misma vía para no interrumpir el soporte vasoactivo",
            "Nada: es un efecto esperable",
          ],
          correct_option: 0,
          explanation:
            "La extravasación de catecolaminas puede causar isquemia y necrosis. Se detiene la infusión en esa vía, se mantiene el soporte por otro acceso y se aplica el protocolo del centro (que puede incluir un antídoto local).",
          roles: [],
          is_critical: true,
          hints: ["La adrenalina es un vasoconstrictor potente."],
        },
        {
          question_text: "¿Cómo debe administrarse la perfusión de adrenalina?",
          options: [
            "Por gravedad con un sistema de goteo",
            "En Y con la sueroterapia de mantenimiento, lavando la línea con suero tras cada fármaco para asegurar que todo llega al paciente",
            "Mezclada en el mismo suero que el antibiótico",
            "Con bomba de jeringa, idealmente con biblioteca de fármacos, por una luz exclusiva en la que no se administren bolos de otros fármacos",
          ],
          correct_option: 3,
          explanation:
            "Los vasoactivos se infunden con bombas de precisión por una luz dedicada: purgar o lavar esa línea o cambiar el ritmo del suero acompañante administraría un bolo inadvertido de adrenalina.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué pasa si alguien lava una vía por la que va adrenalina?"],
        },
      ],
    },
    {
      description: "Medicina: reevaluación al final de la primera hora",
      narrative:
        "Con adrenalina a 0,1 mcg/kg/min la TA sube a 78/42 y el relleno capilar baja a 3 segundos. El antibiótico se administró a los 35 minutos.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Está indicada la hidrocortisona en este momento?",
          options: [
            "Sí: la SSC 2020 recomienda hidrocortisona en todo shock séptico que haya necesitado vasoactivos, aunque ya se haya estabilizado",
            "Sí, a dosis altas y antes de los fluidos",
            "No de forma sistemática: la SSC 2020 sugiere no usarla si fluidos y vasoactivos restablecen la estabilidad",
            "Solo si el lactato es normal",
          ],
          correct_option: 2,
          explanation:
            "La SSC 2020 sugiere no administrar hidrocortisona cuando la reanimación con fluidos y vasoactivos consigue estabilidad hemodinámica; en el shock refractario puede usarse o no (recomendación débil).",
          roles: [],
          is_critical: false,
          hints: ["La paciente está respondiendo al tratamiento."],
        },
        {
          question_text: "Para los siguientes bolos, si fueran necesarios, ¿qué fluido sugiere la SSC 2020?",
          options: [
            "Hidroxietilalmidón, porque permanece más tiempo en el espacio intravascular y reduce el volumen total necesario",
            "Cristaloides balanceados o tamponados en lugar de suero salino 0,9 %",
            "Gelatinas",
            "Suero glucosado al 5 %",
          ],
          correct_option: 1,
          explanation:
            "La SSC 2020 sugiere cristaloides balanceados frente a salino 0,9 %, recomienda no usar almidones y sugiere no usar gelatinas en la reanimación.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el fluido con menos cloro."],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children",
      url: "https://doi.org/10.1097/PCC.0000000000002198",
      source: "Pediatric Critical Care Medicine (Weiss SL et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 10,
    },
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children (publicación simultánea)",
      url: "https://doi.org/10.1007/s00134-019-05878-6",
      source: "Intensive Care Medicine (Weiss SL et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 20,
    },
    {
      title: "International Consensus Criteria for Pediatric Sepsis and Septic Shock",
      url: "https://doi.org/10.1001/jama.2024.0179",
      source: "JAMA (Schlapbach LJ et al.)",
      type: "consenso",
      year: 2024,
      free_access: true,
      weight: 30,
    },
    {
      title: "ISMP List of High-Alert Medications in Acute Care Settings",
      url: "https://www.ismp.org/recommendations/high-alert-medications-acute-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 40,
    },
  ],
};

export default scenario;
