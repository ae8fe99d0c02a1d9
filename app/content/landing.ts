/**
 * The landing page's copy, in one place. Team members and backers are described by role and kind
 * of institution: their real names go here when they are confirmed (each entry's `name` is
 * optional and shown when present). Nothing here names a person or institution that has not
 * agreed to it, nor claims a prize: `prize` stays empty until there is a real one to name.
 */
export type Person = { role: string; description: string; name?: string };
type Backer = { kind: string; description: string; name?: string };
type Prize = { name: string; description: string };

export const landing = {
  hero: {
    eyebrow: "Simulación clínica pediátrica",
    title: "Practica aquí lo que en la planta no admite errores",
    lead:
      "Casos pediátricos simulados para medicina, enfermería y farmacia hospitalaria de cuidados intensivos, " +
      "urgencias y farmacia: decisiones con tiempo, cálculo de dosis por peso y acciones críticas, con " +
      "retroalimentación inmediata y un informe para el debriefing.",
    loginNote: "El acceso es por solicitud: un administrador aprueba cada cuenta tras confirmar el email.",
  },
  product: {
    id: "producto",
    nav: "Producto",
    title: "Qué es",
    intro:
      "Una plataforma de entrenamiento con escenarios clínicos pediátricos diseñada por y para equipos " +
      "hospitalarios, con dos modos que se complementan.",
    features: [
      {
        title: "Simulación online",
        text:
          "Escenarios guiados con briefing del caso, triángulo de evaluación pediátrica, constantes y pasos de " +
          "preguntas con retroalimentación inmediata, pistas que restan puntos y tiempos límite en las " +
          "intervenciones urgentes. Tres intentos por escenario y una revisión de cada uno.",
      },
      {
        title: "Simulación presencial",
        text:
          "El instructor dirige la sesión desde una consola; el equipo sigue el caso en una pantalla proyectada " +
          "con un código de seis caracteres: cronómetro, fase, constantes, analíticas e imágenes que se revelan " +
          "en directo y alarmas.",
      },
      {
        title: "Evaluación y debriefing",
        text:
          "Checklist ponderado por ABCDE, diagnóstico y tratamiento, indicadores clínicos (ml/kg de fluidos, " +
          "minutos hasta el antibiótico) e informe imprimible al cerrar cada sesión.",
      },
    ],
  },
  offers: {
    id: "ofertas",
    nav: "Ofertas",
    title: "Qué ofrece a cada profesional",
    items: [
      {
        role: "Medicina",
        text: "Reconocimiento del niño grave, priorización ABCDE, decisiones terapéuticas con tiempo y reevaluación.",
      },
      {
        role: "Enfermería",
        text: "Preparación y administración segura, monitorización, accesos vasculares y comunicación en bucle cerrado.",
      },
      {
        role: "Farmacia hospitalaria",
        text: "Validación de dosis por peso, diluciones y concentraciones estándar, y detección de errores de diez veces.",
      },
    ],
  },
  project: {
    id: "proyecto",
    nav: "Proyecto",
    title: "El proyecto",
    paragraphs: [
      "Los niños reciben medicamentos dosificados por peso, a menudo a partir de presentaciones pensadas para " +
        "adultos, lo que exige cálculos y diluciones en cada prescripción. Por eso los errores de medicación " +
        "son más frecuentes y potencialmente más graves en pediatría, y los errores de diez veces en la dosis " +
        "son un riesgo conocido en las unidades de cuidados intensivos y urgencias pediátricas.",
      "El proyecto nace en un hospital infantil con un objetivo concreto: que los equipos practiquen el uso " +
        "seguro del medicamento y las acciones críticas en casos simulados antes de necesitarlas con un paciente " +
        "real. Cada escenario cita las guías clínicas en las que se basa.",
    ],
    aims: [
      "Reducir los errores de dosificación mediante la práctica deliberada del cálculo por peso y de las diluciones.",
      "Entrenar las acciones críticas de los primeros minutos: reconocimiento, fluidos, antibiótico, vía aérea.",
      "Mejorar el trabajo en equipo entre medicina, enfermería y farmacia con sesiones presenciales con debriefing.",
    ],
  },
  team: {
    id: "equipo",
    nav: "Equipo",
    title: "Equipo",
    intro: "Un equipo multidisciplinar del propio hospital diseña, revisa y dirige los escenarios.",
    people: [
      { role: "Coordinación clínica", description: "Pediatría de cuidados intensivos: diseño de escenarios y dirección de las sesiones." },
      { role: "Enfermería", description: "Enfermería de UCI pediátrica y urgencias: procedimientos, administración y monitorización." },
      { role: "Farmacia hospitalaria", description: "Validación farmacoterapéutica, dosis pediátricas y seguridad del medicamento." },
      { role: "Instrucción en simulación", description: "Debriefing estructurado y evaluación con checklist." },
    ] as Person[],
  },
  backers: {
    id: "apoyos",
    nav: "Apoyos",
    title: "Apoyos",
    intro: "Instituciones sanitarias y académicas con las que el proyecto trabaja.",
    items: [
      { kind: "Hospital promotor", description: "Hospital infantil donde se desarrolla y se usa la plataforma." },
      { kind: "Sociedades científicas", description: "Sociedades de pediatría, enfermería y farmacia hospitalaria." },
      { kind: "Universidad", description: "Colaboración docente en formación de residentes y grado." },
    ] as Backer[],
    prize: undefined as Prize | undefined,
  },
  participate: {
    id: "como-participar",
    nav: "Cómo participar",
    title: "Cómo participar",
    paths: [
      {
        who: "Residentes y profesionales",
        text: "Solicita acceso con tu email profesional. Confirma el correo y, cuando un administrador apruebe la cuenta, podrás empezar.",
        cta: { label: "Solicitar acceso", href: "/registro" },
      },
      {
        who: "Centros y servicios",
        text: "Si quieres usar la plataforma en tu hospital o servicio, pídenos una demostración y te contamos cómo empezar.",
        cta: { label: "Solicitar una demo", href: "mailto:simulacion@example.org?subject=Solicitud%20de%20demo" },
      },
    ],
  },
} as const;

/** The landing's sections in page order: the public header links each one. */
export const LANDING_SECTIONS = [landing.product, landing.offers, landing.project, landing.team, landing.backers, landing.participate];
