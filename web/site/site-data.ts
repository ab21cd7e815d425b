/**
 * @file What every public page needs besides its own content: resolved settings (company name, contact data),
 * the UI strings of the page's language (the language switch loads the other language's page from the server), and
 * deployment config (base URL, optional analytics tag). Loaded once by the
 * root route (on the server for the first request, then carried to the browser in the SSR state).
 * A failed settings load falls back to the defaults.
 */

import type { Locale } from "../../common/locales";
import type { Messages } from "../../common/messages";
import { isBuiltInSlug, type PublishedPage } from "../../common/page-records";
import { resolveSettings, type Settings } from "../../common/setting-defaults";
import type { SiteConfig } from "../../common/site";
import type { DataApi } from "../data/api";

export interface SiteData {
  settings: Settings;
  config: SiteConfig;
  /** The language of `messages`. */
  locale: Locale;
  messages: Messages;
  /** Published page records of built-in pages: they override those pages' title and description. */
  pageRecords: PublishedPage[];
}

export async function loadSiteData(data: DataApi, config: SiteConfig, locale: Locale): Promise<SiteData> {
  const [rows, messages, pages] = await Promise.all([
    data.getSettings().catch(() => []),
    data.getMessages(locale),
    data.getPublishedPages().catch(() => []),
  ]);
  return { settings: resolveSettings(rows), config, locale, messages, pageRecords: pages.filter((p) => isBuiltInSlug(p.slug)) };
}

/** The company name in a language: the `site_name` setting (English: `site_name_en` when set). */
export function companyName(settings: Settings, locale: Locale): string {
  return (locale === "en" && settings.site_name_en.trim()) || settings.site_name;
}
