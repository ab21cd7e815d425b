/**
 * @file GET /api/content/:name[?lang=de|en]: a built-in content bundle of the public site (what a page loader reads),
 * in one language (`lang`) or, without it, in both.
 */
import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "../../../common/locales";
import { contentBundle, hasContentBundle } from "../../domain/site/content";
import type { AppEnv } from "../../env";
import { notFound } from "../../lib/errors";
import { validate } from "../../lib/validate";

export const contentRoutes = new Hono<AppEnv>().get("/:name", validate("query", z.object({ lang: z.enum(LOCALES).optional() })), (c) => {
  const name = c.req.param("name");
  if (!hasContentBundle(name)) throw notFound("Inhalt nicht gefunden");
  return c.json(contentBundle(name, c.req.valid("query").lang) as Record<string, unknown>);
});
