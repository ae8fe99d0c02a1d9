import { createDb, type Db } from "./db.server";
import { readEnv, type AppEnv } from "./env.server";
import { consoleTransport, deliverOutbox, smtpTransport, type MailTransport, type QueuedMail } from "./mail.server";

/**
 * What every loader and action receives: configuration, database, mail, the Worker's waitUntil.
 * Made anew for each request, database client included:
 * a client shared by the isolate queues statements behind other requests' fetches (libSQL's
 * concurrency limit of 20), and Workers never let one request wait on another's I/O; see
 * docs/decisions/0008-request-isolation.md.
 */
export type AppContext = {
  env: AppEnv;
  db: Db;
  mail: MailTransport;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The live rooms (Durable Objects); absent where no Worker runs (Node scripts and tests). */
  rooms?: DurableObjectNamespace;
  /** The case images (R2 bucket `IMAGES`); absent where no Worker runs. */
  images?: R2Bucket;
};

export function createAppContext(raw: Record<string, unknown>, waitUntil: AppContext["waitUntil"]): AppContext {
  const env = readEnv(raw);
  return {
    env,
    db: createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN),
    mail: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : consoleTransport,
    waitUntil,
    rooms: raw.Room as DurableObjectNamespace | undefined,
    images: raw.IMAGES as R2Bucket | undefined,
  };
}

/** Sends the given outbox rows now (or everything due); failures stay queued for the cron retry. */
export function deliverMail(app: AppContext, which?: number[] | QueuedMail[]) {
  return deliverOutbox(app.db, app.mail, app.env.MAIL_FROM, which);
}

/** Sends after the response has gone, so that nobody waits for the SMTP relay. */
export function deliverMailLater(app: AppContext, which: number[] | QueuedMail[]) {
  if (which.length > 0) app.waitUntil(deliverMail(app, which).catch((error) => console.error("outbox:", error)));
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    app: AppContext;
  }
}
