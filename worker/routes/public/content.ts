/** @file GET /api/content/:name: a built-in content bundle of the public site (what a page loader reads). */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { CONTENT_BUNDLES } from "../../ssr-content";

export const contentRoutes = new Hono<AppEnv>().get("/:name", (c) => {
  const name = c.req.param("name");
  if (!Object.hasOwn(CONTENT_BUNDLES, name)) throw notFound("Inhalt nicht gefunden");
  c.header("Cache-Control", "public, max-age=300");
  return c.json(CONTENT_BUNDLES[name as keyof typeof CONTENT_BUNDLES]);
});
