/**
 * One room per public code: the session's actor (docs/decisions/0033). Console commands reach it
 * from the Worker through partyserver's typed API (`getServerByName` and the `command` method).
 * The room applies them in arrival order, on the session's state it keeps in memory (read from the
 * database when it starts or when its state went stale). A command writes in one database round
 * trip, behind a guard on the state's version and the sender's right; commands that queued behind a
 * write are decided in turn and written together in one such round trip. Then the room broadcasts
 * the new snapshot to every screen and answers. Nothing is broadcast or acknowledged
 * before it is written. The latest snapshot is also kept in storage, so that a restarted room
 * greets screens at once. Sockets cannot change the session: the one message a screen may send is
 * its own sound (a projection's), which the room keeps on that socket and sums up for the consoles
 * (docs/decisions/0039).
 */
import { Server, type Connection } from "partyserver";
import { instructorRefusal, type InstructorRefusal } from "../server/guards.server";
import { createDb, type Db } from "../server/db.server";
import { readEnv } from "../server/env.server";
import type { Viewer } from "../server/session.server";
import type { Command } from "./planner";
import { withoutPatient } from "./message";
import { readSoundReport, type Snapshot } from "./protocol";
import {
  projectionSound,
  projectionSoundMessage,
  sameProjectionSound,
  takeSoundReport,
  type ProjectionSound,
  type SocketSound,
} from "./screen-sound";
import { runCommand, runGroup, type CommandDone, type CommandRefused, type SessionMemory } from "./store.server";
import { HEARTBEAT_PING, HEARTBEAT_PONG } from "./vocabulary";

const KEY = "snapshot";

/**
 * A command as the Worker hands it over: from the console, whose sender is known by their session
 * token only, or from the defibrillator screen, known by the session's PIN.
 */
export type RoomCommand = { sessionId: string; commandId?: string; command: Command } & (
  { scenarioId: number; tokenHash: string } | { devicePin: string }
);
export type RoomAnswer = CommandDone | CommandRefused | { ok: false; viewer: InstructorRefusal };

type Waiting = { input: RoomCommand; resolve: (answer: RoomAnswer) => void; reject: (error: unknown) => void };
/** At most this many commands are written together (a batch stays well under the database's limits). */
const GROUP_MAX = 64;

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
  /** Commands waiting for the write in flight, in arrival order; one loop drains them. */
  #waiting: Waiting[] = [];
  #draining = false;
  /** The projections' sound as last told to the screens (forgotten on hibernation: then told again). */
  #sound: ProjectionSound | null = null;

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
    connection.send(projectionSoundMessage(this.#projectionSound()));
  }

  /**
   * Every change to the session goes through the instructor's commands and the database. A screen
   * may only say how its own sound is: kept on its socket (which survives hibernation), it changes
   * nothing but the console's line about the projection's sound. Anything else is dropped.
   */
  onMessage(connection: Connection<{ sound?: SocketSound }>, message: unknown) {
    const report = readSoundReport(message);
    const sound = report && takeSoundReport(connection.state?.sound, report, Date.now());
    if (!sound) return;
    connection.setState({ sound });
    this.#tellSound();
  }

  onClose(connection: Connection) {
    this.#tellSound(connection.id);
  }

  /** The projections' sound summed up over the open sockets (but `leaving`, which is closing). */
  #projectionSound(leaving?: string): ProjectionSound {
    const reports = [];
    for (const socket of this.getConnections<{ sound?: SocketSound }>()) {
      if (socket.id !== leaving && socket.state?.sound) reports.push(socket.state.sound.sound);
    }
    return projectionSound(reports);
  }

  /** Tells every screen the projections' sound, only when it changed. */
  #tellSound(leaving?: string) {
    const summary = this.#projectionSound(leaving);
    if (sameProjectionSound(this.#sound, summary)) return;
    this.#sound = summary;
    this.broadcast(projectionSoundMessage(summary));
  }

  /** One console command, after every command that arrived before it. */
  command(input: RoomCommand): Promise<RoomAnswer> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      if (!this.#draining) void this.#drain();
    });
  }

  #database(): Db {
    const env = readEnv(this.env as Record<string, unknown>);
    return (this.#db ??= createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN));
  }

  #target(input: RoomCommand) {
    const { sessionId, commandId } = input;
    if ("devicePin" in input) return { sessionId, publicCode: this.name, commandId, device: { pin: input.devicePin } };
    return { sessionId, scenarioId: input.scenarioId, publicCode: this.name, commandId, gate: { tokenHash: input.tokenHash, admit } };
  }

  /**
   * Runs the waiting commands in arrival order. Those that queued behind a write are written
   * together (group commit, `runGroup`): one round trip for the lot, one broadcast. A command that
   * cannot join a group, or a group that could not be written, runs alone.
   */
  async #drain() {
    this.#draining = true;
    try {
      while (this.#waiting.length > 0) {
        const waiting = this.#waiting.slice(0, GROUP_MAX);
        const queue = waiting.map(({ input }) => ({ target: this.#target(input), command: input.command }));
        const outcome = await runGroup(this.#database(), queue, this.#memory).catch(() => ({ failed: 1 }) as const);
        if ("written" in outcome) {
          this.#waiting.splice(0, outcome.written.length);
          const { snapshot } = outcome.written[0];
          if (snapshot) await this.#publish(snapshot);
          outcome.written.forEach((answer, i) => waiting[i].resolve(answer));
          continue;
        }
        for (const { input, resolve, reject } of this.#waiting.splice(0, "failed" in outcome ? outcome.failed : 1))
          await this.#run(input).then(resolve, reject);
      }
    } finally {
      this.#draining = false;
    }
  }

  async #run(input: RoomCommand): Promise<RoomAnswer> {
    let result: CommandDone | CommandRefused;
    try {
      result = await runCommand(this.#database(), this.#target(input), input.command, this.#memory);
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
