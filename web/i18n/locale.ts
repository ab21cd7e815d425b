/** @file The URL decides the language: /en and /en/... are English, everything else German. */
import type { Locale } from "../../common/locales";

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** The optional `{-$locale}` segment of the public routes is absent (German) or `en`; any other value is no locale. */
export const isLocaleSegment = (segment: string | undefined) => segment === undefined || segment === "en";

/** The language of a public route from its `{-$locale}` param. */
export const localeOf = (params: { locale?: string }): Locale => (params.locale === "en" ? "en" : "de");

/** The `{-$locale}` param of a language, for typed links. */
export const localeParamOf = (locale: Locale) => (locale === "en" ? "en" : undefined);
