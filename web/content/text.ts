/** @file Helpers for built-in copy: pick the language, fill in the company name (the `site_name` setting). */
import type { Locale } from "../../common/locales";
import type { Localized } from "./types";

/** The placeholder for the company name inside built-in copy. */
export const COMPANY_TOKEN = "{company}";

/** The value of a bilingual field in one language. */
export function pick<T>(value: Localized<T>, locale: Locale): T {
  return value[locale];
}

/** Replaces every `{company}` in a text with the configured company name. */
export function withCompany(text: string, companyName: string): string {
  return text.includes(COMPANY_TOKEN) ? text.split(COMPANY_TOKEN).join(companyName) : text;
}

/** pick + withCompany in one step. */
export function localize(value: Localized<string>, locale: Locale, companyName: string): string {
  return withCompany(value[locale], companyName);
}
