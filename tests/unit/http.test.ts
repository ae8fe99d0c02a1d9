import { describe, expect, it } from "vitest";
import { BODY_MESSAGES, refusedBody, withSecurityHeaders } from "~/server/http.server";

describe("response headers", () => {
  it("HSTS in production only; a chosen cache policy is kept, otherwise nothing is stored", () => {
    const production = withSecurityHeaders(new Response("x"), true);
    expect(production.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(production.headers.get("Cache-Control")).toBe("private, no-store");
    expect(withSecurityHeaders(new Response("x"), false).headers.get("Strict-Transport-Security")).toBeNull();
    const cached = withSecurityHeaders(new Response("x", { headers: { "Cache-Control": "public, max-age=60" } }), true);
    expect(cached.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});

describe("request bodies", () => {
  const post = (headers: Record<string, string>, body?: string) => new Request("http://127.0.0.1/", { method: "POST", headers, body });
  it("lets forms through and refuses the rest", async () => {
    expect(await refusedBody(new Request("http://127.0.0.1/"))).toBeNull();
    expect(await refusedBody(post({ "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" }, "a=b"))).toBeNull();
    const json = (await refusedBody(post({ "Content-Type": "application/json" }, "{}")))!;
    expect([json.status, await json.text()]).toEqual([415, BODY_MESSAGES.notForm]);
    const big = (await refusedBody(post({ "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "2000000" }, "a=b")))!;
    expect(big.status).toBe(413);
  });
});
