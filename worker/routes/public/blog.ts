/**
 * @file Public blog API: GET /api/blog (published posts, newest first), GET /api/blog?slug=S (one published post
 * or 404), both in the language of `lang` (English fields where present), and GET /api/blog/preview/:token.
 */
import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "../../../common/locales";
import { postPreview, publishedPost, publishedPosts } from "../../domain/blog/published";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { ApiError, found } from "../../lib/errors";
import { validate } from "../../lib/validate";

/** Status and code of each way a preview link can fail (clients tell them apart by code). */
const PREVIEW_FAILURES = {
  invalid: { status: 401, code: "preview_invalid" },
  expired: { status: 401, code: "preview_expired" },
  not_found: { status: 404, code: "not_found" },
} as const;

const blogQuery = z.object({
  slug: z.string().min(1).max(200).optional(),
  lang: z.enum(LOCALES).default("de"),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const blogRoutes = new Hono<AppEnv>()
  .get("/", validate("query", blogQuery), async (c) => {
    const { slug, lang, limit } = c.req.valid("query");
    if (slug === undefined) return c.json(await publishedPosts(depsOf(c), lang, limit));
    return c.json(found(await publishedPost(depsOf(c), slug, lang), "Blog-Post nicht gefunden"));
  })
  .get("/preview/:token", async (c) => {
    // a preview shows unpublished text: never cached, never indexed
    const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
    const token = c.req.param("token");
    const result = await postPreview(depsOf(c), token);
    if (result.status !== "ok") {
      const { status, code } = PREVIEW_FAILURES[result.status];
      throw new ApiError(status, code, result.message, undefined, privateHeaders);
    }
    for (const [k, v] of Object.entries(privateHeaders)) c.header(k, v);
    return c.json(result.post);
  });
