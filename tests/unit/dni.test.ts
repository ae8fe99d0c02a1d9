import { describe, expect, it } from "vitest";
import { isValidDni, normalizeDni } from "~/domain/dni";

describe("DNI / NIE", () => {
  it.each(["12345678Z", "00000000T", "X1234567L", "Y1234567X", "Z1234567R", "12345678z", "12345678-Z", " 1234 5678 Z ", "x-1234567-l"])(
    "accepts %s",
    (dni) => expect(isValidDni(dni)).toBe(true),
  );

  it.each([
    ["wrong control letter", "12345678A"],
    ["wrong NIE letter", "X1234567A"],
    ["seven digits", "1234567Z"],
    ["nine digits", "123456789Z"],
    ["no letter", "12345678"],
    ["W prefix", "W1234567L"],
    ["letter in the number", "1234A678Z"],
    ["empty", ""],
  ])("rejects %s", (_why, dni) => expect(isValidDni(dni)).toBe(false));

  it("normalises spaces, hyphens and case", () => {
    expect(normalizeDni(" x-1234567 l")).toBe("X1234567L");
  });

  it("maps X, Y, Z to 0, 1, 2 for the control letter", () => {
    // 01234567 % 23 = 19 → L; 11234567 % 23 = 10 → X; 21234567 % 23 = 1 → R
    expect(isValidDni("X1234567L")).toBe(true);
    expect(isValidDni("Y1234567X")).toBe(true);
    expect(isValidDni("Z1234567R")).toBe(true);
  });
});
