import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { normalizePublicCode } from "~/domain/presencial";
import { snapshotByCode } from "~/server/presencial.server";

/**
 * The public snapshot of a session as JSON: what screens poll every 3 s while their socket is
 * down. Public like the projection itself; nothing but the snapshot.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = normalizePublicCode(params.code);
  const snapshot = code ? await snapshotByCode(context.app.db, code) : null;
  if (!snapshot) return Response.json({ message: "No se encontró ninguna sesión con ese código." }, { status: 404 });
  return Response.json({ snapshot, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}
