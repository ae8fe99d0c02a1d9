import { describe, expect, it } from "vitest";
import { MESSAGES, passwordChangeSchema, passwordResetSchema, profileSchema, registrationSchema } from "~/domain/account-forms";
import { collectErrors, formToObject, UNKNOWN_FIELD_MESSAGE } from "~/domain/forms";

const valid = {
  nombre: "Lucía",
  apellidos: "García Pérez",
  email: "  Lucia.Garcia@Example.org ",
  password: "secreto1",
  password2: "secreto1",
  rol: "enfermeria",
  unidad: "UCI",
  dni: "12345678-z",
  areas: ["Sepsis y shock"],
};

const firstMessage = (input: Record<string, unknown>) => {
  const parsed = registrationSchema.safeParse(input);
  return parsed.success ? null : collectErrors(parsed.error.issues).message;
};

describe("registration", () => {
  it("normalises a valid registration", () => {
    const parsed = registrationSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "lucia.garcia@example.org", dni: "12345678Z", nombre: "Lucía", rol: "enfermeria" });
  });

  it("shows the first failing message in the spec's order", () => {
    const empty = { nombre: "", apellidos: "", email: "", password: "", password2: "x", rol: "", unidad: "", dni: "" };
    const steps: [Record<string, unknown>, string][] = [
      [empty, MESSAGES.nombre],
      [{ ...empty, nombre: "Ana" }, MESSAGES.apellidos],
      [{ ...empty, nombre: "Ana", apellidos: "Ruiz" }, MESSAGES.email],
      [{ ...empty, nombre: "Ana", apellidos: "Ruiz", email: "a@b.es" }, MESSAGES.password],
      [{ ...empty, nombre: "Ana", apellidos: "Ruiz", email: "a@b.es", password: "12345678" }, MESSAGES.password2],
      [{ ...empty, nombre: "Ana", apellidos: "Ruiz", email: "a@b.es", password: "12345678", password2: "12345678" }, MESSAGES.rol],
      [{ ...valid, unidad: "" }, MESSAGES.unidad],
      [{ ...valid, dni: "" }, MESSAGES.dniRequired],
      [{ ...valid, dni: "12345678A" }, MESSAGES.dniLetter],
      [{ ...valid, dni: "1234567A" }, MESSAGES.dniFormat],
    ];
    for (const [input, message] of steps) expect(firstMessage(input)).toBe(message);
  });

  it("treats whitespace-only names as missing", () => {
    expect(firstMessage({ ...valid, nombre: "   " })).toBe(MESSAGES.nombre);
  });

  it("refuses roles and units outside the lists", () => {
    expect(firstMessage({ ...valid, rol: "admin" })).toBe(MESSAGES.rol);
    expect(firstMessage({ ...valid, unidad: "Quirófano" })).toBe(MESSAGES.unidad);
  });

  it("refuses fields the form never has, such as a forged is_admin", () => {
    expect(firstMessage({ ...valid, is_admin: "1" })).toBe(UNKNOWN_FIELD_MESSAGE);
  });

  it("refuses huge fields and non-text values", () => {
    expect(firstMessage({ ...valid, nombre: "x".repeat(5000) })).toMatch(/demasiado largo/);
    expect(firstMessage({ ...valid, dni: "1".repeat(11) })).toBe(MESSAGES.dniFormat);
    expect(registrationSchema.safeParse({ ...valid, nombre: ["a", "b"] }).success).toBe(false);
  });

  it("reads checkbox lists from a form", () => {
    const form = new FormData();
    form.append("nombre", "Ana");
    form.append("areas", "Neurología");
    form.append("areas", "Respiratorio");
    expect(formToObject(form, ["areas"])).toEqual({ nombre: "Ana", areas: ["Neurología", "Respiratorio"] });
  });
});

describe("a new password, in every form that sets one", () => {
  const forms = [
    ["sign-up", (password: string) => registrationSchema.safeParse({ ...valid, password, password2: password })],
    ["recovery", (password: string) => passwordResetSchema.safeParse({ token: "t".repeat(30), password, password2: password })],
    [
      "'Mi perfil'",
      (password: string) => passwordChangeSchema.safeParse({ intent: "password", current: "vieja", password, password2: password }),
    ],
  ] as const;

  it.each(forms)("%s: at least 8 characters, and not only spaces", (_form, parse) => {
    const message = (password: string) => {
      const parsed = parse(password);
      return parsed.success ? null : collectErrors(parsed.error.issues).fields.password;
    };
    expect(MESSAGES.password).toBe("La contraseña debe tener al menos 8 caracteres.");
    expect(message("1234567")).toBe(MESSAGES.password);
    expect(message("       ")).toBe(MESSAGES.password);
    expect(message("        ")).toBe("La contraseña no puede ser solo espacios.");
    expect(message("\u00a0       ")).toBe(MESSAGES.passwordBlank);
    expect(message("12345678")).toBeNull();
    expect(message("  clave  ")).toBeNull();
  });
});

describe("profile", () => {
  const profile = {
    nombre: "Ana",
    apellidos: "",
    email: "ana@example.org",
    dni: "X1234567L",
    areas: [],
  };

  it("checks the DNI first, then name and e-mail, all at once", () => {
    const bad = { ...profile, dni: "", nombre: "", email: "ana" };
    const parsed = profileSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.error.issues.map((issue) => issue.message)).toEqual([MESSAGES.dniRequired, MESSAGES.nombre, MESSAGES.email]);
  });

  it("refuses a role or a unit: they are an administrator's change (decision 0036)", () => {
    for (const extra of [{ rol: "farmacia" }, { unidad: "UCI" }]) {
      const parsed = profileSchema.safeParse({ ...profile, ...extra });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0].code).toBe("unrecognized_keys");
    }
  });

  it("names a wrong control letter as such, and a wrong shape as a format", () => {
    const message = (dni: string) => {
      const parsed = profileSchema.safeParse({ ...profile, dni });
      return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
    };
    expect(message("12345678A")).toEqual(["La letra del DNI no corresponde a su número."]);
    expect(message("X1234567A")).toEqual([MESSAGES.dniLetter]);
    expect(message("1234567Z")).toEqual(["El DNI no tiene un formato válido (ej.: 12345678Z o X1234567L)."]);
  });

  it("accepts a profile without apellidos and uppercases the DNI", () => {
    expect(profileSchema.parse({ ...profile, dni: "x1234567l" }).dni).toBe("X1234567L");
  });
});
