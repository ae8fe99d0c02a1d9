import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import type { ScenarioFile } from "../../app/scenario-format/files";
import { ageInMonths, expectedWeightKg, NO_MODEL_WARNING, safetyWarnings } from "~/domain/scenario-checks";
import { describeChanges } from "~/domain/scenario-diff";
import { MAX_PROBLEMS_SHOWN } from "~/domain/scenario-limits";

const online = () =>
  structuredClone(catalogueFiles.find((f) => f.modo === "online" && f.escenario.slug === "shock-septico-lactante")!) as Extract<
    ScenarioFile,
    { modo: "online" }
  >;
const presencial = () =>
  structuredClone(catalogueFiles.find((f) => f.modo === "presencial")!) as Extract<ScenarioFile, { modo: "presencial" }>;

describe("safety checks before publishing", () => {
  it("lists at most MAX_PROBLEMS_SHOWN warnings and counts the rest", () => {
    const file = online();
    const step = file.escenario.steps[0];
    const question = { ...step.questions[0], explanation: "Corta." };
    file.escenario.steps = Array.from({ length: 20 }, () => ({ ...step, questions: Array.from({ length: 5 }, () => question) }));
    const warnings = safetyWarnings(file, new Set());
    expect(warnings).toHaveLength(MAX_PROBLEMS_SHOWN + 1);
    expect(warnings.at(-1)).toMatch(/^… y \d+ avisos más\.$/);
  });

  it("reads ages and expects APLS weights", () => {
    expect(ageInMonths("8 meses")).toBe(8);
    expect(ageInMonths("7 años")).toBe(84);
    expect(ageInMonths("3 semanas")).toBeCloseTo(0.69, 1);
    expect(ageInMonths("recién nacido")).toBeNull();
    expect(expectedWeightKg(8)).toBe(8);
    expect(expectedWeightKg(36)).toBe(14);
    expect(expectedWeightKg(120)).toBe(37);
  });

  it("finds nothing to say about the reviewed seed catalogue", () => {
    expect(catalogueFiles.flatMap((file) => safetyWarnings(file, new Set()).map((w) => `${file.escenario.slug}: ${w}`))).toEqual([]);
  });

  it("warns of an implausible weight, a vital sign out of bounds, a thin explanation and a hint that gives the answer", () => {
    const file = online();
    file.escenario.brief.demographics.weightKg = 80;
    file.escenario.brief.vitals.fc = 19;
    file.escenario.brief.vitals.ta = "20/10";
    const question = file.escenario.steps[0].questions[0];
    question.explanation = "Ver guía.";
    question.hints = [`Piensa en: ${question.options[question.correct_option]}`];
    expect(safetyWarnings(file, new Set())).toEqual([
      "Peso poco plausible: 80 kg a los 8 meses (las fórmulas APLS esperan unos 8 kg).",
      "Constante fuera de rango fisiológico: frecuencia cardiaca 19.",
      "Constante fuera de rango fisiológico: tensión arterial 20/10.",
      "Paso 1, pregunta 1: sin explicación que enseñe por qué.",
      "Paso 1, pregunta 1: la pista 1 repite las palabras de la respuesta correcta.",
    ]);
  });

  it("warns when an intervention's expected dose for the patient's weight exceeds its maximum", () => {
    const file = presencial();
    const intervention = file.escenario.interventions.find((i) => i.dose && !i.dose.unit.includes("/"))!;
    intervention.dose = { ...intervention.dose!, expected_per_kg: 10, max: 1 };
    expect(safetyWarnings(file, new Set()).some((w) => w.startsWith(`${intervention.label}: la dosis esperada (10 `))).toBe(true);
  });
});

describe("in-person cases without a model", () => {
  it("say that the patient will not change on the clock, and a case with a model does not", () => {
    const file = presencial();
    expect(file.escenario.model).toBeDefined();
    expect(safetyWarnings(file, new Set())).not.toContain(NO_MODEL_WARNING);
    delete file.escenario.model;
    expect(safetyWarnings(file, new Set())).toContain(NO_MODEL_WARNING);
  });
});

describe("images a case refers to", () => {
  it("warns of an image that was never uploaded, in either mode, and says nothing once it is", () => {
    const key = `${"a".repeat(64)}.png`;
    const file = online();
    file.escenario.brief.images = [{ key, alt: "Radiografía de tórax con infiltrado en lóbulo inferior derecho" }];
    const missing = "La imagen «Radiografía de tórax con infiltrado en lóbulo inferior derecho» no está subida";
    expect(safetyWarnings(file, new Set()).some((w) => w.startsWith(missing))).toBe(true);
    expect(safetyWarnings(file, new Set([key]))).toEqual([]);

    const inPerson = presencial();
    const variable = inPerson.escenario.variables[0];
    Object.assign(variable, { type: "imagen", image: { key, alt: "ECG con ondas T picudas" } });
    expect(safetyWarnings(inPerson, new Set()).some((w) => w.startsWith("La imagen «ECG con ondas T picudas» no está subida"))).toBe(true);
    expect(safetyWarnings(inPerson, new Set([key]))).toEqual([]);
  });
});

describe("the history's words", () => {
  it("says where a change is in the studio's words, and shows a change at the end of a long text", () => {
    const text = "La adrenalina intramuscular es el tratamiento de primera línea de la anafilaxia en el niño, a 0,01 mg/kg.";
    const long = `${text} ${text}`;
    const [change] = describeChanges(
      { brief: { objectives: { PHARM: [long] } } },
      { brief: { objectives: { PHARM: [`${long} Revisado por Farmacia.`] } } },
    );
    expect(change).toMatch(/^Caso clínico › Objetivos por rol › Farmacia › Objetivo 1: «….*» → «….*Revisado por Farmacia\.»$/);
    expect(
      describeChanges(
        { steps: [{ questions: [{ options: ["a", "b", "c"] }] }] },
        { steps: [{ questions: [{ options: ["a", "d", "c"] }] }] },
      ),
    ).toEqual(["Paso 1 › Pregunta 1 › Opción 2: «b» → «d»"]);
  });
});
