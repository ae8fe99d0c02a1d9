import type { OnlineScenario } from "./schema";

/**
 * Obstrucción de la vía aérea superior: laringitis aguda grave y atragantamiento.
 * Fuentes:
 * - Ventosa Rosquelles P, Luaces Cubells C. Diagnóstico y tratamiento de la laringitis en Urgencias.
 *   Protoc diagn ter pediatr. 2020;1:75-82 (Protocolos SEUP/AEP, https://www.aeped.es/protocolos/).
 * - Gates A, et al. Glucocorticoids for croup in children. Cochrane Database Syst Rev 2018;CD001955.pub4.
 * - Bjornson C, et al. Nebulized epinephrine for croup in children. Cochrane Database Syst Rev
 *   2013;CD006619.pub3.
 * - Djakow J, Lott C, de Lucas N, et al. European Resuscitation Council Guidelines 2025: Paediatric Life
 *   Support (obstrucción de la vía aérea por cuerpo extraño). Resuscitation 2025;215(Suppl 1):110767.
 *   doi:10.1016/j.resuscitation.2025.110767 (edición vigente; secuencia cotejada con la edición 2021).
 * - AHA/AAP 2025: Pediatric Basic Life Support. Pediatrics 2025 (doi:10.1542/peds.2025-074350):
 *   lactante, golpes en la espalda y compresiones torácicas; niño, golpes en la espalda y compresiones
 *   abdominales.
 * - Silva Higuero N, et al. Obstrucción aguda de la vía respiratoria superior. Pediatr Integral 2019.
 * - ISMP-España: prevención de errores de vía de administración.
 */
const scenario: OnlineScenario = {
  slug: "obstruccion-via-aerea-superior",
  title: "Obstrucción de la vía aérea superior: laringitis grave y atragantamiento",
  summary:
    "Niño de 2 años con laringitis aguda: valoración de la gravedad con una escala validada y tratamiento según el protocolo SEUP/AEP; y, en la sala de espera, su hermana de 10 meses que se atraganta: algoritmo de obstrucción de la vía aérea por cuerpo extraño del ERC 2025 en el lactante y en el niño.",
  level: "basico",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Respiratorio"],
  brief: {
    title: "Niño de 2 años con tos perruna, estridor y dificultad respiratoria de madrugada",
    context:
      "Urgencias pediátricas de un hospital comarcal, a las 3 de la madrugada, en otoño. Los padres acuden con sus dos hijos: el mayor, de 2 años, se ha despertado con tos «de perro» y ruido al respirar; la pequeña, de 10 meses, viene con ellos en el carrito.",
    chips: ["Urgencias", "Crup", "Estridor", "Atragantamiento", "Vía aérea superior"],
    demographics: { age: "2 años", weightKg: 12, sex: "Niño" },
    chief_complaint: "Tos perruna, afonía y estridor de inicio nocturno, con dificultad respiratoria progresiva.",
    history: [
      "Catarro de vías altas y febrícula desde hace 2 días",
      "Un episodio parecido, leve, a los 18 meses, que se resolvió en casa",
      "Vacunación completa según el calendario de su comunidad, incluida la vacuna frente a Haemophilus influenzae tipo b",
      "Sin alergias conocidas",
      "Sin antecedente de atragantamiento ni de ingesta de frutos secos",
    ],
    triangle: { appearance: "amber", breathing: "red", circulation: "green" },
    triangle_details: {
      appearance: "Ansioso y agitado, se aferra a su madre; reactivo y sigue con la mirada.",
      breathing: "Estridor inspiratorio audible en reposo y tiraje supraesternal, intercostal y subcostal intenso.",
      circulation: "Coloración normal, relleno capilar de 2 segundos.",
    },
    vitals: {
      fc: 150,
      fr: 44,
      sat: 93,
      temp: 38.1,
      ta: "98/58",
      notes: "Saturación con aire ambiente. No babea y traga saliva sin dificultad.",
    },
    exam: [
      "Voz ronca y tos perruna",
      "Entrada de aire muy disminuida en ambos campos pulmonares",
      "Sin cianosis; nivel de conciencia normal",
      "No adopta postura en trípode ni tiene sialorrea",
      "No se explora la orofaringe para no agitarlo",
    ],
    quick_labs: [{ name: "Pruebas complementarias", value: "No se solicitan de entrada: el diagnóstico de la laringitis es clínico" }],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Triaje: estridor en reposo y tiraje; pasa al box de críticos" },
      { tmin: 5, event: "Valoración con el triángulo de evaluación pediátrica y escala de gravedad" },
      { tmin: 10, event: "Primer tratamiento" },
      { tmin: 40, event: "Reevaluación" },
    ],
    red_flags: [
      "Estridor en reposo",
      "Tiraje intenso",
      "Entrada de aire muy disminuida",
      "Agitación creciente",
      "Saturación por debajo del 94 %",
    ],
    critical_actions: [
      "Evitar que el niño se agite durante la valoración y el tratamiento",
      "Puntuar la gravedad con una escala validada",
      "Administrar el tratamiento que corresponde a esa gravedad",
      "Vigilar la respuesta y los signos de agotamiento",
      "Reconocer y tratar una obstrucción por cuerpo extraño según la edad",
    ],
    learning_objective:
      "Valorar la gravedad de la laringitis aguda con una escala validada y tratarla según el protocolo SEUP/AEP, y aplicar el algoritmo de obstrucción de la vía aérea por cuerpo extraño del ERC 2025 en lactantes y niños.",
    objectives: {
      MED: [
        "Clasificar la gravedad de la laringitis con la escala de Westley",
        "Pautar el tratamiento que corresponde a la gravedad, a la dosis correcta",
        "Distinguir la laringitis de la epiglotitis, la traqueítis bacteriana y el cuerpo extraño",
        "Aplicar los criterios de observación y alta",
      ],
      NUR: [
        "Nebulizar adrenalina con la técnica correcta",
        "Reconocer los signos de agotamiento y escalar",
        "Aplicar las maniobras de desobstrucción en un lactante",
      ],
      PHARM: [
        "Adaptar una prescripción de adrenalina racémica a la presentación disponible en España",
        "Preparar una dosis oral de dexametasona con las presentaciones comercializadas",
        "Prevenir errores de vía con la adrenalina para nebulizar",
      ],
    },
    competencies: [
      "Valoración respiratoria pediátrica",
      "Soporte vital básico pediátrico",
      "Cálculo de dosis por peso",
      "Comunicación con la familia",
    ],
    estimated_minutes: 20,
    level: "basico",
  },
  steps: [
    {
      description: "Valoración de la gravedad y diagnóstico diferencial",
      narrative:
        "El niño está sentado en brazos de su madre. Tienes los datos del triángulo de evaluación pediátrica, las constantes y la exploración de la brief.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text:
            "Con estridor en reposo, tiraje intenso, entrada de aire muy disminuida, sin cianosis y con conciencia normal, ¿qué puntuación obtiene en la escala de Westley y cómo se clasifica?",
          options: [
            "5 puntos: laringitis moderada",
            "7 puntos: laringitis grave",
            "9 puntos: laringitis grave con cianosis",
            "12 puntos: insuficiencia respiratoria inminente",
          ],
          correct_option: 1,
          explanation:
            "La escala de Westley puntúa el estridor (0–2), el tiraje (0–3), la entrada de aire (0–2), la cianosis (0–5) y el nivel de conciencia (0–5). Aquí: estridor en reposo 2 + tiraje intenso 3 + entrada de aire muy disminuida 2 + sin cianosis 0 + conciencia normal 0 = 7. Con los puntos de corte del algoritmo de la SEUP (leve ≤ 3, moderada 4–5, grave ≥ 6) y con los de la escala original (leve ≤ 2, moderada 3–5, grave 6–11, fallo respiratorio inminente ≥ 12), 7 puntos es una laringitis grave. La cianosis y la alteración de la conciencia, que suman 4–5 puntos cada una, son signos de fallo respiratorio inminente.",
          roles: [],
          is_critical: true,
          hints: ["Suma los cinco componentes de la escala uno a uno.", "¿Qué ítems de la escala no están presentes en este niño?"],
        },
        {
          question_text: "¿Qué dato de la historia haría sospechar una aspiración de cuerpo extraño antes que una laringitis?",
          options: [
            "Tos perruna y afonía precedidas de 2 días de catarro de vías altas con febrícula",
            "Empeoramiento de madrugada y mejoría al salir a la calle a respirar aire frío",
            "Edad de 2 años y sexo masculino, el grupo con más ingresos",
            "Inicio brusco con tos y sofocación mientras comía, sin catarro previo",
          ],
          correct_option: 3,
          explanation:
            "El episodio brusco de tos, sofocación o cianosis mientras el niño come o juega, sin pródromos infecciosos (síndrome de penetración), es el dato que más orienta a un cuerpo extraño en la vía aérea, como recoge la revisión de Pediatría Integral sobre obstrucción aguda de la vía respiratoria superior. La tos perruna tras un catarro, el predominio nocturno y la edad de 1–3 años con predominio en varones son típicos de la laringitis.",
          roles: [],
          is_critical: false,
          hints: ["Descarta primero los datos que son típicos de la laringitis vírica."],
        },
        {
          question_text:
            "En otro box, un niño con estridor tiene fiebre alta, aspecto tóxico y babeo, y está sentado inclinado hacia delante sin toser. ¿Qué sospechas y qué haces?",
          options: [
            "Epiglotitis: no explorar la boca ni agitarlo y avisar al equipo de vía aérea para intubar en quirófano",
            "Laringitis grave atípica: dexametasona oral y adrenalina nebulizada en el box y reevaluar",
            "Absceso periamigdalino: explorar la orofaringe con un depresor para confirmarlo antes de tratar",
            "Traqueítis bacteriana: radiografía lateral de cuello en el servicio de radiología antes de iniciar el tratamiento",
          ],
          correct_option: 0,
          explanation:
            "Fiebre alta, aspecto tóxico, babeo, disfagia y postura en trípode sin tos perruna orientan a epiglotitis, hoy rara gracias a la vacuna frente a Hib. Según la revisión de Pediatría Integral, no se debe explorar la orofaringe ni agitar al niño: se mantiene con sus padres, en la postura que prefiera, y se avisa al equipo capaz de asegurar la vía aérea (anestesia, UCI pediátrica, ORL), sin trasladarlo a radiología. El niño de nuestro caso no tiene estos signos.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué maniobra podría desencadenar una obstrucción completa en este niño?"],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: laringitis grave",
      narrative:
        "El niño puntúa 7 en la escala de Westley y satura un 93 % con aire ambiente. Sigue en brazos de su madre. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué tratamiento inicial indicas?",
          options: [
            "Budesonida nebulizada 2 mg como único tratamiento y alta a domicilio si mejora en 30 minutos",
            "Salbutamol nebulizado 2,5 mg, porque la dificultad respiratoria es grave",
            "Dexametasona oral 0,6 mg/kg y adrenalina nebulizada 0,5 ml/kg de 1 mg/ml (máximo 5 ml)",
            "Dexametasona oral 0,15 mg/kg y alta con humidificación ambiental del dormitorio",
          ],
          correct_option: 2,
          explanation:
            "En la laringitis grave, el protocolo SEUP/AEP indica adrenalina nebulizada 0,5 mg/kg (0,5 ml/kg de la ampolla de 1 mg/ml, máximo 5 mg = 5 ml) junto con dexametasona oral 0,6 mg/kg y oxígeno si lo precisa. Con 12 kg salen 6 ml de adrenalina, que se limitan al máximo de 5 ml, y 7,2 mg de dexametasona. La budesonida es una alternativa al corticoide, no a la adrenalina; el salbutamol actúa sobre el bronquio y no sobre el edema subglótico; 0,15 mg/kg y alta es la pauta de la laringitis leve.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula el volumen de adrenalina y compáralo con el máximo.",
            "Piensa en qué tratamiento actúa en minutos y cuál en horas.",
          ],
          time_limit: 60,
        },
        {
          question_text: "A los 20 minutos de la nebulización ha desaparecido el estridor en reposo y el tiraje es leve. ¿Qué haces?",
          options: [
            "Alta inmediata con la dexametasona ya tomada, porque ha respondido bien",
            "Observarlo al menos 2–4 horas, porque el efecto de la adrenalina dura unas 2 horas",
            "Pautar adrenalina nebulizada cada 20 minutos de forma fija durante 4 horas",
            "Ingreso en la UCI pediátrica, porque toda laringitis que recibe adrenalina debe ingresar",
          ],
          correct_option: 1,
          explanation:
            "La adrenalina nebulizada actúa en minutos, pero su efecto es transitorio: en la revisión Cochrane la mejoría a los 30 minutos ya no se mantenía a las 2–6 horas. Al desaparecer el efecto pueden volver los síntomas (fin de la acción, no un verdadero rebote). Por eso el protocolo SEUP/AEP recomienda observar de 2 a 4 horas tras su administración, mientras empieza a actuar la dexametasona. No se pauta de forma fija, sino si reaparecen signos de gravedad, y una buena respuesta no obliga a ingresar en la UCI.",
          roles: [],
          is_critical: true,
          hints: ["¿Cuánto dura el efecto de la adrenalina nebulizada y cuándo empieza a actuar el corticoide?"],
          time_limit: 45,
        },
        {
          question_text: "El niño vomita nada más tomar la dexametasona oral. ¿Qué alternativa es adecuada?",
          options: [
            "No repetir el corticoide: con la adrenalina nebulizada es suficiente",
            "Prednisolona oral 10 mg/kg en dosis única, que se tolera mejor",
            "Repetir la dexametasona oral al triple de dosis para compensar lo vomitado",
            "Budesonida nebulizada 2 mg o dexametasona IM o IV a la misma dosis",
          ],
          correct_option: 3,
          explanation:
            "Si el niño vomita o no tolera la vía oral, el algoritmo de la SEUP recoge la budesonida nebulizada (2 mg), y la dexametasona puede darse por vía intramuscular o intravenosa a la misma dosis: la revisión Cochrane no encontró diferencias entre la vía oral y la intramuscular. Sin corticoide aumentan las reconsultas y los ingresos, según la revisión Cochrane de glucocorticoides en el crup. 10 mg/kg de prednisolona es un error de diez veces y triplicar la dexametasona no tiene fundamento.",
          roles: [],
          is_critical: false,
          hints: ["Busca una vía que no dependa de la tolerancia oral."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Fase 3 · intervención urgente: atragantamiento en la sala de espera",
      narrative:
        "Mientras observáis al niño, la madre grita desde la sala de espera: su hija de 10 meses (9 kg) comía un trozo de manzana, empezó a toser y ahora no emite ningún sonido, hace esfuerzos sin tos audible y se está poniendo cianótica. Está consciente. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué haces de inmediato con la lactante?",
          options: [
            "Animarla a seguir tosiendo y vigilarla sin intervenir, porque aún está consciente, mientras llega el laringoscopio del box",
            "Compresiones abdominales (maniobra de Heimlich) con la lactante sentada en tu regazo, hasta que expulse el trozo",
            "Pedir ayuda y dar hasta 5 golpes en la espalda en prono con la cabeza baja y, si persiste, 5 compresiones torácicas",
            "Barrido con el dedo a ciegas en la boca para extraer el trozo de manzana antes de cualquier otra maniobra",
          ],
          correct_option: 2,
          explanation:
            "Una tos ineficaz (silenciosa) con cianosis en una lactante consciente es una obstrucción grave. Las guías ERC (y también la AHA 2025) indican pedir ayuda y dar hasta 5 golpes interescapulares con la lactante en decúbito prono y la cabeza más baja que el tronco y, si no se expulsa el cuerpo extraño, hasta 5 compresiones torácicas en decúbito supino, alternando ambos ciclos. Las compresiones abdominales no se usan en menores de 1 año por el riesgo de lesión visceral, y el barrido a ciegas puede empujar el cuerpo extraño más adentro.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Es eficaz la tos de esta lactante?",
            "Tiene 10 meses: piensa en qué órganos quedan desprotegidos bajo el reborde costal a esta edad.",
          ],
          time_limit: 45,
        },
        {
          question_text: "¿Cómo se realizan las compresiones torácicas en la lactante atragantada?",
          options: [
            "Como las de RCP (mitad inferior del esternón), pero más bruscas y lentas, en supino con la cabeza baja",
            "Con el talón de la mano sobre el epigastrio, dirigiendo la fuerza hacia arriba y hacia el diafragma, como en el adulto",
            "Con dos dedos sobre el apéndice xifoides, a 120 por minuto y durante 2 minutos seguidos",
            "Con la lactante sentada, comprimiendo con ambas manos los laterales del tórax a la vez",
          ],
          correct_option: 0,
          explanation:
            "Según las guías ERC, las compresiones torácicas de la lactante atragantada se hacen en decúbito supino, con la cabeza más baja, en el mismo punto que las compresiones de RCP (mitad inferior del esternón), pero más bruscas y a un ritmo más lento, hasta 5. Comprimir el xifoides o el epigastrio puede lesionar las vísceras abdominales.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en qué se busca con cada compresión: un aumento brusco de la presión intratorácica, y qué órganos no hay que comprimir.",
          ],
          time_limit: 45,
        },
        {
          question_text: "Tras varios ciclos, la lactante deja de responder. ¿Qué haces?",
          options: [
            "Seguir alternando golpes en la espalda y compresiones torácicas hasta que expulse el cuerpo extraño",
            "Comprobar el pulso braquial durante 10 segundos antes de decidir si se inician las compresiones",
            "Colocarla en posición lateral de seguridad y esperar al equipo con el laringoscopio y las pinzas de Magill",
            "Abrir la vía aérea, retirar el objeto solo si se ve, dar 5 ventilaciones de rescate e iniciar RCP 15:2",
          ],
          correct_option: 3,
          explanation:
            "Si la lactante queda inconsciente, las guías ERC indican pedir ayuda, abrir la vía aérea, retirar el cuerpo extraño solo si es visible (nunca con un barrido a ciegas), dar 5 ventilaciones de rescate y, si no hay signos de vida, iniciar compresiones (15:2) sin detenerse a buscar el pulso: las compresiones también ayudan a desplazar el cuerpo extraño. Quien tenga laringoscopio y pinzas de Magill y sepa usarlos puede intentar la extracción bajo visión directa, pero sin retrasar la RCP.",
          roles: [],
          is_critical: true,
          hints: [
            "Una lactante inconsciente ya no puede mantener la vía aérea por sí misma.",
            "¿Qué aportan las compresiones torácicas además de la circulación?",
          ],
          time_limit: 60,
        },
        {
          question_text: "Si quien se atragantara fuera su hermano de 2 años, consciente y con tos ineficaz, ¿qué cambiaría?",
          options: [
            "Nada: a cualquier edad se alternan golpes en la espalda y compresiones torácicas",
            "Se alternan hasta 5 golpes en la espalda y hasta 5 compresiones abdominales",
            "Solo compresiones abdominales, porque los golpes en la espalda son exclusivos del lactante",
            "Se le tumba boca arriba y se hacen compresiones torácicas como en la RCP, aunque esté consciente",
          ],
          correct_option: 1,
          explanation:
            "En el niño mayor de 1 año consciente con tos ineficaz, las guías ERC indican hasta 5 golpes interescapulares y, si no se resuelve, hasta 5 compresiones abdominales, alternando ambos ciclos; en el lactante se sustituyen por compresiones torácicas. La AHA 2025 ha adoptado la misma secuencia en el niño (antes usaba solo compresiones abdominales). Tras cualquier compresión abdominal, el niño debe ser valorado por un médico por el riesgo de lesiones internas.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué cambia a partir del año en la protección de las vísceras abdominales."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Enfermería: nebulización y vigilancia de la respuesta",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo administras la adrenalina nebulizada a este niño de 2 años?",
          options: [
            "Con cámara espaciadora y mascarilla, vaciando la ampolla directamente dentro de la cámara antes de aplicarla",
            "Con el niño tumbado en la camilla y sujeto para que no se retire la mascarilla",
            "Con el nebulizador conectado a aire comprimido a 2 l/min, para que dure más tiempo",
            "Con mascarilla ajustada y nebulizador a oxígeno a 6–8 l/min, incorporado en brazos de su madre",
          ],
          correct_option: 3,
          explanation:
            "La nebulización se hace con mascarilla bien ajustada y un nebulizador tipo jet impulsado por oxígeno al flujo que indica el fabricante (habitualmente 6–8 l/min); un flujo bajo genera partículas demasiado grandes y alarga la nebulización. El niño debe estar incorporado y tranquilo en brazos de sus padres: el llanto y la agitación aumentan la obstrucción dinámica, y tumbarlo o sujetarlo a la fuerza la empeora, como insiste el protocolo SEUP/AEP. La cámara espaciadora es para inhaladores presurizados, no para soluciones.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en qué empeora la obstrucción subglótica en un niño de 2 años.",
            "¿Qué gas y qué flujo necesita un nebulizador para generar partículas útiles?",
          ],
        },
        {
          question_text:
            "A los 40 minutos el estridor se oye menos, pero el niño está somnoliento, tiene menos tiraje y satura un 89 %. ¿Cómo lo interpretas?",
          options: [
            "Agotamiento y fallo respiratorio inminente: avisar ya, oxígeno y preparar la vía aérea",
            "Mejoría: la disminución del estridor y del tiraje indica respuesta al tratamiento",
            "Efecto sedante de la dexametasona y la adrenalina; se puede esperar a la siguiente reevaluación",
            "Está dormido tras una noche agitada: bajar la luz, no despertarlo y reevaluar en una hora",
          ],
          correct_option: 0,
          explanation:
            "En la obstrucción de la vía aérea superior, un estridor menos audible con disminución del nivel de conciencia y desaturación no es mejoría sino agotamiento: pasa menos aire. La escala de Westley puntúa con 5 la alteración de la conciencia, y la escala de alerta precoz (PEWS) del centro también sube por el cambio neurológico y respiratorio. Hay que escalar de inmediato (pediatra y UCI pediátrica), dar oxígeno y preparar la vía aérea. La dexametasona no produce sedación.",
          roles: [],
          is_critical: true,
          hints: [
            "Valora el nivel de conciencia antes que el volumen del estridor.",
            "Vuelve a calcular la escala con el nuevo estado de conciencia.",
          ],
        },
      ],
    },
    {
      description: "Farmacia: adrenalina para nebulizar y dexametasona oral",
      narrative: "Eres el farmacéutico de guardia y validas las prescripciones del niño de 2 años (12 kg).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Un residente formado en el extranjero prescribe «adrenalina racémica 2,25 %, 0,5 ml nebulizada». ¿Qué propones?",
          options: [
            "Dispensar 0,5 ml de adrenalina 1 mg/ml, el mismo volumen que la racémica prescrita",
            "Diluir 1 ml de adrenalina 1 mg/ml en 9 ml y nebulizar 0,5 ml/kg de esa dilución",
            "Sustituirla por L-adrenalina 1 mg/ml, 0,5 ml/kg (máximo 5 ml), de eficacia equivalente",
            "Cambiarla por adrenalina intramuscular 0,01 mg/kg, más rápida de administrar y de efecto más duradero",
          ],
          correct_option: 2,
          explanation:
            "La adrenalina racémica no se comercializa en España; el protocolo SEUP/AEP usa L-adrenalina 1 mg/ml a 0,5 ml/kg, máximo 5 ml, y la revisión Cochrane no encontró diferencias de eficacia entre ambas formas. Copiar el volumen de la racémica (0,5 ml) daría 0,5 mg, una décima parte de la dosis; nebulizar la dilución 1:10 también infradosifica diez veces. La adrenalina intramuscular es el tratamiento de la anafilaxia, no de la laringitis.",
          roles: [],
          is_critical: true,
          hints: [
            "Comprueba qué presentaciones de adrenalina hay en España.",
            "Compara los miligramos que daría cada opción con los 0,5 mg/kg del protocolo.",
          ],
        },
        {
          question_text:
            "Se prescribe dexametasona oral 0,6 mg/kg (7,2 mg). En el botiquín hay comprimidos de dexametasona de 1 mg y de 4 mg. ¿Qué dispensas?",
          options: [
            "72 mg: 18 comprimidos de 4 mg, porque en el crup grave se emplean dosis antiinflamatorias altas",
            "7 mg: un comprimido de 4 mg y tres de 1 mg, triturados y dispersados en un poco de agua",
            "0,72 mg: un comprimido de 1 mg partido, para no superar la dosis máxima pediátrica",
            "12 mg: tres comprimidos de 4 mg, porque la dosis de dexametasona es de 1 mg/kg",
          ],
          correct_option: 1,
          explanation:
            "0,6 mg/kg × 12 kg = 7,2 mg. Con comprimidos de 1 y 4 mg (Fortecortín y genéricos, comercializados en España, según CIMA), 7 mg (0,58 mg/kg) queda dentro del intervalo eficaz de 0,15–0,6 mg/kg que recogen el protocolo SEUP/AEP y la revisión Cochrane. En un niño pequeño los comprimidos se trituran y dispersan, o se usa una fórmula magistral de solución oral si el centro la tiene. 72 mg y 0,72 mg son errores de diez veces; 1 mg/kg no es la pauta de la dexametasona en el crup.",
          roles: [],
          is_critical: true,
          hints: ["Calcula primero los miligramos y después compáralos con el intervalo de dosis eficaz."],
        },
        {
          question_text:
            "¿Qué medida reduce el riesgo de que la adrenalina preparada para nebulizar acabe administrada por vía intravenosa?",
          options: [
            "Prepararla en una jeringa Luer con la misma etiqueta que la adrenalina de parada, para ganar tiempo",
            "Dejar preparadas varias jeringas de adrenalina sin etiquetar en la batea del box para la noche",
            "Diluirla siempre en 10 ml de suero, porque a esa concentración es segura por cualquier vía",
            "Cargarla en la cazoleta justo antes de nebulizar o, si se usa jeringa, que sea oral y rotulada con la vía",
          ],
          correct_option: 3,
          explanation:
            "Un error de vía con adrenalina (una dosis de nebulización de 5 mg administrada por vía IV) puede ser mortal. ISMP-España recomienda usar jeringas orales/enterales, que no conectan con los sistemas IV, para los medicamentos que no se administran por vía parenteral, rotular siempre la vía y no dejar jeringas sin identificar. Cargar la ampolla directamente en la cazoleta justo antes de nebulizar evita tener una jeringa con 5 mg de adrenalina cerca de una vía venosa.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué dosis de adrenalina habría en esa jeringa y qué pasaría si se conectara a la vía."],
        },
      ],
    },
    {
      description: "Medicina: alta, ingreso y complicaciones",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Tras 4 horas de observación, el niño no tiene estridor en reposo ni tiraje, satura un 97 % y bebe. ¿Qué decides?",
          options: [
            "Ingreso obligatorio de 24 horas por haber necesitado adrenalina nebulizada",
            "Alta con dexametasona oral diaria durante 5 días para evitar recaídas",
            "Alta con instrucciones escritas sobre signos de alarma y cuándo volver",
            "Alta con salbutamol inhalado cada 4 horas durante 3 días",
          ],
          correct_option: 2,
          explanation:
            "Según el protocolo SEUP/AEP, tras unas horas de observación (2–4 h después de la adrenalina) puede darse el alta si no hay estridor en reposo ni tiraje, la saturación es normal, tolera líquidos y la familia puede vigilarlo y volver, con instrucciones sobre los signos de alarma (estridor en reposo, tiraje, dificultad para tragar, somnolencia). Una dosis única de dexametasona suele bastar porque su acción se prolonga durante días; no se necesitan pautas de varios días ni broncodilatadores.",
          roles: [],
          is_critical: false,
          hints: ["Compara su situación actual con la que motivó la adrenalina."],
        },
        {
          question_text:
            "Otro niño con «laringitis» tiene fiebre de 39,5 °C, aspecto tóxico y secreciones espesas, y no mejora tras dos nebulizaciones de adrenalina. ¿Qué sospechas?",
          options: [
            "Traqueítis bacteriana: antibioterapia intravenosa y, con frecuencia, intubación en la UCI",
            "Laringitis espasmódica, que responde peor a la adrenalina que la vírica y requiere más dosis",
            "Crisis asmática grave: salbutamol e ipratropio nebulizados en serie",
            "Reacción alérgica a la adrenalina nebulizada: suspenderla y administrar un antihistamínico",
          ],
          correct_option: 0,
          explanation:
            "Fiebre alta, aspecto tóxico, secreciones purulentas y falta de respuesta a la adrenalina nebulizada orientan a traqueítis bacteriana, una complicación grave del crup. La revisión de Pediatría Integral señala que la traqueítis bacteriana y la epiglotitis son las únicas causas de obstrucción aguda de la vía respiratoria superior que requieren antibioterapia empírica; muchos pacientes necesitan intubación y UCI.",
          roles: [],
          is_critical: true,
          hints: ["Fíjate en los datos que no encajan con una laringitis vírica."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "Diagnóstico y tratamiento de la laringitis en Urgencias (Protocolos SEUP/AEP, edición 2020)",
      url: "https://www.aeped.es/protocolos/",
      source: "Asociación Española de Pediatría y SEUP (Ventosa Rosquelles P, Luaces Cubells C)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 10,
    },
    {
      title: "Glucocorticoids for croup in children (revisión Cochrane, 2018)",
      url: "https://doi.org/10.1002/14651858.CD001955.pub4",
      source: "Cochrane Database of Systematic Reviews (Gates A, et al.)",
      type: "revisión",
      year: 2018,
      free_access: true,
      weight: 20,
    },
    {
      title: "Nebulized epinephrine for croup in children (revisión Cochrane, 2013)",
      url: "https://doi.org/10.1002/14651858.CD006619.pub3",
      source: "Cochrane Database of Systematic Reviews (Bjornson C, et al.)",
      type: "revisión",
      year: 2013,
      free_access: true,
      weight: 30,
    },
    {
      title:
        "European Resuscitation Council Guidelines 2025: Paediatric Life Support — obstrucción de la vía aérea por cuerpo extraño (edición vigente)",
      url: "https://doi.org/10.1016/j.resuscitation.2025.110767",
      source: "European Resuscitation Council; Resuscitation 2025;215(Suppl 1):110767 (Djakow J, Lott C, de Lucas N, et al.)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 40,
    },
    {
      title: "Obstrucción aguda de la vía respiratoria superior",
      url: "https://www.pediatriaintegral.es/publicacion-2019-01/obstruccion-aguda-de-la-via-respiratoria-superior/",
      source: "Pediatría Integral, SEPEAP (Silva Higuero N, Borrego Sanz E, García Ruano A)",
      type: "revisión",
      year: 2019,
      free_access: true,
      weight: 50,
    },
    {
      title: "ISMP-España: prácticas seguras para prevenir errores de vía de administración",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 60,
    },
    {
      title:
        "Part 6: Pediatric Basic Life Support — 2025 American Heart Association and American Academy of Pediatrics Guidelines (AHA/AAP 2025; atragantamiento)",
      url: "https://doi.org/10.1542/peds.2025-074350",
      source: "Pediatrics 2025 (American Heart Association y American Academy of Pediatrics)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
