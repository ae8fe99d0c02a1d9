import { describe, expect, it } from "vitest";
import { MESSAGES, profileSchema, registrationSchema } from "~/domain/account-forms";
import { attemptIntentSchema } from "../../app/online/forms";
import { collectErrors, hasForbiddenChars, MALFORMED_MESSAGE, parseForm, TEXT_CHARS_MESSAGE } from "~/domain/forms";
import { loginSchema } from "~/domain/login";
import { commandSchema, participantsSchema } from "~/presencial/forms";

const registration = {
  nombre: "Ana",
  apellidos: "García Pérez",
  email: "ana.garcia@example.org",
  password: "secreto1",
  password2: "secreto1",
  rol: "enfermeria",
  unidad: "UCI",
  dni: "12345678Z",
  areas: ["Sepsis y shock"],
};
const { password: _p, password2: _p2, rol: _r, unidad: _u, ...profile } = registration;

/** The first message and the per-field messages a route would show. */
function errors(schema: Parameters<typeof parseForm>[0], input: unknown) {
  const parsed = parseForm(schema, input);
  return parsed.success ? null : collectErrors(parsed.error.issues);
}

// Every character the brief names: C0, DEL, C1, NUL, bidi marks, embeddings, overrides, isolates, zero-width ones.
const FORBIDDEN_EVERYWHERE = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000B",
  "\u000C",
  "\u001B",
  "\u001F",
  "\u007F",
  "\u0080",
  "\u0085",
  "\u009F",
  "\u061C",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\uFEFF",
];
const LINE_BREAKS = ["\n", "\r", "\t"];
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("forbidden characters", () => {
  it.each([...FORBIDDEN_EVERYWHERE, ...LINE_BREAKS].map((c) => [hex(c), c]))("a single-line field refuses %s", (_name, char) => {
    expect(hasForbiddenChars(`a${char}b`)).toBe(true);
  });

  it.each(FORBIDDEN_EVERYWHERE.map((c) => [hex(c), c]))("a multi-line field refuses %s", (_name, char) => {
    expect(hasForbiddenChars(`a${char}b`, "multi")).toBe(true);
  });

  it("a multi-line field keeps LF, CR and TAB; ordinary Spanish text passes everywhere", () => {
    expect(hasForbiddenChars("Línea 1\r\nLínea 2\n\tsangrado", "multi")).toBe(false);
    expect(hasForbiddenChars("Íñigo Núñez-Pérez O'Connor ¿sí? ¡no! 🚑")).toBe(false);
  });
});

describe("account forms refuse control and bidi characters", () => {
  it("a registration with 'Ana\\r\\nReply-To: x@evil' is refused with the message", () => {
    const result = errors(registrationSchema, { ...registration, nombre: "Ana\r\nReply-To: x@evil" });
    expect(result?.message).toBe(TEXT_CHARS_MESSAGE);
    expect(result?.fields.nombre).toBe(TEXT_CHARS_MESSAGE);
  });

  it.each([
    ["apellidos", "Gil\u202Eanitsuga"],
    ["apellidos", "Gil\nBcc: x@evil"],
    ["nombre", "Ana\u0000"],
    ["nombre", "Ana\u0085"],
    ["nombre", "Ana\u007F"],
    ["nombre", "\u2066Ana\u2069"],
    ["email", "ana@example.org\r\nBcc: x@evil.test"],
    ["email", "ana\u200E@example.org"],
    ["password", "secreto1\u0000"],
  ])("registration: %s = %j is refused", (field, value) => {
    const input = { ...registration, [field]: value, ...(field === "password" ? { password2: value } : {}) };
    expect(errors(registrationSchema, input)?.fields[field]).toBe(TEXT_CHARS_MESSAGE);
  });

  it("an area of interest with a control character is refused", () => {
    expect(errors(registrationSchema, { ...registration, areas: ["Sepsis\r\ny shock"] })?.message).toBe(TEXT_CHARS_MESSAGE);
  });

  it.each([
    ["nombre", "Ana\r\nReply-To: x@evil"],
    ["apellidos", "Gil\u202E"],
    ["email", "ana@example.org\n"],
  ])("profile: %s = %j is refused", (field, value) => {
    expect(errors(profileSchema, { ...profile, [field]: value })?.fields[field]).toBe(TEXT_CHARS_MESSAGE);
  });

  it("login refuses control characters in the e-mail and the return address", () => {
    expect(errors(loginSchema, { email: "a@b.es\r\nX: y", password: "x" })?.fields.email).toBe(TEXT_CHARS_MESSAGE);
    expect(errors(loginSchema, { email: "a@b.es", password: "x", redirectTo: "/dashboard\r\nSet-Cookie: a=b" })?.fields.redirectTo).toBe(
      TEXT_CHARS_MESSAGE,
    );
    expect(parseForm(loginSchema, { email: "a@b.es", password: "x", redirectTo: "/dashboard" }).success).toBe(true);
  });
});

describe("in-person forms", () => {
  it("a banner with a newline is accepted", () => {
    expect(parseForm(commandSchema, { intent: "banner", text: "Paciente estable.\r\nPreparar bolo\tsegunda vía." }).success).toBe(true);
  });

  it("a banner with a bidi override is refused", () => {
    expect(errors(commandSchema, { intent: "banner", text: "Paciente \u202Eelbatse" })?.message).toBe(TEXT_CHARS_MESSAGE);
  });

  it.each([
    ["script", { intent: "script", index: "0", text: "Paso\u0000" }],
    ["note", { intent: "note", itemId: "1", note: "Nota\u2067" }],
    ["update (single line)", { intent: "update", variableId: "1", value: "120\nlpm" }],
    ["update (C1)", { intent: "update", variableId: "1", value: "120\u0085" }],
  ])("%s refuses forbidden characters", (_name, input) => {
    expect(errors(commandSchema, input)?.message).toBe(TEXT_CHARS_MESSAGE);
  });

  it("script text and checklist notes keep their line breaks", () => {
    expect(parseForm(commandSchema, { intent: "script", index: "0", text: "Uno\nDos" }).success).toBe(true);
    expect(parseForm(commandSchema, { intent: "note", itemId: "1", note: "Uno\r\nDos" }).success).toBe(true);
  });

  it("participant names refuse control and bidi characters", () => {
    expect(errors(participantsSchema, { name: ["Ana\r\nBcc: x@evil"], role: ["medico"], userId: [""] })?.message).toBe(TEXT_CHARS_MESSAGE);
    expect(errors(participantsSchema, { name: ["\u202ELuis"], role: ["medico"], userId: [""] })?.message).toBe(TEXT_CHARS_MESSAGE);
  });
});

// zod's defaults are English ("Invalid input: expected string, received array"); none may reach a person.
const ENGLISH = /\b(invalid|expected|received|too (big|small)|unrecognized|required|must|option|input|key)\b/i;

describe("no English zod message reaches a person", () => {
  const cases: [string, Parameters<typeof parseForm>[0], unknown][] = [
    ["login: a list as the return address", loginSchema, { email: "a@b.es", password: "x", redirectTo: ["/a", "/b"] }],
    ["login: not an object", loginSchema, "email=a@b.es"],
    ["registration: a list as nombre", registrationSchema, { ...registration, nombre: ["Ana", "Eva"] }],
    ["registration: a number as the honeypot", registrationSchema, { ...registration, website: 5 }],
    ["profile: nothing at all", profileSchema, undefined],
    ["console: unknown intent", commandSchema, { intent: "reboot" }],
    ["console: no intent", commandSchema, {}],
    ["console: update without its variable", commandSchema, { intent: "update", value: "1" }],
    ["console: a value that is too long", commandSchema, { intent: "update", variableId: "1", value: "x".repeat(501) }],
    // Any status word is mapped (unknown ones to N/A, as the spec says); one too long is refused.
    ["console: a status that is too long", commandSchema, { intent: "check", itemId: "1", status: "x".repeat(41) }],
    ["console: a script index out of range", commandSchema, { intent: "script", index: "99", text: "x" }],
    ["participants: a string where a list goes", participantsSchema, { name: "Ana", role: "medico", userId: "" }],
    ["participants: an unknown flow", participantsSchema, { name: [], role: [], userId: [], flow: "triple" }],
    ["attempt: no question", attemptIntentSchema, { intent: "answer", option: "1" }],
  ];

  it.each(cases)("%s", (_name, schema, input) => {
    const parsed = parseForm(schema, input);
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
    const shown = parsed.success ? null : collectErrors(parsed.error.issues);
    expect(shown?.message).not.toMatch(ENGLISH);
    for (const message of Object.values(shown?.fields ?? {})) expect(message).not.toMatch(ENGLISH);
  });

  it("a wrong type or a missing field says the generic Spanish message", () => {
    expect(errors(loginSchema, { email: "a@b.es", password: "x", redirectTo: ["/a", "/b"] })?.fields.redirectTo).toBe(MALFORMED_MESSAGE);
    expect(errors(commandSchema, { intent: "update", value: "1" })?.message).toBe(MALFORMED_MESSAGE);
    expect(errors(commandSchema, { intent: "reboot" })?.message).toBe(MALFORMED_MESSAGE);
  });

  it("our own messages are kept", () => {
    expect(errors(registrationSchema, { ...registration, nombre: "" })?.message).toBe(MESSAGES.nombre);
    expect(errors(commandSchema, { intent: "update", variableId: "1", value: "  " })?.message).toBe("Escribe un valor.");
    expect(errors(commandSchema, { intent: "bolus", mlkg: "0" })?.message).toBe("Los ml/kg deben ser un número mayor que 0.");
  });
});
