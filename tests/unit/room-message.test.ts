import { describe, expect, it } from "vitest";
import { readRoomMessage, withHeldPatient, withoutPatient } from "~/presencial/message";
import type { Snapshot } from "~/presencial/protocol";

const patient = { model: { variables: [] }, weightKg: 16, seed: 7 } as unknown as NonNullable<Snapshot["live"]>["patient"];
const snapshot = (version: number, live: Snapshot["live"]): Snapshot => ({
  version,
  code: "ABC123",
  scenarioTitle: "Shock séptico",
  status: "running",
  startedAt: "2026-11-26T10:00:00.000Z",
  endedAt: null,
  banner: "",
  phase: null,
  patient: null,
  variables: [],
  alarm: { ping: 0, at: null },
  refreshPing: 0,
  live,
});

describe("a room's broadcast and the patient a screen holds", () => {
  const clock = { startedAt: "2026-11-26T10:00:00.000Z", endedAt: null, pausedAt: null, pausedMs: 0 };
  const full = snapshot(2, { patient, log: [], clock });

  it("leaves the patient out of a broadcast, and the screen puts back the one it holds", () => {
    const sent = JSON.stringify({ snapshot: withoutPatient(full), now: 1 });
    const read = readRoomMessage(sent)!;
    expect(sent).not.toContain('"patient":{');
    expect(read.snapshot.live && "patient" in read.snapshot.live).toBe(false);
    expect(withHeldPatient(read.snapshot, snapshot(1, { patient, log: [], clock }))).toEqual(full);
  });

  it("keeps a whole snapshot as it came, and without a patient to take shows the server's values", () => {
    expect(withHeldPatient(full, snapshot(1, null))).toBe(full);
    expect(withHeldPatient(withoutPatient(full), snapshot(1, null)).live).toBeNull();
    expect(withoutPatient(snapshot(3, null)).live).toBeNull();
  });
});
