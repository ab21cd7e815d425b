/**
 * @file The typed API clients: Hono's `hc` over the worker's route types (imported as types only, so no worker code
 * reaches the browser), and the one way to read their answers. Errors become `ApiClientError` (web/api/errors.ts);
 * in the admin API a 401 also sends the browser to the sign-in page.
 */
import { type ClientResponse, hc, type InferRequestType } from "hono/client";
import type { AdminApi, AuthApi, PublicApi } from "../../worker/routes/api";
import { ApiClientError, knownCode } from "./errors";

const UNREACHABLE = "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.";

/** fetch of every client: JSON accepted, same-origin cookies; no answer at all becomes status 0 `unreachable`. */
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  try {
    return await fetch(input, { ...init, headers, credentials: "same-origin" });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiClientError(0, "unreachable", UNREACHABLE);
  }
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

/** fetch for calls that need the session: a 401 means it is gone, so go to the sign-in page. */
async function sendSignedIn(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await send(input, init);
  if (res.status === 401) onUnauthorized();
  return res;
}

/** The public API under /api (no session). */
export const publicApi = hc<PublicApi>("/api", { fetch: send });
/** Sign-in, sign-out and the current user: a 401 here is an answer, not a lost session. */
export const authApi = hc<AuthApi>("/api/auth", { fetch: send });
/** The admin API: a 401 sends the browser to sign-in. */
export const adminApi = hc<AdminApi>("/api/admin", { fetch: sendSignedIn });

/** Per-call options: abort with the query's signal; `signedIn` makes a 401 of an auth call go to sign-in too. */
export const options = (signal?: AbortSignal, signedIn = false) => ({ init: { signal }, ...(signedIn ? { fetch: sendSignedIn } : {}) });

/** The JSON body a client call takes, e.g. `JsonOf<typeof adminApi.team.$post>`. */
export type JsonOf<Call> = InferRequestType<Call> extends { json: infer J } ? J : never;

/** What a successful answer holds: its JSON body, or undefined for a bodiless one (204). */
export type Body<R> = R extends ClientResponse<infer T, number, infer F> ? (F extends "json" ? T : undefined) : never;

async function errorOf(res: Response): Promise<ApiClientError> {
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    const text = await res.text().catch(() => "");
    const message = res.ok
      ? `Server returned non-JSON response (${type || "ohne Content-Type"}): ${text.slice(0, 200)}`
      : `HTTP error! status: ${res.status}`;
    return new ApiClientError(res.status, res.ok ? "not_json" : "unexpected_response", message);
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown; details?: unknown } | null;
  const message = typeof body?.error === "string" ? body.error : `HTTP error! status: ${res.status}`;
  const retryAfter = Number(res.headers.get("retry-after")) || undefined;
  return new ApiClientError(res.status, knownCode(body?.code), message, body?.details, retryAfter);
}

/** The body of a successful answer; anything else throws ApiClientError. */
export async function read<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<Body<R>> {
  const res = (await request) as unknown as Response;
  if (res.status === 204) return undefined as Body<R>;
  if (!res.ok || !(res.headers.get("content-type") ?? "").includes("application/json")) throw await errorOf(res);
  return (await res.json().catch(() => null)) as Body<R>;
}

/** One page of a list paged on the server (the body is the array, the total comes in `X-Total-Count`). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** Reads a paged list answer with its paging headers. */
export async function readPage<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<ListPage<Item<R>>> {
  const res = await request;
  const items = (await read(Promise.resolve(res))) as Item<R>[];
  const header = (name: string, fallback: number) => Number(res.headers.get(name) ?? fallback);
  return { items, total: header("x-total-count", items.length), page: header("x-page", 1), perPage: header("x-per-page", items.length) };
}

type Item<R> = Body<R> extends (infer T)[] ? T : never;
