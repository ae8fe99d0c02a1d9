/**
 * One room per public code. It keeps the latest snapshot in its storage (so a restart or a
 * hibernation loses nothing), sends it to every screen that connects, and relays newer ones
 * pushed by the Worker after a database write. Sockets are read-only: messages are ignored.
 */
import { Server, type Connection } from "partyserver";
import { HEARTBEAT_PING, HEARTBEAT_PONG } from "./vocabulary";
import { snapshotSchema, type Snapshot } from "./protocol";

const KEY = "snapshot";

export class Room extends Server {
  static options = { hibernate: true };

  #snapshot: Snapshot | null = null;

  async onStart() {
    // Screens' heartbeats are answered by the runtime itself, even while the room hibernates.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT_PING, HEARTBEAT_PONG));
    this.#snapshot = (await this.ctx.storage.get<Snapshot>(KEY)) ?? null;
  }

  #message(snapshot: Snapshot) {
    return JSON.stringify({ snapshot, now: Date.now() });
  }

  onConnect(connection: Connection) {
    if (this.#snapshot) connection.send(this.#message(this.#snapshot));
  }

  onMessage() {
    // Screens only listen; every change goes through the instructor's actions and the database.
  }

  async onRequest(request: Request): Promise<Response> {
    if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
    const parsed = snapshotSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return new Response("Bad snapshot", { status: 400 });
    const incoming = parsed.data;
    if (!this.#snapshot || incoming.version > this.#snapshot.version) {
      this.#snapshot = incoming;
      // The database already holds the change: screens get it first. The stored copy only spares a
      // restarted room a read; a snapshot over storage's value limit (a large patient model) is
      // still broadcast, and a restarted room's screens catch up from the database.
      this.broadcast(this.#message(incoming));
      try {
        await this.ctx.storage.put(KEY, incoming, { allowUnconfirmed: true });
      } catch (error) {
        console.error(`room ${incoming.code}: snapshot not stored`, error);
      }
    }
    return Response.json({ version: this.#snapshot.version });
  }
}
