/**
 * @file Brakes on password guessing at sign-in.
 * - Per e-mail address (known or not, so that nothing reveals which accounts exist): every attempt is reserved in D1
 *   with one atomic upsert *before* the password is checked, so no burst of parallel requests gets more than
 *   MAX_FAILURES_PER_EMAIL guesses in a window; a success deletes the row. Known and unknown addresses take exactly
 *   the same path, with the same window (from the first attempt), status, text and queries.
 * - Per client address (CF-Connecting-IP, only as a keyed hash): a KV counter of failures, a brake across e-mail
 *   addresses; KV is eventually consistent, so it is not exact, and it runs out with its window.
 * `npm run admin -- create` and an admin's password reset lift the e-mail lock (clearLoginLock).
 */

import { sql } from "drizzle-orm";
import { emailAttemptKey, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "../../../common/login-limits";
import { loginAttempts } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { ApiError } from "../../lib/errors";

interface Counter {
  count: number;
  /** Unix seconds at which the window ends. */
  reset_at: number;
}

async function addressCounterKey(env: Bindings, address: string) {
  // no IP address is stored anywhere in clear text (docs/security.md)
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(env.JWT_SECRET ?? "login-throttle"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(address)));
  return `login-fail:addr:${Array.from(mac.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The 429 of sign-in, with Retry-After in seconds (header and details). */
function tooManyAttempts(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    "rate_limited",
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
    { retry_after: seconds },
    { "Retry-After": String(seconds) },
  );
}

export interface LoginAttempt {
  email: string;
  /** CF-Connecting-IP; absent only outside Cloudflare's network (e.g. direct test requests). */
  address: string | undefined;
}

/** What a reserved attempt tells the caller: whether this one used up the last guess of the window. */
export interface Reservation {
  lastGuess: boolean;
}

/**
 * Throws the 429 when the client address is over its brake, or when the e-mail has no guess left in its window;
 * otherwise counts this attempt (atomically, in one statement) and lets the password be checked.
 */
export async function reserveLoginAttempt(env: Bindings, db: Db, attempt: LoginAttempt): Promise<Reservation> {
  if (attempt.address) {
    const counter = await env.KV.get<Counter>(await addressCounterKey(env, attempt.address), "json");
    if (counter && counter.reset_at > nowSeconds() && counter.count >= MAX_FAILURES_PER_ADDRESS)
      throw tooManyAttempts(counter.reset_at - nowSeconds());
  }
  const now = new Date().toISOString();
  const windowEnds = new Date(Date.now() + LOGIN_WINDOW_SECONDS * 1000).toISOString();
  const expired = sql`${loginAttempts.window_ends} <= ${now}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ email_key: await emailAttemptKey(attempt.email), attempts: 1, window_ends: windowEnds })
    .onConflictDoUpdate({
      target: loginAttempts.email_key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        window_ends: sql`CASE WHEN ${expired} THEN ${windowEnds} ELSE ${loginAttempts.window_ends} END`,
      },
    })
    .returning({ attempts: loginAttempts.attempts, window_ends: loginAttempts.window_ends });
  if (row.attempts > MAX_FAILURES_PER_EMAIL) throw tooManyAttempts((Date.parse(row.window_ends) - Date.now()) / 1000);
  return { lastGuess: row.attempts === MAX_FAILURES_PER_EMAIL };
}

/** A wrong password: the client address's brake goes up (the e-mail's attempt was counted already). */
export async function recordLoginFailure(env: Bindings, attempt: LoginAttempt) {
  if (!attempt.address) return;
  const key = await addressCounterKey(env, attempt.address);
  const now = nowSeconds();
  const current = await env.KV.get<Counter>(key, "json");
  const next: Counter =
    current && current.reset_at > now
      ? { count: current.count + 1, reset_at: current.reset_at }
      : { count: 1, reset_at: now + LOGIN_WINDOW_SECONDS };
  // KV expirations must lie at least 60 s ahead
  await env.KV.put(key, JSON.stringify(next), { expiration: Math.max(next.reset_at, now + 60) });
}

/** A success (or an admin lifting a lock-out) starts the e-mail's count anew. */
export async function clearLoginLock(db: Db, email: string) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.email_key} = ${await emailAttemptKey(email)}`);
}
