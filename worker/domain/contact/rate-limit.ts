/**
 * @file Limits of the contact form, atomic in D1 (worker/lib/rate-limit.ts): 5 messages per client (a keyed hash of
 * CF-Connecting-IP, never the address) per 10 minutes and 3 per e-mail address (keyed hash too) per hour. Every
 * message that passes validation and the bot checks takes a slot of both before it is stored, so parallel requests
 * cannot pass the limit. When D1 fails here the form stays open (storing would then fail with its own 503).
 */
import type { Bindings, Db } from "../../env";
import { keyedHash } from "../../lib/keyed-hash";
import { clientLimitKey, type Limit, takeSlots } from "../../lib/rate-limit";

export const CONTACT_LIMIT_PER_CLIENT: Limit = { max: 5, windowSeconds: 10 * 60 };
export const CONTACT_LIMIT_PER_EMAIL: Limit = { max: 3, windowSeconds: 60 * 60 };

export interface ContactSender {
  /** CF-Connecting-IP; absent outside Cloudflare's network (e.g. direct test requests). */
  address: string | undefined;
  email: string;
}

/** Takes the sender's slots; seconds until they may write again when over a limit, else null. */
export async function reserveContactSlot(env: Bindings, db: Db, sender: ContactSender): Promise<number | null> {
  try {
    const verdict = await takeSlots(db, [
      { key: await clientLimitKey(env, "contact-client", sender.address), limit: CONTACT_LIMIT_PER_CLIENT },
      { key: `contact-email:${await keyedHash(env, "contact-email", sender.email.toLowerCase())}`, limit: CONTACT_LIMIT_PER_EMAIL },
    ]);
    return verdict.ok ? null : verdict.retryAfter;
  } catch (err) {
    console.warn(JSON.stringify({ level: "warn", event: "contact_rate_limit_unavailable", message: (err as Error)?.name }));
    return null;
  }
}
