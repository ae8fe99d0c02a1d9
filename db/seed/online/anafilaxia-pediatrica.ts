import type { OnlineScenario } from "./schema";

/**
 * Anafilaxia en un niño hospitalizado.
 * Fuentes (edición que sigue el caso):
 * - Muraro A, et al. EAACI guidelines: Anaphylaxis (2021 update). Allergy 2022;77:357-377.
 * - Guía de Actuación en Anafilaxia: GALAXIA 2022 (3.ª edición, documento de posicionamiento de
 *   sociedades científicas españolas promovido por la SEAIC).
 * - Resuscitation Council UK. Emergency treatment of anaphylaxis: guidelines for healthcare
 *   providers (mayo de 2021).
 * - Cardona V, et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J
 *   2020;13:100472.
 * - ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations (2021) y
 *   recomendaciones del Ministerio de Sanidad e ISMP-España sobre medicamentos de alto riesgo (2023).
 * - Sistema Español de Farmacovigilancia de Medicamentos de Uso Humano (AEMPS).
 * - CIMA (AEMPS): fichas técnicas de las presentaciones de adrenalina comercializadas en España.
 */
const scenario: OnlineScenario = {
  slug: "anafilaxia-pediatrica",
  title: "Anafilaxia tras un antibiótico intravenoso",
  summary:
    "Niño de 5 años ingresado por neumonía que presenta una anafilaxia con la primera dosis de ampicilina IV. Adrenalina por peso, vía y lugar de administración, posición, repetición de la dosis, anafilaxia refractaria, triptasa, observación y seguridad con las presentaciones de adrenalina, según EAACI 2021, GALAXIA 2022 y Resuscitation Council UK 2021.",
  level: "basico",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 15,
  max_attempts: 3,
  categories: ["Alergia y anafilaxia", "Seguridad del medicamento"],
  brief: {
    title: "Niño de 5 años con urticaria, ronquera y sibilancias durante una infusión",
    context:
      "Planta de hospitalización pediátrica. El niño ingresó esta mañana por una neumonía adquirida en la comunidad no complicada. A los 10 minutos de iniciar la primera dosis de ampicilina IV, la madre avisa porque tiene «ronchas», tose y le cuesta respirar.",
    chips: ["Planta", "Escolar", "Reacción a medicamento"],
    demographics: { age: "5 años", weightKg: 18, sex: "Niño" },
    chief_complaint: "Urticaria generalizada, edema de labios y párpados, voz ronca, tos, sibilancias y un vómito.",
    history: [
      "Neumonía adquirida en la comunidad no complicada; ingresado hace 4 horas con ampicilina IV",
      "Había tomado amoxicilina oral en otras ocasiones (dos otitis) sin incidencias; sin alergias registradas",
      "Sin asma ni otras enfermedades crónicas",
      "Vía periférica en el antebrazo con la infusión del antibiótico en curso",
    ],
    triangle: { appearance: "amber", breathing: "red", circulation: "red" },
    triangle_details: {
      appearance: "Inquieto y angustiado, pero responde y habla con frases cortas.",
      breathing: "Voz ronca, tos y sibilancias audibles; tiraje intercostal.",
      circulation: "Palidez bajo la urticaria, extremidades frías y relleno capilar de 4 segundos.",
    },
    vitals: {
      fc: 150,
      fr: 36,
      sat: 91,
      temp: 37.4,
      ta: "72/40",
      notes: "TA medida con manguito pediátrico en el brazo sin vía.",
    },
    exam: [
      "Habones generalizados y angioedema de labios y párpados",
      "Disfonía sin estridor en reposo",
      "Sibilancias espiratorias bilaterales",
      "Pulsos periféricos débiles",
    ],
    quick_labs: [{ name: "Glucemia capilar", value: "104 mg/dl" }],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Inicio de la infusión de ampicilina IV" },
      { tmin: 10, event: "Urticaria, tos, ronquera y vómito; la madre avisa" },
      { tmin: 12, event: "Llegan enfermería y pediatra de guardia" },
    ],
    red_flags: ["Progresión de los síntomas en pocos minutos", "Voz ronca", "Extremidades frías y relleno capilar lento"],
    critical_actions: [
      "Detener la infusión del fármaco sospechoso sin lavar la vía con el resto del antibiótico",
      "Adrenalina IM 0,01 mg/kg (1 mg/ml; 0,18 mg = 0,18 ml) en la cara anterolateral del muslo sin demora",
      "Repetir la adrenalina IM a los 5 minutos y administrar un bolo de cristaloide de 10 ml/kg si persisten los problemas respiratorios o circulatorios",
      "Mantener al niño tumbado o semiincorporado, sin ponerlo de pie",
      "Anafilaxia refractaria: ayuda de cuidados intensivos, fluidos IV y perfusión de adrenalina a dosis bajas monitorizada",
      "Extraer triptasa seriada, observar el tiempo que corresponde a la gravedad, registrar la alergia, notificar la reacción y derivar a Alergología",
    ],
    learning_objective:
      "Reconocer la anafilaxia y administrar adrenalina por la vía y a la dosis correctas, sin retrasos y con la presentación adecuada, y manejar la anafilaxia refractaria, según EAACI 2021, GALAXIA 2022 y Resuscitation Council UK 2021.",
    objectives: {
      MED: [
        "Diagnosticar la anafilaxia con criterios clínicos",
        "Pautar la adrenalina por peso y reconocer la anafilaxia refractaria",
        "Planificar observación, informe y derivación a Alergología",
      ],
      NUR: [
        "Administrar la adrenalina en el lugar correcto",
        "Mantener una posición segura y monitorizar la respuesta",
        "Extraer la triptasa en los tiempos adecuados",
      ],
      PHARM: [
        "Distinguir las presentaciones de adrenalina y evitar errores de 10 veces",
        "Preparar la perfusión de adrenalina de la anafilaxia refractaria",
        "Registrar la alergia y notificar la reacción adversa",
      ],
    },
    competencies: ["Reconocimiento del paciente crítico", "Cálculo de dosis por peso", "Farmacovigilancia", "Comunicación con la familia"],
    estimated_minutes: 15,
    level: "basico",
  },
  steps: [
    {
      description: "Reconocimiento de la reacción",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es el diagnóstico más probable?",
          options: [
            "Urticaria aguda con broncoespasmo: antihistamínico y corticoide IV, reservando la adrenalina para si progresa a parada",
            "Anafilaxia: inicio agudo con afectación cutánea, respiratoria y cardiovascular tras la exposición a un probable alérgeno",
            "Crisis asmática desencadenada por la neumonía: salbutamol nebulizado y observar la urticaria",
            "Reacción vasovagal por la venopunción: decúbito con las piernas elevadas y observación",
          ],
          correct_option: 1,
          explanation:
            "La afectación cutánea y mucosa de inicio agudo junto con compromiso respiratorio e hipotensión tras recibir un fármaco cumple los criterios clínicos de anafilaxia (WAO 2020; GALAXIA 2022). La TA de 72 mmHg está por debajo de lo esperable a los 5 años. Haber tolerado antes la amoxicilina no protege: la exposición previa es precisamente la que permite la sensibilización IgE frente a las aminopenicilinas. El tratamiento de primera línea es la adrenalina IM; la reacción vasovagal cursa con bradicardia y sin urticaria ni sibilancias.",
          roles: [],
          is_critical: true,
          hints: ["Cuenta cuántos sistemas están afectados y cuánto tiempo ha pasado desde la exposición."],
        },
        {
          question_text: "Además de preparar la adrenalina, ¿qué haces en el primer minuto?",
          options: [
            "Detener la infusión sin lavar la vía, pedir ayuda y tumbarlo (semiincorporado si respira mejor), sin ponerlo de pie",
            "Retirar la vía periférica para eliminar el fármaco y esperar la evolución en la cama, incorporado",
            "Sentarlo en el sillón para que respire mejor y caminar con él al box",
            "Administrar primero dexclorfeniramina IV por la misma vía, que actúa antes que la adrenalina IM",
          ],
          correct_option: 0,
          explanation:
            "Se retira el desencadenante, se pide ayuda y se coloca al paciente tumbado, o semiincorporado si tiene dificultad respiratoria. RCUK 2021 insiste en evitar los cambios bruscos de postura y no ponerlo de pie, por riesgo de colapso cardiovascular. La vía se conserva porque puede hacer falta para fluidos y fármacos, pero no se lava con el antibiótico que queda en el sistema: se cambia el sistema de infusión. Los antihistamínicos no preceden a la adrenalina.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué mantiene activa la reacción, y qué postura tolera peor un niño hipotenso?"],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: adrenalina intramuscular",
      narrative: "Tienes en la mano una ampolla de adrenalina de 1 mg/ml. El niño pesa 18 kg. Tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué dosis de adrenalina 1 mg/ml administras?",
          options: [
            "1,8 ml (1,8 mg) por vía intramuscular",
            "0,18 ml (0,18 mg) en bolo intravenoso",
            "0,018 ml (0,018 mg) por vía intramuscular",
            "0,18 ml (0,18 mg) por vía intramuscular",
          ],
          correct_option: 3,
          explanation:
            "Dosis: 0,01 mg/kg de la solución de 1 mg/ml, con un máximo de 0,5 mg por dosis (EAACI 2021; GALAXIA 2022 recoge la misma dosis por kilo): 0,01 × 18 = 0,18 mg = 0,18 ml. 1,8 ml sería una sobredosis de 10 veces y 0,018 ml una infradosis de 10 veces. La adrenalina de 1 mg/ml no se administra en bolo IV fuera de la parada. RCUK 2021 usa tramos de edad (150 microgramos = 0,15 ml de 6 meses a 6 años), una pauta también aceptable cuando no se conoce el peso.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula primero los miligramos por peso y después conviértelos a mililitros con la concentración de la ampolla.",
            "Con una solución de 1 mg/ml, ¿cuántos mg hay en cada ml?",
          ],
          time_limit: 60,
        },
        {
          question_text: "¿Dónde la administras?",
          options: [
            "En el deltoides, porque a partir de los 3 años la masa muscular es suficiente y se absorbe igual",
            "En el cuadrante superoexterno del glúteo, que admite más volumen",
            "En la cara anterolateral del tercio medio del muslo (vasto lateral)",
            "Por vía subcutánea en el brazo, como recomendaban guías antiguas",
          ],
          correct_option: 2,
          explanation:
            "La inyección IM en la cara anterolateral del muslo es la vía recomendada (EAACI 2021, GALAXIA 2022, WAO 2020, RCUK 2021): el vasto lateral es un músculo grande y bien vascularizado que alcanza concentraciones plasmáticas más rápidas que la vía subcutánea o el deltoides. El glúteo tiene más grasa y riesgo de inyección subcutánea o de lesión del nervio ciático.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en qué región ofrece a un niño de 18 kg más masa muscular y menos riesgo de que la inyección quede en la grasa."],
          time_limit: 45,
        },
        {
          question_text: "Han pasado 5 minutos: persisten la hipotensión y las sibilancias. ¿Qué haces?",
          options: [
            "Repetir la misma dosis de adrenalina IM (0,18 mg) y administrar un bolo de cristaloide de 10 ml/kg (180 ml)",
            "Esperar 15–30 minutos, porque la adrenalina IM alcanza su efecto máximo más tarde",
            "Iniciar ya en planta una perfusión de adrenalina IV sin monitorización, porque la vía IM ha fallado",
            "Sustituir la adrenalina por hidrocortisona y dexclorfeniramina IV, que además previenen la reacción bifásica",
          ],
          correct_option: 0,
          explanation:
            "Si persisten los problemas respiratorios o circulatorios, RCUK 2021 indica repetir la adrenalina IM a los 5 minutos y administrar un bolo IV de cristaloide (10 ml/kg en niños: 180 ml); EAACI 2021 y GALAXIA 2022 también permiten repetir la dosis. La perfusión IV se reserva para la anafilaxia refractaria y exige monitorización y ayuda experta. Antihistamínicos y corticoides no tratan la obstrucción de la vía aérea ni el shock.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué tratamiento actúa a la vez sobre la hipotensión y el broncoespasmo, y cuánto dura su efecto?",
            "Además del fármaco, ¿qué le falta a un niño vasodilatado con fuga capilar?",
          ],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Enfermería: posición, monitorización y muestras",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "Tras la primera dosis, el niño tiene náuseas y la madre quiere llevarlo de pie al baño. ¿Qué haces?",
          options: [
            "Acompañarlo caminando al baño, ya que la primera dosis ha mejorado la TA",
            "Sentarlo al borde de la cama con las piernas colgando para que vomite sin riesgo de aspiración",
            "Mantenerlo tumbado o semiincorporado; si vomita, ladearlo sin ponerlo de pie",
            "Dejar que la madre decida, ya que el niño está consciente y habla",
          ],
          correct_option: 2,
          explanation:
            "Ponerse de pie o sentarse bruscamente puede desencadenar un colapso cardiovascular en la anafilaxia (RCUK 2021). Si vomita, se le coloca de lado sin incorporarlo. La mejoría tras una dosis puede ser transitoria.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué ocurre con el retorno venoso de un niño vasodilatado cuando se incorpora?"],
        },
        {
          question_text: "¿Qué registras y vigilas tras la adrenalina?",
          options: [
            "La hora de inicio de la reacción y una toma de TA a los 30 minutos, para no interferir con el tratamiento",
            "La FC y la TA cada hora y la diuresis del turno, como en cualquier niño ingresado",
            "Solo la saturación, porque el problema principal es respiratorio",
            "Hora exacta de cada dosis, FC, TA, FR, saturación y ECG continuos, y oxígeno a alto flujo",
          ],
          correct_option: 3,
          explanation:
            "Anotar la hora de cada dosis permite repetir la adrenalina a los 5 minutos. La monitorización continua detecta la respuesta o el empeoramiento, y el oxígeno a alto flujo trata la hipoxemia (RCUK 2021). Una toma aislada de TA o la vigilancia horaria no detectan a tiempo el deterioro.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué necesitas saber exactamente para decidir si toca la segunda dosis?"],
        },
        {
          question_text: "¿Cuándo deben extraerse las muestras de triptasa sérica?",
          options: [
            "Antes de la primera dosis de adrenalina, para que el fármaco no altere el resultado",
            "La primera en cuanto sea posible tras iniciar el tratamiento, la segunda hacia 1–2 horas del inicio (no más tarde de 4 horas) y una basal al menos 24 horas después de la resolución",
            "Una sola muestra a las 24 horas, cuando la triptasa alcanza su valor máximo",
            "No está indicada en las reacciones a fármacos, solo en las picaduras de himenópteros",
          ],
          correct_option: 1,
          explanation:
            "La triptasa sube en los primeros minutos, es máxima hacia 1–2 horas del inicio y después desciende hasta su valor basal. RCUK 2021 pide una primera muestra en cuanto sea posible una vez iniciado el tratamiento (nunca retrasándolo), una segunda idealmente a las 1–2 horas y no más tarde de 4 horas desde el inicio, y una basal para comparar; la EAACI 2021 recomienda también comparar el valor agudo con el basal. Apoya el diagnóstico y el estudio posterior en Alergología, también en las reacciones a fármacos.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en la cinética de la triptasa: ¿cuándo sube, cuándo es máxima y cuándo vuelve a la normalidad?",
            "¿Con qué valor compararás el resultado agudo para interpretarlo?",
          ],
        },
      ],
    },
    {
      description: "Farmacia: presentaciones de adrenalina, perfusión y farmacovigilancia",
      narrative:
        "En el carro de paradas hay ampollas de adrenalina de 1 mg/ml y jeringas precargadas de 0,1 mg/ml (1 mg en 10 ml) destinadas a la parada cardiorrespiratoria.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Para la dosis IM de este niño (0,18 mg), ¿qué presentación y volumen son correctos?",
          options: [
            "0,1 mg/ml: 0,18 ml, porque la presentación diluida es más segura en niños",
            "0,1 mg/ml: 1,8 ml en bolo IV lento, ya que la jeringa precargada está pensada para la vía IV",
            "1 mg/ml: 0,18 ml medidos con una jeringa de 1 ml",
            "1 mg/ml: 1,8 ml",
          ],
          correct_option: 2,
          explanation:
            "Para la vía IM se usa la de 1 mg/ml, que da un volumen pequeño y medible con jeringa de 1 ml (EAACI 2021; RCUK 2021). Con la de 0,1 mg/ml, 0,18 ml aportarían 0,018 mg (10 veces menos), y 1,8 ml de 1 mg/ml serían 10 veces más. La adrenalina IV en bolo queda para la parada. El ISMP desaconseja las razones «1:1000» o «1:10.000» y recomienda expresar mg/ml; las recomendaciones del Ministerio de Sanidad e ISMP-España (2023) piden estandarizar las concentraciones y el etiquetado de los medicamentos de alto riesgo como la adrenalina.",
          roles: [],
          is_critical: true,
          hints: ["Calcula cuántos mg contiene cada ml de cada presentación."],
        },
        {
          question_text:
            "Tras dos dosis IM sin respuesta se decide una perfusión de adrenalina a dosis bajas (RCUK 2021). ¿Qué preparación y ritmo validas para 18 kg?",
          options: [
            "10 mg (10 ampollas) en 100 ml de suero fisiológico (100 microgramos/ml) e iniciar a 9–18 ml/h",
            "1 mg en 10 ml (jeringa precargada de 0,1 mg/ml) en bolos de 1,8 ml cada 5 minutos",
            "1 mg en 100 ml de suero fisiológico (10 microgramos/ml) e iniciar a 90–180 ml/h",
            "1 mg (1 ml de 1 mg/ml) en 100 ml de suero fisiológico (10 microgramos/ml); iniciar a 0,5–1 ml/kg/h = 9–18 ml/h, con bomba y por una línea exclusiva",
          ],
          correct_option: 3,
          explanation:
            "El algoritmo de anafilaxia refractaria de RCUK 2021 usa 1 mg de adrenalina en 100 ml de suero fisiológico (10 microgramos/ml), iniciado a 0,5–1 ml/kg/h y ajustado según la respuesta: 9–18 ml/h para 18 kg (90–180 microgramos/h, unos 0,08–0,17 microgramos/kg/min). 10 ampollas en el mismo volumen o 90–180 ml/h son errores de 10 veces, y los bolos IV fuera de la parada provocan arritmias e hipertensión graves. Como medicamento de alto riesgo, la preparación requiere doble verificación y etiqueta con la concentración en microgramos/ml.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula primero la concentración final en microgramos/ml.",
            "Multiplica el ritmo por kilo por 18 y comprueba el resultado en microgramos/kg/min.",
          ],
        },
        {
          question_text: "Una vez estabilizado el niño, ¿qué actuación corresponde al farmacéutico?",
          options: [
            "Registrar la alergia en la historia y en la prescripción electrónica y notificar la reacción al Sistema Español de Farmacovigilancia",
            "Registrar la alergia solo en la hoja de enfermería de este ingreso, porque el estudio alergológico podría descartarla",
            "Proponer amoxicilina oral para completar el tratamiento de la neumonía, ya que la reacción se atribuye a la vía IV",
            "Reintroducir la ampicilina a mitad de dosis con premedicación de antihistamínico y corticoide",
          ],
          correct_option: 0,
          explanation:
            "El registro de la alergia en todos los sistemas (historia, prescripción electrónica, dispensación) evita la reexposición, y la notificación al Sistema Español de Farmacovigilancia (tarjeta amarilla o formulario en línea de notificaRAM) es obligación de los profesionales. La amoxicilina comparte cadena lateral con la ampicilina, y la premedicación no previene una anafilaxia IgE: la alternativa antibiótica debe evitar el grupo implicado hasta el estudio alergológico.",
          roles: [],
          is_critical: true,
          hints: ["¿En qué puntos del circuito del medicamento podría volver a prescribirse, dispensarse o administrarse una penicilina?"],
        },
      ],
    },
    {
      description: "Medicina: anafilaxia refractaria, observación y alta",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Tras dos dosis de adrenalina IM y un bolo de fluidos persiste la hipotensión. ¿Qué haces?",
          options: [
            "Administrar 1 mg de adrenalina IV en bolo (1 ml de la ampolla de 1 mg/ml), como en la parada, y repetirlo a los 3–5 minutos si no responde",
            "Anafilaxia refractaria: avisar a cuidados intensivos, otro bolo de cristaloide de 10 ml/kg e iniciar una perfusión IV de adrenalina a dosis bajas monitorizada",
            "Dar otro bolo de cristaloide y seguir con antihistamínicos y corticoides IV, sin más adrenalina para evitar arritmias",
            "Seguir repitiendo la adrenalina IM cada 5 minutos en planta, sin pedir ayuda, hasta que responda",
          ],
          correct_option: 1,
          explanation:
            "RCUK 2021 define la anafilaxia refractaria como la que no mejora tras dos dosis adecuadas de adrenalina IM: se pide ayuda experta, se administran fluidos IV rápidos (10 ml/kg en niños) y se inicia una perfusión de adrenalina a dosis bajas (1 mg en 100 ml, a 0,5–1 ml/kg/h) con monitorización; mientras se prepara puede repetirse la adrenalina IM cada 5 minutos. El bolo IV de 1 mg fuera de la parada es peligroso, y los antihistamínicos y corticoides no sustituyen a la adrenalina.",
          roles: [],
          is_critical: true,
          hints: [
            "Compara los riesgos de cada forma de administrar la adrenalina a un niño que conserva el pulso.",
            "Revisa qué define que una anafilaxia sea refractaria y qué cambia a partir de ese momento.",
          ],
        },
        {
          question_text: "¿Qué papel tienen los antihistamínicos y los corticoides en esta reacción?",
          options: [
            "Son el tratamiento de primera línea en las reacciones a fármacos; la adrenalina se reserva para la parada",
            "Los corticoides deben darse antes que la segunda dosis de adrenalina para prevenir la reacción bifásica",
            "No tratan la obstrucción de la vía aérea ni el shock: el antihistamínico oral no sedante puede usarse tras estabilizar si persisten síntomas cutáneos, y los corticoides no se recomiendan de rutina",
            "Deben administrarse siempre IV junto con la primera dosis de adrenalina, porque potencian su efecto",
          ],
          correct_option: 2,
          explanation:
            "RCUK 2021 considera los antihistamínicos una intervención de tercera línea, que no debe usarse para tratar los problemas de vía aérea, respiración o circulación: tras estabilizar, sugiere un antihistamínico oral no sedante si persisten urticaria o angioedema, y ya no aconseja corticoides de rutina en el tratamiento urgente. La EAACI 2021 tampoco los considera tratamiento de primera línea, y GALAXIA 2022 sitúa la adrenalina IM como tratamiento de elección. No hay pruebas de que los corticoides prevengan la reacción bifásica.",
          roles: [],
          is_critical: true,
          hints: ["Compara el mecanismo y el tiempo de inicio de acción de cada fármaco con lo que amenaza la vida en una anafilaxia."],
        },
        {
          question_text:
            "Con la perfusión de adrenalina los síntomas se resuelven y se retira. La reacción incluyó hipotensión y compromiso respiratorio grave (SatO₂ 91 % con tiraje). Según RCUK 2021, ¿cuánto tiempo mínimo de observación monitorizada necesita desde la resolución?",
          options: [
            "Al menos 2 horas, porque la reacción se ha resuelto por completo",
            "Ninguno específico: seguirá ingresado por la neumonía, lo que ya equivale a la observación",
            "Al menos 6 horas, porque recibió dos dosis de adrenalina IM",
            "Al menos 12 horas, por el compromiso respiratorio grave y la adrenalina necesaria además de las dos dosis IM",
          ],
          correct_option: 3,
          explanation:
            "RCUK 2021 pide observar al menos 6 horas tras la resolución cuando se necesitaron 2 dosis de adrenalina IM, y al menos 12 horas si la reacción fue grave y necesitó más de 2 dosis, si hubo compromiso respiratorio grave o asma grave, o en otros supuestos de riesgo (p. ej., si se presenta de noche o con difícil acceso a atención urgente). Este niño cumple el criterio de 12 horas por el compromiso respiratorio grave y, además, necesitó adrenalina más allá de las dos dosis IM; GALAXIA 2022 también recomienda prolongar la observación en las reacciones graves. Contar solo las dosis IM lleva al error de las 6 horas, y las 2 horas se reservan para la buena respuesta a una única dosis. Que siga ingresado por la neumonía no basta: la observación debe ser monitorizada (en la UCI pediátrica si ha necesitado perfusión) y con adrenalina preparada.",
          roles: [],
          is_critical: false,
          hints: ["El tiempo depende del número de dosis y de la gravedad: revisa qué órganos se afectaron y cuánto."],
        },
        {
          question_text: "¿Qué plan dejas para el seguimiento?",
          options: [
            "Informe escrito con el fármaco sospechoso y el grupo que debe evitar hasta el estudio, y derivación a Alergología",
            "Anotar «posible alergia a ampicilina» y reintroducir amoxicilina oral en atención primaria dentro de un mes si está asintomático",
            "Reintroducir el antibiótico en el próximo ingreso con premedicación, ya que las reacciones rara vez se repiten",
            "Pautar un antihistamínico diario durante un mes, sin necesidad de estudio alergológico",
          ],
          correct_option: 0,
          explanation:
            "Las guías (EAACI 2021, GALAXIA 2022) recomiendan derivar a Alergología a todo paciente con anafilaxia para confirmar el desencadenante y recibir un plan de actuación; mientras tanto, debe evitar el fármaco sospechoso y los de su grupo, con un informe escrito para la familia y los siguientes prescriptores. Reintroducir sin estudio o con premedicación expone a una nueva anafilaxia.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué información necesitan la familia y el próximo médico que le recete un antibiótico?"],
        },
      ],
    },
  ],
  resources: [
    {
      title: "EAACI guidelines: Anaphylaxis (2021 update)",
      url: "https://doi.org/10.1111/all.15032",
      source: "Allergy 2022;77:357-377 – European Academy of Allergy and Clinical Immunology (Muraro A et al.)",
      type: "guía",
      year: 2022,
      free_access: false,
      weight: 10,
    },
    {
      title: "Guía de Actuación en Anafilaxia: GALAXIA 2022 (3.ª edición, formato web)",
      url: "https://guiagalaxia.com/",
      source: "Documento de posicionamiento de sociedades científicas españolas, promovido por la SEAIC",
      type: "guía",
      year: 2022,
      free_access: true,
      weight: 20,
    },
    {
      title: "Emergency treatment of anaphylaxis: Guidelines for healthcare providers (mayo de 2021)",
      url: "https://www.resus.org.uk/library/additional-guidance/guidance-anaphylaxis/emergency-treatment",
      source: "Resuscitation Council UK",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 30,
    },
    {
      title: "World Allergy Organization Anaphylaxis Guidance 2020",
      url: "https://doi.org/10.1016/j.waojou.2020.100472",
      source: "World Allergy Organization Journal 2020;13:100472 (Cardona V et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 40,
    },
    {
      title: "ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations (2021)",
      url: "https://www.ismp.org/recommendations/error-prone-abbreviations-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 50,
    },
    {
      title: "Recomendaciones para el uso seguro de los medicamentos de alto riesgo (2023)",
      url: "https://www.ismp-espana.org/",
      source: "Ministerio de Sanidad e Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "consenso",
      year: 2023,
      free_access: true,
      weight: 60,
    },
    {
      title: "CIMA: fichas técnicas de las presentaciones de adrenalina comercializadas en España",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 65,
    },
    {
      title: "Notificación de sospechas de reacciones adversas a medicamentos (notificaRAM)",
      url: "https://www.notificaram.es/",
      source: "Sistema Español de Farmacovigilancia de Medicamentos de Uso Humano – AEMPS",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
