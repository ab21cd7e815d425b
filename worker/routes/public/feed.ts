/** @file RSS 2.0 feeds of the latest published posts: GET /blog/rss.xml (German) and GET /en/blog/rss.xml (English). */
import { type Context, Hono } from "hono";
import { blogPostPath, FEED_ITEM_COUNT } from "../../../common/blog";
import type { Locale } from "../../../common/locales";
import { resolveSettings } from "../../../common/settings";
import { listPublishedPosts } from "../../db/queries/blog";
import { listSettings } from "../../db/queries/settings";
import type { AppEnv } from "../../env";
import { escapeXml } from "../../lib/xml";

const rfc822 = (iso: string) => new Date(iso).toUTCString();

async function renderFeed(c: Context<AppEnv>, locale: Locale) {
  const db = c.var.db;
  const [posts, settingRows] = await Promise.all([listPublishedPosts(db, locale, FEED_ITEM_COUNT), listSettings(db)]);
  const settings = resolveSettings(settingRows);
  const base = c.env.SITE_URL.replace(/\/+$/, "");
  const en = locale === "en";
  const siteName = en ? settings.site_name_en || settings.site_name : settings.site_name;
  const listUrl = `${base}${en ? "/en" : ""}/blog`;
  const feedUrl = `${listUrl}/rss.xml`;
  const items = posts.map((p) => {
    const url = base + blogPostPath(p.slug, locale);
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
  const xml = [
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
  return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
}

export const feedRoutes = new Hono<AppEnv>()
  .get("/blog/rss.xml", (c) => renderFeed(c, "de"))
  .get("/en/blog/rss.xml", (c) => renderFeed(c, "en"));
