/**
 * @file The data interface the route loaders use. On the server it reads D1 directly (worker/ssr-data.ts);
 * in the browser it calls the JSON API (web/data/http-api.ts). One interface, two implementations, same types.
 */

import type { PreviewBlogPost, PublicBlogPost, PublicBlogPostSummary } from "../../common/blog";
import type { Locale } from "../../common/locales";
import type { Messages } from "../../common/messages";
import type { PublishedPage, RenderedPage } from "../../common/page-records";
import type { Event, Page, PageSection, PageTranslation, SettingRow, TeamMember } from "../../common/types";
import type { ContentBundles, ContentName } from "./content";

type PageWithSections = Page & { page_sections: PageSection[]; translations: PageTranslation[] };

export interface DataApi {
  getTeam(limit?: number): Promise<TeamMember[]>;
  getSettings(): Promise<SettingRow[]>;
  /** A published page with its active sections, or null when there is none. */
  getPage(slug: string): Promise<PageWithSections | null>;
  /** The UI strings of one language (built-ins with stored translations over them). */
  getMessages(locale: Locale): Promise<Messages>;
  /**
   * A built-in content bundle in one language: every `{ de, en }` value carries only `locale` (pages read
   * `text[locale]` only). Large copy stays out of the public JS this way, and the other language out of the page.
   */
  getContent<K extends ContentName>(name: K, locale: Locale): Promise<ContentBundles[K]>;
  /** Published blog posts in a language, newest first. */
  getBlogPosts(locale: Locale, limit?: number): Promise<PublicBlogPostSummary[]>;
  /** One published post with its HTML, or null. */
  getBlogPost(slug: string, locale: Locale): Promise<PublicBlogPost | null>;
  /** The post behind a preview token (any status), or why there is none. */
  getBlogPreview(token: string): Promise<BlogPreviewResult>;
  /** Upcoming events (from today, not closed), soonest first. */
  getEvents(limit?: number): Promise<Event[]>;
  /** Published page records (custom pages, sitemap, title/description overrides of built-in pages). */
  getPublishedPages(): Promise<PublishedPage[]>;
  /** A published page ready to show: active sections with their Markdown rendered to HTML on the server; null if none. */
  getRenderedPage(slug: string): Promise<RenderedPage | null>;
}

export type BlogPreviewResult = { status: "ok"; post: PreviewBlogPost } | { status: "invalid" | "expired" | "not_found"; message: string };
