/**
 * @file The admin API under /api/admin: every route needs a session (requireAuth), state-changing requests
 * must be same-origin, and each sub-app checks its own permission per route with requirePermission().
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth, sameOriginWrites } from "../../lib/session";
import { adminTeamRoutes } from "./team";
import { adminEventRoutes } from "./events";
import { adminPageRoutes } from "./pages";
import { adminSettingsRoutes } from "./settings";
import { adminTranslationRoutes } from "./translations";
import { adminAssetRoutes } from "./assets";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAuth, sameOriginWrites)
  .route("/team", adminTeamRoutes)
  .route("/events", adminEventRoutes)
  .route("/pages", adminPageRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/translations", adminTranslationRoutes)
  .route("/assets", adminAssetRoutes);
