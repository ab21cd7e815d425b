/**
 * @file The built-in content bundles (long page copy) as the server hands them out: whole, or in one language, where
 * every `{ de, en }` pair keeps just that language (which halves the copy in the HTML and the router state).
 * The bundles themselves are web/ modules: worker/ssr-content.ts, the one door to them, provides them at start-up,
 * so that neither the domain nor a route imports web/.
 */
import type { Locale } from "../../../common/locales";

type Bundles = Readonly<Record<string, unknown>> | object;
let bundles: Record<string, unknown> = {};

/** Called once by worker/ssr-content.ts when the worker module loads. */
export function provideContentBundles(all: Bundles): void {
  bundles = all as Record<string, unknown>;
  byLanguage.clear();
}

export const hasContentBundle = (name: string): boolean => Object.hasOwn(bundles, name);

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

/** A bundle whole (`locale` absent) or in one language; the caller has checked `hasContentBundle`. */
export function contentBundle(name: string, locale?: Locale): unknown {
  if (!locale) return bundles[name];
  const key = `${name}:${locale}`;
  if (!byLanguage.has(key)) byLanguage.set(key, inLanguage(bundles[name], locale));
  return byLanguage.get(key);
}
