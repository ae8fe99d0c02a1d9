import { describe, expect, it } from "vitest";
import { MESSAGES, profileSchema, registrationSchema } from "~/domain/account-forms";
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
      [{ ...empty, nombre: "Ana", apellidos: "Ruiz", email: "a@b.es", password: "123456" }, MESSAGES.password2],
      [{ ...empty, nombre: "Ana", apellidos: "Ruiz", email: "a@b.es", password: "123456", password2: "123456" }, MESSAGES.rol],
      [{ ...valid, unidad: "" }, MESSAGES.unidad],
      [{ ...valid, dni: "" }, MESSAGES.dniRequired],
      [{ ...valid, dni: "12345678A" }, MESSAGES.dniFormat],
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

describe("profile", () => {
  const profile = {
    nombre: "Ana",
    apellidos: "",
    email: "ana@example.org",
    rol: "medico",
    unidad: "Urgencias",
    dni: "X1234567L",
    areas: [],
  };

  it("checks the DNI first, then name, role and unit", () => {
    const bad = { ...profile, dni: "", nombre: "", rol: "", unidad: "" };
    const parsed = profileSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.error.issues.map((issue) => issue.message)).toEqual([
        MESSAGES.dniRequired,
        MESSAGES.nombre,
        MESSAGES.rol,
        MESSAGES.unidad,
      ]);
  });

  it("accepts a profile without apellidos and uppercases the DNI", () => {
    expect(profileSchema.parse({ ...profile, dni: "x1234567l" }).dni).toBe("X1234567L");
  });
});
