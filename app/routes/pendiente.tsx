import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { nextPollDelay } from "~/domain/pending";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { publicBaseUrl, resendConfirmation } from "~/server/accounts.server";
import type { AppContext } from "~/server/context.server";
import { settle } from "~/server/failures.server";
import { requireArea } from "~/server/guards.server";
import { PERSONAL_DATA_MESSAGES, requestDeletion } from "~/server/personal-data.server";
import { fail } from "~/server/respond.server";
import { forgetViewer } from "~/server/session.server";
import { UNKNOWN_FIELD_MESSAGE } from "~/domain/forms";
import { MyData } from "~/ui/my-data";
import { RATE_LIMIT_MESSAGES, takeRateLimit } from "~/server/rate-limit.server";
import { FormMessage, SubmitButton, buttonClass } from "~/ui/form";
import { MinimalHeader, SignOutButton } from "~/ui/header";
import { ScreenError } from "~/ui/screen-error";
import { Icon } from "~/ui/icons";

export const meta: MetaFunction = () => [{ title: "Estado de tu acceso · SimPed" }];

const PENDING = SCREEN_ERRORS.pending;

/** A failed check is said on the screen, which keeps polling: it comes back by itself. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const checked = await settle(requireArea(request, context.app, "pending"), PENDING.refresh);
  if (!checked.ok) return fail(503, PENDING.refresh);
  const viewer = checked.value;
  return {
    ok: true as const,
    email: viewer.email,
    verified: viewer.verifiedAt !== null,
    approved: viewer.approved,
    deletionRequestedAt: viewer.deletionRequestedAt,
    reason: new URL(request.url).searchParams.get("reason"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "deletion") return askForDeletion(request, context.app, form);
  const resent = await settle(resend(request, context.app), PENDING.resend);
  return resent.ok ? resent.value : fail(503, PENDING.resend);
}

/** 'Solicitar la baja' for an applicant not approved yet, as approved people have it in «Mi perfil». */
async function askForDeletion(request: Request, app: AppContext, form: FormData) {
  const viewer = await requireArea(request, app, "pending");
  if ([...form.keys()].some((key) => key !== "intent")) return fail(400, UNKNOWN_FIELD_MESSAGE, {}, "deletion");
  await requestDeletion(app, viewer.id, `${publicBaseUrl(app, request)}/admin`);
  forgetViewer(app);
  return { ok: true, form: "deletion" as const, message: PERSONAL_DATA_MESSAGES.deletionRequested };
}

async function resend(request: Request, app: AppContext) {
  const viewer = await requireArea(request, app, "pending");
  if (!(await takeRateLimit(app.db, "resend", viewer.id, app.env.RATE_LIMIT_FACTOR))) {
    return fail(429, RATE_LIMIT_MESSAGES.resend);
  }
  const { status } = await resendConfirmation(app, viewer.id, publicBaseUrl(app, request));
  if (status === "sent") return { ok: true, message: `Te hemos reenviado el correo de verificación a ${viewer.email}.` };
  if (status === "already_verified") return { ok: true, message: "Tu email ya está verificado." };
  return fail(502, PENDING.resend);
}

/** Checks again with the spec's growing delay; the loader sends the person on once both hold. */
function usePolling(verified: boolean) {
  const { revalidate } = useRevalidator();
  const delay = useRef<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      delay.current = nextPollDelay(delay.current, verified);
      timer = setTimeout(() => {
        revalidate();
        schedule();
      }, delay.current);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [verified, revalidate]);
}

function State({ label, done, doneText, waitingText }: { label: string; done: boolean; doneText: string; waitingText: string }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <Icon name={done ? "check" : "pending"} className={`mt-0.5 text-xl ${done ? "text-emerald-600" : "text-amber-600"}`} />
      <div>
        <p className="font-medium">{label}</p>
        <p className="text-sm text-slate-700">{done ? doneText : waitingText}</p>
      </div>
    </li>
  );
}

export default function Pending() {
  const checked = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const deletion = result && "form" in result && result.form === "deletion" ? result : undefined;
  const verified = checked.ok && checked.verified;
  usePolling(verified);
  const ready = verified && checked.approved;
  return (
    <>
      <MinimalHeader />
      <main className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{PENDING.title}</h1>
        {checked.ok ? (
          <>
            <p className="mt-2 text-slate-700">
              Cuenta: <strong>{checked.email}</strong>
            </p>
            {checked.reason === "email" && !verified && (
              <div className="mt-6">
                <FormMessage tone="info">
                  Debes confirmar tu email antes de entrar. Abre el enlace que te hemos enviado (revisa también la carpeta de spam).
                </FormMessage>
              </div>
            )}
            <ul className="mt-6 space-y-3" aria-live="polite">
              <State label="Verificación del email" done={verified} doneText="Email verificado." waitingText="Pendiente de verificar." />
              <State
                label="Aprobación del administrador"
                done={checked.approved}
                doneText="Cuenta aprobada."
                waitingText="Pendiente de aprobación por un administrador."
              />
            </ul>
          </>
        ) : (
          <div className="mt-6">
            <FormMessage tone="error">{checked.message}</FormMessage>
          </div>
        )}
        {result && !deletion && (
          <div className="mt-6">
            <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>
          </div>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Form method="post">
            <SubmitButton variant="secondary" pendingLabel="Reenviando…" disabled={!checked.ok || verified}>
              Reenviar verificación
            </SubmitButton>
          </Form>
          <Form method="get">
            <SubmitButton variant="secondary" pendingLabel="Comprobando…">
              Comprobar ahora
            </SubmitButton>
          </Form>
          {ready ? (
            <Link to="/dashboard" className={buttonClass("primary")}>
              Ir al panel
            </Link>
          ) : (
            <button type="button" disabled className={buttonClass("primary")}>
              Ir al panel
            </button>
          )}
          <SignOutButton />
        </div>
        {checked.ok && <MyData deletionRequestedAt={checked.deletionRequestedAt} message={deletion?.message} />}
      </main>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={PENDING.title} fallback={PENDING.refresh} />;
}
