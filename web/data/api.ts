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
  /** A published page ready to show: active sections with their Markdown rendered to HTML on the server; null if none. */
  getRenderedPage(slug: string): Promise<RenderedPage | null>;
}

/** A published page record as the public site lists it (German base fields, English from its translation). */
export interface PublishedPage {
  slug: string;
  title: string;
  meta_description: string | null;
  title_en: string | null;
  meta_description_en: string | null;
  template: string;
  updated_at: string;
}

export interface RenderedSection {
  id: number;
  section_key: string;
  section_type: string;
  title: string | null;
  title_en: string | null;
  subtitle: string | null;
  subtitle_en: string | null;
  image_url: string | null;
  background_color: string | null;
  text_color: string | null;
  /** The section's Markdown as sanitised HTML (raw HTML in the source is dropped). */
  html: string;
  html_en: string | null;
}

export interface RenderedPage {
  slug: string;
  title: string;
  meta_description: string | null;
  title_en: string | null;
  meta_description_en: string | null;
  featured_image: string | null;
  updated_at: string;
  sections: RenderedSection[];
}
