/**
 * @file AI content studio API under /api/admin/ai-content (contract: common/schemas/ai-content.ts). blog.create:
 * GET / (?status=, newest first), GET /usage, GET /:id, POST / (201), PUT /:id, PATCH /:id, DELETE /:id (204).
 * POST /:id/publish (also blog.publish): a draft with blog content becomes a blog post, now or scheduled for its
 * planned date, through the blog's own save (worker/domain/ai-content/drafts.ts). The generation calls under the same
 * path (worker/routes/admin/ai-generation.ts) are mounted beside these in worker/routes/admin/index.ts.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  AI_CONTENT_INPUT_FIELDS,
  type AiUsageResponse,
  aiContentInputSchema,
  aiContentListQuery,
  aiContentPatchSchema,
  aiPublishRequestSchema,
} from "../../../common/schemas/ai-content";
import { aiGeneratedContent } from "../../db/schema";
import { createContent, deleteContent, findContent, publishDraft, updateContent } from "../../domain/ai-content/drafts";
import { aiSettings } from "../../domain/ai-content/studio";
import { monthlyBudget, monthUsage, usageMonth } from "../../domain/ai-content/usage";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { idParam, parseOrThrow, validate } from "../../lib/validate";

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
  .get("/:id", requirePermission("blog.create"), validate("param", idParam), async (c) =>
    c.json(await findContent(depsOf(c), c.req.valid("param").id)),
  )
  .post("/", requirePermission("blog.create"), validate("json", aiContentInputSchema), async (c) => {
    return c.json(await createContent(depsOf(c), c.req.valid("json")), 201);
  })
  .put("/:id", requirePermission("blog.create"), validate("param", idParam), validate("json", aiContentInputSchema), async (c) => {
    const deps = depsOf(c);
    return c.json(await updateContent(deps, await findContent(deps, c.req.valid("param").id), c.req.valid("json")));
  })
  .patch("/:id", requirePermission("blog.create"), validate("param", idParam), validate("json", aiContentPatchSchema), async (c) => {
    const deps = depsOf(c);
    const existing = await findContent(deps, c.req.valid("param").id);
    const stored = Object.fromEntries(AI_CONTENT_INPUT_FIELDS.map((f) => [f, existing[f as keyof typeof existing]]));
    const data = parseOrThrow(aiContentInputSchema, { ...stored, ...c.req.valid("json") });
    return c.json(await updateContent(deps, existing, data));
  })
  .delete("/:id", requirePermission("blog.create"), validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    await deleteContent(deps, await findContent(deps, c.req.valid("param").id));
    return c.body(null, 204);
  })
  .post(
    "/:id/publish",
    requirePermission("blog.create", "blog.publish"),
    validate("param", idParam),
    validate("json", aiPublishRequestSchema),
    async (c) => {
      const deps = depsOf(c);
      const body = await publishDraft(deps, await findContent(deps, c.req.valid("param").id), c.req.valid("json").publish_immediately);
      return c.json(body);
    },
  );
