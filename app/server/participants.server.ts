import { inArray } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { canLinkUser } from "../domain/presencial";
import { PARTICIPANT_MESSAGES } from "../domain/presencial-forms";
import type { Db } from "./db.server";
import type { Participant } from "./presencial.server";

/** Each linked user must exist and have the participant's role (admins for the instructor). */
export async function checkLinks(db: Db, participants: Participant[]): Promise<string | null> {
  const ids = participants.flatMap((p) => (p.userId ? [p.userId] : []));
  if (ids.length === 0) return null;
  const users = await db.select({ id: profiles.id, rol: profiles.rol, isAdmin: profiles.isAdmin }).from(profiles).where(inArray(profiles.id, ids));
  const byId = new Map(users.map((u) => [u.id, u]));
  const bad = participants.find((p) => p.userId && (!byId.has(p.userId) || !canLinkUser(p.role, byId.get(p.userId)!)));
  return bad ? PARTICIPANT_MESSAGES.link : null;
}
