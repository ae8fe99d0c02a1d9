import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PROFILE_WRITE_MESSAGES } from "~/domain/db-errors";
import {
  accountFormErrors,
  DNI_TYPED_MAX,
  passwordChangeSchema,
  PROFILE_REDIRECT_MS,
  profileSchema,
  readAccountForm,
} from "~/domain/account-forms";
import { collectErrors, formToObject, parseForm, typedValues, UNKNOWN_FIELD_MESSAGE, type FieldErrors } from "~/domain/forms";
import { toRole } from "~/domain/roles";
import { ROLE_LABELS, type Role } from "~/domain/vocabulary";
import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  categoryChoices,
  publicBaseUrl,
  updateProfile,
  type ProfileRefusal,
} from "~/server/accounts.server";
import { contentVersionQuery } from "~/server/content.server";
import { asViewer, readAsViewer, requireArea } from "~/server/guards.server";
import { changePassword, PASSWORD_MESSAGES } from "~/server/passwords.server";
import { PERSONAL_DATA_MESSAGES, requestDeletion } from "~/server/personal-data.server";
import { clientAddress, RATE_LIMIT_MESSAGES } from "~/server/rate-limit.server";
import { forgetViewer, sessionTokenHash } from "~/server/session.server";
import { fail } from "~/server/respond.server";
import { DelayedRedirect, ErrorSummary, Field, FormMessage, SubmitButton, buttonClass, NewPasswordFields } from "~/ui/form";
import { MyData } from "~/ui/my-data";
import { AreasField, NameFields, useCheckOnSubmit } from "~/ui/account-fields";

export const meta: MetaFunction = () => [{ title: "Mi perfil · SimPed" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { viewer, rows } = await readAsViewer(request, context.app, "approved", () => ({ contentVersion: contentVersionQuery(db) }));
  const { categories, categoriesError } = await categoryChoices(db, rows.contentVersion);
  const { nombre, apellidos, email, dni, rol, unidad, areasInteres, deletionRequestedAt } = viewer;
  return {
    isAdmin: viewer.isAdmin,
    profile: { nombre, apellidos, email, dni, rol: toRole(rol) ?? "", unidad, areas: areasInteres },
    deletionRequestedAt,
    categories,
    categoriesError,
  };
}

/** What the page says, and with which status, when a save is refused. */
const PROFILE_REFUSALS: Record<ProfileRefusal, { status: number; message: string; field?: string }> = {
  dniTaken: { status: 409, message: PROFILE_WRITE_MESSAGES.dniTaken, field: "dni" },
  profileDni: { status: 429, message: RATE_LIMIT_MESSAGES.profileDni, field: "dni" },
  emailChange: { status: 429, message: RATE_LIMIT_MESSAGES.emailChange, field: "email" },
  emailChangeTarget: { status: 429, message: RATE_LIMIT_MESSAGES.emailChangeTarget, field: "email" },
  unknownAreas: { status: 409, message: ACCOUNT_MESSAGES.unknownAreas, field: "areas" },
  notFound: { status: 404, message: ADMIN_MESSAGES.notFound },
  dniFormat: { status: 400, message: PROFILE_WRITE_MESSAGES.dniFormat, field: "dni" },
  areasFormat: { status: 400, message: PROFILE_WRITE_MESSAGES.areasFormat, field: "areas" },
  rolInvalid: { status: 400, message: PROFILE_WRITE_MESSAGES.rolInvalid, field: "rol" },
  unidadInvalid: { status: 400, message: PROFILE_WRITE_MESSAGES.unidadInvalid, field: "unidad" },
  checkFailed: { status: 400, message: PROFILE_WRITE_MESSAGES.checkFailed },
  failed: { status: 500, message: PROFILE_WRITE_MESSAGES.failed },
};

/**
 * Each form is one batch with the viewer's check (`asViewer`); a password change needs a second,
 * after the current password has been checked. A form that does not validate still checks who sent it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const refuse = async (...args: Parameters<typeof fail>) => {
    await requireArea(request, app, "approved");
    return fail(...args);
  };
  if (form.get("intent") === "deletion") {
    if ([...form.keys()].some((key) => key !== "intent")) return refuse(400, UNKNOWN_FIELD_MESSAGE, {}, "deletion");
    await asViewer(request, app, "approved", (read, viewerId) =>
      requestDeletion(app, viewerId, `${publicBaseUrl(app, request)}/admin`, read),
    );
    forgetViewer(app);
    return { ok: true as const, form: "deletion" as const, emailPending: null, message: PERSONAL_DATA_MESSAGES.deletionRequested };
  }
  if (form.get("intent") === "password") {
    const parsed = parseForm(passwordChangeSchema, formToObject(form));
    if (!parsed.success) {
      const { message, fields } = collectErrors(parsed.error.issues);
      return refuse(400, message, fields, "password");
    }
    const keep = (await sessionTokenHash(request, app)) ?? "";
    const { result: changed } = await asViewer(request, app, "approved", (read, id) =>
      changePassword(app, { id, address: clientAddress(request), read }, keep, parsed.data.current, parsed.data.password),
    );
    if (!changed.ok && changed.reason === "limited") return fail(429, RATE_LIMIT_MESSAGES.login, {}, "password");
    if (!changed.ok) return fail(400, PASSWORD_MESSAGES.wrongCurrent, { current: PASSWORD_MESSAGES.wrongCurrent }, "password");
    return { ok: true as const, form: "password" as const, emailPending: null, message: PASSWORD_MESSAGES.changed };
  }
  const typed = typedValues(form, TYPED, ["areas"]);
  const parsed = parseForm(profileSchema, readAccountForm(form));
  if (!parsed.success) {
    const { message, fields } = collectErrors(parsed.error.issues);
    return refuse(400, message, fields, undefined, typed);
  }
  const { result } = await asViewer(request, app, "approved", (read, viewerId) =>
    updateProfile(app, viewerId, parsed.data, publicBaseUrl(app, request), read),
  );
  forgetViewer(app);
  if (!result.ok) {
    const { status, message, field } = PROFILE_REFUSALS[result.reason];
    return fail(status, message, field ? { [field]: message } : {}, undefined, typed);
  }
  return { ok: true as const, form: "profile" as const, emailPending: result.emailPending, message: "Guardado correctamente ✔" };
}

/** The profile's fields in the form's order, with the ids its error summary links to. */
const FIELD_IDS = { dni: "f-dni", nombre: "f-nombre", apellidos: "f-apellidos", email: "f-email", areas: "f-areas" } as const;
const TYPED = ["nombre", "apellidos", "email", "dni"] as const;

export default function Profile() {
  const { profile, deletionRequestedAt, categories, categoriesError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Several forms on one page: each shows only its own answer.
  const result = answer?.form === "password" || answer?.form === "deletion" ? undefined : answer;
  const passwordResult = answer?.form === "password" ? answer : undefined;
  const refused = result && !result.ok ? result : undefined;
  // With JavaScript the form is checked when it is sent, with the server's rules: every error at once, none sent.
  const { checked, onSubmit } = useCheckOnSubmit((form) => accountFormErrors(profileSchema, form));
  const errors: FieldErrors = checked ?? refused?.fields ?? {};
  // After a refusal the fields show what was typed, not what is stored.
  const typed = refused?.values;
  const value = (key: (typeof TYPED)[number]) => (typed && typeof typed[key] === "string" ? typed[key] : profile[key]);
  const areas = typed && Array.isArray(typed.areas) ? typed.areas : profile.areas;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Mi perfil</h1>
      <Form
        method="post"
        noValidate
        className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={onSubmit}
      >
        {result?.ok && (
          <FormMessage tone="success">
            {result.message}
            {result.emailPending && (
              <span className="mt-1 block">Te hemos enviado un enlace a {result.emailPending}: el email cambiará cuando lo confirmes.</span>
            )}
          </FormMessage>
        )}
        {result?.ok && !result.emailPending && <DelayedRedirect to="/dashboard" ms={PROFILE_REDIRECT_MS} />}
        {(checked || refused) && <ErrorSummary errors={errors} message={checked ? undefined : refused?.message} ids={FIELD_IDS} />}
        <NameFields values={{ nombre: value("nombre"), apellidos: value("apellidos") }} errors={errors} />
        <Field
          id={FIELD_IDS.email}
          label="Email"
          name="email"
          type="email"
          defaultValue={value("email")}
          autoComplete="email"
          required
          maxLength={254}
          hint="Si lo cambias, te enviaremos un enlace a la nueva dirección para confirmarlo."
          error={errors.email}
        />
        <Field
          id={FIELD_IDS.dni}
          label="DNI"
          name="dni"
          defaultValue={value("dni")}
          required
          maxLength={DNI_TYPED_MAX}
          className="sm:w-1/2"
          style={{ textTransform: "uppercase" }}
          error={errors.dni}
        />
        <div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-800">Rol</dt>
              <dd className="mt-1 text-base">{ROLE_LABELS[profile.rol as Role] ?? "Sin rol"}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-800">Unidad</dt>
              <dd className="mt-1 text-base">{profile.unidad}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            El rol y la unidad los cambia un administrador, que deja constancia del cambio. Si han cambiado, pídeselo.
          </p>
        </div>
        <AreasField categories={categories} categoriesError={categoriesError} selected={areas} error={errors.areas} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pendingLabel="Guardando…">Guardar cambios</SubmitButton>
          <Link to="/dashboard" className={buttonClass("secondary")}>
            Cancelar
          </Link>
        </div>
      </Form>
      <PasswordChange result={passwordResult} />
      <MyData deletionRequestedAt={deletionRequestedAt} message={answer?.form === "deletion" ? answer.message : undefined} />
    </main>
  );
}

function PasswordChange({ result }: { result?: { ok: boolean; message: string; fields?: FieldErrors } }) {
  const errors: FieldErrors = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <section aria-labelledby="cambiar-contrasena" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="cambiar-contrasena" className="text-lg font-semibold">
        Cambiar contraseña
      </h2>
      <p className="mt-1 text-sm text-slate-600">Al cambiarla se cierran tus sesiones en otros dispositivos; esta sigue abierta.</p>
      <Form method="post" noValidate className="mt-4 space-y-5">
        {result && <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>}
        <Field
          label="Contraseña actual"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={errors.current}
        />
        <NewPasswordFields errors={errors} />
        <SubmitButton pendingLabel="Guardando…" intent="password">
          Cambiar contraseña
        </SubmitButton>
      </Form>
    </section>
  );
}
