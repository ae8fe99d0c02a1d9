import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { recoverySchema } from "~/domain/account-forms";
import { collectErrors, formToObject, parseForm } from "~/domain/forms";
import { publicBaseUrl } from "~/server/accounts.server";
import { isHoneypotFilled } from "~/server/guards.server";
import { PASSWORD_MESSAGES, requestPasswordReset } from "~/server/passwords.server";
import { clientAddress, RATE_LIMIT_MESSAGES } from "~/server/rate-limit.server";
import { fail } from "~/server/respond.server";
import { Field, FormMessage, Honeypot, SubmitButton } from "~/ui/form";

export const meta: MetaFunction = () => [{ title: "Recuperar la contraseña · SimPed" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const honeypot = isHoneypotFilled(form);
  form.delete("website");
  const parsed = parseForm(recoverySchema, formToObject(form));
  if (!parsed.success) {
    const { message, fields } = collectErrors(parsed.error.issues);
    return fail(400, message, fields);
  }
  // The same answer, after the same work, whether or not the address has an account (a bot gets it too).
  const { limited } = await requestPasswordReset(app, {
    email: parsed.data.email,
    baseUrl: publicBaseUrl(app, request),
    subject: clientAddress(request),
    bot: honeypot,
  });
  if (limited) return fail(429, RATE_LIMIT_MESSAGES.recovery);
  return data({ ok: true as const, message: PASSWORD_MESSAGES.recoverySent, fields: {} });
}

export default function RecoverPassword() {
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Recuperar la contraseña</h1>
      <p className="mt-3 text-slate-700">
        Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva. El enlace sirve una vez y caduca en 1
        hora.
      </p>
      <Form method="post" noValidate className="mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {result && <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>}
        <Honeypot />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={result && !result.ok ? result.fields.email : undefined}
        />
        <SubmitButton pendingLabel="Enviando…">Enviar enlace</SubmitButton>
      </Form>
      <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        Volver al inicio de sesión
      </Link>
    </main>
  );
}
