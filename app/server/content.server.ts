/**
 * Published content (the catalogue, categories, briefs, readings, steps and questions) changes only
 * when someone edits it, so pages do not read it from the database on every request: the isolate
 * keeps it in memory as plain data, keyed by the content's version (`content_version`, kept by
 * triggers). A page reads the version in the batch it sends anyway; only when the version moved on
 * does it pay a second round trip to load the content again. Nothing here holds an I/O object.
 */
import { asc, eq, sql } from "drizzle-orm";
import { caseBriefs, caseResources, contentVersion, questions, steps } from "../../db/schema";
import type { CatalogScenario } from "../domain/catalog";
import type { CaseBrief } from "../scenario-format/online";
import { catalogQuery, categoryNamesQuery, toCatalog } from "./catalog.server";
import { namedBatch, type Db } from "./db.server";
import { failedName } from "./failures.server";

/** The version of the content: one statement for a page's batch. */
export function contentVersionQuery(db: Db) {
  return db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
}

export type VersionRows = Awaited<ReturnType<typeof contentVersionQuery>>;

function stepsQuery(db: Db) {
  return db
    .select({
      scenarioId: steps.scenarioId,
      stepId: steps.id,
      stepOrder: steps.stepOrder,
      description: steps.description,
      narrative: steps.narrative,
      stepRoles: steps.roles,
      id: questions.id,
      questionOrder: questions.questionOrder,
      questionText: questions.questionText,
      options: questions.options,
      correctOption: questions.correctOption,
      explanation: questions.explanation,
      roles: questions.roles,
      isCritical: questions.isCritical,
      hints: questions.hints,
      timeLimit: questions.timeLimit,
    })
    .from(steps)
    .innerJoin(questions, eq(questions.stepId, steps.id))
    .orderBy(asc(steps.scenarioId), asc(steps.stepOrder), asc(questions.questionOrder));
}

export type StepQuestionRow = Awaited<ReturnType<typeof stepsQuery>>[number];

/**
 * Per online scenario, how many questions each step of its newest published version has (one JSON
 * array of counts, in step order). Publishing keeps the rows of a question or step the new version
 * dropped while an attempt may still need them (app/scenario-format/publish.server.ts); these counts say which rows the
 * newest version has, so that new attempts never see the kept ones.
 */
function newestShapesQuery(db: Db) {
  return db.all<{ scenarioId: number; counts: string }>(sql`
    select v.scenario_id as scenarioId,
           (select json_group_array(coalesce(json_array_length(s.value, '$.questions'), 0)) from json_each(v.file, '$.escenario.steps') s) as counts
    from scenario_versions v
    where v.id in (select max(id) from scenario_versions where mode = 'online' group by scenario_id)`);
}

/** The rows the newest version has: a step and question within its counts (every row, for a scenario without a version). */
function inNewest(rows: StepQuestionRow[], shapes: { scenarioId: number; counts: string }[]) {
  const counts = new Map(shapes.map((shape) => [shape.scenarioId, JSON.parse(shape.counts) as number[]]));
  return rows.filter((row) => {
    const perStep = counts.get(row.scenarioId);
    return !perStep || row.questionOrder <= (perStep[row.stepOrder - 1] ?? 0);
  });
}
type Resource = typeof caseResources.$inferSelect;

export type Content = {
  version: number;
  catalog: CatalogScenario[];
  categories: string[];
  briefs: Map<number, CaseBrief>;
  /** Per scenario, ordered by weight then title. */
  resources: Map<number, Resource[]>;
  /** Per scenario, the joined step and question rows of its newest version, in order. */
  steps: Map<number, StepQuestionRow[]>;
  /**
   * Per scenario, every step and question row it has, in order: the newest version's and those kept
   * for attempts that run on an older one (the question ids an older version's positions map to).
   */
  allSteps: Map<number, StepQuestionRow[]>;
};

let kept: Content | null = null;

function byScenario<T extends { scenarioId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.scenarioId, [...(map.get(row.scenarioId) ?? []), row]);
  return map;
}

/** What each read of the content's batch is part of: the part that failed, when loading it failed. */
const PART_OF = {
  version: "version",
  catalog: "scenarios",
  categories: "categories",
  briefs: "briefs",
  resources: "resources",
  steps: "steps",
  shapes: "steps",
} as const;
type Part = (typeof PART_OF)[keyof typeof PART_OF];
const PARTS = new Map<string, Part>(Object.entries(PART_OF));

/** Loading the content failed; `part` says what was being read, for the screen's words. */
export class ContentUnavailable extends Error {
  constructor(
    readonly part: Part,
    options: { cause: unknown },
  ) {
    super(`content unavailable: ${part}`, options);
  }
}

/** Reads all of it in one batch (one transaction: one version). */
async function loadContent(db: Db): Promise<Content> {
  let read;
  try {
    read = await namedBatch(db, {
      version: contentVersionQuery(db),
      catalog: catalogQuery(db),
      categories: categoryNamesQuery(db),
      briefs: db.select({ scenarioId: caseBriefs.scenarioId, brief: caseBriefs.brief }).from(caseBriefs),
      resources: db.select().from(caseResources).orderBy(asc(caseResources.weight), asc(caseResources.title)),
      steps: stepsQuery(db),
      shapes: newestShapesQuery(db),
    });
  } catch (error) {
    throw new ContentUnavailable(PARTS.get(failedName(error) ?? "version") ?? "version", { cause: error });
  }
  const {
    version,
    catalog: catalogRows,
    categories: categoryRows,
    briefs: briefRows,
    resources: resourceRows,
    steps: stepRows,
    shapes,
  } = read;
  return {
    version: version[0]?.version ?? 0,
    catalog: toCatalog(catalogRows),
    categories: categoryRows.map((row) => row.name),
    briefs: new Map(briefRows.map((row) => [row.scenarioId, row.brief])),
    resources: byScenario(resourceRows),
    steps: byScenario(inNewest(stepRows, shapes)),
    allSteps: byScenario(stepRows),
  };
}

/**
 * The content at `version` (read by the caller's batch): from memory when this isolate holds that
 * version, otherwise loaded again (one more round trip) and kept unless a newer one is kept already.
 */
export async function contentAt(db: Db, versionRows: VersionRows): Promise<Content> {
  const version = versionRows[0]?.version ?? 0;
  if (kept && kept.version === version) return kept;
  const loaded = await loadContent(db);
  if (!kept || loaded.version >= kept.version) kept = loaded;
  return loaded;
}

/** The content this isolate holds (it may be behind), or, in a fresh isolate, the content as it is now. */
export async function keptContent(db: Db): Promise<Content> {
  return kept ?? currentContent(db);
}

/** The content as it is now: a round trip for the version, and one more only when it moved on. */
export async function currentContent(db: Db): Promise<Content> {
  return contentAt(db, await contentVersionQuery(db));
}
