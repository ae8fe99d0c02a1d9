import type { Snapshot } from "./protocol";
import type { AppContext } from "../server/context.server";

/**
 * Hands the new public snapshot to the code's room, which stores it and relays it to every
 * screen. The database already holds the change: a failed push is retried once and logged;
 * screens that miss it catch up from the database (on reconnect, and every 3 s while offline).
 */
export async function pushSnapshot(app: AppContext, snapshot: Snapshot | null): Promise<void> {
  if (!snapshot || !app.rooms) return;
  const stub = app.rooms.get(app.rooms.idFromName(snapshot.code));
  const body = JSON.stringify(snapshot);
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const response = await stub.fetch(`https://rooms.internal/parties/room/${snapshot.code}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-partykit-room": snapshot.code },
        body,
      });
      if (response.ok) return;
      console.error(`room ${snapshot.code}: push answered ${response.status}`);
    } catch (error) {
      console.error(`room ${snapshot.code}: push failed (try ${attempt})`, error);
    }
  }
}
