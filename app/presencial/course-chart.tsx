/**
 * A living patient's course drawn over simulation time: one small panel per numeric variable (its
 * line broken where nothing can be measured), the cardiac rhythm as a labelled band, and markers
 * for what was done (doses, shocks, other actions) and what the patient did by itself (handlers).
 *
 * Pure: it draws the states and markers it is given (sample a course with `sampleCourse`, build
 * markers with `courseMarkers`), so the studio's preview and the debrief report draw the same
 * chart. It reads in black and white: markers differ by shape and dash as well as colour, a flagged
 * dose carries its label, pulseless rhythms are hatched. Every marker is focusable and named; a
 * text version of the whole course follows the chart.
 */
import { useId, useMemo, useState } from "react";
import { formatNumber } from "~/domain/format";
import { formatSimTime, SHOCK_MESSAGES, unitLabel } from "~/presencial/planner";
import type { Course, LogEntry, PatientState } from "./model/engine";
import { BAND_LABELS, type Band, PHYSICAL_BOUNDS, RHYTHMS, type Rhythm } from "./model/vocabulary";

export type ChartVariable = { key: string; label: string; unit?: string | null };
export type MarkerKind = "dose" | "shock" | "handler" | "action" | "alarm" | "step" | "check";
/** What the chart draws of a state: its second, rhythm and the values on screen (null: a gap). */
export type ChartState = Pick<PatientState, "t" | "rhythm" | "values">;
export type ChartMarker = {
  /** Simulation second. */
  at: number;
  kind: MarkerKind;
  /** What it was, in words («Adrenalina en perfusión 0,1 microgramos/kg/min IV»). */
  label: string;
  /** A short word beside a flagged marker («Tóxica»); a flagged marker is drawn as a dashed triangle. */
  flag?: string | null;
  /** Why it is flagged, in full (BAND_LABELS…), for its accessible name and the text version. */
  detail?: string | null;
};

const KIND_WORDS: Record<MarkerKind, string> = {
  dose: "Dosis",
  shock: "Descarga",
  handler: "Respuesta del paciente",
  action: "Acción",
  alarm: "Alarma del monitor",
  step: "Guion",
  check: "Checklist",
};

/** What a marker was and when, as a screen reader reads it and the text version lists it. */
export function markerName(marker: ChartMarker): string {
  return `${formatSimTime(marker.at)} · ${KIND_WORDS[marker.kind]}: ${marker.label}${marker.detail ? `. ${marker.detail}` : ""}`;
}

// ── From a course to what the chart draws ─────────────────────────────────────────────────

/**
 * The course's states every `stepS` seconds up to `untilS`, plus the seconds on either side of each
 * change of rhythm or of what can be measured, so bands and gaps start where they really do.
 */
export function sampleCourse(course: Pick<Course, "until">, untilS: number, stepS = untilS > 900 ? 10 : 5): PatientState[] {
  return sampleStates(course.until(Math.max(0, Math.floor(untilS))), stepS);
}

/** One state a second, thinned to every `stepS` seconds and the seconds either side of each change of rhythm or of a gap. */
export function sampleStates<S extends ChartState>(all: readonly S[], stepS = all.length > 901 ? 10 : 5): S[] {
  const kept: S[] = [];
  const keep = (s: S) => {
    if (kept[kept.length - 1] !== s) kept.push(s);
  };
  all.forEach((state, i) => {
    const before = all[i - 1];
    const edge =
      before !== undefined &&
      (before.rhythm !== state.rhythm || Object.keys(state.values).some((k) => (before.values[k] === null) !== (state.values[k] === null)));
    if (edge) keep(before);
    if (edge || i % stepS === 0 || i === all.length - 1) keep(state);
  });
  return kept;
}

/** An amount and its unit as people read them: decimal comma, «microgramos» written out (one «microgramo»). */
export function amountText(amount: number, unit?: string | null): string {
  if (!unit) return formatNumber(amount);
  const words = unitLabel(unit);
  return `${formatNumber(amount)} ${amount === 1 ? words.replace(/^microgramos/, "microgramo") : words}`;
}

const FLAG_WORDS: Record<Exclude<Band, "terapeutica">, string> = { infra: "Baja", supra: "Alta", toxica: "Tóxica" };

type Names = {
  /** An intervention's label and dose unit, by key. */
  intervention: (key: string) => { label: string; unit?: string } | undefined;
  /** A handler's description, by key. */
  handler: (key: string) => string | undefined;
  /** The state's label, by key (for states set by hand). */
  state?: (key: string) => string | undefined;
};

/**
 * The markers of a course: its doses (flagged when out of the therapeutic range), shocks (flagged
 * when not what the guideline asks), the handlers that fired, and the log's other actions (what
 * starts and stops, one-off procedures, the rhythm or a state set by hand), up to `untilS`.
 */
export function courseMarkers(
  course: Pick<Course, "doses" | "shocks" | "fired">,
  names: Names,
  log: readonly LogEntry[] = [],
  untilS = Infinity,
): ChartMarker[] {
  const markers: ChartMarker[] = [];
  const nameOf = (key: string) => names.intervention(key)?.label ?? key;
  for (const dose of course.doses) {
    const unit = names.intervention(dose.intervention)?.unit;
    const amount = `${amountText(dose.dose, unit)}${dose.route ? ` ${dose.route}` : ""}`;
    const band = dose.band;
    const flagged = band !== null && band !== "terapeutica";
    const cumulative =
      dose.cumulativeBand && dose.cumulativeBand !== band ? `Con las dosis que aún actúan: ${BAND_LABELS[dose.cumulativeBand]}` : null;
    markers.push({
      at: dose.at,
      kind: "dose",
      label: `${nameOf(dose.intervention)}${dose.infusion ? " a" : ""} ${amount}`,
      flag: flagged ? FLAG_WORDS[band] : null,
      detail: [band ? BAND_LABELS[band] : "Sin perfil en el modelo", cumulative].filter(Boolean).join(". "),
    });
  }
  for (const shock of course.shocks) {
    const perKg = formatNumber(Math.round(shock.perKg * 10) / 10);
    markers.push({
      at: shock.at,
      kind: "shock",
      label: `${shock.joules} J (${perKg} J/kg)${shock.synchronised ? ", sincronizada" : ""} en ${RHYTHMS[shock.rhythm].label.toLowerCase()}`,
      flag: shock.problem ? (shock.delivered ? "Inadecuada" : "No descarga") : null,
      detail: shock.problem ? SHOCK_MESSAGES[shock.problem](perKg) : "Adecuada",
    });
  }
  for (const fired of course.fired) markers.push({ at: fired.at, kind: "handler", label: names.handler(fired.key) ?? fired.key });
  for (const entry of log) {
    const at = Math.max(0, Math.floor(entry.at));
    const label =
      entry.kind === "start"
        ? `Inicia ${nameOf(entry.intervention)}`
        : entry.kind === "stop" || (entry.kind === "rate" && entry.rate === 0)
          ? `Detiene ${nameOf(entry.intervention)}`
          : entry.kind === "procedure"
            ? nameOf(entry.intervention)
            : entry.kind === "rhythm"
              ? `Ritmo a mano: ${RHYTHMS[entry.rhythm].label}`
              : entry.kind === "state"
                ? `${entry.on ? "Activa" : "Retira"} el estado ${names.state?.(entry.state) ?? entry.state}`
                : entry.kind === "pacing"
                  ? entry.on
                    ? `Marcapasos a ${entry.rate} lpm y ${entry.ma} mA`
                    : "Retira el marcapasos"
                  : null;
    if (label) markers.push({ at, kind: "action", label });
  }
  return markers.filter((m) => m.at <= untilS).sort((a, b) => a.at - b.at);
}

// ── Geometry ──────────────────────────────────────────────────────────────────────────────

const W = 760;
const ML = 48;
const MR = 14;
const PLOT_W = W - ML - MR;
const LANE_ROWS = 3;
const ROW_H = 15;
const LANE_TOP = 4;
const LANE_H = LANE_ROWS * ROW_H + 4;
const TITLE_H = 14;
const BAND_H = 20;
const PANEL_H = 46;
const GAP = 10;
const AXIS_H = 40;
const CHAR_W = 5.8;

const INK = "#0f172a";
const MUTED = "#64748b";
const FLAG = "#b91c1c";
const HANDLER = "#4338ca";
const SHOCK = "#92400e";
const GRID = "#e2e8f0";

/** Short names of the rhythms for a narrow stretch of the band. */
const RHYTHM_SHORT: Record<Rhythm, string> = {
  sinusal: "RS",
  taquicardia_sinusal: "Taq. sinusal",
  bradicardia_sinusal: "Brad. sinusal",
  tsv: "TSV",
  fv: "FV",
  tv_con_pulso: "TV con pulso",
  tv_sin_pulso: "TV sin pulso",
  asistolia: "Asistolia",
  aesp: "AESP",
  bav_completo: "BAV completo",
  marcapasos: "Marcapasos",
};

/** A step of 1, 2 or 5 × 10ⁿ that splits `span` into about `parts`. */
function niceStep(span: number, parts: number): number {
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * A variable's vertical scale: the values' range, widened so that natural variability does not
 * look like a trend, within what the variable can physically be (no SatO₂ axis above 100).
 */
function scaleOf(key: string, values: number[]) {
  if (values.length === 0) return { lo: 0, hi: 1, ticks: [0, 1] };
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const least = Math.max(Math.abs(hi) * 0.2, 4);
  if (hi - lo < least) {
    const mid = (hi + lo) / 2;
    lo = mid - least / 2;
    hi = mid + least / 2;
  }
  const step = niceStep(hi - lo, 2);
  const [floor, ceiling] = PHYSICAL_BOUNDS[key] ?? [-Infinity, Infinity];
  lo = Math.max(Math.floor(lo / step) * step, Math.min(floor, Math.min(...values)));
  hi = Math.min(Math.ceil(hi / step) * step, Math.max(ceiling, Math.max(...values)));
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step * 1e-6; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return { lo, hi, ticks };
}

type Run = { from: number; to: number };
type Segment = { rhythm: Rhythm; from: number; to: number };

function layout(states: readonly ChartState[], variables: readonly ChartVariable[], markers: readonly ChartMarker[], durationS: number) {
  const span = Math.max(1, durationS);
  const x = (t: number) => ML + (Math.min(Math.max(t, 0), span) / span) * PLOT_W;
  const bandTop = LANE_TOP + LANE_H + TITLE_H;
  const panelsTop = bandTop + BAND_H + GAP;
  const panelTop = (i: number) => panelsTop + i * (TITLE_H + PANEL_H + GAP);
  const bottom = panelTop(variables.length) - GAP;
  const height = bottom + AXIS_H;

  const segments: Segment[] = [];
  for (const s of states) {
    const last = segments[segments.length - 1];
    if (last && last.rhythm === s.rhythm) continue;
    if (last) last.to = s.t;
    segments.push({ rhythm: s.rhythm, from: s.t, to: span });
  }

  const panels = variables.map((variable, index) => {
    const points = states.map((s) => ({ t: s.t, v: s.values[variable.key] ?? null }));
    const numbers = points.flatMap((p) => (p.v === null ? [] : [p.v]));
    const scale = scaleOf(variable.key, numbers);
    const top = panelTop(index) + TITLE_H;
    const y = (v: number) => top + PANEL_H - ((v - scale.lo) / (scale.hi - scale.lo)) * PANEL_H;
    let d = "";
    let open = false;
    const gaps: Run[] = [];
    points.forEach((p, i) => {
      if (p.v === null) {
        const gap = gaps[gaps.length - 1];
        if (gap && points[i - 1]?.v === null) gap.to = p.t;
        else gaps.push({ from: p.t, to: p.t });
        open = false;
        return;
      }
      const lonely = points[i + 1] === undefined || points[i + 1].v === null;
      d += `${open ? "L" : "M"}${x(p.t).toFixed(1)} ${y(p.v).toFixed(1)}${!open && lonely ? "h0.5" : ""}`;
      open = true;
    });
    // A gap lasts until the next measurable value.
    for (const gap of gaps) gap.to = points.find((p) => p.t > gap.to && p.v !== null)?.t ?? span;
    return { variable, top, y, d, gaps, scale, first: numbers[0], last: numbers[numbers.length - 1], points };
  });

  // Markers share three rows of heads: each goes to the first row free at its time.
  const ends = Array.from({ length: LANE_ROWS }, () => -Infinity);
  const placed = markers.map((marker, index) => {
    const mx = x(marker.at);
    const width = 12 + (marker.flag ? marker.flag.length * CHAR_W + 4 : 0);
    let row = ends.findIndex((end) => end <= mx - 6);
    if (row === -1) row = index % LANE_ROWS;
    ends[row] = mx - 6 + width;
    return { marker, x: mx, y: LANE_TOP + ROW_H / 2 + 2 + row * ROW_H, index };
  });

  const minutes = span / 60;
  const stepMin = [1, 2, 5, 10, 15, 30].find((s) => minutes / s <= 12) ?? 60;
  const ticks: number[] = [];
  for (let m = 0; m <= minutes + 1e-9; m += stepMin) ticks.push(m);

  return { x, span, bandTop, bottom, height, segments, panels, placed, ticks };
}

// ── The chart ─────────────────────────────────────────────────────────────────────────────

const DASH: Record<MarkerKind, string | undefined> = {
  dose: undefined,
  action: "2 2",
  handler: "1 3",
  shock: "6 2 1 2",
  alarm: "8 3",
  step: "1 1",
  check: "3 1 1 1",
};
const COLOUR: Record<MarkerKind, string> = {
  dose: INK,
  action: MUTED,
  handler: HANDLER,
  shock: SHOCK,
  alarm: FLAG,
  step: INK,
  check: "#166534",
};

function Head({ marker, x, y, bare = false }: { marker: ChartMarker; x: number; y: number; bare?: boolean }) {
  if (marker.flag)
    return (
      <>
        <path d={`M${x - 6} ${y - 5}h12l-6 10z`} fill={FLAG} stroke={INK} strokeWidth={1} />
        {!bare && (
          <text x={x + 8} y={y + 4} fontSize={10} fontWeight={700} fill={FLAG}>
            {marker.flag}
          </text>
        )}
      </>
    );
  switch (marker.kind) {
    case "dose":
      return <circle cx={x} cy={y} r={4.5} fill={INK} />;
    case "shock":
      return <rect x={x - 4.5} y={y - 4.5} width={9} height={9} fill={SHOCK} stroke={INK} strokeWidth={1} />;
    case "handler":
      return <path d={`M${x} ${y - 6}l5 6l-5 6l-5 -6z`} fill="#fff" stroke={HANDLER} strokeWidth={1.8} />;
    case "action":
      return <circle cx={x} cy={y} r={4} fill="#fff" stroke={INK} strokeWidth={1.5} />;
    // An alarm: a bell-like triangle pointing up, hollow (a flagged dose points down, filled).
    case "alarm":
      return <path d={`M${x} ${y - 6}l6 11h-12z`} fill="#fff" stroke={FLAG} strokeWidth={1.8} />;
    // A script step or phase: a flag on a pole.
    case "step":
      return <path d={`M${x - 4} ${y + 6}v-12h9l-3 3l3 3h-9`} fill="#fff" stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />;
    // A checklist mark: a tick in a box.
    case "check":
      return (
        <>
          <rect x={x - 5} y={y - 5} width={10} height={10} fill="#fff" stroke={COLOUR.check} strokeWidth={1.5} />
          <path d={`M${x - 3} ${y}l2 2.5l4 -5`} fill="none" stroke={COLOUR.check} strokeWidth={1.5} />
        </>
      );
  }
}

/** The legend's sign for a kind of marker, drawn as on the chart. */
function Sign({ marker }: { marker: ChartMarker }) {
  const dash = marker.flag ? "4 3" : DASH[marker.kind];
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="inline-block shrink-0">
      <line x1={12} y1={12} x2={12} y2={24} stroke={marker.flag ? FLAG : COLOUR[marker.kind]} strokeWidth={1.5} strokeDasharray={dash} />
      <Head marker={marker} x={12} y={8} bare />
    </svg>
  );
}

const LEGEND: { marker: ChartMarker; text: string }[] = [
  { marker: { at: 0, kind: "dose", label: "" }, text: "Dosis en rango" },
  { marker: { at: 0, kind: "dose", label: "", flag: "!" }, text: "Fuera de rango o inadecuada (discontinua, con su etiqueta)" },
  { marker: { at: 0, kind: "shock", label: "" }, text: "Descarga" },
  { marker: { at: 0, kind: "handler", label: "" }, text: "Respuesta del paciente" },
  { marker: { at: 0, kind: "action", label: "" }, text: "Otra acción" },
  { marker: { at: 0, kind: "alarm", label: "" }, text: "Alarma del monitor (inicio)" },
  { marker: { at: 0, kind: "step", label: "" }, text: "Paso del guion o fase" },
  { marker: { at: 0, kind: "check", label: "" }, text: "Marca del checklist" },
];
/** Kinds the studio's preview never draws: in the legend only when the chart has one. */
const OCCASIONAL: ReadonlySet<MarkerKind> = new Set(["alarm", "step", "check"]);

const unitOf = (v: ChartVariable) => (v.unit ? ` (${unitLabel(v.unit)})` : "");

const secondsRange = (from: number, to: number, span: number) =>
  to >= span ? `desde ${formatSimTime(from)}` : `de ${formatSimTime(from)} a ${formatSimTime(to)}`;

export function CourseChart({
  states,
  variables,
  markers,
  durationS,
  cursor = null,
  title,
}: {
  /** The course sampled over [0, durationS] (`sampleCourse`). */
  states: readonly ChartState[];
  /** The numeric variables to draw, in order, with their labels and units. */
  variables: readonly ChartVariable[];
  markers: readonly ChartMarker[];
  durationS: number;
  /** The playback's time cursor (simulation seconds); what comes after it is dimmed. */
  cursor?: number | null;
  title: string;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [shown, setShown] = useState<number | null>(null);
  const geometry = useMemo(() => layout(states, variables, markers, durationS), [states, variables, markers, durationS]);
  const { x, span, bandTop, bottom, height, segments, panels, placed, ticks } = geometry;
  const hatch = `${id}-hatch`;

  // The drawing without the cursor: it changes only with the course, not on every frame of a playback.
  const drawing = useMemo(
    () => (
      <>
        <defs>
          <pattern id={hatch} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1={0} y1={0} x2={0} y2={6} stroke={MUTED} strokeWidth={1.5} />
          </pattern>
        </defs>
        {/* Minutes: grid and axis. */}
        <g aria-hidden="true">
          {ticks.map((m) => (
            <g key={m}>
              <line x1={x(m * 60)} x2={x(m * 60)} y1={bandTop} y2={bottom} stroke={GRID} />
              <line x1={x(m * 60)} x2={x(m * 60)} y1={bottom} y2={bottom + 4} stroke={INK} />
              <text x={x(m * 60)} y={bottom + 16} fontSize={10} textAnchor="middle" fill={INK}>
                {formatNumber(m)}
              </text>
            </g>
          ))}
          <line x1={ML} x2={ML + PLOT_W} y1={bottom} y2={bottom} stroke={INK} />
          <text x={ML + PLOT_W / 2} y={bottom + 32} fontSize={11} textAnchor="middle" fill={INK}>
            Minutos de simulación
          </text>
        </g>
        {/* The rhythm band. */}
        <g>
          <text
            x={ML}
            y={bandTop - 4}
            fontSize={11}
            fontWeight={700}
            fill={INK}
            stroke="#fff"
            strokeWidth={3}
            paintOrder="stroke"
            aria-hidden="true"
          >
            Ritmo
          </text>
          {segments.map((s) => {
            const x1 = x(s.from);
            const w = Math.max(0, x(s.to) - x1);
            const { label, pulse } = RHYTHMS[s.rhythm];
            const text =
              label.length * CHAR_W + 8 <= w ? label : RHYTHM_SHORT[s.rhythm].length * CHAR_W + 6 <= w ? RHYTHM_SHORT[s.rhythm] : "";
            return (
              <g key={`${s.rhythm}-${s.from}`} data-rhythm={s.rhythm}>
                <title>{`${label} ${secondsRange(s.from, s.to, span)}`}</title>
                <rect x={x1} y={bandTop} width={w} height={BAND_H} fill={pulse ? "#fff" : `url(#${hatch})`} stroke={INK} strokeWidth={1} />
                {text && (
                  <text
                    x={x1 + 4}
                    y={bandTop + 14}
                    fontSize={10}
                    fill={INK}
                    stroke="#fff"
                    strokeWidth={3}
                    paintOrder="stroke"
                    fontWeight={pulse ? 400 : 700}
                  >
                    {text}
                  </text>
                )}
              </g>
            );
          })}
        </g>
        {/* One panel per variable. */}
        {panels.map(({ variable, top, y, d, gaps, scale }) => (
          <g key={variable.key}>
            <text x={ML} y={top - 4} fontSize={11} fontWeight={700} fill={INK} stroke="#fff" strokeWidth={3} paintOrder="stroke">
              {variable.label}
              {unitOf(variable)}
            </text>
            <rect x={ML} y={top} width={PLOT_W} height={PANEL_H} fill="none" stroke={GRID} />
            <g aria-hidden="true">
              {scale.ticks.map((v) => (
                <g key={v}>
                  <line x1={ML} x2={ML + PLOT_W} y1={y(v)} y2={y(v)} stroke={GRID} strokeDasharray="2 3" />
                  <text x={ML - 5} y={y(v) + 3.5} fontSize={9.5} textAnchor="end" fill={INK}>
                    {formatNumber(v)}
                  </text>
                </g>
              ))}
              {gaps.map((gap) => {
                const x1 = x(gap.from);
                const w = x(gap.to) - x1;
                return (
                  <g key={gap.from} data-gap={variable.key}>
                    <rect x={x1} y={top} width={Math.max(w, 1)} height={PANEL_H} fill={`url(#${hatch})`} opacity={0.35} />
                    {w > 64 && (
                      <text
                        x={x1 + w / 2}
                        y={top + PANEL_H / 2 + 3}
                        fontSize={10}
                        textAnchor="middle"
                        fill={INK}
                        stroke="#fff"
                        strokeWidth={3}
                        paintOrder="stroke"
                      >
                        no medible
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
            <path
              d={d}
              data-variable={variable.key}
              fill="none"
              stroke={INK}
              strokeWidth={1.6}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </g>
        ))}
      </>
    ),
    [hatch, ticks, x, bandTop, bottom, segments, span, panels],
  );

  const future = cursor === null ? null : Math.min(Math.max(cursor, 0), span);
  const focused = shown === null ? null : markers[shown];

  return (
    <figure className="course-chart break-inside-avoid">
      <svg
        viewBox={`0 0 ${W} ${height}`}
        role="group"
        aria-labelledby={`${id}-title`}
        className="h-auto w-full max-w-full bg-white"
        style={{ fontFamily: "inherit" }}
      >
        <title id={`${id}-title`}>{title}</title>
        {drawing}
        {future !== null && future < span && (
          <g aria-hidden="true" fill="#fff" opacity={0.6}>
            {[{ top: bandTop, h: BAND_H }, ...panels.map((p) => ({ top: p.top, h: PANEL_H }))].map(({ top, h }) => (
              <rect key={top} x={x(future)} y={top} width={ML + PLOT_W - x(future)} height={h} />
            ))}
          </g>
        )}
        {/* Markers: a line across every panel and a head in the lane above. */}
        {placed.map(({ marker, x: mx, y, index }) => {
          const name = markerName(marker);
          const colour = marker.flag ? FLAG : COLOUR[marker.kind];
          return (
            <g
              key={index}
              tabIndex={0}
              role="img"
              aria-label={name}
              data-marker={marker.kind}
              data-flagged={marker.flag ? "true" : undefined}
              className="group cursor-default outline-none"
              onFocus={() => setShown(index)}
              onBlur={() => setShown((s) => (s === index ? null : s))}
              onMouseEnter={() => setShown(index)}
              onMouseLeave={() => setShown((s) => (s === index ? null : s))}
            >
              <title>{name}</title>
              <line
                x1={mx}
                x2={mx}
                y1={y + 5}
                y2={bottom}
                stroke={colour}
                strokeWidth={marker.flag ? 1.6 : 1.2}
                strokeDasharray={marker.flag ? "4 3" : DASH[marker.kind]}
                opacity={0.85}
              />
              <rect x={mx - 8} y={y - 8} width={16} height={bottom - y + 8} fill="transparent" />
              <rect
                x={mx - 9}
                y={y - 9}
                width={18}
                height={18}
                rx={3}
                fill="none"
                stroke={INK}
                strokeWidth={2}
                opacity={0}
                className="group-hover:opacity-100 group-focus-visible:opacity-100"
              />
              <Head marker={marker} x={mx} y={y} />
            </g>
          );
        })}
        {future !== null && (
          <g aria-hidden="true">
            <line x1={x(future)} x2={x(future)} y1={bandTop - 2} y2={bottom} stroke="#115e59" strokeWidth={2.5} />
            <path d={`M${x(future) - 5} ${bandTop - 8}h10l-5 6z`} fill="#115e59" />
          </g>
        )}
      </svg>
      <p aria-hidden="true" className="mt-1 min-h-5 text-sm text-slate-800 print:hidden">
        {focused ? markerName(focused) : markers.length > 0 ? "Señala o enfoca (tabulador) una marca para ver qué fue." : ""}
      </p>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {LEGEND.filter(({ marker }) => !OCCASIONAL.has(marker.kind) || markers.some((m) => m.kind === marker.kind)).map(
          ({ marker, text }) => (
            <span key={text} className="inline-flex items-center gap-1">
              <Sign marker={marker} />
              {text}
            </span>
          ),
        )}
        <span className="inline-flex items-center gap-1">
          <svg viewBox="0 0 24 14" width="24" height="14" aria-hidden="true" focusable="false">
            <defs>
              <pattern id={`${id}-legend-hatch`} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1={0} y1={0} x2={0} y2={6} stroke={MUTED} strokeWidth={1.5} />
              </pattern>
            </defs>
            <rect x={1} y={1} width={22} height={12} fill={`url(#${id}-legend-hatch)`} stroke={INK} />
          </svg>
          Ritmo sin pulso · valor no medible
        </span>
      </figcaption>
      <CourseText panels={panels} segments={segments} markers={markers} span={span} />
    </figure>
  );
}

/** The chart in words: each variable's start, end, lowest and highest values and gaps; the rhythm; every marker. */
function CourseText({
  panels,
  segments,
  markers,
  span,
}: {
  panels: ReturnType<typeof layout>["panels"];
  segments: Segment[];
  markers: readonly ChartMarker[];
  span: number;
}) {
  const extreme = (points: { t: number; v: number | null }[], pick: (a: number, b: number) => boolean) =>
    points.reduce<{ t: number; v: number } | null>(
      (best, p) => (p.v !== null && (!best || pick(p.v, best.v)) ? { t: p.t, v: p.v } : best),
      null,
    );
  return (
    <details className="mt-2 text-sm print:hidden">
      <summary className="cursor-pointer font-medium">Curso en texto</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {panels.map(({ variable, points, first, last, gaps }) => {
          const low = extreme(points, (a, b) => a < b);
          const high = extreme(points, (a, b) => a > b);
          return (
            <li key={variable.key}>
              <strong>
                {variable.label}
                {unitOf(variable)}
              </strong>
              :{" "}
              {first === undefined
                ? "no medible en todo el curso"
                : `empieza en ${formatNumber(first)} y acaba en ${formatNumber(last!)}; mínimo ${formatNumber(low!.v)} en ${formatSimTime(low!.t)}, máximo ${formatNumber(high!.v)} en ${formatSimTime(high!.t)}`}
              {first !== undefined && gaps.length > 0 && `; no medible ${gaps.map((g) => secondsRange(g.from, g.to, span)).join(", ")}`}.
            </li>
          );
        })}
        <li>
          <strong>Ritmo</strong>: {segments.map((s) => `${RHYTHMS[s.rhythm].label} ${secondsRange(s.from, s.to, span)}`).join("; ")}.
        </li>
      </ul>
      {markers.length > 0 && (
        <>
          <p className="mt-2 font-medium">Acciones y respuestas</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {markers.map((m, i) => (
              <li key={i}>{markerName(m)}</li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
