/**
 * @file Whether a value stays on this site (a path) or names a web address: the rule of every URL-or-path field and of
 * the redirects (issue 44), without zod, so that serving a redirect does not load the schemas at a worker's start.
 */

/**
 * Where a path is resolved to decide whether it stays on this site: any origin of our own does, since only the origin
 * is compared (issue 44: `//evil.example` and `/\evil.example` are addresses of another host in every browser).
 */
const PROBE_ORIGIN = "https://site.invalid";
/** Backslashes (browsers read them as `/`) and control characters (the URL parser drops tabs and newlines). */
const isUnsafe = (value: string) => [...value].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** The string and what it reads as after each round of percent-decoding (`/%5Cevil`, `/%255Cevil`, `/%2F%2Fevil`). */
function decodings(value: string): string[] {
  const seen = [value];
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(seen[seen.length - 1]);
    } catch {
      break; // a lone `%` is no escape: the string reads as it stands
    }
    if (next === seen[seen.length - 1]) break;
    seen.push(next);
  }
  return seen;
}

/**
 * A path on this site: it begins with exactly one `/`, holds no backslash and no control character (also not
 * percent-encoded, e.g. `%5C`, `%0A`), does not read as `//...` once decoded, and resolved against the site's origin it
 * keeps that origin.
 */
export function isSitePath(value: string): boolean {
  if (!decodings(value).every((v) => v.startsWith("/") && !v.startsWith("//") && !isUnsafe(v))) return false;
  return URL.canParse(value, PROBE_ORIGIN) && new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/** An absolute http(s) URL with a host, without whitespace, backslashes or control characters. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value) || decodings(value).some(isUnsafe)) return false;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).hostname !== "";
}
