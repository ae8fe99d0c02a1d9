import { argon2id } from "./argon2.server";

/**
 * OWASP's first argon2id setting: 19 MiB, 2 passes, 1 lane, by the reference implementation in
 * WebAssembly (decision 0031: ~30 ms of CPU a verification in workerd, where the pure-JavaScript
 * hasher took ~200 ms). Hashes made with other parameters (7 MiB × 5 passes before, decisions 0002
 * and 0008) still verify, each stored hash carrying its own, and `needsRehash` tells the sign-in
 * to replace them.
 */
const PARAMS = { m: 19456, t: 2, p: 1 } as const;
const HASH_BYTES = 32;
/**
 * The instance's heap keeps the largest memory a hash asked of it (WebAssembly memory never
 * shrinks) in an isolate of 128 MB: a stored hash asking for more than this is refused.
 */
const MAX_MEMORY_KIB = 65536;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Hashes run one at a time: each is synchronous inside one WebAssembly instance per isolate, whose
 * heap (~20 MiB at these parameters) every hash reuses, so fifty simultaneous sign-ins hold the
 * memory of one; and each blocks the isolate for ~30 ms only, other requests running in between.
 */
const derive = (password: string, salt: Uint8Array, params: { m: number; t: number; p: number }) =>
  argon2id(new TextEncoder().encode(password), salt, params, HASH_BYTES);

/** A PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.m},t=${PARAMS.t},p=${PARAMS.p}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = PHC.exec(phc);
  if (!match) return false;
  const [, m, t, p, salt, expected] = match;
  if (Number(m) > MAX_MEMORY_KIB) return false;
  const actual = await derive(password, unb64(salt), { m: Number(m), t: Number(t), p: Number(p) });
  const wanted = unb64(expected);
  if (actual.length !== wanted.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ wanted[i];
  return diff === 0;
}

/** Whether a stored hash was made with other parameters than today's: the next sign-in replaces it. */
export function needsRehash(phc: string): boolean {
  return !phc.startsWith(`$argon2id$v=19$m=${PARAMS.m},t=${PARAMS.t},p=${PARAMS.p}$`);
}

/**
 * Verifying against this when no account matches keeps the answer time the same: the same
 * parameters as every new hash (a hash of a password nobody knows).
 */
export const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2ltcGVkLWR1bW15LXNhbHQ$+nt7ljPNXfhoDDlZo7l/mhqQSdSGzXPnw+tRiNDtC54";
