import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { contentSecurityPolicy } from "./server/http.server";
import { randomToken } from "./server/crypto.server";
import { NonceProvider } from "./ui/nonce";

const ABORT_DELAY = 5_000;

/**
 * What Remix logs. A stranger's POST to a page without a form, or a path that does not exist, is
 * answered 4xx and is not a fault: no stack trace per request for hostile traffic to flood the log.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = randomToken(16);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // The stream outlives this function: its end belongs to this request (no floating promise).
  loadContext.app.waitUntil(body.allReady.catch(() => undefined).finally(() => clearTimeout(timeout)));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
