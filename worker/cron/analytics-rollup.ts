/**
 * @file Daily: rolls the raw analytics rows of finished UTC days into analytics_daily (worker/db/queries/analytics-rollup.ts).
 * The last 3 finished days are recomputed each run (sessions started before midnight close after it); raw days
 * older than the oldest rollup (first run, an outage) are filled in too.
 */
import { sql } from "drizzle-orm";
import { addDays, dayOf, rollupDays } from "../db/queries/analytics-rollup";
import { rawBatch } from "../db/raw-batch";
import type { Db } from "../env";

const RECOMPUTE_DAYS = 3;

export async function rollupAnalytics(db: Db, now: Date) {
  const today = dayOf(now);
  const [raw, rolled] = (
    await rawBatch<{ first: string | null }>(db, [
      sql`SELECT min(created_at) AS first FROM page_views`,
      sql`SELECT min(day) AS first FROM analytics_daily WHERE metric = 'views'`,
    ])
  ).map((r) => r.results[0]);
  let from = addDays(today, -RECOMPUTE_DAYS);
  const firstRaw = raw?.first?.slice(0, 10);
  if (firstRaw && firstRaw < from && (!rolled?.first || firstRaw < rolled.first)) from = firstRaw;
  const rows = await rollupDays(db, from, today);
  console.log(JSON.stringify({ job: "analytics-rollup", from, to: today, rows }));
  return { from, to: today, rows };
}
