/**
 * @file Redirects of public paths (recorded on a slug change, or made by staff) and the 404 log (path and referring
 * host per day; no IP address, no user agent).
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

export const redirects = sqliteTable(
  "redirects",
  {
    id: id(),
    /** A site path such as /blog/alt or /en/blog/alt (no query, no trailing slash). */
    from_path: text("from_path").notNull().unique(),
    /** A site path or an absolute http(s) URL; null for 410 (gone). */
    to_path: text("to_path"),
    /** 301, 302 or 410. */
    status: integer("status").notNull(),
    /** slug (a slug change), trash (a deleted record's address), manual. */
    source: text("source").notNull().default("manual"),
    hits: integer("hits").notNull().default(0),
    last_hit_at: text("last_hit_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("redirects_to_idx").on(t.to_path)],
);

/** How often a path answered 404 on one day, per referring host ('' = none). */
export const notFoundLog = sqliteTable(
  "not_found_log",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    referrer_host: text("referrer_host").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrer_host] })],
);

export type Redirect = typeof redirects.$inferSelect;
