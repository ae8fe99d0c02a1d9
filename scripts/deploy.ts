/**
 * `npm run deploy`: migrate (and seed) the production Turso database, then build and deploy the
 * Worker with wrangler. Needs DATABASE_URL (libsql://…) and DATABASE_AUTH_TOKEN in the environment
 * and a wrangler login (or CLOUDFLARE_API_TOKEN); the Worker's secrets are set with
 * `wrangler secret put` (README, "Desplegar en producción").
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { z } from "zod";
import { buildApp, provision, ROOT } from "./stack";

const env = z
  .object({
    DATABASE_URL: z.string().regex(/^(libsql|https):\/\//, "DATABASE_URL must be the Turso database (libsql://…)"),
    DATABASE_AUTH_TOKEN: z.string().min(1, "DATABASE_AUTH_TOKEN is required"),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters in production").optional(),
  })
  .safeParse(process.env);
if (!env.success) throw new Error(`Invalid deploy configuration:\n${z.prettifyError(env.error)}`);

const { DATABASE_URL, DATABASE_AUTH_TOKEN, ADMIN_EMAIL, ADMIN_PASSWORD } = env.data;
console.log("▶ Migrating and seeding the database…");
const created = await provision(DATABASE_URL, DATABASE_AUTH_TOKEN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
if (created?.password) console.log(`  Admin account created: ${created.email} / ${created.password} (shown once)`);
console.log("▶ Building…");
await buildApp();
console.log("▶ Deploying the Worker…");
const deploy = spawnSync(join(ROOT, "node_modules", ".bin", "wrangler"), ["deploy"], { cwd: ROOT, stdio: "inherit" });
process.exit(deploy.status ?? 1);
