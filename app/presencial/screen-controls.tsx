/**
 * The console's controls of the projection's monitor (docs/decisions/0039): «Silenciar 2 min» for
 * the monitor's alarms (a recorded command, so every screen honours it), the join code on the
 * projection on request, and what the projection says of its own sound.
 */
import { formatClock } from "~/domain/attempts";
import { buttonClass } from "../ui/form";
import { CommandForm, Intent } from "./console-controls";
import type { Equipment } from "./live";
import { projectionSoundText, type ProjectionSound } from "./screen-sound";

export function ProjectionControls({
  showJoin,
  living,
  equipment,
  projectionSound,
  locked,
  ended,
  room,
}: {
  showJoin: boolean;
  /** A living patient: its monitor alarms by itself (and has a beat tone). */
  living: boolean;
  equipment: Equipment | undefined;
  /** The room's word on the projections' sound; null until it comes (or where no room runs). */
  projectionSound: ProjectionSound | null;
  locked: boolean;
  ended: boolean;
  /** A session with a room and its projection (the studio's preview has neither). */
  room: boolean;
}) {
  const silenceLeft = equipment?.silencedUntil != null ? equipment.silencedUntil - equipment.t : 0;
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-start gap-2">
        {living && (
          <Intent intent="silence" disabled={locked}>
            Silenciar 2 min
          </Intent>
        )}
        {room && (
          <CommandForm control="join_code">
            <input type="hidden" name="intent" value="join_code" />
            {!showJoin && <input type="hidden" name="on" value="on" />}
            <button type="submit" disabled={ended} className={buttonClass("secondary")}>
              {showJoin ? "Ocultar el código de la pantalla" : "Mostrar el código en la pantalla"}
            </button>
          </CommandForm>
        )}
      </div>
      {silenceLeft > 0 && (
        <p className="text-sm font-medium">
          Alarmas silenciadas: <span className="font-mono tabular-nums">{formatClock(Math.ceil(silenceLeft))}</span>
        </p>
      )}
      {/* Always there, so that a screen reader announces the first word on the sound as well as each change. */}
      {room && (
        <p aria-live="polite" className="text-sm text-slate-700">
          {projectionSound && projectionSoundText(projectionSound, living)}
        </p>
      )}
    </div>
  );
}
