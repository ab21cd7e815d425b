/** @file Blog posts: bilingual text, publication state and schedule. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type * as contract from "../../../common/types";
import type { Satisfies } from "./columns";
import { bool, createdAt, id, stringList, updatedAt } from "./columns";
import { adminUsers } from "./staff";

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    slug: text("slug").notNull().unique(),
    // the English address (/en/blog/<slug_en>); empty: the English page reuses the German slug
    slug_en: text("slug_en").unique(),
    content: text("content").notNull(),
    content_en: text("content_en"),
    excerpt: text("excerpt").notNull().default(""),
    excerpt_en: text("excerpt_en"),
    featured_image: text("featured_image"),
    category: text("category").notNull().default("themen-artikel"),
    content_status: text("content_status", { enum: ["draft", "review", "scheduled", "published", "archived"] })
      .notNull()
      .default("draft"),
    published: bool("published").notNull().default(false),
    published_at: text("published_at"),
    scheduled_publish_date: text("scheduled_publish_date"),
    author: text("author"),
    author_id: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    author_email: text("author_email"),
    tags: stringList("tags"),
    // the English tags of /en/blog (issue 42); empty: the English post shows none rather than the German ones
    tags_en: stringList("tags_en"),
    // search presence (issue 31): empty means the title, excerpt and featured image stand in
    meta_title: text("meta_title"),
    meta_title_en: text("meta_title_en"),
    meta_description: text("meta_description"),
    meta_description_en: text("meta_description_en"),
    og_image: text("og_image"),
    noindex: bool("noindex").notNull().default(false),
    canonical_url: text("canonical_url"),
    // field → hash of the German text when its English text was last saved (common/translation.ts: "EN veraltet")
    translation_sources: text("translation_sources", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_created_idx").on(t.published, t.created_at),
    // the publishing cron looks up scheduled posts that are due
    index("blog_posts_due_idx").on(t.content_status, t.scheduled_publish_date),
  ],
);

export type BlogPost = Satisfies<typeof blogPosts.$inferSelect, contract.BlogPost>;
export type NewBlogPost = typeof blogPosts.$inferInsert;
