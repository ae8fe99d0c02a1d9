/**
 * Shock séptico pediátrico (preescolar, 16 kg): la primera hora.
 *
 * Clinical content follows the Surviving Sepsis Campaign International Guidelines for children
 * (Weiss SL et al., Pediatr Crit Care Med 2020;21(2):e52–e106):
 * - fluid boluses of 10–20 ml/kg of crystalloid (balanced/buffered suggested over 0.9 % saline),
 *   reassessing after each one, up to 40–60 ml/kg in the first hour where intensive care is
 *   available, stopping if signs of fluid overload appear (crackles, new/worsening hepatomegaly);
 *   the ERC 2021 Paediatric Life Support guideline uses boluses of 10 ml/kg;
 * - antimicrobials as soon as possible, within 1 hour of recognising septic shock;
 * - blood cultures before antimicrobials when this does not substantially delay them;
 * - lactate measured when it can be obtained rapidly (a practice statement, not a recommendation);
 * - adrenaline or noradrenaline rather than dopamine for fluid-refractory shock, which may be
 *   started in a dilute concentration through a peripheral vein when there is no central access.
 * Vasoactive doses: adrenaline 0.05–0.3 micrograms/kg/min for cold shock, noradrenaline from
 * 0.05 micrograms/kg/min (ACCM 2017, Davis AL et al., Crit Care Med 2017;45:1061–1093).
 * Antibiotic: cefotaxime 50 mg/kg per dose (maximum 2 g) as the example empirical regimen
 * (Pediamécum), or the local protocol; first dose never reduced for renal function, and later
 * doses adjusted only if the drug's renal threshold is crossed (cefotaxime needs no reduction at
 * an eGFR of about 60 ml/min/1.73 m²).
 *
 * Definition: septic shock as in SSC 2020 (severe infection with cardiovascular dysfunction,
 * including impaired perfusion). Under the Phoenix criteria (Schlapbach LJ et al., JAMA 2024)
 * this child scores no cardiovascular point on arrival (lactate < 5 mmol/l, MAP normal for age,
 * no vasoactive); she would once a vasoactive is started or lactate reaches 5 mmol/l.
 *
 * TEP (triángulo de evaluación pediátrica): abnormal appearance (quejosa, poco reactiva) and
 * abnormal skin circulation (palidez, piel moteada) with normal work of breathing = "shock
 * descompensado". In the TEP, "descompensado" means the brain is already hypoperfused, not
 * hypotension. In PALS terms she is in compensated (normotensive) shock: systolic 90 mmHg is above
 * 70 + 2 × age = 78 mmHg. Creatinine 0.7 mg/dl is about twice the expected value at 4 years
 * (bedside Schwartz eGFR ≈ 0.413 × 103 cm / 0.7 ≈ 61 ml/min/1.73 m²): acute kidney injury.
 *
 * Rules (simulation time in seconds from arrival). Lactate follows perfusion (fluid and
 * vasoactive), not the antibiotic; the antibiotic's timing is measured by the KPI and scored in
 * the checklist. 40 ml/kg brings fluid overload (and, without vasoactive, hypotension); every
 * further 10 ml/kg worsens oxygenation and work of breathing. A vasoactive improves the
 * circulation once at least 20 ml/kg have been given (the vena cava is small and collapsible on
 * arrival); with less than 40 ml/kg and no vasoactive by minute 30 the shock progresses.
 */
import type { PresencialScenario } from "./schema";

const ADRENALINA_CORRECTA = { action: "adrenalina_perfusion", in_range: true } as const;
const NORADRENALINA_CORRECTA = { action: "noradrenalina_perfusion", in_range: true } as const;

const shockSepticoPediatrico = {
  slug: "shock-septico-pediatrico",
  title: "Shock séptico en preescolar: la primera hora",
  summary:
    "Niña de 4 años con fiebre, vómitos y decaimiento que llega a Urgencias con un shock séptico frío de probable origen urinario: por el triángulo de evaluación pediátrica, shock descompensado (apariencia y circulación alteradas), aunque la tensión arterial todavía es normal. El equipo debe reconocer el shock sin esperar a la hipotensión, administrar bolos de cristaloide de 10–20 ml/kg reevaluando tras cada uno, extraer el hemocultivo sin retrasar el antibiótico, administrarlo en la primera hora con la primera dosis completa y revisando si las siguientes necesitan ajuste por la lesión renal aguda, y pasar a adrenalina o noradrenalina cuando el shock no responde al volumen o aparecen signos de sobrecarga hídrica.",
  level: "avanzado",
  mode: ["presencial"],
  status: "Disponible",
  estimated_minutes: 30,
  categories: ["Sepsis y shock", "Reanimación"],

  patient_overview: {
    age: "4 años",
    sex: "Niña",
    weightKg: 16,
    bullets: [
      "Fiebre de 24 horas de evolución (máxima 39,6 °C), vómitos y rechazo del alimento",
      "Decaimiento progresivo; ha orinado menos de lo habitual",
      "Sin antecedentes de interés; calendario vacunal al día; talla 103 cm",
      "Sin alergias medicamentosas conocidas",
    ],
    paragraphs: [
      "Acude a Urgencias de pediatría acompañada por sus padres. En el triaje impresiona de mal aspecto: pálida, quejosa y poco reactiva, con piel moteada en las extremidades.",
      "Se traslada al box de reanimación, donde la recibe el equipo.",
    ],
  },

  steps: [
    { key: "reconocimiento", name: "Reconocimiento", order_index: 0 },
    { key: "estabilizacion", name: "Estabilización inicial", order_index: 1 },
    { key: "reevaluacion", name: "Reevaluación", order_index: 2 },
    { key: "soporte_vasoactivo", name: "Soporte vasoactivo", order_index: 3 },
  ],

  items: [
    {
      key: "tep_abcde",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "heading",
      label: "Triángulo de evaluación pediátrica y secuencia ABCDE",
      help: "Registrar en la consola cada bolo (ml/kg), el antibiótico (su minuto desde la llegada y la dosis en mg), el oxígeno, el soporte respiratorio y el vasoactivo (microgramos/kg/min). El lactato sigue a la perfusión (volumen y vasoactivo), no al antibiótico. Sin ningún bolo en 15 minutos, el shock progresa a hipotensión; con menos de 40 ml/kg y sin vasoactivo en el minuto 30, también. El vasoactivo solo mejora la circulación con al menos 20 ml/kg puestos. Pulsar «reevaluar» en los minutos 15 y 30.",
      order_index: 0,
    },
    {
      key: "impresion_tep",
      step_key: "reconocimiento",
      section: "Evaluación inicial",
      type: "choice",
      label: "Impresión general que verbaliza el equipo (TEP)",
      help: "Respuesta esperada: shock descompensado (apariencia alterada + circulación cutánea alterada; trabajo respiratorio normal). En el TEP, «descompensado» no significa hipotensión: con la nomenclatura PALS la niña está en shock compensado (normotenso).",
      options: [
        "Estable",
        "Disfunción del SNC",
        "Dificultad respiratoria",
        "Fallo respiratorio",
        "Shock compensado",
        "Shock descompensado",
        "Fallo cardiorrespiratorio",
      ],
      order_index: 1,
    },
    {
      key: "activa_ayuda",
      step_key: "reconocimiento",
      section: "Activación",
      type: "checkbox",
      label: "Reconoce el shock séptico, pide ayuda y avisa precozmente a la UCI pediátrica",
      order_index: 2,
    },
    {
      key: "acceso_vascular",
      step_key: "estabilizacion",
      section: "Accesos y volumen",
      type: "checkbox",
      label: "Acceso vascular obtenido (intravenoso o intraóseo)",
      help: "Si la vía intravenosa no se consigue rápidamente, acceso intraóseo.",
      order_index: 3,
    },
    {
      key: "volumen_bolo_ml",
      step_key: "estabilizacion",
      section: "Accesos y volumen",
      type: "number",
      label: "Volumen del bolo prescrito (ml)",
      help: "10–20 ml/kg de cristaloide (preferiblemente balanceado) = 160–320 ml para 16 kg. Registrar cada bolo en ml/kg en la consola; el informe suma el total.",
      order_index: 4,
    },
    {
      key: "hemocultivo_previo",
      step_key: "estabilizacion",
      section: "Antibioterapia",
      type: "checkbox",
      label: "Hemocultivo extraído antes del antibiótico, sin retrasarlo",
      order_index: 5,
    },
    {
      key: "minuto_antibiotico",
      step_key: "estabilizacion",
      section: "Antibioterapia",
      type: "number",
      label: "Minuto de inicio del antibiótico desde la llegada",
      help: "En shock séptico, lo antes posible y dentro de la primera hora (≤ 60 min; SSC 2020). No cambia las constantes de la simulación: se valora en el checklist y en el debriefing con el KPI «minutos hasta el antibiótico».",
      order_index: 6,
    },
    {
      key: "antibiotico_validado",
      step_key: "estabilizacion",
      section: "Farmacia",
      type: "checkbox",
      label:
        "Farmacia valida el antibiótico empírico, la dosis para 16 kg, la dilución y la compatibilidad con la vía, y señala la lesión renal aguda",
      help: "Esperado (o el protocolo local): cefotaxima 50 mg/kg = 800 mg IV (máx. 2 g por dosis; Pediamécum), más vancomicina solo si hay factores de riesgo de SARM o de neumococo resistente. Creatinina 0,7 mg/dl ≈ el doble de lo esperable a los 4 años (FGe por Schwartz de cabecera ≈ 61 ml/min/1,73 m² con 103 cm) y oliguria: lesión renal aguda. La primera dosis nunca se reduce. Las siguientes se revisan con el FGe y la ficha técnica o Pediamécum: con FGe ≈ 61 la cefotaxima no necesita ajuste (se reduce solo con un FGe muy bajo), y reducirla sin indicación infradosifica un shock séptico. Evitar nefrotóxicos (aminoglucósidos) o usarlos con niveles; vancomicina con niveles. Reevaluar con la diuresis y la creatinina de control.",
      order_index: 7,
    },
    {
      key: "signos_sobrecarga",
      step_key: "reevaluacion",
      section: "Tras cada bolo",
      type: "choice",
      label: "Signos de sobrecarga hídrica detectados por el equipo",
      help: "Aparecen con 40 ml/kg acumulados. Cada 10 ml/kg más empeoran la SatO₂ y el trabajo respiratorio: suspender los bolos e iniciar el vasoactivo.",
      options: ["Ninguno", "Crepitantes", "Hepatomegalia", "Crepitantes y hepatomegalia"],
      order_index: 8,
    },
    {
      key: "vasoactivo_elegido",
      step_key: "soporte_vasoactivo",
      section: "Vasoactivos",
      type: "choice",
      label: "Fármaco vasoactivo de inicio",
      help: "Adrenalina o noradrenalina en lugar de dopamina (SSC 2020). En el shock frío, la ACCM 2017 prefiere adrenalina (0,05–0,3 microgramos/kg/min). Si no hay acceso central, puede iniciarse diluido por vía periférica o intraósea.",
      options: ["Adrenalina", "Noradrenalina", "Dopamina", "Ninguno"],
      order_index: 9,
    },
    {
      key: "doble_verificacion",
      step_key: "soporte_vasoactivo",
      section: "Seguridad del medicamento",
      type: "checkbox",
      label:
        "Farmacia valida la prescripción y aporta la concentración estándar; Enfermería prepara la perfusión con doble verificación independiente (fármaco, concentración, dosis y velocidad) y etiqueta la línea",
      order_index: 10,
    },
    {
      key: "notas_debriefing",
      step_key: "soporte_vasoactivo",
      section: "Debriefing",
      type: "text",
      label: "Notas para el debriefing",
      help: "Revisar con el informe: minutos hasta el antibiótico (objetivo ≤ 60), ml/kg totales y número de bolos, tiempo hasta el vasoactivo y dosis fuera de rango.",
      order_index: 11,
    },
  ],

  variables: [
    { key: "fc", label: "Frecuencia cardiaca", type: "vital", unit: "lpm", initial_value: "165" },
    { key: "sat", label: "Saturación de O₂", type: "vital", unit: "%", initial_value: "95" },
    { key: "fr", label: "Frecuencia respiratoria", type: "vital", unit: "rpm", initial_value: "38" },
    {
      key: "ta",
      label: "Tensión arterial",
      type: "vital",
      unit: "mmHg",
      initial_value: "90/62",
      alarm: {
        below: 78,
        source:
          "Hipotensión a los 4 años: TAS < 78 mmHg (70 + 2 × edad en años, de 1 a 10 años). American Heart Association, manual del proveedor de PALS (2020)",
      },
    },
    { key: "temp", label: "Temperatura", type: "vital", unit: "°C", initial_value: "39.4" },
    { key: "relleno", label: "Relleno capilar", type: "vital", unit: "s", initial_value: "4" },
    { key: "lactato", label: "Lactato", type: "lab", unit: "mmol/L", initial_value: "4.6" },
    { key: "glucemia", label: "Glucemia", type: "lab", unit: "mg/dL", initial_value: "74" },
    {
      key: "gasometria",
      label: "Gasometría",
      type: "lab",
      initial_value: "pH 7,28 · pCO₂ 31 mmHg · HCO₃⁻ 14 mmol/L · EB −11 mmol/L",
    },
    {
      key: "analitica",
      label: "Hemograma y bioquímica",
      type: "lab",
      initial_value:
        "Leucocitos 23.400/µL (neutrófilos 88 %) · Hb 11,8 g/dL · Plaquetas 162.000/µL · PCR 186 mg/L · PCT 24 ng/mL · Urea 58 mg/dL · Creatinina 0,7 mg/dL · Na⁺ 136 mmol/L · K⁺ 4,6 mmol/L",
    },
    {
      key: "orina",
      label: "Orina (sondaje vesical)",
      type: "lab",
      initial_value: "Tira reactiva: leucocitos +++, nitritos positivos. Sedimento y urocultivo enviados.",
    },
    {
      key: "rx_torax",
      label: "Radiografía de tórax",
      type: "imagen",
      initial_value: "Proyección AP: campos pulmonares sin condensaciones ni derrame; silueta cardiaca de tamaño normal.",
    },
    {
      key: "ecografia",
      label: "Ecografía a pie de cama",
      type: "imagen",
      initial_value:
        "Vena cava inferior de pequeño calibre y colapsable; contractilidad biventricular conservada; sin derrame pericárdico; sin líneas B.",
    },
    {
      key: "exploracion",
      label: "Exploración física",
      type: "texto",
      initial_value:
        "Quejosa, responde a la voz. Extremidades frías con piel moteada, pulsos periféricos débiles y centrales palpables. Taquipnea sin tiraje ni quejido. Auscultación cardiopulmonar normal. Abdomen blando; hígado a 1 cm del reborde costal. Sin exantema ni petequias. Sin rigidez de nuca.",
    },
  ],

  interventions: [
    {
      key: "oxigeno",
      label: "Oxígeno (mascarilla con reservorio)",
      kind: "oxigeno_via_aerea",
      routes: [],
      note: "Oxígeno en la evaluación inicial del shock; después, titular la SatO₂.",
      source: "SSC 2020; ERC 2021 (soporte vital pediátrico)",
      order_index: 0,
    },
    {
      key: "acceso_vascular",
      label: "Acceso vascular",
      kind: "procedimiento",
      routes: ["IV", "IO"],
      note: "Intraóseo si la vía intravenosa no se consigue rápidamente.",
      source: "ERC 2021 (soporte vital pediátrico)",
      order_index: 1,
    },
    {
      key: "hemocultivo",
      label: "Hemocultivo",
      kind: "procedimiento",
      routes: [],
      note: "Antes del antibiótico siempre que no lo retrase.",
      source: "SSC 2020",
      order_index: 2,
    },
    {
      key: "bolo_cristaloide",
      label: "Bolo de cristaloide",
      kind: "fluido",
      dose: { unit: "ml/kg", default: 10, expected_per_kg: 10 },
      routes: ["IV", "IO"],
      note: "10–20 ml/kg (160–320 ml para 16 kg), preferiblemente balanceado, reevaluando tras cada bolo; hasta 40–60 ml/kg en la primera hora si hay UCI disponible; suspender si aparecen crepitantes o hepatomegalia.",
      source: "SSC 2020 (Weiss SL et al., Pediatr Crit Care Med 2020); ERC 2021 (bolos de 10 ml/kg)",
      order_index: 3,
    },
    {
      key: "inicio_antibiotico",
      label: "Inicio del antibiótico empírico (p. ej., cefotaxima)",
      kind: "farmaco",
      dose: { unit: "mg", default: 800, expected_per_kg: 50, max: 2000 },
      routes: ["IV", "IO"],
      note: "Lo antes posible y en la primera hora, tras el hemocultivo si no lo retrasa. Ejemplo: cefotaxima 50 mg/kg = 800 mg (máx. 2 g por dosis), o la pauta del protocolo local. La primera dosis no se reduce por la lesión renal aguda; las siguientes se revisan con el FGe (con FGe ≈ 61 la cefotaxima no necesita ajuste). Su minuto desde la llegada es el KPI.",
      source: "SSC 2020 (antibiótico en la primera hora); Pediamécum, AEP (cefotaxima)",
      order_index: 4,
    },
    {
      key: "adrenalina_perfusion",
      label: "Adrenalina en perfusión",
      kind: "farmaco",
      dose: { unit: "mcg/kg/min", default: 0.1, expected_per_kg: 0.1 },
      routes: ["IV", "IO"],
      note: "0,05–0,3 microgramos/kg/min en el shock frío, titulando. Puede iniciarse diluida por vía periférica o IO si no hay acceso central, vigilando la extravasación. Concentración estándar del centro, bomba, línea exclusiva y doble verificación independiente.",
      source: "SSC 2020 (adrenalina o noradrenalina; vía periférica diluida); ACCM 2017 (Davis AL et al., Crit Care Med 2017)",
      order_index: 5,
    },
    {
      key: "noradrenalina_perfusion",
      label: "Noradrenalina en perfusión",
      kind: "farmaco",
      dose: { unit: "mcg/kg/min", default: 0.1, expected_per_kg: 0.1 },
      routes: ["IV", "IO"],
      note: "Desde 0,05 microgramos/kg/min, titulando; la ACCM 2017 la reserva para el shock caliente, y la SSC 2020 acepta adrenalina o noradrenalina. Misma seguridad que la adrenalina.",
      source: "SSC 2020; ACCM 2017 (Davis AL et al., Crit Care Med 2017)",
      order_index: 6,
    },
    {
      key: "soporte_respiratorio",
      label: "Soporte respiratorio (alto flujo, VNI o intubación)",
      kind: "oxigeno_via_aerea",
      routes: [],
      note: "Indicado si aparece sobrecarga hídrica con aumento del trabajo respiratorio o hipoxemia; la intubación en shock exige preparación hemodinámica (vasoactivo en marcha).",
      source: "SSC 2020",
      order_index: 7,
    },
  ],

  rules: [
    {
      key: "bolo_respuesta_parcial",
      description:
        "Un bolo de al menos 10 ml/kg en los primeros 15 minutos mejora de forma parcial la FC, el relleno capilar, la TA y el lactato (sigue en shock: hay que reevaluar y repetir).",
      order_index: 0,
      applies_when: { any: [{ action: "bolo_cristaloide", mlkg_gte: 10, within: { to_s: 899 } }] },
      effects: [
        { variable_key: "fc", value: "-15" },
        { variable_key: "relleno", value: "-1" },
        { variable_key: "ta", value: "94/58" },
        { variable_key: "lactato", value: "-0.4" },
      ],
    },
    {
      key: "sin_volumen_15min",
      description:
        "A los 15 minutos sin ningún bolo de volumen (menos de 10 ml/kg en ese tiempo): el shock progresa a hipotensión, con más afectación de la consciencia y del lactato.",
      order_index: 1,
      after_s: 900,
      applies_when: { sum: [{ action: "bolo_cristaloide", within: { to_s: 899 }, mlkg_sum_lt: 10 }] },
      effects: [
        { variable_key: "ta", value: "76/42" },
        { variable_key: "fc", value: "+10" },
        { variable_key: "relleno", value: "5" },
        { variable_key: "lactato", value: "+1" },
        { variable_key: "gasometria", value: "pH 7,24 · pCO₂ 28 mmHg · HCO₃⁻ 12 mmol/L · EB −14 mmol/L" },
        {
          variable_key: "exploracion",
          value:
            "Responde solo al dolor. Extremidades frías y moteadas hasta las rodillas, pulsos periféricos no palpables y centrales débiles. Taquipnea sin tiraje. Hígado a 1 cm. No ha orinado desde la llegada.",
        },
      ],
    },
    {
      key: "bolo_tardio",
      description:
        "Primer bolo de al menos 10 ml/kg después del minuto 15 (sin ninguno de al menos 10 ml/kg antes): mejora parcial desde una situación peor (la TA sigue baja).",
      order_index: 2,
      applies_when: {
        any: [{ action: "bolo_cristaloide", mlkg_gte: 10, within: { from_s: 900 } }],
        none: [{ action: "bolo_cristaloide", mlkg_gte: 10, within: { to_s: 899 } }],
      },
      effects: [
        { variable_key: "fc", value: "-8" },
        { variable_key: "relleno", value: "-1" },
        { variable_key: "ta", value: "86/50" },
        { variable_key: "lactato", value: "-0.3" },
      ],
    },
    {
      key: "volumen_20",
      description:
        "Con 20–39 ml/kg acumulados, mejoría parcial: baja algo la FC y el lactato, pero persisten las extremidades frías y el relleno prolongado.",
      order_index: 3,
      applies_when: { sum: [{ action: "bolo_cristaloide", sum_gte: 20, sum_lt: 40 }] },
      effects: [
        { variable_key: "fc", value: "-8" },
        { variable_key: "lactato", value: "-0.4" },
        {
          variable_key: "exploracion",
          value:
            "Persisten los signos de shock: extremidades frías, piel moteada y pulsos periféricos débiles, aunque algo mejor que en la valoración previa. Taquipnea sin tiraje. Hígado a 1 cm. No ha orinado desde la llegada.",
        },
      ],
    },
    {
      key: "sobrecarga_40",
      description:
        "Con 40 ml/kg acumulados aparecen crepitantes y hepatomegalia (sobrecarga hídrica): suspender los bolos e iniciar adrenalina o noradrenalina.",
      order_index: 4,
      applies_when: { sum: [{ action: "bolo_cristaloide", sum_gte: 40 }] },
      effects: [
        { variable_key: "sat", value: "-4" },
        { variable_key: "fr", value: "+8" },
        {
          variable_key: "exploracion",
          value:
            "Crepitantes finos bibasales y hepatomegalia de 3 cm bajo el reborde costal (antes, 1 cm). Aumento del trabajo respiratorio. Persisten las extremidades frías y los pulsos periféricos débiles.",
        },
        {
          variable_key: "ecografia",
          value:
            "Líneas B bilaterales; vena cava inferior dilatada, sin colapso inspiratorio; contractilidad biventricular levemente disminuida.",
        },
        {
          variable_key: "rx_torax",
          value: "Proyección AP: patrón intersticial bilateral compatible con edema pulmonar incipiente; silueta cardiaca normal.",
        },
      ],
    },
    {
      key: "refractario_40_sin_vasoactivo",
      description:
        "Con 40 ml/kg y sin vasoactivo en marcha, el shock es refractario al volumen: taquicardia, hipotensión, relleno prolongado y subida del lactato.",
      order_index: 5,
      applies_when: {
        sum: [{ action: "bolo_cristaloide", sum_gte: 40 }],
        none: [ADRENALINA_CORRECTA, NORADRENALINA_CORRECTA],
      },
      effects: [
        { variable_key: "fc", value: "168" },
        { variable_key: "ta", value: "76/40" },
        { variable_key: "relleno", value: "4" },
        { variable_key: "lactato", value: "+1" },
      ],
    },
    {
      key: "bolo_tras_sobrecarga",
      description:
        "Volumen por encima del umbral de sobrecarga (50 ml/kg acumulados, es decir, al menos 10 ml/kg más tras los crepitantes y la hepatomegalia): baja la SatO₂ y aumentan la FR y el trabajo respiratorio.",
      order_index: 6,
      applies_when: { sum: [{ action: "bolo_cristaloide", sum_gte: 50 }] },
      effects: [
        { variable_key: "sat", value: "-5" },
        { variable_key: "fr", value: "+6" },
        {
          variable_key: "exploracion",
          value:
            "Crepitantes bilaterales hasta campos medios, tiraje subcostal e intercostal y aleteo nasal. Hepatomegalia de 4 cm. Extremidades frías.",
        },
        {
          variable_key: "ecografia",
          value:
            "Líneas B confluentes bilaterales; vena cava inferior dilatada sin colapso; contractilidad biventricular levemente disminuida.",
        },
      ],
    },
    {
      key: "bolo_tras_sobrecarga_grave",
      description:
        "60 ml/kg acumulados a pesar de la sobrecarga: insuficiencia respiratoria que requiere soporte (alto flujo, VNI o intubación preparada con vasoactivo).",
      order_index: 7,
      applies_when: { sum: [{ action: "bolo_cristaloide", sum_gte: 60 }] },
      effects: [
        { variable_key: "sat", value: "-5" },
        { variable_key: "fr", value: "+6" },
        { variable_key: "gasometria", value: "pH 7,19 · pCO₂ 46 mmHg · HCO₃⁻ 17 mmol/L · EB −10 mmol/L" },
        {
          variable_key: "exploracion",
          value:
            "Quejido, tiraje universal y crepitantes difusos; hepatomegalia de 4 cm. Agotamiento respiratorio: precisa soporte respiratorio y valorar intubación con vasoactivo en marcha.",
        },
      ],
    },
    {
      key: "oxigeno",
      description: "El oxígeno sube la SatO₂ dos puntos.",
      order_index: 8,
      applies_when: { any: [{ action: "oxigeno" }] },
      effects: [{ variable_key: "sat", value: "+2" }],
    },
    {
      key: "soporte_respiratorio",
      description: "Soporte respiratorio una vez aparecida la sobrecarga: mejora la oxigenación y el trabajo respiratorio.",
      order_index: 9,
      applies_when: {
        any: [{ action: "soporte_respiratorio" }],
        sum: [{ action: "bolo_cristaloide", sum_gte: 40 }],
      },
      effects: [
        { variable_key: "sat", value: "+5" },
        { variable_key: "fr", value: "-8" },
      ],
    },
    {
      key: "vasoactivo_adrenalina",
      description:
        "Adrenalina en perfusión a una dosis no marcada como fuera de rango, con al menos 20 ml/kg de volumen puestos: mejoran la TA, la FC, el relleno y el lactato. Sin volumen previo (vena cava pequeña y colapsable) no mejora la perfusión.",
      order_index: 10,
      applies_when: { any: [ADRENALINA_CORRECTA], sum: [{ action: "bolo_cristaloide", sum_gte: 20 }] },
      effects: [
        { variable_key: "ta", value: "92/54" },
        { variable_key: "fc", value: "-12" },
        { variable_key: "relleno", value: "3" },
        { variable_key: "lactato", value: "-1" },
      ],
    },
    {
      key: "vasoactivo_noradrenalina",
      description:
        "Noradrenalina en perfusión a una dosis no marcada como fuera de rango (sin adrenalina), con al menos 20 ml/kg de volumen puestos: sube la TA y mejora algo la perfusión y el lactato.",
      order_index: 11,
      applies_when: {
        any: [NORADRENALINA_CORRECTA],
        none: [ADRENALINA_CORRECTA],
        sum: [{ action: "bolo_cristaloide", sum_gte: 20 }],
      },
      effects: [
        { variable_key: "ta", value: "96/58" },
        { variable_key: "fc", value: "-6" },
        { variable_key: "relleno", value: "3" },
        { variable_key: "lactato", value: "-0.6" },
      ],
    },
    {
      key: "shock_persistente_30min",
      description:
        "Minuto 30 con menos de 40 ml/kg y sin vasoactivo: la reanimación se ha quedado corta y el shock progresa a hipotensión (SSC 2020: reevaluar y seguir con bolos hasta 40–60 ml/kg o iniciar el vasoactivo).",
      order_index: 12,
      after_s: 1800,
      applies_when: {
        sum: [{ action: "bolo_cristaloide", sum_lt: 40 }],
        none: [ADRENALINA_CORRECTA, NORADRENALINA_CORRECTA],
      },
      effects: [
        { variable_key: "ta", value: "76/40" },
        { variable_key: "fc", value: "+8" },
        { variable_key: "relleno", value: "5" },
        { variable_key: "lactato", value: "+0.8" },
        {
          variable_key: "exploracion",
          value:
            "Responde solo al dolor. Extremidades frías y moteadas, pulsos periféricos no palpables y centrales débiles. Taquipnea sin tiraje. Hígado a 1 cm. Sin diuresis.",
        },
      ],
    },
  ],

  kpis: [
    { key: "volumen_total", label: "Volumen total de bolos (ml/kg)", kind: "total_dose", action: "bolo_cristaloide", order_index: 0 },
    { key: "numero_bolos", label: "Número de bolos", kind: "count", action: "bolo_cristaloide", order_index: 1 },
    {
      key: "minutos_antibiotico",
      label: "Minutos hasta el antibiótico",
      kind: "time_to_first",
      action: "inicio_antibiotico",
      order_index: 2,
    },
    {
      key: "tiempo_adrenalina",
      label: "Tiempo hasta la adrenalina en perfusión",
      kind: "time_to_first",
      action: "adrenalina_perfusion",
      order_index: 3,
    },
    { key: "dosis_fuera_rango", label: "Dosis fuera de rango", kind: "flagged", order_index: 4 },
  ],

  expected_findings: [
    "Impresión TEP esperada: «Shock descompensado» = apariencia alterada (quejosa, poco reactiva) + circulación cutánea alterada (palidez, piel moteada), con trabajo respiratorio normal (taquipnea sin tiraje: compensa la acidosis metabólica).",
    "TEP frente a PALS: en el TEP, «descompensado» significa que la hipoperfusión ya afecta al cerebro (apariencia), no que haya hipotensión. Con la nomenclatura PALS es un shock compensado (normotenso): TAS 90 mmHg, por encima de 70 + 2 × edad = 78 mmHg. Ninguna de las dos justifica esperar a la hipotensión.",
    "Definición: shock séptico según la SSC 2020 (infección grave con disfunción cardiovascular, incluida la hipoperfusión: relleno 4 s, lactato 4,6 mmol/L, oliguria). Con los criterios Phoenix 2024 no suma puntos cardiovasculares al llegar (lactato < 5 mmol/L, PAM normal para la edad, sin vasoactivos); los sumaría al iniciar un vasoactivo o si el lactato llega a 5 mmol/L.",
    "Lesión renal aguda: creatinina 0,7 mg/dL, aproximadamente el doble de lo esperable a los 4 años (FGe por Schwartz de cabecera ≈ 0,413 × 103 / 0,7 ≈ 61 ml/min/1,73 m²), con oliguria.",
    "Antibiótico en la primera hora tras el hemocultivo (p. ej., cefotaxima 800 mg IV, o el protocolo local), primera dosis completa y revisión de las siguientes con la función renal (con FGe ≈ 61 la cefotaxima no se reduce). Con 40 ml/kg aparece sobrecarga hídrica: suspender los bolos e iniciar adrenalina (o noradrenalina), por vía periférica o IO si hace falta.",
  ],

  checklist: [
    {
      key: "a_via_aerea",
      label: "A: Comprueba la permeabilidad de la vía aérea y el nivel de respuesta",
      category: "A",
      order_index: 0,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "b_oxigeno",
      label: "B: Administra oxígeno y monitoriza de forma continua la SatO₂ y la frecuencia respiratoria",
      category: "B",
      order_index: 1,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "c_acceso",
      label: "C: Obtiene acceso vascular intravenoso o, si no se consigue rápidamente, intraóseo",
      category: "C",
      order_index: 2,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "c_bolo",
      label: "C: Prescribe bolos de cristaloide de 10–20 ml/kg (160–320 ml para 16 kg), preferiblemente balanceado",
      category: "C",
      order_index: 3,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "c_reevaluacion",
      label:
        "C: Reevalúa tras cada bolo (FC, TA, relleno capilar, consciencia, diuresis) y busca sobrecarga hídrica (crepitantes, hepatomegalia)",
      category: "C",
      order_index: 4,
      weight: 3,
      role: "Común",
    },
    {
      key: "c_monitorizacion",
      label: "C: Monitorización continua de ECG, TA no invasiva seriada y control de diuresis",
      category: "C",
      order_index: 5,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "d_consciencia_glucemia",
      label: "D: Valora el nivel de consciencia (AVPU o Glasgow) y la glucemia capilar",
      category: "D",
      order_index: 6,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "e_exposicion",
      label: "E: Exposición completa: busca petequias o púrpura y el foco infeccioso; registra la temperatura",
      category: "E",
      order_index: 7,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "dx_reconoce_shock",
      label:
        "Diagnóstico: Reconoce el shock séptico (TEP de shock descompensado; taquicardia, relleno capilar prolongado, extremidades frías) sin esperar a la hipotensión",
      category: "Diagnóstico",
      order_index: 8,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "dx_hemocultivo",
      label: "Diagnóstico: Extrae el hemocultivo antes del antibiótico sin retrasar su administración",
      category: "Diagnóstico",
      order_index: 9,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "dx_lactato_analitica",
      label:
        "Diagnóstico: Solicita lactato, gasometría, hemograma, PCR/PCT, función renal y estudio de orina con urocultivo, e identifica la lesión renal aguda",
      category: "Diagnóstico",
      order_index: 10,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "tx_antibiotico_1h",
      label: "Tratamiento: Administra antibioterapia empírica de amplio espectro dentro de la primera hora",
      category: "Tratamiento",
      order_index: 11,
      weight: 3,
      role: "Común",
    },
    {
      key: "tx_validacion_antibiotico",
      label:
        "Tratamiento: Valida el antibiótico empírico y su dosis para 16 kg (p. ej., cefotaxima 800 mg), la dilución y la compatibilidad con la vía, sin demorarlo; señala la lesión renal aguda y revisa si las dosis siguientes necesitan ajuste (nunca la primera; la cefotaxima no lo necesita con FGe ≈ 61)",
      category: "Tratamiento",
      order_index: 12,
      weight: 2,
      role: "Farmacia",
    },
    {
      key: "tx_vasoactivo",
      label:
        "Tratamiento: Indica adrenalina o noradrenalina (no dopamina) si persiste el shock tras 40–60 ml/kg o aparece sobrecarga hídrica, y deja de administrar bolos",
      category: "Tratamiento",
      order_index: 13,
      weight: 3,
      role: "Medicina",
    },
    {
      key: "tx_valida_vasoactivo",
      label:
        "Tratamiento: Valida la prescripción del vasoactivo en microgramos/kg/min y proporciona la concentración estandarizada del centro con su tabla de velocidades para 16 kg",
      category: "Tratamiento",
      order_index: 14,
      weight: 3,
      role: "Farmacia",
    },
    {
      key: "tx_prepara_vasoactivo",
      label:
        "Tratamiento: Prepara la perfusión vasoactiva con la concentración estándar, doble verificación independiente y etiquetado completo",
      category: "Tratamiento",
      order_index: 15,
      weight: 3,
      role: "Enfermería",
    },
    {
      key: "tx_vasoactivo_periferico",
      label:
        "Tratamiento: Inicia el vasoactivo diluido por vía periférica o intraósea si no hay acceso central, sin retrasarlo, y vigila la extravasación",
      category: "Tratamiento",
      order_index: 16,
      weight: 2,
      role: "Enfermería",
    },
    {
      key: "otros_ayuda_ucip",
      label: "Otros: Pide ayuda precoz y comunica el caso a la UCI pediátrica de forma estructurada",
      category: "Otros",
      order_index: 17,
      weight: 2,
      role: "Medicina",
    },
    {
      key: "otros_circuito_cerrado",
      label: "Otros: Comunicación en circuito cerrado para las órdenes verbales de bolos y fármacos",
      category: "Otros",
      order_index: 18,
      weight: 2,
      role: "Común",
    },
    {
      key: "otros_registro_tiempos",
      label: "Otros: Registra la hora de llegada, cada bolo, el volumen acumulado y la hora del antibiótico",
      category: "Otros",
      order_index: 19,
      weight: 1,
      role: "Enfermería",
    },
  ],

  script: [
    {
      step_key: "reconocimiento",
      text: "Urgencias de pediatría. Llega una niña de 4 años (16 kg) con fiebre de 24 horas, vómitos y decaimiento progresivo.\n\nRealizad la evaluación inicial con el triángulo de evaluación pediátrica y la secuencia ABCDE, y comunicad en voz alta vuestra impresión.",
    },
    {
      step_key: "estabilizacion",
      text: "Monitorización colocada. La hora de llegada es el minuto 0.\n\nLa paciente sigue taquicárdica, con relleno capilar prolongado y extremidades frías. ¿Cuáles son vuestras prioridades en los próximos minutos y quién se encarga de cada una?",
    },
    {
      step_key: "soporte_vasoactivo",
      text: "Reevaluación tras la expansión de volumen: aparecen crepitantes finos bibasales y el hígado se palpa a 3 cm del reborde costal. Persisten las extremidades frías y el relleno capilar prolongado.\n\n¿Cuál es el siguiente paso y cómo se prepara de forma segura?",
    },
  ],

  resources: [
    {
      title:
        "Surviving Sepsis Campaign International Guidelines for the Management of Septic Shock and Sepsis-Associated Organ Dysfunction in Children",
      url: "https://doi.org/10.1097/PCC.0000000000002198",
      source: "Pediatric Critical Care Medicine 2020;21(2):e52–e106 (Weiss SL, Peters MJ, Alhazzani W, et al.)",
      type: "Guía de práctica clínica",
      year: 2020,
      free_access: true,
      weight: 3,
    },
    {
      title: "International Consensus Criteria for Pediatric Sepsis and Septic Shock (criterios Phoenix)",
      url: "https://doi.org/10.1001/jama.2024.0179",
      source: "JAMA 2024;331(8):665–674 (Schlapbach LJ, Watson RS, Sorce LR, et al.)",
      type: "Consenso",
      year: 2024,
      free_access: true,
      weight: 2,
    },
    {
      title:
        "American College of Critical Care Medicine Clinical Practice Parameters for Hemodynamic Support of Pediatric and Neonatal Septic Shock",
      url: "https://doi.org/10.1097/CCM.0000000000002425",
      source: "Critical Care Medicine 2017;45(6):1061–1093 (Davis AL, Carcillo JA, Aneja RK, et al.)",
      type: "Guía de práctica clínica",
      year: 2017,
      free_access: false,
      weight: 2,
    },
    {
      title: "European Resuscitation Council Guidelines 2021: Paediatric Life Support",
      url: "https://doi.org/10.1016/j.resuscitation.2021.02.015",
      source: "Resuscitation 2021;161:327–387 (Van de Voorde P, Turner NM, Djakow J, et al.)",
      type: "Guía de práctica clínica",
      year: 2021,
      free_access: true,
      weight: 2,
    },
    {
      title:
        "Part 4: Pediatric Basic and Advanced Life Support: 2020 American Heart Association Guidelines for Cardiopulmonary Resuscitation and Emergency Cardiovascular Care",
      url: "https://doi.org/10.1161/CIR.0000000000000901",
      source: "Circulation 2020;142(16 Suppl 2):S469–S523 (Topjian AA, Raymond TT, Atkins D, et al.)",
      type: "Guía de práctica clínica",
      year: 2020,
      free_access: true,
      weight: 1,
    },
    {
      title: "Pediamécum: base de datos de medicamentos pediátricos (cefotaxima)",
      url: "https://www.aeped.es/comite-medicamentos/pediamecum",
      source: "Comité de Medicamentos de la Asociación Española de Pediatría (AEP)",
      type: "Formulario pediátrico",
      year: 2024,
      free_access: true,
      weight: 1,
    },
  ],
} satisfies PresencialScenario;

export default shockSepticoPediatrico;
