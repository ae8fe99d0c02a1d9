import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { normalizePublicCode } from "~/presencial/vocabulary";
import { PROJECTION_MESSAGES, screenVisitor } from "~/presencial/projection.server";
import { settle } from "~/server/failures.server";
import { snapshotForVisitor } from "~/presencial/store.server";

/**
 * The public snapshot of a session as JSON: what screens poll every 3 s while their socket is
 * down. Public like the projection itself; nothing but the snapshot.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = normalizePublicCode(params.code);
  const looked = await settle(
    code
      ? snapshotForVisitor(context.app, code, await screenVisitor(context.app, request, code))
      : Promise.resolve({ ok: false, reason: "notFound" } as const),
    "public snapshot",
  );
  // The database is down: screens keep polling, and are told why in Spanish.
  if (!looked.ok) return Response.json({ message: PROJECTION_MESSAGES.failed }, { status: 503 });
  const lookup = looked.value;
  if (!lookup.ok)
    return Response.json({ message: PROJECTION_MESSAGES[lookup.reason] }, { status: lookup.reason === "limited" ? 429 : 404 });
  return Response.json({ snapshot: lookup.snapshot, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}
