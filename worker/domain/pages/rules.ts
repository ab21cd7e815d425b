/** @file Rules of a page save: a free slug, an existing parent that is not the page itself, and homepage.edit for the home page. */
import { eq } from "drizzle-orm";
import type { PageData } from "../../../common/schemas/pages";
import { pages } from "../../db/schema";
import type { Deps } from "../../env";
import { conflict, invalidInput } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { actorOf } from "../actor";

export const PAGE_SLUG_TAKEN = "Dieser Slug ist bereits vergeben";
const HOME_SLUG = "home";

/** The home page record feeds the public home page: changing it also needs homepage.edit. */
export function requireHomepageEdit(deps: Pick<Deps, "actor">, ...slugs: (string | undefined)[]) {
  if (slugs.includes(HOME_SLUG)) assertHolds(actorOf(deps), ["homepage.edit"]);
}

export async function checkSlugAndParent(deps: Pick<Deps, "db">, data: PageData, pageId?: number) {
  const db = deps.db;
  const taken = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, data.slug)).get();
  if (taken && taken.id !== pageId) throw conflict("slug_taken", PAGE_SLUG_TAKEN, { fields: { slug: [PAGE_SLUG_TAKEN] } });
  if (data.parent_id != null) {
    if (data.parent_id === pageId) throw invalidInput({ parent_id: ["Eine Seite kann nicht ihre eigene Elternseite sein"] });
    const parent = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, data.parent_id)).get();
    if (!parent) throw invalidInput({ parent_id: ["Elternseite nicht gefunden"] });
  }
}
