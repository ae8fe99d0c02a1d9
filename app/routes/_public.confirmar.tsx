import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { confirmEmailToken, publicBaseUrl, resendConfirmationTo } from "~/server/accounts.server";
import { isHoneypotFilled } from "~/server/guards.server";
import { clientAddress, RATE_LIMIT_MESSAGES } from "~/server/rate-limit.server";
import { sessionTokenHash } from "~/server/session.server";
import { buttonClass, Field, FormMessage, Honeypot, SubmitButton } from "~/ui/form";
import { fail } from "~/server/respond.server";

export const meta: MetaFunction = () => [{ title: "Confirmar email · SimPed" }];

/**
 * Following the link in the e-mail confirms the address. It signs nobody in (decision 0024): a
 * browser already signed in to that account goes on where it belongs; any other is asked to sign in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { problem: "invalid" as const, confirmed: null };
  const outcome = await confirmEmailToken(
    context.app,
    token,
    await sessionTokenHash(request, context.app),
    publicBaseUrl(context.app, request),
  );
  if (outcome.status !== "confirmed") return { problem: outcome.status, confirmed: null };
  if (outcome.signedIn) return redirect(outcome.emailChanged || outcome.approved ? "/dashboard" : "/pendiente");
  return { problem: null, confirmed: outcome.emailChanged ? ("email" as const) : ("signup" as const) };
}

const CONFIRMED = {
  signup: { title: "Email confirmado", text: "Tu dirección de correo está confirmada. Entra con tu email y tu contraseña para seguir." },
  email: {
    title: "Email cambiado",
    text: "Tu nuevo email está confirmado. A partir de ahora, entra con él y con tu contraseña de siempre.",
  },
} as const;

const RESENT = "Si la dirección corresponde a una cuenta pendiente de confirmar, te hemos enviado un enlace nuevo.";

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const email = z.string().trim().toLowerCase().email().max(254).safeParse(form.get("email"));
  if (isHoneypotFilled(form) || !email.success) return fail(400, "Introduce un email válido.");
  // The same answer whether or not the address has an account: this form must not reveal who is registered.
  const { limited } = await resendConfirmationTo(app, email.data, publicBaseUrl(app, request), clientAddress(request));
  if (limited) return fail(429, RATE_LIMIT_MESSAGES.resend);
  return { ok: true, message: RESENT };
}

export default function ConfirmEmail() {
  const { problem, confirmed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      {confirmed ? (
        <>
          <h1 className="text-2xl font-bold">{CONFIRMED[confirmed].title}</h1>
          <p className="mt-4 text-slate-700">{CONFIRMED[confirmed].text}</p>
          <Link to="/" className={`mt-6 ${buttonClass("primary")}`}>
            Entrar
          </Link>
        </>
      ) : problem === "email_taken" ? (
        <>
          <h1 className="text-2xl font-bold">No se pudo cambiar el email</h1>
          <p className="mt-4 text-slate-700">Otra cuenta usa ya esa dirección. Tu cuenta conserva el email anterior.</p>
          <Link to="/perfil" className="mt-6 inline-block font-medium text-brand-700 underline">
            Ir a mi perfil
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">El enlace no es válido</h1>
          <p className="mt-4 text-slate-700">
            Este enlace de confirmación ha caducado o ya se ha usado. Si ya confirmaste tu email, entra con tu contraseña; si no, pide un
            enlace nuevo.
          </p>
          <Form method="post" className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
            {result && <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>}
            <Honeypot />
            <Field label="Email" name="email" type="email" autoComplete="email" required />
            <SubmitButton pendingLabel="Enviando…">Enviar un enlace nuevo</SubmitButton>
          </Form>
          <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline">
            Volver al inicio
          </Link>
        </>
      )}
    </main>
  );
}
