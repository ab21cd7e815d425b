/**
 * @file Hand-written SQL (drizzle `sql` templates) run as one D1 batch: drizzle's db.batch cannot take raw queries
 * with parameters on D1 (its SQLiteRaw has no prepared statement to bind), so these go to the binding directly.
 */
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";

const dialect = new SQLiteAsyncDialect();

/** The D1 binding under a drizzle database (drizzle keeps it as `$client`). */
export const d1Of = (db: Db) => (db as unknown as { $client: D1Database }).$client;

/** Runs the statements as one batch (one round trip, one transaction) and returns each one's result. */
export function rawBatch<T = Record<string, unknown>>(db: Db, queries: SQL[]): Promise<D1Result<T>[]> {
  const d1 = d1Of(db);
  return d1.batch<T>(
    queries.map((query) => {
      const q = dialect.sqlToQuery(query);
      return d1.prepare(q.sql).bind(...q.params);
    }),
  );
}
