import { describe, expect, it } from "vitest";

import { presencialScenarios } from "../../db/seed/presencial/index";
import {
  ALERT_VITAL_KEYS,
  CHECKLIST_CATEGORIES,
  CHECKLIST_ROLES,
  NUMERIC_VALUE_RE,
  RELATIVE_EFFECT_RE,
  VARIABLE_TYPES,
  presencialScenarioSchema,
  type PresencialRule,
  type PresencialRuleCondition,
  type PresencialScenario,
} from "../../db/seed/presencial/schema";

const KNOWN_CATEGORIES = [
  "Sepsis y shock",
  "Respiratorio",
  "Neurología",
  "Endocrino y metabólico",
  "Alergia y anafilaxia",
  "Seguridad del medicamento",
  "Reanimación",
];

const SEPTIC_SHOCK_SLUG = "shock-septico-pediatrico";

type Action =
  | { action: "bolo_cristaloide"; mlkg: number }
  | { action: "inicio_antibiotico"; minutos: number };

/** Reference reading of the rule semantics documented in db/seed/presencial/schema.ts. */
function matches(action: Action, c: PresencialRuleCondition): boolean {
  if (action.action !== c.action) return false;
  if (c.mlkg_gte !== undefined && !(action.action === "bolo_cristaloide" && action.mlkg >= c.mlkg_gte)) return false;
  if (
    c.minutos_llegada_lte !== undefined &&
    !(action.action === "inicio_antibiotico" && action.minutos <= c.minutos_llegada_lte)
  ) {
    return false;
  }
  return true;
}

function ruleApplies(rule: PresencialRule, actions: Action[]): boolean {
  const w = rule.applies_when;
  const any = (w.any ?? []).every((c) => actions.some((a) => matches(a, c)));
  const none = (w.none ?? []).every((c) => !actions.some((a) => matches(a, c)));
  const sum = (w.sum ?? []).every((c) => {
    const total = actions
      .filter((a): a is Extract<Action, { action: "bolo_cristaloide" }> => a.action === c.action)
      .reduce((acc, a) => acc + a.mlkg, 0);
    if (c.mlkg_sum_lt !== undefined) return total < c.mlkg_sum_lt;
    if (c.mlkg_gte !== undefined) return total >= c.mlkg_gte;
    return false;
  });
  return any && none && sum;
}

/** Records the actions one by one, evaluating the rules after each (each rule fires once). */
function simulate(scenario: PresencialScenario, actions: Action[]) {
  const values = new Map(scenario.variables.map((v) => [v.key, v.initial_value]));
  const fired: string[] = [];
  const rules = [...scenario.rules].sort((a, b) => a.order_index - b.order_index);
  const recorded: Action[] = [];
  const evaluate = () => {
    for (const rule of rules) {
      if (fired.includes(rule.key) || !ruleApplies(rule, recorded)) continue;
      fired.push(rule.key);
      for (const effect of rule.effects) {
        const current = values.get(effect.variable_key) ?? "";
        if (RELATIVE_EFFECT_RE.test(effect.value)) {
          const next = Number(current) + Number(effect.value);
          values.set(effect.variable_key, String(Math.round(next * 10) / 10));
        } else {
          values.set(effect.variable_key, effect.value);
        }
      }
    }
  };
  for (const action of actions) {
    recorded.push(action);
    evaluate();
  }
  evaluate();
  return { values, fired };
}

const bolo = (mlkg: number): Action => ({ action: "bolo_cristaloide", mlkg });
const antibiotico = (minutos: number): Action => ({ action: "inicio_antibiotico", minutos });

const SEQUENCES: Action[][] = [
  [],
  [bolo(10)],
  [bolo(20)],
  [bolo(5), bolo(5)],
  [bolo(20), antibiotico(30)],
  [antibiotico(20), bolo(10), bolo(10)],
  [bolo(20), bolo(20), antibiotico(45)],
  [bolo(10), bolo(10), bolo(10), bolo(10), bolo(10), bolo(10), antibiotico(90)],
  [bolo(60)],
  [antibiotico(120)],
];

/** Loose physiological bounds for numeric vitals and labs, whatever the sequence of actions. */
const BOUNDS: Record<string, [number, number]> = {
  fc: [40, 230],
  sat: [70, 100],
  fr: [8, 80],
  temp: [34, 42],
  relleno: [1, 8],
  lactato: [0.5, 15],
  glucemia: [40, 400],
};

describe("contenido de escenarios presenciales", () => {
  it("hay al menos dos escenarios", () => {
    expect(presencialScenarios.length).toBeGreaterThanOrEqual(2);
  });

  it.each(presencialScenarios.map((s) => [s.slug, s] as const))("%s cumple el esquema", (_slug, scenario) => {
    const result = presencialScenarioSchema.safeParse(scenario);
    if (!result.success) {
      throw new Error(JSON.stringify(result.error.issues, null, 2));
    }
    expect(result.success).toBe(true);
  });

  it("los slugs son únicos", () => {
    const slugs = presencialScenarios.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("existe el escenario de shock séptico con reglas de bolo y de antibiótico", () => {
    const shock = presencialScenarios.find((s) => s.slug === SEPTIC_SHOCK_SLUG);
    expect(shock).toBeDefined();
    expect(shock!.categories).toContain("Sepsis y shock");
    const actionsUsed = (rule: PresencialRule) =>
      [...(rule.applies_when.any ?? []), ...(rule.applies_when.none ?? []), ...(rule.applies_when.sum ?? [])].map(
        (c) => c.action,
      );
    const all = shock!.rules.flatMap(actionsUsed);
    expect(all).toContain("bolo_cristaloide");
    expect(all).toContain("inicio_antibiotico");
  });

  it.each(presencialScenarios.map((s) => [s.slug, s] as const))(
    "%s: las constantes vitales incluyen fc y sat con valor numérico",
    (_slug, scenario) => {
      const vitals = scenario.variables.filter((v) => v.type === "vital");
      for (const key of ALERT_VITAL_KEYS) {
        const variable = vitals.find((v) => v.key === key);
        expect(variable, `falta la constante ${key}`).toBeDefined();
        expect(variable!.initial_value).toMatch(NUMERIC_VALUE_RE);
      }
    },
  );

  describe.each(presencialScenarios.map((s) => [s.slug, s] as const))("%s: requisitos de contenido", (_slug, s) => {
    it("4 fases, 6–12 ítems, 8–14 variables de los cuatro tipos, 3–6 reglas, 12–20 ítems de checklist", () => {
      expect(s.steps).toHaveLength(4);
      expect(s.items.length).toBeGreaterThanOrEqual(6);
      expect(s.items.length).toBeLessThanOrEqual(12);
      expect(s.variables.length).toBeGreaterThanOrEqual(8);
      expect(s.variables.length).toBeLessThanOrEqual(14);
      expect(new Set(s.variables.map((v) => v.type))).toEqual(new Set(VARIABLE_TYPES));
      expect(s.rules.length).toBeGreaterThanOrEqual(3);
      expect(s.rules.length).toBeLessThanOrEqual(6);
      expect(s.checklist.length).toBeGreaterThanOrEqual(12);
      expect(s.checklist.length).toBeLessThanOrEqual(20);
    });

    it("el checklist cubre las 8 categorías, los 4 roles y los 3 pesos", () => {
      expect(new Set(s.checklist.map((c) => c.category))).toEqual(new Set(CHECKLIST_CATEGORIES));
      expect(new Set(s.checklist.map((c) => c.role))).toEqual(new Set(CHECKLIST_ROLES));
      expect(new Set(s.checklist.map((c) => c.weight))).toEqual(new Set([1, 2, 3]));
    });

    it("guion de 3 pasos, al menos 3 recursos y categorías conocidas", () => {
      expect(s.script).toHaveLength(3);
      expect(s.resources.length).toBeGreaterThanOrEqual(3);
      for (const category of s.categories) expect(KNOWN_CATEGORIES).toContain(category);
      for (const resource of s.resources) expect(resource.url).toMatch(/^https:\/\//);
    });

    it("las reglas mantienen constantes y analítica dentro de rangos fisiológicos", () => {
      for (const sequence of SEQUENCES) {
        const { values } = simulate(s, sequence);
        for (const [key, [min, max]] of Object.entries(BOUNDS)) {
          const value = values.get(key);
          if (value === undefined) continue;
          expect(value, `${key} tras ${JSON.stringify(sequence)}`).toMatch(NUMERIC_VALUE_RE);
          expect(Number(value), `${key} tras ${JSON.stringify(sequence)}`).toBeGreaterThanOrEqual(min);
          expect(Number(value), `${key} tras ${JSON.stringify(sequence)}`).toBeLessThanOrEqual(max);
        }
      }
    });
  });

  describe("el esquema rechaza contenido incoherente", () => {
    const base = presencialScenarios[0];
    const clone = (): PresencialScenario => structuredClone(base);
    const issues = (value: unknown) => {
      const result = presencialScenarioSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };

    it("acepta el escenario de base", () => {
      expect(issues(clone())).toEqual([]);
    });

    it("ítem con una fase inexistente", () => {
      const s = clone();
      s.items[0].step_key = "fase_fantasma";
      expect(issues(s).join(" ")).toMatch(/fase inexistente/);
    });

    it("ítem 'choice' sin opciones y opciones en un ítem que no es 'choice'", () => {
      const s = clone();
      const choice = s.items.find((i) => i.type === "choice")!;
      delete choice.options;
      const checkbox = s.items.find((i) => i.type === "checkbox")!;
      checkbox.options = ["Sí", "No"];
      const messages = issues(s).join(" ");
      expect(messages).toMatch(/necesita opciones/);
      expect(messages).toMatch(/solo los ítems 'choice'/);
    });

    it("efecto sobre una variable inexistente o relativo sobre una variable no numérica", () => {
      const s = clone();
      s.rules[0].effects.push({ variable_key: "no_existe", value: "1" });
      s.rules[0].effects.push({ variable_key: "ta", value: "+10" });
      const messages = issues(s).join(" ");
      expect(messages).toMatch(/variable inexistente/);
      expect(messages).toMatch(/no numérica/);
    });

    it("claves repetidas, guion que no tiene 3 pasos y checklist sin un rol", () => {
      const s = clone();
      s.variables.push({ ...s.variables[0] });
      s.script.pop();
      s.checklist = s.checklist.filter((c) => c.role !== "Farmacia");
      const messages = issues(s).join(" ");
      expect(messages).toMatch(/clave repetida en variables/);
      expect(messages).toMatch(/falta el rol Farmacia/);
      expect(issues(s).length).toBeGreaterThanOrEqual(3);
    });

    it("condiciones mal formadas", () => {
      const s = clone();
      s.rules[0].applies_when = {
        any: [{ action: "inicio_antibiotico", mlkg_gte: 10 }],
        sum: [{ action: "inicio_antibiotico", mlkg_sum_lt: 20 }],
      };
      const messages = issues(s).join(" ");
      expect(messages).toMatch(/mlkg_gte solo aplica a bolo_cristaloide/);
      expect(messages).toMatch(/'sum' solo suma ml\/kg de bolo_cristaloide/);
      s.rules[0].applies_when = {};
      expect(issues(s).join(" ")).toMatch(/al menos un grupo/);
    });
  });

  describe("dinámica del shock séptico", () => {
    const shock = presencialScenarios.find((s) => s.slug === SEPTIC_SHOCK_SLUG)!;
    const initial = (key: string) => Number(shock.variables.find((v) => v.key === key)!.initial_value);

    it("un bolo de 10 ml/kg baja la FC y mejora el relleno, pero con < 20 ml/kg persiste el shock", () => {
      const { values, fired } = simulate(shock, [bolo(10), antibiotico(30)]);
      expect(Number(values.get("fc"))).toBeLessThan(initial("fc"));
      expect(Number(values.get("relleno"))).toBeLessThan(initial("relleno"));
      expect(fired).toContain("volumen_insuficiente");
      expect(values.get("exploracion")).toMatch(/Persisten los signos de shock/);
    });

    it("el antibiótico en la primera hora mejora el lactato aunque los bolos se registren antes", () => {
      for (const sequence of [
        [antibiotico(30), bolo(20)],
        [bolo(10), bolo(10), antibiotico(30)],
        [bolo(20), bolo(20), antibiotico(40)],
      ]) {
        const { values, fired } = simulate(shock, sequence);
        expect(Number(values.get("lactato")), JSON.stringify(sequence)).toBeLessThan(initial("lactato"));
        expect(fired).not.toContain("antibiotico_tardio");
        expect(fired).not.toContain("sin_antibiotico");
      }
    });

    it("el antibiótico tardío o ausente empeora el lactato, una sola vez", () => {
      const tardio = simulate(shock, [bolo(20), antibiotico(90)]);
      expect(tardio.fired).toContain("antibiotico_tardio");
      expect(Number(tardio.values.get("lactato"))).toBeGreaterThan(initial("lactato"));
      const ausente = simulate(shock, [bolo(20), bolo(20), bolo(20)]);
      expect(ausente.fired).toContain("sin_antibiotico");
      expect(Number(ausente.values.get("lactato"))).toBeGreaterThan(initial("lactato"));
      expect(Number(ausente.values.get("fc"))).toBeGreaterThan(170);
      const ausenteLuegoTardio = simulate(shock, [bolo(20), bolo(20), bolo(20), antibiotico(90)]);
      const tardioLuegoVolumen = simulate(shock, [bolo(20), antibiotico(90), bolo(20), bolo(20)]);
      expect(tardioLuegoVolumen.fired).toContain("antibiotico_tardio");
      expect(tardioLuegoVolumen.fired).not.toContain("sin_antibiotico");
      expect(ausenteLuegoTardio.fired).toContain("sin_antibiotico");
      expect(ausenteLuegoTardio.fired).not.toContain("antibiotico_tardio");
    });

    it("con 40 ml/kg acumulados aparecen sobrecarga e hipotensión que orientan a vasoactivos", () => {
      const { values, fired } = simulate(shock, [antibiotico(20), bolo(20), bolo(10), bolo(10)]);
      expect(fired).toContain("refractario_sobrecarga");
      expect(values.get("exploracion")).toMatch(/[Cc]repitantes/);
      expect(values.get("exploracion")).toMatch(/hepatomegalia/);
      const systolic = Number(values.get("ta")!.split("/")[0]);
      expect(systolic).toBeLessThan(70 + 2 * 4); // hipotensión para 4 años
    });
  });
});
