import { useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { PASSWORD_MIN } from "~/domain/vocabulary";
import type { FieldErrors } from "~/domain/forms";

/** True once React has hydrated: enhancements that would break a no-JS form wait for it. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: string };

/** A labelled input whose error is tied to it (aria-describedby) and announced. */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={inputId} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

type ChoiceProps = {
  /** The fieldset's id, for a link from an error summary. */
  id?: string;
  legend: string;
  name: string;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  error?: string;
  required?: boolean;
  empty?: string;
};

/** A group of radios or checkboxes named by its legend. */
export function ChoiceGroup({ id: givenId, legend, name, type, options, selected, error, required, empty }: ChoiceProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <fieldset id={givenId} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {options.length === 0 && empty && <p className="mt-1 text-sm text-slate-600">{empty}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              required={required && type === "radio"}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A submit button that reads 'Entrando…' (or its own pending label) while its form is posted. */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  disabled,
  variant = "primary",
  formAction,
}: {
  children: ReactNode;
  pendingLabel?: string;
  intent?: string;
  disabled?: boolean;
  variant?: "primary" | "secondary";
  formAction?: string;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent) &&
    (formAction === undefined || navigation.formAction === formAction);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      formAction={formAction}
      disabled={disabled || submitting}
      className={buttonClass(variant)}
    >
      {submitting && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A link (or a button that reads as one) among controls: at least 24 × 24 px to hit (WCAG 2.5.8, axe target-size). */
export const textLinkClass = "inline-flex min-h-6 min-w-6 items-center text-brand-700 underline";

export function buttonClass(variant: "primary" | "secondary" | "danger" = "primary") {
  const base =
    "inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition disabled:cursor-not-allowed disabled:opacity-50";
  const tone = {
    primary: "bg-brand-700 text-white hover:bg-brand-800",
    secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
    danger: "bg-red-700 text-white hover:bg-red-800",
  }[variant];
  return `${base} ${tone}`;
}

/** A message about the whole form: errors interrupt (alert), successes are polite (status). */
/** A form's answer; `items` lists what it is about (a file's problems, a draft's warnings) under it. */
export function FormMessage({
  tone,
  children,
  items = [],
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  /** Details under the message; one with an address links to the field it is about. */
  items?: readonly (string | { text: string; href: string })[];
}) {
  if (!children) return null;
  const style = {
    error: "border-red-300 bg-red-50 text-red-800",
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    info: "border-sky-300 bg-sky-50 text-sky-900",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-4 py-3 text-sm ${style}`}>
      {children}
      {items.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {items.map((item) =>
            typeof item === "string" ? (
              <li key={item}>{item}</li>
            ) : (
              <li key={`${item.href} ${item.text}`}>
                <a href={item.href} onClick={goToField} className="underline">
                  {item.text}
                </a>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * A link to a field of the page ("#f-title"): with JavaScript the field is focused in place, as the
 * address would (a navigation to the same page would clear the form's answer and what was typed).
 */
function goToField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: "center" });
  const control = field.matches("input, select, textarea, button")
    ? field
    : field.querySelector<HTMLElement>("input, select, textarea, button");
  (control ?? field).focus({ preventScroll: true });
}

/** Hidden from people and assistive technology; bots fill it in. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        No rellenes este campo
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Navigates after a short delay: with JS by the router, without JS by a meta refresh. */
export function DelayedRedirect({ to, ms }: { to: string; ms: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${ms / 1000};url=${to}`} />
    </noscript>
  );
}

/**
 * A labelled drop-down of options; with `any`, a first option of that label and an empty value
 * (a filter that is not applied).
 */
export function SelectField({
  label,
  name,
  defaultValue,
  options,
  any,
  className,
  selectClassName = "mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5",
}: {
  label: string;
  name: string;
  defaultValue: string | number;
  options: readonly { value: string | number; label: string }[];
  any?: string;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select name={name} defaultValue={defaultValue} className={selectClassName}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A new password and its repetition, as every form that sets one asks for them (sign-up, recovery, 'Mi perfil'). */
export function NewPasswordFields({
  errors,
  label = "Nueva contraseña",
  idPrefix,
}: {
  errors: FieldErrors;
  label?: string;
  /** Gives the fields the ids `${idPrefix}password` and `${idPrefix}password2` (for an error summary's links). */
  idPrefix?: string;
}) {
  return (
    <>
      <Field
        id={idPrefix && `${idPrefix}password`}
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={200}
        hint={`Al menos ${PASSWORD_MIN} caracteres, no solo espacios.`}
        error={errors.password}
      />
      <Field
        id={idPrefix && `${idPrefix}password2`}
        label="Repite la contraseña"
        name="password2"
        type="password"
        autoComplete="new-password"
        required
        maxLength={200}
        error={errors.password2}
      />
    </>
  );
}

/**
 * The errors of a refused form, at its top, all at once: each one links to its field (`ids`, in the
 * form's order). It takes the focus when it appears: with JavaScript by an effect each time
 * `errors` is a new answer, without by `autofocus` in the page the server sends back.
 */
export function ErrorSummary({ errors, message, ids }: { errors: FieldErrors; message?: string; ids: Record<string, string> }) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const keys = Object.keys(errors).sort((a, b) => order(ids, a) - order(ids, b));
  const count = keys.length;
  useEffect(() => {
    box.current?.focus();
  }, [errors, message]);
  if (count === 0 && !message) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby={headingId}
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline focus:outline-2 focus:outline-red-700"
    >
      <p id={headingId} className="font-semibold">
        {count === 0 ? message : count === 1 ? "Hay un dato que revisar:" : `Hay ${count} datos que revisar:`}
      </p>
      {count > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {keys.map((key) => (
            <li key={key}>
              {ids[key] ? (
                <a href={`#${ids[key]}`} onClick={goToField} className="underline">
                  {errors[key]}
                </a>
              ) : (
                errors[key]
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const order = (ids: Record<string, string>, key: string) => {
  const index = Object.keys(ids).indexOf(key);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};
