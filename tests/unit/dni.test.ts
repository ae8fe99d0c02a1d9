import { describe, expect, it } from "vitest";
import { MESSAGES, profileSchema, registrationSchema } from "~/domain/account-forms";
import { isValidDni, normalizeDni } from "~/domain/dni";
import { collectErrors, parseForm } from "~/domain/forms";

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

describe("DNI / NIE: only ASCII separators and letters", () => {
  it.each([
    ["a tab", "12345678\tZ"],
    ["a newline", "12345678\nZ"],
    ["a carriage return", "1234\r5678Z"],
    ["a no-break space", "1234\u00A05678Z"],
    ["a narrow no-break space", "1234\u202F5678Z"],
    ["an en dash", "12345678\u2013Z"],
    ["a Unicode hyphen", "12345678\u2010Z"],
    ["'ſ', which uppercases to 'S'", "00000015ſ"],
    ["fullwidth digits", "１２３４５６７８Z"],
  ])("rejects %s", (_why, dni) => expect(isValidDni(dni)).toBe(false));

  it("'00000015S' itself is valid, so 'ſ' fails on the letter, not the number", () => {
    expect(isValidDni("00000015S")).toBe(true);
  });

  it("removes only ASCII spaces and hyphens", () => {
    expect(normalizeDni("12345678\tZ")).toBe("12345678\tZ");
    expect(normalizeDni("1234\u00A05678-z")).toBe("1234\u00A05678Z");
  });
});

describe("DNI field: the 10 characters are counted without separators", () => {
  const profile = { nombre: "Ana", apellidos: "Gil", email: "ana@example.org", areas: [] };
  const registration = { ...profile, rol: "medico", unidad: "Urgencias", password: "secreto1", password2: "secreto1" };
  const dniMessage = (schema: typeof profileSchema | typeof registrationSchema, input: object) => {
    const parsed = parseForm(schema, input);
    return parsed.success ? null : (collectErrors(parsed.error.issues).fields.dni ?? null);
  };

  it.each(["1234 5678-Z", "X-1234567-L", "1 2 3 4 5 6 7 8 Z", "x 1234 567 l"])("accepts '%s' at registration and in the profile", (dni) => {
    expect(registrationSchema.parse({ ...registration, dni }).dni).toBe(normalizeDni(dni));
    expect(profileSchema.parse({ ...profile, dni }).dni).toBe(normalizeDni(dni));
  });

  it.each([
    ["'ſ'", "00000015ſ"],
    ["a no-break space", "1234\u00A05678Z"],
    ["too long even with separators", `${"-".repeat(12)}12345678Z`],
  ])("refuses %s with the spec's message", (_why, dni) => {
    expect(dniMessage(profileSchema, { ...profile, dni })).toBe("El DNI no tiene un formato válido (ej.: 12345678Z o X1234567L).");
    expect(dniMessage(registrationSchema, { ...registration, dni })).toBe(MESSAGES.dniFormat);
  });
});
