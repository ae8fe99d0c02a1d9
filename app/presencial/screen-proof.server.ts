/**
 * A screen's proof that its code was looked up and found: an HMAC of the public code under the
 * session secret. Links and QR codes from the console, and the redirect of /unirse, carry it (`t`);
 * with it a screen reloads, polls and opens its room's socket without counting against its
 * address's limit of wrong codes, and without it no socket reaches a room (so no room is ever
 * made for a code nobody found). It proves nothing the code itself would not give: anyone with
 * a right code gets one (decision 0022).
 */
import { ROOM_PARTY, SCREEN_PROOF_PARAM } from "./message";
import { paths } from "~/domain/paths";

export { SCREEN_PROOF_PARAM };

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`pantalla:${message}`));
  return [...new Uint8Array(signature).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const screenProof = (secret: string, code: string) => hmacHex(secret, code);

/** Whether `proof` was made for `code` under this secret (compared in constant time). */
export async function isScreenProof(secret: string, code: string, proof: string | null | undefined): Promise<boolean> {
  if (!proof || proof.length !== 24) return false;
  const expected = await hmacHex(secret, code);
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ proof.charCodeAt(i);
  return difference === 0;
}

/** A screen's address for `code`, proof included, under `base` (the address the instructor reached). */
export async function screenUrl(secret: string, code: string, base: string): Promise<string> {
  const url = new URL(paths.projection(code), base);
  url.searchParams.set(SCREEN_PROOF_PARAM, await screenProof(secret, code));
  return url.toString();
}

/** Whether a socket's request names a room of the live sessions and carries that code's proof. */
export async function admitsScreenSocket(request: Request, secret: string): Promise<boolean> {
  const url = new URL(request.url);
  const [, parties, party, room, ...rest] = url.pathname.split("/");
  if (parties !== "parties" || party !== ROOM_PARTY || !room || rest.length > 0) return false;
  return isScreenProof(secret, decodeURIComponent(room), url.searchParams.get(SCREEN_PROOF_PARAM));
}
