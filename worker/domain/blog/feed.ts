/** @file The RSS 2.0 feed of the latest published posts in one language (GET /blog/rss.xml, GET /en/blog/rss.xml). */
import { blogPostPath, FEED_ITEM_COUNT } from "../../../common/blog";
import type { Locale } from "../../../common/locales";
import type { Deps } from "../../env";
import { escapeXml } from "../../lib/xml";
import { siteSettings } from "../site/settings";
import { publishedPosts } from "./published";

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export async function blogFeedXml(deps: Pick<Deps, "db" | "env">, locale: Locale): Promise<string> {
  const [posts, settings] = await Promise.all([publishedPosts(deps, locale, FEED_ITEM_COUNT), siteSettings(deps)]);
  const base = deps.env.SITE_URL.replace(/\/+$/, "");
  const en = locale === "en";
  const siteName = en ? settings.site_name_en || settings.site_name : settings.site_name;
  const listUrl = `${base}${en ? "/en" : ""}/blog`;
  const feedUrl = `${listUrl}/rss.xml`;
  const items = posts.map((p) => {
    const url = base + blogPostPath(p.slug, p.language);
    return [
      "<item>",
      `<title>${escapeXml(p.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${rfc822(p.published_at ?? p.created_at)}</pubDate>`,
      `<description>${escapeXml(p.excerpt)}</description>`,
      p.author ? `<dc:creator>${escapeXml(p.author)}</dc:creator>` : "",
      ...p.tags.map((t) => `<category>${escapeXml(t)}</category>`),
      "</item>",
    ].join("");
  });
  const newest = posts.reduce<string | null>((max, p) => {
    const d = p.published_at ?? p.created_at;
    return !max || d > max ? d : max;
  }, null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(`${siteName} – Blog`)}</title>`,
    `<link>${escapeXml(listUrl)}</link>`,
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(en ? settings.site_description_en || settings.site_description : settings.site_description)}</description>`,
    `<language>${en ? "en" : "de-DE"}</language>`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
