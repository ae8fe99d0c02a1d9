/** The projection's sound on its way to the console: what a screen may send, how the room sums it up, what the console says. */
import { describe, expect, it } from "vitest";
import { readSoundReport, SCREEN_REPORT_MAX_CHARS } from "~/presencial/protocol";
import {
  projectionSound,
  projectionSoundMessage,
  projectionSoundText,
  readProjectionSound,
  sameProjectionSound,
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

describe("the projections' sound summed up by the room", () => {
  const on = (tone = true): SoundReport => ({ sound: "on", tone });
  const blocked: SoundReport = { sound: "blocked", tone: true };
  const off: SoundReport = { sound: "off", tone: true };

  it("is none without a projection, and a single projection's own state otherwise", () => {
    expect(projectionSound([])).toEqual({ sound: "none", tone: false });
    expect(projectionSound([on()])).toEqual({ sound: "on", tone: true });
    expect(projectionSound([on(false)])).toEqual({ sound: "on", tone: false });
    expect(projectionSound([blocked])).toEqual({ sound: "blocked", tone: false });
    expect(projectionSound([off])).toEqual({ sound: "off", tone: false });
  });

  it("is on when any projection sounds (its tone counts), else blocked before muted", () => {
    expect(projectionSound([blocked, on(false), off])).toEqual({ sound: "on", tone: false });
    expect(projectionSound([on(false), on(true)])).toEqual({ sound: "on", tone: true });
    expect(projectionSound([off, blocked])).toEqual({ sound: "blocked", tone: false });
    expect(sameProjectionSound(null, projectionSound([]))).toBe(false);
    expect(sameProjectionSound(projectionSound([off]), projectionSound([off, off]))).toBe(true);
    expect(sameProjectionSound(projectionSound([on()]), projectionSound([on(false)]))).toBe(false);
  });

  it("travels to the screens as its own message, which a snapshot is never taken for", () => {
    const summary = projectionSound([on(false)]);
    expect(readProjectionSound(projectionSoundMessage(summary))).toEqual(summary);
    expect(readProjectionSound(JSON.stringify({ snapshot: { version: 1 }, now: 1 }))).toBeNull();
    expect(readProjectionSound('{"projectionSound":{"sound":"loud","tone":true}}')).toBeNull();
    expect(readProjectionSound('{"projectionSound":')).toBeNull();
  });
});

describe("what the console says", () => {
  it("names each state in Spanish; the beat tone only for a living patient", () => {
    expect(projectionSoundText({ sound: "on", tone: true }, true)).toBe("Sonido de la pantalla: activado");
    expect(projectionSoundText({ sound: "on", tone: false }, true)).toBe("Sonido de la pantalla: activado, sin tono de pulso");
    expect(projectionSoundText({ sound: "on", tone: false }, false)).toBe("Sonido de la pantalla: activado");
    expect(projectionSoundText({ sound: "blocked", tone: false }, true)).toMatch(/^Sonido de la pantalla: bloqueado por el navegador/);
    expect(projectionSoundText({ sound: "off", tone: false }, true)).toBe("Sonido de la pantalla: desactivado en la pantalla");
    expect(projectionSoundText({ sound: "none", tone: false }, true)).toBe("Sonido de la pantalla: sin pantalla conectada");
  });
});
