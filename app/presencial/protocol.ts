/**
 * What travels from the database to the projection screens: the session's public state only
 * (no checklist, notes or participants). Versioned: rooms and screens drop anything older than
 * what they hold. The room builds every snapshot itself from the database's rows (nothing enters it
 * from outside); these schemas are the shape, which the tests check its messages against. Screens
 * trust their own room and only check the message's shape (`./message.ts`), which keeps zod out of
 * the projection's JavaScript.
 */
import { z } from "zod";
import type { LivePatient } from "./live";
import { SCREEN_SOUNDS, type SoundReport } from "./screen-sound";

const int = () => z.number().int();
const nullableString = () => z.string().nullable();

export const variableSchema = z.object({
  id: int(),
  key: z.string(),
  label: z.string(),
  type: z.string(),
  unit: nullableString(),
  value: z.string(),
  revealedAt: nullableString(),
  /** The scenario's alarm limits for this value (absent in snapshots stored before they existed). */
  limits: z.object({ below: z.number().optional(), above: z.number().optional() }).nullable().optional(),
  /** An `imagen` variable's picture: the image's key (served at /imagenes/<key>) and its alternative text. */
  image: z.object({ key: z.string(), alt: z.string() }).nullable().optional(),
});

export const snapshotSchema = z.object({
  version: int().nonnegative(),
  code: z.string(),
  scenarioTitle: z.string(),
  status: z.enum(["waiting", "running", "ended"]),
  startedAt: nullableString(),
  endedAt: nullableString(),
  /** The simulation clock's pauses (absent in snapshots stored before pauses existed). */
  pausedAt: nullableString().optional(),
  pausedMs: int().nonnegative().optional(),
  banner: z.string(),
  phase: nullableString(),
  patient: z
    .object({ age: z.string(), sex: z.string(), weightKg: z.number(), bullets: z.array(z.string()), paragraphs: z.array(z.string()) })
    .nullable(),
  variables: z.array(variableSchema),
  alarm: z.object({ ping: int(), at: nullableString() }),
  refreshPing: int(),
  /** The instructor asks the projection to show the join code and its QR (it always does before the start). */
  showJoin: z.boolean().optional(),
  /**
   * The living patient (cases with a model): the model, the session's seed and log, and the clock,
   * so a screen computes each second itself. Built by the server from validated content. A room's
   * broadcast leaves `patient` out (it never changes within a session, and it is most of the
   * message): each screen got it on connecting, or from its page (`withHeldPatient`).
   */
  live: z
    .custom<LivePatient>((v) => typeof v === "object" && v !== null && "log" in v && "clock" in v)
    .nullable()
    .optional(),
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotVariable = z.infer<typeof variableSchema>;

/** A message from a room: the snapshot and the room's clock when it was sent (for the timer's offset). */
export const roomMessageSchema = z.object({ snapshot: snapshotSchema, now: z.number() });
export type RoomMessage = z.infer<typeof roomMessageSchema>;

/**
 * The only message a screen may send its room (besides the heartbeat): its own sound, as the
 * projection reports it (docs/decisions/0039). Strict, and short: anything else is dropped.
 */
export const soundReportSchema = z.strictObject({ sound: z.enum(SCREEN_SOUNDS), tone: z.boolean() });
export const SCREEN_REPORT_MAX_CHARS = 100;

/** A socket's message read as a sound report, or null (too long, not JSON, not a report). */
export function readSoundReport(message: unknown): SoundReport | null {
  if (typeof message !== "string" || message.length > SCREEN_REPORT_MAX_CHARS) return null;
  try {
    const parsed = soundReportSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
