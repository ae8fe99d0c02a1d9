import type { OnlineScenario } from "./schema";

/**
 * Parada cardiorrespiratoria con ritmo no desfibrilable precedida de bradicardia hipóxica.
 * Fuentes:
 * - Djakow J, Lott C, de Lucas N, et al. European Resuscitation Council Guidelines 2025: Paediatric
 *   Life Support. Resuscitation 2025;215(Suppl 1):110767. doi:10.1016/j.resuscitation.2025.110767
 *   (edición vigente).
 * - Van de Voorde P, et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support.
 *   Resuscitation 2021;161:327-387 (edición anterior: las cifras del caso se cotejaron con su texto).
 * - AHA/AAP 2025: Pediatric Basic Life Support (Pediatrics 2025, doi:10.1542/peds.2025-074350) y
 *   Pediatric Advanced Life Support (edición vigente de la AHA; se cita donde difiere del ERC).
 * - López-Herce J, et al. (Grupo Español de RCP Pediátrica y Neonatal). Novedades en las
 *   recomendaciones de reanimación cardiopulmonar pediátrica y líneas de desarrollo en España.
 *   An Pediatr (Barc) 2022;96(2):146.e1-146.e11 (comenta la edición ERC 2021).
 * - Pediamécum (Comité de Medicamentos de la AEP): adrenalina.
 * - ISMP-España: abreviaturas, símbolos y expresiones de dosis propensos a errores.
 */
const scenario: OnlineScenario = {
  slug: "pcr-ritmo-no-desfibrilable",
  title: "Parada cardiorrespiratoria con ritmo no desfibrilable en una lactante con bronquiolitis",
  summary:
    "Lactante de 4 meses con bronquiolitis que, tras apneas y bradicardia hipóxica, entra en parada con ritmo no desfibrilable en la planta. Escala de alerta precoz y escalado, soporte ventilatorio y circulatorio, adrenalina, acceso intraóseo, causas reversibles (4 H y 4 T) y cuidados tras la recuperación de la circulación según las guías ERC 2025 (cotejadas con la edición 2021 y con la AHA 2025) y el GERCPPyN.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Reanimación"],
  brief: {
    title: "Lactante de 4 meses con bronquiolitis que presenta apneas durante la noche",
    context:
      "Planta de hospitalización pediátrica, turno de noche. Lactante ingresada hace 48 horas por bronquiolitis por VRS, con oxigenoterapia de alto flujo. El equipo de respuesta rápida de la UCI pediátrica tarda unos 5 minutos en llegar a la planta.",
    chips: ["Planta", "Lactante", "Bronquiolitis", "PCR", "Ritmo no desfibrilable"],
    demographics: { age: "4 meses", weightKg: 6, sex: "Niña" },
    chief_complaint: "Empeoramiento respiratorio nocturno con pausas de apnea y desaturaciones.",
    history: [
      "Nacida a término, sin antecedentes de interés",
      "Bronquiolitis por VRS, tercer día de evolución",
      "Oxigenoterapia de alto flujo a 2 l/kg/min con FiO2 0,5 desde el ingreso",
      "Sin alergias medicamentosas conocidas",
      "La vía venosa periférica del dorso de la mano se extravasó hace 2 horas y no se ha vuelto a canalizar",
    ],
    triangle: { appearance: "amber", breathing: "red", circulation: "amber" },
    triangle_details: {
      appearance: "Decaída, llanto débil, se agota con la manipulación.",
      breathing: "Tiraje subcostal e intercostal marcado, aleteo nasal y quejido intermitente.",
      circulation: "Palidez cutánea, relleno capilar de 3 segundos.",
    },
    vitals: {
      fc: 174,
      fr: 68,
      sat: 90,
      temp: 37.9,
      ta: "84/46",
      notes: "Constantes del traspaso de turno de las 22:00, con alto flujo a FiO2 0,5.",
    },
    exam: [
      "Crepitantes y sibilancias difusas en ambos campos pulmonares",
      "Abundantes secreciones nasales",
      "Fontanela anterior normotensa",
      "Hígado palpable a 1 cm del reborde costal",
    ],
    quick_labs: [
      { name: "Gasometría capilar (22:00)", value: "pH 7,26; pCO2 62 mmHg; bicarbonato 27 mmol/l" },
      { name: "Glucemia capilar", value: "84 mg/dl" },
      { name: "Detección rápida de VRS", value: "Positiva" },
    ],
    imaging: [{ name: "Radiografía de tórax del ingreso", status: "available" }],
    timeline: [
      { tmin: 0, event: "22:00 — Traspaso de turno; escala de alerta precoz (PEWS) de 3 puntos" },
      { tmin: 240, event: "02:00 — Pausas de apnea de 10–15 segundos con desaturación al 82 %; PEWS de 6 puntos" },
      { tmin: 255, event: "02:15 — Apnea prolongada con cianosis, hipotonía y FC de 55 lpm en el monitor" },
      { tmin: 257, event: "02:17 — Llegan a la cuna la enfermera responsable y el pediatra de guardia" },
    ],
    red_flags: [
      "Pausas de apnea en un lactante pequeño con bronquiolitis",
      "Hipercapnia progresiva a pesar del alto flujo",
      "Aumento de la puntuación de la escala de alerta precoz",
      "Bradicardia en una lactante hipoxémica",
      "Ausencia de acceso vascular",
    ],
    critical_actions: [
      "Escalar la atención en cuanto empeora la escala de alerta precoz",
      "Identificar la causa de la bradicardia y tratarla",
      "Decidir cuándo la bradicardia obliga a cambiar de actuación",
      "Conseguir un acceso vascular sin demora",
      "Administrar adrenalina con la dosis, la vía y el intervalo correctos",
      "Buscar y tratar las causas reversibles",
      "Aplicar los objetivos de cuidados tras la recuperación de la circulación",
    ],
    learning_objective:
      "Aplicar el algoritmo de soporte vital avanzado pediátrico del ERC 2025, difundido en España por el GERCPPyN, a una parada con ritmo no desfibrilable precedida de bradicardia en una lactante hipoxémica: detección y escalado del deterioro, soporte ventilatorio y circulatorio de calidad, fármacos y causas reversibles.",
    objectives: {
      MED: [
        "Tratar la bradicardia de una lactante hipoxémica",
        "Dirigir la rama de ritmo no desfibrilable del algoritmo",
        "Identificar la causa reversible más probable y fijar los objetivos tras la recuperación",
      ],
      NUR: [
        "Interpretar la escala de alerta precoz y escalar a tiempo",
        "Canalizar y usar con seguridad una vía intraósea en un lactante",
        "Monitorizar la RCP con capnografía",
      ],
      PHARM: [
        "Preparar la dilución de adrenalina para un lactante y verificar el volumen",
        "Prevenir errores por decimales, unidades, abreviaturas y notación en razón",
        "Validar los fármacos no rutinarios de la parada y sus incompatibilidades",
      ],
    },
    competencies: [
      "Soporte vital avanzado pediátrico",
      "Reconocimiento precoz del deterioro",
      "Trabajo en equipo y comunicación en circuito cerrado",
      "Cálculo de dosis por peso",
    ],
    estimated_minutes: 20,
    level: "avanzado",
  },
  steps: [
    {
      description: "Bradicardia hipóxica: primeros minutos",
      narrative:
        "A las 02:15 la lactante hace una apnea prolongada. Está cianótica e hipotónica y el monitor marca 55 lpm. Llegas junto a la cuna con la enfermera y el carro de paradas.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "La lactante no respira, está cianótica y tiene una FC de 55 lpm. ¿Cuál es la primera intervención?",
          options: [
            "Atropina 20 microgramos/kg IV para subir la frecuencia cardiaca y, después, ventilar con bolsa y mascarilla",
            "Abrir la vía aérea, aspirar las secreciones y ventilar con bolsa y mascarilla con oxígeno al 100 %",
            "Subir el alto flujo a 3 l/kg/min con FiO2 1 y esperar a que recupere la respiración espontánea",
            "Adrenalina 10 microgramos/kg IV sin esperar a ventilar, porque la bradicardia anuncia la parada",
          ],
          correct_option: 1,
          explanation:
            "En el lactante, la bradicardia suele ser consecuencia de la hipoxia y la prioridad es corregirla: vía aérea permeable (aspirando secreciones) y ventilación con bolsa y mascarilla con oxígeno al 100 %; las guías ERC recomiendan ventilar con bolsa y mascarilla entre dos reanimadores cuando es posible. El alto flujo no ventila a una lactante en apnea. La atropina o la adrenalina no corrigen la causa y, dadas antes de ventilar, retrasan la medida eficaz.",
          roles: [],
          is_critical: true,
          hints: ["¿Cuál es la causa más probable de la bradicardia en esta lactante?"],
        },
        {
          question_text:
            "Tras 60 segundos de ventilación eficaz con oxígeno al 100 % (el tórax se expande), la FC sigue en 50 lpm y la lactante está pálida, hipotónica y sin respuesta. ¿Qué haces?",
          options: [
            "Iniciar compresiones torácicas coordinadas con las ventilaciones (15:2) y activar el equipo de parada",
            "Seguir solo con ventilaciones hasta que la FC baje de 40 lpm, porque todavía tiene pulso y comprimir podría dañarla",
            "Administrar atropina 20 microgramos/kg y reevaluar a los 3 minutos antes de comprimir",
            "Colocar parches de marcapasos transcutáneo y estimular a 100 lpm antes de plantear las compresiones",
          ],
          correct_option: 0,
          explanation:
            "Según las guías ERC (y también la AHA), si la FC es inferior a 60 lpm con signos de mala perfusión a pesar de una oxigenación y ventilación adecuadas, se inician compresiones torácicas. Tener pulso no impide comprimir: con 50 lpm no se mantiene el gasto cardiaco de un lactante. La atropina no está indicada en la bradicardia hipóxica, y el marcapasos transcutáneo no trata la hipoxia y retrasa las compresiones.",
          roles: [],
          is_critical: true,
          hints: [
            "Compara la FC y la perfusión con el umbral que usa el ERC para empezar a comprimir.",
            "¿Basta una FC de 50 lpm para perfundir a una lactante de 6 kg?",
          ],
        },
        {
          question_text:
            "Una hora antes, al aspirarle secreciones nasofaríngeas, la lactante había tenido una bradicardia brusca a 70 lpm que cedió al retirar la sonda. ¿En qué situación está indicada la atropina según el ERC?",
          options: [
            "En toda bradicardia de menos de 60 lpm, antes de la primera dosis de adrenalina y sin esperar a ventilar",
            "En la asistolia, junto con la primera dosis de adrenalina, porque bloquea el tono vagal que la mantiene",
            "En la bradicardia por aumento del tono vagal o por intoxicación por colinérgicos, a 20 microgramos/kg",
            "En la actividad eléctrica sin pulso con frecuencia lenta, a 20 microgramos/kg",
          ],
          correct_option: 2,
          explanation:
            "Las guías ERC reservan la atropina (20 microgramos/kg; la AHA 2025 usa la misma dosis, 0,02 mg/kg) para la bradicardia causada por aumento del tono vagal o por toxicidad colinérgica. No forma parte del algoritmo de parada, porque no ha demostrado beneficio en la asistolia ni en la AESP. En la bradicardia hipóxica el tratamiento es la oxigenación y la ventilación.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué mecanismo fisiológico bloquea la atropina?"],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: parada con ritmo no desfibrilable",
      narrative:
        "Pese a las compresiones y la ventilación, la lactante sigue sin signos de vida. En la pausa para analizar el ritmo (menos de 5 segundos) el monitor muestra complejos QRS anchos y lentos a 30 lpm, sin pulso central palpable. Se acaba de canalizar una vía intraósea. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cómo clasificas este ritmo y qué rama del algoritmo sigues?",
          options: [
            "Ritmo desfibrilable dudoso: descarga a 4 J/kg (24 J) por si se trata de una fibrilación ventricular fina",
            "Bradicardia de QRS ancho: marcapasos transcutáneo y atropina antes de reanudar las compresiones",
            "Actividad eléctrica sin pulso, ritmo no desfibrilable: RCP 15:2 sin descargas y adrenalina cuanto antes",
            "Bloqueo auriculoventricular completo: cardioversión sincronizada a 1 J/kg",
          ],
          correct_option: 2,
          explanation:
            "Actividad eléctrica organizada sin pulso ni signos de vida es una actividad eléctrica sin pulso (AESP), un ritmo no desfibrilable. Las guías ERC indican mantener compresiones y ventilaciones sin descargas, administrar adrenalina en cuanto haya acceso vascular y buscar las causas reversibles; la AHA 2025 insiste en darla lo antes posible en los ritmos no desfibrilables. Una descarga «por si acaso» solo interrumpe las compresiones, y la cardioversión sincronizada se usa en taquiarritmias con pulso.",
          roles: [],
          is_critical: true,
          hints: ["¿Hay pulso central o signos de vida?", "¿Qué ritmos responden a una descarga eléctrica?"],
          time_limit: 45,
        },
        {
          question_text: "¿Qué dosis de adrenalina administras a esta lactante de 6 kg?",
          options: [
            "60 microgramos (10 microgramos/kg) por vía IO, seguidos de un lavado con suero salino",
            "600 microgramos (100 microgramos/kg) por vía IO, porque la dosis alta es más eficaz en la parada asfíctica",
            "60 microgramos (0,01 mg/kg) por vía intramuscular en la cara anterolateral del muslo",
            "6 microgramos (1 microgramo/kg) por vía IO, para evitar la taquicardia tras la recuperación",
          ],
          correct_option: 0,
          explanation:
            "Según las guías ERC (y la AHA 2025: 0,01 mg/kg), adrenalina 10 microgramos/kg (máximo 1 mg por dosis) por vía IV o IO. Para 6 kg son 60 microgramos, seguidos de un lavado para que lleguen a la circulación. Las dosis altas (100 microgramos/kg) no mejoran la supervivencia y no se recomiendan; la vía IM es la de la anafilaxia y no tiene absorción fiable en la parada; 6 microgramos es un error de diez veces por defecto.",
          roles: [],
          is_critical: true,
          hints: ["Parte de la dosis por kilo del algoritmo y multiplica por el peso de la brief."],
          time_limit: 60,
        },
        {
          question_text:
            "La primera dosis de adrenalina se administró a las 02:19. Si persiste el ritmo no desfibrilable, ¿cuándo corresponde la siguiente?",
          options: [
            "Tras cada ciclo de 2 minutos, es decir, a las 02:21",
            "Cada 3–5 minutos, en la práctica cada dos ciclos de 2 minutos (hacia las 02:23)",
            "Solo después de la tercera comprobación del ritmo, como en los ritmos desfibrilables",
            "No se repite: si no hay respuesta a la primera dosis se pasa a una perfusión continua",
          ],
          correct_option: 1,
          explanation:
            "Las guías ERC indican repetir la adrenalina cada 3–5 minutos mientras dure la RCP, lo que se facilita administrándola cada dos ciclos de 2 minutos. En los ritmos no desfibrilables la primera dosis se da lo antes posible, en cuanto hay acceso vascular (el GERCPPyN lo destacó como uno de los cambios de la edición 2021, y la AHA 2025 lo mantiene); esperar a la tercera descarga es la pauta del ERC en los ritmos desfibrilables. Repetirla cada 2 minutos acumula dosis sin beneficio, y la perfusión continua no sustituye a los bolos durante la parada.",
          roles: [],
          is_critical: true,
          hints: ["No confundas el momento de la primera dosis en las dos ramas del algoritmo."],
          time_limit: 45,
        },
        {
          question_text: "Llegan más reanimadores. Mientras la lactante no esté intubada, ¿cómo deben ser las compresiones?",
          options: [
            "30 compresiones y 2 ventilaciones, con dos dedos y unos 2 cm de profundidad para no fracturar costillas",
            "3 compresiones por cada ventilación, como en la reanimación neonatal, a 120 eventos por minuto",
            "Compresiones continuas a 100–120/min sin pausas para ventilar, para no interrumpir la presión de perfusión coronaria",
            "15:2, con dos pulgares abrazando el tórax, a 100–120/min y hundiendo al menos un tercio del tórax (unos 4 cm)",
          ],
          correct_option: 3,
          explanation:
            "Para profesionales, las guías ERC mantienen la relación 15:2 en lactantes y niños, a 100–120 compresiones por minuto, con una profundidad de al menos un tercio del diámetro anteroposterior del tórax (unos 4 cm en el lactante) y reexpansión completa; con dos reanimadores se usa la técnica de dos pulgares abrazando el tórax. La AHA 2025 ha eliminado la técnica de dos dedos en el lactante porque no consigue la profundidad necesaria (propone dos pulgares o el talón de una mano). La relación 30:2 es la del adulto y 3:1 la de la reanimación del recién nacido en paritorio. En una parada asfíctica las ventilaciones son imprescindibles.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el origen de esta parada y en el papel que tiene la ventilación."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Enfermería: escala de alerta precoz, acceso intraóseo y monitorización",
      narrative:
        "Repasamos la secuencia desde el punto de vista de enfermería: el aviso previo, el acceso vascular y la monitorización durante la RCP.",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text:
            "A las 02:00 la escala de alerta precoz (PEWS) pasa de 3 a 6 puntos, con pausas de apnea y desaturación al 82 %. ¿Cuál es la actuación adecuada?",
          options: [
            "Estimular a la lactante, subir la FiO2 al máximo del sistema y repetir la escala en la siguiente ronda de constantes",
            "Avisar al pediatra solo si la saturación se mantiene por debajo del 85 % durante más de 10 minutos seguidos",
            "Escalar ya según el protocolo: avisar al pediatra y al equipo de respuesta rápida (SBAR) y preparar la vía aérea",
            "Cambiar el alto flujo por gafas nasales convencionales para que descanse y reevaluar la escala en una hora",
          ],
          correct_option: 2,
          explanation:
            "Una escala de alerta precoz solo es útil si forma parte de un sistema de respuesta: el aumento de la puntuación por encima del umbral del centro obliga a escalar de inmediato, con una comunicación estructurada (SBAR). Las guías ERC recomiendan usar estas escalas integradas en un sistema de respuesta y no de forma aislada. Las apneas con desaturación en una lactante con bronquiolitis anuncian la parada respiratoria: esperar a la siguiente ronda o fijar un umbral propio de saturación retrasa la respuesta.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Para qué sirve calcular la escala si no cambia lo que haces?",
            "Las pausas de apnea en un lactante pequeño indican agotamiento.",
          ],
        },
        {
          question_text: "La vía periférica se extravasó y no hay otro acceso. ¿Dónde y cómo canalizas la vía intraósea en esta lactante?",
          options: [
            "En la cara anteromedial de la tibia proximal, 1–2 cm por debajo de la tuberosidad tibial, con la aguja perpendicular o algo inclinada hacia el pie",
            "En el esternón, como en el adulto, por ser el hueso más accesible y con mayor flujo durante las compresiones",
            "Sobre la propia tuberosidad tibial, dirigiendo la aguja hacia la rodilla para que quede bien anclada en el hueso",
            "En el húmero proximal, que es la localización preferente en lactantes por su mayor flujo hacia la circulación central y su fácil acceso",
          ],
          correct_option: 0,
          explanation:
            "Las guías ERC indican la vía intraósea cuando no se consigue un acceso venoso rápido en la parada. En el lactante, la localización habitual es la tibia proximal: cara anteromedial, plana y subcutánea, 1–2 cm por debajo de la tuberosidad tibial (o de la rótula si la tuberosidad no se palpa), con la aguja perpendicular o algo inclinada hacia el pie para alejarse de la placa de crecimiento; por eso no se punciona la tuberosidad ni se dirige la aguja hacia la rodilla. El esternón no se usa en niños pequeños e interfiere con las compresiones, y la cabeza humeral del lactante es pequeña y difícil de localizar (se reserva para niños mayores y adultos). La aguja bien colocada queda firme y permite lavar sin resistencia ni edema.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en qué hueso es accesible sin interrumpir la RCP y qué estructura del hueso en crecimiento debes proteger."],
        },
        {
          question_text: "Tras administrar cada fármaco por la vía intraósea, ¿qué debes hacer y vigilar?",
          options: [
            "Lavar solo cada tres fármacos, para no sobrecargar de volumen a una lactante de 6 kg con bolos repetidos",
            "Administrar los fármacos diluidos en 50 ml y en perfusión lenta, para no dañar la médula ósea ni la placa de crecimiento",
            "Lavar con suero salino tras cada fármaco y vigilar la pierna (edema, tensión) por el riesgo de síndrome compartimental",
          ],
          correct_option: 2,
          explanation:
            "Por vía IO, cada fármaco debe ir seguido de un lavado con suero salino para que alcance la circulación central, como recuerdan las guías ERC. Hay que vigilar la extremidad (edema, tensión, frialdad, aumento del perímetro), porque la extravasación puede causar un síndrome compartimental. El volumen del lavado es pequeño y no justifica omitirlo, y una perfusión lenta retrasaría el efecto de la adrenalina.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el espacio muerto del sistema y en lo que pasa si el líquido no entra en la cavidad medular."],
        },
        {
          question_text: "Tras la intubación, ¿qué información aporta la capnografía continua durante la RCP?",
          options: [
            "Ninguna útil durante la parada: el CO2 espirado solo tiene valor clínico cuando ya hay circulación espontánea",
            "Confirma la intubación, refleja la calidad de las compresiones y un ascenso brusco sugiere recuperación de la circulación",
            "Permite decidir cuándo suspender la reanimación con un único valor de corte de CO2 espirado, medido a los 10 minutos de RCP",
            "Sustituye al análisis del ritmo, por lo que ya no hace falta pausar las compresiones cada 2 minutos para verlo",
          ],
          correct_option: 1,
          explanation:
            "Una curva de capnografía persistente confirma la intubación traqueal. Durante la RCP, el CO2 espirado refleja el flujo pulmonar que generan las compresiones: valores bajos orientan a compresiones ineficaces y un ascenso brusco y mantenido sugiere la recuperación de la circulación. Las guías ERC desaconsejan usar un valor aislado de CO2 espirado para pronosticar o decidir el final de la reanimación, y la capnografía no sustituye al análisis del ritmo.",
          roles: [],
          is_critical: false,
          hints: ["El CO2 solo llega al aire espirado si llega sangre a los pulmones."],
        },
      ],
    },
    {
      description: "Farmacia: preparación y seguridad de la adrenalina de parada",
      narrative:
        "Eres el farmacéutico de guardia. Revisas con enfermería la preparación de la adrenalina del carro de paradas de la planta, que contiene ampollas de adrenalina 1 mg/ml y ampollas de suero salino 0,9 % de 10 ml, y validas las peticiones hechas durante la parada.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Cómo se prepara una dilución práctica y qué volumen contiene la dosis de 60 microgramos?",
          options: [
            "1 ml de adrenalina 1 mg/ml + 9 ml de suero salino = 100 microgramos/ml; se administran 0,6 ml",
            "Se administran 0,6 ml de la ampolla de 1 mg/ml sin diluir, para no perder tiempo",
            "1 ml de adrenalina 1 mg/ml + 9 ml de suero salino = 100 microgramos/ml; se administran 0,06 ml",
            "1 ml de adrenalina 1 mg/ml + 9 ml de suero salino = 10 microgramos/ml; se administran 6 ml",
          ],
          correct_option: 0,
          explanation:
            "1 mg en 10 ml = 0,1 mg/ml = 100 microgramos/ml; 60 ÷ 100 = 0,6 ml, es decir, 0,1 ml/kg de esta dilución, una comprobación rápida que conviene hacer siempre. 0,6 ml de la ampolla sin diluir son 600 microgramos, diez veces la dosis; 0,06 ml es un error de diez veces por defecto e imposible de medir con precisión; la última opción parte de una concentración mal calculada.",
          roles: [],
          is_critical: true,
          hints: [
            "Pasa la concentración a microgramos por mililitro antes de dividir.",
            "Comprueba el resultado con el peso: ¿cuántos ml por kilo salen?",
          ],
        },
        {
          question_text: "¿Cuál es la forma más segura de escribir la orden y etiquetar la jeringa?",
          options: [
            "«Adrenalina 1:10.000, 0,6» en la etiqueta de la jeringa, porque es la notación que figura en el carro de paradas",
            "«Adrenalina 60 µg» en la hoja de parada, abreviado para ganar tiempo y no saturar el registro",
            "«Adrenalina .06 mg IO», con el punto como separador decimal, como en la calculadora del carro",
            "«Adrenalina 60 microgramos IO (0,6 ml de 100 microgramos/ml)», jeringa etiquetada y dosis confirmada en voz alta",
          ],
          correct_option: 3,
          explanation:
            "ISMP-España desaconseja el símbolo «µg», que se confunde con «mg», y omitir el cero a la izquierda («.06»); ISMP desaconseja también expresar concentraciones como razón («1:10.000»). En España, además, la coma es el separador decimal y el punto se ha usado tradicionalmente para los millares: «.06» puede leerse como 6 o pasar inadvertido. Escribir la unidad completa, la concentración y el volumen, etiquetar la jeringa y confirmar en voz alta en circuito cerrado evita los errores de diez veces.",
          roles: [],
          is_critical: true,
          hints: [
            "Imagina cómo leería esa orden alguien cansado a las 2 de la madrugada.",
            "Piensa en qué símbolos y notaciones se confunden con facilidad.",
          ],
        },
        {
          question_text: "Durante la RCP se piden bicarbonato 1 M y gluconato cálcico 10 % «de rutina». ¿Qué respondes al validar?",
          options: [
            "Ambos de rutina tras la segunda dosis de adrenalina, por la misma vía y sin lavado intermedio para no sobrecargar de volumen",
            "Ninguno de rutina; el calcio, solo si hay hipocalcemia, hiperpotasemia o tóxicos concretos, y nunca junto al bicarbonato",
            "Solo el bicarbonato, 1 mmol/kg en cada ciclo, porque la acidosis impide que actúe la adrenalina administrada",
            "Solo el calcio, porque mejora la contractilidad miocárdica y la respuesta a la adrenalina en la asistolia",
          ],
          correct_option: 1,
          explanation:
            "Las guías ERC no recomiendan el uso rutinario de bicarbonato ni de calcio en la parada pediátrica; el calcio se reserva para la hipocalcemia, la hiperpotasemia o la intoxicación por antagonistas del calcio, y el bicarbonato para situaciones concretas como la hiperpotasemia o la intoxicación por antidepresivos tricíclicos. El bicarbonato precipita con las sales de calcio (carbonato cálcico) e inactiva las catecolaminas si coinciden en la misma línea. La acidosis de una parada asfíctica se corrige sobre todo con ventilación y compresiones eficaces.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en qué corrige de verdad la acidosis de una parada asfíctica.",
            "¿Qué ocurre al juntar bicarbonato y calcio en la misma vía?",
          ],
        },
      ],
    },
    {
      description: "Medicina: causas reversibles y cuidados tras la recuperación",
      narrative:
        "A los 9 minutos de RCP, tras intubar, aspirar abundantes secreciones y administrar dos dosis de adrenalina, la lactante recupera el pulso: FC 165 lpm, TA 70/38, SatO2 100 % con FiO2 1.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text:
            "De las causas reversibles (4 H y 4 T), ¿cuál es la más probable en esta parada y cuál era su tratamiento prioritario?",
          options: [
            "Hipovolemia: bolo de 20 ml/kg de cristaloide antes de la primera dosis de adrenalina",
            "Hiperpotasemia por la acidosis respiratoria: gluconato cálcico y bicarbonato sódico 1 M",
            "Neumotórax a tensión por el alto flujo: descompresión con aguja en el segundo espacio intercostal",
            "Hipoxia por apnea y secreciones: vía aérea permeable, aspiración y ventilación con oxígeno",
          ],
          correct_option: 3,
          explanation:
            "En el niño la mayoría de las paradas son asfícticas. Esta lactante con bronquiolitis hizo apneas, hipercapnia progresiva y bradicardia antes de parar: la hipoxia es la causa más probable y se trata con vía aérea permeable, aspiración y ventilación eficaz. Las 4 H y 4 T de las guías ERC (hipoxia, hipovolemia, hipo/hiperpotasemia y otras alteraciones metabólicas, hipo/hipertermia; neumotórax a tensión, taponamiento, tóxicos y trombosis) se repasan siempre, pero sin perder de vista la más probable por el contexto.",
          roles: [],
          is_critical: true,
          hints: ["Ordena los acontecimientos de la línea temporal: ¿qué ocurrió primero?"],
        },
        {
          question_text: "Mientras duró la RCP después de intubarla, ¿cómo debía ventilarse a esta lactante?",
          options: [
            "Manteniendo la relación 15:2, con pausas en las compresiones para cada par de ventilaciones",
            "Compresiones continuas y ventilación asincrónica a unas 25 respiraciones por minuto, la frecuencia de su edad",
            "Con compresiones continuas y 10 respiraciones por minuto, como en el adulto",
            "Con compresiones continuas y la máxima frecuencia posible (más de 40 por minuto) para eliminar el CO2 acumulado",
          ],
          correct_option: 1,
          explanation:
            "Con una vía aérea avanzada, las guías ERC recomiendan compresiones continuas y ventilación asincrónica con una frecuencia ajustada a la edad: 25/min en lactantes, 20/min de 1 a 8 años, 15/min de 8 a 12 años y 10/min por encima de 12 años; el GERCPPyN lo destacó como uno de los cambios de la edición 2021 (10–25 rpm según la edad), y la cifra del lactante queda dentro del intervalo de 20–30/min que propone la AHA. La hiperventilación aumenta la presión intratorácica, reduce el retorno venoso y empeora la perfusión coronaria y cerebral.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el efecto de la presión intratorácica sobre el retorno venoso."],
        },
        {
          question_text: "Tras la recuperación de la circulación, ¿qué objetivos fijas para las primeras horas?",
          options: [
            "Saturación del 100 % con FiO2 1 y PaCO2 de 25–30 mmHg durante 24 horas, para proteger el cerebro de la hipoxia residual",
            "SatO2 94–98 %, normocapnia, evitar la hipotensión para su edad, normoglucemia, evitar la fiebre y traslado a la UCI pediátrica",
            "Hipotermia sistemática a 32 °C durante 72 horas y restricción de fluidos para prevenir el edema cerebral",
            "Sedación mínima para valorar la neurología cada 15 minutos, aceptando una hipotensión leve",
          ],
          correct_option: 1,
          explanation:
            "Tras la recuperación de la circulación, las guías ERC recomiendan evitar tanto la hipoxemia como la hiperoxia (SatO2 94–98 %), mantener la normocapnia (la hipocapnia reduce el flujo sanguíneo cerebral), evitar la hipotensión (TA por encima del percentil 5 para la edad en las guías ERC 2021; la AHA 2025 propone mantener la sistólica y la media por encima del percentil 10), mantener la normoglucemia y controlar la temperatura evitando la fiebre (la AHA 2025 fija el límite en 37,5 °C). La hipotermia sistemática no ha demostrado beneficio frente a la normotermia controlada.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué daña al cerebro recién reperfundido, tanto por exceso como por defecto."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "European Resuscitation Council Guidelines 2025: Paediatric Life Support (edición vigente)",
      url: "https://doi.org/10.1016/j.resuscitation.2025.110767",
      source: "European Resuscitation Council; Resuscitation 2025;215(Suppl 1):110767 (Djakow J, Lott C, de Lucas N, et al.)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 10,
    },
    {
      title:
        "European Resuscitation Council Guidelines 2021: Paediatric Life Support (edición anterior; las dosis, ritmos y frecuencias del caso se cotejaron con su texto)",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327-387 (Van de Voorde P, et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "Novedades en las recomendaciones de reanimación cardiopulmonar pediátrica y líneas de desarrollo en España (GERCPPyN)",
      url: "https://analesdepediatria.org/es-novedades-recomendaciones-reanimacion-cardiopulmonar-pediatrica-articulo-S1695403321002083",
      source:
        "Anales de Pediatría 2022;96(2):146.e1-146.e11 (López-Herce J, et al., Grupo Español de RCP Pediátrica y Neonatal; comenta la edición ERC 2021)",
      type: "artículo",
      year: 2022,
      free_access: true,
      weight: 30,
    },
    {
      title: "Pediamécum: ficha de adrenalina (dosis pediátricas y preparación)",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum/adrenalina",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 40,
    },
    {
      title: "ISMP-España: prácticas seguras, abreviaturas y expresiones de dosis propensas a errores",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 50,
    },
    {
      title:
        "Part 6: Pediatric Basic Life Support — 2025 American Heart Association and American Academy of Pediatrics Guidelines (AHA/AAP 2025)",
      url: "https://doi.org/10.1542/peds.2025-074350",
      source: "Pediatrics 2025 (American Heart Association y American Academy of Pediatrics)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 60,
    },
    {
      title: "Pediatric Advanced Life Support — 2025 AHA/AAP Guidelines for CPR and Emergency Cardiovascular Care (AHA/AAP 2025)",
      url: "https://cpr.heart.org/en/resuscitation-science/cpr-and-ecc-guidelines/pediatric-advanced-life-support",
      source: "American Heart Association y American Academy of Pediatrics",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
