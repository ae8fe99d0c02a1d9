/**
 * The monitor's waveforms on a canvas: it fills its box (ResizeObserver), draws in device pixels
 * (devicePixelRatio) and sweeps at 25 mm/s with requestAnimationFrame. `stateAt(nowMs)` gives the
 * patient's state at that wall-clock time (Date.now()); the sweep itself runs on the frame's clock,
 * so the trace keeps moving while a session is paused, as a real monitor does.
 */
import { useEffect, useRef } from "react";
import { CSS_PX_PER_MM, Sweep, SWEEP_MM_PER_S, type SweepChannel } from "./sweep";
import type { MonitorState } from "./waveforms";

export type MonitorCanvasProps = {
  stateAt: (nowMs: number) => MonitorState;
  channels: readonly SweepChannel[];
  mmPerSecond?: number;
  /** The same per session, so every screen of one session draws the same fibrillation. */
  seed?: number;
  className?: string;
  /** What a screen reader hears: the monitor's numbers are elsewhere on the page, as text. */
  label?: string;
  /** Each ventricular beat as the pen draws it (the beat tone). */
  onBeat?: () => void;
};

export function MonitorCanvas({
  stateAt,
  channels,
  mmPerSecond = SWEEP_MM_PER_S,
  seed = 0,
  className,
  label = "Monitor: curvas",
  onBeat,
}: MonitorCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sweepRef = useRef<Sweep | null>(null);
  const stateAtRef = useRef(stateAt);
  const channelsRef = useRef(channels);
  const onBeatRef = useRef(onBeat);

  // The latest props, read by the running loop without restarting it.
  useEffect(() => {
    stateAtRef.current = stateAt;
    channelsRef.current = channels;
    onBeatRef.current = onBeat;
  });
  // A sensor plugged or unplugged (compared by content: a new array with the same channels is no change).
  const channelsKey = JSON.stringify(channels);
  useEffect(() => {
    sweepRef.current?.setChannels(channelsRef.current);
  }, [channelsKey]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const sweep = new Sweep(ctx, {
      width: 1,
      height: 1,
      pxPerMm: CSS_PX_PER_MM,
      channels: channelsRef.current,
      mmPerSecond,
      seed,
      // Counted on the element as well: what a test (or a curious instructor) can read of the rate drawn.
      beats: {
        ventricle: () => {
          canvas.dataset.beats = String(Number(canvas.dataset.beats ?? 0) + 1);
          onBeatRef.current?.();
        },
      },
    });
    sweepRef.current = sweep;
    const fit = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(box.width * ratio));
      canvas.height = Math.max(1, Math.round(box.height * ratio));
      sweep.resize(canvas.width, canvas.height, CSS_PX_PER_MM * ratio);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    let frame = requestAnimationFrame(function draw(now: number) {
      // A monitor out of sight (a console tab not shown) draws nothing; shown again, it goes on from now.
      if (canvas.offsetParent !== null) sweep.frame(now / 1000, stateAtRef.current(Date.now()));
      frame = requestAnimationFrame(draw);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      sweepRef.current = null;
    };
  }, [mmPerSecond, seed]);

  return (
    <canvas
      ref={canvasRef}
      className={className}
      role="img"
      aria-label={label}
      style={{ display: "block", width: "100%", height: "100%" }}
    />
  );
}
