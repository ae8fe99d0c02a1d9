/**
 * A full disk under the local server's data: /healthz answers 503 and says so, and ok again once
 * there is room. A real disk that fills (a small tmpfs, mounted for the test): where this process
 * may mount one (root, as in CI); elsewhere it is skipped and says so.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startWorker, type Started } from "../../scripts/stack";
import { startTestApp } from "./harness";

/** Whether this process may mount a tmpfs (root with the capability to, as on this project's machines and CI). */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), "simped-mount-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe]);
    return true;
  } catch {
    console.warn("disk-full.test.ts: this process cannot mount a tmpfs; the full-disk test is skipped.");
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const root = canMount();
let t: Awaited<ReturnType<typeof startTestApp>>;
let disk: string;
let server: Started;

describe.runIf(root)("a full disk", () => {
  beforeAll(async () => {
    t = await startTestApp();
    disk = mkdtempSync(join(tmpdir(), "simped-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", disk]);
    mkdirSync(join(disk, "server"));
    server = await startWorker({
      port: await freePort(),
      stateDir: join(disk, "server"),
      quiet: true,
      vars: { APP_ENV: "test", DATABASE_URL: t.app.env.DATABASE_URL, SESSION_SECRET: t.app.env.SESSION_SECRET },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await t?.stop();
    if (disk) {
      execFileSync("umount", [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });

  const health = async () => {
    const response = await fetch(`${server.url}/healthz`);
    return { status: response.status, text: await response.text() };
  };

  it("/healthz answers 503 naming the disk while it is full, and ok once there is room", async () => {
    expect(await health()).toEqual({ status: 200, text: "ok" });
    const filler = join(disk, "relleno");
    const fd = openSync(filler, "w");
    const block = Buffer.alloc(1024 * 1024, 1);
    try {
      for (;;) writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    } finally {
      closeSync(fd);
    }
    const full = await health();
    expect(full.status).toBe(503);
    expect(full.text).toMatch(/^disco: sin espacio libre en .+ \(quedan \d+,\d MiB\)$/);
    rmSync(filler);
    expect(await health()).toEqual({ status: 200, text: "ok" });
  });
});
