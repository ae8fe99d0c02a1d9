/**
 * The projection's sound as the console reads it (docs/decisions/0039). Each projection tells its
 * room, over its own socket and only when it changes, whether it can sound: "on" (the browser's
 * audio runs and the screen is not muted), "blocked" (the browser holds the audio until a person
 * clicks the screen) or "off" (muted on the screen), and whether its beat tone is on. The room keeps
 * each report on the socket that sent it, counts them with `projectionSound` and tells every
 * screen; the console says it in words. No zod here: the projection imports this file.
 */

export const SCREEN_SOUNDS = ["on", "blocked", "off"] as const;
export type ScreenSound = (typeof SCREEN_SOUNDS)[number];

/** What one projection reports about itself. */
export type SoundReport = { sound: ScreenSound; tone: boolean };

/** What the room keeps on a socket: its last report, and how many it took in the current minute. */
export type SocketSound = { sound: SoundReport; since: number; count: number };

/** A projection reports a click or a toggle: more than this in a minute is not a person, and is dropped. */
export const SOUND_REPORTS_PER_MINUTE = 30;

/**
 * The socket's state after its report at `now` (ms), or null when the room should do nothing: the
 * report repeats what the socket said, or the socket says too much (it cannot make the room count
 * and tell every screen at will).
 */
export function takeSoundReport(held: SocketSound | null | undefined, report: SoundReport, now: number): SocketSound | null {
  if (held && held.sound.sound === report.sound && held.sound.tone === report.tone) return null;
  const fresh = !held || now - held.since >= 60_000;
  const count = fresh ? 1 : held.count + 1;
  if (count > SOUND_REPORTS_PER_MINUTE) return null;
  return { sound: report, since: fresh ? now : held.since, count };
}

/**
 * What the room tells the screens: how many projections sound, wait for their click, or are muted,
 * and whether the beat tone is on in one that sounds. A room may have several (the projector, and
 * tablets that joined by the code): the console says how many of each.
 */
export type ProjectionSound = Record<ScreenSound, number> & { tone: boolean };

/** The key of the room's message that carries `ProjectionSound` (the snapshot's message has none). */
const KEY = "projectionSound";

/** The room's projections counted by their sound; the beat tone counts only on a projection that sounds. */
export function projectionSound(reports: Iterable<SoundReport>): ProjectionSound {
  const summary: ProjectionSound = { on: 0, blocked: 0, off: 0, tone: false };
  for (const report of reports) {
    summary[report.sound]++;
    if (report.sound === "on") summary.tone ||= report.tone;
  }
  return summary;
}

export const sameProjectionSound = (a: ProjectionSound | null, b: ProjectionSound) =>
  a !== null && SCREEN_SOUNDS.every((sound) => a[sound] === b[sound]) && a.tone === b.tone;

const SOUND_WORDS: Record<ScreenSound, string> = { on: "activado", blocked: "bloqueado por el navegador", off: "desactivado" };
/** What follows one projection's state: where to act. */
const SOUND_HINT: Record<ScreenSound, string> = { on: "", blocked: " (pulsa «Activar sonido» en la pantalla)", off: " en la pantalla" };

/**
 * The console's words for it: one projection's state, or how many are in each (the beat tone is
 * only a living patient's).
 */
export function projectionSoundText(summary: ProjectionSound, living: boolean): string {
  const screens = SCREEN_SOUNDS.reduce((total, sound) => total + summary[sound], 0);
  const noTone = living && summary.on > 0 && !summary.tone ? ", sin tono de pulso" : "";
  if (screens === 0) return "Sonido de la pantalla: sin pantalla conectada";
  const present = SCREEN_SOUNDS.filter((sound) => summary[sound] > 0);
  if (screens === 1) return `Sonido de la pantalla: ${SOUND_WORDS[present[0]]}${SOUND_HINT[present[0]]}${noTone}`;
  const parts = present.map((sound) => `${SOUND_WORDS[sound]} en ${summary[sound]}`);
  return `Sonido de las ${screens} pantallas: ${parts.join(", ")}${noTone}`;
}

/** The room's message with the summary. */
export const projectionSoundMessage = (summary: ProjectionSound) => JSON.stringify({ [KEY]: summary });

/** A screen's reading of the room's summary; null for any other message (read cheaply: most are snapshots). */
export function readProjectionSound(text: string): ProjectionSound | null {
  if (!text.startsWith(`{"${KEY}"`)) return null;
  try {
    const summary = (JSON.parse(text) as Record<string, ProjectionSound>)[KEY];
    const counted = summary && SCREEN_SOUNDS.every((sound) => Number.isInteger(summary[sound]) && summary[sound] >= 0);
    return counted && typeof summary.tone === "boolean" ? summary : null;
  } catch {
    return null;
  }
}
