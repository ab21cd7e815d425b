/** @file The one JSON error shape of the API (`{ error, code, details? }`), its helpers and the root error handler. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorCode } from "../../common/api-errors";
import type { AppEnv } from "../env";
import { recordWorkerError } from "./error-reports";

/** An expected failure: status, machine code, a human-readable message and optional details (e.g. field errors). */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }
}

const INVALID_INPUT = "Ungültige Eingabe";
const NOT_FOUND = "Nicht gefunden";

/** 400 with field errors in the shape the admin forms read (`details.fields`, plus `details.form` when given). */
export const invalidInput = (fields: Record<string, string[] | undefined>, form?: string[]) =>
  new ApiError(400, "validation_failed", INVALID_INPUT, form ? { fields, form } : { fields });

/** 400 for one field, e.g. a rule the schema cannot check. */
export const fieldError = (field: string, message: string) => invalidInput({ [field]: [message] }, []);

export const badRequest = (code: ApiErrorCode, message: string, details?: unknown) => new ApiError(400, code, message, details);
export const notFound = (message = NOT_FOUND) => new ApiError(404, "not_found", message);
export const conflict = (code: ApiErrorCode, message: string, details?: unknown) => new ApiError(409, code, message, details);

/** The record, or a 404 with the resource's message. */
export function found<T>(row: T | null | undefined, message = NOT_FOUND): T {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}

function errorResponse(c: Context, status: ContentfulStatusCode, body: ApiErrorBody, headers?: Record<string, string>) {
  if (headers) for (const [k, v] of Object.entries(headers)) c.header(k, v);
  return c.json(body, status);
}

/** The 404 of an unknown route (app.notFound and unknown /api paths). */
export const notFoundResponse = (c: Context) => errorResponse(c, 404, { error: NOT_FOUND, code: "not_found" });

/** Codes of Hono's own HTTPExceptions, by status (malformed JSON is the one a client can cause today). */
const HONO_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: "invalid_json",
  401: "not_signed_in",
  403: "permission_missing",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    const { message: error, code, details } = err;
    return errorResponse(c, err.status, { error, code, ...(details === undefined ? {} : { details }) }, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own (e.g. malformed JSON body): keep the status, say it in our shape
    const status = err.status as ContentfulStatusCode;
    return errorResponse(c, status, { error: err.message || "Ungültige Anfrage", code: HONO_CODES[status] ?? "validation_failed" });
  }
  if (err instanceof SyntaxError) return errorResponse(c, 400, { error: "Ungültiges JSON", code: "invalid_json" });
  const requestId = c.get("requestId");
  console.error(JSON.stringify({ level: "error", requestId, message: err.message, stack: err.stack }));
  recordWorkerError(c, err);
  return errorResponse(c, 500, { error: "Interner Fehler", code: "internal_error", details: { request_id: requestId } });
}
