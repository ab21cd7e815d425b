/**
 * @file Pages admin API. GET / (paged list with section count and languages), GET /:id (with every section and
 * translation), POST / and PUT /:id (the page with its `sections` and `translations` arrays, saved as ONE D1 batch:
 * all or nothing; sections left out are deleted), PATCH /:id `{ published }`, DELETE /:id (page, sections and
 * translations). Permissions pages.view/create/edit/delete; the home page also needs homepage.edit.
 */

import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { listQuery } from "../../../common/schemas/fields";
import { type PageData, pageSchema, pageStatusSchema } from "../../../common/schemas/pages";
import { conflictOnConstraint } from "../../db/conflicts";
import { getPageWithAllParts } from "../../db/queries/pages";
import { pageSections, pages, pageTranslations } from "../../db/schema";
import { checkSlugAndParent, PAGE_SLUG_TAKEN, requireHomepageEdit } from "../../domain/pages/rules";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { conflict, found, invalidInput } from "../../lib/errors";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

const NOT_FOUND = "Seite nicht gefunden";
const pageColumns = (data: PageData) => ({
  slug: data.slug,
  title: data.title,
  meta_description: data.meta_description,
  meta_keywords: data.meta_keywords,
  template: data.template,
  published: data.published,
  featured_image: data.featured_image,
  parent_id: data.parent_id,
  sort_order: data.sort_order,
});

const sectionColumns = ({ id: _id, ...section }: PageData["sections"][number]) => section;

/** Runs the batch; a constraint the checks could not foresee (e.g. two sections swapping keys) becomes a 409. */
const runAtomically = <T>(work: () => Promise<T>): Promise<T> =>
  conflictOnConstraint(work, [
    [
      /UNIQUE constraint failed: page_sections/i,
      () => conflict("section_key_taken", "Sektionsschlüssel bereits vergeben; nichts wurde gespeichert"),
    ],
    [/UNIQUE constraint failed: pages\.slug/i, () => conflict("slug_taken", PAGE_SLUG_TAKEN)],
    [/constraint/i, () => conflict("conflict", "Die Seite konnte nicht gespeichert werden; nichts wurde geändert")],
  ]);

export const adminPageRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("pages.view"), validate("query", listQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    const where = searchAny(q.q, [pages.title, pages.slug]);
    const [rows, [{ total }]] = await db.batch([
      db
        .select({
          id: pages.id,
          slug: pages.slug,
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
    const list = rows.map((r) => ({ ...r, languages: ["de", ...(r.languages ?? "").split(",").filter((l) => l === "en")] }));
    return pagedJson(c, list, total, q);
  })
  .get("/:id", requirePermission("pages.view"), validate("param", idParam), async (c) => {
    return c.json(found(await getPageWithAllParts(c.var.db, c.req.valid("param").id), NOT_FOUND));
  })
  .post("/", requirePermission("pages.create"), validate("json", pageSchema), async (c) => {
    const data = c.req.valid("json");
    requireHomepageEdit(depsOf(c), data.slug);
    if (data.sections.some((s) => s.id)) throw invalidInput({ sections: ["Neue Seiten haben keine bestehenden Sektionen"] });
    await checkSlugAndParent(depsOf(c), data);
    const db = c.var.db;
    // the new page's id is not known inside the batch: the children find it by its (unique) slug
    const newPageId = sql`(SELECT id FROM pages WHERE slug = ${data.slug})`;
    await runAtomically(() =>
      db.batch([
        db.insert(pages).values(pageColumns(data)),
        ...data.sections.map((s) => db.insert(pageSections).values({ ...sectionColumns(s), page_id: newPageId as unknown as number })),
        ...data.translations.map((t) => db.insert(pageTranslations).values({ ...t, page_id: newPageId as unknown as number })),
        auditInsert(depsOf(c), {
          action: "create",
          entity: "page",
          details: { slug: data.slug, sections: data.sections.length, translations: data.translations.length },
        }),
      ]),
    );
    const created = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, data.slug)).get();
    return c.json(await getPageWithAllParts(db, created!.id), 201);
  })
  .put("/:id", requirePermission("pages.edit"), validate("param", idParam), validate("json", pageSchema), async (c) => {
    const { id } = c.req.valid("param");
    const data = c.req.valid("json");
    const db = c.var.db;
    const existing = found(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).get(), NOT_FOUND);
    requireHomepageEdit(depsOf(c), existing.slug, data.slug);
    await checkSlugAndParent(depsOf(c), data, id);
    const keptIds = data.sections.flatMap((s) => (s.id ? [s.id] : []));
    if (keptIds.length) {
      const owned = await db
        .select({ id: pageSections.id })
        .from(pageSections)
        .where(and(eq(pageSections.page_id, id), inArray(pageSections.id, keptIds)))
        .all();
      if (owned.length !== new Set(keptIds).size) throw invalidInput({ sections: ["Unbekannte Sektion für diese Seite"] });
    }
    const now = new Date().toISOString();
    const languages = data.translations.map((t) => t.language);
    await runAtomically(() =>
      db.batch([
        db
          .update(pages)
          .set({ ...pageColumns(data), updated_at: now })
          .where(eq(pages.id, id)),
        db
          .delete(pageSections)
          .where(keptIds.length ? and(eq(pageSections.page_id, id), notInArray(pageSections.id, keptIds)) : eq(pageSections.page_id, id)),
        ...data.sections.map((s) =>
          s.id
            ? db
                .update(pageSections)
                .set({ ...sectionColumns(s), updated_at: now })
                .where(and(eq(pageSections.id, s.id), eq(pageSections.page_id, id)))
            : db.insert(pageSections).values({ ...sectionColumns(s), page_id: id }),
        ),
        db
          .delete(pageTranslations)
          .where(
            languages.length
              ? and(eq(pageTranslations.page_id, id), notInArray(pageTranslations.language, languages))
              : eq(pageTranslations.page_id, id),
          ),
        ...data.translations.map((t) =>
          db
            .insert(pageTranslations)
            .values({ ...t, page_id: id })
            .onConflictDoUpdate({
              target: [pageTranslations.page_id, pageTranslations.language],
              set: { title: t.title, meta_description: t.meta_description, meta_keywords: t.meta_keywords, updated_at: now },
            }),
        ),
        auditInsert(depsOf(c), {
          action: "update",
          entity: "page",
          entityId: id,
          details: { slug: data.slug, sections: data.sections.length, translations: languages },
        }),
      ]),
    );
    return c.json(await getPageWithAllParts(db, id));
  })
  .patch("/:id", requirePermission("pages.edit"), validate("param", idParam), validate("json", pageStatusSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { published } = c.req.valid("json");
    const db = c.var.db;
    const existing = found(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).get(), NOT_FOUND);
    requireHomepageEdit(depsOf(c), existing.slug);
    const [[updated]] = await db.batch([
      db.update(pages).set({ published, updated_at: new Date().toISOString() }).where(eq(pages.id, id)).returning(),
      auditInsert(depsOf(c), {
        action: published ? "publish" : "unpublish",
        entity: "page",
        entityId: id,
        details: { slug: existing.slug },
      }),
    ]);
    return c.json(updated);
  })
  .delete("/:id", requirePermission("pages.delete"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const existing = found(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).get(), NOT_FOUND);
    requireHomepageEdit(depsOf(c), existing.slug);
    await db.batch([
      db.delete(pageSections).where(eq(pageSections.page_id, id)),
      db.delete(pageTranslations).where(eq(pageTranslations.page_id, id)),
      db.update(pages).set({ parent_id: null }).where(eq(pages.parent_id, id)),
      db.delete(pages).where(eq(pages.id, id)),
      auditInsert(depsOf(c), { action: "delete", entity: "page", entityId: id, details: { slug: existing.slug } }),
    ]);
    return c.body(null, 204);
  });
