import { and, eq, inArray, isNull, lte, lt, sql, type SQL } from "drizzle-orm";
import { outbox, profiles } from "../../db/schema";
import type { BatchItem } from "drizzle-orm/batch";
import { headerText, messageHeaders } from "../domain/mail-headers";
import { nowIso, runBatch, type Db } from "./db.server";

export type OutboxKind = (typeof outbox.$inferInsert)["kind"];
export type Mail = { kind: OutboxKind; userId: string | null; to: string; subject: string; text: string };
export type Envelope = { from: string; to: string; subject: string; text: string };

export interface MailTransport {
  send(envelope: Envelope): Promise<void>;
}

export { parseAddress } from "../domain/mail-headers";

/** SMTP through the Worker's TCP sockets (any relay: smtp:// with STARTTLS when offered, smtps://). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    async send(envelope) {
      // Our headers, not worker-mailer's: it passes ASCII text through raw (CR/LF included) and writes
      // one unfolded encoded-word inside quotes. It keeps headers it is given. Throws on a bad address.
      const { from, to, headers } = messageHeaders(envelope);
      const { WorkerMailer } = await import("worker-mailer");
      await WorkerMailer.send(
        {
          host: url.hostname,
          port: Number(url.port || (secure ? 465 : 587)),
          secure,
          credentials: url.username
            ? { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
            : undefined,
          authType: ["plain", "login"],
          socketTimeoutMs: 10_000,
          responseTimeoutMs: 10_000,
        },
        { from: { email: from }, to: { email: to }, subject: headers.Subject, text: envelope.text, headers },
      );
    },
  };
}

/** Local development without SMTP_URL: the mail is printed where the developer is looking. */
export const consoleTransport: MailTransport = {
  async send(envelope) {
    console.log(framedMail(envelope));
  },
};

/** One block, framed so that it stands out among the logs: recipient, subject, links first, then the text. */
export function framedMail(envelope: Envelope): string {
  const links = envelope.text.match(/https?:\/\/\S+/g) ?? [];
  const rule = "─".repeat(60);
  const lines = [
    `Para: ${headerText(envelope.to)}`,
    `Asunto: ${headerText(envelope.subject)}`,
    ...links.map((link) => `Enlace: ${link}`),
    "",
    ...envelope.text.split("\n"),
  ];
  return ["", `┌─ Correo ${rule}`, ...lines.map((line) => `│ ${line}`), `└${rule}──────────`, ""].join("\n");
}

/** Stands for the person's name while a mail is written before the database says whose it is. */
const NAME = "\u0000nombre\u0000";

/**
 * A mail for the person of a `profiles` row, as SQL: the text is written here with a stand-in
 * name that the database replaces by the row's `nombre`, so that reading the row, deciding and
 * queueing the mail are one statement.
 */
export function mailForRow(write: (person: { nombre: string }) => { subject: string; text: string }): { subject: string; text: SQL } {
  const mail = write({ nombre: NAME });
  const [head, tail] = mail.text.split(NAME);
  return { subject: mail.subject, text: tail === undefined ? sql`${head}` : sql`${head} || nombre || ${tail}` };
}

export function queueMail(db: Db, mail: Mail) {
  return db.insert(outbox).values(mail).returning({ id: outbox.id });
}

const MAX_ATTEMPTS = 8;
/** 1, 2, 4 … 64 minutes between tries. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts, 6);

/**
 * Sends what is due (or exactly the given ids) and records each outcome. A delivered approval
 * notice stamps the profile's notified_at, which the admin panel shows.
 */
export async function deliverOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  ids?: number[],
): Promise<{ sent: number[]; failed: number[] }> {
  const now = nowIso();
  const due = await db
    .select()
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lt(outbox.attempts, MAX_ATTEMPTS),
        ids ? inArray(outbox.id, ids) : lte(outbox.nextAttemptAt, now),
      ),
    )
    .limit(50);
  const sent: number[] = [];
  const failed: number[] = [];
  await Promise.all(
    due.map(async (mail) => {
      try {
        await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text });
        const stamp = nowIso();
        const marks: BatchItem<"sqlite">[] = [
          db.update(outbox).set({ sentAt: stamp, attempts: mail.attempts + 1 }).where(eq(outbox.id, mail.id)),
        ];
        if (mail.kind === "approved" && mail.userId) {
          marks.push(db.update(profiles).set({ notifiedAt: stamp }).where(eq(profiles.id, mail.userId)));
        }
        await runBatch(db, marks);
        sent.push(mail.id);
      } catch (error) {
        console.error(`mail ${mail.id} (${mail.kind}) to ${mail.to} failed:`, error);
        failed.push(mail.id);
        await db
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            lastError: String(error).slice(0, 500),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)).toISOString(),
          })
          .where(eq(outbox.id, mail.id));
      }
    }),
  );
  return { sent, failed };
}
