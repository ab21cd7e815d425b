/**
 * @file Every 5 minutes: closes analytics sessions idle for 30 minutes (duration, page count, last page, bounce =
 * exactly one page view) and marks CTA clicks converted when the same session later sent a form successfully
 * (DESIGN.md "CTA conversion"). Set-based SQL, idempotent: a closed session is not touched again.
 */
import { sql } from "drizzle-orm";
import { rawBatch } from "../db/raw-batch";
import type { JobDeps } from "../env";

const SESSION_IDLE_MINUTES = 30;
/** Sessions closed per run at most, so one invocation stays short after an outage; the rest follow 5 minutes later. */
const CLOSE_PER_RUN = 5000;
/** Conversions are looked for among the clicks of the last two days (a session lasts far less). */
const CONVERSION_WINDOW_MS = 2 * 86_400_000;

export async function closeAnalyticsSessions({ db, now }: JobDeps) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000).toISOString();
  const clicksSince = new Date(now.getTime() - CONVERSION_WINDOW_MS).toISOString();
  const [closed, converted] = await rawBatch<{ id: number }>(db, [
    sql`WITH activity AS (
        SELECT s.session_id,
          max(s.started_at,
            coalesce((SELECT max(created_at) FROM page_views p WHERE p.session_id = s.session_id), ''),
            coalesce((SELECT max(created_at) FROM cta_clicks k WHERE k.session_id = s.session_id), ''),
            coalesce((SELECT max(created_at) FROM form_submissions_analytics f WHERE f.session_id = s.session_id), '')) AS last_at,
          (SELECT count(*) FROM page_views p WHERE p.session_id = s.session_id) AS views,
          (SELECT page_path FROM page_views p WHERE p.session_id = s.session_id ORDER BY created_at DESC, id DESC LIMIT 1) AS last_path
        FROM user_sessions s WHERE s.closed = 0
      )
      UPDATE user_sessions SET
        closed = 1,
        ended_at = coalesce(ended_at, activity.last_at),
        page_count = activity.views,
        last_page = coalesce(activity.last_path, last_page),
        is_bounce = activity.views = 1,
        duration_seconds = coalesce(duration_seconds,
          max(0, CAST(round((julianday(activity.last_at) - julianday(user_sessions.started_at)) * 86400) AS INTEGER)))
      FROM activity
      WHERE activity.session_id = user_sessions.session_id
        AND user_sessions.session_id IN (SELECT session_id FROM activity WHERE last_at < ${idleSince} LIMIT ${CLOSE_PER_RUN})
      RETURNING user_sessions.id`,
    sql`UPDATE cta_clicks SET converted = 1
      WHERE converted = 0 AND created_at >= ${clicksSince}
        AND EXISTS (SELECT 1 FROM form_submissions_analytics f
          WHERE f.session_id = cta_clicks.session_id AND f.event_type = 'form_submit' AND f.success = 1
            AND f.created_at >= cta_clicks.created_at)
      RETURNING id`,
  ]);
  const result = { closed: closed.results.length, converted: converted.results.length };
  console.log(JSON.stringify({ job: "analytics-sessions", ...result }));
  return result;
}
