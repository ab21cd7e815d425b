/**
 * @file POST /api/analytics (page_view, cta_click, form_start, form_submit, form_error) and POST/PUT
 * /api/analytics-session (start; end, also as a beacon). Sent by the tracker only with analytics consent.
 * One D1 round trip per request, with a per-client limit inside; bots are dropped and counted per reason. Contract: common/schemas/analytics.ts.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ANALYTICS_BODY_LIMIT, analyticsEvent, sessionEnd, sessionStart } from "../../../common/schemas/analytics";
import { ingestClientKey, pathOf, recordEvent, recordSession, visitorFacts } from "../../domain/analytics/ingest";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { ownHost, readIngestBody } from "../../http/ingest-guard";
import { ApiError } from "../../lib/errors";

const limit = bodyLimit({
  maxSize: ANALYTICS_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, "payload_too_large", "Die Anfrage ist zu groß.");
  },
});

export const analyticsRoutes = new Hono<AppEnv>().post("/", limit, async (c) => {
  const event = await readIngestBody(c, analyticsEvent);
  pathOf(event.page_path);
  const client = await visitorFacts(depsOf(c), c.req.header("user-agent"), c.req.raw.cf?.country);
  if (client) await recordEvent(depsOf(c), event, client, ownHost(c), await ingestClientKey(c.env, c.req.header("cf-connecting-ip")));
  return c.body(null, 204);
});

export const analyticsSessionRoutes = new Hono<AppEnv>()
  .post("/", limit, async (c) => {
    const body = await readIngestBody(c, sessionEnd.or(sessionStart));
    const client = await visitorFacts(depsOf(c), c.req.header("user-agent"), c.req.raw.cf?.country);
    if (client) await recordSession(depsOf(c), body, client, ownHost(c), await ingestClientKey(c.env, c.req.header("cf-connecting-ip")));
    return c.body(null, 204);
  })
  .put("/", limit, async (c) => {
    const body = await readIngestBody(c, sessionEnd);
    const client = await visitorFacts(depsOf(c), c.req.header("user-agent"), c.req.raw.cf?.country);
    if (client) await recordSession(depsOf(c), body, client, ownHost(c), await ingestClientKey(c.env, c.req.header("cf-connecting-ip")));
    return c.body(null, 204);
  });
