/**
 * @file The edge cache of public GET answers (pages of both languages, feeds, sitemap and the public JSON reads that
 * pages use) in the Workers Cache API, keyed by URL, content version (worker/lib/content-version.ts), UTC day (for
 * "upcoming" lists and the footer year) and build. Browsers revalidate with the ETag (304); anything with a session
 * cookie, a preview token or an unknown query parameter, and every answer but a plain 200, bypasses the cache.
 * Headers: `X-Cache: HIT|MISS|BYPASS` on every answer in scope, `Server-Timing: render;dur=<ms>, d1;dur=<ms>` on
 * renders.
 */

import { clientAssets } from "virtual:client-entry";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { berlinDay } from "../../common/berlin-days";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { readContentVersion } from "./content-version";
import { d1Clock } from "./d1-clock";
import { remember, rememberedResponse } from "./isolate-cache";
import { siteConfig } from "./site-config";

/** The session cookie of staff (worker/http/session.ts): such a request is never answered from or stored in the cache. */
const SESSION_COOKIE = "__Host-session=";
/** What browsers may keep: a copy they must revalidate (a cheap 304) before each use. */
const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** What the edge keeps: a day at most (the key changes with every content version and day anyway). */
const EDGE_CACHE_CONTROL = "public, max-age=86400";
/** Campaign parameters (kept by the analytics) do not change a page; they are part of its key. */
const PAGE_QUERY = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
/** The public JSON reads pages use, with the query parameters each one understands. */
const API_QUERY: Record<string, string[]> = {
  "/api/team": ["limit"],
  "/api/settings": [],
  "/api/pages": ["slug", "with_sections", "rendered"],
  "/api/events": ["limit"],
  "/api/translations": ["locale"],
  "/api/messages": ["lang"],
  "/api/blog": ["slug", "lang", "limit"],
};
const PREVIEW = /^\/(api\/)?blog\/preview(\/|$)/;
/** Paths outside the public site: the admin area and its API, sign-in, media (immutable already), workerd's own. */
const OUT_OF_SCOPE = /^\/(admin|api\/admin|api\/auth|media|cdn-cgi)(\/|$)/;
/**
 * The hashed names of the files pages name (the admin entry, the islands' boot script and modules, the inline stylesheet)
 * identify the build: a deploy must not serve pages that name old assets.
 */
const BUILD = [
  ...clientAssets.scripts,
  clientAssets.islandBoot,
  ...Object.values(clientAssets.islandChunks).flat(),
  ...Object.keys(clientAssets.inlineStyles),
].join(",");

type Decision = "cache" | "bypass" | "out-of-scope";

/** Which query parameters the path understands, or null when it is not a cacheable public read. */
function knownQuery(path: string): string[] | null {
  if (path.startsWith("/api/content/")) return ["lang"];
  if (path.startsWith("/api/")) return API_QUERY[path] ?? null;
  return PAGE_QUERY;
}

function decide(method: string, url: URL, cookie: string | undefined): Decision {
  if (method !== "GET" || OUT_OF_SCOPE.test(url.pathname)) return "out-of-scope";
  if (PREVIEW.test(url.pathname)) return "bypass";
  const known = knownQuery(url.pathname);
  if (!known) return "out-of-scope";
  if (cookie?.includes(SESSION_COOKIE)) return "bypass";
  for (const name of url.searchParams.keys()) if (!known.includes(name)) return "bypass";
  return "cache";
}

/**
 * The key: the URL with what else decides the answer. The Berlin day moves "upcoming" lists and the footer's year on at midnight in Berlin;
 * the build and the public config (base URL, analytics tag, Turnstile key; no secret) change with a deployment.
 */
function cacheKey(url: URL, version: number, env: AppEnv["Bindings"]): Request {
  const key = new URL(url);
  key.searchParams.sort();
  const config = Object.values(siteConfig(env)).join("|");
  key.searchParams.set("__edge", [version, berlinDay(), BUILD, config].join("~"));
  return new Request(key);
}

/** Does an If-None-Match header name this ETag (weak comparison, as RFC 9110 asks for GET)? */
function matchesEtag(ifNoneMatch: string | undefined, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body)).slice(0, 18);
  return `"${btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")}"`;
}

/** The answer for the browser: the cached copy (or a 304 when the browser's copy is the same). */
function answer(stored: Response, ifNoneMatch: string | undefined, xCache: "HIT" | "MISS", serverTiming?: string): Response {
  const headers = new Headers(stored.headers);
  headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  headers.set("X-Cache", xCache);
  if (serverTiming !== undefined) headers.set("Server-Timing", serverTiming);
  if (matchesEtag(ifNoneMatch, headers.get("ETag"))) {
    // browsers update the stored copy's headers from a 304: the CSP must stay the one that fits the stored body
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(stored.body, { status: stored.status, headers });
}

/** Hono merges the old answer's headers into a new one; the cache's answer must keep exactly its own. */
function replaceResponse(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

const ms = (value: number) => Math.round(value * 100) / 100;

/**
 * Renders with a timed D1 binding; the returned function gives the Server-Timing value: the render's total and the
 * part spent waiting for D1 (`render;dur=9.1, d1;dur=2.4`), so the worker's own time is the difference.
 */
function startRender(c: Context<AppEnv>): () => string {
  const clock = d1Clock(c.env.DB);
  c.set("db", createDb(clock.d1));
  const start = performance.now();
  return () => `render;dur=${ms(performance.now() - start)}, d1;dur=${ms(clock.waitedMs())}`;
}

export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const decision = decide(c.req.method, url, c.req.header("cookie"));
  if (decision === "out-of-scope") return next();
  // without the version (D1 down) nothing can be looked up or stored: the page renders from its built-in content
  const version = decision === "cache" ? await readContentVersion(c.var.db).catch(() => undefined) : undefined;
  if (version === undefined) {
    const timing = startRender(c);
    await next();
    c.res.headers.set("X-Cache", "BYPASS");
    c.res.headers.set("Server-Timing", timing());
    return;
  }

  const key = cacheKey(url, version, c.env);
  // the Workers global (the web's CacheStorage type in this project's libs lacks `default`)
  const cache = (caches as unknown as { default: Cache }).default;
  const remembered = rememberedResponse(key.url);
  const cached = remembered ?? (await cache.match(key));
  if (cached) {
    if (!remembered) remember(key.url, await cached.clone().arrayBuffer(), cached);
    replaceResponse(c, answer(cached, c.req.header("if-none-match"), "HIT"));
    return;
  }

  const timing = startRender(c);
  await next();
  const res = c.res;
  // only a plain 200 (or a redirect from the redirects table) that names no visitor and was rendered from real data is kept
  const keepable = res.status === 200 || (c.var.servedRedirect && [301, 302, 410].includes(res.status));
  if (!keepable || res.headers.has("Set-Cookie") || c.var.degradedRender) {
    res.headers.set("X-Cache", "BYPASS");
    res.headers.set("Server-Timing", timing());
    return;
  }
  const body = await res.arrayBuffer();
  const serverTiming = timing();
  const headers = new Headers(res.headers);
  headers.set("ETag", await etagOf(body));
  headers.set("Cache-Control", EDGE_CACHE_CONTROL);
  headers.delete("X-Cache");
  const stored = new Response(body, { status: res.status, headers });
  // stored before answering, so the next request (and a test) finds it
  await cache.put(key, stored.clone());
  remember(key.url, body.slice(0), stored);
  replaceResponse(c, answer(stored, c.req.header("if-none-match"), "MISS", serverTiming));
});
