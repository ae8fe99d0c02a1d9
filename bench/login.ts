/**
 * Login cost (section 5 of `npm run bench`): the CPU time of one password verification in Node and
 * in workerd (the hasher alone under the local server, bench/argon2/), and a whole sign-in through
 * the Worker. `npm run bench -- --only-login` measures this and the classroom's sign-in bursts
 * (section 6's «Inicio de sesión») alone, into bench/login.md.
 */
import { join } from "node:path";
import { hashPassword, verifyPassword } from "../app/server/password.server";
import { bundleWorker, freePort, ROOT, startWorker, type Started } from "../scripts/stack";

/** /proc counts CPU time in ticks of 10 ms (Linux's USER_HZ). */
const TICK_MS = 10;
const PASSWORD = "una-contraseña-cualquiera";
/**
 * A hash of PASSWORD as the former hasher stored them (@noble/hashes, 7 MiB × 5 passes): what an
 * account that has not signed in since costs, until its next sign-in replaces it (decision 0031).
 */
const FORMER_HASH = "$argon2id$v=19$m=7168,t=5,p=1$E+jWdWylxIeZuNM8kRRrPw$zftzWINn/r7gBA49x94FnDUq2nECdwqq77812Dp6cSE";

export type LoginFigures = {
  /** "m = 19 MiB, t = 2, p = 1", read from a hash made now. */
  params: string;
  nodeCpu: number[];
  workerdCpu: number;
  workerdFormerCpu: number;
  verifications: number;
  loginLatency: number[];
  /** The local server's CPU time (workerd and its front) per whole sign-in. */
  loginCpu: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** The local server's CPU time per request of `path`, over `n` requests one after another (after one to warm up). */
async function cpuPerRequest(server: Started, path: string, n: number): Promise<number> {
  const get = async () => {
    const response = await fetch(`${server.url}${path}`);
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  };
  await get();
  const before = server.cpuTicks();
  for (let i = 0; i < n; i++) await get();
  const after = server.cpuTicks();
  return before === null || after === null ? NaN : ((after - before) * TICK_MS) / n;
}

/** `signIn` posts the sign-in form once (its answer read) to `server`. */
export async function measureLogin(
  dir: string,
  server: Started,
  signIn: () => Promise<unknown>,
  verifications: number,
): Promise<LoginFigures> {
  const hash = await hashPassword(PASSWORD);
  const m = /m=(\d+),t=(\d+),p=(\d+)/.exec(hash)!;
  const params = `m = ${Math.round(Number(m[1]) / 1024)} MiB, t = ${m[2]}, p = ${m[3]}`;
  const nodeCpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = process.cpuUsage();
    await verifyPassword(PASSWORD, hash);
    const used = process.cpuUsage(t0);
    nodeCpu.push((used.user + used.system) / 1000);
  }

  const bundle = join(dir, "argon2-bundle");
  await bundleWorker(join(ROOT, "bench", "argon2", "wrangler.toml"), bundle);
  const hasher = await startWorker({ port: await freePort(), stateDir: join(dir, "argon2"), quiet: true, vars: {}, bundle });
  let workerdCpu: number, workerdFormerCpu: number;
  try {
    const verify = (phc: string) => `/verify?${new URLSearchParams({ password: PASSWORD, hash: phc })}`;
    const floor = await cpuPerRequest(hasher, "/floor", verifications);
    workerdCpu = (await cpuPerRequest(hasher, verify(hash), verifications)) - floor;
    workerdFormerCpu = (await cpuPerRequest(hasher, verify(FORMER_HASH), verifications)) - floor;
  } finally {
    await hasher.stop();
  }

  const loginLatency: number[] = [];
  const before = server.cpuTicks();
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await signIn();
    loginLatency.push(performance.now() - t0);
  }
  const after = server.cpuTicks();
  const loginCpu = before === null || after === null ? NaN : ((after - before) * TICK_MS) / loginLatency.length;
  return { params, nodeCpu, workerdCpu, workerdFormerCpu, verifications, loginLatency, loginCpu };
}

export function loginSection(f: LoginFigures): string[] {
  return [
    "## 5. Login cost",
    "",
    `- argon2id (${f.params}), one verification, CPU time in Node: ${ms(median(f.nodeCpu))} (median of 5).`,
    `- The same in workerd (the hasher alone, \`bench/argon2/\`: the local server's CPU time per verification less per request that does not hash, mean of ${f.verifications}): ${ms(f.workerdCpu)} (target ≤ 40 ms); a hash of the former parameters (m = 7 MiB, t = 5, p = 1), until its account's next sign-in: ${ms(f.workerdFormerCpu)}.`,
    `- Whole login request through the Worker (verify + session write + redirect): ${ms(median(f.loginLatency))} (median of ${f.loginLatency.length}); the local server's CPU time per login (workerd and its front): ${ms(f.loginCpu)}.`,
  ];
}
