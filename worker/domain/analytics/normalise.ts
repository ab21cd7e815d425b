/** @file Normalises what the tracker sends: paths without query (but the five utm_* keys, cleaned) and fragment, referrer host only. */
import { cleanFreeText } from "./free-text";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const PATH_MAX = 300;
const BASE = "http://analytics.invalid";

/** A site path: pathname (no trailing slash but the root) plus, in fixed order, only the utm_* keys. */
export function normalisePath(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  let path = url.pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  const kept = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const value = cleanFreeText(url.searchParams.get(key), 100);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  const out = query ? `${path}?${query}` : path;
  return out.length > PATH_MAX ? path.slice(0, PATH_MAX) : out;
}

/** The host of an http(s) referrer in lower case, or null for our own site, other schemes and garbage. */
export function referrerHost(raw: string | null | undefined, ownHost: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().slice(0, 100);
    return host && host !== ownHost.toLowerCase() ? host : null;
  } catch {
    return null;
  }
}

/** A CTA target: a site path for our own links, `host/path` for others (no query, no fragment). */
export function ctaTarget(raw: string | null | undefined, ownHost: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, BASE);
    if (url.protocol === "mailto:" || url.protocol === "tel:") return url.protocol.slice(0, -1);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.origin === BASE || url.hostname === ownHost) return normalisePath(url.pathname);
    return `${url.hostname}${url.pathname}`.slice(0, PATH_MAX);
  } catch {
    return null;
  }
}

/** Page language from the path (spec 2.1: English under /en). */
export const pageLanguage = (path: string) => (path === "/en" || path.startsWith("/en/") || path.startsWith("/en?") ? "en" : "de");

/** Two upper-case letters from request.cf.country, else null (XX, T1 and the like are kept as they come). */
export const countryCode = (raw: unknown) => (typeof raw === "string" && /^[A-Z][A-Z0-9]$/.test(raw) ? raw : null);
