/**
 * @file "Zur Freigabe einreichen": staff who may write but not publish hand an AI draft over as a blog post in the
 * blog's review state (through the blog's own save); it shows on the dashboard's review list for those who may
 * publish, and the draft turns "published" when its post goes out (worker/cron/ai-content-status.ts).
 */
import { eq } from "drizzle-orm";
import { blogPostPath } from "../../../common/blog";
import { AI_MESSAGES, type AiPublishResponse } from "../../../common/schemas/ai-content";
import { type AiGeneratedContent, aiGeneratedContent } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, fieldError } from "../../lib/errors";
import { savePost } from "../blog/save";
import { blogPostFromAiContent } from "./draft-to-post";
import { AI_CONTENT_ENTITY, assertContentVersion, contentChange, freeSlug } from "./drafts";

/** Hands the draft over (with `expected`, a stale version is a 409 edit_conflict); the entry gets a version and revision. */
export async function submitForReview(deps: Deps, existing: AiGeneratedContent, expected?: number): Promise<AiPublishResponse> {
  if (existing.status !== "draft") throw conflict("conflict", AI_MESSAGES.onlyDraftsPublish);
  if (existing.blog_post_id) throw conflict("conflict", AI_MESSAGES.alreadyInReview);
  if (!existing.blog_content?.trim()) throw fieldError("blog_content", AI_MESSAGES.noBlogContent);
  await assertContentVersion(deps, existing, expected);
  const draft = blogPostFromAiContent(existing, true);
  const slug = await freeSlug(deps, draft.slug ?? "beitrag");
  const post = await savePost(deps, { ...draft, slug, content_status: "review", published: false, scheduled_publish_date: null }, null);
  const db = deps.db;
  const change = contentChange(deps, existing, "submit-review", ["blog_post_id", "blog_slug"]);
  const [[content]] = await db.batch([
    db
      .update(aiGeneratedContent)
      .set({ blog_post_id: post.id, blog_slug: post.slug, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(aiGeneratedContent.id, existing.id))
      .returning(),
    ...change.after,
    auditInsert(deps, { action: "submit-review", entity: AI_CONTENT_ENTITY, entityId: existing.id, details: { blog_post_id: post.id } }),
  ]);
  return {
    success: true,
    blog_post_id: post.id,
    blog_slug: post.slug,
    url: blogPostPath(post.slug),
    status: "draft",
    scheduled_publish_date: null,
    content,
  };
}
