/** @file Search-engine data of a post: schema.org BlogPosting and the Open Graph article tags (main bundle: keep it small). */

import type { PublicBlogPost } from "../../common/blog";
import type { Locale } from "../../common/locales";

// (no runtime imports from common/blog: head() runs in the main bundle of every page)
export const postPath = (slug: string, locale: Locale) => `${locale === "en" ? "/en" : ""}/blog/${slug}`;

/** The site's share image (public/img/og-default.png): pages without their own, and a post's JSON-LD without a picture. */
export const DEFAULT_SHARE_IMAGE = "/img/og-default.png";

/** An image URL made absolute on the site's base (featured images may be site paths such as /media/...). */
export const absoluteUrl = (base: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : base + (url.startsWith("/") ? url : `/${url}`);

export function blogPostingJsonLd(post: PublicBlogPost, locale: Locale, base: string, publisher: string) {
  const url = base + postPath(post.slug, locale);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: locale === "en" ? "en" : "de",
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.updated_at,
    // Google's Article check wants an image: the site's share image stands in for a post without one
    image: absoluteUrl(base, post.featured_image ?? DEFAULT_SHARE_IMAGE),
    author: post.author ? { "@type": "Person", name: post.author } : { "@type": "Organization", name: publisher },
    publisher: { "@type": "Organization", name: publisher, logo: { "@type": "ImageObject", url: `${base}/favicon.svg` } },
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

/** Open Graph article tags (og:type article is set by the page head). */
export function articleMeta(post: PublicBlogPost) {
  return [
    { property: "article:published_time", content: post.published_at ?? post.created_at },
    { property: "article:modified_time", content: post.updated_at },
    ...(post.author ? [{ property: "article:author", content: post.author }] : []),
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
