import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import {
  parseScenarioFile,
  SCENARIO_FILE_FORMAT,
  SCENARIO_FILE_VERSION,
  scenarioFormSchema,
  type ScenarioFile,
} from "../../app/scenario-format/files";
import {
  applyEdit,
  completeDocument,
  isLongText,
  newDocument,
  nodeAt,
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
import { SCENARIO_MAX_LIST_ITEMS, SCENARIO_MAX_VALUES } from "~/domain/scenario-limits";
import { drawnForm, postedBy } from "../scenario-form-post";
import { draftSlug, slugFollowsTitle, slugFromTitle } from "~/domain/slug";

function postBack(mode: ScenarioFile["modo"], tree: Tree) {
  const root = scenarioFormSchema(mode) as FieldSchema;
  // By name, as a request's form data is read (a scan per name would cost minutes on a case with a model).
  const posted = new Map<string, string[]>();
  for (const [name, value] of postedBy(drawnForm(mode, tree))) posted.set(name, [...(posted.get(name) ?? []), value]);
  const form: FormReader = {
    get: (name) => posted.get(name)?.[0] ?? null,
    getAll: (name) => posted.get(name) ?? [],
  };
  const read = readForm(root, form);
  if (!read.ok) throw new Error(read.reason);
  const escenario = completeDocument(mode, toDocument(root, read.tree));
  return parseScenarioFile({ formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, modo: mode, escenario });
}

describe("the studio's field-by-field editor", () => {
  it("asks «Pregunta urgente» as a box with its seconds: ticked with seconds, unticked, ticked without them", () => {
    const file = catalogueFiles.find((f) => f.modo === "online" && f.escenario.steps.some((st) => st.questions.some((q) => q.time_limit)))!;
    const tree = structuredClone(file.escenario) as unknown as { steps: { questions: { time_limit?: unknown }[] }[] };
    const s = tree.steps.findIndex((st) => st.questions.some((q) => q.time_limit !== undefined));
    const calm = tree.steps.findIndex((st) => st.questions.every((q) => q.time_limit === undefined));
    const html = drawnForm("online", tree as Tree);
    // The box and its seconds, in the educator's words; no field name shows.
    expect(html).toContain("Pregunta urgente");
    expect(html).toContain("Segundos para responder");
    expect(html).not.toMatch(/time_limit</);
    const posted = postedBy(html);
    expect(posted).toContainEqual([`d.steps.${s}.questions.0.time_limit.@`, "1"]);
    expect(posted.some(([name]) => name === `d.steps.${calm}.questions.0.time_limit.@`)).toBe(false);

    // Ticking every question of a calm step (with its seconds) makes it urgent.
    for (const question of tree.steps[calm].questions) question.time_limit = "45";
    const ticked = postBack("online", tree as Tree);
    expect(ticked.ok && ticked.file.modo === "online" && ticked.file.escenario.steps[calm].questions.map((q) => q.time_limit)).toEqual(
      tree.steps[calm].questions.map(() => 45),
    );
    // Ticked without seconds: the parser asks for them at that field.
    tree.steps[calm].questions[0].time_limit = "";
    const missing = postBack("online", tree as Tree);
    expect(!missing.ok && missing.problems).toContainEqual({
      path: `escenario.steps.${calm}.questions.0.time_limit`,
      message: "Falta este dato.",
    });
    // Unticked: no seconds, whatever was typed before; one urgent question alone in its step is refused in plain words.
    for (const question of tree.steps[calm].questions) delete question.time_limit;
    tree.steps[s].questions[0].time_limit = undefined;
    const mixed = postBack("online", tree as Tree);
    expect(!mixed.ok && mixed.problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/^Las preguntas de un paso son todas urgentes o ninguna/),
    );
  });

  it("makes the slug from the title until the author writes another", () => {
    expect(slugFromTitle("Shock séptico en lactante (2.ª parte)")).toBe("shock-septico-en-lactante-2-parte");
    expect(slugFromTitle("Niño con muñeca rota")).toBe("nino-con-muneca-rota");
    expect(slugFromTitle("¿?")).toBe("");
    expect(slugFollowsTitle("shock-en-lactante", "Shock en lactante")).toBe(true);
    expect(slugFollowsTitle("", "Shock en lactante")).toBe(true);
    expect(slugFollowsTitle("mi-caso", "Shock en lactante")).toBe(false);
    expect(draftSlug("", "Shock en lactante", "abc123")).toBe("shock-en-lactante");
    expect(draftSlug("mi-caso", "Shock en lactante", "abc123")).toBe("mi-caso");
    expect(draftSlug("", "", "abc123")).toBe("sin-titulo-abc123");
    expect(slugFollowsTitle("sin-titulo-abc123", "")).toBe(true);
  });

  it("draws every field of every catalogue case and posts it back unchanged (both modes)", () => {
    expect(catalogueFiles.length).toBeGreaterThan(15);
    for (const file of catalogueFiles) {
      const back = postBack(file.modo, file.escenario);
      expect(back.ok && back.file, file.escenario.slug).toEqual(file);
    }
  }, 60_000); // every field of some twenty cases, on two busy cores

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

  const reader = (form: Map<string, string>): FormReader => ({
    get: (n) => form.get(n) ?? null,
    getAll: (n) => (form.has(n) ? [form.get(n)!] : []),
  });

  it("reads only the format's names", () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    const form = new Map<string, string>([
      ["d.title", "Caso"],
      ["d.__proto__.polluted", "sí"],
      ["d.steps.#", "2"],
      ["d.categories", "Sepsis"],
    ]);
    const read = readForm(root, reader(form));
    expect(read.ok).toBe(true);
    const tree = (read.ok ? read.tree : {}) as Record<string, unknown>;
    expect(tree.title).toBe("Caso");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((tree.steps as unknown[]).length).toBe(2);
  });

  it("refuses a post whose lists say more than the format allows, before reading their items", () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    // One list too long.
    expect(readForm(root, reader(new Map([["d.steps.#", String(SCENARIO_MAX_LIST_ITEMS + 1)]])))).toEqual({
      ok: false,
      reason: "tooManyItems",
    });
    // A list held to fewer by its own schema (at most 5 options).
    expect(
      readForm(
        root,
        reader(
          new Map([
            ["d.steps.#", "1"],
            ["d.steps.0.questions.#", "1"],
            ["d.steps.0.questions.0.options.#", "6"],
          ]),
        ),
      ).ok,
    ).toBe(false);
    // 300 × 300 × 300 (the finding): refused at the first list, nothing read.
    const nested = new Map([["d.steps.#", "300"]]);
    for (let s = 0; s < 300; s++) nested.set(`d.steps.${s}.questions.#`, "300");
    expect(readForm(root, reader(nested))).toEqual({ ok: false, reason: "tooManyItems" });
    // Every list within its maximum, but all of them together beyond the document's.
    const wide = new Map([["d.steps.#", String(SCENARIO_MAX_LIST_ITEMS)]]);
    for (let s = 0; s < SCENARIO_MAX_LIST_ITEMS; s++) wide.set(`d.steps.${s}.questions.#`, String(SCENARIO_MAX_LIST_ITEMS));
    expect(SCENARIO_MAX_LIST_ITEMS * (SCENARIO_MAX_LIST_ITEMS + 1)).toBeGreaterThan(SCENARIO_MAX_VALUES);
    expect(readForm(root, reader(wide))).toEqual({ ok: false, reason: "tooManyItems" });
  });

  it("gives a text area to the format's long texts, and to no single-line field", () => {
    const online = scenarioFormSchema("online") as FieldSchema;
    const presencial = scenarioFormSchema("presencial") as FieldSchema;
    const at = (root: FieldSchema, path: (string | number)[]) => nodeAt(root, path)!;
    for (const path of [["summary"], ["steps", 0, "questions", 0, "explanation"], ["brief", "triangle_details", "breathing"]])
      expect(isLongText(at(online, path))).toBe(true);
    for (const path of [["title"], ["steps", 0, "questions", 0, "options", 0], ["brief", "chips", 0]])
      expect(isLongText(at(online, path))).toBe(false);
    expect(isLongText(at(presencial, ["script", 0, "text"]))).toBe(true);
    expect(isLongText(at(presencial, ["patient_overview", "paragraphs", 0]))).toBe(true);
    expect(isLongText(at(presencial, ["variables", 0, "label"]))).toBe(false);
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
