/**
 * @file Contracts of first-party analytics: the ingest bodies (public, consent-gated in the browser) and the
 * admin report.
 *
 * API:
 *   POST /api/analytics            AnalyticsEvent -> 204 (bots: 204, dropped and counted; over the rate: 429)
 *   POST /api/analytics-session    SessionStart or SessionEnd (the beacon on page hide) -> 204
 *   PUT  /api/analytics-session    SessionEnd -> 204
 *   GET  /api/admin/analytics?days=7|30|90             analytics.view -> AnalyticsReport
 *   GET  /api/admin/analytics/export.csv?days=7|30|90  analytics.view -> text/csv (analytics-{days}-days.csv)
 * Bodies may be sent as application/json or text/plain (navigator.sendBeacon); at most 4 KB.
 */
import { z } from "zod";
import { SESSION_ID_PATTERN } from "../analytics-session-id";

const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;
export const TOP_LIST_SIZE = 10;
export const ANALYTICS_BODY_LIMIT = 4096;

/** Looks random: the pattern, and not one character repeated (a bounded guard against made-up ids). */
const isSessionId = (v: string) => SESSION_ID_PATTERN.test(v) && new Set(v.slice(5)).size >= 8;

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.trim().slice(0, max) || null)
    .nullish();
const sessionId = z.string().max(69).refine(isSessionId, "invalid session id");
const path = z.string().min(1).max(2048);

const pageViewEvent = z.object({
  event_type: z.literal("page_view"),
  session_id: sessionId,
  page_path: path,
  page_title: text(200),
  referrer: z.string().max(2048).nullish(),
  screen_resolution: text(20),
});
const ctaClickEvent = z.object({
  event_type: z.literal("cta_click"),
  session_id: sessionId,
  page_path: path,
  cta_text: z
    .string()
    .transform((s) => s.replace(/\s+/g, " ").trim().slice(0, 100))
    .pipe(z.string().min(1)),
  cta_url: z.string().max(2048).nullish(),
  position: text(50),
  referrer: z.string().max(2048).nullish(),
});
const formStep = z.enum(["form_start", "form_submit", "form_error"]);
const formEvent = z.object({
  event_type: formStep,
  session_id: sessionId,
  page_path: path,
  form_type: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/),
  success: z.boolean().optional(),
  error_message: text(200),
  referrer: z.string().max(2048).nullish(),
});
export const analyticsEvent = z.discriminatedUnion("event_type", [pageViewEvent, ctaClickEvent, formEvent]);

export const sessionStart = z.object({
  session_id: sessionId,
  referrer: z.string().max(2048).nullish(),
  landing_page: path.nullish(),
  utm_source: text(100),
  utm_medium: text(100),
  utm_campaign: text(100),
  utm_term: text(100),
  utm_content: text(100),
  screen_resolution: text(20),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .nullish()
    .catch(null),
});
export const sessionEnd = z.object({
  session_id: sessionId,
  duration_seconds: z.number().int().min(0).max(86_400),
  page_count: z.number().int().min(0).max(10_000).optional(),
  last_page: path.nullish(),
  is_bounce: z.boolean().optional(),
});

export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
    .default(DEFAULT_ANALYTICS_PERIOD),
});

export interface Split {
  key: string;
  value: number;
}

/** Figures of one period (current or previous); rates are null when their denominator is 0. */
export interface PeriodTotals {
  page_views: number;
  sessions: number;
  closed_sessions: number;
  bounces: number;
  /** Percent with two decimals (bounces ÷ closed sessions). */
  bounce_rate: number | null;
  /** Average duration of closed sessions in whole seconds (shown m:ss). */
  avg_duration_seconds: number | null;
  cta_clicks: number;
  cta_converted: number;
  form_starts: number;
  form_submits: number;
  form_errors: number;
  /**
   * Of the sessions with a CTA click, the share that also sent a form successfully, rounded percent (at most 100).
   * The specification's "form submissions ÷ CTA clicks" could exceed 100 %, since a form can be sent without a click.
   */
  form_conversion: number | null;
  /** Sessions that sent a form successfully (with or without a CTA click). */
  sessions_with_message: number;
  /** sessions_with_message ÷ sessions of the funnel, percent with one decimal. */
  message_rate: number | null;
}

/** The steps of the funnel, each counting the sessions that reached it and every step before it. */
export const FUNNEL_STEPS = ["sessions", "cta_click", "form_start", "form_submit"] as const;
export interface FunnelStep {
  step: (typeof FUNNEL_STEPS)[number];
  sessions: number;
  /** Percent (one decimal) of the previous step's sessions; null for the first step or an empty previous step. */
  from_previous: number | null;
  /** Percent (one decimal) of all sessions; null when there are none. */
  from_first: number | null;
}

export interface AnalyticsReport {
  days: AnalyticsPeriod;
  /** First and last UTC day of the period (today included; today is read from raw rows, earlier days from the rollup). */
  from: string;
  to: string;
  totals: PeriodTotals;
  previous: PeriodTotals;
  daily: { day: string; page_views: number; sessions: number }[];
  top_pages: Split[];
  top_ctas: Split[];
  devices: Split[];
  browsers: Split[];
  os: Split[];
  languages: Split[];
  countries: Split[];
  referrers: Split[];
  utm_sources: Split[];
  utm_mediums: Split[];
  utm_campaigns: Split[];
  /**
   * A closed funnel of sessions (by their start day): all sessions -> with a CTA click -> and a form started -> and a
   * form sent. `messages_stored` counts every stored contact message, also from visitors without analytics consent.
   */
  funnel: { steps: FunnelStep[]; messages_stored: number };
  /** Requests dropped as bots, per reason. */
  bots: Split[];
  generated_at: string;
}
