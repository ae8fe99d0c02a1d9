/**
 * The production bundle, as `wrangler deploy` would upload it (--dry-run, no network; `npm run build`
 * writes it to build/worker, and the local server runs that same file): it must contain no Node-only import (Workers have no Node built-ins without nodejs_compat, which
 * this Worker does not enable), and stay under 3 MiB gzipped. Prints its size.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./stack";

const BUNDLE_LIMIT_BYTES = 3 * 1024 * 1024;
const NODE_ONLY =
  /(?:\bfrom\s*["']|\bimport\s*["']|\brequire\(\s*["']|\bimport\(\s*["'])(node:[a-z_/]+|fs|path|os|child_process|net|tls|http|https|zlib|stream|buffer|util|crypto)["']/g;

export function measureBundle() {
  const out = join(ROOT, "build", "worker");
  if (!existsSync(join(out, "worker.js"))) throw new Error("No Worker bundle in build/worker: run `npm run build` first.");
  const files = readdirSync(out).filter((f) => f.endsWith(".js"));
  const code = files.map((f) => readFileSync(join(out, f), "utf8")).join("\n");
  const nodeImports = [...new Set([...code.matchAll(NODE_ONLY)].map((m) => m[1]))];
  return { files, rawBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length, nodeImports };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = measureBundle();
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `Worker bundle: ${bundle.files.join(", ")} · ${kib(bundle.rawBytes)} · gzip ${kib(bundle.gzipBytes)} (limit ${kib(BUNDLE_LIMIT_BYTES)})`,
  );
  if (bundle.nodeImports.length) {
    console.error(`✖ Node-only imports in the Worker bundle: ${bundle.nodeImports.join(", ")}`);
    process.exit(1);
  }
  if (bundle.gzipBytes > BUNDLE_LIMIT_BYTES) {
    console.error("✖ The Worker bundle is over 3 MiB gzipped.");
    process.exit(1);
  }
  console.log("✔ No Node-only imports; under the size limit.");
}
