/**
 * @file The data interface the route loaders use. On the server it reads D1 directly (worker/ssr-data.ts);
 * in the browser it calls the JSON API (web/data/http-api.ts). One interface, two implementations, same types.
 */

import type { Locale } from "../../common/locales";
import type { ContentBundles, ContentName } from "./content";
import type {
  BlogPostRead,
  BlogPostsRead,
  BlogPreviewRead,
  EventsRead,
  MessagesRead,
  PageRead,
  PublishedPagesRead,
  RenderedPageRead,
  SettingsRead,
  TeamRead,
} from "./public-reads";

/** Each read returns what its public endpoint answers (web/data/public-reads.ts), on the server as in the browser. */
export interface DataApi {
  getTeam(limit?: number): Promise<TeamRead>;
  getSettings(): Promise<SettingsRead>;
  /** A published page with its active sections, or null when there is none. */
  getPage(slug: string): Promise<PageRead | null>;
  /** The UI strings of one language (built-ins with stored translations over them). */
  getMessages(locale: Locale): Promise<MessagesRead>;
  /**
   * A built-in content bundle in one language: every `{ de, en }` value carries only `locale` (pages read
   * `text[locale]` only). Large copy stays out of the public JS this way, and the other language out of the page.
   */
  getContent<K extends ContentName>(name: K, locale: Locale): Promise<ContentBundles[K]>;
  /** Published blog posts in a language, newest first. */
  getBlogPosts(locale: Locale, limit?: number): Promise<BlogPostsRead>;
  /** One published post with its HTML, or null. */
  getBlogPost(slug: string, locale: Locale): Promise<BlogPostRead | null>;
  /** The post behind a preview token (any status), or why there is none. */
  getBlogPreview(token: string): Promise<BlogPreviewResult>;
  /** Upcoming events (from today, not closed), soonest first. */
  getEvents(limit?: number): Promise<EventsRead>;
  /** Published page records (custom pages, sitemap, title/description overrides of built-in pages). */
  getPublishedPages(): Promise<PublishedPagesRead>;
  /**
   * A published page ready to show: active sections with their Markdown rendered to HTML on the server; null if none.
   * In English the slug may be the page's English slug.
   */
  getRenderedPage(slug: string, locale: Locale): Promise<RenderedPageRead | null>;
}

export type BlogPreviewResult = { status: "ok"; post: BlogPreviewRead } | { status: "invalid" | "expired" | "not_found"; message: string };
