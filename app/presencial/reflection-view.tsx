import { Form, Link } from "@remix-run/react";
import type { FieldErrors } from "~/domain/forms";
import { formatDateTime } from "~/domain/evaluation";
import {
  CONFIDENCE_LEVELS,
  confidenceLabel,
  REFLECTION_DAYS,
  REFLECTION_LABELS,
  REFLECTION_TEXT_MAX,
  type ReflectionInput,
} from "~/presencial/reflection";
import { PARTICIPANT_ROLE_LABEL, type ParticipantRole } from "~/presencial/vocabulary";
import { ErrorSummary, SubmitButton } from "~/ui/form";
import { paths } from "~/domain/paths";

/** The learner's reflection (decision 0044): the form, the dashboard's question, and how it reads in the evaluation and the report. */

type Answers = Pick<ReflectionInput, "wentWell" | "wouldChange" | "confidenceBefore" | "confidenceAfter">;
type Typed = Partial<Record<keyof Answers, string | number | null>>;

const areaClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600";

function Confidence({
  prefix,
  name,
  selected,
  error,
}: {
  prefix: string;
  name: "confidenceBefore" | "confidenceAfter";
  selected: string;
  error?: string;
}) {
  const id = `${prefix}-${name}`;
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} className="mt-4">
      <legend className="text-sm font-medium text-slate-800">{REFLECTION_LABELS[name]} (1 = nada, 5 = mucha)</legend>
      <div className="mt-2 grid gap-1">
        {CONFIDENCE_LEVELS.map((level) => (
          <label key={level.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={level.value}
              defaultChecked={selected === String(level.value)}
              className="accent-brand-600"
            />
            {level.value} — {level.label}
          </label>
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" name={name} value="" defaultChecked={selected === ""} className="accent-brand-600" />
          Prefiero no indicarlo
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function TextArea({ prefix, name, value, error }: { prefix: string; name: "wentWell" | "wouldChange"; value: string; error?: string }) {
  const id = `${prefix}-${name}`;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {REFLECTION_LABELS[name]}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={REFLECTION_TEXT_MAX}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={areaClass}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The reflection's form, posted to its own page (`/reflexion/:id`) so it works without JavaScript
 * from the dashboard too; «Ahora no» is offered while nothing has been given.
 */
export function ReflectionForm({
  sessionId,
  typed = {},
  errors = {},
  message,
  offerDismiss,
}: {
  sessionId: string;
  typed?: Typed;
  errors?: FieldErrors;
  message?: string;
  offerDismiss: boolean;
}) {
  const prefix = `r-${sessionId.slice(0, 8)}`;
  const text = (key: keyof Answers) => (typed[key] === null || typed[key] === undefined ? "" : String(typed[key]));
  return (
    <Form method="post" action={paths.reflection(sessionId)} aria-label="Mi reflexión" className="mt-3">
      {(message || Object.keys(errors).length > 0) && (
        <ErrorSummary
          errors={Object.fromEntries(Object.entries(errors).filter(([key]) => key !== "form"))}
          message={errors.form ?? message}
          ids={{
            wentWell: `${prefix}-wentWell`,
            wouldChange: `${prefix}-wouldChange`,
            confidenceBefore: `${prefix}-confidenceBefore`,
            confidenceAfter: `${prefix}-confidenceAfter`,
          }}
        />
      )}
      <TextArea prefix={prefix} name="wentWell" value={text("wentWell")} error={errors.wentWell} />
      <TextArea prefix={prefix} name="wouldChange" value={text("wouldChange")} error={errors.wouldChange} />
      <Confidence prefix={prefix} name="confidenceBefore" selected={text("confidenceBefore")} error={errors.confidenceBefore} />
      <Confidence prefix={prefix} name="confidenceAfter" selected={text("confidenceAfter")} error={errors.confidenceAfter} />
      <p className="mt-3 text-sm text-slate-600">
        Es opcional. Solo la ves tú y el instructor de la sesión; puedes cambiarla durante {REFLECTION_DAYS} días tras la sesión.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <SubmitButton intent="guardar" pendingLabel="Guardando…" formAction={paths.reflection(sessionId)}>
          Guardar reflexión
        </SubmitButton>
        {offerDismiss && (
          <SubmitButton intent="ahoraNo" variant="secondary" formAction={paths.reflection(sessionId)}>
            Ahora no
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}

/** The dashboard's question after each recent session the person took part in and has not answered. */
export function ReflectionPrompts({ pending }: { pending: { sessionId: string; scenarioTitle: string; endedAt: string }[] }) {
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="reflexion" className="mt-10 rounded-2xl border border-brand-600 bg-white p-6">
      <h2 id="reflexion" className="text-xl font-semibold">
        Tu reflexión tras la simulación
      </h2>
      {pending.map((row) => (
        <div key={row.sessionId} className="mt-4 border-t border-slate-200 pt-4 first-of-type:border-0">
          <h3 className="font-semibold">
            {row.scenarioTitle} · {formatDateTime(row.endedAt)}
          </h3>
          <ReflectionForm sessionId={row.sessionId} offerDismiss />
        </div>
      ))}
    </section>
  );
}

/** A given reflection, read-only. */
export function ReflectionAnswers({ reflection }: { reflection: Answers }) {
  return (
    <dl className="grid gap-2 text-sm md:grid-cols-[max-content_1fr]">
      <dt className="font-medium">{REFLECTION_LABELS.wentWell}</dt>
      <dd className="whitespace-pre-line">{reflection.wentWell ?? "—"}</dd>
      <dt className="font-medium">{REFLECTION_LABELS.wouldChange}</dt>
      <dd className="whitespace-pre-line">{reflection.wouldChange ?? "—"}</dd>
      <dt className="font-medium">Confianza antes</dt>
      <dd>{confidenceLabel(reflection.confidenceBefore)}</dd>
      <dt className="font-medium">Confianza después</dt>
      <dd>{confidenceLabel(reflection.confidenceAfter)}</dd>
    </dl>
  );
}

/** The report's section: every participant's reflection for an administrator, only one's own for anyone else. */
export function ReportReflections({
  reflections,
  isAdmin,
}: {
  reflections: (Answers & { userId: string; name: string | null; role: string | null })[];
  isAdmin: boolean;
}) {
  if (!isAdmin && reflections.length === 0) return null;
  return (
    <section aria-labelledby="reflexiones" className="mt-10 break-inside-avoid print:mt-6">
      <h2 id="reflexiones" className="text-xl font-semibold print:text-base">
        {isAdmin ? "Reflexiones del equipo" : "Tu reflexión"}
      </h2>
      {reflections.length === 0 ? (
        <p className="mt-3 text-slate-600">Ningún participante ha escrito todavía su reflexión.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {reflections.map((reflection) => (
            <li key={reflection.userId} className="rounded-xl border border-slate-200 bg-white p-4">
              {isAdmin && (
                <p className="mb-2 font-semibold">
                  {reflection.name ?? "Participante"}
                  {reflection.role && ` · ${PARTICIPANT_ROLE_LABEL[reflection.role as ParticipantRole] ?? reflection.role}`}
                </p>
              )}
              <ReflectionAnswers reflection={reflection} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** «Mis reflexiones» in the person's own evaluation: what they wrote, and a way to write or change it while the window is open. */
export function OwnReflections({
  reflections,
}: {
  reflections: (Answers & { sessionId: string; scenarioTitle: string; endedAt: string; given: boolean; open: boolean })[];
}) {
  const shown = reflections.filter((row) => row.given || row.open);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="reflexiones" className="mt-10">
      <h2 id="reflexiones" className="text-xl font-semibold">
        Mis reflexiones
      </h2>
      <ul className="mt-3 space-y-4">
        {shown.map((row) => (
          <li key={row.sessionId} id={`reflexion-${row.sessionId}`} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="mb-2 font-semibold">
              {row.scenarioTitle} · {formatDateTime(row.endedAt)}
            </h3>
            {row.given ? (
              <ReflectionAnswers reflection={row} />
            ) : (
              <p className="text-sm text-slate-600">Aún no has escrito tu reflexión.</p>
            )}
            {row.open && (
              <Link
                to={paths.reflection(row.sessionId)}
                className="mt-2 inline-flex min-h-6 items-center font-medium text-brand-700 underline"
              >
                {row.given ? "Cambiar mi reflexión" : "Escribir mi reflexión"}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
