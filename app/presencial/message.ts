/** What screens import: no zod here, so that the projection's JavaScript stays light. */
import type { RoomMessage } from "./protocol";

/** A screen's check of its room's message (the room validated the snapshot when it came in). */
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

/** The party name under /parties/… and the binding of the Durable Object class. */
export const ROOM_PARTY = "room";

/** The query parameter of a screen's proof that its code was found (screen-proof.server.ts). */
export const SCREEN_PROOF_PARAM = "t";
