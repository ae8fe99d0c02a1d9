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
 * ## Interventions (what the console records)
 *
 * `interventions` declares everything the team can do that the engine and the report should know
 * of: a stable key, a Spanish label, a kind, a dose (unit, default, expected dose per kg, maximum
 * single dose) where one applies, and the routes offered. Each recording is stamped in simulation
 * time (seconds since the start; correctable afterwards) with its dose and route. The spec's two
 * keys keep their payloads: `bolo_cristaloide` (mlkg = the dose in ml/kg) and `inicio_antibiotico`
 * (minutos = minutes from arrival, i.e. its simulation time in minutes). A dose above `max`, or
 * ten times above or below `expected_per_kg` for the patient's weight, is recorded and flagged.
 *
 * ## Rules (scenario_rules)
 *
 * `applies_when` has up to five groups. Every group that is present must hold (AND), and inside a
 * group every condition must hold (AND). A condition names an intervention (`action`) and may add
 * per-recording filters: `dose_gte`/`dose_lte` (in the intervention's unit), `route`, `within`
 * (simulation seconds, `from_s`/`to_s`, both included), `in_range` (only doses not flagged), and
 * the spec's `mlkg_gte` (bolus) and `minutos_llegada_lte` (antibiotic).
 *
 * - `any`: some recording matches the condition.
 * - `none`: no recording matches it (`none: [{ action: 'inicio_antibiotico', minutos_llegada_lte: 60 }]`
 *   holds when no antibiotic was recorded, or only later than minute 60).
 * - `count`: the number of matching recordings is ≥ `count_gte` and/or < `count_lt`.
 * - `sum`: the total dose of the matching recordings (0 when none) is ≥ `sum_gte` and/or < `sum_lt`;
 *   the spec's `mlkg_sum_lt` / `mlkg_gte` on `bolo_cristaloide` mean the same in ml/kg.
 * - `values`: a variable's current value is ≥ `gte`, ≤ `lte` (numbers) or `equals` a text.
 *
 * `after_s`: the rule may fire only once the simulation clock has reached that second (a `none`
 * about "the first five minutes" is only true once they have passed).
 *
 * Each rule fires at most once per session, and what fired is logged in the timeline. Rules are
 * evaluated in `order_index` order after each recording, each correction of a time, and when the
 * instructor re-evaluates; a rule's effects are applied in list order and later rules see them.
 *
 * Effects: `{ variable_key, value }`. A value that starts with '+' or '-' followed by a number
 * (dot as decimal separator, e.g. "-15", "+1.5") is added to the variable's current numeric
 * value; any other value replaces the current value. Variables targeted by a relative effect
 * must hold a plain number (dot decimal) as initial value, and any absolute value written to
 * them must be a plain number too, so that later relative effects still apply.
 *
 * ## KPIs
 *
 * `kpis` declares what the report measures: `total_dose` (sum of an intervention's doses, in its
 * unit), `count`, `time_to_first` (simulation time of its first recording; for
 * `inicio_antibiotico`, its minutes from arrival) and `flagged` (doses out of range). A KPI may
 * carry a `target` (`{ "at_most": n }` or `{ "at_least": n }`, in the KPI's own unit: seconds for
 * `time_to_first`), the debrief's `question` when it is missed, and the guideline it comes from
 * (`source`, required with a target): the report's debrief guide reads them (decision 0042).
 */
import { z } from "zod";
import { checkCategoryFrom } from "./vocabulary";
import { CHECK_CATEGORIES, CHECK_ROLES, LEVEL_VALUES, SCENARIO_STATUSES } from "../domain/vocabulary";
import { hasForbiddenChars, TEXT_CHARS_MESSAGE } from "../domain/safe-text";
import { KEY_MAX, URL_MAX } from "../domain/scenario-limits";
import { SLUG_MESSAGE, SLUG_RE } from "../domain/slug";
import { list, longText, shortText, titleText } from "../scenario-format/bounded";
import { imageRefSchema } from "../scenario-format/image-ref";
import { modelProblems } from "./model/checks";
import { modelSchema } from "./model/format";

const ITEM_TYPES = ["heading", "text", "checkbox", "number", "choice"] as const;
export const VARIABLE_TYPES = ["vital", "lab", "imagen", "texto"] as const;
const INTERVENTION_KINDS = ["farmaco", "fluido", "procedimiento", "oxigeno_via_aerea", "otro"] as const;
const DOSE_UNITS = ["mg/kg", "mcg/kg", "ml/kg", "mg", "mcg", "ml", "mcg/kg/min"] as const;
const ROUTES = ["IM", "IV", "IO", "IN", "VO", "SC", "rectal", "bucal", "nebulizada", "inhalada"] as const;
const KPI_KINDS = ["total_dose", "count", "time_to_first", "flagged"] as const;
/** Categories every scenario checklist must cover ('Otros' is optional). */
const REQUIRED_CHECK_CATEGORIES = CHECK_CATEGORIES.filter((c) => c !== "Otros");
/** Vital keys every case has (heart rate, SatO2); the monitor alarms on them by the age's limits (decision 0040). */
export const ALERT_VITAL_KEYS = ["fc", "sat"] as const;

const KEY_RE = /^[a-z][a-z0-9_]*$/;
/** A relative effect: '+' or '-' and a number with an optional dot decimal part. */
const RELATIVE_EFFECT_RE = /^[+-]\d+(?:\.\d+)?$/;
/** A plain number as stored in a numeric variable. */
export const NUMERIC_VALUE_RE = /^-?\d+(?:\.\d+)?$/;

const key = z.string().max(KEY_MAX).regex(KEY_RE, "clave en snake_case (a-z, 0-9, _)");
const text = shortText;
const orderIndex = z.number().int().min(0);

const stepSchema = z.strictObject({
  key,
  name: text,
  order_index: orderIndex,
});

const itemSchema = z
  .strictObject({
    key,
    step_key: key,
    section: text,
    type: z.enum(ITEM_TYPES),
    label: text,
    help: longText.optional(),
    options: list(text).min(2).optional(),
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

const variableSchema = z
  .strictObject({
    key,
    label: text,
    type: z.enum(VARIABLE_TYPES),
    unit: text.optional(),
    initial_value: text,
    /**
     * This patient's alarm limits, which take precedence over the monitor's age bands bound by
     * bound (app/presencial/monitor/alarm-limits.ts, decision 0040): e.g. a case's hypotension, a
     * neonatal SpO₂ high limit, the delivery room's FC < 100. The projection shows the reason when
     * a shown value crosses one.
     */
    alarm: z
      .strictObject({ below: z.number().optional(), above: z.number().optional(), source: text })
      .refine((a) => a.below !== undefined || a.above !== undefined, "un límite de alarma necesita 'below' o 'above'")
      .optional(),
    /**
     * An `imagen` variable's picture: the key of an image uploaded in Escenarios → Imágenes and its
     * alternative text (what it shows). The projection shows it large when the variable is revealed,
     * with the value as its caption.
     */
    image: imageRefSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "vital" && !v.unit) {
      ctx.addIssue({ code: "custom", path: ["unit"], message: "las constantes vitales llevan unidad" });
    }
    if (v.image && v.type !== "imagen") {
      ctx.addIssue({ code: "custom", path: ["image"], message: "solo las variables de tipo 'imagen' llevan imagen" });
    }
  });

/** A window of simulation time (seconds since the start), both ends included. */
const windowSchema = z
  .strictObject({ from_s: z.number().int().min(0).optional(), to_s: z.number().int().min(0).optional() })
  .refine((w) => w.from_s !== undefined || w.to_s !== undefined, "la ventana necesita from_s o to_s");

/**
 * Which recorded interventions a condition is about: the intervention's key and, optionally,
 * thresholds on each one (dose in the intervention's unit, route, time, only doses in range) and,
 * in 'count' and 'sum', a threshold on how many or how much. The spec's thresholds keep their
 * meaning: mlkg_gte (a bolus of at least that many ml/kg), minutos_llegada_lte (an antibiotic
 * started at or before that minute), mlkg_sum_lt (in 'sum': total ml/kg below that).
 */
const conditionSchema = z.strictObject({
  action: key,
  mlkg_gte: z.number().positive().optional(),
  minutos_llegada_lte: z.number().min(0).optional(),
  mlkg_sum_lt: z.number().positive().optional(),
  dose_gte: z.number().positive().optional(),
  dose_lte: z.number().positive().optional(),
  route: z.enum(ROUTES).optional(),
  within: windowSchema.optional(),
  /** Only doses not flagged as out of range. */
  in_range: z.literal(true).optional(),
  count_gte: z.number().int().positive().optional(),
  count_lt: z.number().int().positive().optional(),
  sum_gte: z.number().positive().optional(),
  sum_lt: z.number().positive().optional(),
});

/** A condition on a variable's current (numeric) value. */
const valueConditionSchema = z
  .strictObject({ variable_key: key, gte: z.number().optional(), lte: z.number().optional(), equals: text.optional() })
  .refine(
    (c) => c.gte !== undefined || c.lte !== undefined || c.equals !== undefined,
    "la condición sobre una variable necesita gte, lte o equals",
  );

const GROUPS = ["any", "none", "count", "sum"] as const;

const appliesWhenSchema = z
  .strictObject({
    any: list(conditionSchema).min(1).optional(),
    none: list(conditionSchema).min(1).optional(),
    count: list(conditionSchema).min(1).optional(),
    sum: list(conditionSchema).min(1).optional(),
    values: list(valueConditionSchema).min(1).optional(),
  })
  .superRefine((w, ctx) => {
    if (!w.any && !w.none && !w.count && !w.sum && !w.values) {
      ctx.addIssue({ code: "custom", message: "applies_when necesita al menos un grupo (any, none, count, sum o values)" });
    }
    for (const group of GROUPS) {
      w[group]?.forEach((c, i) => {
        const path = [group, i];
        const aggregate =
          c.count_gte !== undefined ||
          c.count_lt !== undefined ||
          c.sum_gte !== undefined ||
          c.sum_lt !== undefined ||
          c.mlkg_sum_lt !== undefined;
        if (group !== "count" && (c.count_gte !== undefined || c.count_lt !== undefined))
          ctx.addIssue({ code: "custom", path, message: "count_gte y count_lt solo valen en 'count'" });
        if (group !== "sum" && (c.sum_gte !== undefined || c.sum_lt !== undefined || c.mlkg_sum_lt !== undefined))
          ctx.addIssue({ code: "custom", path, message: "sum_gte, sum_lt y mlkg_sum_lt solo valen en 'sum'" });
        if ((group === "count" || group === "sum") && !aggregate && !(group === "sum" && c.mlkg_gte !== undefined))
          ctx.addIssue({ code: "custom", path, message: `'${group}' necesita un umbral` });
        if (c.mlkg_gte !== undefined && c.action !== "bolo_cristaloide")
          ctx.addIssue({ code: "custom", path, message: "mlkg_gte solo aplica a bolo_cristaloide" });
        if (c.mlkg_sum_lt !== undefined && c.action !== "bolo_cristaloide")
          ctx.addIssue({ code: "custom", path, message: "mlkg_sum_lt solo aplica a bolo_cristaloide" });
        if (c.minutos_llegada_lte !== undefined && c.action !== "inicio_antibiotico")
          ctx.addIssue({ code: "custom", path, message: "minutos_llegada_lte solo aplica a inicio_antibiotico" });
      });
    }
  });

const effectSchema = z.strictObject({
  variable_key: key,
  value: text,
});

const ruleSchema = z.strictObject({
  key,
  /** Instructor-facing explanation of the rule (not shown to students); it names the rule in the timeline. */
  description: longText.optional(),
  order_index: orderIndex,
  applies_when: appliesWhenSchema,
  /** The rule may fire only from this second of simulation time on (for "not done by minute N"). */
  after_s: z.number().int().min(0).optional(),
  effects: list(effectSchema).min(1),
});

/**
 * An intervention the console can record. Doses are in `dose.unit`; `expected_per_kg` is the
 * usual dose per kg in the same mass or volume (mg, mcg or ml per kg); `max` is the maximum single
 * dose in that mass or volume (mg, mcg or ml; per kg and minute for infusions). A recorded dose
 * above the maximum, or ten times above or below the expected one for the patient's weight, is
 * recorded and flagged.
 */
const interventionSchema = z
  .strictObject({
    key,
    label: text,
    kind: z.enum(INTERVENTION_KINDS),
    dose: z
      .strictObject({
        unit: z.enum(DOSE_UNITS),
        default: z.number().positive(),
        expected_per_kg: z.number().positive().optional(),
        max: z.number().positive().optional(),
      })
      .optional(),
    routes: list(z.enum(ROUTES)),
    /**
     * Runs until stopped (compressions, bag-mask ventilation, oxygen): the console starts and stops
     * it. Infusions (mcg/kg/min) run by their rate, 0 stops them.
     */
    continuous: z.literal(true).optional(),
    /** Instructor-facing: how it is given (e.g. 1 mg/ml, cara anterolateral del muslo; repetible cada 5 min). */
    note: longText.optional(),
    /** Where the dose comes from (guideline, year). */
    source: text.optional(),
    order_index: orderIndex,
  })
  .superRefine((intervention, ctx) => {
    if (intervention.key === "bolo_cristaloide" && intervention.dose?.unit !== "ml/kg") {
      ctx.addIssue({ code: "custom", path: ["dose", "unit"], message: "bolo_cristaloide se registra en ml/kg" });
    }
    if (intervention.key === "inicio_antibiotico" && intervention.dose?.unit === "ml/kg") {
      ctx.addIssue({ code: "custom", path: ["dose", "unit"], message: "inicio_antibiotico no es un volumen" });
    }
    if (intervention.dose && !intervention.source) {
      ctx.addIssue({ code: "custom", path: ["source"], message: "toda dosis cita su fuente" });
    }
    if (new Set(intervention.routes).size !== intervention.routes.length) {
      ctx.addIssue({ code: "custom", path: ["routes"], message: "vías repetidas" });
    }
  });

/**
 * A KPI's target for the debrief guide, in the KPI's own unit as the report computes it: seconds
 * of simulation for `time_to_first`, a count for `count` and `flagged`, the dose unit for
 * `total_dose`. Exactly one bound: `{ "at_most": 300 }` or `{ "at_least": 20 }`.
 */
const kpiTargetSchema = z
  .strictObject({
    at_most: z.number().nonnegative().optional().describe("Como máximo. Tiempos en segundos de simulación (5 min = 300)."),
    at_least: z.number().nonnegative().optional().describe("Como mínimo. Tiempos en segundos de simulación (5 min = 300)."),
  })
  .refine((t) => (t.at_most === undefined) !== (t.at_least === undefined), "el objetivo lleva un solo límite: «at_most» o «at_least»");

/**
 * A KPI of the report: the total dose of an intervention (ml/kg of fluid…), how many times it was
 * given, the simulation time to its first dose (for inicio_antibiotico, its minutes from arrival),
 * or how many doses were flagged out of range (no action).
 */
const kpiSchema = z
  .strictObject({
    key,
    label: text,
    kind: z.enum(KPI_KINDS),
    action: key.optional(),
    order_index: orderIndex,
    target: kpiTargetSchema.optional(),
    question: text.optional().describe("La pregunta de análisis del debriefing cuando no se alcanza el objetivo o la acción no se hizo."),
    source: text.optional().describe("La guía de la que sale el objetivo (p. ej. «ERC 2025, soporte vital pediátrico»)."),
  })
  .refine((k) => (k.kind === "flagged") === (k.action === undefined), "todo KPI salvo 'flagged' se refiere a una intervención")
  .refine((k) => k.target === undefined || k.source !== undefined, { path: ["source"], message: "todo objetivo cita su fuente" });

/** A case may leave an item's category out: it is taken from a label prefix ("A - …") or keywords. */
export const checklistItemSchema = z
  .strictObject({
    key,
    label: text,
    category: z.enum(CHECK_CATEGORIES).optional(),
    order_index: orderIndex,
    /** 3 Crítico, 2 Importante, 1 Deseable (CHECK_WEIGHT_LABEL). */
    weight: z.union([z.literal(3), z.literal(2), z.literal(1)]),
    role: z.enum(CHECK_ROLES),
  })
  .transform((item) => ({ ...item, category: checkCategoryFrom(item.label, item.category) }));

const scriptStepSchema = z.strictObject({
  /** Banner text to publish; paragraphs are separated by a blank line. */
  text: longText,
  /** The phase (step key) that publishing this script step sets as current. */
  step_key: key,
});

const resourceSchema = z.strictObject({
  title: text,
  url: z
    .url({ protocol: /^https?$/ })
    .max(URL_MAX)
    .refine((u) => !hasForbiddenChars(u), TEXT_CHARS_MESSAGE),
  /** Journal / publisher with volume and pages where they apply. */
  source: text,
  type: text,
  year: z.number().int().min(1990).max(2100),
  free_access: z.boolean(),
  /** Relevance for this scenario: 3 key reference, 2 complementary, 1 background. */
  weight: z.union([z.literal(3), z.literal(2), z.literal(1)]),
});

const patientOverviewSchema = z.strictObject({
  age: text,
  sex: text,
  weightKg: z.number().positive().max(150),
  bullets: list(text),
  paragraphs: list(longText),
});

function checkUniqueKeys(ctx: z.RefinementCtx, list: readonly { key: string }[], path: string): void {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    if (seen.has(entry.key)) {
      ctx.addIssue({ code: "custom", path: [path, i, "key"], message: `clave repetida en ${path}: ${entry.key}` });
    }
    seen.add(entry.key);
  });
}

function checkUniqueOrder(ctx: z.RefinementCtx, list: readonly { order_index: number }[], path: string): void {
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
  .strictObject({
    slug: z.string().max(KEY_MAX).regex(SLUG_RE, SLUG_MESSAGE),
    title: titleText,
    summary: longText,
    level: z.enum(LEVEL_VALUES),
    mode: z.union([z.tuple([z.literal("presencial")]), z.tuple([z.literal("online"), z.literal("presencial")])]),
    status: z.enum(SCENARIO_STATUSES),
    estimated_minutes: z.number().int().positive().max(240),
    categories: list(text).min(1),
    patient_overview: patientOverviewSchema,
    steps: list(stepSchema).min(1),
    items: list(itemSchema),
    variables: list(variableSchema).min(1),
    interventions: list(interventionSchema).min(1),
    rules: list(ruleSchema),
    kpis: list(kpiSchema).min(1),
    /** Instructor-facing: what the team should conclude (e.g. the expected TEP impression), shown in the console. */
    expected_findings: list(text).optional(),
    checklist: list(checklistItemSchema).min(1),
    script: z.array(scriptStepSchema).length(3),
    resources: list(resourceSchema).min(1),
    /** The living patient (format version 2): see app/presencial/model/format.ts. */
    model: modelSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.model) {
      if (s.rules.length > 0)
        ctx.addIssue({ code: "custom", path: ["rules"], message: "con modelo, las reglas se escriben como manejadores (model.handlers)" });
      const problems = modelProblems(s.model, {
        weightKg: s.patient_overview.weightKg,
        estimatedMinutes: s.estimated_minutes,
        variables: s.variables,
        interventions: s.interventions,
      });
      for (const problem of problems) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
    checkUniqueKeys(ctx, s.steps, "steps");
    checkUniqueKeys(ctx, s.items, "items");
    checkUniqueKeys(ctx, s.variables, "variables");
    checkUniqueKeys(ctx, s.rules, "rules");
    checkUniqueKeys(ctx, s.interventions, "interventions");
    checkUniqueKeys(ctx, s.kpis, "kpis");
    checkUniqueOrder(ctx, s.interventions, "interventions");
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

    const interventions = new Map(s.interventions.map((i) => [i.key, i]));
    s.kpis.forEach((kpi, k) => {
      const target = kpi.action && interventions.get(kpi.action);
      if (kpi.action && !target)
        ctx.addIssue({ code: "custom", path: ["kpis", k, "action"], message: `intervención inexistente: ${kpi.action}` });
      if (kpi.kind === "total_dose" && target && !target.dose)
        ctx.addIssue({ code: "custom", path: ["kpis", k], message: `${kpi.action} no tiene dosis que sumar` });
    });
    const variables = new Map(s.variables.map((v) => [v.key, v]));
    s.rules.forEach((rule, r) => {
      for (const group of GROUPS) {
        rule.applies_when[group]?.forEach((c, i) => {
          const target = interventions.get(c.action);
          const path = ["rules", r, "applies_when", group, i];
          if (!target) return ctx.addIssue({ code: "custom", path: [...path, "action"], message: `intervención inexistente: ${c.action}` });
          if (c.route && !target.routes.includes(c.route))
            ctx.addIssue({ code: "custom", path: [...path, "route"], message: `${c.action} no se da por ${c.route}` });
          if ((c.dose_gte !== undefined || c.dose_lte !== undefined || c.sum_gte !== undefined || c.sum_lt !== undefined) && !target.dose) {
            ctx.addIssue({ code: "custom", path, message: `${c.action} no tiene dosis` });
          }
        });
      }
      rule.applies_when.values?.forEach((c, i) => {
        if (!variables.has(c.variable_key))
          ctx.addIssue({
            code: "custom",
            path: ["rules", r, "applies_when", "values", i, "variable_key"],
            message: `variable inexistente: ${c.variable_key}`,
          });
      });
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
      s.rules.flatMap((rule) => rule.effects.filter((e) => /^[+-]/.test(e.value)).map((e) => e.variable_key)),
    );
    s.rules.forEach((rule, r) => {
      rule.effects.forEach((effect, e) => {
        if (relativeTargets.has(effect.variable_key) && !/^[+-]/.test(effect.value) && !NUMERIC_VALUE_RE.test(effect.value)) {
          ctx.addIssue({
            code: "custom",
            path: ["rules", r, "effects", e, "value"],
            message: `${effect.variable_key} recibe efectos relativos: el valor absoluto debe ser numérico`,
          });
        }
      });
    });

    const categories = new Set(s.checklist.map((c) => c.category));
    for (const category of REQUIRED_CHECK_CATEGORIES) {
      if (!categories.has(category)) {
        ctx.addIssue({ code: "custom", path: ["checklist"], message: `falta la categoría ${category} en el checklist` });
      }
    }
    const roles = new Set(s.checklist.map((c) => c.role));
    for (const role of CHECK_ROLES) {
      if (!roles.has(role)) {
        ctx.addIssue({ code: "custom", path: ["checklist"], message: `falta el rol ${role} en el checklist` });
      }
    }
  });

export type PresencialScenario = z.infer<typeof presencialScenarioSchema>;
export type PresencialRule = z.infer<typeof ruleSchema>;
export type PresencialIntervention = z.infer<typeof interventionSchema>;
export type PresencialKpi = z.infer<typeof kpiSchema>;
export type PresencialRuleEffect = z.infer<typeof effectSchema>;
export type PresencialScriptStep = z.infer<typeof scriptStepSchema>;
export type PresencialPatientOverview = z.infer<typeof patientOverviewSchema>;

/** In-person content rates a resource's relevance 3 (key) … 1 (background); readings list the lowest stored weight first. */
export const storedResourceWeight = (relevance: number) => (4 - relevance) * 10;
