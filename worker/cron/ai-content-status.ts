/**
 * @file AI content scheduled to the blog, or handed over for review, turns "published" once its blog post is live
 * (after publishDuePosts in the same run): one set-based, idempotent batch with each entry's version bump and "publish"
 * revision.
 */
import { and, eq, inArray } from "drizzle-orm";
import { aiGeneratedContent, blogPosts } from "../db/schema";
import { AI_CONTENT_ENTITY } from "../domain/ai-content/drafts";
import { bulkRevisions, bulkVersionBump } from "../domain/history/bulk";
import type { JobDeps } from "../env";

export async function markPublishedAiContent({ db, now }: JobDeps) {
  const nowIso = now.toISOString();
  const livePosts = db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.published, true));
  const due = and(inArray(aiGeneratedContent.status, ["scheduled", "draft"]), inArray(aiGeneratedContent.blog_post_id, livePosts))!;
  const marked = and(eq(aiGeneratedContent.status, "published"), eq(aiGeneratedContent.updated_at, nowIso))!;
  const [, updated] = await db.batch([
    bulkVersionBump({ db }, AI_CONTENT_ENTITY, aiGeneratedContent, due, now),
    db.update(aiGeneratedContent).set({ status: "published", updated_at: nowIso }).where(due).returning({ id: aiGeneratedContent.id }),
    bulkRevisions(
      { db },
      { entity: AI_CONTENT_ENTITY, table: aiGeneratedContent, where: marked, kind: "publish", changed: ["status"], now },
    ),
  ]);
  return updated;
}
