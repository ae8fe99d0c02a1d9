/**
 * The monitor's waveforms (app/presencial/monitor/waveforms.ts) sampled as a monitor would, 500
 * times a second: each rhythm beats at its rate, fibrillation has no period, asystole no complex,
 * the pleth and the arterial line pulse once a beat, the capnogram breathes at FR up to EtCO₂, a
 * rate change bends the schedule without a jump, and the same inputs give the same samples. Then
 * the sweep (sweep.ts) draws only what is new each frame.
 */
import { describe, expect, it } from "vitest";
import { COMPRESSION_CAPNO_SHARE } from "~/presencial/model/engine";
import type { Rhythm } from "~/presencial/model/vocabulary";
import { CHANNELS, DISCONNECTED, Sweep, type SweepContext } from "~/presencial/monitor/sweep";
import {
  COMPRESSION_ARTERIAL_MMHG,
  COMPRESSION_PLETH,
  COMPRESSION_RATE,
  type MonitorState,
  monitorStateOf,
  NO_PULSE_ARTERIAL_MMHG,
  sampleRun,
} from "~/presencial/monitor/waveforms";

const HZ = 500;

function state(rhythm: Rhythm, more: Partial<MonitorState> = {}): MonitorState {
  return {
    rhythm,
    fc: 100,
    fr: 20,
    etco2: 38,
    tas: 100,
    tad: 60,
    perfusion: 1,
    compressions: false,
    pacing: null,
    fibrillation: "coarse",
    atrialRate: 100,
    ...more,
  };
}

const run = (s: MonitorState, seconds = 10, seed = 7) => sampleRun(() => s, 0, seconds, HZ, seed);

/** Local maxima above `threshold`, at least `refractory` seconds apart (the first of a run wins). */
function peaks(signal: Float64Array, threshold: number, refractory: number): number[] {
  const found: number[] = [];
  for (let i = 1; i < signal.length - 1; i++) {
    if (signal[i] < threshold || signal[i] < signal[i - 1] || signal[i] < signal[i + 1]) continue;
    const at = i / HZ;
    const previous = found.at(-1);
    if (previous !== undefined && at - previous < refractory) continue;
    found.push(at);
  }
  return found;
}

/** Beats a minute from the median interval between peaks. */
function ratePerMinute(times: number[]): number {
  const intervals = times.slice(1).map((t, i) => t - times[i]);
  intervals.sort((a, b) => a - b);
  return 60 / intervals[Math.floor(intervals.length / 2)];
}

function expectRate(times: number[], rate: number, seconds = 10) {
  expect(Math.abs(ratePerMinute(times) - rate) / rate).toBeLessThanOrEqual(0.05);
  const expected = (rate * seconds) / 60;
  expect(Math.abs(times.length - expected)).toBeLessThanOrEqual(Math.max(1, 0.05 * expected));
}

const upwardCrossings = (signal: Float64Array, level: number) =>
  [...signal.keys()].filter((i) => i > 0 && signal[i - 1] < level && signal[i] >= level).map((i) => i / HZ);

const rms = (signal: Float64Array) => Math.sqrt(signal.reduce((sum, v) => sum + v * v, 0) / signal.length);

describe("ECG lead II", () => {
  it.each([
    ["sinusal", 60],
    ["taquicardia_sinusal", 120],
    ["taquicardia_sinusal", 180],
    ["bradicardia_sinusal", 60],
    ["tsv", 240],
    ["tv_con_pulso", 180],
    ["tv_sin_pulso", 180],
    ["aesp", 50],
  ] as const)("%s at %i lpm shows one complex a beat", (rhythm, fc) => {
    const { ecg } = run(state(rhythm, { fc }));
    expectRate(peaks(ecg, 0.5, 0.15), fc);
  });

  it("sinus rhythm has a P wave before each QRS; SVT has none", () => {
    const sinus = run(state("sinusal", { fc: 100 }));
    const svt = run(state("tsv", { fc: 240 }));
    // The P wave's summit, 0,05 s into a 0,6 s beat, stands about 0,12 mV above the baseline at the
    // beat's start; nothing of the kind before SVT's complexes.
    const rise = (ecg: Float64Array, onset: number, after: number) => ecg[Math.round((onset + after) * HZ)] - ecg[Math.round(onset * HZ)];
    for (const onset of sinus.onsets.ventricle.slice(1, -1)) expect(rise(sinus.ecg, onset, 0.05)).toBeGreaterThan(0.09);
    for (const onset of svt.onsets.ventricle.slice(1, -1)) expect(Math.abs(rise(svt.ecg, onset, 0.005))).toBeLessThan(0.03);
  });

  it("VT's complexes are wide, sinus ones narrow", () => {
    const width = (s: MonitorState) => {
      const { ecg } = run(s, 4);
      const [first] = peaks(ecg, 0.5, 0.15);
      const i = Math.round(first * HZ);
      let left = i;
      let right = i;
      while (ecg[left] > ecg[i] / 2) left--;
      while (ecg[right] > ecg[i] / 2) right++;
      return (right - left) / HZ;
    };
    expect(width(state("tv_con_pulso", { fc: 180 }))).toBeGreaterThan(0.06);
    expect(width(state("sinusal", { fc: 100 }))).toBeLessThan(0.03);
  });

  it("paced rhythm: a spike before each wide QRS at the pacing rate (capture)", () => {
    const s = state("marcapasos", { fc: 100, pacing: { rate: 100, captured: true } });
    const { ecg, onsets } = run(s);
    const spikes = peaks(ecg, 2, 0.15);
    expectRate(spikes, 100);
    for (const onset of onsets.ventricle.slice(1, -1)) expect(ecg[Math.round((onset + 0.07) * HZ)]).toBeGreaterThan(0.7);
  });

  it("pacing without capture shows spikes alone", () => {
    const s = state("asistolia", { fc: 0, pacing: { rate: 80, captured: false } });
    const { ecg, onsets } = run(s);
    expectRate(peaks(ecg, 2, 0.15), 80);
    expect(onsets.ventricle).toHaveLength(0);
    // Between spikes the line stays flat: no complex follows.
    for (const onset of onsets.pacer.slice(0, -1)) expect(Math.abs(ecg[Math.round((onset + 0.07) * HZ)])).toBeLessThan(0.1);
  });

  it("complete AV block: slow wide escape beats at FC, P waves at their own rate, dissociated", () => {
    const { ecg, onsets } = run(state("bav_completo", { fc: 40, atrialRate: 100 }), 30);
    expectRate(peaks(ecg, 0.5, 0.3), 40, 30);
    expect(Math.abs(ratePerMinute(onsets.atria) - 100)).toBeLessThanOrEqual(5);
    // P waves stand on the baseline wherever no ventricular beat is near.
    const free = onsets.atria.filter((p) => onsets.ventricle.every((v) => p > v + 0.75 || p < v - 0.15));
    expect(free.length).toBeGreaterThan(10);
    for (const p of free) expect(ecg[Math.round((p + 0.045) * HZ)] - ecg[Math.round(p * HZ)]).toBeGreaterThan(0.09);
    // No fixed PR: the last P before each escape beat falls at a different distance.
    const pr = onsets.ventricle.slice(1).map((v) => v - Math.max(...onsets.atria.filter((p) => p < v)));
    expect(Math.max(...pr) - Math.min(...pr)).toBeGreaterThan(0.2);
  });

  it("ventricular fibrillation has no regular period, and coarse is larger than fine", () => {
    const coarse = run(state("fv", { fc: null, fibrillation: "coarse" })).ecg;
    const fine = run(state("fv", { fc: null, fibrillation: "fine" })).ecg;
    const crossings = upwardCrossings(coarse, 0);
    const intervals = crossings.slice(1).map((t, i) => t - crossings[i]);
    const mean = intervals.reduce((a, b) => a + b, 0) / intervals.length;
    const sd = Math.sqrt(intervals.reduce((sum, x) => sum + (x - mean) ** 2, 0) / intervals.length);
    expect(sd / mean).toBeGreaterThan(0.2);
    // 3,5–7 Hz undulations: between 150 and 500 a minute.
    expect(60 / mean).toBeGreaterThan(150);
    expect(60 / mean).toBeLessThan(500);
    expect(rms(coarse)).toBeGreaterThan(2 * rms(fine));
    expect(rms(fine)).toBeGreaterThan(0.05);
  });

  it("asystole is a wandering line with no complex", () => {
    const { ecg } = run(state("asistolia", { fc: 0 }), 30);
    expect(Math.max(...ecg.map(Math.abs))).toBeLessThan(0.1);
    expect(Math.max(...ecg) - Math.min(...ecg)).toBeGreaterThan(0.02);
  });

  it("compressions show as large deflections at about 110 a minute", () => {
    const { ecg } = run(state("asistolia", { fc: 0, compressions: true }));
    expectRate(peaks(ecg, 0.8, 0.3), 110);
  });

  it("a rate change bends the schedule: no jump, intervals move from one rate to the other", () => {
    const at = (t: number) => state("sinusal", { fc: t < 5 ? 60 : 120 });
    const { ecg, onsets } = sampleRun(at, 0, 10, HZ, 7);
    let jump = 0;
    for (let i = 1; i < ecg.length; i++) jump = Math.max(jump, Math.abs(ecg[i] - ecg[i - 1]));
    expect(jump).toBeLessThan(0.2);
    const intervals = onsets.ventricle.slice(1).map((t, i) => t - onsets.ventricle[i]);
    for (const interval of intervals) expect(interval).toBeGreaterThanOrEqual(0.5 - 1e-9);
    for (const interval of intervals) expect(interval).toBeLessThanOrEqual(1 + 1e-9);
    expect(intervals.at(-1)).toBeCloseTo(0.5, 6);
  });
});

describe("pleth and arterial line", () => {
  it.each([60, 120, 180])("pulse once a beat at %i lpm", (fc) => {
    const { pleth, arterial } = run(state("sinusal", { fc }));
    expectRate(peaks(pleth, 0.75, 0.15), fc);
    expectRate(peaks(arterial, 90, 0.15), fc);
  });

  it("the arterial line swings between TAD and TAS; the pleth's amplitude follows perfusion", () => {
    const { pleth, arterial } = run(state("sinusal", { fc: 90, tas: 95, tad: 55, perfusion: 0.4 }));
    const settled = (a: Float64Array) => a.slice(HZ * 2);
    expect(Math.max(...settled(arterial))).toBeCloseTo(95, 0);
    expect(Math.min(...settled(arterial))).toBeGreaterThanOrEqual(55 - 1e-9);
    expect(Math.min(...settled(arterial))).toBeLessThan(56);
    expect(Math.max(...pleth)).toBeCloseTo(0.4, 2);
    expect(Math.min(...pleth)).toBeGreaterThanOrEqual(0);
  });

  it("each pulse has a dicrotic notch: after the peak the wave dips, then rises again", () => {
    const { arterial, onsets } = run(state("sinusal", { fc: 80 }));
    const beat = onsets.ventricle[2];
    const from = Math.round(beat * HZ);
    const stretch = arterial.slice(from, from + Math.round(0.75 * HZ));
    const top = stretch.indexOf(Math.max(...stretch));
    const turns = [...stretch.keys()].filter(
      (i) => i > top && i < stretch.length - 1 && stretch[i] > stretch[i - 1] && stretch[i] >= stretch[i + 1],
    );
    expect(turns.length).toBeGreaterThanOrEqual(1);
  });

  it.each(["fv", "asistolia", "aesp", "tv_sin_pulso"] as const)("%s: pleth flat at 0, arterial flat and low", (rhythm) => {
    const { pleth, arterial } = run(state(rhythm, { fc: rhythm === "aesp" ? 50 : null, tas: null, tad: null }));
    expect(Math.max(...pleth)).toBe(0);
    expect(new Set(arterial).size).toBe(1);
    expect(arterial[0]).toBe(NO_PULSE_ARTERIAL_MMHG);
  });

  it("without a pulse, compressions drive the arterial line and the pleth, once a push (review W10)", () => {
    const { pleth, arterial } = run(state("fv", { fc: null, tas: null, tad: null, compressions: true }));
    const { systolic, diastolic } = COMPRESSION_ARTERIAL_MMHG;
    // Above AHA's diastolic targets for infants (≥ 25) and children (≥ 30), not at them (second review W10).
    expect(diastolic).toBeGreaterThan(30);
    expectRate(peaks(arterial, (systolic + diastolic) / 2, 0.3), COMPRESSION_RATE);
    expect(Math.max(...arterial)).toBeCloseTo(systolic, 0);
    expect(Math.min(...arterial.slice(HZ))).toBeGreaterThanOrEqual(diastolic - 1e-9);
    expectRate(peaks(pleth, COMPRESSION_PLETH / 2, 0.3), COMPRESSION_RATE);
    expect(Math.max(...pleth)).toBeCloseTo(COMPRESSION_PLETH, 2);
  });
});

describe("capnogram", () => {
  it.each([
    [12, 35],
    [20, 40],
    [40, 30],
  ])("FR %i: one breath per 60/FR s, plateau at EtCO₂ %i", (fr, etco2) => {
    const { capno } = run(state("sinusal", { fr, etco2 }), 30);
    const breaths = upwardCrossings(capno, etco2 / 2);
    expectRate(breaths, fr, 30);
    // Each breath's end-tidal value is the EtCO₂ shown, within 1 mmHg; inspiration returns to 0.
    for (const start of breaths.slice(0, -1)) {
      const from = Math.round(start * HZ);
      const breath = capno.slice(from, from + Math.round((60 / fr) * HZ * 0.9));
      expect(Math.abs(Math.max(...breath) - etco2)).toBeLessThanOrEqual(1);
    }
    expect(Math.min(...capno)).toBe(0);
  });

  it("apnoea: flat at 0", () => {
    const { capno } = run(state("sinusal", { fr: 0, etco2: 40 }));
    expect(Math.max(...capno)).toBe(0);
  });

  it("during compressions the plateau is low, at the EtCO₂ the engine gives (15 mmHg)", () => {
    const ventilated = run(state("fv", { fc: null, fr: 10, etco2: 15, compressions: true }), 30).capno;
    expect(Math.max(...ventilated)).toBeGreaterThan(14);
    expect(Math.max(...ventilated)).toBeLessThanOrEqual(15);
    // Without breaths the engine gives 15 % of that (2 mmHg; review W10 and W9 of the second
    // review): compressions alone draw humps up to that number, one a push, never 15 mmHg.
    const shown = Math.round(15 * COMPRESSION_CAPNO_SHARE);
    expect(shown).toBe(2);
    const notVentilated = run(state("fv", { fc: null, fr: 0, etco2: shown, compressions: true })).capno;
    expect(Math.max(...notVentilated)).toBeGreaterThan(shown - 0.1);
    expect(Math.max(...notVentilated)).toBeLessThanOrEqual(shown);
    expectRate(peaks(notVentilated, 0.3 * shown, 0.3), COMPRESSION_RATE);
  });
});

describe("determinism and the engine's state", () => {
  it("the same inputs give the same samples; another seed changes only the noise", () => {
    const a = run(state("fv", { fc: null }), 5, 3);
    const b = run(state("fv", { fc: null }), 5, 3);
    const c = run(state("fv", { fc: null }), 5, 4);
    expect([...a.ecg]).toEqual([...b.ecg]);
    expect([...a.ecg]).not.toEqual([...c.ecg]);
    const sinus1 = run(state("sinusal"), 5, 3);
    const sinus2 = run(state("sinusal"), 5, 3);
    expect([...sinus1.pleth]).toEqual([...sinus2.pleth]);
    expect([...sinus1.capno]).toEqual([...sinus2.capno]);
  });

  it("reads the engine's state: values, compressions by their key, pacing", () => {
    const s = monitorStateOf({
      rhythm: "marcapasos",
      values: { fc: 90, sat: 95, fr: 24, etco2: 36, tas: 98, tad: 60 },
      running: ["compresiones_toracicas"],
      pacing: { rate: 90, ma: 80, captured: true },
    });
    expect(s).toMatchObject({
      rhythm: "marcapasos",
      fc: 90,
      fr: 24,
      etco2: 36,
      tas: 98,
      tad: 60,
      compressions: true,
      pacing: { rate: 90, captured: true },
    });
    expect(monitorStateOf({ rhythm: "fv", values: { fc: null }, running: [], pacing: null }).fr).toBeNull();
  });
});

describe("sweep", () => {
  type Call = { op: string; args: unknown[]; style?: string };
  function fakeContext() {
    const calls: Call[] = [];
    const ctx = {
      fillStyle: "",
      strokeStyle: "",
      lineWidth: 1,
      font: "",
      textBaseline: "alphabetic",
      lineJoin: "miter",
      fillRect: (...args: unknown[]) => calls.push({ op: "fillRect", args, style: String(ctx.fillStyle) }),
      beginPath: () => calls.push({ op: "beginPath", args: [] }),
      moveTo: (...args: unknown[]) => calls.push({ op: "moveTo", args }),
      lineTo: (...args: unknown[]) => calls.push({ op: "lineTo", args }),
      stroke: () => calls.push({ op: "stroke", args: [], style: String(ctx.strokeStyle) }),
      fillText: (...args: unknown[]) => calls.push({ op: "fillText", args, style: String(ctx.fillStyle) }),
      measureText: (text: string) => ({ width: text.length * 6 }),
    };
    return { ctx: ctx as unknown as SweepContext, calls };
  }

  it("draws left to right only the new segment, with an erase bar ahead, in each channel's colour", () => {
    const { ctx, calls } = fakeContext();
    const pxPerMm = 4;
    const sweep = new Sweep(ctx, {
      width: 1000,
      height: 400,
      pxPerMm,
      channels: [
        { kind: "ecg", connected: true },
        { kind: "pleth", connected: true },
      ],
    });
    const s = state("sinusal");
    sweep.frame(10, s);
    calls.length = 0;
    sweep.frame(10.1, s);
    // 0,1 s at 25 mm/s and 4 px/mm: 10 px, from x = 0 to 10.
    const xs = calls.filter((c) => c.op === "lineTo").map((c) => c.args[0] as number);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeCloseTo(10, 5);
    const erases = calls.filter((c) => c.op === "fillRect");
    expect(erases.every((c) => (c.args[2] as number) < 1000)).toBe(true);
    expect(Math.max(...erases.map((c) => (c.args[0] as number) + (c.args[2] as number)))).toBeGreaterThan(10 + 5 * pxPerMm);
    const strokes = calls.filter((c) => c.op === "stroke").map((c) => c.style);
    expect(strokes).toEqual([CHANNELS.ecg.colour, CHANNELS.pleth.colour]);
  });

  it("wraps at the right edge and starts again from the left", () => {
    const { ctx, calls } = fakeContext();
    const sweep = new Sweep(ctx, { width: 100, height: 100, pxPerMm: 4, channels: [{ kind: "ecg", connected: true }] });
    const s = state("sinusal");
    sweep.frame(0, s);
    sweep.frame(0.9, s);
    calls.length = 0;
    sweep.frame(1.1, s);
    const xs = calls.filter((c) => c.op === "lineTo" || c.op === "moveTo").map((c) => c.args[0] as number);
    expect(Math.max(...xs)).toBeLessThanOrEqual(100);
    expect(Math.min(...xs)).toBeLessThan(11);
  });

  it("a channel whose sensor is off shows «Sensor desconectado» over a flat line", () => {
    const { ctx, calls } = fakeContext();
    const sweep = new Sweep(ctx, { width: 400, height: 200, pxPerMm: 4, channels: [{ kind: "pleth", connected: false }] });
    const s = state("sinusal");
    sweep.frame(0, s);
    expect(calls.some((c) => c.op === "fillText" && c.args[0] === DISCONNECTED)).toBe(true);
    calls.length = 0;
    sweep.frame(0.5, s);
    const ys = new Set(calls.filter((c) => c.op === "lineTo").map((c) => c.args[1]));
    expect(ys.size).toBe(1);
  });
});
