import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { passwordResetSchema } from "~/domain/account-forms";
import { collectErrors, formToObject, parseForm, type FieldErrors } from "~/domain/forms";
import { PASSWORD_MESSAGES, resetLinkOwner, resetPassword } from "~/server/passwords.server";
import { clientAddress, RATE_LIMIT_MESSAGES } from "~/server/rate-limit.server";
import { fail } from "~/server/respond.server";
import { buttonClass, DelayedRedirect, FormMessage, SubmitButton, NewPasswordFields } from "~/ui/form";

export const meta: MetaFunction = () => [{ title: "Nueva contraseña · SimPed" }];

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const LINK_GONE = "Este enlace ya se ha usado o ha caducado. Pide uno nuevo.";
/** The success message stays this long before the panel opens (with JavaScript). */
const DONE_REDIRECT_MS = 1500;

/** The link from the recovery mail: the form while the link works, a way to ask for another when not. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const owner = TOKEN.test(token) ? await resetLinkOwner(context.app, token) : null;
  return { token: owner ? token : null, email: owner?.email ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const parsed = parseForm(passwordResetSchema, formToObject(await request.formData()));
  if (!parsed.success) {
    const { message, fields } = collectErrors(parsed.error.issues);
    return fail(400, message, fields);
  }
  const result = TOKEN.test(parsed.data.token)
    ? await resetPassword(app, parsed.data.token, parsed.data.password, clientAddress(request))
    : { ok: false as const };
  if (!result.ok)
    return result.limited
      ? fail(429, RATE_LIMIT_MESSAGES.recovery)
      : data({ ok: false as const, gone: true as const, message: LINK_GONE, fields: {} }, { status: 410 });
  return data({ ok: true as const, message: PASSWORD_MESSAGES.resetDone, fields: {} }, { headers: { "Set-Cookie": result.setCookie } });
}

export default function ResetPassword() {
  const { token, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: FieldErrors = result && !result.ok ? result.fields : {};
  if (result?.ok) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <FormMessage tone="success">{result.message}</FormMessage>
        <Link to="/dashboard" className={`${buttonClass("primary")} mt-6`}>
          Ir al panel
        </Link>
        <DelayedRedirect to="/dashboard" ms={DONE_REDIRECT_MS} />
      </main>
    );
  }
  if (!token || (result && "gone" in result)) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold">El enlace no es válido</h1>
        <p className="mt-4 text-slate-700">
          Este enlace para restablecer la contraseña ya se ha usado o ha caducado (sirve una vez, durante 1 hora).
        </p>
        <Link to="/recuperar" className={`${buttonClass("primary")} mt-6`}>
          Pedir un enlace nuevo
        </Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Nueva contraseña</h1>
      <p className="mt-3 text-slate-700">Para la cuenta {email}. Al guardarla entrarás con ella y se cerrarán tus demás sesiones.</p>
      <Form method="post" noValidate className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {result && !result.ok && <FormMessage tone="error">{result.message}</FormMessage>}
        <input type="hidden" name="token" value={token} />
        {/* For password managers: whose password this is (not sent). */}
        <input type="text" autoComplete="username" defaultValue={email ?? ""} hidden readOnly />
        <NewPasswordFields errors={errors} />
        <SubmitButton pendingLabel="Guardando…">Guardar contraseña</SubmitButton>
      </Form>
    </main>
  );
}
