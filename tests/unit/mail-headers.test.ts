import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import PostalMime from "postal-mime";
import { afterAll, describe, expect, it, vi } from "vitest";
import { encodeText, HEADER_LINE_MAX, headerText, messageHeaders, singleAddress } from "~/domain/mail-headers";
import { smtpTransport } from "~/server/mail.server";

const FROM = "Simulación Pediátrica <no-reply@simped.test>";

/** A message as worker-mailer writes it: each header as given, "Name: value", then a body. */
function rawMessage(headers: Record<string, string>, body = "Hola") {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [...lines, "MIME-Version: 1.0", 'Content-Type: text/plain; charset="UTF-8"', "", body, ""].join("\r\n");
}

const headerBlock = (raw: string) => raw.slice(0, raw.indexOf("\r\n\r\n"));
/** The longest line of the From, To and Subject fields (worker-mailer's own Content-Type line is longer, and legal). */
function longestLine(raw: string) {
  const fields = headerBlock(raw)
    .split(/\r\n(?![ \t])/)
    .filter((field) => /^(From|To|Subject):/.test(field));
  expect(fields).toHaveLength(3);
  return Math.max(...fields.flatMap((field) => field.split("\r\n")).map((line) => line.length));
}

async function parse(envelope: { from: string; to: string; subject: string }) {
  const raw = rawMessage(messageHeaders(envelope).headers);
  return { raw, email: await PostalMime.parse(raw) };
}

describe("mail headers", () => {
  it("CR/LF in the subject gives one Subject header and no injected header", async () => {
    const { raw, email } = await parse({
      from: FROM,
      to: "admin@simped.test",
      subject: "Nueva solicitud de acceso: Ana\r\nReply-To: x@evil\r\n\r\nOtro cuerpo",
    });
    expect(email.headers.filter((h) => h.key === "subject")).toHaveLength(1);
    expect(email.headers.map((h) => h.key)).not.toContain("reply-to");
    expect(email.subject).toBe("Nueva solicitud de acceso: Ana Reply-To: x@evil Otro cuerpo");
    expect(email.text?.trim()).toBe("Hola");
    expect(headerBlock(raw)).not.toMatch(/\r\nReply-To:/i);
  });

  it("'Íñigo Núñez' and the sender's name round-trip through a standard decoder", async () => {
    const { raw, email } = await parse({ from: FROM, to: "admin@simped.test", subject: "Nueva solicitud de acceso: Íñigo Núñez" });
    expect(email.subject).toBe("Nueva solicitud de acceso: Íñigo Núñez");
    expect(email.from).toMatchObject({ name: "Simulación Pediátrica", address: "no-reply@simped.test" });
    expect(email.to?.[0]).toMatchObject({ address: "admin@simped.test" });
    expect(raw).toMatch(/^From: =\?UTF-8\?B\?/m);
    expect(headerBlock(raw)).toMatch(/^[\x20-\x7E\r\n]*$/); // nothing but ASCII in the headers
  });

  it.each([
    ["long accented text", `Nueva sesión presencial: ${"Niño con bronquiolitis grave, ¿qué hacer? ".repeat(6)}`],
    ["emoji and other scripts", "Aviso 🚑 «urgencias» — ñandú, Ελληνικά, 日本語 ".repeat(5)],
    ["long plain ASCII", "Confirm your email ".repeat(12)],
    ["ASCII that looks like an encoded-word", "=?UTF-8?B?SGFja2Vk?= sigue siendo texto"],
    ["one very long ASCII word", "x".repeat(120)],
  ])("folds %s to lines of at most 78 characters and decodes it back", async (_why, subject) => {
    const { raw, email } = await parse({ from: FROM, to: "a@b.es", subject });
    expect(longestLine(raw)).toBeLessThanOrEqual(HEADER_LINE_MAX);
    expect(email.subject).toBe(headerText(subject));
  });

  it("keeps a short plain subject as it is", () => {
    expect(encodeText("Subject", "Confirma tu email en SimPed")).toBe("Confirma tu email en SimPed");
  });

  it.each([
    ["CRLF and an SMTP command", "a@b.es\r\nRCPT TO:<x@evil.test>"],
    ["a second address after a comma", "a@b.es, x@evil.test"],
    ["a second address after a space", "a@b.es x@evil.test"],
    ["a second @", "a@b.es@evil.test"],
    ["angle brackets", "<a@b.es>"],
    ["a NUL", "a@b.es\u0000"],
    ["no address", ""],
  ])("refuses a recipient with %s", (_why, to) => {
    expect(() => singleAddress(to)).toThrow();
    expect(() => messageHeaders({ from: FROM, to, subject: "x" })).toThrow();
  });

  it("accepts one plain address", () => {
    expect(singleAddress(" marta.lopez+sim@hospital.example.org ")).toBe("marta.lopez+sim@hospital.example.org");
  });
});

// The transport boundary: what smtpTransport hands worker-mailer, written by worker-mailer's own Email class.
const wm = vi.hoisted(() => ({ messages: [] as string[], dir: "" }));

/** worker-mailer's ESM build without its `cloudflare:sockets` import, which only workerd provides. */
async function realEmailClass(): Promise<new (options: unknown) => { getEmailData(): string }> {
  const source = readFileSync("node_modules/worker-mailer/dist/index.mjs", "utf8");
  const socketImport = 'import{connect as U}from"cloudflare:sockets";';
  if (!source.includes(socketImport)) throw new Error("worker-mailer changed: update this test's loader");
  wm.dir ||= mkdtempSync(join(tmpdir(), "simped-wm-"));
  const file = join(wm.dir, "worker-mailer.mjs");
  writeFileSync(file, source.replace(socketImport, "const U=()=>{throw new Error('no sockets in unit tests')};"));
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)).Email;
}

vi.mock("worker-mailer", () => ({
  WorkerMailer: {
    async send(_config: unknown, options: unknown) {
      const Email = await realEmailClass();
      wm.messages.push(new Email(options).getEmailData());
    },
  },
}));

afterAll(() => {
  if (wm.dir) rmSync(wm.dir, { recursive: true, force: true });
});

describe("smtpTransport", () => {
  const transport = smtpTransport("smtp://relay.test:587");

  it("never lets a subject's CR/LF become a header, whatever the caller gives", async () => {
    wm.messages.length = 0;
    await transport.send({
      from: FROM,
      to: "admin@simped.test",
      subject: "Nueva solicitud de acceso: Íñigo\r\nReply-To: x@evil Núñez",
      text: "Cuerpo",
    });
    const email = await PostalMime.parse(wm.messages[0]);
    expect(email.headers.map((h) => h.key)).not.toContain("reply-to");
    expect(email.headers.filter((h) => h.key === "subject")).toHaveLength(1);
    expect(email.subject).toBe("Nueva solicitud de acceso: Íñigo Reply-To: x@evil Núñez");
    expect(email.from).toMatchObject({ name: "Simulación Pediátrica", address: "no-reply@simped.test" });
    expect(email.text?.trim()).toBe("Cuerpo");
    expect(longestLine(wm.messages[0])).toBeLessThanOrEqual(HEADER_LINE_MAX);
  });

  it("plain ASCII CR/LF (which worker-mailer would pass through raw) is collapsed too", async () => {
    wm.messages.length = 0;
    await transport.send({
      from: "SimPed <no-reply@simped.test>",
      to: "admin@simped.test",
      subject: "Ana\r\nBcc: x@evil.test",
      text: "Cuerpo",
    });
    const email = await PostalMime.parse(wm.messages[0]);
    expect(email.headers.map((h) => h.key)).not.toContain("bcc");
    expect(email.subject).toBe("Ana Bcc: x@evil.test");
  });

  it("refuses a recipient that is more than one address, before any connection", async () => {
    wm.messages.length = 0;
    await expect(transport.send({ from: FROM, to: "a@b.es\r\nRCPT TO:<x@evil.test>", subject: "x", text: "x" })).rejects.toThrow();
    expect(wm.messages).toHaveLength(0);
  });
});
