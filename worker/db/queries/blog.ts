/** @file Blog post reads shared by the public API, server rendering, feeds, the sitemap and previews. */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { blogPostPath, type PublicBlogPost, type PublicBlogPostSummary } from "../../../common/blog";
import type { Locale } from "../../../common/locales";
import type { Db } from "../../env";
import { type BlogPost, blogPosts } from "../schema";

/** Published means both flags agree (the API and the cron keep them consistent). */
const isPublicPost = and(eq(blogPosts.published, true), eq(blogPosts.content_status, "published"));

/** Whether a post has an English version: its English text (a translated title alone would put it over German text). */
const hasEnglish = (post: BlogPost) => Boolean(post.content_en?.trim());

/** The post in the visitor's language: English where the post has an English version, wholly German otherwise. */
function localizeSummary(post: BlogPost, locale: Locale): PublicBlogPostSummary {
  const en = locale === "en" && hasEnglish(post);
  return {
    id: post.id,
    // the English page's own slug where it has one (else it reuses the German slug)
    slug: (en && post.slug_en) || post.slug,
    language: en ? "en" : "de",
    title: (en && post.title_en) || post.title,
    excerpt: (en && post.excerpt_en) || post.excerpt,
    featured_image: post.featured_image,
    category: post.category,
    author: post.author,
    // an English post shows its English tags only: German ones would be the only German on the page (issue 42)
    tags: en ? post.tags_en : post.tags,
    created_at: post.created_at,
    published_at: post.published_at,
    updated_at: post.updated_at,
  };
}

/** A post with its Markdown source, before the route or renderer adds its HTML (worker/domain/blog/html.ts). */
export type LocalizedPost = Omit<PublicBlogPost, "content_html">;

export function localizePost(post: BlogPost, locale: Locale): LocalizedPost {
  const summary = localizeSummary(post, locale);
  const en = summary.language === "en";
  return {
    ...summary,
    content: (en && post.content_en) || post.content,
    // the hreflang pair: the German address and, where the post has English text, the English one
    alternates: {
      de: blogPostPath(post.slug),
      ...(hasEnglish(post) ? { en: blogPostPath(post.slug_en ?? post.slug, "en") } : {}),
    },
    // the English page of a post without English text is the German one: it takes the German search texts too
    seo: {
      title: (en ? post.meta_title_en : post.meta_title) ?? null,
      description: (en ? post.meta_description_en : post.meta_description) ?? null,
      image: post.og_image,
      noindex: post.noindex,
      canonical: post.canonical_url,
    },
  };
}

/** Published posts, newest first (by creation, as the public list shows the creation date). */
export async function listPublishedPosts(db: Db, locale: Locale, limit?: number): Promise<PublicBlogPostSummary[]> {
  const query = db.select().from(blogPosts).where(isPublicPost).orderBy(desc(blogPosts.created_at), desc(blogPosts.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((p) => localizeSummary(p, locale));
}

/**
 * The published post at /blog/<slug> or /en/blog/<slug>: on English addresses the English slug, else the German one
 * (which the route then redirects to the English slug when the post has one).
 */
export async function getPublishedPost(db: Db, slug: string, locale: Locale): Promise<LocalizedPost | null> {
  const bySlug = locale === "en" ? or(eq(blogPosts.slug_en, slug), eq(blogPosts.slug, slug)) : eq(blogPosts.slug, slug);
  const rows = await db.select().from(blogPosts).where(and(isPublicPost, bySlug)).limit(2);
  // an English slug wins over another post's equal German slug
  const post = rows.find((p) => locale === "en" && p.slug_en === slug) ?? rows[0];
  return post ? localizePost(post, locale) : null;
}

/** Sitemap entries of published posts: both language paths and the last change (sitemap provider, worker/domain/blog/sitemap.ts). */
export async function blogSitemapEntries(db: Db) {
  const rows = await db
    .select({ slug: blogPosts.slug, slug_en: blogPosts.slug_en, updated_at: blogPosts.updated_at, content_en: blogPosts.content_en })
    .from(blogPosts)
    // a noindex post, or one whose canonical address is elsewhere (syndicated), is no page of ours to list
    .where(and(isPublicPost, eq(blogPosts.noindex, false), isNull(blogPosts.canonical_url)))
    .orderBy(desc(blogPosts.created_at));
  // a post without English text has no English page (/en/blog/... leads to the German one)
  return rows.map((p) => ({
    de: blogPostPath(p.slug),
    ...(p.content_en?.trim() ? { en: blogPostPath(p.slug_en ?? p.slug, "en") } : {}),
    lastmod: p.updated_at,
  }));
}
