/** @file The one JSON error shape of the API and the root error handler. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { recordWorkerError } from "./error-reports";

export interface ErrorBody {
  error: string;
  details?: unknown;
}

/** An expected failure with a status, a human-readable message and optional details (e.g. field errors). */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, message, details);
export const notFound = (message = "Nicht gefunden") => new ApiError(404, message);
export const conflict = (message: string, details?: unknown) => new ApiError(409, message, details);

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody, headers?: Record<string, string>) {
  if (headers) for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json(body, status);
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    return errorResponse(
      c,
      err.status,
      { error: err.message, ...(err.details === undefined ? {} : { details: err.details }) },
      err.headers,
    );
  }
  if (err instanceof HTTPException) {
    // Hono's own (e.g. malformed JSON body, body limit): keep the status, say it in our shape
    const status = err.status as ContentfulStatusCode;
    return errorResponse(c, status, { error: err.message || "Ungültige Anfrage" });
  }
  if (err instanceof SyntaxError) return errorResponse(c, 400, { error: "Ungültiges JSON" });
  const requestId = c.get("requestId");
  console.error(JSON.stringify({ level: "error", requestId, message: err.message, stack: err.stack }));
  recordWorkerError(c, err);
  return errorResponse(c, 500, { error: "Interner Fehler", details: { request_id: requestId } });
}
