/**
 * @file Atomic rate limits in D1: every request takes a slot of its key's fixed window with one upsert (INSERT ... ON
 * CONFLICT DO UPDATE ... RETURNING), so a burst of parallel requests never gets more than `max` through; D1 runs the
 * statements of one database one after another. Chosen over KV (read-then-write, last write wins: a brake, not a
 * limit) and over the Workers Rate Limiting binding (periods of 10 or 60 s only, counted per Cloudflare location).
 * Keys are a scope and a keyed hash, never an address or e-mail address in clear text.
 */
import { type SQL, sql } from "drizzle-orm";
import { rawBatch } from "../db/raw-batch";
import type { Bindings, Db } from "../env";
import { ApiError } from "./errors";
import { keyedHash } from "./keyed-hash";

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The key of a limit per client: the scope and a keyed hash of CF-Connecting-IP (null outside Cloudflare's network). */
export async function clientLimitKey(env: Pick<Bindings, "JWT_SECRET">, scope: string, address: string | undefined) {
  return address ? `${scope}:${await keyedHash(env, `limit:${scope}`, address)}` : null;
}

/** The statement that takes one slot of the key's current window (a window that has run out starts anew). */
export function takeSlotStatement(key: string, limit: Limit, now = new Date()): SQL {
  const nowIso = now.toISOString();
  const ends = new Date(now.getTime() + limit.windowSeconds * 1000).toISOString();
  return sql`INSERT INTO rate_limits (key, hits, window_ends) VALUES (${key}, 1, ${ends})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_ends <= ${nowIso} THEN 1 ELSE rate_limits.hits + 1 END,
      window_ends = CASE WHEN rate_limits.window_ends <= ${nowIso} THEN ${ends} ELSE rate_limits.window_ends END
    RETURNING hits, window_ends`;
}

/** A condition for a statement later in the same batch as takeSlotStatement: the key's slot was within the limit. */
export const slotTaken = (key: string | null, limit: Limit): SQL =>
  key ? sql`coalesce((SELECT hits FROM rate_limits WHERE key = ${key}), 0) <= ${limit.max}` : sql`1`;

export interface Verdict {
  ok: boolean;
  /** Seconds until the window of the fullest refused key ends (0 when ok). */
  retryAfter: number;
}

/** Takes a slot of every key in one batch (one round trip); refused when any key is over its limit. */
export async function takeSlots(db: Db, entries: { key: string | null; limit: Limit }[], now = new Date()): Promise<Verdict> {
  const live = entries.filter((e): e is { key: string; limit: Limit } => e.key !== null);
  if (!live.length) return { ok: true, retryAfter: 0 };
  const results = await rawBatch<{ hits: number; window_ends: string }>(
    db,
    live.map((e) => takeSlotStatement(e.key, e.limit, now)),
  );
  let retryAfter = 0;
  results.forEach((r, i) => {
    const row = r.results[0];
    if (row && row.hits > live[i].limit.max)
      retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((Date.parse(row.window_ends) - now.getTime()) / 1000)));
  });
  return { ok: retryAfter === 0, retryAfter };
}

/** The 429 of a limit, with Retry-After in seconds (header and details). */
export const tooManyRequests = (retryAfter: number, text: string) =>
  new ApiError(429, "rate_limited", text, { retry_after: retryAfter }, { "Retry-After": String(retryAfter) });

/** A slot taken by takeReleasableSlot: its key and the end of the window it belongs to. */
export interface HeldSlot {
  key: string;
  windowEnds: string;
}

/**
 * Takes a slot that may be given back later (releaseSlotStatement), e.g. a sign-in attempt whose password proves
 * right. Unlike takeSlotStatement a refused request takes nothing (`hits` stays at `max`), so refusals during a burst
 * do not pile up beyond what the releases return. One batch: the conditional upsert returns a row only when it took
 * the slot; the window's end is read either way (for Retry-After).
 */
export async function takeReleasableSlot(db: Db, key: string, limit: Limit, now = new Date()) {
  const nowIso = now.toISOString();
  const ends = new Date(now.getTime() + limit.windowSeconds * 1000).toISOString();
  const [taken, current] = await rawBatch<{ window_ends: string }>(db, [
    sql`INSERT INTO rate_limits (key, hits, window_ends) VALUES (${key}, 1, ${ends})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_ends <= ${nowIso} THEN 1 ELSE rate_limits.hits + 1 END,
        window_ends = CASE WHEN rate_limits.window_ends <= ${nowIso} THEN ${ends} ELSE rate_limits.window_ends END
      WHERE rate_limits.window_ends <= ${nowIso} OR rate_limits.hits < ${limit.max}
      RETURNING window_ends`,
    sql`SELECT window_ends FROM rate_limits WHERE key = ${key}`,
  ]);
  const held: HeldSlot | null = taken.results[0] ? { key, windowEnds: taken.results[0].window_ends } : null;
  const retryAfter = held ? 0 : Math.max(1, Math.ceil((Date.parse(current.results[0].window_ends) - now.getTime()) / 1000));
  return { held, retryAfter };
}

/** The statement that gives back a held slot; nothing once its window has ended (a new one begun). */
export const releaseSlotStatement = (slot: HeldSlot): SQL =>
  sql`UPDATE rate_limits SET hits = hits - 1 WHERE key = ${slot.key} AND window_ends = ${slot.windowEnds} AND hits > 0`;
