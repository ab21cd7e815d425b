/**
 * @file 5-minute job: deletes the rate-limit windows that have run out (worker/lib/rate-limit.ts), so that the keyed
 * hashes of addresses live no longer than their window and five minutes, as the privacy notice says.
 */
import { lte } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { JobDeps } from "../env";

export async function deleteSpentLimitWindows({ db, now }: JobDeps) {
  const deleted = await db.delete(rateLimits).where(lte(rateLimits.window_ends, now.toISOString())).returning({ key: rateLimits.key });
  if (deleted.length) console.log(JSON.stringify({ job: "limit-windows", deleted: deleted.length }));
  return deleted.length;
}
