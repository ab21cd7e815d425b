/**
 * @file GET /api/pages?slug=S[&with_sections=true]: one published page (with its active sections and translations);
 * GET /api/pages without slug: the published pages as `{ slug, title, template, updated_at }` (sitemap, custom routes).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { getPageBySlug, listPublishedPages } from "../../db/queries/pages";
import { notFound } from "../../lib/errors";
import { validate } from "../../lib/validate";

const pageQuery = z.object({
  slug: z.string().min(1).max(200).optional(),
  with_sections: z.enum(["true", "false"]).optional(),
});

export const pagesRoutes = new Hono<AppEnv>().get("/", validate("query", pageQuery), async (c) => {
  const { slug, with_sections } = c.req.valid("query");
  if (!slug) return c.json(await listPublishedPages(c.var.db));
  const page = await getPageBySlug(c.var.db, slug, { publishedOnly: true });
  if (!page) throw notFound("Seite nicht gefunden");
  if (with_sections === "true") return c.json(page);
  const { page_sections: _sections, ...withoutSections } = page;
  return c.json(withoutSections);
});
