import type { OnlineScenario } from "./schema";

/**
 * Bronquiolitis grave en lactante inmunizado con nirsevimab.
 * Fuentes (edición que sigue el caso):
 * - Ralston SL, et al. AAP Clinical Practice Guideline: The Diagnosis, Management, and Prevention
 *   of Bronchiolitis. Pediatrics 2014;134(5):e1474-e1502 (vigente para el manejo; su apartado de
 *   prevención con palivizumab está superado por las recomendaciones de nirsevimab).
 * - NICE NG9, Bronchiolitis in children (2015, actualizada en 2021).
 * - NICE NG29, Intravenous fluid therapy in children and young people in hospital (2015,
 *   actualizada en 2020).
 * - Franklin D, et al. (ensayo PARIS) N Engl J Med 2018;378:1121-1131.
 * - Benito Fernández J, Paniagua Calzón N. Diagnóstico y tratamiento de la bronquiolitis aguda en
 *   Urgencias. Protocolos SEUP-AEP, 3.ª edición. Protoc diagn ter pediatr. 2020;1:63-73.
 * - Comité Asesor de Vacunas e Inmunizaciones de la AEP (CAV-AEP). Manual de inmunizaciones en
 *   línea, capítulo del virus respiratorio sincitial (https://vacunasaep.org/).
 * - Beyfortus (nirsevimab): ficha técnica (EPAR, EMA): 50 mg si < 5 kg y 100 mg si ≥ 5 kg en la
 *   primera temporada.
 * - Van de Voorde P, et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support.
 *   Resuscitation 2021;161:327-387 (bradicardia hipóxica y ventilación con bolsa y mascarilla; las
 *   guías ERC 2025 están publicadas en https://cprguidelines.eu/).
 */
const scenario: OnlineScenario = {
  slug: "bronquiolitis-grave-lactante",
  title: "Bronquiolitis grave en lactante de 3 meses",
  summary:
    "Lactante inmunizado con nirsevimab que ingresa con bronquiolitis por VRS, hipoxemia y dificultad para alimentarse. Valoración de la gravedad, soporte respiratorio, hidratación y uso racional de los fármacos según la AAP 2014, NICE NG9 (2021) y el protocolo SEUP.",
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
      "Nacido a término (39 semanas) en octubre, con 3,3 kg; sin ingresos previos",
      "Recibió nirsevimab 50 mg IM en la maternidad a las 24 horas de vida, dentro del programa de inmunización frente al VRS de su comunidad; calendario vacunal al día",
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
    quick_labs: [{ name: "Test rápido de VRS", value: "Positivo (solicitado para organizar el aislamiento)" }],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Triaje: dificultad respiratoria, saturación 88 % en aire" },
      { tmin: 3, event: "Pulsioximetría continua y pase al box de respiratorio" },
    ],
    red_flags: [
      "Lactante pequeño en los días de máxima gravedad de la bronquiolitis (3.º–5.º día)",
      "Empeoramiento del trabajo respiratorio en las últimas horas",
      "Rechazo progresivo de las tomas",
    ],
    critical_actions: [
      "Valorar la gravedad con una escala clínica tras aspirar secreciones, sin pruebas de rutina",
      "Entender que el nirsevimab reduce pero no elimina el riesgo de bronquiolitis grave y no cambia el tratamiento",
      "Oxígeno si la saturación es persistentemente inferior al 90 % y aspiración nasal superficial si las secreciones dificultan respirar o comer",
      "Escalar a alto flujo y, si hay fallo respiratorio inminente, a CPAP con valoración por UCI pediátrica",
      "Asegurar la hidratación por sonda; si hace falta vía IV, fluidos isotónicos con volumen ajustado y control de la natremia",
      "No administrar broncodilatadores, corticoides, antibióticos ni fisioterapia respiratoria de rutina",
    ],
    learning_objective:
      "Tratar la bronquiolitis grave según la AAP 2014, NICE NG9 (2021) y el protocolo SEUP (2020): valoración de la gravedad, soporte respiratorio, hidratación y uso racional de los fármacos, en un lactante que había recibido nirsevimab.",
    objectives: {
      MED: [
        "Reconocer los criterios de ingreso y valorar la gravedad de forma objetiva",
        "Interpretar el antecedente de inmunización con nirsevimab",
        "Escalar el soporte respiratorio de forma razonada",
      ],
      NUR: [
        "Aplicar cuidados de soporte: vía aérea superior, posición y alimentación",
        "Monitorizar con una escala y detectar precozmente signos de empeoramiento y apneas",
      ],
      PHARM: [
        "Validar las prescripciones farmacológicas con la evidencia disponible",
        "Validar una sueroterapia IV de mantenimiento: composición y volumen",
        "Conocer el papel del nirsevimab en la prevención",
      ],
    },
    competencies: ["Valoración respiratoria pediátrica", "Uso racional del medicamento", "Oxigenoterapia y alto flujo"],
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
            "La taquicardia de 168 lpm, que indica una deshidratación grave",
            "Los crepitantes y las sibilancias en la auscultación, que indican afectación del parénquima pulmonar",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 (actualización de 2021) considera para el ingreso la saturación persistentemente inferior al 90 % en mayores de 6 semanas sin comorbilidad, la dificultad respiratoria grave mantenida (quejido, tiraje marcado o FR > 70) y una ingesta oral insuficiente (50–75 % de lo habitual). Febrícula, rinorrea, crepitantes y sibilancias son habituales en cualquier bronquiolitis, y una FC de 168 lpm es esperable en un lactante de 3 meses con fiebre y trabajo respiratorio.",
          roles: [],
          is_critical: false,
          hints: ["Separa los hallazgos típicos de cualquier bronquiolitis de los que miden su repercusión."],
        },
        {
          question_text: "¿Cómo valoras la gravedad y qué pruebas complementarias pides?",
          options: [
            "Radiografía de tórax en todos los ingresos, para descartar neumonía y atelectasias antes de decidir el soporte",
            "Hemograma, PCR y hemocultivo en todos los lactantes menores de 6 meses con bronquiolitis",
            "Gasometría arterial cada 4 horas en todos los ingresados, como medida objetiva de la gravedad",
            "Escala clínica validada (p. ej., BROSJOD o Wood-Downes-Ferrés) puntuada tras aspirar las secreciones, con pulsioximetría; sin radiografía ni analítica de rutina, y gasometría capilar solo si hay signos de fallo respiratorio",
          ],
          correct_option: 3,
          explanation:
            "La AAP 2014 recomienda diagnosticar y valorar la gravedad con la historia y la exploración, sin radiografía ni analítica de rutina. El protocolo SEUP (2020) insiste en usar una escala clínica lo más objetiva posible para clasificar la gravedad y decidir el tratamiento; en España se usan escalas como BROSJOD o Wood-Downes-Ferrés, puntuadas tras aspirar las secreciones porque la obstrucción nasal empeora la puntuación. La gasometría capilar (pH y pCO₂) se reserva para los lactantes con dificultad grave o sospecha de fallo respiratorio, por ejemplo si no mejoran con alto flujo.",
          roles: [],
          is_critical: false,
          hints: [
            "¿Qué cambiaría en tu tratamiento el resultado de cada prueba?",
            "¿Qué puede falsear la valoración del trabajo respiratorio en un lactante que respira por la nariz?",
          ],
        },
        {
          question_text:
            "Los padres preguntan cómo puede tener una bronquiolitis grave por VRS si recibió nirsevimab al nacer. ¿Qué es correcto?",
          options: [
            "Con nirsevimab, un test positivo suele ser un falso positivo: hay que buscar otro virus u otra causa",
            "El nirsevimab reduce mucho el riesgo de bronquiolitis grave por VRS, pero no lo elimina: el antecedente no descarta la infección ni cambia el tratamiento de soporte",
            "Hay que administrar ahora una segunda dosis de nirsevimab, de 100 mg porque ya pesa más de 5 kg, para acortar la infección",
            "Debe recibir palivizumab mensual durante el resto de la temporada, porque el nirsevimab ha fallado",
          ],
          correct_option: 1,
          explanation:
            "El nirsevimab es un anticuerpo monoclonal de vida media larga que se administra en una dosis única IM para prevenir la enfermedad de vías respiratorias bajas por VRS en la primera temporada (50 mg si pesa menos de 5 kg y 100 mg si pesa 5 kg o más, según la ficha técnica de Beyfortus). En España, desde la temporada 2023-2024, se administra a los lactantes que nacen durante la temporada, preferentemente antes del alta de la maternidad, y a los menores de 6 meses al inicio de la campaña, además de a los lactantes con factores de riesgo (CAV-AEP). Reduce de forma importante las hospitalizaciones, pero no al 100 %: un lactante inmunizado puede tener una bronquiolitis grave, y el test positivo es fiable. No es un tratamiento: ni una segunda dosis de nirsevimab ni el palivizumab modifican la infección establecida, y el tratamiento sigue siendo de soporte. Por eso el apartado de prevención con palivizumab de la AAP 2014 ha quedado superado, aunque su parte de manejo sigue vigente.",
          roles: [],
          is_critical: false,
          hints: [
            "Distingue entre prevenir una enfermedad y tratarla una vez establecida.",
            "¿Qué fiabilidad tiene un test de VRS positivo en plena epidemia, con un cuadro clínico típico?",
          ],
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
            "Suero salino hipertónico al 3 % nebulizado con salbutamol para fluidificar las secreciones",
            "Oxígeno para mantener la saturación en el 90 % o más y aspirar las secreciones nasales",
          ],
          correct_option: 3,
          explanation:
            "NICE NG9 indica oxígeno si la saturación es persistentemente inferior al 90 % (mayores de 6 semanas sin comorbilidad) y aspirar la vía aérea superior si las secreciones causan dificultad respiratoria o para comer. La AAP 2014 desaconseja el salbutamol y la adrenalina, y el salino hipertónico no está indicado en urgencias (AAP 2014) ni lo recomienda NICE NG9.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Cuál de los problemas del lactante amenaza antes su vida?",
            "Para cada opción, pregúntate qué mecanismo de la bronquiolitis trata.",
          ],
          time_limit: 60,
        },
        {
          question_text:
            "Con oxígeno en gafas nasales de bajo flujo persiste la saturación del 89 % y aumenta el trabajo respiratorio. ¿Qué haces?",
          options: [
            "Subir el oxígeno por gafas nasales convencionales a 6–10 l/min sin humidificar, que aporta una FiO₂ más alta",
            "Intubar de inmediato, porque la hipoxemia que persiste con oxígeno es indicación de ventilación mecánica",
            "Alto flujo con cánulas nasales (en el ensayo PARIS, 2 l/kg/min ≈ 12 l/min) y reevaluar",
            "CPAP nasal directamente, sin probar otro escalón, porque el alto flujo solo retrasa la intubación",
          ],
          correct_option: 2,
          explanation:
            "En el ensayo PARIS (Franklin 2018), el alto flujo a 2 l/kg/min en lactantes hipoxémicos con bronquiolitis en planta redujo la necesidad de escalar tratamiento frente al oxígeno estándar (5,8 kg × 2 = 11,6 ≈ 12 l/min). NICE NG9 reserva la CPAP para los signos de fallo respiratorio inminente, que este lactante aún no tiene. Las gafas convencionales a flujos altos sin humidificar resecan e irritan la mucosa, y la intubación no es el siguiente paso.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en qué falla: ¿solo la oxigenación o también el trabajo respiratorio?"],
          time_limit: 60,
        },
        {
          question_text: "Durante el alto flujo presenta una pausa de apnea con desaturación y bradicardia. ¿Qué haces primero?",
          options: [
            "Esperar a que se recupere sola, porque las apneas son frecuentes en la bronquiolitis, y anotarla en la gráfica",
            "Estimular, aspirar y abrir la vía aérea, y ventilar con bolsa y mascarilla si no recupera; avisar a la UCI pediátrica",
            "Administrar atropina IV por la bradicardia y mantener el alto flujo",
            "Retirar el alto flujo y volver a gafas convencionales, porque el flujo elevado puede desencadenar las apneas",
          ],
          correct_option: 1,
          explanation:
            "Las apneas son un signo de gravedad y obligan a valorar el ingreso en cuidados intensivos; NICE NG9 indica aspirar la vía aérea superior en los lactantes que presentan apneas. En el lactante, la bradicardia durante una apnea es hipóxica: se trata oxigenando y, si no hay respiración eficaz, ventilando con bolsa y mascarilla (ERC 2021), no con atropina.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en la causa de la bradicardia en un lactante que deja de respirar."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Farmacia: validación del tratamiento",
      narrative:
        "Llega a validación la prescripción: salbutamol nebulizado cada 4 horas, budesonida nebulizada y amoxicilina oral. Se plantea además sueroterapia IV si no tolera la sonda.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué recomiendas al equipo prescriptor?",
          options: [
            "Retirar los tres: ninguno está indicado de rutina en la bronquiolitis",
            "Mantener el salbutamol y la budesonida, porque los nebulizados apenas tienen efectos sistémicos, y retirar la amoxicilina",
            "Mantener solo el salbutamol mientras haya sibilancias y retirar la budesonida y la amoxicilina",
            "Validarla y añadir montelukast para reducir las sibilancias posbronquiolitis",
          ],
          correct_option: 0,
          explanation:
            "La AAP 2014 recomienda no administrar salbutamol, adrenalina ni corticoides sistémicos, y no usar antibióticos salvo infección bacteriana concomitante o fuerte sospecha. NICE NG9 tampoco recomienda salbutamol, adrenalina, montelukast, ipratropio, corticoides ni antibióticos. Las sibilancias de la bronquiolitis se deben a edema y tapones de moco en la vía aérea pequeña, no a broncoespasmo, y la budesonida nebulizada no ha demostrado beneficio.",
          roles: [],
          is_critical: false,
          hints: ["Para cada fármaco, pregúntate qué mecanismo trata y si ese mecanismo explica la bronquiolitis."],
        },
        {
          question_text: "Sobre el suero salino hipertónico nebulizado, ¿qué dice la AAP 2014?",
          options: [
            "Es el tratamiento de elección en urgencias porque reduce la tasa de ingreso, con o sin broncodilatador",
            "Debe asociarse siempre a salbutamol para prevenir el broncoespasmo que provoca",
            "Está indicado en todos los lactantes con bronquiolitis moderada o grave, estén en urgencias o ingresados",
            "No debe administrarse en urgencias; puede considerarse en lactantes hospitalizados (recomendación débil)",
          ],
          correct_option: 3,
          explanation:
            "La AAP 2014 desaconseja el salino hipertónico nebulizado en urgencias (no reduce los ingresos) y permite considerarlo en hospitalizados, en los que podría acortar la estancia (recomendación débil). NICE NG9 no lo recomienda: conviene conocer el protocolo del centro.",
          roles: [],
          is_critical: false,
          hints: [
            "¿Qué resultado se estudió en cada ámbito: evitar el ingreso desde urgencias o acortar la estancia de los ya ingresados?",
          ],
        },
        {
          question_text: "No tolera la sonda y necesita sueroterapia IV de mantenimiento (5,8 kg). ¿Qué prescripción validas?",
          options: [
            "Suero glucosalino 1/3 (glucosa 3,3 %, sodio 51 mmol/l) a 24 ml/h, la pauta clásica de mantenimiento en lactantes",
            "Suero glucosado al 5 % con ClNa 0,9 % (sodio 154 mmol/l) y el potasio que indique el ionograma, a 12–19 ml/h (50–80 % de las necesidades basales), con control de natremia, peso y balance",
            "Suero fisiológico 0,9 % sin glucosa a 24 ml/h hasta que vuelva a tolerar la sonda",
            "Suero glucosado al 5 % con ClNa 0,9 % a 58 ml/h (10 ml/kg/h), para compensar las pérdidas por la taquipnea",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 indica fluidos IV isotónicos cuando no se tolera la alimentación por sonda o hay fallo respiratorio inminente, y NICE NG29 (2020) pide para el mantenimiento cristaloides isotónicos con sodio de 131–154 mmol/l, calculados por peso (Holliday-Segar: 100 ml/kg/día para los primeros 10 kg → 580 ml/día ≈ 24 ml/h) y, si hay riesgo de secreción no osmótica de ADH, como en la bronquiolitis, restringidos al 50–80 %: 12–19 ml/h. La glucosa al 5 % cubre el aporte de un lactante que no come. El glucosalino 1/3 es hipotónico y aumenta el riesgo de hiponatremia; el fisiológico sin glucosa expone a hipoglucemia; 58 ml/h es más del doble de las necesidades basales.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula primero las necesidades basales con Holliday-Segar.",
            "¿Qué hormona aumenta en la bronquiolitis y qué complicación favorece un suero hipotónico?",
          ],
        },
      ],
    },
    {
      description: "Enfermería: cuidados, alimentación y monitorización",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "El lactante no completa las tomas por el trabajo respiratorio. ¿Qué medida aplica NICE NG9 en primer lugar?",
          options: [
            "Sueroterapia IV de mantenimiento en todos los casos, para evitar el riesgo de aspiración por la sonda",
            "Alimentación por sonda nasogástrica u orogástrica",
            "Dieta absoluta mientras esté con alto flujo, con sueroterapia IV",
            "Tomas más concentradas en menor volumen para que complete las calorías",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 indica dar los líquidos por sonda nasogástrica u orogástrica si no puede tomar suficiente por boca, y reservar la vía IV para quien no tolera la sonda o tiene fallo respiratorio inminente. La sonda mantiene la nutrición y reduce el riesgo de hiponatremia frente a la sueroterapia; concentrar las tomas altera la osmolaridad sin resolver el problema, que es el esfuerzo de succionar mientras respira deprisa.",
          roles: [],
          is_critical: false,
          hints: ["Compara los riesgos de cada vía en un lactante que todavía protege su vía aérea."],
        },
        {
          question_text: "Antes de la toma tiene la nariz obstruida por secreciones. ¿Qué haces?",
          options: [
            "Aspiración nasofaríngea profunda con sonda cada 2–3 horas, aunque no haya secreciones visibles, para prevenir atelectasias",
            "Fisioterapia respiratoria con vibraciones y drenaje postural antes de cada toma para movilizar las secreciones",
            "Lavado con suero fisiológico y aspiración nasal superficial, porque las secreciones dificultan respirar y comer; sin aspiración profunda de rutina",
            "No aspirar nunca: cualquier aspiración aumenta el edema de la mucosa y alarga la estancia",
          ],
          correct_option: 2,
          explanation:
            "NICE NG9 desaconseja la aspiración de la vía aérea superior de rutina, pero indica considerarla si las secreciones causan dificultad respiratoria o para alimentarse (y hacerla siempre ante apneas). La AAP 2014 señala que la aspiración profunda se ha asociado a estancias más largas, y ambas guías desaconsejan la fisioterapia respiratoria en lactantes sin comorbilidad relevante.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué problema concreto resuelve cada medida en este lactante, y qué daño puede causar?"],
        },
        {
          question_text: "Durante el alto flujo, ¿qué vigilas y cuándo avisas al médico?",
          options: [
            "Solo la saturación: si se mantiene en el 92 % o más, el tiraje y la FR no requieren aviso",
            "La saturación, y subir la FiO₂ sin avisar si baja del 95 %, que es el objetivo con alto flujo",
            "El aumento de la rinorrea y de la tos, que indica que entra en la fase de máxima gravedad",
            "FR, FC, saturación continua y la escala clínica del centro tras aspirar; avisar si hay apneas, quejido, aumento de la puntuación o de la FiO₂ necesaria, o somnolencia",
          ],
          correct_option: 3,
          explanation:
            "Apneas, quejido, más tiraje, agotamiento o somnolencia y necesidad creciente de oxígeno indican empeoramiento y posible necesidad de escalar a CPAP o cuidados intensivos (NICE NG9). Una escala clínica repetida tras aspirar (protocolo SEUP) objetiva la evolución. NICE NG9 fija el umbral de oxigenoterapia en una saturación persistentemente inferior al 90 % en mayores de 6 semanas, no en el 95 %; una saturación aceptable puede ocultar un agotamiento progresivo.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en lo que cambia cuando el lactante se cansa: ¿qué sube, qué baja y qué aparece?"],
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
            "Tras una hora de alto flujo a 2 l/kg/min persisten tiraje intenso y quejido, con nuevas apneas; gasometría capilar: pH 7,24 y pCO₂ 68 mmHg. ¿Cuál es el siguiente paso?",
          options: [
            "Añadir salbutamol y corticoide sistémico antes de escalar, por si existe un componente asmático",
            "Mantener el alto flujo y reevaluar en 6 horas, porque el pico de la enfermedad suele darse entre el 3.er y el 5.º día",
            "Valoración urgente por UCI pediátrica y CPAP por fallo respiratorio inminente",
            "Subir el alto flujo a 3 l/kg/min y repetir la gasometría en 4 horas",
          ],
          correct_option: 2,
          explanation:
            "NICE NG9 recomienda considerar CPAP si hay signos de fallo respiratorio inminente; las apneas, el agotamiento y la acidosis respiratoria (pH 7,24 con pCO₂ 68 mmHg) indican fracaso del alto flujo y exigen valoración por cuidados intensivos. En el ensayo PARIS el flujo fue de 2 l/kg/min y el fracaso se definía por la necesidad de escalar, no de subir el flujo; esperar horas a un lactante con apneas es peligroso.",
          roles: [],
          is_critical: true,
          hints: [
            "Interpreta la gasometría: ¿qué te dice la pCO₂ sobre la ventilación?",
            "Relee cómo ha evolucionado tras una hora de tratamiento y qué significan las apneas.",
          ],
        },
        {
          question_text: "Días después, ¿cuándo es razonable el alta según NICE NG9 (2021)?",
          options: [
            "En cuanto la saturación supere el 90 % despierto durante 1 hora, aunque la ingesta siga siendo inferior a la mitad de la habitual",
            "Clínicamente estable, con ingesta oral suficiente y saturación por encima del 90 % en aire durante 4 horas, incluido un periodo de sueño",
            "Cuando desaparezcan la tos y los crepitantes y lleve al menos 24 horas sin oxígeno ni alto flujo",
            "Cuando el test de VRS sea negativo, para no contagiar a su hermano",
          ],
          correct_option: 1,
          explanation:
            "NICE NG9 (2021) fija para mayores de 6 semanas sin comorbilidad una saturación superior al 90 % en aire durante 4 horas incluyendo un periodo de sueño, además de estabilidad clínica e ingesta adecuada. La tos y los crepitantes pueden durar semanas, y el VRS puede seguir detectándose días después de la mejoría clínica.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué momento del día tiende a desaturar más un lactante que ya parece estable despierto."],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "Clinical Practice Guideline: The Diagnosis, Management, and Prevention of Bronchiolitis (AAP 2014; su apartado de prevención con palivizumab está superado por las recomendaciones de nirsevimab)",
      url: "https://doi.org/10.1542/peds.2014-2742",
      source: "Pediatrics 2014;134(5):e1474-e1502 – American Academy of Pediatrics (Ralston SL et al.)",
      type: "guía",
      year: 2014,
      free_access: true,
      weight: 10,
    },
    {
      title: "Bronchiolitis in children: diagnosis and management (NICE guideline NG9, actualizada en 2021)",
      url: "https://www.nice.org.uk/guidance/ng9",
      source: "National Institute for Health and Care Excellence (NICE)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title:
        "Diagnóstico y tratamiento de la bronquiolitis aguda en Urgencias (Protocolos de Urgencias de Pediatría SEUP-AEP, 3.ª edición)",
      url: "https://www.aeped.es/protocolos/",
      source:
        "Sociedad Española de Urgencias de Pediatría (SEUP) y AEP (Benito Fernández J, Paniagua Calzón N). Protoc diagn ter pediatr. 2020;1:63-73",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 30,
    },
    {
      title: "A Randomized Trial of High-Flow Oxygen Therapy in Infants with Bronchiolitis (ensayo PARIS)",
      url: "https://doi.org/10.1056/NEJMoa1714855",
      source: "New England Journal of Medicine 2018;378:1121-1131 (Franklin D et al.)",
      type: "ensayo clínico",
      year: 2018,
      free_access: false,
      weight: 40,
    },
    {
      title: "Intravenous fluid therapy in children and young people in hospital (NICE guideline NG29, actualizada en 2020)",
      url: "https://www.nice.org.uk/guidance/ng29",
      source: "National Institute for Health and Care Excellence (NICE)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 50,
    },
    {
      title: "Manual de inmunizaciones en línea de la AEP: capítulo del virus respiratorio sincitial (nirsevimab)",
      url: "https://vacunasaep.org/",
      source: "Comité Asesor de Vacunas e Inmunizaciones de la Asociación Española de Pediatría (CAV-AEP)",
      type: "guía",
      year: 2024,
      free_access: true,
      weight: 60,
    },
    {
      title: "Beyfortus (nirsevimab): información del medicamento y ficha técnica (EPAR)",
      url: "https://www.ema.europa.eu/en/medicines/human/EPAR/beyfortus",
      source: "Agencia Europea de Medicamentos (EMA)",
      type: "ficha técnica",
      year: 2022,
      free_access: true,
      weight: 70,
    },
    {
      title: "European Resuscitation Council Guidelines 2021: Paediatric Life Support (las guías ERC 2025 ya están publicadas)",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327-387 (Van de Voorde P et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 80,
    },
  ],
};

export default scenario;
