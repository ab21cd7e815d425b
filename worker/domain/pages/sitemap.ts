/** @file Sitemap provider of the custom pages staff publish in the admin area (/{slug} and /en/{slug_en or slug}). */

import { isBuiltInSlug } from "../../../common/page-records";
import { listPublishedPages } from "../../db/queries/pages";
import { addSitemapProvider } from "../site/sitemap";

addSitemapProvider(async ({ db }) =>
  (await listPublishedPages(db))
    // a noindex page stays reachable but is no page to list
    .filter((p) => !isBuiltInSlug(p.slug) && !p.noindex)
    .map((p) => ({ de: `/${p.slug}`, en: `/en/${p.slug_en ?? p.slug}`, lastmod: p.updated_at.slice(0, 10) })),
);
