/**
 * @file The data interface the route loaders use. On the server it reads D1 directly (worker/ssr-data.ts);
 * in the browser it calls the JSON API (web/data/http-api.ts). One interface, two implementations, same types.
 */
import type { Event, PageSection, PageTranslation, Page, SettingRow, TeamMember } from "../../common/types";
import type { Locale } from "../../common/locales";

export type PageWithSections = Page & { page_sections: PageSection[]; translations: PageTranslation[] };

export interface DataApi {
  getTeam(limit?: number): Promise<TeamMember[]>;
  getSettings(): Promise<SettingRow[]>;
  /** A published page with its active sections, or null when there is none. */
  getPage(slug: string): Promise<PageWithSections | null>;
  /** Upcoming events (from today, not closed), soonest first. */
  getEvents(limit?: number): Promise<Event[]>;
  /** UI strings staff changed in the admin area (only those that differ from the built-in messages). */
  getTranslations(locale: Locale): Promise<Record<string, string>>;
  /** Published page records: slug, title, template, last change (custom pages, sitemap, built-in overrides). */
  getPublishedPages(): Promise<PublishedPage[]>;
}

export interface PublishedPage {
  slug: string;
  title: string;
  template: string;
  updated_at: string;
}
