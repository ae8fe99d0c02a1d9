/**
 * Estado epiléptico convulsivo en un preescolar (4 años, 16 kg) en Urgencias: un caso de fármacos.
 *
 * Clinical content:
 * - AES 2016 (Glauser T et al., Epilepsy Curr 2016;16(1):48–61): treatment from 5 minutes of
 *   seizure; initial phase IM midazolam 5 mg (13–40 kg), IV diazepam 0.15–0.2 mg/kg (max 10 mg),
 *   repeatable once, or rectal diazepam 0.2–0.5 mg/kg; second phase (20–40 min) fosphenytoin
 *   20 mg PE/kg (max 1500 mg PE), valproic acid 40 mg/kg (max 3000 mg) or levetiracetam
 *   60 mg/kg (max 4500 mg); third phase: another second-line drug or anaesthetic doses.
 * - ESETT (Kapur J et al., N Engl J Med 2019;381:2103–2113): the three second-line drugs at those
 *   doses, infused over 10 minutes, were similarly effective (about half of patients).
 * - EcLiPSE (Lyttle MD et al., Lancet 2019;393:2125–2134) and ConSEPT (Dalziel SR et al., Lancet
 *   2019;393:2135–2145): levetiracetam 40 mg/kg over 5 minutes versus phenytoin 20 mg/kg over
 *   20 minutes (at least 20 in EcLiPSE) in children; neither drug was superior.
 * - Buccolam SmPC (EMA): buccal midazolam 5 mg from 1 to < 5 years.
 * - Intranasal midazolam 0.2 mg/kg (Lahat E et al., BMJ 2000;321:83–86).
 * - APLS (ALSG): no more than two benzodiazepine doses in total, including pre-hospital ones;
 *   hypoglycaemia < 3 mmol/l (54 mg/dl) treated with 2 ml/kg of 10 % glucose.
 * - NICE NG217 (2022) and the SEUP protocol (3.ª ed., 2019): if status persists after the first
 *   second-line drug, a different second-line drug while rapid sequence induction is prepared.
 * Phenytoin: diluted only in 0.9 % saline, ≤ 1 mg/kg/min and ≤ 50 mg/min, ECG and BP monitored.
 * IV lorazepam and fosphenytoin may not be marketed in Spain: not offered here (check in CIMA);
 * the IV benzodiazepines offered are diazepam and midazolam (midazolam IV 0.1–0.2 mg/kg as in
 * Spanish emergency protocols; check the local maximum). A 10-fold glucose bolus gives
 * hyperglycaemia, not persistent hypoglycaemia.
 *
 * The case: febrile gastroenteritis with two days of poor intake; the child arrives after about
 * 10 minutes of seizure with ketotic hypoglycaemia (50 mg/dl). Benzodiazepines do not stop this
 * seizure (established status); an adequate second-line dose stops it only once glucose is
 * ≥ 54 mg/dl. A third benzodiazepine dose (or an overdose) causes respiratory depression, which
 * bag-mask ventilation reverses. Time rules (seconds from arrival): no benzodiazepine by minute
 * 10, glucose not checked by minute 10 or not treated by minute 20, and no second-line drug by
 * minute 30 (about 40 minutes of seizure).
 */
import type { PresencialScenario } from "./schema";

const CRISIS_INICIAL =
  "Crisis tonicoclónica generalizada en curso: desviación ocular a la derecha, sacudidas clónicas de las cuatro extremidades, no responde. Comenzó en casa hace unos 10 minutos.";
const CRISIS_CEDE =
  "Cede la actividad convulsiva: sin sacudidas ni desviación ocular. Periodo poscrítico: responde al dolor con retirada, pupilas medias y reactivas, movilidad simétrica de las cuatro extremidades.";
const RESPIRACION_DEPRIMIDA =
  "Respiraciones superficiales e irregulares a 10 por minuto, con pausas; ronquido por caída de la lengua. Cianosis peribucal.";

/**
 * Effective second-line doses for 16 kg: at least the cited dose, rounded down. Overdoses also
 * stop the seizure (they are flagged in the report; phenytoin's has its own toxicity rule).
 */
const LEVETIRACETAM_ADECUADO = { action: "levetiracetam", dose_gte: 600 } as const;
const VALPROATO_ADECUADO = { action: "acido_valproico", dose_gte: 600 } as const;
const FENITOINA_ADECUADA = { action: "fenitoina", dose_gte: 300 } as const;
const NINGUNA_SEGUNDA_LINEA = [LEVETIRACETAM_ADECUADO, VALPROATO_ADECUADO, FENITOINA_ADECUADA];

const efectosDepresionRespiratoria = [
  { variable_key: "fr", value: "10" },
  { variable_key: "sat", value: "-10" },
  { variable_key: "respiracion", value: RESPIRACION_DEPRIMIDA },
  { variable_key: "gasometria", value: "pH 7,12 · pCO₂ 74 mmHg · HCO₃⁻ 21 mmol/L · lactato 4,6 mmol/L" },
];

const efectosCese = [
  { variable_key: "crisis", value: CRISIS_CEDE },
  { variable_key: "fc", value: "128" },
  { variable_key: "ta", value: "104/62" },
];

const estatusEpileptico = {
  slug: "estatus-epileptico-convulsivo",
  title: "Estado epiléptico convulsivo en Urgencias: benzodiacepinas y segunda línea",
  summary:
    "Niño de 4 años que llega a Urgencias convulsionando desde hace unos 10 minutos, tras dos días de fiebre, vómitos e ingesta escasa. El equipo debe estabilizar la vía aérea, medir y corregir la glucemia, administrar una benzodiacepina sin esperar a la vía y repetirla una sola vez, y pasar a tiempo a un fármaco de segunda línea (levetiracetam, ácido valproico o fenitoína) con la dosis en mg, la dilución y la velocidad correctas, evitando una tercera benzodiacepina.",
  level: "medio",
  mode: ["presencial"],
  status: "Disponible",
  estimated_minutes: 30,
  categories: ["Neurología", "Seguridad del medicamento"],

  patient_overview: {
    age: "4 años",
    sex: "Niño",
    weightKg: 16,
    bullets: [
      "Dos días de gastroenteritis con vómitos; apenas come ni bebe desde ayer",
      "Fiebre de 38,7 °C desde esta mañana",
      "Sin crisis previas ni antecedentes neurológicos; desarrollo normal",
      "Sin alergias conocidas; no toma medicación habitual",
    ],
    paragraphs: [
      "Los padres entran corriendo en Urgencias con el niño en brazos: empezó a convulsionar en casa hace unos 10 minutos y, como viven cerca, lo han traído en su coche. No tienen medicación de rescate.",
      "Se le traslada al box de reanimación, donde le recibe el equipo.",
    ],
  },

  steps: [
    { key: "reconocimiento", name: "Reconocimiento y primera benzodiacepina", order_index: 0 },
    { key: "segunda_dosis", name: "Segunda dosis de benzodiacepina", order_index: 1 },
    { key: "segunda_linea", name: "Fármaco de segunda línea", order_index: 2 },
    { key: "tras_la_crisis", name: "Cese de la crisis o estado epiléptico refractario", order_index: 3 },
  ],

  items: [
    {
      key: "abcde_reloj",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "heading",
      label: "ABCDE con el reloj en marcha",
      help: "Registrar en la consola cada benzodiacepina (una sola intervención para midazolam y diazepam, con su vía y su dosis en mg), la glucemia capilar, la glucosa, el fármaco de segunda línea (mg), el oxígeno y la ventilación. La crisis solo cede con una dosis adecuada de segunda línea y la glucemia corregida (≥ 54 mg/dl). Pulsar «reevaluar» en los minutos 10, 20 y 30 para aplicar las reglas de tiempo.",
      order_index: 0,
    },
    {
      key: "hora_inicio",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "checkbox",
      label: "Establece la hora de inicio de la crisis (unos 10 minutos antes de la llegada) y asigna a alguien que anuncie los minutos",
      order_index: 1,
    },
    {
      key: "glucemia_medida",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "number",
      label: "Glucemia capilar comunicada por el equipo (mg/dL)",
      help: "Al llegar, 50 mg/dL. Por debajo de 54 mg/dL (3 mmol/L): glucosa al 10 % 2 ml/kg = 32 ml IV o IO (APLS). Si a los 10 minutos no se ha medido ni tratado, baja a 44; si a los 20 no se ha dado glucosa, baja 4 más.",
      order_index: 2,
    },
    {
      key: "primera_benzodiacepina",
      step_key: "reconocimiento",
      section: "Primera línea",
      type: "choice",
      label: "Primera benzodiacepina y vía",
      help: "Sin vía: midazolam bucal 5 mg (ficha técnica de Buccolam, 1 a < 5 años), IM 5 mg (AES 2016) o intranasal 0,2 mg/kg = 3,2 mg. Con vía: diazepam 0,15–0,2 mg/kg = 2,4–3,2 mg IV (AES 2016) o midazolam 0,1–0,2 mg/kg = 1,6–3,2 mg IV (el loracepam IV no está disponible en España). No retrasarla para conseguir una vía.",
      options: ["Midazolam bucal", "Midazolam intranasal", "Midazolam IM", "Diazepam rectal", "Diazepam o midazolam IV/IO", "Ninguna"],
      order_index: 3,
    },
    {
      key: "segunda_benzodiacepina",
      step_key: "segunda_dosis",
      section: "Primera línea",
      type: "checkbox",
      label: "Segunda y última dosis de benzodiacepina a los 5 minutos de la primera, porque persiste la crisis",
      help: "Como máximo dos dosis en total, incluidas las prehospitalarias (APLS). Una tercera dosis provoca depresión respiratoria en la simulación.",
      order_index: 4,
    },
    {
      key: "segunda_linea_elegida",
      step_key: "segunda_linea",
      section: "Segunda línea",
      type: "choice",
      label: "Fármaco de segunda línea elegido",
      help: "Cualquiera de los tres es correcto (ESETT): levetiracetam 40–60 mg/kg (640–960 mg), ácido valproico 40 mg/kg (640 mg) o fenitoína 20 mg/kg (320 mg). Una tercera benzodiacepina no es una opción.",
      options: ["Levetiracetam", "Ácido valproico", "Fenitoína", "Tercera dosis de benzodiacepina"],
      order_index: 5,
    },
    {
      key: "dosis_carga_mg",
      step_key: "segunda_linea",
      section: "Segunda línea",
      type: "number",
      label: "Dosis de carga prescrita (mg)",
      help: "Levetiracetam 60 mg/kg = 960 mg (máx. 4500 mg) en 10 min, o 40 mg/kg = 640 mg en 5 min; ácido valproico 40 mg/kg = 640 mg (máx. 3000 mg) en 10 min; fenitoína 20 mg/kg = 320 mg en ≥ 20 min. 9600 mg o 96 mg de levetiracetam son errores de 10 veces.",
      order_index: 6,
    },
    {
      key: "validacion_farmacia",
      step_key: "segunda_linea",
      section: "Seguridad del medicamento",
      type: "checkbox",
      label: "Farmacia valida la carga: dosis en mg y volumen, diluyente, tiempo de infusión y contraindicaciones",
      help: "Fenitoína: solo en SF 0,9 % (precipita en glucosado), ≤ 1 mg/kg/min y ≤ 50 mg/min, con ECG y TA; vía gruesa. Ácido valproico: descartar hepatopatía, sospecha de enfermedad mitocondrial o metabólica, pancreatitis y coagulopatía (este niño no las tiene). Levetiracetam: compatible con SF, glucosado al 5 % y Ringer lactato.",
      order_index: 7,
    },
    {
      key: "vigila_respiracion",
      step_key: "segunda_dosis",
      section: "Seguridad",
      type: "checkbox",
      label: "Vigila la respiración tras cada benzodiacepina y, si hipoventila, ventila con bolsa-mascarilla (sin flumazenilo)",
      help: "El flumazenilo puede desencadenar crisis y está contraindicado tras benzodiacepinas administradas por un estado epiléptico.",
      order_index: 8,
    },
    {
      key: "situacion_tras_carga",
      step_key: "tras_la_crisis",
      section: "Reevaluación",
      type: "choice",
      label: "Situación a los 5–10 minutos de terminar la carga",
      help: "Si persiste: segundo fármaco de segunda línea distinto mientras se prepara la secuencia rápida de intubación y se avisa a UCI pediátrica (AES 2016, fase 3; NICE NG217). Si cede: vigilar la recuperación de la consciencia, buscar la causa (infección del SNC, iones) y mantener el aporte de glucosa.",
      options: ["Cede la crisis", "Persiste la crisis"],
      order_index: 9,
    },
    {
      key: "aviso_ucip_familia",
      step_key: "tras_la_crisis",
      section: "Comunicación",
      type: "checkbox",
      label: "Aviso a UCI pediátrica e información a la familia",
      order_index: 10,
    },
    {
      key: "notas_debriefing",
      step_key: "tras_la_crisis",
      section: "Debriefing",
      type: "text",
      label: "Notas para el debriefing",
      help: "Revisar con el informe: tiempo hasta la primera benzodiacepina, número de dosis, tiempo hasta la glucemia y hasta la segunda línea, y dosis fuera de rango.",
      order_index: 11,
    },
  ],

  variables: [
    { key: "fc", label: "Frecuencia cardiaca", type: "vital", unit: "lpm", initial_value: "158" },
    { key: "sat", label: "Saturación de O₂", type: "vital", unit: "%", initial_value: "89" },
    { key: "fr", label: "Frecuencia respiratoria", type: "vital", unit: "rpm", initial_value: "36" },
    {
      key: "ta",
      label: "Tensión arterial",
      type: "vital",
      unit: "mmHg",
      initial_value: "112/70",
      alarm: {
        below: 78,
        source:
          "Hipotensión a los 4 años: TAS < 78 mmHg (70 + 2 × edad en años, de 1 a 10 años). American Heart Association, manual del proveedor de PALS (2020)",
      },
    },
    { key: "temp", label: "Temperatura", type: "vital", unit: "°C", initial_value: "38.7" },
    { key: "relleno", label: "Relleno capilar", type: "vital", unit: "s", initial_value: "2" },
    {
      key: "glucemia",
      label: "Glucemia capilar",
      type: "lab",
      unit: "mg/dL",
      initial_value: "50",
      alarm: {
        below: 54,
        source: "Hipoglucemia: glucemia < 54 mg/dL (3 mmol/L); glucosa al 10 % 2 ml/kg IV o IO. APLS (Advanced Life Support Group)",
      },
    },
    {
      key: "gasometria",
      label: "Gasometría venosa",
      type: "lab",
      initial_value: "pH 7,26 · pCO₂ 52 mmHg · HCO₃⁻ 20 mmol/L · lactato 4,2 mmol/L",
    },
    {
      key: "analitica",
      label: "Iones y analítica",
      type: "lab",
      initial_value:
        "Na⁺ 135 mmol/L · K⁺ 4,1 mmol/L · Ca²⁺ iónico 1,20 mmol/L · Cetonemia 3,1 mmol/L · Leucocitos 14.200/µL · PCR 18 mg/L · Creatinina 0,4 mg/dL",
    },
    {
      key: "ecg",
      label: "ECG (monitor)",
      type: "imagen",
      initial_value: "Taquicardia sinusal a 158 lpm, QRS estrecho, PR y QTc normales.",
    },
    { key: "crisis", label: "Actividad convulsiva", type: "texto", initial_value: CRISIS_INICIAL },
    {
      key: "respiracion",
      label: "Respiración",
      type: "texto",
      initial_value: "Respiración irregular y ruidosa, con secreciones en la boca; esfuerzo respiratorio conservado.",
    },
    {
      key: "exploracion",
      label: "Exploración física",
      type: "texto",
      initial_value:
        "Mucosas secas. Pulsos periféricos palpables. Sin exantema ni petequias; sin signos de traumatismo craneal. Pupilas medias y reactivas. Otoscopia normal.",
    },
  ],

  interventions: [
    {
      key: "via_aerea",
      label: "Apertura de la vía aérea, aspiración de secreciones y decúbito lateral",
      kind: "oxigeno_via_aerea",
      routes: [],
      note: "No forzar la apertura de la boca ni introducir objetos; cánula orofaríngea solo si la tolera.",
      source: "APLS (ALSG)",
      order_index: 0,
    },
    {
      key: "oxigeno",
      label: "Oxígeno a alto flujo (mascarilla con reservorio)",
      kind: "oxigeno_via_aerea",
      routes: [],
      source: "APLS (ALSG); NICE NG217",
      order_index: 1,
    },
    {
      key: "glucemia_capilar",
      label: "Glucemia capilar",
      kind: "procedimiento",
      routes: [],
      note: "En los primeros minutos, en toda convulsión.",
      source: "APLS (ALSG)",
      order_index: 2,
    },
    {
      key: "acceso_vascular",
      label: "Acceso vascular",
      kind: "procedimiento",
      routes: ["IV", "IO"],
      note: "Sin retrasar la primera benzodiacepina: si no hay vía, midazolam bucal, intranasal o IM.",
      source: "AES 2016",
      order_index: 3,
    },
    {
      key: "benzodiacepina",
      label: "Benzodiacepina (midazolam o diazepam)",
      kind: "farmaco",
      dose: { unit: "mg", default: 5, expected_per_kg: 0.3, max: 10 },
      routes: ["bucal", "IN", "IM", "IV", "IO", "rectal"],
      note: "Una sola intervención para todas las benzodiacepinas, para contar las dosis: bucal, intranasal o IM = midazolam; rectal = diazepam; IV/IO: anotar cuál. Midazolam bucal 5 mg (1 a < 5 años); midazolam IM 5 mg (13–40 kg); midazolam intranasal 0,2 mg/kg = 3,2 mg; diazepam IV/IO 0,15–0,2 mg/kg = 2,4–3,2 mg, lento (máx. 10 mg); midazolam IV/IO 0,1–0,2 mg/kg = 1,6–3,2 mg, lento (máximo según el protocolo local); diazepam rectal 0,2–0,5 mg/kg = 3,2–8 mg (p. ej., microenema de 5 mg). Como máximo dos dosis en total, incluidas las prehospitalarias.",
      source: "Buccolam, ficha técnica (EMA); Glauser T et al., AES 2016; Lahat E et al., BMJ 2000; APLS (ALSG); SEUP 2019 (midazolam IV)",
      order_index: 4,
    },
    {
      key: "glucosa_10",
      label: "Glucosa al 10 % en bolo",
      kind: "fluido",
      dose: { unit: "ml/kg", default: 2, expected_per_kg: 2 },
      routes: ["IV", "IO"],
      note: "2 ml/kg = 32 ml si la glucemia es < 54 mg/dL (3 mmol/L); después, aporte de glucosa en el suero de mantenimiento y nueva glucemia a los 10–15 minutos.",
      source: "APLS (ALSG)",
      order_index: 5,
    },
    {
      key: "levetiracetam",
      label: "Levetiracetam IV (carga)",
      kind: "farmaco",
      dose: { unit: "mg", default: 960, expected_per_kg: 60, max: 4500 },
      routes: ["IV", "IO"],
      note: "60 mg/kg = 960 mg (máx. 4500 mg) en 10 minutos (AES 2016, ESETT); la pauta pediátrica de 40 mg/kg = 640 mg en 5 minutos (EcLiPSE, ConSEPT) usó un tope menor. Diluido según la ficha técnica (compatible con SF 0,9 %, glucosado al 5 % y Ringer lactato).",
      source:
        "Glauser T et al., AES 2016; Kapur J et al., ESETT, NEJM 2019; Lyttle MD et al., EcLiPSE, y Dalziel SR et al., ConSEPT, Lancet 2019",
      order_index: 6,
    },
    {
      key: "acido_valproico",
      label: "Ácido valproico IV (carga)",
      kind: "farmaco",
      dose: { unit: "mg", default: 640, expected_per_kg: 40, max: 3000 },
      routes: ["IV", "IO"],
      note: "40 mg/kg = 640 mg (máx. 3000 mg) en 10 minutos. Evitar en hepatopatía, sospecha de enfermedad mitocondrial (p. ej., POLG) o metabólica (ciclo de la urea), pancreatitis y coagulopatía o trombopenia; precaución en menores de 2 años.",
      source: "Glauser T et al., AES 2016; Kapur J et al., ESETT, NEJM 2019",
      order_index: 7,
    },
    {
      key: "fenitoina",
      label: "Fenitoína IV (carga)",
      kind: "farmaco",
      dose: { unit: "mg", default: 320, expected_per_kg: 20 },
      routes: ["IV", "IO"],
      note: "20 mg/kg = 320 mg diluida solo en SF 0,9 % (precipita en glucosado), a ≤ 1 mg/kg/min y nunca más de 50 mg/min (≥ 20 minutos), con ECG y TA continuos; vía gruesa y vigilancia de la extravasación. La fosfenitoína (20 mg EF/kg, máx. 1500 mg EF) podría no estar comercializada en España: comprobar en CIMA.",
      source: "Glauser T et al., AES 2016; Lyttle MD et al., EcLiPSE, Lancet 2019",
      order_index: 8,
    },
    {
      key: "ventilacion_bolsa_mascarilla",
      label: "Ventilación con bolsa-mascarilla",
      kind: "oxigeno_via_aerea",
      routes: [],
      note: "Si hipoventila tras las benzodiacepinas. No usar flumazenilo.",
      source: "APLS (ALSG)",
      order_index: 9,
    },
    {
      key: "aviso_ucip",
      label: "Aviso a UCI pediátrica y preparación de la secuencia rápida de intubación",
      kind: "otro",
      routes: [],
      note: "Si la crisis persiste tras el primer fármaco de segunda línea: otro fármaco de segunda línea mientras se prepara la intubación.",
      source: "AES 2016 (fase 3); NICE NG217",
      order_index: 10,
    },
  ],

  rules: [
    {
      key: "oxigeno",
      description: "Oxígeno a alto flujo: la SatO₂ sube 5 puntos.",
      order_index: 0,
      applies_when: { any: [{ action: "oxigeno" }] },
      effects: [{ variable_key: "sat", value: "+5" }],
    },
    {
      key: "via_aerea",
      description: "Apertura de la vía aérea, aspiración y decúbito lateral: mejora la entrada de aire.",
      order_index: 1,
      applies_when: { any: [{ action: "via_aerea" }] },
      effects: [
        { variable_key: "sat", value: "+2" },
        {
          variable_key: "respiracion",
          value:
            "Respiración irregular, con vía aérea permeable tras aspirar las secreciones y colocarle en decúbito lateral; esfuerzo respiratorio conservado.",
        },
      ],
    },
    {
      key: "glucosa_corrige",
      description: "Glucosa al 10 % a dosis no marcada como fuera de rango: corrige la hipoglucemia.",
      order_index: 2,
      applies_when: { any: [{ action: "glucosa_10", in_range: true }] },
      effects: [{ variable_key: "glucemia", value: "110" }],
    },
    {
      key: "glucosa_exceso",
      description:
        "Glucosa al 10 % de 20 ml/kg o más (10 veces la dosis; marcada fuera de rango): hiperglucemia, no hipoglucemia persistente. Comentar el error en el debriefing.",
      order_index: 3,
      applies_when: { any: [{ action: "glucosa_10", dose_gte: 20 }] },
      effects: [{ variable_key: "glucemia", value: "380" }],
    },
    {
      key: "hipoglucemia_sin_control",
      description: "A los 10 minutos sin glucemia capilar ni glucosa: la glucemia sigue bajando (crisis en curso, ayuno, cetosis).",
      order_index: 4,
      after_s: 600,
      applies_when: { none: [{ action: "glucemia_capilar" }, { action: "glucosa_10" }] },
      effects: [{ variable_key: "glucemia", value: "-6" }],
    },
    {
      key: "hipoglucemia_sin_tratar",
      description: "A los 20 minutos sin glucosa: la glucemia sigue bajando y aparece sudoración fría.",
      order_index: 5,
      after_s: 1200,
      applies_when: { none: [{ action: "glucosa_10" }] },
      effects: [
        { variable_key: "glucemia", value: "-4" },
        {
          variable_key: "exploracion",
          value:
            "Pálido y con sudoración fría. Mucosas secas. Sin exantema ni petequias; sin signos de traumatismo craneal. Pupilas medias y reactivas.",
        },
      ],
    },
    {
      key: "sin_benzodiacepina_10min",
      description:
        "A los 10 minutos de la llegada (unos 20 de crisis) sin ninguna benzodiacepina: empeoran la oxigenación y la taquicardia.",
      order_index: 6,
      after_s: 600,
      applies_when: { none: [{ action: "benzodiacepina" }, ...NINGUNA_SEGUNDA_LINEA] },
      effects: [
        { variable_key: "sat", value: "-3" },
        { variable_key: "fc", value: "+8" },
        {
          variable_key: "crisis",
          value:
            "Sigue la crisis tonicoclónica generalizada sin tratamiento: cianosis peribucal y sialorrea abundante. Lleva unos 20 minutos convulsionando.",
        },
        { variable_key: "gasometria", value: "pH 7,20 · pCO₂ 58 mmHg · HCO₃⁻ 19 mmol/L · lactato 5,8 mmol/L" },
      ],
    },
    {
      key: "primera_benzodiacepina",
      description:
        "Primera benzodiacepina a dosis no marcada: disminuyen las sacudidas, pero la crisis no cede (estado epiléptico que no responde a la primera dosis).",
      order_index: 7,
      applies_when: { any: [{ action: "benzodiacepina", in_range: true }], none: NINGUNA_SEGUNDA_LINEA },
      effects: [
        {
          variable_key: "crisis",
          value:
            "Tras la primera benzodiacepina disminuye la intensidad de las sacudidas, pero persisten las clonías de las cuatro extremidades y la desviación ocular: la crisis no ha cedido.",
        },
      ],
    },
    {
      key: "segunda_benzodiacepina",
      description:
        "Segunda benzodiacepina: la crisis persiste. Estado epiléptico establecido, resistente a benzodiacepinas: toca la segunda línea.",
      order_index: 8,
      applies_when: {
        count: [{ action: "benzodiacepina", in_range: true, count_gte: 2 }],
        none: NINGUNA_SEGUNDA_LINEA,
      },
      effects: [
        {
          variable_key: "crisis",
          value: "Tras la segunda benzodiacepina persisten las clonías generalizadas y la desviación ocular. No responde.",
        },
      ],
    },
    {
      key: "tercera_benzodiacepina",
      description:
        "Tercera dosis de benzodiacepina (más de las dos recomendadas): depresión respiratoria con hipercapnia; hay que ventilar con bolsa-mascarilla.",
      order_index: 9,
      applies_when: {
        count: [{ action: "benzodiacepina", count_gte: 3 }],
        values: [{ variable_key: "fr", gte: 13 }],
      },
      effects: efectosDepresionRespiratoria,
    },
    {
      key: "sobredosis_benzodiacepina",
      description:
        "Una dosis de benzodiacepina de 15 mg o más (marcada fuera de rango; p. ej., un error de concentración): depresión respiratoria.",
      order_index: 10,
      applies_when: {
        any: [{ action: "benzodiacepina", dose_gte: 15 }],
        values: [{ variable_key: "fr", gte: 13 }],
      },
      effects: efectosDepresionRespiratoria,
    },
    {
      key: "ventilacion_rescata",
      description: "Ventilación con bolsa-mascarilla durante la depresión respiratoria: se recupera la oxigenación.",
      order_index: 11,
      applies_when: {
        any: [{ action: "ventilacion_bolsa_mascarilla" }],
        values: [{ variable_key: "fr", lte: 12 }],
      },
      effects: [
        { variable_key: "fr", value: "20" },
        { variable_key: "sat", value: "+10" },
        {
          variable_key: "respiracion",
          value: "Ventilación con bolsa-mascarilla eficaz: buena expansión torácica bilateral. Esfuerzo respiratorio propio escaso.",
        },
        { variable_key: "gasometria", value: "pH 7,24 · pCO₂ 50 mmHg · HCO₃⁻ 21 mmol/L · lactato 4,0 mmol/L" },
      ],
    },
    {
      key: "cede_levetiracetam",
      description:
        "Levetiracetam de al menos 600 mg (≈ 40 mg/kg) y glucemia ≥ 54 mg/dL: cede la crisis. Con hipoglucemia no corregida no cede.",
      order_index: 12,
      applies_when: { any: [LEVETIRACETAM_ADECUADO], values: [{ variable_key: "glucemia", gte: 54 }] },
      effects: efectosCese,
    },
    {
      key: "cede_valproato",
      description: "Ácido valproico de al menos 600 mg (≈ 40 mg/kg) y glucemia ≥ 54 mg/dL: cede la crisis.",
      order_index: 13,
      applies_when: { any: [VALPROATO_ADECUADO], values: [{ variable_key: "glucemia", gte: 54 }] },
      effects: efectosCese,
    },
    {
      key: "cede_fenitoina",
      description: "Fenitoína de al menos 300 mg (≈ 20 mg/kg) y glucemia ≥ 54 mg/dL: cede la crisis al terminar la infusión.",
      order_index: 14,
      applies_when: { any: [FENITOINA_ADECUADA], values: [{ variable_key: "glucemia", gte: 54 }] },
      effects: efectosCese,
    },
    {
      key: "fenitoina_toxica",
      description: "Fenitoína de 640 mg o más (el doble de la dosis, 40 mg/kg): bradicardia, hipotensión y trastornos de la conducción.",
      order_index: 15,
      applies_when: { any: [{ action: "fenitoina", dose_gte: 640 }] },
      effects: [
        { variable_key: "fc", value: "64" },
        { variable_key: "ta", value: "72/38" },
        {
          variable_key: "ecg",
          value: "Bradicardia sinusal a 64 lpm con PR alargado, QRS ensanchado y extrasístoles ventriculares.",
        },
      ],
    },
    {
      key: "sin_segunda_linea_30min",
      description:
        "A los 30 minutos de la llegada (unos 40 de crisis) sin ninguna dosis adecuada de segunda línea: la crisis se acerca a la fase refractaria, con hipertermia y acidosis.",
      order_index: 16,
      after_s: 1800,
      applies_when: { none: NINGUNA_SEGUNDA_LINEA },
      effects: [
        { variable_key: "fc", value: "+10" },
        { variable_key: "temp", value: "+0.6" },
        { variable_key: "sat", value: "-3" },
        {
          variable_key: "crisis",
          value:
            "Unos 40 minutos de crisis: clonías generalizadas persistentes, más débiles, con desviación ocular. No responde. Riesgo de estado epiléptico refractario.",
        },
        { variable_key: "gasometria", value: "pH 7,16 · pCO₂ 60 mmHg · HCO₃⁻ 17 mmol/L · lactato 7,2 mmol/L" },
      ],
    },
  ],

  kpis: [
    {
      key: "tiempo_benzodiacepina",
      label: "Tiempo hasta la primera benzodiacepina",
      kind: "time_to_first",
      action: "benzodiacepina",
      order_index: 0,
    },
    {
      key: "dosis_benzodiacepina",
      label: "Dosis de benzodiacepina administradas",
      kind: "count",
      action: "benzodiacepina",
      order_index: 1,
    },
    {
      key: "tiempo_glucemia",
      label: "Tiempo hasta la glucemia capilar",
      kind: "time_to_first",
      action: "glucemia_capilar",
      order_index: 2,
    },
    {
      key: "tiempo_levetiracetam",
      label: "Tiempo hasta el fármaco de segunda línea: levetiracetam",
      kind: "time_to_first",
      action: "levetiracetam",
      order_index: 3,
    },
    {
      key: "tiempo_valproato",
      label: "Tiempo hasta el fármaco de segunda línea: ácido valproico",
      kind: "time_to_first",
      action: "acido_valproico",
      order_index: 4,
    },
    {
      key: "tiempo_fenitoina",
      label: "Tiempo hasta el fármaco de segunda línea: fenitoína",
      kind: "time_to_first",
      action: "fenitoina",
      order_index: 5,
    },
    { key: "dosis_fuera_rango", label: "Dosis fuera de rango", kind: "flagged", order_index: 6 },
  ],

  expected_findings: [
    "Estado epiléptico convulsivo: crisis tonicoclónica generalizada de más de 5 minutos (al llegar, unos 10). Tratar ya, sin esperar a los 30 minutos de las definiciones antiguas.",
    "Hipoglucemia cetósica (50 mg/dL, por debajo de 54 mg/dL = 3 mmol/L) tras dos días de vómitos e ingesta escasa: glucosa al 10 % 2 ml/kg = 32 ml. En la simulación, mientras no se corrija, la crisis no cede.",
    "Secuencia esperada: primera benzodiacepina en los primeros minutos sin esperar a la vía (midazolam bucal 5 mg), segunda a los 5 minutos si persiste, y fármaco de segunda línea a los 5–10 minutos de la segunda: levetiracetam 40–60 mg/kg (640–960 mg), ácido valproico 40 mg/kg (640 mg) o fenitoína 20 mg/kg (320 mg en SF, en ≥ 20 min).",
    "Una tercera benzodiacepina produce depresión respiratoria: se trata con bolsa-mascarilla, no con flumazenilo. Si la crisis persiste tras la segunda línea: otro fármaco de segunda línea y preparación de la intubación con UCI pediátrica.",
    "Con fiebre, cuando ceda la crisis hay que valorar una infección del sistema nervioso central; la punción lumbar se difiere hasta que esté estable.",
  ],

  checklist: [
    {
      key: "a_via_aerea",
      label: "A: Abre la vía aérea, aspira secreciones y coloca al niño en decúbito lateral, sin forzar la apertura de la boca",
      category: "A",
      order_index: 0,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "b_oxigeno",
      label: "B: Administra oxígeno a alto flujo y monitoriza SatO₂ y frecuencia respiratoria",
      category: "B",
      order_index: 1,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "b_hipoventilacion",
      label: "B: Reconoce la hipoventilación tras las benzodiacepinas y ventila con bolsa-mascarilla, sin usar flumazenilo",
      category: "B",
      order_index: 2,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "c_monitor_acceso",
      label: "C: Monitoriza ECG y TA y obtiene acceso IV o IO sin retrasar la primera benzodiacepina",
      category: "C",
      order_index: 3,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "d_glucemia",
      label: "D: Mide la glucemia capilar en los primeros minutos y trata la hipoglucemia con glucosa al 10 % 2 ml/kg (32 ml)",
      category: "D",
      order_index: 4,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "d_neurologica",
      label: "D: Describe la crisis (tipo, lateralidad, pupilas) y registra su hora de inicio y su duración",
      category: "D",
      order_index: 5,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "e_exposicion",
      label: "E: Registra la temperatura y busca exantema, petequias, signos meníngeos o de traumatismo",
      category: "E",
      order_index: 6,
      weight: 1,
      role: "Común",
    },
    {
      key: "dx_estado_epileptico",
      label: "Diagnóstico: Reconoce el estado epiléptico convulsivo (crisis de más de 5 minutos) y lo comunica con la hora de inicio",
      category: "Diagnóstico",
      order_index: 7,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "dx_causa",
      label: "Diagnóstico: Busca la causa: glucemia, iones (Na⁺, Ca²⁺), gasometría y posible infección del sistema nervioso central",
      category: "Diagnóstico",
      order_index: 8,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "tx_primera_bzd",
      label: "Tratamiento: Administra la primera benzodiacepina sin demora y sin esperar a la vía (midazolam bucal 5 mg)",
      category: "Tratamiento",
      order_index: 9,
      weight: 3,
      role: "Común",
    },
    {
      key: "tx_segunda_bzd",
      label: "Tratamiento: Repite la benzodiacepina una sola vez a los 5 minutos si persiste la crisis y no administra una tercera dosis",
      category: "Tratamiento",
      order_index: 10,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "tx_segunda_linea",
      label:
        "Tratamiento: Indica a tiempo un fármaco de segunda línea a dosis de carga: levetiracetam 40–60 mg/kg, ácido valproico 40 mg/kg o fenitoína 20 mg/kg",
      category: "Tratamiento",
      order_index: 11,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "tx_validacion_farmacia",
      label:
        "Tratamiento: Valida la carga en mg y en ml, el diluyente y la velocidad (fenitoína solo en SF y ≤ 1 mg/kg/min) y descarta contraindicaciones del ácido valproico",
      category: "Tratamiento",
      order_index: 12,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_cuenta_bzd",
      label:
        "Tratamiento: Cuenta las benzodiacepinas ya administradas (incluidas las prehospitalarias) antes de preparar otra y propone la segunda línea",
      category: "Tratamiento",
      order_index: 13,
      weight: 2,
      role: "Farmacia",
    },
    {
      key: "tx_preparacion",
      label:
        "Tratamiento: Prepara la carga con doble verificación independiente, bomba de infusión y etiquetado, y vigila la vía durante la infusión",
      category: "Tratamiento",
      order_index: 14,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "otros_roles_tiempo",
      label: "Otros: Asigna roles, usa comunicación en circuito cerrado y anuncia en voz alta los minutos desde el inicio de la crisis",
      category: "Otros",
      order_index: 15,
      weight: 2,
      role: "Común",
    },
    {
      key: "otros_ucip",
      label: "Otros: Avisa a UCI pediátrica si la crisis no cede tras la segunda línea y prepara la secuencia rápida de intubación",
      category: "Otros",
      order_index: 16,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "otros_familia",
      label: "Otros: Informa a la familia de forma clara durante la atención",
      category: "Otros",
      order_index: 17,
      weight: 1,
      role: "Común",
    },
  ],

  script: [
    {
      step_key: "reconocimiento",
      text: "Urgencias de pediatría. Los padres entran corriendo con un niño de 4 años (16 kg) en brazos: lleva unos 10 minutos convulsionando. Desde hace dos días tiene vómitos y apenas come; hoy tiene fiebre. No tienen medicación de rescate.\n\nLa hora de llegada es el minuto 0. ¿Qué hacéis y quién lleva el tiempo?",
    },
    {
      step_key: "segunda_dosis",
      text: "Han pasado 5 minutos desde la primera benzodiacepina y el niño sigue convulsionando. Ya tenéis una vía intravenosa.\n\n¿Qué hacéis ahora? ¿Cuántas dosis de benzodiacepina lleva?",
    },
    {
      step_key: "segunda_linea",
      text: "Cinco minutos después de la segunda benzodiacepina persiste la crisis.\n\n¿Qué fármaco de segunda línea elegís, a qué dosis en mg y en qué volumen, cómo se prepara y en cuánto tiempo se administra? ¿Queda algo por corregir?",
    },
  ],

  resources: [
    {
      title:
        "Evidence-Based Guideline: Treatment of Convulsive Status Epilepticus in Children and Adults: Report of the Guideline Committee of the American Epilepsy Society",
      url: "https://doi.org/10.5698/1535-7597-16.1.48",
      source: "Epilepsy Currents 2016;16(1):48–61 (Glauser T, Shinnar S, Gloss D, et al.)",
      type: "Guía de práctica clínica",
      year: 2016,
      free_access: true,
      weight: 3,
    },
    {
      title: "Estatus epiléptico. Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría (3.ª edición)",
      url: "https://www.aeped.es/documentos/protocolos-urgencias-pediatricas",
      source: "Sociedad Española de Urgencias de Pediatría (SEUP) y Asociación Española de Pediatría (González Hermosa A, 2019)",
      type: "Protocolo",
      year: 2019,
      free_access: true,
      weight: 3,
    },
    {
      title: "Epilepsies in children, young people and adults (NICE guideline NG217)",
      url: "https://www.nice.org.uk/guidance/ng217",
      source: "National Institute for Health and Care Excellence (NICE), 2022",
      type: "Guía de práctica clínica",
      year: 2022,
      free_access: true,
      weight: 2,
    },
    {
      title: "Randomized Trial of Three Anticonvulsant Medications for Status Epilepticus (ESETT)",
      url: "https://doi.org/10.1056/NEJMoa1905795",
      source: "New England Journal of Medicine 2019;381(22):2103–2113 (Kapur J, Elm J, Chamberlain JM, et al.)",
      type: "Ensayo clínico",
      year: 2019,
      free_access: true,
      weight: 2,
    },
    {
      title:
        "Levetiracetam versus phenytoin for second-line treatment of paediatric convulsive status epilepticus (EcLiPSE): a multicentre, open-label, randomised trial",
      url: "https://doi.org/10.1016/S0140-6736(19)30724-X",
      source: "The Lancet 2019;393(10186):2125–2134 (Lyttle MD, Rainford NEA, Gamble C, et al.)",
      type: "Ensayo clínico",
      year: 2019,
      free_access: true,
      weight: 2,
    },
    {
      title:
        "Levetiracetam versus phenytoin for second-line treatment of convulsive status epilepticus in children (ConSEPT): an open-label, multicentre, randomised controlled trial",
      url: "https://doi.org/10.1016/S0140-6736(19)30722-6",
      source: "The Lancet 2019;393(10186):2135–2145 (Dalziel SR, Borland ML, Furyk J, et al.)",
      type: "Ensayo clínico",
      year: 2019,
      free_access: false,
      weight: 2,
    },
    {
      title: "Buccolam (midazolam solución bucal): información del medicamento (EPAR)",
      url: "https://www.ema.europa.eu/en/medicines/human/EPAR/buccolam",
      source: "Agencia Europea de Medicamentos (EMA)",
      type: "Ficha técnica",
      year: 2011,
      free_access: true,
      weight: 2,
    },
    {
      title:
        "Comparison of intranasal midazolam with intravenous diazepam for treating febrile seizures in children: prospective randomised study",
      url: "https://doi.org/10.1136/bmj.321.7253.83",
      source: "BMJ 2000;321(7253):83–86 (Lahat E, Goldman M, Barr J, et al.)",
      type: "Ensayo clínico",
      year: 2000,
      free_access: true,
      weight: 1,
    },
    {
      title: "Advanced Paediatric Life Support: A Practical Approach to Emergencies (7.ª edición)",
      url: "https://www.alsg.org/",
      source: "Advanced Life Support Group (ALSG); Wiley-Blackwell",
      type: "Manual",
      year: 2023,
      free_access: false,
      weight: 2,
    },
  ],
} satisfies PresencialScenario;

export default estatusEpileptico;
