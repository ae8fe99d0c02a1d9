import type { OnlineScenario } from "./schema";

/**
 * Crisis asmática grave (escenario en construcción, todavía sin iniciar: contenido mínimo
 * y validado, no jugable hasta que cambie el estado).
 * Fuentes: BTS/SIGN 158 British guideline on the management of asthma (2019).
 * Griffiths B, Kew KM. Cochrane Database Syst Rev 2016;4:CD011050. GINA Report.
 */
const scenario: OnlineScenario = {
  slug: "crisis-asmatica-grave",
  title: "Crisis asmática grave en una niña de 7 años",
  summary:
    "Niña asmática con una crisis grave que no responde a su inhalador. Valoración de la gravedad, oxígeno y broncodilatadores, corticoide sistémico precoz y sulfato de magnesio IV.",
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
      "Asma diagnosticada a los 4 años, con tratamiento de mantenimiento inhalado",
      "Un ingreso previo por crisis asmática",
      "Sin alergias medicamentosas conocidas",
    ],
    triangle: { appearance: "amber", breathing: "red", circulation: "green" },
    triangle_details: {
      appearance: "Ansiosa, sentada e inclinada hacia delante.",
      breathing: "Tiraje supraclavicular e intercostal, sibilancias audibles, no completa frases.",
      circulation: "Coloración normal.",
    },
    vitals: { fc: 135, fr: 34, sat: 90, temp: 36.9 },
    exam: ["Sibilancias espiratorias bilaterales con espiración alargada", "Uso de musculatura accesoria"],
    quick_labs: [],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Triaje: saturación del 90 % en aire" },
      { tmin: 5, event: "Oxígeno y primera tanda de broncodilatadores" },
    ],
    red_flags: ["Saturación inferior al 92 %", "No puede completar frases", "Uso de musculatura accesoria"],
    critical_actions: [
      "Oxígeno para una saturación del 94–98 %",
      "Salbutamol inhalado repetido a dosis altas",
      "Corticoide sistémico precoz",
      "Sulfato de magnesio IV si no hay respuesta",
    ],
    learning_objective:
      "Reconocer la crisis asmática grave y aplicar el tratamiento escalonado inicial según BTS/SIGN 158.",
    objectives: {
      MED: ["Clasificar la gravedad de la crisis", "Indicar el corticoide sistémico y la segunda línea"],
      NUR: ["Administrar broncodilatadores con la técnica correcta", "Vigilar los efectos adversos"],
      PHARM: ["Calcular la dosis de sulfato de magnesio IV"],
    },
    competencies: ["Valoración respiratoria pediátrica", "Cálculo de dosis por peso"],
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
          question_text: "¿Cómo clasificas la crisis?",
          options: [
            "Leve-moderada: la saturación es superior al 88 % y no hay cianosis ni tórax silente",
            "Grave: saturación < 92 %, FC > 125 lpm, FR > 30 rpm y no completa frases",
            "Moderada, porque está consciente",
            "No es una crisis asmática",
          ],
          correct_option: 1,
          explanation:
            "BTS/SIGN 158 define la crisis grave en mayores de 5 años por saturación < 92 %, imposibilidad de completar frases, FC > 125 lpm o FR > 30 rpm, entre otros criterios. Tórax silente, cianosis, agotamiento o confusión indican riesgo vital.",
          roles: [],
          is_critical: true,
          hints: ["Compara FC y FR con los umbrales para mayores de 5 años."],
        },
        {
          question_text: "¿Cuándo indicas el corticoide sistémico?",
          options: [
            "De forma precoz, en la primera fase del tratamiento (por vía oral si lo tolera)",
            "Solo si no mejora tras 24 horas de broncodilatadores, para no enmascarar la evolución",
            "Nunca en niños",
            "Únicamente inhalado",
          ],
          correct_option: 0,
          explanation:
            "Las guías (BTS/SIGN 158, GINA) recomiendan administrar pronto el corticoide sistémico en la crisis; la vía oral es tan eficaz como la IV si la niña puede tragar y no vomita.",
          roles: ["medico"],
          is_critical: false,
          hints: ["Su efecto tarda horas en aparecer."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: oxígeno y broncodilatadores",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es el tratamiento inicial inmediato?",
          options: [
            "Oxígeno solo si la saturación baja del 88 % y salbutamol oral en jarabe cada 4 horas hasta que ceda la crisis",
            "Budesonida nebulizada y esperar a la radiografía de tórax antes de repetir los broncodilatadores",
            "Sedación suave para reducir la ansiedad y la taquipnea",
            "Oxígeno (saturación 94–98 %) y salbutamol inhalado a dosis altas repetido, con ipratropio si responde mal",
          ],
          correct_option: 3,
          explanation:
            "BTS/SIGN 158: oxígeno para una saturación del 94–98 % y agonista beta-2 de acción corta inhalado a dosis altas como primera línea, con bromuro de ipratropio añadido si la respuesta es pobre. La sedación debe evitarse: puede precipitar una depresión respiratoria.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué revierte antes la hipoxemia y el broncoespasmo?"],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: sulfato de magnesio intravenoso",
      narrative: "No responde al tratamiento inhalado y se prescribe sulfato de magnesio IV.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué dosis corresponde a esta niña de 22 kg?",
          options: [
            "4 mg/kg = 88 mg en bolo IV rápido, repetible cada 20 minutos hasta 3 dosis",
            "400 mg/kg = 8800 mg",
            "40 mg/kg = 880 mg (máximo 2 g) en perfusión lenta, habitualmente en unos 20 minutos",
            "40 mg/kg/h en perfusión continua durante 24 horas",
          ],
          correct_option: 2,
          explanation:
            "BTS/SIGN 158 describe en niños dosis de sulfato de magnesio IV de hasta 40 mg/kg (máx. 2 g) en perfusión lenta como segunda línea cuando falla el tratamiento inhalado; la revisión Cochrane de 2016 apoya su uso en urgencias. Con 22 kg: 880 mg. 88 mg y 8800 mg son errores de 10 veces.",
          roles: [],
          is_critical: true,
          hints: ["Es una dosis única por peso con un tope máximo."],
        },
      ],
    },
    {
      description: "Enfermería: administración y vigilancia",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "Tras salbutamol repetido y magnesio IV, ¿qué vigilas especialmente?",
          options: [
            "La temperatura y la glucemia, porque los broncodilatadores a dosis altas producen hipoglucemia",
            "Taquicardia, temblor e hipopotasemia; hipotensión y rubefacción por el magnesio; signos de agotamiento",
            "Solo la diuresis",
            "Solo la saturación: si mejora, no es necesario vigilar otros efectos",
          ],
          correct_option: 1,
          explanation:
            "Los agonistas beta-2 a dosis altas causan taquicardia, temblor e hipopotasemia; el magnesio IV puede producir rubefacción e hipotensión. El tórax silente y la somnolencia anuncian agotamiento y riesgo vital.",
          roles: [],
          is_critical: false,
          hints: ["Cada fármaco tiene sus efectos adversos esperables."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "SIGN 158: British guideline on the management of asthma",
      url: "https://www.sign.ac.uk/our-guidelines/british-guideline-on-the-management-of-asthma/",
      source: "British Thoracic Society / Scottish Intercollegiate Guidelines Network",
      type: "guía",
      year: 2019,
      free_access: true,
      weight: 10,
    },
    {
      title: "Intravenous magnesium sulfate for treating children with acute asthma in the emergency department",
      url: "https://doi.org/10.1002/14651858.CD011050.pub2",
      source: "Cochrane Database of Systematic Reviews (Griffiths B, Kew KM)",
      type: "revisión",
      year: 2016,
      free_access: true,
      weight: 20,
    },
    {
      title: "Global Strategy for Asthma Management and Prevention (GINA Report)",
      url: "https://ginasthma.org/reports/",
      source: "Global Initiative for Asthma (GINA)",
      type: "guía",
      year: 2024,
      free_access: true,
      weight: 30,
    },
  ],
};

export default scenario;
