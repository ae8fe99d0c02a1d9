import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { isStartable } from "~/domain/attempts";
import { idSchema, parseForm } from "~/domain/forms";
import { participantsSchema, readParticipantsForm } from "~/presencial/forms";
import { nextSessionMail } from "~/content/mails";
import { publicBaseUrl } from "~/server/accounts.server";
import { deliverMailLater } from "~/server/context.server";
import { contentAt, contentVersionQuery, currentContent, type Content } from "~/server/content.server";
import { readAsViewer, requireInstructor } from "~/server/guards.server";
import { ParticipantLinkError } from "~/presencial/participants.server";
import { createSession, linkableUsersQuery } from "~/presencial/store.server";
import { fail, refuse } from "~/server/respond.server";
import { buttonClass, FormMessage } from "~/ui/form";
import { ParticipantsForm } from "~/presencial/participants-form";
import { RestrictedBoundary } from "~/ui/restricted";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Preparar sesión presencial · SimPed" }];

const NOT_FOUND = "No se encontró el escenario.";
const flowOf = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return (query.get("flow") ?? query.get("mode")) === "dual" ? "dual" : "classic";
};

/** The in-person scenario of the URL, from the content, or a 404. */
function presencialScenario(params: { id?: string }, content: Content) {
  const id = idSchema.safeParse(params.id);
  const scenario = id.success ? content.catalog.find((s) => s.id === id.data) : undefined;
  if (!scenario || scenario.archived || !scenario.mode.includes("presencial")) refuse(404, NOT_FOUND);
  return scenario;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { viewer, rows } = await readAsViewer(request, context.app, "approved", () => ({
    users: linkableUsersQuery(db),
    contentVersion: contentVersionQuery(db),
  }));
  const scenario = presencialScenario(params, await contentAt(db, rows.contentVersion));
  return { scenario, users: viewer.isAdmin ? rows.users : [], flow: flowOf(request), isAdmin: viewer.isAdmin };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requireInstructor(request, context.app);
  const scenario = presencialScenario(params, await currentContent(context.app.db));
  if (!isStartable(scenario.status)) return fail(409, "Este escenario todavía no se puede usar.");
  const parsed = parseForm(participantsSchema, readParticipantsForm(await request.formData()));
  if (!parsed.success) return fail(400, parsed.error.issues[0].message);
  try {
    const notice = nextSessionMail(scenario.title, `${publicBaseUrl(context.app, request)}/presencial-info`);
    const session = await createSession(context.app.db, {
      scenarioId: scenario.id,
      instructorId: viewer.id,
      flow: parsed.data.flow,
      participants: parsed.data.participants,
      notice,
    });
    deliverMailLater(context.app, session.mailIds);
    return redirect(paths.sessionScreen({ scenarioId: scenario.id, id: session.id, flow: parsed.data.flow }));
  } catch (error) {
    // createSession checks linked users itself (confirmed, approved, matching role).
    if (error instanceof ParticipantLinkError) return fail(400, error.message);
    console.error("create session:", error);
    return fail(500, "No se pudo crear la sesión. Vuelve a intentarlo.");
  }
}

export const ErrorBoundary = RestrictedBoundary;

export default function ConfirmParticipants() {
  const { scenario, users, flow, isAdmin } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <Link to={paths.inPersonList(flow === "dual" ? "dual" : undefined)} className="text-sm text-brand-700 underline">
        ← Escenarios presenciales
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{scenario.title}</h1>
      <p className="mt-2 text-slate-700">
        {flow === "dual"
          ? "Sesión dual: consola del instructor y pantalla de alumnos con código público."
          : "Sesión clásica: una sola pantalla."}
      </p>
      {!isStartable(scenario.status) && (
        <div className="mt-4">
          <FormMessage tone="info">Este escenario todavía no se puede usar.</FormMessage>
        </div>
      )}
      {isAdmin ? (
        <section aria-labelledby="participantes" className="mt-8">
          <h2 id="participantes" className="text-xl font-semibold">
            Participantes
          </h2>
          <div className="mt-4">
            <ParticipantsForm users={users} initial={[]} flow={flow} error={failure?.message} />
          </div>
        </section>
      ) : (
        <p className="mt-8 text-slate-700">
          Las sesiones las prepara un instructor.{" "}
          <Link to="/presencial-info" className={buttonClass("secondary")}>
            Cómo participar
          </Link>
        </p>
      )}
    </main>
  );
}
