import { eq } from "drizzle-orm";
import { attempts, profiles } from "../../db/schema";
import { attemptsOfUser } from "./attempts.server";
import { criticalsQuery, resourcesQuery } from "./catalog.server";
import { criticalsFromCounts } from "../domain/attempt-state";
import type { Db } from "./db.server";
import { presencialRowsOf } from "./presencial.server";

/** The evaluation of one user: who, their attempts with criticals, and readings for the scenarios they tried. */
export async function evaluationData(db: Db, userId: string) {
  const tried = db.selectDistinct({ id: attempts.scenarioId }).from(attempts).where(eq(attempts.userId, userId));
  const [person, rows, criticals, readings] = await db.batch([
    db.select({ id: profiles.id, nombre: profiles.nombre, apellidos: profiles.apellidos, email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).limit(1),
    attemptsOfUser(db, userId),
    criticalsQuery(db, userId),
    resourcesQuery(db, tried),
  ]);
  const presencial = await presencialRowsOf(db, userId).catch((error) => {
    console.error("presencial rows:", error);
    return null;
  });
  const closed = new Set(rows.filter((row) => row.finishedAt !== null).map((row) => row.id));
  return {
    person: person[0] ?? null,
    attempts: rows,
    criticals: new Map(criticals.map(({ attemptId, ...counts }) => [attemptId, criticalsFromCounts(counts, closed.has(attemptId))])),
    readings,
    presencial,
  };
}
