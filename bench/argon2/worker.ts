/**
 * The product's password check alone, for `npm run bench` only: GET /verify?password=…&hash=…
 * verifies as a sign-in does (app/server/password.server.ts, with its WebAssembly module bundled
 * as the product's is); GET /floor answers the same request without it, so that the workerd CPU
 * time of one verification is the difference.
 */
import { verifyPassword } from "../../app/server/password.server";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/floor") return new Response("floor");
    if (url.pathname !== "/verify") return new Response("Not Found", { status: 404 });
    const ok = await verifyPassword(url.searchParams.get("password") ?? "", url.searchParams.get("hash") ?? "");
    return new Response(ok ? "ok" : "wrong", { status: ok ? 200 : 403 });
  },
};
