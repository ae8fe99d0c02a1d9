/**
 * The one scenario mapper: an in-person case file as the rows its definitions are stored in, and
 * those rows (with their ids) as the engine reads them. Publishing writes `definitionRows`; the
 * studio's preview numbers the same rows 1, 2… in the file's order; a session's store reads the
 * stored rows. All three reach the engine through `engineScenario` (docs/decisions/0030).
 */
import type { PresencialScenario } from "./format";
import type { EngineScenario } from "./planner";

/** The rows of a case's definitions, without ids (items name their phase by key). */
export function definitionRows(scenario: PresencialScenario) {
  return {
    presencial: {
      patientOverview: scenario.patient_overview,
      script: scenario.script,
      interventions: scenario.interventions,
      kpis: scenario.kpis,
      expectedFindings: scenario.expected_findings ?? [],
    },
    steps: scenario.steps.map((s) => ({ key: s.key, name: s.name, orderIndex: s.order_index })),
    items: scenario.items.map((i) => ({
      key: i.key,
      stepKey: i.step_key,
      section: i.section,
      type: i.type,
      label: i.label,
      help: i.help ?? null,
      options: i.options ?? null,
      orderIndex: i.order_index,
    })),
    variables: scenario.variables.map((v, index) => ({
      key: v.key,
      label: v.label,
      type: v.type,
      unit: v.unit ?? null,
      initialValue: v.initial_value,
      orderIndex: index,
      alarm: v.alarm ?? null,
      image: v.image ?? null,
    })),
    rules: scenario.rules.map((r) => ({
      key: r.key,
      description: r.description ?? null,
      appliesWhen: r.applies_when,
      afterS: r.after_s ?? null,
      effects: r.effects,
      orderIndex: r.order_index,
    })),
    checklist: scenario.checklist.map((c) => ({
      key: c.key,
      label: c.label,
      category: c.category,
      orderIndex: c.order_index,
      weight: c.weight,
      role: c.role,
    })),
  };
}

/** What the engine needs of the stored definitions: each list's rows with their ids (rules with their order). */
export type StoredDefinitions = Omit<EngineScenario, "rules"> & {
  rules: readonly (EngineScenario["rules"][number] & { orderIndex: number })[];
};

/** The stored definitions as the engine reads them (rules in their order). */
export function engineScenario(stored: StoredDefinitions): EngineScenario {
  return {
    weightKg: stored.weightKg,
    model: stored.model,
    interventions: stored.interventions,
    rules: [...stored.rules]
      .sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id)
      .map(({ id, key, description, appliesWhen, afterS, effects }) => ({ id, key, description, appliesWhen, afterS, effects })),
    steps: stored.steps.map(({ id, key, name }) => ({ id, key, name })),
    checklist: stored.checklist.map(({ id, label }) => ({ id, label })),
    items: stored.items.map(({ id, type, label, options }) => ({ id, type, label, options })),
    script: stored.script,
    variables: stored.variables.map(({ id, key, label, unit }) => ({ id, key, label, unit })),
  };
}

const numbered = <T>(rows: readonly T[]) => rows.map((row, index) => ({ ...row, id: index + 1, scenarioId: 0 }));

/** A draft's rows as a store would hold them, numbered 1, 2… in the file's order (the preview's session). */
export function numberedRows(draft: PresencialScenario) {
  const rows = definitionRows(draft);
  const steps = numbered(rows.steps);
  return {
    ...rows,
    steps,
    items: numbered(rows.items).map((item) => ({ ...item, stepId: steps.find((step) => step.key === item.stepKey)?.id ?? null })),
    variables: numbered(rows.variables),
    rules: numbered(rows.rules),
    checklist: numbered(rows.checklist),
  };
}

/** A draft's definitions as the engine reads a stored session's. */
export function draftDefinitions(draft: PresencialScenario): StoredDefinitions {
  const rows = numberedRows(draft);
  return {
    weightKg: draft.patient_overview.weightKg,
    model: draft.model ?? null,
    interventions: rows.presencial.interventions,
    script: rows.presencial.script,
    steps: rows.steps,
    items: rows.items,
    variables: rows.variables,
    rules: rows.rules,
    checklist: rows.checklist,
  };
}
