/**
 * The projection's sound as the console reads it (docs/decisions/0039). Each projection tells its
 * room, over its own socket and only when it changes, whether it can sound: "on" (the browser's
 * audio runs and the screen is not muted), "blocked" (the browser holds the audio until a person
 * clicks the screen) or "off" (muted on the screen), and whether its beat tone is on. The room keeps
 * each report on the socket that sent it, sums them up with `projectionSound` and tells every
 * screen; the console says it in words. No zod here: the projection imports this file.
 */

export const SCREEN_SOUNDS = ["on", "blocked", "off"] as const;
export type ScreenSound = (typeof SCREEN_SOUNDS)[number];

/** What one projection reports about itself. */
export type SoundReport = { sound: ScreenSound; tone: boolean };

/** What the room tells the screens: the projections' sound summed up ("none": no projection reports). */
export type ProjectionSound = { sound: ScreenSound | "none"; tone: boolean };

/** The key of the room's message that carries `ProjectionSound` (the snapshot's message has none). */
const KEY = "projectionSound";

/**
 * The room's projections summed up: sound is on if any projection can sound (the room hears
 * that one); otherwise blocked if any is waiting for its click; otherwise off if any is muted. The
 * beat tone counts only on a projection that sounds.
 */
export function projectionSound(reports: Iterable<SoundReport>): ProjectionSound {
  let blocked = false;
  let off = false;
  let on = false;
  let tone = false;
  for (const report of reports) {
    if (report.sound === "on") {
      on = true;
      tone ||= report.tone;
    }
    blocked ||= report.sound === "blocked";
    off ||= report.sound === "off";
  }
  if (on) return { sound: "on", tone };
  return { sound: blocked ? "blocked" : off ? "off" : "none", tone: false };
}

export const sameProjectionSound = (a: ProjectionSound | null, b: ProjectionSound) =>
  a !== null && a.sound === b.sound && a.tone === b.tone;

/** The console's words for it (the beat tone is only a living patient's). */
export function projectionSoundText({ sound, tone }: ProjectionSound, living: boolean): string {
  const state = {
    on: living && !tone ? "activado, sin tono de pulso" : "activado",
    blocked: "bloqueado por el navegador (hay que pulsar «Activar sonido» en la pantalla)",
    off: "desactivado en la pantalla",
    none: "sin pantalla conectada",
  }[sound];
  return `Sonido de la pantalla: ${state}`;
}

/** The room's message with the summary. */
export const projectionSoundMessage = (summary: ProjectionSound) => JSON.stringify({ [KEY]: summary });

/** A screen's reading of the room's summary; null for any other message (read cheaply: most are snapshots). */
export function readProjectionSound(text: string): ProjectionSound | null {
  if (!text.startsWith(`{"${KEY}"`)) return null;
  try {
    const summary = (JSON.parse(text) as Record<string, ProjectionSound>)[KEY];
    const known = summary && (SCREEN_SOUNDS.includes(summary.sound as ScreenSound) || summary.sound === "none");
    return known && typeof summary.tone === "boolean" ? summary : null;
  } catch {
    return null;
  }
}
