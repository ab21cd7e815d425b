/** @file Loader and head of the custom-page routes (/{slug}, /en/{slug}): built-in slugs and unknown pages are 404. */
import type { Locale } from "../../../common/locales";
import { isBuiltInSlug, type RenderedPage } from "../../../common/page-records";
import { ogImagePath } from "../../../common/seo";
import type { DataApi } from "../../data/api";
import type { LanguageAlternates } from "../../i18n/alternates";
import { localeOf } from "../../i18n/locale";
import { buildHead, type PageHeadContext } from "../../seo/head";
import { PageNotFound, PageRedirect } from "../../site/page-outcome";

export const customPageTitle = (page: RenderedPage, locale: Locale) => (locale === "en" && page.title_en) || page.title;
const customPageDescription = (page: RenderedPage, locale: Locale) =>
  ((locale === "en" && page.meta_description_en) || page.meta_description) ?? "";

/** A page's own address in a language: English under its English slug where it has one. */
const customPagePath = (page: Pick<RenderedPage, "slug" | "slug_en">, locale: Locale) =>
  locale === "en" ? `/en/${page.slug_en ?? page.slug}` : `/${page.slug}`;

/**
 * A custom page's addresses: it exists in both languages (English texts fall back to German ones field by field), the
 * English one under its English slug; the head's hreflang and the language switch read them (web/i18n/alternates.ts).
 */
export const customPageAlternates = (page: Pick<RenderedPage, "slug" | "slug_en">): LanguageAlternates => ({
  de: customPagePath(page, "de"),
  en: customPagePath(page, "en"),
});

export async function loadCustomPage(data: DataApi, slug: string, locale: Locale): Promise<RenderedPage> {
  if (isBuiltInSlug(slug)) throw new PageNotFound();
  const page = await data.getRenderedPage(slug, locale);
  if (!page) throw new PageNotFound();
  // the German slug on the English address of a page with an English slug (or the English slug on the German one,
  // as the language switch makes it): the page's address in this language is another one for good
  if (slug !== (locale === "en" ? (page.slug_en ?? page.slug) : page.slug)) throw new PageRedirect(customPagePath(page, locale), 301);
  return page;
}

export const customPageHead = (ctx: PageHeadContext & { loaderData?: RenderedPage }) => {
  const locale = localeOf(ctx.params);
  const page = ctx.loaderData;
  if (!page) return {};
  return buildHead(ctx, {
    path: customPagePath(page, locale),
    locale,
    alternates: customPageAlternates(page),
    title: customPageTitle(page, locale),
    description: customPageDescription(page, locale),
    crumbLabel: customPageTitle(page, locale),
    noindex: page.noindex,
    ...(page.og_image ? { image: ogImagePath(page.og_image) } : page.featured_image?.startsWith("/") ? { image: page.featured_image } : {}),
  });
};
