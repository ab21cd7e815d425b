/**
 * @file Brakes on password guessing at sign-in, both atomic in D1 and both taken *before* the password is checked, so
 * that no burst of parallel requests gets more guesses through than the window allows (docs/security.md#sign-in-throttle):
 * - Per e-mail address (known or not, so that nothing reveals which accounts exist): every attempt is reserved in
 *   `login_attempts` with one upsert; MAX_FAILURES_PER_EMAIL guesses per window; a success deletes the row. Known and
 *   unknown addresses take exactly the same path, with the same window (from the first attempt), status, text and queries.
 * - Per client address (CF-Connecting-IP, only as a keyed hash): a slot of `rate_limits` (worker/lib/rate-limit.ts), a
 *   brake across e-mail addresses against password spraying; MAX_FAILURES_PER_ADDRESS per window. The slot is taken
 *   for every attempt and given back when the password proves right, or when the e-mail's limit refuses the attempt
 *   before any check: so it counts the wrong guesses only, as the KV counter before it did (issue 44), and an office
 *   behind one address is not braked by its own successful sign-ins.
 * `npm run admin -- create` and an admin's password reset lift the e-mail lock (clearLoginLock).
 */

import { sql } from "drizzle-orm";
import { emailAttemptKey, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "../../../common/login-limits";
import { rawBatch } from "../../db/raw-batch";
import { loginAttempts } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { ApiError } from "../../lib/errors";
import { clientLimitKey, type HeldSlot, type Limit, releaseSlotStatement, takeReleasableSlot } from "../../lib/rate-limit";

const ADDRESS_LIMIT: Limit = { max: MAX_FAILURES_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS };

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

/** What a reserved attempt tells the caller, and what acceptLoginAttempt needs to settle it. */
export interface Reservation {
  /** This attempt used up the last guess of the e-mail's window. */
  lastGuess: boolean;
  emailKey: string;
  /** The client address's slot; null without an address. */
  addressSlot: HeldSlot | null;
}

/** Takes one slot of the client address's window (atomically); throws the 429 when the address has none left. */
async function takeAddressSlot(env: Bindings, db: Db, address: string | undefined): Promise<HeldSlot | null> {
  const key = await clientLimitKey(env, "login", address);
  if (!key) return null;
  const { held, retryAfter } = await takeReleasableSlot(db, key, ADDRESS_LIMIT);
  if (!held) throw tooManyAttempts(retryAfter);
  return held;
}

/**
 * Throws the 429 when the client address is over its brake, or when the e-mail has no guess left in its window;
 * otherwise holds a slot of both (each taken atomically) and lets the password be checked. A wrong
 * password keeps both; a right one is settled with acceptLoginAttempt.
 */
export async function reserveLoginAttempt(env: Bindings, db: Db, attempt: LoginAttempt): Promise<Reservation> {
  // the address first: a braked address must not count against (and lock) the e-mail addresses it tries
  const addressSlot = await takeAddressSlot(env, db, attempt.address);
  const emailKey = await emailAttemptKey(attempt.email);
  const now = new Date().toISOString();
  const windowEnds = new Date(Date.now() + LOGIN_WINDOW_SECONDS * 1000).toISOString();
  const expired = sql`${loginAttempts.window_ends} <= ${now}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ email_key: emailKey, attempts: 1, window_ends: windowEnds })
    .onConflictDoUpdate({
      target: loginAttempts.email_key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        window_ends: sql`CASE WHEN ${expired} THEN ${windowEnds} ELSE ${loginAttempts.window_ends} END`,
      },
    })
    .returning({ attempts: loginAttempts.attempts, window_ends: loginAttempts.window_ends });
  if (row.attempts > MAX_FAILURES_PER_EMAIL) {
    // no password is checked: the address's slot goes back, as the KV brake counted no such attempt either
    if (addressSlot) await rawBatch(db, [releaseSlotStatement(addressSlot)]);
    throw tooManyAttempts((Date.parse(row.window_ends) - Date.now()) / 1000);
  }
  return { lastGuess: row.attempts === MAX_FAILURES_PER_EMAIL, emailKey, addressSlot };
}

/**
 * The password proved right: the client address's slot goes back (its brake counts wrong guesses only) and,
 * unless `keepEmailCount` (a TOTP code still due), the e-mail's count starts anew. One batch.
 */
export async function acceptLoginAttempt(db: Db, reservation: Reservation, { keepEmailCount = false } = {}) {
  const { addressSlot, emailKey } = reservation;
  const statements = [
    ...(addressSlot ? [releaseSlotStatement(addressSlot)] : []),
    ...(keepEmailCount ? [] : [sql`DELETE FROM login_attempts WHERE email_key = ${emailKey}`]),
  ];
  if (statements.length) await rawBatch(db, statements);
}

/** An admin lifting a lock-out starts the e-mail's count anew. */
export async function clearLoginLock(db: Db, email: string) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.email_key} = ${await emailAttemptKey(email)}`);
}
