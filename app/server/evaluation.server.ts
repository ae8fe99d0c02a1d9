import { eq } from "drizzle-orm";
import { attempts, profiles } from "../../db/schema";
import { attemptsOfUser, closeStatement } from "../online/attempts.server";
import { criticalsQuery, resourcesQuery } from "./catalog.server";
import { criticalsFromCounts } from "../online/state";
import type { BatchItem } from "drizzle-orm/batch";
import { batchOf, nowIso, readNamed, type Db, type Reader, type UserRef } from "./db.server";
import { presencialRowsFrom, presencialRowsReads } from "../presencial/store.server";
import { reflectionsOfQuery } from "../presencial/reflection.server";

/**
 * The evaluation of one user: who, their attempts with criticals, readings for the scenarios they
 * tried, and their in-person sessions, in one batch (with `also`, statements of the caller's own
 * that run after them in the same transaction, such as the audit of an administrator's look).
 */
export async function evaluationData(db: Db, userId: UserRef, read: Reader = batchOf(db), also: readonly BatchItem<"sqlite">[] = []) {
  const tried = db.selectDistinct({ id: attempts.scenarioId }).from(attempts).where(eq(attempts.userId, userId));
  const { person, rows, criticals, readings, presencial, reflections } = await readNamed(read, {
    // Whoever looks closes what ran out of time (decision 0035).
    expired: closeStatement(db, { expired: { userId } }, nowIso()),
    person: db
      .select({ id: profiles.id, nombre: profiles.nombre, apellidos: profiles.apellidos, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1),
    rows: attemptsOfUser(db, userId),
    criticals: criticalsQuery(db, userId),
    readings: resourcesQuery(db, tried),
    presencial: presencialRowsReads(db, userId),
    reflections: reflectionsOfQuery(db, userId),
    also,
  });
  const closed = new Set(rows.filter((row) => row.finishedAt !== null).map((row) => row.id));
  return {
    person: person[0] ?? null,
    attempts: rows,
    criticals: new Map(criticals.map(({ attemptId, ...counts }) => [attemptId, criticalsFromCounts(counts, closed.has(attemptId))])),
    readings,
    presencial: presencialRowsFrom(presencial),
    // The person's reflections on their sessions (decision 0044): the page shows them to the person alone.
    reflections,
  };
}
