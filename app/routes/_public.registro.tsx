import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { accountFormErrors, DNI_TYPED_MAX, readAccountForm, REGISTRATION_REDIRECT_MS, registrationSchema } from "~/domain/account-forms";
import { collectErrors, parseForm, typedValues, type FieldErrors } from "~/domain/forms";
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
  ErrorSummary,
  Field,
  FormMessage,
  Honeypot,
  SubmitButton,
  buttonClass,
  NewPasswordFields,
} from "~/ui/form";
import { AreasField, NameFields, useCheckOnSubmit } from "~/ui/account-fields";

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

/** The fields in the form's order, with the ids an error summary links to; the passwords are never sent back. */
const FIELD_IDS = {
  nombre: "f-nombre",
  apellidos: "f-apellidos",
  email: "f-email",
  password: "f-password",
  password2: "f-password2",
  dni: "f-dni",
  rol: "f-rol",
  unidad: "f-unidad",
  areas: "f-areas",
} as const;
const TYPED = ["nombre", "apellidos", "email", "dni", "rol", "unidad"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const typed = typedValues(form, TYPED, ["areas"]);
  if (isHoneypotFilled(form)) return fail(400, "No se pudo crear la cuenta.");
  const parsed = parseForm(registrationSchema, readAccountForm(form));
  if (!parsed.success) {
    // Closed by an administrator: that is the answer, whatever the form says.
    if (!(await signupOpen(app.db))) return fail(403, ACCOUNT_MESSAGES.signupDisabled);
    const { message, fields } = collectErrors(parsed.error.issues);
    return fail(400, message, fields, undefined, typed);
  }
  const result = await registerAccount(app, parsed.data, publicBaseUrl(app, request), clientAddress(request));
  if (!result.ok) {
    const { status, message, field } = REFUSALS[result.reason];
    return fail(status, message, field ? { [field]: message } : {}, undefined, typed);
  }
  return data({ ok: true as const }, { headers: { "Set-Cookie": result.setCookie } });
}

/** After a successful sign-up the page stays to show its message; the redirect comes 800 ms later. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const unitOptions = UNITS.map((unit) => ({ value: unit, label: unit }));

export default function Registration() {
  const { categories, categoriesError, closedMessage } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // With JavaScript the form is checked when it is sent, with the server's rules: every error at once, none sent.
  const { checked, onSubmit } = useCheckOnSubmit((form) => accountFormErrors(registrationSchema, form));
  const refused = result && !result.ok ? result : undefined;
  const errors: FieldErrors = checked ?? refused?.fields ?? {};
  const typed = refused?.values ?? {};
  const text = (key: (typeof TYPED)[number]) => (typeof typed[key] === "string" ? typed[key] : undefined);
  const list = (key: string) => (Array.isArray(typed[key]) ? typed[key] : []);

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
        onSubmit={onSubmit}
      >
        {(checked || refused) && <ErrorSummary errors={errors} message={checked ? undefined : refused?.message} ids={FIELD_IDS} />}
        <Honeypot />
        <NameFields values={{ nombre: text("nombre"), apellidos: text("apellidos") }} errors={errors} apellidosRequired />
        <Field
          id={FIELD_IDS.email}
          label="Email"
          name="email"
          type="email"
          defaultValue={text("email")}
          autoComplete="email"
          required
          maxLength={254}
          error={errors.email}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields errors={errors} label="Contraseña" idPrefix="f-" />
        </div>
        <Field
          id={FIELD_IDS.dni}
          defaultValue={text("dni")}
          label="DNI"
          name="dni"
          required
          maxLength={DNI_TYPED_MAX}
          autoCapitalize="characters"
          hint="DNI o NIE con letra, p. ej. 12345678Z o X1234567L."
          error={errors.dni}
          className="sm:w-1/2"
        />
        <ChoiceGroup
          id={FIELD_IDS.rol}
          legend="Rol"
          name="rol"
          type="radio"
          options={roleOptions}
          selected={[text("rol") ?? ""]}
          required
          error={errors.rol}
        />
        <ChoiceGroup
          id={FIELD_IDS.unidad}
          legend="Unidad"
          name="unidad"
          type="radio"
          options={unitOptions}
          selected={[text("unidad") ?? ""]}
          required
          error={errors.unidad}
        />
        <AreasField categories={categories} categoriesError={categoriesError} selected={list("areas")} error={errors.areas} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pendingLabel="Creando cuenta…">Crear cuenta</SubmitButton>
          <Link to="/" className={buttonClass("secondary")}>
            Cancelar
          </Link>
        </div>
      </Form>
    </main>
  );
}
