/**
 * @file Saving pages: a page with its `sections` and `translations` arrays is written as ONE D1 batch (all or nothing;
 * sections left out are deleted), with its audit row; the rules (free slug, parent, homepage.edit) are in ./rules.ts.
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { PageData } from "../../../common/schemas/pages";
import { conflictOnConstraint } from "../../db/conflicts";
import { getPageWithAllParts } from "../../db/queries/pages";
import { pageSections, pages, pageTranslations } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, found, invalidInput } from "../../lib/errors";
import { checkSlugAndParent, PAGE_SLUG_TAKEN, requireHomepageEdit } from "./rules";

export const PAGE_NOT_FOUND = "Seite nicht gefunden";

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

/** Creates a page with its sections and translations in one batch (all or nothing), audited. */
export async function createPage(deps: Deps, data: PageData) {
  requireHomepageEdit(deps, data.slug);
  if (data.sections.some((s) => s.id)) throw invalidInput({ sections: ["Neue Seiten haben keine bestehenden Sektionen"] });
  await checkSlugAndParent(deps, data);
  const db = deps.db;
  // the new page's id is not known inside the batch: the children find it by its (unique) slug
  const newPageId = sql`(SELECT id FROM pages WHERE slug = ${data.slug})`;
  await runAtomically(() =>
    db.batch([
      db.insert(pages).values(pageColumns(data)),
      ...data.sections.map((s) => db.insert(pageSections).values({ ...sectionColumns(s), page_id: newPageId as unknown as number })),
      ...data.translations.map((t) => db.insert(pageTranslations).values({ ...t, page_id: newPageId as unknown as number })),
      auditInsert(deps, {
        action: "create",
        entity: "page",
        details: { slug: data.slug, sections: data.sections.length, translations: data.translations.length },
      }),
    ]),
  );
  const created = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, data.slug)).get();
  return await getPageWithAllParts(db, created!.id);
}

/** Saves a page with its sections and translations in one batch; sections and translations left out are deleted. */
export async function updatePage(deps: Deps, id: number, data: PageData) {
  const db = deps.db;
  const existing = found(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).get(), PAGE_NOT_FOUND);
  requireHomepageEdit(deps, existing.slug, data.slug);
  await checkSlugAndParent(deps, data, id);
  const keptIds = data.sections.flatMap((s) => (s.id ? [s.id] : []));
  if (keptIds.length) {
    const owned = await db
      .select({ id: pageSections.id })
      .from(pageSections)
      .where(and(eq(pageSections.page_id, id), inArray(pageSections.id, keptIds)))
      .all();
    if (owned.length !== new Set(keptIds).size) throw invalidInput({ sections: ["Unbekannte Sektion für diese Seite"] });
  }
  const now = (deps.now ?? new Date()).toISOString();
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
      auditInsert(deps, {
        action: "update",
        entity: "page",
        entityId: id,
        details: { slug: data.slug, sections: data.sections.length, translations: languages },
      }),
    ]),
  );
  return await getPageWithAllParts(db, id);
}

/** Publishes a page or takes it offline, audited. */
export async function setPagePublished(deps: Deps, id: number, published: boolean) {
  const db = deps.db;
  const existing = found(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).get(), PAGE_NOT_FOUND);
  requireHomepageEdit(deps, existing.slug);
  const [[updated]] = await db.batch([
    db
      .update(pages)
      .set({ published, updated_at: (deps.now ?? new Date()).toISOString() })
      .where(eq(pages.id, id))
      .returning(),
    auditInsert(deps, {
      action: published ? "publish" : "unpublish",
      entity: "page",
      entityId: id,
      details: { slug: existing.slug },
    }),
  ]);
  return updated;
}

/** Deletes a page with its sections and translations; its child pages lose their parent. */
export async function deletePage(deps: Deps, id: number) {
  const db = deps.db;
  const existing = found(await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, id)).get(), PAGE_NOT_FOUND);
  requireHomepageEdit(deps, existing.slug);
  await db.batch([
    db.delete(pageSections).where(eq(pageSections.page_id, id)),
    db.delete(pageTranslations).where(eq(pageTranslations.page_id, id)),
    db.update(pages).set({ parent_id: null }).where(eq(pages.parent_id, id)),
    db.delete(pages).where(eq(pages.id, id)),
    auditInsert(deps, { action: "delete", entity: "page", entityId: id, details: { slug: existing.slug } }),
  ]);
}
