import type { OnlineScenario } from "./schema";

/**
 * Cetoacidosis diabética grave en el debut de una diabetes tipo 1.
 * Fuente principal: Glaser N, et al. ISPAD Clinical Practice Consensus Guidelines 2022:
 * Diabetic ketoacidosis and hyperglycemic hyperosmolar state. Pediatr Diabetes 2022;23:835-856.
 * Complementaria: Kuppermann N, et al. (PECARN FLUID) N Engl J Med 2018;378:2275-2287.
 */
const scenario: OnlineScenario = {
  slug: "cetoacidosis-diabetica",
  title: "Cetoacidosis diabética grave en el debut",
  summary:
    "Niño de 9 años con debut de diabetes tipo 1 y cetoacidosis grave. Fluidos iniciales, insulina IV sin bolo a partir de la primera hora, potasio, glucosa en el suero y reconocimiento y tratamiento del edema cerebral según ISPAD 2022.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Endocrino y metabólico"],
  brief: {
    title: "Niño de 9 años con vómitos, dolor abdominal y respiración profunda",
    context:
      "Urgencias pediátricas de un hospital con UCI pediátrica. Tres semanas de poliuria, polidipsia y pérdida de peso; desde ayer, vómitos y dolor abdominal. Hoy está somnoliento.",
    chips: ["Urgencias", "Escolar", "Debut diabético", "Cetoacidosis grave"],
    demographics: { age: "9 años", weightKg: 28, sex: "Niño" },
    chief_complaint: "Vómitos, dolor abdominal y respiración rápida y profunda con aliento afrutado.",
    history: [
      "Poliuria, polidipsia y nicturia de 3 semanas",
      "Pérdida de unos 3 kg en el último mes",
      "Sin enfermedades previas; sin alergias conocidas",
      "Sin antecedentes familiares de diabetes",
    ],
    triangle: { appearance: "amber", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "Somnoliento pero despierta y responde con coherencia; Glasgow 14.",
      breathing: "Respiración profunda y rápida (Kussmaul), sin tiraje.",
      circulation: "Mucosas secas, ojos hundidos, relleno capilar de 3 segundos; pulsos presentes.",
    },
    vitals: {
      fc: 125,
      fr: 32,
      sat: 98,
      temp: 36.8,
      ta: "104/66",
      notes: "Respiración de Kussmaul; olor cetósico del aliento.",
    },
    exam: [
      "Deshidratación clínica moderada",
      "Abdomen doloroso de forma difusa, sin defensa",
      "Exploración neurológica sin focalidad; pupilas normales",
    ],
    quick_labs: [
      { name: "Glucemia", value: "520 mg/dl (28,9 mmol/l)" },
      { name: "Gasometría venosa", value: "pH 7,05; bicarbonato 6 mmol/l; pCO2 22 mmHg" },
      { name: "Beta-hidroxibutirato", value: "5,8 mmol/l" },
      { name: "Sodio", value: "132 mmol/l" },
      { name: "Potasio", value: "4,8 mmol/l" },
    ],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias; glucemia capilar «HI» y cetonemia elevada" },
      { tmin: 10, event: "Vía venosa, analítica y gasometría; se inicia la expansión con cristaloide" },
      { tmin: 70, event: "Se inicia la perfusión de insulina IV" },
      { tmin: 360, event: "Cefalea intensa, irritabilidad y descenso de la FC" },
    ],
    red_flags: [
      "Acidosis grave (pH < 7,1)",
      "Edad, deshidratación y acidosis intensa: riesgo de edema cerebral",
      "Cefalea, bradicardia relativa, hipertensión o deterioro neurológico durante el tratamiento",
    ],
    critical_actions: [
      "Expansión con 10–20 ml/kg de cristaloide isotónico en 20–30 minutos",
      "Insulina IV 0,05–0,1 unidades/kg/h al menos 1 hora después de iniciar los fluidos, sin bolo",
      "Reposición de potasio según la cifra y la diuresis",
      "Añadir glucosa al suero cuando la glucemia baja, sin suspender la insulina",
      "Reconocer el edema cerebral y tratarlo con manitol o salino hipertónico sin esperar a la imagen",
    ],
    learning_objective:
      "Manejar la cetoacidosis diabética grave pediátrica con fluidos, insulina y potasio según ISPAD 2022, y reconocer y tratar precozmente el edema cerebral.",
    objectives: {
      MED: [
        "Clasificar la gravedad de la cetoacidosis",
        "Pautar fluidos, insulina y potasio en el orden y a las dosis correctas",
        "Diagnosticar y tratar el edema cerebral",
      ],
      NUR: [
        "Monitorizar constantes, estado neurológico, glucemia y balance hídrico cada hora",
        "Detectar los signos de alarma de edema cerebral",
      ],
      PHARM: [
        "Preparar y calcular la perfusión de insulina IV",
        "Ajustar la composición del suero (potasio y glucosa)",
        "Calcular las dosis de manitol y salino hipertónico",
      ],
    },
    competencies: [
      "Manejo de fluidos y electrolitos",
      "Medicamentos de alto riesgo (insulina IV, potasio concentrado)",
      "Vigilancia neurológica",
    ],
    estimated_minutes: 20,
    level: "avanzado",
  },
  steps: [
    {
      description: "Diagnóstico y gravedad",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Según ISPAD 2022, ¿cómo clasificas este cuadro?",
          options: [
            "Cetoacidosis leve, porque el bicarbonato es mayor de 5 mmol/l y el paciente está consciente",
            "Cetoacidosis diabética grave: hiperglucemia, cetonemia elevada y pH menor de 7,1",
            "Estado hiperglucémico hiperosmolar, porque la glucemia supera los 500 mg/dl",
            "Cetosis sin acidosis",
          ],
          correct_option: 1,
          explanation:
            "ISPAD 2022: glucemia > 200 mg/dl (11 mmol/l), pH venoso < 7,3 o bicarbonato < 18 mmol/l y cetonemia (≥ 3 mmol/l). Gravedad: leve pH < 7,3 o bicarbonato < 18; moderada pH < 7,2 o bicarbonato < 10; grave pH < 7,1 o bicarbonato < 5. Con pH 7,05 es grave.",
          roles: [],
          is_critical: false,
          hints: ["Mira el pH."],
        },
        {
          question_text: "¿Qué nivel de vigilancia necesita?",
          options: [
            "Unidad con experiencia en CAD y controles horarios clínicos, neurológicos y de glucemia",
            "Planta convencional con constantes cada 4 horas y glucemia capilar antes de cada comida",
            "Observación en casa con insulina subcutánea",
            "Ninguna especial si se corrige la glucemia",
          ],
          correct_option: 0,
          explanation:
            "ISPAD 2022 recomienda tratar la CAD en centros con experiencia, con controles horarios clínicos y neurológicos y determinaciones analíticas frecuentes; la CAD grave y los pacientes pequeños tienen más riesgo de edema cerebral.",
          roles: [],
          is_critical: false,
          hints: ["Las complicaciones aparecen durante el tratamiento."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: fluidos, insulina y potasio",
      narrative: "El niño no está en shock. Tiempo limitado para cada decisión.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué expansión inicial pautas para 28 kg?",
          options: [
            "60 ml/kg (1680 ml) en la primera hora, como en el shock séptico, para corregir antes la deshidratación",
            "Suero glucosado al 5 % a doble de mantenimiento",
            "Ningún fluido hasta conocer el potasio y la osmolalidad, por el riesgo de edema cerebral",
            "10–20 ml/kg (280–560 ml) de cristaloide isotónico en 20–30 minutos",
          ],
          correct_option: 3,
          explanation:
            "ISPAD 2022: sin shock, 10–20 ml/kg de cristaloide isotónico en 20–30 minutos; si hay shock, 20 ml/kg de salino 0,9 % lo más rápido posible. Después, el déficit se repone de forma gradual durante 24–48 horas.",
          roles: [],
          is_critical: true,
          hints: ["Un volumen moderado y en un tiempo definido."],
          time_limit: 60,
        },
        {
          question_text: "¿Cuándo y cómo inicias la insulina?",
          options: [
            "Bolo IV de 0,1 unidades/kg y después perfusión a 0,1 unidades/kg/h desde la llegada, para frenar antes la cetogénesis",
            "Insulina rápida subcutánea 0,1 unidades/kg nada más llegar, mientras se canaliza la vía",
            "Perfusión IV de 0,05–0,1 unidades/kg/h (1,4–2,8 unidades/h), 1 hora después de iniciar los fluidos, sin bolo",
            "Perfusión a 1 unidad/kg/h",
          ],
          correct_option: 2,
          explanation:
            "ISPAD 2022: perfusión de 0,05–0,1 unidades/kg/h iniciada al menos 1 hora después de comenzar los fluidos. El bolo IV inicial es innecesario y puede aumentar el riesgo de edema cerebral. 1 unidad/kg/h es una sobredosis de 10 veces.",
          roles: [],
          is_critical: true,
          hints: ["Primero volumen, luego insulina.", "El bolo no aporta beneficio."],
          time_limit: 60,
        },
        {
          question_text: "Potasio 4,8 mmol/l con diuresis presente. ¿Qué haces con el potasio?",
          options: [
            "No administrarlo hasta que baje de 3,5 mmol/l, porque con 4,8 mmol/l hay riesgo de hiperpotasemia",
            "Iniciar la reposición tras la expansión, a la vez que la insulina: 40 mmol/l en el suero, sin superar 0,5 mmol/kg/h",
            "Administrar cloruro potásico concentrado IV en 10 minutos antes de la insulina para prevenir la hipopotasemia",
            "Añadirlo solo cuando se suspenda la perfusión de insulina",
          ],
          correct_option: 1,
          explanation:
            "Aunque la cifra sea normal hay déficit corporal total y la insulina hará bajar el potasio. ISPAD 2022: con potasio normal, iniciar tras la expansión y junto a la insulina, a 40 mmol/l, máximo 0,5 mmol/kg/h. El cloruro potásico concentrado nunca se administra en bolo.",
          roles: [],
          is_critical: true,
          hints: ["La insulina mete potasio en las células."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Farmacia: perfusión de insulina y composición del suero",
      narrative: "Preparación habitual: 50 unidades de insulina regular en 50 ml de salino 0,9 % (1 unidad/ml).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Para 0,1 unidades/kg/h en 28 kg, ¿a qué velocidad se programa la bomba?",
          options: [
            "2,8 ml/h",
            "28 ml/h",
            "0,28 ml/h",
            "5,6 ml/h",
          ],
          correct_option: 0,
          explanation:
            "0,1 × 28 = 2,8 unidades/h; a 1 unidad/ml, 2,8 ml/h. Escribe siempre «unidades»: la «U» puede leerse como 0 o 4 (ISMP) y convertir 2,8 en 28 o más. La insulina IV es un medicamento de alto riesgo: doble verificación independiente.",
          roles: [],
          is_critical: true,
          hints: ["Con 1 unidad/ml, unidades por hora = ml por hora."],
        },
        {
          question_text: "La glucemia baja a 280 mg/dl (15,5 mmol/l) pero el pH sigue en 7,15. ¿Qué ajuste recomiendas?",
          options: [
            "Suspender la insulina hasta que la glucemia vuelva a superar los 300 mg/dl, para evitar la hipoglucemia",
            "Reducir la insulina a 0,01 unidades/kg/h y mantener el suero sin glucosa",
            "Pasar a insulina subcutánea y suspender los fluidos IV",
            "Añadir glucosa al suero y mantener la insulina hasta resolver la cetosis",
          ],
          correct_option: 3,
          explanation:
            "ISPAD 2022: añadir glucosa al suero (habitualmente al 5 %, más concentrada si hace falta) cuando la glucemia baja a unos 250–300 mg/dl (14–17 mmol/l), o antes si desciende muy deprisa. La insulina sigue siendo necesaria para resolver la cetosis; si la glucemia cae demasiado, se aumenta la glucosa antes que reducir la insulina.",
          roles: [],
          is_critical: true,
          hints: ["La glucemia mejora antes que la acidosis."],
        },
        {
          question_text: "¿Está indicado el bicarbonato sódico?",
          options: [
            "Sí, siempre que el pH sea menor de 7,2, para acelerar la corrección de la acidosis y reducir la taquipnea",
            "Sí, en toda cetoacidosis grave",
            "No de rutina: solo en hiperpotasemia con riesgo vital o acidosis extrema con disfunción cardíaca",
            "Sí, en bolo al ingreso",
          ],
          correct_option: 2,
          explanation:
            "ISPAD 2022 no recomienda el bicarbonato salvo hiperpotasemia con riesgo vital o acidosis extrema (pH < 6,9) con compromiso de la contractilidad. La acidosis se corrige con fluidos e insulina.",
          roles: [],
          is_critical: false,
          hints: ["La acidosis se debe a los cuerpos cetónicos."],
        },
      ],
    },
    {
      description: "Enfermería: vigilancia neurológica y balance",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text:
            "A las 6 horas refiere cefalea intensa, está más irritable, la FC baja de 110 a 70 lpm y la TA sube a 130/85. ¿Qué haces?",
          options: [
            "Interpretarlo como mejoría por la rehidratación",
            "Sospechar edema cerebral: avisar de inmediato, elevar la cabecera y preparar manitol o salino hipertónico",
            "Dar paracetamol IV para la cefalea y reevaluar en 4 horas: la bradicardia indica que la deshidratación se está corrigiendo",
            "Aumentar el ritmo de los fluidos",
          ],
          correct_option: 1,
          explanation:
            "ISPAD 2022 cita como signos de alarma la cefalea, el descenso de la FC no explicado, la irritabilidad o el deterioro de la conciencia y el aumento de la TA. Suele aparecer entre 4 y 12 horas tras iniciar el tratamiento y exige actuar sin demora.",
          roles: [],
          is_critical: true,
          hints: ["Bradicardia e hipertensión juntas son un signo de hipertensión intracraneal."],
        },
        {
          question_text: "¿Qué controles horarios son imprescindibles?",
          options: [
            "Constantes, escala neurológica (Glasgow), glucemia capilar y balance de entradas y salidas",
            "Glucemia capilar y cetonemia cada 4 horas; constantes y exploración neurológica, una vez por turno",
            "Solo la temperatura",
            "Peso diario, sin más controles",
          ],
          correct_option: 0,
          explanation:
            "ISPAD 2022 recomienda controles horarios de constantes, estado neurológico, glucemia y balance hídrico, y analíticas periódicas (electrolitos, gasometría, cetonemia) según protocolo.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en lo que detecta a tiempo el edema cerebral y la hipoglucemia."],
        },
      ],
    },
    {
      description: "Medicina: tratamiento del edema cerebral",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Qué tratamiento inmediato pautas para 28 kg?",
          options: [
            "Manitol 5–10 g/kg IV en 10–15 minutos (140–280 g), repetible cada hora hasta que ceda la cefalea",
            "Salino hipertónico al 3 % 25–50 ml/kg (700–1400 ml) en 1 hora, aumentando a la vez el ritmo de los fluidos",
            "Dexametasona IV y esperar",
            "Manitol 0,5–1 g/kg (14–28 g; 70–140 ml al 20 %) o salino al 3 % 2,5–5 ml/kg (70–140 ml), en 10–15 min",
          ],
          correct_option: 3,
          explanation:
            "ISPAD 2022: manitol 0,5–1 g/kg IV en 10–15 minutos o, como alternativa, salino hipertónico al 3 % 2,5–5 ml/kg en 10–15 minutos; además, reducir el ritmo de fluidos y elevar la cabecera. Las opciones 5–10 g/kg y 25–50 ml/kg son errores de 10 veces.",
          roles: [],
          is_critical: true,
          hints: ["El manitol al 20 % contiene 0,2 g por ml."],
        },
        {
          question_text: "¿Debe hacerse un TC craneal antes de tratar?",
          options: [
            "Sí, siempre antes del manitol, porque la osmoterapia está contraindicada si hay una hemorragia intracraneal",
            "Sí, y no tratar si el TC es normal, ya que un TC normal descarta el edema cerebral",
            "No: no se retrasa el tratamiento; la imagen se valora tras estabilizar, para descartar otras causas",
            "No es necesario nunca",
          ],
          correct_option: 2,
          explanation:
            "ISPAD 2022: el edema cerebral es un diagnóstico clínico y el tratamiento no debe esperar a la neuroimagen, que se valora tras estabilizar para descartar otras lesiones (p. ej., trombosis o hemorragia).",
          roles: [],
          is_critical: true,
          hints: ["¿Qué se pierde esperando al TC?"],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "ISPAD Clinical Practice Consensus Guidelines 2022: Diabetic ketoacidosis and hyperglycemic hyperosmolar state",
      url: "https://doi.org/10.1111/pedi.13406",
      source: "Pediatric Diabetes – ISPAD (Glaser N et al.)",
      type: "consenso",
      year: 2022,
      free_access: true,
      weight: 10,
    },
    {
      title: "Clinical Trial of Fluid Infusion Rates for Pediatric Diabetic Ketoacidosis (PECARN FLUID)",
      url: "https://doi.org/10.1056/NEJMoa1716816",
      source: "New England Journal of Medicine (Kuppermann N et al.)",
      type: "ensayo clínico",
      year: 2018,
      free_access: false,
      weight: 20,
    },
    {
      title: "Current recommendations for management of paediatric diabetic ketoacidosis",
      url: "https://cps.ca/en/documents/position/current-recommendations-for-management-of-paediatric-diabetic-ketoacidosis",
      source: "Canadian Paediatric Society, Acute Care Committee – Practice point (Paediatr Child Health 2023;28(2):128-132; Gripp KE et al.)",
      type: "consenso",
      year: 2022,
      free_access: true,
      weight: 30,
    },
    {
      title: "ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations",
      url: "https://www.ismp.org/recommendations/error-prone-abbreviations-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 40,
    },
  ],
};

export default scenario;
