/**
 * @file POST /api/client-errors (contract: common/schemas/client-errors.ts): the browser's report of an unexpected
 * error, rate-limited per client (keyed hash of CF-Connecting-IP in KV; fails open) and stored for Diagnostics.
 */
import { Hono } from "hono";
import { clientErrorSchema } from "../../../common/schemas/client-errors";
import type { AppEnv } from "../../env";
import { recordErrorReport } from "../../lib/error-reports";
import { ApiError } from "../../lib/errors";
import { refuseForeignOrigin } from "../../lib/foreign-origin";
import { keyedHash } from "../../lib/keyed-hash";

const MAX_PER_WINDOW = 10;
const WINDOW_SECONDS = 10 * 60;
const MAX_BODY = 8 * 1024;

async function overLimit(env: AppEnv["Bindings"], address: string | undefined) {
  if (!address) return false;
  try {
    const key = `client-errors:${await keyedHash(env, "client-errors", address)}`;
    const count = Number(await env.KV.get(key)) || 0;
    if (count >= MAX_PER_WINDOW) return true;
    await env.KV.put(key, String(count + 1), { expirationTtl: WINDOW_SECONDS });
    return false;
  } catch {
    return false;
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
  if (await overLimit(c.env, c.req.header("cf-connecting-ip"))) {
    const headers = { "Retry-After": String(WINDOW_SECONDS) };
    throw new ApiError(429, "rate_limited", "Zu viele Fehlerberichte.", { retry_after: WINDOW_SECONDS }, headers);
  }
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
