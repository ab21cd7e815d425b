/**
 * @file Shared checks of the public analytics endpoints: same-site origin, JSON or text/plain (navigator.sendBeacon)
 * body of at most 4 KB, parsed and validated against a zod schema. Every refusal is a 4xx, never a 5xx.
 */
import type { Context } from "hono";
import type { ZodType, z } from "zod";
import { ANALYTICS_BODY_LIMIT } from "../../common/schemas/analytics";
import type { AppEnv } from "../env";
import { ApiError, badRequest } from "../lib/errors";
import { refuseForeignOrigin } from "../lib/foreign-origin";

export async function readIngestBody<S extends ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  await refuseForeignOrigin(c);
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/json|text\/plain)\b/i.test(type)) {
    await c.req.raw.body?.cancel();
    throw new ApiError(415, "unsupported_media_type", "Erwartet wird application/json");
  }
  const text = await c.req.text();
  if (text.length > ANALYTICS_BODY_LIMIT) throw new ApiError(413, "payload_too_large", "Die Anfrage ist zu groß.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("invalid_json", "Ungültiges JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequest("validation_failed", "Ungültige Eingabe");
  return parsed.data;
}

export const ownHost = (c: Context<AppEnv>) => new URL(c.req.url).hostname;
