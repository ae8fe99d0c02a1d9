import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES } from "~/domain/images";
import { BODY_MESSAGES, MAX_BODY_BYTES, refusedBody, withSecurityHeaders } from "~/server/http.server";

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

describe("body limits", () => {
  const multipart = (path: string, length: number) =>
    new Request(`http://127.0.0.1${path}`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(length) },
      body: "--x--\r\n",
    });

  it("only the image upload takes more than 1 MB, up to 5 MB and its form; beyond, refused unread with the image's message", async () => {
    expect((await refusedBody(multipart("/admin/escenarios", MAX_BODY_BYTES + 1)))!.status).toBe(413);
    expect((await refusedBody(multipart("/admin/escenarios/imagenes/otra", MAX_BODY_BYTES + 1)))!.status).toBe(413);
    expect(await refusedBody(multipart(IMAGE_UPLOAD_PATH, 5 * 1024 * 1024))).toBeNull();
    const big = (await refusedBody(multipart(IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES + 1)))!;
    expect([big.status, await big.text()]).toEqual([413, BODY_MESSAGES.imageTooLarge]);
  });

  it("a body without a declared length is read only up to the limit", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024).fill(97);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://127.0.0.1/admin", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const refused = (await refusedBody(request))!;
    expect([refused.status, await refused.text()]).toEqual([413, BODY_MESSAGES.tooLarge]);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.length);
  });
});
