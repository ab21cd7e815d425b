/** @file A published custom page with its active sections' Markdown rendered to HTML on the server (no Markdown code in the public bundle). */

import { inArray } from "drizzle-orm";
import type { Locale } from "../../../common/locales";
import type { RenderedPage } from "../../../common/page-records";
import { getPageBySlug } from "../../db/queries/pages";
import { assets } from "../../db/schema";
import type { Db } from "../../env";
import { markdownRenderer } from "../../lib/markdown";

/** The page at `/{slug}` (locale "de") or `/en/{slug}` (its English slug, else its German one). */
export async function getRenderedPage(db: Db, slug: string, locale: Locale = "de"): Promise<RenderedPage | null> {
  const page = await getPageBySlug(db, slug, { publishedOnly: true, locale });
  if (!page) return null;
  const en = page.translations.find((t) => t.language === "en");
  // the media library knows each picture's size: the <img> gets width and height, so nothing shifts while it loads
  const imageUrls = page.page_sections.flatMap((s) => (s.image_url ? [s.image_url] : []));
  const sizes = imageUrls.length
    ? await db.select({ url: assets.url, width: assets.width, height: assets.height }).from(assets).where(inArray(assets.url, imageUrls))
    : [];
  const renderMarkdown = await markdownRenderer();
  const sizeOf = (url: string | null) => sizes.find((a) => a.url === url && a.width && a.height);
  return {
    slug: page.slug,
    slug_en: page.slug_en,
    title: page.title,
    meta_description: page.meta_description,
    title_en: en?.title ?? null,
    meta_description_en: en?.meta_description ?? null,
    featured_image: page.featured_image,
    og_image: page.og_image,
    noindex: page.noindex,
    updated_at: page.updated_at,
    sections: page.page_sections.map((s) => ({
      id: s.id,
      section_key: s.section_key,
      section_type: s.section_type,
      title: s.title,
      title_en: s.title_en,
      subtitle: s.subtitle,
      subtitle_en: s.subtitle_en,
      image_url: s.image_url,
      image_width: sizeOf(s.image_url)?.width ?? null,
      image_height: sizeOf(s.image_url)?.height ?? null,
      background_color: s.background_color,
      text_color: s.text_color,
      html: s.content ? renderMarkdown(s.content) : "",
      html_en: s.content_en ? renderMarkdown(s.content_en) : null,
    })),
  };
}
