import { expect, test, type APIRequestContext } from "@playwright/test";
import { inArray, or } from "drizzle-orm";
import { createDb } from "../../app/server/db.server";
import { emailTokens, outbox, profiles, sessions } from "../../db/schema";
import { E2E_ADMIN, newPerson, seedAccount } from "./support";

/**
 * Everything the database holds about the given people: their profiles, and the links, mails and
 * sessions that a form could have written for them or for the given addresses. Other tests run at
 * the same time, so the checks look at these rows only.
 */
async function footprint(ids: string[], emails: string[] = [], dnis: string[] = []) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const none = ["-"];
  const [people, tokens, mails, signedIn] = await db.batch([
    db
      .select()
      .from(profiles)
      .where(
        or(
          inArray(profiles.id, [...ids, ...none]),
          inArray(profiles.email, [...emails, ...none]),
          inArray(profiles.dni, [...dnis, ...none]),
        ),
      )
      .orderBy(profiles.id),
    db
      .select()
      .from(emailTokens)
      .where(inArray(emailTokens.userId, [...ids, ...none])),
    db
      .select()
      .from(outbox)
      .where(or(inArray(outbox.userId, [...ids, ...none]), inArray(outbox.to, [...emails, ...none]))),
    db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [...ids, ...none])),
  ]);
  db.$client.close();
  return { people, tokens, mails, sessions: signedIn.length };
}

function registration(overrides: Record<string, string> = {}) {
  const person = newPerson();
  return {
    nombre: person.nombre,
    apellidos: person.apellidos,
    email: person.email,
    password: person.password,
    password2: person.password,
    rol: "medico",
    unidad: "UCI",
    dni: person.dni,
    ...overrides,
  };
}

async function signedIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/?index", { form: { email, password }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

test.describe("hostile input is refused with a message and writes nothing", () => {
  test("registration", async ({ request }) => {
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["missing fields", {}, 400, /El nombre es obligatorio\./],
      ["forged is_admin", registration({ is_admin: "1" }), 400, /campos no permitidos/],
      ["forged role", registration({ rol: "admin" }), 400, /Selecciona tu rol\./],
      ["forged approved", registration({ approved: "true" }), 400, /campos no permitidos/],
      ["huge name", registration({ nombre: "x".repeat(100_000) }), 400, /demasiado largo/],
      ["huge DNI", registration({ dni: "1".repeat(5000) }), 400, /El DNI no tiene un formato válido/],
      ["bad DNI letter", registration({ dni: "12345678A" }), 400, /La letra del DNI no corresponde a su número\./],
      ["unknown unit", registration({ unidad: "Quirófano" }), 400, /Selecciona tu unidad\./],
      ["honeypot filled", registration({ website: "http://spam.example" }), 400, /No se pudo crear la cuenta\./],
    ];
    for (const [why, form, status, message] of cases) {
      const response = await request.post("/registro", { form });
      expect(response.status(), why).toBe(status);
      expect(await response.text(), why).toMatch(message);
    }
    const file = registration();
    const multipart = await request.post("/registro", {
      multipart: { ...file, nombre: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("hola") } },
    });
    expect(multipart.status()).toBe(400);
    const sent = [...cases.map(([, form]) => form), file];
    const after = await footprint([], sent.map((f) => f.email).filter(Boolean), sent.map((f) => f.dni).filter(Boolean));
    expect(after).toEqual({ people: [], tokens: [], mails: [], sessions: 0 });
  });

  test("login", async ({ request }) => {
    const someone = await seedAccount({ verified: true, approved: true });
    const before = await footprint([someone.id]);
    const missing = await request.post("/?index", { form: {} });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("Introduce tu email.");
    const huge = await request.post("/?index", { form: { email: someone.email, password: "p".repeat(10_000) } });
    expect(huge.status()).toBe(400);
    const wrong = await request.post("/?index", { form: { email: someone.email, password: "nope" } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).toContain("Email o contraseña incorrectos.");
    expect(await footprint([someone.id])).toEqual(before);
  });

  test("profile: forged fields, another user's id, bad values", async ({ playwright, baseURL }) => {
    const me = await seedAccount({ verified: true, approved: true });
    const other = await seedAccount({ verified: true, approved: true });
    const request = await playwright.request.newContext({ baseURL });
    await signedIn(request, me.email, me.password);
    const valid = { nombre: "Irene", apellidos: "Santos", email: me.email, dni: me.dni };
    const before = await footprint([me.id, other.id]);
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["another user's id", { ...valid, id: other.id }, 400, /campos no permitidos/],
      ["forged is_admin", { ...valid, is_admin: "1" }, 400, /campos no permitidos/],
      ["forged approved", { ...valid, approved: "1" }, 400, /campos no permitidos/],
      ["missing DNI", { ...valid, dni: "" }, 400, /El DNI es obligatorio\./],
      ["another user's DNI", { ...valid, dni: other.dni }, 409, /Este DNI ya está registrado en otro perfil\./],
      // Role and unit are an administrator's change (decision 0036): even a valid one is refused here.
      ["own role", { ...valid, rol: "medico" }, 400, /campos no permitidos/],
      ["own unit", { ...valid, unidad: "UCI" }, 400, /campos no permitidos/],
      ["huge surname", { ...valid, apellidos: "y".repeat(50_000) }, 400, /demasiado largos/],
    ];
    for (const [why, form, status, message] of cases) {
      const response = await request.post("/perfil", { form });
      expect(response.status(), why).toBe(status);
      expect(await response.text(), why).toMatch(message);
    }
    expect(await footprint([me.id, other.id])).toEqual(before);
    // Another user's e-mail gets the answer a free one gets (no registry oracle): no link for it, nobody's
    // address changes, and its holder is told that nothing changed.
    const taken = await request.post("/perfil", { form: { ...valid, email: other.email } });
    expect(taken.status()).toBe(200);
    expect(await taken.text()).toMatch(/Guardado correctamente ✔/);
    const after = await footprint([me.id, other.id]);
    expect(after.people.map((person) => person.email)).toEqual(before.people.map((person) => person.email));
    expect(after.tokens).toEqual(before.tokens);
    expect(after.mails.filter((mail) => !before.mails.some((old) => old.id === mail.id)).map((mail) => [mail.kind, mail.to])).toEqual([
      ["email_in_use", other.email],
    ]);
    await request.dispose();
  });

  test("admin actions from a non-admin, and malformed admin actions", async ({ playwright, baseURL }) => {
    const me = await seedAccount({ verified: true, approved: true });
    const target = await seedAccount({ verified: true, approved: false });
    const request = await playwright.request.newContext({ baseURL });
    await signedIn(request, me.email, me.password);
    const before = await footprint([target.id]);
    const refused = await request.post("/admin", { form: { intent: "approve", userId: target.id } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("Acceso restringido: esta sección es solo para administradores.");
    await request.dispose();

    const admin = await playwright.request.newContext({ baseURL });
    await signedIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    const cases: [string, Record<string, string>, number][] = [
      ["bad id", { intent: "approve", userId: "1 or 1=1" }, 400],
      ["unknown intent", { intent: "delete", userId: target.id }, 400],
      ["extra field", { intent: "approve", userId: target.id, is_admin: "1" }, 400],
      ["unknown user", { intent: "approve", userId: crypto.randomUUID() }, 404],
    ];
    for (const [why, form, status] of cases) {
      const response = await admin.post("/admin", { form });
      expect(response.status(), why).toBe(status);
    }
    expect(await footprint([target.id])).toEqual(before);
    await admin.dispose();
  });

  test("a mutation from another site is refused", async ({ request }) => {
    const form = registration();
    const response = await request.post("/registro", { form, headers: { Origin: "https://evil.example" } });
    expect(response.status()).toBe(403);
    expect(await footprint([], [form.email], [form.dni])).toEqual({ people: [], tokens: [], mails: [], sessions: 0 });
  });
});

test("pages carry the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
