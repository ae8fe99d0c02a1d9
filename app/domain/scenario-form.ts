/**
 * The studio's field-by-field editor, pure (issue 12): a scenario's form is drawn from the JSON
 * Schema the format publishes (generated from the same zod schemas that load the catalogue), so
 * every field of both modes gets its control without a second description of the format. A form
 * posts flat names ("d.steps.0.questions.1.options.2"); `readForm` turns them back into the
 * document, `applyEdit` adds, removes and moves list items (in the browser, or on the server when
 * JavaScript is off) and `toDocument` makes the edited tree a file's `escenario` for the parser.
 */
import { SCENARIO_MAX_LIST_ITEMS, SCENARIO_MAX_VALUES, TEXT_MAX } from "./scenario-limits";
import { levelLabel, ROLE_LABELS, SCENARIO_STATUS } from "./vocabulary";
import { BAND_LABELS, RHYTHMS } from "../presencial/model/vocabulary";
import { SENSORS } from "../presencial/monitor/equipment";

/** The subset of JSON Schema that zod's `toJSONSchema` writes for the scenario format. */
export type FieldSchema = {
  type?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema | false;
  prefixItems?: FieldSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: (string | number)[];
  const?: unknown;
  anyOf?: FieldSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
};

export type Path = (string | number)[];
/** A document while it is edited: as the file, except that a number being typed may still be text. */
export type Tree = unknown;

/**
 * Optional numbers that are switched on by a checkbox in the educator's words: «Pregunta urgente»
 * with its seconds (`time_limit`). The box posts `….@`; the number is read only when it is ticked,
 * and a ticked box with no number is kept as "" so that the parser asks for it.
 */
export const SWITCHED_NUMBERS: Record<string, { label: string; suggested: number }> = {
  time_limit: { label: "Pregunta urgente", suggested: 60 },
};
const isSwitched = (key: string | number | undefined) => key !== undefined && Object.hasOwn(SWITCHED_NUMBERS, String(key));

/** Prefix of every field's name in the form, apart from the page's own inputs (revision, intent…). */
export const FIELD_PREFIX = "d";
/** A list's length travels with it, so that a list emptied of every item still posts as empty. */
export const LENGTH_MARK = "#";
/** An optional group (a dose, an alarm) that is present. */
export const PRESENT_MARK = "@";

export type Choice = { value: string; label: string };
export type FieldKind =
  | { kind: "group" }
  | { kind: "list"; item: FieldSchema }
  | { kind: "multi"; choices: Choice[] }
  | { kind: "choice"; choices: Choice[] }
  | { kind: "text" }
  | { kind: "number"; integer: boolean }
  | { kind: "flag" }
  | { kind: "fixed"; value: unknown };

// ── Words ────────────────────────────────────────────────────────────────────────────────

/** Each field of the format as the studio names it (one word per concept, as the screens use). */
export const FIELD_LABELS: Record<string, string> = {
  slug: "Identificador en la dirección",
  title: "Título",
  summary: "Resumen",
  level: "Nivel",
  mode: "Modalidad",
  status: "Estado",
  estimated_minutes: "Minutos estimados",
  max_attempts: "Intentos máximos",
  pass_mark: "Nota para aprobar (%)",
  categories: "Categorías",
  brief: "Caso clínico",
  context: "Contexto",
  chips: "Etiquetas",
  demographics: "Datos del paciente",
  age: "Edad",
  weightKg: "Peso (kg)",
  sex: "Sexo",
  chief_complaint: "Motivo de consulta",
  history: "Antecedentes",
  triangle: "Triángulo de evaluación pediátrica",
  triangle_details: "Detalles del triángulo",
  appearance: "Apariencia",
  breathing: "Respiración",
  circulation: "Circulación",
  vitals: "Constantes vitales",
  fc: "FC (lpm)",
  fr: "FR (rpm)",
  sat: "SatO₂ (%)",
  temp: "Temperatura (°C)",
  ta: "TA (mmHg)",
  notes: "Notas",
  exam: "Exploración",
  quick_labs: "Analítica rápida",
  imaging: "Pruebas de imagen",
  timeline: "Cronología",
  tmin: "Minuto",
  event: "Evento",
  red_flags: "Signos de alarma",
  critical_actions: "Acciones críticas",
  learning_objective: "Objetivo de aprendizaje",
  objectives: "Objetivos por rol",
  MED: ROLE_LABELS.medico,
  NUR: ROLE_LABELS.enfermeria,
  PHARM: ROLE_LABELS.farmacia,
  competencies: "Competencias",
  steps: "Pasos",
  description: "Descripción",
  narrative: "Narrativa",
  role_specific: "Solo para algunos roles",
  roles: "Roles",
  questions: "Preguntas",
  question_text: "Enunciado",
  options: "Opciones",
  correct_option: "Opción correcta",
  explanation: "Explicación",
  is_critical: "Pregunta crítica",
  hints: "Pistas",
  time_limit: "Pregunta urgente: segundos para responder",
  resources: "Recursos",
  url: "Dirección (URL)",
  source: "Fuente",
  type: "Tipo",
  year: "Año",
  free_access: "Acceso libre",
  weight: "Peso",
  name: "Nombre",
  value: "Valor",
  patient_overview: "Hoja del paciente",
  bullets: "Puntos clave",
  paragraphs: "Párrafos",
  items: "Ítems de la hoja",
  key: "Clave",
  order_index: "Orden",
  step_key: "Fase",
  section: "Sección",
  label: "Etiqueta",
  help: "Ayuda",
  unit: "Unidad",
  initial_value: "Valor inicial",
  alarm: "Alarma",
  below: "Por debajo de",
  above: "Por encima de",
  variables: "Variables",
  interventions: "Intervenciones",
  kind: "Clase",
  dose: "Dosis",
  default: "Dosis propuesta",
  expected_per_kg: "Dosis esperada por kg",
  max: "Dosis máxima",
  routes: "Vías",
  note: "Nota para el instructor",
  rules: "Reglas",
  applies_when: "Se aplica cuando",
  any: "Alguna vez",
  none: "Nunca",
  count: "Veces",
  sum: "Suma",
  values: "Valores",
  action: "Intervención",
  mlkg_gte: "ml/kg ≥",
  minutos_llegada_lte: "Minutos desde la llegada ≤",
  mlkg_sum_lt: "Suma de ml/kg <",
  dose_gte: "Dosis ≥",
  dose_lte: "Dosis ≤",
  route: "Vía",
  within: "Ventana de tiempo",
  from_s: "Desde (s)",
  to_s: "Hasta (s)",
  in_range: "Solo dosis en rango",
  count_gte: "Veces ≥",
  count_lt: "Veces <",
  sum_gte: "Suma ≥",
  sum_lt: "Suma <",
  variable_key: "Variable",
  gte: "≥",
  lte: "≤",
  equals: "Igual a",
  after_s: "No antes del segundo",
  effects: "Efectos",
  kpis: "Indicadores",
  target: "Objetivo para el debriefing",
  at_most: "Como máximo (≤)",
  at_least: "Como mínimo (≥)",
  question: "Pregunta de análisis",
  expected_findings: "Hallazgos esperados",
  checklist: "Lista de comprobación",
  category: "Categoría",
  role: "Rol",
  script: "Guion",
  text: "Texto",
  images: "Imágenes",
  image: "Imagen",
  alt: "Texto alternativo",
  continuous: "Continua (se inicia y se detiene)",
  // The living patient (format version 2).
  model: "Modelo del paciente",
  initial: "Valor inicial",
  low: "Límite inferior",
  high: "Límite superior",
  noise: "Variabilidad natural (±)",
  decimals: "Decimales",
  rhythm: "Ritmo",
  states: "Estados",
  extreme: "Admite valores extremos (parada)",
  drugs: "Perfiles de fármacos",
  intervention: "Intervención",
  onset_s: "Comienzo del efecto (s)",
  peak_s: "Efecto máximo (s)",
  duration_s: "Duración (s)",
  therapeutic_from_per_kg: "Rango terapéutico desde (por kg)",
  therapeutic_to_per_kg: "Rango terapéutico hasta (por kg)",
  max_dose: "Dosis máxima absoluta",
  toxic_per_kg: "Umbral tóxico (por kg)",
  infra: "Por debajo del rango",
  terapeutica: "En rango terapéutico",
  supra: "Por encima del rango",
  toxica: "Tóxica",
  changes: "Cambios",
  variable: "Variable",
  by: "Cambio (±)",
  response: "Respuesta reducida",
  state: "Estado",
  factor: "Factor (0 a 1)",
  handlers: "Manejadores",
  when: "Cuándo",
  before_s: "Antes del segundo",
  not_states: "Sin los estados",
  state_for: "Estado mantenido",
  gte_s: "Durante al menos (s)",
  given: "Administrado",
  not_given: "No administrado",
  bands: "Bandas de dosis",
  total_per_kg_gte: "Total por kg ≥",
  total_per_kg_lt: "Total por kg <",
  since_gte_s: "Hace al menos (s)",
  by_s: "No después del segundo",
  before: "Antes que",
  running: "En curso",
  not_running: "Sin estar en curso",
  shocks: "Descargas",
  adequate: "Adecuadas",
  synchronised: "Sincronizadas",
  fired: "Después de los manejadores",
  not_fired: "Sin los manejadores",
  repeat: "Se repite",
  do: "Hace",
  trends: "Tendencias",
  to: "Hasta",
  over_s: "En (s)",
  brusco: "Brusco",
  states_on: "Activa estados",
  states_off: "Quita estados",
  texts: "Textos nuevos",
  pacing_threshold_ma: "Umbral de captura del marcapasos (mA)",
  monitor: "Monitor al empezar",
  attached: "Sensores ya conectados",
  arterial_line: "Tiene línea arterial",
};

/** Lists whose name says more than their items' ("Medicina", "Nunca"): kept before the item's. */
const NAMED_LISTS = new Set(["MED", "NUR", "PHARM", "any", "none", "count", "sum", "values"]);

/** What one item of each list is called ("Añadir pregunta", "Pregunta 2"). */
const ITEM_NOUNS: Record<string, string> = {
  steps: "paso",
  questions: "pregunta",
  options: "opción",
  hints: "pista",
  resources: "recurso",
  chips: "etiqueta",
  history: "antecedente",
  exam: "hallazgo",
  quick_labs: "analítica",
  imaging: "prueba",
  timeline: "evento",
  red_flags: "signo",
  critical_actions: "acción",
  MED: "objetivo",
  NUR: "objetivo",
  PHARM: "objetivo",
  competencies: "competencia",
  categories: "categoría",
  bullets: "punto",
  paragraphs: "párrafo",
  items: "ítem",
  variables: "variable",
  interventions: "intervención",
  rules: "regla",
  kpis: "indicador",
  checklist: "ítem",
  script: "paso del guion",
  effects: "efecto",
  any: "condición",
  none: "condición",
  count: "condición",
  sum: "condición",
  values: "condición",
  expected_findings: "hallazgo",
  routes: "vía",
  images: "imagen",
  drugs: "perfil",
  handlers: "manejador",
  trends: "tendencia",
  changes: "cambio",
  given: "condición",
  not_given: "condición",
  texts: "texto",
  response: "estado",
  bands: "banda",
};

/** Values shown in their words; the file keeps the format's value. */
const VALUE_LABELS: Record<string, string> = {
  ...ROLE_LABELS,
  basico: levelLabel("basico"),
  medio: levelLabel("medio"),
  avanzado: levelLabel("avanzado"),
  green: "Verde (normal)",
  amber: "Ámbar (sospechoso)",
  red: "Rojo (alterado)",
  ordered: "Solicitada",
  available: "Disponible",
  farmaco: "Fármaco",
  fluido: "Fluido",
  procedimiento: "Procedimiento",
  oxigeno_via_aerea: "Oxígeno/vía aérea",
  otro: "Otro",
  total_dose: "Dosis total",
  count: "Número de veces",
  time_to_first: "Tiempo hasta la primera",
  flagged: "Dosis fuera de rango",
  vital: "Constante vital",
  lab: "Analítica",
  imagen: "Imagen",
  texto: "Texto",
  heading: "Encabezado",
  checkbox: "Casilla",
  number: "Número",
  choice: "Elección",
  text: "Texto libre",
  "mcg/kg": "microgramos/kg",
  mcg: "microgramos",
  "mcg/kg/min": "microgramos/kg/min",
  "3": "3 · Crítico",
  "2": "2 · Importante",
  "1": "1 · Deseable",
  '["presencial"]': "Solo presencial",
  '["online","presencial"]': "Online y presencial",
  ...Object.fromEntries(Object.entries(RHYTHMS).map(([key, rhythm]) => [key, rhythm.label])),
  ...BAND_LABELS,
  ...Object.fromEntries(Object.entries(SENSORS).map(([key, sensor]) => [key, sensor.label])),
};

export const fieldLabel = (key: string | number) => FIELD_LABELS[key] ?? String(key);
export const itemNoun = (listKey: string | number) => ITEM_NOUNS[listKey] ?? "elemento";
const capital = (word: string) => word.charAt(0).toLocaleUpperCase("es") + word.slice(1);
/** "Pregunta 2": the n-th item of a list, counted from 1 as people count. */
export const itemLabel = (listKey: string | number, index: number) => `${capital(itemNoun(listKey))} ${index + 1}`;

/** "steps.1.questions.0.options" → "Pasos › Paso 2 › Pregunta 1 › Opciones": where a message or a change is. */
export function pathLabel(path: Path): string {
  const words: string[] = [];
  path.forEach((segment, i) => {
    if (typeof segment === "number") {
      const list = path[i - 1];
      // "Paso 2" says its list; "Objetivo 1" does not say whose, so "Medicina › Objetivo 1".
      if (list !== undefined && NAMED_LISTS.has(String(list))) words.push(itemLabel(list, segment));
      else if (list !== undefined) words[words.length - 1] = itemLabel(list, segment);
      else words.push(String(segment + 1));
    } else words.push(fieldLabel(segment));
  });
  return words.join(" › ") || "Escenario";
}

/** A problem's path in a file ("escenario.steps.0.questions") as a path within the scenario. */
export const problemPath = (path: string): Path =>
  path
    .replace(/^escenario\.?/, "")
    .split(".")
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/** A file's problem as the studio says it: where, in its words, and what. */
export const problemText = (problem: { path: string; message: string }) =>
  problem.path === "" ? problem.message : `${pathLabel(problemPath(problem.path))}: ${problem.message}`;

/** Where a field's control lives in the page ("f-steps-1-questions-0"), for the error summary's links. */
export const fieldId = (path: Path) => ["f", ...path].join("-").replace(/[^A-Za-z0-9_-]/g, "_");
export const fieldName = (path: Path) => [FIELD_PREFIX, ...path].join(".");

// ── Shapes ───────────────────────────────────────────────────────────────────────────────

const choiceOf = (value: unknown): Choice => {
  const raw = typeof value === "string" ? value : JSON.stringify(value);
  return { value: raw, label: VALUE_LABELS[raw] ?? raw };
};

/** Lists of values whose order means something (the first route is the one the console proposes). */
const ORDERED_VALUES = new Set(["routes"]);

/**
 * An optional yes/no (a shock condition's `synchronised`) has three states: yes, no, and absent
 * (either), so it is a choice, not a checkbox that can only say yes or no.
 */
const YES_NO: Choice[] = [
  { value: "true", label: "Sí" },
  { value: "false", label: "No" },
];

/** Whether a choice's values are JSON (constants, yes/no) rather than the text itself. */
export const choiceIsJson = (node: FieldSchema) => node.anyOf !== undefined || node.type === "boolean";

/** Which control a schema node gets (`key` is the field's name in its object; `optional` when it may be absent). */
export function kindOf(node: FieldSchema, key?: string | number, optional = false): FieldKind {
  if (node.anyOf) return { kind: "choice", choices: node.anyOf.map((branch) => choiceOf(branch.const ?? constTuple(branch))) };
  if (node.const !== undefined) return node.type === "boolean" ? { kind: "flag" } : { kind: "fixed", value: node.const };
  if (node.enum) return { kind: "choice", choices: node.enum.map(choiceOf) };
  if (node.type === "object") return { kind: "group" };
  if (node.type === "array" && node.items && node.items.enum && !ORDERED_VALUES.has(String(key)))
    return { kind: "multi", choices: node.items.enum.map(choiceOf) };
  if (node.type === "array" && node.items) return { kind: "list", item: node.items };
  if (node.type === "number" || node.type === "integer") return { kind: "number", integer: node.type === "integer" };
  if (node.type === "boolean") return optional ? { kind: "choice", choices: YES_NO } : { kind: "flag" };
  return { kind: "text" };
}

/** A tuple of constants (the in-person `mode`, ["online","presencial"]) as its value. */
const constTuple = (node: FieldSchema) => node.prefixItems?.map((item) => item.const);

const isRequired = (parent: FieldSchema, key: string) => parent.required?.includes(key) ?? false;

/** The most items a list may hold: its own maximum, or the one every list of the format has. */
export const maxItemsOf = (node: FieldSchema) => Math.min(node.maxItems ?? SCENARIO_MAX_LIST_ITEMS, SCENARIO_MAX_LIST_ITEMS);

/** Texts allowed more than a line's length read as paragraphs: the studio gives them a text area. */
export const isLongText = (node: FieldSchema) => (node.maxLength ?? 0) > TEXT_MAX;

/** A new, empty value for a node: what 'Añadir' puts in a list and 'Nuevo escenario' starts from. */
export function emptyOf(node: FieldSchema): Tree {
  const shape = kindOf(node);
  switch (shape.kind) {
    case "group":
      return Object.fromEntries(
        Object.entries(node.properties ?? {})
          .filter(([key]) => isRequired(node, key))
          .map(([key, child]) => [key, emptyOf(child)]),
      );
    case "list":
      return Array.from({ length: node.minItems ?? 0 }, () => emptyOf(shape.item));
    case "multi":
      return [];
    case "choice":
      return node.anyOf ? JSON.parse(JSON.stringify(node.anyOf[0].const ?? constTuple(node.anyOf[0]))) : node.enum![0];
    case "number":
      return node.default ?? "";
    case "flag":
      return node.const === true ? undefined : false;
    case "fixed":
      return shape.value;
    default:
      return "";
  }
}

/** The schema node at a path of the document (null when the path is not the format's). */
export function nodeAt(root: FieldSchema, path: Path): FieldSchema | null {
  let node: FieldSchema | undefined = root;
  for (const segment of path) {
    if (!node) return null;
    if (typeof segment === "number") node = node.items === false ? undefined : node.items;
    else node = node.properties && Object.hasOwn(node.properties, segment) ? node.properties[segment] : undefined;
  }
  return node ?? null;
}

// ── Reading a posted form ────────────────────────────────────────────────────────────────

export type FormReader = { get(name: string): string | null; getAll(name: string): string[] };

/**
 * A posted form as text only (a file posted in a field's place reads as nothing), indexed once: a
 * FormData looks a name up by scanning every entry, and a form has thousands of names.
 */
export function formReader(form: FormData): FormReader {
  const values = new Map<string, string[]>();
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const seen = values.get(name);
    if (seen) seen.push(value);
    else values.set(name, [value]);
  }
  return {
    get: (name) => values.get(name)?.[0] ?? null,
    getAll: (name) => values.get(name) ?? [],
  };
}

/**
 * A posted form back into the tree it was drawn from, reading only the names the schema has; refused
 * as soon as a list says it holds more than the format allows, or all lists together more than
 * SCENARIO_MAX_VALUES items, so that reading is bounded whatever lengths a post declares.
 */
export function readForm(root: FieldSchema, form: FormReader): { ok: true; tree: Tree } | { ok: false; reason: "tooManyItems" } {
  const budget = { items: 0 };
  try {
    return { ok: true, tree: readNode(root, [], form, budget) };
  } catch (error) {
    if (error instanceof TooManyItems) return { ok: false, reason: "tooManyItems" };
    throw error;
  }
}

/** Thrown out of the recursion (its depth is the schema's, not the post's) at the first excess. */
class TooManyItems extends Error {}

function readNode(node: FieldSchema, path: Path, form: FormReader, budget: { items: number }, optional = false): Tree {
  const name = fieldName(path);
  const shape = kindOf(node, path[path.length - 1], optional);
  switch (shape.kind) {
    case "group": {
      const tree: Record<string, Tree> = {};
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const childPath = [...path, key];
        // An optional group (a dose, an alarm, a window) is there only when the form says so.
        if (!isRequired(node, key) && kindOf(child).kind === "group" && form.get(`${fieldName(childPath)}.${PRESENT_MARK}`) !== "1")
          continue;
        const value = readNode(child, childPath, form, budget, !isRequired(node, key));
        if (value !== undefined) tree[key] = value;
      }
      return tree;
    }
    case "list": {
      const length = Math.max(0, Number.parseInt(form.get(`${name}.${LENGTH_MARK}`) ?? "0", 10) || 0);
      budget.items += length;
      if (length > maxItemsOf(node) || budget.items > SCENARIO_MAX_VALUES) throw new TooManyItems();
      return Array.from({ length }, (_, i) => readNode(shape.item, [...path, i], form, budget));
    }
    case "number":
      if (isSwitched(path[path.length - 1])) return form.get(`${name}.${PRESENT_MARK}`) === "1" ? (form.get(name) ?? "") : undefined;
      return form.get(name) ?? undefined;
    case "multi": {
      const allowed = new Set(shape.choices.map((c) => c.value));
      return form.getAll(name).filter((value) => allowed.has(value));
    }
    case "choice": {
      const value = form.get(name);
      if (value === null || value === "") return undefined;
      if (!choiceIsJson(node)) return value;
      return shape.choices.some((c) => c.value === value) ? JSON.parse(value) : value;
    }
    case "flag":
      return form.get(name) === "on" ? true : node.const === true ? undefined : false;
    case "fixed":
      return shape.value;
    default: {
      const value = form.get(name);
      return value === null ? undefined : value;
    }
  }
}

// ── From the edited tree to the file ─────────────────────────────────────────────────────

/** A number as typed in Spain ("12,5") or as the file has it; anything else stays text for the parser to refuse. */
export function parseNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const plain = value.trim().replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value.trim();
}

/** A number as the form shows it: the decimal comma. */
export const showNumber = (value: unknown) => (typeof value === "number" ? String(value).replace(".", ",") : String(value ?? ""));

/**
 * The edited tree as the format's document: numbers parsed, empty optional fields and lists left
 * out, and `order_index` following the list's order (the numbers it had, reassigned in order).
 */
export function toDocument(node: FieldSchema, tree: Tree, key?: string): unknown {
  const shape = kindOf(node, key);
  if (shape.kind === "group") {
    if (!isPlainObject(tree)) return tree;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(tree)) {
      const child = node.properties?.[key];
      if (!child) continue;
      const converted = toDocument(child, value, key);
      const empty = converted === undefined || converted === "" || (Array.isArray(converted) && converted.length === 0);
      // A ticked «Pregunta urgente» without its seconds stays, for the parser to ask for them.
      const switchedOn = isSwitched(key) && converted === "";
      if (empty && !isRequired(node, key) && !switchedOn) continue;
      out[key] = converted;
    }
    return out;
  }
  if (shape.kind === "list") {
    if (!Array.isArray(tree)) return tree;
    return renumber(tree.map((item) => toDocument(shape.item, item)));
  }
  if (shape.kind === "number") return tree === "" && !isSwitched(key) ? undefined : parseNumber(tree);
  if (shape.kind === "text" && typeof tree === "string") return tree === "" ? "" : tree;
  return tree;
}

function renumber(items: unknown[]): unknown[] {
  if (!items.every((item) => isPlainObject(item) && "order_index" in item)) return items;
  const taken = items.map((item) => (item as { order_index: unknown }).order_index).filter((n): n is number => typeof n === "number");
  const sorted = [...new Set(taken)].sort((a, b) => a - b);
  const numbers = sorted.length === items.length ? sorted : items.map((_, i) => i);
  return items.map((item, i) => ({ ...(item as object), order_index: numbers[i] }));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// ── Edits to lists and optional groups ───────────────────────────────────────────────────

export type Edit = { op: "add" | "remove" | "up" | "down" | "include" | "omit"; path: Path };

/** The list (or group) an edit changes: the list it adds to, or the one holding the item it acts on. */
export const editedList = (edit: Edit): Path => (edit.op === "add" ? edit.path : edit.path.slice(0, -1));

/** "add:steps.0.questions" ⇄ an edit; the form's buttons carry it as their value. */
export const editValue = (edit: Edit) => `${edit.op}:${edit.path.join(".")}`;

export function parseEdit(root: FieldSchema, value: string): Edit | null {
  const match = /^(add|remove|up|down|include|omit):([\w.]*)$/.exec(value);
  if (!match) return null;
  const path: Path = match[2] === "" ? [] : match[2].split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return nodeAt(root, path) ? { op: match[1] as Edit["op"], path } : null;
}

/**
 * One edit applied to a copy of the tree: 'add' appends an empty item to the list at `path`;
 * 'remove', 'up' and 'down' act on the item at `path`; 'include'/'omit' add or drop an optional group.
 */
export function applyEdit(root: FieldSchema, tree: Tree, edit: Edit): Tree {
  const copy = structuredClone(tree);
  const { path, op } = edit;
  const node = nodeAt(root, path);
  if (!node) return copy;
  if (op === "add" || op === "include") {
    const parent = containerAt(copy, path.slice(0, -1), true);
    const key = path[path.length - 1];
    if (!parent || key === undefined) return copy;
    if (op === "include") (parent as Record<string | number, Tree>)[key] = emptyOf(node);
    else {
      const list = (parent as Record<string | number, Tree>)[key];
      const items = Array.isArray(list) ? list : [];
      const shape = kindOf(node, key);
      if (shape.kind === "list" && items.length < maxItemsOf(node)) items.push(emptyOf(shape.item));
      (parent as Record<string | number, Tree>)[key] = items;
    }
    return copy;
  }
  const index = path[path.length - 1];
  const list = containerAt(copy, path.slice(0, -1), false);
  if (op === "omit") {
    if (isPlainObject(list) && typeof index === "string") delete list[index];
    return copy;
  }
  if (!Array.isArray(list) || typeof index !== "number" || index < 0 || index >= list.length) return copy;
  // A question's right answer is a position among its options: it follows its option when options move or go.
  const question = path[path.length - 2] === "options" ? containerAt(copy, path.slice(0, -2), false) : null;
  const correct = isPlainObject(question) ? Number(question.correct_option) : NaN;
  const answerAt = (position: number | undefined) => {
    if (isPlainObject(question) && Number.isInteger(correct)) question.correct_option = position === undefined ? "" : position;
  };
  if (op === "remove") {
    list.splice(index, 1);
    if (correct === index) answerAt(undefined);
    else if (correct > index) answerAt(correct - 1);
  } else {
    const to = op === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return copy;
    [list[index], list[to]] = [list[to], list[index]];
    if (correct === index) answerAt(to);
    else if (correct === to) answerAt(index);
  }
  return copy;
}

/** The object or list at a path of the tree; with `create`, missing groups on the way are made. */
function containerAt(tree: Tree, path: Path, create: boolean): Record<string, Tree> | Tree[] | null {
  let here: Tree = tree;
  for (const segment of path) {
    if (Array.isArray(here) && typeof segment === "number") here = here[segment];
    else if (isPlainObject(here) && typeof segment === "string") {
      if (here[segment] === undefined && create) here[segment] = {};
      here = here[segment];
    } else return null;
  }
  return Array.isArray(here) || isPlainObject(here) ? here : null;
}

/** The value at a path of the tree (undefined when absent). */
export function valueAt(tree: Tree, path: Path): Tree {
  let here: Tree = tree;
  for (const segment of path) {
    if (Array.isArray(here) && typeof segment === "number") here = here[segment];
    else if (isPlainObject(here) && typeof segment === "string") here = here[segment];
    else return undefined;
  }
  return here;
}

/** A copy of the tree with one value set (what typing in a field does, with JavaScript). */
export function setValue(tree: Tree, path: Path, value: Tree): Tree {
  const copy = structuredClone(tree);
  const parent = containerAt(copy, path.slice(0, -1), true);
  const key = path[path.length - 1];
  if (parent && key !== undefined) (parent as Record<string | number, Tree>)[key] = value;
  return copy;
}

// ── What the studio fills itself ─────────────────────────────────────────────────────────

export type ScenarioMode = "online" | "presencial";

/**
 * Fields the form does not ask for: the order (the list's order says it), what follows from other
 * fields (a step is role-specific when it names roles; the brief repeats the case's level and
 * minutes), and the slug of a case already published (its identity across versions; until then it
 * follows the title unless the author writes another).
 */
export function skipOf(mode: ScenarioMode, path: Path, slugFixed: boolean): "hidden" | "omit" | "readonly" | null {
  const key = path[path.length - 1];
  if (key === "order_index") return "hidden";
  if (path.length === 1 && key === "slug" && slugFixed) return "readonly";
  if (
    mode === "online" &&
    (key === "role_specific" || (path[0] === "brief" && path.length === 2 && ["level", "estimated_minutes"].includes(String(key))))
  )
    return "omit";
  return null;
}

/** An image's key (a variable's `image`, a brief's `images`): picked among the uploaded images. */
export const isImageKey = (path: Path) =>
  path[path.length - 1] === "key" && (path[path.length - 2] === "image" || path[path.length - 3] === "images");

/** In-person fields that name an item of another list of the case: a phase, an intervention, a variable. */
const REFERENCES: Record<string, string> = { step_key: "steps", action: "interventions", variable_key: "variables" };

/** The items a reference field may name (their keys, shown with their names), or null for any other field. */
export function referenceChoices(tree: Tree, path: Path): Choice[] | null {
  const list = REFERENCES[String(path[path.length - 1])];
  if (!list) return null;
  const items = valueAt(tree, [list]);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const key = isPlainObject(item) && typeof item.key === "string" ? item.key : "";
    const name = isPlainObject(item) ? (item.name ?? item.label) : undefined;
    return key ? [{ value: key, label: typeof name === "string" && name ? `${name} (${key})` : key }] : [];
  });
}

/** The fields `skipOf` leaves out, filled from the others. */
export function completeDocument(mode: ScenarioMode, document: unknown): unknown {
  if (mode !== "online" || !isPlainObject(document)) return document;
  const brief = isPlainObject(document.brief)
    ? { ...document.brief, level: document.level, estimated_minutes: document.estimated_minutes }
    : document.brief;
  const steps = Array.isArray(document.steps)
    ? document.steps.map((step) =>
        isPlainObject(step) ? { ...step, role_specific: Array.isArray(step.roles) && step.roles.length > 0 } : step,
      )
    : document.steps;
  return { ...document, brief, steps };
}

/** What 'Nuevo escenario' starts from: every required field empty, in construction, for its own mode. */
export function newDocument(mode: ScenarioMode, root: FieldSchema): Tree {
  const empty = emptyOf(root) as Record<string, Tree>;
  return { ...empty, status: SCENARIO_STATUS.inProgress, ...(mode === "online" ? { mode: ["online"] } : {}) };
}

/** A draft's title as lists show it; a draft saved before it had one says so. */
export const draftTitle = (escenario: Record<string, unknown>) =>
  typeof escenario.title === "string" && escenario.title.trim() ? escenario.title : "(sin título)";
