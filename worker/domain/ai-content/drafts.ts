/**
 * @file AI studio entries (drafts, scheduled and published content): find, create, update and delete them with their
 * audit rows, versions and revisions, and publish a draft with blog content as a blog post through the blog's own save.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { blogPostPath } from "../../../common/blog";
import { AI_MESSAGES, type AiContentData, type AiPublishResponse } from "../../../common/schemas/ai-content";
import { slugCandidate } from "../../../common/slug";
import { type AiGeneratedContent, aiGeneratedContent, blogPosts } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert, autosaveAuditStatements } from "../../lib/audit";
import { conflict, fieldError, found } from "../../lib/errors";
import { actorOf } from "../actor";
import { savePost } from "../blog/save";
import { changedFields, changeStatements, changesNothing } from "../history/change";
import { rowSnapshot } from "../history/snapshots";
import { catchEditConflict, withVersion } from "../history/versions";
import { trashStatements } from "../trash/move";
import { blogPostFromAiContent } from "./draft-to-post";

/** Every entry (or those of one status), newest first. */
export const listContent = (deps: Pick<Deps, "db">, status?: AiGeneratedContent["status"]) =>
  deps.db
    .select()
    .from(aiGeneratedContent)
    .where(status ? eq(aiGeneratedContent.status, status) : undefined)
    .orderBy(desc(aiGeneratedContent.created_at), desc(aiGeneratedContent.id));

/** The audit log's and the version table's name of an AI studio entry. */
export const AI_CONTENT_ENTITY = "ai_content";

/** An entry with the version it is at, as the admin API answers it. */
export const contentWithVersion = (deps: Pick<Deps, "db">, row: AiGeneratedContent) => withVersion(deps, AI_CONTENT_ENTITY, row);

/** The version guard, bump and revision of a write to an existing entry (./../history/change.ts). */
export const contentChange = (
  deps: Deps,
  existing: AiGeneratedContent,
  kind: string,
  changed: string[],
  expected?: number,
  editSession?: string,
) =>
  changeStatements(deps, {
    ref: { entity: AI_CONTENT_ENTITY, id: existing.id },
    kind,
    changed,
    expected,
    editSession,
    snapshot: rowSnapshot(aiGeneratedContent, existing.id),
  });

/** Runs a write to an existing entry; a stale `expected` version answers 409 edit_conflict with the entry as stored. */
const guarded = <T>(deps: Deps, id: number, write: () => Promise<T>) =>
  catchEditConflict(deps, { entity: AI_CONTENT_ENTITY, id }, async () => contentWithVersion(deps, await findContent(deps, id)), write);

/** 409 edit_conflict when the entry moved on from `expected`; checked before a blog post is made from it. */
export async function assertContentVersion(deps: Deps, existing: AiGeneratedContent, expected: number | undefined) {
  if (expected === undefined) return;
  await guarded(deps, existing.id, () => deps.db.batch([contentChange(deps, existing, "check", [], expected).before]));
}

export const findContent = async (deps: Pick<Deps, "db">, id: number): Promise<AiGeneratedContent> =>
  found(await deps.db.select().from(aiGeneratedContent).where(eq(aiGeneratedContent.id, id)).get(), AI_MESSAGES.notFound);

export async function createContent(deps: Deps, data: AiContentData) {
  const user = actorOf(deps);
  const db = deps.db;
  // inside the batch (one transaction) the newest row is the one just inserted
  const newId = sql`(SELECT max(${aiGeneratedContent.id}) FROM ${aiGeneratedContent})`;
  const change = changeStatements(deps, {
    ref: { entity: AI_CONTENT_ENTITY, id: newId },
    kind: "create",
    changed: changedFields(null, data),
    snapshot: rowSnapshot(aiGeneratedContent, newId),
  });
  const [[row]] = await db.batch([
    db
      .insert(aiGeneratedContent)
      .values({ ...data, created_by: data.created_by ?? (user.name || user.email) })
      .returning(),
    ...change.after,
    auditInsert(deps, {
      action: "create",
      entity: AI_CONTENT_ENTITY,
      entityId: newId,
      details: { title: data.title, status: data.status },
    }),
  ]);
  return { ...row, version: 1 };
}

/**
 * Saves an entry; with `expected` (the version the editor loaded) a stale save changes nothing (409 edit_conflict).
 * An autosave (`editSession`) is recorded as kind "autosave" and replaces that session's previous autosave revision;
 * a restore names its own kind.
 */
export async function updateContent(
  deps: Deps,
  existing: AiGeneratedContent,
  data: AiContentData,
  expected?: number,
  options: { editSession?: string; kind?: string } = {},
) {
  const db = deps.db;
  const { editSession } = options;
  const kind = options.kind ?? (editSession ? "autosave" : "update");
  const values = { ...data, created_by: data.created_by ?? existing.created_by };
  // a save that stores nothing new writes nothing (../history/change.ts)
  const current = async () => contentWithVersion(deps, await findContent(deps, existing.id));
  if (
    await changesNothing(
      deps,
      { ref: { entity: AI_CONTENT_ENTITY, id: existing.id }, expected, loadCurrent: current },
      changedFields(existing, values),
    )
  )
    return contentWithVersion(deps, existing);
  const change = contentChange(deps, existing, kind, changedFields(existing, data), expected, editSession);
  const entry = { action: "update", entity: AI_CONTENT_ENTITY, entityId: existing.id, details: { title: data.title, status: data.status } };
  // the autosaves of one editing session are one audit row (worker/lib/audit.ts), as they are one revision
  const audit = editSession ? autosaveAuditStatements(deps, entry, editSession) : [auditInsert(deps, entry)];
  const [, [row]] = await guarded(deps, existing.id, () =>
    db.batch([
      change.before,
      db
        .update(aiGeneratedContent)
        .set({ ...values, updated_at: (deps.now ?? new Date()).toISOString() })
        .where(eq(aiGeneratedContent.id, existing.id))
        .returning(),
      ...change.after,
      ...audit,
    ]),
  );
  return contentWithVersion(deps, row);
}

export async function deleteContent(deps: Deps, existing: AiGeneratedContent): Promise<void> {
  const db = deps.db;
  await db.batch([
    ...trashStatements(deps, {
      entity: "ai_content",
      id: existing.id,
      title: existing.title,
      snapshot: rowSnapshot(aiGeneratedContent, existing.id),
    }),
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
export async function publishDraft(
  deps: Deps,
  existing: AiGeneratedContent,
  immediately: boolean,
  expected?: number,
): Promise<AiPublishResponse> {
  if (existing.status !== "draft") throw conflict("conflict", AI_MESSAGES.onlyDraftsPublish);
  if (existing.blog_post_id) throw conflict("conflict", AI_MESSAGES.alreadyInReview);
  if (!existing.blog_content?.trim()) throw fieldError("blog_content", AI_MESSAGES.noBlogContent);
  await assertContentVersion(deps, existing, expected);
  const draft = blogPostFromAiContent(existing, immediately);
  const post = await savePost(deps, { ...draft, slug: await freeSlug(deps, draft.slug ?? "beitrag") }, null);
  const status = post.published ? "published" : "scheduled";
  const db = deps.db;
  const change = contentChange(deps, existing, "publish", ["status", "blog_post_id", "blog_slug"]);
  const [[content]] = await db.batch([
    db
      .update(aiGeneratedContent)
      .set({ status, blog_post_id: post.id, blog_slug: post.slug, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(aiGeneratedContent.id, existing.id))
      .returning(),
    ...change.after,
    auditInsert(deps, { action: "publish", entity: AI_CONTENT_ENTITY, entityId: existing.id, details: { blog_post_id: post.id, status } }),
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
