/** @file The post form's values: from a stored post (times in Berlin), and back to the API's input (UTC ISO, tag lists). */
import type { ContentStatus } from "../../../../common/blog";
import { joinCommaList, splitCommaList } from "../../../../common/comma-list";
import type { BlogPostInput } from "../../../../common/schemas/blog";
import { POST_TRANSLATED_FIELDS, uncheckedEnglishOf } from "../../../../common/translation";
import type { BlogPost } from "../../../../common/types";
import { fromBerlinInput, toBerlinInput } from "../../ui";

export function postFormValues(post: BlogPost | null) {
  return {
    title: post?.title ?? "",
    title_en: post?.title_en ?? "",
    slug: post?.slug ?? "",
    slug_en: post?.slug_en ?? "",
    content: post?.content ?? "",
    content_en: post?.content_en ?? "",
    excerpt: post?.excerpt ?? "",
    excerpt_en: post?.excerpt_en ?? "",
    featured_image: post?.featured_image ?? "",
    category: post?.category ?? "themen-artikel",
    content_status: (post ? (post.published ? "published" : post.content_status) : "draft") as ContentStatus,
    published: post?.published ?? false,
    /** A `datetime-local` value in Berlin time, whatever the browser's zone. */
    scheduled_local: toBerlinInput(post?.scheduled_publish_date),
    author: post?.author ?? "",
    tags: post ? joinCommaList(post.tags) : "",
    tags_en: post ? joinCommaList(post.tags_en) : "",
    meta_title: post?.meta_title ?? "",
    meta_title_en: post?.meta_title_en ?? "",
    meta_description: post?.meta_description ?? "",
    meta_description_en: post?.meta_description_en ?? "",
    og_image: post?.og_image ?? "",
    noindex: post?.noindex ?? false,
    canonical_url: post?.canonical_url ?? "",
    /** The English texts taken over from a template translation and not yet checked (field → hash of that text). */
    unchecked_en: uncheckedEnglishOf(POST_TRANSLATED_FIELDS, post?.translation_sources),
  };
}
export type PostFormValues = ReturnType<typeof postFormValues>;

/** The fields' German names (draft offer, conflict dialog). */
export const POST_FIELD_LABELS: Record<keyof PostFormValues, string> = {
  title: "Titel",
  title_en: "Titel (Englisch)",
  slug: "Slug",
  slug_en: "Englische Adresse",
  excerpt: "Auszug",
  excerpt_en: "Auszug (Englisch)",
  content: "Inhalt",
  content_en: "Inhalt (Englisch)",
  featured_image: "Beitragsbild",
  category: "Kategorie",
  content_status: "Status",
  published: "Veröffentlicht",
  scheduled_local: "Geplante Veröffentlichung",
  author: "Autor",
  tags: "Tags",
  tags_en: "Tags (Englisch)",
  meta_title: "Meta-Titel (DE)",
  meta_title_en: "Meta-Titel (EN)",
  meta_description: "Meta-Beschreibung (DE)",
  meta_description_en: "Meta-Beschreibung (EN)",
  og_image: "Vorschaubild für geteilte Links",
  noindex: "Nicht in Suchmaschinen (noindex)",
  canonical_url: "Kanonische Adresse",
  unchecked_en: "Ungeprüfte Vorlagen-Übersetzungen",
};

export function toPostInput(v: PostFormValues): BlogPostInput {
  const { scheduled_local, ...rest } = v;
  return {
    ...rest,
    slug: v.slug.trim(),
    slug_en: v.slug_en.trim(),
    featured_image: v.featured_image.trim(),
    category: v.category as BlogPostInput["category"],
    scheduled_publish_date: scheduled_local ? fromBerlinInput(scheduled_local) : null,
    tags: splitCommaList(v.tags),
    tags_en: splitCommaList(v.tags_en),
  };
}
