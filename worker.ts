/**
 * The Worker: every request goes through the same-origin check, then Remix; responses get the
 * security headers. The cron trigger retries mail that could not be delivered.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "remix-build";
import { createAppContext, deliverMail } from "./app/server/context.server";
import { isCrossSiteMutation, withSecurityHeaders } from "./app/server/http.server";

const handleRemix = createRequestHandler(build);

export default {
  async fetch(request, env, ctx) {
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
