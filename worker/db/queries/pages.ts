/** @file Page records with their sections and translations. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { pages, pageSections, pageTranslations } from "../schema";

/** A page by slug with its active sections (ordered) and its translations, or undefined. */
export async function getPageBySlug(db: Db, slug: string, opts: { publishedOnly?: boolean } = {}) {
  const page = await db
    .select()
    .from(pages)
    .where(opts.publishedOnly ? and(eq(pages.slug, slug), eq(pages.published, true)) : eq(pages.slug, slug))
    .get();
  if (!page) return undefined;
  const [sections, translations] = await db.batch([
    db
      .select()
      .from(pageSections)
      .where(and(eq(pageSections.page_id, page.id), eq(pageSections.active, true)))
      .orderBy(asc(pageSections.sort_order), asc(pageSections.id)),
    db.select().from(pageTranslations).where(eq(pageTranslations.page_id, page.id)),
  ]);
  return { ...page, page_sections: sections, translations };
}
