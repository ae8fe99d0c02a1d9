import type { OnlineScenario } from "./schema";

/**
 * Parada cardiorrespiratoria pediátrica con ritmo desfibrilable.
 * Fuente principal: Van de Voorde P, et al. European Resuscitation Council Guidelines 2021:
 * Paediatric Life Support. Resuscitation 2021;161:327-387.
 */
const scenario: OnlineScenario = {
  slug: "pcr-pediatrica-ritmo-desfibrilable",
  title: "Parada cardiorrespiratoria con fibrilación ventricular en un escolar",
  summary:
    "Niño de 7 años con sospecha de miocarditis que entra en fibrilación ventricular en urgencias. RCP de calidad, desfibrilación a 4 J/kg, adrenalina 10 microgramos/kg y amiodarona 5 mg/kg tras la tercera descarga, preparación de fármacos y causas reversibles según las guías ERC 2021.",
  level: "avanzado",
  mode: ["online"],
  status: "En construcción: en proceso",
  estimated_minutes: 15,
  max_attempts: 3,
  categories: ["Reanimación"],
  brief: {
    title: "Niño de 7 años con dolor torácico y taquicardia que pierde la conciencia",
    context:
      "Urgencias pediátricas, box de críticos. Hace 5 días tuvo un cuadro febril catarral; hoy dolor torácico, palpitaciones y cansancio. Se sospecha miocarditis y se ha solicitado ecocardiografía. Está monitorizado con desfibrilador manual disponible.",
    chips: ["Urgencias", "Escolar", "PCR", "Ritmo desfibrilable"],
    demographics: { age: "7 años", weightKg: 24, sex: "Niño" },
    chief_complaint: "Dolor torácico, cansancio y palpitaciones tras un cuadro febril.",
    history: [
      "Cuadro febril con síntomas catarrales hace 5 días",
      "Sin cardiopatía conocida ni antecedentes familiares de muerte súbita",
      "Sin alergias conocidas",
    ],
    triangle: { appearance: "amber", breathing: "amber", circulation: "amber" },
    triangle_details: {
      appearance: "Decaído y pálido, responde con lentitud.",
      breathing: "Taquipnea leve sin tiraje.",
      circulation: "Palidez, relleno capilar de 3 segundos, pulsos periféricos débiles.",
    },
    vitals: {
      fc: 155,
      fr: 30,
      sat: 94,
      temp: 37.8,
      ta: "80/50",
      notes: "Ritmo sinusal con extrasístoles ventriculares frecuentes en el monitor. TA sistólica por debajo de la esperable para su edad (70 + 2 × 7 = 84 mmHg).",
    },
    exam: [
      "Tonos cardiacos apagados, ritmo de galope",
      "Crepitantes en ambas bases",
      "Hígado palpable a 3 cm del reborde costal",
    ],
    quick_labs: [
      { name: "Troponina", value: "Elevada" },
      { name: "Glucemia capilar", value: "98 mg/dl" },
      { name: "Potasio", value: "4,2 mmol/l" },
    ],
    imaging: [
      { name: "Radiografía de tórax", status: "available" },
      { name: "Ecocardiografía", status: "ordered" },
    ],
    timeline: [
      { tmin: 0, event: "Llegada a urgencias; monitorización y vía venosa periférica" },
      { tmin: 12, event: "Pierde la conciencia; el monitor muestra fibrilación ventricular" },
      { tmin: 13, event: "Inicio de compresiones; se carga el desfibrilador" },
      { tmin: 17, event: "Persiste la FV tras la tercera descarga" },
    ],
    red_flags: [
      "Dolor torácico y signos de insuficiencia cardiaca tras un cuadro viral",
      "Extrasístoles ventriculares frecuentes",
      "Hipotensión y mala perfusión",
    ],
    critical_actions: [
      "Reconocer la parada y empezar la RCP de inmediato",
      "Desfibrilar a 4 J/kg lo antes posible y reanudar las compresiones sin comprobar el pulso",
      "Adrenalina 10 microgramos/kg y amiodarona 5 mg/kg tras la tercera descarga",
      "Minimizar las interrupciones de las compresiones",
      "Buscar y tratar las causas reversibles",
    ],
    learning_objective:
      "Aplicar el algoritmo de soporte vital avanzado pediátrico del ERC 2021 en un ritmo desfibrilable, con dosis y preparación correctas de adrenalina y amiodarona.",
    objectives: {
      MED: [
        "Liderar la secuencia de ritmo desfibrilable",
        "Indicar las dosis y el momento de adrenalina y amiodarona",
        "Identificar las causas reversibles y los objetivos tras la recuperación de la circulación",
      ],
      NUR: [
        "Realizar compresiones de calidad y desfibrilar con seguridad",
        "Asegurar un acceso vascular y registrar los tiempos",
      ],
      PHARM: [
        "Preparar adrenalina y amiodarona con el volumen correcto",
        "Evitar la confusión entre presentaciones de adrenalina",
      ],
    },
    competencies: ["Soporte vital avanzado pediátrico", "Liderazgo y comunicación en crisis", "Cálculo de dosis por peso"],
    estimated_minutes: 15,
    level: "avanzado",
  },
  steps: [
    {
      description: "Reconocimiento de la parada",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "El niño deja de responder, no respira con normalidad y el monitor muestra FV. ¿Qué haces?",
          options: [
            "Comprobar el pulso central durante 30 segundos y, si no hay pulso, dar un golpe precordial",
            "Pedir ayuda, iniciar RCP 15:2 y preparar la desfibrilación lo antes posible",
            "Administrar amiodarona antes de cualquier otra medida",
            "Intubar antes de empezar las compresiones, porque en los niños la causa de la parada suele ser respiratoria",
          ],
          correct_option: 1,
          explanation:
            "ERC 2021: si no hay signos de vida, se inicia la RCP (15 compresiones : 2 ventilaciones) sin dedicar más de 10 segundos a buscar el pulso. En un ritmo desfibrilable, la descarga precoz es prioritaria.",
          roles: [],
          is_critical: true,
          hints: ["El monitor ya te ha dado el ritmo."],
        },
        {
          question_text: "¿Cómo deben ser las compresiones torácicas en este niño?",
          options: [
            "100–120/min, al menos un tercio del diámetro anteroposterior (unos 5 cm), con reexpansión completa",
            "80 por minuto y 2–3 cm de profundidad, para no provocar fracturas costales en un niño",
            "150 por minuto para compensar la FV",
            "No comprimir hasta tener una vía aérea avanzada",
          ],
          correct_option: 0,
          explanation:
            "ERC 2021: frecuencia de 100–120/min y profundidad de al menos un tercio del diámetro anteroposterior del tórax (unos 4 cm en lactantes y 5 cm en niños), permitiendo la reexpansión completa.",
          roles: [],
          is_critical: false,
          hints: ["La profundidad se expresa en fracción del tórax."],
        },
      ],
    },
    {
      description: "Fase 2 · intervención urgente: desfibrilación y fármacos",
      narrative: "El desfibrilador manual está cargando. Tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Qué energía seleccionas para un niño de 24 kg?",
          options: [
            "2 J/kg: 48 J",
            "10 J/kg: 240 J",
            "360 J desde la primera descarga",
            "4 J/kg: 96 J (unos 100 J)",
          ],
          correct_option: 3,
          explanation:
            "ERC 2021: 4 J/kg en todas las descargas; si la FV persiste tras más de 5 descargas, puede valorarse aumentar la energía hasta 8 J/kg (máximo 360 J). Para 24 kg: 96 J, es decir, unos 100 J.",
          roles: [],
          is_critical: true,
          hints: ["Las guías europeas usan la misma energía por kilo desde la primera descarga."],
          time_limit: 45,
        },
        {
          question_text: "Inmediatamente después de la descarga, ¿qué haces?",
          options: [
            "Comprobar el pulso y el ritmo durante 10 segundos antes de reanudar las compresiones",
            "Dar una segunda descarga inmediata",
            "Reanudar las compresiones durante 2 minutos sin comprobar el pulso ni el ritmo",
            "Esperar a ver el ritmo en el monitor",
          ],
          correct_option: 2,
          explanation:
            "ERC 2021: tras cada descarga se reanudan las compresiones de inmediato durante 2 minutos; el ritmo se reevalúa al final de cada ciclo. Las pausas reducen la probabilidad de éxito.",
          roles: [],
          is_critical: true,
          hints: ["Las interrupciones de las compresiones cuestan vidas."],
          time_limit: 45,
        },
        {
          question_text: "Tras la tercera descarga persiste la FV. ¿Qué administras?",
          options: [
            "Adrenalina 1 mg/kg",
            "Adrenalina 10 microgramos/kg (240 microgramos) y amiodarona 5 mg/kg (120 mg) por vía IV o IO",
            "Solo amiodarona 300 mg (dosis de adulto), reservando la adrenalina para la asistolia",
            "Atropina",
          ],
          correct_option: 1,
          explanation:
            "ERC 2021: en ritmos desfibrilables, tras la tercera descarga se administran adrenalina 10 microgramos/kg (máx. 1 mg) y amiodarona 5 mg/kg (máx. 300 mg). La adrenalina se repite cada 3–5 minutos y la amiodarona, una vez más, tras la quinta descarga.",
          roles: [],
          is_critical: true,
          hints: ["Una dosis se expresa en microgramos por kilo y la otra en miligramos por kilo."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Farmacia: preparación de los fármacos de parada",
      narrative:
        "En el carro hay jeringas precargadas de adrenalina 1 mg/10 ml (0,1 mg/ml), ampollas de adrenalina 1 mg/ml y ampollas de amiodarona 150 mg/3 ml (50 mg/ml).",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué volumen de adrenalina 0,1 mg/ml corresponde a 10 microgramos/kg en 24 kg?",
          options: [
            "2,4 ml (240 microgramos)",
            "0,24 ml",
            "24 ml",
            "2,4 ml de la ampolla de 1 mg/ml",
          ],
          correct_option: 0,
          explanation:
            "0,1 mg/ml = 100 microgramos/ml; 240 ÷ 100 = 2,4 ml, es decir, 0,1 ml/kg. 2,4 ml de la ampolla de 1 mg/ml serían 2,4 mg, diez veces más (y más del doble del máximo de 1 mg).",
          roles: [],
          is_critical: true,
          hints: ["Pasa la concentración a microgramos por ml."],
        },
        {
          question_text: "¿Qué volumen de amiodarona 50 mg/ml corresponde a 5 mg/kg en 24 kg?",
          options: [
            "24 ml",
            "0,24 ml",
            "6 ml (300 mg)",
            "2,4 ml (120 mg)",
          ],
          correct_option: 3,
          explanation:
            "5 mg/kg × 24 kg = 120 mg; 120 ÷ 50 mg/ml = 2,4 ml. 300 mg es la dosis máxima, no la dosis de este niño.",
          roles: [],
          is_critical: true,
          hints: ["Primero los miligramos, después el volumen."],
        },
        {
          question_text: "¿Cómo se etiquetan y entregan las jeringas en la parada?",
          options: [
            "Sin etiquetar, para ganar tiempo, diferenciando las jeringas por su tamaño y por su orden en la batea",
            "Etiquetadas solo con el color del carro",
            "Etiquetadas con fármaco, dosis y concentración, confirmando la dosis en voz alta al entregarlas",
            "Todas en una batea sin identificar",
          ],
          correct_option: 2,
          explanation:
            "En la parada coinciden varias jeringas de aspecto similar; etiquetarlas y confirmar en voz alta la dosis con quien administra evita administrar el fármaco equivocado o la dosis equivocada.",
          roles: [],
          is_critical: false,
          hints: ["Dos jeringas de 2,4 ml con fármacos distintos."],
        },
      ],
    },
    {
      description: "Enfermería: desfibrilación segura y acceso vascular",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo se prepara la descarga con seguridad y con la mínima pausa?",
          options: [
            "Detener las compresiones durante toda la carga para analizar el ritmo con seguridad, manteniendo la mascarilla de oxígeno colocada",
            "Seguir comprimiendo mientras carga, retirar el oxígeno libre, avisar y comprobar que nadie toca al paciente",
            "Descargar sin avisar para ganar tiempo",
            "Mantener la mascarilla con oxígeno junto al tórax",
          ],
          correct_option: 1,
          explanation:
            "Cargar mientras se comprime reduce la pausa previa a la descarga. Retirar las fuentes de oxígeno y asegurarse de que nadie toca al paciente evita incendios y descargas al equipo.",
          roles: [],
          is_critical: true,
          hints: ["Seguridad del equipo y pausas mínimas."],
        },
        {
          question_text: "La vía periférica se ha extravasado y no se consigue otra rápidamente. ¿Qué haces?",
          options: [
            "Canalizar una vía intraósea y administrar por ella los fármacos, seguidos de un lavado con suero",
            "Administrar la adrenalina y la amiodarona por el tubo endotraqueal a doble dosis mientras se consigue otra vía",
            "Esperar a que se coloque una vía central",
            "Administrar la adrenalina por vía intramuscular",
          ],
          correct_option: 0,
          explanation:
            "ERC 2021 recomienda la vía intraósea cuando no se consigue rápidamente una vía IV. Tras cada fármaco se administra un lavado para que llegue a la circulación.",
          roles: [],
          is_critical: true,
          hints: ["Es la alternativa rápida a la vía venosa en el niño."],
        },
      ],
    },
    {
      description: "Medicina: causas reversibles y cuidados tras la recuperación",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "Durante la RCP, ¿qué causas reversibles debes revisar?",
          options: [
            "Solo la hipoglucemia",
            "Ninguna: en la FV basta con desfibrilar y dar antiarrítmicos; las causas reversibles se buscan solo en la asistolia",
            "Solo la fiebre",
            "Hipoxia, hipovolemia, potasio y metabolismo, temperatura, neumotórax, taponamiento, tóxicos y trombosis",
          ],
          correct_option: 3,
          explanation:
            "Las «4 H y 4 T» del ERC 2021 (hipoxia, hipovolemia, hipo/hiperpotasemia y otras alteraciones metabólicas, hipo/hipertermia; neumotórax a tensión, taponamiento, tóxicos y trombosis) deben repasarse en toda parada. En este niño la causa probable es una miocarditis, pero hay que descartar las tratables, como una alteración del potasio o un taponamiento.",
          roles: [],
          is_critical: false,
          hints: ["Cuatro H y cuatro T."],
        },
        {
          question_text: "Tras recuperar la circulación espontánea, ¿qué objetivos fijas?",
          options: [
            "Saturación del 100 % con FiO2 de 1 durante las primeras 24 horas e hiperventilación para proteger el cerebro",
            "Permitir la hipotensión para proteger el miocardio",
            "Saturación del 94–98 %, normocapnia, evitar la hipotensión, la fiebre y la hipoglucemia, y traslado a UCI pediátrica",
            "Alta a planta si recupera la conciencia",
          ],
          correct_option: 2,
          explanation:
            "ERC 2021 recomienda tras la recuperación evitar la hipoxemia y la hiperoxemia (saturación 94–98 %), mantener la normocapnia, evitar la hipotensión y la fiebre y controlar la glucemia, en cuidados intensivos.",
          roles: [],
          is_critical: false,
          hints: ["Ni poco ni demasiado oxígeno."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "European Resuscitation Council Guidelines 2021: Paediatric Life Support",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation – European Resuscitation Council (Van de Voorde P et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 10,
    },
    {
      title: "European Resuscitation Council Guidelines 2021: Executive summary",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.003",
      source: "Resuscitation – European Resuscitation Council (Perkins GD et al.)",
      type: "guía",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "ERC Guidelines (portal oficial de las guías del European Resuscitation Council)",
      url: "https://cprguidelines.eu/",
      source: "European Resuscitation Council",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 30,
    },
  ],
};

export default scenario;
