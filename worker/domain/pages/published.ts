/**
 * @file The public page reads, composed once for the API (worker/routes/public/pages.ts) and server rendering
 * (worker/ssr-data.ts): a published page with its active sections, the published pages' records, a page ready to show.
 */
import type { Locale } from "../../../common/locales";
import type { PublishedPage, RenderedPage } from "../../../common/page-records";
import { getPageBySlug, listPublishedPages } from "../../db/queries/pages";
import type { Deps } from "../../env";
import { getRenderedPage } from "./rendered";

/** A published page with its active sections and translations, or null. */
export const publishedPage = async (deps: Pick<Deps, "db">, slug: string) =>
  (await getPageBySlug(deps.db, slug, { publishedOnly: true })) ?? null;

/** The published pages' records (sitemap, custom routes, title/description overrides of built-in pages). */
export const publishedPages = (deps: Pick<Deps, "db">): Promise<PublishedPage[]> => listPublishedPages(deps.db);

/** A published page with its active sections' Markdown rendered to HTML, or null. */
export const renderedPage = (deps: Pick<Deps, "db">, slug: string, locale?: Locale): Promise<RenderedPage | null> =>
  getRenderedPage(deps.db, slug, locale);
