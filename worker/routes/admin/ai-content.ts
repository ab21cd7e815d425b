/**
 * @file AI content studio API under /api/admin/ai-content (contract: common/schemas/ai-content.ts). blog.create:
 * GET / (?status=, newest first), GET /usage, GET /:id, POST / (201), PUT /:id, PATCH /:id, DELETE /:id (204).
 * Updates and publishing need `If-Match` (428 without); a PUT with `X-Autosave` autosaves a draft (worker/http/autosave.ts).
 * POST /:id/publish (also blog.publish): a draft with blog content becomes a blog post, now or scheduled for its
 * planned date, through the blog's own save (worker/domain/ai-content/drafts.ts). POST /:id/submit-review
 * (blog.create): the hand-off of staff without blog.publish, a blog post in review (worker/domain/ai-content/hand-off.ts). The generation calls under the same
 * path (worker/routes/admin/ai-generation.ts) are mounted beside these in worker/routes/admin/index.ts.
 */
import { Hono } from "hono";
import {
  AI_CONTENT_INPUT_FIELDS,
  aiContentInputSchema,
  aiContentListQuery,
  aiContentPatchSchema,
  aiPublishRequestSchema,
} from "../../../common/schemas/ai-content";
import {
  AI_CONTENT_ENTITY,
  contentWithVersion,
  createContent,
  deleteContent,
  findContent,
  listContent,
  publishDraft,
  updateContent,
} from "../../domain/ai-content/drafts";
import { submitForReview } from "../../domain/ai-content/hand-off";
import { usageReport } from "../../domain/ai-content/usage-report";
import { withVersions } from "../../domain/history/versions";
import type { AppEnv } from "../../env";
import { autosaveSession, notADraft } from "../../http/autosave";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { idParam, parseOrThrow, validate } from "../../lib/validate";

export const adminAiContentRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("blog.create"), validate("query", aiContentListQuery), async (c) => {
    const deps = depsOf(c);
    return c.json(await withVersions(deps, AI_CONTENT_ENTITY, await listContent(deps, c.req.valid("query").status)));
  })
  .get("/usage", requirePermission("blog.create"), async (c) => {
    return c.json(await usageReport(depsOf(c)));
  })
  .get("/:id", requirePermission("blog.create"), validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    return c.json(await contentWithVersion(deps, await findContent(deps, c.req.valid("param").id)));
  })
  .post("/", requirePermission("blog.create"), validate("json", aiContentInputSchema), async (c) => {
    return c.json(await createContent(depsOf(c), c.req.valid("json")), 201);
  })
  .put("/:id", requirePermission("blog.create"), validate("param", idParam), validate("json", aiContentInputSchema), async (c) => {
    const expected = requiredVersion(c);
    const editSession = autosaveSession(c);
    const deps = depsOf(c);
    const existing = await findContent(deps, c.req.valid("param").id);
    if (!editSession) return c.json(await updateContent(deps, existing, c.req.valid("json"), expected));
    // an autosave stores the text of a draft only: its status stays as stored
    if (existing.status !== "draft") throw notADraft();
    return c.json(await updateContent(deps, existing, { ...c.req.valid("json"), status: "draft" }, expected, { editSession }));
  })
  .patch("/:id", requirePermission("blog.create"), validate("param", idParam), validate("json", aiContentPatchSchema), async (c) => {
    const expected = requiredVersion(c);
    const deps = depsOf(c);
    const existing = await findContent(deps, c.req.valid("param").id);
    const stored = Object.fromEntries(AI_CONTENT_INPUT_FIELDS.map((f) => [f, existing[f as keyof typeof existing]]));
    const data = parseOrThrow(aiContentInputSchema, { ...stored, ...c.req.valid("json") });
    return c.json(await updateContent(deps, existing, data, expected));
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
      const expected = requiredVersion(c);
      const deps = depsOf(c);
      const existing = await findContent(deps, c.req.valid("param").id);
      const body = await publishDraft(deps, existing, c.req.valid("json").publish_immediately, expected);
      return c.json(body);
    },
  )
  .post("/:id/submit-review", requirePermission("blog.create"), validate("param", idParam), async (c) => {
    const deps = depsOf(c);
    return c.json(await submitForReview(deps, await findContent(deps, c.req.valid("param").id), requiredVersion(c)));
  });
