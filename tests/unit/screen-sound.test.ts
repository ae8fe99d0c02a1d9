/** The projection's sound on its way to the console: what a screen may send, how the room sums it up, what the console says. */
import { describe, expect, it } from "vitest";
import { readSoundReport, SCREEN_REPORT_MAX_CHARS } from "~/presencial/protocol";
import {
  projectionSound,
  projectionSoundMessage,
  projectionSoundText,
  readProjectionSound,
  sameProjectionSound,
  SOUND_REPORTS_PER_MINUTE,
  takeSoundReport,
  type SocketSound,
  type SoundReport,
} from "~/presencial/screen-sound";
import { HEARTBEAT_PING } from "~/presencial/vocabulary";

describe("what a screen may send its room", () => {
  it("reads a projection's own sound report", () => {
    expect(readSoundReport('{"sound":"on","tone":true}')).toEqual({ sound: "on", tone: true });
    expect(readSoundReport(JSON.stringify({ sound: "blocked", tone: false }))).toEqual({ sound: "blocked", tone: false });
  });

  it("drops anything else: other fields, other states, commands, non-JSON, binary, the heartbeat, long messages", () => {
    for (const message of [
      '{"sound":"on","tone":true,"intent":"finish"}',
      '{"intent":"silence"}',
      '{"sound":"loud","tone":true}',
      '{"sound":"on","tone":"yes"}',
      '{"sound":"on"}',
      '["on",true]',
      "null",
      "on",
      HEARTBEAT_PING,
      new ArrayBuffer(8),
      `{"sound":"on","tone":true${" ".repeat(SCREEN_REPORT_MAX_CHARS)}}`,
    ])
      expect(readSoundReport(message), String(message)).toBeNull();
  });
});

describe("what the room keeps of a socket's reports", () => {
  const on: SoundReport = { sound: "on", tone: true };
  const blocked: SoundReport = { sound: "blocked", tone: true };

  it("keeps a new state, and does nothing for one that repeats the last", () => {
    const first = takeSoundReport(undefined, blocked, 1_000);
    expect(first).toEqual({ sound: blocked, since: 1_000, count: 1 });
    expect(takeSoundReport(first, { ...blocked }, 2_000)).toBeNull();
    expect(takeSoundReport(first, on, 2_000)).toEqual({ sound: on, since: 1_000, count: 2 });
    expect(takeSoundReport(first, { sound: "blocked", tone: false }, 2_000)?.sound.tone).toBe(false);
  });

  it(`takes at most ${SOUND_REPORTS_PER_MINUTE} changes a minute from one socket, then again the next minute`, () => {
    let held: SocketSound | null = null;
    let taken = 0;
    for (let i = 0; i < SOUND_REPORTS_PER_MINUTE + 5; i++) {
      const next = takeSoundReport(held, i % 2 ? on : blocked, 10_000 + i);
      if (next) {
        held = next;
        taken++;
      }
    }
    expect(taken).toBe(SOUND_REPORTS_PER_MINUTE);
    const flip = held!.sound.sound === "on" ? blocked : on;
    expect(takeSoundReport(held, flip, 10_000 + 59_999)).toBeNull();
    expect(takeSoundReport(held, flip, 10_000 + 60_000)).toEqual({ sound: flip, since: 70_000, count: 1 });
  });
});

describe("the projections' sound counted by the room", () => {
  const on = (tone = true): SoundReport => ({ sound: "on", tone });
  const blocked: SoundReport = { sound: "blocked", tone: true };
  const off: SoundReport = { sound: "off", tone: true };

  it("counts each projection by its sound; the beat tone only where the sound is on", () => {
    expect(projectionSound([])).toEqual({ on: 0, blocked: 0, off: 0, tone: false });
    expect(projectionSound([on()])).toEqual({ on: 1, blocked: 0, off: 0, tone: true });
    expect(projectionSound([on(false), blocked])).toEqual({ on: 1, blocked: 1, off: 0, tone: false });
    expect(projectionSound([on(false), on(true), off, blocked, blocked])).toEqual({ on: 2, blocked: 2, off: 1, tone: true });
  });

  it("is told again only when the counts or the tone change", () => {
    expect(sameProjectionSound(null, projectionSound([]))).toBe(false);
    expect(sameProjectionSound(projectionSound([off]), projectionSound([off]))).toBe(true);
    expect(sameProjectionSound(projectionSound([off]), projectionSound([off, off]))).toBe(false);
    expect(sameProjectionSound(projectionSound([blocked]), projectionSound([off]))).toBe(false);
    expect(sameProjectionSound(projectionSound([on()]), projectionSound([on(false)]))).toBe(false);
  });

  it("travels to the screens as its own message, which a snapshot is never taken for", () => {
    const summary = projectionSound([on(false), blocked]);
    expect(readProjectionSound(projectionSoundMessage(summary))).toEqual(summary);
    expect(readProjectionSound(JSON.stringify({ snapshot: { version: 1 }, now: 1 }))).toBeNull();
    expect(readProjectionSound('{"projectionSound":{"on":-1,"blocked":0,"off":0,"tone":true}}')).toBeNull();
    expect(readProjectionSound('{"projectionSound":{"on":1,"tone":true}}')).toBeNull();
    expect(readProjectionSound('{"projectionSound":')).toBeNull();
  });
});

describe("what the console says", () => {
  const text = (reports: SoundReport[], living = true) => projectionSoundText(projectionSound(reports), living);
  it("names one projection's state in Spanish, with where to act; the beat tone only for a living patient", () => {
    expect(text([])).toBe("Sonido de la pantalla: sin pantalla conectada");
    expect(text([{ sound: "on", tone: true }])).toBe("Sonido de la pantalla: activado");
    expect(text([{ sound: "on", tone: false }])).toBe("Sonido de la pantalla: activado, sin tono de pulso");
    expect(text([{ sound: "on", tone: false }], false)).toBe("Sonido de la pantalla: activado");
    expect(text([{ sound: "blocked", tone: true }])).toBe(
      "Sonido de la pantalla: bloqueado por el navegador (pulsa «Activar sonido» en la pantalla)",
    );
    expect(text([{ sound: "off", tone: true }])).toBe("Sonido de la pantalla: desactivado en la pantalla");
  });

  it("counts several projections (a tablet that sounds does not hide a projector the browser holds)", () => {
    expect(
      text([
        { sound: "on", tone: true },
        { sound: "blocked", tone: true },
      ]),
    ).toBe("Sonido de las 2 pantallas: activado en 1, bloqueado por el navegador en 1");
    expect(
      text([
        { sound: "off", tone: true },
        { sound: "off", tone: true },
        { sound: "on", tone: false },
      ]),
    ).toBe("Sonido de las 3 pantallas: activado en 1, desactivado en 2, sin tono de pulso");
  });
});
