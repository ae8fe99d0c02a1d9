import type { OnlineScenario } from "./schema";

/**
 * Preparación segura de perfusiones en la UCI pediátrica (caso centrado en farmacia).
 * Fuentes:
 * - ISMP. Guidelines for Optimizing Safe Implementation and Use of Smart Infusion Pumps (2020):
 *   concentraciones estandarizadas, bibliotecas de fármacos, límites, programación y etiquetado.
 * - Bombas de infusión inteligentes: luces y sombras de una tecnología en desarrollo. Med Clin (Barc)
 *   2011 (artículo especial español sobre bibliotecas de fármacos y errores de administración).
 * - ISMP-España y Ministerio de Sanidad y Consumo: Recomendaciones para el uso seguro del potasio
 *   intravenoso (2009: retirada de ampollas concentradas, prediluidos, protocolos con límites de
 *   concentración y velocidad); medicamentos de alto riesgo; doble verificación independiente.
 * - Stabilis (base de datos de estabilidad y compatibilidad de medicamentos inyectables), con el mismo
 *   principio que el Handbook on Injectable Drugs de Trissel: comprobar cada pareja en Y.
 * - Fichas técnicas (CIMA-AEMPS) de amiodarona (Trangorex 150 mg/3 ml), fenitoína, adrenalina,
 *   noradrenalina, bicarbonato sódico 1 M y cloruro potásico.
 * - Pediamécum (AEP): amiodarona, fenitoína, cloruro potásico.
 */
const scenario: OnlineScenario = {
  slug: "preparacion-perfusiones-farmacia",
  title: "Perfusiones en la UCI pediátrica: concentraciones estándar, diluyentes y compatibilidades",
  summary:
    "Lactante de 8,5 kg en el postoperatorio de cirugía cardiaca con varias perfusiones de alto riesgo. Concentraciones estandarizadas y bombas inteligentes, diluyentes y estabilidad, compatibilidad en Y con vasoactivos y sedoanalgesia, potasio intravenoso, doble verificación independiente y rotulado de líneas.",
  level: "avanzado",
  mode: ["online"],
  status: "Disponible",
  estimated_minutes: 25,
  max_attempts: 3,
  categories: ["Seguridad del medicamento"],
  brief: {
    title: "Lactante de 10 meses con varias perfusiones tras la corrección de una tetralogía de Fallot",
    context:
      "UCI pediátrica de un hospital con cirugía cardiaca infantil. El lactante ingresa intubado tras la corrección completa de una tetralogía de Fallot. El farmacéutico de la unidad valida las prescripciones del ingreso y acompaña al equipo en el pase.",
    chips: ["UCI pediátrica", "Farmacia", "Perfusiones", "Compatibilidad", "Bombas inteligentes"],
    demographics: { age: "10 meses", weightKg: 8.5, sex: "Niño" },
    chief_complaint: "Postoperatorio inmediato con soporte inotrópico, sedoanalgesia en perfusión y taquicardia de nueva aparición.",
    history: [
      "Tetralogía de Fallot corregida hoy con circulación extracorpórea",
      "Sin alergias conocidas",
      "Catéter venoso central yugular de tres luces, vía arterial radial y una vía periférica en el dorso de la mano",
      "Restricción hídrica al 50 % de las necesidades basales en las primeras 24 horas",
    ],
    triangle: { appearance: "amber", breathing: "amber", circulation: "red" },
    triangle_details: {
      appearance: "Sedado y adaptado a la ventilación mecánica.",
      breathing: "Ventilación mecánica con buena expansión bilateral.",
      circulation: "Taquicardia regular, extremidades templadas, relleno capilar de 3 segundos.",
    },
    vitals: {
      fc: 205,
      fr: 30,
      sat: 97,
      temp: 37.9,
      ta: "66/40",
      notes: "FR programada en el respirador. El ECG muestra una taquicardia de QRS estrecho con disociación auriculoventricular.",
    },
    exam: [
      "Herida de esternotomía limpia; drenajes con débito escaso",
      "Luz distal del catéter central: adrenalina a concentración estándar",
      "Luz medial: midazolam y morfina en Y",
      "Luz proximal: sueroterapia y medicación intermitente",
    ],
    quick_labs: [
      { name: "Gasometría arterial", value: "pH 7,28; bicarbonato 17 mmol/l; lactato 3,1 mmol/l" },
      { name: "Potasio", value: "3,2 mmol/l" },
      { name: "Calcio iónico", value: "1,05 mmol/l" },
      { name: "Magnesio", value: "0,7 mmol/l" },
      { name: "Glucemia", value: "140 mg/dl" },
    ],
    imaging: [{ name: "Ecocardiografía a pie de cama", status: "available" }],
    timeline: [
      { tmin: 0, event: "Ingreso en la UCI pediátrica desde quirófano; conexión de las perfusiones" },
      { tmin: 45, event: "El farmacéutico valida las prescripciones en el programa de prescripción electrónica" },
      { tmin: 120, event: "Aparece una taquicardia de 205 lpm con disociación auriculoventricular" },
      { tmin: 130, event: "Breve crisis focal autolimitada; neurología recomienda tratamiento si se repite" },
    ],
    red_flags: [
      "Varias perfusiones de alto riesgo por un número limitado de luces",
      "Restricción hídrica en un lactante pequeño",
      "Prescripciones verbales durante una situación urgente",
      "Potasio intravenoso concentrado en la unidad",
    ],
    critical_actions: [
      "Prescribir y preparar las perfusiones con las concentraciones estándar de la unidad",
      "Comprobar el diluyente y la compatibilidad en Y antes de cada conexión",
      "Doble verificación independiente de los medicamentos de alto riesgo",
      "Programar las bombas con la biblioteca de fármacos",
      "Rotular cada jeringa y cada línea",
    ],
    learning_objective:
      "Preparar y administrar con seguridad perfusiones intravenosas en un niño crítico: concentraciones estandarizadas y bombas inteligentes, elección del diluyente, estabilidad y compatibilidad en Y, límites del potasio intravenoso, doble verificación independiente y rotulado de líneas.",
    objectives: {
      MED: [
        "Prescribir perfusiones en unidades de dosis con las concentraciones estándar",
        "Adaptar la concentración al lactante con restricción hídrica sin recurrir a diluciones individualizadas",
      ],
      NUR: [
        "Programar la bomba inteligente desde la biblioteca de fármacos y responder a sus alertas",
        "Rotular jeringas y líneas y respetar las luces exclusivas",
      ],
      PHARM: [
        "Elegir el diluyente correcto de amiodarona y fenitoína",
        "Resolver compatibilidades en Y con fuentes de referencia",
        "Aplicar las recomendaciones españolas sobre el potasio intravenoso",
        "Organizar la doble verificación independiente",
      ],
    },
    competencies: [
      "Farmacotecnia de mezclas intravenosas",
      "Compatibilidad y estabilidad de medicamentos",
      "Medicamentos de alto riesgo",
      "Tecnología de infusión segura",
    ],
    estimated_minutes: 25,
    level: "avanzado",
  },
  steps: [
    {
      description: "Concentraciones estándar y bombas inteligentes",
      narrative:
        "Un residente nuevo pregunta por qué la unidad no prepara las perfusiones con la «regla del 6», que él usaba para que 1 ml/h equivaliera a 0,1 microgramos/kg/min.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text:
            "¿Qué ventaja principal tienen las concentraciones estandarizadas frente a las diluciones calculadas para cada peso?",
          options: [
            "Evitan un cálculo distinto en cada jeringa y permiten bibliotecas con límites en la bomba",
            "Permiten ajustar exactamente el volumen total de cada perfusión al balance hídrico de cada niño, algo clave en lactantes",
            "Hacen innecesaria la doble verificación de la preparación",
            "Evitan tener que conocer el peso del paciente",
          ],
          correct_option: 0,
          explanation:
            "Con diluciones individualizadas (como la «regla del 6») cada jeringa exige un cálculo y cada etiqueta es distinta, lo que multiplica los errores de 10 veces. Las concentraciones estándar permiten que farmacia prepare o protocolice jeringas iguales, que la bomba tenga una biblioteca con límites de dosis para cada fármaco y concentración, y que el dato que se programa sea la dosis por kilo (ISMP 2020). En España, las ventajas y límites de las bombas inteligentes se revisaron en Medicina Clínica (2011). El peso sigue siendo imprescindible y la doble verificación se mantiene.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en cuántos cálculos distintos exige cada sistema y dónde se cometen los errores de 10 veces."],
        },
        {
          question_text: "¿Qué debe figurar en la etiqueta de una jeringa de perfusión continua?",
          options: [
            "Solo el nombre comercial y la cama",
            "El volumen total y el ritmo en ml/h, sin la dosis, para no confundir a quien la conecta",
            "La concentración como razón o porcentaje («1:10 000», «0,01 %») para que coincida con lo que figura en la ampolla y en los protocolos antiguos",
            "Fármaco, concentración por ml, diluyente, dosis y velocidad, fecha, paciente y quién la preparó y verificó",
          ],
          correct_option: 3,
          explanation:
            "ISMP recomienda expresar la concentración como cantidad por volumen (microgramos/ml, mg/ml, unidades/ml) y no como razón o porcentaje, e identificar el fármaco, el diluyente, la dosis, el paciente, la hora y la persona que la prepara y la que la verifica (ISMP 2020; ISMP-España, medicamentos de alto riesgo). Sin la dosis en la etiqueta no se puede contrastar la bomba con la prescripción.",
          roles: [],
          is_critical: false,
          hints: ["¿Qué datos necesitas para comprobar en la cabecera que la bomba coincide con la prescripción?"],
        },
      ],
    },
    {
      description: "Farmacia: diluyentes y estabilidad",
      narrative:
        "Se prescribe amiodarona para la taquicardia ectópica de la unión y se pide dejar preparada la fenitoína por si se repite la crisis.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué combinación de diluyentes validas?",
          options: [
            "Amiodarona y fenitoína en salino 0,9 %",
            "Amiodarona en salino 0,9 % y fenitoína en glucosado al 5 %, que es el diluyente más habitual",
            "Ambas en glucosado al 5 %",
            "Amiodarona en glucosado al 5 % y fenitoína en salino 0,9 %",
          ],
          correct_option: 3,
          explanation:
            "La ficha técnica de amiodarona (Trangorex, CIMA) indica diluirla solo en glucosado al 5 %. La fenitoína precipita en soluciones glucosadas y se diluye exclusivamente en salino 0,9 %, se administra poco después de prepararla con filtro en línea y se lava la vía con salino antes y después (ficha técnica; Pediamécum). Invertir los diluyentes produce precipitación o pérdida de estabilidad.",
          roles: [],
          is_critical: true,
          hints: ["Revisa en la ficha técnica de cada fármaco el apartado de preparación y sus incompatibilidades."],
        },
        {
          question_text: "Además del diluyente, ¿qué más compruebas en la perfusión de amiodarona?",
          options: [
            "≥ 0,6 mg/ml, vía central si la perfusión es prolongada y equipo sin DEHP",
            "Que se proteja de la luz durante 48 horas y se prepare diluida al máximo para evitar flebitis",
            "Que pueda mezclarse en la misma jeringa con la sedoanalgesia para ahorrar luces en un lactante con pocos accesos",
            "Que se administre en bolo rápido para revertir antes la taquicardia",
          ],
          correct_option: 0,
          explanation:
            "La ficha técnica de amiodarona advierte que las soluciones por debajo de 0,6 mg/ml (menos de 2 ampollas en 500 ml) son inestables, recomienda la vía central para las perfusiones repetidas o continuas por el riesgo de flebitis, y señala que libera el plastificante DEHP de los equipos que lo contienen. Diluirla al máximo la hace inestable, no se mezcla con otros fármacos en la jeringa y el bolo rápido causa hipotensión grave.",
          roles: [],
          is_critical: false,
          hints: ["Busca en la ficha técnica qué ocurre con la solución de amiodarona cuando queda demasiado diluida."],
        },
        {
          question_text:
            "Para comprobar la compatibilidad en Y de un fármaco nuevo con las perfusiones en curso, ¿qué fuente y qué criterio usas?",
          options: [
            "Si la mezcla no cambia de aspecto en la jeringa, es compatible",
            "Stabilis o Trissel para cada pareja y concentración; sin datos, otra luz",
            "La ficha técnica de uno de los dos fármacos basta para toda la línea",
            "Si los dos fármacos son compatibles con el mismo suero de dilución, se asume que también lo son entre sí en la conexión en Y",
          ],
          correct_option: 1,
          explanation:
            "La compatibilidad en Y se valora por parejas y a concentraciones concretas con bases como Stabilis o el Handbook on Injectable Drugs de Trissel; la ausencia de precipitado visible no excluye la incompatibilidad química (pérdida de actividad, microprecipitados). Compartir diluyente no garantiza compatibilidad entre fármacos. Sin datos, lo prudente es no mezclarlos y usar otra luz.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en las incompatibilidades que no se ven a simple vista.",
            "¿Qué haces cuando no encuentras datos de una pareja concreta?",
          ],
        },
      ],
    },
    {
      description: "Fase 3 · intervención urgente: decisiones de compatibilidad en la cabecera",
      narrative:
        "La TA baja a 58/34. Se piden varias medidas a la vez y hay que decidir por dónde va cada fármaco. Cada pregunta tiene tiempo limitado.",
      role_specific: false,
      roles: [],
      questions: [
        {
          question_text:
            "El residente pide bicarbonato 1 M en bolo «por la luz de la adrenalina, que es la que está más a mano». ¿Qué responde el equipo?",
          options: [
            "No: el bicarbonato inactiva las catecolaminas y el bolo arrastraría adrenalina",
            "Adelante, lavando después con 5 ml de salino para que la adrenalina siga pasando sin interrupción",
            "Adelante, pero parando la adrenalina durante el bolo",
            "Solo si se diluye antes al medio con glucosado al 5 %",
          ],
          correct_option: 0,
          explanation:
            "Las fichas técnicas de adrenalina y noradrenalina recogen su incompatibilidad con soluciones alcalinas como el bicarbonato, que las inactivan. Además, cualquier bolo o lavado por la luz de un vasoactivo administra de golpe el fármaco que queda en el espacio muerto, con riesgo de crisis hipertensiva y arritmias, y detener la adrenalina en un niño hipotenso es peligroso. La luz de vasoactivos es exclusiva.",
          roles: [],
          is_critical: true,
          hints: [
            "Piensa en el pH del bicarbonato y en lo que queda dentro de la luz.",
            "¿Qué le pasa al niño si recibe de golpe la adrenalina del espacio muerto?",
          ],
          time_limit: 45,
        },
        {
          question_text:
            "Se prescribe furosemida en bolo. La luz proximal está ocupada por un antibiótico y proponen usar la medial, por la que pasan midazolam y morfina. ¿Qué haces?",
          options: [
            "Administrarla en Y por la luz medial sin más, porque es un bolo corto",
            "Mezclarla en la jeringa de morfina",
            "Otra vía: la furosemida precipita con el midazolam",
            "Diluirla previamente en 10 ml de glucosado al 5 % para que sea compatible con el midazolam y pasarla por la luz medial",
          ],
          correct_option: 2,
          explanation:
            "La furosemida, de pH alcalino, es incompatible en Y con el midazolam (precipitado), según bases de compatibilidad como Stabilis; midazolam y morfina sí son compatibles entre sí. La alternativa es la vía periférica disponible o, si no la hay, interrumpir la sedación y lavar la luz antes y después según el protocolo de la unidad. Cambiar el diluyente no resuelve una incompatibilidad entre principios activos, y el glucosado, ácido, es además un mal diluyente para la furosemida, que precipita a pH bajo.",
          roles: [],
          is_critical: true,
          hints: ["Revisa todas las parejas de fármacos que coincidirían en esa luz, no solo una."],
          time_limit: 60,
        },
        {
          question_text:
            "Se indica una carga de amiodarona de 5 mg/kg. Con ampollas de 150 mg/3 ml, ¿qué preparas para este lactante de 8,5 kg?",
          options: [
            "4,25 mg (0,085 ml) en bolo directo",
            "42,5 mg (0,85 ml) sin diluir, en bolo rápido por la luz de la adrenalina, que es la que tiene mejor flujo",
            "425 mg (8,5 ml) diluidos en 50 ml de salino 0,9 % en 1 hora",
            "42,5 mg (0,85 ml) en glucosado al 5 % (≥ 0,6 mg/ml) en 20–60 min",
          ],
          correct_option: 3,
          explanation:
            "5 mg/kg × 8,5 kg = 42,5 mg; a 50 mg/ml son 0,85 ml, que se diluyen en glucosado al 5 % (por ejemplo, hasta 20 ml: 2,1 mg/ml, por encima del mínimo de 0,6 mg/ml de la ficha técnica) y se administran en 20–60 minutos (Pediamécum), preferiblemente por vía central. Un bolo rápido produce hipotensión grave y no se administra por la luz de un vasoactivo. 4,25 y 425 mg son errores de 10 veces.",
          roles: [],
          is_critical: true,
          hints: [
            "Calcula los mg y pásalos a ml con la concentración de la ampolla.",
            "Recuerda el diluyente y la concentración mínima de la amiodarona.",
          ],
          time_limit: 90,
        },
      ],
    },
    {
      description: "Farmacia: potasio intravenoso y doble verificación",
      narrative:
        "El potasio es 3,2 mmol/l y cirugía cardiaca quiere mantenerlo por encima de 4 mmol/l por la arritmia. En el botiquín de la UCI hay ampollas de cloruro potásico 2 mEq/ml.",
      role_specific: true,
      roles: ["farmacia"],
      questions: [
        {
          question_text: "¿Qué límites de concentración y velocidad aplicas al potasio intravenoso?",
          options: [
            "Cualquier concentración por vía periférica si se administra en bomba",
            "Bolo lento de la ampolla en 5 minutos por vía central con monitorización",
            "Hasta 150 mEq/l por vía periférica si la vena es de buen calibre y hasta 2 mEq/kg/h por vía central",
            "Periférica ≤ 40 mEq/l; más concentrado solo por vía central; ≤ 0,5 mEq/kg/h",
          ],
          correct_option: 3,
          explanation:
            "Las recomendaciones españolas para el uso seguro del potasio intravenoso (Ministerio de Sanidad e ISMP-España, 2009) piden que cada centro fije en protocolos la concentración y la velocidad máximas, con bomba de infusión. Pediamécum sitúa el límite habitual por vía periférica en torno a 40 mEq/l (algunos protocolos pediátricos aceptan hasta 60–80 mEq/l en situaciones concretas y con vigilancia estrecha) y reserva concentraciones mayores para la vía central; la velocidad habitual no supera 0,5 mEq/kg/h, y solo en la UCI pediátrica, con ECG continuo y según protocolo, se llega a 1 mEq/kg/h. El potasio nunca se administra en bolo: puede producir una parada cardiaca.",
          roles: [],
          is_critical: true,
          hints: [
            "Separa los límites por tipo de vía y la velocidad por kilo y hora.",
            "¿Qué le ocurre al corazón con un bolo de potasio?",
          ],
        },
        {
          question_text: "¿Qué medida de prevención de errores con el potasio concentrado es prioritaria?",
          options: [
            "Retirar las ampollas concentradas donde no sean imprescindibles y usar prediluidos",
            "Mantener las ampollas en todas las plantas con una etiqueta de alerta roja en cada una",
            "Impartir cada año una sesión de formación sobre el riesgo del potasio concentrado a todo el personal",
            "Exigir la doble firma en la hoja de administración cada vez que se use una ampolla",
          ],
          correct_option: 0,
          explanation:
            "Las recomendaciones del Ministerio de Sanidad e ISMP-España (2009) priorizan retirar el cloruro potásico concentrado de las unidades, usar soluciones comerciales prediluidas o preparadas en farmacia, almacenar las ampollas separadas y señalizadas donde sean imprescindibles (como la UCI) y exigir prescripción escrita. Las etiquetas de alerta, la formación y las firmas ayudan, pero dependen de la atención de las personas: son medidas más débiles que eliminar la posibilidad del error. Al añadirlo a un suero hay que mezclar bien, porque el potasio concentrado es más denso y puede quedar en el fondo y administrarse en bolo.",
          roles: [],
          is_critical: true,
          hints: ["La medida más eficaz es la que hace imposible el error, no la que solo lo advierte."],
        },
        {
          question_text: "¿En qué consiste una doble verificación independiente de la jeringa de potasio?",
          options: [
            "Que una segunda persona revise la jeringa ya preparada por la primera, compruebe la etiqueta y firme en el registro",
            "Que la misma persona repita el cálculo dos veces",
            "Una segunda persona comprueba cada paso por separado, sin ver el resultado de la primera",
            "Que el médico confirme por teléfono la dosis leída por enfermería",
          ],
          correct_option: 2,
          explanation:
            "ISMP e ISMP-España definen la doble verificación independiente como la comprobación separada, por una segunda persona y sin influencia de la primera, de cada paso (prescripción, cálculo, producto, concentración y programación) antes de comparar resultados. Firmar lo que otro ha calculado o leerle la dosis en voz alta arrastra el mismo error. Se reserva para medicamentos de alto riesgo como el potasio, la insulina o los vasoactivos.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en qué ocurre si el segundo profesional parte del cálculo o de la jeringa que ya ha hecho el primero."],
        },
      ],
    },
    {
      description: "Enfermería: programación de bombas y rotulado de líneas",
      role_specific: true,
      roles: ["enfermeria"],
      questions: [
        {
          question_text: "¿Cómo programas la perfusión de amiodarona en la bomba inteligente?",
          options: [
            "En modo básico en ml/h, que es más rápido en una urgencia",
            "Desde la biblioteca: fármaco, concentración, peso y dosis, y comprobar la velocidad",
            "Copiando el ritmo en ml/h de la perfusión anterior del mismo fármaco en otro paciente",
            "Programando la dosis en la bomba y anulando cualquier alerta de límite para no interrumpir una perfusión urgente",
          ],
          correct_option: 1,
          explanation:
            "ISMP (2020) recomienda programar siempre dentro de la biblioteca de fármacos, seleccionando fármaco y concentración, introduciendo peso y dosis y verificando la velocidad resultante; el modo básico en ml/h anula la protección. Ante una alerta de límite blando hay que revisar la programación antes de confirmarla, y un límite duro no se puede superar. Copiar ritmos de otro paciente ignora el peso y la concentración.",
          roles: [],
          is_critical: true,
          hints: ["¿Qué información necesita la bomba para poder comparar lo que programas con un límite de seguridad?"],
        },
        {
          question_text: "¿Cómo organizas y rotulas las líneas de este lactante?",
          options: [
            "Rotular solo la jeringa, porque las líneas se ven en la bomba",
            "Agrupar todas las perfusiones en una rampa de llaves sin rotular, para ahorrar espacio y reducir las manipulaciones de la vía central",
            "Usar el mismo color de etiqueta para todos los fármacos",
            "Rotular cada línea junto a la bomba y junto al paciente; luz exclusiva para vasoactivos",
          ],
          correct_option: 3,
          explanation:
            "Con varias perfusiones, las conexiones equivocadas y los bolos accidentales son errores frecuentes; ISMP (2020) recomienda rotular cada línea cerca de la bomba y cerca del punto de conexión al paciente y rastrear la línea desde la bolsa o jeringa hasta el paciente antes de cualquier cambio. Los vasoactivos van por una luz exclusiva donde no se administran bolos ni lavados.",
          roles: [],
          is_critical: false,
          hints: ["Piensa en quién conecta un bolo a las 4 de la madrugada y qué necesita ver en ese momento."],
        },
      ],
    },
    {
      description: "Medicina: prescripción para un lactante con restricción hídrica",
      narrative:
        "Con la amiodarona y el control de la temperatura la frecuencia ha bajado a 150 lpm, pero persiste la hipotensión. Con restricción hídrica al 50 %, las perfusiones ya suponen la mitad del volumen permitido. Se plantea añadir noradrenalina.",
      role_specific: true,
      roles: ["medico"],
      questions: [
        {
          question_text: "¿Cómo prescribes la nueva perfusión de noradrenalina?",
          options: [
            "En ml/h, para que enfermería no tenga que calcular nada y pueda programar la bomba directamente",
            "Con la «regla del 6», para que 1 ml/h equivalga a 0,1 microgramos/kg/min",
            "En microgramos/kg/min, seleccionando la concentración estándar de la unidad",
            "Como «1 ampolla en 50 ml a ritmo según TA»",
          ],
          correct_option: 2,
          explanation:
            "La prescripción debe expresar la dosis en unidades de dosis por kilo y tiempo (microgramos/kg/min) con la concentración estándar de la unidad, que es la que está en la biblioteca de la bomba (ISMP 2020). En ml/h o «ampollas en X ml» la dosis real depende de la preparación y no puede verificarse; la «regla del 6» obliga a una dilución distinta para cada peso.",
          roles: [],
          is_critical: true,
          hints: ["Piensa en qué tienen que comparar quien valida la prescripción y quien programa la bomba."],
        },
        {
          question_text: "El volumen de las perfusiones supera lo permitido. ¿Cuál es la solución más segura?",
          options: [
            "Pedir a enfermería que prepare diluciones individualizadas más concentradas calculadas a pie de cama",
            "Usar la concentración estándar más alta de la biblioteca para ese fármaco",
            "Reducir a la mitad la dosis de los vasoactivos",
            "Suspender la sueroterapia de mantenimiento sin más",
          ],
          correct_option: 1,
          explanation:
            "Las bibliotecas de fármacos pediátricas suelen incluir dos o más concentraciones estándar por fármaco para que los lactantes pequeños o con restricción hídrica reciban menos volumen sin abandonar el sistema (ISMP 2020). Preparar diluciones a medida a pie de cama reintroduce los cálculos y los errores; reducir dosis o suspender el mantenimiento sin valorar glucosa y electrolitos pone en riesgo al paciente.",
          roles: [],
          is_critical: false,
          hints: ["Compara cada opción con dos criterios: la dosis que recibe el niño y los cálculos que hay que hacer a pie de cama."],
        },
      ],
    },
  ],
  resources: [
    {
      title: "Guidelines for Optimizing Safe Implementation and Use of Smart Infusion Pumps (ISMP, 2020)",
      url: "https://www.ismp.org/guidelines/safe-implementation-and-use-smart-pumps",
      source: "Institute for Safe Medication Practices (ISMP)",
      type: "guía",
      year: 2020,
      free_access: true,
      weight: 10,
    },
    {
      title: "Bombas de infusión inteligentes: luces y sombras de una tecnología en desarrollo",
      url: "https://doi.org/10.1016/j.medcli.2010.01.016",
      source: "Medicina Clínica (Barcelona)",
      type: "artículo",
      year: 2011,
      free_access: false,
      weight: 20,
    },
    {
      title:
        "ISMP-España: Recomendaciones para el uso seguro del potasio intravenoso (Ministerio de Sanidad y Consumo, 2009) y medicamentos de alto riesgo",
      url: "https://www.ismp-espana.org/",
      source: "Instituto para el Uso Seguro de los Medicamentos (ISMP-España)",
      type: "consenso",
      year: 2009,
      free_access: true,
      weight: 30,
    },
    {
      title: "Stabilis: estabilidad y compatibilidad de medicamentos inyectables",
      url: "https://www.stabilis.org/",
      source: "Stabilis (Infostab)",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 40,
    },
    {
      title:
        "Fichas técnicas de amiodarona (Trangorex 150 mg/3 ml), fenitoína, adrenalina, noradrenalina, bicarbonato sódico 1 M y cloruro potásico",
      url: "https://cima.aemps.es/cima/publico/home.html",
      source: "CIMA — Agencia Española de Medicamentos y Productos Sanitarios (AEMPS)",
      type: "ficha técnica",
      year: 2024,
      free_access: true,
      weight: 50,
    },
    {
      title: "Pediamécum: amiodarona, fenitoína y cloruro potásico",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría",
      type: "web",
      year: 2024,
      free_access: true,
      weight: 60,
    },
  ],
};

export default scenario;
