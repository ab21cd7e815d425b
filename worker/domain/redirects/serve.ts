/**
 * @file Serving redirects before rendering (one primary-key read, only when the edge cache missed), counting their
 * hits, and the 404 log: the path and the referring host per day, nothing else about the visitor (no IP, no user agent).
 * The log is bounded (issue 44): only paths that look like the site's, a per-client slot, and a daily cap of new rows.
 */

import { eq, sql } from "drizzle-orm";
import { berlinDay } from "../../../common/berlin-days";
import { isSitePath, isWebUrl } from "../../../common/site-path";
import { rawBatch } from "../../db/raw-batch";
import { redirects } from "../../db/schema";
import type { Deps } from "../../env";
import { clientLimitKey, type Limit, slotTaken, takeSlotStatement } from "../../lib/rate-limit";
import { normalisePath } from "./rules";

/**
 * The redirect of a path, if any. A target stored before the site-path rule (issue 44) that leaves the site by a
 * "path" (`//host`, a backslash) is not followed: the path answers as if it had no redirect.
 */
export async function redirectFor(deps: Pick<Deps, "db">, path: string) {
  const redirect = await deps.db
    .select({ id: redirects.id, to: redirects.to_path, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.from_path, normalisePath(path)))
    .get();
  return redirect?.to && !isSitePath(redirect.to) && !isWebUrl(redirect.to) ? undefined : redirect;
}

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

/**
 * Log writes (a new row or one more count) per client address. A person meets a broken link or two; ten an hour
 * still sees a whole office behind one address follow a broken link, and holds one address to 240 writes a day, so
 * it can neither fill the log nor push one path to the top of the editors' list (before: 300 paths, 300 rows).
 */
export const NOT_FOUND_LIMIT_PER_CLIENT: Limit = { max: 10, windowSeconds: 60 * 60 };
/**
 * New rows (a path, or a path with a new referring host, not logged yet that Berlin day) per day for everyone. A site
 * of this size sees a few dozen distinct missing paths a day; 100 leave room for a broken newsletter link, and bound
 * the 90-day log to 9,000 rows (about 4 MB at 440 bytes a row) whatever many addresses send. Paths logged already that
 * day still count their hits once the cap is reached.
 */
export const NOT_FOUND_NEW_ROWS_PER_DAY = 100;
/** The site's longest address is `/en/blog/` and a slug of SLUG_MAX (120) characters; nested pages add a level. */
const MAX_LOGGED_PATH = 160;
const MAX_LOGGED_SEGMENTS = 4;
/** Letters (any script: a typed `/über-uns` is worth a redirect), digits, hyphen and underscore: a slug's alphabet. */
const SITE_SEGMENT = /^[\p{L}\p{N}_-]+$/u;
/** First segments that scanners try on every host (WordPress, PHP tools, CGI, Spring, Exchange): never the site's. */
const SCANNER_SEGMENT = /^(wp-.*|wordpress|phpmyadmin|cgi-bin|vendor|xmlrpc|actuator|autodiscover|owa)$/i;

/**
 * Whether a missing path looks like one of the site's addresses and so is worth the editors' time: at most 160
 * characters and 4 segments, each only letters, digits, '-' and '_' (no dot, so no `.php`, `.env`, `.git`, `.well-known`
 * or any file name; no empty segment), and not a scanner's usual target (`/wp-admin`, `/phpmyadmin`, `/cgi-bin`, ...).
 */
export function isLoggablePath(path: string): boolean {
  if (path.length > MAX_LOGGED_PATH) return false;
  const segments = path.split("/").slice(1);
  return segments.length <= MAX_LOGGED_SEGMENTS && segments.every((s) => SITE_SEGMENT.test(s)) && !SCANNER_SEGMENT.test(segments[0] ?? "");
}

/**
 * Counts a 404 of a path for today, within the client's slot and the daily cap of new rows; a path that does not look
 * like the site's is dropped before any write. `address`: CF-Connecting-IP, kept only as a keyed hash in rate_limits
 * until its window ends. The slot and the write are one batch, so parallel requests get no more through.
 */
export async function logNotFound(
  deps: Pick<Deps, "db" | "env" | "now">,
  rawPath: string,
  referrer: string | undefined,
  address: string | undefined,
) {
  const path = normalisePath(rawPath);
  if (!isLoggablePath(path)) return;
  const now = deps.now ?? new Date();
  const day = berlinDay(now);
  const host = referrerHost(referrer);
  const key = await clientLimitKey(deps.env, "not-found", address);
  // INSERT ... SELECT needs its WHERE for SQLite to read ON CONFLICT as the upsert clause (not a join's ON)
  const write = sql`INSERT INTO not_found_log (day, path, referrer_host, count)
    SELECT ${day}, ${path}, ${host}, 1
    WHERE ${slotTaken(key, NOT_FOUND_LIMIT_PER_CLIENT)}
      AND (EXISTS (SELECT 1 FROM not_found_log WHERE day = ${day} AND path = ${path} AND referrer_host = ${host})
        OR (SELECT count(*) FROM not_found_log WHERE day = ${day}) < ${NOT_FOUND_NEW_ROWS_PER_DAY})
    ON CONFLICT (day, path, referrer_host) DO UPDATE SET count = not_found_log.count + 1`;
  await rawBatch(deps.db, key ? [takeSlotStatement(key, NOT_FOUND_LIMIT_PER_CLIENT, now), write] : [write]);
}
