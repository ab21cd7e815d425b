/** @file Rules of a page save: a free slug and English slug, an existing parent that is not the page itself, and homepage.edit for the home page. */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { isBuiltInSlug } from "../../../common/page-records";
import type { PageData } from "../../../common/schemas/pages";
import { pages } from "../../db/schema";
import type { Deps } from "../../env";
import { conflict, invalidInput } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { actorOf } from "../actor";

export const PAGE_SLUG_TAKEN = "Dieser Slug ist bereits vergeben";
const SLUG_EN_TAKEN = "Diese englische Adresse ist bereits vergeben";
export const pageSlugEnTaken = () => conflict("slug_taken", SLUG_EN_TAKEN, { fields: { slug_en: [SLUG_EN_TAKEN] } });
const HOME_SLUG = "home";

/** The home page record feeds the public home page: changing it also needs homepage.edit. */
export function requireHomepageEdit(deps: Pick<Deps, "actor">, ...slugs: (string | undefined)[]) {
  if (slugs.includes(HOME_SLUG)) assertHolds(actorOf(deps), ["homepage.edit"]);
}

export async function checkSlugAndParent(deps: Pick<Deps, "db">, data: PageData, pageId?: number) {
  const db = deps.db;
  const taken = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, data.slug)).get();
  if (taken && taken.id !== pageId) throw conflict("slug_taken", PAGE_SLUG_TAKEN, { fields: { slug: [PAGE_SLUG_TAKEN] } });
  await checkEnglishAddress(deps, data, pageId);
  if (data.parent_id != null) {
    if (data.parent_id === pageId) throw invalidInput({ parent_id: ["Eine Seite kann nicht ihre eigene Elternseite sein"] });
    const parent = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, data.parent_id)).get();
    if (!parent) throw invalidInput({ parent_id: ["Elternseite nicht gefunden"] });
  }
}

/**
 * An English slug is one page's English address: neither another page's English slug nor the German slug of a page
 * without one (which /en/<slug> serves); without one, /en/<slug> must not be another page's English address either.
 */
async function checkEnglishAddress(deps: Pick<Deps, "db">, data: PageData, pageId?: number) {
  if (data.slug_en && isBuiltInSlug(data.slug)) throw invalidInput({ slug_en: ["Eingebaute Seiten haben feste englische Adressen"] });
  const clash = data.slug_en
    ? or(eq(pages.slug_en, data.slug_en), and(eq(pages.slug, data.slug_en), isNull(pages.slug_en)))
    : eq(pages.slug_en, data.slug);
  const other = await deps.db
    .select({ id: pages.id })
    .from(pages)
    .where(pageId ? and(clash, ne(pages.id, pageId)) : clash)
    .get();
  if (!other) return;
  if (data.slug_en) throw pageSlugEnTaken();
  const message = "Eine andere Seite hat diesen Slug als englische Adresse";
  throw conflict("slug_taken", message, { fields: { slug: [message] } });
}
