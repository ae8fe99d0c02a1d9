import type { OnlineScenario } from "./schema";

/**
 * Estado epiléptico convulsivo en una niña de 3 años.
 * (El slug conserva la forma «estatus-epileptico-pediatrico» por compatibilidad.)
 * Fuentes (edición que sigue el caso):
 * - Glauser T, et al. Evidence-Based Guideline: Treatment of Convulsive Status Epilepticus in
 *   Children and Adults (American Epilepsy Society). Epilepsy Curr 2016;16(1):48-61.
 * - NICE NG217, Epilepsies in children, young people and adults (2022), apartado de estado
 *   epiléptico.
 * - González Hermosa A. Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría, capítulo
 *   10 (estado epiléptico). Sociedad Española de Urgencias de Pediatría (SEUP), 3.ª edición, octubre
 *   de 2019. La SEUP publicó en 2024 la 4.ª edición de sus protocolos: cotejar el capítulo.
 * - Trinka E, et al. A definition and classification of status epilepticus (ILAE). Epilepsia
 *   2015;56(10):1515-1523.
 * - Kapur J, et al. (ESETT) N Engl J Med 2019;381:2103-2113. Lyttle MD, et al. (EcLiPSE) Lancet
 *   2019;393:2125-2134.
 * - Fichas técnicas: Buccolam (midazolam bucal, EMA); fenitoína (Fenitoína Rubió 50 mg/ml: ampollas de
 *   250 mg/5 ml con propilenglicol y etanol), levetiracetam, ácido valproico, diazepam y flumazenil
 *   (CIMA, AEMPS). El lorazepam IV y la fosfenitoína no están comercializados en España.
 */
const scenario: OnlineScenario = {
  slug: "estatus-epileptico-pediatrico",
  title: "Estado epiléptico convulsivo en una niña de 3 años",
  summary:
    "Crisis tonicoclónica generalizada que no cede. Estabilización, benzodiacepina precoz por vía bucal o IV con los fármacos disponibles en España, segunda línea (levetiracetam, fenitoína, ácido valproico) y estado epiléptico refractario, según la guía de la American Epilepsy Society 2016, NICE NG217 (2022) y el protocolo SEUP.",
  level: "medio",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Neurología"],
  brief: {
    title: "Niña de 3 años que llega convulsionando",
    context:
      "Urgencias pediátricas. Los padres llegan en su coche con la niña en brazos: empezó a convulsionar en casa hace unos 8 minutos, en el contexto de fiebre desde esta mañana. No tienen medicación de rescate.",
    chips: ["Urgencias", "Preescolar", "Crisis convulsiva", "Fiebre"],
    demographics: { age: "3 años", weightKg: 14, sex: "Niña" },
    chief_complaint: "Crisis tonicoclónica generalizada de unos 8 minutos de evolución que no cede.",
    history: [
      "Sin crisis previas ni antecedentes neurológicos",
      "Fiebre de 38,9 °C desde hace 6 horas con rinorrea",
      "Desarrollo psicomotor normal",
      "Sin alergias conocidas; no toma medicación habitual",
    ],
    triangle: { appearance: "red", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "Movimientos tonicoclónicos de las cuatro extremidades, no responde, mirada desviada.",
      breathing: "Respiración irregular y ruidosa, con secreciones en la boca.",
      circulation: "Taquicardia; palidez peribucal.",
    },
    vitals: {
      fc: 160,
      fr: 30,
      sat: 91,
      temp: 38.9,
      ta: "105/60",
      notes: "Saturación en aire ambiente, con la curva interferida por los movimientos.",
    },
    exam: [
      "Crisis tonicoclónica generalizada en curso",
      "Pupilas medias reactivas",
      "Sin exantema ni petequias visibles",
      "Fontanela cerrada; sin signos de traumatismo",
    ],
    quick_labs: [{ name: "Glucemia capilar", value: "112 mg/dl" }],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Inicio de la crisis en casa, según los padres" },
      { tmin: 8, event: "Llegada a urgencias: crisis en curso, sin acceso venoso" },
    ],
    red_flags: ["Crisis tonicoclónica en curso a la llegada", "Desaturación con respiración irregular y secreciones", "Fiebre"],
    critical_actions: [
      "Cronometrar la crisis y tratar a los 5 minutos",
      "Vía aérea, oxígeno, monitorización y glucemia capilar",
      "Benzodiacepina por vía bucal, intramuscular o IV a dosis correcta, con las presentaciones disponibles en España",
      "No más de dos dosis de benzodiacepina; después, segunda línea",
      "Segunda línea: levetiracetam, fenitoína o ácido valproico a dosis de carga, con su diluyente y velocidad correctos",
      "Si no cede: UCI pediátrica, otro fármaco de segunda línea y preparación de la intubación y de la perfusión de un anestésico",
      "Descartar infección del sistema nervioso central",
    ],
    learning_objective:
      "Tratar el estado epiléptico convulsivo pediátrico por fases temporales con las dosis de la guía AES 2016, NICE NG217 y los ensayos ESETT y EcLiPSE, adaptadas a los medicamentos disponibles en España (protocolo SEUP), preparando y administrando con seguridad los fármacos de segunda línea.",
    objectives: {
      MED: [
        "Aplicar el algoritmo por fases del estado epiléptico",
        "Elegir el fármaco de segunda línea según el paciente",
        "Reconocer el estado epiléptico refractario y buscar la causa",
      ],
      NUR: [
        "Estabilizar la vía aérea y cronometrar la crisis",
        "Administrar midazolam bucal con la técnica correcta",
        "Detectar y tratar la depresión respiratoria por benzodiacepinas",
      ],
      PHARM: [
        "Calcular y preparar las dosis de carga de los fármacos de segunda línea",
        "Conocer el diluyente, la velocidad y las incompatibilidades de la fenitoína",
        "Identificar contraindicaciones del ácido valproico",
      ],
    },
    competencies: [
      "Manejo de la vía aérea",
      "Cálculo de dosis por peso",
      "Administración segura de antiepilépticos IV",
      "Trabajo en equipo",
    ],
    estimated_minutes: 20,
    level: "medio",
  },
  steps: [
    {
      description: "Estabilización inicial (0–5 minutos)",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuáles son las prioridades al recibir a la niña?",
          options: [
            "Sujetar las extremidades y forzar la apertura de la boca para colocar una cánula y evitar que se muerda la lengua",
            "Administrar paracetamol rectal antes que cualquier otro fármaco, porque la crisis está desencadenada por la fiebre",
            "Anotar la hora, vía aérea y oxígeno, monitorización, glucemia capilar y acceso vascular",
            "Pedir un TC craneal urgente antes de administrar fármacos, para no enmascarar una lesión estructural",
          ],
          correct_option: 2,
          explanation:
            "La guía AES 2016 dedica los primeros 5 minutos a estabilizar: cronometrar la crisis, vía aérea, oxígeno, monitorización, glucemia capilar y acceso vascular. No se sujeta a la niña ni se fuerza la boca. El antitérmico no detiene la crisis, y la neuroimagen, si se necesita, se hace cuando la paciente está estable, sin retrasar el tratamiento.",
          roles: [],
          is_critical: true,
          hints: [
            "Ordena lo que amenaza la vida en los próximos minutos y lo que puedes comprobar a pie de cama sin retrasar el tratamiento.",
          ],
        },
        {
          question_text: "¿A partir de cuándo se trata una crisis tonicoclónica como estado epiléptico?",
          options: [
            "Cuando dura 5 minutos o más, o hay crisis repetidas sin recuperar la conciencia entre ellas",
            "A partir de 30 minutos de actividad convulsiva continua, que es cuando empieza el daño neuronal",
            "A los 10 minutos, como las crisis focales con alteración de la conciencia",
            "A los 15 minutos, que es el límite de una convulsión febril simple",
          ],
          correct_option: 0,
          explanation:
            "La definición de la ILAE (Trinka, 2015) sitúa en 5 minutos (t1) el momento de iniciar el tratamiento de la crisis tonicoclónica, y en 30 minutos (t2) el riesgo de consecuencias a largo plazo; los 10 minutos corresponden a las crisis focales con alteración de la conciencia. La guía AES 2016 y el protocolo SEUP empiezan la primera línea a los 5 minutos. Esperar a los 30 minutos reduce la respuesta a los fármacos.",
          roles: [],
          is_critical: false,
          hints: ["Distingue el momento de empezar a tratar del momento en que aparece el riesgo de daño neuronal."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: benzodiacepinas",
      narrative: "Llevan ya 8 minutos de crisis y aún no hay vía venosa. Tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Sin acceso venoso, ¿qué administras a esta niña de 3 años (14 kg)?",
          options: [
            "Midazolam bucal 10 mg, porque en el estado epiléptico se usa la presentación más alta para asegurar la respuesta",
            "Esperar a canalizar una vía IV para administrar diazepam, que es más eficaz que la vía bucal",
            "Midazolam bucal 2,5 mg, redondeando a la baja 0,2 mg/kg para no deprimir la respiración",
            "Midazolam bucal 5 mg (presentación de 1 a menos de 5 años)",
          ],
          correct_option: 3,
          explanation:
            "Según la ficha técnica de Buccolam: 2,5 mg de 3 meses a menos de 1 año; 5 mg de 1 a menos de 5 años; 7,5 mg de 5 a menos de 10 años; 10 mg de 10 a menos de 18 años. La dosis autorizada va por tramos de edad, no por peso. La AES 2016 también acepta midazolam IM (5 mg entre 13 y 40 kg), y NICE NG217 el midazolam bucal o el diazepam rectal cuando no hay vía. No se debe retrasar el tratamiento esperando una vía.",
          roles: [],
          is_critical: true,
          hints: ["Comprueba en qué se basa la dosificación autorizada de la solución bucal y en qué tramo está esta niña."],
          time_limit: 60,
        },
        {
          question_text: "A los 10 minutos del midazolam bucal sigue convulsionando y ya hay vía IV. ¿Qué administras?",
          options: [
            "Diazepam IV 28 mg en bolo lento",
            "Segunda y última benzodiacepina: diazepam IV 0,15–0,2 mg/kg (2,1–2,8 mg), lento",
            "Dosis sucesivas de midazolam IV cada 5 minutos hasta que ceda la crisis, sin un límite de dosis predefinido",
            "Esperar 20 minutos más, porque el midazolam bucal puede tardar en hacer efecto",
          ],
          correct_option: 1,
          explanation:
            "La AES 2016 permite repetir una vez la benzodiacepina, y NICE NG217 da una segunda dosis si la crisis no cede en 5–10 minutos. Con 14 kg: diazepam IV 0,15–0,2 mg/kg (máx. 10 mg) = 2,1–2,8 mg (ampollas de 10 mg/2 ml). El lorazepam IV (0,1 mg/kg, máx. 4 mg) que citan la AES y NICE no está comercializado en España (consultable en CIMA), por lo que los protocolos españoles, como el de la SEUP, usan diazepam IV (o midazolam IV con la pauta de su tabla de dosis). 28 mg sería un error de 10 veces. Tras dos dosis sin respuesta se pasa a la segunda línea: más benzodiacepinas aumentan la depresión respiratoria sin mejorar el control.",
          roles: [],
          is_critical: true,
          hints: ["Cuenta también la dosis que ya recibió.", "Calcula la dosis por kilo y compárala con el máximo por dosis."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: fármacos de segunda línea",
      narrative:
        "A los 30 minutos persiste la crisis. El equipo pide levetiracetam IV (vial de 500 mg/5 ml, 100 mg/ml) y pregunta por las alternativas disponibles: fenitoína 50 mg/ml (ampollas de 250 mg/5 ml) y ácido valproico IV.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué dosis de carga de levetiracetam corresponde a 14 kg y cómo se prepara?",
          options: [
            "40–60 mg/kg: 560–840 mg IV (5,6–8,4 ml de la solución de 100 mg/ml), diluidos en suero fisiológico, glucosado al 5 % o Ringer lactato",
            "4–6 mg/kg: 56–84 mg IV (0,56–0,84 ml de la solución de 100 mg/ml)",
            "400–600 mg/kg: 5600–8400 mg IV",
            "20 mg/kg/día repartidos en dos dosis, como tratamiento de mantenimiento",
          ],
          correct_option: 0,
          explanation:
            "La AES 2016 y el ensayo ESETT usan 60 mg/kg en dosis única (máximo 4500 mg, infundidos en 10 minutos en ESETT); el ensayo pediátrico EcLiPSE usó 40 mg/kg en 5 minutos (máximo 2500 mg). Con 14 kg: 560–840 mg, lejos de ambos máximos. La ficha técnica admite diluirlo en suero fisiológico, Ringer lactato o glucosado al 5 % (en la ficha, perfusión de 15 minutos; los ensayos de estado epiléptico usaron 5–10 minutos). 56–84 mg y 5600–8400 mg son errores de 10 veces, y 20 mg/kg/día es una pauta de mantenimiento.",
          roles: [],
          is_critical: true,
          hints: ["Multiplica la dosis por kilo por 14 y comprueba si el resultado es razonable para un vial de 500 mg/5 ml."],
        },
        {
          question_text: "Si se eligiera fenitoína (20 mg/kg = 280 mg), ¿qué condición es correcta?",
          options: [
            "Diluir en suero glucosado al 5 % para reducir la flebitis e infundir en 5 minutos, como el levetiracetam",
            "Administrarla en Y con la perfusión de levetiracetam en suero glucosado, para no ocupar otra vía",
            "Diluir solo en suero fisiológico 0,9 % e infundir a no más de 1 mg/kg/min (máx. 50 mg/min), es decir, en al menos 20 minutos, con ECG y TA monitorizados y vigilando el punto de punción",
            "Administrarla por vía intramuscular si se pierde la vía, a la misma dosis",
          ],
          correct_option: 2,
          explanation:
            "La fenitoína precipita en soluciones glucosadas y no debe mezclarse con otros fármacos: se diluye solo en suero fisiológico y se lava la vía con suero fisiológico antes y después. Su infusión rápida puede causar hipotensión y arritmias, por lo que se limita a 1 mg/kg/min (máx. 50 mg/min; la ficha técnica española pide en niños pequeños una velocidad inferior a 1–3 mg/kg/min, sin superar 50 mg/min): 14 mg/min para 14 kg, unos 20 minutos para 280 mg, como en EcLiPSE (al menos 20 minutos). Cada ampolla de 250 mg/5 ml lleva además 2 ml de propilenglicol y 0,5 ml de etanol (ficha técnica de Fenitoína Rubió, CIMA), excipientes que contribuyen a la toxicidad de la infusión rápida. Su solución es muy alcalina e irritante: hay que vigilar la extravasación (síndrome del guante morado). Por vía IM la absorción es errática y lesiona el músculo.",
          roles: [],
          is_critical: true,
          hints: ["Repasa qué le ocurre a la fenitoína en un medio ácido y qué efectos tiene su infusión rápida."],
        },
        {
          question_text: "¿En qué paciente evitarías el ácido valproico como segunda línea?",
          options: [
            "Niño de 8 años previamente sano que ya ha recibido dos dosis de benzodiacepina",
            "Niña de 4 años con una crisis febril prolongada y desarrollo normal",
            "Niño de 10 años con epilepsia focal en tratamiento con levetiracetam oral",
            "Menor de 2 años o con sospecha de enfermedad metabólica o mitocondrial o de hepatopatía",
          ],
          correct_option: 3,
          explanation:
            "El ácido valproico (40 mg/kg, máx. 3000 mg en la AES 2016: 560 mg para esta niña) tiene riesgo de hepatotoxicidad grave, mayor en menores de 2 años y en enfermedades mitocondriales (p. ej., por mutaciones de POLG) o metabólicas, según su ficha técnica. En esos casos se prefiere levetiracetam o fenitoína.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en el órgano que más preocupa con este fármaco y en qué pacientes es más vulnerable."],
        },
      ],
    },
    {
      description: "Enfermería: administración y vigilancia",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo se administra el midazolam bucal?",
          options: [
            "Vaciando la jeringa de golpe sobre la lengua para que se absorba por vía sublingual lo antes posible",
            "Cargándolo en una jeringa y administrándolo por la vía IV, que actúa más rápido",
            "Entre la encía y la mejilla, vaciando la jeringa lentamente (la mitad en cada lado si el volumen es grande o la niña pequeña)",
            "Diluyéndolo en agua para que lo trague",
          ],
          correct_option: 2,
          explanation:
            "La ficha técnica de Buccolam indica introducir lentamente toda la solución en el espacio entre la encía y la mejilla; si es necesario (volúmenes mayores o pacientes pequeños), se administra aproximadamente la mitad en cada lado. No es para uso intravenoso: es una jeringa oral precargada. Vaciarla de golpe o diluirla favorece que se trague o se aspire.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el riesgo de aspiración de una niña con la conciencia alterada y en qué mucosa absorbe bien sin tragar."],
        },
        {
          question_text:
            "Tras la segunda benzodiacepina persisten algunas sacudidas, la FR baja a 12 rpm con respiración superficial y la saturación al 88 %. ¿Qué haces?",
          options: [
            "Administrar flumazenilo de inmediato para revertir la depresión respiratoria y dejar que respire sola",
            "Retirar el oxígeno unos minutos para valorar la saturación basal",
            "Colocarla en posición lateral de seguridad con oxígeno en gafas a 2 l/min y reevaluar en 15 minutos",
            "Abrir la vía aérea, aspirar secreciones, oxígeno y ventilar con bolsa y mascarilla si la respiración no es eficaz; avisar al médico",
          ],
          correct_option: 3,
          explanation:
            "La depresión respiratoria es el efecto adverso más importante de las benzodiacepinas, sobre todo tras dos dosis. Se trata con soporte de la vía aérea y ventilación si es necesario. El flumazenilo está contraindicado cuando la benzodiacepina se ha administrado para controlar una situación potencialmente mortal como el estado epiléptico (ficha técnica): puede desencadenar nuevas crisis. Con FR 12 rpm y saturación del 88 %, unas gafas a bajo flujo y esperar 15 minutos es insuficiente; como la crisis no ha cedido, hay que avisar para continuar con la segunda línea y valorar la vía aérea avanzada.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Es normal una FR de 12 rpm a los 3 años?",
            "Piensa en qué pasaría con la crisis si se revirtiera bruscamente la benzodiacepina.",
          ],
        },
        {
          question_text: "Durante la carga del fármaco de segunda línea, ¿qué registras?",
          options: [
            "Hora de inicio y fin de la crisis y de cada fármaco, constantes, estado del punto de punción y nivel de conciencia",
            "El nombre del fármaco y la dosis total al final del turno, para no distraer al equipo durante la crisis",
            "Solo la saturación y la FC del monitor, que quedan registradas automáticamente",
            "La hora de fin de la crisis y la dosis total de fármacos al trasladarla a la UCI",
          ],
          correct_option: 0,
          explanation:
            "Los tiempos guían el paso de una fase a otra del algoritmo (AES 2016); las constantes detectan hipotensión o arritmias, sobre todo con la fenitoína, y la vigilancia de la vía detecta la extravasación. El registro en tiempo real evita duplicar o saltarse dosis.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué información necesita el médico para decidir cuándo pasar al siguiente escalón?"],
        },
      ],
    },
    {
      description: "Medicina: estado epiléptico refractario y búsqueda de la causa",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Completada la carga de levetiracetam, la crisis persiste a los 40 minutos. ¿Qué haces?",
          options: [
            "Esperar otros 30 minutos, porque el levetiracetam alcanza su efecto máximo de forma tardía",
            "Avisar a la UCI pediátrica, administrar otro fármaco de segunda línea (ácido valproico o fenitoína) y preparar la intubación y la perfusión de un anestésico según protocolo",
            "Repetir el midazolam bucal y el diazepam IV, ya que la respuesta a las benzodiacepinas mejora tras la carga de levetiracetam",
            "Administrar una tercera dosis de diazepam IV y, si cede, trasladarla a la planta",
          ],
          correct_option: 1,
          explanation:
            "En la tercera fase (40–60 minutos) la AES 2016 contempla repetir un fármaco de segunda línea o dosis anestésicas de tiopental, midazolam, pentobarbital o propofol con monitorización EEG continua. NICE NG217 (2022) propone, si la segunda línea falla, considerar otro fármaco de segunda línea o la anestesia general. Todo ello exige cuidados intensivos, y administrar el segundo fármaco mientras se prepara la intubación evita perder tiempo. Más benzodiacepinas solo añaden depresión respiratoria.",
          roles: [],
          is_critical: true,
          hints: ["Cuenta los minutos de crisis y los escalones ya usados: ¿en qué fase del algoritmo estás?"],
        },
        {
          question_text: "En esta niña con fiebre, ¿qué causa debes descartar activamente?",
          options: [
            "Infección del sistema nervioso central (meningitis o encefalitis)",
            "Ninguna: a los 3 años, una crisis con fiebre es una convulsión febril y basta con antitérmicos",
            "Una hiponatremia por la fiebre, que explicaría la crisis y no requiere más estudio",
            "Una otitis media como foco de la fiebre, que no modifica el manejo de la crisis",
          ],
          correct_option: 0,
          explanation:
            "Un estado epiléptico con fiebre no es una convulsión febril simple (que es generalizada, dura menos de 15 minutos y no se repite en 24 horas): hay que descartar meningitis y encefalitis. La punción lumbar se hace cuando la niña esté estable, sin retrasar el tratamiento antibiótico y antiviral empírico si hay sospecha. Los iones se miden, pero un hallazgo no excluye la infección.",
          roles: [],
          is_critical: true,
          hints: ["¿En qué se diferencia esta crisis de una convulsión febril simple, por duración y por evolución?"],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "Evidence-Based Guideline: Treatment of Convulsive Status Epilepticus in Children and Adults (American Epilepsy Society, 2016)",
      url: "https://doi.org/10.5698/1535-7597-16.1.48",
      source: "Epilepsy Currents 2016;16(1):48-61 – American Epilepsy Society (Glauser T et al.)",
      type: "guía",
      year: 2016,
      free_access: true,
      weight: 10,
    },
    {
      title: "Epilepsies in children, young people and adults (NICE guideline NG217, 2022)",
      url: "https://www.nice.org.uk/guidance/ng217",
      source: "National Institute for Health and Care Excellence (NICE)",
      type: "guía",
      year: 2022,
      free_access: true,
      weight: 20,
    },
    {
      title:
        "Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría (SEUP, 3.ª edición, 2019), capítulo 10, sobre el estado epiléptico",
      url: "https://seup.org/",
      source: "Sociedad Española de Urgencias de Pediatría (SEUP) (González Hermosa A, octubre de 2019)",
      type: "guía",
      year: 2019,
      free_access: true,
      weight: 30,
    },
    {
      title: "A definition and classification of status epilepticus – Report of the ILAE Task Force (2015)",
      url: "https://doi.org/10.1111/epi.13121",
      source: "Epilepsia 2015;56(10):1515-1523 (Trinka E et al.)",
      type: "consenso",
      year: 2015,
      free_access: true,
      weight: 40,
    },
    {
      title: "Randomized Trial of Three Anticonvulsant Medications for Status Epilepticus (ESETT)",
      url: "https://doi.org/10.1056/NEJMoa1905795",
      source: "New England Journal of Medicine 2019;381:2103-2113 (Kapur J et al.)",
      type: "ensayo clínico",
      year: 2019,
      free_access: true,
      weight: 50,
    },
    {
      title:
        "Levetiracetam versus phenytoin for second-line treatment of paediatric convulsive status epilepticus (EcLiPSE): a multicentre, open-label, randomised trial",
      url: "https://doi.org/10.1016/S0140-6736(19)30724-X",
      source: "The Lancet 2019;393:2125-2134 (Lyttle MD et al.)",
      type: "ensayo clínico",
      year: 2019,
      free_access: true,
      weight: 60,
    },
    {
      title: "Buccolam (midazolam solución bucal): información del medicamento (EPAR)",
      url: "https://www.ema.europa.eu/en/medicines/human/EPAR/buccolam",
      source: "Agencia Europea de Medicamentos (EMA)",
      type: "ficha técnica",
      year: 2011,
      free_access: true,
      weight: 70,
    },
    {
      title: "CIMA: fichas técnicas de fenitoína, levetiracetam, ácido valproico, diazepam y flumazenil comercializados en España",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 80,
    },
  ],
};

export default scenario;
