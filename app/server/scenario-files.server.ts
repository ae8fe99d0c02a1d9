/**
 * 'Exportar': a scenario as stored, written back as a scenario file (db/seed/files.ts), so that an
 * exported file imports to the same scenario and the seed's files export to themselves.
 */
import { asc, eq, sql } from "drizzle-orm";
import {
  caseBriefs,
  caseResources,
  categories,
  questions,
  scenarioCategories,
  scenarioChecklist,
  scenarioItems,
  scenarioPresencial,
  scenarioRules,
  scenarios,
  scenarioSteps,
  scenarioVariables,
  steps,
} from "../../db/schema";
import { SCENARIO_FILE_FORMAT, SCENARIO_FILE_VERSION, type ScenarioFile } from "../../db/seed/files";
import { relevanceOfStored } from "../../db/seed/presencial/schema";
import { batchOf, type Db, type Reader } from "./db.server";

type Online = Extract<ScenarioFile, { modo: "online" }>["escenario"];
type Presencial = Extract<ScenarioFile, { modo: "presencial" }>["escenario"];

/** Optional fields of the format are absent, not null. */
const optional = <K extends string, T>(key: K, value: T | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, T>>;

function headReads(db: Db, scenarioId: number) {
  return [
    db.select().from(scenarios).where(eq(scenarios.id, scenarioId)).limit(1),
    db
      .select({ name: categories.name })
      .from(scenarioCategories)
      .innerJoin(categories, eq(categories.id, scenarioCategories.categoryId))
      .where(eq(scenarioCategories.scenarioId, scenarioId))
      // In the order they were written, which is the file's.
      .orderBy(sql`${scenarioCategories}.rowid`),
    db.select().from(caseResources).where(eq(caseResources.scenarioId, scenarioId)).orderBy(asc(caseResources.id)),
  ] as const;
}

function onlineReads(db: Db, scenarioId: number) {
  return [
    db.select({ brief: caseBriefs.brief }).from(caseBriefs).where(eq(caseBriefs.scenarioId, scenarioId)).limit(1),
    db.select().from(steps).where(eq(steps.scenarioId, scenarioId)).orderBy(asc(steps.stepOrder)),
    db
      .select({ question: questions })
      .from(questions)
      .innerJoin(steps, eq(steps.id, questions.stepId))
      .where(eq(steps.scenarioId, scenarioId))
      .orderBy(asc(questions.questionOrder)),
  ] as const;
}

function presencialReads(db: Db, scenarioId: number) {
  return [
    db.select().from(scenarioPresencial).where(eq(scenarioPresencial.scenarioId, scenarioId)).limit(1),
    db.select().from(scenarioSteps).where(eq(scenarioSteps.scenarioId, scenarioId)).orderBy(asc(scenarioSteps.id)),
    db.select().from(scenarioItems).where(eq(scenarioItems.scenarioId, scenarioId)).orderBy(asc(scenarioItems.id)),
    db.select().from(scenarioVariables).where(eq(scenarioVariables.scenarioId, scenarioId)).orderBy(asc(scenarioVariables.orderIndex)),
    db.select().from(scenarioRules).where(eq(scenarioRules.scenarioId, scenarioId)).orderBy(asc(scenarioRules.id)),
    db.select().from(scenarioChecklist).where(eq(scenarioChecklist.scenarioId, scenarioId)).orderBy(asc(scenarioChecklist.id)),
  ] as const;
}

/**
 * The scenario's file in the given mode, or null when there is no such scenario in that mode: one
 * batch, read through `read` (with the viewer's check, `asViewer`).
 */
export async function exportScenario(
  db: Db,
  scenarioId: number,
  mode: ScenarioFile["modo"],
  read: Reader = batchOf(db),
): Promise<ScenarioFile | null> {
  const envelope = { formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION } as const;
  if (mode === "online") {
    const [[scenario], names, resources, [brief], stepRows, questionRows] = await read([
      ...headReads(db, scenarioId),
      ...onlineReads(db, scenarioId),
    ]);
    if (!scenario || !scenario.mode.includes(mode) || !brief) return null;
    const head = { ...headOf(scenario, names), mode: scenario.mode, max_attempts: scenario.maxAttempts };
    return { ...envelope, modo: "online", escenario: onlineScenario(head, resources, brief.brief, stepRows, questionRows) };
  }
  const [[scenario], names, resources, [overview], ...rest] = await read([
    ...headReads(db, scenarioId),
    ...presencialReads(db, scenarioId),
  ]);
  if (!scenario || !scenario.mode.includes(mode) || !overview) return null;
  return {
    ...envelope,
    modo: "presencial",
    escenario: presencialScenario({ ...headOf(scenario, names), mode: scenario.mode }, resources, overview, ...rest),
  };
}

const headOf = (scenario: typeof scenarios.$inferSelect, names: { name: string }[]) => ({
  slug: scenario.slug,
  title: scenario.title,
  summary: scenario.summary,
  level: scenario.level,
  status: scenario.status,
  estimated_minutes: scenario.estimatedMinutes,
  categories: names.map((row) => row.name),
});

type ResourceRow = typeof caseResources.$inferSelect;
const resourceOf = (row: ResourceRow, weight: number) => ({
  title: row.title,
  url: row.url,
  source: row.source,
  type: row.type,
  year: row.year ?? 0,
  free_access: row.freeAccess,
  weight,
});

function onlineScenario(
  head: object,
  resources: ResourceRow[],
  brief: unknown,
  stepRows: (typeof steps.$inferSelect)[],
  questionRows: { question: typeof questions.$inferSelect }[],
): Online {
  return {
    ...head,
    brief,
    steps: stepRows.map((step) => ({
      description: step.description,
      ...optional("narrative", step.narrative),
      role_specific: step.roleSpecific,
      roles: step.roles,
      questions: questionRows
        .filter(({ question }) => question.stepId === step.id)
        .map(({ question }) => ({
          question_text: question.questionText,
          options: question.options,
          correct_option: question.correctOption,
          explanation: question.explanation,
          roles: question.roles,
          is_critical: question.isCritical,
          hints: question.hints,
          ...optional("time_limit", question.timeLimit),
        })),
    })),
    resources: resources.map((row) => resourceOf(row, row.weight)),
  } as Online;
}

function presencialScenario(
  head: object,
  resources: ResourceRow[],
  overview: typeof scenarioPresencial.$inferSelect,
  stepRows: (typeof scenarioSteps.$inferSelect)[],
  items: (typeof scenarioItems.$inferSelect)[],
  variables: (typeof scenarioVariables.$inferSelect)[],
  rules: (typeof scenarioRules.$inferSelect)[],
  checklist: (typeof scenarioChecklist.$inferSelect)[],
): Presencial {
  const stepKey = new Map(stepRows.map((step) => [step.id, step.key]));
  return {
    ...head,
    patient_overview: overview.patientOverview,
    steps: stepRows.map((step) => ({ key: step.key, name: step.name, order_index: step.orderIndex })),
    items: items.map((item) => ({
      key: item.key,
      step_key: stepKey.get(item.stepId ?? -1) ?? "",
      section: item.section,
      type: item.type,
      label: item.label,
      ...optional("help", item.help),
      ...optional("options", item.options),
      order_index: item.orderIndex,
    })),
    variables: variables.map((variable) => ({
      key: variable.key,
      label: variable.label,
      type: variable.type,
      ...optional("unit", variable.unit),
      initial_value: variable.initialValue,
      ...optional("alarm", variable.alarm),
    })),
    interventions: overview.interventions,
    rules: rules.map((rule) => ({
      key: rule.key,
      ...optional("description", rule.description),
      applies_when: rule.appliesWhen,
      ...optional("after_s", rule.afterS),
      effects: rule.effects,
      order_index: rule.orderIndex,
    })),
    kpis: overview.kpis,
    ...(overview.expectedFindings?.length ? { expected_findings: overview.expectedFindings } : {}),
    checklist: checklist.map((item) => ({
      key: item.key,
      label: item.label,
      category: item.category,
      order_index: item.orderIndex,
      weight: item.weight,
      role: item.role,
    })),
    script: overview.script,
    resources: resources.map((row) => resourceOf(row, relevanceOfStored(row.weight))),
  } as Presencial;
}
