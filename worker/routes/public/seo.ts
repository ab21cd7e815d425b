/** @file GET /sitemap.xml and GET /robots.txt. */
import { Hono } from "hono";
import { buildSitemap } from "../../domain/site/sitemap";
import type { AppEnv } from "../../env";
import { siteConfig } from "../../lib/site-config";
import "../../domain/pages/sitemap";

export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const base = siteConfig(c.env).siteUrl || new URL(c.req.url).origin;
    const { xml, complete } = await buildSitemap({ db: c.var.db, env: c.env }, base);
    if (!complete) c.set("degradedRender", true);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  })
  .get("/robots.txt", (c) => {
    const base = siteConfig(c.env).siteUrl || new URL(c.req.url).origin;
    const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
    return c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
