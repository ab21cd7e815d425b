/** @file GET /api/translations?locale=de|en: the UI strings staff changed, as `{ key: text }` (they override the built-in messages). */
import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "../../../common/locales";
import { changedTexts } from "../../domain/site/messages";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { validate } from "../../lib/validate";

export const translationsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ locale: z.enum(LOCALES).default("de") })),
  async (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(await changedTexts(depsOf(c), c.req.valid("query").locale));
  },
);
