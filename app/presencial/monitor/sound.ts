/**
 * The projection's sounds, generated with Web Audio (no files): the event cues (reveal two tones,
 * hide one low tone, banner a sweep, the instructor's alarm three rising tones, the cuff's pump), the monitor's
 * beat tone, and its alarms in the priority bursts of IEC 60601-1-8.
 *
 * Browsers allow audio only after a person acts on the page: the context is made or resumed on a
 * click or key press, and `state` says honestly whether sound can be heard now ("running") or the
 * browser is still holding it ("blocked"), so the screen never claims a sound it cannot make.
 */
import { ALARM_BURSTS, ALARM_TONE_HZ, type AlarmPriority } from "./alarm-limits";

export type Sound = "reveal" | "hide" | "banner" | "alarm" | "cuff";
export type AudioState = "blocked" | "running";

type Tone = { from: number; to?: number; at: number; length: number; wave?: OscillatorType; gain?: number };

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
  // The cuff's pump inflating (a low buzz that rises as the pressure builds), then the valve letting it down.
  cuff: [
    { from: 90, to: 120, at: 0, length: 3, wave: "sawtooth", gain: 0.05 },
    { from: 140, to: 70, at: 3.2, length: 1.2, wave: "triangle", gain: 0.04 },
  ],
};

/** The beat tone's length (s): a short pip, as monitors sound it. */
const BEAT_S = 0.07;

/**
 * The beat tone's pitch for a saturation: it falls as SpO₂ falls, so the room hears a
 * desaturation without looking (the convention of Gas Notes' simulator: 150 + 8 × SpO₂ Hz, 950 Hz
 * at 100 %, 830 Hz at 85 %). With no saturation read, the pitch of 100 %.
 */
export function beatPitch(sat: number | null): number {
  const value = sat === null ? 100 : Math.min(100, Math.max(0, sat));
  return 150 + 8 * value;
}

/** An alarm burst as tones: the priority's pulses, as a square wave (odd harmonics up to 4 kHz). */
export function burstTones(priority: AlarmPriority): Tone[] {
  const burst = ALARM_BURSTS[priority];
  return burst.onsetsMs.map((onset) => ({
    from: ALARM_TONE_HZ,
    at: onset / 1000,
    length: burst.pulseMs / 1000,
    wave: "square",
    gain: 0.12,
  }));
}

export function createSoundBoard() {
  let context: AudioContext | null = null;
  const listeners = new Set<(state: AudioState) => void>();
  const state = (): AudioState => (context?.state === "running" ? "running" : "blocked");
  const notify = () => listeners.forEach((listener) => listener(state()));
  const play = (tones: Tone[]) => {
    if (!context || context.state !== "running") return;
    const start = context.currentTime;
    for (const tone of tones) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const peak = tone.gain ?? 0.3;
      oscillator.type = tone.wave ?? "sine";
      oscillator.frequency.setValueAtTime(tone.from, start + tone.at);
      if (tone.to) oscillator.frequency.linearRampToValueAtTime(tone.to, start + tone.at + tone.length);
      // A short rise and fall: no clicks at the edges of a pulse.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + tone.at + 0.01);
      gain.gain.setValueAtTime(peak, start + tone.at + Math.max(0.01, tone.length - 0.02));
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.length + 0.05);
    }
  };
  return {
    /** Called on a person's click or key press: the browser lets sound start then. */
    unlock() {
      if (!context) {
        context = new AudioContext();
        context.addEventListener("statechange", notify);
      }
      if (context.state === "suspended") void context.resume().then(notify, notify);
      notify();
    },
    get state() {
      return state();
    },
    subscribe(listener: (state: AudioState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    play(sound: Sound) {
      play(SOUNDS[sound]);
    },
    beat(sat: number | null) {
      play([{ from: beatPitch(sat), at: 0, length: BEAT_S, gain: 0.2 }]);
    },
    burst(priority: AlarmPriority) {
      play(burstTones(priority));
    },
  };
}

export type SoundBoard = ReturnType<typeof createSoundBoard>;
