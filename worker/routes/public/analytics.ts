/**
 * @file POST /api/analytics (page_view, cta_click, form_start, form_submit, form_error) and POST/PUT
 * /api/analytics-session (start; end, also as a beacon). Sent by the tracker only with analytics consent.
 * One D1 round trip per request; bots are dropped and counted per reason. Contract: common/schemas/analytics.ts.
 */
import type { SQL } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ANALYTICS_BODY_LIMIT, analyticsEvent, sessionEnd, sessionStart } from "../../../common/schemas/analytics";
import { rawBatch } from "../../db/raw-batch";
import {
  type ClientFacts,
  countBot,
  endSession,
  ensureSession,
  insertCtaClick,
  insertFormEvent,
  insertPageView,
  upsertSessionStart,
} from "../../domain/analytics/ingest-sql";
import { countryCode, ctaTarget, normalisePath, pageLanguage, referrerHost } from "../../domain/analytics/normalise";
import { readClient } from "../../domain/analytics/user-agent";
import type { AppEnv } from "../../env";
import { ownHost, rateLimited, readIngestBody } from "../../http/ingest-guard";
import { ApiError, badRequest } from "../../lib/errors";

const limit = bodyLimit({
  maxSize: ANALYTICS_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, "payload_too_large", "Die Anfrage ist zu groß.");
  },
});

/** Device facts of a human visitor, or null after counting a bot. The user agent goes no further than here. */
async function clientOf(c: Context<AppEnv>): Promise<ClientFacts | null> {
  const client = readClient(c.req.header("user-agent"));
  if (client.bot !== null) {
    await rawBatch(c.var.db, [countBot(client.bot)]);
    return null;
  }
  return { device_type: client.device_type, browser: client.browser, os: client.os, country: countryCode(c.req.raw.cf?.country) };
}

const pathOf = (raw: string) => {
  const path = normalisePath(raw);
  if (!path) throw badRequest("validation_failed", "Ungültiger Pfad");
  return path;
};

export const analyticsRoutes = new Hono<AppEnv>().post("/", limit, async (c) => {
  const event = await readIngestBody(c, analyticsEvent);
  const path = pathOf(event.page_path);
  const client = await clientOf(c);
  if (!client) return c.body(null, 204);
  const db = c.var.db;
  const host = ownHost(c);
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
  return c.body(null, 204);
});

function searchOf(raw: string | null | undefined) {
  try {
    return new URL(raw ?? "", "http://x.invalid").searchParams;
  } catch {
    return new URLSearchParams();
  }
}

async function startOrEnd(c: Context<AppEnv>, mode: "start-or-end" | "end") {
  const body = await readIngestBody(c, mode === "end" ? sessionEnd : sessionEnd.or(sessionStart));
  const client = await clientOf(c);
  if (!client) return c.body(null, 204);
  const db = c.var.db;
  if ("duration_seconds" in body) {
    const last = body.last_page ? normalisePath(body.last_page) : null;
    await rawBatch(db, [endSession({ session_id: body.session_id, duration_seconds: body.duration_seconds, last_page: last })]);
    return c.body(null, 204);
  }
  const landing = searchOf(body.landing_page);
  const utm = (key: "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content") =>
    body[key] ?? landing.get(key)?.trim().slice(0, 100) ?? null;
  const start = upsertSessionStart(
    {
      session_id: body.session_id,
      referrer: referrerHost(body.referrer, ownHost(c)),
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
  return c.body(null, 204);
}

export const analyticsSessionRoutes = new Hono<AppEnv>()
  .post("/", limit, (c) => startOrEnd(c, "start-or-end"))
  .put("/", limit, (c) => startOrEnd(c, "end"));
