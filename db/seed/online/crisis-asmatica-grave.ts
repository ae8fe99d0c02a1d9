import type { OnlineScenario } from "./schema";

/**
 * Crisis asmática grave (escenario en construcción, todavía sin iniciar: contenido validado,
 * no jugable hasta que cambie el estado).
 * Ediciones que sigue el caso: Guía Española para el Manejo del Asma GEMA 5.4 (2024; Pulmonary Score,
 * clasificación de la gravedad, dosis pediátricas de salbutamol e ipratropio) y GINA 2025 (Global Strategy
 * for Asthma Management and Prevention; su resumen de novedades de 2025 no incluye cambios en el manejo de
 * la exacerbación en urgencias que usa el caso). BTS/SIGN 158 British guideline on the management of
 * asthma (2019; sigue vigente para el asma aguda, ya que la guía conjunta BTS/NICE/SIGN NG245 de 2024 trata
 * el asma crónica): dosis de sulfato de magnesio IV (40 mg/kg, máx. 2 g, en 20 minutos) e ipratropio.
 * Griffiths B, Kew KM. Cochrane Database Syst Rev 2016;4:CD011050. Protocolos de la SEUP publicados por la
 * AEP (crisis asmática en urgencias, 2020) y del Grupo de Vías Respiratorias de la AEPap (P-GVR-7, 2025).
 * Presentaciones en España: salbutamol 5 mg/ml para nebulizador, bromuro de ipratropio 250 microgramos
 * monodosis, sulfato de magnesio 15 % (150 mg/ml) en ampollas de 10 ml (CIMA).
 */
const scenario: OnlineScenario = {
  slug: "crisis-asmatica-grave",
  title: "Crisis asmática grave en una niña de 7 años",
  summary:
    "Niña asmática con una crisis que no responde a su inhalador. Valoración de la gravedad con el Pulmonary Score y la saturación, oxígeno y broncodilatadores, corticoide sistémico, sulfato de magnesio IV y técnica de inhalación, según GEMA 5.4 y GINA 2025.",
  level: "medio",
  mode: ["online"],
  status: "En construcción: sin iniciar",
  estimated_minutes: 15,
  max_attempts: 3,
  categories: ["Respiratorio"],
  brief: {
    title: "Niña de 7 años con dificultad respiratoria que no mejora con su inhalador",
    context:
      "Urgencias pediátricas. Asma conocida; desde hace 6 horas tiene tos y «pitos» tras un catarro. En casa ha usado su inhalador de salbutamol varias veces sin mejoría.",
    chips: ["Urgencias", "Escolar", "Asma"],
    demographics: { age: "7 años", weightKg: 22, sex: "Niña" },
    chief_complaint: "Dificultad para respirar; habla con palabras sueltas.",
    history: [
      "Asma diagnosticada a los 4 años, con corticoide inhalado de mantenimiento que últimamente no toma todos los días",
      "Un ingreso previo por crisis asmática",
      "Sin alergias medicamentosas conocidas",
    ],
    triangle: { appearance: "amber", breathing: "red", circulation: "green" },
    triangle_details: {
      appearance: "Ansiosa, sentada e inclinada hacia delante.",
      breathing: "Tiraje supraclavicular e intercostal, sibilancias audibles, no completa frases.",
      circulation: "Coloración normal.",
    },
    vitals: { fc: 135, fr: 34, sat: 90, temp: 36.9, notes: "Saturación en aire ambiente." },
    exam: [
      "Sibilancias inspiratorias y espiratorias audibles sin fonendoscopio",
      "Contracción aumentada del esternocleidomastoideo",
      "Entrada de aire conservada en ambos campos; no hay tórax silente",
    ],
    quick_labs: [],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Triaje: la niña pasa al box de críticos" },
      { tmin: 5, event: "Se inicia el tratamiento" },
    ],
    red_flags: [
      "Ingreso previo por crisis asmática",
      "Uso repetido de salbutamol en casa sin mejoría",
      "Mala adherencia al tratamiento de mantenimiento",
    ],
    critical_actions: [
      "Valorar la gravedad con una escala validada y la saturación",
      "Tratar sin demora la hipoxemia y el broncoespasmo",
      "Iniciar pronto el tratamiento antiinflamatorio sistémico",
      "Reevaluar y escalar el tratamiento si no hay respuesta, vigilando los efectos adversos",
    ],
    learning_objective:
      "Reconocer la crisis asmática grave con el Pulmonary Score y la saturación y aplicar el tratamiento escalonado inicial según GEMA 5.4 y GINA 2025, con dosis y presentaciones disponibles en España.",
    objectives: {
      MED: ["Clasificar la gravedad de la crisis", "Indicar el corticoide sistémico y la segunda línea (sulfato de magnesio IV)"],
      NUR: [
        "Administrar broncodilatadores con la técnica correcta, incluido el inhalador con cámara",
        "Vigilar los efectos adversos y reevaluar la respuesta",
      ],
      PHARM: [
        "Validar y preparar la nebulización de salbutamol e ipratropio",
        "Calcular y preparar el sulfato de magnesio IV a partir de la ampolla al 15 %",
      ],
    },
    competencies: ["Valoración respiratoria pediátrica", "Cálculo de dosis por peso", "Técnica de inhalación"],
    estimated_minutes: 15,
    level: "medio",
  },
  steps: [
    {
      description: "Valoración de la gravedad",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Con el Pulmonary Score y la saturación (GEMA), ¿cómo clasificas la crisis?",
          options: [
            "Moderada: el Pulmonary Score es 6 (entre 4 y 6), que es el criterio principal de gravedad en niños",
            "Grave: la saturación es menor del 91 % y, si los dos criterios no coinciden, cuenta el de mayor gravedad",
            "Leve-moderada: la saturación es superior al 88 % y no hay cianosis, tórax silente ni alteración de la conciencia",
            "Parada respiratoria inminente, por el uso de la musculatura accesoria",
          ],
          correct_option: 1,
          explanation:
            "Pulmonary Score de GEMA 5.4 en mayores de 6 años: FR 34 (21–35) = 1 punto; sibilancias inspiratorias y espiratorias audibles sin fonendoscopio = 3; contracción aumentada del esternocleidomastoideo = 2. Total 6: moderada por la escala (leve 0–3, moderada 4–6, grave 7–9). Pero la saturación del 90 % corresponde a una crisis grave (leve > 94 %, moderada 91–94 %, grave < 91 %) y GEMA indica usar el criterio de mayor gravedad. Con BTS/SIGN 158 también es grave (saturación < 92 %, FC > 125, FR > 30 y no completa frases). Tórax silente, cianosis, agotamiento o confusión indicarían riesgo vital.",
          roles: [],
          is_critical: true,
          hints: [
            "Puntúa por separado FR, sibilancias y musculatura accesoria, y clasifica después la saturación. ¿Qué haces si no coinciden?",
          ],
        },
        {
          question_text: "¿Cuándo y cómo pautas el corticoide sistémico?",
          options: [
            "Solo si no mejora tras 4 horas de broncodilatadores, para no enmascarar la evolución",
            "Budesonida nebulizada a dosis altas, que sustituye al corticoide sistémico y actúa antes",
            "Metilprednisolona IV en pulsos de 10 mg/kg durante 3 días, porque en una crisis grave la vía oral se absorbe peor",
            "En la primera hora: prednisona o prednisolona oral 1–2 mg/kg (22–40 mg; máx. 40 mg) si tolera la vía oral",
          ],
          correct_option: 3,
          explanation:
            "GEMA 5.4 y GINA 2025 recomiendan administrar el corticoide sistémico en la primera hora en las crisis moderadas y graves: prednisona o prednisolona 1–2 mg/kg; GINA fija un máximo de 40 mg/día en niños de 6 a 11 años, durante 3–5 días. La vía oral es tan eficaz como la IV si la niña puede tragar y no vomita. El corticoide inhalado no sustituye al sistémico en la crisis, y los pulsos de metilprednisolona no están indicados. Su efecto tarda horas, por eso no se retrasa.",
          roles: ["medico"],
          is_critical: false,
          hints: ["Su efecto tarda horas en aparecer: ¿qué implica eso para el momento de darlo?"],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: oxígeno y broncodilatadores",
      narrative: "La niña está en el box de críticos. Tiempo limitado para cada decisión.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Según GEMA 5.4 y GINA, ¿cuál es el tratamiento inicial inmediato?",
          options: [
            "Oxígeno para una saturación ≥ 92 %, salbutamol cada 20 minutos y bromuro de ipratropio solo si no mejora tras la primera hora",
            "Budesonida nebulizada y esperar a la radiografía de tórax antes de repetir los broncodilatadores",
            "Adrenalina IM 0,01 mg/kg como broncodilatador de primera línea y oxígeno si la saturación baja del 88 %",
            "Oxígeno (saturación 94–98 %), salbutamol inhalado a dosis altas cada 20 minutos y bromuro de ipratropio desde el inicio",
          ],
          correct_option: 3,
          explanation:
            "GEMA 5.4 y GINA: en la crisis grave, oxígeno para una saturación del 94–98 %, agonista beta-2 de acción corta inhalado a dosis altas repetido cada 20 minutos en la primera hora y bromuro de ipratropio añadido desde el inicio (reduce los ingresos en las crisis moderadas y graves). BTS/SIGN 158 lo añade si la respuesta es pobre; por eso la pregunta nombra las guías. La radiografía no es necesaria de rutina y la adrenalina IM se reserva para la anafilaxia. La sedación debe evitarse.",
          roles: [],
          is_critical: true,
          hints: [
            "Fija primero el objetivo de saturación para esta edad; después decide qué fármacos necesita una crisis de esta gravedad y en qué momento se añade cada uno.",
          ],
          time_limit: 60,
        },
        {
          question_text:
            "Se nebuliza con oxígeno salbutamol 0,15 mg/kg con bromuro de ipratropio 250 microgramos. Con salbutamol 5 mg/ml para nebulizador, ¿qué preparas para 22 kg?",
          options: [
            "3,3 ml de salbutamol (3,3 mg) y la monodosis de ipratropio, sin añadir suero, nebulizado con oxígeno a 6–8 l/min",
            "0,66 ml de salbutamol (3,3 mg) y la monodosis de ipratropio, con suero fisiológico hasta 3–4 ml y oxígeno a 6–8 l/min",
            "6,6 ml de salbutamol (33 mg) y la monodosis de ipratropio, sin diluir, nebulizado con oxígeno a 6–8 l/min durante 20 minutos",
            "0,066 ml de salbutamol y la monodosis de ipratropio, completando con suero fisiológico hasta 3–4 ml",
          ],
          correct_option: 1,
          explanation:
            "Según GEMA 5.4, salbutamol nebulizado 0,15 mg/kg (máx. 5 mg) cada 20 minutos en la crisis grave: 0,15 × 22 = 3,3 mg; con 5 mg/ml, 0,66 ml. El bromuro de ipratropio a 250 microgramos por dosis en niños (BTS/SIGN 158) viene en monodosis de 2 ml. Se completa con suero fisiológico hasta el volumen del nebulizador y se nebuliza con oxígeno a 6–8 l/min. 3,3 ml son 16,5 mg (confundir mg con ml); 6,6 ml y 0,066 ml, errores de 10 veces.",
          roles: ["farmacia", "enfermeria"],
          is_critical: true,
          hints: ["Calcula los mg por peso y conviértelos a ml con la concentración del frasco antes de pensar en el volumen final."],
          time_limit: 90,
        },
        {
          question_text:
            "Tras 1 hora (tres nebulizaciones y prednisolona) sigue con saturación del 91 % con oxígeno y Pulmonary Score de 6. ¿Qué indicas?",
          options: [
            "Aminofilina IV en bolo de carga y después en perfusión continua, como broncodilatador de segunda línea en la crisis asmática grave",
            "Alta con salbutamol cada 4 horas y prednisolona 3 días, porque ha mejorado algo",
            "Sulfato de magnesio IV 40 mg/kg (máx. 2 g) en unos 20 minutos, seguir con el salbutamol, ingreso y valorar UCI pediátrica",
            "Intubación inmediata por fracaso del tratamiento inhalado",
          ],
          correct_option: 2,
          explanation:
            "GEMA 5.4, GINA 2025 y BTS/SIGN 158 contemplan el sulfato de magnesio IV (40 mg/kg, máx. 2 g, en unos 20 minutos según BTS/SIGN 158) en la crisis grave que no responde al tratamiento inicial y persiste con hipoxemia; la revisión Cochrane de 2016 apoya su uso en urgencias. GINA desaconseja la aminofilina en la exacerbación por su escasa eficacia y sus efectos adversos. Con hipoxemia persistente no es candidata al alta; la intubación se reserva para el agotamiento, la alteración de la conciencia o la parada.",
          roles: ["medico"],
          is_critical: true,
          hints: [
            "Compara la situación actual con la inicial y pregúntate qué opción intravenosa tiene mejor balance de eficacia y seguridad.",
          ],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: sulfato de magnesio intravenoso",
      narrative:
        "No responde al tratamiento inicial y se prescribe sulfato de magnesio IV. En el servicio hay sulfato de magnesio al 15 % (150 mg/ml) en ampollas de 10 ml.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué dosis de sulfato de magnesio corresponde a esta niña de 22 kg?",
          options: [
            "4 mg/kg = 88 mg en bolo IV rápido, repetible cada 20 minutos hasta un máximo de 3 dosis",
            "40 mg/kg = 880 mg (máximo 2 g) en perfusión lenta, habitualmente en unos 20 minutos",
            "400 mg/kg = 8800 mg, limitada al máximo de 2 g",
            "40 mg/kg/h en perfusión continua durante 24 horas",
          ],
          correct_option: 1,
          explanation:
            "BTS/SIGN 158 describe en niños sulfato de magnesio IV 40 mg/kg (máx. 2 g) en perfusión lenta como segunda línea cuando falla el tratamiento inicial; GEMA 5.4 lo incluye en la crisis grave que no responde al tratamiento inicial, en dosis única, y la revisión Cochrane de 2016 apoya su uso en urgencias. Con 22 kg: 40 × 22 = 880 mg, por debajo del máximo de 2 g. 88 mg y 8800 mg son errores de 10 veces (y 8800 mg «limitados a 2 g» sería darle el máximo del adulto sin calcular); la perfusión continua de 24 horas no es la pauta de la crisis y los bolos rápidos repetidos producen hipotensión y bradicardia.",
          roles: [],
          is_critical: true,
          hints: ["Comprueba la unidad de la pauta (por kilo o por kilo y hora) y el tope máximo antes de multiplicar por el peso."],
        },
        {
          question_text: "¿Cómo preparas y administras los 880 mg a partir de la ampolla al 15 %?",
          options: [
            "59 ml, porque la ampolla al 15 % contiene 15 mg/ml",
            "0,59 ml en bolo IV directo en 1–2 minutos",
            "5,9 ml diluidos en suero fisiológico en perfusión continua a lo largo de 24 horas, para evitar la hipotensión",
            "5,9 ml diluidos en suero fisiológico o glucosado al 5 % (p. ej., hasta 50 ml) en 20 minutos con bomba",
          ],
          correct_option: 3,
          explanation:
            "Al 15 % son 15 g en 100 ml, es decir, 150 mg/ml: 880 ÷ 150 = 5,9 ml. Se diluye en suero fisiológico o glucosado al 5 % y se administra con bomba en unos 20 minutos (BTS/SIGN 158): la infusión rápida produce rubefacción, hipotensión y bradicardia. Leer «15 %» como 15 mg/ml da un volumen diez veces mayor. Prescribir y etiquetar en mg de sulfato de magnesio (no en mmol ni en ml) evita confusiones entre presentaciones.",
          roles: [],
          is_critical: true,
          hints: [
            "Convierte el porcentaje a mg/ml (un porcentaje son gramos por 100 ml) y piensa en la velocidad segura de administración.",
          ],
        },
      ],
    },
    {
      description: "Enfermería: técnica de inhalación, administración y vigilancia",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "Ya mejorada, pasa a salbutamol con inhalador presurizado y cámara con boquilla. ¿Cuál es la técnica correcta?",
          options: [
            "Agitar, acoplar a la cámara, una pulsación cada vez y unas 5 respiraciones lentas tras cada una",
            "Disparar todas las pulsaciones seguidas dentro de la cámara y que respire después durante 30 segundos",
            "Sin cámara, pulsar directamente en la boca coordinando con una inspiración rápida y profunda",
            "Con la cámara, pulsar mientras llora o protesta, porque así inspira más profundo",
          ],
          correct_option: 0,
          explanation:
            "GEMA 5.4 y GINA insisten en revisar la técnica de inhalación: con inhalador presurizado y cámara se agita el inhalador, se acopla, se dispara una pulsación cada vez y se inhala con varias respiraciones lentas a volumen corriente (o una inspiración lenta y profunda con apnea) antes de la siguiente. Disparar varias pulsaciones a la vez reduce la dosis que llega al pulmón; sin cámara, a esta edad, la coordinación falla; el llanto disminuye el depósito pulmonar.",
          roles: [],
          is_critical: false,
          hints: [
            "Piensa en qué le ocurre al aerosol dentro de la cámara si se acumulan varias pulsaciones o si la niña no inspira despacio.",
          ],
        },
        {
          question_text: "Tras salbutamol repetido y magnesio IV, ¿qué vigilas especialmente?",
          options: [
            "La temperatura y la glucemia, porque los broncodilatadores a dosis altas producen hipoglucemia",
            "Solo la saturación: si mejora, no es necesario vigilar otros efectos",
            "La diuresis y la función renal, porque el magnesio es nefrotóxico y se acumula aunque se infunda despacio",
            "Taquicardia, temblor e hipopotasemia; hipotensión y rubefacción por el magnesio; signos de agotamiento",
          ],
          correct_option: 3,
          explanation:
            "Los agonistas beta-2 a dosis altas causan taquicardia, temblor, hipopotasemia e hiperglucemia (no hipoglucemia); el magnesio IV puede producir rubefacción e hipotensión, sobre todo si se infunde deprisa (BTS/SIGN 158). La reevaluación con el Pulmonary Score tras cada tanda objetiva la respuesta; el tórax silente, la somnolencia o la normalización de la FR sin mejoría clínica anuncian agotamiento y riesgo vital.",
          roles: [],
          is_critical: false,
          hints: [
            "Repasa el mecanismo de cada fármaco: ¿qué receptores estimula el salbutamol y qué hace el magnesio con el músculo liso vascular?",
          ],
        },
      ],
    },
  ],
  resources: [
    {
      title: "GEMA 5.4: Guía Española para el Manejo del Asma (edición que sigue el caso)",
      url: "https://www.gemasma.com/",
      source:
        "GEMA – consenso de sociedades científicas españolas de neumología, alergología, pediatría, atención primaria y urgencias, entre otras",
      type: "guía",
      year: 2024,
      free_access: true,
      weight: 10,
    },
    {
      title: "Global Strategy for Asthma Management and Prevention (GINA Report 2025; edición que sigue el caso para la exacerbación)",
      url: "https://ginasthma.org/reports/",
      source: "Global Initiative for Asthma (GINA)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 20,
    },
    {
      title: "SIGN 158: British guideline on the management of asthma (edición 2019, vigente para el asma aguda)",
      url: "https://www.sign.ac.uk/our-guidelines/british-guideline-on-the-management-of-asthma/",
      source: "British Thoracic Society / Scottish Intercollegiate Guidelines Network",
      type: "guía",
      year: 2019,
      free_access: true,
      weight: 30,
    },
    {
      title: "Intravenous magnesium sulfate for treating children with acute asthma in the emergency department",
      url: "https://doi.org/10.1002/14651858.CD011050.pub2",
      source: "Cochrane Database of Systematic Reviews (Griffiths B, Kew KM)",
      type: "revisión",
      year: 2016,
      free_access: true,
      weight: 40,
    },
    {
      title:
        "Protocolos diagnósticos y terapéuticos en Urgencias de Pediatría (SEUP, 3.ª edición): diagnóstico y tratamiento de la crisis asmática en Urgencias",
      url: "https://www.aeped.es/protocolos/",
      source: "Sociedad Española de Urgencias de Pediatría (SEUP) – Asociación Española de Pediatría (AEP)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 50,
    },
    {
      title: "Crisis asmática. Abordaje y tratamiento desde la Atención Primaria (Protocolos del GVR, P-GVR-7, julio de 2025)",
      url: "https://www.respirar.org/index.php?catid=36&id=776%3Acrisis-asmatica-abordaje-y-tratamiento-en-atencion-primaria&view=article",
      source: "Grupo de Vías Respiratorias de la Asociación Española de Pediatría de Atención Primaria (AEPap)",
      type: "guía",
      year: 2025,
      free_access: true,
      weight: 60,
    },
    {
      title: "CIMA: fichas técnicas de salbutamol para nebulizador, bromuro de ipratropio y sulfato de magnesio al 15 %",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
