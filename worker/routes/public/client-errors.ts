/**
 * @file POST /api/client-errors (contract: common/schemas/client-errors.ts): the browser's report of an unexpected
 * error, rate-limited per client (an atomic D1 slot keyed by a hash of CF-Connecting-IP; fails open) and stored for
 * Diagnostics.
 */
import { Hono } from "hono";
import { clientErrorSchema } from "../../../common/schemas/client-errors";
import type { AppEnv } from "../../env";
import { recordErrorReport } from "../../lib/error-reports";
import { ApiError } from "../../lib/errors";
import { refuseForeignOrigin } from "../../lib/foreign-origin";
import { clientLimitKey, type Limit, takeSlots, tooManyRequests } from "../../lib/rate-limit";

export const CLIENT_ERROR_LIMIT: Limit = { max: 10, windowSeconds: 10 * 60 };
const MAX_BODY = 8 * 1024;

/** Seconds to wait when the client is over its limit, else 0; a failing D1 lets the report through to its own fate. */
async function overLimit(c: { env: AppEnv["Bindings"]; var: AppEnv["Variables"] }, address: string | undefined) {
  try {
    const verdict = await takeSlots(c.var.db, [{ key: await clientLimitKey(c.env, "client-errors", address), limit: CLIENT_ERROR_LIMIT }]);
    return verdict.retryAfter;
  } catch {
    return 0;
  }
}

export const clientErrorRoutes = new Hono<AppEnv>().post("/", async (c) => {
  await refuseForeignOrigin(c);
  if (!(c.req.header("content-type") ?? "").toLowerCase().includes("application/json")) {
    await c.req.raw.body?.cancel();
    throw new ApiError(415, "unsupported_media_type", "Bitte als JSON senden.");
  }
  const raw = await c.req.text();
  if (raw.length > MAX_BODY) throw new ApiError(413, "payload_too_large", "Die Anfrage ist zu groß.");
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ApiError(400, "invalid_json", "Ungültiges JSON");
  }
  const parsed = clientErrorSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, "validation_failed", "Ungültige Eingabe");
  const wait = await overLimit(c, c.req.header("cf-connecting-ip"));
  if (wait) throw tooManyRequests(wait, "Zu viele Fehlerberichte.");
  const { message, route, release } = parsed.data;
  await recordErrorReport(c.var.db, {
    source: "client",
    request_id: c.get("requestId"),
    message,
    stack: release ? `release ${release}` : null,
    url: route ?? null,
  });
  return c.body(null, 204);
});
