/** @file A digest of every D1 table (row count and contents), to prove a request changed nothing stored. */
import { env } from "cloudflare:workers";

export type DbSnapshot = Record<string, string>;

let tables: string[] | undefined;

async function allTables() {
  tables ??= (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    ).all<{ name: string }>()
  ).results.map((r) => r.name);
  return tables;
}

/** Every table's rows in rowid order, read in one D1 batch (one round trip, so it can run around each request). */
export async function snapshotDb(): Promise<DbSnapshot> {
  const names = await allTables();
  const results = await env.DB.batch(names.map((t) => env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`)));
  return Object.fromEntries(names.map((t, i) => [t, `${results[i].results.length} rows ${JSON.stringify(results[i].results)}`]));
}

/** The tables whose contents differ between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}
