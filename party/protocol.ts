/**
 * What travels from the database to the projection screens: the session's public state only
 * (no checklist, notes or participants). Versioned: rooms and screens drop anything older than
 * what they hold.
 */
import { z } from "zod";

export const variableSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.string(),
  unit: z.string().nullable(),
  value: z.string(),
  revealedAt: z.string().nullable(),
});

export const snapshotSchema = z.object({
  version: z.number().int().nonnegative(),
  code: z.string(),
  scenarioTitle: z.string(),
  status: z.enum(["waiting", "running", "ended"]),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  banner: z.string(),
  phase: z.string().nullable(),
  patient: z
    .object({ age: z.string(), sex: z.string(), weightKg: z.number(), bullets: z.array(z.string()), paragraphs: z.array(z.string()) })
    .nullable(),
  variables: z.array(variableSchema),
  alarm: z.object({ ping: z.number().int(), at: z.string().nullable() }),
  refreshPing: z.number().int(),
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotVariable = z.infer<typeof variableSchema>;

/** A message from a room: the snapshot and the room's clock when it was sent (for the timer's offset). */
export const roomMessageSchema = z.object({ snapshot: snapshotSchema, now: z.number() });
export type RoomMessage = z.infer<typeof roomMessageSchema>;

/** The party name under /parties/… and the binding of the Durable Object class. */
export const ROOM_PARTY = "room";
