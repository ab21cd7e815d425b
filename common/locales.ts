/** @file The two languages of the site: the single source of truth. */
export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
