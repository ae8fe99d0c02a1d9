import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { formToObject, MALFORMED_MESSAGE, parseForm } from "../domain/forms";
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
  if (!data || String(data.session.scenarioId) !== scenarioIdOf(params)) throw new Response(CONSOLE_MESSAGES.notFound, { status: 404 });
  // The forms of this page carry it; a command resent with it (double click, resent form) is recorded once.
  return { ...data, serverNow: Date.now(), commandSeed: crypto.randomUUID() };
}

const scenarioIdOf = (params: Record<string, string | undefined>) => params.scenarioId ?? params.id;

/** One console command: database first, then the room. Finalizar goes to the report. */
export async function consoleAction({ request, params, context }: ActionFunctionArgs) {
  // Authorise first, then read: nothing is started for a request that will be refused.
  const instructor = await requireInstructor(request, context.app);
  const sessionId = sessionIdOf(request, params);
  if (!sessionId.success) return fail(404, CONSOLE_MESSAGES.notFound);
  const { commandId, ...fields } = formToObject(await request.formData());
  const command = parseForm(commandSchema, fields);
  const id = commandIdSchema.safeParse(commandId);
  if (!command.success || !id.success) return fail(400, command.error?.issues[0]?.message ?? MALFORMED_MESSAGE);
  const target = { sessionId: sessionId.data, scenarioId: Number(scenarioIdOf(params)), actorId: instructor.id, commandId: id.data };
  const result = await runCommand(context.app.db, target, command.data);
  if (!result.ok) return fail(result.status, result.message);
  await pushSnapshot(context.app, result.snapshot);
  if (result.reportReady) return redirect(`/presencial/${scenarioIdOf(params)}/informe?session=${sessionId.data}`);
  return { ok: true as const };
}

/** Made by the console page; optional for other callers, who then get no protection against retries. */
const commandIdSchema = z.string().min(8).max(100).regex(/^[\w.:-]+$/).optional();
