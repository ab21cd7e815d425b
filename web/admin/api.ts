/**
 * @file `adminFetch`, the one way admin screens talk to the API: JSON in and out, errors in the API's shape
 * (`{ error, details }`, DESIGN.md) turned into `AdminApiError`, and a 401 sends the browser to the sign-in page.
 */

/** Field errors as the server sends them for a 400 (`details.fields`), keyed by field name. */
export type FieldErrors = Record<string, string[] | undefined>;

export class AdminApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Seconds from a `Retry-After` header (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AdminApiError";
  }

  /** The per-field messages of a 400 answer, if any. */
  get fieldErrors(): FieldErrors {
    const fields = (this.details as { fields?: FieldErrors } | undefined)?.fields;
    return fields && typeof fields === "object" ? fields : {};
  }
}

export interface AdminFetchInit {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Default true: a 401 answer means the session is gone, so go to the sign-in page. The sign-in call turns it off. */
  redirectOn401?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/admin/login?redirect=${encodeURIComponent(here)}`);
};

/** The admin shell installs a handler that navigates with the router and clears cached data. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export async function adminFetch<T = unknown>(path: string, init: AdminFetchInit = {}): Promise<T> {
  const { method = "GET", body, signal, redirectOn401 = true } = init;
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new AdminApiError(0, "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.");
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    const text = await res.text().catch(() => "");
    const message = res.ok
      ? `Server returned non-JSON response (${type || "ohne Content-Type"}): ${text.slice(0, 200)}`
      : `HTTP error! status: ${res.status}`;
    throw new AdminApiError(res.status, message);
  }
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const errorBody = data as { error?: unknown; details?: unknown } | null;
    const message = typeof errorBody?.error === "string" ? errorBody.error : `HTTP error! status: ${res.status}`;
    const retryAfter = Number(res.headers.get("retry-after")) || undefined;
    if (res.status === 401 && redirectOn401) onUnauthorized();
    throw new AdminApiError(res.status, message, errorBody?.details, retryAfter);
  }
  return data as T;
}

/** A message for any error a query or mutation can throw. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return "Unbekannter Fehler";
}
