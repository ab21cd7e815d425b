/**
 * @file GET /api/pages?slug=S[&with_sections=true]: one published page (with its active sections and translations);
 * GET /api/pages?slug=S&rendered=true[&locale=en]: the page ready to show (active sections with Markdown rendered to HTML;
 * in English S may be its English slug);
 * GET /api/pages without slug: the published pages (slug, title, meta_description, English title/description, template,
 * updated_at) for the sitemap, custom routes and the built-in pages' title/description overrides.
 */
import { Hono, type TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import { LOCALES } from "../../../common/locales";
import type { PublishedPage, RenderedPage } from "../../../common/page-records";
import { publishedPage, publishedPages, renderedPage } from "../../domain/pages/published";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { found } from "../../lib/errors";
import { validate } from "../../lib/validate";

const NOT_FOUND = "Seite nicht gefunden";

const pageQuery = z.object({
  slug: z.string().min(1).max(200).optional(),
  with_sections: z.enum(["true", "false"]).optional(),
  rendered: z.enum(["true", "false"]).optional(),
  /** With rendered=true: the address's language ("en": the slug may be an English slug). */
  locale: z.enum(LOCALES).optional(),
});

type PageWithSections = NonNullable<Awaited<ReturnType<typeof publishedPage>>>;
type Answer<T> = Response & TypedResponse<JSONParsed<T>, ContentfulStatusCode, "json">;
/**
 * Written out: inferred from the returns, TypeScript would fold the page with sections into the page without them
 * (a subtype), and the typed client (web/data/public-reads.ts) could not tell them apart.
 */
type PagesAnswer =
  | Answer<PublishedPage[]>
  | Answer<RenderedPage>
  | Answer<PageWithSections>
  | Answer<Omit<PageWithSections, "page_sections">>;

export const pagesRoutes = new Hono<AppEnv>().get("/", validate("query", pageQuery), async (c): Promise<PagesAnswer> => {
  const { slug, with_sections, rendered, locale } = c.req.valid("query");
  if (!slug) return c.json(await publishedPages(depsOf(c)));
  if (rendered === "true") return c.json(found(await renderedPage(depsOf(c), slug, locale ?? "de"), NOT_FOUND));
  const page = found(await publishedPage(depsOf(c), slug), NOT_FOUND);
  if (with_sections === "true") return c.json(page);
  const { page_sections: _sections, ...withoutSections } = page;
  return c.json(withoutSections);
});
