/**
 * @file AI studio entries (drafts, scheduled and published content): find, create, update and delete them with their
 * audit rows, and publish a draft with blog content as a blog post through the blog's own save (worker/domain/blog).
 */
import { desc, eq, inArray } from "drizzle-orm";
import { blogPostPath } from "../../../common/blog";
import { AI_MESSAGES, type AiContentData, type AiPublishResponse } from "../../../common/schemas/ai-content";
import { slugCandidate } from "../../../common/slug";
import { type AiGeneratedContent, aiGeneratedContent, blogPosts } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, fieldError, found } from "../../lib/errors";
import { actorOf } from "../actor";
import { savePost } from "../blog/save";
import { blogPostFromAiContent } from "./draft-to-post";

/** Every entry (or those of one status), newest first. */
export const listContent = (deps: Pick<Deps, "db">, status?: AiGeneratedContent["status"]) =>
  deps.db
    .select()
    .from(aiGeneratedContent)
    .where(status ? eq(aiGeneratedContent.status, status) : undefined)
    .orderBy(desc(aiGeneratedContent.created_at), desc(aiGeneratedContent.id));

export const findContent = async (deps: Pick<Deps, "db">, id: number): Promise<AiGeneratedContent> =>
  found(await deps.db.select().from(aiGeneratedContent).where(eq(aiGeneratedContent.id, id)).get(), AI_MESSAGES.notFound);

export async function createContent(deps: Deps, data: AiContentData): Promise<AiGeneratedContent> {
  const user = actorOf(deps);
  const db = deps.db;
  const [[row]] = await db.batch([
    db
      .insert(aiGeneratedContent)
      .values({ ...data, created_by: data.created_by ?? (user.name || user.email) })
      .returning(),
    auditInsert(deps, { action: "create", entity: "ai_content", details: { title: data.title, status: data.status } }),
  ]);
  return row;
}

export async function updateContent(deps: Deps, existing: AiGeneratedContent, data: AiContentData): Promise<AiGeneratedContent> {
  const db = deps.db;
  const [[row]] = await db.batch([
    db
      .update(aiGeneratedContent)
      .set({ ...data, created_by: data.created_by ?? existing.created_by, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(aiGeneratedContent.id, existing.id))
      .returning(),
    auditInsert(deps, {
      action: "update",
      entity: "ai_content",
      entityId: existing.id,
      details: { title: data.title, status: data.status },
    }),
  ]);
  return row;
}

export async function deleteContent(deps: Deps, existing: AiGeneratedContent): Promise<void> {
  const db = deps.db;
  await db.batch([
    db.delete(aiGeneratedContent).where(eq(aiGeneratedContent.id, existing.id)),
    auditInsert(deps, { action: "delete", entity: "ai_content", entityId: existing.id, details: { title: existing.title } }),
  ]);
}

/** Candidates probed per query (D1 binds at most 100 parameters per statement). */
const SLUG_PROBE = 50;

/**
 * A slug for the new post that no post has yet: the title's, else with -2, -3, ... The candidates are looked up as
 * exact values: a `LIKE 'base%'` pattern is refused by D1 once it passes 50 bytes ("LIKE or GLOB pattern too complex").
 */
export async function freeSlug(deps: Pick<Deps, "db">, base: string): Promise<string> {
  for (let first = 1; ; first += SLUG_PROBE) {
    const candidates = Array.from({ length: SLUG_PROBE }, (_, i) => slugCandidate(base, first + i));
    const rows = await deps.db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, candidates));
    const taken = new Set(rows.map((r) => r.slug));
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

/** A draft with blog content becomes a blog post, now or scheduled for its planned date, through the blog's own save. */
export async function publishDraft(deps: Deps, existing: AiGeneratedContent, immediately: boolean): Promise<AiPublishResponse> {
  if (existing.status !== "draft") throw conflict("conflict", AI_MESSAGES.onlyDraftsPublish);
  if (existing.blog_post_id) throw conflict("conflict", AI_MESSAGES.alreadyInReview);
  if (!existing.blog_content?.trim()) throw fieldError("blog_content", AI_MESSAGES.noBlogContent);
  const draft = blogPostFromAiContent(existing, immediately);
  const post = await savePost(deps, { ...draft, slug: await freeSlug(deps, draft.slug ?? "beitrag") }, null);
  const status = post.published ? "published" : "scheduled";
  const db = deps.db;
  const [[content]] = await db.batch([
    db
      .update(aiGeneratedContent)
      .set({ status, blog_post_id: post.id, blog_slug: post.slug, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(aiGeneratedContent.id, existing.id))
      .returning(),
    auditInsert(deps, { action: "publish", entity: "ai_content", entityId: existing.id, details: { blog_post_id: post.id, status } }),
  ]);
  return {
    success: true,
    blog_post_id: post.id,
    blog_slug: post.slug,
    url: blogPostPath(post.slug),
    status,
    scheduled_publish_date: post.scheduled_publish_date,
    content,
  };
}
