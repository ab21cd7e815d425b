/** @file GET /api/settings: all site settings as `{ key, value }` rows. */
import { Hono } from "hono";
import { settingRows } from "../../domain/site/settings";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";

export const settingsRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await settingRows(depsOf(c))));
