/**
 * @file Analytics ingest: who the visitor is (device facts, or a counted bot), and the statements that store a page view,
 * CTA click, form event or session start/end, each request as one D1 batch with the per-session limit inside and the
 * per-client limit's slot first (worker/lib/rate-limit.ts). Free text is cleaned before it is stored (free-text.ts).
 */

import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import { berlinDay } from "../../../common/berlin-days";
import type { analyticsEvent, sessionEnd, sessionStart } from "../../../common/schemas/analytics";
import { rawBatch } from "../../db/raw-batch";
import type { Bindings, Deps } from "../../env";
import { ApiError, badRequest } from "../../lib/errors";
import { clientLimitKey, type Limit, slotTaken, takeSlotStatement } from "../../lib/rate-limit";
import { cleanFreeText } from "./free-text";
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

const rateLimited = (seconds = 60) =>
  new ApiError(429, "rate_limited", "Zu viele Ereignisse", { retry_after: seconds }, { "Retry-After": String(seconds) });

/** Ingest requests (events, session starts and ends) per client address: far above what a person's browsing sends. */
export const ANALYTICS_LIMIT_PER_CLIENT: Limit = { max: 600, windowSeconds: 10 * 60 };

/** The per-client limit's key of a request (null without CF-Connecting-IP). */
export const ingestClientKey = (env: Pick<Bindings, "JWT_SECRET">, address: string | undefined) =>
  clientLimitKey(env, "analytics", address);

/**
 * Runs the statements behind the client's slot, all in one batch: the slot first, the writes only when it was within
 * the limit. Returns the writes' results; 429 when the client is over its limit.
 */
async function gatedBatch(db: Deps["db"], key: string | null, statements: (gate: SQL) => SQL[]) {
  const writes = statements(slotTaken(key, ANALYTICS_LIMIT_PER_CLIENT));
  if (!key) return rawBatch(db, writes);
  const [slot, ...results] = await rawBatch(db, [takeSlotStatement(key, ANALYTICS_LIMIT_PER_CLIENT), ...writes]);
  const row = slot.results[0] as { hits: number; window_ends: string } | undefined;
  if (row && row.hits > ANALYTICS_LIMIT_PER_CLIENT.max)
    throw rateLimited(Math.max(1, Math.ceil((Date.parse(row.window_ends) - Date.now()) / 1000)));
  return results;
}

/** Device facts of a human visitor, or null after counting a bot. The user agent goes no further than here. */
export async function visitorFacts(deps: Pick<Deps, "db">, userAgent: string | undefined, country: unknown): Promise<ClientFacts | null> {
  const client = await readClient(userAgent);
  if (client.bot !== null) {
    await rawBatch(deps.db, [countBot(client.bot, berlinDay())]);
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
export async function recordEvent(
  deps: Pick<Deps, "db">,
  event: AnalyticsEvent,
  client: ClientFacts,
  host: string,
  clientKey: string | null = null,
): Promise<void> {
  const path = pathOf(event.page_path);
  const referrer = referrerHost(event.referrer, host);
  let statements: (gate: SQL) => SQL[];
  if (event.event_type === "page_view") {
    const view = {
      ...event,
      page_path: path,
      page_title: cleanFreeText(event.page_title, 200),
      referrer,
      language: pageLanguage(path),
      screen_resolution: event.screen_resolution ?? null,
    };
    statements = (gate) => [ensureSession(event.session_id, client, "page_views", gate), insertPageView(view, client, gate)];
  } else if (event.event_type === "cta_click") {
    const cta = {
      ...event,
      cta_text: cleanFreeText(event.cta_text, 100) ?? "?",
      page_path: path,
      referrer,
      cta_url: ctaTarget(event.cta_url, host),
      position: cleanFreeText(event.position, 50),
    };
    statements = (gate) => [ensureSession(event.session_id, client, "cta_clicks", gate), insertCtaClick(cta, gate)];
  } else {
    const form = {
      session_id: event.session_id,
      event_type: event.event_type,
      form_type: event.form_type,
      form_page: path,
      success: event.event_type === "form_submit" && event.success !== false,
      error_message: event.event_type === "form_error" ? cleanFreeText(event.error_message, 200) : null,
      referrer,
    };
    statements = (gate) => [ensureSession(event.session_id, client, "form_submissions_analytics", gate), insertFormEvent(form, gate)];
  }
  const [, stored] = await gatedBatch(deps.db, clientKey, statements);
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
  clientKey: string | null = null,
): Promise<void> {
  const db = deps.db;
  if ("duration_seconds" in body) {
    const last = body.last_page ? normalisePath(body.last_page) : null;
    const end = { session_id: body.session_id, duration_seconds: body.duration_seconds, last_page: last };
    await gatedBatch(db, clientKey, (gate) => [endSession(end, gate)]);
    return;
  }
  const landing = searchOf(body.landing_page);
  const utm = (key: "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content") =>
    cleanFreeText(body[key] ?? landing.get(key), 100);
  const start = (gate: SQL) =>
    upsertSessionStart(
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
      gate,
    );
  await gatedBatch(db, clientKey, (gate) => [start(gate)]);
}
