import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import { readScenarioFile, scenarioJsonSchema, type ScenarioFile } from "../../app/scenario-format/files";
import { TEXT_CHARS_MESSAGE } from "~/domain/safe-text";
import {
  BOUNDS_MESSAGES,
  checkBounds,
  MAX_PROBLEMS_SHOWN,
  SCENARIO_FILE_MAX_BYTES,
  SCENARIO_MAX_DEPTH,
  SCENARIO_MAX_LIST_ITEMS,
  TITLE_MAX,
} from "~/domain/scenario-limits";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a case edited at will, wrong types included
type Doc = any;

const online = catalogueFiles.find((file) => file.modo === "online")!;
const presencial = catalogueFiles.find((file) => file.modo === "presencial")!;
/** A catalogue case changed by `edit`, as the text of a file. */
function changed(file: ScenarioFile, edit: (escenario: Doc) => void): string {
  const copy = structuredClone(file) as { escenario: Doc };
  edit(copy.escenario);
  return JSON.stringify(copy);
}
const problemsOf = (text: string) => {
  const read = readScenarioFile(text);
  return read.ok ? [] : read.problems;
};

describe("a scenario's bounds, checked before it is validated", () => {
  it("every catalogue case is within them", () => {
    for (const file of catalogueFiles) expect(checkBounds(file)).toEqual({ ok: true });
  });

  it("a document nested deeper than the format is refused by a walk that does not recurse", () => {
    let deep: unknown = "fondo";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(checkBounds(deep)).toEqual({ ok: false, reason: "tooDeep" });
    let justDeepEnough: unknown = 1;
    for (let i = 0; i < SCENARIO_MAX_DEPTH; i++) justDeepEnough = [justDeepEnough];
    expect(checkBounds(justDeepEnough)).toEqual({ ok: true });
    expect(checkBounds([justDeepEnough])).toEqual({ ok: false, reason: "tooDeep" });
  });

  it("a list, an object or a document with too many values is refused", () => {
    expect(checkBounds(Array.from({ length: SCENARIO_MAX_LIST_ITEMS }, () => 1))).toEqual({ ok: true });
    expect(checkBounds(Array.from({ length: SCENARIO_MAX_LIST_ITEMS + 1 }, () => 1))).toEqual({ ok: false, reason: "tooManyItems" });
    expect(checkBounds(Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])))).toMatchObject({ ok: false });
    const wide = Array.from({ length: SCENARIO_MAX_LIST_ITEMS }, () => Array.from({ length: SCENARIO_MAX_LIST_ITEMS }, () => 1));
    expect(checkBounds(wide)).toEqual({ ok: false, reason: "tooManyItems" });
  });

  it("a file with 40 000 options is refused as too complex (it used to overflow the stack in validation)", () => {
    const text = changed(online, (e) => {
      e.steps[0].questions[0].options = Array.from({ length: 40_000 }, () => 0);
    });
    expect(readScenarioFile(text)).toEqual({
      ok: false,
      reason: "tooComplex",
      problems: [{ path: "", message: BOUNDS_MESSAGES.tooManyItems }],
    });
  });

  it("a file larger than the limit is refused unread; a 900 KB title is such a file", () => {
    const text = changed(online, (e) => {
      e.title = "T".repeat(900_000);
    });
    expect(text.length).toBeGreaterThan(SCENARIO_FILE_MAX_BYTES);
    expect(readScenarioFile(text)).toEqual({ ok: false, reason: "tooLarge", problems: [{ path: "", message: BOUNDS_MESSAGES.tooLarge }] });
  });

  it("lists at most MAX_PROBLEMS_SHOWN problems and counts the rest, however many a small file has", () => {
    // 68 KB of wrong values: each one a problem.
    const text = changed(online, (e) => {
      e.steps = Array.from({ length: SCENARIO_MAX_LIST_ITEMS }, () => ({ description: 1, role_specific: "no", roles: "x", questions: 7 }));
      e.resources = Array.from({ length: SCENARIO_MAX_LIST_ITEMS }, () => ({ title: 1, url: 2, source: 3, type: 4, year: "x" }));
    });
    const read = readScenarioFile(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.reason).toBe("invalid");
    expect(read.problems).toHaveLength(MAX_PROBLEMS_SHOWN + 1);
    expect(read.problems.at(-1)!.message).toMatch(/^… y [\d.]+ problemas más\.$/);
    expect(JSON.stringify(read.problems).length).toBeLessThan(20_000);
  });
});

describe("scenario texts: lengths and characters", () => {
  it("a title longer than its maximum is refused with its length", () => {
    expect(problemsOf(changed(online, (e) => void (e.title = "T".repeat(TITLE_MAX + 1))))).toEqual([
      { path: "escenario.title", message: `Como máximo ${TITLE_MAX} caracteres.` },
    ]);
  });

  it.each([
    ["a bidi override in the title", (e: Doc) => void (e.title = "Shock \u202Eocitpés")],
    ["an isolate in an option", (e: Doc) => void (e.steps[0].questions[0].options[0] = "\u2066Adrenalina\u2069")],
    ["NUL in an explanation", (e: Doc) => void (e.steps[0].questions[0].explanation = "Porque\u0000 sí")],
    ["a zero-width space in a hint", (e: Doc) => void (e.steps[0].questions[0].hints = ["Piensa\u200B en el peso"])],
    ["a zero-width joiner in the brief", (e: Doc) => void (e.brief.chief_complaint = "Fiebre\u200D")],
    ["a byte-order mark inside the summary", (e: Doc) => void (e.summary = "Un\uFEFF caso")],
    ["a control character in a resource's address", (e: Doc) => void (e.resources[0].url = "https://example.org/\u202Ea")],
    ["a line break in a title", (e: Doc) => void (e.title = "Shock\nséptico")],
    [
      "a bidi override in an image's alternative text",
      (e: Doc) => void (e.brief.images = [{ key: `${"a".repeat(64)}.png`, alt: "Radiografía \u202Eedn" }]),
    ],
  ])("online: %s is refused", (_name, edit) => {
    expect(problemsOf(changed(online, edit)).map((problem) => problem.message)).toContain(TEXT_CHARS_MESSAGE);
  });

  it.each([
    ["a control character in a checklist label", (e: Doc) => void (e.checklist[0].label = "Vía\u001B aérea")],
    ["a bidi override in the script", (e: Doc) => void (e.script[0].text = "Llega \u202Dniño")],
    ["a zero-width space in a variable", (e: Doc) => void (e.variables[0].initial_value = "1\u200B20")],
  ])("in person: %s is refused", (_name, edit) => {
    expect(problemsOf(changed(presencial, edit)).map((problem) => problem.message)).toContain(TEXT_CHARS_MESSAGE);
  });

  it("long texts keep their line breaks and tabs", () => {
    expect(
      problemsOf(changed(online, (e) => void (e.steps[0].questions[0].explanation = "Primero:\n\tla vía aérea.\r\nDespués, lo demás."))),
    ).toEqual([]);
    expect(problemsOf(changed(presencial, (e) => void (e.script[0].text = "Párrafo uno.\n\nPárrafo dos.")))).toEqual([]);
  });
});

describe("the published JSON Schema carries the maxima", () => {
  it("every list has its maximum of items and every free text its maximum length", () => {
    const schema = scenarioJsonSchema() as Doc;
    const unbounded: string[] = [];
    const walk = (node: Doc, path: string) => {
      if (typeof node !== "object" || node === null) return;
      if (node.type === "array" && node.maxItems === undefined && !node.prefixItems) unbounded.push(path);
      if (node.type === "string" && node.maxLength === undefined && !node.pattern && !node.enum && node.const === undefined)
        unbounded.push(path);
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
    };
    walk(schema, "");
    expect(unbounded).toEqual([]);
    const escenario = schema.oneOf[0].properties.escenario;
    expect(escenario.properties.title.maxLength).toBe(TITLE_MAX);
    expect(escenario.properties.steps.maxItems).toBe(SCENARIO_MAX_LIST_ITEMS);
    expect(escenario.properties.steps.items.properties.questions.items.properties.options.maxItems).toBe(5);
  });
});
