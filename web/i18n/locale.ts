/** @file The URL decides the language: /en and /en/... are English, everything else German. */
import type { Locale } from "../../common/locales";

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** The language of a public page from its `locale` param ("en" or absent). */
export const localeOf = (params: { locale?: string }): Locale => (params.locale === "en" ? "en" : "de");
