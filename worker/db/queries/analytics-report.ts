/**
 * @file The dashboard's figures for a period of N days (today included): finished days from analytics_daily, today
 * counted live from the raw rows with the rollup's own SELECT, the previous N days for comparison. One D1 batch.
 */
import { sql } from "drizzle-orm";
import { addDays, berlinDay, berlinDayStart } from "../../../common/berlin-days";
import {
  type AnalyticsPeriod,
  type AnalyticsReport,
  FUNNEL_STEPS,
  type FunnelStep,
  type PeriodTotals,
  type Split,
  TOP_LIST_SIZE,
} from "../../../common/schemas/analytics";
import type { Db } from "../../env";
import { rawBatch } from "../raw-batch";
import { dailyFigures } from "./analytics-rollup";

interface Row {
  metric: string;
  dimension: string;
  value: number;
}
type DayRow = Row & { day: string };

/** metric -> dimension -> value */
type Figures = Map<string, Map<string, number>>;

function collect(rows: Row[], into: Figures = new Map()) {
  for (const r of rows) {
    const dims = into.get(r.metric) ?? new Map<string, number>();
    dims.set(r.dimension, (dims.get(r.dimension) ?? 0) + Number(r.value));
    into.set(r.metric, dims);
  }
  return into;
}

const total = (f: Figures, metric: string, dimension = "") => f.get(metric)?.get(dimension) ?? 0;
const ratio = (part: number, whole: number, digits: number) => (whole === 0 ? null : Number(((part / whole) * 100).toFixed(digits)));

/** Sessions of the funnel rows whose flags (CTA click, form started, form sent) match the pattern ('1' = must have). */
function sessionsWith(f: Figures, pattern: string) {
  let n = 0;
  for (const [flags, value] of f.get("funnel") ?? []) if ([...pattern].every((p, i) => p !== "1" || flags[i] === "1")) n += value;
  return n;
}

/** The closed funnel: each step counts the sessions that reached it and every step before it. */
function funnelSteps(f: Figures): FunnelStep[] {
  const counts = [sessionsWith(f, "000"), sessionsWith(f, "100"), sessionsWith(f, "110"), sessionsWith(f, "111")];
  return FUNNEL_STEPS.map((step, i) => ({
    step,
    sessions: counts[i],
    from_previous: i === 0 ? null : ratio(counts[i], counts[i - 1], 1),
    from_first: ratio(counts[i], counts[0], 1),
  }));
}

function totalsOf(f: Figures): PeriodTotals {
  const closed = total(f, "sessions_closed");
  const bounces = total(f, "bounces");
  const ctaClicks = total(f, "cta_clicks");
  const submits = total(f, "form", "form_submit");
  const withMessage = sessionsWith(f, "001");
  return {
    page_views: total(f, "views"),
    sessions: total(f, "sessions"),
    closed_sessions: closed,
    bounces,
    bounce_rate: ratio(bounces, closed, 2),
    avg_duration_seconds: closed === 0 ? null : Math.round(total(f, "duration_sum") / closed),
    cta_clicks: ctaClicks,
    cta_converted: total(f, "cta_converted"),
    form_starts: total(f, "form", "form_start"),
    form_submits: submits,
    form_errors: total(f, "form", "form_error") + total(f, "form", "form_submit_failed"),
    form_conversion: ratio(sessionsWith(f, "101"), sessionsWith(f, "100"), 0),
    sessions_with_message: withMessage,
    message_rate: ratio(withMessage, sessionsWith(f, "000"), 1),
  };
}

/** The largest values of a metric, ties by key; `limit` 0 keeps them all. */
function split(f: Figures, metric: string, limit = TOP_LIST_SIZE): Split[] {
  const list = [...(f.get(metric) ?? new Map<string, number>())]
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return limit ? list.slice(0, limit) : list;
}

export async function analyticsReport(db: Db, days: AnalyticsPeriod, now = new Date()): Promise<AnalyticsReport> {
  const today = berlinDay(now);
  const tomorrow = addDays(today, 1);
  const from = addDays(today, -(days - 1));
  const previousFrom = addDays(from, -days);
  const live = dailyFigures(today, tomorrow);
  const [stored, previous, series, messages, ...liveResults] = (
    await rawBatch(db, [
      sql`SELECT metric, dimension, sum(value) AS value FROM analytics_daily
      WHERE day >= ${from} AND (day < ${today} OR (day = ${today} AND metric = 'bots')) GROUP BY metric, dimension`,
      sql`SELECT metric, dimension, sum(value) AS value FROM analytics_daily
      WHERE day >= ${previousFrom} AND day < ${from} AND (dimension = '' OR metric IN ('form', 'funnel'))
      GROUP BY metric, dimension`,
      sql`SELECT day, metric, dimension, value FROM analytics_daily
      WHERE day >= ${from} AND day < ${today} AND metric IN ('views', 'sessions') AND dimension = ''`,
      // finished days come from the rollup (contact messages are deleted after 7 days); today is counted live
      sql`SELECT 'messages' AS metric, '' AS dimension, count(*) AS value FROM contact_messages WHERE created_at >= ${berlinDayStart(today)} AND spam = 0`,
      ...live,
    ])
  ).map((r) => r.results as unknown as DayRow[]);
  const todays = liveResults.flat();
  const current = collect(todays, collect(stored));
  const perDay = new Map<string, { day: string; page_views: number; sessions: number }>();
  for (let day = from; day <= today; day = addDays(day, 1)) perDay.set(day, { day, page_views: 0, sessions: 0 });
  for (const r of [...series, ...todays]) {
    const entry = perDay.get(r.day);
    if (!entry || r.dimension !== "") continue;
    if (r.metric === "views") entry.page_views += Number(r.value);
    if (r.metric === "sessions") entry.sessions += Number(r.value);
  }
  const totals = totalsOf(current);
  return {
    days,
    from,
    to: today,
    totals,
    previous: totalsOf(collect(previous)),
    daily: [...perDay.values()],
    top_pages: split(current, "views_page"),
    top_ctas: split(current, "cta"),
    devices: split(current, "sessions_device", 0),
    browsers: split(current, "sessions_browser"),
    os: split(current, "sessions_os"),
    languages: split(current, "views_lang", 0),
    countries: split(current, "views_country"),
    referrers: split(current, "sessions_referrer"),
    utm_sources: split(current, "sessions_utm_source"),
    utm_mediums: split(current, "sessions_utm_medium"),
    utm_campaigns: split(current, "sessions_utm_campaign"),
    funnel: {
      steps: funnelSteps(current),
      messages_stored: total(current, "messages") + Number(messages[0]?.value ?? 0),
    },
    bots: split(current, "bots"),
    generated_at: now.toISOString(),
  };
}
