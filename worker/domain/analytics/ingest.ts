/**
 * @file Analytics ingest: who the visitor is (device facts, or a counted bot), and the statements that store a page view,
 * CTA click, form event or session start/end, each request as one D1 batch with the per-session limit inside.
 */
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { analyticsEvent, sessionEnd, sessionStart } from "../../../common/schemas/analytics";
import { rawBatch } from "../../db/raw-batch";
import type { Deps } from "../../env";
import { ApiError, badRequest } from "../../lib/errors";
import {
  type ClientFacts,
  countBot,
  endSession,
  ensureSession,
  insertCtaClick,
  insertFormEvent,
  insertPageView,
  upsertSessionStart,
} from "./ingest-sql";
import { countryCode, ctaTarget, normalisePath, pageLanguage, referrerHost } from "./normalise";
import { readClient } from "./user-agent";

type AnalyticsEvent = z.infer<typeof analyticsEvent>;
type SessionStart = z.infer<typeof sessionStart>;
type SessionEnd = z.infer<typeof sessionEnd>;

const rateLimited = () => new ApiError(429, "rate_limited", "Zu viele Ereignisse", { retry_after: 60 }, { "Retry-After": "60" });

/** Device facts of a human visitor, or null after counting a bot. The user agent goes no further than here. */
export async function visitorFacts(deps: Pick<Deps, "db">, userAgent: string | undefined, country: unknown): Promise<ClientFacts | null> {
  const client = readClient(userAgent);
  if (client.bot !== null) {
    await rawBatch(deps.db, [countBot(client.bot)]);
    return null;
  }
  return { device_type: client.device_type, browser: client.browser, os: client.os, country: countryCode(country) };
}

export const pathOf = (raw: string) => {
  const path = normalisePath(raw);
  if (!path) throw badRequest("validation_failed", "Ungültiger Pfad");
  return path;
};

/** Stores one event of a human visitor (`host`: the site's own host, for referrers and CTA targets); 429 over the limit. */
export async function recordEvent(deps: Pick<Deps, "db">, event: AnalyticsEvent, client: ClientFacts, host: string): Promise<void> {
  const path = pathOf(event.page_path);
  const db = deps.db;
  const referrer = referrerHost(event.referrer, host);
  let statements: SQL[];
  if (event.event_type === "page_view") {
    const view = { ...event, page_path: path, page_title: event.page_title ?? null, referrer, language: pageLanguage(path) };
    statements = [
      ensureSession(event.session_id, client, "page_views"),
      insertPageView({ ...view, screen_resolution: event.screen_resolution ?? null }, client),
    ];
  } else if (event.event_type === "cta_click") {
    const cta = { ...event, page_path: path, referrer, cta_url: ctaTarget(event.cta_url, host), position: event.position ?? null };
    statements = [ensureSession(event.session_id, client, "cta_clicks"), insertCtaClick(cta)];
  } else {
    const form = {
      session_id: event.session_id,
      event_type: event.event_type,
      form_type: event.form_type,
      form_page: path,
      success: event.event_type === "form_submit" && event.success !== false,
      error_message: event.event_type === "form_error" ? (event.error_message ?? null) : null,
      referrer,
    };
    statements = [ensureSession(event.session_id, client, "form_submissions_analytics"), insertFormEvent(form)];
  }
  const [, stored] = await rawBatch(db, statements);
  if (!stored?.results.length) throw rateLimited();
}

function searchOf(raw: string | null | undefined) {
  try {
    return new URL(raw ?? "", "http://x.invalid").searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** Starts a session or, with its duration, ends it. */
export async function recordSession(
  deps: Pick<Deps, "db">,
  body: SessionStart | SessionEnd,
  client: ClientFacts,
  host: string,
): Promise<void> {
  const db = deps.db;
  if ("duration_seconds" in body) {
    const last = body.last_page ? normalisePath(body.last_page) : null;
    await rawBatch(db, [endSession({ session_id: body.session_id, duration_seconds: body.duration_seconds, last_page: last })]);
    return;
  }
  const landing = searchOf(body.landing_page);
  const utm = (key: "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content") =>
    body[key] ?? landing.get(key)?.trim().slice(0, 100) ?? null;
  const start = upsertSessionStart(
    {
      session_id: body.session_id,
      referrer: referrerHost(body.referrer, host),
      utm: {
        utm_source: utm("utm_source"),
        utm_medium: utm("utm_medium"),
        utm_campaign: utm("utm_campaign"),
        utm_term: utm("utm_term"),
        utm_content: utm("utm_content"),
      },
      screen_resolution: body.screen_resolution ?? null,
      language: body.language ?? null,
    },
    client,
  );
  await rawBatch(db, [start]);
}
