/**
 * Starts what the e2e tests drive: an SMTP server in this process (each received message is kept
 * as a JSON file the tests read), a fresh sqld with migrations and seed, and the built Worker
 * under the local server (scripts/serve.ts). Everything is stopped at the end.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { freePort, provision, startSqld, startWorker } from "../../scripts/stack";
import { E2E_ADMIN, E2E_INSTITUTION } from "./support";

export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), "simped-e2e-"));
  const mailDir = join(dir, "mail");
  mkdirSync(mailDir);

  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (_auth, _session, callback) => callback(null, { user: "e2e" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const file = join(mailDir, `${Date.now()}-${++received}.json`);
        writeFileSync(file, JSON.stringify({ to, subject: parsed.subject ?? "", text: parsed.text ?? "" }));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const sqld = await startSqld(join(dir, "sqld"), { quiet: true });
  await provision(sqld.url, undefined, E2E_ADMIN);
  const port = await freePort();
  const worker = await startWorker({
    port,
    stateDir: join(dir, "wrangler"),
    quiet: true,
    vars: {
      APP_ENV: "test",
      DATABASE_URL: sqld.url,
      SESSION_SECRET: "e2e-session-secret-e2e-session-secret",
      SMTP_URL: `smtp://e2e:e2e@127.0.0.1:${smtpPort}`,
      MAIL_FROM: "SimPed <no-reply@simped.test>",
      RATE_LIMIT_FACTOR: "1000",
      INSTITUTION_NAME: E2E_INSTITUTION,
    },
  });

  process.env.E2E_BASE_URL = worker.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATABASE_URL = sqld.url;

  return async () => {
    await worker.stop();
    await sqld.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
}
