/**
 * @file The one definition of the daily analytics figures: a set-based SELECT of (day, metric, dimension, value) over
 * the raw rows of a range of Berlin days (a German firm's day: 00:00 to 24:00 Europe/Berlin). The daily cron stores it in analytics_daily; the dashboard runs it live for today.
 * Metrics (dimension '' for totals): views, views_page, views_lang, views_country; sessions, sessions_closed, bounces,
 * duration_sum, sessions_device, sessions_browser, sessions_os, sessions_referrer, sessions_utm_source|medium|campaign;
 * cta_clicks, cta_converted, cta (per text); form (per step: form_start, form_submit, form_submit_failed, form_error);
 * funnel (sessions by their start day, per what they did: the dimension is three flags, CTA click / form started /
 * form sent successfully, e.g. '101').
 * 'bots' (per reason) is counted at ingest, straight into analytics_daily, and never rewritten here.
 * 'messages' (contact messages stored per day, the funnel's last step) is kept at its highest count: the messages
 * themselves are deleted after 7 days, so a later recount must not lower it.
 */
import { type SQL, sql } from "drizzle-orm";
import { addDays, berlinDayStart } from "../../../common/berlin-days";
import { berlinSummerTime } from "../../../common/berlin-time";
import type { Db } from "../../env";
import { rawBatch } from "../raw-batch";

/**
 * SQL: the Berlin day of `column` for rows already limited to the Berlin days `fromDay <= day < toDay` (inDays). One
 * day (the dashboard's live today) is a constant; a range takes the column's date after the offset, with summer time's
 * bounds of the range's years computed here (common/berlin-time.ts) rather than per row in SQL.
 */
function berlinDayOf(column: string, fromDay: string, toDay: string): SQL {
  if (addDays(fromDay, 1) === toDay) return sql`${fromDay}`;
  const summer: string[] = [];
  for (let year = Number(fromDay.slice(0, 4)); year <= Number(toDay.slice(0, 4)); year++) {
    const [start, end] = berlinSummerTime(year).map((t) => new Date(t).toISOString());
    summer.push(`(${column} >= '${start}' AND ${column} < '${end}')`);
  }
  return sql.raw(`date(${column}, CASE WHEN ${summer.join(" OR ")} THEN '+2 hours' ELSE '+1 hours' END)`);
}

/** Rows of `table` whose `column` lies in the Berlin days `fromDay <= day < toDay`. */
const inDays = (table: string, column: string, fromDay: string, toDay: string) =>
  sql`FROM ${sql.raw(table)} WHERE ${sql.raw(column)} >= ${berlinDayStart(fromDay)} AND ${sql.raw(column)} < ${berlinDayStart(toDay)}`;

/**
 * Raw rows of the Berlin days `fromDay <= day < toDay` (YYYY-MM-DD), aggregated in SQL: one SELECT of
 * (day, metric, dimension, value) per metric group (D1 allows only a few terms in a compound SELECT, so no UNION).
 */
export function dailyFigures(fromDay: string, toDay: string): SQL[] {
  const pv = inDays("page_views", "created_at", fromDay, toDay);
  const us = inDays("user_sessions", "started_at", fromDay, toDay);
  const cc = inDays("cta_clicks", "created_at", fromDay, toDay);
  const fs = inDays("form_submissions_analytics", "created_at", fromDay, toDay);
  const d = berlinDayOf("created_at", fromDay, toDay);
  const sd = berlinDayOf("started_at", fromDay, toDay);
  const none = sql.raw("''");
  const count = sql.raw("count(*)");
  const figure = (day: SQL, metric: string, dimension: SQL, value: SQL, rest: SQL) =>
    sql`SELECT ${day} AS day, ${metric} AS metric, ${dimension} AS dimension, ${value} AS value ${rest}`;
  const byDay = sql.raw("GROUP BY 1");
  const byDim = sql.raw("GROUP BY 1, 3");
  const bySession = (metric: string, column: string) =>
    figure(sd, metric, sql.raw(column), count, sql`${us} AND ${sql.raw(column)} IS NOT NULL ${byDim}`);
  return [
    figure(d, "views", none, count, sql`${pv} ${byDay}`),
    figure(d, "views_page", sql.raw("page_path"), count, sql`${pv} ${byDim}`),
    figure(d, "views_lang", sql.raw("coalesce(language, 'de')"), count, sql`${pv} ${byDim}`),
    figure(d, "views_country", sql.raw("coalesce(country, '??')"), count, sql`${pv} ${byDim}`),
    figure(sd, "sessions", none, count, sql`${us} ${byDay}`),
    figure(sd, "sessions_closed", none, count, sql`${us} AND closed = 1 ${byDay}`),
    figure(sd, "bounces", none, count, sql`${us} AND closed = 1 AND is_bounce = 1 ${byDay}`),
    figure(sd, "duration_sum", none, sql.raw("coalesce(sum(duration_seconds), 0)"), sql`${us} AND closed = 1 ${byDay}`),
    bySession("sessions_device", "device_type"),
    bySession("sessions_browser", "browser"),
    bySession("sessions_os", "os"),
    figure(sd, "sessions_referrer", sql.raw("coalesce(referrer, '(direct)')"), count, sql`${us} ${byDim}`),
    bySession("sessions_utm_source", "utm_source"),
    bySession("sessions_utm_medium", "utm_medium"),
    bySession("sessions_utm_campaign", "utm_campaign"),
    figure(d, "cta_clicks", none, count, sql`${cc} ${byDay}`),
    figure(d, "cta_converted", none, count, sql`${cc} AND converted = 1 ${byDay}`),
    figure(d, "cta", sql.raw("cta_text"), count, sql`${cc} ${byDim}`),
    // one row per combination of the funnel's flags; the report adds them up per step. A session's clicks and form
    // events are written after its row (ingest), so those since the range's start are all of them: one pass over them
    // joined to the sessions, not three lookups per session
    figure(
      sd,
      "funnel",
      sql.raw("coalesce(e.flags, '000')"),
      count,
      sql`FROM user_sessions LEFT JOIN (
        SELECT session_id, max(step = 1) || max(step = 2) || max(step = 3) AS flags FROM (
          SELECT session_id, 1 AS step FROM cta_clicks WHERE created_at >= ${berlinDayStart(fromDay)}
          UNION ALL
          SELECT session_id, CASE event_type WHEN 'form_start' THEN 2 ELSE 3 END FROM form_submissions_analytics
          WHERE created_at >= ${berlinDayStart(fromDay)} AND (event_type = 'form_start' OR (event_type = 'form_submit' AND success = 1))
        ) GROUP BY session_id
      ) e ON e.session_id = user_sessions.session_id
      WHERE started_at >= ${berlinDayStart(fromDay)} AND started_at < ${berlinDayStart(toDay)} ${byDim}`,
    ),
    figure(
      d,
      "form",
      sql.raw("CASE WHEN event_type = 'form_submit' AND success = 0 THEN 'form_submit_failed' ELSE event_type END"),
      count,
      sql`${fs} ${byDim}`,
    ),
  ];
}

/**
 * Recomputes the stored rollups of `fromDay <= day < toDay` as one batch (one transaction): delete, then insert the
 * figures counted afresh, one INSERT ... SELECT per metric group. Running it twice, or twice at once, leaves the same rows.
 */
export async function rollupDays(db: Db, fromDay: string, toDay: string) {
  const [, ...inserted] = await rawBatch(db, [
    sql`DELETE FROM analytics_daily WHERE day >= ${fromDay} AND day < ${toDay} AND metric NOT IN ('bots', 'messages')`,
    ...dailyFigures(fromDay, toDay).map((figures) => sql`INSERT INTO analytics_daily (day, metric, dimension, value) ${figures}`),
    sql`INSERT INTO analytics_daily (day, metric, dimension, value)
      SELECT ${berlinDayOf("created_at", fromDay, toDay)}, 'messages', '', count(*) ${inDays("contact_messages", "created_at", fromDay, toDay)}
      AND spam = 0 GROUP BY 1
      ON CONFLICT (day, metric, dimension) DO UPDATE SET value = max(analytics_daily.value, excluded.value)`,
  ]);
  return inserted.reduce((n, r) => n + r.meta.changes, 0);
}
