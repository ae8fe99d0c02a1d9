import { usePatient } from "~/presencial/use-patient";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Snapshot, SnapshotVariable } from "./protocol";
import { formatClock } from "~/domain/attempts";
import { formatReading } from "~/domain/format";
import {
  ALARM_MS,
  ALARM_SILENCE_MS,
  withPressureTogether,
  bannerParagraphs,
  CONTROLS_IDLE_MS,
  elapsedSeconds,
  HIGHLIGHT_MS,
  LOADING_GIVE_UP_MS,
  NO_SCRIPT_REFRESH_S,
  SESSION_STATUS_LABEL,
  VARIABLE_TYPE_LABEL,
} from "~/presencial/vocabulary";
import type { Connection } from "./use-live";
import { useTick } from "./use-live";
import { createSoundBoard, type AudioState, type Sound, type SoundBoard } from "./monitor/sound";
import { ageInMonths, ALARM_BURSTS, DEFAULT_AGE_MONTHS, shownAlarms, type Alarm, type AlarmPriority } from "./monitor/alarm-limits";
import { alarmOf, Monitor, PRIORITY_LABEL, PRIORITY_STYLE } from "./monitor/monitor";
import { RHYTHMS } from "./model/vocabulary";
import type { PatientState } from "./model/engine";
import { Icon } from "../ui/icons";
import { QrImage } from "../ui/qr-image";
import type { SoundReport } from "./screen-sound";
import { paths } from "~/domain/paths";

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

/** The projection's sound board (none while rendering on the server) and whether the browser lets it sound. */
function useSoundBoard() {
  const board = useMemo(() => (typeof window === "undefined" ? null : createSoundBoard()), []);
  useEffect(() => {
    const unlock = () => board?.unlock();
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [board]);
  const state = useSyncExternalStore<AudioState>(
    useCallback((listener) => board?.subscribe(listener) ?? (() => undefined), [board]),
    () => board?.state ?? "blocked",
    () => "blocked",
  );
  return { board, state };
}

/** Sounds for what changed between two snapshots, once audio is unlocked and unless muted. */
function useSounds(board: SoundBoard | null, snapshot: Snapshot, muted: boolean) {
  const previous = useRef(snapshot);
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

/** The monitor's own alarm sounds its priority's burst, again at the burst's interval, while it lasts and nobody silenced it. */
function useAlarmSound(board: SoundBoard | null, priority: AlarmPriority | null, on: boolean) {
  useEffect(() => {
    if (!board || !priority || !on) return;
    board.burst(priority);
    const timer = setInterval(() => board.burst(priority), ALARM_BURSTS[priority].repeatMs);
    return () => clearInterval(timer);
  }, [board, priority, on]);
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
  const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";
  return (
    <>
      <span
        className={`live-only ${badge} ${state === "open" ? "bg-emerald-500 text-slate-950" : "bg-amber-400 text-slate-950"}`}
        aria-live="polite"
      >
        {CONNECTION_TEXT[state]}
      </span>
      {/* Without JavaScript the page reloads itself instead (ProjectionPage): it says so, not «Cargando…». */}
      <span className={`no-script-only hidden ${badge} bg-slate-200 text-slate-950`}>Se actualiza cada {NO_SCRIPT_REFRESH_S} s</span>
    </>
  );
}

function DataCard({
  fresh,
  compact,
  alarm = null,
  wide = false,
  children,
}: {
  fresh: boolean;
  compact: boolean;
  alarm?: Alarm | null;
  wide?: boolean;
  children: ReactNode;
}) {
  const reason = alarm?.reason;
  return (
    <li
      data-fresh={fresh || undefined}
      data-alert={reason ? true : undefined}
      className={`@container min-w-0 ${wide ? "col-span-full" : ""} rounded-xl border-2 ${compact ? "p-3" : "px-[1vw] py-[0.8vh]"} ${reason ? "border-red-500 bg-red-950" : "border-slate-800 bg-slate-900"} outline-offset-2 data-[fresh]:outline-4 data-[fresh]:outline-yellow-300`}
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

function Vital({ variable, fresh, compact, alarm }: { variable: SnapshotVariable; fresh: boolean; compact: boolean; alarm: Alarm | null }) {
  return (
    <DataCard fresh={fresh} compact={compact} alarm={alarm}>
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

function Reading({
  variable,
  fresh,
  compact,
  alarm,
}: {
  variable: SnapshotVariable;
  fresh: boolean;
  compact: boolean;
  alarm: Alarm | null;
}) {
  // A short reading (a lab value) reads like a vital; a report (an image, a note) as text.
  const short = variable.value.length <= 16;
  return (
    <DataCard fresh={fresh} compact={compact} alarm={alarm} wide={!short}>
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
          src={paths.image(image.key)}
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

/** The session's code and the QR of this screen's link, large, as tablets join from the room. */
function JoinCode({ code, join, large = false }: { code: string; join: NonNullable<ProjectionProps["join"]>; large?: boolean }) {
  return (
    <section
      aria-label="Unirse a la sesión"
      className={`flex items-center gap-[2vh] rounded-xl bg-slate-900 ${large ? "border-2 border-slate-600 p-[3vh] shadow-2xl" : "p-[1.5vh]"}`}
    >
      <QrImage qr={join.qr} url={join.url} className={`${large ? "h-[55vh] w-[55vh]" : "h-[28vh] w-[28vh]"} shrink-0 rounded p-[1vh]`} />
      <div className="min-w-0">
        <p className="text-[clamp(0.8rem,2.4vh,2rem)] font-semibold uppercase tracking-widest text-slate-400">Código de la sesión</p>
        <p className="font-mono text-[clamp(2rem,9vh,8rem)] font-black leading-none tracking-[0.2em]" aria-label={`Código público ${code}`}>
          {code}
        </p>
        <p className="mt-[1vh] text-[clamp(0.8rem,2.2vh,1.8rem)] text-slate-300">Escanea el código o escríbelo en «Unirse»</p>
      </div>
    </section>
  );
}

type ProjectionProps = {
  snapshot: Snapshot;
  offset: number;
  connection: Connection;
  clean?: boolean;
  initiallyMuted?: boolean;
  compact?: boolean;
  /** This screen's link and its QR, shown large with the code before the start (tablets join from the room). */
  join?: { url: string; qr: { size: number; d: string } };
  /** Told this screen's sound whenever it changes (the projection reports it to its room for the console). */
  onSound?: (report: SoundReport) => void;
};

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
  join,
  onSound,
}: ProjectionProps) {
  const now = useTick(250);
  const { snapshot: computed, patient, course, equipment } = usePatient(stored, now + offset);
  const snapshot = useMemo(() => ({ ...computed, variables: withPressureTogether(computed.variables) }), [computed]);
  const [muted, setMuted] = useState(initiallyMuted);
  const [beatTone, setBeatTone] = useState(true);
  const pressedWhileBlocked = useRef(false);
  const [silencedUntil, setSilencedUntil] = useState(0);
  const [givenUp, setGivenUp] = useState(false);
  const fresh = useHighlights(snapshot.variables);
  const alarm = useAlarm(snapshot.alarm.ping);
  const active = useActive(CONTROLS_IDLE_MS);
  const { board, state: audio } = useSoundBoard();
  const audible = !muted && !compact && audio === "running";
  useSounds(board, snapshot, muted || compact);
  useEffect(() => {
    const timer = setTimeout(() => setGivenUp(true), LOADING_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);
  const age = ageInMonths(snapshot.patient?.age ?? "") ?? DEFAULT_AGE_MONTHS;
  // Recomputed each second with the values (the equipment is that second's too).
  const alarms = useMemo(
    () =>
      shownAlarms(
        snapshot.variables,
        patient?.rhythm ?? "sinusal",
        age,
        equipment && { ecg: equipment.sensors.has("ecg"), removed: equipment.removed },
      ),
    [snapshot.variables, patient?.rhythm, age, equipment],
  );
  const top = alarms[0]?.priority ?? null;
  // Silenced here (this screen's own button) or from the console (recorded, in simulation seconds).
  const silencedByConsole = equipment?.silencedUntil != null ? (equipment.silencedUntil - equipment.t) * 1000 : 0;
  const silenceLeft = Math.max(silencedUntil - now, silencedByConsole);
  const silenced = silenceLeft > 0;
  useAlarmSound(board, top, audible && !silenced);
  const alarmSound = !top ? undefined : silenced ? "silenciada" : audible ? "sonando" : "sin sonido";
  const reportedSound = muted ? "off" : audio === "running" ? "on" : "blocked";
  useEffect(() => {
    if (!compact) onSound?.({ sound: reportedSound, tone: beatTone });
  }, [compact, onSound, reportedSound, beatTone]);
  const sat = snapshot.variables.find((v) => v.key === "sat");
  // The beat tone follows a sensor that feels the pulse: the ECG or the pulse oximeter.
  const pulseSensed = !equipment || equipment.sensors.has("ecg") || equipment.sensors.has("pulsioximetro");
  const onBeat = useCallback(
    (state: PatientState) => {
      if (!audible || !beatTone || !pulseSensed || !RHYTHMS[state.rhythm].pulse) return;
      board?.beat(sat ? (state.values.sat ?? null) : null);
    },
    [audible, beatTone, board, sat, pulseSensed],
  );
  const measuring = equipment?.nibp.measuring ?? null;
  useEffect(() => {
    if (measuring !== null && audible) board?.play("cuff");
    // Once per cycle: when a new one starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [measuring]);
  const elapsed = elapsedSeconds(snapshot, now, offset);
  // Image variables with a picture are shown large, on their own; the rest by type.
  const pictures = snapshot.variables.filter((v) => v.type === "imagen" && v.image);
  const groups = groupByType(snapshot.variables.filter((v) => !pictures.includes(v)));
  const vitals = groups.find(([type]) => type === "vital")?.[1] ?? [];
  const others = groups.filter(([type]) => type !== "vital");
  const reasons = alarms.filter((a) => a.priority !== "low").map((a) => a.reason);
  const connected = connection === "open";
  const text = (full: string, small: string) => (compact ? small : full);
  const live = snapshot.live && course && equipment ? { patient: snapshot.live, course, equipment } : null;
  const soundLabel = muted ? "Sonido desactivado" : audio === "running" ? "Sonido activado" : "Activar sonido";
  const button = "rounded-full border border-slate-700 px-2 py-0.5 text-slate-300 hover:bg-slate-800";

  const cardOf = (variable: SnapshotVariable) => ({
    variable,
    fresh: fresh.has(variable.id),
    compact,
    alarm: alarmOf(alarms, variable.key),
  });
  // The story (banner, the patient) and the data (images, labs, notes): beside the monitor, or under the tiles.
  const story = (
    <>
      {join && !compact && snapshot.status === "waiting" && <JoinCode code={snapshot.code} join={join} />}
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
          {!compact && !(live && snapshot.status !== "waiting") && (
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
    </>
  );
  const data = (
    <>
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
          <h2 className={`font-semibold uppercase tracking-widest text-slate-400 ${text("text-[clamp(0.65rem,1.4vh,1.1rem)]", "text-xs")}`}>
            {VARIABLE_TYPE_LABEL[type] ?? "Datos"}
          </h2>
          {/* Short readings side by side (two labs to a row beside the monitor); reports across. */}
          <ul className="mt-[0.4vh] grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-[0.8vh]">
            {variables.map((variable) => (
              <Reading key={variable.id} {...cardOf(variable)} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );

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

      {/* On the instructor's request during the session: over the monitor, under its header and alarms, until the console hides it. */}
      {join && !compact && snapshot.showJoin && snapshot.status === "running" && (
        <div className="fixed inset-x-0 bottom-0 top-[22vh] z-40 flex items-center justify-center bg-black/70 p-[2vh]">
          <JoinCode code={snapshot.code} join={join} large />
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
              {/* Never says the sound is on while the browser holds it: then it asks for the click that frees it. */}
              <button
                type="button"
                // The press that frees the sound only frees it (the page's own listener may free it before the click).
                onPointerDown={() => (pressedWhileBlocked.current = board?.state !== "running")}
                onKeyDown={() => (pressedWhileBlocked.current = board?.state !== "running")}
                onClick={() => {
                  board?.unlock();
                  if (muted || !pressedWhileBlocked.current) setMuted((m) => !m);
                  pressedWhileBlocked.current = false;
                }}
                className={button}
                aria-pressed={audio === "running" || muted ? muted : undefined}
              >
                {soundLabel}
              </button>
              {live && (
                <button type="button" onClick={() => setBeatTone((on) => !on)} className={button} aria-pressed={beatTone}>
                  Tono de pulso
                </button>
              )}
              <button
                type="button"
                onClick={() =>
                  (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
                    () => undefined,
                  )
                }
                className={button}
              >
                Pantalla completa
              </button>
            </div>
          )}
        </div>
      </header>

      {alarms.length > 0 && (
        <div
          data-alarm-sound={alarmSound}
          className={`flex items-center gap-3 rounded-xl font-black ${PRIORITY_STYLE[top!]} ${text("px-[1vw] py-[0.6vh] text-[clamp(1rem,3.6vh,3.2rem)]", "px-3 py-1 text-base")}`}
        >
          <p role="alert" className="min-w-0 flex-1 truncate">
            <Icon name="warning" /> {PRIORITY_LABEL[top!]}: {alarms.map((a) => a.reason).join(" · ")}
          </p>
          {silenced ? (
            <p className="shrink-0 text-[0.6em] font-semibold">Silenciada {formatClock(Math.ceil(silenceLeft / 1000))}</p>
          ) : (
            !compact && (
              <button
                type="button"
                onClick={() => setSilencedUntil(Date.now() + ALARM_SILENCE_MS)}
                className="shrink-0 rounded-full border-2 border-current px-3 py-0.5 text-[0.6em] font-bold"
              >
                Silenciar 2 min
              </button>
            )
          )}
        </div>
      )}

      {live ? (
        <div className={compact ? "" : "min-h-0 flex-1"}>
          <Monitor
            live={live.patient}
            course={live.course}
            offset={offset}
            equipment={live.equipment}
            variables={snapshot.variables}
            panelKey={`${snapshot.banner}|${snapshot.status}|${snapshot.variables
              .filter((v) => v.type !== "vital")
              .map((v) => `${v.id}:${v.value}`)
              .join()}`}
            widePanel={pictures.length > 0}
            alarms={alarms}
            fresh={fresh}
            compact={compact}
            onBeat={onBeat}
          >
            {(snapshot.banner || snapshot.patient || pictures.length > 0 || others.length > 0) && (
              <>
                {story}
                {data}
              </>
            )}
          </Monitor>
        </div>
      ) : (
        <>
          {vitals.length > 0 && (
            <section aria-label={VARIABLE_TYPE_LABEL.vital}>
              <ul
                className={`grid gap-[1vh] ${compact ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-[repeat(auto-fit,minmax(min(15vw,16rem),1fr))]"}`}
              >
                {vitals.map((variable) => (
                  <Vital key={variable.id} {...cardOf(variable)} />
                ))}
              </ul>
            </section>
          )}
          <div className={`grid gap-[1vh] ${compact ? "" : "min-h-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(0,2.2fr)]"}`}>
            <div className="flex min-h-0 flex-col gap-[1vh]">{story}</div>
            <div
              className={`grid content-start gap-[1vh] ${compact ? "" : "min-h-0 grid-cols-[repeat(auto-fit,minmax(min(100%,17rem),1fr))]"}`}
            >
              {data}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
