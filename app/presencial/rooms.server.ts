import type { AppContext } from "../server/context.server";
import type { Room, RoomAnswer, RoomCommand } from "./room";

/**
 * Hands a console command to its code's room, which decides it on the session's state, writes it,
 * broadcasts it to every screen and answers (docs/decisions/0033). Null where no room runs (Node
 * scripts and tests): the caller runs the command itself.
 */
export async function commandInRoom(app: AppContext, code: string, input: RoomCommand): Promise<RoomAnswer | null> {
  if (!app.rooms) return null;
  // Loaded only where rooms exist: partyserver needs the Workers runtime ('cloudflare:workers').
  const { getServerByName } = await import("partyserver");
  const room = await getServerByName(app.rooms as unknown as DurableObjectNamespace<Room>, code);
  return room.command(input);
}
