import type { OnlineScenario } from "./schema";

/**
 * Seguridad del medicamento en pediatría (farmacia, enfermería y medicina).
 * Fuentes: ISMP List of High-Alert Medications in Acute Care Settings (actualizada en 2024). ISMP List of
 * Error-Prone Abbreviations, Symbols, and Dose Designations (2021). ISMP-España (medicamentos de alto
 * riesgo y abreviaturas). OMS, Medication Without Harm (tercer Reto Mundial por la Seguridad del
 * Paciente, 2017). Fichas técnicas de paracetamol 10 mg/ml solución para perfusión, ondansetrón y
 * naloxona 0,4 mg/ml (CIMA-AEMPS). Pediamécum (AEP), ficha de naloxona (actualizada en 2020): pauta de
 * ficha técnica 0,01 mg/kg, repetible, y 0,1 mg/kg (máx. 2 mg) para la reversión completa. BNF for
 * Children (paracetamol en menores de 10 kg; naloxona postoperatoria 1 microgramo/kg; acceso por
 * suscripción). SiNASP (Ministerio de Sanidad) y notificaRAM (AEMPS) para la notificación. Escala de
 * caras FPS-R (IASP).
 */
const scenario: OnlineScenario = {
  slug: "seguridad-medicamento-pediatria",
  title: "Seguridad del medicamento: errores de 10 veces en el postoperatorio",
  summary:
    "Postoperatorio de una apendicitis complicada en una niña de 20 kg. Validación de prescripciones con errores de 10 veces, abreviaturas y separadores decimales peligrosos, perfusión de morfina con concentración estándar, doble verificación independiente, vigilancia de opioides y tratamiento de una sobredosis con naloxona.",
  level: "medio",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 20,
  max_attempts: 3,
  categories: ["Seguridad del medicamento"],
  brief: {
    title: "Niña de 6 años en su primer día de postoperatorio",
    context:
      "Planta de cirugía pediátrica. La niña llega de la unidad de recuperación tras una apendicectomía laparoscópica por apendicitis perforada con peritonitis localizada. La prescripción se ha hecho deprisa al final de la sesión quirúrgica, con texto libre.",
    chips: ["Planta de cirugía", "Postoperatorio", "Farmacia", "Enfermería", "Medicamentos de alto riesgo"],
    demographics: { age: "6 años", weightKg: 20, sex: "Niña" },
    chief_complaint: "Dolor postoperatorio moderado (escala de caras FPS-R 6/10) a su llegada a planta.",
    history: [
      "Apendicitis aguda perforada con peritonitis localizada, intervenida hoy",
      "Antibioterapia IV según el protocolo del centro",
      "Sin enfermedades crónicas; función renal y hepática normales",
      "Sin alergias conocidas",
      "Peso medido en quirófano: 20 kg",
    ],
    triangle: { appearance: "green", breathing: "green", circulation: "green" },
    triangle_details: {
      appearance: "Despierta, orientada, se queja de dolor al moverse.",
      breathing: "Respiración tranquila sin trabajo respiratorio.",
      circulation: "Coloración normal, relleno capilar de 2 segundos.",
    },
    vitals: { fc: 105, fr: 22, sat: 98, temp: 37.2, ta: "100/60" },
    exam: ["Heridas de laparoscopia limpias", "Abdomen blando, doloroso alrededor de las incisiones", "Vía venosa periférica permeable"],
    quick_labs: [],
    imaging: [],
    timeline: [
      { tmin: 0, event: "Llegada a planta desde recuperación" },
      { tmin: 20, event: "Farmacia valida la prescripción electrónica" },
      { tmin: 60, event: "Se inicia la perfusión continua de morfina" },
      { tmin: 180, event: "Enfermería encuentra a la niña muy dormida" },
    ],
    red_flags: [
      "Prescripción en texto libre hecha con prisa al final de la sesión",
      "Varios medicamentos de alto riesgo en una niña de 20 kg",
      "Perfusión continua de opioide en planta",
    ],
    critical_actions: [
      "Calcular y verificar toda dosis por peso y compararla con la dosis máxima",
      "Detectar y corregir los errores de dosis antes de dispensar o administrar",
      "Aplicar barreras eficaces a los medicamentos de alto riesgo",
      "Vigilar activamente los efectos adversos graves y actuar según el ABC",
      "Notificar el incidente y analizarlo sin buscar culpables",
    ],
    learning_objective:
      "Prevenir, detectar y manejar errores de medicación pediátricos, especialmente los de 10 veces, aplicando las recomendaciones de ISMP, ISMP-España y la OMS (Medication Without Harm) y los sistemas españoles de notificación.",
    objectives: {
      MED: [
        "Prescribir por peso sin abreviaturas ni separadores decimales ambiguos",
        "Tratar la depresión respiratoria por opioides con la pauta de naloxona adecuada",
      ],
      NUR: [
        "Realizar una doble verificación verdaderamente independiente",
        "Programar con seguridad una bomba con biblioteca de fármacos",
        "Vigilar la sedación y la respiración durante una perfusión de opioides",
      ],
      PHARM: [
        "Validar dosis pediátricas por peso con la ficha técnica y formularios de referencia",
        "Calcular perfusiones con concentraciones estándar y preparar diluciones de antídotos",
        "Identificar los medicamentos de alto riesgo y las expresiones de dosis propensas a error",
      ],
    },
    competencies: [
      "Cálculo de dosis por peso",
      "Validación farmacéutica",
      "Cultura de seguridad y notificación",
      "Comunicación interprofesional",
    ],
    estimated_minutes: 20,
    level: "medio",
  },
  steps: [
    {
      description: "Validación de la prescripción",
      narrative:
        "Prescripción en texto libre: «Paracetamol IV 3000 mg cada 6 h», «Morfina 1,0 mg IV si dolor intenso» y «Ondansetrón IV ,5 ml». En la planta hay paracetamol 10 mg/ml para perfusión y ondansetrón 2 mg/ml en ampollas.",
      role_specific: true,
      roles: ["farmacia", "medico"],
      questions: [
        {
          question_text: "«Paracetamol IV 3000 mg cada 6 h» para 20 kg. ¿Qué detectas?",
          options: [
            "Es correcta si se infunde en 15 minutos y no se superan 4 dosis al día",
            "Un error de 2 veces: deberían ser 1500 mg cada 6 horas (máximo 6 g al día)",
            "Error de 10 veces: son 15 mg/kg = 300 mg por dosis (máx. 1200 mg/día)",
            "Es una dosis de carga aceptable la primera vez; solo hay que bajar las siguientes a 1500 mg",
          ],
          correct_option: 2,
          explanation:
            "La ficha técnica del paracetamol 10 mg/ml para perfusión (CIMA) indica, de más de 10 kg hasta 33 kg, 15 mg/kg por administración (1,5 ml/kg), al menos 4 horas entre dosis y un máximo de 60 mg/kg/día sin superar 2 g. Con 20 kg: 300 mg (30 ml). 3000 mg cada 6 h serían 600 mg/kg/día; 1500 mg seguirían siendo 5 veces la dosis. La ficha técnica pediátrica no contempla dosis de carga.",
          roles: [],
          is_critical: true,
          hints: ["Multiplica el peso por la dosis por kilo.", "Compara el total diario con el máximo diario por kilo y absoluto."],
        },
        {
          question_text: "¿Qué riesgo tiene escribir «Morfina 1,0 mg»?",
          options: [
            "Ninguno: el decimal indica mayor precisión y es la forma recomendada para los opioides",
            "Puede leerse «0,1 mg» si quien lee espera un punto decimal, con riesgo de infradosificación",
            "Solo es un problema en las prescripciones a mano; en la prescripción electrónica no tiene riesgo",
            "Si no se ve la coma se lee «10 mg» (10 veces más); debe escribirse «1 mg»",
          ],
          correct_option: 3,
          explanation:
            "ISMP incluye el cero final tras el separador decimal («1,0 mg» o «1.0 mg») entre las expresiones de dosis propensas a error: si no se ve la coma o el punto, se lee 10 mg. Las dosis enteras se escriben sin decimales. El riesgo también existe en la prescripción electrónica (texto libre, impresiones, etiquetas y transcripciones).",
          roles: [],
          is_critical: true,
          hints: ["Imagina la prescripción en una etiqueta mal impresa o leída deprisa: ¿qué signo puede perderse?"],
        },
        {
          question_text: "¿Qué forma de escribir estas dosis es la más segura en una prescripción española?",
          options: [
            "«,5 mg», «1.000 mg» y «10 U»",
            "«0,5 mg», «1000 mg» y «10 unidades»",
            "«0,50 mg» (dos decimales para mayor precisión), «1.000 mg» y «10 UI»",
            "«0,5 mg», «1.000,0 mg» y «10 unidades»",
          ],
          correct_option: 1,
          explanation:
            "ISMP: poner siempre un cero delante del separador decimal («0,5 mg»; «,5» se lee 5), no añadir ceros finales («0,50» puede leerse 50; «1.000,0», 10 veces más si se pierde la coma) y escribir «unidades» en lugar de «U» o «UI» (la U se lee como 0 o 4; UI, como IV o 10). En España el separador decimal es la coma y el punto se usa a menudo para los millares: quien trabaja con programas o bibliografía anglosajones, donde el punto es decimal, puede leer «1.000 mg» como 1 mg. ISMP recomienda expresar las dosis grandes de forma inequívoca; en nuestro medio es más seguro «1000 mg» sin separador. Las dosis se expresan en mg o unidades, nunca en ml.",
          roles: [],
          is_critical: false,
          hints: [
            "Lee cada expresión pensando en cómo la interpretaría alguien acostumbrado al punto decimal anglosajón, o alguien que no ve un signo.",
          ],
        },
        {
          question_text: "«Ondansetrón IV ,5 ml» para 20 kg. ¿Qué detectas?",
          options: [
            "Es correcta: 0,5 ml es la dosis pediátrica estándar de ondansetrón",
            "Dosis en volumen y sin cero inicial: 0,5 ml de 2 mg/ml son 1 mg, la mitad de 0,1 mg/kg (2 mg); pedir «ondansetrón 2 mg IV»",
            "Puede leerse «5 ml» (10 mg, más del doble del máximo); hay que corregirla a «0,5 mg IV», que es la dosis adecuada para su peso",
            "Solo falta el cero inicial: basta con reescribirla como «0,5 ml»",
          ],
          correct_option: 1,
          explanation:
            "Tres problemas: sin cero inicial «,5» puede leerse «5» (ISMP); la dosis está en ml, no en mg, y depende de la presentación; y 0,5 ml de ondansetrón 2 mg/ml son 1 mg, mientras que la ficha técnica (CIMA) indica para las náuseas y vómitos postoperatorios en niños 0,1 mg/kg IV (máx. 4 mg): 2 mg (1 ml) para 20 kg. Reescribirla como «0,5 ml» mantiene la infradosificación; 0,5 mg sería una cuarta parte de la dosis.",
          roles: [],
          is_critical: false,
          hints: ["Convierte el volumen prescrito a mg con la concentración de la ampolla y compáralo con la dosis por kilo."],
        },
      ],
    },
    {
      description: "Farmacia: perfusión de morfina, dosis por peso y antídoto",
      narrative:
        "Se prescribe morfina en perfusión continua a 20 microgramos/kg/h, con naloxona «si precisa». La concentración estándar del centro para este peso es 10 mg de morfina en 50 ml (200 microgramos/ml). En el botiquín hay naloxona 0,4 mg/ml en ampollas de 1 ml.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿A qué velocidad debe infundirse la morfina para 20 kg?",
          options: ["20 ml/h", "2 ml/h", "0,2 ml/h", "4 ml/h"],
          correct_option: 1,
          explanation:
            "20 microgramos/kg/h × 20 kg = 400 microgramos/h; 400 ÷ 200 microgramos/ml = 2 ml/h. 20 ml/h y 0,2 ml/h son errores de 10 veces; 4 ml/h, un error de 2 veces por confundir la concentración (p. ej., con 10 mg en 100 ml).",
          roles: [],
          is_critical: true,
          hints: ["Calcula la dosis por hora y divídela por la concentración, con las dos cantidades en la misma unidad."],
        },
        {
          question_text: "¿Por qué usar concentraciones estándar para las perfusiones pediátricas?",
          options: [
            "Porque permiten prescribir directamente en ml/h sin calcular la dosis por peso, lo que simplifica la orden",
            "Porque son más estables: la morfina diluida a concentraciones individualizadas caduca en pocas horas",
            "Menos cálculos y variabilidad, bibliotecas de fármacos en las bombas y doble verificación más fácil",
            "Porque reducen el coste al poder preparar varias jeringas a la vez, aunque no cambian el riesgo de error",
          ],
          correct_option: 2,
          explanation:
            "Estandarizar la preparación es una de las estrategias que ISMP propone para los medicamentos de alto riesgo y que la OMS (Medication Without Harm) recoge para situaciones de alto riesgo: menos pasos manuales, bibliotecas de fármacos con límites fiables y verificaciones más sencillas. La dosis se sigue prescribiendo por peso (microgramos/kg/h); la velocidad en ml/h es un resultado del cálculo, no la orden.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué pasos del proceso desaparecen o se simplifican, y en qué necesita una bomba para poner límites."],
        },
        {
          question_text: "Te consultan la misma pauta de paracetamol IV (15 mg/kg) para un lactante de 8 kg. ¿Qué respondes?",
          options: [
            "Es correcta: 15 mg/kg cada 6 horas (máx. 60 mg/kg/día) es la pauta para cualquier peso a partir del periodo neonatal",
            "Hay que dar una dosis fija de 125 mg, como con los supositorios de lactante",
            "No: en 10 kg o menos la ficha técnica indica 7,5 mg/kg por dosis (máx. 30 mg/kg/día)",
            "Es correcta, pero cada 8 horas en lugar de cada 6 horas",
          ],
          correct_option: 2,
          explanation:
            "Por debajo de 10 kg la dosis por administración y el máximo diario son menores. La ficha técnica del paracetamol 10 mg/ml para perfusión (CIMA) indica 7,5 mg/kg (0,75 ml/kg), máx. 30 mg/kg/día: 60 mg (6 ml) para 8 kg. La BNF for Children propone 10 mg/kg en lactantes de más de 1 mes, también con máx. 30 mg/kg/día. Alargar el intervalo sin bajar la dosis supera el máximo diario (45 mg/kg/día). Cuidado con confundir mg y ml.",
          roles: [],
          is_critical: true,
          hints: ["Comprueba para qué intervalo de peso está autorizada la pauta de 15 mg/kg y cuál es el máximo diario por debajo de él."],
        },
        {
          question_text:
            "La naloxona está prescrita «si precisa», sin dosis. Para la pauta de la ficha técnica (0,01 mg/kg por dosis), ¿cómo dejas preparada la dosis de 20 kg a partir de la ampolla de 0,4 mg/ml?",
          options: [
            "Diluir 1 ml (0,4 mg) hasta 10 ml con suero fisiológico (40 microgramos/ml), administrar 5 ml por dosis y rotular la jeringa",
            "Diluir 1 ml (0,4 mg) hasta 10 ml con suero fisiológico (40 microgramos/ml) y administrar 0,5 ml por dosis",
            "Cargar 5 ml de ampollas sin diluir, para tener a mano la dosis completa sin perder tiempo en diluir",
            "Cargar 0,05 ml de la ampolla sin diluir en una jeringa de insulina",
          ],
          correct_option: 0,
          explanation:
            "0,01 mg/kg × 20 kg = 0,2 mg = 200 microgramos (ficha técnica de naloxona en CIMA y Pediamécum de la AEP). La ampolla tiene 0,4 mg/ml = 400 microgramos/ml; diluida hasta 10 ml queda a 40 microgramos/ml y 200 microgramos son 5 ml. La dilución permite además dar fracciones (1 ml = 40 microgramos) si se quiere revertir solo la depresión respiratoria. 0,5 ml de la dilución son 20 microgramos, una décima parte de la dosis; 5 ml sin diluir son 2 mg, diez veces más (es el máximo de la pauta de reversión completa de 0,1 mg/kg), y 0,05 ml no se miden con fiabilidad. Al validar, pide que la orden «si precisa» diga dosis, criterio de uso (FR, escala de sedación) e intervalo, y rotula la jeringa con fármaco y concentración (ISMP).",
          roles: [],
          is_critical: false,
          hints: [
            "Calcula primero la dosis en microgramos; después pasa la ampolla a microgramos por ml y busca un volumen por dosis fácil de medir.",
          ],
        },
      ],
    },
    {
      description: "Enfermería: doble verificación, bomba y vigilancia del opioide",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Qué caracteriza una doble verificación independiente?",
          options: [
            "El primer profesional lee en voz alta el cálculo, la dosis y la velocidad, y el segundo confirma que coinciden con la prescripción y firma",
            "Dos enfermeras preparan juntas la jeringa, comentando cada paso, y firman el registro a la vez",
            "El segundo profesional comprueba que la etiqueta de la jeringa ya preparada coincide con la prescripción",
            "Otro profesional comprueba y rehace el cálculo por su cuenta, sin conocer el resultado del primero",
          ],
          correct_option: 3,
          explanation:
            "El segundo profesional comprueba por su cuenta paciente, fármaco, dosis, concentración, vía y velocidad, y rehace el cálculo antes de iniciar. La independencia es la clave: si conoce el resultado del primero o lo hacen juntos, tiende a confirmarlo. Comprobar solo la etiqueta no detecta un error de cálculo o de preparación. ISMP recomienda reservar la doble verificación manual para medicamentos de alto riesgo seleccionados y combinarla con otras barreras, como las bombas con biblioteca.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué tendría que ocurrir para que el segundo profesional detectara un error de cálculo del primero?"],
        },
        {
          question_text: "¿Cuál de estos grupos figura en la lista ISMP de medicamentos de alto riesgo?",
          options: [
            "Paracetamol IV, amoxicilina IV y suero fisiológico, por la frecuencia con que se prescriben en pediatría",
            "Antibióticos de uso restringido, como vancomicina y meropenem, por su toxicidad",
            "Morfina IV, insulina, cloruro potásico concentrado y adrenalina IV",
            "Los quimioterápicos y los inmunosupresores orales, pero no la insulina subcutánea",
          ],
          correct_option: 2,
          explanation:
            "La lista ISMP para hospitales (recogida también por ISMP-España) incluye, entre otros, los opioides IV, la insulina en todas sus vías, el cloruro potásico concentrado y los agonistas adrenérgicos IV: sus errores no son más frecuentes, pero sí más graves. Frecuencia de uso o coste no definen el alto riesgo.",
          roles: [],
          is_critical: false,
          hints: ["El criterio no es cuánto se usa un fármaco, sino qué consecuencias tiene un error con él."],
        },
        {
          question_text: "Al programar la perfusión, la bomba avisa: «límite superior superado» (has tecleado 20 ml/h). ¿Qué haces?",
          options: [
            "Anular la alerta, porque los límites de la biblioteca suelen estar pensados para adultos, y registrar el motivo en la bomba",
            "Bajar la velocidad hasta el máximo que acepta la bomba y empezar, para no retrasar la analgesia",
            "Cambiar el perfil de la bomba a «adulto», donde esa velocidad no genera alerta",
            "Detenerte, no anular la alerta y revisar con otro profesional la dosis, la concentración y la unidad de programación",
          ],
          correct_option: 3,
          explanation:
            "Las alertas de la biblioteca de fármacos existen para frenar errores como este (20 ml/h en lugar de 2 ml/h). Anularlas, rodearlas cambiando de perfil o ajustar la velocidad al límite sin recalcular elimina la barrera y mantiene el error.",
          roles: [],
          is_critical: true,
          hints: ["Antes de decidir, compara la velocidad tecleada con la que calculaste para esta niña."],
        },
        {
          question_text: "Durante la perfusión de morfina en planta, ¿qué vigilancia es la adecuada?",
          options: [
            "Pulsioximetría continua, FR, escala de sedación y escala de dolor a intervalos pautados, con naloxona prescrita si precisa",
            "Constantes cada 8 horas; si la niña duerme, no despertarla, porque el sueño indica buen control del dolor",
            "Solo la saturación de oxígeno: si es normal, la respiración es adecuada aunque esté muy dormida",
            "Escala de dolor cada hora y, si duerme tranquila, suspender los controles nocturnos",
          ],
          correct_option: 0,
          explanation:
            "Los opioides IV son medicamentos de alto riesgo (ISMP): la sedación progresiva precede a la depresión respiratoria, por eso se vigilan la sedación con una escala validada (p. ej., la UMSS) y la FR, además de la pulsioximetría y el dolor (a los 6 años, una escala de caras como la FPS-R). Con oxígeno suplementario la saturación puede mantenerse normal mientras la FR cae. Una analgesia multimodal (paracetamol pautado y, según el caso, otros analgésicos) permite usar menos opioide.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en la secuencia de signos con que progresa la toxicidad por opioides y en qué puede enmascarar el oxígeno suplementario.",
          ],
        },
      ],
    },
    {
      description: "Fase 4 · intervención urgente: depresión respiratoria por opioide",
      narrative:
        "Dos horas después de iniciar la perfusión, la niña está muy somnolienta, con FR de 8 rpm, pupilas mióticas y saturación del 86 %. Mantiene pulso. La bomba marca 20 ml/h. Tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "¿Cuál es tu primera actuación?",
          options: [
            "Parar la morfina, abrir la vía aérea, oxígeno y ventilar si no respira eficazmente; pedir ayuda",
            "Bajar la perfusión a la mitad (10 ml/h) y reevaluar en 30 minutos, para no dejarla sin analgesia",
            "Administrar naloxona IV de inmediato sin parar la perfusión, que sigue siendo necesaria para el dolor",
            "Estimularla y, si abre los ojos, reducir la perfusión a 2 ml/h y avisar al médico",
          ],
          correct_option: 0,
          explanation:
            "Primero se corta el aporte del fármaco y se asegura la oxigenación y la ventilación (A-B), mientras se pide ayuda y se prepara el antídoto. Bajar la perfusión a la mitad (10 ml/h) sigue aportando 5 veces la dosis prescrita, y reducirla a 2 ml/h no elimina el opioide ya acumulado; la naloxona sin parar la perfusión revierte solo de forma transitoria. Estimular a la niña no sustituye al soporte ventilatorio.",
          roles: [],
          is_critical: true,
          hints: ["Sigue el orden ABC y pregúntate qué sigue empeorando el problema mientras actúas."],
          time_limit: 45,
        },
        {
          question_text:
            "Con bolsa y mascarilla la saturación sube al 95 %; respira a 8 rpm y mantiene pulso. ¿Qué pauta de naloxona indicas?",
          options: [
            "Naloxona 0,1 mg/kg (2 mg para 20 kg, el máximo) IV en un único bolo, para revertir por completo y de una vez el opioide",
            "Naloxona 0,4 mg IM, como en el adulto, y reevaluar en 15 minutos",
            "Flumazenilo IV, que revierte la sedación de cualquier origen farmacológico",
            "Naloxona IV 0,01 mg/kg (200 microgramos), repetida cada 2–3 minutos según FR y conciencia; 0,1 mg/kg (máx. 2 mg) si no responde, apnea o parada",
          ],
          correct_option: 3,
          explanation:
            "La ficha técnica de la naloxona (CIMA), recogida en Pediamécum (AEP), indica en niños con depresión respiratoria por opioides 0,01–0,02 mg/kg IV cada 2–3 minutos hasta lograr una respiración y un nivel de conciencia satisfactorios; en la intoxicación, empezar por 0,01 mg/kg y pasar a 0,1 mg/kg si la respuesta no es suficiente. La pauta de 0,1 mg/kg (máx. 2 mg) de entrada, de PALS, es la de la reversión completa: apnea, parada o intoxicación grave. La BNF for Children propone para la depresión postoperatoria incrementos aún menores (1 microgramo/kg). El principio es el mismo: en una niña recién operada que ya se ventila, se titula para revertir la depresión respiratoria sin quitar toda la analgesia; un bolo completo provoca dolor intenso, agitación y, a veces, edema pulmonar o arritmias. Como la naloxona dura menos que la morfina, puede requerir dosis repetidas o una perfusión y vigilancia prolongada. El flumazenilo revierte benzodiacepinas, no opioides. La dosis IM de adulto no se ajusta al peso y actúa más tarde.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué quieres revertir exactamente: la depresión respiratoria o también la analgesia de una niña recién operada?"],
          time_limit: 60,
        },
        {
          question_text: "A 20 ml/h con 200 microgramos/ml, ¿cuánta morfina ha estado recibiendo?",
          options: [
            "0,4 mg/h (20 microgramos/kg/h): la dosis prescrita",
            "40 mg/h (2000 microgramos/kg/h): 100 veces la dosis prescrita",
            "2 mg/h (100 microgramos/kg/h): 5 veces la dosis prescrita",
            "4 mg/h (200 microgramos/kg/h): 10 veces la dosis prescrita",
          ],
          correct_option: 3,
          explanation:
            "20 ml/h × 200 microgramos/ml = 4000 microgramos/h = 4 mg/h; entre 20 kg, 200 microgramos/kg/h, diez veces los 20 microgramos/kg/h prescritos.",
          roles: [],
          is_critical: false,
          hints: ["Multiplica la velocidad por la concentración y luego divide por el peso."],
          time_limit: 60,
        },
      ],
    },
    {
      description: "Después del incidente: comunicación y aprendizaje",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text: "Una vez estabilizada la niña, ¿qué se hace con el error?",
          options: [
            "Notificarlo en el sistema de incidentes, sin informar a la familia, porque no ha dejado secuelas",
            "Informar a la familia y registrarlo en la historia; notificarlo solo si hubiera dejado secuelas",
            "Abrir un expediente a la enfermera que programó la bomba, para que el error no se repita",
            "Informar a la familia, notificarlo (SiNASP o el sistema del hospital) y analizar los fallos del sistema sin buscar culpables",
          ],
          correct_option: 3,
          explanation:
            "La OMS (Medication Without Harm) insiste en abordar los errores como fallos de sistema: notificación, análisis y cambios. En España, el SiNASP del Ministerio de Sanidad (o el sistema equivalente de cada comunidad u hospital) recoge los incidentes de forma voluntaria, confidencial y no punitiva, también los que no causan daño, porque de ellos se aprende. Si el error causó daño, puede notificarse además al Sistema Español de Farmacovigilancia mediante notificaRAM. La comunicación franca con la familia forma parte de una atención segura.",
          roles: [],
          is_critical: false,
          hints: [
            "Distingue tres tareas distintas: comunicar, notificar y analizar. Comprueba cuál de ellas deja sin hacer cada opción y con qué criterio.",
          ],
        },
        {
          question_text: "En el análisis del incidente, ¿qué medida reduce más la probabilidad de que se repita?",
          options: [
            "Recordar por escrito a todo el personal que debe prestar más atención al programar las bombas",
            "Sancionar a la enfermera implicada para que el resto extreme las precauciones",
            "Biblioteca de fármacos con límites absolutos para la morfina pediátrica, concentración estándar única y prescripción electrónica por peso",
            "Añadir una tercera firma en el registro de la perfusión de morfina",
          ],
          correct_option: 2,
          explanation:
            "ISMP ordena las estrategias según su eficacia: las funciones forzadas y las restricciones (límites absolutos que no se pueden anular), la automatización y la estandarización son más eficaces que las comprobaciones añadidas, las normas y la formación, que dependen de la memoria y la atención humanas. Sancionar desalienta la notificación sin corregir el sistema. Es la línea que propone la OMS en Medication Without Harm para las situaciones de alto riesgo.",
          roles: [],
          is_critical: false,
          hints: ["Ordena las opciones según cuánto dependen de que una persona no se equivoque."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "ISMP List of High-Alert Medications in Acute Care Settings",
      url: "https://www.ismp.org/recommendations/high-alert-medications-acute-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 10,
    },
    {
      title: "ISMP List of Error-Prone Abbreviations, Symbols, and Dose Designations",
      url: "https://www.ismp.org/recommendations/error-prone-abbreviations-list",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "web",
      year: 2021,
      free_access: true,
      weight: 20,
    },
    {
      title: "ISMP-España: medicamentos de alto riesgo y abreviaturas, símbolos y expresiones de dosis asociados a errores de medicación",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 25,
    },
    {
      title: "Medication Without Harm: WHO Global Patient Safety Challenge",
      url: "https://www.who.int/initiatives/medication-without-harm",
      source: "Organización Mundial de la Salud (OMS)",
      type: "web",
      year: 2017,
      free_access: true,
      weight: 30,
    },
    {
      title: "SiNASP: Sistema de Notificación y Aprendizaje para la Seguridad del Paciente",
      url: "https://sinasp.es/informacion",
      source: "Ministerio de Sanidad (España)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 35,
    },
    {
      title: "notificaRAM: notificación de sospechas de reacciones adversas a medicamentos",
      url: "https://www.notificaram.es/",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) – Sistema Español de Farmacovigilancia",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 38,
    },
    {
      title: "BNF for Children (edición vigente): paracetamol y naloxona (acceso por suscripción fuera del Reino Unido)",
      url: "https://www.medicinescomplete.com/",
      source: "BNF for Children (BMJ Group / Royal Pharmaceutical Society / RCPCH), en MedicinesComplete",
      type: "web",
      year: 2024,
      free_access: false,
      weight: 40,
    },
    {
      title: "Pediamécum: base de datos de medicamentos pediátricos",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría (AEP)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 50,
    },
    {
      title: "Pediamécum: naloxona (pautas de ficha técnica y de reversión completa en niños)",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum/naloxona",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría (AEP); ficha actualizada en 2020",
      type: "web",
      year: 2020,
      free_access: true,
      weight: 55,
    },
    {
      title: "CIMA: fichas técnicas autorizadas (paracetamol 10 mg/ml para perfusión, ondansetrón, naloxona 0,4 mg/ml)",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 60,
    },
    {
      title: "Faces Pain Scale – Revised (FPS-R)",
      url: "https://www.iasp-pain.org/resources/faces-pain-scale-revised/",
      source: "International Association for the Study of Pain (IASP)",
      type: "web",
      year: 2001,
      free_access: true,
      weight: 70,
    },
  ],
};

export default scenario;
