/**
 * @file GET /api/messages[?lang=de|en]: the public site's UI strings (built-ins with the texts staff changed over
 * them) of one language, or of both without `lang`. Pages load the one of their language (the root loader).
 */
import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "../../../common/locales";
import { messagesIn, messagesOf } from "../../domain/site/messages";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { validate } from "../../lib/validate";

export const messagesRoutes = new Hono<AppEnv>().get("/", validate("query", z.object({ lang: z.enum(LOCALES).optional() })), async (c) => {
  const { lang } = c.req.valid("query");
  return c.json(lang ? await messagesIn(depsOf(c), lang) : await messagesOf(depsOf(c), LOCALES));
});
