/** @file Field rules the content schemas share: URLs or site paths, optional texts, text lists, ISO dates, list queries. */
import { z } from "zod";

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

/** An absolute http(s) URL or a path on this site (e.g. `/media/abc.jpg`, `/images/team/x.svg`). */
export const urlOrPath = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => (v.startsWith("/") ? isSitePath(v) : isWebUrl(v)),
    "Bitte eine gültige URL (https://...) oder einen Pfad dieser Website (/...) angeben; // am Anfang, \\ und Steuerzeichen sind nicht erlaubt",
  );

/** Optional text: empty or blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional URL: empty becomes null, otherwise it must be a URL or site path. */
export const optionalUrl = z
  .union([z.literal(""), urlOrPath])
  .nullish()
  .transform((v) => (v ? v : null));

export const requiredText = (max: number, message = "Pflichtfeld") =>
  z.string().trim().min(1, message).max(max, `Höchstens ${max} Zeichen`);

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte ein Datum angeben")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "Bitte ein gültiges Datum angeben",
  );

/** A list of short texts: trimmed, empties dropped, duplicates removed. */
export const textList = (maxItems = 50, maxLength = 100) =>
  z
    .array(z.string().trim().max(maxLength, `Höchstens ${maxLength} Zeichen je Eintrag`))
    .max(maxItems, `Höchstens ${maxItems} Einträge`)
    .transform((list) => [...new Set(list.filter(Boolean))]);

/** Server-side paging of admin lists: `?page=1&per_page=50` (per_page at most 200), optional search `q`. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  q: z.string().trim().max(200).optional(),
});
