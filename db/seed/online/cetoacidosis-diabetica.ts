import type { OnlineScenario } from "./schema";

/**
 * Cetoacidosis diabética grave en el debut de una diabetes tipo 1.
 * Edición que sigue el caso: Glaser N, et al. ISPAD Clinical Practice Consensus Guidelines 2022:
 * Diabetic ketoacidosis and hyperglycemic hyperosmolar state. Pediatr Diabetes 2022;23:835-856.
 * Complementarias: Kuppermann N, et al. (PECARN FLUID) N Engl J Med 2018;378:2275-2287.
 * Canadian Paediatric Society, Acute Care Committee (Gripp KE, et al.). Paediatr Child Health
 * 2023;28(2):128-132. Referencia española: Lou Francés GM. Actuación ante enfermedades
 * intercurrentes y descompensaciones en el niño diabético. Protoc diagn ter pediatr (AEP/SEEP)
 * 2019;1:63-76. Ficha técnica de Actrapid (insulina humana soluble; EMA/CIMA). ISMP e ISMP-España
 * (insulina IV y potasio concentrado como medicamentos de alto riesgo; abreviaturas propensas a error).
 */
const scenario: OnlineScenario = {
  slug: "cetoacidosis-diabetica",
  title: "Cetoacidosis diabética grave en el debut",
  summary:
    "Niño de 9 años con debut de diabetes tipo 1 y cetoacidosis grave. Expansión inicial, perfusión de insulina, potasio y glucosa en el suero, preparación segura de la insulina y del potasio, edema cerebral y paso a insulina subcutánea según ISPAD 2022.",
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
    chips: ["Urgencias", "Escolar", "Debut diabético", "Cetoacidosis"],
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
      notes: "Respiración de Kussmaul; olor cetósico del aliento. Ha orinado en urgencias.",
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
      { tmin: 10, event: "Vía venosa, analítica y gasometría" },
      { tmin: 360, event: "Enfermería avisa de un cambio en el estado del niño" },
    ],
    red_flags: [
      "Acidosis grave con bicarbonato muy bajo",
      "Debut diabético con acidosis grave e hipocapnia: factores de riesgo de complicaciones neurológicas",
      "Somnolencia ya a la llegada (Glasgow 14)",
    ],
    critical_actions: [
      "Clasificar la gravedad con criterios explícitos",
      "Pautar volumen, insulina y potasio en el orden, el momento y la dosis correctos",
      "Preparar la insulina IV y el potasio concentrado como medicamentos de alto riesgo",
      "Vigilar cada hora el estado neurológico, la glucemia y el balance",
      "Actuar sin demora ante cualquier cambio neurológico",
    ],
    learning_objective:
      "Manejar la cetoacidosis diabética grave pediátrica según ISPAD 2022 (fluidos, insulina, potasio y glucosa), preparar con seguridad las perfusiones con las presentaciones disponibles en España y reconocer y tratar precozmente el edema cerebral.",
    objectives: {
      MED: [
        "Clasificar la gravedad de la cetoacidosis",
        "Pautar fluidos, insulina y potasio en el orden y a las dosis correctas",
        "Diagnosticar y tratar el edema cerebral",
        "Planificar el paso a insulina subcutánea",
      ],
      NUR: [
        "Monitorizar constantes, estado neurológico, glucemia y balance hídrico cada hora",
        "Detectar los signos de alarma de edema cerebral",
        "Reconocer un descenso demasiado rápido de la glucemia y avisar",
      ],
      PHARM: [
        "Preparar y calcular la perfusión de insulina IV y evitar su pérdida por adsorción",
        "Preparar sueros con potasio a partir de las presentaciones disponibles en España",
        "Validar la composición del suero y las prescripciones de insulina sin abreviaturas peligrosas",
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
            "Cetoacidosis moderada, porque el bicarbonato (6 mmol/l) todavía es mayor de 5 mmol/l",
            "Cetoacidosis diabética grave: hiperglucemia, cetonemia elevada y pH menor de 7,1",
            "Estado hiperglucémico hiperosmolar, porque la glucemia supera los 500 mg/dl",
            "Cetoacidosis leve-moderada: el Glasgow de 14 y la TA normal indican que aún no es grave",
          ],
          correct_option: 1,
          explanation:
            "Según ISPAD 2022, la cetoacidosis exige glucemia > 200 mg/dl (11 mmol/l), pH venoso < 7,3 o bicarbonato < 18 mmol/l y cetonemia (beta-hidroxibutirato ≥ 3 mmol/l). Gravedad: leve, pH < 7,3 o bicarbonato < 18; moderada, pH < 7,2 o bicarbonato < 10; grave, pH < 7,1 o bicarbonato < 5. Basta con uno de los dos criterios: con pH 7,05 es grave aunque el bicarbonato sea 6. La gravedad es bioquímica, no depende de la TA ni del Glasgow. El estado hiperosmolar requiere glucemia > 600 mg/dl, osmolalidad elevada y sin acidosis importante.",
          roles: [],
          is_critical: false,
          hints: ["ISPAD define cada grado por el pH o por el bicarbonato. ¿Qué ocurre si cada dato cae en un grado distinto?"],
        },
        {
          question_text: "¿Qué nivel de vigilancia necesita?",
          options: [
            "Unidad con experiencia en cetoacidosis y controles horarios clínicos, neurológicos y de glucemia",
            "Planta convencional con constantes cada 4 horas y glucemia capilar antes de cada comida",
            "Observación en urgencias y alta con insulina subcutánea en cuanto tolere líquidos",
            "Planta con glucemia capilar horaria; la exploración neurológica, una vez por turno si no hay cambios",
          ],
          correct_option: 0,
          explanation:
            "ISPAD 2022 recomienda tratar la cetoacidosis en centros con experiencia, con controles horarios clínicos y neurológicos y determinaciones analíticas frecuentes; la cetoacidosis grave, la menor edad y la deshidratación importante aumentan el riesgo de edema cerebral, que suele aparecer horas después de iniciar el tratamiento. Por eso no basta con vigilar la glucemia.",
          roles: [],
          is_critical: false,
          hints: ["¿En qué momento del proceso suelen aparecer las complicaciones graves y qué control las detecta antes?"],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: fluidos, insulina y potasio",
      narrative: "El niño no está en shock y ya ha orinado. Tiempo limitado para cada decisión.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué expansión inicial pautas para 28 kg?",
          options: [
            "60 ml/kg (1680 ml) en la primera hora, como en el shock séptico, para corregir antes la deshidratación",
            "10–20 ml/kg (280–560 ml) de cristaloide isotónico en 20–30 minutos",
            "Ningún fluido hasta conocer el potasio y la osmolalidad, por el riesgo de edema cerebral",
            "Salino al 0,45 % a 10 ml/kg/h, para no aportar un exceso de sodio",
          ],
          correct_option: 1,
          explanation:
            "Según ISPAD 2022, sin shock se administran 10–20 ml/kg de cristaloide isotónico en 20–30 minutos (si hay shock, 20 ml/kg de salino 0,9 % lo más rápido posible) y después el déficit se repone de forma gradual en 24–48 horas. El ensayo PECARN FLUID no encontró más lesión cerebral con ritmos de rehidratación más rápidos, así que retrasar los fluidos no protege del edema cerebral. El salino hipotónico no se usa en la expansión: aumenta el riesgo de descenso brusco de la osmolalidad. 60 ml/kg es la pauta del shock séptico, no la de este niño.",
          roles: [],
          is_critical: true,
          hints: ["Separa dos preguntas: ¿hay shock? y ¿qué cambio de osmolalidad quieres evitar?"],
          time_limit: 60,
        },
        {
          question_text: "¿Cuándo y cómo inicias la insulina?",
          options: [
            "Bolo IV de 0,1 unidades/kg y después perfusión a 0,1 unidades/kg/h desde la llegada, para frenar antes la cetogénesis",
            "Perfusión IV a 0,1 unidades/kg/h (2,8 unidades/h) desde el primer minuto, a la vez que la expansión, sin bolo",
            "Insulina rápida subcutánea 0,1 unidades/kg nada más llegar, mientras se canaliza la vía",
            "Perfusión IV de 0,05–0,1 unidades/kg/h (1,4–2,8 unidades/h), 1 hora después de iniciar los fluidos, sin bolo",
          ],
          correct_option: 3,
          explanation:
            "Según ISPAD 2022, la perfusión de insulina regular a 0,05–0,1 unidades/kg/h se inicia al menos 1 hora después de comenzar los fluidos: la expansión ya baja la glucemia y la insulina inmediata añade un descenso brusco de la osmolalidad y del potasio. El bolo IV inicial es innecesario y puede aumentar el riesgo de edema cerebral. La insulina subcutánea rápida solo es una alternativa en la cetoacidosis no complicada cuando no es posible la perfusión IV, no en una cetoacidosis grave.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en qué hace la insulina con la glucemia, la osmolalidad y el potasio en la primera hora, y en cómo está el volumen circulante en ese momento.",
          ],
          time_limit: 60,
        },
        {
          question_text: "Potasio 4,8 mmol/l con diuresis presente. ¿Qué haces con el potasio?",
          options: [
            "Iniciar la reposición tras la expansión, a la vez que la insulina: 40 mmol/l en el suero, sin superar 0,5 mmol/kg/h",
            "No administrarlo hasta que baje de 3,5 mmol/l, porque con 4,8 mmol/l y la acidosis hay riesgo de hiperpotasemia y arritmias",
            "Añadir 40 mmol/l de potasio ya al primer bolo de expansión, antes de la insulina",
            "Esperar al control de potasio de las 2 horas de insulina y reponer entonces según la cifra",
          ],
          correct_option: 0,
          explanation:
            "Aunque la cifra sea normal, hay déficit de potasio corporal total, y la insulina y la corrección de la acidosis lo harán bajar. Según ISPAD 2022: con potasio normal y diuresis, se inicia tras la expansión y junto a la insulina, a 40 mmol/l, con un máximo de 0,5 mmol/kg/h; solo se añade ya en la expansión si hay hipopotasemia, y se difiere si hay hiperpotasemia hasta comprobar la diuresis. Esperar a que baje expone a una hipopotasemia con riesgo de arritmia.",
          roles: [],
          is_critical: true,
          hints: ["En la acidosis, el potasio plasmático no refleja el corporal. ¿Qué le pasará a la cifra cuando empiece la insulina?"],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Farmacia: perfusión de insulina y composición del suero",
      narrative:
        "Preparación habitual: 50 unidades de insulina humana regular (100 unidades/ml) en 50 ml de salino 0,9 % (1 unidad/ml), en jeringa. En el servicio hay cloruro potásico 2 mEq/ml (ampollas de 10 ml) y fosfato monopotásico 1 M (1 mmol de fosfato y 1 mEq de potasio por ml).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Para 0,1 unidades/kg/h en 28 kg, ¿a qué velocidad se programa la bomba?",
          options: ["28 ml/h", "0,28 ml/h", "2,8 ml/h", "5,6 ml/h"],
          correct_option: 2,
          explanation:
            "Dosis de ISPAD 2022: 0,1 × 28 = 2,8 unidades/h; a 1 unidad/ml, 2,8 ml/h. 28 ml/h y 0,28 ml/h son errores de 10 veces. 5,6 ml/h duplica la dosis (0,2 unidades/kg/h): sería la velocidad correcta solo para una jeringa de 0,5 unidades/ml (50 unidades en 100 ml), un error típico cuando se usa la tabla de otra concentración. Escribe siempre «unidades»: la «U» puede leerse como 0 o 4 (ISMP) y convertir 2,8 en 28 o más. La insulina IV es un medicamento de alto riesgo (ISMP, ISMP-España): doble verificación independiente.",
          roles: [],
          is_critical: true,
          hints: ["Primero calcula las unidades por hora; después conviértelas con la concentración de la jeringa."],
        },
        {
          question_text: "Antes de conectar al niño la jeringa de insulina recién preparada, ¿qué haces con el sistema de perfusión?",
          options: [
            "Purgarlo con salino 0,9 % sin insulina, para no desperdiciar insulina, y conectar después la jeringa",
            "Purgarlo con la propia solución de insulina, desechando el volumen de cebado que fije el protocolo, y rotular la línea",
            "No purgarlo y programar un bolo inicial de 0,1 unidades/kg para compensar la insulina que se queda en el plástico",
            "No hace falta ninguna medida: con jeringas y alargaderas de plástico la insulina no se adsorbe",
          ],
          correct_option: 1,
          explanation:
            "La insulina se adsorbe a los plásticos de jeringas, bolsas y sistemas; la ficha técnica de Actrapid (insulina humana soluble, EMA/CIMA) advierte de que al principio una parte de la insulina queda adsorbida al material. Si se purga con salino, o no se purga, el niño recibe durante las primeras horas menos insulina de la programada. Por eso se ceba el sistema con la propia solución según el protocolo del centro y se rotula la línea. Un bolo para «compensar» contradice ISPAD 2022, que desaconseja el bolo inicial.",
          roles: [],
          is_critical: false,
          hints: [
            "¿Qué ocurre con las primeras unidades de insulina que pasan por un plástico nuevo y qué efecto tendría en la dosis real de las primeras horas?",
          ],
        },
        {
          question_text:
            "Se prescribe un suero de 500 ml con 40 mmol/l de potasio, la mitad como cloruro potásico y la mitad como fosfato monopotásico. ¿Qué añades?",
          options: [
            "10 ml de cloruro potásico 2 mEq/ml y 10 ml de fosfato monopotásico 1 M",
            "20 ml de cloruro potásico 2 mEq/ml, sin fosfato",
            "10 ml de cloruro potásico 2 mEq/ml y 5 ml de fosfato monopotásico 1 M",
            "5 ml de cloruro potásico 2 mEq/ml y 10 ml de fosfato monopotásico 1 M",
          ],
          correct_option: 3,
          explanation:
            "40 mmol/l × 0,5 l = 20 mmol de potasio: 10 mmol como cloruro y 10 mmol como fosfato monopotásico. Para el potasio, 1 mEq = 1 mmol: 10 mmol ÷ 2 mEq/ml = 5 ml de cloruro potásico; 10 mmol ÷ 1 mmol/ml = 10 ml de fosfato monopotásico 1 M, que aportan además 10 mmol de fosfato. Con los 15 ml añadidos, la bolsa queda a unos 39 mmol/l (20 mmol en 515 ml). ISPAD 2022 admite combinar cloruro y fosfato potásico, vigilando el calcio, porque el fosfato puede causar hipocalcemia. 10 ml + 10 ml serían 30 mmol (60 mmol/l); 10 ml de cloruro + 5 ml de fosfato, 25 mmol (50 mmol/l), por invertir las concentraciones; 20 ml de cloruro, 40 mmol (80 mmol/l). El cloruro potásico concentrado es un medicamento de alto riesgo: ISMP-España recomienda retirarlo de las unidades y usar soluciones ya preparadas; si se añade, hay que mezclar bien la bolsa, rotularla y respetar la concentración máxima por vía periférica que fije el protocolo del centro.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula primero los mmol totales que lleva la bolsa; después reparte y convierte cada mitad con la concentración de su ampolla.",
          ],
        },
        {
          question_text: "La glucemia baja a 280 mg/dl (15,5 mmol/l) pero el pH sigue en 7,15. ¿Qué ajuste recomiendas?",
          options: [
            "Suspender la insulina hasta que la glucemia vuelva a superar los 300 mg/dl, para evitar la hipoglucemia",
            "Reducir la insulina a la mitad y mantener el suero sin glucosa",
            "Añadir glucosa al suero y mantener la insulina hasta resolver la cetosis",
            "Pasar a insulina subcutánea y suspender los fluidos IV",
          ],
          correct_option: 2,
          explanation:
            "Según ISPAD 2022, se añade glucosa al suero (habitualmente al 5 %, más concentrada si hace falta) cuando la glucemia baja a unos 250–300 mg/dl (14–17 mmol/l), o antes si desciende muy deprisa. La insulina sigue siendo necesaria para frenar la cetogénesis: si la glucemia cae demasiado, se aumenta la glucosa antes que reducir la insulina. Muchos centros lo hacen con dos bolsas de igual composición salvo la glucosa (0 % y 10 %), cuyo reparto se ajusta sin cambiar el ritmo total. Suspender o reducir la insulina sin glucosa prolonga la acidosis; el paso a subcutánea se plantea cuando la cetoacidosis se ha resuelto.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué corrige la insulina además de la glucemia, y qué dato te dice que ese problema sigue activo?"],
        },
      ],
    },
    {
      description: "Enfermería: vigilancia neurológica, glucemia y balance",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "En la primera hora de insulina, la glucemia capilar pasa de 520 a 380 mg/dl. ¿Qué haces?",
          options: [
            "Nada especial: cuanto antes baje la glucemia, antes se corrige la cetoacidosis",
            "Parar la perfusión de insulina 1 hora y repetir la glucemia",
            "Avisar al médico: es un descenso demasiado rápido y puede precisar glucosa en el suero aunque la glucemia siga alta",
            "Reducir por tu cuenta la perfusión de insulina a la mitad y repetir la glucemia en 2 horas",
          ],
          correct_option: 2,
          explanation:
            "Ha bajado 140 mg/dl en una hora (unos 7,8 mmol/l/h). ISPAD 2022 indica que, si la glucemia desciende muy deprisa (más de 5 mmol/l/h, unos 90 mg/dl/h) tras la expansión inicial, se valore añadir glucosa aunque aún no haya bajado a 300 mg/dl. Los descensos bruscos de glucemia y osmolalidad se asocian al edema cerebral. No se para ni se reduce la insulina por iniciativa propia: sigue haciendo falta para resolver la cetosis.",
          roles: [],
          is_critical: true,
          hints: ["Calcula la velocidad de descenso por hora y pregúntate si un descenso rápido es inocuo."],
        },
        {
          question_text:
            "A las 6 horas refiere cefalea intensa, está más irritable, la FC baja de 110 a 70 lpm y la TA sube a 130/85. ¿Qué haces?",
          options: [
            "Avisar al médico y repetir constantes en 1 hora: la bradicardia es esperable al corregirse la deshidratación",
            "Dar paracetamol IV para la cefalea y reevaluar en 4 horas, manteniendo los controles horarios",
            "Aumentar el ritmo de los fluidos, porque la cefalea puede deberse a que persiste la deshidratación",
            "Sospechar edema cerebral: avisar de inmediato, elevar la cabecera y preparar manitol o salino hipertónico",
          ],
          correct_option: 3,
          explanation:
            "ISPAD 2022 cita como signos de alarma la cefalea, el descenso de la FC no explicado, la irritabilidad o el deterioro de la conciencia y el aumento de la TA. El edema cerebral suele aparecer entre 4 y 12 horas tras iniciar el tratamiento y exige tratamiento inmediato, sin esperar a la siguiente ronda de constantes. Aumentar los fluidos o tratar solo la cefalea retrasa el tratamiento.",
          roles: [],
          is_critical: true,
          hints: [
            "Compara la FC y la TA actuales con las de llegada: ¿encaja el cambio con una mejor hidratación o apunta a otro proceso? Piensa también en el momento del tratamiento en que ocurre.",
          ],
        },
        {
          question_text: "¿Qué controles horarios son imprescindibles?",
          options: [
            "Constantes, escala neurológica (Glasgow), glucemia capilar y balance de entradas y salidas",
            "Glucemia capilar y cetonemia cada 4 horas; constantes y exploración neurológica, una vez por turno",
            "Constantes y glucemia capilar horarias; la escala neurológica, solo si refiere cefalea",
            "Glucemia capilar horaria y balance hídrico cada 8 horas; constantes por turno si está estable",
          ],
          correct_option: 0,
          explanation:
            "ISPAD 2022 recomienda controles horarios de constantes, estado neurológico, glucemia y balance hídrico, además de analíticas periódicas (electrolitos, gasometría, cetonemia) según protocolo. La valoración neurológica horaria es la que detecta a tiempo el edema cerebral, que puede empezar con signos sutiles antes de la cefalea.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué detecta a tiempo el edema cerebral, la hipoglucemia y la sobrecarga o el defecto de fluidos."],
        },
      ],
    },
    {
      description: "Medicina: edema cerebral y tratamientos que no ayudan",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Qué tratamiento inmediato pautas para 28 kg?",
          options: [
            "Manitol 0,5–1 g/kg (14–28 g; 70–140 ml al 20 %) o salino al 3 % 2,5–5 ml/kg (70–140 ml), en 10–15 minutos",
            "Manitol 5–10 g/kg IV en 10–15 minutos (140–280 g), repetible cada hora hasta que ceda la cefalea",
            "Salino hipertónico al 3 % 25–50 ml/kg (700–1400 ml) en 1 hora, aumentando a la vez el ritmo de los fluidos",
            "Hiperventilar hasta una pCO2 menor de 25 mmHg y administrar furosemida IV",
          ],
          correct_option: 0,
          explanation:
            "Según ISPAD 2022: manitol 0,5–1 g/kg IV en 10–15 minutos o, como alternativa, salino hipertónico al 3 % 2,5–5 ml/kg en 10–15 minutos; elevar la cabecera y ajustar el ritmo de fluidos para mantener una TA normal, evitando tanto el exceso de fluidos como la hipotensión, que comprometería la perfusión cerebral. La hiperventilación intensa se ha asociado a peor evolución. 5–10 g/kg y 25–50 ml/kg son errores de 10 veces.",
          roles: [],
          is_critical: true,
          hints: [
            "Decide primero el fármaco y la dosis por kilo; después conviértela a volumen con la concentración de la presentación (el manitol al 20 % lleva 0,2 g por ml).",
          ],
        },
        {
          question_text: "¿Debe hacerse un TC craneal antes de tratar?",
          options: [
            "Sí, siempre antes del manitol, porque la osmoterapia está contraindicada si hay una hemorragia intracraneal",
            "Sí, y no tratar si el TC es normal, ya que un TC normal descarta el edema cerebral",
            "No: en la cetoacidosis el diagnóstico es clínico y la neuroimagen no aporta nada en ningún momento",
            "No: no se retrasa el tratamiento; la imagen se valora tras estabilizar, para descartar otras causas",
          ],
          correct_option: 3,
          explanation:
            "Según ISPAD 2022, el edema cerebral es un diagnóstico clínico y el tratamiento no debe esperar a la neuroimagen. Un TC inicial puede ser normal. Una vez iniciado el tratamiento y estabilizado el niño, la imagen sí es útil para descartar otras lesiones intracraneales (p. ej., trombosis o hemorragia).",
          roles: [],
          is_critical: true,
          hints: ["¿Qué se pierde esperando al TC y qué cambiaría un TC normal en este momento?"],
        },
        {
          question_text: "Tras 3 horas de tratamiento el pH es 7,08. ¿Está indicado el bicarbonato sódico?",
          options: [
            "Sí, siempre que el pH sea menor de 7,2, para acelerar la corrección de la acidosis y reducir la taquipnea",
            "No de rutina: solo en hiperpotasemia con riesgo vital o acidosis extrema con disfunción cardíaca",
            "Sí, 1 mEq/kg en 1 hora, porque el pH apenas ha subido tras 3 horas de insulina",
            "Sí, en toda cetoacidosis grave, desde el ingreso",
          ],
          correct_option: 1,
          explanation:
            "ISPAD 2022 no recomienda el bicarbonato salvo en la hiperpotasemia con riesgo vital o en la acidosis extrema (pH < 6,9) con disminución de la contractilidad cardíaca. La acidosis se corrige con fluidos e insulina; que el pH suba despacio en las primeras horas es habitual. El bicarbonato puede empeorar la acidosis intracelular del sistema nervioso central y la hipopotasemia.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué está produciendo la acidosis y qué tratamiento actúa sobre esa causa?"],
        },
      ],
    },
    {
      description: "Resolución: paso a insulina subcutánea",
      narrative:
        "A las 30 horas la cetoacidosis se ha resuelto, el niño está despierto y tolera la vía oral. Se prepara el paso a una pauta bolo-basal con análogo de insulina rápida.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cómo pasas de la perfusión IV a la insulina subcutánea?",
          options: [
            "Parar la perfusión y poner la insulina subcutánea en ese mismo momento",
            "Parar la perfusión y administrar insulina subcutánea cuando la siguiente glucemia supere los 250 mg/dl",
            "Administrar la insulina rápida subcutánea 15–30 minutos antes de parar la perfusión, idealmente antes de una comida",
            "Parar la perfusión en cuanto la glucemia sea normal, aunque persista la cetonemia, y pasar a la pauta subcutánea con la cena",
          ],
          correct_option: 2,
          explanation:
            "Según ISPAD 2022, el paso a subcutánea se hace cuando la cetoacidosis se ha resuelto y el niño tolera la vía oral, preferiblemente antes de una comida. La primera dosis subcutánea se administra 15–30 minutos antes de parar la perfusión si es insulina rápida (1–2 horas antes si es insulina regular), para que se absorba a tiempo. Si se para antes o a la vez, queda un periodo sin insulina y reaparecen la hiperglucemia y la cetosis.",
          roles: [],
          is_critical: true,
          hints: ["La insulina subcutánea no actúa en el momento de inyectarla; la IV deja de actuar en minutos."],
        },
        {
          question_text: "Llega la orden «insulina aspart 3U sc antes de cenar». ¿Qué haces al validarla o administrarla?",
          options: [
            "Administrarla tal como está: «U» es la abreviatura habitual de unidades",
            "Pedir que se reescriba como «3 unidades» (sin «U») y comprobar la pluma y la dosis con otro profesional",
            "Interpretarla como 30 unidades si la glucemia es alta, porque 3 unidades es poco para una cena",
            "Pedir que se cambie a «3 UI», que es la abreviatura internacional aceptada",
          ],
          correct_option: 1,
          explanation:
            "ISMP incluye «U» y «UI» entre las abreviaturas propensas a error: la «U» puede leerse como 0 o 4 («3U» como 30 o 34) y «UI» como IV o 10; hay que escribir «unidades». La insulina es un medicamento de alto riesgo para ISMP e ISMP-España: ante una orden ambigua se aclara con quien prescribe, nunca se interpreta, y se usa la doble verificación.",
          roles: ["farmacia", "enfermeria"],
          is_critical: false,
          hints: ["Lee la orden como lo haría alguien cansado a las tres de la madrugada: ¿cuántas lecturas admite?"],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "ISPAD Clinical Practice Consensus Guidelines 2022: Diabetic ketoacidosis and hyperglycemic hyperosmolar state (edición que sigue el caso)",
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
      source:
        "Canadian Paediatric Society, Acute Care Committee – Practice point (Paediatr Child Health 2023;28(2):128-132; Gripp KE et al.)",
      type: "consenso",
      year: 2022,
      free_access: true,
      weight: 30,
    },
    {
      title:
        "Actuación ante enfermedades intercurrentes y descompensaciones en el niño diabético (Protocolos diagnósticos y terapéuticos de la AEP, Endocrinología)",
      url: "https://www.aeped.es/protocolos/",
      source:
        "Asociación Española de Pediatría / Sociedad Española de Endocrinología Pediátrica (Lou Francés GM. Protoc diagn ter pediatr 2019;1:63-76)",
      type: "guía",
      year: 2019,
      free_access: true,
      weight: 40,
    },
    {
      title: "Actrapid (insulina humana soluble): ficha técnica, apartado 6.6 (perfusión IV y adsorción al material)",
      url: "https://www.ema.europa.eu/en/medicines/human/EPAR/actrapid",
      source: "Agencia Europea de Medicamentos (EMA); ficha técnica también disponible en CIMA-AEMPS",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 50,
    },
    {
      title: "ISMP-España: prácticas seguras con medicamentos de alto riesgo (insulina IV, cloruro potásico concentrado)",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 60,
    },
    {
      title: "ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations",
      url: "https://www.ismp.org/recommendations/error-prone-abbreviations-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
