import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import { parseScenarioFile, SCENARIO_FILE_FORMAT, SCENARIO_FILE_VERSION, scenarioFormSchema, type ScenarioFile } from "../../db/seed/files";
import {
  applyEdit,
  completeDocument,
  newDocument,
  parseEdit,
  pathLabel,
  readForm,
  referenceChoices,
  toDocument,
  valueAt,
  type FieldSchema,
  type FormReader,
  type Tree,
} from "~/domain/scenario-form";
import { drawnForm, postedBy } from "../scenario-form-post";

function postBack(mode: ScenarioFile["modo"], tree: Tree) {
  const root = scenarioFormSchema(mode) as FieldSchema;
  const pairs = postedBy(drawnForm(mode, tree));
  const form: FormReader = {
    get: (name) => pairs.find(([n]) => n === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([n]) => n === name).map(([, v]) => v),
  };
  const escenario = completeDocument(mode, toDocument(root, readForm(root, form)));
  return parseScenarioFile({ formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, modo: mode, escenario });
}

describe("the studio's field-by-field editor", () => {
  it("draws every field of every catalogue case and posts it back unchanged (both modes)", () => {
    expect(catalogueFiles.length).toBeGreaterThan(15);
    for (const file of catalogueFiles) {
      const back = postBack(file.modo, file.escenario);
      if (back.ok && JSON.stringify(back.file) !== JSON.stringify(file))
        console.log(
          "DIFF",
          JSON.stringify(back.file.escenario).length,
          JSON.stringify(file.escenario).length,
          [...JSON.stringify(back.file)].findIndex((c, i) => c !== JSON.stringify(file)[i]),
          JSON.stringify(file).slice(
            [...JSON.stringify(back.file)].findIndex((c, i) => c !== JSON.stringify(file)[i]) - 200,
            [...JSON.stringify(back.file)].findIndex((c, i) => c !== JSON.stringify(file)[i]) + 100,
          ),
        );
      expect(back.ok && back.file, file.escenario.slug).toEqual(file);
    }
  });

  it("reads a decimal comma as a number and names a problem by the field's words", () => {
    const file = catalogueFiles.find((f) => f.modo === "online")!;
    const tree = structuredClone(file.escenario) as unknown as Record<string, never>;
    (tree.brief as { demographics: { weightKg: unknown } }).demographics.weightKg = "12,5";
    const back = postBack("online", tree);
    expect(back.ok && back.file.modo === "online" && back.file.escenario.brief.demographics.weightKg).toBe(12.5);

    (tree.brief as { demographics: { weightKg: unknown } }).demographics.weightKg = "doce";
    const refused = postBack("online", tree);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.map((p) => p.path)).toContain("escenario.brief.demographics.weightKg");
    expect(pathLabel(["brief", "demographics", "weightKg"])).toBe("Caso clínico › Datos del paciente › Peso (kg)");
    expect(pathLabel(["steps", 1, "questions", 0, "correct_option"])).toBe("Paso 2 › Pregunta 1 › Opción correcta");
  });

  it("adds, removes and moves items, and adds or drops an optional group, on a copy", () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    const file = catalogueFiles.find((f) => f.modo === "online")!;
    const tree = file.escenario as Tree;
    const questions = (t: Tree) => valueAt(t, ["steps", 0, "questions"]) as { question_text: string }[];
    const added = applyEdit(root, tree, parseEdit(root, "add:steps.0.questions")!);
    expect(questions(added)).toHaveLength(questions(tree).length + 1);
    expect(questions(added).at(-1)).toMatchObject({ question_text: "", options: ["", "", ""], hints: [], roles: [] });
    expect(questions(tree)).toHaveLength(file.modo === "online" ? file.escenario.steps[0].questions.length : 0);

    const down = applyEdit(root, tree, parseEdit(root, "down:steps.0.questions.0")!);
    expect(questions(down)[1].question_text).toBe(questions(tree)[0].question_text);
    const removed = applyEdit(root, tree, parseEdit(root, "remove:steps.0.questions.0")!);
    expect(questions(removed)[0].question_text).toBe(questions(tree)[1].question_text);
    // The first item cannot go up; a path outside the format is no edit at all.
    expect(applyEdit(root, tree, parseEdit(root, "up:steps.0.questions.0")!)).toEqual(tree);
    expect(parseEdit(root, "add:steps.0.__proto__")).toBeNull();
    expect(parseEdit(root, "drop:steps")).toBeNull();

    // The right answer follows its option: moved, it moves; removed, it must be chosen again.
    const options = (t: Tree) => valueAt(t, ["steps", 0, "questions", 0]) as { options: string[]; correct_option: unknown };
    const key = options(tree).correct_option as number;
    const right = options(tree).options[key];
    const moved = applyEdit(root, tree, parseEdit(root, `${key === 0 ? "down" : "up"}:steps.0.questions.0.options.${key}`)!);
    expect(options(moved).options[options(moved).correct_option as number]).toBe(right);
    const other = key === 0 ? 1 : 0;
    const otherMoved = applyEdit(root, tree, parseEdit(root, `${other === 0 ? "down" : "up"}:steps.0.questions.0.options.${other}`)!);
    expect(options(otherMoved).options[options(otherMoved).correct_option as number]).toBe(right);
    const gone = applyEdit(root, tree, parseEdit(root, `remove:steps.0.questions.0.options.${key}`)!);
    expect(options(gone).correct_option).toBe("");
    const before = applyEdit(root, tree, parseEdit(root, `remove:steps.0.questions.0.options.${other}`)!);
    expect(options(before).options[options(before).correct_option as number]).toBe(right);

    const presencial = scenarioFormSchema("presencial") as FieldSchema;
    const inPerson = catalogueFiles.find((f) => f.modo === "presencial")!.escenario as Tree;
    const withoutDose = applyEdit(presencial, inPerson, parseEdit(presencial, "omit:interventions.0.dose")!);
    expect(valueAt(withoutDose, ["interventions", 0, "dose"])).toBeUndefined();
    const withDose = applyEdit(presencial, withoutDose, parseEdit(presencial, "include:interventions.0.dose")!);
    expect(valueAt(withDose, ["interventions", 0, "dose"])).toMatchObject({ default: "" });
  });

  it("offers an in-person reference among the case's own phases, interventions and variables, by name", () => {
    const inPerson = catalogueFiles.find((f) => f.modo === "presencial")!;
    if (inPerson.modo !== "presencial") throw new Error("no in-person case");
    const tree = inPerson.escenario as Tree;
    const variables = referenceChoices(tree, ["rules", 0, "effects", 0, "variable_key"])!;
    expect(variables.map((c) => c.value)).toEqual(inPerson.escenario.variables.map((v) => v.key));
    expect(variables[0].label).toBe(`${inPerson.escenario.variables[0].label} (${inPerson.escenario.variables[0].key})`);
    expect(referenceChoices(tree, ["kpis", 0, "action"])!.map((c) => c.value)).toEqual(inPerson.escenario.interventions.map((i) => i.key));
    expect(referenceChoices(tree, ["script", 0, "step_key"])!.map((c) => c.value)).toEqual(inPerson.escenario.steps.map((s) => s.key));
    expect(referenceChoices(tree, ["title"])).toBeNull();
    // Drawn as a choice, the case's own keys post back unchanged (the round trip above covers every case).
    expect(drawnForm("presencial", tree)).toContain(`<option value="${inPerson.escenario.steps[0].key}" selected="">`);
  });

  it("reads only the format's names, and no list longer than any case needs", () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    const form = new Map<string, string>([
      ["d.title", "Caso"],
      ["d.__proto__.polluted", "sí"],
      ["d.steps.#", "100000"],
      ["d.categories", "Sepsis"],
    ]);
    const tree = readForm(root, { get: (n) => form.get(n) ?? null, getAll: (n) => (form.has(n) ? [form.get(n)!] : []) }) as Record<
      string,
      unknown
    >;
    expect(tree.title).toBe("Caso");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((tree.steps as unknown[]).length).toBeLessThanOrEqual(300);
  });

  it("starts a new case empty, in construction, with the one attempt cap there is", () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    const fresh = newDocument("online", root) as Record<string, unknown>;
    expect(fresh).toMatchObject({ title: "", status: "En construcción: en proceso", mode: ["online"], max_attempts: 3 });
    const back = postBack("online", fresh);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.problems.some((p) => p.path === "escenario.title")).toBe(true);
  });
});
