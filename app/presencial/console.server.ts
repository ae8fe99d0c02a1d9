import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { formToObject, idSchema, MALFORMED_MESSAGE, parseForm } from "../domain/forms";
import { commandSchema } from "./forms";
import { admitInstructor, readAsViewer, refuseViewer, requireInstructor } from "../server/guards.server";
import { qrPath } from "../domain/qr";
import { CONSOLE_MESSAGES, consoleFrom, consoleQueries, runCommand } from "./store.server";
import { fail, refuse } from "../server/respond.server";
import { commandInRoom } from "./rooms.server";
import { normalizePublicCode } from "./vocabulary";
import { SCREEN_PROOF_PARAM, screenUrl } from "./screen-proof.server";
import { sessionTokenHash } from "../server/session.server";
import { sessionSafetyReads } from "../server/safety.server";
import { paths } from "~/domain/paths";

const sessionIdSchema = z.string().uuid();

function sessionIdOf(request: Request, params: Record<string, string | undefined>) {
  return sessionIdSchema.safeParse(params.sessionId ?? new URL(request.url).searchParams.get("session"));
}

/** The console of a session (dual or classic): admins only. */
export async function consoleLoader({ request, params, context }: LoaderFunctionArgs) {
  const sessionId = sessionIdOf(request, params);
  if (!sessionId.success) {
    await requireInstructor(request, context.app);
    refuse(404, CONSOLE_MESSAGES.notFound);
  }
  const { rows } = await readAsViewer(request, context.app, "instructor", (viewerId) => ({
    console: consoleQueries(context.app.db, sessionId.data),
    safety: sessionSafetyReads(context.app.db, sessionId.data, viewerId),
  }));
  const data = consoleFrom(rows.console);
  if (!data || String(data.session.scenarioId) !== scenarioIdOf(params)) refuse(404, CONSOLE_MESSAGES.notFound);
  // The forms of this page carry it; a command resent with it (double click, resent form) is recorded once.
  // Where the room joins, at the address this instructor reached (the room's network with HOST=0.0.0.0).
  const projectionUrl = await screenUrl(context.app.env.SESSION_SECRET, data.snapshot.code, request.url);
  return {
    ...data,
    isAdmin: true,
    serverNow: Date.now(),
    commandSeed: crypto.randomUUID(),
    joinUrl: new URL("/unirse", request.url).toString(),
    projectionUrl,
    qr: qrPath(projectionUrl),
    proof: new URL(projectionUrl).searchParams.get(SCREEN_PROOF_PARAM) ?? "",
    safety: rows.safety,
  };
}

const scenarioIdOf = (params: Record<string, string | undefined>) => params.scenarioId ?? params.id;

/**
 * One console command, handed to the session's room (its code comes with the form): the room
 * decides it on the state it holds, writes it in one round trip, broadcasts it and answers.
 * Finalizar goes to the report. The code is required where rooms run (the Worker). With JavaScript the answer carries the whole console, so the page
 * needs no second request (see `shouldRevalidateConsole` in app/ui/revalidate.ts). The sender is
 * checked by the room's read or by its write's guard, before anything about the session is said. A
 * refused command, or one the database failed (503), answers with its message for the control that
 * sent it, and the console stays as it was. Where no room runs (Node), the command runs here.
 */
export async function consoleAction({ request, params, context }: ActionFunctionArgs) {
  const { app } = context;
  const tokenHash = await sessionTokenHash(request, app);
  if (!tokenHash) throw redirect("/");
  const sessionId = sessionIdOf(request, params);
  const scenarioId = idSchema.safeParse(scenarioIdOf(params));
  const { commandId, sala, ...fields } = formToObject(await request.formData());
  const command = parseForm(commandSchema, fields);
  const id = commandIdSchema.safeParse(commandId);
  const code = normalizePublicCode(typeof sala === "string" ? sala : null);
  // The message goes next to the control that sent the command.
  const refuseCommand = (status: number, message: string) => fail(status, message, { [controlOf(fields)]: message });
  if (!sessionId.success || !scenarioId.success || !command.success || !id.success || (app.rooms && !code)) {
    await requireInstructor(request, app); // strangers learn nothing about the form
    if (!sessionId.success || !scenarioId.success) return fail(404, CONSOLE_MESSAGES.notFound);
    return refuseCommand(400, command.error?.issues[0]?.message ?? MALFORMED_MESSAGE);
  }
  const target = { sessionId: sessionId.data, scenarioId: scenarioId.data, commandId: id.data };
  const result =
    (await commandInRoom(app, code ?? "", { ...target, tokenHash, command: command.data })) ??
    (await runCommand(app.db, { ...target, gate: { tokenHash, admit: admitInstructor } }, command.data));
  if (!result.ok) return "viewer" in result ? refuseViewer(result.viewer) : refuseCommand(result.status, result.message);
  if (result.reportReady) return redirect(paths.report(scenarioId.data, sessionId.data));
  return { ok: true as const, console: result.console && { ...result.console, serverNow: Date.now(), commandSeed: crypto.randomUUID() } };
}

/** Which control a command came from: 'intervene:adrenalina_im', 'sensor:ecg', 'item:12', 'retime:7', 'script:0', 'finish'… */
function controlOf(fields: Record<string, unknown>): string {
  const target = fields.key ?? fields.sensor ?? fields.itemId ?? fields.actionId ?? fields.variableId ?? fields.index;
  return typeof target === "string" ? `${String(fields.intent)}:${target}` : String(fields.intent);
}

/** Made by the console page; optional for other callers, who then get no protection against retries. */
const commandIdSchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/)
  .optional();
