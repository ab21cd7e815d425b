/**
 * @file The statements of analytics ingest. Each request is one db.batch (one D1 round trip); the per-session rate
 * limit is part of each INSERT (RETURNING id: no row means over the limit) (`WHERE (recent rows of the session) < limit`), so it is exact and costs no extra trip.
 * Every statement also takes a `gate`: the per-client limit's condition (worker/lib/rate-limit.ts `slotTaken`), whose
 * slot the same batch takes first.
 */
import { type SQL, sql } from "drizzle-orm";

/** Per session and minute; more is answered 429 and not stored. */
const RATE_PER_MINUTE = { page_views: 30, cta_clicks: 30, form_submissions_analytics: 20 } as const;
type RawTable = keyof typeof RATE_PER_MINUTE;

const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();
const underLimit = (table: RawTable, sessionId: string) =>
  sql`(SELECT count(*) FROM ${sql.identifier(table)} WHERE session_id = ${sessionId} AND created_at > ${minuteAgo()}) < ${RATE_PER_MINUTE[table]}`;

export interface ClientFacts {
  device_type: string;
  browser: string;
  os: string;
  country: string | null;
}

/** A session row for an id seen first in an event (its start request may be lost); a closed one opens again. */
export const ensureSession = (sessionId: string, client: ClientFacts, limitTable: RawTable, gate: SQL) =>
  sql`INSERT INTO user_sessions (session_id, started_at, device_type, browser, os)
    SELECT ${sessionId}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ${client.device_type}, ${client.browser}, ${client.os}
    WHERE ${underLimit(limitTable, sessionId)} AND ${gate}
    ON CONFLICT (session_id) DO UPDATE SET closed = 0 WHERE closed = 1`;

export const insertPageView = (
  v: {
    session_id: string;
    page_path: string;
    page_title: string | null;
    referrer: string | null;
    screen_resolution: string | null;
    language: string;
  },
  client: ClientFacts,
  gate: SQL,
) =>
  sql`INSERT INTO page_views
    (session_id, page_path, page_title, referrer, country, device_type, browser, os, screen_resolution, language)
    SELECT ${v.session_id}, ${v.page_path}, ${v.page_title}, ${v.referrer}, ${client.country}, ${client.device_type},
      ${client.browser}, ${client.os}, ${v.screen_resolution}, ${v.language}
    WHERE ${underLimit("page_views", v.session_id)} AND ${gate} RETURNING id`;

export const insertCtaClick = (
  v: {
    session_id: string;
    cta_text: string;
    cta_url: string | null;
    page_path: string;
    position: string | null;
    referrer: string | null;
  },
  gate: SQL,
) =>
  sql`INSERT INTO cta_clicks (session_id, cta_text, cta_url, page_path, position, referrer)
    SELECT ${v.session_id}, ${v.cta_text}, ${v.cta_url}, ${v.page_path}, ${v.position}, ${v.referrer}
    WHERE ${underLimit("cta_clicks", v.session_id)} AND ${gate} RETURNING id`;

/** Form events take the session's campaign (utm_*) from its start row. */
export const insertFormEvent = (
  v: {
    session_id: string;
    event_type: string;
    form_type: string;
    form_page: string;
    success: boolean;
    error_message: string | null;
    referrer: string | null;
  },
  gate: SQL,
) =>
  sql`INSERT INTO form_submissions_analytics
    (session_id, event_type, form_type, form_page, success, error_message, referrer, utm_source, utm_medium, utm_campaign)
    SELECT ${v.session_id}, ${v.event_type}, ${v.form_type}, ${v.form_page}, ${v.success ? 1 : 0}, ${v.error_message},
      ${v.referrer}, s.utm_source, s.utm_medium, s.utm_campaign
    FROM (SELECT 1) LEFT JOIN user_sessions s ON s.session_id = ${v.session_id}
    WHERE ${underLimit("form_submissions_analytics", v.session_id)} AND ${gate} RETURNING id`;

/** Bots are not stored, only counted per Berlin day and reason (kept with the rollups; the rollup never rewrites them). */
export const countBot = (reason: string, day: string) =>
  sql`INSERT INTO analytics_daily (day, metric, dimension, value)
    VALUES (${day}, 'bots', ${reason}, 1)
    ON CONFLICT (day, metric, dimension) DO UPDATE SET value = value + 1`;

export interface SessionStartRow {
  session_id: string;
  referrer: string | null;
  utm: Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string | null>;
  screen_resolution: string | null;
  language: string | null;
}

/** Start of a session: created, or (when an event came first) completed; never overwrites what is already known. */
export const upsertSessionStart = (v: SessionStartRow, client: ClientFacts, gate: SQL) =>
  sql`INSERT INTO user_sessions (session_id, started_at, referrer, device_type, browser, os, utm_source, utm_medium,
      utm_campaign, utm_term, utm_content, screen_resolution, language)
    SELECT ${v.session_id}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ${v.referrer}, ${client.device_type}, ${client.browser},
      ${client.os}, ${v.utm.utm_source}, ${v.utm.utm_medium}, ${v.utm.utm_campaign}, ${v.utm.utm_term}, ${v.utm.utm_content},
      ${v.screen_resolution}, ${v.language}
    WHERE ${gate}
    ON CONFLICT (session_id) DO UPDATE SET
      referrer = coalesce(user_sessions.referrer, excluded.referrer),
      utm_source = coalesce(user_sessions.utm_source, excluded.utm_source),
      utm_medium = coalesce(user_sessions.utm_medium, excluded.utm_medium),
      utm_campaign = coalesce(user_sessions.utm_campaign, excluded.utm_campaign),
      utm_term = coalesce(user_sessions.utm_term, excluded.utm_term),
      utm_content = coalesce(user_sessions.utm_content, excluded.utm_content),
      screen_resolution = coalesce(user_sessions.screen_resolution, excluded.screen_resolution),
      language = coalesce(user_sessions.language, excluded.language)`;

/** End of a session (page hide): the visitor's duration; page count, last page and bounce are counted by the cron. */
export const endSession = (v: { session_id: string; duration_seconds: number; last_page: string | null }, gate: SQL) =>
  sql`UPDATE user_sessions SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), duration_seconds = ${v.duration_seconds},
      last_page = coalesce(${v.last_page}, last_page)
    WHERE session_id = ${v.session_id} AND closed = 0 AND ${gate}`;
