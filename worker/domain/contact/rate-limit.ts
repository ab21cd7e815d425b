/**
 * @file Brakes on the contact form in KV: per client (a keyed hash of CF-Connecting-IP, never the address) and per
 * e-mail address (keyed hash too). Only stored messages count. KV is eventually consistent, so this is a brake, not an
 * exact count; when KV fails the form stays open (a message is never lost to a broken limiter).
 */
import type { Bindings } from "../../env";
import { keyedHash } from "../../lib/keyed-hash";

const CONTACT_LIMITS_PER_CLIENT = { max: 5, windowSeconds: 10 * 60 };
const CONTACT_LIMITS_PER_EMAIL = { max: 3, windowSeconds: 60 * 60 };

interface Counter {
  count: number;
  /** Unix seconds at which the window ends. */
  reset_at: number;
}

export interface ContactSender {
  /** CF-Connecting-IP; absent outside Cloudflare's network (e.g. direct test requests). */
  address: string | undefined;
  email: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function counterKeys(env: Bindings, sender: ContactSender) {
  const keys = [
    { key: `contact:email:${await keyedHash(env, "contact-email", sender.email.toLowerCase())}`, limit: CONTACT_LIMITS_PER_EMAIL },
  ];
  if (sender.address)
    keys.unshift({ key: `contact:client:${await keyedHash(env, "contact-client", sender.address)}`, limit: CONTACT_LIMITS_PER_CLIENT });
  return keys;
}

function logKvFailure(step: string, err: unknown) {
  console.warn(JSON.stringify({ level: "warn", event: "contact_rate_limit_unavailable", step, message: (err as Error)?.name }));
}

/** Seconds until the sender may write again, or null when a message is allowed (also when KV is unavailable). */
export async function contactRetryAfter(env: Bindings, sender: ContactSender): Promise<number | null> {
  try {
    const now = nowSeconds();
    let wait = 0;
    for (const { key, limit } of await counterKeys(env, sender)) {
      const counter = await env.KV.get<Counter>(key, "json");
      if (counter && counter.reset_at > now && counter.count >= limit.max) wait = Math.max(wait, counter.reset_at - now);
    }
    return wait > 0 ? wait : null;
  } catch (err) {
    logKvFailure("check", err);
    return null;
  }
}

/** Counts a stored message against both brakes; never throws. */
export async function countContactMessage(env: Bindings, sender: ContactSender) {
  try {
    const now = nowSeconds();
    for (const { key, limit } of await counterKeys(env, sender)) {
      const current = await env.KV.get<Counter>(key, "json");
      const next: Counter =
        current && current.reset_at > now
          ? { count: current.count + 1, reset_at: current.reset_at }
          : { count: 1, reset_at: now + limit.windowSeconds };
      // KV expirations must lie at least 60 s ahead
      await env.KV.put(key, JSON.stringify(next), { expiration: Math.max(next.reset_at, now + 60) });
    }
  } catch (err) {
    logKvFailure("count", err);
  }
}
