/** @file Limits of failed sign-ins, shared by the worker (worker/domain/account/throttle.ts) and the admin CLI. */

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * The key of an e-mail address's row in `login_attempts`: SHA-256 of the normalised address, so that the table
 * keeps no typed address (known or not) in clear text; the admin CLI computes it to lift a lock-out.
 */
export async function emailAttemptKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
