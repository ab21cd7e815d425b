/** @file Limits of failed sign-ins, shared by the worker (worker/lib/login-throttle.ts) and the admin CLI. */

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** The KV key of an e-mail's failed-sign-in counter; `npm run admin -- create` deletes it to lift a lock-out. */
export const emailCounterKey = (email: string) => `login-fail:email:${email.trim().toLowerCase()}`;
