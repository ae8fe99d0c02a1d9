import type { OnlineScenario } from "./schema";

/**
 * Sepsis meningocócica con púrpura y shock en una niña de 3 años.
 * Fuentes:
 * - NICE NG240 (marzo 2024). Meningitis (bacterial) and meningococcal disease: recognition,
 *   diagnosis and management (punción lumbar, antibiótico según edad, dexametasona, corticoides en
 *   la enfermedad meningocócica, fluidos).
 * - Weiss SL, et al. Surviving Sepsis Campaign International Guidelines for children. Pediatr Crit
 *   Care Med 2020;21:e52-e106 (bolos de fluidos, adrenalina/noradrenalina, vía periférica).
 * - Protocolo de sepsis de los Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría de la
 *   SEUP (edición vigente; autoría y año del capítulo sin verificar en esta revisión).
 * - Guía de Práctica Clínica sobre el Manejo de la Enfermedad Meningocócica Invasiva (SNS, 2013),
 *   apartado 10: prevención y control (quimioprofilaxis de contactos).
 * - Protocolo de vigilancia de la enfermedad meningocócica invasiva de la Red Nacional de Vigilancia
 *   Epidemiológica (RENAVE, ISCIII): declaración a salud pública.
 * - Fichas técnicas de ceftriaxona y de rifampicina (CIMA-AEMPS); Pediamécum (AEP): dexametasona.
 * - Siegel JD, et al. 2007 Guideline for Isolation Precautions (CDC/HICPAC). Am J Infect Control
 *   2007;35:S65-S164 (precauciones de gotas en la enfermedad meningocócica).
 */
const scenario: OnlineScenario = {
  slug: "sepsis-meningococica",
  title: "Sepsis meningocócica con púrpura en una niña de 3 años",
  summary:
    "Niña de 3 años con fiebre, púrpura que se extiende y shock. Reconocimiento de la enfermedad meningocócica invasiva, decisión sobre la punción lumbar, antibioterapia empírica y sus incompatibilidades, reanimación hemodinámica, corticoides, control de la infección, comunicación a salud pública y quimioprofilaxis de contactos según NICE NG240 (2024), SSC 2020 y la GPC sobre EMI del SNS.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 25,
  max_attempts: 3,
  categories: ["Sepsis y shock", "Neurología"],
  brief: {
    title: "Niña de 3 años con fiebre, vómitos y manchas que no desaparecen a la presión",
    context:
      "Urgencias de pediatría de un hospital con UCI pediátrica. Los padres la traen tras 10 horas de fiebre alta y vómitos. En las dos últimas horas ha aparecido un exantema petequial en las piernas que ahora es purpúrico y se extiende al tronco. Tiene un hermano de 6 años y acude a una escuela infantil.",
    chips: ["Urgencias", "Preescolar", "Púrpura febril", "Shock", "Salud pública"],
    demographics: { age: "3 años", weightKg: 14, sex: "Niña" },
    chief_complaint: "Fiebre de hasta 39,8 °C, vómitos, somnolencia creciente y lesiones purpúricas que se extienden.",
    history: [
      "Sana; embarazo y parto sin incidencias",
      "Vacunación según el calendario de su comunidad; los padres no saben si ha recibido la vacuna frente a meningococo B",
      "Sin alergias medicamentosas conocidas",
      "Última micción hace unas 7 horas",
      "Convive con sus padres y un hermano de 6 años; va a la escuela infantil (aula de 14 niños)",
    ],
    triangle: { appearance: "red", breathing: "amber", circulation: "red" },
    triangle_details: {
      appearance: "Somnolienta, se queja al manipularla y vuelve a adormilarse; no interactúa con los padres.",
      breathing: "Taquipnea sin tiraje ni ruidos anómalos.",
      circulation: "Palidez, piel moteada, manos y pies fríos, relleno capilar de 5 segundos; púrpura en piernas y tronco.",
    },
    vitals: {
      fc: 175,
      fr: 36,
      sat: 95,
      temp: 39.6,
      ta: "70/35",
      notes: "TA sistólica por debajo de 70 + 2 × edad (76 mmHg a los 3 años). Pulsos periféricos débiles. Glasgow 12 (O3 V4 M5).",
    },
    exam: [
      "Petequias y lesiones purpúricas de hasta 1 cm en piernas, nalgas y tronco que no blanquean a la presión",
      "Rigidez de nuca con signo de Brudzinski positivo",
      "Pupilas iguales y reactivas; sin focalidad neurológica",
      "Taquicardia rítmica sin soplos; murmullo vesicular conservado",
      "Hígado en el reborde costal",
    ],
    quick_labs: [
      { name: "Glucemia capilar", value: "74 mg/dl" },
      { name: "Gasometría venosa", value: "pH 7,22; bicarbonato 15 mmol/l" },
      { name: "Lactato", value: "6,1 mmol/l" },
      { name: "Plaquetas", value: "68 000/mm³" },
      { name: "Coagulación", value: "INR 1,9; fibrinógeno 120 mg/dl" },
      { name: "PCR / procalcitonina", value: "160 mg/l / 45 ng/ml" },
      { name: "Hemocultivo y PCR de meningococo en sangre", value: "Extraídos; pendientes" },
    ],
    imaging: [{ name: "Radiografía de tórax portátil", status: "ordered" }],
    timeline: [
      { tmin: 0, event: "Triaje de máxima prioridad y traslado al box de críticos" },
      { tmin: 2, event: "Monitorización y oxígeno con mascarilla" },
      { tmin: 4, event: "Vía venosa periférica; se extraen hemocultivo, gasometría, hemograma y coagulación" },
      { tmin: 6, event: "Enfermería señala que las lesiones purpúricas han aumentado desde el triaje" },
    ],
    red_flags: [
      "Fiebre con exantema petequial o purpúrico que no blanquea",
      "Relleno capilar prolongado, extremidades frías y piel moteada",
      "Hipotensión para la edad",
      "Disminución del nivel de conciencia",
      "Trombocitopenia y coagulopatía",
    ],
    critical_actions: [
      "Reconocer la enfermedad meningocócica invasiva con shock y avisar a la UCI pediátrica",
      "Antibiótico empírico intravenoso o intraóseo en la primera hora",
      "Reanimación con fluidos en bolos y reevaluación tras cada uno",
      "Soporte vasoactivo si el shock persiste",
      "Medidas de control de la infección y comunicación a salud pública",
    ],
    learning_objective:
      "Manejar la primera hora de la enfermedad meningocócica invasiva en un niño: reconocimiento, antibiótico precoz con sus precauciones, reanimación hemodinámica, indicaciones y contraindicaciones de la punción lumbar y de los corticoides, aislamiento y medidas de salud pública en España.",
    objectives: {
      MED: [
        "Identificar la púrpura febril con shock como enfermedad meningocócica invasiva",
        "Reconocer las contraindicaciones de la punción lumbar",
        "Indicar la dexametasona y los corticoides en su momento",
        "Declarar el caso y decidir la quimioprofilaxis de los contactos",
      ],
      NUR: [
        "Aplicar precauciones de transmisión por gotas",
        "Vigilar la progresión de la púrpura y escalar según la escala de alerta temprana (PEWS)",
        "Identificar la exposición del personal que precisa profilaxis",
      ],
      PHARM: [
        "Validar la dosis y la administración de la ceftriaxona y sus incompatibilidades con el calcio",
        "Elegir el antibiótico adecuado en el lactante pequeño",
        "Preparar la quimioprofilaxis de los contactos con la presentación adecuada",
      ],
    },
    competencies: [
      "Reconocimiento del paciente crítico",
      "Antibioterapia precoz",
      "Compatibilidad de medicamentos intravenosos",
      "Control de la infección",
      "Salud pública y declaración obligatoria",
    ],
    estimated_minutes: 25,
    level: "avanzado",
  },
  steps: [
    {
      description: "Reconocimiento y primeras decisiones",
      narrative:
        "Tienes la valoración del triángulo, las constantes y los primeros resultados. El residente propone hacer la punción lumbar antes de iniciar el antibiótico «para no negativizar el cultivo».",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Con los datos del triaje y la exploración, ¿cuál es la interpretación más adecuada?",
          options: [
            "Vasculitis por IgA (púrpura de Schönlein-Henoch) con afectación del estado general por la fiebre",
            "Shock séptico con exantema purpúrico: enfermedad meningocócica invasiva hasta que se demuestre lo contrario",
            "Petequias por el esfuerzo de los vómitos en el contexto de una infección vírica; antitérmico, rehidratación oral y reevaluar cuando baje la fiebre",
            "Trombocitopenia inmune primaria con fiebre intercurrente",
          ],
          correct_option: 1,
          explanation:
            "Según la GPC sobre EMI del SNS y NICE NG240, un exantema petequial o purpúrico que se extiende en un niño con fiebre, aspecto de enfermedad grave o mala perfusión debe hacer sospechar una enfermedad meningocócica invasiva y tratarla de inmediato. Aquí hay además hipotensión (70/35, por debajo de 76 mmHg), lactato de 6,1 mmol/l y alteración de la conciencia: es un shock séptico. Las petequias por vómitos quedan por encima de la línea de los pezones y no se acompañan de mala perfusión; la vasculitis por IgA y la trombocitopenia inmune no producen shock.",
          roles: [],
          is_critical: true,
          hints: [
            "Combina tres datos: el exantema, la perfusión y el nivel de conciencia.",
            "¿Dónde están las lesiones y cómo evolucionan en minutos?",
          ],
        },
        {
          question_text: "¿Qué haces con la punción lumbar que propone el residente?",
          options: [
            "Hacerla ya, antes del antibiótico, porque el cultivo del líquido es imprescindible para el diagnóstico",
            "Pedir antes una TC craneal urgente y, si no muestra lesiones ni edema, hacer la punción y a continuación iniciar el antibiótico empírico",
            "Hacerla tras corregir las plaquetas con una transfusión, aunque se retrase el antibiótico una hora",
            "Diferirla: ahora está contraindicada; iniciar el antibiótico sin esperar y plantearla cuando la niña esté estable",
          ],
          correct_option: 3,
          explanation:
            "NICE NG240 desaconseja la punción lumbar si hay shock, púrpura extensa o que progresa, signos de hipertensión intracraneal (como un Glasgow que desciende), coagulopatía o plaquetas < 100 000/mm³, entre otras situaciones, y pide no retrasar el antibiótico por hacerla. Esta niña cumple varias (shock, púrpura que progresa, 68 000 plaquetas, INR 1,9). Una TC normal no descarta la hipertensión intracraneal ni levanta las demás contraindicaciones, y esperar la TC retrasa el antibiótico; el diagnóstico puede apoyarse en el hemocultivo y la PCR de meningococo en sangre, y la punción se valorará cuando esté estable.",
          roles: [],
          is_critical: true,
          hints: [
            "Repasa la perfusión, la púrpura y el recuento de plaquetas antes de decidir.",
            "Compara la situación actual de la niña con las contraindicaciones de la punción que conoces.",
          ],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: antibiótico, fluidos y vasoactivo",
      narrative: "Tienes una vía periférica y se está canalizando una intraósea. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué antibiótico y qué dosis inicial administras a esta niña de 14 kg?",
          options: [
            "Ceftriaxona 50 mg/kg (700 mg) intramuscular, para no demorar la dosis mientras se consigue otra vía",
            "Amoxicilina-clavulánico 100 mg/kg (1400 mg) intravenosa, por cubrir también la infección respiratoria",
            "Ceftriaxona 100 mg/kg (1400 mg) IV o IO en 30 minutos",
            "Cefotaxima 300 mg/kg (4200 mg) intravenosa en una sola dosis de carga",
          ],
          correct_option: 2,
          explanation:
            "La ficha técnica de ceftriaxona (CIMA) recoge en la meningitis bacteriana del niño 80–100 mg/kg una vez al día (máximo 4 g) y su perfusión en al menos 30 minutos en dosis ≥ 50 mg/kg; en la sepsis con púrpura se da 100 mg/kg por vía IV o IO en la primera hora (SSC 2020, SEUP 2024). La alternativa es cefotaxima 75 mg/kg cada 6 horas: 300 mg/kg es la dosis diaria, no una dosis única. La vía IM queda para cuando no hay acceso vascular, que aquí sí hay, y amoxicilina-clavulánico no es adecuado para una meningitis. Si se sospechara neumococo (meningitis sin púrpura), los protocolos españoles añaden vancomicina a la cefalosporina.",
          roles: [],
          is_critical: true,
          hints: [
            "Elige una cefalosporina de tercera generación con penetración en el sistema nervioso central.",
            "Distingue la dosis de cada administración de la dosis diaria total.",
          ],
          time_limit: 60,
        },
        {
          question_text: "¿Qué pauta de fluidos indicas?",
          options: [
            "Bolos de 10–20 ml/kg (140–280 ml) de cristaloide, reevaluando tras cada uno",
            "Restringir los líquidos a 2/3 de las necesidades basales por la posible meningitis, para evitar el edema cerebral",
            "Un único bolo de 60 ml/kg (840 ml) a la máxima velocidad posible",
            "Albúmina al 20 % a 5 ml/kg como primer expansor, por la fuga capilar del meningococo",
          ],
          correct_option: 0,
          explanation:
            "La SSC 2020 y el protocolo de sepsis de la SEUP (2024) indican bolos de 10–20 ml/kg de cristaloide con reevaluación tras cada uno, hasta 40–60 ml/kg en la primera hora si no hay sobrecarga (con 14 kg, 140–280 ml por bolo). NICE NG240 desaconseja restringir los líquidos de forma sistemática en la meningitis bacteriana: en el shock, restringirlos empeora la perfusión cerebral. Un volumen fijo sin reevaluar y la albúmina como primer fluido no son la pauta recomendada.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué problema amenaza antes la vida ahora mismo, el cerebral o el circulatorio?",
            "Piensa en volúmenes fraccionados y en lo que miras entre uno y otro.",
          ],
          time_limit: 60,
        },
        {
          question_text:
            "Tras 40 ml/kg sigue con TA 72/38, relleno capilar de 5 segundos y extremidades frías; aparecen crepitantes finos. ¿Qué haces?",
          options: [
            "Iniciar dopamina a 10 microgramos/kg/min, el vasoactivo más seguro por vía periférica en niños pequeños",
            "Dexametasona a 0,6 mg/kg/día para estabilizar el endotelio dañado por el meningococo",
            "Esperar a tener un catéter venoso central para iniciar cualquier vasoactivo",
            "Suspender los bolos e iniciar adrenalina o noradrenalina por la vía periférica o intraósea",
          ],
          correct_option: 3,
          explanation:
            "Los crepitantes indican que tolera mal más volumen. La SSC 2020 sugiere adrenalina o noradrenalina en lugar de dopamina y acepta iniciarlas diluidas por vía periférica o intraósea mientras se consigue el acceso central; la SEUP (2024) recoge lo mismo. Las dosis altas de corticoides no tratan el shock meningocócico: NICE NG240 pide no usarlos de rutina en la enfermedad meningocócica.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa qué te dicen los crepitantes sobre seguir dando volumen.",
            "¿Qué tiene menos riesgo: una vía periférica vigilada o minutos de shock sin tratar?",
          ],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: validación de la ceftriaxona y del soporte vasoactivo",
      narrative:
        "Llega la prescripción: ceftriaxona 1400 mg IV y adrenalina en perfusión a 0,1 microgramos/kg/min. Por la intraósea pasa un bolo de Ringer lactato.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text:
            "Enfermería pregunta si puede infundir la ceftriaxona en Y con el Ringer lactato que pasa por la intraósea. ¿Qué le respondes?",
          options: [
            "Sí: la cantidad de calcio del Ringer lactato es pequeña y el contacto en la conexión en Y dura solo los minutos de la infusión",
            "Sí, si se diluye la ceftriaxona en más volumen para que no precipite",
            "No: hay que cambiar a ceftriaxona intramuscular con lidocaína para evitar la interacción",
            "No: precipita con el calcio; usar otra vía o administrarla de forma secuencial lavando la línea con salino",
          ],
          correct_option: 3,
          explanation:
            "La ficha técnica de ceftriaxona (CIMA) prohíbe mezclarla o administrarla simultáneamente con soluciones que contengan calcio (Ringer lactato, Hartmann, nutrición parenteral) por la misma vía, incluida la conexión en Y, por el riesgo de precipitados de ceftriaxona cálcica. Pasado el periodo neonatal puede administrarse de forma secuencial si la línea se lava a fondo con un líquido compatible entre ambas. Diluir más no evita la precipitación, y pasar a la vía IM no es necesario teniendo acceso vascular.",
          roles: [],
          is_critical: true,
          hints: [
            "Revisa la composición del Ringer lactato.",
            "La sección de incompatibilidades de la ficha técnica distingue entre mezclar y administrar de forma secuencial.",
          ],
        },
        {
          question_text:
            "Esa misma tarde ingresa un neonato de 20 días con sospecha de meningitis, ictericia y gluconato cálcico intravenoso. ¿Qué tratamiento empírico validas?",
          options: [
            "Cefotaxima más ampicilina (o amoxicilina) intravenosas; la ceftriaxona está contraindicada en este paciente",
            "Ceftriaxona 100 mg/kg en 60 minutos, separando su administración al menos 2 horas de la del gluconato cálcico, que irá por otra vía",
            "Meropenem en monoterapia para cubrir todos los gérmenes posibles",
            "Ceftriaxona intramuscular para no coincidir con el calcio intravenoso",
          ],
          correct_option: 0,
          explanation:
            "La ficha técnica de ceftriaxona la contraindica en recién nacidos a término de hasta 28 días si necesitan (o se espera que necesiten) calcio intravenoso, y en los que tienen hiperbilirrubinemia (desplaza la bilirrubina de la albúmina), así como en prematuros hasta las 41 semanas de edad corregida; separar las infusiones no basta en el neonato. Para menores de 3 meses, NICE NG240 recomienda cefotaxima más amoxicilina o ampicilina, que cubre Listeria y enterococo. El meropenem en monoterapia no es la elección empírica y la vía IM no elimina la contraindicación.",
          roles: [],
          is_critical: true,
          hints: [
            "Fíjate en la edad en días y en los dos datos añadidos del paciente.",
            "Piensa en qué gérmenes hay que cubrir por debajo de los 3 meses.",
          ],
        },
        {
          question_text:
            "La adrenalina se prepara a la concentración estándar de 20 microgramos/ml (1 mg en 50 ml). ¿A qué velocidad corresponde 0,1 microgramos/kg/min en 14 kg?",
          options: ["0,42 ml/h", "4,2 ml/h", "42 ml/h", "8,4 ml/h"],
          correct_option: 1,
          explanation:
            "0,1 microgramos/kg/min × 14 kg = 1,4 microgramos/min = 84 microgramos/h; 84 ÷ 20 microgramos/ml = 4,2 ml/h. Los errores de 10 veces (0,42 o 42 ml/h) son los más peligrosos en pediatría; 8,4 ml/h es confundir la concentración con 10 microgramos/ml. La doble verificación independiente del cálculo y la etiqueta en microgramos/ml son obligadas en un medicamento de alto riesgo (ISMP).",
          roles: [],
          is_critical: true,
          hints: [
            "Pasa primero la dosis a microgramos por hora.",
            "Velocidad (ml/h) = dosis (microgramos/h) ÷ concentración (microgramos/ml).",
          ],
        },
      ],
    },
    {
      description: "Enfermería: control de la infección y vigilancia",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Qué medidas de aislamiento aplicas a la paciente?",
          options: [
            "Precauciones de transmisión aérea con mascarilla FFP2 y habitación con presión negativa durante los 7 días siguientes al inicio de los síntomas",
            "Solo precauciones estándar: el meningococo no se transmite en el hospital",
            "Precauciones de contacto con bata y guantes hasta tener el hemocultivo negativo",
            "Precauciones de gotas (mascarilla quirúrgica, habitación individual) hasta 24 horas de antibiótico eficaz",
          ],
          correct_option: 3,
          explanation:
            "El meningococo se transmite por gotas grandes de secreciones respiratorias (GPC sobre EMI del SNS). La guía de aislamiento del CDC/HICPAC (2007) indica precauciones de gotas hasta 24 horas después de iniciar un tratamiento eficaz; no precisa aislamiento aéreo ni FFP2, que se reservan para agentes de transmisión aérea. Las precauciones estándar se mantienen siempre, pero solas no bastan durante esas 24 horas.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en el tamaño de las partículas que transmiten este germen.",
            "¿Cuánto tiempo sigue siendo contagiosa una vez recibe un antibiótico eficaz?",
          ],
        },
        {
          question_text:
            "En la reevaluación, la puntuación de la escala de alerta temprana (PEWS) de tu unidad ha subido hasta el rango de aviso inmediato y la púrpura ha progresado. ¿Qué haces?",
          options: [
            "Administrar un antitérmico y repetir la puntuación en una hora, porque la fiebre eleva la frecuencia cardíaca y la respiratoria y falsea la escala",
            "Avisar de inmediato al médico o al equipo de respuesta, reevaluar ABCDE y marcar el borde de las lesiones con la hora",
            "Registrarlo y revalorar en la siguiente ronda programada de constantes",
            "Fotografiar las lesiones al final del turno para comparar la evolución",
          ],
          correct_option: 1,
          explanation:
            "Las escalas de alerta temprana como la PEWS solo protegen si cada rango se asocia a una respuesta: una puntuación en el rango de aviso inmediato obliga a escalar al médico o al equipo de respuesta rápida y a aumentar la monitorización. En la enfermedad meningocócica, marcar el borde de las lesiones y anotar la hora permite objetivar la progresión, que es un signo de gravedad (GPC sobre EMI del SNS). Atribuirlo a la fiebre o esperar a la siguiente ronda retrasa el tratamiento.",
          roles: [],
          is_critical: true,
          hints: [
            "Una escala de alerta temprana sirve para desencadenar una acción concreta.",
            "¿Cómo demostrarías de forma objetiva que la púrpura avanza?",
          ],
        },
      ],
    },
    {
      description: "Medicina: corticoides tras la estabilización inicial",
      narrative:
        "Han pasado 90 minutos desde la llegada; la ceftriaxona se administró a los 25 minutos. Con adrenalina a 0,2 microgramos/kg/min la TA es 84/46 y el relleno capilar de 3 segundos. Persiste la rigidez de nuca y la PCR de meningococo en sangre aún no está disponible.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Cómo planteas la dexametasona en esta niña con signos meníngeos?",
          options: [
            "0,15 mg/kg (2,1 mg) IV cada 6 horas, con la primera dosis ya; suspenderla si se confirma meningococo",
            "No darla nunca una vez administrado el antibiótico, porque pierde todo su efecto",
            "0,6 mg/kg (8,4 mg) en dosis única para tratar a la vez el shock",
            "Retrasar la siguiente dosis de ceftriaxona hasta haber administrado la dexametasona, para que el corticoide actúe antes de la lisis bacteriana que provoca el antibiótico",
          ],
          correct_option: 0,
          explanation:
            "NICE NG240 indica dexametasona intravenosa en mayores de 3 meses con meningitis bacteriana muy probable o confirmada, con o antes de la primera dosis de antibiótico y, si se retrasó, lo antes posible si no han pasado 12 horas; se mantiene si se identifica neumococo o Haemophilus influenzae tipo b y se suspende con otros gérmenes, como el meningococo. Aquí han pasado unos 65 minutos desde la ceftriaxona y aún no hay germen: la dosis es 0,15 mg/kg (máximo 10 mg) cada 6 horas, 0,15 × 14 = 2,1 mg (NICE NG240; Pediamécum). Con la púrpura, el meningococo es muy probable, y su confirmación obliga a retirarla. 0,6 mg/kg es la dosis diaria, y las dosis altas no tratan el shock; nunca se retrasa el antibiótico por el corticoide.",
          roles: [],
          is_critical: false,
          hints: [
            "Calcula cuánto tiempo ha pasado desde la primera dosis de antibiótico.",
            "¿Con qué gérmenes se ha demostrado el beneficio de la dexametasona y cuál es el más probable aquí?",
          ],
        },
        {
          question_text:
            "Dos horas después necesita adrenalina a 0,5 microgramos/kg/min y noradrenalina, y sigue hipotensa. ¿Qué papel tienen ahora los corticoides?",
          options: [
            "Metilprednisolona 30 mg/kg en bolo por la vasculitis meningocócica",
            "Considerar hidrocortisona a dosis de sustitución por el shock refractario a vasoactivos",
            "Ninguno: los corticoides no se usan en la enfermedad meningocócica y ese criterio se mantiene aunque el shock no responda a los vasoactivos",
            "Dexametasona 0,6 mg/kg/día como tratamiento del shock",
          ],
          correct_option: 1,
          explanation:
            "NICE NG240 pide no dar corticoides de forma sistemática en la enfermedad meningocócica, pero considerar dosis bajas de sustitución en el shock séptico meningocócico que no responde a dosis altas de vasoactivos; la SSC 2020 permite la hidrocortisona en el shock refractario (recomendación débil). La hemorragia suprarrenal es una complicación conocida del meningococo. Las dosis altas o los bolos de metilprednisolona no están indicados.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué mecanismos pueden hacer que un shock deje de responder a las catecolaminas."],
        },
      ],
    },
    {
      description: "Salud pública: declaración y contactos",
      narrative:
        "La PCR en sangre confirma Neisseria meningitidis. Los padres preguntan qué deben hacer ellos, el hermano de 6 años (20 kg) y la escuela infantil.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuándo y cómo comunicas el caso a salud pública?",
          options: [
            "De forma urgente y ya ante la sospecha, al servicio de vigilancia epidemiológica de la comunidad autónoma",
            "En el parte semanal de enfermedades de declaración obligatoria, cuando el laboratorio de referencia haya confirmado el serogrupo",
            "Solo si se confirma meningitis por punción lumbar; la sepsis sin meningitis no se declara",
            "No es tarea del clínico: lo notifica el laboratorio de microbiología",
          ],
          correct_option: 0,
          explanation:
            "La enfermedad meningocócica invasiva es de declaración obligatoria en España (protocolo de vigilancia de la RENAVE) y los servicios de vigilancia epidemiológica de las comunidades autónomas piden comunicarla de forma urgente, ya ante la sospecha clínica, sin esperar a la confirmación ni al serogrupo. La comunicación precoz permite a salud pública identificar a los contactos y administrar la quimioprofilaxis lo antes posible, idealmente en las primeras 24 horas (GPC sobre EMI del SNS). Se declaran tanto la sepsis como la meningitis, y la obligación es también del clínico, no solo del laboratorio.",
          roles: ["medico"],
          is_critical: true,
          hints: ["¿Qué medidas dependen de que salud pública conozca el caso y de cuánto tiempo hay para aplicarlas?"],
        },
        {
          question_text: "¿Quién debe recibir quimioprofilaxis?",
          options: [
            "Todos los niños y trabajadores de la escuela infantil y todo el personal de urgencias que la ha atendido, para cortar cualquier cadena de transmisión",
            "Solo el hermano, porque los adultos tienen inmunidad",
            "Convivientes, contactos estrechos del aula que defina salud pública y personal expuesto sin protección a sus secreciones",
            "Nadie hasta conocer el serogrupo, porque si es B la profilaxis no sirve",
          ],
          correct_option: 2,
          explanation:
            "La GPC sobre EMI del SNS indica quimioprofilaxis a los contactos íntimos: convivientes y quienes han pernoctado en el domicilio en los días previos, contactos del mismo aula en centros de educación infantil (salud pública define el grupo) y personal sanitario expuesto directamente a secreciones respiratorias sin protección (intubación, aspiración, reanimación boca a boca). El resto del personal no la necesita. La profilaxis no depende del serogrupo; la vacunación de contactos sí.",
          roles: ["medico"],
          is_critical: true,
          hints: ["Piensa en la cercanía y la duración de la exposición a las secreciones respiratorias de la niña en los 7 días previos."],
        },
        {
          question_text: "¿Qué pauta de quimioprofilaxis validas para el hermano de 6 años y 20 kg?",
          options: [
            "Rifampicina 600 mg en dosis única",
            "Rifampicina 10 mg/kg (200 mg = 10 ml de suspensión de 20 mg/ml) cada 12 horas durante 2 días",
            "Rifampicina 5 mg/kg cada 12 horas durante 4 días",
            "Amoxicilina 50 mg/kg/día repartida cada 8 horas durante 7 días, mejor tolerada y sin interacciones",
          ],
          correct_option: 1,
          explanation:
            "La pauta de rifampicina en niños a partir de 1 mes es 10 mg/kg (máximo 600 mg) cada 12 horas durante 2 días (5 mg/kg en menores de 1 mes), recogida en la GPC sobre EMI del SNS y en la ficha técnica (CIMA). Con 20 kg son 200 mg = 10 ml de la suspensión de rifampicina de 20 mg/ml (100 mg/5 ml; Rifaldin en CIMA). 600 mg en dosis única confunde la pauta con la del ciprofloxacino, y 5 mg/kg es la dosis del menor de 1 mes. Hay que advertir de la coloración anaranjada de orina, lágrimas (lentes de contacto) y de sus interacciones. La amoxicilina no erradica el estado de portador.",
          roles: ["farmacia"],
          is_critical: false,
          hints: [
            "La dosis es por kilo, con un máximo por toma y una duración corta.",
            "Convierte los mg en ml con la concentración de la suspensión.",
          ],
        },
        {
          question_text:
            "Una enfermera aspiró secreciones orofaríngeas de la niña durante la intubación sin llevar mascarilla. ¿Qué debe hacer?",
          options: [
            "Nada: el personal sanitario nunca necesita profilaxis",
            "Vacunarse frente al meningococo B y no tomar antibiótico",
            "Hacerse un frotis faríngeo en medicina preventiva y tomar antibiótico solo si el cultivo demuestra que es portadora",
            "Recibir quimioprofilaxis por la exposición directa sin protección",
          ],
          correct_option: 3,
          explanation:
            "La GPC sobre EMI del SNS recomienda quimioprofilaxis al personal sanitario expuesto directamente a secreciones respiratorias del caso sin protección (aspiración, intubación, reanimación boca a boca), no al resto. El frotis no sirve para decidir y retrasa la profilaxis; la vacuna no sustituye al antibiótico en un contacto ya expuesto.",
          roles: ["enfermeria"],
          is_critical: false,
          hints: ["¿Qué tipo de exposición convierte a un sanitario en contacto íntimo?"],
        },
      ],
    },
  ],
  resources: [
    {
      title: "Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management (NICE NG240, 2024)",
      url: "https://www.nice.org.uk/guidance/ng240",
      source: "National Institute for Health and Care Excellence (NICE)",
      type: "guía",
      year: 2024,
      free_access: true,
      weight: 10,
    },
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children (SSC 2020)",
      url: "https://doi.org/10.1097/PCC.0000000000002198",
      source: "Pediatric Critical Care Medicine (Weiss SL et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 20,
    },
    {
      title: "Sepsis — Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría (SEUP, edición vigente)",
      url: "https://seup.org/",
      source: "Sociedad Española de Urgencias de Pediatría (SEUP)",
      type: "guía",
      year: 2024,
      free_access: true,
      weight: 30,
    },
    {
      title: "Guía de Práctica Clínica sobre el Manejo de la Enfermedad Meningocócica Invasiva (2013) — 10. Prevención y control de la EMI",
      url: "https://portal.guiasalud.es/egpc/10-prevencion-y-control-de-la-emi",
      source: "GuíaSalud — Ministerio de Sanidad (Sistema Nacional de Salud)",
      type: "guía",
      year: 2013,
      free_access: true,
      weight: 40,
    },
    {
      title:
        "Protocolo de vigilancia de la enfermedad meningocócica invasiva — Protocolos de la Red Nacional de Vigilancia Epidemiológica (RENAVE)",
      url: "https://www.isciii.es/",
      source: "Centro Nacional de Epidemiología — Instituto de Salud Carlos III",
      type: "guía",
      year: 2019,
      free_access: true,
      weight: 45,
    },
    {
      title: "Pediamécum: dexametasona (Comité de Medicamentos de la AEP)",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 55,
    },
    {
      title: "Fichas técnicas de ceftriaxona y de rifampicina (Centro de Información de Medicamentos)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "CIMA — Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 50,
    },
    {
      title: "2007 Guideline for Isolation Precautions: Preventing Transmission of Infectious Agents in Healthcare Settings",
      url: "https://doi.org/10.1016/j.ajic.2007.10.007",
      source: "American Journal of Infection Control (Siegel JD et al., CDC/HICPAC)",
      type: "guía",
      year: 2007,
      free_access: true,
      weight: 60,
    },
  ],
};

export default scenario;
