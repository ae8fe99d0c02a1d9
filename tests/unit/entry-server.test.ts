import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";

afterEach(() => vi.restoreAllMocks());

describe("the server's error log", () => {
  const request = () => new Request("http://127.0.0.1/unirse", { method: "POST" });

  it("leaves out a stranger's 4xx (a POST to a page without a form)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    handleError(new ErrorResponse(405, "Method Not Allowed", null, true), { request: request() });
    expect(log).not.toHaveBeenCalled();
  });

  it("keeps every fault", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fault = new Error("la base de datos no responde");
    handleError(fault, { request: request() });
    handleError(new ErrorResponse(500, "Internal Server Error", null), { request: request() });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(fault);
  });
});
