/** @file The AI studio: generated drafts and the usage per staff member and month (requests, tokens, budget). */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AiContent, ContentCategory } from "../../../common/schemas/ai-content";
import { blogPosts } from "./blog";
import { createdAt, id, type Satisfies, stringList, updatedAt } from "./columns";
import { adminUsers } from "./staff";

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

export const aiUsage = sqliteTable(
  "ai_usage",
  {
    // a deleted account's usage stays counted against the site's budget
    user_id: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** `YYYY-MM` in Europe/Berlin. */
    month: text("month").notNull(),
    /** Generation calls (template answers included). */
    requests: integer("requests").notNull().default(0),
    /** Tokens the provider reported (template answers count none), estimates included. */
    tokens: integer("tokens").notNull().default(0),
    /** The part of `tokens` estimated from text lengths (answers without a usage block). */
    estimated_tokens: integer("estimated_tokens").notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("ai_usage_user_month_idx").on(t.user_id, t.month)],
);

/**
 * Tokens held for AI calls in flight: each call reserves its output cap (plus its prompt) against the month's budget in
 * one conditional statement before it asks the provider, and the row is removed when its real cost is booked. A row
 * older than the reservation's lifetime (a worker that died mid-call) no longer counts.
 */
export const aiReservations = sqliteTable(
  "ai_reservations",
  {
    id: id(),
    user_id: integer("user_id"),
    /** `YYYY-MM` in Europe/Berlin. */
    month: text("month").notNull(),
    tokens: integer("tokens").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("ai_reservations_month_idx").on(t.month, t.created_at)],
);

/** The per-user window of generation calls, counted atomically in one upsert (like the sign-in throttle). */
export const aiRateLimits = sqliteTable("ai_rate_limits", {
  user_id: integer("user_id").primaryKey(),
  calls: integer("calls").notNull(),
  window_ends: text("window_ends").notNull(),
});

export type AiGeneratedContent = Satisfies<typeof aiGeneratedContent.$inferSelect, AiContent>;
