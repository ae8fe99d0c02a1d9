import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { presencialSessions, scenarios } from "../../db/schema";
import { idSchema, parseForm } from "~/domain/forms";
import { participantsSchema, readParticipantsForm } from "~/presencial/forms";
import type { Db } from "~/server/db.server";
import { readAsViewer, requireInstructor } from "~/server/guards.server";
import { ParticipantLinkError } from "~/presencial/participants.server";
import { linkableUsersQuery, participantsQuery, replaceParticipants } from "~/presencial/store.server";
import { fail, refuse } from "~/server/respond.server";
import { ParticipantsForm } from "~/presencial/participants-form";
import { RestrictedBoundary } from "~/ui/restricted";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Confirmar alumnos · SimPed" }];

const params$ = z.object({ scenarioId: idSchema, sessionId: z.string().uuid() });

function sessionQuery(db: Db, sessionId: string) {
  return db
    .select({
      id: presencialSessions.id,
      scenarioId: presencialSessions.scenarioId,
      flow: presencialSessions.flow,
      endedAt: presencialSessions.endedAt,
      title: scenarios.title,
    })
    .from(presencialSessions)
    .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
    .where(eq(presencialSessions.id, sessionId));
}

const NO_SESSION = "No se encontró la sesión.";

/** The session of the URL, from its rows; a 404 when it is not this scenario's. */
function sessionFrom(rows: Awaited<ReturnType<typeof sessionQuery>>, scenarioId: number) {
  const [row] = rows;
  if (!row || row.scenarioId !== scenarioId) refuse(404, NO_SESSION);
  return row;
}

async function sessionOf(db: Db, params: Record<string, string | undefined>) {
  const parsed = params$.safeParse(params);
  if (!parsed.success) refuse(404, NO_SESSION);
  return sessionFrom(await sessionQuery(db, parsed.data.sessionId), parsed.data.scenarioId);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const parsed = params$.safeParse(params);
  if (!parsed.success) {
    await requireInstructor(request, context.app);
    refuse(404, NO_SESSION);
  }
  const { sessionId, scenarioId } = parsed.data;
  const { rows } = await readAsViewer(request, context.app, "instructor", () => ({
    session: sessionQuery(db, sessionId),
    users: linkableUsersQuery(db),
    participants: participantsQuery(db, sessionId),
  }));
  const { session: sessionRows, users, participants } = rows;
  const session = sessionFrom(sessionRows, scenarioId);
  return { isAdmin: true, session, users, participants, back: paths.sessionScreen(session) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireInstructor(request, context.app);
  const session = await sessionOf(context.app.db, params);
  if (session.endedAt) return fail(409, "La simulación ya ha terminado.");
  const parsed = parseForm(participantsSchema, readParticipantsForm(await request.formData()));
  if (!parsed.success) return fail(400, parsed.error.issues[0].message);
  try {
    await replaceParticipants(context.app.db, session.id, parsed.data.participants);
  } catch (error) {
    // The writer checks linked users itself (confirmed, approved, matching role).
    if (error instanceof ParticipantLinkError) return fail(400, error.message);
    throw error;
  }
  return redirect(paths.sessionScreen(session));
}

export const ErrorBoundary = RestrictedBoundary;

export default function ConfirmStudents() {
  const { session, users, participants, back } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <Link to={back} className="text-sm text-brand-700 underline">
        ← Volver a la consola
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Confirmar alumnos</h1>
      <p className="mt-2 text-slate-700">{session.title}</p>
      <div className="mt-6">
        <ParticipantsForm users={users} initial={participants} error={failure?.message} />
      </div>
    </main>
  );
}
