import type { OnlineScenario } from "./schema";

/**
 * Anafilaxia en un niño hospitalizado.
 * Fuentes: Muraro A, et al. EAACI guidelines: Anaphylaxis (2021 update). Allergy 2022;77:357-377.
 * Cardona V, et al. World Allergy Organization Anaphylaxis Guidance 2020. World Allergy Organ J
 * 2020;13:100472. Resuscitation Council UK. Emergency treatment of anaphylaxis (2021).
 */
const scenario: OnlineScenario = {
  slug: "anafilaxia-pediatrica",
  title: "Anafilaxia tras un antibiótico intravenoso",
  summary:
    "Niño de 5 años ingresado por neumonía que presenta una anafilaxia con la primera dosis de amoxicilina-clavulánico IV. Adrenalina intramuscular por peso, posición, repetición a los 5 minutos, anafilaxia refractaria y seguridad con las presentaciones de adrenalina.",
  level: "basico",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 15,
  max_attempts: 3,
  categories: ["Alergia y anafilaxia", "Seguridad del medicamento"],
  brief: {
    title: "Niño de 5 años con urticaria, ronquera y sibilancias durante una infusión",
    context:
      "Planta de hospitalización pediátrica. El niño ingresó esta mañana por una neumonía. A los 10 minutos de iniciar la primera dosis de amoxicilina-clavulánico IV, la madre avisa porque tiene «ronchas», tose y le cuesta respirar.",
    chips: ["Planta", "Escolar", "Anafilaxia", "Reacción a medicamento"],
    demographics: { age: "5 años", weightKg: 18, sex: "Niño" },
    chief_complaint: "Urticaria generalizada, edema de labios y párpados, voz ronca, tos, sibilancias y un vómito.",
    history: [
      "Neumonía adquirida en la comunidad; ingresado hace 4 horas",
      "No había recibido antes amoxicilina-clavulánico; sin alergias conocidas registradas",
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
      notes: "TA inferior a la esperable para su edad.",
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
      { tmin: 0, event: "Inicio de la infusión de amoxicilina-clavulánico IV" },
      { tmin: 10, event: "Urticaria, tos, ronquera y vómito; la madre avisa" },
      { tmin: 12, event: "Llegan enfermería y pediatra de guardia" },
      { tmin: 14, event: "Primera dosis de adrenalina intramuscular" },
      { tmin: 19, event: "Persisten hipotensión y sibilancias" },
    ],
    red_flags: [
      "Afectación respiratoria (ronquera, sibilancias, desaturación)",
      "Hipotensión y mala perfusión",
      "Inicio brusco tras exposición a un fármaco",
    ],
    critical_actions: [
      "Detener la infusión del fármaco sospechoso",
      "Adrenalina IM 0,01 mg/kg (1 mg/ml) en la cara anterolateral del muslo sin demora",
      "Repetir la adrenalina IM a los 5 minutos si no mejora",
      "Mantener al niño tumbado, sin ponerlo de pie",
      "Tratar la anafilaxia refractaria con ayuda experta: fluidos IV y perfusión de adrenalina",
    ],
    learning_objective:
      "Reconocer la anafilaxia y administrar adrenalina intramuscular a la dosis correcta por peso, sin retrasos y con la presentación adecuada, según EAACI 2021 y Resuscitation Council UK 2021.",
    objectives: {
      MED: [
        "Diagnosticar la anafilaxia con criterios clínicos",
        "Pautar adrenalina IM por peso y reconocer la anafilaxia refractaria",
        "Planificar observación y derivación a Alergología",
      ],
      NUR: [
        "Administrar adrenalina IM en el lugar correcto",
        "Mantener una posición segura y monitorizar la respuesta",
      ],
      PHARM: [
        "Distinguir las presentaciones de adrenalina y evitar errores de 10 veces",
        "Situar antihistamínicos y corticoides como coadyuvantes",
        "Registrar la alergia y notificar la reacción adversa",
      ],
    },
    competencies: [
      "Reconocimiento del paciente crítico",
      "Cálculo de dosis por peso",
      "Farmacovigilancia",
      "Comunicación con la familia",
    ],
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
            "Crisis asmática sin relación con el fármaco",
            "Reacción vasovagal por la venopunción: decúbito con las piernas elevadas y observación",
          ],
          correct_option: 1,
          explanation:
            "La afectación cutánea y mucosa de inicio agudo junto con compromiso respiratorio e hipotensión tras recibir un fármaco cumple los criterios clínicos de anafilaxia (WAO 2020). El tratamiento de primera línea es la adrenalina IM.",
          roles: [],
          is_critical: true,
          hints: ["Cuenta cuántos sistemas están afectados."],
        },
        {
          question_text: "Además de preparar la adrenalina, ¿qué haces en el primer minuto?",
          options: [
            "Detener la infusión, pedir ayuda y tumbarlo (semiincorporado si respira mejor), sin ponerlo de pie",
            "Retirar la vía periférica para eliminar el fármaco y esperar la evolución en la cama, incorporado",
            "Sentarlo en el sillón para que respire mejor y caminar con él al box",
            "Administrar primero dexclorfeniramina IV por la misma vía, que actúa antes que la adrenalina IM",
          ],
          correct_option: 0,
          explanation:
            "Se retira el desencadenante, se pide ayuda y se coloca al paciente tumbado o semiincorporado si tiene dificultad respiratoria. RCUK 2021 insiste en evitar los cambios bruscos de postura y no ponerlo de pie, por riesgo de colapso cardiovascular.",
          roles: [],
          is_critical: true,
          hints: ["La vía sirve; lo que hay que parar es lo que pasa por ella."],
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
            "Dosis: 0,01 mg/kg de la solución de 1 mg/ml, con un máximo de 0,5 mg por dosis (EAACI 2021): 0,01 × 18 = 0,18 mg = 0,18 ml. 1,8 ml sería una sobredosis de 10 veces y 0,018 ml una infradosis de 10 veces. La adrenalina de 1 mg/ml no se administra en bolo IV. RCUK 2021 usa tramos de edad (150 microgramos = 0,15 ml de 6 meses a 6 años), una pauta también aceptable cuando no se conoce el peso.",
          roles: [],
          is_critical: true,
          hints: ["0,01 mg por kilo.", "Con 1 mg/ml, los miligramos y los mililitros coinciden."],
          time_limit: 60,
        },
        {
          question_text: "¿Dónde la administras?",
          options: [
            "En el deltoides, porque a partir de los 3 años la masa muscular es suficiente y se absorbe igual",
            "En el cuadrante superoexterno del glúteo, que admite más volumen",
            "En la cara anterolateral del tercio medio del muslo (vasto lateral)",
            "Por vía subcutánea en el abdomen",
          ],
          correct_option: 2,
          explanation:
            "La inyección IM en la cara anterolateral del muslo es la vía recomendada (EAACI 2021, WAO 2020, RCUK 2021); alcanza concentraciones plasmáticas más rápidas que la vía subcutánea.",
          roles: [],
          is_critical: true,
          hints: ["Es el mismo lugar que usan los autoinyectores."],
          time_limit: 45,
        },
        {
          question_text: "Han pasado 5 minutos: persisten la hipotensión y las sibilancias. ¿Qué haces?",
          options: [
            "Esperar 15–30 minutos, porque la adrenalina IM alcanza su efecto máximo más tarde",
            "Repetir la misma dosis de adrenalina IM (0,18 mg)",
            "Administrar un antihistamínico y esperar",
            "Sustituir la adrenalina por hidrocortisona y dexclorfeniramina IV, que además previenen la reacción bifásica",
          ],
          correct_option: 1,
          explanation:
            "Si no hay mejoría, la adrenalina IM se repite a los 5 minutos (EAACI 2021, RCUK 2021). Antihistamínicos y corticoides no tratan la obstrucción de la vía aérea ni el shock.",
          roles: [],
          is_critical: true,
          hints: ["El intervalo de repetición es corto."],
          time_limit: 45,
        },
      ],
    },
    {
      description: "Enfermería: administración, posición y monitorización",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "Tras la primera dosis, el niño tiene náuseas y la madre quiere llevarlo de pie al baño. ¿Qué haces?",
          options: [
            "Mantenerlo tumbado o semiincorporado; si vomita, ladearlo sin ponerlo de pie",
            "Acompañarlo caminando al baño, ya que la primera dosis ha mejorado la TA",
            "Sentarlo al borde de la cama con las piernas colgando para que vomite sin riesgo de aspiración",
            "Dejar que la madre decida",
          ],
          correct_option: 0,
          explanation:
            "Ponerse de pie o sentarse bruscamente puede desencadenar un colapso cardiovascular en la anafilaxia (RCUK 2021). Si vomita, se le coloca de lado sin incorporarlo.",
          roles: [],
          is_critical: true,
          hints: ["La hipotensión empeora con la bipedestación."],
        },
        {
          question_text: "¿Qué registras y vigilas tras la adrenalina?",
          options: [
            "La hora de inicio de la reacción y una toma de TA a los 30 minutos, para no interferir con el tratamiento",
            "La temperatura cada 4 horas",
            "La diuresis del día siguiente",
            "Hora exacta de cada dosis, FC, TA, FR, saturación y ECG continuos, y oxígeno a alto flujo",
          ],
          correct_option: 3,
          explanation:
            "Anotar la hora de cada dosis permite repetir la adrenalina a los 5 minutos. La monitorización continua detecta la respuesta o el empeoramiento, y el oxígeno a alto flujo trata la hipoxemia.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué necesitas saber para decidir la segunda dosis?"],
        },
      ],
    },
    {
      description: "Farmacia: presentaciones de adrenalina y tratamientos coadyuvantes",
      narrative:
        "En el carro de paradas hay ampollas de adrenalina de 1 mg/ml y jeringas precargadas de 0,1 mg/ml (1 mg en 10 ml) destinadas a la parada cardiorrespiratoria.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Para la dosis IM de este niño (0,18 mg), ¿qué presentación y volumen son correctos?",
          options: [
            "0,1 mg/ml: 0,18 ml, porque la presentación diluida es más segura en niños",
            "0,1 mg/ml: 18 ml",
            "1 mg/ml: 0,18 ml medidos con una jeringa de 1 ml",
            "1 mg/ml: 1,8 ml",
          ],
          correct_option: 2,
          explanation:
            "Para la vía IM se usa la de 1 mg/ml, que da un volumen pequeño y medible con jeringa de 1 ml. Con la de 0,1 mg/ml, 0,18 ml aportarían 0,018 mg (10 veces menos). ISMP desaconseja las razones «1:1000» o «1:10.000» y recomienda expresar mg/ml.",
          roles: [],
          is_critical: true,
          hints: ["Dos presentaciones, una diferencia de 10 veces en la concentración."],
        },
        {
          question_text: "¿Qué papel tienen los antihistamínicos y los corticoides en esta reacción?",
          options: [
            "Son el tratamiento de primera línea en las reacciones a fármacos; la adrenalina se reserva para la parada",
            "Son coadyuvantes: no tratan la obstrucción de la vía aérea ni el shock y no sustituyen a la adrenalina",
            "Los corticoides deben darse antes que la adrenalina para prevenir la reacción bifásica",
            "Deben administrarse siempre IV antes de la segunda dosis de adrenalina",
          ],
          correct_option: 1,
          explanation:
            "RCUK 2021 considera los antihistamínicos de tercera línea (solo para síntomas cutáneos, tras estabilizar) y ya no aconseja corticoides de rutina en el tratamiento urgente. La EAACI 2021 tampoco los considera tratamiento de primera línea.",
          roles: [],
          is_critical: true,
          hints: ["¿Alguno de ellos revierte la hipotensión?"],
        },
        {
          question_text: "Una vez estabilizado el niño, ¿qué actuación corresponde al farmacéutico?",
          options: [
            "Registrar la alergia en la historia y en la prescripción electrónica y notificarla a farmacovigilancia",
            "Ninguna: es competencia exclusiva del médico",
            "Proponer otra penicilina sin ácido clavulánico, ya que el clavulánico es el alérgeno más probable",
            "Reintroducir el mismo antibiótico a mitad de dosis y con premedicación con antihistamínico y corticoide",
          ],
          correct_option: 0,
          explanation:
            "El registro de la alergia en todos los sistemas evita la reexposición; la notificación al Sistema Español de Farmacovigilancia (tarjeta amarilla) es obligación de los profesionales. La alternativa antibiótica debe evitar el grupo implicado hasta el estudio alergológico.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en cómo evitar que vuelva a recibirlo."],
        },
      ],
    },
    {
      description: "Medicina: anafilaxia refractaria, observación y alta",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Tras dos dosis de adrenalina IM persiste la hipotensión. ¿Qué haces?",
          options: [
            "Administrar 1 mg de adrenalina IV en bolo (1 ml de la ampolla de 1 mg/ml), como en la parada, y repetirlo a los 3–5 minutos si no responde",
            "Dar un bolo de cristaloide y seguir con antihistamínicos y corticoides IV, sin más adrenalina para evitar arritmias",
            "Esperar 30 minutos y reevaluar",
            "Anafilaxia refractaria: ayuda de cuidados intensivos, fluidos IV y perfusión IV de adrenalina monitorizada",
          ],
          correct_option: 3,
          explanation:
            "RCUK 2021 define la anafilaxia refractaria como la que no mejora tras dos dosis adecuadas de adrenalina IM: se pide ayuda experta, se administran fluidos IV y se inicia una perfusión de adrenalina con monitorización; mientras se prepara puede repetirse la adrenalina IM cada 5 minutos. El bolo IV de 1 mg fuera de la parada es peligroso.",
          roles: [],
          is_critical: true,
          hints: ["Hay un algoritmo específico para cuando dos dosis no bastan."],
        },
        {
          question_text: "Se resuelven los síntomas tras dos dosis de adrenalina IM. ¿Cuánto tiempo debe permanecer en observación?",
          options: [
            "30 minutos",
            "No requiere observación específica si está asintomático y ya ha recibido corticoides",
            "Al menos 6 horas desde la resolución de los síntomas",
            "Hasta el alta prevista por la neumonía, sin vigilancia específica",
          ],
          correct_option: 2,
          explanation:
            "RCUK 2021 recomienda observar al menos 6 horas tras la resolución si se necesitaron 2 dosis de adrenalina IM, y al menos 12 horas si se necesitaron más de 2 dosis, si hubo compromiso respiratorio grave o asma grave, o en otros supuestos de riesgo (p. ej., si consulta de noche).",
          roles: [],
          is_critical: false,
          hints: ["El tiempo depende del número de dosis necesarias."],
        },
        {
          question_text: "¿Qué plan dejas para el seguimiento?",
          options: [
            "Ninguno: fue una reacción aislada",
            "Informe escrito con el fármaco sospechoso, evitarlo hasta el estudio y derivar a Alergología",
            "Reintroducir el antibiótico en el próximo ingreso con premedicación, ya que las reacciones rara vez se repiten",
            "Pautar antihistamínico diario durante un mes, sin necesidad de estudio alergológico",
          ],
          correct_option: 1,
          explanation:
            "Las guías recomiendan derivar a Alergología a todo paciente con anafilaxia para confirmar el desencadenante y recibir un plan de actuación; mientras tanto, debe evitar el fármaco sospechoso.",
          roles: [],
          is_critical: false,
          hints: ["¿Quién confirmará si realmente es alérgico?"],
        },
      ],
    },
  ],
  resources: [
    {
      title: "EAACI guidelines: Anaphylaxis (2021 update)",
      url: "https://doi.org/10.1111/all.15032",
      source: "Allergy – European Academy of Allergy and Clinical Immunology (Muraro A et al.)",
      type: "guía",
      year: 2022,
      free_access: false,
      weight: 10,
    },
    {
      title: "World Allergy Organization Anaphylaxis Guidance 2020",
      url: "https://doi.org/10.1016/j.waojou.2020.100472",
      source: "World Allergy Organization Journal (Cardona V et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 20,
    },
    {
      title: "Emergency treatment of anaphylaxis: Guidelines for healthcare providers",
      url: "https://www.resus.org.uk/library/additional-guidance/guidance-anaphylaxis/emergency-treatment",
      source: "Resuscitation Council UK",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 30,
    },
    {
      title: "ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations",
      url: "https://www.ismp.org/recommendations/error-prone-abbreviations-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 40,
    },
  ],
};

export default scenario;
