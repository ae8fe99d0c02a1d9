import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { normalizePublicCode } from "~/domain/presencial";
import { PROJECTION_MESSAGES } from "~/server/projection.server";
import { snapshotForVisitor } from "~/server/presencial.server";
import { clientAddress } from "~/server/rate-limit.server";

/**
 * The public snapshot of a session as JSON: what screens poll every 3 s while their socket is
 * down. Public like the projection itself; nothing but the snapshot.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = normalizePublicCode(params.code);
  const lookup = code ? await snapshotForVisitor(context.app, code, clientAddress(request)) : ({ ok: false, reason: "notFound" } as const);
  if (!lookup.ok)
    return Response.json({ message: PROJECTION_MESSAGES[lookup.reason] }, { status: lookup.reason === "limited" ? 429 : 404 });
  return Response.json({ snapshot: lookup.snapshot, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}
