/** @file Number formats of the analytics screen (German, as the admin area) and the zeroed report shown after a failed load. */
import { addDays, berlinDay } from "../../../../common/berlin-days";
import { type AnalyticsPeriod, type AnalyticsReport, FUNNEL_STEPS, type PeriodTotals } from "../../../../common/schemas/analytics";

const integer = new Intl.NumberFormat("de-DE");
const twoDecimals = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const count = (n: number) => integer.format(n);
export const percent2 = (n: number | null) => (n === null ? "–" : `${twoDecimals.format(n)} %`);
export const percent0 = (n: number | null) => (n === null ? "–" : `${integer.format(n)} %`);
const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const percent1 = (n: number | null) => (n === null ? "–" : `${oneDecimal.format(n)} %`);
/** Seconds as m:ss (spec: average duration minutes:seconds). */
export const minutesSeconds = (s: number | null) => (s === null ? "–" : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`);
/** 2026-11-24 -> 24.11. */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

const zeroTotals: PeriodTotals = {
  page_views: 0,
  sessions: 0,
  closed_sessions: 0,
  bounces: 0,
  bounce_rate: null,
  avg_duration_seconds: null,
  cta_clicks: 0,
  cta_converted: 0,
  form_starts: 0,
  form_submits: 0,
  form_errors: 0,
  form_conversion: null,
  sessions_with_message: 0,
  message_rate: null,
};

/** Spec: a failed load shows zeroed data (with the error notice and a retry above it). */
export function zeroReport(days: AnalyticsPeriod): AnalyticsReport {
  // the server's days: Berlin days, whatever the browser's zone
  const to = berlinDay();
  const daily = Array.from({ length: days }, (_, i) => ({
    day: addDays(to, -(days - 1 - i)),
    page_views: 0,
    sessions: 0,
  }));
  return {
    days,
    from: daily[0]!.day,
    to,
    totals: zeroTotals,
    previous: zeroTotals,
    daily,
    top_pages: [],
    top_ctas: [],
    devices: [],
    browsers: [],
    os: [],
    languages: [],
    countries: [],
    referrers: [],
    utm_sources: [],
    utm_mediums: [],
    utm_campaigns: [],
    funnel: { steps: FUNNEL_STEPS.map((step) => ({ step, sessions: 0, from_previous: null, from_first: null })), messages_stored: 0 },
    bots: [],
    generated_at: new Date().toISOString(),
  };
}
