/** What screens import: no zod here, so that the projection's JavaScript stays light. */
import type { RoomMessage, Snapshot } from "./protocol";

/** A screen's check of its room's message (the room built the snapshot from the database's rows). */
export function readRoomMessage(text: string): RoomMessage | null {
  try {
    const message = JSON.parse(text) as RoomMessage;
    const s = message?.snapshot;
    const ok =
      typeof message.now === "number" && typeof s?.version === "number" && typeof s.code === "string" && Array.isArray(s.variables);
    return ok ? message : null;
  } catch {
    return null;
  }
}

/**
 * A snapshot from a room's broadcast, completed with the patient the screen already holds (the
 * room sends it once per connection). Without one to take, the screen shows the values the server
 * computed, as a screen without JavaScript does.
 */
export function withHeldPatient(next: Snapshot, held: Snapshot): Snapshot {
  if (!next.live || next.live.patient) return next;
  const patient = held.live?.patient;
  return { ...next, live: patient ? { ...next.live, patient } : null };
}

/** The snapshot as a room broadcasts it: without the patient, which every screen already holds. */
export function withoutPatient(snapshot: Snapshot): Snapshot {
  if (!snapshot.live) return snapshot;
  const { patient: _held, ...rest } = snapshot.live;
  return { ...snapshot, live: rest as Snapshot["live"] };
}

/** The party name under /parties/… and the binding of the Durable Object class. */
export const ROOM_PARTY = "room";

/** The query parameter of a screen's proof that its code was found (screen-proof.server.ts). */
export const SCREEN_PROOF_PARAM = "t";
