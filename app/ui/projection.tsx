import { useEffect, useMemo, useRef, useState } from "react";
import type { Snapshot, SnapshotVariable } from "../../party/protocol";
import { formatClock, vitalAlerts } from "~/domain/attempts";
import {
  ALARM_MS,
  bannerParagraphs,
  elapsedSeconds,
  HIGHLIGHT_MS,
  LOADING_GIVE_UP_MS,
  SESSION_STATUS_LABEL,
  VARIABLE_TYPE_LABEL,
} from "~/domain/presencial";
import type { Connection } from "./live";
import { useTick } from "./live";
import { createSoundBoard, type Sound } from "./sounds";

const TYPE_ORDER = ["vital", "lab", "imagen", "texto"];

function groupByType(variables: SnapshotVariable[]) {
  const groups = new Map<string, SnapshotVariable[]>();
  for (const variable of variables) {
    const type = TYPE_ORDER.includes(variable.type) ? variable.type : "otros";
    groups.set(type, [...(groups.get(type) ?? []), variable]);
  }
  return [...groups.entries()].sort(([a], [b]) => (TYPE_ORDER.indexOf(a) + 1 || 99) - (TYPE_ORDER.indexOf(b) + 1 || 99));
}

function alertFor(variable: SnapshotVariable): string | null {
  const value = Number(variable.value.replace(",", "."));
  if (variable.key === "fc" && vitalAlerts({ fc: value }).fc) return "Taquicardia (FC > 170)";
  if (variable.key === "sat" && vitalAlerts({ sat: value }).sat) return "Hipoxemia (SatO₂ < 92 %)";
  return null;
}

/** Variables that just appeared stay highlighted for 0.9 s. */
function useHighlights(variables: SnapshotVariable[]) {
  const seen = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  useEffect(() => {
    const ids = new Set(variables.map((v) => v.id));
    if (seen.current === null) {
      seen.current = ids;
      return;
    }
    const added = [...ids].filter((id) => !seen.current!.has(id));
    seen.current = ids;
    if (added.length === 0) return;
    setFresh((current) => new Set([...current, ...added]));
    const timer = setTimeout(() => setFresh((current) => new Set([...current].filter((id) => !added.includes(id)))), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [variables]);
  return fresh;
}

/** Sounds for what changed between two snapshots, once audio is unlocked and unless muted. */
function useSounds(snapshot: Snapshot, muted: boolean) {
  const board = useMemo(() => (typeof window === "undefined" ? null : createSoundBoard()), []);
  const previous = useRef(snapshot);
  useEffect(() => {
    const unlock = () => board?.unlock();
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [board]);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot;
    if (!board || muted || before === snapshot) return;
    const play: Sound[] = [];
    const ids = new Set(before.variables.map((v) => v.id));
    const now = new Set(snapshot.variables.map((v) => v.id));
    if (snapshot.variables.some((v) => !ids.has(v.id))) play.push("reveal");
    if (before.variables.some((v) => !now.has(v.id))) play.push("hide");
    if (snapshot.banner !== before.banner && snapshot.banner) play.push("banner");
    if (snapshot.alarm.ping > before.alarm.ping) play.push("alarm");
    for (const sound of play) board.play(sound);
  }, [snapshot, muted, board]);
}

/** The alarm shows for 4 s after each new ping. */
function useAlarm(ping: number) {
  const first = useRef(ping);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (ping === first.current) return;
    first.current = ping;
    setOn(true);
    const timer = setTimeout(() => setOn(false), ALARM_MS);
    return () => clearTimeout(timer);
  }, [ping]);
  return on;
}

export function Projection({
  snapshot,
  offset,
  connection,
  clean = false,
  initiallyMuted = false,
  compact = false,
}: {
  snapshot: Snapshot;
  offset: number;
  connection: Connection;
  clean?: boolean;
  initiallyMuted?: boolean;
  compact?: boolean;
}) {
  const now = useTick(250);
  const [muted, setMuted] = useState(initiallyMuted);
  const [givenUp, setGivenUp] = useState(false);
  const fresh = useHighlights(snapshot.variables);
  const alarm = useAlarm(snapshot.alarm.ping);
  useSounds(snapshot, muted || compact);
  useEffect(() => {
    const timer = setTimeout(() => setGivenUp(true), LOADING_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);
  const elapsed = elapsedSeconds(snapshot.startedAt, snapshot.endedAt, now, offset);
  const size = compact ? "text-base" : "text-xl md:text-2xl";

  return (
    <div className={`relative bg-slate-950 text-white ${compact ? "rounded-2xl p-4" : "min-h-screen p-6 md:p-10"}`}>
      {alarm && (
        <div role="alert" className="fixed inset-x-0 top-0 z-50 animate-pulse bg-red-600 py-6 text-center text-4xl font-black tracking-wide text-white md:text-6xl">
          ⚠ ALARMA
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          {!clean && <p className="text-sm uppercase tracking-widest text-slate-400">{snapshot.scenarioTitle}</p>}
          <p className={`font-bold ${compact ? "text-lg" : "text-3xl md:text-4xl"}`} role="status">
            {SESSION_STATUS_LABEL[snapshot.status]}
          </p>
        </div>
        <p className={`font-mono font-black tabular-nums ${compact ? "text-3xl" : "text-6xl md:text-8xl"}`} aria-label="Tiempo de simulación">
          {formatClock(elapsed)}
        </p>
        <div className="flex items-center gap-2 text-sm">
          <span
            className={`rounded-full px-3 py-1 font-semibold ${connection === "open" ? "bg-emerald-500 text-slate-950" : "bg-amber-400 text-slate-950"}`}
            aria-live="polite"
          >
            {connection === "open" ? "Conectado" : connection === "connecting" && !givenUp ? "Cargando…" : "Reconectando…"}
          </span>
          {!compact && (
            <>
              <button type="button" onClick={() => setMuted((m) => !m)} className="rounded-full border border-slate-600 px-3 py-1 hover:bg-slate-800" aria-pressed={muted}>
                {muted ? "🔇 Sonido desactivado" : "🔊 Sonido activado"}
              </button>
              <button
                type="button"
                onClick={() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
                className="rounded-full border border-slate-600 px-3 py-1 hover:bg-slate-800"
              >
                Pantalla completa
              </button>
            </>
          )}
        </div>
      </div>

      {snapshot.phase && <p className={`mt-6 font-semibold text-sky-300 ${size}`}>Fase: {snapshot.phase}</p>}

      {snapshot.banner && (
        <section aria-label="Mensaje" className={`mt-4 space-y-3 rounded-2xl border-l-8 border-sky-400 bg-slate-900 p-5 ${compact ? "text-base" : "text-2xl md:text-3xl"}`}>
          {bannerParagraphs(snapshot.banner).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}

      {snapshot.patient && (
        <section aria-label="Paciente" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {[snapshot.patient.age, snapshot.patient.sex, `${snapshot.patient.weightKg.toLocaleString("es-ES")} kg`].map((chip) => (
              <li key={chip} className={`rounded-full bg-slate-800 px-4 py-1 font-semibold ${size}`}>
                {chip}
              </li>
            ))}
          </ul>
          {!compact && (
            <>
              <ul className="mt-3 list-disc space-y-1 pl-6 text-lg text-slate-200 md:text-xl">
                {snapshot.patient.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
              {snapshot.patient.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 text-lg text-slate-300 md:text-xl">
                  {paragraph}
                </p>
              ))}
            </>
          )}
        </section>
      )}

      {groupByType(snapshot.variables).map(([type, variables]) => (
        <section key={type} aria-label={VARIABLE_TYPE_LABEL[type] ?? "Datos"} className="mt-8">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-slate-400">{VARIABLE_TYPE_LABEL[type] ?? "Datos"}</h2>
          <ul className={`mt-2 grid gap-3 ${type === "vital" ? "grid-cols-2 md:grid-cols-4" : "md:grid-cols-2"}`}>
            {variables.map((variable) => {
              const alert = alertFor(variable);
              return (
                <li
                  key={variable.id}
                  data-fresh={fresh.has(variable.id) || undefined}
                  className={`rounded-2xl border-2 p-4 transition-colors duration-300 ${alert ? "border-red-500 bg-red-950" : "border-slate-700 bg-slate-900"} data-[fresh]:border-yellow-300 data-[fresh]:bg-yellow-900`}
                >
                  <p className="text-sm font-semibold uppercase tracking-wide text-slate-300">{variable.label}</p>
                  <p className={`font-bold tabular-nums ${type === "vital" && !compact ? "text-5xl" : "text-2xl"}`}>
                    {variable.value}
                    {variable.unit && <span className="ml-2 text-lg font-medium text-slate-300">{variable.unit}</span>}
                  </p>
                  {alert && <p className="mt-1 font-bold text-red-300">⚠ {alert}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
