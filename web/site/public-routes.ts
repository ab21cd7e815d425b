/**
 * @file Which public page an address shows (issue 47): the mapped pages of common/routes.ts in both languages
 * (letter case ignored), /blog/{slug} and /en/blog/{slug}, and a custom page's /{slug} and /en/{slug}. A trailing slash
 * is redirected away; anything else is the not-found page in the address's language.
 */
import type { Locale } from "../../common/locales";
import { type PageKey, pageForPath } from "../../common/routes";
import { localeFromPath } from "../i18n/locale";
import { BLOG_LIST, BLOG_POST, CUSTOM_PAGE, MAPPED_PAGES, type PublicPage } from "./public-pages";

export type PublicRoute =
  | { kind: "page"; page: PublicPage; locale: Locale; param: string; key?: PageKey }
  | { kind: "redirect"; href: string }
  | { kind: "not-found"; locale: Locale };

/** One path segment as the page's loader gets it (a malformed escape names no page). */
function segment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function matchPublicPath(pathname: string): PublicRoute {
  if (pathname.length > 1 && pathname.endsWith("/")) return { kind: "redirect", href: pathname.replace(/\/+$/, "") || "/" };
  const locale = localeFromPath(pathname);
  // the route map's paths are lower-case: the letter case of the address is ignored
  const mapped = pageForPath(pathname.toLowerCase());
  if (mapped) {
    const page = mapped.key === "blog" ? BLOG_LIST : MAPPED_PAGES[mapped.key];
    return { kind: "page", page, locale: mapped.locale, param: "", key: mapped.key };
  }
  const rest = locale === "en" ? pathname.slice("/en".length) : pathname;
  const parts = rest.split("/").slice(1);
  if (parts.length === 2 && parts[0] === "blog" && parts[1]) {
    const slug = segment(parts[1]);
    return slug ? { kind: "page", page: BLOG_POST, locale, param: slug } : { kind: "not-found", locale };
  }
  if (parts.length === 1 && parts[0] && parts[0] !== "en") {
    const slug = segment(parts[0]);
    return slug ? { kind: "page", page: CUSTOM_PAGE, locale, param: slug } : { kind: "not-found", locale };
  }
  return { kind: "not-found", locale };
}
