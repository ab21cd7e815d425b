/** @file GET /api/messages: the public site's UI strings in both languages (what the root loader reads). */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { serverDataApi } from "../../ssr-data";

export const messagesRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await serverDataApi(c.var.db, c.env).getMessages()));
