/**
 * @file Pages admin API. GET / (paged list with section count and languages), GET /:id (with every section and
 * translation), POST / and PUT /:id (the page with its `sections` and `translations` arrays, saved as ONE D1 batch:
 * all or nothing; sections left out are deleted), PATCH /:id `{ published }`, DELETE /:id (page, sections and
 * translations). Permissions pages.view/create/edit/delete; the home page also needs homepage.edit. The list carries each
 * page's `translation` state (its own texts and active sections) and filters by `?translation=missing|stale|current`.
 */

import { and, asc, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { listQuery } from "../../../common/schemas/fields";
import { pageSchema, pageStatusSchema } from "../../../common/schemas/pages";
import { translationFilterQuery } from "../../../common/schemas/translation-status";
import { pages } from "../../db/schema";
import { withVersions } from "../../domain/history/versions";
import { createPage, deletePage, findPageForAdmin, PAGE_ENTITY, setPagePublished, updatePage } from "../../domain/pages/save";
import { pageTranslationStates } from "../../domain/pages/translation";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion, reuseSlugConfirmed } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

export const adminPageRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("pages.view"), validate("query", listQuery.extend(translationFilterQuery.shape)), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    const searched = searchAny(q.q, [pages.title, pages.slug]);
    // ?translation=missing|stale|current ("EN fehlt", "EN veraltet", "EN aktuell"): the status needs the sections, so
    // it is worked out per page first and the filter becomes a list of ids
    const states = await pageTranslationStates(db, searched);
    const wanted = q.translation && [...states].flatMap(([id, state]) => (state === q.translation ? [id] : []));
    const where = !wanted ? searched : wanted.length ? and(searched, inArray(pages.id, wanted)) : sql`0`;
    const [rows, [{ total }]] = await db.batch([
      db
        .select({
          id: pages.id,
          slug: pages.slug,
          slug_en: pages.slug_en,
          title: pages.title,
          template: pages.template,
          published: pages.published,
          parent_id: pages.parent_id,
          sort_order: pages.sort_order,
          created_at: pages.created_at,
          updated_at: pages.updated_at,
          section_count: sql<number>`(SELECT count(*) FROM page_sections s WHERE s.page_id = "pages"."id")`.mapWith(Number),
          languages: sql<string>`(SELECT group_concat(t.language) FROM page_translations t WHERE t.page_id = "pages"."id")`,
        })
        .from(pages)
        .where(where)
        .orderBy(asc(pages.sort_order), asc(pages.title), asc(pages.id))
        .limit(q.per_page)
        .offset(offsetOf(q)),
      db.select({ total: countAll }).from(pages).where(where),
    ]);
    const list = (await withVersions(depsOf(c), PAGE_ENTITY, rows)).map((r) => ({
      ...r,
      translation: states.get(r.id) ?? "current",
      languages: ["de", ...(r.languages ?? "").split(",").filter((l) => l === "en")],
    }));
    return pagedJson(c, list, total, q);
  })
  .get("/:id", requirePermission("pages.view"), validate("param", idParam), async (c) => {
    return c.json(await findPageForAdmin(depsOf(c), c.req.valid("param").id));
  })
  .post("/", requirePermission("pages.create"), validate("json", pageSchema), async (c) => {
    return c.json(await createPage(depsOf(c), c.req.valid("json"), reuseSlugConfirmed(c)), 201);
  })
  .put("/:id", requirePermission("pages.edit"), validate("param", idParam), validate("json", pageSchema), async (c) => {
    const reuse = reuseSlugConfirmed(c);
    return c.json(await updatePage(depsOf(c), c.req.valid("param").id, c.req.valid("json"), requiredVersion(c), "update", reuse));
  })
  .patch("/:id", requirePermission("pages.edit"), validate("param", idParam), validate("json", pageStatusSchema), async (c) => {
    return c.json(await setPagePublished(depsOf(c), c.req.valid("param").id, c.req.valid("json").published, requiredVersion(c)));
  })
  .delete("/:id", requirePermission("pages.delete"), validate("param", idParam), async (c) => {
    await deletePage(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
