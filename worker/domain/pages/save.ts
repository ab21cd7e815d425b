/**
 * @file Saving pages: a page with its `sections` and `translations` arrays is written as ONE D1 batch (all or nothing;
 * sections left out are deleted), with its audit row, version and revision; the rules (free slug, parent,
 * homepage.edit) are in ./rules.ts.
 */
import { and, asc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { isBuiltInSlug } from "../../../common/page-records";
import { pageTexts } from "../../../common/page-translation";
import type { PageData } from "../../../common/schemas/pages";
import { nextTranslationSources, TRANSLATABLE } from "../../../common/translation";
import { conflictOnConstraint } from "../../db/conflicts";
import { getPageWithAllParts } from "../../db/queries/pages";
import { pageSections, pages, pageTranslations } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, found, invalidInput } from "../../lib/errors";
import { changedFields, changeStatements, changesNothing } from "../history/change";
import { childArray, jsonObjectOf } from "../history/snapshots";
import { assertCurrentVersion, catchEditConflict, versionOf } from "../history/versions";
import { assertAltTexts, pageImageFields } from "../media/alt-rule";
import { addressChangeStatements, assertPathsFree, releasePathsStatement, zipPaths } from "../redirects/rules";
import { trashStatements } from "../trash/move";
import { checkSlugAndParent, PAGE_SLUG_TAKEN, pageSlugEnTaken, requireHomepageEdit } from "./rules";

const PAGE_NOT_FOUND = "Seite nicht gefunden";
/** The audit log's and the version table's name of a page. */
export const PAGE_ENTITY = "page";

/** A page with every section and translation and the version it is at, as the admin editor loads it. */
export async function findPageForAdmin(deps: Pick<Deps, "db">, id: number) {
  const page = found(await getPageWithAllParts(deps.db, id), PAGE_NOT_FOUND);
  return { ...page, version: (await versionOf(deps, PAGE_ENTITY, id)).version };
}

/** The page with its sections and translations as one JSON object, as stored after the batch's writes. */
export const pageSnapshot = (id: number | SQL): SQL =>
  sql`(SELECT ${jsonObjectOf(pages, [
    childArray(
      "sections",
      pageSections,
      sql`${pageSections.page_id} = ${id}`,
      sql`${asc(pageSections.sort_order)}, ${asc(pageSections.id)}`,
    ),
    childArray("translations", pageTranslations, sql`${pageTranslations.page_id} = ${id}`, sql`${asc(pageTranslations.language)}`),
  ])} FROM ${pages} WHERE ${pages.id} = ${id})`;

/** The fields an editor changed, sections and translations each as one field. */
function pageChanges(existing: Record<string, unknown> | null, data: PageData) {
  const strip = (rows: unknown) =>
    (rows as Record<string, unknown>[] | undefined)?.map(
      ({ id: _i, page_id: _p, created_at: _c, updated_at: _u, translation_sources: _t, unchecked_en: _n, ...rest }) => rest,
    );
  return changedFields(existing && { ...existing, sections: strip(existing.sections), translations: strip(existing.translations) }, {
    ...pageColumns(data),
    sections: strip(data.sections),
    translations: strip(data.translations),
  });
}

const pageColumns = (data: PageData) => ({
  slug: data.slug,
  slug_en: data.slug_en,
  title: data.title,
  meta_description: data.meta_description,
  meta_keywords: data.meta_keywords,
  template: data.template,
  published: data.published,
  featured_image: data.featured_image,
  parent_id: data.parent_id,
  sort_order: data.sort_order,
  og_image: data.og_image,
  noindex: data.noindex,
});

// `unchecked_en` is no column: it goes into translation_sources
const sectionColumns = ({ id: _id, unchecked_en: _unchecked, ...section }: PageData["sections"][number]) => section;

type Existing = Awaited<ReturnType<typeof findPageForAdmin>>;
/**
 * The German source of each English text as saved, per page and per section (common/translation.ts), so a later German
 * change shows "EN veraltet": the page's own texts against its 'en' translation, each section against its stored self.
 */
function translationSourcesOf(existing: Existing | null, data: PageData) {
  const page = nextTranslationSources(
    TRANSLATABLE.page.fields,
    existing?.translation_sources,
    existing && pageTexts(existing),
    pageTexts(data),
    data.unchecked_en,
  );
  const sections = data.sections.map((s) => {
    const before = (s.id && existing?.sections.find((e) => e.id === s.id)) || null;
    return nextTranslationSources(TRANSLATABLE.section.fields, before?.translation_sources, before, s, s.unchecked_en);
  });
  return { page, sections };
}

/**
 * Every stored value a save would change, the internal ones (translation sources, which section rows stay) included:
 * empty for a save that changes nothing. Sections are matched by id, translations by language.
 */
function storedChanges(existing: Existing, data: PageData, sources: ReturnType<typeof translationSourcesOf>): string[] {
  const rowsDiffer = <T extends Record<string, unknown>>(
    before: T[],
    after: { key: unknown; row: Record<string, unknown> }[],
    keyOf: (row: T) => unknown,
  ) =>
    before.length !== after.length ||
    new Set(after.map((a) => a.key)).size !== after.length ||
    after.some(({ key, row }) => {
      const stored = key === undefined ? undefined : before.find((b) => keyOf(b) === key);
      return !stored || changedFields(stored, row).length > 0;
    });
  const sections = data.sections.map((s, i) => ({ key: s.id, row: { ...sectionColumns(s), translation_sources: sources.sections[i] } }));
  const translations = data.translations.map((t) => ({ key: t.language, row: t }));
  return [
    ...changedFields(existing, { ...pageColumns(data), translation_sources: sources.page }),
    ...(rowsDiffer(existing.sections, sections, (s) => s.id) ? ["sections"] : []),
    ...(rowsDiffer(existing.translations, translations, (t) => t.language) ? ["translations"] : []),
  ];
}

/** Runs the batch; a constraint the checks could not foresee (e.g. two sections swapping keys) becomes a 409. */
const runAtomically = <T>(work: () => Promise<T>): Promise<T> =>
  conflictOnConstraint(work, [
    [
      /UNIQUE constraint failed: page_sections/i,
      () => conflict("section_key_taken", "Sektionsschlüssel bereits vergeben; nichts wurde gespeichert"),
    ],
    [/UNIQUE constraint failed: pages\.slug_en/i, () => pageSlugEnTaken()],
    [/UNIQUE constraint failed: pages\.slug/i, () => conflict("slug_taken", PAGE_SLUG_TAKEN)],
    [/constraint/i, () => conflict("conflict", "Die Seite konnte nicht gespeichert werden; nichts wurde geändert")],
  ]);

/** Creates a page with its sections and translations in one batch (all or nothing), audited. */
export async function createPage(deps: Deps, data: PageData, reuseSlug = false) {
  requireHomepageEdit(deps, data.slug);
  if (data.sections.some((s) => s.id)) throw invalidInput({ sections: ["Neue Seiten haben keine bestehenden Sektionen"] });
  await checkSlugAndParent(deps, data);
  if (data.published) await assertAltTexts(deps, pageImageFields(data));
  await assertPathsFree(deps, pagePaths(data.slug, data.slug_en), reuseSlug);
  const db = deps.db;
  const sources = translationSourcesOf(null, data);
  // the new page's id is not known inside the batch: the children find it by its (unique) slug
  const newPageId = sql`(SELECT id FROM pages WHERE slug = ${data.slug})`;
  const change = changeStatements(deps, {
    ref: { entity: PAGE_ENTITY, id: newPageId },
    kind: "create",
    changed: pageChanges(null, data),
    snapshot: pageSnapshot(newPageId),
  });
  await runAtomically(() =>
    db.batch([
      db.insert(pages).values({ ...pageColumns(data), translation_sources: sources.page }),
      ...data.sections.map((s, i) =>
        db
          .insert(pageSections)
          .values({ ...sectionColumns(s), translation_sources: sources.sections[i], page_id: newPageId as unknown as number }),
      ),
      ...data.translations.map((t) => db.insert(pageTranslations).values({ ...t, page_id: newPageId as unknown as number })),
      releasePathsStatement(deps, pagePaths(data.slug, data.slug_en)),
      ...change.after,
      auditInsert(deps, {
        action: "create",
        entity: "page",
        details: { slug: data.slug, sections: data.sections.length, translations: data.translations.length },
      }),
    ]),
  );
  const created = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, data.slug)).get();
  return await findPageForAdmin(deps, created!.id);
}

/**
 * Saves a page with its sections and translations in one batch; sections and translations left out are deleted. With
 * `expected` (the version the editor loaded) a stale save changes nothing and answers 409 edit_conflict.
 */
export async function updatePage(deps: Deps, id: number, data: PageData, expected?: number, kind = "update", reuseSlug = false) {
  const db = deps.db;
  const existing = await findPageForAdmin(deps, id);
  await assertCurrentVersion(deps, { entity: PAGE_ENTITY, id }, expected, async () => existing);
  requireHomepageEdit(deps, existing.slug, data.slug);
  await checkSlugAndParent(deps, data, id);
  // a restore brings back what was: it never fails on a rule that came later
  if (data.published && kind !== "restore") await assertAltTexts(deps, pageImageFields(data));
  const oldPaths = pagePaths(existing.slug, existing.slug_en);
  const newPaths = pagePaths(data.slug, data.slug_en);
  const slugChanged = existing.slug !== data.slug || (existing.slug_en ?? null) !== data.slug_en;
  if (slugChanged) await assertPathsFree(deps, newPaths, reuseSlug);
  // a published page's old addresses redirect to the new ones (both languages); the new ones stop redirecting
  const addresses = !slugChanged
    ? []
    : existing.published && oldPaths.length && newPaths.length
      ? addressChangeStatements(deps, zipPaths(oldPaths, newPaths))
      : [releasePathsStatement(deps, newPaths)];
  const sources = translationSourcesOf(existing, data);
  // a save that stores nothing new writes nothing (../history/change.ts)
  if (
    await changesNothing(
      deps,
      { ref: { entity: PAGE_ENTITY, id }, expected, loadCurrent: () => findPageForAdmin(deps, id) },
      storedChanges(existing, data, sources),
    )
  )
    return existing;
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
  const change = changeStatements(deps, {
    ref: { entity: PAGE_ENTITY, id },
    kind,
    changed: pageChanges(existing, data),
    expected,
    snapshot: pageSnapshot(id),
  });
  const write = () =>
    db.batch([
      change.before,
      db
        .update(pages)
        .set({ ...pageColumns(data), translation_sources: sources.page, updated_at: now })
        .where(eq(pages.id, id)),
      db
        .delete(pageSections)
        .where(keptIds.length ? and(eq(pageSections.page_id, id), notInArray(pageSections.id, keptIds)) : eq(pageSections.page_id, id)),
      ...data.sections.map((s, i) =>
        s.id
          ? db
              .update(pageSections)
              .set({ ...sectionColumns(s), translation_sources: sources.sections[i], updated_at: now })
              .where(and(eq(pageSections.id, s.id), eq(pageSections.page_id, id)))
          : db.insert(pageSections).values({ ...sectionColumns(s), translation_sources: sources.sections[i], page_id: id }),
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
      ...addresses,
      ...change.after,
      auditInsert(deps, {
        action: "update",
        entity: PAGE_ENTITY,
        entityId: id,
        details: { slug: data.slug, sections: data.sections.length, translations: languages },
      }),
    ]);
  await runAtomically(() => catchEditConflict(deps, { entity: PAGE_ENTITY, id }, () => findPageForAdmin(deps, id), write));
  return await findPageForAdmin(deps, id);
}

/** Publishes a page or takes it offline, audited (with `expected`, a stale version is a 409 edit_conflict). */
export async function setPagePublished(deps: Deps, id: number, published: boolean, expected?: number) {
  const db = deps.db;
  const existing = found(
    await db.select({ slug: pages.slug, published: pages.published }).from(pages).where(eq(pages.id, id)).get(),
    PAGE_NOT_FOUND,
  );
  requireHomepageEdit(deps, existing.slug);
  if (published) await assertAltTexts(deps, pageImageFields(await findPageForAdmin(deps, id)));
  // publishing a published page (or taking an offline one offline) writes nothing (../history/change.ts)
  const changed = existing.published === published ? [] : ["published"];
  if (await changesNothing(deps, { ref: { entity: PAGE_ENTITY, id }, expected, loadCurrent: () => findPageForAdmin(deps, id) }, changed)) {
    const page = found(await db.select().from(pages).where(eq(pages.id, id)).get(), PAGE_NOT_FOUND);
    return { ...page, version: (await versionOf(deps, PAGE_ENTITY, id)).version };
  }
  const change = changeStatements(deps, {
    ref: { entity: PAGE_ENTITY, id },
    kind: published ? "publish" : "unpublish",
    changed,
    expected,
    snapshot: pageSnapshot(id),
  });
  const write = () =>
    db.batch([
      change.before,
      db
        .update(pages)
        .set({ published, updated_at: (deps.now ?? new Date()).toISOString() })
        .where(eq(pages.id, id))
        .returning(),
      ...change.after,
      auditInsert(deps, {
        action: published ? "publish" : "unpublish",
        entity: PAGE_ENTITY,
        entityId: id,
        details: { slug: existing.slug },
      }),
    ]);
  const [, [updated]] = await catchEditConflict(deps, { entity: PAGE_ENTITY, id }, () => findPageForAdmin(deps, id), write);
  return { ...updated, version: (await versionOf(deps, PAGE_ENTITY, id)).version };
}

/** The public addresses of a page staff made, in both languages, English under its English slug (built-in pages keep theirs). */
const pagePaths = (slug: string, slugEn: string | null) => (isBuiltInSlug(slug) ? [] : [`/${slug}`, `/en/${slugEn ?? slug}`]);

/**
 * Moves a page with its sections and translations to the trash (its addresses answer 410 while it was published);
 * its child pages lose their parent until it is restored.
 */
export async function deletePage(deps: Deps, id: number) {
  const db = deps.db;
  const existing = found(
    await db
      .select({ slug: pages.slug, slug_en: pages.slug_en, title: pages.title, published: pages.published })
      .from(pages)
      .where(eq(pages.id, id))
      .get(),
    PAGE_NOT_FOUND,
  );
  requireHomepageEdit(deps, existing.slug);
  await db.batch([
    ...trashStatements(deps, {
      entity: "page",
      id,
      title: existing.title,
      // the child pages' ids too, so that a restore gives them their parent back
      snapshot: sql`json_set(${pageSnapshot(id)}, '$.child_ids', (SELECT json_group_array(${pages.id}) FROM ${pages} WHERE ${pages.parent_id} = ${id}))`,
      gonePaths: existing.published ? pagePaths(existing.slug, existing.slug_en) : [],
    }),
    db.delete(pageSections).where(eq(pageSections.page_id, id)),
    db.delete(pageTranslations).where(eq(pageTranslations.page_id, id)),
    db.update(pages).set({ parent_id: null }).where(eq(pages.parent_id, id)),
    db.delete(pages).where(eq(pages.id, id)),
    auditInsert(deps, { action: "delete", entity: "page", entityId: id, details: { slug: existing.slug } }),
  ]);
}
