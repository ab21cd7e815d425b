/**
 * @file Daily: rolls the raw analytics rows of finished Berlin days into analytics_daily (worker/db/queries/analytics-rollup.ts).
 * The last 3 finished days are recomputed each run (sessions started before midnight close after it); raw days
 * older than the oldest rollup (first run, an outage) are filled in too.
 */
import { sql } from "drizzle-orm";
import { addDays, berlinDay } from "../../common/berlin-days";
import { rollupDays } from "../db/queries/analytics-rollup";
import { rawBatch } from "../db/raw-batch";
import type { JobDeps } from "../env";

const RECOMPUTE_DAYS = 3;

export async function rollupAnalytics({ db, now }: JobDeps) {
  const today = berlinDay(now);
  const [raw, rolled] = (
    await rawBatch<{ first: string | null; last: string | null }>(db, [
      sql`SELECT min(created_at) AS first, NULL AS last FROM page_views`,
      sql`SELECT min(day) AS first, max(day) AS last FROM analytics_daily WHERE metric = 'views'`,
    ])
  ).map((r) => r.results[0]);
  const firstRaw = raw?.first ? berlinDay(raw.first) : undefined;
  const candidates = [addDays(today, -RECOMPUTE_DAYS)];
  // days after the last rollup (an outage), and raw days before the first one (the first run)
  if (rolled?.last) candidates.push(addDays(rolled.last, 1));
  if (firstRaw && (!rolled?.first || firstRaw < rolled.first)) candidates.push(firstRaw);
  const from = candidates.sort()[0]!;
  const rows = await rollupDays(db, from, today);
  console.log(JSON.stringify({ job: "analytics-rollup", from, to: today, rows }));
  return { from, to: today, rows };
}
