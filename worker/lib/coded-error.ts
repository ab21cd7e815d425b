/**
 * @file Error answers with a machine `code` in DESIGN.md's shape `{ error, code, details? }` for the routes of the
 * contact and error-report work, kept in one place so they can move onto the shared ApiError once it carries codes.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "./errors";

export function codedResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  error: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  if (headers) for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json({ error, code, ...(details ? { details } : {}) }, status);
}

/** A thrown expected failure whose code travels in `details.code` (the root handler has no code field yet). */
export const codedError = (status: ContentfulStatusCode, code: string, message: string) => new ApiError(status, message, { code });
