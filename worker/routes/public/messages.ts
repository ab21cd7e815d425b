/** @file GET /api/messages: the public site's UI strings in both languages (what the root loader reads). */
import { Hono } from "hono";
import { siteMessages } from "../../db/queries/translations";
import type { AppEnv } from "../../env";

export const messagesRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await siteMessages(c.var.db)));
