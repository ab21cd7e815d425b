/** @file Page records with their sections and translations. */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Locale } from "../../../common/locales";
import type { Db } from "../../env";
import { pageSections, pages, pageTranslations } from "../schema";

/**
 * A page by slug with its active sections (ordered) and its translations, or undefined. With `locale` the address's
 * slug may also be an English slug: in English the page whose English slug it is wins over the page whose German slug
 * it is; in German the German slug wins (the route then sends an English slug on to the German address).
 */
export async function getPageBySlug(db: Db, slug: string, opts: { publishedOnly?: boolean; locale?: Locale } = {}) {
  const bySlug = opts.locale ? or(eq(pages.slug, slug), eq(pages.slug_en, slug)) : eq(pages.slug, slug);
  const where = opts.publishedOnly ? and(bySlug, eq(pages.published, true)) : bySlug;
  // one round trip: the sections and translations of every page the address may mean (at most two), picked below
  const candidates = db.select({ id: pages.id }).from(pages).where(where);
  const [rows, sections, translations] = await db.batch([
    db.select().from(pages).where(where),
    db
      .select()
      .from(pageSections)
      .where(and(inArray(pageSections.page_id, candidates), eq(pageSections.active, true)))
      .orderBy(asc(pageSections.sort_order), asc(pageSections.id)),
    db.select().from(pageTranslations).where(inArray(pageTranslations.page_id, candidates)),
  ]);
  const page =
    opts.locale === "en"
      ? (rows.find((p) => p.slug_en === slug) ?? rows.find((p) => p.slug === slug))
      : (rows.find((p) => p.slug === slug) ?? rows[0]);
  if (!page) return undefined;
  return {
    ...page,
    page_sections: sections.filter((s) => s.page_id === page.id),
    translations: translations.filter((t) => t.page_id === page.id),
  };
}

/** A page by id with every section (active or not, ordered) and its translations: what the page editor loads. */
export async function getPageWithAllParts(db: Db, id: number) {
  const [page, sections, translations] = await db.batch([
    db.select().from(pages).where(eq(pages.id, id)),
    db.select().from(pageSections).where(eq(pageSections.page_id, id)).orderBy(asc(pageSections.sort_order), asc(pageSections.id)),
    db.select().from(pageTranslations).where(eq(pageTranslations.page_id, id)).orderBy(asc(pageTranslations.language)),
  ]);
  if (!page[0]) return undefined;
  return { ...page[0], sections, translations };
}

/** Published pages with their English title/description (from the 'en' translation): sitemap, custom routes, overrides. */
export function listPublishedPages(db: Db) {
  return db
    .select({
      slug: pages.slug,
      slug_en: pages.slug_en,
      title: pages.title,
      meta_description: pages.meta_description,
      title_en: pageTranslations.title,
      meta_description_en: pageTranslations.meta_description,
      template: pages.template,
      og_image: pages.og_image,
      noindex: pages.noindex,
      updated_at: pages.updated_at,
    })
    .from(pages)
    .leftJoin(pageTranslations, and(eq(pageTranslations.page_id, pages.id), eq(pageTranslations.language, "en")))
    .where(eq(pages.published, true))
    .orderBy(asc(pages.sort_order), asc(pages.slug))
    .all();
}
