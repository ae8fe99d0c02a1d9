import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { presencialSessions, scenarios } from "../../db/schema";
import { parseForm } from "~/domain/forms";
import { participantsSchema, readParticipantsForm } from "~/domain/presencial-forms";
import { requireInstructor } from "~/server/guards.server";
import { ParticipantLinkError } from "~/server/participants.server";
import { linkableUsersQuery, participantsQuery, replaceParticipants } from "~/server/presencial.server";
import { fail } from "~/server/respond.server";
import { ParticipantsForm } from "~/ui/participants-form";
import { RestrictedBoundary } from "~/ui/restricted";

export const meta: MetaFunction = () => [{ title: "Confirmar alumnos · SimPed" }];

const params$ = z.object({ scenarioId: z.coerce.number().int().positive(), sessionId: z.string().uuid() });

async function sessionOf(db: Parameters<typeof linkableUsersQuery>[0], params: Record<string, string | undefined>) {
  const parsed = params$.safeParse(params);
  if (!parsed.success) throw new Response("No se encontró la sesión.", { status: 404 });
  const [row] = await db
    .select({ id: presencialSessions.id, scenarioId: presencialSessions.scenarioId, flow: presencialSessions.flow, endedAt: presencialSessions.endedAt, title: scenarios.title })
    .from(presencialSessions)
    .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
    .where(eq(presencialSessions.id, parsed.data.sessionId));
  if (!row || row.scenarioId !== parsed.data.scenarioId) throw new Response("No se encontró la sesión.", { status: 404 });
  return row;
}

const consolePath = (s: { id: string; scenarioId: number; flow: string }) =>
  s.flow === "dual" ? `/presencial/instructor/${s.scenarioId}/${s.id}` : `/presencial/${s.scenarioId}/escenario?session=${s.id}`;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireInstructor(request, context.app);
  const session = await sessionOf(context.app.db, params);
  const [users, participants] = await context.app.db.batch([linkableUsersQuery(context.app.db), participantsQuery(context.app.db, session.id)]);
  return { session, users, participants, back: consolePath(session) };
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
  return redirect(consolePath(session));
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
