import type { OnlineScenario } from "./schema";

/**
 * Bronquiolitis grave en lactante.
 * Fuentes: Ralston SL, et al. AAP Clinical Practice Guideline: The Diagnosis, Management, and
 * Prevention of Bronchiolitis. Pediatrics 2014;134(5):e1474-e1502. NICE NG9 (2015, actualizada
 * en 2021). Franklin D, et al. (ensayo PARIS) N Engl J Med 2018;378:1121-1131.
 */
const scenario: OnlineScenario = {
  slug: "bronquiolitis-grave-lactante",
  title: "Bronquiolitis grave en lactante de 3 meses",
  summary:
    "Lactante con bronquiolitis, hipoxemia y dificultad para alimentarse. Soporte respiratorio escalonado (oxígeno, alto flujo), hidratación y lo que no se debe administrar de rutina según la AAP 2014 y NICE NG9.",
  level: "basico",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 15,
  max_attempts: 3,
  categories: ["Respiratorio"],
  brief: {
    title: "Lactante de 3 meses con tos, dificultad respiratoria y rechazo de tomas",
    context:
      "Urgencias pediátricas en plena epidemia invernal de virus respiratorio sincitial. Cuarto día de catarro; los padres consultan porque respira muy deprisa y apenas come.",
    chips: ["Urgencias", "Lactante", "Bronquiolitis", "Soporte respiratorio"],
    demographics: { age: "3 meses", weightKg: 5.8, sex: "Niño" },
    chief_complaint: "Dificultad respiratoria progresiva y toma menos de la mitad de lo habitual desde ayer.",
    history: [
      "Nacido a término (39 semanas), sin ingresos previos",
      "Sin cardiopatía, enfermedad pulmonar crónica ni inmunodeficiencia conocidas",
      "Hermano de 3 años con catarro en casa",
      "Sin episodios de apnea referidos por los padres",
    ],
    triangle: { appearance: "amber", breathing: "red", circulation: "green" },
    triangle_details: {
      appearance: "Cansado e irritable, pero consolable en brazos de la madre.",
      breathing: "Tiraje subcostal e intercostal marcado, aleteo nasal y quejido ocasional.",
      circulation: "Buena coloración de piel, relleno capilar de 2 segundos.",
    },
    vitals: {
      fc: 168,
      fr: 68,
      sat: 88,
      temp: 37.9,
      notes: "Saturación en aire ambiente con buena curva de pulsioximetría (sensor en el pie).",
    },
    exam: [
      "Crepitantes finos difusos y sibilancias espiratorias bilaterales",
      "Rinorrea abundante que obstruye las fosas nasales",
      "Mucosas algo secas; fontanela normotensa",
      "Sin soplos; pulsos periféricos normales",
    ],
    quick_labs: [
      { name: "Test rápido de VRS", value: "Positivo (solicitado para organizar el aislamiento)" },
    ],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Triaje: dificultad respiratoria, saturación 88 % en aire" },
      { tmin: 5, event: "Aspiración de secreciones nasales y oxígeno en gafas nasales" },
      { tmin: 30, event: "Persisten saturación 89 % y tiraje marcado pese al oxígeno de bajo flujo" },
      { tmin: 45, event: "Se inicia oxigenoterapia de alto flujo" },
    ],
    red_flags: [
      "Saturación persistentemente por debajo del 90 % en aire",
      "Tiraje marcado, aleteo y quejido",
      "Ingesta menor de la mitad de la habitual",
      "Apneas",
    ],
    critical_actions: [
      "Valorar la gravedad clínicamente, sin pruebas de rutina",
      "Oxígeno si la saturación es persistentemente inferior al 90 %",
      "Escalar a alto flujo o CPAP si persisten la hipoxemia o el trabajo respiratorio",
      "Asegurar la hidratación (sonda nasogástrica u orogástrica; IV isotónica si no la tolera)",
      "No administrar broncodilatadores, corticoides ni antibióticos de rutina",
    ],
    learning_objective:
      "Aplicar el tratamiento de soporte de la bronquiolitis grave (oxígeno, alto flujo, hidratación) y evitar los tratamientos sin beneficio según la AAP 2014 y NICE NG9.",
    objectives: {
      MED: [
        "Reconocer los criterios de ingreso y de gravedad",
        "Escalar el soporte respiratorio de forma razonada",
      ],
      NUR: [
        "Aplicar cuidados de soporte: aspiración de secreciones, posición y alimentación por sonda",
        "Detectar precozmente signos de empeoramiento y apneas",
      ],
      PHARM: [
        "Revisar prescripciones sin beneficio (salbutamol, corticoides, antibióticos)",
        "Recomendar el tipo de fluido IV adecuado",
      ],
    },
    competencies: [
      "Valoración respiratoria pediátrica",
      "Uso racional del medicamento",
      "Oxigenoterapia y alto flujo",
    ],
    estimated_minutes: 15,
    level: "basico",
  },
  steps: [
    {
      description: "Valoración de la gravedad",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué conjunto de datos justifica el ingreso de este lactante?",
          options: [
            "La febrícula de 37,9 °C junto con la rinorrea abundante, que orientan a una sobreinfección bacteriana",
            "Saturación persistente < 90 % en aire, tiraje marcado e ingesta inferior a la mitad",
            "La rinorrea abundante",
            "Los crepitantes y las sibilancias en la auscultación, que indican afectación del parénquima pulmonar",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 (actualización de 2021) considera para el ingreso la saturación persistentemente inferior al 90 % en mayores de 6 semanas sin comorbilidad, la dificultad respiratoria grave mantenida y la ingesta oral insuficiente. Febrícula o fiebre, rinorrea y crepitantes son habituales en la bronquiolitis.",
          roles: [],
          is_critical: false,
          hints: ["Busca datos de oxigenación, trabajo respiratorio e hidratación."],
        },
        {
          question_text: "¿Qué pruebas complementarias necesitas para diagnosticar la bronquiolitis?",
          options: [
            "Ninguna de rutina: el diagnóstico y la gravedad se basan en la anamnesis y la exploración",
            "Radiografía de tórax en todos los casos, para descartar neumonía y atelectasias antes de ingresar",
            "Hemograma, PCR y hemocultivo en todos los lactantes menores de 6 meses con bronquiolitis",
            "Gasometría arterial seriada",
          ],
          correct_option: 0,
          explanation:
            "La AAP 2014 recomienda diagnosticar y valorar la gravedad con la historia y la exploración, sin radiografía ni analítica de rutina. Las pruebas se reservan para dudas diagnósticas o empeoramiento.",
          roles: [],
          is_critical: false,
          hints: ["La bronquiolitis es un diagnóstico clínico."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: soporte respiratorio",
      narrative: "El lactante sigue con saturación 88 % y tiraje marcado. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es la primera medida?",
          options: [
            "Salbutamol nebulizado de prueba, manteniéndolo solo si mejoran la saturación y el tiraje",
            "Adrenalina nebulizada cada 4 horas para reducir el edema de la vía aérea y el trabajo respiratorio",
            "Dexametasona oral",
            "Oxígeno para mantener la saturación en el 90 % o más y aspirar las secreciones nasales",
          ],
          correct_option: 3,
          explanation:
            "NICE NG9 indica oxígeno si la saturación es persistentemente inferior al 90 % (mayores de 6 semanas sin comorbilidad) y aspirar la vía aérea superior si las secreciones causan dificultad respiratoria o para comer. Broncodilatadores, adrenalina y corticoides no están indicados.",
          roles: [],
          is_critical: true,
          hints: ["El tratamiento de la bronquiolitis es de soporte."],
          time_limit: 60,
        },
        {
          question_text:
            "Con oxígeno en gafas nasales de bajo flujo persiste la saturación del 89 % y aumenta el trabajo respiratorio. ¿Qué haces?",
          options: [
            "Subir el oxígeno por gafas nasales convencionales a 6–10 l/min sin humidificar, que aporta una FiO2 más alta",
            "Intubar de inmediato, porque la hipoxemia que persiste con oxígeno es indicación de ventilación mecánica",
            "Alto flujo con cánulas nasales (en el ensayo PARIS, 2 l/kg/min ≈ 12 l/min) y reevaluar",
            "Pautar fisioterapia respiratoria",
          ],
          correct_option: 2,
          explanation:
            "En el ensayo PARIS (Franklin 2018), el alto flujo a 2 l/kg/min en lactantes hipoxémicos redujo la necesidad de escalar tratamiento frente al oxígeno estándar. Si hay signos de fallo respiratorio inminente, NICE NG9 recomienda considerar CPAP.",
          roles: [],
          is_critical: true,
          hints: ["Existe un escalón intermedio entre las gafas convencionales y la ventilación invasiva."],
          time_limit: 60,
        },
        {
          question_text: "Durante el alto flujo presenta una pausa de apnea con desaturación y bradicardia. ¿Qué haces primero?",
          options: [
            "Esperar a que se recupere sola, porque las apneas son frecuentes en la bronquiolitis, y anotarla en la gráfica",
            "Estimular, abrir la vía aérea y ventilar con bolsa y mascarilla si no recupera; avisar a la UCI pediátrica",
            "Administrar salbutamol nebulizado",
            "Retirar el alto flujo y volver a gafas convencionales, porque el flujo elevado puede desencadenar las apneas",
          ],
          correct_option: 1,
          explanation:
            "Las apneas son un signo de gravedad y obligan a valorar el ingreso en cuidados intensivos. Si no hay respiración eficaz, la ventilación con bolsa y mascarilla es el primer soporte (ERC 2021).",
          roles: [],
          is_critical: true,
          hints: ["Sigue el orden A-B-C."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Farmacia: validación del tratamiento",
      narrative:
        "Llega a validación la prescripción: salbutamol nebulizado cada 4 horas, budesonida nebulizada y amoxicilina oral.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué recomiendas al equipo prescriptor?",
          options: [
            "Retirar los tres: ninguno está indicado de rutina en la bronquiolitis",
            "Validarla tal cual",
            "Mantener solo el salbutamol mientras haya sibilancias y retirar la budesonida y la amoxicilina",
            "Validarla y añadir montelukast para reducir las sibilancias posbronquiolitis",
          ],
          correct_option: 0,
          explanation:
            "La AAP 2014 recomienda no administrar salbutamol, adrenalina ni corticoides sistémicos, y no usar antibióticos salvo infección bacteriana concomitante o fuerte sospecha. NICE NG9 tampoco recomienda salbutamol, adrenalina, montelukast, ipratropio, corticoides ni antibióticos.",
          roles: [],
          is_critical: false,
          hints: ["Revisa qué tratamientos han demostrado beneficio en bronquiolitis."],
        },
        {
          question_text: "Sobre el suero salino hipertónico nebulizado, ¿qué dice la AAP 2014?",
          options: [
            "Es el tratamiento de elección en urgencias porque reduce la tasa de ingreso, con o sin broncodilatador",
            "Debe asociarse siempre a salbutamol para prevenir el broncoespasmo que provoca",
            "Está indicado en todos los lactantes con bronquiolitis",
            "No debe administrarse en urgencias; puede considerarse en lactantes hospitalizados (recomendación débil)",
          ],
          correct_option: 3,
          explanation:
            "La AAP 2014 desaconseja el salino hipertónico nebulizado en urgencias y permite considerarlo en hospitalizados (recomendación débil). NICE NG9 no lo recomienda: conviene conocer el protocolo del centro.",
          roles: [],
          is_critical: false,
          hints: ["La AAP distingue entre urgencias y planta."],
        },
        {
          question_text: "Si el lactante necesita fluidos por vía IV, ¿qué tipo recomienda NICE NG9?",
          options: [
            "Suero glucosado al 5 % sin electrolitos",
            "Salino hipotónico al 0,18 %",
            "Fluidos isotónicos",
            "Bicarbonato sódico 1 M",
          ],
          correct_option: 2,
          explanation:
            "NICE NG9 indica fluidos IV isotónicos cuando no se tolera la alimentación por sonda o hay fallo respiratorio inminente. Las soluciones hipotónicas aumentan el riesgo de hiponatremia.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en el riesgo de hiponatremia."],
        },
      ],
    },
    {
      description: "Enfermería: cuidados y alimentación",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "El lactante no completa las tomas por el trabajo respiratorio. ¿Qué medida aplica NICE NG9 en primer lugar?",
          options: [
            "Sueroterapia IV de mantenimiento en todos los casos, para evitar el riesgo de aspiración por la sonda",
            "Alimentación por sonda nasogástrica u orogástrica",
            "Dieta absoluta durante 24 horas",
            "Insistir hasta que complete la toma por boca",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 indica dar los líquidos por sonda nasogástrica u orogástrica si no puede tomar suficiente por boca, y reservar la vía IV para quien no tolera la sonda o tiene fallo respiratorio inminente.",
          roles: [],
          is_critical: false,
          hints: ["Es la opción menos invasiva que asegura el aporte."],
        },
        {
          question_text: "¿Qué intervención está desaconsejada en lactantes con bronquiolitis sin comorbilidad?",
          options: [
            "Fisioterapia respiratoria",
            "Aspiración de secreciones nasales si dificultan la respiración o la toma",
            "Posición semiincorporada y tomas fraccionadas",
            "Monitorización de la saturación mientras recibe oxígeno",
          ],
          correct_option: 0,
          explanation:
            "La AAP 2014 recomienda no usar fisioterapia respiratoria y NICE NG9 la desaconseja en niños sin comorbilidad relevante. La aspiración nasal sí está indicada si las secreciones causan dificultad.",
          roles: [],
          is_critical: false,
          hints: ["Una de las opciones no ha demostrado beneficio y molesta al lactante."],
        },
        {
          question_text: "¿Qué signo comunicarías de inmediato al médico?",
          options: [
            "Aumento de la rinorrea y de la tos, que indican que entra en la fase de máxima gravedad",
            "Tos",
            "Temperatura de 37,8 °C",
            "Apneas, quejido, aumento del tiraje, somnolencia o saturación que cae pese al soporte",
          ],
          correct_option: 3,
          explanation:
            "Apneas, quejido, más tiraje, agotamiento o somnolencia y desaturación pese al soporte indican empeoramiento y posible necesidad de escalar a CPAP o cuidados intensivos.",
          roles: [],
          is_critical: true,
          hints: ["Busca signos de agotamiento o de fallo respiratorio."],
        },
      ],
    },
    {
      description: "Medicina: escalada y alta segura",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text:
            "Tras una hora de alto flujo persisten tiraje intenso, quejido y nuevas apneas. ¿Cuál es el siguiente paso?",
          options: [
            "Añadir salbutamol y corticoide sistémico antes de escalar, por si existe un componente asmático",
            "Mantener el alto flujo y reevaluar en 6 horas, porque el pico de la enfermedad suele darse entre el 3.er y el 5.º día",
            "Valoración por UCI pediátrica y considerar CPAP por fallo respiratorio inminente",
            "Alta con oxígeno domiciliario",
          ],
          correct_option: 2,
          explanation:
            "NICE NG9 recomienda considerar CPAP si hay signos de fallo respiratorio inminente; las apneas y el agotamiento exigen valoración por cuidados intensivos.",
          roles: [],
          is_critical: true,
          hints: ["El alto flujo no está siendo suficiente."],
        },
        {
          question_text: "Días después, ¿cuándo es razonable el alta según NICE NG9 (2021)?",
          options: [
            "En cuanto la saturación supere el 90 % despierto durante 1 hora, aunque la ingesta siga siendo inferior a la mitad de la habitual",
            "Clínicamente estable, con ingesta oral suficiente y saturación por encima del 90 % en aire durante 4 horas, incluido un periodo de sueño",
            "Cuando desaparezcan la tos y los crepitantes y lleve al menos 24 horas sin oxígeno ni alto flujo",
            "Cuando el test de VRS sea negativo",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 (2021) fija para mayores de 6 semanas sin comorbilidad una saturación superior al 90 % en aire durante 4 horas incluyendo un periodo de sueño, además de estabilidad clínica e ingesta adecuada. La tos puede durar semanas.",
          roles: [],
          is_critical: false,
          hints: ["La saturación durante el sueño es la más exigente."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "Clinical Practice Guideline: The Diagnosis, Management, and Prevention of Bronchiolitis",
      url: "https://doi.org/10.1542/peds.2014-2742",
      source: "Pediatrics – American Academy of Pediatrics (Ralston SL et al.)",
      type: "guía",
      year: 2014,
      free_access: true,
      weight: 10,
    },
    {
      title: "Bronchiolitis in children: diagnosis and management (NICE guideline NG9)",
      url: "https://www.nice.org.uk/guidance/ng9",
      source: "National Institute for Health and Care Excellence (NICE)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "A Randomized Trial of High-Flow Oxygen Therapy in Infants with Bronchiolitis",
      url: "https://doi.org/10.1056/NEJMoa1714855",
      source: "New England Journal of Medicine (Franklin D et al.)",
      type: "ensayo clínico",
      year: 2018,
      free_access: false,
      weight: 30,
    },
  ],
};

export default scenario;
