/** What changed between two versions of a scenario file, in words an instructor reads. */

const FIELD_LABELS: Record<string, string> = {
  title: "título",
  summary: "resumen",
  level: "nivel",
  status: "estado",
  mode: "modo",
  categories: "categorías",
  estimated_minutes: "minutos estimados",
  max_attempts: "intentos máximos",
  brief: "caso clínico",
  steps: "pasos",
  questions: "preguntas",
  question_text: "texto",
  options: "opciones",
  correct_option: "respuesta correcta",
  explanation: "explicación",
  hints: "pistas",
  time_limit: "tiempo límite",
  roles: "roles",
  is_critical: "crítica",
  description: "descripción",
  narrative: "narrativa",
  resources: "recursos",
  variables: "variables",
  checklist: "lista de comprobación",
  rules: "reglas",
  interventions: "intervenciones",
  kpis: "indicadores",
  script: "guion",
  items: "elementos",
  patient_overview: "hoja del paciente",
};

/** "steps.1.questions.0.options" → "Paso 2 › Pregunta 1 › opciones". */
function describePath(path: (string | number)[]): string {
  const words: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    const numbered = { steps: "Paso", questions: "Pregunta" }[key as string];
    if (numbered && typeof next === "number") {
      words.push(`${numbered} ${next + 1}`);
      i++;
    } else words.push(typeof key === "number" ? `n.º ${key + 1}` : (FIELD_LABELS[key] ?? key));
  }
  return words.join(" › ");
}

/** Each changed place, once, at the deepest level that still reads as one thing (a text, an option list). */
export function describeChanges(before: unknown, after: unknown, path: (string | number)[] = []): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects = !bothArrays && isObject(before) && isObject(after);
  const listOfThings = bothArrays && [...before, ...after].some((item) => isObject(item));
  if (bothArrays && listOfThings) {
    const changes: string[] = [];
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) {
      if (i >= before.length) changes.push(`${describePath([...path, i])}: añadido`);
      else if (i >= after.length) changes.push(`${describePath([...path, i])}: eliminado`);
      else changes.push(...describeChanges(before[i], after[i], [...path, i]));
    }
    return changes;
  }
  if (bothObjects) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => describeChanges(before[key], after[key], [...path, key]));
  }
  return [`${describePath(path)}: cambiado`];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
