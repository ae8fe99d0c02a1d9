/**
 * The projection's sounds, generated with Web Audio (no files): reveal two tones, hide one low
 * tone, banner a sweep, alarm three rising tones. Browsers allow audio only after a gesture, so
 * the context is created on the first click or key press.
 */
export type Sound = "reveal" | "hide" | "banner" | "alarm";

type Tone = { from: number; to?: number; at: number; length: number };

const SOUNDS: Record<Sound, Tone[]> = {
  reveal: [
    { from: 660, at: 0, length: 0.12 },
    { from: 880, at: 0.14, length: 0.16 },
  ],
  hide: [{ from: 220, at: 0, length: 0.25 }],
  banner: [{ from: 400, to: 900, at: 0, length: 0.45 }],
  alarm: [
    { from: 600, at: 0, length: 0.18 },
    { from: 800, at: 0.22, length: 0.18 },
    { from: 1000, at: 0.44, length: 0.3 },
  ],
};

export function createSoundBoard() {
  let context: AudioContext | null = null;
  return {
    unlock() {
      context ??= new AudioContext();
      if (context.state === "suspended") void context.resume();
    },
    get unlocked() {
      return context !== null;
    },
    play(sound: Sound) {
      if (!context) return;
      const start = context.currentTime;
      for (const tone of SOUNDS[sound]) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = "sine";
        oscillator.frequency.setValueAtTime(tone.from, start + tone.at);
        if (tone.to) oscillator.frequency.linearRampToValueAtTime(tone.to, start + tone.at + tone.length);
        gain.gain.setValueAtTime(0.0001, start + tone.at);
        gain.gain.exponentialRampToValueAtTime(0.3, start + tone.at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + tone.at);
        oscillator.stop(start + tone.at + tone.length + 0.05);
      }
    },
  };
}
