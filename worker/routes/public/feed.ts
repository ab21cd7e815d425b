/** @file RSS 2.0 feeds of the latest published posts: GET /blog/rss.xml (German) and GET /en/blog/rss.xml (English). */
import { Hono } from "hono";
import { blogFeedXml } from "../../domain/blog/feed";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";

const FEED_HEADERS = { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

export const feedRoutes = new Hono<AppEnv>()
  .get("/blog/rss.xml", async (c) => c.body(await blogFeedXml(depsOf(c), "de"), 200, FEED_HEADERS))
  .get("/en/blog/rss.xml", async (c) => c.body(await blogFeedXml(depsOf(c), "en"), 200, FEED_HEADERS));
