/** @file Custom pages with their sections and translations. */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type * as contract from "../../../common/types";
import type { Satisfies } from "./columns";
import { bool, createdAt, id, updatedAt } from "./columns";

export const pages = sqliteTable(
  "pages",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    meta_description: text("meta_description"),
    meta_keywords: text("meta_keywords"),
    template: text("template", { enum: ["default", "homepage", "about", "services", "contact", "legal"] })
      .notNull()
      .default("default"),
    published: bool("published").notNull().default(false),
    featured_image: text("featured_image"),
    parent_id: integer("parent_id").references((): AnySQLiteColumn => pages.id, { onDelete: "set null" }),
    sort_order: integer("sort_order").notNull().default(0),
    // search presence (issue 31): the share image's 1200×630 crop (else the featured image); noindex leaves the sitemap
    og_image: text("og_image"),
    noindex: bool("noindex").notNull().default(false),
    // the English address (/en/<slug_en>); empty: the English page reuses the German slug
    slug_en: text("slug_en").unique(),
    // title/meta_description → hash of the German text when its English text (page_translations 'en') was last saved
    translation_sources: text("translation_sources", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("pages_published_sort_idx").on(t.published, t.sort_order), index("pages_parent_idx").on(t.parent_id)],
);

export const pageSections = sqliteTable(
  "page_sections",
  {
    id: id(),
    page_id: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    section_key: text("section_key").notNull(),
    title: text("title"),
    title_en: text("title_en"),
    subtitle: text("subtitle"),
    subtitle_en: text("subtitle_en"),
    content: text("content"),
    content_en: text("content_en"),
    section_type: text("section_type").notNull().default("content"),
    image_url: text("image_url"),
    sort_order: integer("sort_order").notNull().default(0),
    background_color: text("background_color"),
    text_color: text("text_color"),
    active: bool("active").notNull().default(true),
    // title/subtitle/content → hash of the German text when its English text was last saved (common/translation.ts)
    translation_sources: text("translation_sources", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("page_sections_page_key_idx").on(t.page_id, t.section_key),
    index("page_sections_page_sort_idx").on(t.page_id, t.sort_order),
  ],
);

export const pageTranslations = sqliteTable(
  "page_translations",
  {
    id: id(),
    page_id: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["de", "en"] }).notNull(),
    title: text("title").notNull(),
    meta_description: text("meta_description"),
    meta_keywords: text("meta_keywords"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("page_translations_page_lang_idx").on(t.page_id, t.language)],
);

export type Page = Satisfies<typeof pages.$inferSelect, contract.Page>;
export type PageSection = Satisfies<typeof pageSections.$inferSelect, contract.PageSection>;
export type PageTranslation = Satisfies<typeof pageTranslations.$inferSelect, contract.PageTranslation>;
