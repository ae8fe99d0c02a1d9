import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { collectErrors, formToObject, parseForm } from "~/domain/forms";
import { formatDateTime } from "~/domain/evaluation";
import {
  REFLECTION_MESSAGES,
  REFLECTION_TEXT_MAX,
  REFUSAL_STATUS,
  reflectionDeadline,
  reflectionFormSchema,
  reflectionOpenSince,
  reflectionRefusal,
} from "~/presencial/reflection";
import { reflectionPageQuery, reflectionWrite } from "~/presencial/reflection.server";
import { ReflectionAnswers, ReflectionForm } from "~/presencial/reflection-view";
import { orScreenError } from "~/server/failures.server";
import { readAsViewer, requireArea } from "~/server/guards.server";
import { FormMessage } from "~/ui/form";
import { ScreenError } from "~/ui/screen-error";
import { fail, refuse } from "~/server/respond.server";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Mi reflexión · SimPed" }];

const TITLE = "Mi reflexión";
const FIELDS = ["wentWell", "wouldChange", "confidenceBefore", "confidenceAfter"] as const;
const sessionIdSchema = z.string().uuid();

/** What was typed, to put back in a refused form (without JavaScript the page is new). */
const typedOf = (form: FormData) =>
  Object.fromEntries(FIELDS.map((key) => [key, String(form.get(key) ?? "").slice(0, REFLECTION_TEXT_MAX)])) as Record<
    (typeof FIELDS)[number],
    string
  >;

/** A participant's own reflection on one ended session: anyone else (or a session that does not exist) finds nothing, 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const sessionId = sessionIdSchema.safeParse(params.sessionId);
  if (!sessionId.success) {
    await requireArea(request, context.app, "approved");
    refuse(404, REFLECTION_MESSAGES.notFound);
  }
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", (viewerId) => ({ page: reflectionPageQuery(context.app.db, sessionId.data, viewerId) })),
    REFLECTION_MESSAGES.failed,
  );
  const [row] = rows.page;
  if (!row) refuse(404, REFLECTION_MESSAGES.notFound);
  return {
    isAdmin: viewer.isAdmin,
    saved: new URL(request.url).searchParams.has("guardada"),
    open: row.endedAt >= reflectionOpenSince(),
    deadline: reflectionDeadline(row.endedAt),
    session: { id: row.sessionId, scenarioTitle: row.scenarioTitle, endedAt: row.endedAt },
    reflection: row.given && row.dismissedAt === null ? row : null,
  };
}

/** «Guardar reflexión» or «Ahora no»: one trip whose write checks the participant itself; bad input writes nothing (400). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const sessionId = sessionIdSchema.safeParse(params.sessionId);
  const form = await request.formData();
  const parsed = parseForm(reflectionFormSchema, formToObject(form));
  if (!sessionId.success || !parsed.success) {
    await requireArea(request, context.app, "approved");
    if (!sessionId.success) refuse(404, REFLECTION_MESSAGES.notFound);
    const { message, fields } = collectErrors(parsed.error!.issues);
    return fail(400, message, fields, undefined, typedOf(form));
  }
  const since = reflectionOpenSince();
  const input = parsed.data.intent === "guardar" ? parsed.data : null;
  const { rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", (viewerId) => reflectionWrite(context.app.db, sessionId.data, viewerId, input, since)),
    REFLECTION_MESSAGES.failed,
  );
  const refusal = reflectionRefusal(rows.state[0], since);
  if (refusal) {
    if (refusal === "notFound") refuse(404, REFLECTION_MESSAGES.notFound);
    return fail(REFUSAL_STATUS[refusal], REFLECTION_MESSAGES[refusal], {}, undefined, typedOf(form));
  }
  return redirect(input ? `${paths.reflection(sessionId.data)}?guardada=1` : "/dashboard");
}

export default function ReflectionPage() {
  const { saved, open, deadline, session, reflection } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      <p className="mt-2 text-slate-700">
        {session.scenarioTitle} · sesión terminada el {formatDateTime(session.endedAt)}
      </p>
      {saved && !answer && (
        <div className="mt-4">
          <FormMessage tone="success">{REFLECTION_MESSAGES.saved}</FormMessage>
        </div>
      )}
      {open ? (
        <>
          <p className="mt-4 text-sm text-slate-600">Puedes cambiarla hasta el {formatDateTime(deadline)}.</p>
          <ReflectionForm
            sessionId={session.id}
            typed={answer?.values ?? reflection ?? {}}
            errors={answer?.fields}
            message={answer?.message}
            offerDismiss={!reflection}
          />
        </>
      ) : reflection ? (
        <div className="mt-6">
          <ReflectionAnswers reflection={reflection} />
        </div>
      ) : (
        <p className="mt-6 text-slate-700">{REFLECTION_MESSAGES.closed}</p>
      )}
      <p className="mt-8">
        <Link to="/evaluacion?mine=1" className="font-medium text-brand-700 underline">
          Ver Mi evaluación
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={TITLE} fallback={REFLECTION_MESSAGES.failed} />;
}
