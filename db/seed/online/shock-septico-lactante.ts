import type { OnlineScenario } from "./schema";

/**
 * Shock séptico en lactante.
 * Fuentes (edición que sigue el caso):
 * - Weiss SL, et al. Surviving Sepsis Campaign International Guidelines for the Management of
 *   Septic Shock and Sepsis-Associated Organ Dysfunction in Children. Pediatr Crit Care Med
 *   2020;21(2):e52-e106 (publicada también en Intensive Care Med 2020). Guía pediátrica vigente de
 *   la SSC (2020).
 * - Schlapbach LJ, et al. International Consensus Criteria for Pediatric Sepsis and Septic Shock
 *   (criterios Phoenix). JAMA 2024;331(8):665-674.
 * - Gómez Cortés B. Sepsis (capítulo 12). Protocolos diagnósticos y terapéuticos en Urgencias de
 *   Pediatría, Sociedad Española de Urgencias de Pediatría (SEUP), 4.ª edición, febrero de 2024.
 * - Sánchez Díaz JI, de Carlos Vicente JC, Gil Antón J. Diagnóstico y tratamiento del shock séptico
 *   y de la sepsis asociada a disfunción orgánica. Protoc diagn ter pediatr. 2021;1:585-610
 *   (protocolos de la AEP elaborados por la SECIP).
 * - Van de Voorde P, et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support.
 *   Resuscitation 2021;161:327-387 (acceso intraóseo). Las guías ERC 2025 están publicadas
 *   (https://cprguidelines.eu/): el punto sobre el acceso intraóseo debe cotejarse con ellas.
 * - Pediamécum (AEP) y fichas técnicas de CIMA (AEMPS): ceftriaxona (dosis, perfusión de al menos
 *   30 minutos en dosis ≥ 50 mg/kg, incompatibilidad con soluciones con calcio), adrenalina.
 * - Ministerio de Sanidad / ISMP-España. Recomendaciones para el uso seguro de los medicamentos de
 *   alto riesgo (2023); ISMP List of High-Alert Medications in Acute Care Settings (2024).
 */
const scenario: OnlineScenario = {
  slug: "shock-septico-lactante",
  title: "Shock séptico en lactante de 8 meses",
  summary:
    "Lactante con fiebre, púrpura y mala perfusión. Reconocimiento del shock (Surviving Sepsis Campaign 2020 y criterios Phoenix 2024), paquete de la primera hora (acceso vascular, antibiótico empírico, fluidos) y elección del vasoactivo, con el protocolo SEUP de sepsis (4.ª edición, 2024).",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Sepsis y shock"],
  brief: {
    title: "Lactante de 8 meses con fiebre, púrpura e hipotensión",
    context:
      "Urgencias pediátricas de un hospital infantil con UCI pediátrica. Los padres la traen tras 12 horas de fiebre alta, rechazo de las tomas y decaimiento progresivo. En la última hora han aparecido manchas violáceas en las piernas.",
    chips: ["Urgencias", "Lactante", "Fiebre y púrpura", "Primera hora"],
    demographics: { age: "8 meses", weightKg: 8, sex: "Niña" },
    chief_complaint: "Fiebre de hasta 39,5 °C, irritabilidad que alterna con somnolencia y lesiones purpúricas en miembros inferiores.",
    history: [
      "Embarazo y parto sin incidencias; nacida a término",
      "Vacunación al día según el calendario de su comunidad",
      "Sin alergias medicamentosas conocidas; no ha recibido antibióticos en este proceso",
      "Último pañal mojado hace unas 8 horas",
    ],
    triangle: { appearance: "red", breathing: "amber", circulation: "red" },
    triangle_details: {
      appearance: "Hipotónica, llanto débil, apenas reacciona a los estímulos y no fija la mirada.",
      breathing: "Taquipnea sin tiraje ni ruidos anómalos.",
      circulation: "Palidez y piel moteada, extremidades frías, relleno capilar de 5 segundos.",
    },
    vitals: {
      fc: 190,
      fr: 55,
      sat: 95,
      temp: 39.4,
      ta: "62/30",
      notes: "Pulsos periféricos débiles; pulsos centrales presentes. TA con manguito de lactante en el brazo.",
    },
    exam: [
      "Petequias y lesiones purpúricas en piernas que no desaparecen a la presión",
      "Fontanela anterior normotensa",
      "Taquicardia rítmica sin soplos; murmullo vesicular conservado sin crepitantes",
      "Hígado palpable a 1 cm del reborde costal",
      "Responde solo al dolor con llanto débil",
    ],
    quick_labs: [
      { name: "Glucemia capilar", value: "92 mg/dl" },
      { name: "Gasometría venosa", value: "pH 7,21; bicarbonato 14 mmol/l" },
      { name: "Lactato venoso", value: "5,2 mmol/l" },
      { name: "Hemocultivo", value: "Pendiente de extraer con el primer acceso vascular" },
    ],
    imaging: [
      { name: "Radiografía de tórax portátil", status: "ordered" },
      { name: "Ecografía clínica cardíaca a pie de cama", status: "ordered" },
    ],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias; triaje de máxima prioridad y aviso al equipo" },
      { tmin: 2, event: "Monitorización, oxígeno y glucemia capilar" },
      { tmin: 4, event: "Dos intentos fallidos de vía venosa periférica" },
    ],
    red_flags: [
      "Fiebre con púrpura que no blanquea",
      "Extremidades frías y piel moteada",
      "Alteración del nivel de conciencia",
      "Oliguria",
    ],
    critical_actions: [
      "Reconocer el shock séptico (SSC 2020) y activar al equipo y a la UCI pediátrica",
      "Obtener acceso IV o, si se retrasa, intraóseo sin demora",
      "Extraer hemocultivo sin retrasar el antibiótico",
      "Cefalosporina de tercera generación a dosis meníngeas en la primera hora, sin mezclar la ceftriaxona con fluidos que contienen calcio",
      "Bolos de 10–20 ml/kg de cristaloide con reevaluación tras cada uno y suspensión si hay sobrecarga",
      "Iniciar adrenalina o noradrenalina si el shock persiste, por vía periférica o intraósea mientras no haya vía central",
      "Perfusión de adrenalina a concentración estándar, con doble verificación y por una luz exclusiva",
    ],
    learning_objective:
      "Aplicar en la primera hora del shock séptico pediátrico la guía de la Surviving Sepsis Campaign 2020 y el protocolo SEUP 2024 (reconocimiento, acceso vascular, antibiótico, fluidos y vasoactivo) e interpretar los criterios Phoenix 2024.",
    objectives: {
      MED: [
        "Identificar el shock séptico con criterios clínicos y aplicar los criterios Phoenix 2024",
        "Prescribir el antibiótico empírico y los fluidos en bolos, y reconocer los signos de sobrecarga",
        "Decidir el vasoactivo, la vía de administración y el papel de los corticoides",
      ],
      NUR: [
        "Conseguir un acceso vascular alternativo con la técnica correcta",
        "Reevaluar la perfusión tras cada bolo",
        "Administrar y vigilar una perfusión de catecolaminas con seguridad, incluida la extravasación",
      ],
      PHARM: [
        "Calcular la velocidad de una perfusión en microgramos/kg/min",
        "Validar el antibiótico empírico: dosis, reconstitución y compatibilidades",
        "Aplicar concentraciones estándar y doble verificación a un medicamento de alto riesgo",
      ],
    },
    competencies: [
      "Reconocimiento del paciente crítico",
      "Comunicación en circuito cerrado",
      "Cálculo de dosis por peso",
      "Preparación y administración de perfusiones de alto riesgo",
    ],
    estimated_minutes: 20,
    level: "avanzado",
  },
  steps: [
    {
      description: "Reconocimiento y primeros minutos",
      narrative: "Recibes a la lactante en el box de críticos. Tienes el triángulo de evaluación pediátrica y las constantes iniciales.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Con los datos de la valoración inicial, ¿cuál es la interpretación más adecuada?",
          options: [
            "Sepsis sin disfunción orgánica: la taquicardia y la mala perfusión se explican por la fiebre; antitérmico, observación y reevaluar en una hora",
            "Shock séptico: infección probable con hipotensión, mala perfusión y alteración de la conciencia",
            "Deshidratación por rechazo de las tomas: rehidratación oral fraccionada y reevaluar cuando baje la fiebre",
            "Meningitis sin afectación hemodinámica: punción lumbar antes del antibiótico para no negativizar el cultivo del LCR",
          ],
          correct_option: 1,
          explanation:
            "La SSC 2020 define el shock séptico como una infección grave con disfunción cardiovascular (hipotensión, necesidad de vasoactivos o alteración de la perfusión). Aquí hay fiebre con púrpura, TA 62/30 (baja para un lactante), relleno capilar de 5 s, piel moteada y alteración de la conciencia: es un shock séptico y obliga a actuar en la primera hora (SSC 2020; protocolo SEUP de sepsis, 2024). La fiebre no explica un relleno de 5 s ni la hipotonía, y la deshidratación no explica la púrpura. La punción lumbar no debe retrasar el antibiótico y se difiere mientras haya inestabilidad hemodinámica.",
          roles: [],
          is_critical: true,
          hints: [
            "Repasa los tres lados del triángulo: ¿cuántos están alterados y cuáles?",
            "Compara la TA medida con los valores normales de un lactante de 8 meses.",
          ],
        },
        {
          question_text: "Tras dos intentos fallidos de vía venosa periférica, ¿qué haces?",
          options: [
            "Canalizar una vía intraósea sin más demora",
            "Seguir intentando vías periféricas en otras localizaciones (epicraneales, safenas) antes de plantear otro acceso",
            "Esperar al equipo de UCI para colocar un catéter venoso central, que permitirá además administrar vasoactivos",
            "Administrar ceftriaxona intramuscular y seguir intentando la vía periférica, ya que el antibiótico es lo prioritario",
          ],
          correct_option: 0,
          explanation:
            "En el niño en shock, si la vía venosa no se consigue rápidamente, la vía intraósea (ERC 2021) permite extraer muestras y administrar fluidos, antibióticos y vasoactivos en un par de minutos. Más intentos periféricos o esperar una vía central retrasan todo el paquete de la primera hora. La vía IM puede servir para el antibiótico cuando no hay ningún acceso, pero esta lactante necesita además bolos de fluidos que solo pueden darse por vía IV o IO.",
          roles: [],
          is_critical: false,
          hints: [
            "Además del antibiótico, ¿qué más necesita esta lactante en los próximos minutos, y por qué vías puede recibirlo?",
            "Cuenta el tiempo que ya se ha perdido y el que costaría cada alternativa.",
          ],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: tratamiento en la primera hora",
      narrative:
        "Ya tienes acceso intraóseo en la tibia proximal y se ha extraído el hemocultivo. El equipo espera tus órdenes; cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "En un hospital con UCI pediátrica, ¿qué pauta de fluidos es la adecuada para esta lactante de 8 kg?",
          options: [
            "60 ml/kg (480 ml) de salino 0,9 % en un único bolo lo más rápido posible, porque el shock es grave y reevaluar retrasaría el volumen",
            "Albúmina al 5 % a 20 ml/kg como fluido inicial, porque expande mejor el volumen intravascular que los cristaloides",
            "Sueroterapia a ritmo de mantenimiento hasta tener la gasometría y la ecocardiografía, para no sobrecargarla",
            "Bolos de 10–20 ml/kg (80–160 ml) de cristaloide, reevaluando tras cada uno, hasta 40–60 ml/kg en la primera hora si no hay sobrecarga",
          ],
          correct_option: 3,
          explanation:
            "La SSC 2020 sugiere, donde hay cuidados intensivos, hasta 40–60 ml/kg en bolos de 10–20 ml/kg durante la primera hora, ajustados a la respuesta y suspendidos si aparecen signos de sobrecarga; el protocolo SEUP 2024 pide reevaluar tras cada bolo. Con 8 kg, cada bolo son 80–160 ml. Un bolo único de 60 ml/kg no permite detectar la sobrecarga a tiempo; la SSC 2020 sugiere cristaloides y no albúmina como fluido inicial, y el ritmo de mantenimiento deja el shock sin tratar.",
          roles: [],
          is_critical: true,
          hints: [
            "Fíjate en el hígado palpable de la exploración: ¿qué tendrás que vigilar mientras repones volumen?",
            "Compara cristaloides y coloides: ¿qué mostraron los ensayos sobre el fluido inicial?",
          ],
          time_limit: 60,
        },
        {
          question_text: "¿Qué antibioterapia empírica indicas y en qué plazo?",
          options: [
            "Ceftriaxona a 50 mg/kg (400 mg) tras completar la reanimación con fluidos, dentro de las primeras 3 horas",
            "Esperar a la punción lumbar y a la tinción de Gram para elegir un antibiótico dirigido, porque el tratamiento previo negativiza los cultivos",
            "Cefalosporina de tercera generación a dosis meníngeas, p. ej., ceftriaxona 100 mg/kg/día (800 mg/día), dentro de la primera hora",
            "Ceftriaxona 10 mg/kg/día (80 mg/día) dentro de la primera hora, ajustando después según el hemocultivo",
          ],
          correct_option: 2,
          explanation:
            "La SSC 2020 recomienda iniciar antimicrobianos de amplio espectro lo antes posible y dentro de la primera hora en el shock séptico; el plazo de hasta 3 horas se refiere a la disfunción orgánica sin shock. En una lactante previamente sana con fiebre y púrpura, el protocolo SEUP 2024 indica una cefalosporina de tercera generación (cefotaxima o ceftriaxona) a dosis que cubran una posible meningitis: ceftriaxona 100 mg/kg/día (máximo 4 g/día) según Pediamécum, es decir, 800 mg/día para 8 kg. 80 mg/día sería un error de 10 veces. El hemocultivo se extrae antes solo si no retrasa el antibiótico, y la punción lumbar se difiere hasta que esté estable.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en lo que cuesta cada hora de retraso del antibiótico en un shock y en lo que ganas esperando a los cultivos.",
            "Comprueba el orden de magnitud: multiplica la dosis por kilo por 8.",
          ],
          time_limit: 60,
        },
        {
          question_text:
            "Tras 40 ml/kg aparecen crepitantes bibasales y el hígado desciende a 3 cm del reborde; persiste la hipotensión. ¿Qué haces?",
          options: [
            "Administrar un tercer bolo de 20 ml/kg, porque todavía no se han alcanzado los 60 ml/kg de la primera hora",
            "Suspender los bolos e iniciar un vasoactivo: adrenalina o noradrenalina",
            "Iniciar dopamina como primer vasoactivo, por ser la más segura por vía periférica en lactantes",
            "Suspender los bolos y no iniciar ningún vasoactivo hasta disponer de la ecocardiografía",
          ],
          correct_option: 1,
          explanation:
            "Crepitantes y hepatomegalia creciente son signos de sobrecarga: hay que dejar de administrar bolos aunque no se haya llegado a 60 ml/kg. Si el shock persiste, la SSC 2020 sugiere adrenalina o noradrenalina en lugar de dopamina, y el protocolo SEUP 2024 las recomienda como primera elección tras 40–60 ml/kg. La ecocardiografía ayuda a elegir entre ambas, pero no debe retrasar el inicio del soporte.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué te dicen los crepitantes y el hígado sobre la tolerancia a más volumen?",
            "Si ya no puedes dar más volumen, ¿qué otra forma tienes de mejorar el gasto cardíaco y el tono vascular?",
          ],
          time_limit: 60,
        },
        {
          question_text: "Todavía no hay acceso venoso central. ¿Cómo inicias la adrenalina?",
          options: [
            "Esperar a que la UCI canalice un catéter central, porque por vía periférica o intraósea el riesgo de necrosis la contraindica",
            "En bolos intravenosos de 0,01 mg/kg cada 3–5 minutos, como en la parada, hasta que haya vía central",
            "Diluida, en perfusión continua por la vía intraósea o por una vía periférica, vigilando el punto de inserción",
            "Sustituirla por noradrenalina, porque es el único vasoactivo que admite una vía periférica",
          ],
          correct_option: 2,
          explanation:
            "La SSC 2020 no emite una recomendación formal, pero su panel indica que inicia el primer vasoactivo diluido por vía periférica si el acceso central no está disponible con rapidez; la vía intraósea también lo admite. El protocolo SEUP 2024 recoge el inicio por vía periférica hasta disponer de una vía central. Los bolos de adrenalina son para la parada, no para el shock con pulso, y tanto la adrenalina como la noradrenalina pueden iniciarse por vía periférica vigilando la extravasación.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en cuánto se tarda en canalizar una vía central en un lactante en shock y qué ocurre mientras tanto."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Farmacia: antibiótico y perfusión de adrenalina",
      narrative:
        "Se prescribe ceftriaxona y adrenalina en perfusión continua a 0,1 microgramos/kg/min. La concentración estándar del centro para lactantes es 1 mg de adrenalina en 50 ml de suero glucosado al 5 % (20 microgramos/ml). Por ahora, la única vía es la intraósea, por la que se están pasando los bolos de Ringer lactato.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Validas la ceftriaxona de esta lactante de 8 kg. ¿Qué es correcto?",
          options: [
            "800 mg en bolo IV de 5 minutos por la llave de tres pasos mientras pasa el Ringer lactato, para no interrumpir la reanimación",
            "2 g, la dosis máxima de adulto en la meningitis, diluidos en el Ringer lactato de los bolos y perfundidos en 30 minutos",
            "800 mg diluidos a 50 mg/ml en suero fisiológico o glucosado al 5 % y perfundidos en 30 minutos, sin coincidir con el Ringer lactato en la vía y lavándola antes y después",
            "400 mg (50 mg/kg) reconstituidos con lidocaína al 1 %, como la presentación IM, y administrados en bolo por la intraósea, para no parar los fluidos",
          ],
          correct_option: 2,
          explanation:
            "En la meningitis bacteriana del niño la ficha técnica de ceftriaxona (CIMA) recoge 80–100 mg/kg una vez al día (máximo 4 g) y Pediamécum 100 mg/kg/día: 800 mg para 8 kg. Según la ficha técnica, en lactantes y niños de hasta 12 años las dosis IV de 50 mg/kg o más se administran en perfusión de al menos 30 minutos, y para perfundir se diluye en una solución sin calcio (suero fisiológico o glucosado al 5 %; la ficha propone 2 g en 40 ml, 50 mg/ml): el vial IV de 1 g reconstituido con sus 10 ml de agua para inyección da unos 100 mg/ml, de modo que 800 mg se llevan a unos 16 ml. La ceftriaxona precipita con el calcio: no se reconstituye ni se diluye con Ringer lactato y no se administra a la vez que soluciones con calcio por la misma vía; fuera del periodo neonatal pueden darse de forma secuencial lavando bien la línea con un fluido compatible, o pasar los bolos con un cristaloide sin calcio mientras dura la perfusión. El bolo de 5 minutos no es adecuado a esta dosis y coincidiría con el Ringer; 2 g son 250 mg/kg; y la presentación con lidocaína es solo para uso intramuscular: nunca se administra por vía IV ni IO.",
          roles: [],
          is_critical: true,
          hints: [
            "Comprueba la composición de cada fluido y de cada disolvente que entraría en contacto con el antibiótico.",
            "Calcula la dosis por kilo que supone cada opción y revisa para qué vía está autorizada cada presentación.",
          ],
        },
        {
          question_text: "¿Qué velocidad de infusión corresponde a 0,1 microgramos/kg/min en 8 kg con una solución de 20 microgramos/ml?",
          options: ["2,4 ml/h", "0,24 ml/h", "24 ml/h", "4,8 ml/h"],
          correct_option: 0,
          explanation:
            "0,1 microgramos/kg/min × 8 kg = 0,8 microgramos/min = 48 microgramos/h; 48 microgramos/h ÷ 20 microgramos/ml = 2,4 ml/h. 0,24 y 24 ml/h son errores de 10 veces, los más frecuentes y peligrosos en pediatría; 4,8 ml/h resulta de confundir la concentración (10 microgramos/ml en lugar de 20).",
          roles: [],
          is_critical: true,
          hints: [
            "Pasa primero la dosis a microgramos por hora.",
            "Velocidad (ml/h) = dosis (microgramos/h) ÷ concentración (microgramos/ml).",
          ],
        },
        {
          question_text: "¿Qué medida de seguridad es prioritaria antes de que se administre esta perfusión?",
          options: [
            "Etiquetar la jeringa con «adrenalina 1 mg» y el ritmo en ml/h, que es lo que programa enfermería",
            "Etiquetar la concentración como razón («1:50.000»), porque es la notación que aparece en muchas ampollas",
            "Preparar una concentración a medida del peso (0,3 mg × kg en 50 ml) para que 1 ml/h equivalga a 0,1 microgramos/kg/min",
            "Concentración estándar etiquetada en microgramos/ml y doble verificación independiente del cálculo, la preparación y la programación de la bomba",
          ],
          correct_option: 3,
          explanation:
            "Los agonistas adrenérgicos IV son medicamentos de alto riesgo en la lista del ISMP y en las recomendaciones del Ministerio de Sanidad e ISMP-España (2023), que piden concentraciones estandarizadas, etiquetas con cantidad por volumen (microgramos/ml), en las que consten además el fármaco, la dosis total, el diluyente, el volumen final, la hora de preparación y la caducidad, y doble verificación independiente. La adrenalina puede diluirse en suero glucosado al 5 % o en suero fisiológico según la ficha técnica; la caducidad de la dilución es la que fije la tabla de estabilidad del centro. Las razones del tipo 1:1000 causan errores de 10 veces y se desaconsejan; una etiqueta sin concentración impide comprobar el ritmo, y las concentraciones individualizadas por peso multiplican los cálculos y los errores.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué error de preparación o de programación sería el más grave aquí, y qué barrera lo intercepta?"],
        },
      ],
    },
    {
      description: "Enfermería: acceso vascular, reevaluación y perfusión de catecolaminas",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "Vas a canalizar la vía intraósea en esta lactante de 8 meses. ¿Qué técnica es correcta?",
          options: [
            "Cara anterior de la tibia, justo sobre la tuberosidad tibial, dirigiendo la aguja hacia la rodilla para llegar antes a la médula",
            "Superficie plana anteromedial de la tibia proximal, por debajo de la tuberosidad; comprobar que se infunde sin resistencia ni tumefacción y vigilar la pantorrilla",
            "Esternón, por ser el punto más cercano al corazón y el de absorción más rápida",
            "La tibia en la que acaba de fallar un primer intento de intraósea, porque ya está desinfectada y localizada",
          ],
          correct_option: 1,
          explanation:
            "En lactantes el punto de elección es la tibia proximal, en la superficie plana anteromedial por debajo de la tuberosidad, lejos del cartílago de crecimiento (acceso intraóseo según el ERC 2021). La posición se confirma porque la aguja queda fija y se infunde sin resistencia ni tumefacción; después hay que vigilar la extremidad por el riesgo de extravasación y síndrome compartimental. El esternón no se usa en niños pequeños, y un hueso ya perforado deja salir el líquido por el orificio previo.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en qué estructuras del hueso de un lactante hay que evitar: el cartílago de crecimiento y los orificios previos.",
            "¿Cómo sabrás, tras la inserción, que lo que infundes llega a la médula y no al tejido subcutáneo?",
          ],
        },
        {
          question_text: "¿Qué debes reevaluar después de cada bolo de fluidos?",
          options: [
            "FC y TA del monitor; la auscultación y la palpación del hígado corresponden al médico al final de la primera hora",
            "FC, TA, relleno capilar, nivel de conciencia, diuresis y signos de sobrecarga (crepitantes, hepatomegalia)",
            "La saturación y la temperatura cada hora, y la TA al terminar todos los bolos para no interrumpir la infusión",
            "La diuresis horaria como único marcador, porque es el más fiable de la perfusión",
          ],
          correct_option: 1,
          explanation:
            "La respuesta a cada bolo se valora con la perfusión (FC, TA, relleno capilar, conciencia, diuresis) y buscando activamente sobrecarga (crepitantes, hepatomegalia, aumento del trabajo respiratorio), como piden la SSC 2020 y el protocolo SEUP 2024. Esa reevaluación decide si se da otro bolo o se pasa al vasoactivo; esperar al final de los bolos, o fiarse de un único marcador que tarda horas en cambiar, llega tarde.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué hallazgo te haría detener el siguiente bolo, y cómo lo detectarías a pie de cama?"],
        },
        {
          question_text:
            "A los 25 minutos se canalizó una vía periférica en el dorso de la mano y la adrenalina se inició por ella, dejando la intraósea para fluidos y antibiótico. Ves palidez y frialdad alrededor del punto de inserción. ¿Qué haces?",
          options: [
            "Detener la infusión en esa vía, pasar el soporte a otro acceso sin interrumpirlo, aspirar por el catéter y aplicar el protocolo de extravasación del centro",
            "Reducir el ritmo a la mitad y vigilar, porque la palidez local es un efecto esperable de la adrenalina",
            "Aplicar calor local, elevar la extremidad y continuar la infusión por la misma vía para no interrumpir el soporte vasoactivo",
            "Retirar el catéter, aplicar frío local y reiniciar la perfusión en una vía más proximal de la misma extremidad",
          ],
          correct_option: 0,
          explanation:
            "La extravasación de catecolaminas causa isquemia y necrosis. Se detiene la infusión en esa vía sin dejar a la paciente sin soporte (se pasa a la intraósea), se aspira lo que se pueda por el catéter antes de retirarlo, se delimita y marca la zona y se aplica el protocolo del centro: el antídoto clásico es la fentolamina infiltrada por vía subcutánea (en España se obtiene como medicamento extranjero a través de la AEMPS) y algunos protocolos usan alternativas como la terbutalina subcutánea o la nitroglicerina tópica. El frío aumenta la vasoconstricción, y seguir infundiendo por la misma extremidad agrava la lesión.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué efecto tiene la adrenalina sobre los vasos de la piel donde se acumula?",
            "La paciente sigue necesitando el vasoactivo: ¿por dónde puede recibirlo ahora?",
          ],
        },
        {
          question_text: "¿Cómo debe administrarse la perfusión de adrenalina?",
          options: [
            "Con una bomba volumétrica en el mismo sistema que los bolos, para no añadir conexiones a la vía",
            "En Y con la sueroterapia de mantenimiento, lavando la línea con suero tras cada fármaco para asegurar que todo llega al paciente",
            "En Y con la ceftriaxona y los bolos por la única luz disponible, programando la bomba de jeringa en ml/h sin biblioteca de fármacos",
            "Con bomba de jeringa, idealmente con biblioteca de fármacos, por una luz exclusiva en la que no se administren bolos ni lavados",
          ],
          correct_option: 3,
          explanation:
            "Los vasoactivos se infunden con bombas de precisión por una luz dedicada: lavar esa línea, pasar un bolo por ella o cambiar el ritmo del suero acompañante administraría un bolo inadvertido de adrenalina. Las bibliotecas de fármacos con límites de dosis interceptan los errores de programación de 10 veces, como recomiendan el Ministerio de Sanidad e ISMP-España (2023) para los medicamentos de alto riesgo.",
          roles: [],
          is_critical: true,
          hints: ["Imagina que alguien pasa un bolo de suero por la misma línea: ¿qué recibiría la lactante en ese momento?"],
        },
      ],
    },
    {
      description: "Medicina: reevaluación y clasificación al final de la primera hora",
      narrative:
        "Con adrenalina a 0,1 microgramos/kg/min la TA sube a 78/42 y el relleno capilar baja a 3 segundos. El antibiótico se administró a los 35 minutos.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Está indicada la hidrocortisona en este momento?",
          options: [
            "Sí: la SSC 2020 recomienda hidrocortisona en todo shock séptico que haya necesitado vasoactivos, aunque ya se haya estabilizado",
            "Sí, a dosis de estrés, porque la púrpura sugiere una hemorragia suprarrenal (síndrome de Waterhouse-Friderichsen)",
            "No de forma sistemática: la SSC 2020 sugiere no usarla si fluidos y vasoactivos restablecen la estabilidad",
            "Solo tras extraer un cortisol basal; si es bajo, iniciarla aunque la paciente esté estable",
          ],
          correct_option: 2,
          explanation:
            "La SSC 2020 sugiere no administrar hidrocortisona cuando la reanimación con fluidos y vasoactivos consigue estabilidad hemodinámica; en el shock refractario puede usarse o no (recomendación débil). La sospecha de hemorragia suprarrenal o una insuficiencia suprarrenal conocida cambiarían la decisión, pero esta lactante está respondiendo a la adrenalina y no hay datos de insuficiencia suprarrenal; un cortisol aislado en pleno shock no decide por sí solo el tratamiento.",
          roles: [],
          is_critical: false,
          hints: [
            "Compara la TA y el relleno capilar de la llegada con los actuales.",
            "Distingue el shock que responde a fluidos y vasoactivos del que no responde.",
          ],
        },
        {
          question_text: "Para los siguientes bolos, si fueran necesarios, ¿qué fluido sugiere la SSC 2020?",
          options: [
            "Hidroxietilalmidón, porque permanece más tiempo en el espacio intravascular y reduce el volumen total necesario",
            "Cristaloides balanceados o tamponados en lugar de suero salino 0,9 %",
            "Gelatinas succiniladas, que a diferencia de los almidones no dañan el riñón",
            "Albúmina al 5 % en todos los bolos siguientes, porque la lactante ya tiene signos de fuga capilar",
          ],
          correct_option: 1,
          explanation:
            "La SSC 2020 sugiere cristaloides balanceados frente a salino 0,9 % (menos acidosis hiperclorémica), recomienda no usar almidones (daño renal y mortalidad), sugiere no usar gelatinas y sugiere no usar albúmina como fluido inicial. Si el cristaloide balanceado contiene calcio (Ringer lactato), no debe coincidir en la misma línea con la ceftriaxona.",
          roles: [],
          is_critical: false,
          hints: [
            "Repasa qué desenlaces renales y de mortalidad se han asociado a cada tipo de fluido en los ensayos.",
            "Relaciona la composición de cada fluido con el pH y el bicarbonato de llegada.",
          ],
        },
        {
          question_text: "Según los criterios Phoenix 2024, ¿qué dato de llegada aporta a esta lactante su punto cardiovascular?",
          options: [
            "La hipotensión: una TAM de unos 41 mmHg puntúa en el dominio cardiovascular a esta edad",
            "La taquicardia de 190 lpm y el relleno capilar de 5 segundos",
            "Ninguno: sin vasoactivos no puede haber puntos cardiovasculares en Phoenix",
            "El lactato de 5,2 mmol/l; la TAM de unos 41 mmHg no puntúa entre 1 y 11 meses",
          ],
          correct_option: 3,
          explanation:
            "El dominio cardiovascular de Phoenix (Schlapbach, JAMA 2024) suma vasoactivos (1 punto con uno, 2 con dos o más), lactato (1 punto entre 5 y 10,9 mmol/l; 2 puntos si es ≥ 11) y TAM por edad (de 1 a 11 meses: 1 punto entre 25 y 38 mmHg, 2 puntos por debajo de 25). TAM = (62 + 2 × 30) / 3 ≈ 41 mmHg: no puntúa. El lactato de 5,2 da 1 punto; al iniciar la adrenalina sumará otro. FC y relleno capilar no forman parte del score. Phoenix define sepsis como infección con 2 o más puntos en total y shock séptico como sepsis con al menos 1 punto cardiovascular: la puntuación total depende también de los dominios neurológico (Glasgow ≤ 10) y de coagulación. Son criterios para clasificar, no para retrasar el tratamiento, que se guía por la SSC 2020.",
          roles: [],
          is_critical: false,
          hints: [
            "Recuerda qué tres elementos forman el dominio cardiovascular de Phoenix.",
            "Calcula la TAM, (sistólica + 2 × diastólica) / 3, y compárala con el punto de corte para 1–11 meses.",
          ],
        },
      ],
    },
  ],
  resources: [
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children (SSC pediátrica 2020)",
      url: "https://doi.org/10.1097/PCC.0000000000002198",
      source: "Pediatric Critical Care Medicine 2020;21(2):e52-e106 (Weiss SL et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 10,
    },
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children (SSC pediátrica 2020, publicación simultánea)",
      url: "https://doi.org/10.1007/s00134-019-05878-6",
      source: "Intensive Care Medicine 2020 (Weiss SL et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 20,
    },
    {
      title: "International Consensus Criteria for Pediatric Sepsis and Septic Shock (criterios Phoenix 2024)",
      url: "https://doi.org/10.1001/jama.2024.0179",
      source: "JAMA 2024;331(8):665-674 (Schlapbach LJ et al.)",
      type: "consenso",
      year: 2024,
      free_access: true,
      weight: 30,
    },
    {
      title: "Sepsis (capítulo 12). Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría, 4.ª edición (2024)",
      url: "https://seup.org/",
      source: "Sociedad Española de Urgencias de Pediatría (SEUP), Gómez Cortés B, febrero de 2024",
      type: "guía",
      year: 2024,
      free_access: true,
      weight: 40,
    },
    {
      title:
        "Diagnóstico y tratamiento del shock séptico y de la sepsis asociada a disfunción orgánica (Protoc diagn ter pediatr. 2021;1:585-610)",
      url: "https://www.aeped.es/protocolos/",
      source:
        "Asociación Española de Pediatría, protocolos de la Sociedad Española de Cuidados Intensivos Pediátricos (SECIP) (Sánchez Díaz JI, de Carlos Vicente JC, Gil Antón J)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 50,
    },
    {
      title: "European Resuscitation Council Guidelines 2021: Paediatric Life Support (acceso intraóseo)",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327-387 (Van de Voorde P et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 60,
    },
    {
      title: "ERC Guidelines 2025 (portal oficial; edición vigente frente a la que cotejar el acceso intraóseo)",
      url: "https://cprguidelines.eu/",
      source: "European Resuscitation Council",
      type: "web",
      year: 2025,
      free_access: true,
      weight: 65,
    },
    {
      title: "Pediamécum: fichas de ceftriaxona y adrenalina",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría (AEP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 70,
    },
    {
      title: "CIMA: fichas técnicas de ceftriaxona y adrenalina comercializadas en España",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 80,
    },
    {
      title: "Recomendaciones para el uso seguro de los medicamentos de alto riesgo (2023)",
      url: "https://www.ismp-espana.org/",
      source: "Ministerio de Sanidad e Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "consenso",
      year: 2023,
      free_access: true,
      weight: 90,
    },
    {
      title: "ISMP List of High-Alert Medications in Acute Care Settings (2024)",
      url: "https://www.ismp.org/recommendations/high-alert-medications-acute-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 100,
    },
  ],
};

export default scenario;
