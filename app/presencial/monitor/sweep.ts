/**
 * The monitor's sweep, framework-free: each channel (ECG, SpO₂ pleth, capnogram, arterial line)
 * is traced left to right at 25 mm/s in its own band, as a bedside monitor does. Each animation
 * frame draws only the segment since the last frame, and erases a bar just ahead of the pen, so
 * the old trace stays on screen until the pen comes round again. A channel whose sensor is off
 * draws a flat line under «Sensor desconectado».
 *
 * It draws in device pixels: the caller sizes the canvas (CSS size × devicePixelRatio) and says
 * how many device pixels make a millimetre. `monitor-canvas.tsx` drives it with
 * requestAnimationFrame.
 */
import { type BeatListener, type MonitorSample, type MonitorState, WaveformClock } from "./waveforms";

export type ChannelKind = keyof MonitorSample;

/** Each channel's label, colour (as monitors colour them) and the span of its band. */
export const CHANNELS: Record<ChannelKind, { label: string; colour: string; range: readonly [number, number] }> = {
  ecg: { label: "II", colour: "#4ade80", range: [-1, 1.6] },
  pleth: { label: "SpO₂", colour: "#22d3ee", range: [0, 1] },
  capno: { label: "CO₂", colour: "#facc15", range: [0, 50] },
  arterial: { label: "ART", colour: "#f87171", range: [0, 150] },
};

export const DISCONNECTED = "Sensor desconectado";
export const SWEEP_MM_PER_S = 25;
/** CSS pixels in a millimetre (96 per inch); times devicePixelRatio for device pixels. */
export const CSS_PX_PER_MM = 96 / 25.4;

const BACKGROUND = "#000";
const ERASE_MM = 6;
const SAMPLE_HZ = 500;
/** After a pause longer than this (a hidden tab), the sweep goes on from now instead of catching up. */
const MAX_CATCH_UP_S = 1;
const LINE_MM = 0.5;
const FONT_MM = 3;

export type SweepChannel = { kind: ChannelKind; connected: boolean; range?: readonly [number, number] };
export type SweepOptions = {
  width: number;
  height: number;
  pxPerMm: number;
  channels: readonly SweepChannel[];
  mmPerSecond?: number;
  seed?: number;
  /** Told of each beat, breath and compression as the pen draws it (the beat tone listens). */
  beats?: BeatListener;
};

/** The part of a canvas 2D context the sweep uses (a test can stand in for it). */
export type SweepContext = Pick<
  CanvasRenderingContext2D,
  | "fillStyle"
  | "strokeStyle"
  | "lineWidth"
  | "font"
  | "textBaseline"
  | "lineJoin"
  | "fillRect"
  | "beginPath"
  | "moveTo"
  | "lineTo"
  | "stroke"
  | "fillText"
  | "measureText"
>;

type Text = { text: string; x: number; y: number; width: number; colour: string };

export class Sweep {
  private readonly clock: WaveformClock;
  private width: number;
  private height: number;
  private pxPerMm: number;
  private channels: readonly SweepChannel[];
  private readonly mmPerSecond: number;
  /** The time at the left edge of the first pass, and the last time drawn; null until the first frame. */
  private start: number | null = null;
  private drawnUntil = 0;
  private pens: { x: number; y: number }[] = [];

  constructor(
    private readonly ctx: SweepContext,
    options: SweepOptions,
  ) {
    this.width = options.width;
    this.height = options.height;
    this.pxPerMm = options.pxPerMm;
    this.channels = options.channels;
    this.mmPerSecond = options.mmPerSecond ?? SWEEP_MM_PER_S;
    this.clock = new WaveformClock(options.seed ?? 0, options.beats);
  }

  /** A new size: the screen is cleared and the pen starts again at the left; the patient's rhythm goes on. */
  resize(width: number, height: number, pxPerMm: number) {
    Object.assign(this, { width, height, pxPerMm, start: null });
  }

  /**
   * Sensors plugged or unplugged: the words appear now and the trace changes as the pen moves on.
   * Another set of channels lays the bands out again, so the screen starts afresh.
   */
  setChannels(channels: readonly SweepChannel[]) {
    const sameBands = channels.map((c) => c.kind).join() === this.channels.map((c) => c.kind).join();
    this.channels = channels;
    if (!sameBands) this.start = null;
    if (this.start === null) return;
    for (const text of this.texts()) this.write(text);
  }

  /** Draws everything from the last frame up to t (seconds) under the patient's state now. */
  frame(t: number, state: MonitorState) {
    if (this.start === null) return this.begin(t, state);
    if (t <= this.drawnUntil) return;
    if (t - this.drawnUntil > MAX_CATCH_UP_S) this.start += t - MAX_CATCH_UP_S - this.drawnUntil;
    const from = Math.max(this.drawnUntil, t - MAX_CATCH_UP_S);
    const count = Math.ceil((t - from) * SAMPLE_HZ);
    const points: { pos: number; sample: MonitorSample }[] = [];
    for (let k = 1; k <= count; k++) {
      const at = from + ((t - from) * k) / count;
      points.push({ pos: this.posAt(at), sample: this.clock.sample(state, at) });
    }
    const erased = this.erase(this.posAt(from), this.posAt(t) + ERASE_MM * this.pxPerMm);
    this.channels.forEach((channel, i) => this.trace(i, channel, points));
    for (const text of this.texts()) if (erased.some(([a, b]) => text.x < b && text.x + text.width > a)) this.write(text);
    this.drawnUntil = t;
  }

  private begin(t: number, state: MonitorState) {
    this.start = t;
    this.drawnUntil = t;
    this.ctx.fillStyle = BACKGROUND;
    this.ctx.fillRect(0, 0, this.width, this.height);
    const sample = this.clock.sample(state, t);
    this.pens = this.channels.map((channel, i) => ({ x: 0, y: this.yOf(i, channel, sample) }));
    for (const text of this.texts()) this.write(text);
  }

  private get pxPerSecond() {
    return this.mmPerSecond * this.pxPerMm;
  }
  /** Pixels since the first pass began (unbounded; the screen shows it modulo the width). */
  private posAt(t: number) {
    return (t - (this.start ?? t)) * this.pxPerSecond;
  }

  /** Clears [from, to) of the unbounded track, wrapped onto the screen; returns the screen spans cleared. */
  private erase(from: number, to: number): [number, number][] {
    const gap = LINE_MM * this.pxPerMm;
    const spans: [number, number][] = [];
    if (to - from - gap >= this.width) spans.push([0, this.width]);
    else {
      const a = (from + gap) % this.width;
      const b = a + (to - from - gap);
      if (b <= this.width) spans.push([a, b]);
      else spans.push([a, this.width], [0, b - this.width]);
    }
    this.ctx.fillStyle = BACKGROUND;
    for (const [a, b] of spans) this.ctx.fillRect(a, 0, b - a, this.height);
    return spans;
  }

  private band(i: number) {
    const size = this.height / Math.max(1, this.channels.length);
    return { top: i * size, size };
  }

  private yOf(i: number, channel: SweepChannel, sample: MonitorSample) {
    const { top, size } = this.band(i);
    if (!channel.connected) return top + size / 2;
    const [lo, hi] = channel.range ?? CHANNELS[channel.kind].range;
    const pad = 0.1 * size;
    const y = top + pad + (1 - (sample[channel.kind] - lo) / (hi - lo)) * (size - 2 * pad);
    return Math.min(top + size - 1, Math.max(top + 1, y));
  }

  private trace(i: number, channel: SweepChannel, points: { pos: number; sample: MonitorSample }[]) {
    const { ctx } = this;
    const pen = this.pens[i] ?? { x: 0, y: this.band(i).top + this.band(i).size / 2 };
    ctx.strokeStyle = CHANNELS[channel.kind].colour;
    ctx.lineWidth = LINE_MM * this.pxPerMm;
    ctx.lineJoin = "round";
    ctx.beginPath();
    ctx.moveTo(pen.x, pen.y);
    for (const { pos, sample } of points) {
      const x = pos % this.width;
      const y = this.yOf(i, channel, sample);
      if (x < pen.x) {
        ctx.lineTo(this.width, y);
        ctx.moveTo(0, y);
      }
      ctx.lineTo(x, y);
      pen.x = x;
      pen.y = y;
    }
    ctx.stroke();
    this.pens[i] = pen;
  }

  /** Each channel's label, and «Sensor desconectado» where its sensor is off. */
  private texts(): Text[] {
    const font = FONT_MM * this.pxPerMm;
    this.ctx.font = `${Math.round(font)}px system-ui, sans-serif`;
    const measure = (text: string) => this.ctx.measureText(text).width;
    return this.channels.flatMap((channel, i) => {
      const { top, size } = this.band(i);
      const { label, colour } = CHANNELS[channel.kind];
      const texts: Text[] = [{ text: label, x: font / 2, y: top + font / 3, width: measure(label), colour }];
      if (!channel.connected) {
        const width = measure(DISCONNECTED);
        texts.push({ text: DISCONNECTED, x: (this.width - width) / 2, y: top + size / 2 - 1.5 * font, width, colour });
      }
      return texts;
    });
  }

  private write(text: Text) {
    this.ctx.fillStyle = text.colour;
    this.ctx.textBaseline = "top";
    this.ctx.fillText(text.text, text.x, text.y);
  }
}
