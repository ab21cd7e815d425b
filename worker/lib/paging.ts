/** @file Server-side paging of admin lists: the body stays an array, the total goes into `X-Total-Count`. */

import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";

export const offsetOf = (q: { page: number; per_page: number }) => (q.page - 1) * q.per_page;

/** Sets the paging headers and answers the page of rows as a JSON array. */
export function pagedJson<T>(c: Context, rows: T[], total: number, q: { page: number; per_page: number }) {
  c.header("X-Total-Count", String(total));
  c.header("X-Page", String(q.page));
  c.header("X-Per-Page", String(q.per_page));
  return c.json(rows);
}

/** `LIKE %term%` over several columns, case-insensitive, with the user's `%` and `_` taken literally. */
export function searchAny(term: string | undefined, columns: (SQLiteColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const parts = columns.map((col) => sql`lower(${col}) LIKE ${pattern} ESCAPE '\\'`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export const countAll = sql<number>`count(*)`.mapWith(Number);
