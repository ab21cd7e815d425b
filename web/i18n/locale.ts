/** @file The URL decides the language: /en and /en/... are English, everything else German. */
import type { Locale } from "../../common/locales";

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}
