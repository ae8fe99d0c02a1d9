/**
 * Publishes scenario files: the studio's 'Publicar' (publishScenarioFile) and the seed, which publishes the
 * catalogue of db/seed (db/seed/catalogue.ts reads it; seedCatalogue). Idempotent: scenarios are
 * matched by slug, steps by their order, questions by their order within the step. Content is
 * updated in place, so users' attempts keep pointing at the same questions; a step or question
 * that content no longer has is removed only when nobody has answered it and no attempt at the scenario is open.
 */
import { and, desc, eq, gt, inArray, isNull, notExists, notInArray, sql } from "drizzle-orm";
import type { Db } from "../server/db.server";
import {
  attemptAnswers,
  attempts,
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
  scenarioVersions,
  scenarioVariables,
  sessionChecklist,
  sessionVariables,
  steps,
} from "../../db/schema";
import { questionColumns } from "./online-columns";
import { DEFAULT_PASS_MARK } from "../domain/attempts";
import { OnlineScenarioSchema, type OnlineScenario } from "./online";
import type { ScenarioFile } from "./files";
import { presencialScenarioSchema, storedResourceWeight, type PresencialScenario } from "../presencial/format";
import { definitionRows } from "../presencial/rows";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The scenario row and its categories: shared by the online and in-person catalogues. */
async function upsertScenario(
  tx: Tx,
  scenario: {
    slug: string;
    title: string;
    summary: string;
    level: "basico" | "medio" | "avanzado";
    mode: ("online" | "presencial")[];
    status: string;
    estimated_minutes: number;
    max_attempts?: number;
    pass_mark?: number;
    categories: readonly string[];
  },
): Promise<number> {
  const values = {
    slug: scenario.slug,
    title: scenario.title,
    summary: scenario.summary,
    level: scenario.level,
    mode: scenario.mode,
    status: scenario.status,
    estimatedMinutes: scenario.estimated_minutes,
    maxAttempts: scenario.max_attempts ?? 3,
    passMark: scenario.pass_mark ?? DEFAULT_PASS_MARK,
  };
  const [{ id }] = await tx
    .insert(scenarios)
    .values(values)
    .onConflictDoUpdate({ target: scenarios.slug, set: { ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` } })
    .returning({ id: scenarios.id });
  const wanted = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.name, [...scenario.categories]));
  if (wanted.length !== scenario.categories.length)
    throw new Error(`${scenario.slug}: unknown category in ${scenario.categories.join(", ")}`);
  await tx.delete(scenarioCategories).where(eq(scenarioCategories.scenarioId, id));
  // In the file's order: the rows' insertion order is how an export gives them back.
  await tx
    .insert(scenarioCategories)
    .values(scenario.categories.map((name) => ({ scenarioId: id, categoryId: wanted.find((category) => category.name === name)!.id })));
  return id;
}

async function seedOnlineScenario(tx: Tx, input: OnlineScenario): Promise<number> {
  const scenario = OnlineScenarioSchema.parse(input);
  const scenarioId = await upsertScenario(tx, scenario);
  await tx
    .insert(caseBriefs)
    .values({ scenarioId, brief: scenario.brief })
    .onConflictDoUpdate({ target: caseBriefs.scenarioId, set: { brief: scenario.brief } });
  await tx.delete(caseResources).where(eq(caseResources.scenarioId, scenarioId));
  await tx.insert(caseResources).values(
    scenario.resources.map((resource) => ({
      scenarioId,
      title: resource.title,
      url: resource.url,
      source: resource.source,
      type: resource.type,
      year: resource.year,
      freeAccess: resource.free_access,
      weight: resource.weight,
    })),
  );

  // An attempt still running on the version before keeps asking the questions it had (decision 0019): while one is open, a
  // question or step this version drops stays (new attempts do not see it: content.server.ts reads the newest version's shape).
  const noOpenAttempt = notExists(
    tx
      .select()
      .from(attempts)
      .where(and(eq(attempts.scenarioId, scenarioId), isNull(attempts.finishedAt))),
  );
  for (const [stepIndex, step] of scenario.steps.entries()) {
    const stepValues = {
      scenarioId,
      stepOrder: stepIndex + 1,
      description: step.description,
      narrative: step.narrative ?? null,
      roleSpecific: step.role_specific,
      roles: step.roles,
    };
    const [{ id: stepId }] = await tx
      .insert(steps)
      .values(stepValues)
      .onConflictDoUpdate({ target: [steps.scenarioId, steps.stepOrder], set: stepValues })
      .returning({ id: steps.id });
    for (const [questionIndex, question] of step.questions.entries()) {
      const questionValues = {
        stepId,
        questionOrder: questionIndex + 1,
        ...questionColumns(question),
      };
      await tx
        .insert(questions)
        .values(questionValues)
        .onConflictDoUpdate({ target: [questions.stepId, questions.questionOrder], set: questionValues });
    }
    await tx
      .delete(questions)
      .where(
        and(
          eq(questions.stepId, stepId),
          gt(questions.questionOrder, step.questions.length),
          notExists(tx.select().from(attemptAnswers).where(eq(attemptAnswers.questionId, questions.id))),
          noOpenAttempt,
        ),
      );
  }
  const staleSteps = tx
    .select({ id: steps.id })
    .from(steps)
    .where(and(eq(steps.scenarioId, scenarioId), gt(steps.stepOrder, scenario.steps.length)));
  await tx
    .delete(steps)
    .where(
      and(
        inArray(steps.id, staleSteps),
        notExists(
          tx
            .select()
            .from(attemptAnswers)
            .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
            .where(eq(questions.stepId, steps.id)),
        ),
        noOpenAttempt,
      ),
    );
  return scenarioId;
}

/** Upserts rows keyed by (scenario, key) and removes the ones content no longer has, unless a session used them. */
async function syncKeyed<T extends { key: string }>(
  tx: Tx,
  table: typeof scenarioSteps | typeof scenarioItems | typeof scenarioVariables | typeof scenarioRules | typeof scenarioChecklist,
  scenarioId: number,
  rows: T[],
  usedBy?: {
    table: typeof sessionVariables | typeof sessionChecklist;
    column: typeof sessionVariables.variableId | typeof sessionChecklist.itemId;
  },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const row of rows) {
    const values = { ...row, scenarioId };
    const [{ id }] = await tx
      .insert(table)
      .values(values as never)
      .onConflictDoUpdate({ target: [table.scenarioId, table.key], set: values as never })
      .returning({ id: table.id });
    ids.set(row.key, id);
  }
  const keep = [...ids.keys()];
  await tx
    .delete(table)
    .where(
      and(
        eq(table.scenarioId, scenarioId),
        keep.length ? notInArray(table.key, keep) : undefined,
        usedBy ? notExists(tx.select().from(usedBy.table).where(eq(usedBy.column, table.id))) : undefined,
      ),
    );
  return ids;
}

async function seedPresencialScenario(tx: Tx, input: PresencialScenario): Promise<number> {
  const scenario = presencialScenarioSchema.parse(input);
  const scenarioId = await upsertScenario(tx, scenario);
  const rows = definitionRows(scenario);
  const overview = { scenarioId, ...rows.presencial };
  await tx.insert(scenarioPresencial).values(overview).onConflictDoUpdate({ target: scenarioPresencial.scenarioId, set: overview });
  const stepIds = await syncKeyed(tx, scenarioSteps, scenarioId, rows.steps);
  await syncKeyed(
    tx,
    scenarioItems,
    scenarioId,
    rows.items.map(({ stepKey, ...item }) => ({ ...item, stepId: stepIds.get(stepKey)! })),
  );
  await syncKeyed(tx, scenarioVariables, scenarioId, rows.variables, { table: sessionVariables, column: sessionVariables.variableId });
  await syncKeyed(tx, scenarioRules, scenarioId, rows.rules);
  await syncKeyed(tx, scenarioChecklist, scenarioId, rows.checklist, { table: sessionChecklist, column: sessionChecklist.itemId });
  await tx.delete(caseResources).where(eq(caseResources.scenarioId, scenarioId));
  await tx.insert(caseResources).values(
    scenario.resources.map((r) => ({
      scenarioId,
      title: r.title,
      url: r.url,
      source: r.source,
      type: r.type,
      year: r.year,
      freeAccess: r.free_access,
      weight: storedResourceWeight(r.weight),
    })),
  );
  return scenarioId;
}

/**
 * 'Publicar': applies a scenario file to the live tables and records it as the scenario's next
 * version, in the caller's transaction. `publishedBy` is the administrator, or null for the seed.
 */
export async function publishScenarioFile(
  tx: Tx,
  file: ScenarioFile,
  publishedBy: string | null,
): Promise<{ scenarioId: number; number: number }> {
  const scenarioId =
    file.modo === "online" ? await seedOnlineScenario(tx, file.escenario) : await seedPresencialScenario(tx, file.escenario);
  const [latest] = await tx
    .select({ number: sql<number>`max(${scenarioVersions.number})` })
    .from(scenarioVersions)
    .where(and(eq(scenarioVersions.scenarioId, scenarioId), eq(scenarioVersions.mode, file.modo)));
  const number = (latest?.number ?? 0) + 1;
  await tx.insert(scenarioVersions).values({ scenarioId, mode: file.modo, number, file, publishedBy });
  return { scenarioId, number };
}

/**
 * The seed catalogue (a deployment's files): each file is published as a new version when it
 * differs from the scenario's newest one, unless an administrator published that one from the
 * studio: from then on the scenario is the studio's, and a deployment does not overwrite it.
 */
export async function seedCatalogue(db: Db, files: readonly ScenarioFile[]) {
  for (const file of files) {
    await db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ file: scenarioVersions.file, publishedBy: scenarioVersions.publishedBy })
        .from(scenarioVersions)
        .innerJoin(scenarios, eq(scenarios.id, scenarioVersions.scenarioId))
        .where(and(eq(scenarios.slug, file.escenario.slug), eq(scenarioVersions.mode, file.modo)))
        .orderBy(desc(scenarioVersions.number))
        .limit(1);
      if (latest && (latest.publishedBy !== null || JSON.stringify(latest.file) === JSON.stringify(file))) return;
      await publishScenarioFile(tx, file, null);
    });
  }
}
