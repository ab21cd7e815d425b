/**
 * @file Brakes on password guessing at sign-in. Failed attempts are counted in KV per e-mail address (known or
 * not, so that a 429 does not reveal which accounts exist) and per client address (CF-Connecting-IP, stored only
 * as a keyed hash). Over the limit, sign-in answers 429 with Retry-After until the window ends. KV is eventually
 * consistent, so these counts are a brake, not exact; the exact per-account count lives in D1 (admin_users.
 * failed_login_count / locked_until, see ACCOUNT_LOCK below). A success clears the e-mail counter; the address
 * counter runs out with its window, so that one valid account cannot reset the brake on an address.
 * `npm run admin -- create` clears both for its account (scripts/admin.ts deletes the KV key).
 */

import { emailCounterKey, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "../../common/login-limits";
import type { Bindings } from "../env";
import { ApiError } from "./errors";

/** The exact per-account lock in D1: after this many consecutive failures the account is locked for the window. */
export const ACCOUNT_LOCK = { failures: MAX_FAILURES_PER_EMAIL, seconds: LOGIN_WINDOW_SECONDS };

interface Counter {
  count: number;
  /** Unix seconds at which the window ends. */
  reset_at: number;
}

async function addressCounterKey(env: Bindings, address: string) {
  // no IP address is stored anywhere in clear text (DESIGN: retention and logs)
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

async function readCounter(kv: KVNamespace, key: string): Promise<Counter | null> {
  const counter = await kv.get<Counter>(key, "json");
  return counter && counter.reset_at > nowSeconds() ? counter : null;
}

async function bump(kv: KVNamespace, key: string) {
  const now = nowSeconds();
  const current = await readCounter(kv, key);
  const next: Counter = current
    ? { count: current.count + 1, reset_at: current.reset_at }
    : { count: 1, reset_at: now + LOGIN_WINDOW_SECONDS };
  // KV expirations must lie at least 60 s ahead
  await kv.put(key, JSON.stringify(next), { expiration: Math.max(next.reset_at, now + 60) });
}

/** The 429 of sign-in, with Retry-After in seconds (header and details). */
export function tooManyAttempts(retryAfterSeconds: number) {
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

/** Throws the 429 when the e-mail or the address has used up its failed attempts. */
export async function assertLoginAllowed(env: Bindings, attempt: LoginAttempt) {
  const keys = [emailCounterKey(attempt.email)];
  const limits = [MAX_FAILURES_PER_EMAIL];
  if (attempt.address) {
    keys.push(await addressCounterKey(env, attempt.address));
    limits.push(MAX_FAILURES_PER_ADDRESS);
  }
  const counters = await Promise.all(keys.map((k) => readCounter(env.KV, k)));
  const blockedUntil = Math.max(0, ...counters.map((c, i) => (c && c.count >= limits[i] ? c.reset_at : 0)));
  if (blockedUntil) throw tooManyAttempts(blockedUntil - nowSeconds());
}

export async function recordLoginFailure(env: Bindings, attempt: LoginAttempt) {
  await bump(env.KV, emailCounterKey(attempt.email));
  if (attempt.address) await bump(env.KV, await addressCounterKey(env, attempt.address));
}

export async function recordLoginSuccess(env: Bindings, attempt: LoginAttempt) {
  await env.KV.delete(emailCounterKey(attempt.email));
}
