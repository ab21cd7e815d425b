/** @file The two languages of the site: the single source of truth. */
export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
export const isLocale = (value: unknown): value is Locale => value === "de" || value === "en";
