/**
 * The Worker: live-room sockets go to their room; every other request goes through the
 * same-origin check, then Remix; responses get the security headers. The cron trigger retries
 * mail that could not be delivered.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import { routePartykitRequest } from "partyserver";
import * as build from "remix-build";
import { createAppContext, deliverMail } from "./app/server/context.server";
import { isCrossSiteMutation, withSecurityHeaders } from "./app/server/http.server";

const handleRemix = createRequestHandler(build);

export { Room } from "./party/room";

export default {
  async fetch(request, env, ctx) {
    // Live rooms: screens connect by WebSocket only; snapshots enter a room from the Worker, never from outside.
    if (new URL(request.url).pathname.startsWith("/parties/")) {
      if (request.headers.get("Upgrade") !== "websocket") return new Response("Not Found", { status: 404 });
      return (await routePartykitRequest(request, env as never)) ?? new Response("Not Found", { status: 404 });
    }
    if (isCrossSiteMutation(request, (env as { APP_URL?: string }).APP_URL)) {
      return new Response("Origen no permitido.", { status: 403 });
    }
    const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
    const response = await handleRemix(request, { app });
    return withSecurityHeaders(response);
  },
  async scheduled(_event, env, ctx) {
    const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
    ctx.waitUntil(deliverMail(app));
  },
} satisfies ExportedHandler<Record<string, unknown>>;
