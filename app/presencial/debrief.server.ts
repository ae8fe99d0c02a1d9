/** The instructor's debrief of a session (decision 0042): its read for the report's batch, its write, the report's action. */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { presencialSessions, sessionDebrief } from "../../db/schema";
import { debriefFormSchema, debriefProblem, readDebriefForm, type DebriefForm } from "../domain/debrief-guide";
import { requireInstructor } from "../server/guards.server";
import { runBatch, type Db } from "../server/db.server";
import { fail, refuse } from "../server/respond.server";

/** The saved ticks and notes of a session, for the report's one batch (`allowed`: who may read the report). */
export function debriefQuery(db: Db, sessionId: string, allowed: SQL) {
  return db
    .select({
      pointKey: sessionDebrief.pointKey,
      discussed: sessionDebrief.discussed,
      note: sessionDebrief.note,
      updatedAt: sessionDebrief.updatedAt,
    })
    .from(sessionDebrief)
    .where(and(eq(sessionDebrief.sessionId, sessionId), allowed))
    .orderBy(asc(sessionDebrief.pointKey));
}

/** Saves every point of the form in one transaction; a session that does not exist writes nothing. */
export async function saveDebrief(db: Db, form: DebriefForm, by: string): Promise<{ ok: true } | { ok: false; reason: "notFound" }> {
  const [session] = await db
    .select({ id: presencialSessions.id })
    .from(presencialSessions)
    .where(eq(presencialSessions.id, form.sessionId));
  if (!session) return { ok: false, reason: "notFound" };
  // Each statement checks the session itself, so one deleted meanwhile leaves nothing behind.
  await runBatch(
    db,
    form.points.map((point) =>
      db.run(sql`insert into ${sessionDebrief} (session_id, point_key, discussed, note, updated_by, updated_at)
        select ${form.sessionId}, ${point.key}, ${point.discussed ? 1 : 0}, ${point.note}, ${by}, strftime('%Y-%m-%dT%H:%M:%fZ','now')
        where exists (select 1 from ${presencialSessions} where ${presencialSessions.id} = ${form.sessionId})
        on conflict (session_id, point_key) do update set discussed = excluded.discussed, note = excluded.note,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`),
    ),
  );
  return { ok: true };
}

const NOT_FOUND_MESSAGE = "No se encontró la sesión.";

/**
 * The report's form: the instructor (an administrator until issue 30) ticks the points discussed
 * and writes notes. Anyone else: 403 (or to sign in); a form that does not validate writes nothing.
 * Saved, back to the report (post, redirect, get: it works without JavaScript).
 */
export async function debriefAction({ request, context }: ActionFunctionArgs) {
  const viewer = await requireInstructor(request, context.app);
  const parsed = debriefFormSchema.safeParse(readDebriefForm(await request.formData()));
  if (!parsed.success) return fail(400, debriefProblem(parsed.error), {}, "debrief");
  const saved = await saveDebrief(context.app.db, parsed.data, viewer.id);
  if (!saved.ok) refuse(404, NOT_FOUND_MESSAGE);
  const back = new URL(request.url);
  for (const internal of ["_data", "index"]) back.searchParams.delete(internal);
  back.searchParams.set("debriefing", "guardado");
  return redirect(`${back.pathname}${back.search}#guia-debriefing`);
}
