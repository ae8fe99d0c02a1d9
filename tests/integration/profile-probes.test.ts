/**
 * «Mi perfil» against a real sqld, as a prober would use it (issue 31): a taken e-mail is answered
 * like a free one, DNI and e-mail changes are limited per account (and per address mailed) at the
 * limits' real values, and the mails a change sends carry no text the requester chose.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, outbox, profiles } from "../../db/schema";
import { changeEmailMail, emailInUseMail } from "~/content/mails";
import { dniFor } from "~/domain/dni";
import { RATE_LIMIT_MESSAGES, RATE_LIMITS } from "~/server/rate-limit.server";
import * as perfilRoute from "~/routes/_app.perfil";
import { approvedUser, formPost, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const BASE = "http://127.0.0.1:8787";
const context = () => ({ app: { ...t.app } }) as never;

type Answer = { status: number; ok: boolean; message: string; emailPending?: string | null; fields?: Record<string, string> };

/** Saves 'Mi perfil' as the browser posts it, and what the page answers. */
async function save(cookie: string, fields: Record<string, string>): Promise<Answer> {
  const result = (await perfilRoute
    .action({ request: formPost("/perfil", fields, cookie), params: {}, context: context() })
    .catch((thrown: unknown) => thrown)) as { type?: string; init?: { status?: number }; data?: Answer } & Answer;
  return result.type === "DataWithResponseInit" ? { ...result.data!, status: result.init?.status ?? 200 } : { ...result, status: 200 };
}

/** An approved, signed-in person and the form that saves their profile unchanged. */
async function someone() {
  const user = await approvedUser(t.app);
  const [row] = await t.app.db.select().from(profiles).where(eq(profiles.id, user.id));
  const form = { nombre: row.nombre, apellidos: row.apellidos, email: row.email, dni: row.dni };
  return { ...user, dni: row.dni, form, cookie: await signedInCookie(t.app, user.id) };
}

const profileOf = async (id: string) => (await t.app.db.select().from(profiles).where(eq(profiles.id, id)))[0];
const queuedTo = (address: string) => t.app.db.select().from(outbox).where(eq(outbox.to, address));
let free = 30_000_000;
const freeDni = () => dniFor(free++);

describe("a taken e-mail", () => {
  it("gets the answer a free one gets; its holder gets a notice and no change link, and nobody's address changes", async () => {
    const prober = await someone();
    const holder = await someone();
    const freeAddress = `libre.${prober.id}@example.org`;
    const toFree = await save(prober.cookie, { ...prober.form, email: freeAddress });
    const toTaken = await save(prober.cookie, { ...prober.form, email: holder.email });
    expect(toFree).toMatchObject({ status: 200, ok: true, emailPending: freeAddress });
    expect(toTaken).toEqual({ ...toFree, emailPending: holder.email });

    expect((await profileOf(prober.id)).email).toBe(prober.email);
    expect((await profileOf(holder.id)).email).toBe(holder.email);
    const links = await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, prober.id));
    expect(links.map((link) => link.newEmail)).toEqual([freeAddress]);
    const [notice] = await queuedTo(holder.email);
    expect(notice).toMatchObject({ kind: "email_in_use", ...emailInUseMail(`${BASE}/recuperar`) });
  });
});

describe("DNI changes", () => {
  it(`are ${RATE_LIMITS.profileDni.max} an hour per account; past that a taken DNI and a free one get the same refusal and nothing is written`, async () => {
    const prober = await someone();
    const other = await someone();
    const { max } = RATE_LIMITS.profileDni;
    // Within the limit a taken DNI is refused with the spec's message, a free one is saved.
    expect(await save(prober.cookie, { ...prober.form, dni: other.dni })).toMatchObject({
      status: 409,
      fields: { dni: "Este DNI ya está registrado en otro perfil." },
    });
    let dni = prober.dni;
    for (let i = 1; i < max; i++) {
      dni = freeDni();
      expect(await save(prober.cookie, { ...prober.form, dni })).toMatchObject({ status: 200, ok: true });
    }
    const limited = { status: 429, ok: false, message: RATE_LIMIT_MESSAGES.profileDni };
    expect(await save(prober.cookie, { ...prober.form, dni: other.dni })).toMatchObject(limited);
    expect(await save(prober.cookie, { ...prober.form, dni: freeDni(), nombre: "Otro nombre" })).toMatchObject(limited);
    expect(await profileOf(prober.id)).toMatchObject({ dni, nombre: prober.form.nombre });
    // The rest of the profile can still be saved; another account has its own count.
    expect(await save(prober.cookie, { ...prober.form, dni, nombre: "Otro nombre" })).toMatchObject({ status: 200, ok: true });
    expect(await save(other.cookie, { ...other.form, dni: freeDni() })).toMatchObject({ status: 200, ok: true });
  });
});

describe("e-mail changes", () => {
  it("mail only the fixed copy and the link, whatever the requester typed", async () => {
    const requester = await someone();
    const target = `destino.${requester.id}@example.org`;
    const bait = "Premio: entra en https://estafa.example";
    const answer = await save(requester.cookie, { ...requester.form, nombre: bait, apellidos: bait, email: target });
    expect(answer).toMatchObject({ status: 200, emailPending: target });
    const [mail] = await queuedTo(target);
    const link = /https?:\/\/\S+confirmar\?token=[\w-]+/.exec(mail.text)![0];
    expect(link.startsWith(`${BASE}/confirmar?token=`)).toBe(true);
    expect({ subject: mail.subject, text: mail.text }).toEqual(changeEmailMail(link));
    expect(mail.text).not.toContain("estafa");
  });

  it(`are ${RATE_LIMITS.emailChange.max} an hour per account, and nothing is written past that`, async () => {
    const requester = await someone();
    const { max } = RATE_LIMITS.emailChange;
    for (let i = 0; i < max; i++)
      expect(await save(requester.cookie, { ...requester.form, email: `n${i}.${requester.id}@example.org` })).toMatchObject({
        status: 200,
      });
    const over = `n${max}.${requester.id}@example.org`;
    expect(await save(requester.cookie, { ...requester.form, email: over, nombre: "Nuevo" })).toMatchObject({
      status: 429,
      message: RATE_LIMIT_MESSAGES.emailChange,
      fields: { email: RATE_LIMIT_MESSAGES.emailChange },
    });
    expect(await queuedTo(over)).toEqual([]);
    expect((await profileOf(requester.id)).nombre).toBe(requester.form.nombre);
  });

  it(`mail one address at most ${RATE_LIMITS.emailChangeTarget.max} times a day, from every account together`, async () => {
    const target = `buzon.${crypto.randomUUID()}@example.org`;
    const { max } = RATE_LIMITS.emailChangeTarget;
    for (let i = 0; i < max; i++) {
      const requester = await someone();
      expect(await save(requester.cookie, { ...requester.form, email: target })).toMatchObject({ status: 200, emailPending: target });
    }
    const late = await someone();
    expect(await save(late.cookie, { ...late.form, email: target })).toMatchObject({
      status: 429,
      message: RATE_LIMIT_MESSAGES.emailChangeTarget,
    });
    expect(await queuedTo(target)).toHaveLength(max);
    const [{ n }] = await t.app.db.all<{ n: number }>(
      sql`select count(*) n from ${emailTokens} where ${emailTokens.newEmail} = ${target} and ${emailTokens.purpose} = 'change_email'`,
    );
    expect(n).toBe(max);
    // The same account may still save, and change to another address.
    expect(await save(late.cookie, { ...late.form, email: `otra.${late.id}@example.org` })).toMatchObject({ status: 200 });
  });

  it("keep counting nothing for a save that changes neither", async () => {
    const person = await someone();
    for (let i = 0; i < RATE_LIMITS.profileDni.max + RATE_LIMITS.emailChange.max + 1; i++)
      expect(await save(person.cookie, person.form)).toMatchObject({ status: 200, emailPending: null });
    const rows = await t.app.db.all<{ key: string }>(sql`select key from rate_limits where key like ${`%${person.id}%`}`);
    expect(rows).toEqual([]);
    expect(await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, person.id))).toEqual([]);
  });
});
