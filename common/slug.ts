/**
 * @file The one slug rule (posts, pages, the AI studio, the templates): German umlauts and ß transliterated, then the
 * specification's rule (runs of other characters -> '-'), at most SLUG_MAX characters.
 */
const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue", ẞ: "ss" };

/** The longest slug anything stores or links to; blog_posts.slug and pages.slug have no shorter limit in D1. */
export const SLUG_MAX = 120;

/** A valid slug: lower-case letters, digits and single hyphens (length: SLUG_MAX). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜẞ]/g, (ch) => TRANSLITERATION[ch])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Cut to `max` characters without leaving a trailing hyphen. */
const cut = (slug: string, max: number) => slug.slice(0, max).replace(/-+$/, "");

/** The slug a title gives (empty when it has no letters or digits): what an empty slug field becomes on save. */
export const slugFromTitle = (title: string): string => cut(slugify(title), SLUG_MAX);

/** The slug a new post from this title gets when none is chosen: the title's, else the fallback "beitrag". */
export const postSlugFromTitle = (title: string): string => slugFromTitle(title) || "beitrag";

/** The n-th candidate of a free slug: the base itself, then `base-2`, `base-3`, ... each within SLUG_MAX. */
export function slugCandidate(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return `${cut(base, SLUG_MAX - suffix.length)}${suffix}`;
}
