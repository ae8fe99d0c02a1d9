/**
 * The Worker: live-room sockets go to their room; every other request goes through the
 * same-origin and body checks, then Remix. Every response, refusals included, gets the security
 * headers. The cron trigger queues the safety threats' reminders and retries mail that could not be delivered.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
import * as build from "remix-build";
import { createAppContext, deliverMail } from "./app/server/context.server";
import { isCrossSiteMutation, refusedBody, withSecurityHeaders } from "./app/server/http.server";
import { purgeExpired } from "./app/server/purge.server";
import { queueThreatReminders } from "./app/server/safety.server";
import { readEnv } from "./app/server/env.server";
import { admitsScreenSocket } from "./app/presencial/screen-proof.server";

const handleRemix = createRequestHandler(build);

export { Room } from "./app/presencial/room";

type Env = Record<string, unknown>;

async function handle(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  // Live rooms: screens connect by WebSocket only, with their code's proof (no room is made for a
  // code nobody found: guessing by socket gets nowhere); commands enter a room from the Worker (RPC), never from a socket.
  if (new URL(request.url).pathname.startsWith("/parties/")) {
    const admitted =
      request.headers.get("Upgrade") === "websocket" && (await admitsScreenSocket(request, readEnv(env).SESSION_SECRET).catch(() => false));
    if (!admitted) return new Response("Not Found", { status: 404 });
    return (await routePartykitRequest(request, env as never)) ?? new Response("Not Found", { status: 404 });
  }
  if (isCrossSiteMutation(request, (env as { APP_URL?: string }).APP_URL)) {
    return new Response("Origen no permitido.", { status: 403 });
  }
  const refused = await refusedBody(request);
  if (refused) return refused;
  const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
  return handleRemix(request, { app });
}

export default {
  async fetch(request, env, ctx) {
    const response = await handle(request, env, ctx);
    return response.webSocket ? response : withSecurityHeaders(response, env.APP_ENV === "production");
  },
  async scheduled(_event, env, ctx) {
    const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
    // The owners' reminders of safety threats are queued first, so that this run delivers them.
    ctx.waitUntil(
      queueThreatReminders(app)
        .catch((error: unknown) => console.error("threat reminders:", error))
        .then(() => deliverMail(app)),
    );
    ctx.waitUntil(purgeExpired(app.db).catch((error: unknown) => console.error("purge:", error)));
  },
} satisfies ExportedHandler<Env>;
