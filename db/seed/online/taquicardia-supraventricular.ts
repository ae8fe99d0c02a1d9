import type { OnlineScenario } from "./schema";

/**
 * Taquicardia supraventricular en un lactante.
 * Fuentes:
 * - Djakow J, Lott C, de Lucas N, et al. European Resuscitation Council Guidelines 2025: Paediatric
 *   Life Support. Resuscitation 2025;215(Suppl 1):110767. doi:10.1016/j.resuscitation.2025.110767
 *   (edición vigente).
 * - Van de Voorde P, et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support.
 *   Resuscitation 2021;161:327-387 (edición anterior: la pauta de adenosina y de cardioversión del caso
 *   se cotejó con su texto).
 * - AHA/AAP 2025: Pediatric Advanced Life Support (adenosina 0,1 mg/kg, máx. 6 mg; segunda dosis
 *   0,2 mg/kg, máx. 12 mg).
 * - Kleinman ME, et al. Part 14: Pediatric Advanced Life Support. 2010 AHA Guidelines. Circulation
 *   2010;122:S876-S908 (verapamilo: no usar de rutina en lactantes).
 * - López-Herce J, et al. (GERCPPyN). Novedades en las recomendaciones de RCP pediátrica y líneas
 *   de desarrollo en España. An Pediatr (Barc) 2022;96(2):146.e1-146.e11.
 * - Pediamécum (Comité de Medicamentos de la AEP): adenosina (50–100 microgramos/kg; 200 microgramos/kg
 *   a los 2 minutos; máximo 12 mg por dosis).
 * - Fichas técnicas de adenosina 6 mg/2 ml solución inyectable (Adenocor y genéricos; CIMA, AEMPS).
 */
const scenario: OnlineScenario = {
  slug: "taquicardia-supraventricular",
  title: "Taquicardia supraventricular en un lactante de 2 meses",
  summary:
    "Lactante de 2 meses con rechazo de tomas, irritabilidad y FC de 280 lpm. Reconocimiento de la TSV en el ECG, maniobras iniciales, adenosina (dosis, técnica de administración, presentación disponible en España y preparación), actuación cuando se descompensa y estudio tras la reversión, según las guías ERC 2025 (cotejadas con la edición 2021), la AHA 2025 y Pediamécum.",
  level: "medio",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Cardiología"],
  brief: {
    title: "Lactante de 2 meses con irritabilidad, rechazo de tomas y taquicardia muy rápida",
    context:
      "Urgencias pediátricas de un hospital con UCI pediátrica y cardiología infantil localizada. Los padres lo traen porque desde hace unas 12 horas come poco, está irritable y pálido y suda con las tomas.",
    chips: ["Urgencias", "Lactante", "Taquicardia supraventricular", "Adenosina", "Cardioversión"],
    demographics: { age: "2 meses", weightKg: 5, sex: "Niño" },
    chief_complaint: "Irritabilidad, rechazo de las tomas, palidez y sudoración de unas 12 horas de evolución, sin fiebre.",
    history: [
      "Nacido a término con 3,4 kg; periodo neonatal sin incidencias",
      "Sin cardiopatía conocida; ecografías prenatales normales",
      "Lactancia materna; en el último día ha hecho la mitad de las tomas habituales",
      "Sin fiebre, vómitos ni diarrea",
      "Sin tratamientos habituales ni alergias conocidas",
    ],
    triangle: { appearance: "amber", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "Irritable, con llanto débil; se calma a ratos en brazos de su madre.",
      breathing: "Taquipnea sin tiraje importante ni ruidos respiratorios anómalos.",
      circulation: "Palidez, extremidades frías y relleno capilar de 3 segundos.",
    },
    vitals: {
      fc: 280,
      fr: 62,
      sat: 96,
      temp: 36.8,
      ta: "76/44",
      notes: "La FC no cambia con el llanto ni en reposo. Pulsos periféricos palpables pero débiles.",
    },
    exam: [
      "Latido rápido y regular, sin soplos audibles",
      "Hígado palpable a 2 cm del reborde costal",
      "Fontanela anterior normotensa",
      "Murmullo vesicular conservado, sin crepitantes",
    ],
    quick_labs: [
      { name: "Glucemia capilar", value: "86 mg/dl" },
      { name: "Gasometría venosa", value: "pH 7,32; bicarbonato 19 mmol/l; lactato 2,6 mmol/l" },
      { name: "Sodio / potasio", value: "138 / 4,6 mmol/l" },
    ],
    imaging: [
      { name: "ECG de 12 derivaciones", status: "available" },
      { name: "Radiografía de tórax", status: "ordered" },
      { name: "Ecocardiografía", status: "ordered" },
    ],
    timeline: [
      { tmin: 0, event: "Triaje: FC de 280 lpm; pasa al box de críticos" },
      { tmin: 4, event: "Monitorización continua de ECG, pulsioximetría y TA" },
      { tmin: 7, event: "ECG de 12 derivaciones" },
      { tmin: 10, event: "Se canaliza una vía venosa periférica" },
    ],
    red_flags: [
      "FC fija por encima de 220 lpm en un lactante",
      "Rechazo de las tomas y sudoración",
      "Mala perfusión periférica",
      "Riesgo de insuficiencia cardiaca si la taquicardia se prolonga",
    ],
    critical_actions: [
      "Distinguir la taquicardia supraventricular de la taquicardia sinusal en el ECG",
      "Valorar la estabilidad hemodinámica antes de elegir el tratamiento",
      "Preparar y administrar la adenosina con la técnica correcta",
      "Tener el desfibrilador preparado y registrar el ritmo durante el tratamiento",
      "Reconocer la descompensación y actuar sin demora",
      "Revisar el ECG tras la reversión y consultar con cardiología infantil",
    ],
    learning_objective:
      "Reconocer y tratar una taquicardia supraventricular en el lactante según las guías ERC 2025 y la AHA 2025, eligiendo el tratamiento según la estabilidad hemodinámica y preparando con seguridad los fármacos disponibles en España.",
    objectives: {
      MED: [
        "Diferenciar la TSV de la taquicardia sinusal y de la taquicardia de QRS ancho",
        "Indicar la dosis de adenosina y su escalada",
        "Decidir el tratamiento cuando el lactante se descompensa",
      ],
      NUR: [
        "Aplicar una maniobra vagal adecuada a un lactante",
        "Administrar la adenosina con una técnica que garantice su eficacia",
        "Preparar el desfibrilador con seguridad y registrar el ritmo",
      ],
      PHARM: [
        "Conocer la presentación de adenosina en España y preparar una dilución medible",
        "Aplicar las condiciones de conservación y las interacciones relevantes",
        "Prevenir errores de dosis en volúmenes muy pequeños",
      ],
    },
    competencies: [
      "Interpretación del ECG pediátrico",
      "Farmacología de urgencias",
      "Terapia eléctrica",
      "Comunicación en circuito cerrado",
    ],
    estimated_minutes: 20,
    level: "medio",
  },
  steps: [
    {
      description: "Reconocimiento: ¿taquicardia sinusal o supraventricular?",
      narrative:
        "El ECG de 12 derivaciones muestra una taquicardia regular a 280 lpm, con QRS de 0,06 s, sin ondas P visibles delante de los QRS y con intervalos RR idénticos.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es el diagnóstico más probable?",
          options: [
            "Taquicardia sinusal por deshidratación leve: la FC bajará al rehidratarlo y calmarlo",
            "Taquicardia ventricular, porque la frecuencia es demasiado alta para ser supraventricular",
            "Flutter auricular, por la regularidad absoluta del ritmo y la ausencia de ondas P visibles",
            "Taquicardia supraventricular: FC > 220 lpm, QRS estrecho, sin ondas P y sin variabilidad",
          ],
          correct_option: 3,
          explanation:
            "Las guías ERC orientan a TSV ante una taquicardia regular de QRS estrecho, habitualmente por encima de 220 lpm en el lactante y de 180 lpm en el niño, sin ondas P visibles o con P anómalas, de frecuencia fija y comienzo brusco. La taquicardia sinusal suele ser más lenta, tiene ondas P normales y varía con el llanto, la fiebre o el reposo. La TV tiene QRS ancho, y el flutter muestra ondas F en «dientes de sierra», que a menudo se ven al enlentecer la conducción del nodo AV.",
          roles: [],
          is_critical: true,
          hints: [
            "Fíjate en la anchura del QRS y en si la frecuencia cambia con el llanto.",
            "Compara la FC con la que cabe esperar de una taquicardia sinusal a esta edad.",
          ],
        },
        {
          question_text:
            "El lactante está irritable pero reactivo, con TA 76/44 y relleno capilar de 3 s. ¿Qué haces primero mientras se prepara la adenosina?",
          options: [
            "Maniobra vagal con una bolsa de agua y hielo sobre la cara, sin tapar nariz ni boca",
            "Masaje del seno carotídeo durante 10 segundos, alternando ambos lados con el ECG registrando",
            "Compresión de los globos oculares, que es la maniobra vagal más eficaz a esta edad",
            "Cardioversión sincronizada inmediata a 1 J/kg, sin sedación para no perder tiempo",
          ],
          correct_option: 0,
          explanation:
            "En el lactante compensado, las guías ERC proponen intentar una maniobra vagal sin retrasar el tratamiento, mientras se consigue el acceso y se prepara la adenosina. En lactantes se usa el reflejo de inmersión: hielo o agua helada sobre la cara, sin ocluir la vía aérea y con el ECG registrando. La compresión ocular puede lesionar el ojo y no debe hacerse, y el masaje carotídeo no se usa en lactantes. La cardioversión se reserva para el niño descompensado.",
          roles: [],
          is_critical: false,
          hints: ["Busca una maniobra que aumente el tono vagal y sea segura en un lactante."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: adenosina y cardioversión",
      narrative:
        "La maniobra vagal no revierte la taquicardia. Hay una vía venosa periférica, el desfibrilador está junto a la camilla y la adenosina, preparada. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué primera dosis de adenosina administras a este lactante de 5 kg?",
          options: [
            "6 mg, la dosis inicial del adulto, para asegurar la reversión al primer intento",
            "0,05 mg (0,01 mg/kg) en bolo IV rápido, seguido de un lavado inmediato",
            "0,5 mg (0,1 mg/kg) en infusión lenta durante 2 minutos para evitar la asistolia",
            "0,5 mg (0,1 mg/kg) en bolo IV rápido, seguido de un lavado inmediato",
          ],
          correct_option: 3,
          explanation:
            "Pediamécum recoge una dosis inicial de 50–100 microgramos/kg, y la AHA 2025, 0,1 mg/kg (máximo 6 mg), en bolo IV rápido seguido de un lavado de suero salino; las guías ERC 2021 parten de 0,1–0,2 mg/kg (máximo 6 mg). Para 5 kg, 0,1 mg/kg son 0,5 mg. La adenosina tiene una semivida de segundos: en infusión lenta se degrada antes de llegar al corazón. 6 mg es la dosis del adulto (más de diez veces la dosis por kilo del lactante) y 0,05 mg, un error de diez veces por defecto.",
          roles: [],
          is_critical: true,
          hints: ["Calcula con el peso y piensa en la semivida del fármaco."],
          time_limit: 60,
        },
        {
          question_text: "¿Cómo se administra la adenosina para que sea eficaz?",
          options: [
            "Diluida en 20 ml de glucosado al 5 % y pasada en 1 minuto por la vía que esté disponible",
            "Inyectada en el punto de goteo de la sueroterapia de mantenimiento, dejando que el suero la arrastre hasta la vena",
            "Con llave de tres pasos junto al catéter: bolo rápido de adenosina y, sin pausa, lavado rápido de suero salino",
            "Primero un lavado de suero salino para comprobar la vía y, a los 30 segundos, la adenosina en bolo lento",
          ],
          correct_option: 2,
          explanation:
            "Por su semivida de segundos, la adenosina tiene que llegar al corazón en bolo. Se conectan a una llave de tres pasos, lo más cerca posible del catéter, la jeringa de adenosina y una jeringa de suero salino, preferiblemente en una vena de la extremidad superior, y se inyecta el fármaco seguido de inmediato por el lavado rápido, como indican la ficha técnica (bolo rápido seguido de lavado con suero salino) y las guías ERC. Cualquier retraso (goteo, vía distal, bolo lento) reduce la dosis que llega al nodo AV y explica muchos fracasos.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en cuánto tarda en degradarse la adenosina en la sangre."],
          time_limit: 60,
        },
        {
          question_text: "Tras el primer bolo, bien administrado, el ritmo no se modifica en absoluto. ¿Qué haces?",
          options: [
            "Repetir a los 2 minutos con una dosis mayor (0,2 mg/kg, es decir, 1 mg) y la misma técnica",
            "Repetir los mismos 0,5 mg, pero más despacio, para prolongar el efecto del fármaco sobre el nodo",
            "Verapamilo IV 0,1 mg/kg, ya que la adenosina ha fracasado en esta taquicardia",
            "Digoxina IV en dosis de carga y esperar a que controle la frecuencia en unas horas",
          ],
          correct_option: 0,
          explanation:
            "Si la primera dosis no tiene efecto, Pediamécum indica una segunda dosis de 200 microgramos/kg a los 2 minutos (máximo 12 mg por dosis), igual que la AHA 2025 (0,2 mg/kg, máximo 12 mg); las guías ERC 2021 permiten subir hasta 0,3 mg/kg. Para 5 kg son 1 mg, siempre en bolo rápido con lavado. Administrarla más despacio la hace menos eficaz. Las guías de la AHA (2010) desaconsejan el verapamilo de rutina en lactantes porque se han descrito hipotensión refractaria y parada cardiaca, y la digoxina no es un tratamiento de urgencia de la TSV.",
          roles: [],
          is_critical: true,
          hints: ["Si no ha habido ningún efecto, ¿llegó suficiente fármaco al nodo AV?"],
          time_limit: 45,
        },
        {
          question_text:
            "Mientras se prepara la segunda dosis, el lactante se vuelve hipotónico y somnoliento, con relleno capilar de 5 s y TA 54/30. ¿Qué haces?",
          options: [
            "Desfibrilación no sincronizada a 4 J/kg (20 J), porque está inestable",
            "Cardioversión sincronizada a 1 J/kg (5 J) y, si no revierte, a 2 J/kg (10 J)",
            "Amiodarona 5 mg/kg IV en bolo rápido antes de plantear la terapia eléctrica",
            "Esperar a la segunda dosis de adenosina y cardiovertir solo si entra en parada",
          ],
          correct_option: 1,
          explanation:
            "Con signos de descompensación (alteración de la conciencia, mala perfusión, hipotensión), las guías ERC indican cardioversión eléctrica sincronizada inmediata, empezando por 1 J/kg y doblando la energía en cada intento (hasta 4 J/kg); la AHA empieza con 0,5–1 J/kg y sube a 2 J/kg. Aquí, 5 J y después 10 J; se administra sedoanalgesia si no retrasa la descarga. La descarga no sincronizada es para la FV y la TV sin pulso: sobre una TSV puede caer en la repolarización y desencadenar una FV. Si la adenosina ya está lista en la vía puede darse mientras se prepara la cardioversión, pero sin retrasarla.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué ha cambiado en la perfusión y en el nivel de conciencia?",
            "Piensa en qué ocurre si una descarga cae sobre la onda T.",
          ],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Enfermería: maniobra vagal, registro del ritmo y cardioversión segura",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo aplicas la maniobra vagal en este lactante?",
          options: [
            "Sumergiendo la cara completa del lactante en un recipiente con agua helada hasta que llore con fuerza",
            "Presionando ambos globos oculares con los pulgares durante 10 segundos, con el ECG registrando",
            "Bolsa o guante con agua y hielo sobre la frente, los ojos y el puente nasal, sin tapar nariz ni boca",
            "Estimulando el reflejo nauseoso con un depresor lingual y repitiendo si no revierte a la primera",
          ],
          correct_option: 2,
          explanation:
            "En el lactante, la maniobra vagal recomendada por las guías ERC es provocar el reflejo de inmersión con hielo o agua helada sobre la parte superior de la cara, sin ocluir la vía aérea y con el ECG registrando para documentar la respuesta. Sumergir la cara completa añade riesgo de aspiración sin ventaja; la compresión ocular puede lesionar el ojo y está desaconsejada; provocar náuseas o vómitos expone a la aspiración.",
          roles: [],
          is_critical: false,
          hints: ["Recuerda qué reflejo vagal es especialmente potente en los lactantes y qué riesgos añade cada técnica."],
        },
        {
          question_text: "¿Qué registro debe estar en marcha mientras se administra la adenosina?",
          options: [
            "Solo la pulsioximetría, porque el ECG completo se hará cuando revierta",
            "Una tira de ritmo continua, impresa durante y después del bolo",
            "Un ECG de 12 derivaciones antes del bolo y otro a los 10 minutos",
            "La TA cada minuto con manguito automático, que es el mejor signo de reversión",
          ],
          correct_option: 1,
          explanation:
            "El efecto de la adenosina dura segundos, así que hay que imprimir una tira de ritmo continua durante y después del bolo. Documenta la reversión (la forma en que termina la taquicardia orienta el mecanismo) y, si no revierte, el bloqueo AV transitorio puede desenmascarar ondas de flutter o una taquicardia auricular, como recoge la ficha técnica de la adenosina. Un ECG aislado antes o después pierde el momento clave.",
          roles: [],
          is_critical: false,
          hints: ["¿Cuánto dura el efecto de la adenosina?"],
        },
        {
          question_text: "Vas a preparar la cardioversión sincronizada. ¿Qué es imprescindible comprobar?",
          options: [
            "Colocar palas de adulto en el esternón y el ápex, sin gel conductor, para reducir la impedancia torácica",
            "Cargar en modo desfibrilación y pulsar la descarga manualmente justo cuando se vea el QRS en pantalla",
            "Retirar los electrodos de monitorización para que no interfieran con la descarga ni con los parches",
            "Activar el modo sincronizado, comprobar que marca cada QRS y reactivarlo antes de cada nueva descarga",
          ],
          correct_option: 3,
          explanation:
            "En la cardioversión la descarga debe coincidir con el QRS: hay que activar el modo sincronizado, comprobar que el desfibrilador marca cada complejo y recordar que muchos equipos vuelven al modo no sincronizado tras cada descarga, por lo que hay que reactivarlo. En lactantes se usan parches autoadhesivos pediátricos; las guías ERC 2025 proponen colocarlos en posición anteroposterior en lactantes y niños de menos de 25 kg, y se retira el oxígeno libre de la zona. La sincronización manual es imposible a 280 lpm.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en qué pasa en muchos desfibriladores justo después de una descarga."],
        },
      ],
    },
    {
      description: "Farmacia: adenosina — presentación, dilución y conservación",
      narrative:
        "En el botiquín de urgencias hay viales de adenosina 6 mg/2 ml (3 mg/ml), la presentación comercializada en España (Adenocor y genéricos), y ampollas de suero salino 0,9 % de 10 ml.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "La dosis de 0,5 mg son 0,17 ml del vial. ¿Cómo la preparas para medirla con seguridad?",
          options: [
            "Diluir 1 ml del vial (3 mg) con 9 ml de suero salino (0,3 mg/ml) y cargar 1,7 ml",
            "Cargar 0,17 ml del vial en una jeringa de insulina, que mide centésimas con precisión",
            "Diluir 1 ml del vial (3 mg) con 9 ml de suero salino (0,3 mg/ml) y cargar 0,17 ml",
            "Diluir el vial entero en 50 ml de glucosado al 5 % y pasar 4 ml en perfusión corta",
          ],
          correct_option: 0,
          explanation:
            "Los volúmenes inferiores a 0,2 ml son difíciles de medir y el espacio muerto de conos y llaves puede retener buena parte de la dosis. Diluir 1 ml (3 mg) hasta 10 ml con suero salino da 0,3 mg/ml: 0,5 mg ÷ 0,3 mg/ml = 1,7 ml, un volumen medible que después empuja el lavado. ISMP advierte de que las jeringas de insulina, graduadas en unidades, no deben usarse para otros fármacos; la perfusión en glucosado anula el efecto de un fármaco que actúa en segundos.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué parte de 0,17 ml se queda en el cono de la jeringa y en la llave?",
            "Calcula la nueva concentración antes de calcular el volumen.",
          ],
        },
        {
          question_text:
            "Enfermería pregunta si puede guardar en la nevera la dilución sobrante y el vial abierto para la siguiente dosis. ¿Qué le respondes?",
          options: [
            "Sí: refrigerados se conservan 24 horas, como la mayoría de las diluciones en suero salino",
            "Sí, pero solo el vial original cerrado con tapón, nunca la dilución ya preparada",
            "No: puede cristalizar en frío; se prepara justo antes de usarla y se desecha lo sobrante",
            "Es indiferente: la adenosina es estable en cualquier condición durante al menos una semana",
          ],
          correct_option: 2,
          explanation:
            "La ficha técnica de la adenosina 6 mg/2 ml indica no refrigerar, porque puede cristalizar; si aparecen cristales, se disuelven a temperatura ambiente y solo se usa la solución transparente. Los viales son de un solo uso y sin conservantes: la dilución se prepara inmediatamente antes de administrarla y el sobrante se desecha.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en si el vial lleva conservantes y en qué le pasa a una solución concentrada con el frío."],
        },
        {
          question_text: "Al validar, ¿qué tratamiento previo modificaría la respuesta esperada a la adenosina?",
          options: [
            "Dipiridamol: reduce el efecto de la adenosina, por lo que habría que duplicar la dosis",
            "Salbutamol inhalado reciente: potencia la adenosina y obliga a reducir la dosis a la mitad",
            "Paracetamol en las 6 horas previas: contraindica la adenosina por riesgo de asistolia",
            "Cafeína o teofilina/aminofilina: antagonizan la adenosina y pueden hacerla ineficaz",
          ],
          correct_option: 3,
          explanation:
            "Según la ficha técnica, las metilxantinas (cafeína, teofilina, aminofilina) antagonizan los receptores de la adenosina y pueden impedir su efecto, mientras que el dipiridamol inhibe su recaptación y potencia su acción (hay que reducir la dosis o evitarla). Salbutamol y paracetamol no tienen interacciones relevantes. En lactantes exprematuros tratados con cafeína, esta interacción es especialmente pertinente.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué fármacos comparten receptor con la adenosina y cuáles alteran su recaptación."],
        },
      ],
    },
    {
      description: "Medicina: después de la reversión",
      narrative:
        "Tras la cardioversión a 5 J el lactante pasa a ritmo sinusal a 150 lpm y mejora la perfusión. El ECG de 12 derivaciones en ritmo sinusal muestra un PR corto y una onda delta.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Qué indica este ECG y qué implicación tiene?",
          options: [
            "Es un hallazgo normal a esta edad por la frecuencia alta; no precisa estudio ni seguimiento",
            "Preexcitación (patrón de Wolff-Parkinson-White): se evitan digoxina y verapamilo",
            "Bloqueo auriculoventricular de primer grado secundario a la cardioversión reciente",
            "Hiperpotasemia: hay que repetir el ionograma y administrar gluconato cálcico",
          ],
          correct_option: 1,
          explanation:
            "PR corto con onda delta en ritmo sinusal es preexcitación: existe una vía accesoria, sustrato frecuente de la TSV del lactante. Los fármacos que frenan el nodo AV de forma mantenida (digoxina, verapamilo) pueden favorecer la conducción rápida por la vía accesoria si aparece una fibrilación auricular, por lo que se evitan (el verapamilo, además, se desaconseja en lactantes según las guías de la AHA de 2010). Precisa valoración por cardiología infantil y ecocardiografía.",
          roles: [],
          is_critical: true,
          hints: ["Fíjate en la duración del PR y en el inicio del QRS."],
        },
        {
          question_text: "¿Qué plan es el adecuado a partir de ahora?",
          options: [
            "Ingreso monitorizado, ecocardiografía y valoración por cardiología infantil; educación a los padres",
            "Alta a domicilio a las 2 horas si sigue en ritmo sinusal, con control por su pediatra en una semana",
            "Iniciar verapamilo oral como profilaxis en urgencias, por ser el antiarrítmico más eficaz en lactantes",
            "Alta con digoxina oral, que previene las recurrencias, y cita en cardiología infantil en unos meses",
          ],
          correct_option: 0,
          explanation:
            "Un lactante con un primer episodio de TSV que ha precisado cardioversión y tiene preexcitación debe quedar ingresado y monitorizado: las recurrencias son frecuentes en las primeras horas, hay que descartar una cardiopatía estructural con ecocardiografía y el cardiólogo infantil decide la profilaxis. El verapamilo se evita en lactantes (guías de la AHA de 2010) y la digoxina cuando hay preexcitación. Los padres deben aprender a reconocer los signos de recurrencia: rechazo de tomas, palidez, irritabilidad y sudoración.",
          roles: [],
          is_critical: false,
          hints: ["Recuerda lo que has visto en el ECG en ritmo sinusal y cómo ha evolucionado el episodio."],
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
        "European Resuscitation Council Guidelines 2021: Paediatric Life Support (edición anterior; la pauta de adenosina y de cardioversión se cotejó con su texto)",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327-387 (Van de Voorde P, et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "Pediamécum: ficha de adenosina (dosis pediátricas y administración)",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum/adenosina",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 30,
    },
    {
      title: "CIMA: fichas técnicas de adenosina 6 mg/2 ml solución inyectable (Adenocor y genéricos)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2025,
      free_access: true,
      weight: 40,
    },
    {
      title: "Novedades en las recomendaciones de reanimación cardiopulmonar pediátrica y líneas de desarrollo en España (GERCPPyN)",
      url: "https://analesdepediatria.org/es-novedades-recomendaciones-reanimacion-cardiopulmonar-pediatrica-articulo-S1695403321002083",
      source:
        "Anales de Pediatría 2022;96(2):146.e1-146.e11 (López-Herce J, et al., Grupo Español de RCP Pediátrica y Neonatal; comenta la edición ERC 2021)",
      type: "artículo",
      year: 2022,
      free_access: true,
      weight: 50,
    },
    {
      title: "Pediatric Advanced Life Support — 2025 AHA/AAP Guidelines for CPR and Emergency Cardiovascular Care (AHA/AAP 2025)",
      url: "https://cpr.heart.org/en/resuscitation-science/cpr-and-ecc-guidelines/pediatric-advanced-life-support",
      source: "American Heart Association y American Academy of Pediatrics",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 60,
    },
    {
      title:
        "Part 14: Pediatric Advanced Life Support — 2010 American Heart Association Guidelines (edición 2010; recomendación sobre el verapamilo en lactantes)",
      url: "https://doi.org/10.1161/CIRCULATIONAHA.110.971101",
      source: "Circulation 2010;122:S876-S908 (Kleinman ME, et al.)",
      type: "guía",
      year: 2010,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
