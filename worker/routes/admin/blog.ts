/**
 * @file Admin blog API under /api/admin/blog: list, get, create, update (PUT full, PATCH partial), delete and
 * preview links. Updates need `If-Match` (428 without). A PUT with `X-Autosave` is an autosave of a draft
 * (worker/http/autosave.ts). A slug whose address redirects is taken back only with `?reuse_slug=true` (409
 * slug_redirects). `?translation=missing|stale|current` filters the list by translation status. Publishing (or scheduling, or taking a post offline) additionally needs blog.publish. A PATCH
 * naming `published` or `content_status` alone gets the other to match (`{"published": false}` takes the post
 * offline, worker/domain/blog/publication.ts). The rules (slug, publication, audit) live in worker/domain/blog/save.ts.
 */

import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { blogPostInputSchema, blogPostPatchSchema } from "../../../common/schemas/blog";
import { translationFilterQuery } from "../../../common/schemas/translation-status";
import { translationState } from "../../../common/translation";
import { blogPosts } from "../../db/schema";
import { issuePostPreview } from "../../domain/blog/preview-link";
import { patchPublication } from "../../domain/blog/publication";
import { assertMayPublish, deletePost, findPost, POST_ENTITY, postAsInput, postWithVersion, savePost } from "../../domain/blog/save";
import { withVersions } from "../../domain/history/versions";
import type { AppEnv } from "../../env";
import { autosaveSession, notADraft } from "../../http/autosave";
import { depsOf } from "../../http/deps";
import { requiredVersion, reuseSlugConfirmed } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { idParam, parseOrThrow, validate } from "../../lib/validate";

/** The stored statuses an autosave may write to: drafts and posts in review, never scheduled or live ones. */
const AUTOSAVE_STATUSES = new Set(["draft", "review"]);

export const adminBlogRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("blog.view"), validate("query", translationFilterQuery), async (c) => {
    const rows = await c.var.db.select().from(blogPosts).orderBy(desc(blogPosts.created_at), desc(blogPosts.id));
    // ?translation=missing|stale|current: the list's translation filter ("EN fehlt", "EN veraltet", "EN aktuell")
    const wanted = c.req.valid("query").translation;
    const shown = wanted ? rows.filter((p) => translationState("post", p) === wanted) : rows;
    return c.json(await withVersions(depsOf(c), POST_ENTITY, shown));
  })
  .get("/:id", requirePermission("blog.view"), validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    return c.json(await postWithVersion(deps, await findPost(deps, c.req.valid("param").id)));
  })
  .post("/", requirePermission("blog.create"), validate("json", blogPostInputSchema), async (c) => {
    return c.json(await savePost(depsOf(c), c.req.valid("json"), null, { reuseSlug: reuseSlugConfirmed(c) }), 201);
  })
  .put("/:id", requirePermission("blog.edit"), validate("param", idParam), validate("json", blogPostInputSchema), async (c) => {
    const expected = requiredVersion(c);
    const editSession = autosaveSession(c);
    const deps = depsOf(c);
    const existing = await findPost(deps, c.req.valid("param").id);
    const reuseSlug = reuseSlugConfirmed(c);
    if (!editSession) return c.json(await savePost(deps, c.req.valid("json"), existing, { expected, reuseSlug }));
    // an autosave stores the text of a draft only: its publication fields stay as stored
    if (existing.published || !AUTOSAVE_STATUSES.has(existing.content_status)) throw notADraft();
    const { published, content_status, scheduled_publish_date } = existing;
    const data = { ...c.req.valid("json"), published, content_status, scheduled_publish_date };
    return c.json(await savePost(deps, data, existing, { expected, editSession, autosave: true, reuseSlug }));
  })
  .patch("/:id", requirePermission("blog.edit"), validate("param", idParam), validate("json", blogPostPatchSchema), async (c) => {
    const expected = requiredVersion(c);
    const deps = depsOf(c);
    const existing = await findPost(deps, c.req.valid("param").id);
    // asking to publish (or unpublish) is refused without blog.publish even where it would change nothing visible
    // yet (e.g. a scheduled post), rather than ignored in silence
    const body = c.req.valid("json");
    if ("published" in body && body.published !== existing.published) assertMayPublish(deps);
    // the other half of the publication follows what the body names (`published: false` takes the post offline)
    const data = parseOrThrow(blogPostInputSchema, { ...postAsInput(existing), ...body, ...patchPublication(body, existing) });
    return c.json(await savePost(deps, data, existing, { expected, reuseSlug: reuseSlugConfirmed(c) }));
  })
  .delete("/:id", requirePermission("blog.delete"), validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    await deletePost(deps, await findPost(deps, c.req.valid("param").id));
    return c.body(null, 204);
  })
  .post("/:id/preview-link", requirePermission("blog.edit"), validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    const { token, expires_at } = await issuePostPreview(deps, await findPost(deps, c.req.valid("param").id));
    return c.json({ token, url: `${new URL(c.req.url).origin}/blog/preview/${token}`, expires_at }, 201);
  });
