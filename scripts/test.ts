/**
 * `npm test`: typecheck, lint, format, unit and integration tests (real libSQL), the build, and the
 * end-to-end tests in Chromium against the real stack. Installs Debian's chromium and LibreOffice Calc when missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./stack";

const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

/** A Debian package's program, installed with apt-get when missing and run as root; otherwise a clear stop. */
function ensureDebian(path: string, pkg: string, alternative = ""): string {
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    console.error(`No ${path}. Install Debian's ${pkg} (apt-get install ${pkg})${alternative}.`);
    process.exit(1);
  }
  step(`install ${pkg} (apt-get)`, "sh", ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`]);
  return path;
}

const ensureChromium = () => ensureDebian(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", "chromium", " or set CHROMIUM_PATH");

const only = process.argv[2]; // "static", "vitest" or "e2e" runs one part
if (!only || only === "static") {
  step("typecheck", bin("tsc"), ["--noEmit"]);
  step("lint", bin("eslint"), ["."]);
  step("format (prettier --check; `npx prettier --write .` fixes it)", bin("prettier"), ["--check", "."]);
}
// The bundle check, the integration tests of the live rooms and the e2e tests use the build.
step("build (Remix, then the Worker bundle the local server runs)", bin("tsx"), ["scripts/build.ts"]);
if (!only || only === "static") step("production bundle (wrangler deploy --dry-run)", bin("tsx"), ["scripts/check-bundle.ts"]);
if (!only || only === "vitest") {
  // Alone, after the others: bursts of fifty or a hundred at once measure the product and its
  // database, not eight other suites sharing two cores (decision 0014).
  // The supervisor's test too: it holds the product to "back within 20 s", which two busy cores would blur.
  const alone = ["tests/integration/load.test.ts", "tests/integration/write-contention.test.ts", "tests/integration/supervision.test.ts"];
  // The records' CSV is opened by LibreOffice Calc, as a hospital's spreadsheet would (decision 0037).
  ensureDebian("/usr/bin/soffice", "libreoffice-calc-nogui");
  step("unit and integration tests", bin("vitest"), ["run", ...alone.flatMap((file) => ["--exclude", file])]);
  step("load and write contention, alone", bin("vitest"), ["run", "--no-file-parallelism", ...alone]);
}
if (!only || only === "e2e") {
  const chromium = ensureChromium();
  step("end-to-end tests", bin("playwright"), ["test"], { CHROMIUM_PATH: chromium });
}
