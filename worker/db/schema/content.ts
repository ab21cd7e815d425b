/** @file Editorial content: team, events, blog posts, AI drafts, pages, settings, translations, assets, contact messages. */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AiContent, ContentCategory } from "../../../common/schemas/ai-content";
import type * as contract from "../../../common/types";
import { adminUsers } from "./auth";
import { bool, createdAt, id, stringList, updatedAt } from "./columns";

export const teamMembers = sqliteTable(
  "team_members",
  {
    id: id(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    position_en: text("position_en"),
    bio: text("bio").notNull().default(""),
    bio_en: text("bio_en"),
    image_url: text("image_url"),
    linkedin_url: text("linkedin_url"),
    email: text("email"),
    expertise: stringList("expertise"),
    // English tags for /en/team; empty: the German ones are shown (many are names that need no translation)
    expertise_en: stringList("expertise_en"),
    qualifications: stringList("qualifications"),
    qualifications_en: stringList("qualifications_en"),
    active: bool("active").notNull().default(true),
    available: bool("available").notNull().default(true),
    available_from: text("available_from"),
    current_project: text("current_project"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("team_members_active_name_idx").on(t.active, t.name)],
);

export const events = sqliteTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    description: text("description").notNull().default(""),
    description_en: text("description_en"),
    event_date: text("event_date").notNull(),
    event_time: text("event_time").notNull().default(""),
    location: text("location").notNull().default(""),
    max_participants: integer("max_participants").notNull().default(20),
    event_type: text("event_type", { enum: ["own", "partner"] })
      .notNull()
      .default("own"),
    status: text("status", { enum: ["upcoming", "open", "full", "closed"] })
      .notNull()
      .default("upcoming"),
    image_url: text("image_url"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("events_date_idx").on(t.event_date),
    index("events_status_date_idx").on(t.status, t.event_date),
    check("events_max_participants_min", sql`${t.max_participants} >= 1`),
  ],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    slug: text("slug").notNull().unique(),
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_created_idx").on(t.published, t.created_at),
    // the publishing cron looks up scheduled posts that are due
    index("blog_posts_due_idx").on(t.content_status, t.scheduled_publish_date),
  ],
);

export const aiGeneratedContent = sqliteTable(
  "ai_generated_content",
  {
    id: id(),
    title: text("title").notNull(),
    // English title for the blog post made from this content (the spec's entity has content_en and excerpt_en only)
    title_en: text("title_en"),
    keywords: stringList("keywords"),
    content_type: text("content_type", { enum: ["blog", "linkedin", "both"] })
      .notNull()
      .default("both"),
    category: text("category").$type<ContentCategory>().notNull().default("trends-topics"),
    blog_content: text("blog_content"),
    blog_excerpt: text("blog_excerpt"),
    linkedin_content: text("linkedin_content"),
    linkedin_content_en: text("linkedin_content_en"),
    linkedin_cta: text("linkedin_cta").notNull().default("Lesen Sie mehr in unserem Blog!"),
    generated_image_prompt: text("generated_image_prompt"),
    generated_image_url: text("generated_image_url"),
    status: text("status", { enum: ["draft", "published", "scheduled"] })
      .notNull()
      .default("draft"),
    generation_prompt: text("generation_prompt"),
    ai_model: text("ai_model").notNull().default("gpt-4"),
    created_by: text("created_by").notNull().default("Manual"),
    blog_slug: text("blog_slug"),
    blog_post_id: integer("blog_post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    content_en: text("content_en"),
    excerpt_en: text("excerpt_en"),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    client_project: text("client_project"),
    planned_date: text("planned_date"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("ai_content_status_created_idx").on(t.status, t.created_at), index("ai_content_created_idx").on(t.created_at)],
);

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

export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: updatedAt(),
});

export const translations = sqliteTable(
  "translations",
  {
    id: id(),
    key: text("key").notNull().unique(),
    german: text("german").notNull(),
    english: text("english").notNull(),
    category: text("category").notNull().default("general"),
    updated_at: updatedAt(),
  },
  (t) => [index("translations_category_idx").on(t.category)],
);

export const assets = sqliteTable(
  "assets",
  {
    id: id(),
    // the R2 object key; served at /media/<filename>
    filename: text("filename").notNull().unique(),
    original_filename: text("original_filename").notNull(),
    url: text("url").notNull(),
    alt_text: text("alt_text").notNull().default(""),
    description: text("description").notNull().default(""),
    tags: stringList("tags"),
    mime_type: text("mime_type").notNull(),
    file_size: integer("file_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    uploaded_by: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("assets_created_idx").on(t.created_at), index("assets_mime_idx").on(t.mime_type)],
);

/**
 * Contact form messages (worker/routes/public/contact.ts): stored before anything else, no IP address or user agent.
 * Staff notification state lives on the row so the 5-minute cron can retry (worker/cron/contact-notify.ts); the daily
 * cron deletes rows after CONTACT_RETENTION_DAYS, rows staff marked as spam after one day (worker/cron/retention.ts).
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: text("language", { enum: ["de", "en"] })
      .notNull()
      .default("de"),
    read_at: text("read_at"),
    status: text("status", { enum: ["unread", "read", "handled"] })
      .notNull()
      .default("unread"),
    handled_at: text("handled_at"),
    spam: bool("spam").notNull().default(false),
    // staff notification: sent at notified_at; otherwise retried at next_notify_at (null = nothing due)
    notified_at: text("notified_at"),
    notify_attempts: integer("notify_attempts").notNull().default(0),
    next_notify_at: text("next_notify_at"),
    notify_error: text("notify_error"),
    created_at: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.created_at),
    index("contact_messages_status_created_idx").on(t.status, t.created_at),
    index("contact_messages_notify_idx").on(t.next_notify_at),
  ],
);

/** A row type that must satisfy its API contract (common/types.ts): a column change that breaks the contract fails here. */
type Satisfies<Row extends Contract, Contract> = Row;

export type TeamMember = Satisfies<typeof teamMembers.$inferSelect, contract.TeamMember>;
export type NewTeamMember = typeof teamMembers.$inferInsert;
export type Event = Satisfies<typeof events.$inferSelect, contract.Event>;
export type BlogPost = Satisfies<typeof blogPosts.$inferSelect, contract.BlogPost>;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type AiGeneratedContent = Satisfies<typeof aiGeneratedContent.$inferSelect, AiContent>;
export type Page = Satisfies<typeof pages.$inferSelect, contract.Page>;
export type PageSection = Satisfies<typeof pageSections.$inferSelect, contract.PageSection>;
export type PageTranslation = Satisfies<typeof pageTranslations.$inferSelect, contract.PageTranslation>;
export type SiteSetting = Satisfies<typeof siteSettings.$inferSelect, contract.SettingRow>;
export type Translation = Satisfies<typeof translations.$inferSelect, contract.Translation>;
export type Asset = typeof assets.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
