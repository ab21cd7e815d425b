/**
 * @file AI content scheduled to the blog, or handed over for review, turns "published" once its blog post is live
 * (after publishDuePosts in the same run): one set-based, idempotent update.
 */
import { and, eq, inArray } from "drizzle-orm";
import { aiGeneratedContent, blogPosts } from "../db/schema";
import type { JobDeps } from "../env";

export async function markPublishedAiContent({ db, now }: JobDeps) {
  const livePosts = db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.published, true));
  return db
    .update(aiGeneratedContent)
    .set({ status: "published", updated_at: now.toISOString() })
    .where(and(inArray(aiGeneratedContent.status, ["scheduled", "draft"]), inArray(aiGeneratedContent.blog_post_id, livePosts)))
    .returning({ id: aiGeneratedContent.id });
}
