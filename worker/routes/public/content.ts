/**
 * @file GET /api/content/:name[?lang=de|en]: a built-in content bundle of the public site (what a page loader reads),
 * in one language (`lang`) or, without it, in both.
 */
import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "../../../common/locales";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { CONTENT_BUNDLES, contentIn } from "../../ssr-content";

export const contentRoutes = new Hono<AppEnv>().get("/:name", validate("query", z.object({ lang: z.enum(LOCALES).optional() })), (c) => {
  const name = c.req.param("name");
  if (!Object.hasOwn(CONTENT_BUNDLES, name)) throw notFound("Inhalt nicht gefunden");
  const { lang } = c.req.valid("query");
  const bundle = name as keyof typeof CONTENT_BUNDLES;
  return c.json(lang ? contentIn(bundle, lang) : CONTENT_BUNDLES[bundle]);
});
