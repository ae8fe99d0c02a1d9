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

/** A tone: `wave` "alarm" is the IEC pulse (`ALARM_HARMONICS`); `edge` its rise and fall (s). */
type Tone = { from: number; to?: number; at: number; length: number; wave?: OscillatorType | "alarm"; gain?: number; edge?: number };

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

/**
 * The alarm pulse's spectrum: the fundamental and harmonics 2–5 (IEC 60601-1-8: at least four
 * harmonics in 300–4000 Hz; NXP AN10875 builds the pulse the same way). At 523 Hz they fall at
 * 1046–2615 Hz. Amplitudes 1/n: elección de SimPed (a bright tone that stays clear of clipping).
 * Index 0 is the constant term, 1 the fundamental, as `createPeriodicWave` reads them.
 */
export const ALARM_HARMONICS: readonly number[] = [0, 1, 1 / 2, 1 / 3, 1 / 4, 1 / 5];

/** An alarm burst as tones: the priority's pulses, each with its harmonics and its rise and fall. */
export function burstTones(priority: AlarmPriority): Tone[] {
  const burst = ALARM_BURSTS[priority];
  return burst.onsetsMs.map((onset) => ({
    from: ALARM_TONE_HZ,
    at: onset / 1000,
    length: burst.pulseMs / 1000,
    wave: "alarm",
    gain: 0.12,
    edge: (burst.edge * burst.pulseMs) / 1000,
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
      if (tone.wave === "alarm") {
        const real = new Float32Array(ALARM_HARMONICS.length);
        const imag = Float32Array.from(ALARM_HARMONICS);
        oscillator.setPeriodicWave(context.createPeriodicWave(real, imag));
      } else oscillator.type = tone.wave ?? "sine";
      oscillator.frequency.setValueAtTime(tone.from, start + tone.at);
      if (tone.to) oscillator.frequency.linearRampToValueAtTime(tone.to, start + tone.at + tone.length);
      // A rise and fall (the alarm's own, else 10 ms): no clicks at the edges of a pulse.
      const edge = tone.edge ?? 0.01;
      gain.gain.setValueAtTime(0, start + tone.at);
      gain.gain.linearRampToValueAtTime(peak, start + tone.at + edge);
      gain.gain.setValueAtTime(peak, start + tone.at + Math.max(edge, tone.length - edge));
      gain.gain.linearRampToValueAtTime(0, start + tone.at + tone.length);
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
