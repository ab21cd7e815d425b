/**
 * @file The content bundles (long page copy from web/content/) the server hands to page loaders: DataApi.getContent
 * during rendering and GET /api/content/:name on client navigation. Part of the server-rendering entry, the one
 * place where the worker reads web/ modules. A page gets its bundle in its own language only: every `{ de, en }`
 * value keeps just that language, which halves the copy in the HTML and the router state.
 */
import type { Locale } from "../common/locales";
import type { ContentBundles, ContentName } from "../web/data/content";
import { CAREER_CONTENT } from "../web/pages/career/career-content";
import { HOME_CONTENT } from "../web/pages/home/home-content";
import { COOKIE_POLICY_CONTENT, LEGAL_NOTICE_CONTENT, PRIVACY_CONTENT } from "../web/pages/legal/legal-content";
import { PROJECTS_CONTENT } from "../web/pages/projects/projects-content";

export const CONTENT_BUNDLES: ContentBundles = {
  home: HOME_CONTENT,
  projects: PROJECTS_CONTENT,
  career: CAREER_CONTENT,
  "legal-notice": LEGAL_NOTICE_CONTENT,
  privacy: PRIVACY_CONTENT,
  "cookie-policy": COOKIE_POLICY_CONTENT,
};

const isLocalized = (value: object): value is Record<Locale, unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes("de") && keys.includes("en");
};

/** The value with every `{ de, en }` pair reduced to `{ [locale]: ... }`. */
function inLanguage(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (!value || typeof value !== "object") return value;
  if (isLocalized(value)) return { [locale]: inLanguage(value[locale], locale) };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, locale)]));
}

// the bundles are constants: each language's copy is built once per isolate
const byLanguage = new Map<string, unknown>();

/** A bundle in one language (the pages read only `text[locale]`; the other language's values are left out). */
export function contentIn<K extends ContentName>(name: K, locale: Locale): ContentBundles[K] {
  const key = `${name}:${locale}`;
  if (!byLanguage.has(key)) byLanguage.set(key, inLanguage(CONTENT_BUNDLES[name], locale));
  return byLanguage.get(key) as ContentBundles[K];
}
