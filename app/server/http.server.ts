import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES } from "../domain/images";

/** A mutation from another site (CSRF): its Origin is not ours. Safe methods pass. */
export function isCrossSiteMutation(request: Request, appUrl?: string): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false; // not a browser form or fetch: no ambient cookie to abuse
  const allowed = new Set([new URL(request.url).origin]);
  if (appUrl) allowed.add(new URL(appUrl).origin);
  return !allowed.has(origin);
}

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** Content-Security-Policy for HTML pages; scripts need the page's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The headers every response carries. Responses that did not choose a cache policy are never
 * stored anywhere: pages and data may hold a signed-in person's information (static assets are
 * served before the Worker and keep their own caching).
 */
export function withSecurityHeaders(response: Response, production: boolean): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "private, no-store");
  if (production) secured.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return secured;
}

export const BODY_MESSAGES = {
  notForm: "La petición debe enviarse como formulario.",
  malformed: "El formulario no es válido.",
  tooLarge: "El formulario es demasiado grande.",
  imageTooLarge: IMAGE_TOO_LARGE_MESSAGE,
} as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
export const MAX_BODY_BYTES = 1_000_000;

/** The largest body a path accepts: the image upload (5 MB and its form), every other form 1 MB. */
export function bodyLimitFor(pathname: string): { bytes: number; message: string } {
  return pathname.replace(/\/+$/, "") === IMAGE_UPLOAD_PATH
    ? { bytes: MAX_UPLOAD_BODY_BYTES, message: BODY_MESSAGES.imageTooLarge }
    : { bytes: MAX_BODY_BYTES, message: BODY_MESSAGES.tooLarge };
}

/** Whether a body without a declared length (chunked) goes beyond `limit`: read until it does, never further. */
async function longerThan(body: ReadableStream<Uint8Array> | null, limit: number): Promise<boolean> {
  if (!body) return false;
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    total += value.byteLength;
    // Stop here: the rest is never read (cancelling a clone's branch would wait for the other one).
    if (total > limit) {
      reader.releaseLock();
      return true;
    }
  }
}

/**
 * Every mutation of this product is a form. Anything else (JSON, text/plain, no body, a body
 * that does not parse, an oversized one) is refused here with a message, before any route runs.
 * An oversized body is refused by its declared length, unread; one without a length is read only
 * up to the limit.
 */
export async function refusedBody(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const refuse = (status: number, message: string) =>
    new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return refuse(415, BODY_MESSAGES.notForm);
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const declared = request.headers.get("Content-Length");
  if (declared === null ? await longerThan(request.clone().body, limit.bytes) : Number(declared) > limit.bytes)
    return refuse(413, limit.message);
  if (type === "multipart/form-data") {
    // A broken multipart body would otherwise throw inside the action (a 500).
    try {
      await request.clone().formData();
    } catch {
      return refuse(400, BODY_MESSAGES.malformed);
    }
  }
  return null;
}
