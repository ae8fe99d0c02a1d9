import { describe, expect, it } from "vitest";
import { clientAddressOf, connectionAddress, upstreamHeaders } from "../../scripts/front";

describe("the local server's front: who the client is", () => {
  it("is the connection's address, whatever a client writes in its headers", () => {
    expect(clientAddressOf("192.0.2.7", "203.0.113.1", undefined)).toBe("192.0.2.7");
    const headers = upstreamHeaders({ "cf-connecting-ip": "203.0.113.1", host: "aula:8787", accept: "text/html" }, "192.0.2.7");
    expect(headers["cf-connecting-ip"]).toBe("192.0.2.7");
    expect(headers.host).toBe("aula:8787");
  });

  it("drops Miniflare's control headers, which would let a client choose its request.cf or route", () => {
    const headers = upstreamHeaders(
      { "mf-cf-blob": '{"clientIp":"203.0.113.1"}', "mf-route-override": "x", "MF-Original-URL": "y" },
      "192.0.2.7",
    );
    expect(Object.keys(headers)).toEqual(["cf-connecting-ip"]);
  });

  it("behind the trusted proxy, is the address that proxy appended; from anyone else, X-Forwarded-For is ignored", () => {
    expect(clientAddressOf("10.0.0.2", "203.0.113.1, 192.0.2.9", "10.0.0.2")).toBe("192.0.2.9");
    expect(clientAddressOf("10.0.0.2", ["203.0.113.1", "192.0.2.9"], "10.0.0.2")).toBe("192.0.2.9");
    expect(clientAddressOf("192.0.2.50", "192.0.2.9", "10.0.0.2")).toBe("192.0.2.50");
    expect(clientAddressOf("10.0.0.2", undefined, "10.0.0.2")).toBe("10.0.0.2");
  });

  it("writes IPv4-mapped IPv6 addresses as IPv4", () => {
    expect(connectionAddress({ remoteAddress: "::ffff:192.0.2.7" })).toBe("192.0.2.7");
    expect(connectionAddress({ remoteAddress: "2001:db8::1" })).toBe("2001:db8::1");
  });
});
