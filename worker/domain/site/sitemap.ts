/**
 * @file GET /sitemap.xml: every public URL in both languages with hreflang alternates.
 * Extensible: other features register async URL providers (blog posts, CMS pages) with `addSitemapProvider`.
 */

import { and, eq } from "drizzle-orm";
import { BUILT_IN_SLUGS } from "../../../common/page-records";
import { NOINDEX_PAGES, PAGE_KEYS, PAGE_PATHS } from "../../../common/routes";
import { pages, redirects } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { escapeXml } from "../../lib/xml";

/** One page of the sitemap: its path per language (omit a language the page does not exist in). */
interface SitemapEntry {
  de?: string;
  en?: string;
  /** ISO date of the last change. */
  lastmod?: string;
}

export type SitemapProvider = (ctx: { db: Db; env: Bindings }) => Promise<SitemapEntry[]>;

const providers: SitemapProvider[] = [];

/** Registers a source of sitemap URLs (called once at module load by the feature that owns the URLs); returns its removal. */
export function addSitemapProvider(provider: SitemapProvider): () => void {
  providers.push(provider);
  return () => {
    providers.splice(providers.indexOf(provider), 1);
  };
}

/** The fixed pages of the route map (noindex pages left out, and those whose published record staff set to noindex). */
const staticPages: SitemapProvider = async ({ db }) => {
  const hidden = new Set(
    (
      await db
        .select({ slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.published, true), eq(pages.noindex, true)))
    ).map((p) => p.slug),
  );
  return PAGE_KEYS.filter((key) => !NOINDEX_PAGES.has(key) && !hidden.has(BUILT_IN_SLUGS[key] ?? "")).map((key) => ({
    de: PAGE_PATHS[key].de,
    en: PAGE_PATHS[key].en,
  }));
};

addSitemapProvider(staticPages);

/** The sitemap, and whether every provider answered (an incomplete one is served but not kept in the edge cache). */
export async function buildSitemap(ctx: { db: Db; env: Bindings }, base: string): Promise<{ xml: string; complete: boolean }> {
  const results = await Promise.allSettled(providers.map((provider) => provider(ctx)));
  // only final URLs: an address that redirects (or is gone) is left out
  const redirected = new Set(
    (
      await ctx.db
        .select({ from: redirects.from_path })
        .from(redirects)
        .catch(() => [] as { from: string }[])
    ).map((r) => r.from),
  );
  const entries = results
    .flatMap((r) => (r.status === "fulfilled" ? r.value : []))
    .map((e) => ({ ...e, de: e.de && !redirected.has(e.de) ? e.de : undefined, en: e.en && !redirected.has(e.en) ? e.en : undefined }));
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = (["de", "en"] as const).filter((l) => entry[l]).map((l) => ({ lang: l, href: base + entry[l] }));
    const xDefault = entry.de ?? entry.en;
    for (const { href } of alternates) {
      const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`);
      if (alternates.length > 1 && xDefault)
        links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + xDefault)}"/>`);
      urls.push(
        [
          `  <url>`,
          `    <loc>${escapeXml(href)}</loc>`,
          ...(entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
          ...links,
          `  </url>`,
        ].join("\n"),
      );
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return { xml, complete: results.every((r) => r.status === "fulfilled") };
}
