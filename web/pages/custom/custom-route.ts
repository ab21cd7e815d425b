/** @file Loader and head of the custom-page routes (/{slug}, /en/{slug}): built-in slugs and unknown pages are 404. */
import { notFound } from "@tanstack/react-router";
import type { Locale } from "../../../common/locales";
import type { DataApi, RenderedPage } from "../../data/api";
import { isBuiltInSlug } from "../../data/page-records";
import { buildHead, type HeadContext } from "../../seo/head";
import { customPageDescription, customPageTitle } from "./custom-page";

export async function loadCustomPage(data: DataApi, slug: string): Promise<RenderedPage> {
  if (isBuiltInSlug(slug)) throw notFound();
  const page = await data.getRenderedPage(slug);
  if (!page) throw notFound();
  return page;
}

export const customPageHead = (locale: Locale) => (ctx: HeadContext & { loaderData?: RenderedPage }) => {
  const page = ctx.loaderData;
  if (!page) return {};
  return buildHead(ctx, {
    path: locale === "en" ? `/en/${page.slug}` : `/${page.slug}`,
    locale,
    title: customPageTitle(page, locale),
    description: customPageDescription(page, locale),
    ...(page.featured_image?.startsWith("/") ? { image: page.featured_image } : {}),
  });
};
