import { argon2idAsync } from "@noble/hashes/argon2.js";

/**
 * One of OWASP's equivalent argon2id settings: 7 MiB, 5 passes, 1 lane (the same work as 19 MiB ×
 * 2 passes with a third of the memory; docs/decisions/0002 and 0008). Hashes made with other
 * parameters still verify: each stored hash carries its own.
 */
const PARAMS = { m: 7168, t: 5, p: 1 } as const;
const HASH_BYTES = 32;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Hashes running at once in this isolate: each holds its memory (7 MiB) while it works. */
let hashing = 0;
const MAX_HASHING = 2;

/**
 * Asynchronous, so that the isolate keeps answering while a hash runs (a synchronous one blocked
 * it for ~9 s under fifty simultaneous logins, and wrangler dev restarted the Worker), but at most
 * two at a time: fifty async hashes together held fifty buffers of several MiB, far above an isolate's
 * 128 MB. Waiting is each request's own timer, never another request's promise.
 */
async function derive(password: string, salt: Uint8Array, params: { m: number; t: number; p: number }) {
  while (hashing >= MAX_HASHING) await new Promise((resolve) => setTimeout(resolve, 20));
  hashing++;
  try {
    return await argon2idAsync(new TextEncoder().encode(password), salt, { ...params, dkLen: HASH_BYTES });
  } finally {
    hashing--;
  }
}

/** A PHC string: $argon2id$v=19$m=7168,t=5,p=1$salt$hash */
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
  const actual = await derive(password, unb64(salt), { m: Number(m), t: Number(t), p: Number(p) });
  const wanted = unb64(expected);
  if (actual.length !== wanted.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ wanted[i];
  return diff === 0;
}

/** Verifying against this when no account matches keeps the answer time the same. */
export const DUMMY_HASH = "$argon2id$v=19$m=7168,t=5,p=1$c2ltcGVkLWR1bW15LXNhbHQ$Xw3mQk1XvM0vYy2Jm8cQ0vZ8d6S4t1y9g0oVwqkq2xA";
