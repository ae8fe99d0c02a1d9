import { describe, expect, it } from "vitest";
import { redirectFor, type Area, type Visitor } from "~/domain/access";
import { PROFILE_WRITE_MESSAGES, profileWriteRefusal } from "~/domain/db-errors";

const visitors: Record<string, Visitor> = {
  none: null,
  unconfirmed: { verified: false, approved: false, isAdmin: false },
  unapproved: { verified: true, approved: false, isAdmin: false },
  approved: { verified: true, approved: true, isAdmin: false },
  admin: { verified: true, approved: true, isAdmin: true },
  unapprovedAdmin: { verified: true, approved: false, isAdmin: true },
};

// Where each kind of visitor lands for each area (null: stays).
const expected: Record<string, Record<Area, string | null>> = {
  none: { public: null, pending: "/", approved: "/", admin: "/", account: "/" },
  unconfirmed: { public: "/pendiente", pending: null, approved: "/pendiente", admin: "/pendiente", account: null },
  unapproved: { public: "/pendiente", pending: null, approved: "/pendiente", admin: "/pendiente", account: null },
  approved: { public: "/dashboard", pending: "/dashboard", approved: null, admin: "/dashboard", account: null },
  admin: { public: "/dashboard", pending: "/dashboard", approved: null, admin: null, account: null },
  unapprovedAdmin: { public: "/pendiente", pending: null, approved: "/pendiente", admin: null, account: null },
};

describe("route guard", () => {
  for (const [kind, areas] of Object.entries(expected)) {
    for (const [area, target] of Object.entries(areas)) {
      it(`${kind} on ${area} → ${target ?? "stays"}`, () => expect(redirectFor(visitors[kind], area as Area)).toBe(target));
    }
  }
});

describe("profile write errors", () => {
  it.each([
    ["UNIQUE constraint failed: profiles.dni", "Este DNI ya está registrado en otro perfil."],
    ["UNIQUE constraint failed: profiles.email", "Ya existe una cuenta con ese email."],
    ["CHECK constraint failed: profiles_dni_check", "El DNI no cumple el formato requerido por el sistema."],
    ["CHECK constraint failed: profiles_rol_check", "Rol inválido. Selecciona un rol permitido."],
    ["CHECK constraint failed: profiles_unidad_check", "Unidad inválida. Selecciona una unidad permitida."],
    [
      "CHECK constraint failed: profiles_areas_check",
      "Formato de 'Áreas de interés' no válido. Vuelve a seleccionar las áreas e inténtalo de nuevo.",
    ],
    [
      "CHECK constraint failed: something_else",
      "Hay un dato que no cumple las reglas del sistema. Revisa los campos e inténtalo de nuevo.",
    ],
    ["network down", "Hubo un error al guardar los datos. Inténtalo de nuevo."],
  ])("%s", (message, expected) => expect(PROFILE_WRITE_MESSAGES[profileWriteRefusal(new Error(message))]).toBe(expected));
});

describe("return after sign-in", () => {
  it("remembers a private page, and only paths of this site", async () => {
    const { returnPath, signInPath } = await import("~/domain/access");
    expect(signInPath(new URL("http://x/presencial/3/informe?session=abc"))).toBe("/?volver=%2Fpresencial%2F3%2Finforme%3Fsession%3Dabc");
    expect(signInPath(new URL("http://x/"))).toBe("/");
    expect(returnPath("/presencial/3/informe?session=abc")).toBe("/presencial/3/informe?session=abc");
    for (const hostile of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/" + "a".repeat(600),
    ])
      expect(returnPath(hostile)).toBeNull();
  });
});
