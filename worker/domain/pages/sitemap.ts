/** @file Sitemap provider of the custom pages staff publish in the admin area (/{slug} and /en/{slug}). */

import { isBuiltInSlug } from "../../../common/page-records";
import { listPublishedPages } from "../../db/queries/pages";
import { addSitemapProvider } from "../site/sitemap";

addSitemapProvider(async ({ db }) =>
  (await listPublishedPages(db))
    .filter((p) => !isBuiltInSlug(p.slug))
    .map((p) => ({ de: `/${p.slug}`, en: `/en/${p.slug}`, lastmod: p.updated_at.slice(0, 10) })),
);
