/** @file Fixed-window counters of the atomic rate limits (worker/lib/rate-limit.ts): one row per limited key. */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * `key` is a scope plus a keyed hash (never an address or e-mail in clear text); `hits` counts every request of the
 * window, also refused ones (the sign-in brake's `login:*` keys count slots taken and given back instead); the daily
 * retention deletes rows whose window has run out.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  window_ends: text("window_ends").notNull(),
});
