/** @file GET /api/settings: all site settings as `{ key, value }` rows. */
import { Hono } from "hono";
import { listSettings } from "../../db/queries/settings";
import type { AppEnv } from "../../env";

export const settingsRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listSettings(c.var.db)));
