/**
 * The monitor's waveforms: ECG lead II (mV), the SpO₂ pleth (0…1), the capnogram (mmHg) and the
 * arterial line (mmHg), drawn from what the living patient shows (`PatientState`, once a second).
 *
 * The single entry point is `WaveformClock`: `clock.sample(state, t)` gives every channel's value
 * at time t (seconds, never decreasing between calls). The clock keeps one schedule per rhythm
 * source (ventricles, atria, pacemaker, breaths, compressions): each phase advances by
 * rate / 60 × dt, and a beat starts whenever it completes. A rate change therefore bends the
 * schedule smoothly instead of jumping, and every beat keeps the shape and period it started
 * with. Each beat's shape is a pure function of the time since it started; ventricular
 * fibrillation and asystole are pure functions of t and the seed. The same states sampled at the
 * same times give the same samples. `sampleRun` samples a whole stretch at a fixed rate (tests,
 * still images).
 *
 * The shapes are drawn for teaching, not measured: P-QRS-T for sinus rhythms with intervals that
 * shorten as the rate rises, narrow complexes without P for SVT, wide complexes for VT, escape and
 * paced beats, a pleth and an arterial wave with a dicrotic notch, and a capnogram with its four
 * phases. During compressions without a pulse, the arterial line and the pleth follow the pushes
 * and the capnogram shows only small humps between breaths.
 */
import type { PatientState } from "../model/engine";
import { type Rhythm, RHYTHMS, SUPPORT } from "../model/vocabulary";

/** What the waveforms read from the patient at one moment. */
export type MonitorState = {
  rhythm: Rhythm;
  /** Ventricular rate (lpm); null where the monitor reads none. */
  fc: number | null;
  /** Respiratory rate (rpm): 0 or null is apnoea. */
  fr: number | null;
  etco2: number | null;
  tas: number | null;
  tad: number | null;
  /** 0…1: the pleth's amplitude (how well the periphery is perfused). */
  perfusion: number;
  compressions: boolean;
  pacing: { rate: number; captured: boolean } | null;
  /** Ventricular fibrillation's amplitude: coarse early on, fine as the heart tires. */
  fibrillation: "coarse" | "fine";
  /** The atria's own rate in complete AV block (lpm). */
  atrialRate: number;
};

export type MonitorSample = { ecg: number; pleth: number; capno: number; arterial: number };

/** Chest compressions as the monitor shows their artefact (lpm; guidelines ask for 100–120). */
export const COMPRESSION_RATE = 110;
/** The atria's rate in complete AV block when the case gives none (lpm). */
export const DEFAULT_ATRIAL_RATE = 100;
/** What the arterial line reads with no pulse and no compressions (mmHg; elección de SimPed). */
export const NO_PULSE_ARTERIAL_MMHG = 10;
/**
 * The arterial line during compressions without a pulse (mmHg): each push a systolic peak, the
 * recoil down to a diastolic of 35, above AHA's CPR targets for infants and children alike
 * (diastolic ≥ 25 in infants, ≥ 30 in children; AHA 2020 PALS, from Berg 2018). Invasive pressure
 * is a CPR-quality signal in PICU arrests (ILCOR PLS 4160.08, 2025). The values are elección de
 * SimPed for good compressions. No case has an arterial line yet: before one does, the engine
 * should give this number and scale it with the quality of CPR.
 */
export const COMPRESSION_ARTERIAL_MMHG = { systolic: 70, diastolic: 35 } as const;
/** The pleth during compressions without a pulse: a small wave each push (0…1; elección de SimPed). */
export const COMPRESSION_PLETH = 0.25;
/** Rates drawn when a rhythm has beats but the monitor reads no FC (lpm). */
const FALLBACK_RATE: Partial<Record<Rhythm, number>> = { tv_con_pulso: 180, tv_sin_pulso: 180, aesp: 50, bav_completo: 40 };
const FALLBACK_RATE_OTHERS = 100;

/** The waveforms' view of the engine's state, with what the engine does not know given or defaulted. */
export function monitorStateOf(
  state: Pick<PatientState, "rhythm" | "values" | "running" | "pacing">,
  extra: Partial<Pick<MonitorState, "perfusion" | "fibrillation" | "atrialRate">> = {},
): MonitorState {
  const value = (key: string) => state.values[key] ?? null;
  return {
    rhythm: state.rhythm,
    fc: value("fc"),
    fr: value("fr"),
    etco2: value("etco2"),
    tas: value("tas"),
    tad: value("tad"),
    perfusion: extra.perfusion ?? 1,
    compressions: state.running.includes(SUPPORT.compressions),
    pacing: state.pacing ? { rate: state.pacing.rate, captured: state.pacing.captured } : null,
    fibrillation: extra.fibrillation ?? "coarse",
    atrialRate: extra.atrialRate ?? DEFAULT_ATRIAL_RATE,
  };
}

// ── Beat schedules ───────────────────────────────────────────────────────────────────────

/** How a ventricular beat looks: the rhythm it started in decides it, whatever follows. */
type BeatKind = "sinus" | "narrow" | "wide" | "escape" | "paced" | "pea";
type Beat<K> = { at: number; period: number; kind: K };

/** Beats whose shape can still reach the present (a T wave may outlast the next P at high rates). */
const KEPT_BEATS = 3;

class Schedule<K> {
  readonly beats: Beat<K>[] = [];
  /** 0…1 through the current cycle; it starts full, so the first beat comes at once. */
  private phase = 1;

  constructor(private readonly onBeat?: (at: number) => void) {}

  /** Moves from `from` to `to` at `rate` (per minute; none: the schedule waits). */
  advance(from: number, to: number, rate: number | null, kind: K) {
    if (rate === null || !(rate > 0)) return;
    const perSecond = rate / 60;
    let phase = this.phase + (to - from) * perSecond;
    while (phase >= 1) {
      phase -= 1;
      const at = to - phase / perSecond;
      this.beats.push({ at, period: 1 / perSecond, kind });
      if (this.beats.length > KEPT_BEATS) this.beats.shift();
      this.onBeat?.(at);
    }
    this.phase = phase;
  }

  /** The largest (or summed) contribution of the kept beats at t. */
  sum(t: number, shape: (since: number, beat: Beat<K>) => number) {
    let total = 0;
    for (const beat of this.beats) if (t >= beat.at) total += shape(t - beat.at, beat);
    return total;
  }
  max(t: number, shape: (since: number, beat: Beat<K>) => number) {
    let best = 0;
    for (const beat of this.beats) if (t >= beat.at) best = Math.max(best, shape(t - beat.at, beat));
    return best;
  }
  latest(t: number): Beat<K> | null {
    for (let i = this.beats.length - 1; i >= 0; i--) if (this.beats[i].at <= t) return this.beats[i];
    return null;
  }
}

export type BeatListener = Partial<Record<"ventricle" | "atria" | "pacer" | "breath" | "compression", (at: number) => void>>;

const KIND_OF: Record<Exclude<Rhythm, "fv" | "asistolia">, BeatKind> = {
  sinusal: "sinus",
  taquicardia_sinusal: "sinus",
  bradicardia_sinusal: "sinus",
  tsv: "narrow",
  tv_con_pulso: "wide",
  tv_sin_pulso: "wide",
  aesp: "pea",
  bav_completo: "escape",
  marcapasos: "paced",
};

function ventricularRate(state: MonitorState): number | null {
  if (state.rhythm === "fv" || state.rhythm === "asistolia") return null;
  if (state.rhythm === "marcapasos" && state.pacing) return state.pacing.rate;
  return state.fc && state.fc > 0 ? state.fc : (FALLBACK_RATE[state.rhythm] ?? FALLBACK_RATE_OTHERS);
}

/**
 * The monitor's clock: feed it the patient's state and the time, in order, and it gives every
 * waveform's value then. Time going backwards starts the schedules again.
 */
export class WaveformClock {
  private last: number | null = null;
  private ventricle!: Schedule<{ kind: BeatKind; pulse: boolean }>;
  private atria!: Schedule<null>;
  private pacer!: Schedule<null>;
  private breaths!: Schedule<null>;
  private compressions!: Schedule<null>;
  private readonly vf: Fibrillation;

  constructor(
    readonly seed = 0,
    private readonly listener: BeatListener = {},
  ) {
    this.vf = new Fibrillation(seed);
    this.reset();
  }

  private reset() {
    this.last = null;
    this.ventricle = new Schedule(this.listener.ventricle);
    this.atria = new Schedule(this.listener.atria);
    this.pacer = new Schedule(this.listener.pacer);
    this.breaths = new Schedule(this.listener.breath);
    this.compressions = new Schedule(this.listener.compression);
  }

  sample(state: MonitorState, t: number): MonitorSample {
    if (this.last !== null && t < this.last) this.reset();
    const from = this.last ?? t;
    this.last = t;
    const rate = ventricularRate(state);
    const kind = state.rhythm === "fv" || state.rhythm === "asistolia" ? "sinus" : KIND_OF[state.rhythm];
    this.ventricle.advance(from, t, rate, { kind, pulse: RHYTHMS[state.rhythm].pulse });
    this.atria.advance(from, t, state.rhythm === "bav_completo" ? state.atrialRate : null, null);
    const spikesAlone = state.pacing && !state.pacing.captured && state.rhythm !== "marcapasos";
    this.pacer.advance(from, t, spikesAlone ? state.pacing!.rate : null, null);
    this.breaths.advance(from, t, state.fr && state.fr > 0 ? state.fr : null, null);
    this.compressions.advance(from, t, state.compressions ? COMPRESSION_RATE : null, null);
    return { ecg: this.ecg(state, t), pleth: this.pleth(state, t), capno: this.capno(state, t), arterial: this.arterial(state, t) };
  }

  private ecg(state: MonitorState, t: number): number {
    let mv = baselineWander(t, this.seed);
    if (state.rhythm === "fv") mv += this.vf.at(t, state.fibrillation);
    mv += this.ventricle.sum(t, (since, beat) => ventricularBeat(beat.kind.kind, since, beat.period));
    mv += this.atria.sum(t, (since) => pWave(since));
    mv += this.pacer.sum(t, (since) => pacingSpike(since));
    const compression = this.compressions.latest(t);
    if (compression) mv += compressionArtefact(t - compression.at, compression.period);
    return mv;
  }

  /** The pulse wave of each beat that makes a pulse, from its foot; 0 where none. */
  private pulse(t: number, footAfterR: number) {
    return this.ventricle.max(t, (since, beat) =>
      beat.kind.pulse ? pulseWave(since - rPeakAt(beat.kind.kind, beat.period) - footAfterR, beat.period) : 0,
    );
  }

  /** The wave each compression pushes out, from its start (0…1); 0 without compressions. */
  private pushed(state: MonitorState, t: number, delay: number) {
    return state.compressions ? this.compressions.max(t, (since, beat) => compressionPulse(since - delay, beat.period)) : 0;
  }

  private pleth(state: MonitorState, t: number): number {
    if (!RHYTHMS[state.rhythm].pulse) return COMPRESSION_PLETH * this.pushed(state, t, PLETH_FOOT_AFTER_R_S);
    return clamp(state.perfusion, 0, 1) * this.pulse(t, PLETH_FOOT_AFTER_R_S);
  }

  private arterial(state: MonitorState, t: number): number {
    if (!RHYTHMS[state.rhythm].pulse || state.tas === null || state.tad === null) {
      if (!state.compressions) return NO_PULSE_ARTERIAL_MMHG;
      const { systolic, diastolic } = COMPRESSION_ARTERIAL_MMHG;
      return diastolic + (systolic - diastolic) * this.pushed(state, t, ARTERIAL_FOOT_AFTER_R_S);
    }
    return state.tad + (state.tas - state.tad) * this.pulse(t, ARTERIAL_FOOT_AFTER_R_S);
  }

  private capno(state: MonitorState, t: number): number {
    const etco2 = state.etco2 ?? 0;
    const breath = this.breaths.latest(t);
    const breathing = breath ? capnoBreath(t - breath.at, breath.period) : 0;
    if (state.fr && state.fr > 0) return etco2 * breathing;
    // In apnoea the last breath ends; compressions alone move small volumes that reach the sensor.
    const compression = state.compressions ? this.compressions.latest(t) : null;
    const moved = compression ? compressionCapno(t - compression.at, compression.period) : 0;
    return etco2 * Math.max(breathing, moved);
  }
}

/**
 * Samples a stretch [from, to) at `hz` with a fresh clock: the state may change with time. Beat
 * onsets are collected too (the tests compare them with what the waveforms show).
 */
export function sampleRun(stateAt: (t: number) => MonitorState, from: number, to: number, hz: number, seed = 0) {
  const onsets = {
    ventricle: [] as number[],
    atria: [] as number[],
    pacer: [] as number[],
    breath: [] as number[],
    compression: [] as number[],
  };
  const clock = new WaveformClock(seed, {
    ventricle: (at) => onsets.ventricle.push(at),
    atria: (at) => onsets.atria.push(at),
    pacer: (at) => onsets.pacer.push(at),
    breath: (at) => onsets.breath.push(at),
    compression: (at) => onsets.compression.push(at),
  });
  const count = Math.max(0, Math.round((to - from) * hz));
  const out = {
    t: new Float64Array(count),
    ecg: new Float64Array(count),
    pleth: new Float64Array(count),
    capno: new Float64Array(count),
    arterial: new Float64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const t = from + i / hz;
    const s = clock.sample(stateAt(t), t);
    out.t[i] = t;
    out.ecg[i] = s.ecg;
    out.pleth[i] = s.pleth;
    out.capno[i] = s.capno;
    out.arterial[i] = s.arterial;
  }
  return { ...out, onsets };
}

// ── Shapes ───────────────────────────────────────────────────────────────────────────────

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** A bell of amplitude a centred on c, σ = w; nothing beyond five widths. */
function bell(x: number, c: number, w: number, a: number) {
  const z = (x - c) / w;
  return Math.abs(z) > 5 ? 0 : a * Math.exp(-0.5 * z * z);
}
/** 0 → 1 smoothly over [0, 1]. */
const ease = (x: number) => 0.5 - 0.5 * Math.cos(Math.PI * clamp(x, 0, 1));

/** Intervals scale with the cycle: 1 at 100 lpm, shorter when faster, longer (up to a point) when slower. */
const intervalScale = (period: number) => clamp(period / 0.6, 0.55, 1.25);
/** QT shortens with the rate (Bazett's square root), QTc about 0,39 s. */
const qtOf = (period: number, qtc = 0.39) => qtc * Math.sqrt(clamp(period, 0.2, 2));

/** Where the R wave (or the paced QRS's peak) falls after a beat starts (s). */
function rPeakAt(kind: BeatKind, period: number): number {
  switch (kind) {
    case "sinus":
    case "pea":
      return 0.14 * intervalScale(period);
    case "narrow":
      return 0.03;
    case "wide":
      return 0.06;
    case "escape":
      return 0.05;
    case "paced":
      return 0.07;
  }
}

const PACING_SPIKE_S = 0.004;
const PACING_SPIKE_MV = 2.5;
const pacingSpike = (since: number) => (since < PACING_SPIKE_S ? PACING_SPIKE_MV : 0);

/** A P wave from its own start (complete AV block: the atria beat on their own). */
const pWave = (since: number) => bell(since, 0.045, 0.017, 0.13);

/** A ventricular beat of lead II from the beat's start (mV). */
function ventricularBeat(kind: BeatKind, since: number, period: number): number {
  const r = rPeakAt(kind, period);
  switch (kind) {
    case "sinus": {
      const s = intervalScale(period);
      const qt = qtOf(period);
      return (
        bell(since, 0.05 * s, 0.016 * s, 0.12) +
        bell(since, r - 0.018, 0.006, -0.08) +
        bell(since, r, 0.009, 1) +
        bell(since, r + 0.02, 0.008, -0.22) +
        bell(since, r + 0.62 * qt, 0.17 * qt, 0.28)
      );
    }
    case "pea": {
      // Organised but slurred and small: the heart's electricity without output.
      const s = intervalScale(period);
      const qt = qtOf(period, 0.42);
      return (
        bell(since, 0.05 * s, 0.018 * s, 0.08) +
        bell(since, r, 0.018, 0.7) +
        bell(since, r + 0.035, 0.016, -0.2) +
        bell(since, r + 0.62 * qt, 0.2 * qt, 0.15)
      );
    }
    case "narrow": {
      const qt = qtOf(period);
      return (
        bell(since, r - 0.016, 0.006, -0.08) +
        bell(since, r, 0.009, 0.95) +
        bell(since, r + 0.02, 0.008, -0.25) +
        bell(since, r + 0.6 * qt, 0.16 * qt, 0.2)
      );
    }
    case "wide": {
      const qt = qtOf(period, 0.42);
      return bell(since, r, 0.03, 1.1) + bell(since, r + 0.075, 0.035, -0.5) + bell(since, r + 0.55 * qt, 0.2 * qt, -0.35);
    }
    case "escape": {
      const qt = Math.min(qtOf(period, 0.42), 0.55);
      return bell(since, r, 0.028, 0.9) + bell(since, r + 0.07, 0.03, -0.35) + bell(since, r + 0.6 * qt, 0.2 * qt, -0.25);
    }
    case "paced": {
      const qt = Math.min(qtOf(period, 0.42), 0.55);
      return pacingSpike(since) + bell(since, r, 0.028, 1) + bell(since, r + 0.07, 0.03, -0.4) + bell(since, r + 0.6 * qt, 0.2 * qt, -0.28);
    }
  }
}

/** A chest compression seen on the ECG: a large swing each push (mV), back to 0 at the cycle's end. */
function compressionArtefact(since: number, period: number) {
  if (since >= period) return 0;
  const x = (2 * Math.PI * since) / period;
  return 1.4 * Math.sin(x) + 0.35 * Math.sin(2 * x);
}

/** The baseline never rests perfectly still (breathing, electrodes): a slow wander of a few hundredths of a mV. */
function baselineWander(t: number, seed: number) {
  const phase = (seed % 997) / 997;
  return 0.03 * Math.sin(2 * Math.PI * (0.13 * t + phase)) + 0.015 * Math.sin(2 * Math.PI * (0.31 * t + 2 * phase));
}

/** A small deterministic generator (mulberry32) for the fibrillation's seeded character. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Ventricular fibrillation: several undulations of 2,5–7 Hz (150–420 a minute), each swelling and
 * fading on its own slow envelope and wobbling in frequency, so no period repeats. Coarse peaks
 * reach about 1 mV, fine ones a few tenths.
 */
class Fibrillation {
  private readonly waves: { f: number; a: number; phase: number; wobble: number; wobbleF: number; swellF: number; swell: number }[];
  private readonly norm: number;

  constructor(seed: number) {
    const next = random(seed ^ 0x5f3759df);
    this.waves = Array.from({ length: 6 }, () => ({
      f: 2.5 + 4.5 * next(),
      a: 0.4 + 0.6 * next(),
      phase: 2 * Math.PI * next(),
      wobble: 2 + 3 * next(),
      wobbleF: 0.2 + 0.5 * next(),
      swellF: 0.15 + 0.6 * next(),
      swell: 2 * Math.PI * next(),
    }));
    this.norm = this.waves.reduce((sum, w) => sum + w.a, 0) / 3;
  }

  at(t: number, amplitude: "coarse" | "fine") {
    let sum = 0;
    for (const w of this.waves) {
      const envelope = 0.65 + 0.35 * Math.sin(2 * Math.PI * w.swellF * t + w.swell);
      sum += w.a * envelope * Math.sin(2 * Math.PI * w.f * t + w.phase + w.wobble * Math.sin(2 * Math.PI * w.wobbleF * t));
    }
    return (amplitude === "coarse" ? 0.6 : 0.12) * (sum / this.norm);
  }
}

/** The pleth's foot after the R wave, and the arterial line's (the pulse reaches the wrist later). */
const PLETH_FOOT_AFTER_R_S = 0.16;
const ARTERIAL_FOOT_AFTER_R_S = 0.08;
const NOTCH_LEVEL = 0.5;
const DICROTIC_RISE = 0.08;

/**
 * One pulse from its foot (0…1): upstroke to the systolic peak, fall to the dicrotic notch, the
 * dicrotic wave, then diastolic run-off that reaches 0 as the next pulse starts.
 */
function pulseWave(since: number, period: number): number {
  if (since < 0 || since >= period) return 0;
  const span = Math.min(period, 0.75);
  const peak = 0.15 * span;
  const notch = 0.35 * span;
  const dicrotic = 0.45 * span;
  if (since < peak) return ease(since / peak);
  if (since < notch) return 1 - (1 - NOTCH_LEVEL) * ease((since - peak) / (notch - peak));
  if (since < dicrotic) return NOTCH_LEVEL + DICROTIC_RISE * Math.sin((Math.PI * (since - notch)) / (dicrotic - notch));
  return NOTCH_LEVEL * Math.pow(1 - (since - dicrotic) / (period - dicrotic), 1.6);
}

/**
 * One breath of the capnogram from the start of expiration (0…1 of EtCO₂): phase I (dead space,
 * no CO₂), phase II (the steep rise), phase III (the alveolar plateau, rising gently to the
 * end-tidal value) and phase IV (the inspiratory downstroke), then inspiration at 0.
 */
function capnoBreath(since: number, period: number): number {
  if (since < 0 || since >= period) return 0;
  const deadSpace = 0.05 * period;
  const rise = Math.min(0.12 * period, 0.25);
  const endTidal = 0.6 * period;
  const fall = Math.min(0.08 * period, 0.15);
  if (since < deadSpace) return 0;
  if (since < deadSpace + rise) return 0.9 * ease((since - deadSpace) / rise);
  if (since < endTidal) return 0.9 + (0.1 * (since - deadSpace - rise)) / (endTidal - deadSpace - rise);
  if (since < endTidal + fall) return 1 - ease((since - endTidal) / fall);
  return 0;
}

/**
 * Compressions without breaths: a small rounded hump of CO₂ each push, up to the EtCO₂ shown (the
 * engine already gives it as a share of what breaths would bring out, COMPRESSION_CAPNO_SHARE), so
 * it never reads as ventilation at 110 rpm.
 */
function compressionCapno(since: number, period: number): number {
  if (since < 0 || since >= period) return 0;
  return Math.pow(Math.sin((Math.PI * since) / period), 2);
}

/** One compression's pressure wave from its foot (0…1): a quick push, then the chest's recoil. */
function compressionPulse(since: number, period: number): number {
  if (since < 0 || since >= period) return 0;
  const push = 0.4 * period;
  return since < push ? ease(since / push) : 1 - ease((since - push) / (period - push));
}
