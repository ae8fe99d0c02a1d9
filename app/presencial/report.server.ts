import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { idSchema } from "../domain/forms";
import { asViewer, requireArea } from "../server/guards.server";
import { debriefView } from "./debrief";
import { mayReadReport, reportFor, reportSessionId } from "./store.server";
import { refuse } from "../server/respond.server";
import { reportReflectionsQuery } from "./reflection.server";

const REPORT_MESSAGES = {
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
  const query = new URL(request.url).searchParams;
  const asked = params.sessionId ?? query.get("session") ?? query.get("sid") ?? query.get("s");
  const scenarioId = idSchema.safeParse(params.id);
  // Without a session id the scenario's latest is looked up: who is asking first.
  if (!asked) await requireArea(request, context.app, "approved");
  const sessionId = await reportSessionId(context.app.db, {
    sessionId: asked ?? undefined,
    scenarioId: scenarioId.success ? scenarioId.data : undefined,
  });
  if (!sessionId) {
    await requireArea(request, context.app, "approved");
    refuse(400, REPORT_MESSAGES.missing);
  }
  if (!z.string().uuid().safeParse(sessionId).success) {
    await requireArea(request, context.app, "approved");
    refuse(404, REPORT_MESSAGES.notFound);
  }
  try {
    // Someone who may not read it (not an admin, did not take part) finds nothing: 404, as for a session that does not exist.
    const { viewer, result: found } = await asViewer(request, context.app, "approved", (read, viewerId) =>
      reportFor(
        context.app.db,
        sessionId,
        // The reflections the viewer may read, in the report's one batch.
        {
          read,
          allowed: mayReadReport(viewerId, sessionId),
          viewerId,
          also: { reflections: reportReflectionsQuery(context.app.db, sessionId, viewerId) },
        },
        // ?grafica=no leaves the course chart out: the bench's baseline (decision 0041).
        query.get("grafica") !== "no",
      ),
    );
    if (!found) refuse(404, REPORT_MESSAGES.notFound);
    return {
      isAdmin: viewer.isAdmin,
      report: found.report,
      chart: found.chart,
      institution: context.app.env.INSTITUTION_NAME || null,
      reflections: found.also.reflections,
      // The debrief guide is the instructor's tool: participants do not receive it (decision 0042).
      debrief: viewer.isAdmin ? debriefView(found) : null,
      // Latent safety threats: administrators only (learners see none).
      safety: viewer.isAdmin ? found.safety : null,
    };
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) throw error;
    console.error("report:", error);
    refuse(503, REPORT_MESSAGES.failed);
  }
}
