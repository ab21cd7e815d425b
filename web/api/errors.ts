/** @file The one error of the typed API clients: status, machine code, message, details, field errors and Retry-After. */
import { API_ERROR_CODES, type ApiErrorCode } from "../../common/api-errors";

/** Field errors as the server sends them for a 400 (`details.fields`), keyed by field name. */
export type FieldErrors = Record<string, string[] | undefined>;

/**
 * The server's codes plus the client's own: no answer at all (`unreachable`, status 0), a successful answer that is
 * not JSON (`not_json`, e.g. the SPA's index.html), or an error answer not in the API's shape (`unexpected_response`).
 */
export type ClientErrorCode = ApiErrorCode | "unreachable" | "not_json" | "unexpected_response";

export class ApiClientError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** What went wrong, for code to decide on (never decide on `message`, which is German prose). */
    readonly code: ClientErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds from a `Retry-After` header (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  /** The per-field messages of a 400 answer, if any. */
  get fieldErrors(): FieldErrors {
    const fields = (this.details as { fields?: FieldErrors } | undefined)?.fields;
    return fields && typeof fields === "object" ? fields : {};
  }
}

/** A known machine code, else `unexpected_response` (e.g. a proxy's error page). */
export const knownCode = (code: unknown): ClientErrorCode =>
  API_ERROR_CODES.includes(code as ApiErrorCode) ? (code as ApiErrorCode) : "unexpected_response";

/** A successful answer that was not JSON: the server (or a proxy) sent something else than the API. */
export const isNotJson = (err: unknown) => err instanceof ApiClientError && err.code === "not_json";

/** A message for any error a query or mutation can throw. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return "Unbekannter Fehler";
}
