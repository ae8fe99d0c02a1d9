import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireArea } from "./guards.server";
import { reportFor, reportSessionId, tookPart } from "./presencial.server";

export const REPORT_MESSAGES = {
  missing: "Falta el identificador de la sesión.",
  notFound: "No se encontró la sesión.",
  failed: "No se pudo generar el informe.",
} as const;

/**
 * The report of a session, by id (path, or ?session, ?sid, ?s) or, given only a scenario, its
 * latest ended session (else its latest started one). Admins read any report; anyone else only
 * the reports of sessions they took part in. The institution's name (INSTITUTION_NAME, optional)
 * heads the printed report.
 */
export async function reportLoader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireArea(request, context.app, "approved");
  const query = new URL(request.url).searchParams;
  const asked = params.sessionId ?? query.get("session") ?? query.get("sid") ?? query.get("s");
  const scenarioId = z.coerce.number().int().positive().safeParse(params.id);
  const sessionId = await reportSessionId(context.app.db, {
    sessionId: asked ?? undefined,
    scenarioId: scenarioId.success ? scenarioId.data : undefined,
  });
  if (!sessionId) throw data({ message: REPORT_MESSAGES.missing }, { status: 400 });
  if (!z.string().uuid().safeParse(sessionId).success) throw data({ message: REPORT_MESSAGES.notFound }, { status: 404 });
  if (!viewer.isAdmin && !(await tookPart(context.app.db, sessionId, viewer.id))) throw data({ message: REPORT_MESSAGES.notFound }, { status: 404 });
  try {
    const found = await reportFor(context.app.db, sessionId);
    if (!found) throw data({ message: REPORT_MESSAGES.notFound }, { status: 404 });
    return { report: found.report, institution: context.app.env.INSTITUTION_NAME || null };
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) throw error;
    console.error("report:", error);
    throw data({ message: REPORT_MESSAGES.failed }, { status: 500 });
  }
}
