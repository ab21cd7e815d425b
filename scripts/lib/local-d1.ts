/** @file Opens the SQLite file behind the local D1 database of a wrangler state folder (tests that set up data before or beside a server). */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * The database of `<persistDir>/v3/d1`, with a busy timeout: a running server may hold the write lock for a moment.
 * Miniflare keeps one SQLite file per D1 database there, beside its metadata file.
 */
export function openLocalD1(persistDir: string): DatabaseSync {
  const dir = join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(", ") || "none"}`);
  const db = new DatabaseSync(join(dir, files[0]));
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/** The number a `SELECT … AS n` query answers on the local D1 database, or null when the state folder has none (yet). */
export function localCount(persistDir: string, countSql: string): number | null {
  try {
    const db = openLocalD1(persistDir);
    try {
      return Number((db.prepare(countSql).get() as { n: number }).n);
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
