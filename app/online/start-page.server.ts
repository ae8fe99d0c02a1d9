/**
 * The start page's loader and action (`/simulacion/:id/confirm`): the scenario's brief and the
 * person's attempts at it, and 'Comenzar' / 'Reanudar'. The route file only names them.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { ATTEMPT_MESSAGES } from "../domain/attempts";
import { formToObject, idSchema, parseForm } from "../domain/forms";
import { paths } from "../domain/paths";
import { OBJECTIVE_KEY, toRole } from "../domain/roles";
import { SCREEN_ERRORS } from "../domain/screen-errors";
import { confirmReads, confirmView } from "../server/catalog.server";
import { failedStatement, orScreenError, settle } from "../server/failures.server";
import { readAsViewer, requireArea } from "../server/guards.server";
import { fail, refuse } from "../server/respond.server";
import { startAttempt, startReadFailure, startReads } from "./attempts.server";

const scenarioId = (params: { id?: string }) => idSchema.safeParse(params.id);

const CONFIRM = SCREEN_ERRORS.confirm;

export async function startLoader({ request, params, context }: LoaderFunctionArgs) {
  const id = scenarioId(params);
  if (!id.success) {
    await orScreenError(requireArea(request, context.app, "approved"), CONFIRM.scenario);
    refuse(404, ATTEMPT_MESSAGES.notFound);
  }
  // One round trip reads who is asking and their attempts; the scenario, its brief and readings are content.
  const { viewer, rows } = await orScreenError(
    readAsViewer(request, context.app, "approved", (userId) => confirmReads(context.app.db, userId, id.data)),
    CONFIRM.scenario,
  );
  const { scenario, ...data } = await orScreenError(confirmView(context.app.db, rows, id.data), CONFIRM.scenario);
  if (!scenario) refuse(404, ATTEMPT_MESSAGES.notFound);
  const role = toRole(viewer.rol);
  return {
    scenario,
    ...data,
    isAdmin: viewer.isAdmin,
    ownKey: role ? OBJECTIVE_KEY[role] : null,
    allObjectives: new URL(request.url).searchParams.get("objetivos") === "todos",
  };
}

const startSchema = z.strictObject({
  minutes: z.coerce
    .number({ error: "La duración debe ser un número de minutos." })
    .min(1, "La duración mínima es 1 minuto.")
    .max(600, "La duración máxima es 600 minutos.")
    .optional(),
});

export async function startAction({ request, params, context }: ActionFunctionArgs) {
  const id = scenarioId(params);
  if (!id.success) {
    const asked = await settle(requireArea(request, context.app, "approved"), "start: who is asking");
    return fail(asked.ok ? 404 : 503, asked.ok ? ATTEMPT_MESSAGES.notFound : CONFIRM.unexpected);
  }
  const { db } = context.app;
  // Who is asking and their attempts at the scenario in one trip; the insert is the second.
  const asked = await settle(
    readAsViewer(request, context.app, "approved", (userId) => startReads(db, userId, id.data)),
    "start: reading",
  );
  if (!asked.ok) return fail(503, failedStatement(asked.error) === -1 ? CONFIRM.unexpected : startReadFailure(asked.error));
  const { viewer, rows } = asked.value;
  const role = toRole(viewer.rol);
  if (!role) return redirect("/perfil");
  const form = formToObject(await request.formData());
  const parsed = parseForm(startSchema, form.minutes === "" ? {} : form);
  if (!parsed.success) return fail(400, parsed.error.issues[0].message);
  const input = { userId: viewer.id, isAdmin: viewer.isAdmin, role, scenarioId: id.data, adminMinutes: parsed.data.minutes };
  const result = await startAttempt(db, input, rows);
  if (!result.ok)
    return "reason" in result ? fail(result.reason === "notFound" ? 404 : 409, ATTEMPT_MESSAGES[result.reason]) : fail(503, result.message);
  return redirect(paths.onlineRun(id.data, result.attemptId));
}
