/**
 * One room per public code: the session's actor (docs/decisions/0033). Console commands reach it
 * from the Worker through partyserver's typed API (`getServerByName` and the `command` method).
 * The room applies them one at a time in arrival order, on the session's state it keeps in memory
 * (read from the database when it starts or when its state went stale). Each command writes in one
 * database round trip, behind a guard on the state's version and the sender's right; then the room
 * broadcasts the new snapshot to every screen and answers. Nothing is broadcast or acknowledged
 * before it is written. The latest snapshot is also kept in storage, so that a restarted room
 * greets screens at once. Sockets are read-only: messages are ignored.
 */
import { Server, type Connection } from "partyserver";
import { instructorRefusal, type InstructorRefusal } from "../server/guards.server";
import { createDb, type Db } from "../server/db.server";
import { readEnv } from "../server/env.server";
import type { Viewer } from "../server/session.server";
import type { Command } from "./planner";
import { withoutPatient } from "./message";
import type { Snapshot } from "./protocol";
import { runCommand, type CommandDone, type CommandRefused, type SessionMemory } from "./store.server";
import { HEARTBEAT_PING, HEARTBEAT_PONG } from "./vocabulary";

const KEY = "snapshot";

/** A console command as the Worker hands it over: the sender is known by their session token only. */
export type RoomCommand = { sessionId: string; scenarioId: number; commandId?: string; tokenHash: string; command: Command };
export type RoomAnswer = CommandDone | CommandRefused | { ok: false; viewer: InstructorRefusal };

/** Thrown inside the room by the sender's check; answered as the refusal, never as an error. */
class Unadmitted {
  constructor(readonly refusal: InstructorRefusal) {}
}
const admit = (viewer: Viewer | null) => {
  const refusal = instructorRefusal(viewer);
  if (refusal) throw new Unadmitted(refusal);
  return viewer!;
};

export class Room extends Server {
  static options = { hibernate: true };

  #snapshot: Snapshot | null = null;
  #db: Db | null = null;
  #memory: SessionMemory = { context: null };
  /** The commands waiting for this one: each starts when the one before it has answered. */
  #queue: Promise<unknown> = Promise.resolve();

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
    // Screens only listen; every change goes through the instructor's commands and the database.
  }

  /** One console command, after every command that arrived before it. */
  command(input: RoomCommand): Promise<RoomAnswer> {
    const turn = this.#queue.then(() => this.#run(input));
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  async #run(input: RoomCommand): Promise<RoomAnswer> {
    const env = readEnv(this.env as Record<string, unknown>);
    this.#db ??= createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
    let result: CommandDone | CommandRefused;
    try {
      result = await runCommand(
        this.#db,
        {
          sessionId: input.sessionId,
          scenarioId: input.scenarioId,
          publicCode: this.name,
          commandId: input.commandId,
          gate: { tokenHash: input.tokenHash, admit },
        },
        input.command,
        this.#memory,
      );
    } catch (thrown) {
      if (thrown instanceof Unadmitted) return { ok: false, viewer: thrown.refusal };
      throw thrown;
    }
    if (result.ok && result.snapshot) await this.#publish(result.snapshot);
    return result;
  }

  /** The database already holds the change: screens get it first, then the room's storage. */
  async #publish(snapshot: Snapshot) {
    if (this.#snapshot && snapshot.version <= this.#snapshot.version) return;
    this.#snapshot = snapshot;
    // Every screen holds the patient already (from its page or on connecting): the broadcast leaves it out.
    this.broadcast(this.#message(withoutPatient(snapshot)));
    // The stored copy only spares a restarted room a read; one over storage's value limit (a large
    // patient model) is still broadcast, and a restarted room's screens catch up from the database.
    try {
      await this.ctx.storage.put(KEY, snapshot, { allowUnconfirmed: true });
    } catch (error) {
      console.error(`room ${snapshot.code}: snapshot not stored`, error);
    }
  }
}
