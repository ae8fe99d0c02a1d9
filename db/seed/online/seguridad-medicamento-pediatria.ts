import type { OnlineScenario } from "./schema";

/**
 * Seguridad del medicamento en pediatría (farmacia y enfermería).
 * Fuentes: ISMP List of High-Alert Medications in Acute Care Settings (actualizada en 2024). ISMP List of
 * Error-Prone Abbreviations, Symbols, and Dose Designations (2021). OMS, Medication Without Harm
 * (tercer Reto Mundial por la Seguridad del Paciente, 2017). Ficha técnica de paracetamol 10 mg/ml
 * solución para perfusión (CIMA-AEMPS) y BNF for Children (paracetamol).
 */
const scenario: OnlineScenario = {
  slug: "seguridad-medicamento-pediatria",
  title: "Seguridad del medicamento: errores de 10 veces en el postoperatorio",
  summary:
    "Postoperatorio de una apendicectomía en una niña de 20 kg. Validación de prescripciones con errores de 10 veces, abreviaturas peligrosas, cálculo de una perfusión de morfina con concentración estándar, doble verificación independiente y actuación ante una sobredosis de opioide.",
  level: "medio",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Seguridad del medicamento"],
  brief: {
    title: "Niña de 6 años en su primer día de postoperatorio",
    context:
      "Planta de cirugía pediátrica. La niña llega de la unidad de recuperación tras una apendicectomía laparoscópica sin complicaciones. La prescripción se ha hecho deprisa al final de la sesión quirúrgica, con texto libre.",
    chips: ["Planta de cirugía", "Postoperatorio", "Farmacia", "Enfermería", "Medicamentos de alto riesgo"],
    demographics: { age: "6 años", weightKg: 20, sex: "Niña" },
    chief_complaint: "Dolor postoperatorio moderado (EVA 6/10) a su llegada a planta.",
    history: [
      "Apendicitis aguda no complicada intervenida hoy",
      "Sin enfermedades crónicas; función renal y hepática normales",
      "Sin alergias conocidas",
      "Peso medido en quirófano: 20 kg",
    ],
    triangle: { appearance: "green", breathing: "green", circulation: "green" },
    triangle_details: {
      appearance: "Despierta, orientada, se queja de dolor al moverse.",
      breathing: "Respiración tranquila sin trabajo respiratorio.",
      circulation: "Coloración normal, relleno capilar de 2 segundos.",
    },
    vitals: { fc: 105, fr: 22, sat: 98, temp: 37.2, ta: "100/60" },
    exam: [
      "Heridas de laparoscopia limpias",
      "Abdomen blando, doloroso alrededor de las incisiones",
      "Vía venosa periférica permeable",
    ],
    quick_labs: [],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Llegada a planta desde recuperación" },
      { tmin: 20, event: "Farmacia valida la prescripción electrónica" },
      { tmin: 60, event: "Se inicia la perfusión continua de morfina" },
      { tmin: 180, event: "La niña está muy somnolienta, con respiración lenta" },
    ],
    red_flags: [
      "Prescripciones con ceros finales, sin cero inicial o con la «U» de unidades",
      "Dosis que no cuadran con el peso",
      "Somnolencia excesiva, bradipnea y miosis con opioides",
    ],
    critical_actions: [
      "Calcular y verificar toda dosis por peso y compararla con la dosis máxima",
      "Detectar y corregir los errores de 10 veces antes de dispensar o administrar",
      "Doble verificación independiente de los medicamentos de alto riesgo",
      "Ante una sobredosis de opioide: parar la perfusión, soporte de la vía aérea y naloxona",
      "Notificar el incidente y analizarlo sin buscar culpables",
    ],
    learning_objective:
      "Prevenir, detectar y manejar errores de medicación pediátricos, especialmente los de 10 veces, aplicando las recomendaciones de ISMP y de la OMS (Medication Without Harm).",
    objectives: {
      MED: [
        "Prescribir por peso sin abreviaturas peligrosas",
        "Tratar la depresión respiratoria por opioides",
      ],
      NUR: [
        "Realizar una doble verificación verdaderamente independiente",
        "Programar con seguridad una bomba con biblioteca de fármacos",
        "Reconocer precozmente la toxicidad por opioides",
      ],
      PHARM: [
        "Validar dosis pediátricas por peso con la ficha técnica y formularios de referencia",
        "Calcular perfusiones con concentraciones estándar",
        "Identificar los medicamentos de alto riesgo y las abreviaturas propensas a error",
      ],
    },
    competencies: [
      "Cálculo de dosis por peso",
      "Validación farmacéutica",
      "Cultura de seguridad y notificación",
      "Comunicación interprofesional",
    ],
    estimated_minutes: 20,
    level: "medio",
  },
  steps: [
    {
      description: "Validación de la prescripción",
      narrative:
        "Prescripción en texto libre: «Paracetamol IV 3000 mg cada 6 h», «Morfina 1.0 mg IV si dolor intenso» y «Ondansetrón IV .5 ml».",
      role_specific: true,
      roles: ["farmacia", "medico"],
      questions: [
        {
          question_text: "«Paracetamol IV 3000 mg cada 6 h» para 20 kg. ¿Qué detectas?",
          options: [
            "Es correcta si se infunde en 15 minutos y no se superan 4 dosis al día",
            "Error de 10 veces: son 15 mg/kg = 300 mg por dosis (máx. 1200 mg/día)",
            "Un error de 2 veces: deberían ser 1500 mg cada 6 horas (máximo 6 g al día)",
            "Deberían ser 30 mg",
          ],
          correct_option: 1,
          explanation:
            "La ficha técnica del paracetamol 10 mg/ml para perfusión indica, de más de 10 kg hasta 33 kg, 15 mg/kg por administración (1,5 ml/kg), al menos 4 horas entre dosis y un máximo de 60 mg/kg/día sin superar 2 g. Con 20 kg: 300 mg (30 ml). 3000 mg cada 6 h serían 600 mg/kg/día.",
          roles: [],
          is_critical: true,
          hints: ["Multiplica el peso por la dosis por kilo.", "Compara con la dosis máxima diaria."],
        },
        {
          question_text: "¿Qué riesgo tiene escribir «Morfina 1.0 mg»?",
          options: [
            "Si no se ve el punto se lee «10 mg» (10 veces más); debe escribirse «1 mg»",
            "Ninguno: el decimal indica mayor precisión y es la forma recomendada para los opioides",
            "Puede leerse «0,1 mg» si se confunde el punto con la coma, con riesgo de infradosificación",
            "Solo es una cuestión de estilo",
          ],
          correct_option: 0,
          explanation:
            "ISMP incluye el cero final tras la coma o el punto decimal (1.0 mg) entre las designaciones de dosis propensas a error: si no se ve el separador se lee 10 mg. Las dosis enteras se escriben sin decimales.",
          roles: [],
          is_critical: true,
          hints: ["Imagina la prescripción en un papel mal impreso."],
        },
        {
          question_text: "¿Qué forma de escribir estas dosis es la recomendada por ISMP?",
          options: [
            "«.5 mg», «50 µg» y «10 U»",
            "«0,50 mg» (dos decimales para mayor precisión), «50 µg» y «10 UI»",
            "«,5mg», «50mcg» y «10u»",
            "«0,5 mg», «50 mcg» (o «50 microgramos») y «10 unidades»",
          ],
          correct_option: 3,
          explanation:
            "ISMP: poner siempre un cero delante de la coma decimal (0,5 mg), no usar ceros finales, evitar «µg» (se confunde con mg; usar mcg o microgramos) y escribir «unidades» en lugar de «U» o «UI» (la U se lee como 0 o 4; UI como IV o 10). Además, la dosis debe expresarse en mg, no en ml.",
          roles: [],
          is_critical: false,
          hints: ["Busca cero inicial, ningún cero final y unidades escritas sin abreviar."],
        },
      ],
    },
    {
      description: "Farmacia: perfusión de morfina y dosis por peso",
      narrative:
        "Se prescribe morfina en perfusión continua a 20 microgramos/kg/h. La concentración estándar del centro para este peso es 10 mg de morfina en 50 ml (200 microgramos/ml).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿A qué velocidad debe infundirse para 20 kg?",
          options: [
            "20 ml/h",
            "0,2 ml/h",
            "2 ml/h",
            "4 ml/h",
          ],
          correct_option: 2,
          explanation:
            "20 microgramos/kg/h × 20 kg = 400 microgramos/h; 400 ÷ 200 microgramos/ml = 2 ml/h. 20 ml/h y 0,2 ml/h son errores de 10 veces; 4 ml/h, un error de 2 veces por confundir la concentración.",
          roles: [],
          is_critical: true,
          hints: ["Dosis por hora ÷ concentración = ml/h."],
        },
        {
          question_text: "¿Por qué usar concentraciones estándar para las perfusiones pediátricas?",
          options: [
            "Porque son más baratas, sin otra ventaja",
            "Menos cálculos y variabilidad, bibliotecas de fármacos en las bombas y doble verificación más fácil",
            "Porque permiten prescribir directamente en ml/h sin calcular la dosis por peso, lo que simplifica la orden",
            "Porque permiten prescindir de la bomba de infusión",
          ],
          correct_option: 1,
          explanation:
            "Estandarizar la preparación es una de las estrategias que ISMP propone para los medicamentos de alto riesgo y que la OMS (Medication Without Harm) recoge para situaciones de alto riesgo: menos pasos manuales, menos errores. La dosis sigue calculándose por peso.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué pasos del proceso desaparecen."],
        },
        {
          question_text: "Te consultan la misma pauta de paracetamol IV (15 mg/kg) para un lactante de 8 kg. ¿Qué respondes?",
          options: [
            "No: en 10 kg o menos la ficha técnica indica 7,5 mg/kg por dosis (máx. 30 mg/kg/día)",
            "Es correcta: 15 mg/kg cada 6 horas (máx. 60 mg/kg/día) es la pauta para cualquier peso a partir del periodo neonatal",
            "Hay que dar una dosis fija de 125 mg",
            "Hay que dar 1 g, como en adultos",
          ],
          correct_option: 0,
          explanation:
            "Por debajo de 10 kg la dosis por administración y el máximo diario son menores. La ficha técnica del paracetamol 10 mg/ml para perfusión indica 7,5 mg/kg (0,75 ml/kg), máx. 30 mg/kg/día; la BNF for Children, 10 mg/kg en lactantes de más de 1 mes, también con máx. 30 mg/kg/día. Cuidado con confundir mg y ml.",
          roles: [],
          is_critical: true,
          hints: ["El tramo de peso cambia la pauta."],
        },
      ],
    },
    {
      description: "Enfermería: doble verificación y programación de la bomba",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Qué caracteriza una doble verificación independiente?",
          options: [
            "El primer profesional lee en voz alta el cálculo, la dosis y la velocidad, y el segundo confirma que coinciden con la prescripción y firma",
            "Se revisa todo al final del turno",
            "Se comprueba solo el nombre del paciente",
            "Otro profesional comprueba y rehace el cálculo por su cuenta, sin conocer el resultado del primero",
          ],
          correct_option: 3,
          explanation:
            "El segundo profesional comprueba por su cuenta paciente, fármaco, dosis, concentración, vía y velocidad, y rehace el cálculo antes de iniciar. La independencia es la clave: si conoce el resultado del primero, tiende a confirmarlo. ISMP recomienda reservar la doble verificación manual para medicamentos de alto riesgo seleccionados y combinarla con otras barreras, como las bombas con biblioteca.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué la hace «independiente»?"],
        },
        {
          question_text: "¿Cuál de estos grupos figura en la lista ISMP de medicamentos de alto riesgo?",
          options: [
            "Paracetamol IV, amoxicilina IV y suero fisiológico, por la frecuencia con que se prescriben en pediatría",
            "Solo los quimioterápicos",
            "Morfina IV, insulina, cloruro potásico concentrado y adrenalina IV",
            "Solo los estupefacientes por vía oral",
          ],
          correct_option: 2,
          explanation:
            "La lista ISMP para hospitales incluye, entre otros, los opioides IV, la insulina, el cloruro potásico concentrado y los agonistas adrenérgicos IV: sus errores no son más frecuentes, pero sí más graves.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué fármacos un error puede matar."],
        },
        {
          question_text: "Al programar la perfusión, la bomba avisa: «límite superior superado» (has tecleado 20 ml/h). ¿Qué haces?",
          options: [
            "Anular la alerta, porque los límites de la biblioteca están pensados para adultos, y registrar el motivo",
            "Detenerte, no anular la alerta y revisar con otro profesional la dosis, la concentración y la unidad de programación",
            "Reiniciar la bomba sin biblioteca de fármacos",
            "Pasar la perfusión a gravedad",
          ],
          correct_option: 1,
          explanation:
            "Las alertas de la biblioteca de fármacos existen para frenar errores como este (20 ml/h en lugar de 2 ml/h). Anularlas de forma sistemática elimina la barrera.",
          roles: [],
          is_critical: true,
          hints: ["La bomba sabe que esa velocidad es anómala."],
        },
      ],
    },
    {
      description: "Fase 4 · intervención urgente: depresión respiratoria por opioide",
      narrative:
        "Dos horas después de iniciar la perfusión, la niña está muy somnolienta, con FR de 8 rpm, pupilas mióticas y saturación del 86 %. La bomba marca 20 ml/h. Tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es tu primera actuación?",
          options: [
            "Parar la morfina, abrir la vía aérea, oxígeno y ventilar si no respira eficazmente; pedir ayuda",
            "Bajar la perfusión a la mitad (10 ml/h) y reevaluar en 30 minutos, para no dejarla sin analgesia",
            "Esperar a la siguiente ronda de constantes",
            "Administrar paracetamol para poder bajar la morfina",
          ],
          correct_option: 0,
          explanation:
            "Primero se corta el aporte del fármaco y se asegura la oxigenación y la ventilación (A-B), mientras se pide ayuda y se prepara el antídoto.",
          roles: [],
          is_critical: true,
          hints: ["Primero, quita la causa y asegura la vía aérea."],
          time_limit: 45,
        },
        {
          question_text: "¿Qué antídoto se prepara?",
          options: [
            "Flumazenilo IV, que revierte la sedación de cualquier origen farmacológico",
            "Atropina",
            "Adrenalina",
            "Naloxona IV por peso, ajustada a la respuesta y vigilando la recurrencia",
          ],
          correct_option: 3,
          explanation:
            "La naloxona revierte los efectos de los opioides. Su acción es más corta que la de la morfina, por lo que pueden ser necesarias dosis repetidas o una perfusión y vigilancia prolongada. El flumazenilo revierte benzodiacepinas, no opioides.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en el receptor sobre el que actúa la morfina."],
          time_limit: 60,
        },
        {
          question_text: "A 20 ml/h con 200 microgramos/ml, ¿cuánta morfina ha estado recibiendo?",
          options: [
            "0,4 mg/h (20 microgramos/kg/h): la dosis prescrita",
            "40 mg/h (2000 microgramos/kg/h): 100 veces la dosis prescrita",
            "4 mg/h (200 microgramos/kg/h): 10 veces la dosis prescrita",
            "2 mg/h",
          ],
          correct_option: 2,
          explanation:
            "20 ml/h × 200 microgramos/ml = 4000 microgramos/h = 4 mg/h; entre 20 kg, 200 microgramos/kg/h, diez veces los 20 microgramos/kg/h prescritos.",
          roles: [],
          is_critical: false,
          hints: ["ml/h × concentración = dosis por hora."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Después del incidente: comunicación y aprendizaje",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Una vez estabilizada la niña, ¿qué se hace con el error?",
          options: [
            "Ocultarlo si no deja secuelas",
            "Informar a la familia, notificarlo y analizar los fallos del sistema sin buscar culpables",
            "Abrir un expediente a la enfermera que programó la bomba, para que el error no se repita",
            "Anotarlo solo en la historia clínica",
          ],
          correct_option: 1,
          explanation:
            "La OMS (Medication Without Harm) insiste en abordar los errores como fallos de sistema: notificación, análisis y cambios (concentraciones estándar, bibliotecas de fármacos, doble verificación). La comunicación franca con la familia forma parte de una atención segura.",
          roles: [],
          is_critical: false,
          hints: ["Se aprende más del sistema que de la persona."],
        },
        {
          question_text: "¿Qué objetivo fijó el reto mundial de la OMS «Medication Without Harm», lanzado en 2017?",
          options: [
            "Reducir en un 50 % el daño grave y evitable relacionado con la medicación en 5 años",
            "Eliminar todos los errores de medicación en 1 año",
            "Reducir un 10 % los errores en 10 años",
            "Duplicar en 2 años el número de notificaciones de errores de medicación en todos los Estados miembros",
          ],
          correct_option: 0,
          explanation:
            "El tercer Reto Mundial por la Seguridad del Paciente de la OMS (2017) se propuso reducir en un 50 % el daño grave y evitable asociado a la medicación en todo el mundo en 5 años, con foco en situaciones de alto riesgo, polimedicación y transiciones asistenciales.",
          roles: [],
          is_critical: false,
          hints: ["Es una meta muy ambiciosa para un plazo corto."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "ISMP List of High-Alert Medications in Acute Care Settings",
      url: "https://www.ismp.org/recommendations/high-alert-medications-acute-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 10,
    },
    {
      title: "ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations",
      url: "https://www.ismp.org/recommendations/error-prone-abbreviations-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "Medication Without Harm: WHO Global Patient Safety Challenge",
      url: "https://www.who.int/initiatives/medication-without-harm",
      source: "Organización Mundial de la Salud (OMS)",
      type: "web",
      year: 2017,
      free_access: true,
      weight: 30,
    },
    {
      title: "Paracetamol – BNF for Children",
      url: "https://bnfc.nice.org.uk/drugs/paracetamol/",
      source: "BNF for Children (NICE / Royal Pharmaceutical Society / RCPCH)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 40,
    },
    {
      title: "Pediamécum: base de datos de medicamentos pediátricos",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría (AEP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 50,
    },
    {
      title: "CIMA: Centro de Información online de Medicamentos (fichas técnicas autorizadas)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 60,
    },
  ],
};

export default scenario;
