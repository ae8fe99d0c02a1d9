import type { OnlineScenario } from "./schema";

/**
 * Parada cardiorrespiratoria pediátrica con ritmo desfibrilable.
 * Ediciones que sigue el caso:
 * - Desfibrilación (energía, escalada y posición de los parches): Djakow J, et al. European Resuscitation
 *   Council Guidelines 2025: Paediatric Life Support. Resuscitation 2025;215 Suppl 1:110767. Sin cambios
 *   frente a 2021 en la energía (4 J/kg; escalada hasta 8 J/kg, máx. 360 J, si hacen falta más de 5
 *   descargas); comprobado en citas textuales del capítulo, no en su texto completo.
 * - Secuencia y dosis de fármacos (adrenalina y amiodarona tras la 3.ª descarga, 2.ª dosis de amiodarona
 *   tras la 5.ª, lidocaína como alternativa), compresiones, acceso intraóseo y cuidados tras la
 *   recuperación: Van de Voorde P, et al. ERC Guidelines 2021: Paediatric Life Support. Resuscitation
 *   2021;161:327-387 (adaptación española del Grupo Español de RCP Pediátrica y Neonatal: López-Herce J,
 *   et al. An Pediatr (Barc) 2022;96(2):146.e1-146.e11). No se ha podido leer el texto completo de ERC 2025
 *   para estos puntos: cotejarlos antes de pasar el escenario a «Disponible».
 * Contraste con la AHA: Topjian AA, et al. Part 4: Pediatric Basic and Advanced Life Support. Circulation
 * 2020;142(16 Suppl 2):S469-S523. La edición AHA/AAP 2025 (Lasa JJ, et al. Circulation 2025;152 Suppl
 * 2:S479-S537) no se ha cotejado en texto completo. Presentaciones en España: fichas técnicas de
 * adrenalina 1 mg/ml y amiodarona (Trangorex 150 mg/3 ml) en CIMA.
 */
const scenario: OnlineScenario = {
  slug: "pcr-pediatrica-ritmo-desfibrilable",
  title: "Parada cardiorrespiratoria con fibrilación ventricular en un escolar",
  summary:
    "Niño de 7 años con sospecha de miocarditis que entra en fibrilación ventricular en urgencias. RCP de calidad, desfibrilación, fármacos del ritmo desfibrilable y su preparación, acceso intraóseo, causas reversibles, RCP extracorpórea y cuidados tras la recuperación según las guías del ERC (desfibrilación, edición 2025; fármacos, edición 2021), con las diferencias de la AHA.",
  level: "avanzado",
  mode: ["online"],
  status: "En construcción: en proceso",
  estimated_minutes: 15,
  max_attempts: 3,
  categories: ["Reanimación"],
  brief: {
    title: "Niño de 7 años con dolor torácico y taquicardia que pierde la conciencia",
    context:
      "Urgencias pediátricas, box de críticos de un hospital con UCI pediátrica y programa de ECMO. Hace 5 días tuvo un cuadro febril catarral; hoy dolor torácico, palpitaciones y cansancio. Se sospecha miocarditis y se ha solicitado ecocardiografía. Está monitorizado con desfibrilador manual disponible.",
    chips: ["Urgencias", "Escolar", "PCR", "Ritmo desfibrilable"],
    demographics: { age: "7 años", weightKg: 24, sex: "Niño" },
    chief_complaint: "Dolor torácico, cansancio y palpitaciones tras un cuadro febril.",
    history: [
      "Cuadro febril con síntomas catarrales hace 5 días",
      "Sin cardiopatía conocida ni antecedentes familiares de muerte súbita",
      "Sin alergias conocidas",
    ],
    triangle: { appearance: "amber", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "Decaído y pálido, responde con lentitud.",
      breathing: "Taquipnea leve sin tiraje.",
      circulation: "Palidez, relleno capilar de 3 segundos, pulsos periféricos débiles.",
    },
    vitals: {
      fc: 155,
      fr: 30,
      sat: 94,
      temp: 37.8,
      ta: "80/50",
      notes:
        "Ritmo sinusal con extrasístoles ventriculares frecuentes en el monitor. TA sistólica por debajo de la esperable para su edad (70 + 2 × 7 = 84 mmHg).",
    },
    exam: ["Tonos cardiacos apagados, ritmo de galope", "Crepitantes en ambas bases", "Hígado palpable a 3 cm del reborde costal"],
    quick_labs: [
      { name: "Troponina", value: "Elevada" },
      { name: "Glucemia capilar", value: "98 mg/dl" },
      { name: "Potasio", value: "4,2 mmol/l" },
    ],
    imaging: [
      { name: "Radiografía de tórax", status: "available" },
      { name: "Ecocardiografía", status: "ordered" },
    ],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias; monitorización y vía venosa periférica" },
      { tmin: 12, event: "Pierde la conciencia; el monitor muestra fibrilación ventricular" },
      { tmin: 13, event: "Se activa el equipo de parada" },
      { tmin: 17, event: "Persiste la FV tras la tercera descarga" },
    ],
    red_flags: [
      "Dolor torácico y signos de insuficiencia cardiaca tras un cuadro viral",
      "Extrasístoles ventriculares frecuentes",
      "Hipotensión y mala perfusión",
    ],
    critical_actions: [
      "Reconocer la parada y empezar la RCP de inmediato",
      "Desfibrilar con la energía correcta y con las mínimas interrupciones de las compresiones",
      "Administrar los fármacos del ritmo desfibrilable en el momento y a la dosis correctos",
      "Buscar y tratar las causas reversibles y plantear a tiempo el soporte extracorpóreo",
      "Preparar, rotular y registrar cada fármaco y cada descarga",
    ],
    learning_objective:
      "Aplicar el algoritmo de soporte vital avanzado pediátrico del ERC en un ritmo desfibrilable (desfibrilación según la edición 2025; fármacos según la de 2021), con dosis y preparación correctas de adrenalina y amiodarona, conociendo las diferencias con el algoritmo de la AHA.",
    objectives: {
      MED: [
        "Liderar la secuencia de ritmo desfibrilable",
        "Indicar las dosis y el momento de adrenalina y amiodarona",
        "Identificar las causas reversibles, la indicación de RCP extracorpórea y los objetivos tras la recuperación de la circulación",
      ],
      NUR: ["Realizar compresiones de calidad y desfibrilar con seguridad", "Canalizar un acceso intraóseo y registrar los tiempos"],
      PHARM: [
        "Preparar adrenalina y amiodarona con el volumen y el diluyente correctos",
        "Evitar la confusión entre presentaciones de adrenalina",
      ],
    },
    competencies: ["Soporte vital avanzado pediátrico", "Liderazgo y comunicación en crisis", "Cálculo de dosis por peso"],
    estimated_minutes: 15,
    level: "avanzado",
  },
  steps: [
    {
      description: "Reconocimiento de la parada",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "El niño deja de responder, no respira con normalidad y el monitor muestra FV. ¿Qué haces?",
          options: [
            "Comprobar el pulso central durante 30 segundos para confirmar que es una parada y, si no hay pulso, dar un golpe precordial",
            "Pedir ayuda, iniciar RCP 15:2 mientras se colocan los parches y se carga el desfibrilador, y descargar lo antes posible",
            "Administrar adrenalina IV de inmediato por la vía periférica y después iniciar la RCP",
            "Intubar antes de empezar las compresiones, porque en los niños la causa de la parada suele ser respiratoria",
          ],
          correct_option: 1,
          explanation:
            "Según el ERC 2021, si no hay signos de vida se inicia la RCP (15 compresiones : 2 ventilaciones) sin dedicar más de 10 segundos a buscar el pulso. En un ritmo desfibrilable la descarga precoz es la prioridad, y las compresiones mantienen el flujo mientras se prepara. El golpe precordial no se recomienda en niños. La adrenalina no precede a la descarga en la FV, y la intubación no debe retrasar las compresiones: se ventila con bolsa y mascarilla.",
          roles: [],
          is_critical: true,
          hints: ["No responde, no respira con normalidad y ya conoces el ritmo: ¿qué información te falta realmente para actuar?"],
        },
        {
          question_text: "¿Cómo deben ser las compresiones torácicas en este niño?",
          options: [
            "100–120/min, al menos un tercio del diámetro anteroposterior (unos 5 cm), con reexpansión completa",
            "80 por minuto y 2–3 cm de profundidad, para no provocar fracturas costales en un niño",
            "100–120/min y unos 4 cm de profundidad, la misma en cualquier niño",
            "120–140/min y más de 6 cm de profundidad, como en el adulto, para compensar la FV",
          ],
          correct_option: 0,
          explanation:
            "Según el ERC 2021: frecuencia de 100–120/min y profundidad de al menos un tercio del diámetro anteroposterior del tórax (unos 4 cm en lactantes y 5 cm en niños), permitiendo la reexpansión completa. 4 cm es la referencia del lactante; en el adulto se recomiendan 5–6 cm, no más de 6, a 100–120/min.",
          roles: [],
          is_critical: false,
          hints: ["La profundidad se expresa como fracción del tórax; luego tradúcela a centímetros para este niño."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: desfibrilación y fármacos",
      narrative: "El desfibrilador manual está cargando. Tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Según el ERC, ¿qué energía seleccionas para un niño de 24 kg?",
          options: ["2 J/kg: 48 J", "4 J/kg: 96 J (unos 100 J)", "10 J/kg: 240 J", "360 J desde la primera descarga"],
          correct_option: 1,
          explanation:
            "Según ERC 2025 (sin cambios frente a 2021): 4 J/kg como energía estándar de las descargas iniciales, sin superar la dosis de adulto; si hacen falta más de 5 descargas, puede subirse de forma escalonada hasta 8 J/kg (máximo 360 J). Para 24 kg: 96 J, es decir, unos 100 J. El algoritmo de la AHA (2020) usa 2 J/kg en la primera descarga y 4 J/kg en la segunda, con escalada posterior hasta 10 J/kg o la dosis de adulto: por eso la pregunta nombra la guía. 10 J/kg es el techo de la escalada de la AHA, no una energía inicial, y 360 J es el máximo del adulto.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula la energía por kilo que recomienda la guía nombrada en la pregunta y redondea al nivel disponible en el desfibrilador.",
          ],
          time_limit: 45,
        },
        {
          question_text: "Inmediatamente después de la descarga, ¿qué haces?",
          options: [
            "Comprobar el pulso y el ritmo durante 10 segundos antes de reanudar las compresiones",
            "Dar una segunda descarga inmediata si el monitor sigue mostrando FV",
            "Reanudar las compresiones y comprobar el pulso al cabo de 1 minuto",
            "Reanudar las compresiones durante 2 minutos sin comprobar el pulso ni el ritmo",
          ],
          correct_option: 3,
          explanation:
            "ERC 2021: tras cada descarga se reanudan las compresiones de inmediato durante 2 minutos; el ritmo se reevalúa al final de cada ciclo. Justo después de una descarga eficaz el corazón rara vez bombea bien: las pausas para buscar pulso o ritmo reducen la perfusión coronaria y la probabilidad de éxito de la siguiente descarga.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué le ocurre a la presión de perfusión coronaria cada vez que se paran las compresiones?"],
          time_limit: 45,
        },
        {
          question_text: "Según el algoritmo del ERC, tras la tercera descarga persiste la FV. ¿Qué administras?",
          options: [
            "Adrenalina 0,1 mg/kg (2,4 mg) y amiodarona 5 mg/kg (120 mg)",
            "Solo amiodarona 300 mg (dosis de adulto) por vía IV o IO, reservando la adrenalina para los ritmos no desfibrilables",
            "Adrenalina 10 microgramos/kg (240 microgramos) y amiodarona 5 mg/kg (120 mg) por vía IV o IO",
            "Bicarbonato 1 mEq/kg y gluconato cálcico, por la acidosis y la posible hiperpotasemia",
          ],
          correct_option: 2,
          explanation:
            "Según el algoritmo del ERC 2021 (edición que sigue el caso para los fármacos; pendiente de cotejar con el texto completo de 2025): en ritmos desfibrilables, tras la tercera descarga se administran adrenalina 10 microgramos/kg (máx. 1 mg) y amiodarona 5 mg/kg (máx. 300 mg). La adrenalina se repite cada 3–5 minutos; la amiodarona se repite una vez, 5 mg/kg (máx. 150 mg), tras la quinta descarga. La lidocaína 1 mg/kg es una alternativa a la amiodarona para quien tenga experiencia con ella. La AHA (algoritmo de 2020) administra la adrenalina tras la segunda descarga. 0,1 mg/kg es la antigua dosis alta por vía intravenosa, diez veces la actual; 300 mg de amiodarona es la dosis del adulto (y el máximo), no la de 24 kg; bicarbonato y calcio no son de rutina (solo ante causas concretas, como hiperpotasemia o intoxicaciones).",
          roles: [],
          is_critical: true,
          hints: ["Comprueba la unidad de cada dosis (microgramos o miligramos por kilo) antes de multiplicar por el peso."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: preparación de los fármacos de parada",
      narrative:
        "En el carro hay ampollas de adrenalina 1 mg/ml y jeringas de 10 ml de adrenalina 0,1 mg/ml preparadas según el protocolo del centro (1 ampolla diluida hasta 10 ml con suero fisiológico), ampollas de amiodarona 150 mg/3 ml (50 mg/ml), suero fisiológico y glucosado al 5 %.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué volumen de adrenalina 0,1 mg/ml corresponde a 10 microgramos/kg en 24 kg?",
          options: ["0,24 ml", "2,4 ml de la ampolla de 1 mg/ml", "24 ml", "2,4 ml (240 microgramos)"],
          correct_option: 3,
          explanation:
            "Dosis del ERC (10 microgramos/kg): 10 × 24 = 240 microgramos. 0,1 mg/ml = 100 microgramos/ml; 240 ÷ 100 = 2,4 ml, es decir, 0,1 ml/kg de la dilución. 2,4 ml de la ampolla de 1 mg/ml serían 2,4 mg, diez veces más (y más del doble del máximo de 1 mg): por eso la ampolla sin diluir y la jeringa diluida deben estar separadas y rotuladas. 0,24 ml sería una décima parte de la dosis; 24 ml, cien veces más.",
          roles: [],
          is_critical: true,
          hints: ["Pasa la concentración a microgramos por ml y divide la dosis entre ella."],
        },
        {
          question_text: "¿Qué volumen de amiodarona 50 mg/ml corresponde a 5 mg/kg en 24 kg?",
          options: ["6 ml (300 mg)", "2,4 ml (120 mg)", "0,24 ml", "24 ml"],
          correct_option: 1,
          explanation:
            "5 mg/kg × 24 kg = 120 mg; 120 ÷ 50 mg/ml = 2,4 ml. 300 mg es la dosis máxima (la del adulto), no la dosis de este niño.",
          roles: [],
          is_critical: true,
          hints: ["Primero los miligramos, después el volumen."],
        },
        {
          question_text: "Si diluyes la amiodarona antes de administrarla en la parada, ¿qué es correcto?",
          options: [
            "Diluirla en suero fisiológico 0,9 %, que es compatible con todos los fármacos de parada, y darla en bolo",
            "Diluirla en suero glucosado al 5 % y administrarla en bolo durante la RCP, seguida de un lavado",
            "Diluirla en 100 ml de suero glucosado al 5 % y pasarla en 20–60 minutos, como en la taquicardia con pulso",
            "No diluirla nunca y administrarla solo por una vía central",
          ],
          correct_option: 1,
          explanation:
            "La ficha técnica de la amiodarona inyectable disponible en España (Trangorex 150 mg/3 ml, CIMA) indica diluirla solo en suero glucosado al 5 %. En la parada se administra en bolo (ERC 2021), no en perfusión lenta, que es la pauta de la arritmia con pulso; puede darse por vía periférica o intraósea, seguida de un lavado.",
          roles: [],
          is_critical: false,
          hints: [
            "Busca en la ficha técnica el apartado de diluyentes compatibles y piensa en la diferencia entre parada y arritmia con pulso.",
          ],
        },
        {
          question_text: "¿Cómo se etiquetan y entregan las jeringas en la parada?",
          options: [
            "Sin etiqueta, preparadas y administradas siempre por la misma persona, que sabe qué contiene cada jeringa",
            "Etiquetadas con el nombre del fármaco; la dosis la confirma quien administra mirando la ampolla vacía",
            "Etiquetadas con fármaco, dosis y concentración, confirmando la dosis en voz alta al entregarlas",
            "Preparadas por adelantado todas las dosis previstas del algoritmo, para no perder tiempo en cada ciclo",
          ],
          correct_option: 2,
          explanation:
            "En la parada coinciden varias jeringas de aspecto similar (aquí, dos de 2,4 ml con fármacos distintos); etiquetarlas con fármaco, dosis y concentración y confirmar en voz alta la dosis con quien administra (comunicación en bucle cerrado) evita administrar el fármaco o la dosis equivocados. Preparar todas las dosis por adelantado multiplica las jeringas sin identificar y el riesgo de confusión.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué pasa si cambia la persona que administra o si dos jeringas tienen el mismo volumen."],
        },
      ],
    },
    {
      description: "Enfermería: desfibrilación segura, acceso intraóseo y registro",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo se prepara la descarga con seguridad y con la mínima pausa?",
          options: [
            "Detener las compresiones al empezar la carga para analizar el ritmo con seguridad y avisar justo antes de descargar",
            "Seguir comprimiendo mientras carga y descargar mientras el compañero mantiene las manos enguantadas sobre el tórax",
            "Seguir comprimiendo mientras carga, retirar el oxígeno libre, avisar y comprobar que nadie toca al paciente",
            "Cargar solo cuando el líder confirme el ritmo tras 10 segundos de pausa, con la mascarilla de oxígeno colocada",
          ],
          correct_option: 2,
          explanation:
            "Cargar mientras se comprime reduce la pausa previa a la descarga (ERC 2021 y 2025). Retirar las fuentes de oxígeno libre y asegurarse de que nadie toca al paciente evita incendios y descargas al equipo: la desfibrilación con las manos sobre el tórax no es una práctica recomendada. Con 24 kg, si los parches de adulto se tocan en posición anterolateral, ERC 2025 indica colocarlos en posición anteroposterior.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en las dos cosas que pueden ir mal alrededor de una descarga: una pausa larga sin flujo y un accidente eléctrico o un incendio.",
          ],
        },
        {
          question_text: "La vía periférica se ha extravasado y no se consigue otra rápidamente. ¿Qué haces?",
          options: [
            "Administrar la adrenalina y la amiodarona por el tubo endotraqueal a doble dosis mientras se consigue otra vía",
            "Vía intraósea en la cara anteromedial de la tibia proximal, comprobar la posición y lavar tras cada fármaco",
            "Canalizar una vía intraósea en la tuberosidad tibial y administrar los fármacos sin lavado, para no diluirlos",
            "Seguir intentando vías periféricas hasta conseguir una, porque la intraósea solo está indicada en lactantes",
          ],
          correct_option: 1,
          explanation:
            "ERC 2021 recomienda la vía intraósea cuando no se consigue rápidamente una vía IV, a cualquier edad. En un escolar el punto habitual es la superficie plana anteromedial de la tibia, 1–2 cm por debajo de la tuberosidad (evitando la placa de crecimiento y la propia tuberosidad); alternativas: tibia distal o húmero proximal. Se comprueba la posición (aspiración o lavado sin extravasación) y tras cada fármaco se administra un lavado para que llegue a la circulación. La vía endotraqueal tiene una absorción impredecible y la amiodarona no se administra por ella.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en qué hueso y en qué punto exacto se evita dañar el cartílago de crecimiento, y en cómo llega el fármaco desde la médula a la circulación.",
          ],
        },
        {
          question_text: "Te asignan el registro y el control del tiempo. ¿Qué haces?",
          options: [
            "Anotar solo la hora de inicio y de fin; el resto de tiempos y dosis se reconstruye después con el equipo en la sesión de análisis",
            "Anotar los fármacos; los tiempos de las descargas ya los guarda el desfibrilador",
            "Avisar de la siguiente adrenalina cada 10 minutos, para no interrumpir las compresiones",
            "Registrar cada análisis, descarga, energía, fármaco y dosis con su hora, y avisar al líder de los ciclos y de la adrenalina",
          ],
          correct_option: 3,
          explanation:
            "Según el ERC 2021, el ritmo se analiza cada 2 minutos y la adrenalina se repite cada 3–5 minutos (cada dos ciclos). Un registro en tiempo real de análisis, descargas, energía y fármacos permite al líder no omitir ni duplicar dosis, cambiar al reanimador que comprime y revisar después la actuación.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué necesita saber el líder en cada momento para decidir la siguiente acción sin perder la cuenta?"],
        },
      ],
    },
    {
      description: "Medicina: causas reversibles, soporte extracorpóreo y cuidados tras la recuperación",
      narrative: "El hospital dispone de programa de ECMO pediátrico con el equipo de guardia localizable.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Durante la RCP, ¿qué causas reversibles debes revisar?",
          options: [
            "Solo la hiperpotasemia y la hipoglucemia, que se corrigen con la analítica del carro",
            "Ninguna: en la FV basta con desfibrilar y dar antiarrítmicos; las causas reversibles se buscan solo en la asistolia",
            "Hipoxia, hipovolemia, potasio y metabolismo, temperatura, neumotórax, taponamiento, tóxicos y trombosis",
            "Solo la miocarditis: la lista de causas reversibles es propia de la parada del adulto",
          ],
          correct_option: 2,
          explanation:
            "Las «4 H y 4 T» del ERC 2021 (hipoxia, hipovolemia, hipo/hiperpotasemia y otras alteraciones metabólicas, hipo/hipertermia; neumotórax a tensión, taponamiento, tóxicos y trombosis) deben repasarse en toda parada, también en la FV y en niños; la ecografía a pie de cama ayuda a buscarlas sin interrumpir las compresiones. En este niño la causa probable es una miocarditis, pero hay que descartar las tratables, como una alteración del potasio o un taponamiento.",
          roles: [],
          is_critical: false,
          hints: [
            "Agrupa las causas tratables en las que afectan al oxígeno, al volumen, al medio interno y a la temperatura, y en las que impiden mecánicamente el llenado o el vaciado del corazón.",
          ],
        },
        {
          question_text:
            "A los 20 minutos la FV persiste tras 6 descargas, dos dosis de amiodarona y adrenalina cada 4 minutos. ¿Qué planteas?",
          options: [
            "Suspender la RCP: tras 20 minutos de FV refractaria no hay posibilidades de supervivencia",
            "Una tercera dosis de amiodarona y bicarbonato, y plantear la ECMO si no revierte en otros 30 minutos",
            "Activar ya la RCP extracorpórea (ECMO) manteniendo una RCP de calidad, buscar causas reversibles y valorar subir la energía hasta 8 J/kg",
            "Cambiar la amiodarona por lidocaína y seguir el algoritmo convencional; la ECMO solo se plantea si se recupera el pulso y persiste el shock",
          ],
          correct_option: 2,
          explanation:
            "En una parada intrahospitalaria refractaria de causa probablemente reversible (miocarditis), el ERC 2021 recomienda considerar pronto la RCP extracorpórea en centros con esa capacidad, y la AHA 2020 la considera en niños con enfermedad cardiaca y parada intrahospitalaria donde existen protocolos de ECMO; ante una miocarditis con arritmias o bajo gasto, la AHA aconseja además el ingreso precoz en cuidados intensivos y valorar la asistencia circulatoria antes de que llegue la parada. La activación debe ser temprana porque el resultado empeora con cada minuto de RCP convencional. Con más de 5 descargas, ERC 2025 permite subir la energía de forma escalonada hasta 8 J/kg (máx. 360 J): 192 J para 24 kg. El algoritmo del ERC no contempla una tercera dosis de amiodarona, y suspender la RCP o esperar otros 30 minutos cierra la opción de la ECMO.",
          roles: [],
          is_critical: true,
          hints: [
            "Repasa qué ha fallado ya, cuál es la causa probable y con qué recursos cuenta este hospital; luego pregúntate qué se pierde con cada minuto de espera.",
          ],
        },
        {
          question_text: "Tras recuperar la circulación espontánea, ¿qué objetivos fijas?",
          options: [
            "Saturación del 100 % con FiO2 de 1 durante las primeras 24 horas e hiperventilación para proteger el cerebro",
            "Saturación del 94–98 %, normocapnia, evitar la hipotensión, la fiebre y la hipoglucemia, y traslado a UCI pediátrica",
            "Hipotermia obligatoria a 32–34 °C durante 72 horas y pCO2 baja para reducir el edema cerebral",
            "Saturación ≥ 90 %, tolerando una hipoxemia leve para evitar la toxicidad del oxígeno, y extubación precoz",
          ],
          correct_option: 1,
          explanation:
            "ERC 2021 recomienda tras la recuperación evitar la hipoxemia y la hiperoxemia (saturación 94–98 %), mantener la normocapnia, evitar la hipotensión y la fiebre y controlar la glucemia, en cuidados intensivos. La hiperventilación reduce el flujo cerebral; la hipotermia a 32–34 °C no es obligatoria: lo esencial es evitar la fiebre con un control activo de la temperatura.",
          roles: [],
          is_critical: false,
          hints: [
            "¿Qué variables fisiológicas puedes controlar tras la recuperación que influyen en la lesión cerebral secundaria, y en qué dirección las dañan?",
          ],
        },
      ],
    },
  ],
  resources: [
    {
      title: "European Resuscitation Council Guidelines 2025: Paediatric Life Support (edición que sigue el caso para la desfibrilación)",
      url: "https://doi.org/10.1016/j.resuscitation.2025.110767",
      source: "Resuscitation 2025;215 Suppl 1:110767 – European Resuscitation Council (Djakow J et al.)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 5,
    },
    {
      title:
        "European Resuscitation Council Guidelines 2021: Paediatric Life Support (edición que sigue el caso para los fármacos y la secuencia; pendiente de cotejar con la de 2025)",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327-387 – European Resuscitation Council (Van de Voorde P et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 10,
    },
    {
      title: "European Resuscitation Council Guidelines 2021: Executive summary",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.003",
      source: "Resuscitation – European Resuscitation Council (Perkins GD et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "Novedades en las recomendaciones de reanimación cardiopulmonar pediátrica y líneas de desarrollo en España",
      url: "https://analesdepediatria.org/es-novedades-recomendaciones-reanimacion-cardiopulmonar-pediatrica-articulo-S1695403321002083",
      source: "Anales de Pediatría – Grupo Español de RCP Pediátrica y Neonatal (López-Herce J et al.), 2022;96(2):146.e1-146.e11",
      type: "revisión",
      year: 2022,
      free_access: true,
      weight: 35,
    },
    {
      title: "Consejo Español de Resucitación Cardiopulmonar (CERCP): traducciones oficiales de las guías del ERC",
      url: "https://www.cercp.org/",
      source: "Consejo Español de Resucitación Cardiopulmonar (CERCP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 40,
    },
    {
      title: "Part 4: Pediatric Basic and Advanced Life Support: 2020 American Heart Association Guidelines for CPR and ECC",
      url: "https://doi.org/10.1161/CIR.0000000000000901",
      source: "Circulation – American Heart Association (Topjian AA et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 50,
    },
    {
      title:
        "2025 American Heart Association and American Academy of Pediatrics Guidelines for CPR and ECC: Pediatric Advanced Life Support (contraste; no cotejada en texto completo)",
      url: "https://cpr.heart.org/en/resuscitation-science/cpr-and-ecc-guidelines/pediatric-advanced-life-support",
      source: "American Heart Association / American Academy of Pediatrics (Lasa JJ et al.), Circulation 2025;152 Suppl 2:S479-S537",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 60,
    },
    {
      title: "CIMA: fichas técnicas de adrenalina 1 mg/ml y amiodarona (Trangorex 150 mg/3 ml)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
