/**
 * @file Blog facts shared by worker, public pages and admin screens (pure, no zod: safe for the public bundle):
 * categories, statuses and their labels, the public post shape, counts and date formats.
 */
import { berlinOffsetHours } from "./berlin-time.ts";
import type { Locale } from "./locales.ts";
import type { PublicSeo } from "./seo.ts";

export const BLOG_CATEGORIES = ["themen-artikel", "events", "company-news", "team", "karriere"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const DEFAULT_BLOG_CATEGORY: BlogCategory = "themen-artikel";

export const CONTENT_STATUSES = ["draft", "review", "scheduled", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** German labels of the content statuses (the admin interface is German). */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: "Entwurf",
  review: "Review",
  scheduled: "Geplant",
  published: "Veröffentlicht",
  archived: "Archiviert",
};

/** What the admin list shows: 'Veröffentlicht' when published, 'Geplant', 'Review', 'Archiviert', else 'Entwurf'. */
export function displayStatus(post: { published: boolean; content_status: string }): ContentStatus {
  if (post.published) return "published";
  if (post.content_status === "scheduled" || post.content_status === "review" || post.content_status === "archived")
    return post.content_status;
  return "draft";
}

/** Preview links work for 24 hours (admin spec, constants). */
export const PREVIEW_TTL_SECONDS = 24 * 60 * 60;

/** Posts in each RSS feed. */
export const FEED_ITEM_COUNT = 20;
/** Tags shown on a card of the public list. */
export const CARD_TAG_COUNT = 3;

/** A published post as the public site reads it, already in the visitor's language (English where the post has it). */
export interface PublicBlogPostSummary {
  id: number;
  slug: string;
  /** The language the post is shown in: on English pages a post without English text stays German (and links there). */
  language: "de" | "en";
  title: string;
  excerpt: string;
  featured_image: string | null;
  category: string;
  author: string | null;
  tags: string[];
  created_at: string;
  published_at: string | null;
  updated_at: string;
}

export interface PublicBlogPost extends PublicBlogPostSummary {
  /** The Markdown source. */
  content: string;
  /** The post's addresses for the hreflang pair (English only where the post has English text). */
  alternates: { de: string; en?: string };
  /** The post's own search texts, share image, noindex and canonical address (empty ones fall back in the head). */
  seo: PublicSeo;
  /** The Markdown rendered to safe HTML on the server (no raw HTML, no script URLs). */
  content_html: string;
  /** The featured image's alt text from the media library in the post's language; null for a picture from elsewhere. */
  featured_image_alt?: string | null;
}

/** A post seen through a preview link: any status. */
export interface PreviewBlogPost extends PublicBlogPost {
  content_status: string;
  published: boolean;
}

/** Word count approximated by whitespace, as the admin spec says. */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

const MONTHS = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;

/**
 * German long date ('23. November 2026'), or English ('November 23, 2026'), in Berlin's time zone. Written out rather
 * than `toLocaleDateString`: the first Intl call of an isolate loads the locale data, ~10 ms of a cold render.
 */
export function formatLongDate(iso: string, locale: Locale = "de"): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return "";
  const berlin = new Date(t + berlinOffsetHours(t) * 3_600_000);
  const day = berlin.getUTCDate();
  const year = berlin.getUTCFullYear();
  return locale === "en" ? `${MONTHS.en[berlin.getUTCMonth()]} ${day}, ${year}` : `${day}. ${MONTHS.de[berlin.getUTCMonth()]} ${year}`;
}

/** German short date with time for admin tables ('23.11.2026, 14:05'). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "-";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  return date.toLocaleString("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });
}

/** The public address of a post in a language. */
export function blogPostPath(slug: string, locale: Locale = "de"): string {
  return `${locale === "en" ? "/en" : ""}/blog/${slug}`;
}
