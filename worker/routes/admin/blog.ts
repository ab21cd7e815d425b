/**
 * @file Admin blog API under /api/admin/blog: list, get, create, update (PUT full, PATCH partial), delete and
 * preview links. Publishing (or scheduling, or taking a post offline) additionally needs blog.publish.
 */

import { and, desc, eq, ne, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { BLOG_INPUT_FIELDS, type BlogPostData, blogPostInputSchema, blogPostPatchSchema } from "../../../common/schemas/blog";
import { COMPANY } from "../../../common/site";
import { slugFromTitle } from "../../../common/slug";
import { conflictOnConstraint } from "../../db/conflicts";
import { type BlogPost, blogPosts } from "../../db/schema";
import { issuePreviewToken, revokePreviewTokens } from "../../domain/blog/preview";
import { changesPublication, resolvePublication } from "../../domain/blog/publication";
import type { AppEnv } from "../../env";
import { requirePermission } from "../../http/session";
import { auditInsert, recordAudit } from "../../lib/audit";
import { conflict, fieldError, found } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { idParam, parseOrThrow, validate } from "../../lib/validate";

type Ctx = Context<AppEnv>;

const slugTaken = (slug: string) =>
  conflict("slug_taken", `Der Slug "${slug}" ist bereits vergeben. Bitte wählen Sie einen anderen.`, {
    fields: { slug: [`Der Slug "${slug}" ist bereits vergeben.`] },
  });

const findPost = async (c: Ctx, id: number): Promise<BlogPost> =>
  found(await c.var.db.select().from(blogPosts).where(eq(blogPosts.id, id)).get(), "Blog-Post nicht gefunden");

/** The slug to store: the given one, else generated from the title by the specification's rule. */
function resolveSlug(data: BlogPostData): string {
  if (data.slug) return data.slug;
  const generated = slugFromTitle(data.title);
  if (!generated) throw fieldError("slug", "Aus dem Titel lässt sich kein Slug bilden. Bitte geben Sie einen Slug an.");
  return generated;
}

async function assertSlugFree(c: Ctx, slug: string, exceptId?: number) {
  const clash = await c.var.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .get();
  if (clash) throw slugTaken(slug);
}

/** A unique-constraint failure that slipped past the check (two saves at once) is still a 409, never a 500. */
const uniqueSlugGuard = <T>(slug: string, write: () => Promise<T>): Promise<T> =>
  conflictOnConstraint(write, [[/UNIQUE constraint failed: blog_posts\.slug/, () => slugTaken(slug)]]);

const assertMayPublish = (c: Ctx) =>
  assertHolds(c.var.user, ["blog.publish"], {
    message: 'Sie benötigen die Berechtigung "blog.publish", um Posts zu veröffentlichen, zu planen oder offline zu nehmen.',
  });

/** Validates and stores a post (new or existing) with its audit row in one batch; the AI studio publishes through it too. */
export async function savePost(c: Ctx, data: BlogPostData, existing: BlogPost | null) {
  const db = c.var.db;
  const now = new Date();
  const slug = resolveSlug(data);
  const publication = resolvePublication(data, existing, now);
  if (changesPublication({ ...publication, scheduled_publish_date: data.scheduled_publish_date }, existing)) assertMayPublish(c);
  await assertSlugFree(c, slug, existing?.id);
  const user = c.var.user;
  const values = { ...data, ...publication, slug, updated_at: now.toISOString() };
  const action = publication.published && !existing?.published ? "publish" : existing ? "update" : "create";
  const details = { slug, content_status: publication.content_status, published: publication.published };

  if (existing) {
    const [rows] = await uniqueSlugGuard(slug, () =>
      db.batch([
        db.update(blogPosts).set(values).where(eq(blogPosts.id, existing.id)).returning(),
        auditInsert(c, { action, entity: "blog_post", entityId: existing.id, details }),
      ]),
    );
    return rows[0];
  }
  const [rows] = await uniqueSlugGuard(slug, () =>
    db.batch([
      db
        .insert(blogPosts)
        .values({
          ...values,
          // on create the author falls back to the signed-in user's name, then e-mail, then the company
          author: data.author ?? (user.name || user.email || COMPANY.name),
          author_id: user.id,
          author_email: user.email,
        })
        .returning(),
      auditInsert(c, {
        action,
        entity: "blog_post",
        entityId: sql`(SELECT CAST(id AS TEXT) FROM blog_posts WHERE slug = ${slug})`,
        details,
      }),
    ]),
  );
  return rows[0];
}

/** The stored post as form input, so that PATCH can merge a partial body over it and validate the whole. */
function asInput(post: BlogPost): Record<string, unknown> {
  return Object.fromEntries(BLOG_INPUT_FIELDS.map((f) => [f, post[f]]));
}

export const adminBlogRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("blog.view"), async (c) => {
    const rows = await c.var.db.select().from(blogPosts).orderBy(desc(blogPosts.created_at), desc(blogPosts.id));
    return c.json(rows);
  })
  .get("/:id", requirePermission("blog.view"), validate("param", idParam), async (c) => c.json(await findPost(c, c.req.valid("param").id)))
  .post("/", requirePermission("blog.create"), validate("json", blogPostInputSchema), async (c) => {
    return c.json(await savePost(c, c.req.valid("json"), null), 201);
  })
  .put("/:id", requirePermission("blog.edit"), validate("param", idParam), validate("json", blogPostInputSchema), async (c) => {
    const existing = await findPost(c, c.req.valid("param").id);
    return c.json(await savePost(c, c.req.valid("json"), existing));
  })
  .patch("/:id", requirePermission("blog.edit"), validate("param", idParam), validate("json", blogPostPatchSchema), async (c) => {
    const existing = await findPost(c, c.req.valid("param").id);
    // asking to publish (or unpublish) is refused without blog.publish even where it would change nothing visible
    // yet (e.g. a scheduled post), rather than ignored in silence
    const body = c.req.valid("json");
    if ("published" in body && body.published !== existing.published) assertMayPublish(c);
    const data = parseOrThrow(blogPostInputSchema, { ...asInput(existing), ...body });
    return c.json(await savePost(c, data, existing));
  })
  .delete("/:id", requirePermission("blog.delete"), validate("param", idParam), async (c) => {
    const post = await findPost(c, c.req.valid("param").id);
    const db = c.var.db;
    await db.batch([
      db.delete(blogPosts).where(eq(blogPosts.id, post.id)),
      auditInsert(c, { action: "delete", entity: "blog_post", entityId: post.id, details: { slug: post.slug, title: post.title } }),
    ]);
    await revokePreviewTokens(c.env, post.id);
    return c.body(null, 204);
  })
  .post("/:id/preview-link", requirePermission("blog.edit"), validate("param", idParam), async (c) => {
    const post = await findPost(c, c.req.valid("param").id);
    const { token, expires_at } = await issuePreviewToken(c.env, post.id, c.var.user.id);
    await recordAudit(c, { action: "preview-link", entity: "blog_post", entityId: post.id, details: { expires_at } });
    return c.json({ token, url: `${new URL(c.req.url).origin}/blog/preview/${token}`, expires_at }, 201);
  });
