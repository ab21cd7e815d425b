/** @file Slugs: German umlauts and ß transliterated, then the specification's rule (runs of other characters -> '-'). */
const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue", ẞ: "ss" };

export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜẞ]/g, (ch) => TRANSLITERATION[ch])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A valid slug: lower-case letters, digits and single hyphens, 1..120 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
