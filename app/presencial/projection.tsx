import { usePatient } from "~/presencial/use-patient";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Snapshot, SnapshotVariable } from "./protocol";
import { formatClock } from "~/domain/attempts";
import { formatReading } from "~/domain/format";
import { imagePath } from "~/domain/images";
import {
  ALARM_MS,
  alarmReason,
  withPressureTogether,
  bannerParagraphs,
  CONTROLS_IDLE_MS,
  elapsedSeconds,
  HIGHLIGHT_MS,
  LOADING_GIVE_UP_MS,
  SESSION_STATUS_LABEL,
  VARIABLE_TYPE_LABEL,
} from "~/presencial/vocabulary";
import type { Connection } from "./use-live";
import { useTick } from "./use-live";
import { createSoundBoard, type Sound } from "../ui/sounds";
import { Icon } from "../ui/icons";

/** Vital signs first, as on a monitor; then labs, images and notes. */
const TYPE_ORDER = ["vital", "lab", "imagen", "texto"];

/** Each vital in its own colour, as patient monitors draw them. */
const VITAL_COLOUR: Record<string, string> = {
  fc: "text-emerald-400",
  sat: "text-cyan-300",
  fr: "text-yellow-300",
  ta: "text-rose-300",
  temp: "text-orange-300",
  relleno: "text-violet-300",
};

function groupByType(variables: SnapshotVariable[]) {
  const groups = new Map<string, SnapshotVariable[]>();
  for (const variable of variables) {
    const type = TYPE_ORDER.includes(variable.type) ? variable.type : "otros";
    groups.set(type, [...(groups.get(type) ?? []), variable]);
  }
  return [...groups.entries()].sort(([a], [b]) => (TYPE_ORDER.indexOf(a) + 1 || 99) - (TYPE_ORDER.indexOf(b) + 1 || 99));
}

/**
 * Variables that just appeared stay highlighted for 0,9 s, each from its own reveal: one timer per
 * reveal, never cancelled by the next one (a re-render must not make a highlight stick).
 */
function useHighlights(variables: SnapshotVariable[]) {
  const seen = useRef<Set<number> | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const ids = new Set(variables.map((v) => v.id));
    const before = seen.current;
    seen.current = ids;
    if (before === null) return;
    const added = [...ids].filter((id) => !before.has(id));
    if (added.length === 0) return;
    setFresh((current) => new Set([...current, ...added]));
    for (const id of added) {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setFresh((current) => new Set([...current].filter((other) => other !== id)));
        }, HIGHLIGHT_MS),
      );
    }
  }, [variables]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
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

/** True while the pointer or keyboard was used in the last few seconds (the controls show). */
function useActive(ms: number) {
  const [active, setActive] = useState(true);
  useEffect(() => {
    let timer = setTimeout(() => setActive(false), ms);
    const wake = () => {
      setActive(true);
      clearTimeout(timer);
      timer = setTimeout(() => setActive(false), ms);
    };
    const events = ["pointermove", "pointerdown", "keydown"] as const;
    for (const event of events) window.addEventListener(event, wake);
    return () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, wake);
    };
  }, [ms]);
  return active;
}

const CONNECTION_TEXT = { open: "Conectado", connecting: "Cargando…", closed: "Reconectando…" } as const;

function ConnectionBadge({ connection, givenUp }: { connection: Connection; givenUp: boolean }) {
  const state = connection === "connecting" && givenUp ? "closed" : connection;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state === "open" ? "bg-emerald-500 text-slate-950" : "bg-amber-400 text-slate-950"}`}
      aria-live="polite"
    >
      {CONNECTION_TEXT[state]}
    </span>
  );
}

function DataCard({
  variable,
  fresh,
  compact,
  children,
}: {
  variable: SnapshotVariable;
  fresh: boolean;
  compact: boolean;
  children: ReactNode;
}) {
  const reason = alarmReason(variable);
  return (
    <li
      data-fresh={fresh || undefined}
      data-alert={reason ? true : undefined}
      className={`@container min-w-0 rounded-xl border-2 ${compact ? "p-3" : "px-[1vw] py-[0.8vh]"} ${reason ? "border-red-500 bg-red-950" : "border-slate-800 bg-slate-900"} outline-offset-2 data-[fresh]:outline-4 data-[fresh]:outline-yellow-300`}
    >
      {children}
      {reason && (
        <p className={`font-bold text-red-300 ${compact ? "text-sm" : "text-[clamp(0.8rem,1.8vh,1.6rem)]"}`}>
          <Icon name="warning" /> {reason}
        </p>
      )}
    </li>
  );
}

function Vital({ variable, fresh, compact }: { variable: SnapshotVariable; fresh: boolean; compact: boolean }) {
  return (
    <DataCard variable={variable} fresh={fresh} compact={compact}>
      <p
        className={`font-semibold uppercase leading-tight tracking-wide text-slate-300 ${compact ? "text-xs" : "text-[clamp(0.7rem,1.7vh,1.5rem)]"}`}
      >
        {variable.label}
      </p>
      {/* As large as the tile allows: the height of the screen, or the tile's width for wide readings (90/62). */}
      <p
        className={`whitespace-nowrap font-bold leading-none tabular-nums ${VITAL_COLOUR[variable.key] ?? "text-white"} ${compact ? "text-3xl" : "text-[min(9vh,19cqw)]"}`}
      >
        {formatReading(variable.value)}
        {variable.unit && (
          <span className={`ml-[0.3em] font-medium text-slate-300 ${compact ? "text-sm" : "text-[clamp(0.75rem,2.2vh,2rem)]"}`}>
            {variable.unit}
          </span>
        )}
      </p>
    </DataCard>
  );
}

function Reading({ variable, fresh, compact }: { variable: SnapshotVariable; fresh: boolean; compact: boolean }) {
  // A short reading (a lab value) reads like a vital; a report (an image, a note) as text.
  const short = variable.value.length <= 16;
  return (
    <DataCard variable={variable} fresh={fresh} compact={compact}>
      <p className={`font-semibold uppercase tracking-wide text-slate-400 ${compact ? "text-xs" : "text-[clamp(0.7rem,1.6vh,1.3rem)]"}`}>
        {variable.label}
      </p>
      <p
        className={
          short
            ? `font-bold tabular-nums ${compact ? "text-2xl" : "text-[clamp(1.2rem,4vh,3.5rem)]"}`
            : `leading-snug ${compact ? "text-sm" : "text-[clamp(0.8rem,1.9vh,1.7rem)]"}`
        }
      >
        {formatReading(variable.value)}
        {variable.unit && <span className="ml-[0.3em] text-[0.6em] font-medium text-slate-300">{variable.unit}</span>}
      </p>
    </DataCard>
  );
}

/**
 * An image variable with its picture (an X-ray, a rash, an ECG), as large as the screen allows,
 * with its alternative text for whoever cannot see it and the variable's value as its caption.
 */
function Picture({ variable, fresh, compact, share }: { variable: SnapshotVariable; fresh: boolean; compact: boolean; share: number }) {
  const image = variable.image!;
  return (
    <li
      data-fresh={fresh || undefined}
      className={`min-w-0 flex-1 rounded-xl border-2 border-slate-800 bg-slate-900 ${compact ? "p-2" : "p-[0.8vh]"} outline-offset-2 data-[fresh]:outline-4 data-[fresh]:outline-yellow-300`}
    >
      <figure className="flex h-full flex-col items-center gap-[0.6vh]">
        <img
          src={imagePath(image.key)}
          alt={image.alt}
          className={`w-full bg-black object-contain ${compact ? "max-h-56" : ""}`}
          style={compact ? undefined : { maxHeight: `${Math.max(24, Math.round(52 / share))}vh` }}
        />
        <figcaption className={`w-full ${compact ? "text-xs" : "text-[clamp(0.8rem,1.9vh,1.7rem)] leading-snug"}`}>
          <span className="font-semibold uppercase tracking-wide text-slate-400">{variable.label}</span>
          {variable.value && <span className="block text-slate-100">{formatReading(variable.value)}</span>}
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * The student screen, made for a projector: a dark patient monitor that fits the window without
 * scrolling (vital signs first and largest; labs, images and notes after, denser as they grow),
 * with a compact header and controls that fade when nobody touches them. `compact` is the
 * console's preview of the same screen.
 */
export function Projection({
  snapshot: stored,
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
  const { snapshot: computed } = usePatient(stored, now + offset);
  const snapshot = useMemo(() => ({ ...computed, variables: withPressureTogether(computed.variables) }), [computed]);
  const [muted, setMuted] = useState(initiallyMuted);
  const [givenUp, setGivenUp] = useState(false);
  const fresh = useHighlights(snapshot.variables);
  const alarm = useAlarm(snapshot.alarm.ping);
  const active = useActive(CONTROLS_IDLE_MS);
  useSounds(snapshot, muted || compact);
  useEffect(() => {
    const timer = setTimeout(() => setGivenUp(true), LOADING_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);
  const elapsed = elapsedSeconds(snapshot, now, offset);
  // Image variables with a picture are shown large, on their own; the rest by type.
  const pictures = snapshot.variables.filter((v) => v.type === "imagen" && v.image);
  const groups = groupByType(snapshot.variables.filter((v) => !pictures.includes(v)));
  const vitals = groups.find(([type]) => type === "vital")?.[1] ?? [];
  const others = groups.filter(([type]) => type !== "vital");
  const reasons = snapshot.variables.map(alarmReason).filter((reason): reason is string => reason !== null);
  const connected = connection === "open";
  const text = (full: string, small: string) => (compact ? small : full);

  return (
    <div
      className={`relative flex flex-col bg-black text-white ${compact ? "gap-3 rounded-2xl p-4" : "h-dvh gap-[1vh] overflow-hidden p-[1.2vh]"}`}
    >
      {alarm && (
        <div
          role="alert"
          className={`${compact ? "absolute rounded-t-2xl" : "fixed"} inset-x-0 top-0 z-50 bg-red-600 py-[1.5vh] text-center font-black text-white motion-safe:animate-pulse`}
        >
          <p className={text("text-[clamp(2rem,7vh,6rem)] leading-none tracking-wide", "text-2xl")}>
            <Icon name="warning" /> ALARMA
          </p>
          {reasons.length > 0 && <p className={text("mt-[0.5vh] text-[clamp(1rem,3.5vh,3rem)]", "text-base")}>{reasons.join(" · ")}</p>}
        </div>
      )}

      <header className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          {!clean && (
            <p className={`truncate uppercase tracking-widest text-slate-400 ${text("text-[clamp(0.7rem,1.6vh,1.3rem)]", "text-xs")}`}>
              {snapshot.scenarioTitle}
            </p>
          )}
          <p className={`truncate font-bold ${text("text-[clamp(1rem,3vh,2.6rem)]", "text-lg")}`} role="status">
            {SESSION_STATUS_LABEL[snapshot.status]}
          </p>
          {snapshot.phase && (
            <p className={`truncate font-semibold text-sky-300 ${text("text-[clamp(0.9rem,2.4vh,2rem)]", "text-base")}`}>
              Fase: {snapshot.phase}
            </p>
          )}
        </div>
        <p
          className={`font-mono font-black tabular-nums leading-none ${text("text-[clamp(2rem,7vh,6rem)]", "text-3xl")}`}
          aria-label="Tiempo de simulación"
        >
          {formatClock(elapsed)}
        </p>
        {/* Small, and out of the way: they fade after a few seconds; the badge stays while not connected. */}
        <div
          className={`flex flex-col items-end gap-1 text-xs transition-opacity duration-500 ${compact || active || !connected ? "opacity-100" : "opacity-0 focus-within:opacity-100"}`}
        >
          <ConnectionBadge connection={connection} givenUp={givenUp} />
          {!compact && (
            <div className={`flex gap-1 ${active ? "" : "pointer-events-none"}`}>
              <button
                type="button"
                onClick={() => setMuted((m) => !m)}
                className="rounded-full border border-slate-700 px-2 py-0.5 text-slate-300 hover:bg-slate-800"
                aria-pressed={muted}
              >
                {muted ? "Sonido desactivado" : "Sonido activado"}
              </button>
              <button
                type="button"
                onClick={() =>
                  (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
                    () => undefined,
                  )
                }
                className="rounded-full border border-slate-700 px-2 py-0.5 text-slate-300 hover:bg-slate-800"
              >
                Pantalla completa
              </button>
            </div>
          )}
        </div>
      </header>

      {vitals.length > 0 && (
        <section aria-label={VARIABLE_TYPE_LABEL.vital}>
          <ul
            className={`grid gap-[1vh] ${compact ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-[repeat(auto-fit,minmax(min(15vw,16rem),1fr))]"}`}
          >
            {vitals.map((variable) => (
              <Vital key={variable.id} variable={variable} fresh={fresh.has(variable.id)} compact={compact} />
            ))}
          </ul>
        </section>
      )}

      <div className={`grid gap-[1vh] ${compact ? "" : "min-h-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(0,2.2fr)]"}`}>
        <div className="flex min-h-0 flex-col gap-[1vh]">
          {snapshot.banner && (
            <section
              aria-label="Mensaje"
              className={`space-y-2 rounded-xl border-l-8 border-sky-400 bg-slate-900 ${text("px-[1vw] py-[1vh] text-[clamp(1rem,2.8vh,2.4rem)] leading-snug", "p-3 text-base")}`}
            >
              {bannerParagraphs(snapshot.banner).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          )}
          {snapshot.patient && (
            <section aria-label="Paciente" className={text("text-[clamp(0.8rem,1.9vh,1.6rem)] leading-snug", "text-sm")}>
              <ul className="flex flex-wrap gap-1">
                {[snapshot.patient.age, snapshot.patient.sex, `${snapshot.patient.weightKg.toLocaleString("es-ES")} kg`].map((chip) => (
                  <li key={chip} className="rounded-full bg-slate-800 px-[0.8em] py-[0.2em] font-semibold">
                    {chip}
                  </li>
                ))}
              </ul>
              {!compact && (
                <>
                  <ul className="mt-[0.6vh] list-disc space-y-[0.3vh] pl-[1.2em] text-slate-200">
                    {snapshot.patient.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                  {snapshot.patient.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="mt-[0.6vh] text-slate-300">
                      {paragraph}
                    </p>
                  ))}
                </>
              )}
            </section>
          )}
        </div>
        <div
          className={`grid content-start gap-[1vh] ${compact ? "" : "min-h-0 grid-cols-[repeat(auto-fit,minmax(min(100%,17rem),1fr))]"}`}
        >
          {pictures.length > 0 && (
            <section aria-label="Imágenes" className="col-span-full min-w-0">
              <ul className={`flex gap-[1vh] ${compact ? "flex-col" : ""}`}>
                {pictures.map((variable) => (
                  <Picture key={variable.id} variable={variable} fresh={fresh.has(variable.id)} compact={compact} share={pictures.length} />
                ))}
              </ul>
            </section>
          )}
          {others.map(([type, variables]) => (
            <section key={type} aria-label={VARIABLE_TYPE_LABEL[type] ?? "Datos"} className="min-w-0">
              <h2
                className={`font-semibold uppercase tracking-widest text-slate-400 ${text("text-[clamp(0.65rem,1.4vh,1.1rem)]", "text-xs")}`}
              >
                {VARIABLE_TYPE_LABEL[type] ?? "Datos"}
              </h2>
              <ul className="mt-[0.4vh] grid gap-[0.8vh]">
                {variables.map((variable) => (
                  <Reading key={variable.id} variable={variable} fresh={fresh.has(variable.id)} compact={compact} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
