import { argon2id } from "@noble/hashes/argon2.js";

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (docs/decisions/0002). */
const PARAMS = { m: 19456, t: 2, p: 1 } as const;
const HASH_BYTES = 32;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Synchronous on purpose: the async variant yields while it works, so fifty logins at once held
 * fifty 19 MiB buffers together and the isolate ran out of memory (5xx under a class's load).
 * One at a time, each buffer is released before the next login starts.
 */
async function derive(password: string, salt: Uint8Array, params: { m: number; t: number; p: number }) {
  return argon2id(new TextEncoder().encode(password), salt, { ...params, dkLen: HASH_BYTES });
}

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
  const actual = await derive(password, unb64(salt), { m: Number(m), t: Number(t), p: Number(p) });
  const wanted = unb64(expected);
  if (actual.length !== wanted.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ wanted[i];
  return diff === 0;
}

/** Verifying against this when no account matches keeps the answer time the same. */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$c2ltcGVkLWR1bW15LXNhbHQ$Xw3mQk1XvM0vYy2Jm8cQ0vZ8d6S4t1y9g0oVwqkq2xA";
