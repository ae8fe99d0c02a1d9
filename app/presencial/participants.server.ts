import { inArray } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { canLinkUser } from "./vocabulary";
import { PARTICIPANT_MESSAGES } from "./forms";
import type { Db } from "../server/db.server";
import type { Participant } from "./store.server";

/**
 * Each linked user must exist, be confirmed and approved, and have the participant's role (admins
 * for the instructor). A read before the write is enough here: confirmation and approval are never
 * undone, so what passes now still holds when the batch lands.
 */
async function checkLinks(db: Db, participants: Participant[]): Promise<string | null> {
  const ids = participants.flatMap((p) => (p.userId ? [p.userId] : []));
  if (ids.length === 0) return null;
  const users = await db
    .select({ id: profiles.id, rol: profiles.rol, isAdmin: profiles.isAdmin, verifiedAt: profiles.verifiedAt, approved: profiles.approved })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  const byId = new Map(users.map((u) => [u.id, u]));
  const linked = participants.flatMap((p) => (p.userId ? [{ role: p.role, user: byId.get(p.userId) }] : []));
  if (linked.some(({ user }) => !user || user.verifiedAt === null || !user.approved)) return PARTICIPANT_MESSAGES.notLinkable;
  return linked.some(({ role, user }) => !canLinkUser(role, user!)) ? PARTICIPANT_MESSAGES.link : null;
}

/** A posted participant list the writers refuse; routes answer 400 with its (Spanish) message. */
export class ParticipantLinkError extends Error {
  readonly status = 400;
}

/** Called by every function that writes participants, so no route can skip the check. */
export async function assertLinkable(db: Db, participants: Participant[]): Promise<void> {
  const problem = await checkLinks(db, participants);
  if (problem) throw new ParticipantLinkError(problem);
}
