/**
 * @file Serving redirects before rendering (one primary-key read, only when the edge cache missed), counting their
 * hits, and the 404 log: the path and the referring host per day, nothing else about the visitor (no IP, no user agent).
 */

import { eq, sql } from "drizzle-orm";
import { berlinDay } from "../../../common/berlin-days";
import { notFoundLog, redirects } from "../../db/schema";
import type { Deps } from "../../env";
import { normalisePath } from "./rules";

/** The redirect of a path, if any. */
export const redirectFor = (deps: Pick<Deps, "db">, path: string) =>
  deps.db
    .select({ id: redirects.id, to: redirects.to_path, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.from_path, normalisePath(path)))
    .get();

/** One more hit of a redirect (also for answers the edge cache served). */
export async function countRedirectHit(deps: Pick<Deps, "db" | "now">, id: number) {
  const at = (deps.now ?? new Date()).toISOString();
  await deps.db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, last_hit_at: at })
    .where(eq(redirects.id, id));
}

/** Only the host of the referring page ('' for none, or one that is not a URL): never its path or query. */
function referrerHost(referrer: string | undefined): string {
  if (!referrer) return "";
  try {
    return new URL(referrer).host.slice(0, 200);
  } catch {
    return "";
  }
}

/** Counts a 404 of a path for today. */
export async function logNotFound(deps: Pick<Deps, "db" | "now">, path: string, referrer: string | undefined) {
  const day = berlinDay(deps.now ?? new Date());
  await deps.db
    .insert(notFoundLog)
    .values({ day, path: normalisePath(path).slice(0, 500), referrer_host: referrerHost(referrer), count: 1 })
    .onConflictDoUpdate({
      target: [notFoundLog.day, notFoundLog.path, notFoundLog.referrer_host],
      set: { count: sql`${notFoundLog.count} + 1` },
    });
}
