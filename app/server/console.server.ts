import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { formToObject } from "../domain/forms";
import { commandSchema } from "../domain/presencial-forms";
import { requireInstructor } from "./guards.server";
import { CONSOLE_MESSAGES, consoleData, runCommand } from "./presencial.server";
import { fail } from "./respond.server";
import { pushSnapshot } from "./rooms.server";

const sessionIdSchema = z.string().uuid();

function sessionIdOf(request: Request, params: Record<string, string | undefined>) {
  return sessionIdSchema.safeParse(params.sessionId ?? new URL(request.url).searchParams.get("session"));
}

/** The console of a session (dual or classic): admins only. */
export async function consoleLoader({ request, params, context }: LoaderFunctionArgs) {
  await requireInstructor(request, context.app);
  const sessionId = sessionIdOf(request, params);
  if (!sessionId.success) throw new Response(CONSOLE_MESSAGES.notFound, { status: 404 });
  const data = await consoleData(context.app.db, sessionId.data);
  const scenarioId = params.scenarioId ?? params.id;
  if (!data || String(data.session.scenarioId) !== scenarioId) throw new Response(CONSOLE_MESSAGES.notFound, { status: 404 });
  return { ...data, serverNow: Date.now() };
}

/** One console command: database first, then the room. Finalizar goes to the report. */
export async function consoleAction({ request, params, context }: ActionFunctionArgs) {
  // The instructor's check and the session's state are read at the same time (one round trip saved).
  const instructor = requireInstructor(request, context.app);
  const sessionId = sessionIdOf(request, params);
  const command = commandSchema.safeParse(formToObject(await request.formData()));
  if (!sessionId.success || !command.success) {
    await instructor;
    if (!sessionId.success) return fail(404, CONSOLE_MESSAGES.notFound);
    return fail(400, command.error?.issues[0]?.message ?? "Petición no válida.");
  }
  const result = await runCommand(context.app.db, sessionId.data, instructor, command.data);
  if (!result.ok) return fail(result.status, result.message);
  await pushSnapshot(context.app, result.snapshot);
  if (result.reportReady) return redirect(`/presencial/${params.scenarioId ?? params.id}/informe?session=${sessionId.data}`);
  return { ok: true as const };
}
