/**
 * Safety checks on a scenario before it is published (issue 12): warnings, not blocks. Each says
 * where and why, so that the clinical educator who owns the case decides.
 */
import type { ScenarioFile } from "../scenario-format/files";
import { foldText } from "./roles";
import { andMore, boundedProblems } from "./scenario-limits";

/** Age written as in the briefs ("8 meses", "7 años", "3 semanas", "10 días") in months, or null. */
export function ageInMonths(age: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(día|dia|semana|mes|año|ano)/i.exec(foldText(age).replace("anos", "años"));
  if (!match) return null;
  const value = Number(match[1].replace(",", "."));
  const unit = match[2].toLowerCase();
  if (unit.startsWith("d")) return value / 30.4;
  if (unit.startsWith("s")) return value / 4.35;
  if (unit.startsWith("m")) return value;
  return value * 12;
}

/**
 * The weight the APLS formulas expect for an age (Advanced Paediatric Life Support, 6.ª ed.):
 * (0,5 × meses) + 4 under one year, (2 × años) + 8 from 1 to 5, (3 × años) + 7 from 6 to 12.
 */
export function expectedWeightKg(months: number): number {
  if (months < 12) return 0.5 * months + 4;
  const years = Math.floor(months / 12);
  return years <= 5 ? 2 * years + 8 : 3 * Math.min(years, 12) + 7;
}

/** Bounds beyond which a vital sign is not a child's, however ill (a typing slip, most likely). */
const VITAL_BOUNDS: Record<string, [number, number, string]> = {
  fc: [40, 320, "frecuencia cardiaca"],
  fr: [6, 100, "frecuencia respiratoria"],
  sat: [50, 100, "saturación"],
  temp: [32, 43, "temperatura"],
};

/** Words worth comparing: 4 letters or more, or any number. */
const words = (text: string) =>
  new Set(
    foldText(text)
      .split(/[^a-z0-9ñ]+/)
      .filter((word) => word.length >= 4 || /\d/.test(word)),
  );

/**
 * A hint gives the answer away when it carries the correct option whole, or most of the words that
 * set it apart from the other options (what every option says gives nothing away).
 */
function repeatsAnswer(hint: string, options: string[], correct: number): boolean {
  const answer = options[correct];
  if (foldText(hint).includes(foldText(answer))) return true;
  const others = new Set(options.filter((_, i) => i !== correct).flatMap((option) => [...words(option)]));
  const telling = [...words(answer)].filter((word) => !others.has(word));
  if (telling.length === 0) return false;
  const hintWords = words(hint);
  return telling.filter((word) => hintWords.has(word)).length / telling.length >= 0.6;
}

const number = (value: number) => new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }).format(value);

/** Every image a case refers to: a brief's, or an in-person variable's. */
function imagesOf(file: ScenarioFile) {
  return file.modo === "online"
    ? (file.escenario.brief.images ?? [])
    : file.escenario.variables.flatMap((variable) => (variable.image ? [variable.image] : []));
}

/** The warnings on a case, the first MAX_PROBLEMS_SHOWN listed; `uploaded` are the keys of the images uploaded to the studio. */
/**
 * An in-person case without a model (the first format's): it still runs, on its rules, but its
 * patient does not change on the clock, and its doses have no bands or toxicity. It is not
 * converted by itself: a conversion cannot know a drug's toxicity, and a model without it would
 * teach that an overdose is harmless (decision 0029).
 */
export const NO_MODEL_WARNING =
  "Caso presencial sin modelo del paciente (formato de la versión 1): el paciente no cambia con el reloj y las dosis no tienen bandas ni toxicidad; las reglas solo se aplican al registrar o al pulsar «Reevaluar». Añade el modelo (versión 2) para que el paciente evolucione.";

export function safetyWarnings(file: ScenarioFile, uploaded: ReadonlySet<string>): string[] {
  return boundedProblems(everyWarning(file, uploaded), (count) => andMore(count, { one: "aviso", other: "avisos" }));
}

function everyWarning(file: ScenarioFile, uploaded: ReadonlySet<string>): string[] {
  const warnings: string[] = [];
  for (const image of imagesOf(file))
    if (!uploaded.has(image.key))
      warnings.push(`La imagen «${image.alt}» no está subida (Escenarios → Imágenes): en su lugar solo se verá su texto alternativo.`);
  const weightCheck = (age: string, weightKg: number) => {
    const months = ageInMonths(age);
    if (months === null) return;
    const expected = expectedWeightKg(months);
    if (weightKg < expected * 0.6 || weightKg > expected * 1.6)
      warnings.push(`Peso poco plausible: ${number(weightKg)} kg a los ${age} (las fórmulas APLS esperan unos ${number(expected)} kg).`);
  };
  if (file.modo === "online") {
    const { brief, steps } = file.escenario;
    weightCheck(brief.demographics.age, brief.demographics.weightKg);
    for (const [key, [low, high, label]] of Object.entries(VITAL_BOUNDS)) {
      const value = brief.vitals[key as keyof typeof brief.vitals];
      if (typeof value === "number" && (value < low || value > high))
        warnings.push(`Constante fuera de rango fisiológico: ${label} ${number(value)}.`);
    }
    const systolic = Number(brief.vitals.ta?.split("/")[0]);
    if (brief.vitals.ta && (systolic < 30 || systolic > 200))
      warnings.push(`Constante fuera de rango fisiológico: tensión arterial ${brief.vitals.ta}.`);
    if (!steps.some((step) => step.questions.some((question) => question.time_limit !== undefined)))
      warnings.push(
        "Ninguna pregunta es urgente: ninguna tendrá tiempo límite (marca «Pregunta urgente» y sus segundos en las que lo sean).",
      );
    steps.forEach((step, s) =>
      step.questions.forEach((question, q) => {
        const where = `Paso ${s + 1}, pregunta ${q + 1}`;
        if (question.explanation.trim().length < 20) warnings.push(`${where}: sin explicación que enseñe por qué.`);
        question.hints.forEach((hint, h) => {
          if (repeatsAnswer(hint, question.options, question.correct_option))
            warnings.push(`${where}: la pista ${h + 1} repite las palabras de la respuesta correcta.`);
        });
      }),
    );
    return warnings;
  }
  const { patient_overview: patient, interventions } = file.escenario;
  weightCheck(patient.age, patient.weightKg);
  if (!file.escenario.model) warnings.push(NO_MODEL_WARNING);
  for (const intervention of interventions) {
    const dose = intervention.dose;
    // Only a dose in absolute units has a maximum comparable with expected-per-kg × weight.
    const absolute = dose && !dose.unit.includes("/");
    if (absolute && dose.expected_per_kg && dose.max && dose.expected_per_kg * patient.weightKg > dose.max)
      warnings.push(
        `${intervention.label}: la dosis esperada (${number(dose.expected_per_kg)} ${dose.unit} × ${number(patient.weightKg)} kg = ${number(
          dose.expected_per_kg * patient.weightKg,
        )}) supera su máximo (${number(dose.max)}).`,
      );
  }
  return warnings;
}
