/**
 * @file A page's addresses in the languages it exists in (issue 42): the head's hreflang links and the language switch
 * read the same ones, so the switch never leads to a 404 or a redirect. Pages whose addresses the route map cannot
 * derive (a post or custom page with an English slug; a post without English text) name them from their data
 * (`alternates` in web/site/public-pages.tsx); every other page is in both languages at the addresses of common/routes.ts.
 */
import type { Locale } from "../../common/locales";
import { switchLocalePath } from "../../common/routes";

/** The page's address per language; a language left out is one the page does not exist in. */
export type LanguageAlternates = Partial<Record<Locale, string>>;

/**
 * Where the language switch leads from `pathname` to `target`: the page's own address in that language, else (the page
 * does not exist in it, e.g. a post without English text) the page above it there (the blog); `samePage` says whether
 * the anchor still means something there.
 */
export function languageSwitchTarget(
  pathname: string,
  target: Locale,
  alternates: LanguageAlternates | undefined,
): { path: string; samePage: boolean } {
  if (!alternates) return { path: switchLocalePath(pathname, target), samePage: true };
  const own = alternates[target];
  if (own) return { path: own, samePage: true };
  const parent = pathname.replace(/\/+$/, "").replace(/\/[^/]*$/, "") || "/";
  return { path: switchLocalePath(parent, target), samePage: false };
}
