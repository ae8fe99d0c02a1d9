/**
 * `npm run admin -- <orden>`: administrators from the command line, for when nobody can sign in.
 *
 *   npm run admin -- crear --email persona@hospital.es [--password …]
 *   npm run admin -- restablecer --email persona@hospital.es [--password …]
 *   npm run admin -- listar
 *
 * Against DATABASE_URL (and DATABASE_AUTH_TOKEN) when set; otherwise against the local database
 * under DATA_DIR (./data), through the running `npm start` or a sqld of its own. Without
 * --password a random one is made and shown once. Every change is in the audit log.
 */
import { migrate } from "drizzle-orm/libsql/migrator";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MIN } from "../app/domain/vocabulary";
import { randomToken } from "../app/server/crypto.server";
import { createDb } from "../app/server/db.server";
import { ensureAdmin, listAdmins, resetPasswordFromCli } from "../app/server/provision.server";
import { localDatabase, ROOT } from "./stack";

const USAGE = `Uso:
  npm run admin -- crear --email EMAIL [--password CONTRASEÑA]
  npm run admin -- restablecer --email EMAIL [--password CONTRASEÑA]
  npm run admin -- listar`;

function exitWith(message: string): never {
  console.error(message);
  return process.exit(1) as never;
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { email: { type: "string" }, password: { type: "string" } } });
  } catch (error) {
    return exitWith(`${(error as Error).message}\n\n${USAGE}`);
  }
})();
const command = positionals[0];
if (!["crear", "restablecer", "listar"].includes(command ?? "") || positionals.length > 1) exitWith(USAGE);
const email = values.email?.trim().toLowerCase();
if (command !== "listar" && !z.email().safeParse(email).success) exitWith(`Falta un email válido (--email).\n\n${USAGE}`);
if (values.password !== undefined && (values.password.length < PASSWORD_MIN || values.password.trim() === ""))
  exitWith(`La contraseña debe tener al menos ${PASSWORD_MIN} caracteres y no ser solo espacios.`);
const password = values.password ?? randomToken(12);
const shown = values.password === undefined ? `\n  Contraseña: ${password}\n  (guárdala ahora: no se volverá a mostrar)` : "";

const remote = process.env.DATABASE_URL || undefined;
const database = remote
  ? { url: remote, stop: async () => undefined }
  : await localDatabase(join(resolve(process.env.DATA_DIR || "./data"), "sqld")).catch((error: unknown) =>
      exitWith(`No se pudo abrir la base de datos local: ${String(error)}`),
    );
const db = createDb(database.url, process.env.DATABASE_AUTH_TOKEN || undefined);
let code = 0;
try {
  await migrate(db, { migrationsFolder: join(ROOT, "db", "migrations") });
  if (command === "listar") {
    const admins = await listAdmins(db);
    if (admins.length === 0) console.log("No hay administradores.");
    for (const admin of admins) {
      console.log(
        `${admin.email}\t${`${admin.nombre} ${admin.apellidos}`.trim()}\t${admin.deactivatedAt ? "desactivada" : "activa"}\tdesde ${admin.createdAt.slice(0, 10)}`,
      );
    }
  } else if (command === "crear") {
    const existing = (await listAdmins(db)).find((admin) => admin.email === email);
    if (existing) {
      console.error(`${email} ya es administrador. Para cambiar su contraseña: npm run admin -- restablecer --email ${email}`);
      code = 1;
    } else {
      await ensureAdmin(db, { email, password });
      console.log(`✔ Administrador listo: ${email} (confirmado, aprobado; se han cerrado las sesiones que tuviera).${shown}`);
    }
  } else if (await resetPasswordFromCli(db, email!, password)) {
    console.log(`✔ Contraseña restablecida para ${email}; se han cerrado todas sus sesiones.${shown}`);
  } else {
    console.error(`No hay ninguna cuenta con el email ${email}.`);
    code = 1;
  }
} catch (error) {
  console.error(`✖ ${String(error)}`);
  code = 1;
} finally {
  db.$client.close();
  await database.stop();
}
process.exit(code);
