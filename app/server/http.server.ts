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
} as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const MAX_BODY_BYTES = 1_000_000;

/**
 * Every mutation of this product is a form. Anything else (JSON, text/plain, no body, a body
 * that does not parse, an oversized one) is refused here with a message, before any route runs.
 */
export async function refusedBody(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const refuse = (status: number, message: string) =>
    new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return refuse(415, BODY_MESSAGES.notForm);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) return refuse(413, BODY_MESSAGES.tooLarge);
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
