/**
 * 'Exportar': a scenario's newest version, the file exactly as it was published (app/scenario-format/files.ts),
 * so that an exported file imports to the same scenario and the seed's files export to themselves.
 * Rows kept only for attempts still running on an earlier version are never part of it.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { scenarioVersions } from "../../db/schema";
import type { ScenarioFile } from "../scenario-format/files";
import { batchOf, type Db, type Reader } from "./db.server";

export async function exportScenario(
  db: Db,
  scenarioId: number,
  mode: ScenarioFile["modo"],
  read: Reader = batchOf(db),
  adminId: SQL = sql`1`,
): Promise<ScenarioFile | null> {
  const [[newest]] = await read([
    db
      .select({ file: scenarioVersions.file })
      .from(scenarioVersions)
      .where(and(eq(scenarioVersions.scenarioId, scenarioId), eq(scenarioVersions.mode, mode), sql`${adminId} is not null`))
      .orderBy(desc(scenarioVersions.number))
      .limit(1),
  ]);
  return newest?.file ?? null;
}
