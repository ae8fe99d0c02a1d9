import { and, eq, inArray, isNull, lte, lt, sql, type SQL } from "drizzle-orm";
import { outbox, profiles } from "../../db/schema";
import type { BatchItem } from "drizzle-orm/batch";
import { headerText, messageHeaders } from "../domain/mail-headers";
import { nowIso, runBatch, type Db } from "./db.server";

type OutboxKind = (typeof outbox.$inferInsert)["kind"];
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
function framedMail(envelope: Envelope): string {
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

/**
 * A mail for the person of a `profiles` row, as SQL: the text is written here with stand-ins that
 * the database replaces by the row's columns (its `nombre`, unless other columns are given as SQL),
 * so that reading the row, deciding and queueing the mail are one statement.
 */
export function mailForRow<K extends string = "nombre">(
  write: (person: Record<K, string>) => { subject: string; text: string },
  columns: Record<K, SQL> = { nombre: sql.raw("nombre") } as Record<K, SQL>,
): { subject: SQL; text: SQL } {
  const standIns = Object.fromEntries(Object.keys(columns).map((key) => [key, `\uE000${key}\uE000`])) as Record<K, string>;
  const mail = write(standIns);
  // split() with a capturing group alternates text and column names: "a", "nombre", "b" …
  const asSql = (text: string) =>
    sql`(${sql.join(
      text.split(/\uE000(\w+)\uE000/).map((part, i) => (i % 2 === 1 ? sql`coalesce(${columns[part as K]}, '')` : sql`${part}`)),
      sql` || `,
    )})`;
  return { subject: asSql(mail.subject), text: asSql(mail.text) };
}

/** Queues a mail; its row comes back, so that sending it now needs no second read. */
export function queueMail(db: Db, mail: Mail) {
  return db.insert(outbox).values(mail).returning();
}

export type QueuedMail = typeof outbox.$inferSelect;

/** `returning` for a queue insert written as SQL: the row as `queueMail` gives it back. */
export const QUEUED_MAIL = sql.raw(
  `returning id, kind, user_id as "userId", to_address as "to", subject, body_text as "text", created_at as "createdAt",
   attempts, next_attempt_at as "nextAttemptAt", sent_at as "sentAt", last_error as "lastError"`,
);

const MAX_ATTEMPTS = 8;
/** 1, 2, 4 … 64 minutes between tries. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts, 6);

/**
 * Sends what is due (or exactly the given mails, by id or as queued rows) and records each outcome. A delivered approval
 * notice stamps the profile's notified_at, which the admin panel shows.
 */
export async function deliverOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  which?: number[] | QueuedMail[],
): Promise<{ sent: number[]; failed: number[] }> {
  const now = nowIso();
  const ids = which?.map((item) => (typeof item === "number" ? item : item.id));
  const given = which?.every((item) => typeof item !== "number") ? (which as QueuedMail[]) : null;
  const due =
    given ??
    (await db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS), ids ? inArray(outbox.id, ids) : lte(outbox.nextAttemptAt, now)))
      .limit(50));
  const sent: number[] = [];
  const failed: number[] = [];
  await Promise.all(
    due.map(async (mail) => {
      try {
        await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text });
        const stamp = nowIso();
        const marks: BatchItem<"sqlite">[] = [
          db
            .update(outbox)
            .set({ sentAt: stamp, attempts: mail.attempts + 1 })
            .where(eq(outbox.id, mail.id)),
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
