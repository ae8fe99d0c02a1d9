import type { OnlineScenario } from "./schema";

/**
 * Estatus epiléptico convulsivo en una niña de 3 años.
 * Fuentes: Glauser T, et al. Evidence-Based Guideline: Treatment of Convulsive Status Epilepticus
 * in Children and Adults (American Epilepsy Society). Epilepsy Curr 2016;16(1):48-61.
 * Kapur J, et al. (ESETT) N Engl J Med 2019;381:2103-2113. Lyttle MD, et al. (EcLiPSE)
 * Lancet 2019;393:2125-2134. Ficha técnica de Buccolam (midazolam bucal, EMA).
 */
const scenario: OnlineScenario = {
  slug: "estatus-epileptico-pediatrico",
  title: "Estatus epiléptico convulsivo en una niña de 3 años",
  summary:
    "Crisis tonicoclónica generalizada que no cede. Estabilización, benzodiacepina a los 5 minutos por vía bucal o IV, fármacos de segunda línea (levetiracetam, fenitoína/fosfenitoína, valproato) y estatus refractario, según la guía de la American Epilepsy Society 2016.",
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
    chips: ["Urgencias", "Preescolar", "Estatus epiléptico", "Fiebre"],
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
      { tmin: 0, event: "Inicio de la crisis en casa" },
      { tmin: 8, event: "Llegada a urgencias: crisis en curso, sin acceso venoso" },
      { tmin: 10, event: "Midazolam bucal" },
      { tmin: 20, event: "Persiste la crisis; vía venosa canalizada; segunda benzodiacepina IV" },
      { tmin: 30, event: "Persiste la crisis; fármaco de segunda línea" },
    ],
    red_flags: [
      "Crisis de más de 5 minutos",
      "Desaturación y respiración ineficaz",
      "Fiebre: descartar infección del sistema nervioso central",
      "Depresión respiratoria tras benzodiacepinas",
    ],
    critical_actions: [
      "Cronometrar la crisis y tratar a los 5 minutos",
      "Vía aérea, oxígeno, monitorización y glucemia capilar",
      "Benzodiacepina por vía bucal, intramuscular o IV a dosis correcta",
      "No más de dos dosis de benzodiacepina; después, segunda línea",
      "Segunda línea: levetiracetam, fenitoína/fosfenitoína o valproato a dosis de carga",
    ],
    learning_objective:
      "Tratar el estatus epiléptico convulsivo pediátrico por fases temporales con las dosis de la guía AES 2016 y los ensayos ESETT y EcLiPSE, preparando y administrando con seguridad los fármacos de segunda línea.",
    objectives: {
      MED: [
        "Aplicar el algoritmo por fases del estatus epiléptico",
        "Elegir el fármaco de segunda línea según el paciente",
        "Reconocer el estatus refractario y buscar la causa",
      ],
      NUR: [
        "Estabilizar la vía aérea y cronometrar la crisis",
        "Administrar midazolam bucal con la técnica correcta",
        "Detectar la depresión respiratoria por benzodiacepinas",
      ],
      PHARM: [
        "Calcular las dosis de carga de los fármacos de segunda línea",
        "Conocer las condiciones de dilución y velocidad de la fenitoína",
        "Identificar contraindicaciones del valproato",
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
            "Anotar la hora, vía aérea y oxígeno, monitorización, glucemia capilar y acceso vascular",
            "Introducir un objeto entre los dientes para evitar mordeduras",
            "Pedir un TC craneal urgente antes de administrar fármacos, para no enmascarar una lesión estructural",
          ],
          correct_option: 1,
          explanation:
            "La guía AES 2016 dedica los primeros 5 minutos a estabilizar: cronometrar la crisis, vía aérea, oxígeno, monitorización, glucemia capilar y acceso vascular. No se sujeta al niño ni se introduce nada en la boca.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en el ABC y en una causa que se corrige en segundos."],
        },
        {
          question_text: "¿A partir de cuándo se trata una crisis convulsiva como estatus epiléptico?",
          options: [
            "Cuando dura 5 minutos o más, o hay crisis repetidas sin recuperar la conciencia entre ellas",
            "A partir de 30 minutos de actividad convulsiva continua, que es cuando empieza el daño neuronal",
            "Solo si no hay fiebre",
            "A partir de 15 minutos",
          ],
          correct_option: 0,
          explanation:
            "La definición operativa de la ILAE (2015) sitúa en 5 minutos el momento de iniciar el tratamiento de la crisis tonicoclónica; la guía AES 2016 empieza la primera línea a los 5 minutos. Esperar a los 30 minutos reduce la respuesta a los fármacos.",
          roles: [],
          is_critical: false,
          hints: ["Cuanto más dura, peor responde."],
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
            "Midazolam bucal 10 mg, porque en el estatus se usa la presentación más alta para asegurar la respuesta",
            "Esperar a canalizar una vía IV para administrar diazepam, que es más eficaz que la vía bucal",
            "Fenobarbital oral",
            "Midazolam bucal 5 mg (presentación de 1 a menos de 5 años)",
          ],
          correct_option: 3,
          explanation:
            "Según la ficha técnica de Buccolam: 2,5 mg de 3 meses a menos de 1 año; 5 mg de 1 a menos de 5 años; 7,5 mg de 5 a menos de 10 años; 10 mg de 10 a menos de 18 años. La AES 2016 también acepta midazolam IM (5 mg entre 13 y 40 kg). No se debe retrasar el tratamiento esperando una vía.",
          roles: [],
          is_critical: true,
          hints: ["Las presentaciones de midazolam bucal van por tramos de edad."],
          time_limit: 60,
        },
        {
          question_text:
            "A los 10 minutos del midazolam bucal sigue convulsionando y ya hay vía IV. ¿Qué administras?",
          options: [
            "Diazepam IV 28 mg",
            "Dosis sucesivas de midazolam IV cada 5 minutos hasta que ceda la crisis, sin un límite de dosis predefinido",
            "Segunda y última benzodiacepina: diazepam IV 0,15–0,2 mg/kg (2,1–2,8 mg) o lorazepam IV 0,1 mg/kg (1,4 mg)",
            "Esperar 20 minutos más, porque el midazolam bucal puede tardar en hacer efecto",
          ],
          correct_option: 2,
          explanation:
            "La AES 2016 permite repetir una vez la benzodiacepina (diazepam IV 0,15–0,2 mg/kg, máx. 10 mg; lorazepam IV 0,1 mg/kg, máx. 4 mg). Con 14 kg: 2,1–2,8 mg de diazepam. Tras dos dosis sin respuesta se pasa a la segunda línea: más benzodiacepinas aumentan la depresión respiratoria.",
          roles: [],
          is_critical: true,
          hints: ["Cuenta también la dosis que ya recibió.", "28 mg sería un error de 10 veces."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: fármacos de segunda línea",
      narrative: "A los 30 minutos persiste la crisis. El equipo pide levetiracetam IV y pregunta por las alternativas.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué dosis de carga de levetiracetam corresponde a 14 kg?",
          options: [
            "4–6 mg/kg: 56–84 mg IV",
            "40–60 mg/kg: 560–840 mg IV (máximo 4500 mg)",
            "400–600 mg/kg: 5600–8400 mg IV",
            "20 mg/kg/día repartidos en dos dosis, como tratamiento de mantenimiento",
          ],
          correct_option: 1,
          explanation:
            "La AES 2016 y el ensayo ESETT usan 60 mg/kg (máx. 4500 mg) en dosis única; los ensayos pediátricos EcLiPSE y ConSEPT, 40 mg/kg en 5 minutos. Con 14 kg: 560–840 mg. Las otras opciones son errores de 10 veces o pautas de mantenimiento.",
          roles: [],
          is_critical: true,
          hints: ["Es una dosis de carga única, no de mantenimiento."],
        },
        {
          question_text: "Si se eligiera fenitoína (20 mg/kg = 280 mg), ¿qué condición es correcta?",
          options: [
            "Diluir solo en suero salino 0,9 % e infundir a no más de 1 mg/kg/min (máx. 50 mg/min), con ECG y TA monitorizados",
            "Diluir en suero glucosado al 5 % para reducir la flebitis e infundir en 5 minutos, como el levetiracetam",
            "Administrar en bolo rápido para acabar antes la crisis",
            "Administrar por vía intramuscular",
          ],
          correct_option: 0,
          explanation:
            "La fenitoína precipita en soluciones glucosadas; su infusión rápida puede causar hipotensión y arritmias, por lo que se limita la velocidad y se monitorizan ECG y TA. Es irritante: vigilar la extravasación. En EcLiPSE se infundió en al menos 20 minutos.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en compatibilidad del diluyente y en toxicidad cardiovascular."],
        },
        {
          question_text: "¿En qué paciente evitarías el ácido valproico como segunda línea?",
          options: [
            "Niño de 8 años previamente sano que ya ha recibido dos dosis de benzodiacepina, por riesgo de interacción",
            "Adolescente con epilepsia generalizada conocida",
            "Paciente alérgico a la penicilina",
            "Menor de 2 años o con sospecha de enfermedad metabólica o mitocondrial o de hepatopatía",
          ],
          correct_option: 3,
          explanation:
            "El valproato (40 mg/kg, máx. 3000 mg en la AES 2016) tiene riesgo de hepatotoxicidad grave, mayor en menores de 2 años y en enfermedades mitocondriales o metabólicas. En esos casos se prefiere levetiracetam o fenitoína.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en el hígado y en la edad."],
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
            "Cargándolo en una jeringa y administrándolo por la vía IV",
            "Entre la encía y la mejilla, vaciando la jeringa lentamente (la mitad en cada lado si el volumen es grande o el niño pequeño)",
            "Diluyéndolo en agua para que lo trague",
          ],
          correct_option: 2,
          explanation:
            "La ficha técnica indica introducir lentamente toda la solución en el espacio entre la encía y la mejilla; si es necesario (volúmenes mayores o pacientes pequeños), se administra aproximadamente la mitad en cada lado. No es para uso intravenoso.",
          roles: [],
          is_critical: false,
          hints: ["Se absorbe a través de la mucosa, no se traga."],
        },
        {
          question_text: "Tras la segunda benzodiacepina cede la crisis, pero la FR es de 12 rpm y la saturación del 88 %. ¿Qué haces?",
          options: [
            "Administrar flumazenilo de inmediato para revertir la benzodiacepina y dejar que respire sola",
            "Abrir la vía aérea, oxígeno y ventilar con bolsa y mascarilla si la respiración no es eficaz; avisar al médico",
            "Retirar el oxígeno para valorar la saturación basal",
            "Colocarla boca abajo y reevaluar en 30 minutos",
          ],
          correct_option: 1,
          explanation:
            "La depresión respiratoria es el efecto adverso más importante de las benzodiacepinas, sobre todo tras dos dosis. Se trata con soporte de la vía aérea y ventilación si es necesario.",
          roles: [],
          is_critical: true,
          hints: ["Una FR de 12 es baja para una niña de 3 años."],
        },
        {
          question_text: "Durante la carga del fármaco de segunda línea, ¿qué registras?",
          options: [
            "Hora de inicio y fin de la crisis y de cada fármaco, constantes, estado del punto de punción y nivel de conciencia",
            "El nombre del fármaco y la dosis total al final del turno, para no distraer al equipo durante la crisis",
            "La temperatura cada 8 horas",
            "Nada hasta que termine la infusión",
          ],
          correct_option: 0,
          explanation:
            "Los tiempos guían el paso de una fase a otra del algoritmo; las constantes detectan hipotensión o arritmias, y la vigilancia de la vía, la extravasación.",
          roles: [],
          is_critical: false,
          hints: ["El algoritmo se basa en minutos."],
        },
      ],
    },
    {
      description: "Medicina: estatus refractario y búsqueda de la causa",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Completada la carga de levetiracetam, la crisis persiste a los 40 minutos. ¿Qué haces?",
          options: [
            "Esperar otros 30 minutos, porque el levetiracetam alcanza su efecto máximo de forma tardía",
            "Repetir el midazolam bucal y el diazepam IV, ya que la respuesta a las benzodiacepinas mejora tras la carga de levetiracetam",
            "Dar el alta con diazepam rectal",
            "Estatus refractario: avisar a UCI pediátrica y preparar vía aérea y perfusión de un anestésico según protocolo",
          ],
          correct_option: 3,
          explanation:
            "En la tercera fase (40–60 minutos) la AES 2016 contempla repetir un fármaco de segunda línea o dosis anestésicas de tiopental, midazolam, pentobarbital o propofol con monitorización EEG continua, lo que exige cuidados intensivos.",
          roles: [],
          is_critical: true,
          hints: ["Ya han fallado la primera y la segunda línea."],
        },
        {
          question_text: "En esta niña con fiebre, ¿qué causa debes descartar activamente?",
          options: [
            "Ninguna: a los 3 años, una crisis con fiebre es una convulsión febril y basta con antitérmicos",
            "Solo una hipoglucemia",
            "Infección del sistema nervioso central (meningitis o encefalitis)",
            "Una otitis media como foco de la fiebre, que no modifica el manejo de la crisis",
          ],
          correct_option: 2,
          explanation:
            "Un estatus con fiebre no es una convulsión febril simple: hay que descartar meningitis y encefalitis. La punción lumbar se hace cuando la niña esté estable, sin retrasar el tratamiento empírico si hay sospecha.",
          roles: [],
          is_critical: true,
          hints: ["Las convulsiones febriles simples duran menos de 15 minutos."],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "Evidence-Based Guideline: Treatment of Convulsive Status Epilepticus in Children and Adults: Report of the Guideline Committee of the American Epilepsy Society",
      url: "https://doi.org/10.5698/1535-7597-16.1.48",
      source: "Epilepsy Currents – American Epilepsy Society (Glauser T et al.)",
      type: "guía",
      year: 2016,
      free_access: true,
      weight: 10,
    },
    {
      title: "Randomized Trial of Three Anticonvulsant Medications for Status Epilepticus (ESETT)",
      url: "https://doi.org/10.1056/NEJMoa1905795",
      source: "New England Journal of Medicine (Kapur J et al.)",
      type: "ensayo clínico",
      year: 2019,
      free_access: true,
      weight: 20,
    },
    {
      title:
        "Levetiracetam versus phenytoin for second-line treatment of paediatric convulsive status epilepticus (EcLiPSE): a multicentre, open-label, randomised trial",
      url: "https://doi.org/10.1016/S0140-6736(19)30724-X",
      source: "The Lancet (Lyttle MD et al.)",
      type: "ensayo clínico",
      year: 2019,
      free_access: true,
      weight: 30,
    },
    {
      title: "Buccolam (midazolam solución bucal): información del medicamento (EPAR)",
      url: "https://www.ema.europa.eu/en/medicines/human/EPAR/buccolam",
      source: "Agencia Europea de Medicamentos (EMA)",
      type: "ficha técnica",
      year: 2011,
      free_access: true,
      weight: 40,
    },
  ],
};

export default scenario;
