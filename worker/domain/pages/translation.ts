/** @file The translation status of pages for the admin list (its badge and ?translation= filter), from common/page-translation.ts. */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { pageTranslationState } from "../../../common/page-translation";
import type { TranslationState } from "../../../common/translation";
import { pageSections, pages, pageTranslations } from "../../db/schema";
import type { Db } from "../../env";

/** Each page's state (id → state) over the pages `where` selects: its own texts and its active sections. */
export async function pageTranslationStates(db: Db, where: SQL | undefined): Promise<Map<number, TranslationState>> {
  const rows = await db
    .select({ id: pages.id, title: pages.title, meta_description: pages.meta_description, translation_sources: pages.translation_sources })
    .from(pages)
    .where(where);
  const ids = rows.map((r) => r.id);
  if (!ids.length) return new Map();
  const [sections, english] = await db.batch([
    db
      .select()
      .from(pageSections)
      .where(and(inArray(pageSections.page_id, ids), eq(pageSections.active, true))),
    db
      .select()
      .from(pageTranslations)
      .where(and(inArray(pageTranslations.page_id, ids), eq(pageTranslations.language, "en"))),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      pageTranslationState({
        ...r,
        translations: english.filter((t) => t.page_id === r.id),
        sections: sections.filter((s) => s.page_id === r.id),
      }),
    ]),
  );
}
