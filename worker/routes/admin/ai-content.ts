/**
 * @file AI content studio API under /api/admin/ai-content (contract: common/schemas/ai-content.ts). blog.create:
 * GET / (?status=, newest first), GET /usage, GET /:id, POST / (201), PUT /:id, PATCH /:id, DELETE /:id (204).
 * POST /:id/publish (also blog.publish): a draft with blog content becomes a blog post, now or scheduled for its
 * planned date, through the blog's own save. Generation calls: ./ai-generation.ts.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  AI_CONTENT_INPUT_FIELDS,
  AI_MESSAGES,
  type AiContentData,
  type AiPublishResponse,
  type AiUsageResponse,
  aiContentInputSchema,
  aiContentListQuery,
  aiContentPatchSchema,
  aiPublishRequestSchema,
} from "../../../common/schemas/ai-content";
import { slugCandidate } from "../../../common/slug";
import { type AiGeneratedContent, aiGeneratedContent, blogPosts } from "../../db/schema";
import { blogPostFromAiContent } from "../../domain/ai-content/draft-to-post";
import { aiSettings } from "../../domain/ai-content/studio";
import { monthlyBudget, monthUsage, usageMonth } from "../../domain/ai-content/usage";
import type { AppEnv } from "../../env";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { conflict, fieldError, found } from "../../lib/errors";
import { idParam, parseOrThrow, validate } from "../../lib/validate";
import { aiGenerationRoutes } from "./ai-generation";
import { savePost } from "./blog";

type Ctx = Context<AppEnv>;

const findContent = async (c: Ctx, id: number): Promise<AiGeneratedContent> =>
  found(await c.var.db.select().from(aiGeneratedContent).where(eq(aiGeneratedContent.id, id)).get(), AI_MESSAGES.notFound);

async function update(c: Ctx, existing: AiGeneratedContent, data: AiContentData) {
  const db = c.var.db;
  const [[row]] = await db.batch([
    db
      .update(aiGeneratedContent)
      .set({ ...data, created_by: data.created_by ?? existing.created_by, updated_at: new Date().toISOString() })
      .where(eq(aiGeneratedContent.id, existing.id))
      .returning(),
    auditInsert(c, { action: "update", entity: "ai_content", entityId: existing.id, details: { title: data.title, status: data.status } }),
  ]);
  return row;
}

/** Candidates probed per query (D1 binds at most 100 parameters per statement). */
const SLUG_PROBE = 50;

/**
 * A slug for the new post that no post has yet: the title's, else with -2, -3, ... The candidates are looked up as
 * exact values: a `LIKE 'base%'` pattern is refused by D1 once it passes 50 bytes ("LIKE or GLOB pattern too complex").
 */
async function freeSlug(c: Ctx, base: string): Promise<string> {
  for (let first = 1; ; first += SLUG_PROBE) {
    const candidates = Array.from({ length: SLUG_PROBE }, (_, i) => slugCandidate(base, first + i));
    const rows = await c.var.db.select({ slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.slug, candidates));
    const taken = new Set(rows.map((r) => r.slug));
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

export const adminAiContentRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("blog.create"), validate("query", aiContentListQuery), async (c) => {
    const { status } = c.req.valid("query");
    const rows = await c.var.db
      .select()
      .from(aiGeneratedContent)
      .where(status ? eq(aiGeneratedContent.status, status) : undefined)
      .orderBy(desc(aiGeneratedContent.created_at), desc(aiGeneratedContent.id));
    return c.json(rows);
  })
  .get("/usage", requirePermission("blog.create"), async (c) => {
    const usage = await monthUsage(c.var.db, c.var.user.id);
    const budget = monthlyBudget(c.env);
    const settings = aiSettings(c.env);
    const body: AiUsageResponse = {
      month: usageMonth(),
      ...usage,
      budget: { tokens: budget, remaining: budget === null ? null : Math.max(0, budget - usage.site.tokens) },
      provider: { configured: settings !== null, model: settings?.model ?? null, image_model: settings?.imageModel || null },
    };
    return c.json(body);
  })
  .route("/", aiGenerationRoutes)
  .get("/:id", requirePermission("blog.create"), validate("param", idParam), async (c) =>
    c.json(await findContent(c, c.req.valid("param").id)),
  )
  .post("/", requirePermission("blog.create"), validate("json", aiContentInputSchema), async (c) => {
    const data = c.req.valid("json");
    const user = c.var.user;
    const db = c.var.db;
    const [[row]] = await db.batch([
      db
        .insert(aiGeneratedContent)
        .values({ ...data, created_by: data.created_by ?? (user.name || user.email) })
        .returning(),
      auditInsert(c, { action: "create", entity: "ai_content", details: { title: data.title, status: data.status } }),
    ]);
    return c.json(row, 201);
  })
  .put("/:id", requirePermission("blog.create"), validate("param", idParam), validate("json", aiContentInputSchema), async (c) => {
    const existing = await findContent(c, c.req.valid("param").id);
    return c.json(await update(c, existing, c.req.valid("json")));
  })
  .patch("/:id", requirePermission("blog.create"), validate("param", idParam), validate("json", aiContentPatchSchema), async (c) => {
    const existing = await findContent(c, c.req.valid("param").id);
    const stored = Object.fromEntries(AI_CONTENT_INPUT_FIELDS.map((f) => [f, existing[f as keyof AiGeneratedContent]]));
    const data = parseOrThrow(aiContentInputSchema, { ...stored, ...c.req.valid("json") });
    return c.json(await update(c, existing, data));
  })
  .delete("/:id", requirePermission("blog.create"), validate("param", idParam), async (c) => {
    const existing = await findContent(c, c.req.valid("param").id);
    const db = c.var.db;
    await db.batch([
      db.delete(aiGeneratedContent).where(eq(aiGeneratedContent.id, existing.id)),
      auditInsert(c, { action: "delete", entity: "ai_content", entityId: existing.id, details: { title: existing.title } }),
    ]);
    return c.body(null, 204);
  })
  .post(
    "/:id/publish",
    requirePermission("blog.create", "blog.publish"),
    validate("param", idParam),
    validate("json", aiPublishRequestSchema),
    async (c) => {
      const existing = await findContent(c, c.req.valid("param").id);
      if (existing.status !== "draft") throw conflict("conflict", AI_MESSAGES.onlyDraftsPublish);
      if (!existing.blog_content?.trim()) throw fieldError("blog_content", AI_MESSAGES.noBlogContent);
      const { publish_immediately } = c.req.valid("json");
      const draft = blogPostFromAiContent(existing, publish_immediately);
      const post = await savePost(c, { ...draft, slug: await freeSlug(c, draft.slug ?? "beitrag") }, null);
      const status = post.published ? "published" : "scheduled";
      const db = c.var.db;
      const [[content]] = await db.batch([
        db
          .update(aiGeneratedContent)
          .set({ status, blog_post_id: post.id, blog_slug: post.slug, updated_at: new Date().toISOString() })
          .where(eq(aiGeneratedContent.id, existing.id))
          .returning(),
        auditInsert(c, { action: "publish", entity: "ai_content", entityId: existing.id, details: { blog_post_id: post.id, status } }),
      ]);
      const body: AiPublishResponse = {
        success: true,
        blog_post_id: post.id,
        blog_slug: post.slug,
        url: `/blog/${post.slug}`,
        status,
        scheduled_publish_date: post.scheduled_publish_date,
        content,
      };
      return c.json(body);
    },
  );
