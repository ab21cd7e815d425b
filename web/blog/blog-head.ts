/** @file head() of the blog pages: the list (with its RSS feed) and a post (article tags, BlogPosting JSON-LD). */

import type { PublicBlogPost } from "../../common/blog";
import type { Locale } from "../../common/locales";
import { ogImagePath } from "../../common/seo";
import { localeOf } from "../i18n/locale";
import { buildHead, documentTitle, type PageHeadContext, pageHead, siteDataOf } from "../seo/head";
import { companyName } from "../site/site-data";
import { articleMeta, blogPostingJsonLd, postPath } from "./blog-seo";

type Meta = Record<string, unknown>;
const feedPath = (locale: Locale) => `${locale === "en" ? "/en" : ""}/blog/rss.xml`;

export function blogListHead(ctx: PageHeadContext) {
  const locale = localeOf(ctx.params);
  const head = pageHead("blog")(ctx);
  const base = siteDataOf(ctx)?.config.siteUrl ?? "";
  return {
    ...head,
    links: [...head.links, { rel: "alternate", type: "application/rss+xml", title: "RSS", href: base + feedPath(locale) }],
  };
}

export function blogPostHead(ctx: PageHeadContext & { loaderData?: PublicBlogPost }) {
  const locale = localeOf(ctx.params);
  const site = siteDataOf(ctx);
  const company = site ? companyName(site.settings, locale) : "";
  const post = ctx.loaderData;
  if (!post)
    return {
      meta: [{ title: documentTitle(company, site?.messages["blog.notFound.title"] ?? "404") }, { name: "robots", content: "noindex" }],
    };
  const base = site?.config.siteUrl ?? "";
  const { seo } = post;
  // the chosen share image's 1200×630 crop, else the featured image; each with its library alt text in this language
  const shareImage = seo.image ? ogImagePath(seo.image) : post.featured_image;
  const imageAlt = (seo.image ? seo.image_alt : post.featured_image_alt) ?? undefined;
  const head = buildHead(ctx, {
    path: postPath(post.slug, locale),
    locale,
    title: post.title,
    description: seo.description ?? post.excerpt,
    crumbLabel: post.title,
    ogType: "article",
    // only where the post exists: without English text there is no English page (its address answers 308 to German)
    alternates: post.alternates,
    noindex: seo.noindex,
    ...(seo.canonical ? { canonical: seo.canonical } : {}),
    jsonLd: [blogPostingJsonLd(post, locale, base, company)],
    ...(shareImage ? { image: shareImage, imageAlt } : {}),
  });
  // the editor's meta title as it is, else the post's title with a blog suffix naming the company (public spec 2.16)
  const title = seo.title ?? `${post.title} | ${company} Blog`;
  const meta = head.meta.map((m: Meta) => {
    if ("title" in m) return { title };
    if (m.property === "og:title" || m.name === "twitter:title") return { ...m, content: title };
    return m;
  });
  return {
    ...head,
    meta: [...meta, ...articleMeta(post)],
    links: [...head.links, { rel: "alternate", type: "application/rss+xml", title: "RSS", href: base + feedPath(locale) }],
  };
}
