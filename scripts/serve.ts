/**
 * The local server of the product: the built Worker (build/worker, as `wrangler deploy` would upload
 * it) in workerd through Miniflare's API, with its Durable Objects, R2 and assets as wrangler.toml
 * declares them, behind the front (scripts/front.ts) on the port people reach. No development
 * proxy, no file watcher, no inspector, no per-request log traffic back to Node (decision 0022).
 *
 * It ends by itself when the runtime stops answering, so that the supervisor of `npm start`
 * (scripts/stack.ts) starts it again. Arguments: --port --host --state --vars (a JSON file of the
 * Worker's variables) [--bundle dir, from bundleWorker] [--cron] [--log-level warn|info] [--trusted-proxy address].
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Log, LogLevel, Miniflare } from "miniflare";
import { createFront, WORKER_OPTIONS_FILE } from "./front";

const { values: args } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string", default: "127.0.0.1" },
    state: { type: "string" },
    vars: { type: "string" },
    bundle: { type: "string", default: "build/worker" },
    cron: { type: "boolean", default: false },
    "log-level": { type: "string", default: "warn" },
    "trusted-proxy": { type: "string" },
    /** A folder whose disk /healthz watches besides the state's (the database's); may repeat. */
    disk: { type: "string", multiple: true, default: [] },
  },
});
if (!args.port || !args.state) throw new Error("serve: --port and --state are required");

const bundleDir = resolve(args.bundle);
const script = join(bundleDir, "worker.js");
const vars = args.vars ? (JSON.parse(readFileSync(args.vars, "utf8")) as Record<string, string>) : {};
const workerOptions = JSON.parse(readFileSync(join(bundleDir, WORKER_OPTIONS_FILE), "utf8"));

const mf = new Miniflare({
  ...workerOptions,
  modulesRoot: bundleDir,
  modules: [
    { type: "ESModule", path: script, contents: readFileSync(script, "utf8") },
    // The WebAssembly modules wrangler wrote beside the script (argon2: app/server/argon2.server.ts).
    ...readdirSync(bundleDir)
      .filter((name) => name.endsWith(".wasm"))
      .map((name) => ({ type: "CompiledWasm" as const, path: join(bundleDir, name), contents: readFileSync(join(bundleDir, name)) })),
  ],
  bindings: { ...workerOptions.bindings, ...vars },
  // Offline: the placeholder request.cf, never a lookup at workers.cloudflare.com.
  cf: false,
  host: "127.0.0.1",
  port: 0,
  // The same place `wrangler dev --persist-to` kept rooms and images, so that existing data stays.
  defaultPersistRoot: join(resolve(args.state), "v3"),
  log: new Log(LogLevel.WARN),
});

let closing = false;
async function shutdown(code: number, why?: string) {
  if (closing) return;
  closing = true;
  if (why) console.error(why);
  const timeout = new Promise((done) => setTimeout(done, 3_000).unref());
  await Promise.race([Promise.allSettled([front.close(), mf.dispose()]), timeout]);
  process.exit(code);
}

const upstream = await mf.ready;
const front = createFront({
  upstreamPort: Number(upstream.port),
  trustedProxy: args["trusted-proxy"],
  onUpstreamDown: () => void shutdown(1, "✖ El motor de la aplicación (workerd) ha dejado de responder; el servidor se reinicia."),
  log: args["log-level"] === "info" ? (line) => console.log(line) : undefined,
  disks: [resolve(args.state), ...args.disk.map((path) => resolve(path))],
});
front.server.listen(Number(args.port), args.host);
await new Promise<void>((ready, failed) => front.server.once("listening", ready).once("error", failed));

if (args.cron) {
  // Production's cron trigger (mail retries, purges), every minute as wrangler.toml declares it.
  const worker = await mf.getWorker();
  setInterval(() => {
    worker.scheduled({ cron: "* * * * *" }).catch((error: unknown) => console.error("cron:", error));
  }, 60_000).unref();
}

process.on("SIGTERM", () => void shutdown(0));
process.on("SIGINT", () => void shutdown(0));
