import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import { parseScenarioFile, SCENARIO_FILE_FORMAT, SCENARIO_FILE_VERSION, scenarioFormSchema } from "~/scenario-format/files";
import { buildDebriefGuide, DEFAULT_QUESTION, debriefFormSchema, drugName, readDebriefForm, type GuideKpi } from "~/domain/debrief-guide";
import { completeDocument, readForm, toDocument, type FieldSchema, type FormReader, type Tree } from "~/domain/scenario-form";
import { DOSE_MESSAGES } from "~/presencial/planner";
import { drawnForm, postedBy } from "../scenario-form-post";

const timeKpi = (value: number | null, extra: Partial<GuideKpi> = {}): GuideKpi => ({
  key: "t_adrenalina",
  label: "Tiempo hasta adrenalina IM",
  kind: "time_to_first",
  value,
  text: value === null ? "No administrado" : `T+${Math.floor(value / 60)}:${String(value % 60).padStart(2, "0")}`,
  target: { at_most: 300 },
  question: "¿Qué retrasó la adrenalina?",
  source: "EAACI 2021",
  ...extra,
});

describe("the debrief guide's prompts", () => {
  it("a missed time target: the session's time, the target in minutes and the author's question", () => {
    const guide = buildDebriefGuide({ kpis: [timeKpi(400)], doses: [] });
    expect(guide.analysis).toEqual([
      {
        key: "kpi:t_adrenalina",
        status: "missed",
        text: "Tiempo hasta adrenalina IM: T+6:40; el objetivo es ≤ 5 min.",
        question: "¿Qué retrasó la adrenalina?",
        source: "EAACI 2021",
      },
    ]);
    expect(guide.met).toEqual([]);
    expect(guide.source).toMatch(/Eppich W, Cheng A\. Simul Healthc\. 2015/);
  });

  it("a met target is listed as met, briefly, and not among the points to analyse", () => {
    const guide = buildDebriefGuide({ kpis: [timeKpi(300)], doses: [] });
    expect(guide.analysis).toEqual([]);
    expect(guide.met.map((p) => [p.status, p.text, p.question])).toEqual([
      ["met", "Tiempo hasta adrenalina IM: T+5:00 (objetivo ≤ 5 min). Objetivo alcanzado.", null],
    ]);
  });

  it("an action that never happened says so; without the author's question, a general one", () => {
    const guide = buildDebriefGuide({ kpis: [timeKpi(null, { question: undefined, target: { at_most: 270 } })], doses: [] });
    expect(guide.analysis[0]).toMatchObject({
      status: "never",
      text: "Tiempo hasta adrenalina IM: no se hizo durante la sesión; el objetivo es ≤ 4 min 30 s.",
      question: DEFAULT_QUESTION,
    });
  });

  it("an at_least target: a dose total with its unit, missed and met; nothing given is 'never'", () => {
    const volume = (value: number): GuideKpi => ({
      key: "volumen",
      label: "Volumen total de bolos (ml/kg)",
      kind: "total_dose",
      value,
      text: `${value} ml/kg`,
      target: { at_least: 20 },
      source: "SSC 2020",
      unit: "ml/kg",
    });
    const guide = buildDebriefGuide({ kpis: [volume(10), { ...volume(0), key: "otro" }], doses: [] });
    expect(guide.analysis.map((p) => [p.status, p.text])).toEqual([
      ["missed", "Volumen total de bolos (ml/kg): 10 ml/kg; el objetivo es ≥ 20 ml/kg."],
      ["never", "Volumen total de bolos (ml/kg): no se hizo durante la sesión; el objetivo es ≥ 20 ml/kg."],
    ]);
    expect(buildDebriefGuide({ kpis: [volume(40)], doses: [] }).met[0].text).toBe(
      "Volumen total de bolos (ml/kg): 40 ml/kg (objetivo ≥ 20 ml/kg). Objetivo alcanzado.",
    );
  });

  it("KPIs without a target stay out of the guide", () => {
    expect(buildDebriefGuide({ kpis: [timeKpi(999, { target: undefined })], doses: [] })).toMatchObject({ analysis: [], met: [] });
  });

  it("every flagged dose becomes a prompt from its band, in time order: ×10 and ÷10", () => {
    const guide = buildDebriefGuide({
      kpis: [],
      doses: [
        { atSeconds: 400, label: "Adrenalina IM (1 mg/ml)", route: "IM", flag: DOSE_MESSAGES.tenthOf },
        { atSeconds: 190, label: "Midazolam (bucal, intranasal, IM, IV o IO)", route: "IV", flag: DOSE_MESSAGES.tenTimes },
        { atSeconds: 500, label: "Manitol al 20 % (0,2 g/ml)", route: null, flag: DOSE_MESSAGES.overMax("50 g") },
      ],
    });
    expect(guide.analysis.map((p) => [p.key, p.status, p.text])).toEqual([
      ["dose:1", "flagged", "Se administró una dosis 10 veces mayor de midazolam IV a T+3:10: ¿qué barreras fallaron?"],
      ["dose:0", "flagged", "Se administró una dosis 10 veces menor de adrenalina IM a T+6:40: ¿qué barreras fallaron?"],
      ["dose:2", "flagged", "Se administró una dosis por encima del máximo (50 g) de manitol al 20 % a T+8:20: ¿qué barreras fallaron?"],
    ]);
  });

  it("names the drug as a sentence does, without repeating a route its label already says", () => {
    expect(drugName("Midazolam IV (sedación tras la intubación)", "IV")).toBe("midazolam IV");
    expect(drugName("ECG de 12 derivaciones", null)).toBe("ECG de 12 derivaciones");
  });

  it("misses and flagged doses come before the met targets; met targets are apart", () => {
    const guide = buildDebriefGuide({
      kpis: [timeKpi(100, { key: "a" }), timeKpi(600, { key: "b" })],
      doses: [{ atSeconds: 10, label: "Adenosina", route: "IV", flag: DOSE_MESSAGES.toxic }],
    });
    expect(guide.analysis.map((p) => p.key)).toEqual(["kpi:b", "dose:0"]);
    expect(guide.met.map((p) => p.key)).toEqual(["kpi:a"]);
  });
});

describe("the instructor's form", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return debriefFormSchema.safeParse(readDebriefForm(data));
  };
  const session = "0b5a3f5e-9f0c-4d7e-8a43-2b1c0d4e5f60";

  it("reads ticks and notes per listed point", () => {
    const parsed = form([
      ["sesion", session],
      ["punto", "reacciones"],
      ["punto", "kpi:t_adrenalina"],
      ["punto", "general"],
      ["tratado", "kpi:t_adrenalina"],
      ["nota.kpi:t_adrenalina", "  Se habló del carro de paradas  "],
    ]);
    expect(parsed.success && parsed.data.points).toEqual([
      { key: "reacciones", discussed: false, note: "" },
      { key: "kpi:t_adrenalina", discussed: true, note: "Se habló del carro de paradas" },
      { key: "general", discussed: false, note: "" },
    ]);
  });

  it("refuses the whole form: a stray tick, an unknown point, a repeated point, a long note, control characters, no session", () => {
    const base: [string, string][] = [
      ["sesion", session],
      ["punto", "reacciones"],
    ];
    expect(form([...base, ["tratado", "resumen"]]).success).toBe(false);
    expect(form([...base, ["punto", "'; drop table x"]]).success).toBe(false);
    expect(form([...base, ["punto", "reacciones"]]).success).toBe(false);
    expect(form([...base, ["nota.reacciones", "x".repeat(2001)]]).success).toBe(false);
    expect(form([...base, ["nota.reacciones", "a\u202Eb"]]).success).toBe(false);
    expect(form([["punto", "reacciones"]]).success).toBe(false);
  });
});

describe("KPI targets in the scenario format", () => {
  const presencial = catalogueFiles.find((f) => f.modo === "presencial" && f.escenario.kpis.some((k) => k.kind === "time_to_first"))!;
  const withKpi = (change: Record<string, unknown>) => {
    const escenario = structuredClone(presencial.escenario) as unknown as { kpis: Record<string, unknown>[] };
    const k = escenario.kpis.findIndex((kpi) => kpi.kind === "time_to_first");
    Object.assign(escenario.kpis[k], change);
    // A field given as undefined is left out, as a file without it would be.
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete escenario.kpis[k][key];
    return {
      k,
      result: parseScenarioFile({ formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, modo: "presencial", escenario }),
    };
  };

  it("refuses a target without its source, in Spanish, and a target with both or no bounds", () => {
    const { k, result } = withKpi({ target: { at_most: 300 }, source: undefined });
    expect(!result.ok && result.problems).toContainEqual({ path: `escenario.kpis.${k}.source`, message: "todo objetivo cita su fuente" });
    for (const target of [{ at_most: 300, at_least: 60 }, {}]) {
      const both = withKpi({ target, source: "ERC 2025" }).result;
      expect(!both.ok && both.problems.map((p) => p.message)).toContainEqual("el objetivo lleva un solo límite: «at_most» o «at_least»");
    }
  });

  it("keeps target, question and source through a file's round trip and the studio's form", () => {
    const change = { target: { at_most: 300 }, question: "¿Qué retrasó la primera dosis?", source: "ERC 2025, soporte vital pediátrico" };
    const { k, result } = withKpi(change);
    expect(result.ok && result.file.modo === "presencial" && result.file.escenario.kpis[k]).toMatchObject(change);
    if (!result.ok) return;
    // Export and import: the file as JSON text reads back the same.
    const again = parseScenarioFile(JSON.parse(JSON.stringify(result.file)));
    expect(again.ok && again.file).toEqual(result.file);
    // The studio draws the fields and posts them back unchanged.
    const root = scenarioFormSchema("presencial") as FieldSchema;
    const html = drawnForm("presencial", result.file.escenario as unknown as Tree);
    expect(html).toContain("Objetivo para el debriefing");
    expect(html).toContain("Pregunta de análisis");
    const posted = new Map<string, string[]>();
    for (const [name, value] of postedBy(html)) posted.set(name, [...(posted.get(name) ?? []), value]);
    const reader: FormReader = { get: (name) => posted.get(name)?.[0] ?? null, getAll: (name) => posted.get(name) ?? [] };
    const read = readForm(root, reader);
    if (!read.ok) throw new Error(read.reason);
    const back = parseScenarioFile({
      formato: SCENARIO_FILE_FORMAT,
      version: SCENARIO_FILE_VERSION,
      modo: "presencial",
      escenario: completeDocument("presencial", toDocument(root, read.tree)),
    });
    expect(back.ok && back.file.modo === "presencial" && back.file.escenario.kpis[k]).toMatchObject(change);
  });
});
