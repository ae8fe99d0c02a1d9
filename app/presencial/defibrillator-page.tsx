/**
 * The defibrillator screen, for a tablet of the room: the PIN first; then the ECG from the pads and
 * the heart rate, the defibrillator (energy with its J/kg for this child, synchronised mode, charge
 * and shock) and the pacemaker, as the console has them. Each action goes to the engine with the
 * device as its author, and every screen shows the result (docs/decisions/0038).
 */
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useId, useMemo } from "react";
import type { deviceLoader } from "./device.server";
import { AnswerContext, type Answer } from "./console-controls";
import { Defibrillator, Pacing, type ControlForm } from "./patient-panel";
import { useLiveSnapshot, useTick } from "./use-live";
import { usePatient } from "./use-patient";
import { simSecondsAt, shownValue } from "./live";
import { RHYTHMS } from "./model/vocabulary";
import { MonitorCanvas } from "./monitor/monitor-canvas";
import { monitorStateOf } from "./monitor/waveforms";
import { buttonClass } from "../ui/form";
import { ScreenError } from "../ui/screen-error";
import type { Snapshot } from "./protocol";

type Admitted = Extract<ReturnType<typeof useLoaderData<typeof deviceLoader>>, { admitted: true }>;

export function DefibrillatorPage() {
  const data = useLoaderData<typeof deviceLoader>();
  return (
    <main id="contenido" className="min-h-screen bg-slate-950 p-4 text-slate-100">
      <h1 className="text-xl font-semibold">Desfibrilador · sesión {data.code}</h1>
      {data.admitted ? <Screen data={data} /> : <PinForm ended={data.ended} />}
    </main>
  );
}

function PinForm({ ended }: { ended: boolean }) {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const id = useId();
  const message = answer?.fields?.pin;
  if (ended) return <p className="mt-4">La simulación ya ha terminado: el desfibrilador ya no actúa.</p>;
  return (
    <Form method="post" className="mt-6 max-w-sm space-y-3" aria-label="Entrar con el PIN">
      <input type="hidden" name="intent" value="pin" />
      <p className="text-sm text-slate-300">
        Escribe el PIN que muestra la consola del instructor. Sin él, esta pantalla no puede actuar sobre el paciente.
      </p>
      <label htmlFor={id} className="block text-sm font-medium">
        PIN del desfibrilador
      </label>
      <input
        id={id}
        name="pin"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="block w-48 rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 font-mono text-2xl tracking-[0.3em]"
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-300">
          {message}
        </p>
      )}
      <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass("primary")}>
        Entrar
      </button>
    </Form>
  );
}

/** A command of this screen: its own fetcher, its answer shown next to its control, the session and the page's id with it. */
function deviceForm(sessionId: string, commandSeed: string): ControlForm {
  return function DeviceForm({ className, children, control, ...props }) {
    const fetcher = useFetcher<Answer>();
    const busy = fetcher.state !== "idle";
    return (
      <AnswerContext.Provider value={fetcher.data}>
        <fetcher.Form method="post" aria-busy={busy} className={`${className ?? ""} ${busy ? "opacity-70" : ""}`} {...props}>
          <input type="hidden" name="sesion" value={sessionId} />
          <input type="hidden" name="commandId" value={commandSeed} />
          {children}
        </fetcher.Form>
        {control && fetcher.data?.fields?.[control] && (
          <p role="alert" className="text-sm font-medium text-red-300">
            {fetcher.data.fields[control]}
          </p>
        )}
      </AnswerContext.Provider>
    );
  };
}

function Screen({ data }: { data: Admitted }) {
  const { snapshot, offset, connection } = useLiveSnapshot(data.snapshot as Snapshot, data.serverNow, data.proof);
  const now = useTick(250);
  const { patient, course } = usePatient(snapshot, now + offset);
  const live = snapshot.live;
  const stateAt = useCallback(
    (nowMs: number) => monitorStateOf(course!.at(simSecondsAt(live!.clock, nowMs + offset)), { perfusion: 1 }),
    [course, live, offset],
  );
  // One form component for the page's life: React keeps each control's state across renders.
  const DeviceForm = useFormOnce(data.sessionId, data.commandSeed);
  if (!live || !course || !patient) return <p className="mt-4">Este caso no tiene un paciente simulado: no hay desfibrilador.</p>;
  const running = snapshot.status === "running" && !live.clock.pausedAt;
  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-300" role="status">
        {connection === "open" ? "Conectado" : "Reconectando…"} ·{" "}
        {snapshot.status === "waiting" ? "La simulación no ha empezado" : snapshot.status === "ended" ? "Simulación terminada" : "En curso"}
      </p>
      <section aria-label="ECG de las palas" className="grid grid-cols-[1fr_auto] items-center gap-4 rounded-xl bg-black p-2">
        <div className="h-40">
          <MonitorCanvas
            stateAt={stateAt}
            channels={[{ kind: "ecg", connected: true }]}
            seed={live.patient.seed}
            label="ECG de las palas"
          />
        </div>
        <p className="pr-4 text-right">
          <span className="block text-sm text-slate-300">FC</span>
          <span className="font-mono text-5xl font-bold text-emerald-400 tabular-nums">
            {RHYTHMS[patient.rhythm].pulse ? shownValue(patient.values.fc) : "---"}
          </span>
        </p>
      </section>
      <section aria-label="Controles del desfibrilador" className="rounded-xl border border-slate-700 p-4">
        <Defibrillator
          Form={DeviceForm}
          locked={!running}
          weightKg={live.patient.weightKg}
          shocks={live.log.filter((e) => e.kind === "shock").length}
          dark
        />
        <Pacing Form={DeviceForm} locked={!running} pacing={patient.pacing} dark />
      </section>
    </div>
  );
}

function useFormOnce(sessionId: string, commandSeed: string): ControlForm {
  return useMemo(() => deviceForm(sessionId, commandSeed), [sessionId, commandSeed]);
}

export function DefibrillatorError() {
  return <ScreenError title="Desfibrilador" fallback="No se pudo cargar el desfibrilador." dark />;
}
