import type { OnlineScenario } from "./schema";

/**
 * Hiperpotasemia grave con cambios en el ECG en un niño con daño renal agudo (síndrome hemolítico
 * urémico).
 * Fuentes:
 * - Royal Children's Hospital Melbourne. Clinical Practice Guidelines: Hyperkalaemia (versión web
 *   vigente; estabilización con calcio, redistribución con insulina-glucosa y salbutamol, bicarbonato,
 *   eliminación, muestra artefactada, «asumir que el potasio es real si hay disfunción renal»).
 * - Perth Children's Hospital. Emergency Department Guidelines: Hyperkalaemia (versión web vigente;
 *   cambios del ECG, seudohiperpotasemia por hemólisis de la muestra, hipocalcemia y acidosis que
 *   potencian la toxicidad).
 * - Antón Gamero M, Fernández Escribano A. Daño renal agudo. Protocolos diagnósticos y terapéuticos
 *   de la AEP (Nefrología pediátrica), 2014 (indicaciones de depuración extrarrenal).
 * - Pediamécum (AEP): gluconato cálcico, insulina, salbutamol.
 * - ISMP-España: medicamentos de alto riesgo (insulina, electrolitos concentrados) y abreviaturas
 *   que inducen errores («U», «UI»).
 * - Fichas técnicas de gluconato cálcico 10 %, insulina humana soluble y poliestireno sulfonato
 *   cálcico (CIMA-AEMPS).
 */
const scenario: OnlineScenario = {
  slug: "hiperpotasemia-grave",
  title: "Hiperpotasemia grave con cambios en el ECG en un niño con daño renal agudo",
  summary:
    "Niño de 3 años con síndrome hemolítico urémico, oligoanuria y potasio de 7,8 mmol/l con QRS ancho. Interpretación del ECG y de una muestra hemolizada, orden y dosis del tratamiento urgente, preparación segura de la insulina, fuentes ocultas de potasio, monitorización de enfermería y tratamiento definitivo.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Endocrino y metabólico"],
  brief: {
    title: "Niño de 3 años con palidez, edemas y casi sin orinar tras una diarrea sanguinolenta",
    context:
      "Urgencias de pediatría de un hospital con UCI pediátrica y nefrología infantil. Hace 6 días tuvo diarrea con sangre que ya ha cedido. Desde hace 36 horas apenas moja el pañal, está pálido, irritable y con los párpados hinchados.",
    chips: ["Urgencias", "UCI pediátrica", "Daño renal agudo", "Electrolitos", "Alto riesgo"],
    demographics: { age: "3 años", weightKg: 14, sex: "Niño" },
    chief_complaint: "Oligoanuria de 36 horas, palidez, edemas palpebrales e irritabilidad.",
    history: [
      "Diarrea sanguinolenta hace 6 días tras una comida familiar; coprocultivo pendiente",
      "Sano previamente; vacunación al día",
      "Sin alergias conocidas",
      "En su centro de salud recibió suero oral; no toma ningún medicamento",
    ],
    triangle: { appearance: "amber", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "Irritable, responde a los padres; se queja de que le cuesta mover las piernas.",
      breathing: "Respiración rápida y profunda, sin tiraje.",
      circulation: "Palidez intensa sin cianosis; relleno capilar de 2 segundos.",
    },
    vitals: {
      fc: 92,
      fr: 34,
      sat: 97,
      temp: 36.8,
      ta: "132/84",
      notes: "Monitor: ritmo regular con QRS ancho. TA por encima del percentil 99 para su edad y talla.",
    },
    exam: [
      "Palidez cutaneomucosa; petequias aisladas en el tronco",
      "Edemas palpebrales y pretibiales",
      "Debilidad simétrica en miembros inferiores; reflejos presentes",
      "Auscultación cardiopulmonar sin crepitantes ni roce",
      "Abdomen blando; vejiga no palpable",
    ],
    quick_labs: [
      { name: "Gasometría venosa", value: "pH 7,21; bicarbonato 13 mmol/l; K 7,8 mmol/l; Na 131 mmol/l; Ca iónico 1,02 mmol/l" },
      { name: "Glucemia", value: "96 mg/dl" },
      { name: "Urea / creatinina", value: "240 mg/dl / 3,9 mg/dl" },
      { name: "Hemograma", value: "Hb 6,8 g/dl; plaquetas 38 000/mm³; esquistocitos en el frotis" },
      { name: "LDH / haptoglobina", value: "2400 U/l / indetectable" },
      { name: "Bioquímica del laboratorio", value: "K 8,1 mmol/l; muestra informada como hemolizada" },
      { name: "ECG de 12 derivaciones", value: "Ondas T picudas, P aplanadas, PR 0,20 s, QRS 0,12 s" },
    ],
    imaging: [{ name: "Ecografía renal y vesical", status: "ordered" }],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias; monitorización por la palidez y los edemas" },
      { tmin: 5, event: "El monitor muestra complejos QRS anchos; se hace ECG de 12 derivaciones" },
      { tmin: 8, event: "Gasometría venosa con potasio de 7,8 mmol/l" },
      { tmin: 15, event: "El laboratorio llama: potasio de 8,1 mmol/l en una muestra hemolizada" },
    ],
    red_flags: [
      "Potasio > 7 mmol/l",
      "Cambios en el ECG, sobre todo ensanchamiento del QRS",
      "Oligoanuria con aporte o liberación continua de potasio",
      "Debilidad muscular",
      "Acidosis metabólica",
    ],
    critical_actions: [
      "Monitorización ECG continua y acceso venoso seguro",
      "Interpretar el potasio junto con el ECG y el contexto clínico",
      "Proteger el miocardio y desplazar el potasio al interior de las células",
      "Retirar todo aporte de potasio",
      "Avisar a nefrología infantil y a la UCI pediátrica",
    ],
    learning_objective:
      "Tratar de forma ordenada la hiperpotasemia grave pediátrica: reconocer su repercusión en el ECG, no atribuirla sin más a una muestra hemolizada, estabilizar la membrana, redistribuir y eliminar el potasio, con dosis por peso, preparación segura de la insulina y monitorización.",
    objectives: {
      MED: [
        "Reconocer la hiperpotasemia con repercusión electrocardiográfica",
        "Ordenar el tratamiento: estabilizar, redistribuir y eliminar",
        "Indicar la depuración extrarrenal en el daño renal oligoanúrico",
      ],
      NUR: [
        "Administrar el gluconato cálcico con seguridad y monitorización",
        "Vigilar la glucemia tras la insulina y el potasio de rebote",
      ],
      PHARM: [
        "Preparar una dosis pediátrica de insulina con una dilución medible",
        "Revisar las fuentes ocultas de potasio en la prescripción",
        "Situar las resinas de intercambio y el bicarbonato en su papel",
      ],
    },
    competencies: [
      "Interpretación del ECG",
      "Cálculo de dosis por peso",
      "Medicamentos de alto riesgo",
      "Trabajo en equipo con nefrología",
    ],
    estimated_minutes: 20,
    level: "avanzado",
  },
  steps: [
    {
      description: "Reconocimiento: ECG y potasio",
      narrative: "Tienes el ECG de 12 derivaciones, la gasometría y la llamada del laboratorio.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cómo interpretas el ECG en este contexto?",
          options: [
            "Cambios inespecíficos de repolarización por la anemia, que no requieren tratamiento específico",
            "Ondas U por hipopotasemia secundaria a la diarrea previa",
            "Pericarditis urémica con bajo voltaje",
            "Hiperpotasemia con repercusión cardiaca avanzada: riesgo inminente de arritmia grave",
          ],
          correct_option: 3,
          explanation:
            "La secuencia típica de la hiperpotasemia es T picudas, después alargamiento del PR y aplanamiento de la P, ensanchamiento del QRS y, finalmente, onda sinusoidal, fibrilación ventricular o asistolia (PCH, RCH). Un QRS de 0,12 s en un niño de 3 años indica afectación avanzada: es una emergencia aunque el niño parezca estable. La correlación entre la cifra de potasio y el ECG es solo aproximada (PCH), y la hipocalcemia y la acidosis de este niño aumentan la toxicidad cardiaca. La hipopotasemia da ondas U y T aplanadas, y la pericarditis, elevación difusa del ST.",
          roles: [],
          is_critical: true,
          hints: [
            "Recorre el ECG de la onda P al complejo QRS y compáralo con la gasometría.",
            "¿Qué hallazgo indica que la conducción intraventricular ya está afectada?",
          ],
        },
        {
          question_text: "El laboratorio informa la muestra como hemolizada. ¿Qué haces?",
          options: [
            "Tratar ya y repetir el potasio después, sin esperar al resultado",
            "Esperar a una nueva extracción sin torniquete antes de tratar, porque la hemólisis invalida el resultado",
            "Atribuirlo a una seudohiperpotasemia: el niño está consciente y la cifra de la gasometría es menor",
            "Solicitar un potasio en orina para distinguir si el origen es renal antes de decidir",
          ],
          correct_option: 0,
          explanation:
            "La hemólisis de la muestra, el torniquete prolongado o la punción capilar pueden elevar falsamente el potasio (PCH), pero aquí hay cambios en el ECG, daño renal oligoanúrico y un potasio de 7,8 mmol/l en gasometría. El RCH recomienda, con disfunción renal, asumir que el potasio es real hasta demostrar lo contrario. En el síndrome hemolítico urémico la hemólisis es además intravascular: el potasio liberado está en la sangre del niño, no solo en el tubo.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué dato independiente del tubo de laboratorio tienes?", "Piensa dónde ocurre la hemólisis en esta enfermedad."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: estabilizar y redistribuir",
      narrative: "El niño tiene dos vías periféricas y monitorización continua. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es la primera medida farmacológica?",
          options: [
            "Poliestireno sulfonato cálcico oral o rectal, porque es la única medida que elimina el potasio del organismo",
            "Gluconato cálcico 10 % 0,5 ml/kg (7 ml) IV en 5–10 minutos con ECG continuo",
            "Cloruro cálcico 10 % 0,5 ml/kg (7 ml) en bolo rápido por la vía periférica",
            "Bicarbonato 1 M 2 ml/kg (28 ml) en bolo, porque corrige a la vez la acidosis",
          ],
          correct_option: 1,
          explanation:
            "Con cambios en el ECG, lo primero es estabilizar la membrana del miocardio con calcio: gluconato cálcico 10 % 0,5 ml/kg (máximo 20 ml) en 5–10 minutos con monitorización: 0,5 × 14 = 7 ml (RCH, PCH; Pediamécum recoge un intervalo de 0,5–1 ml/kg). Actúa en minutos y dura 30–60 minutos, pero no baja el potasio; la hipocalcemia de este niño (calcio iónico 1,02 mmol/l) potencia además la toxicidad cardiaca (PCH). El cloruro cálcico aporta unas tres veces más calcio por ml (su dosis es 0,2 ml/kg), es muy irritante y se prefiere por vía central; las resinas tardan horas, y el bicarbonato no es la primera medida.",
          roles: [],
          is_critical: true,
          hints: [
            "Ordena las medidas según lo que amenaza antes la vida y cuánto tarda cada una en actuar.",
            "Compara el contenido en calcio de las dos sales.",
          ],
          time_limit: 60,
        },
        {
          question_text: "¿Qué pauta indicas para desplazar el potasio al interior de las células?",
          options: [
            "Insulina rápida 1 unidad/kg (14 unidades) IV con glucosado al 5 % de mantenimiento",
            "Insulina rápida 0,1 unidades/kg (1,4 unidades) IV sin glucosa, porque la glucemia es normal",
            "Insulina rápida 0,1 unidades/kg (1,4 unidades) con glucosa 0,5 g/kg (70 ml de glucosado al 10 %) en 30 minutos",
            "Glucosa hipertónica sola (5 ml/kg de glucosado al 20 %), para estimular la insulina endógena y evitar así los errores de dosificación de la insulina",
          ],
          correct_option: 2,
          explanation:
            "La pauta pediátrica es insulina rápida 0,1 unidades/kg (máximo 10 unidades) con glucosa 0,5–1 g/kg (5–10 ml/kg de glucosado al 10 %) en unos 30 minutos (RCH, Pediamécum): 0,1 × 14 = 1,4 unidades y 0,5 × 14 = 7 g = 70 ml de glucosado al 10 %. Baja el potasio en 15–30 minutos y el efecto dura varias horas. Con glucemia de 96 mg/dl, la insulina sin glucosa causaría hipoglucemia. 1 unidad/kg es un error de 10 veces, y la glucosa sola es menos eficaz y más lenta.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula la insulina por kilo y piensa qué pasa con la glucemia después.",
            "Un glucosado al 10 % contiene 10 g de glucosa por cada 100 ml.",
          ],
          time_limit: 90,
        },
        {
          question_text: "El residente propone bicarbonato porque el pH es 7,21. ¿Qué papel le das?",
          options: [
            "Medida de primera línea en cualquier hiperpotasemia grave, incluso antes que el calcio, porque además corrige la acidosis y estabiliza la membrana",
            "Está contraindicado siempre en el daño renal agudo",
            "Mezclarlo con el gluconato cálcico en la misma jeringa para ganar tiempo",
            "Coadyuvante en la acidosis metabólica, 1 mEq/kg IV diluido, por otra vía o lavando tras el calcio",
          ],
          correct_option: 3,
          explanation:
            "El bicarbonato solo tiene un efecto modesto sobre el potasio y se reserva como coadyuvante cuando hay acidosis metabólica, a 1–2 mEq/kg (RCH; el bicarbonato 1 M aporta 1 mEq/ml y en el niño se diluye), vigilando la carga de sodio y volumen en un niño oligoanúrico e hipertenso. Nunca se mezcla ni se administra simultáneamente por la misma vía que el calcio, porque precipita carbonato cálcico; además, al alcalinizar baja el calcio iónico. No sustituye al calcio ni a la insulina.",
          roles: [],
          is_critical: false,
          hints: [
            "¿Qué le pasa al calcio cuando se encuentra con bicarbonato en una línea?",
            "Valora la carga de sodio y volumen en este paciente.",
          ],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: insulina, fuentes de potasio y resinas",
      narrative:
        "La insulina disponible en la planta es insulina humana soluble de 100 unidades/ml en vial. Revisas además la prescripción completa del ingreso.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Cómo se prepara con seguridad la dosis de 1,4 unidades de insulina?",
          options: [
            "Cargar 0,14 ml del vial con una jeringa de insulina",
            "Diluir a 1 unidad/ml (0,1 ml en 9,9 ml de salino), administrar 1,4 ml y hacer doble verificación",
            "Cargar 1,4 ml del vial de 100 unidades/ml con una jeringa de 2 ml",
            "Añadir 1,4 unidades a un frasco de 500 ml de glucosado al 10 % y perfundirlo a ritmo libre, de modo que la insulina y la glucosa entren a la vez",
          ],
          correct_option: 1,
          explanation:
            "0,014 ml del vial de 100 unidades/ml no se puede medir con exactitud; una dilución intermedia a 1 unidad/ml convierte la dosis en 1,4 ml. Cargar 0,14 ml da 14 unidades (10 veces más) y 1,4 ml, 140 unidades. La insulina es un medicamento de alto riesgo para ISMP-España: doble verificación independiente, etiqueta con la concentración y la palabra «unidades» escrita completa, nunca «U» ni «UI». Diluirla en un frasco grande hace imprecisa la dosis y parte se adsorbe al envase.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula qué volumen del vial contiene 1,4 unidades y piensa si es medible.",
            "Piensa en el volumen más pequeño que se puede medir con exactitud en una jeringa.",
          ],
        },
        {
          question_text: "Al revisar la prescripción del ingreso, ¿qué cambio es prioritario?",
          options: [
            "Retirar todo aporte de potasio, incluidos sueros y fármacos que lo elevan",
            "Cambiar el suero de mantenimiento a Ringer lactato, que aporta menos potasio que el salino",
            "Mantener el glucosalino con 20 mEq/l de cloruro potásico, porque la necesidad basal de potasio persiste aunque el riñón no funcione",
            "Añadir enalapril para la hipertensión y espironolactona para los edemas",
          ],
          correct_option: 0,
          explanation:
            "El RCH pide suspender los aportes de potasio y revisar la medicación que lo eleva o reduce su eliminación (IECA, ARA-II, diuréticos ahorradores de potasio, trimetoprim, AINE). El Ringer lactato contiene 4 mEq/l de potasio y el salino 0,9 % ninguno. La transfusión masiva es otra fuente de potasio, relevante en un SHU con Hb de 6,8 g/dl: conviene coordinarla con el banco de sangre y nefrología.",
          roles: [],
          is_critical: true,
          hints: [
            "Busca potasio en sueros, fármacos y hemoderivados.",
            "Compara la composición del Ringer lactato con la del salino 0,9 %.",
          ],
        },
        {
          question_text: "Nefrología pregunta por las resinas de intercambio. ¿Cuál es su lugar?",
          options: [
            "Sustituyen al calcio y a la insulina si el niño está estable",
            "Eliminación lenta (horas), solo complementaria; riesgo de estreñimiento e impactación",
            "Se prefieren los quelantes nuevos (patirómero, ciclosilicato de sodio y zirconio) por ser más rápidos en niños pequeños",
            "Actúan en 5 minutos por vía rectal y evitan la diálisis",
          ],
          correct_option: 1,
          explanation:
            "El poliestireno sulfonato cálcico elimina potasio por el intestino, pero su efecto tarda horas (RCH), por lo que solo complementa las medidas de urgencia; su ficha técnica (CIMA) advierte del estreñimiento, la impactación y, raramente, la necrosis intestinal. Los quelantes nuevos (patirómero, ciclosilicato de sodio y zirconio) no están autorizados a esta edad según sus fichas técnicas europeas, y ninguna resina sustituye a la depuración extrarrenal en un niño anúrico.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en cuánto tarda un fármaco que actúa a lo largo del intestino."],
        },
      ],
    },
    {
      description: "Enfermería: administración y monitorización",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo administras el gluconato cálcico?",
          options: [
            "En bolo rápido en 30 segundos para que actúe antes",
            "En 5–10 minutos por una vía comprobada, con ECG continuo y sin coincidir con bicarbonato",
            "Por vía intramuscular en la cara anterolateral del muslo si la vía periférica es de calibre pequeño o poco fiable",
            "Diluido en 100 ml de glucosado al 5 % a pasar en 1 hora, para reducir el riesgo de flebitis",
          ],
          correct_option: 1,
          explanation:
            "El calcio se administra lento (5–10 minutos) con monitorización ECG, porque un bolo rápido puede causar bradicardia o arritmias (RCH, PCH), por una vía permeable y comprobada: la extravasación produce necrosis y calcificación cutánea. Nunca por vía intramuscular. No debe coincidir en la línea con bicarbonato (precipita) y hay que lavarla entre ambos. Pasarlo en 1 hora retrasa la protección del miocardio, que aquí se necesita en minutos.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en qué puede pasarle al corazón y a la piel si se administra mal.",
            "¿Con qué otro fármaco de esta urgencia es incompatible?",
          ],
        },
        {
          question_text: "Tras la insulina con glucosa, ¿cómo vigilas la glucemia?",
          options: [
            "Una única glucemia al terminar la perfusión de 30 minutos",
            "Solo si el niño presenta sudoración o temblor",
            "Glucemia capilar antes y de forma seriada (cada 30–60 minutos) durante al menos 4–6 horas",
            "Cada 6 horas, aprovechando la analítica de control del potasio para no pinchar de nuevo al niño",
          ],
          correct_option: 2,
          explanation:
            "La hipoglucemia es el efecto adverso más frecuente de la insulina (ficha técnica) y puede aparecer horas después de la dosis, cuando la glucosa administrada ya se ha consumido: el efecto hipopotasémico y el hipoglucemiante duran varias horas. Por eso se mide la glucemia antes y de forma seriada y frecuente (por ejemplo, cada 30–60 minutos) durante al menos 4–6 horas, según el protocolo de la unidad. En un niño irritable y con la conciencia difícil de valorar, esperar a síntomas adrenérgicos es inseguro, y una sola medida o cada 6 horas no detecta la hipoglucemia tardía.",
          roles: [],
          is_critical: true,
          hints: ["¿Cuánto dura el efecto de la insulina frente al de la glucosa que la acompaña?"],
        },
        {
          question_text: "Una hora después el potasio es 6,2 mmol/l y el QRS se ha estrechado. ¿Qué vigilancia mantienes?",
          options: [
            "Retirar el ECG continuo y repetir un ECG de 12 derivaciones solo si reaparece la debilidad",
            "ECG continuo y potasio y gasometría de nuevo en 1–2 horas",
            "Pasar a controles de constantes cada 4 horas en la planta de nefrología, ya que el ECG se ha normalizado",
            "Repetir el potasio a las 24 horas, con la analítica de la mañana",
          ],
          correct_option: 1,
          explanation:
            "El calcio dura 30–60 minutos y la insulina y el salbutamol solo desplazan el potasio al interior de las células: si no se elimina, vuelve a subir (rebote), más aún en un niño anúrico con hemólisis (RCH). Por eso se mantiene la monitorización ECG continua y se repiten el potasio y la gasometría de forma seriada mientras se organiza la eliminación definitiva; esperar a los síntomas o a la analítica del día siguiente deja sin detectar el rebote.",
          roles: [],
          is_critical: false,
          hints: ["¿Alguna de las medidas que has administrado ha sacado potasio del organismo?"],
        },
      ],
    },
    {
      description: "Medicina: eliminación del potasio y tratamiento definitivo",
      narrative: "Nefrología infantil valora al niño. Sigue anúrico, con edemas, TA 138/90 y potasio de 6,9 mmol/l a las 3 horas.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Cuál es el tratamiento definitivo que planteas?",
          options: [
            "Depuración extrarrenal urgente coordinada con nefrología y la UCI pediátrica",
            "Furosemida a dosis altas (2 mg/kg en bolo y después en perfusión) y esperar 24 horas a que reinicie la diuresis",
            "Repetir insulina con glucosa cada hora hasta que se normalice la función renal",
            "Resinas orales cada 6 horas como único tratamiento",
          ],
          correct_option: 0,
          explanation:
            "La hiperpotasemia que reaparece a pesar del tratamiento médico, en un daño renal oligoanúrico con sobrecarga de volumen y acidosis, es indicación de depuración extrarrenal (protocolo de daño renal agudo de la AEP). En el niño pequeño con SHU se usa con frecuencia la diálisis peritoneal o una técnica continua. La furosemida no funciona sin diuresis; repetir la redistribución solo gana tiempo y aumenta el riesgo de hipoglucemia, y las resinas son lentas.",
          roles: [],
          is_critical: true,
          hints: [
            "¿Qué órgano debería eliminar el potasio y cómo se sustituye su función?",
            "Revisa el volumen, la diuresis y la evolución del potasio.",
          ],
        },
        {
          question_text: "¿Qué aporta el salbutamol en este niño?",
          options: [
            "Sustituye a la insulina con glucosa en los niños pequeños y así evita el riesgo de hipoglucemia",
            "Está contraindicado por la hipertensión arterial",
            "Nebulizado, suma su efecto al de la insulina, pero no como medida única",
            "Solo es eficaz por vía intravenosa en bolo rápido",
          ],
          correct_option: 2,
          explanation:
            "El salbutamol, como agonista beta-2, desplaza potasio al interior de las células; nebulizado actúa en unos 30 minutos y su efecto se suma al de la insulina (RCH; dosis en Pediamécum). Una parte de los pacientes no responde, por lo que no se usa como medida única. Produce taquicardia, pero la hipertensión no lo contraindica; la vía intravenosa existe, pero se administra lenta y no es la habitual en urgencias.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en el mecanismo de acción y en si todos los pacientes responden."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "Clinical Practice Guidelines: Hyperkalaemia (versión web vigente)",
      url: "https://www.rch.org.au/clinicalguide/guideline_index/Hyperkalaemia/",
      source: "The Royal Children's Hospital Melbourne",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 10,
    },
    {
      title: "Emergency Department Guidelines: Hyperkalaemia (versión web vigente)",
      url: "https://pch.health.wa.gov.au/For-health-professionals/Emergency-Department-Guidelines/Hyperkalaemia",
      source: "Perth Children's Hospital (Child and Adolescent Health Service)",
      type: "guía",
      year: 2022,
      free_access: true,
      weight: 20,
    },
    {
      title: "Daño renal agudo — Protocolos diagnósticos y terapéuticos de la AEP, Nefrología pediátrica (2014)",
      url: "https://www.aeped.es/protocolos/",
      source: "Asociación Española de Pediatría (AEP)",
      type: "guía",
      year: 2014,
      free_access: true,
      weight: 30,
    },
    {
      title: "Pediamécum: gluconato cálcico, insulina, salbutamol y bicarbonato sódico",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 40,
    },
    {
      title: "ISMP-España: medicamentos de alto riesgo y abreviaturas, símbolos y expresiones de dosis asociados a errores de medicación",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 50,
    },
    {
      title: "Fichas técnicas de gluconato cálcico 10 %, insulina humana soluble y poliestireno sulfonato cálcico",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "CIMA — Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 60,
    },
  ],
};

export default scenario;
