/** @file The blog post an AI draft becomes when published: fields mapped, checked by the blog's own schema, its English unchecked. */
import type { BlogCategory } from "../../../common/blog";
import type { ContentCategory } from "../../../common/schemas/ai-content";
import { type BlogPostData, blogPostInputSchema } from "../../../common/schemas/blog";
import { postSlugFromTitle } from "../../../common/slug";
import { englishHash, POST_TRANSLATED_FIELDS, type UncheckedEnglish } from "../../../common/translation";
import type { AiGeneratedContent } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { parseOrThrow } from "../../lib/validate";

const BLOG_CATEGORY: Record<ContentCategory, BlogCategory> = {
  "company-updates": "company-news",
  "project-insights": "themen-artikel",
  "trends-topics": "themen-artikel",
  events: "events",
  "career-team": "karriere",
};

/** Hour (Europe/Berlin) at which a post planned for a day goes live. */
const PUBLISH_HOUR = 9;

/** `YYYY-MM-DD` at 09:00 in Berlin, as a UTC ISO instant. */
function berlinPublishTime(date: string): string {
  const guess = new Date(`${date}T${String(PUBLISH_HOUR).padStart(2, "0")}:00:00Z`);
  const berlinHour = Number(guess.toLocaleString("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", hour12: false }));
  return new Date(guess.getTime() - (berlinHour - PUBLISH_HOUR) * 3_600_000).toISOString();
}

/** A plain-text excerpt from Markdown when the draft has none: the first paragraph, without markup, 300 characters. */
function excerptFrom(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/).find((p) => p.trim() && !p.trim().startsWith("#")) ?? markdown;
  const plain = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 300 ? `${plain.slice(0, 297).trimEnd()}...` : plain;
}

/**
 * The post's English texts as unchecked machine translations (issue 42): the studio's English comes from a model, a
 * template or its translate button, and nobody has read it as a post yet, so each one counts as "EN veraltet" with
 * "Als geprüft markieren" in the post editor until a person edits or confirms it (common/translation.ts). The studio
 * has no English keywords, so the post's English tags stay empty (none on /en/blog) until an editor adds them.
 */
const uncheckedEnglish = (post: BlogPostData): UncheckedEnglish =>
  Object.fromEntries(POST_TRANSLATED_FIELDS.filter((f) => post[`${f}_en`]?.length).map((f) => [f, englishHash(post, f)]));

export function blogPostFromAiContent(content: AiGeneratedContent, immediately: boolean): BlogPostData {
  if (!immediately && !content.planned_date) throw fieldError("planned_date", "Bitte ein geplantes Datum angeben");
  const blog = content.blog_content ?? "";
  const post = parseOrThrow(blogPostInputSchema, {
    title: content.title,
    title_en: content.title_en,
    slug: postSlugFromTitle(content.title),
    content: blog,
    content_en: content.content_en,
    excerpt: content.blog_excerpt?.trim() || excerptFrom(blog),
    excerpt_en: content.excerpt_en?.trim() || (content.content_en ? excerptFrom(content.content_en) : null),
    featured_image: content.generated_image_url,
    category: BLOG_CATEGORY[content.category as ContentCategory] ?? "themen-artikel",
    content_status: immediately ? "published" : "scheduled",
    published: immediately,
    scheduled_publish_date: immediately || !content.planned_date ? null : berlinPublishTime(content.planned_date),
    tags: content.keywords.slice(0, 20).map((k) => k.slice(0, 50)),
  });
  return { ...post, unchecked_en: uncheckedEnglish(post) };
}
