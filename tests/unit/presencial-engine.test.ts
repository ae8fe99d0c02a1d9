import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import {
  absoluteUnit,
  applyEffect,
  computeKpis,
  decide,
  DOSE_MESSAGES,
  doseFlag,
  ENGINE_MESSAGES,
  evaluateRules,
  formatSimTime,
  perKgUnit,
  ruleHolds,
  type EngineScenario,
  type EngineState,
  type InterventionDef,
  type Recorded,
  type Rule,
  unitLabel,
} from "~/presencial/planner";
import { buildReport, eventLine, UNMARKED_LABEL } from "~/presencial/report";

let nextId = 1;
const given = (actionKey: string, payload: Recorded["payload"], atSeconds: number | null = null, flag: string | null = null): Recorded => ({
  id: nextId++,
  actionKey,
  atSeconds,
  flag,
  payload,
});
const bolus = (mlkg: number, at: number | null = null) => given("bolo_cristaloide", { mlkg, dose: mlkg, unit: "ml/kg" }, at);
const antibiotic = (minutos: number) => given("inicio_antibiotico", { minutos });
const adrenaline = (dose: number, at: number, flag: string | null = null) =>
  given("adrenalina_im", { dose, unit: "mg/kg", route: "IM" }, at, flag);

const ADRENALINE: InterventionDef = {
  key: "adrenalina_im",
  label: "Adrenalina IM",
  kind: "farmaco",
  dose: { unit: "mg/kg", default: 0.01, expected_per_kg: 0.01, max: 0.5 },
  routes: ["IM"],
  source: "RCUK 2021",
  order_index: 0,
};
const MIDAZOLAM: InterventionDef = {
  key: "midazolam",
  label: "Midazolam",
  kind: "farmaco",
  dose: { unit: "mg", default: 5, expected_per_kg: 0.3, max: 10 },
  routes: ["bucal", "IN"],
  source: "APLS",
  order_index: 1,
};
const BOLUS: InterventionDef = {
  key: "bolo_cristaloide",
  label: "Bolo de cristaloide",
  kind: "fluido",
  dose: { unit: "ml/kg", default: 20, expected_per_kg: 20 },
  routes: ["IV", "IO"],
  source: "SSC 2020",
  order_index: 2,
};
const ANTIBIOTIC: InterventionDef = { key: "inicio_antibiotico", label: "Antibiótico", kind: "farmaco", routes: ["IV"], order_index: 3 };

describe("rules over any intervention", () => {
  it("'+' and '-' add to the current number; anything else sets", () => {
    expect(applyEffect("150", "-15")).toBe("135");
    expect(applyEffect("4.5", "+1.5")).toBe("6");
    expect(applyEffect("4,5", "-0,5")).toBe("4");
    expect(applyEffect("78/40", "-5")).toBe("-5");
    expect(applyEffect("normal", "Crepitantes bibasales")).toBe("Crepitantes bibasales");
  });

  it("keeps the spec's thresholds: mlkg_gte, minutos_llegada_lte, mlkg_sum_lt", () => {
    expect(ruleHolds({ any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] }, [bolus(5)])).toBe(false);
    expect(ruleHolds({ any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] }, [bolus(5), bolus(10)])).toBe(true);
    expect(ruleHolds({ any: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] }, [antibiotic(75)])).toBe(false);
    expect(ruleHolds({ none: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] }, [antibiotic(90)])).toBe(true);
    expect(ruleHolds({ sum: [{ action: "bolo_cristaloide", mlkg_sum_lt: 20 }] }, [bolus(10), bolus(5)])).toBe(true);
    expect(ruleHolds({ sum: [{ action: "bolo_cristaloide", mlkg_sum_lt: 20 }] }, [bolus(10), bolus(10)])).toBe(false);
    expect(ruleHolds({ sum: [{ action: "bolo_cristaloide", mlkg_gte: 40 }] }, [bolus(20), bolus(20)])).toBe(true);
  });

  it("count, sum of dose, route, time windows, doses in range, variable values", () => {
    const twoDoses = [adrenaline(0.01, 60), adrenaline(0.01, 420)];
    expect(ruleHolds({ count: [{ action: "adrenalina_im", count_gte: 2 }] }, twoDoses)).toBe(true);
    expect(ruleHolds({ count: [{ action: "adrenalina_im", count_lt: 2 }] }, twoDoses)).toBe(false);
    expect(ruleHolds({ any: [{ action: "adrenalina_im", within: { to_s: 300 } }] }, [adrenaline(0.01, 420)])).toBe(false);
    expect(ruleHolds({ any: [{ action: "adrenalina_im", within: { from_s: 300, to_s: 600 } }] }, [adrenaline(0.01, 420)])).toBe(true);
    expect(ruleHolds({ any: [{ action: "adrenalina_im", route: "IV" }] }, twoDoses)).toBe(false);
    expect(ruleHolds({ any: [{ action: "adrenalina_im", in_range: true }] }, [adrenaline(0.1, 60, DOSE_MESSAGES.tenTimes)])).toBe(false);
    expect(ruleHolds({ sum: [{ action: "adrenalina_im", sum_gte: 0.02 }] }, twoDoses)).toBe(true);
    const values = new Map([
      ["tas", "72"],
      ["ritmo", "Sinusal"],
    ]);
    expect(
      ruleHolds(
        {
          values: [
            { variable_key: "tas", lte: 80 },
            { variable_key: "ritmo", equals: "Sinusal" },
          ],
        },
        [],
        values,
      ),
    ).toBe(true);
    expect(ruleHolds({ values: [{ variable_key: "tas", gte: 80 }] }, [], values)).toBe(false);
  });

  it("fires each rule once, in order, only from its second on; later rules see earlier effects", () => {
    const rules: Rule[] = [
      {
        id: 1,
        key: "mejora",
        description: "Mejora con adrenalina",
        appliesWhen: { any: [{ action: "adrenalina_im", in_range: true }] },
        afterS: null,
        effects: [{ variable_key: "tas", value: "+20" }],
      },
      {
        id: 2,
        key: "estable",
        description: null,
        appliesWhen: { values: [{ variable_key: "tas", gte: 90 }] },
        afterS: null,
        effects: [{ variable_key: "relleno", value: "2" }],
      },
      {
        id: 3,
        key: "empeora",
        description: "Sin adrenalina a los 5 min",
        appliesWhen: { none: [{ action: "adrenalina_im" }] },
        afterS: 300,
        effects: [{ variable_key: "tas", value: "-10" }],
      },
    ];
    const values = new Map([
      ["tas", "72"],
      ["relleno", "4"],
    ]);
    expect(evaluateRules(rules, new Set(), [], values, 120).fired).toEqual([]);
    expect(evaluateRules(rules, new Set(), [], values, 300).changes).toEqual(new Map([["tas", "62"]]));
    const treated = evaluateRules(rules, new Set(), [adrenaline(0.01, 60)], values, 120);
    expect(treated.fired.map((r) => r.key)).toEqual(["mejora", "estable"]);
    expect(treated.changes).toEqual(
      new Map([
        ["tas", "92"],
        ["relleno", "2"],
      ]),
    );
    expect(evaluateRules(rules, new Set([1, 2]), [adrenaline(0.01, 60)], values, 120).fired).toEqual([]);
  });
});

describe("doses", () => {
  it("flags ten times the expected dose, a tenth of it, and over the maximum; per kg or whole", () => {
    expect(doseFlag(ADRENALINE, 0.01, 30)).toBeNull();
    expect(doseFlag(ADRENALINE, 0.1, 30)).toBe("Dosis fuera de rango: 10 veces la esperada");
    expect(doseFlag(ADRENALINE, 0.001, 30)).toBe(DOSE_MESSAGES.tenthOf);
    // 0,02 mg/kg × 30 kg = 0,6 mg: within ten times, over the 0,5 mg maximum.
    expect(doseFlag(ADRENALINE, 0.02, 30)).toBe("Dosis fuera de rango: por encima del máximo (0,5 mg)");
    expect(doseFlag(MIDAZOLAM, 5, 16)).toBeNull();
    expect(doseFlag(MIDAZOLAM, 50, 16)).toBe(DOSE_MESSAGES.tenTimes);
    expect(doseFlag(ANTIBIOTIC, 1, 16)).toBeNull();
    const infusion: InterventionDef = {
      key: "adrenalina_perfusion",
      label: "Adrenalina en perfusión",
      kind: "farmaco",
      dose: { unit: "mcg/kg/min", default: 0.1, expected_per_kg: 0.1, max: 1 },
      routes: ["IV"],
      source: "RCUK 2021",
      order_index: 4,
    };
    expect(doseFlag(infusion, 1.5, 30)).toBe("Dosis fuera de rango: 10 veces la esperada");
    expect(doseFlag(infusion, 0.5, 30)).toBeNull();
  });

  it("writes units as Spanish prescribers read them: microgramos in full", () => {
    expect(unitLabel("mcg/kg/min")).toBe("microgramos/kg/min");
    expect(absoluteUnit("mcg/kg")).toBe("microgramos");
    expect(perKgUnit("mg")).toBe("mg/kg");
    expect(perKgUnit("mcg/kg/min")).toBe("microgramos/kg/min");
  });
});

const scenario: EngineScenario = {
  weightKg: 30,
  interventions: [ADRENALINE, MIDAZOLAM, BOLUS, ANTIBIOTIC],
  rules: [
    {
      id: 7,
      key: "mejora",
      description: "Mejora con adrenalina",
      appliesWhen: { any: [{ action: "adrenalina_im", in_range: true }] },
      afterS: null,
      effects: [{ variable_key: "tas", value: "+20" }],
    },
  ],
  steps: [{ id: 1, key: "inicio", name: "Inicio" }],
  checklist: [{ id: 5, label: "Adrenalina IM precoz" }],
  items: [
    { id: 20, type: "checkbox", label: "¿Pide ayuda?", options: null },
    { id: 21, type: "choice", label: "Impresión TEP", options: ["Shock compensado", "Shock descompensado"] },
    { id: 22, type: "heading", label: "Valoración", options: null },
  ],
  script: [],
  variables: [{ id: 100, key: "tas", label: "TAS", unit: "mmHg" }],
};
const start = new Date("2026-03-01T10:00:00.000Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const running = (actions: Recorded[] = []): EngineState => ({
  session: { startedAt: start.toISOString(), endedAt: null, currentStepId: 1 },
  values: [{ variableId: 100, value: "70", isRevealed: true }],
  actions,
  fired: new Set(),
  participants: 1,
});

describe("decide", () => {
  it("publishing the banner writes the spec's 'banner' event and its 'banner.publish' action", () => {
    const decision = decide(scenario, running(), { intent: "banner", text: "Llega la ambulancia." }, at(30));
    expect(decision.ok && decision.plan!.events.map((e) => [e.kind, e.payload])).toEqual([
      ["banner", { banner_text: "Llega la ambulancia." }],
    ]);
    expect(decision.ok && decision.plan!.newActions.map((a) => a.actionKey)).toEqual(["banner.publish"]);
  });

  it("records an intervention now, in simulation time, with its dose and route, and runs the rules", () => {
    const decision = decide(scenario, running(), { intent: "intervene", key: "adrenalina_im", dose: 0.01 }, at(95));
    expect(decision.ok && decision.plan).toMatchObject({
      newActions: [{ actionKey: "adrenalina_im", atSeconds: 95, flag: null, payload: { dose: 0.01, unit: "mg/kg", route: "IM" } }],
      ruleFires: [7],
      variables: [{ variableId: 100, value: "90" }],
    });
    if (decision.ok) expect(decision.plan!.events.map((e) => e.kind)).toEqual(["intervention", "rule.fire", "variable.update"]);
  });

  it("records an out-of-range dose, flagged, and the rules that want a dose in range ignore it", () => {
    const decision = decide(scenario, running(), { intent: "intervene", key: "adrenalina_im", dose: 0.1 }, at(30));
    expect(decision.ok && decision.plan).toMatchObject({ newActions: [{ flag: DOSE_MESSAGES.tenTimes }], ruleFires: [] });
  });

  it("stamps the antibiotic at the current minute unless a minute is given, and the bolus keeps its ml/kg", () => {
    const now = decide(scenario, running(), { intent: "antibiotic" }, at(14 * 60 + 40));
    expect(now.ok && now.plan!.newActions[0]).toMatchObject({
      actionKey: "inicio_antibiotico",
      atSeconds: 880,
      payload: { minutos: 14, route: "IV" },
    });
    const late = decide(scenario, running(), { intent: "antibiotic", minutos: 5 }, at(14 * 60));
    expect(late.ok && late.plan!.newActions[0]).toMatchObject({ atSeconds: 300, payload: { minutos: 5 } });
    const fluid = decide(scenario, running(), { intent: "bolus", mlkg: 10 }, at(60));
    expect(fluid.ok && fluid.plan!.newActions[0]).toMatchObject({
      actionKey: "bolo_cristaloide",
      payload: { mlkg: 10, dose: 10, route: "IV" },
    });
  });

  it("refuses what cannot be right, with the reason", () => {
    const cases: [Parameters<typeof decide>[2], number, string][] = [
      [{ intent: "intervene", key: "desconocida" }, 404, ENGINE_MESSAGES.unknownIntervention],
      [{ intent: "intervene", key: "adrenalina_im", route: "IV" }, 400, ENGINE_MESSAGES.route],
      [{ intent: "intervene", key: "midazolam", dose: 5 }, 400, ENGINE_MESSAGES.needRoute],
      [{ intent: "intervene", key: "adrenalina_im", dose: 10 }, 400, ENGINE_MESSAGES.implausible],
      [{ intent: "intervene", key: "adrenalina_im", minute: 10 }, 400, ENGINE_MESSAGES.future],
      [{ intent: "retime", actionId: 999, minute: 1 }, 404, ENGINE_MESSAGES.unknownAction],
      [{ intent: "item", itemId: 20, value: "quizá" }, 400, ENGINE_MESSAGES.toolValue],
      [{ intent: "item", itemId: 21, value: "Otra cosa" }, 400, ENGINE_MESSAGES.toolValue],
      [{ intent: "item", itemId: 22, value: "x" }, 404, ENGINE_MESSAGES.unknownTool],
    ];
    for (const [command, status, message] of cases)
      expect(decide(scenario, running(), command, at(120)), JSON.stringify(command)).toEqual({ ok: false, status, message });
    expect(decide(scenario, { ...running(), participants: 0 }, { intent: "intervene", key: "adrenalina_im" }, at(10))).toEqual({
      ok: false,
      status: 409,
      message: ENGINE_MESSAGES.needParticipant,
    });
    expect(
      decide(scenario, { ...running(), session: { startedAt: null, endedAt: null, currentStepId: null } }, { intent: "alarm" }, at(10)),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("corrects a time (the antibiotic's minutes follow) and re-runs the rules", () => {
    const first = antibiotic(14);
    const decision = decide(
      scenario,
      running([{ ...first, atSeconds: 840 }]),
      { intent: "retime", actionId: first.id, minute: 30 },
      at(40 * 60),
    );
    expect(decision.ok && decision.plan!.retimed).toEqual([{ actionId: first.id, atSeconds: 1800, payload: { minutos: 30 } }]);
  });

  it("records toolkit answers", () => {
    const decision = decide(scenario, running(), { intent: "item", itemId: 21, value: "Shock descompensado" }, at(30));
    expect(decision.ok && decision.plan!.toolAnswers).toEqual([{ itemId: 21, value: "Shock descompensado" }]);
  });
});

describe("KPIs and the report", () => {
  it("computes the declared KPIs; the sepsis three keep their meaning", () => {
    const kpis = computeKpis(
      [
        { key: "fluidos", label: "Fluidos totales", kind: "total_dose", action: "bolo_cristaloide", order_index: 0 },
        { key: "bolos", label: "Bolos", kind: "count", action: "bolo_cristaloide", order_index: 1 },
        { key: "abx", label: "Minutos hasta el antibiótico", kind: "time_to_first", action: "inicio_antibiotico", order_index: 2 },
        { key: "adr", label: "Tiempo hasta adrenalina IM", kind: "time_to_first", action: "adrenalina_im", order_index: 3 },
        { key: "fuera", label: "Dosis fuera de rango", kind: "flagged", order_index: 4 },
      ],
      scenario.interventions,
      [bolus(20, 60), bolus(10, 300), antibiotic(45), antibiotic(30), adrenaline(0.1, 95, DOSE_MESSAGES.tenTimes)],
    );
    expect(kpis.map((k) => [k.key, k.value, k.text])).toEqual([
      ["fluidos", 30, "30 ml/kg"],
      ["bolos", 2, "2"],
      ["abx", 1800, "30 min"],
      ["adr", 95, "T+1:35"],
      ["fuera", 1, "1"],
    ]);
  });

  it("tells a value in the timeline with a decimal comma, and text as written", () => {
    expect(eventLine("variable.update", { label: "Glucemia", value: "4.2", unit: "mmol/L" })).toContain("4,2 mmol/L");
    expect(eventLine("variable.show", { label: "Pupilas", value: "Midriasis 4.5 mm" })).toContain("Midriasis 4.5 mm");
  });

  it("builds one timeline in simulation time, and tells unmarked checklist items from N/A", () => {
    const report = buildReport({
      session: { id: "s", scenarioId: 1, publicCode: "ABC123", startedAt: "2026-01-01T10:00:00.000Z", endedAt: "2026-01-01T10:12:30.000Z" },
      scenarioTitle: "Anafilaxia",
      participants: [
        { role: "enfermeria", name: "Eva", userId: null },
        { role: "instructor", name: "Luis", userId: null },
      ],
      variables: [{ label: "TAS", unit: "mmHg", value: "90", isRevealed: true }],
      actions: [
        { ...adrenaline(0.01, 125), createdAt: "2026-01-01T10:02:05.000Z" },
        { ...given("alarm", {}), createdAt: "2026-01-01T10:03:00.000Z" },
      ],
      checklist: [
        {
          label: "Adrenalina IM",
          category: "Tratamiento",
          weight: 3,
          role: "Medicina",
          status: "ok",
          note: "",
          marked: true,
          markedAt: "2026-01-01T10:04:00.000Z",
          markedBy: "Luis Pérez",
        },
        { label: "Pide ayuda", category: "Otros", weight: 1, role: "Común", status: "na", note: "", marked: true },
        { label: "Glucemia", category: "D", weight: 1, role: "Común", status: "na", note: "", marked: false },
      ],
      events: [
        { at: "2026-01-01T10:00:00.000Z", kind: "session.start", payload: {} },
        { at: "2026-01-01T10:02:05.000Z", kind: "intervention", payload: { label: "Adrenalina IM" } },
        { at: "2026-01-01T10:02:05.000Z", kind: "rule.fire", payload: { rule_key: "mejora", description: "Mejora con adrenalina" } },
        { at: "2026-01-01T10:04:00.000Z", kind: "check.update", payload: { label: "Adrenalina IM", status: "ok" } },
      ],
      interventions: [ADRENALINE],
      kpis: [{ key: "adr", label: "Tiempo hasta adrenalina IM", kind: "time_to_first", action: "adrenalina_im", order_index: 0 }],
      toolAnswers: [],
    });
    expect(report.participants.map((p) => p.name)).toEqual(["Luis", "Eva"]);
    expect(report.timeline.map((e) => `${formatSimTime(e.atSeconds)} ${e.title}: ${e.text}`)).toEqual([
      "T+0:00 Inicio de la simulación: ",
      "T+2:05 Fármaco: Adrenalina IM · 0,01 mg/kg · IM",
      "T+2:05 El paciente responde: Mejora con adrenalina",
      "T+4:00 Checklist: Adrenalina IM · Bien",
    ]);
    expect(report.timeline.every((e) => !/[a-z]+\.[a-z]+/.test(e.title))).toBe(true);
    expect(report.checklist.map((c) => c.status_text)).toEqual(["Bien", "N/A", UNMARKED_LABEL]);
    expect(report.checklist_score).toMatchObject({ scored: 1, ok: 1, percent: 100 });
    // When and by whom each item was marked; never for an unmarked one.
    expect(
      report.checklist.map(({ updated_at, updated_at_seconds, updated_by_display }) => [
        updated_at,
        updated_at_seconds,
        updated_by_display,
      ]),
    ).toEqual([
      ["2026-01-01T10:04:00.000Z", 240, "Luis Pérez"],
      [null, null, null],
      [null, null, null],
    ]);
    expect(report.kpis[0]).toMatchObject({ text: "T+2:05" });
    expect(report.code).toBe("ABC123");
  });
});

describe("dosis leídas por el modelo", () => {
  it("marca una dosis única por encima del máximo de la intervención aunque el modelo la deje actuar", () => {
    const file = catalogueFiles.find((f) => f.modo === "presencial" && f.escenario.slug === "anafilaxia-antibiotico-iv")!;
    if (file.modo !== "presencial") throw new Error("not an in-person case");
    const { model, interventions, patient_overview } = file.escenario;
    const im = interventions.find((i) => i.key === "adrenalina_im")!;
    expect(doseFlag(im, 0.3, patient_overview.weightKg, model, "IM")).toBeNull();
    expect(doseFlag(im, 0.6, patient_overview.weightKg, model, "IM")).toBe("Dosis fuera de rango: por encima del máximo (0,5 mg)");
    expect(doseFlag(im, 3, patient_overview.weightKg, model, "IM")).toBe(DOSE_MESSAGES.tenTimes);
  });
});
