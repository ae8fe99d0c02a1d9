/**
 * Content schema for in-person (presencial) simulation scenarios.
 *
 * A scenario file under db/seed/presencial/ default-exports one object that satisfies
 * `PresencialScenario`; the seeder parses it with `presencialScenarioSchema` and upserts it
 * by `slug` (stable, kebab-case), so re-seeding is idempotent.
 *
 * Maps onto the entities of spec 3 §3: scenarios (+ scenario_categories), scenario_steps,
 * scenario_items, scenario_variables, scenario_rules, scenario_checklist. `patient_overview`
 * is what get_patient_overview returns for the projection screen; `script` is the default
 * 3-step demo script of the instructor console; `resources` are the bibliography shown with
 * the scenario.
 *
 * ## Rules (scenario_rules)
 *
 * A rule is evaluated against the interventions recorded in the session (session_actions):
 * `bolo_cristaloide` (payload.mlkg, a fluid bolus in ml/kg) and `inicio_antibiotico`
 * (payload.minutos, minutes from the patient's arrival to the first antibiotic dose).
 *
 * `applies_when` has up to three condition groups. Every group that is present and non-empty
 * must hold (AND), and inside a group every condition must hold (AND):
 *
 * - `any`: for each condition, at least one recorded action of that kind matches every
 *   threshold given in the condition: a bolus matches when mlkg ≥ `mlkg_gte`; an antibiotic
 *   matches when minutos ≤ `minutos_llegada_lte`. A condition with no threshold matches any
 *   recorded action of that kind.
 * - `none`: for each condition, no recorded action of that kind matches it (same matching as
 *   `any`). `none: [{ action: 'inicio_antibiotico', minutos_llegada_lte: 60 }]` therefore holds
 *   when no antibiotic has been recorded, or only later than minute 60.
 * - `sum`: for each condition, the total = sum of mlkg over all recorded actions of that kind
 *   (0 when there are none) is compared with the threshold: `mlkg_sum_lt` → total < value;
 *   `mlkg_gte` → total ≥ value. Exactly one of the two is given.
 *
 * Each rule fires at most once per session (the engine records which rules have fired).
 * Rules are evaluated in `order_index` order, and the effects of a rule are applied in list
 * order, so a later rule may overwrite a value set by an earlier one.
 *
 * When to evaluate: after an intervention is recorded and when the instructor re-evaluates the
 * patient, never before the session has started. Conditions only see the recorded actions, not
 * the clock (the only time information is the antibiotic's `minutos`), so scenario rules are
 * written to give the same result whatever the order in which boluses and the antibiotic are
 * recorded; rules that hold with no actions at all (`none`, `sum` with `mlkg_sum_lt`) describe
 * "not done yet" and are meant for re-evaluation.
 *
 * Effects: `{ variable_key, value }`. A value that starts with '+' or '-' followed by a number
 * (dot as decimal separator, e.g. "-15", "+1.5") is added to the variable's current numeric
 * value; any other value replaces the current value. Variables targeted by a relative effect
 * must hold a plain number (dot decimal) as initial value, and any absolute value written to
 * them must be a plain number too, so that later relative effects still apply.
 */
import { z } from "zod";

export const SCENARIO_LEVELS = ["basico", "medio", "avanzado"] as const;
export const SCENARIO_STATUSES = [
  "Disponible",
  "En construcción: en proceso",
  "En construcción: sin iniciar",
] as const;
export const ITEM_TYPES = ["heading", "text", "checkbox", "number", "choice"] as const;
export const VARIABLE_TYPES = ["vital", "lab", "imagen", "texto"] as const;
export const RULE_ACTIONS = ["bolo_cristaloide", "inicio_antibiotico"] as const;
export const CHECKLIST_CATEGORIES = [
  "A",
  "B",
  "C",
  "D",
  "E",
  "Diagnóstico",
  "Tratamiento",
  "Otros",
] as const;
/** Categories every scenario checklist must cover ('Otros' is optional). */
export const REQUIRED_CHECKLIST_CATEGORIES = [
  "A",
  "B",
  "C",
  "D",
  "E",
  "Diagnóstico",
  "Tratamiento",
] as const;
export const CHECKLIST_ROLES = ["Medicina", "Enfermería", "Farmacia", "Común"] as const;
/** 3 Crítico, 2 Importante, 1 Deseable. */
export const CHECKLIST_WEIGHTS = [3, 2, 1] as const;
export const CHECKLIST_WEIGHT_LABELS: Record<(typeof CHECKLIST_WEIGHTS)[number], string> = {
  3: "Crítico",
  2: "Importante",
  1: "Deseable",
};
/** Vital keys the app checks for alerts (heart rate > 170, SatO2 < 92). */
export const ALERT_VITAL_KEYS = ["fc", "sat"] as const;

const KEY_RE = /^[a-z][a-z0-9_]*$/;
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A relative effect: '+' or '-' and a number with an optional dot decimal part. */
export const RELATIVE_EFFECT_RE = /^[+-]\d+(?:\.\d+)?$/;
/** A plain number as stored in a numeric variable. */
export const NUMERIC_VALUE_RE = /^-?\d+(?:\.\d+)?$/;

const key = z.string().regex(KEY_RE, "clave en snake_case (a-z, 0-9, _)");
const text = z.string().trim().min(1);
const orderIndex = z.number().int().min(0);

export const stepSchema = z.object({
  key,
  name: text,
  order_index: orderIndex,
});

export const itemSchema = z
  .object({
    key,
    step_key: key,
    section: text,
    type: z.enum(ITEM_TYPES),
    label: text,
    help: text.optional(),
    options: z.array(text).min(2).optional(),
    order_index: orderIndex,
  })
  .superRefine((item, ctx) => {
    if (item.type === "choice" && !item.options) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "un ítem 'choice' necesita opciones" });
    }
    if (item.type !== "choice" && item.options) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "solo los ítems 'choice' llevan opciones" });
    }
    if (item.options && new Set(item.options).size !== item.options.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "opciones repetidas" });
    }
  });

export const variableSchema = z
  .object({
    key,
    label: text,
    type: z.enum(VARIABLE_TYPES),
    unit: text.optional(),
    initial_value: text,
  })
  .superRefine((v, ctx) => {
    if (v.type === "vital" && !v.unit) {
      ctx.addIssue({ code: "custom", path: ["unit"], message: "las constantes vitales llevan unidad" });
    }
  });

export const conditionSchema = z.object({
  action: z.enum(RULE_ACTIONS),
  mlkg_gte: z.number().positive().optional(),
  minutos_llegada_lte: z.number().min(0).optional(),
  mlkg_sum_lt: z.number().positive().optional(),
});

export const appliesWhenSchema = z
  .object({
    any: z.array(conditionSchema).min(1).optional(),
    none: z.array(conditionSchema).min(1).optional(),
    sum: z.array(conditionSchema).min(1).optional(),
  })
  .superRefine((w, ctx) => {
    if (!w.any && !w.none && !w.sum) {
      ctx.addIssue({ code: "custom", message: "applies_when necesita al menos un grupo (any, none o sum)" });
    }
    for (const group of ["any", "none"] as const) {
      w[group]?.forEach((c, i) => {
        if (c.mlkg_sum_lt !== undefined) {
          ctx.addIssue({ code: "custom", path: [group, i, "mlkg_sum_lt"], message: "mlkg_sum_lt solo vale en 'sum'" });
        }
        if (c.mlkg_gte !== undefined && c.action !== "bolo_cristaloide") {
          ctx.addIssue({ code: "custom", path: [group, i, "mlkg_gte"], message: "mlkg_gte solo aplica a bolo_cristaloide" });
        }
        if (c.minutos_llegada_lte !== undefined && c.action !== "inicio_antibiotico") {
          ctx.addIssue({
            code: "custom",
            path: [group, i, "minutos_llegada_lte"],
            message: "minutos_llegada_lte solo aplica a inicio_antibiotico",
          });
        }
      });
    }
    w.sum?.forEach((c, i) => {
      if (c.action !== "bolo_cristaloide") {
        ctx.addIssue({ code: "custom", path: ["sum", i, "action"], message: "'sum' solo suma ml/kg de bolo_cristaloide" });
      }
      if (c.minutos_llegada_lte !== undefined) {
        ctx.addIssue({ code: "custom", path: ["sum", i, "minutos_llegada_lte"], message: "'sum' no usa minutos" });
      }
      if ((c.mlkg_sum_lt === undefined) === (c.mlkg_gte === undefined)) {
        ctx.addIssue({ code: "custom", path: ["sum", i], message: "'sum' lleva exactamente uno de mlkg_sum_lt o mlkg_gte" });
      }
    });
  });

export const effectSchema = z.object({
  variable_key: key,
  value: text,
});

export const ruleSchema = z.object({
  key,
  /** Instructor-facing explanation of the rule (not shown to students). */
  description: text.optional(),
  order_index: orderIndex,
  applies_when: appliesWhenSchema,
  effects: z.array(effectSchema).min(1),
});

export const checklistItemSchema = z.object({
  key,
  label: text,
  category: z.enum(CHECKLIST_CATEGORIES),
  order_index: orderIndex,
  weight: z.union([z.literal(3), z.literal(2), z.literal(1)]),
  role: z.enum(CHECKLIST_ROLES),
});

export const scriptStepSchema = z.object({
  /** Banner text to publish; paragraphs are separated by a blank line. */
  text,
  /** The phase (step key) that publishing this script step sets as current. */
  step_key: key,
});

export const resourceSchema = z.object({
  title: text,
  url: z.url({ protocol: /^https?$/ }),
  /** Journal / publisher with volume and pages where they apply. */
  source: text,
  type: text,
  year: z.number().int().min(1990).max(2100),
  free_access: z.boolean(),
  /** Relevance for this scenario: 3 key reference, 2 complementary, 1 background. */
  weight: z.union([z.literal(3), z.literal(2), z.literal(1)]),
});

export const patientOverviewSchema = z.object({
  age: text,
  sex: text,
  weightKg: z.number().positive().max(150),
  bullets: z.array(text),
  paragraphs: z.array(text),
});

function checkUniqueKeys(
  ctx: z.RefinementCtx,
  list: readonly { key: string }[],
  path: string,
): void {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    if (seen.has(entry.key)) {
      ctx.addIssue({ code: "custom", path: [path, i, "key"], message: `clave repetida en ${path}: ${entry.key}` });
    }
    seen.add(entry.key);
  });
}

function checkUniqueOrder(
  ctx: z.RefinementCtx,
  list: readonly { order_index: number }[],
  path: string,
): void {
  const seen = new Set<number>();
  list.forEach((entry, i) => {
    if (seen.has(entry.order_index)) {
      ctx.addIssue({
        code: "custom",
        path: [path, i, "order_index"],
        message: `order_index repetido en ${path}: ${entry.order_index}`,
      });
    }
    seen.add(entry.order_index);
  });
}

export const presencialScenarioSchema = z
  .object({
    slug: z.string().regex(SLUG_RE, "slug en kebab-case"),
    title: text,
    summary: text,
    level: z.enum(SCENARIO_LEVELS),
    mode: z.union([
      z.tuple([z.literal("presencial")]),
      z.tuple([z.literal("online"), z.literal("presencial")]),
    ]),
    status: z.enum(SCENARIO_STATUSES),
    estimated_minutes: z.number().int().positive().max(240),
    categories: z.array(text).min(1),
    patient_overview: patientOverviewSchema,
    steps: z.array(stepSchema).min(1),
    items: z.array(itemSchema),
    variables: z.array(variableSchema).min(1),
    rules: z.array(ruleSchema),
    checklist: z.array(checklistItemSchema).min(1),
    script: z.array(scriptStepSchema).length(3),
    resources: z.array(resourceSchema).min(1),
  })
  .superRefine((s, ctx) => {
    checkUniqueKeys(ctx, s.steps, "steps");
    checkUniqueKeys(ctx, s.items, "items");
    checkUniqueKeys(ctx, s.variables, "variables");
    checkUniqueKeys(ctx, s.rules, "rules");
    checkUniqueKeys(ctx, s.checklist, "checklist");
    checkUniqueOrder(ctx, s.steps, "steps");
    checkUniqueOrder(ctx, s.items, "items");
    checkUniqueOrder(ctx, s.rules, "rules");
    checkUniqueOrder(ctx, s.checklist, "checklist");

    if (new Set(s.categories).size !== s.categories.length) {
      ctx.addIssue({ code: "custom", path: ["categories"], message: "categorías repetidas" });
    }

    const stepKeys = new Set(s.steps.map((st) => st.key));
    s.items.forEach((item, i) => {
      if (!stepKeys.has(item.step_key)) {
        ctx.addIssue({ code: "custom", path: ["items", i, "step_key"], message: `fase inexistente: ${item.step_key}` });
      }
    });
    s.script.forEach((step, i) => {
      if (!stepKeys.has(step.step_key)) {
        ctx.addIssue({ code: "custom", path: ["script", i, "step_key"], message: `fase inexistente: ${step.step_key}` });
      }
    });

    const variables = new Map(s.variables.map((v) => [v.key, v]));
    s.rules.forEach((rule, r) => {
      rule.effects.forEach((effect, e) => {
        const path = ["rules", r, "effects", e];
        const variable = variables.get(effect.variable_key);
        if (!variable) {
          ctx.addIssue({ code: "custom", path: [...path, "variable_key"], message: `variable inexistente: ${effect.variable_key}` });
          return;
        }
        const numericVariable = NUMERIC_VALUE_RE.test(variable.initial_value);
        if (/^[+-]/.test(effect.value)) {
          if (!RELATIVE_EFFECT_RE.test(effect.value)) {
            ctx.addIssue({ code: "custom", path: [...path, "value"], message: "efecto relativo mal formado (p. ej. '+1.5')" });
          }
          if (!numericVariable) {
            ctx.addIssue({
              code: "custom",
              path: [...path, "value"],
              message: `efecto relativo sobre una variable no numérica: ${variable.key}`,
            });
          }
        }
      });
    });
    // A variable that receives relative effects must stay numeric whatever rule fires first.
    const relativeTargets = new Set(
      s.rules.flatMap((rule) =>
        rule.effects.filter((e) => /^[+-]/.test(e.value)).map((e) => e.variable_key),
      ),
    );
    s.rules.forEach((rule, r) => {
      rule.effects.forEach((effect, e) => {
        if (
          relativeTargets.has(effect.variable_key) &&
          !/^[+-]/.test(effect.value) &&
          !NUMERIC_VALUE_RE.test(effect.value)
        ) {
          ctx.addIssue({
            code: "custom",
            path: ["rules", r, "effects", e, "value"],
            message: `${effect.variable_key} recibe efectos relativos: el valor absoluto debe ser numérico`,
          });
        }
      });
    });

    const categories = new Set(s.checklist.map((c) => c.category));
    for (const category of REQUIRED_CHECKLIST_CATEGORIES) {
      if (!categories.has(category)) {
        ctx.addIssue({ code: "custom", path: ["checklist"], message: `falta la categoría ${category} en el checklist` });
      }
    }
    const roles = new Set(s.checklist.map((c) => c.role));
    for (const role of CHECKLIST_ROLES) {
      if (!roles.has(role)) {
        ctx.addIssue({ code: "custom", path: ["checklist"], message: `falta el rol ${role} en el checklist` });
      }
    }
  });

export type PresencialScenario = z.infer<typeof presencialScenarioSchema>;
export type PresencialStep = z.infer<typeof stepSchema>;
export type PresencialItem = z.infer<typeof itemSchema>;
export type PresencialVariable = z.infer<typeof variableSchema>;
export type PresencialRule = z.infer<typeof ruleSchema>;
export type PresencialRuleCondition = z.infer<typeof conditionSchema>;
export type PresencialRuleEffect = z.infer<typeof effectSchema>;
export type PresencialChecklistItem = z.infer<typeof checklistItemSchema>;
export type PresencialScriptStep = z.infer<typeof scriptStepSchema>;
export type PresencialResource = z.infer<typeof resourceSchema>;
export type PresencialPatientOverview = z.infer<typeof patientOverviewSchema>;
