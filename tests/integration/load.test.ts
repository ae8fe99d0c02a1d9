/**
 * A classroom's load and a stranger's traffic on the real stack (sqld + the Worker under
 * the local server): every kind of request, 50 at once, 10 times. No answer may be a 5xx, no write
 * may be lost or doubled, and after every burst somebody can still sign in and load a page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/server/db.server";
import { burst, BURST_SIZE, BURSTS, KIND_NAMES, prepareClassroom } from "../../scripts/bursts";
import { freePort, provision, startSqld, startWorker, type Stopper } from "../../scripts/stack";

const ADMIN = { email: "carga@test.local", password: "carga-password" };
let dir: string;
let stops: Stopper[] = [];
let classroom: Awaited<ReturnType<typeof prepareClassroom>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "simped-load-"));
  const sqld = await startSqld(join(dir, "sqld"), { quiet: true });
  stops.push(sqld.stop);
  await provision(sqld.url, undefined, ADMIN);
  const worker = await startWorker({
    port: await freePort(),
    stateDir: join(dir, "wrangler"),
    quiet: true,
    vars: { APP_ENV: "test", DATABASE_URL: sqld.url, SESSION_SECRET: "load-session-secret-load-session-secret", RATE_LIMIT_FACTOR: "1000" },
  });
  stops.push(worker.stop);
  const db = createDb(sqld.url);
  stops.push(async () => db.$client.close());
  classroom = await prepareClassroom(worker.url, db, ADMIN);
}, 120_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  stops = [];
  rmSync(dir, { recursive: true, force: true });
});

describe(`${BURSTS} bursts of ${BURST_SIZE} concurrent requests`, () => {
  for (const name of KIND_NAMES) {
    it(
      name,
      async () => {
        const kind = classroom.kinds.find((k) => k.name === name)!;
        for (let round = 0; round < BURSTS; round++) {
          await kind.prepare?.(round);
          const outcome = await burst(BURST_SIZE, (i) => kind.send(round, i));
          const unexpected = outcome.samples.filter((s) => !kind.expected(s.status)).map((s) => s.status);
          expect(unexpected, `${kind.name}, burst ${round + 1} ${outcome.failure ?? ""}`).toEqual([]);
          expect(await kind.verify?.(round, outcome), `${kind.name}, burst ${round + 1}`).toBeFalsy();
          await classroom.stillServes();
        }
      },
      300_000,
    );
  }
});
