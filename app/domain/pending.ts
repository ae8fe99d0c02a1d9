/**
 * The pending screen checks the account again with a growing delay: from 1 s in 1 s steps up
 * to 8 s while the e-mail is unverified; in 2 s steps up to 10 s once verified.
 */
const PENDING_FIRST_DELAY_MS = 1000;

export function nextPollDelay(previousMs: number | null, verified: boolean): number {
  if (previousMs === null) return PENDING_FIRST_DELAY_MS;
  const [step, cap] = verified ? [2000, 10000] : [1000, 8000];
  return Math.min(previousMs + step, cap);
}
