import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useState } from "react";
import { DNI_TYPED_MAX, readAccountForm, REGISTRATION_REDIRECT_MS, registrationSchema } from "~/domain/account-forms";
import { collectErrors, parseForm, type FieldErrors } from "~/domain/forms";
import { ROLE_LABELS, ROLES } from "~/domain/vocabulary";
import { UNITS } from "~/domain/vocabulary";
import {
  ACCOUNT_MESSAGES,
  CATEGORIES_UNAVAILABLE,
  categoryChoices,
  publicBaseUrl,
  registerAccount,
  type SignUpRefusal,
} from "~/server/accounts.server";
import { contentVersionQuery } from "~/server/content.server";
import { settle } from "~/server/failures.server";
import { isHoneypotFilled, redirectSignedIn } from "~/server/guards.server";
import { isSignupOpen, signupOpen, signupSettingQuery } from "~/server/settings.server";
import { fail } from "~/server/respond.server";
import { clientAddress, RATE_LIMIT_MESSAGES } from "~/server/rate-limit.server";
import {
  ChoiceGroup,
  DelayedRedirect,
  Field,
  FormMessage,
  Honeypot,
  SubmitButton,
  buttonClass,
  useHydrated,
  NewPasswordFields,
} from "~/ui/form";

export const meta: MetaFunction = () => [{ title: "Crear cuenta · SimPed" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectSignedIn(request, context.app);
  const { db } = context.app;
  const read = await settle(db.batch([contentVersionQuery(db), signupSettingQuery(db)]), "registration page");
  const choices = read.ok ? await categoryChoices(db, read.value[0]) : { categories: [], categoriesError: CATEGORIES_UNAVAILABLE };
  // A setting that cannot be read leaves sign-up open: the action checks it again before writing.
  return { ...choices, closedMessage: !read.ok || isSignupOpen(read.value[1]) ? null : ACCOUNT_MESSAGES.signupDisabled };
}

/** What the page says, and with which status, when sign-up is refused. */
const REFUSALS: Record<SignUpRefusal, { status: number; message: string; field?: string }> = {
  closed: { status: 403, message: ACCOUNT_MESSAGES.signupDisabled },
  limited: { status: 429, message: RATE_LIMIT_MESSAGES.signup },
  emailTaken: { status: 409, message: ACCOUNT_MESSAGES.emailTaken, field: "email" },
  dniTaken: { status: 409, message: ACCOUNT_MESSAGES.dniTaken, field: "dni" },
  unknownAreas: { status: 409, message: ACCOUNT_MESSAGES.unknownAreas, field: "areas" },
  failed: { status: 500, message: ACCOUNT_MESSAGES.signupFailed },
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  if (isHoneypotFilled(form)) return fail(400, "No se pudo crear la cuenta.");
  const parsed = parseForm(registrationSchema, readAccountForm(form));
  if (!parsed.success) {
    // Closed by an administrator: that is the answer, whatever the form says.
    if (!(await signupOpen(app.db))) return fail(403, ACCOUNT_MESSAGES.signupDisabled);
    const { message, fields } = collectErrors(parsed.error.issues);
    return fail(400, message, fields);
  }
  const result = await registerAccount(app, parsed.data, publicBaseUrl(app, request), clientAddress(request));
  if (!result.ok) {
    const { status, message, field } = REFUSALS[result.reason];
    return fail(status, message, field ? { [field]: message } : {});
  }
  return data({ ok: true as const }, { headers: { "Set-Cookie": result.setCookie } });
}

/** After a successful sign-up the page stays to show its message; the redirect comes 800 ms later. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const unitOptions = UNITS.map((unit) => ({ value: unit, label: unit }));

export default function Registro() {
  const { categories, categoriesError, closedMessage } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  // With JavaScript the button waits until every field is valid; the first failing rule is shown.
  const [firstProblem, setFirstProblem] = useState<string | null>("");
  const errors: FieldErrors = result && !result.ok ? result.fields : {};

  if (result?.ok) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <FormMessage tone="success">
          Cuenta creada. Te hemos enviado un correo para confirmar tu email; después, un administrador aprobará tu acceso.
        </FormMessage>
        <DelayedRedirect to="/pendiente?reason=email" ms={REGISTRATION_REDIRECT_MS} />
      </main>
    );
  }

  if (closedMessage) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight">Crear cuenta</h1>
        <FormMessage tone="info">{closedMessage}</FormMessage>
        <Link to="/" className={`${buttonClass("secondary")} mt-6`}>
          Volver al inicio
        </Link>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/" className="text-sm text-brand-700 underline">
        ← Volver al inicio
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Crear cuenta</h1>
      <p className="mt-2 text-slate-700">
        Solicita acceso con tus datos profesionales. Tras confirmar tu email, un administrador revisará la solicitud.
      </p>
      <Form
        method="post"
        noValidate
        className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        onChange={(event) => {
          const parsed = parseForm(registrationSchema, readAccountForm(new FormData(event.currentTarget)));
          setFirstProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
        }}
      >
        {result && !result.ok && <FormMessage tone="error">{result.message}</FormMessage>}
        <Honeypot />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Nombre" name="nombre" autoComplete="given-name" required maxLength={100} error={errors.nombre} />
          <Field label="Apellidos" name="apellidos" autoComplete="family-name" required maxLength={150} error={errors.apellidos} />
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields errors={errors} label="Contraseña" />
        </div>
        <Field
          label="DNI"
          name="dni"
          required
          maxLength={DNI_TYPED_MAX}
          autoCapitalize="characters"
          hint="DNI o NIE con letra, p. ej. 12345678Z o X1234567L."
          error={errors.dni}
          className="sm:w-1/2"
        />
        <ChoiceGroup legend="Rol" name="rol" type="radio" options={roleOptions} selected={[]} required error={errors.rol} />
        <ChoiceGroup legend="Unidad" name="unidad" type="radio" options={unitOptions} selected={[]} required error={errors.unidad} />
        {categoriesError ? (
          <FormMessage tone="info">{categoriesError}</FormMessage>
        ) : (
          <ChoiceGroup
            legend="Áreas de interés"
            name="areas"
            type="checkbox"
            options={categories.map((name) => ({ value: name, label: name }))}
            selected={[]}
            error={errors.areas}
            empty="No hay categorías disponibles."
          />
        )}
        {hydrated && firstProblem && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {firstProblem}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton pendingLabel="Creando cuenta…" disabled={hydrated && firstProblem !== null}>
            Crear cuenta
          </SubmitButton>
          <Link to="/" className={buttonClass("secondary")}>
            Cancelar
          </Link>
        </div>
      </Form>
    </main>
  );
}
