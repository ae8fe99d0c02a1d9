import type { OnlineScenario } from "./schema";

/**
 * Intoxicación voluntaria por paracetamol en una adolescente.
 * Fuentes:
 * - Grupo de Trabajo de Intoxicaciones de la SEUP (toxSEUP): ficha de paracetamol (dosis tóxica,
 *   nomograma, carbón activado, N-acetilcisteína).
 * - Ficha técnica de Hidonac antídoto 200 mg/ml concentrado para solución para perfusión (CIMA-AEMPS):
 *   inicio antes de 8 horas, pauta de tres perfusiones, volúmenes de glucosado por peso (los mismos
 *   que recoge el BNFC tras la revisión de la MHRA de 2012), sodio (29,79 mg/ml; unos 745 mg por vial
 *   de 25 ml), reacciones anafilactoides.
 * - Chiew AL, et al. Updated guidelines for the management of paracetamol poisoning in Australia and
 *   New Zealand. Med J Aust 2020;212:175-183 (línea de 150 mg/l, carbón activado, pauta de dos
 *   bolsas, inicio antes de 8 horas, final del tratamiento).
 * - Bateman DN, et al. Reduction of adverse effects from intravenous acetylcysteine treatment for
 *   paracetamol poisoning (SNAP). Lancet 2014;383:697-704.
 * - Freeman R. MHRA recommendations on the use of intravenous acetylcysteine in paracetamol overdose.
 *   Arch Dis Child Educ Pract Ed 2014;99:37 (línea única de 100 mg/l del Reino Unido, primera dosis
 *   en 1 hora, la hipersensibilidad previa deja de ser contraindicación).
 * - NICE NG225 (2022). Self-harm: assessment, management and preventing recurrence.
 */
const scenario: OnlineScenario = {
  slug: "intoxicacion-paracetamol",
  title: "Intoxicación voluntaria por paracetamol en una adolescente",
  summary:
    "Adolescente de 13 años que ha tomado 12 g de paracetamol. Cálculo de la dosis ingerida, descontaminación, nivel de paracetamol y líneas de tratamiento del nomograma, preparación de la acetilcisteína por peso, reacciones adversas, final del tratamiento y valoración de salud mental.",
  level: "medio",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 25,
  max_attempts: 3,
  categories: ["Intoxicaciones"],
  brief: {
    title: "Adolescente de 13 años que ha tomado «unas pastillas» tras una discusión",
    context:
      "Urgencias de pediatría de un hospital terciario. A las 21:00 tomó 12 comprimidos de paracetamol de 1 g del botiquín de casa después de discutir con su familia. A las 22:15 se lo contó a su madre y llegan a urgencias a las 22:45.",
    chips: ["Urgencias", "Adolescente", "Intoxicación voluntaria", "Antídoto", "Salud mental"],
    demographics: { age: "13 años", weightKg: 38, sex: "Niña" },
    chief_complaint: "Ingesta voluntaria de 12 g de paracetamol hace 1 hora y 45 minutos; náuseas.",
    history: [
      "Sin enfermedades previas ni tratamientos crónicos",
      "Sin alergias conocidas",
      "Niega otras sustancias, alcohol o fármacos; el blíster vacío confirma el número de comprimidos",
      "Sin episodios previos de autolesión conocidos; situación escolar difícil en los últimos meses",
    ],
    triangle: { appearance: "green", breathing: "green", circulation: "green" },
    triangle_details: {
      appearance: "Consciente y orientada, llorosa, contesta con monosílabos.",
      breathing: "Respiración normal, sin trabajo respiratorio.",
      circulation: "Coloración normal, relleno capilar de 2 segundos.",
    },
    vitals: { fc: 96, fr: 16, sat: 99, temp: 36.7, ta: "114/70", notes: "Glasgow 15." },
    exam: [
      "Exploración general y neurológica normales",
      "Abdomen blando, sin dolor en hipocondrio derecho",
      "Sin lesiones cutáneas autoinfligidas visibles",
    ],
    quick_labs: [
      { name: "Glucemia", value: "98 mg/dl" },
      { name: "ALT / AST", value: "18 / 24 U/l" },
      { name: "INR", value: "1,0" },
      { name: "Creatinina", value: "0,6 mg/dl" },
      { name: "Etanol y salicilatos", value: "Negativos" },
      { name: "Prueba de embarazo en orina", value: "Negativa" },
      { name: "Paracetamol a las 4 horas (01:00)", value: "Pendiente" },
    ],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias (1 hora y 45 minutos tras la ingesta); triaje" },
      { tmin: 10, event: "Canalización de vía periférica y analítica basal" },
      { tmin: 135, event: "Extracción para el nivel de paracetamol (4 horas tras la ingesta)" },
      { tmin: 180, event: "Resultado del nivel de paracetamol" },
    ],
    red_flags: [
      "Ingesta voluntaria con finalidad autolítica",
      "Dosis ingerida por kilo de peso elevada",
      "Ausencia de síntomas en las primeras horas, que no descarta toxicidad hepática",
    ],
    critical_actions: [
      "Calcular la dosis ingerida en mg/kg y registrar la hora exacta de la ingesta",
      "Valorar la descontaminación digestiva según el tiempo transcurrido",
      "Interpretar el nivel de paracetamol con el nomograma",
      "Preparar y administrar la acetilcisteína con doble verificación",
      "Garantizar la seguridad de la paciente y la valoración por salud mental",
    ],
    learning_objective:
      "Manejar una intoxicación aguda por paracetamol en una adolescente según los protocolos de la SEUP y la ficha técnica española del antídoto: dosis tóxica, carbón activado, nomograma, pautas de acetilcisteína y su preparación por peso, reacciones adversas, final del tratamiento y abordaje de la conducta autolesiva.",
    objectives: {
      MED: [
        "Calcular la dosis ingerida e indicar el carbón activado",
        "Interpretar el nivel de paracetamol con la línea de tratamiento adecuada",
        "Decidir el final del tratamiento y el alta con valoración psicosocial",
      ],
      NUR: [
        "Registrar la hora de la ingesta y extraer el nivel en el momento correcto",
        "Detectar y tratar una reacción anafilactoide y programar las perfusiones",
        "Aplicar medidas de seguridad en una paciente con conducta autolesiva",
      ],
      PHARM: [
        "Calcular y preparar la acetilcisteína con la presentación disponible en España",
        "Conocer las pautas de 21 horas, de dos bolsas y SNAP",
        "Ajustar el volumen de diluyente al peso y vigilar el sodio y los líquidos",
      ],
    },
    competencies: ["Toxicología clínica", "Cálculo de dosis por peso", "Preparación de antídotos", "Salud mental del adolescente"],
    estimated_minutes: 25,
    level: "medio",
  },
  steps: [
    {
      description: "Valoración inicial de la ingesta",
      narrative: "La paciente está estable. Han pasado 1 hora y 45 minutos desde la ingesta.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cómo valoras la dosis ingerida?",
          options: [
            "158 mg/kg: apenas supera el umbral; basta con observarla unas horas sin pedir nivel",
            "316 mg/kg: potencialmente hepatotóxica; requiere nivel de paracetamol y valorar el antídoto",
            "31,6 mg/kg: dosis terapéutica; alta con su familia",
            "316 mg/kg, pero al estar asintomática y con transaminasas e INR normales a la llegada no precisa más estudios ni tratamiento",
          ],
          correct_option: 1,
          explanation:
            "12 000 mg ÷ 38 kg = 316 mg/kg, muy por encima del umbral de toxicidad potencial (150 mg/kg en la ficha de paracetamol del GT de Intoxicaciones de la SEUP; la guía australiana de 2020 usa 200 mg/kg o 10 g). En las primeras 24 horas la paciente suele estar asintomática y con transaminasas normales: su normalidad no descarta la toxicidad, que se decide con el nivel de paracetamol. 158 mg/kg es lo que sale si se suponen comprimidos de 500 mg, la presentación más común en los botiquines (hay que comprobar siempre la dosis en el envase); 31,6 mg/kg es un error de 10 veces al desplazar la coma.",
          roles: [],
          is_critical: true,
          hints: [
            "Pasa la dosis a miligramos y divídela por el peso.",
            "¿Cuándo aparecen los síntomas y la elevación de transaminasas en esta intoxicación?",
          ],
        },
        {
          question_text: "¿Indicas descontaminación digestiva?",
          options: [
            "No: pasada la primera hora el carbón activado ya no adsorbe el paracetamol y solo añade riesgo de vómitos y aspiración",
            "Lavado gástrico con sonda gruesa, porque la ingesta es masiva",
            "Sí: carbón activado 1 g/kg (38 g) por vía oral, al estar dentro de las 2 primeras horas",
            "Jarabe de ipecacuana para provocar el vómito y después acetilcisteína oral",
          ],
          correct_option: 2,
          explanation:
            "El carbón activado es la descontaminación de elección; el GT de Intoxicaciones de la SEUP lo indica tras una ingesta reciente de una dosis tóxica (sobre todo en la primera hora), con la vía aérea estable, a 1 g/kg (máximo 50 g). La guía australiana de 2020 lo recomienda hasta 2 horas tras ingestas ≥ 10 g. El lavado gástrico y la ipecacuana no están indicados. El carbón no impide usar después la acetilcisteína intravenosa.",
          roles: [],
          is_critical: false,
          hints: ["Mira el reloj: ¿cuánto ha pasado y cuánto ha tomado?", "Comprueba el estado de conciencia antes de dar algo por boca."],
        },
      ],
    },
    {
      description: "Nivel de paracetamol y decisión de tratar",
      narrative: "El nivel de paracetamol extraído a la 01:00 (4 horas tras la ingesta) es de 180 mg/l.",
      role_specific: true,
      roles: ["medico", "enfermeria"],
      questions: [
        {
          question_text: "¿Cómo interpretas un nivel de 180 mg/l a las 4 horas?",
          options: [
            "Por encima de la línea de tratamiento del nomograma: iniciar acetilcisteína intravenosa sin demora",
            "Por debajo de la línea de toxicidad probable de 200 mg/l del nomograma original de Rumack-Matthew: observar y repetir el nivel",
            "No es valorable hasta tener transaminasas a las 24 horas",
            "Indica tratar solo si aparecen vómitos o dolor abdominal",
          ],
          correct_option: 0,
          explanation:
            "En España se usa el nomograma de Rumack-Matthew con la línea de tratamiento que parte de 150 mg/l a las 4 horas (GT de Intoxicaciones de la SEUP; también la guía australiana de 2020). 180 mg/l está por encima: hay que iniciar acetilcisteína, idealmente antes de las 8 horas de la ingesta, cuando su eficacia es máxima (ficha técnica de Hidonac). Que esté por debajo de la línea original de 200 mg/l no tranquiliza: esa línea marcaba la toxicidad «probable» y ya no se usa para decidir el tratamiento, que se traza con un margen de seguridad del 25 % (150 mg/l). No se esperan síntomas ni transaminasas.",
          roles: ["medico"],
          is_critical: true,
          hints: [
            "Sitúa el punto en el nomograma: hora desde la ingesta y concentración.",
            "¿Qué línea del nomograma es de tratamiento y cuál solo describe el riesgo de hepatotoxicidad?",
          ],
        },
        {
          question_text:
            "Si el nivel a las 4 horas hubiera sido de 120 mg/l, sin factores de riesgo y con la hora de ingesta segura, ¿qué harías?",
          options: [
            "Tratar en cualquier caso, porque desde 2012 todas las guías europeas usan una línea única de 100 mg/l",
            "Según la línea de 150 mg/l (España) no; según la línea única de 100 mg/l (Reino Unido) sí",
            "No tratar, porque por debajo de 200 mg/l ninguna guía recomienda el antídoto",
            "Repetir el nivel a las 24 horas y tratar solo si no ha bajado",
          ],
          correct_option: 1,
          explanation:
            "Desde 2012, la MHRA del Reino Unido usa una línea única que une 100 mg/l a las 4 horas con 15 mg/l a las 15 horas, sin valorar factores de riesgo (Freeman, Arch Dis Child Educ Pract 2014). Los protocolos españoles (SEUP) y la guía australiana usan la línea de 150 mg/l. Con 120 mg/l la decisión cambia según la guía: hay que saber cuál aplica el centro. La línea de 200 mg/l no es de tratamiento y esperar a las 24 horas es demasiado tarde.",
          roles: ["medico"],
          is_critical: false,
          hints: ["Compara el valor con las dos líneas de tratamiento que conviven en Europa."],
        },
        {
          question_text: "¿Cómo se obtiene correctamente la muestra para el nivel de paracetamol?",
          options: [
            "A la llegada, para adelantar la decisión, y aplicar el nomograma con ese valor extrapolando la curva hasta las 4 horas",
            "Cuando termine la primera bolsa de acetilcisteína, para valorar la respuesta",
            "En cualquier momento de la noche, porque el nomograma corrige la hora",
            "A partir de las 4 horas de la ingesta, registrando la hora exacta de la ingesta y de la extracción",
          ],
          correct_option: 3,
          explanation:
            "El nomograma solo es interpretable con niveles extraídos a partir de las 4 horas de una ingesta única de liberación inmediata y con la hora conocida (Chiew, MJA 2020): antes, la absorción no ha terminado y un valor bajo tranquiliza falsamente. Por eso enfermería registra la hora de la ingesta y la de la extracción; sin esas horas el punto en el nomograma no tiene sentido.",
          roles: ["enfermeria"],
          is_critical: true,
          hints: ["¿Qué dos datos necesitas para situar un punto en el nomograma?"],
        },
      ],
    },
    {
      description: "Farmacia: preparación de la acetilcisteína",
      narrative:
        "Se prescribe acetilcisteína intravenosa. En el hospital está disponible Hidonac antídoto 200 mg/ml, viales de 25 ml (5 g). La paciente pesa 38 kg.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "Con la pauta clásica de tres bolsas, ¿cómo se prepara la primera perfusión?",
          options: [
            "28,5 ml de Hidonac (5700 mg) en 100 ml de glucosado al 5 %, a pasar en 60 minutos",
            "28,5 ml de Hidonac (5700 mg) en 200 ml de glucosado al 5 %, a pasar en 15 minutos como dosis de carga",
            "2,85 ml de Hidonac (570 mg) en 100 ml de glucosado al 5 %, a pasar en 60 minutos",
            "57 ml de Hidonac (11 400 mg) en 500 ml de glucosado al 5 %, a pasar en 4 horas",
          ],
          correct_option: 0,
          explanation:
            "La primera perfusión es de 150 mg/kg: 150 × 38 = 5700 mg = 28,5 ml de la solución de 200 mg/ml. Según la ficha técnica de Hidonac (CIMA), en niños de 20 a 40 kg se diluye en 100 ml de glucosado al 5 % (200 ml por encima de 40 kg; 3 ml/kg por debajo de 20 kg) y se administra en 60 minutos; la antigua carga en 15 minutos se abandonó en 2012 para reducir las reacciones adversas (MHRA; Freeman, Arch Dis Child Educ Pract 2014). 2,85 ml es un error de 10 veces y 57 ml es la dosis total de las 21 horas.",
          roles: [],
          is_critical: true,
          hints: [
            "Multiplica la dosis por el peso y pasa los mg a ml con la concentración del vial.",
            "El volumen de glucosado y el tiempo dependen del peso y de la bolsa.",
          ],
        },
        {
          question_text: "Pediatría pregunta por las pautas cortas de acetilcisteína. ¿Qué afirmación es correcta?",
          options: [
            "La pauta SNAP administra la mitad de la dosis total de la pauta clásica (150 mg/kg en 12 horas) y por eso tiene menos efectos adversos",
            "Las pautas de dos bolsas están contraindicadas por debajo de 40 kg",
            "La de dos bolsas y la SNAP aportan los mismos 300 mg/kg que la clásica, con menos reacciones adversas",
            "La dosis de carga rápida reduce las reacciones anafilactoides y por eso se mantiene en todas las pautas",
          ],
          correct_option: 2,
          explanation:
            "La guía australiana de 2020 recomienda dos bolsas (200 mg/kg en 4 h y 100 mg/kg en 16 h), y el ensayo SNAP (Lancet 2014) una pauta de 12 horas (100 mg/kg en 2 h y 200 mg/kg en 10 h). Ambas mantienen los 300 mg/kg de la pauta clásica de tres bolsas y reducen las reacciones anafilactoides y los vómitos, que dependen de la concentración alcanzada al principio. La ficha técnica española recoge la de tres bolsas: usar otra exige protocolo del centro.",
          roles: [],
          is_critical: false,
          hints: ["Suma la dosis total de cada pauta.", "¿De qué depende la frecuencia de reacciones anafilactoides?"],
        },
        {
          question_text: "¿Por qué la ficha técnica reduce el volumen de glucosado en los niños de menos peso?",
          options: [
            "Porque la acetilcisteína es inestable diluida en volúmenes grandes",
            "Para evitar sobrecarga de volumen e hiponatremia, contando también el sodio del vial",
            "Porque el glucosado al 5 % inactiva parcialmente la acetilcisteína cuando la dilución es mayor de la indicada",
            "Para que la perfusión termine antes y el niño pueda irse a casa",
          ],
          correct_option: 1,
          explanation:
            "Con los volúmenes de adulto (200, 500 y 1000 ml) un niño pequeño recibiría una carga de agua libre con riesgo de hiponatremia y convulsiones; por eso la ficha técnica de Hidonac ajusta el glucosado por peso. Cada vial de 25 ml aporta además unos 745 mg de sodio (29,79 mg/ml; unos 32 mmol según la ficha técnica), que hay que contabilizar en el balance: la pauta completa de esta paciente (57 ml) supone unos 74 mmol. La ficha técnica prefiere el glucosado al 5 % y admite el salino 0,9 % si la glucosa no es aconsejable; la estabilidad no es el motivo.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el balance de líquidos y de sodio de un niño de 15 kg con la pauta de adulto."],
        },
      ],
    },
    {
      description: "Fase 4 · intervención urgente: reacción durante la primera perfusión",
      narrative:
        "A los 40 minutos de la primera perfusión aparecen prurito, eritema y habones en el tronco y tos seca. TA 110/66, SatO₂ 97 %, sin estridor ni sibilancias. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué haces?",
          options: [
            "Suspender definitivamente la acetilcisteína y registrar alergia al antídoto",
            "Continuar a la misma velocidad sin más, porque es un efecto esperable",
            "Pasar a acetilcisteína oral, que no produce estas reacciones y permite completar el tratamiento en casa",
            "Detener la perfusión, dar un antihistamínico y, cuando ceda, reanudarla a menor velocidad",
          ],
          correct_option: 3,
          explanation:
            "Es una reacción anafilactoide (no mediada por IgE), frecuente en la primera hora, cuando la concentración es máxima. La ficha técnica de Hidonac indica interrumpir la perfusión, tratar los síntomas (antihistamínico; salbutamol si hay broncoespasmo) y reanudarla a menor velocidad cuando remitan. Suspender el antídoto deja a la paciente sin protección hepática; si hubiera hipotensión o compromiso respiratorio se trataría como una anafilaxia, con adrenalina intramuscular.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué es más grave: esta reacción o quedarse sin antídoto con 180 mg/l a las 4 horas?",
            "Valora si hay criterios de gravedad en la vía aérea o la circulación.",
          ],
          time_limit: 60,
        },
        {
          question_text: "La madre pregunta si su hija es alérgica a la acetilcisteína. ¿Qué le explicas?",
          options: [
            "Es una reacción dependiente de la concentración, no una alergia, y no impide volver a usarla",
            "Es una alergia verdadera mediada por IgE: quedará registrada y no podrá recibir acetilcisteína nunca más",
            "Es una reacción al glucosado, no al fármaco",
            "Indica que el paracetamol ha dañado ya el hígado",
          ],
          correct_option: 0,
          explanation:
            "Las reacciones anafilactoides a la acetilcisteína intravenosa dependen de la concentración alcanzada, se concentran en la primera bolsa y son menos frecuentes con las pautas que reparten la dosis (SNAP, Lancet 2014). En 2012 la MHRA retiró la hipersensibilidad previa como contraindicación del antídoto, porque el beneficio en una intoxicación supera el riesgo. No es una reacción al glucosado ni un signo de daño hepático.",
          roles: [],
          is_critical: false,
          hints: ["¿En qué momento de la pauta aparecen estas reacciones y por qué?"],
          time_limit: 60,
        },
        {
          question_text:
            "Resuelta la reacción y completada la primera bolsa, ¿a qué velocidad programas la segunda (9,5 ml de Hidonac en 250 ml de glucosado al 5 % en 4 horas)?",
          options: ["6,5 ml/h", "250 ml/h", "65 ml/h", "16 ml/h"],
          correct_option: 2,
          explanation:
            "Volumen total: 250 ml + 9,5 ml = 259,5 ml; en 4 horas, 259,5 ÷ 4 ≈ 65 ml/h (segunda perfusión de 50 mg/kg = 1900 mg según la ficha técnica de Hidonac). 6,5 ml/h es un error de 10 veces, 250 ml/h pasaría la bolsa en una hora y 16 ml/h la alargaría 16 horas. Se programa en la bomba con la biblioteca de fármacos si está disponible y se comprueba el volumen a infundir.",
          roles: ["enfermeria"],
          is_critical: true,
          hints: ["Suma el volumen del fármaco al del suero.", "Divide el volumen total entre las horas de la perfusión."],
          time_limit: 90,
        },
      ],
    },
    {
      description: "Enfermería: seguridad de la paciente",
      narrative: "La paciente quiere ir sola al baño con su mochila y pide que no se avise al psiquiatra.",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Qué medidas de seguridad aplicas durante el ingreso?",
          options: [
            "Ninguna especial: ya está recibiendo el antídoto",
            "Dejarla sola para respetar su intimidad, clave para la alianza terapéutica, y revisar la habitación al final del turno",
            "Sujeción mecánica preventiva durante toda la perfusión",
            "Observación continua, retirar medicamentos y objetos lesivos e informar al equipo de su petición",
          ],
          correct_option: 3,
          explanation:
            "Tras una autolesión, NICE NG225 pide garantizar un entorno seguro durante la atención urgente y una valoración psicosocial, con trato respetuoso y sin actitudes punitivas. Esto incluye observación, retirar los medios de autolesión (medicación en la mochila, objetos cortantes) y transmitir al equipo su deseo de evitar la valoración, que no debe omitirse. La sujeción mecánica no está indicada en una paciente colaboradora.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué podría llevar en la mochila una adolescente que acaba de autolesionarse?"],
        },
        {
          question_text: "Durante la perfusión, ¿qué vigilancia corresponde a enfermería?",
          options: [
            "Constantes cada 4 horas, como en cualquier paciente de planta, porque la reacción solo aparece en la primera dosis de la vida",
            "Constantes y signos de reacción, sobre todo en la primera hora, vómitos y balance de líquidos",
            "Transaminasas y coagulación cada 2 horas, para detectar precozmente la hepatotoxicidad",
            "Ninguna mientras la paciente esté dormida, para no interrumpir su descanso, salvo que suene la alarma de la bomba",
          ],
          correct_option: 1,
          explanation:
            "La ficha técnica de Hidonac describe reacciones anafilactoides sobre todo al inicio, además de náuseas y vómitos; por eso se vigilan constantes y síntomas cutáneos y respiratorios, especialmente durante la primera perfusión, junto con el balance de líquidos y la vía. Las transaminasas se controlan en momentos concretos pautados por el médico, no cada 2 horas.",
          roles: [],
          is_critical: false,
          hints: ["Relaciona la vigilancia con los efectos adversos conocidos del antídoto."],
        },
      ],
    },
    {
      description: "Medicina: final del tratamiento y alta",
      narrative: "Al terminar la tercera perfusión (unas 21 horas), la paciente está asintomática y se ha extraído una nueva analítica.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Cuándo puedes suspender la acetilcisteína?",
          options: [
            "Siempre al completar las 21 horas de la pauta de tres bolsas, sea cual sea la analítica, porque la dosis total ya es suficiente",
            "Si la ALT no ha subido y el paracetamol es ya muy bajo; si no, prolongarla",
            "Cuando la paciente deje de tener náuseas",
            "Cuando el INR sea normal, aunque la ALT siga subiendo",
          ],
          correct_option: 1,
          explanation:
            "La guía australiana de 2020 pide medir ALT y paracetamol al final del tratamiento: si la ALT está elevada o en aumento o el paracetamol sigue siendo significativo, se continúa la acetilcisteína a la dosis de la última bolsa y se reevalúa. Suspenderla por horario sin analítica puede dejar sin tratar una lesión hepática en curso. Los síntomas no guían la decisión, y un INR normal con la ALT en ascenso no excluye una lesión hepática en evolución.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué dos determinaciones indican que el tóxico y su efecto han terminado?"],
        },
        {
          question_text: "Antes del alta, ¿cómo planteas la valoración de salud mental?",
          options: [
            "Aplicar una escala validada de riesgo de suicidio y, si la puntuación es baja, dar el alta con recomendaciones a la familia",
            "Dar el alta con una cita en su centro de salud, porque la intoxicación se ha resuelto",
            "Valoración psicosocial por salud mental infantojuvenil antes del alta, con plan de seguridad y seguimiento",
            "Ingreso psiquiátrico obligatorio en todos los casos de ingesta voluntaria",
          ],
          correct_option: 2,
          explanation:
            "NICE NG225 indica una valoración psicosocial por profesionales formados tras toda autolesión y desaconseja usar escalas o herramientas de riesgo para predecir el suicidio o decidir quién recibe tratamiento o el alta. El plan incluye limitar el acceso a fármacos en casa (el paracetamol venía del botiquín), un plan de seguridad compartido con la familia y seguimiento. El ingreso psiquiátrico se decide según la valoración, no de forma sistemática.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en quién está formado para valorar el riesgo y las necesidades de una adolescente tras una autolesión.",
            "Piensa en el acceso a los medios en el domicilio.",
          ],
        },
      ],
    },
  ],
  resources: [
    {
      title: "Paracetamol — fichas de tóxicos toxSEUP del Grupo de Trabajo de Intoxicaciones de la SEUP (versión web vigente)",
      url: "https://toxseup.org/",
      source: "Sociedad Española de Urgencias de Pediatría — Grupo de Trabajo de Intoxicaciones",
      type: "web",
      year: 2023,
      free_access: true,
      weight: 10,
    },
    {
      title: "Ficha técnica de Hidonac antídoto 200 mg/ml concentrado para solución para perfusión (buscador CIMA)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "CIMA — Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 20,
    },
    {
      title: "Updated guidelines for the management of paracetamol poisoning in Australia and New Zealand (2020)",
      url: "https://doi.org/10.5694/mja2.50428",
      source: "Medical Journal of Australia (Chiew AL et al.)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 30,
    },
    {
      title:
        "Reduction of adverse effects from intravenous acetylcysteine treatment for paracetamol poisoning: a randomised controlled trial (SNAP)",
      url: "https://doi.org/10.1016/S0140-6736(13)62062-0",
      source: "The Lancet (Bateman DN et al.)",
      type: "ensayo clínico",
      year: 2014,
      free_access: true,
      weight: 40,
    },
    {
      title: "MHRA recommendations on the use of intravenous acetylcysteine in paracetamol overdose",
      url: "https://ep.bmj.com/content/99/1/37",
      source: "Archives of Disease in Childhood — Education and Practice (Freeman R)",
      type: "revisión",
      year: 2014,
      free_access: false,
      weight: 50,
    },
    {
      title: "Self-harm: assessment, management and preventing recurrence (NICE NG225, 2022)",
      url: "https://www.nice.org.uk/guidance/ng225",
      source: "National Institute for Health and Care Excellence (NICE)",
      type: "guía",
      year: 2022,
      free_access: true,
      weight: 60,
    },
  ],
};

export default scenario;
