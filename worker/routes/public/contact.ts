/**
 * @file POST /api/contact (contract: common/schemas/contact.ts). Order of work: parse and validate (4xx with the
 * sender's language) -> honeypot and time trap (quiet 200, nothing stored; a missing elapsed_ms counts as too fast) -> Turnstile when
 * configured -> rate limits (an atomic D1 reservation, fail open) -> store in D1 -> notify staff (capped per hour) (a failure is recorded and retried by the cron, never
 * answered as an error). No IP address or user agent is stored or logged.
 */
import { Hono } from "hono";
import type { ApiErrorCode } from "../../../common/api-errors";
import type { Locale } from "../../../common/locales";
import { type MessageId, translate } from "../../../common/messages";
import { CONTACT_MAX_BODY_BYTES, contactSchema, MIN_FILL_MS } from "../../../common/schemas/contact";
import { reserveContactSlot } from "../../domain/contact/rate-limit";
import { afterContactStored, storeContactMessage } from "../../domain/contact/receive";
import { fieldTexts } from "../../domain/contact/validation";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { recordWorkerError } from "../../lib/error-reports";
import { ApiError } from "../../lib/errors";
import { refuseForeignOrigin } from "../../lib/foreign-origin";
import { turnstileEnabled, verifyTurnstile } from "../../lib/turnstile";

/** Seconds a visitor is asked to wait when the message cannot be stored (a database outage). */
const RETRY_AFTER_OUTAGE = 60;

const acceptsEnglish = (header: string | undefined) => /^\s*en\b/i.test(header ?? "");

export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  let locale: Locale = acceptsEnglish(c.req.header("accept-language")) ? "en" : "de";
  const fail = (
    status: 400 | 413 | 415 | 429 | 503,
    code: ApiErrorCode,
    id: MessageId,
    details?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => new ApiError(status, code, translate(locale, id, details as never), details, headers);

  await refuseForeignOrigin(c);
  if (!(c.req.header("content-type") ?? "").toLowerCase().includes("application/json")) {
    await c.req.raw.body?.cancel();
    throw fail(415, "unsupported_media_type", "contact.v.mediaType");
  }
  const raw = await c.req.text();
  if (new TextEncoder().encode(raw).byteLength > CONTACT_MAX_BODY_BYTES) throw fail(413, "payload_too_large", "contact.v.tooLarge");
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw fail(400, "invalid_json", "contact.v.json");
  }
  const language = (body as { language?: unknown } | null)?.language;
  if (language === "de" || language === "en") locale = language;
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const { fields, form } = fieldTexts(parsed.error, locale);
    const texts = [...Object.values(fields).flat(), ...form];
    throw new ApiError(400, "validation_failed", texts.join(" ") || translate(locale, "contact.v.summary"), { fields, form });
  }
  const input = parsed.data;

  // bots: a filled honeypot or a form sent faster than a person can type (or without saying how fast: the form always
  // sends elapsed_ms) get a quiet success, and nothing is kept
  if (input.website?.trim() || input.elapsed_ms === undefined || input.elapsed_ms < MIN_FILL_MS) return c.json({ success: true }, 200);

  if (turnstileEnabled(c.env)) {
    if (!input.turnstile_token) throw fail(400, "turnstile_missing", "contact.turnstile.missing");
    const hosts = [new URL(c.req.url).hostname];
    if (c.env.SITE_URL && URL.canParse(c.env.SITE_URL)) hosts.push(new URL(c.env.SITE_URL).hostname);
    const verdict = await verifyTurnstile(c.env.TURNSTILE_SECRET_KEY as string, input.turnstile_token, hosts);
    if (verdict === "fail") throw fail(400, "turnstile_failed", "contact.turnstile.failed");
  }

  const sender = { address: c.req.header("cf-connecting-ip"), email: input.email };
  const retryAfter = await reserveContactSlot(c.env, c.var.db, sender);
  if (retryAfter !== null) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    throw fail(429, "rate_limited", "contact.rateLimited", { minutes, retry_after: retryAfter }, { "Retry-After": String(retryAfter) });
  }

  // one instant for the stored row's notification lease and the notification itself
  const deps = { ...depsOf(c), now: new Date() };
  const stored = await storeContactMessage(deps, input, locale).catch((err: Error) => {
    // the message is not kept: the visitor hears so, in their language, and that sending again later works
    recordWorkerError(c, err);
    throw fail(
      503,
      "service_unavailable",
      "contact.err.unavailable",
      { retry_after: RETRY_AFTER_OUTAGE },
      { "Retry-After": String(RETRY_AFTER_OUTAGE) },
    );
  });
  await afterContactStored(deps, stored);
  return c.json({ success: true }, 201);
});
