import type { OnlineScenario } from "./schema";

/**
 * Traumatismo craneoencefálico grave en un niño pequeño.
 * Fuentes:
 * - Kochanek PM, et al. Guidelines for the Management of Pediatric Severe Traumatic Brain Injury,
 *   Third Edition: Update of the Brain Trauma Foundation Guidelines. Pediatr Crit Care Med
 *   2019;20(3S Suppl 1):S1-S82, y el algoritmo de consenso (Pediatr Crit Care Med 2019;20:269-279).
 * - Kuppermann N, et al. (PECARN). Identification of children at very low risk of clinically-important
 *   brain injuries after head trauma: a prospective cohort study. Lancet 2009;374:1160-1170.
 * - González Balenciaga M. Traumatismo craneal. Protoc diagn ter pediatr. 2020;1:233-245 (SEUP/AEP).
 * - Serrano González A, Martínez de Azagra Garde A, Cambra Lasaosa FJ. Traumatismo craneoencefálico
 *   grave. Protoc diagn ter pediatr. 2021;1:763-777 (SECIP/AEP).
 * - Pediamécum (Comité de Medicamentos de la AEP): manitol (0,5–1 g/kg en 20–30 minutos; no en
 *   perfusión continua; repetir si la osmolalidad plasmática es inferior a 300–320 mOsm/kg).
 * - Fichas técnicas de manitol 20 % (CIMA, AEMPS): cristalización, filtro.
 * - Djakow J, et al. ERC Guidelines 2025: Paediatric Life Support. Resuscitation 2025;215:110767
 *   (edición vigente; objetivos de SatO2 y percentil 5 de TA sistólica cotejados con la edición 2021).
 * - ISMP-España: lista de medicamentos de alto riesgo (cloruro sódico hipertónico).
 */
const scenario: OnlineScenario = {
  slug: "traumatismo-craneoencefalico-grave",
  title: "Traumatismo craneoencefálico grave en un niño de 20 meses",
  summary:
    "Niño de 20 meses que cae desde un primer piso: Glasgow modificado de 7, vía aérea con protección cervical, prevención de la hipoxia y la hipotensión, signos de herniación y osmoterapia con suero salino hipertónico al 3 % frente a manitol, objetivos de neuroprotección de la Brain Trauma Foundation (2019), criterios de TC de PECARN y protocolos SEUP y SECIP de la AEP.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 25,
  max_attempts: 3,
  categories: ["Traumatismos", "Neurología"],
  brief: {
    title: "Niño de 20 meses tras una caída desde un primer piso",
    context:
      "Urgencias pediátricas de un hospital con neurocirugía y UCI pediátrica. El niño llega en una ambulancia de soporte vital avanzado tras caer desde la ventana de un primer piso, unos 3 metros, sobre la acera. Trae collarín cervical y viene inmovilizado en un colchón de vacío.",
    chips: ["Urgencias", "Politraumatismo", "TCE grave", "Hipertensión intracraneal", "Neuroprotección"],
    demographics: { age: "20 meses", weightKg: 11, sex: "Niño" },
    chief_complaint: "Disminución del nivel de conciencia tras una caída de unos 3 metros, con un vómito durante el traslado.",
    history: [
      "Caída desde unos 3 metros hace 35 minutos, presenciada por un vecino",
      "Lloró al principio y después quedó «adormilado»",
      "Un vómito durante el traslado",
      "Sin antecedentes de interés; vacunación al día",
      "Sin alergias conocidas; última toma hace unas 3 horas",
    ],
    triangle: { appearance: "red", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "No abre los ojos, gime con el estímulo doloroso y retira las extremidades.",
      breathing: "Respiración irregular, sin tiraje; ronquido intermitente que cede al elevar la mandíbula.",
      circulation: "Palidez y relleno capilar de 3 segundos; pulsos centrales presentes.",
    },
    vitals: {
      fc: 132,
      fr: 22,
      sat: 92,
      temp: 36.4,
      ta: "94/56",
      notes: "SatO2 con mascarilla con reservorio a 15 l/min.",
    },
    exam: [
      "Cefalohematoma parietal derecho de 5 cm con escalón óseo palpable",
      "Pupilas: derecha de 4 mm y perezosa; izquierda de 3 mm y reactiva",
      "Sin otorragia ni hematomas periorbitarios",
      "Abdomen blando, sin hematomas; pelvis estable",
      "Excoriaciones en el brazo derecho",
    ],
    quick_labs: [
      { name: "Glucemia capilar", value: "132 mg/dl" },
      { name: "Hemoglobina", value: "11,2 g/dl" },
      { name: "Gasometría venosa", value: "pH 7,31; pCO2 49 mmHg; lactato 2,1 mmol/l" },
      { name: "Sodio", value: "139 mmol/l" },
      { name: "Coagulación y pruebas cruzadas", value: "Pendientes" },
    ],
    imaging: [
      { name: "Ecografía clínica a pie de cama (eFAST)", status: "available" },
      { name: "TC craneal", status: "ordered" },
      { name: "Radiografía de tórax", status: "ordered" },
    ],
    timeline: [
      { tmin: 0, event: "Llegada al box de críticos con collarín y colchón de vacío" },
      { tmin: 3, event: "Valoración ABCDE; SatO2 del 92 % con reservorio" },
      { tmin: 8, event: "Segunda vía venosa periférica; analítica y pruebas cruzadas" },
      { tmin: 15, event: "Reevaluación: Glasgow y pupilas sin cambios" },
      { tmin: 30, event: "Se organiza el traslado a la TC tras la estabilización" },
    ],
    red_flags: [
      "Glasgow ≤ 8",
      "Asimetría pupilar",
      "Mecanismo de alta energía",
      "Vómitos tras el traumatismo",
      "Hipoxemia pese a oxígeno a alto flujo",
    ],
    critical_actions: [
      "Abrir la vía aérea con control cervical y oxigenar",
      "Decidir el manejo de la vía aérea protegiendo la columna cervical",
      "Prevenir la lesión cerebral secundaria",
      "Vigilar de forma seriada el Glasgow y las pupilas",
      "Reconocer la herniación y tratarla como una emergencia",
      "Coordinar la TC y la neurocirugía sin demoras",
    ],
    learning_objective:
      "Aplicar en el TCE grave pediátrico las recomendaciones de la Brain Trauma Foundation (2019) y de los protocolos SEUP y SECIP de la AEP: valoración con el Glasgow modificado, vía aérea con protección cervical, prevención de la lesión cerebral secundaria, reconocimiento y tratamiento urgente de la herniación y uso adecuado de los criterios de TC de PECARN.",
    objectives: {
      MED: [
        "Calcular el Glasgow modificado y decidir la intubación",
        "Reconocer la herniación y tratarla como una emergencia",
        "Fijar los objetivos de PIC, presión de perfusión cerebral, oxigenación, ventilación y TA",
        "Aplicar PECARN solo al TCE leve",
      ],
      NUR: [
        "Valorar el Glasgow modificado y las pupilas de forma seriada",
        "Mantener una inmovilización cervical adecuada a la edad",
        "Aplicar las medidas generales de neuroprotección",
      ],
      PHARM: [
        "Preparar suero salino hipertónico al 3 % con seguridad",
        "Preparar y administrar el manitol con las precauciones necesarias",
        "Validar la indicación de corticoides en el TCE",
      ],
    },
    competencies: [
      "Atención inicial al trauma pediátrico",
      "Neuroprotección",
      "Trabajo en equipo multidisciplinar",
      "Preparación de medicamentos de alto riesgo",
    ],
    estimated_minutes: 25,
    level: "avanzado",
  },
  steps: [
    {
      description: "Valoración inicial: ABCDE con protección cervical",
      narrative:
        "El niño está en el box de críticos con el collarín colocado. Tienes el triángulo de evaluación pediátrica, las constantes y la exploración de la brief.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text:
            "No abre los ojos, gime con el dolor y retira las extremidades ante el estímulo doloroso. ¿Qué puntuación tiene en la escala de Glasgow modificada para lactantes?",
          options: [
            "9: ojos 2, verbal 3, motor 4",
            "8: ojos 1, verbal 2, motor 5",
            "7: ojos 1, verbal 2, motor 4",
            "6: ojos 1, verbal 1, motor 4",
          ],
          correct_option: 2,
          explanation:
            "En la escala de Glasgow modificada para lactantes que recoge el protocolo SEUP/AEP de traumatismo craneal: no abre los ojos = 1; gemidos o quejido con el dolor = 2; retirada ante el dolor = 4 (retirar al tocarlo sería 5). Total 7: TCE grave (Glasgow ≤ 8).",
          roles: [],
          is_critical: true,
          hints: ["Distingue entre retirar al tocarlo y retirar ante el dolor.", "Puntúa cada componente por separado antes de sumar."],
        },
        {
          question_text: "¿Cómo manejas la vía aérea?",
          options: [
            "Mantener la mascarilla con reservorio, porque con un 92 % de saturación y respiración espontánea aún no hace falta intubar",
            "Intubación de secuencia rápida con estabilización cervical manual en línea y fármacos que no produzcan hipotensión",
            "Hiperextender el cuello para facilitar la laringoscopia, ya que la TC descartará después la lesión cervical",
            "Colocar una mascarilla laríngea y trasladarlo a la TC, dejando la intubación para la UCI pediátrica",
          ],
          correct_option: 1,
          explanation:
            "Un Glasgow ≤ 8 con hipoxemia pese al oxígeno a alto flujo y respiración irregular obliga a asegurar la vía aérea, como recogen los protocolos SEUP y SECIP de la AEP. Se intuba con estabilización cervical manual en línea (abriendo la parte anterior del collarín durante la laringoscopia), preoxigenación y fármacos que mantengan la TA, porque un solo episodio de hipoxemia o de hipotensión empeora el pronóstico del TCE. No se hiperextiende el cuello ni se retrasa la vía aérea definitiva para hacer antes la TC.",
          roles: [],
          is_critical: true,
          hints: [
            "Fíjate en el Glasgow y en la saturación con reservorio.",
            "¿Qué le ocurre a la columna cervical durante una laringoscopia?",
          ],
        },
        {
          question_text: "Tras la intubación, ¿qué objetivos fisiológicos mantienes mientras se prepara la TC?",
          options: [
            "SatO2 del 100 % con FiO2 1 e hiperventilación profiláctica a PaCO2 de 25–30 mmHg para bajar la PIC",
            "Hipotensión permisiva (TA sistólica de 60 mmHg) para limitar el sangrado intracraneal",
            "Restricción de fluidos a la mitad de las necesidades basales para no aumentar el edema",
            "SatO2 94–98 %, PaCO2 35–40 mmHg, TA sistólica > 70 + 2 × edad en años (≈ 73 mmHg) y normoglucemia",
          ],
          correct_option: 3,
          explanation:
            "La lesión cerebral secundaria se previene evitando la hipoxemia, la hipotensión, la hiper y la hipocapnia y las alteraciones de la glucemia. El algoritmo de la Brain Trauma Foundation (2019) incluye la normocapnia (PaCO2 35–40 mmHg) en los cuidados básicos y la guía desaconseja la hiperventilación profiláctica intensa (PaCO2 < 30 mmHg) en las primeras 48 horas, porque reduce el flujo cerebral y causa isquemia. La TA sistólica debe mantenerse al menos por encima del percentil 5, que las guías ERC aproximan con 70 + 2 × edad en años (70 + 2 × 1,7 ≈ 73 mmHg a los 20 meses): la hipotensión permisiva está contraindicada en el TCE y la restricción de fluidos favorece la hipovolemia. Para la oxigenación, las guías ERC proponen SatO2 94–98 %.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en las causas de lesión cerebral secundaria que dependen de ti.",
            "¿Qué le pasa al flujo sanguíneo cerebral cuando la PaCO2 baja mucho?",
          ],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: signos de herniación",
      narrative:
        "Ya intubado, sedoanalgesiado y en normocapnia, mientras se prepara el traslado a la TC, la enfermera avisa: la pupila derecha mide ahora 6 mm y no reacciona, la FC ha bajado a 78 lpm y la TA ha subido a 128/82. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cómo interpretas estos cambios?",
          options: [
            "Respuesta vagal a la sedación; basta con reducir la perfusión de sedantes",
            "Efecto de los fármacos de la intubación sobre la pupila, sin relevancia clínica si la otra reacciona",
            "Signos de herniación: midriasis arreactiva con bradicardia e hipertensión (Cushing)",
            "Mejoría hemodinámica: la TA ha subido y la taquicardia ha cedido tras intubar",
          ],
          correct_option: 2,
          explanation:
            "Una pupila dilatada y arreactiva de nueva aparición, con bradicardia e hipertensión (respuesta de Cushing), indica hipertensión intracraneal con herniación transtentorial. El algoritmo de la Brain Trauma Foundation (2019) la trata como una crisis: osmoterapia inmediata, hiperventilación breve como puente y TC o neurocirugía urgentes. La subida de la TA no es una mejoría, sino un intento de mantener la perfusión cerebral frente a una PIC creciente.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué nervio craneal comprime el uncus cuando se hernia?",
            "Relaciona la bradicardia con la hipertensión arterial en este contexto.",
          ],
          time_limit: 45,
        },
        {
          question_text: "¿Qué tratamiento osmótico administras de inmediato a este niño de 11 kg?",
          options: [
            "Suero salino hipertónico al 3 %, 3–5 ml/kg (33–55 ml) en 10–20 minutos",
            "Suero salino 0,9 %, 20 ml/kg en bolo rápido para subir la presión de perfusión",
            "Suero salino hipertónico al 3 %, 30–50 ml/kg en perfusión durante 1 hora",
            "Dexametasona IV 0,5 mg/kg para reducir el edema cerebral de forma rápida",
          ],
          correct_option: 0,
          explanation:
            "La Brain Trauma Foundation (2019) recomienda el bolo de suero salino hipertónico al 3 % en la hipertensión intracraneal, con dosis eficaces de 2–5 ml/kg en 10–20 minutos; en la herniación se usa la parte alta del intervalo. Con 11 kg, 3–5 ml/kg son 33–55 ml. El manitol (0,5–1 g/kg en 20–30 minutos, según Pediamécum) es una alternativa si no hay hipotensión, aunque la BTF 2019 no encontró estudios pediátricos suficientes para recomendarlo. 30–50 ml/kg es un error de diez veces; el salino 0,9 % no es osmoterapia; la BTF desaconseja los corticoides en el TCE.",
          roles: [],
          is_critical: true,
          hints: ["Calcula el volumen con el peso y comprueba que el resultado es razonable para un niño de 11 kg."],
          time_limit: 60,
        },
        {
          question_text: "¿Qué papel tiene la hiperventilación en este momento?",
          options: [
            "Hiperventilación intensa (PaCO2 de 20–25 mmHg) mantenida durante las primeras 48 horas",
            "Ninguno: la hiperventilación está prohibida en cualquier circunstancia en el TCE pediátrico",
            "Hipoventilar para aumentar el flujo sanguíneo cerebral y mejorar la perfusión",
            "Breve y controlada con capnografía y gasometría, solo como puente a la cirugía",
          ],
          correct_option: 3,
          explanation:
            "La Brain Trauma Foundation (2019) desaconseja la hiperventilación profiláctica (PaCO2 < 30 mmHg) en las primeras 48 horas por el riesgo de isquemia, y sugiere neuromonitorización avanzada si se usa en la hipertensión intracraneal refractaria. En la crisis de herniación, su algoritmo admite una hiperventilación transitoria como medida puente mientras actúa la osmoterapia y se llega a la TC o al quirófano, controlando la PaCO2 y volviendo a la normocapnia en cuanto sea posible. La hipoventilación aumenta la PIC.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el efecto de la PaCO2 sobre el volumen sanguíneo cerebral y sobre la isquemia."],
          time_limit: 45,
        },
        {
          question_text:
            "Tras el bolo, la pupila vuelve a reaccionar. La TC muestra un hematoma epidural temporal derecho con desviación de la línea media. ¿Cuál es el siguiente paso?",
          options: [
            "Ingreso en la UCI pediátrica con sensor de PIC y nueva TC a las 6 horas para decidir",
            "Evacuación quirúrgica urgente por neurocirugía, manteniendo los objetivos de neuroprotección",
            "Perfusión continua de salino hipertónico y repetir la TC solo si vuelve la anisocoria o empeora el Glasgow",
            "Traslado a planta con vigilancia neurológica horaria, ya que la pupila ha mejorado",
          ],
          correct_option: 1,
          explanation:
            "El protocolo SECIP/AEP de TCE grave sitúa la cirugía precoz de las lesiones ocupantes de espacio como pilar del tratamiento: un hematoma epidural con efecto masa que ya ha producido signos de herniación requiere evacuación urgente. La mejoría pupilar tras la osmoterapia es transitoria y solo da tiempo para llegar al quirófano; esperar a una segunda TC o a la monitorización de la PIC retrasa el tratamiento definitivo.",
          roles: [],
          is_critical: true,
          hints: ["¿La osmoterapia resuelve la causa de la herniación o solo gana tiempo?"],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Enfermería: inmovilización, neuromonitorización y medidas generales",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text:
            "Al pasarlo a la camilla observas que, tumbado sobre el plano duro, el cuello queda flexionado. ¿Cómo mantienes la alineación cervical en este niño de 20 meses?",
          options: [
            "Poner una almohada fina bajo la cabeza para que esté cómodo, no se agite y no suba la PIC",
            "Retirar el collarín, porque en menores de 2 años no es útil y dificulta la valoración del cuello",
            "Acolchar bajo los hombros y el tronco para compensar el occipucio y dejar el cuello neutro",
            "Hiperextender el cuello con un rodillo bajo la nuca para mantener abierta la vía aérea",
          ],
          correct_option: 2,
          explanation:
            "En los niños pequeños el occipucio es proporcionalmente grande y, sobre una superficie plana, flexiona el cuello. Para lograr una posición neutra se acolcha bajo los hombros y el tronco, no bajo la cabeza. El collarín de talla adecuada, con estabilización manual en las movilizaciones y el giro en bloque, se mantiene hasta descartar la lesión cervical. Una almohada bajo la cabeza aumenta la flexión y la hiperextensión puede agravar una lesión medular.",
          roles: [],
          is_critical: true,
          hints: ["Compara el tamaño de la cabeza con el del tronco a esta edad."],
        },
        {
          question_text: "¿Qué medidas generales de neuroprotección aplicas en el box y en la UCI?",
          options: [
            "Cabeza en decúbito lateral, cabecero plano y sedación mínima para valorar la neurología cada 15 minutos",
            "Cabecero a 60° y calentamiento activo por encima de 38 °C para mejorar la perfusión y el flujo sanguíneo cerebral",
            "Aspiraciones traqueales frecuentes y prolongadas para evitar tapones, sin ajustar antes la sedación",
            "Cabeza en línea media y cabecero a unos 30° si la TA lo permite, sin comprimir las yugulares y evitando la fiebre",
          ],
          correct_option: 3,
          explanation:
            "Los cuidados básicos del algoritmo de la Brain Trauma Foundation (2019) incluyen la cabeza en línea media y el cabecero elevado a unos 30° para facilitar el drenaje venoso, evitando que el collarín o las cintas del tubo compriman las yugulares, junto con la normotermia y la prevención de la fiebre. Las aspiraciones y la manipulación aumentan la PIC: se hacen breves y con sedoanalgesia adecuada.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué facilita el retorno venoso cerebral y qué aumenta el consumo de oxígeno del cerebro."],
        },
        {
          question_text: "Durante la vigilancia neurológica seriada, ¿qué hallazgo comunicas de inmediato al médico?",
          options: [
            "Solo una pupila fija y dilatada; los cambios del Glasgow se anotan para la siguiente visita médica",
            "Un descenso del Glasgow, sobre todo del motor, una nueva asimetría pupilar o bradicardia con hipertensión",
            "La subida de la TA, que se trata directamente con un antihipertensivo pautado si precisa, sin avisar",
            "Una FC de 120 lpm en reposo, aunque el Glasgow y las pupilas no hayan cambiado desde la última hora",
          ],
          correct_option: 1,
          explanation:
            "El deterioro neurológico precede a la herniación: un descenso del Glasgow (el componente motor es el más fiable en el niño intubado y sedado), una nueva asimetría o arreactividad pupilar y la respuesta de Cushing (bradicardia con hipertensión) exigen aviso inmediato. La hipertensión en este contexto puede ser compensadora y bajarla sin control reduce la perfusión cerebral.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué signos anuncian que la presión intracraneal está superando la capacidad de compensación?"],
        },
      ],
    },
    {
      description: "Farmacia: suero salino hipertónico, manitol y corticoides",
      narrative:
        "Eres el farmacéutico de guardia. En urgencias no hay bolsas de cloruro sódico al 3 % preparadas, pero sí suero salino 0,9 % y ampollas de cloruro sódico al 20 % (3,4 mEq/ml). También hay manitol al 20 % (20 g/100 ml).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Cómo se preparan 100 ml de cloruro sódico al 3 % con lo disponible?",
          options: [
            "89 ml de suero salino 0,9 % + 11 ml de cloruro sódico al 20 %",
            "90 ml de agua para inyección + 10 ml de cloruro sódico al 20 %",
            "85 ml de suero salino 0,9 % + 15 ml de cloruro sódico al 20 %",
            "50 ml de suero salino 0,9 % + 50 ml de cloruro sódico al 20 %",
          ],
          correct_option: 0,
          explanation:
            "89 ml × 0,9 % = 0,8 g y 11 ml × 20 % = 2,2 g: 3 g en 100 ml = 3 %. Con agua se obtiene un 2 % (2 g en 100 ml); 85 + 15 ml da un 3,8 %, y 50 + 50 ml, más del 10 %. El cloruro sódico hipertónico figura en la lista de medicamentos de alto riesgo de ISMP-España: la preparación requiere doble comprobación independiente, etiqueta con la concentración bien visible y almacenar las ampollas al 20 % separadas del resto de sueros.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula los gramos de cloruro sódico que aporta cada componente.",
            "¿Cuántos gramos por 100 ml tiene una solución al 3 %?",
          ],
        },
        {
          question_text:
            "Si se eligiera manitol al 20 % a 0,5–1 g/kg para este niño de 11 kg, ¿qué volumen y qué precauciones corresponden?",
          options: [
            "2,75–5,5 ml en bolo rápido y sin filtro, porque el volumen es muy pequeño para filtrarlo",
            "275–550 ml en 2 horas, porque el manitol actúa como expansor del volumen plasmático",
            "27,5–55 ml en 20–30 minutos, con filtro y sin cristales; vigilar TA, diuresis y osmolalidad",
            "27,5–55 ml en perfusión continua durante 24 horas, para mantener estable el efecto osmótico",
          ],
          correct_option: 2,
          explanation:
            "0,5–1 g/kg × 11 kg = 5,5–11 g; al 20 % (0,2 g/ml) son 27,5–55 ml. Pediamécum indica administrarlo en 20–30 minutos, no en perfusión continua (máximo 1,5 g/kg al día), y repetirlo solo si la osmolalidad plasmática se mantiene por debajo de 300–320 mOsm/kg. Como recogen las fichas técnicas del manitol al 20 % (CIMA), puede cristalizar a baja temperatura: se inspecciona, se redisuelven los cristales calentándolo, se deja enfriar a temperatura corporal y se administra con un equipo con filtro. Produce diuresis osmótica, por lo que puede causar hipovolemia e hipotensión, especialmente peligrosas en el trauma. 2,75–5,5 ml es un error de diez veces por defecto y 275–550 ml, de diez veces por exceso.",
          roles: [],
          is_critical: true,
          hints: ["Pasa la dosis a gramos y después a mililitros de una solución de 20 g/100 ml."],
        },
        {
          question_text:
            "El residente prescribe dexametasona IV «para el edema cerebral» y argumenta que la ficha técnica de Fortecortín incluye el traumatismo craneoencefálico. ¿Qué respondes al validar?",
          options: [
            "Se propone retirarla: la BTF 2019 desaconseja los corticoides en el TCE pediátrico",
            "Se valida, porque la indicación figura en la ficha técnica española y el médico la ha justificado",
            "Se valida, pero a la mitad de dosis para reducir la hiperglucemia",
            "Se sustituye por metilprednisolona a dosis altas, que sí es eficaz en el TCE",
          ],
          correct_option: 0,
          explanation:
            "Aunque la ficha técnica de Fortecortín 4 mg/ml recoge el edema cerebral secundario a traumatismo craneoencefálico, la Brain Trauma Foundation (2019) no sugiere el uso de corticoides para mejorar el pronóstico ni reducir la PIC en el TCE pediátrico grave, y añaden riesgos (hiperglucemia, infecciones). La validación farmacéutica debe integrar la evidencia actual y no solo la ficha técnica. Las dosis altas de metilprednisolona tampoco tienen indicación en el TCE.",
          roles: [],
          is_critical: false,
          hints: ["Distingue entre lo que autoriza una ficha técnica antigua y lo que han demostrado los estudios en niños con TCE."],
        },
      ],
    },
    {
      description: "Medicina: criterios de TC y objetivos en la UCI pediátrica",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text:
            "Esa misma noche valoras a una lactante de 14 meses que cayó del sofá (50 cm), con Glasgow 15 y comportamiento normal según sus padres. Según PECARN, ¿qué hallazgo la situaría en el grupo de mayor riesgo, en el que se recomienda TC?",
          options: [
            "Un hematoma frontal de 3 cm",
            "Un vómito aislado a la hora de la caída",
            "Una fractura craneal palpable",
            "La caída desde 50 cm de altura",
          ],
          correct_option: 2,
          explanation:
            "PECARN (Kuppermann, Lancet 2009) se aplica a niños con TCE leve (Glasgow 14–15) en las primeras 24 horas. En menores de 2 años, el grupo de mayor riesgo, con TC recomendada, lo definen un Glasgow de 14 u otros signos de alteración del estado mental, o una fractura craneal palpable. El hematoma no frontal, la pérdida de conciencia de 5 segundos o más, el mecanismo grave (en menores de 2 años, caída de más de 0,9 m) o un comportamiento anómalo según los padres forman el grupo intermedio, en el que se decide entre observación y TC. El hematoma frontal, un vómito aislado y una caída de 50 cm no son predictores a esta edad. En el niño del caso, con Glasgow 7, PECARN no se aplica: la TC está indicada tras estabilizarlo.",
          roles: [],
          is_critical: true,
          hints: ["Recuerda que PECARN usa predictores distintos en menores y en mayores de 2 años."],
        },
        {
          question_text: "Tras la cirugía se coloca un sensor de PIC. ¿Qué objetivos propone la Brain Trauma Foundation (2019)?",
          options: [
            "PIC < 25 mmHg y PPC de 60–70 mmHg, los mismos objetivos que en el adulto",
            "PIC < 20 mmHg y presión de perfusión cerebral de 40–50 mmHg, como mínimo 40",
            "PIC < 10 mmHg a toda costa, aunque haya que hiperventilar de forma mantenida",
            "Solo la PIC: la presión de perfusión cerebral no es un objetivo en pediatría",
          ],
          correct_option: 1,
          explanation:
            "La BTF 2019 sugiere tratar la PIC para mantenerla por debajo de 20 mmHg y mantener una presión de perfusión cerebral mínima de 40 mmHg, con un objetivo de 40–50 mmHg (en la parte baja del intervalo en lactantes y en la alta en adolescentes). PPC = TAM − PIC. Los objetivos del adulto no se trasladan a un niño de 20 meses, cuya TA normal es más baja, y la hiperventilación mantenida causa isquemia.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en cómo cambia la TA normal con la edad y cómo se calcula la presión de perfusión cerebral."],
        },
        {
          question_text: "¿Qué medida de neuroprotección tiene respaldo en la guía de la Brain Trauma Foundation (2019)?",
          options: [
            "Profilaxis anticonvulsiva para reducir las crisis postraumáticas precoces",
            "Hipotermia profiláctica a 32–33 °C durante 48 horas para mejorar el pronóstico",
            "Corticoides a dosis altas durante 48 horas para reducir la PIC",
            "Hiperventilación profiláctica a PaCO2 < 30 mmHg en las primeras 48 horas",
          ],
          correct_option: 0,
          explanation:
            "La BTF 2019 sugiere la profilaxis anticonvulsiva para reducir las crisis postraumáticas precoces (primeros 7 días), sin evidencia suficiente para preferir levetiracetam o fenitoína. No recomienda la hipotermia profiláctica moderada frente a la normotermia para mejorar el pronóstico global, no sugiere los corticoides y desaconseja la hiperventilación profiláctica intensa en las primeras 48 horas.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en qué complicación precoz del TCE aumenta el consumo cerebral de oxígeno y puede pasar inadvertida en un niño sedado.",
          ],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "Guidelines for the Management of Pediatric Severe Traumatic Brain Injury, Third Edition: Update of the Brain Trauma Foundation Guidelines (2019)",
      url: "https://doi.org/10.1097/PCC.0000000000001735",
      source: "Pediatric Critical Care Medicine (Kochanek PM, et al.; Brain Trauma Foundation)",
      type: "guía",
      year: 2019,
      free_access: true,
      weight: 10,
    },
    {
      title:
        "Management of Pediatric Severe Traumatic Brain Injury: 2019 Consensus and Guidelines-Based Algorithm for First and Second Tier Therapies",
      url: "https://doi.org/10.1097/PCC.0000000000001737",
      source: "Pediatric Critical Care Medicine (Kochanek PM, et al.)",
      type: "consenso",
      year: 2019,
      free_access: true,
      weight: 20,
    },
    {
      title: "Protocolos de la AEP: Traumatismo craneal (SEUP, edición 2020) y Traumatismo craneoencefálico grave (SECIP, edición 2021)",
      url: "https://www.aeped.es/protocolos/",
      source:
        "Asociación Española de Pediatría, SEUP y SECIP (González Balenciaga M; Serrano González A, Martínez de Azagra Garde A, Cambra Lasaosa FJ)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 30,
    },
    {
      title:
        "Identification of children at very low risk of clinically-important brain injuries after head trauma: a prospective cohort study (PECARN)",
      url: "https://doi.org/10.1016/S0140-6736(09)61558-0",
      source: "The Lancet (Kuppermann N, et al.)",
      type: "artículo",
      year: 2009,
      free_access: false,
      weight: 40,
    },
    {
      title: "Pediamécum: ficha de manitol (hipertensión intracraneal)",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum/manitol",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 50,
    },
    {
      title: "CIMA: fichas técnicas de manitol 20 % solución para perfusión (conservación, cristales y administración con filtro)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2025,
      free_access: true,
      weight: 55,
    },
    {
      title:
        "European Resuscitation Council Guidelines 2025: Paediatric Life Support (edición vigente; objetivos de oxigenación y de TA cotejados con la edición 2021)",
      url: "https://doi.org/10.1016/j.resuscitation.2025.110767",
      source: "European Resuscitation Council; Resuscitation 2025;215(Suppl 1):110767 (Djakow J, Lott C, de Lucas N, et al.)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 58,
    },
    {
      title: "ISMP-España: lista de medicamentos de alto riesgo en hospitales (cloruro sódico hipertónico)",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 60,
    },
  ],
};

export default scenario;
