/**
 * @file The public JSON API under /api as one chain of sub-apps, evaluated with the first API request and never for a
 * rendered page (worker/lib/lazy.ts, "public-api"; sign-in and the admin API are worker/routes/staff-api.ts). The chain
 * keeps the route types intact: the typed clients (web/api/client.ts) are `hc<PublicApi>`, `hc<AuthApi>` and
 * `hc<AdminApi>`, imported as types only. With worker/routes/staff-api.ts and worker/routes/admin/index.ts, one of the
 * three files that may import other route files (biome.json).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { subApp } from "../lib/sub-app";
import { analyticsRoutes, analyticsSessionRoutes } from "./public/analytics";
import { blogRoutes } from "./public/blog";
import { clientErrorRoutes } from "./public/client-errors";
import { contactRoutes } from "./public/contact";
import { contentRoutes } from "./public/content";
import { eventsRoutes } from "./public/events";
import { messagesRoutes } from "./public/messages";
import { pagesRoutes } from "./public/pages";
import { settingsRoutes } from "./public/settings";
import { teamRoutes } from "./public/team";
import { translationsRoutes } from "./public/translations";

const publicApiRoutes = new Hono<AppEnv>()
  .route("/team", teamRoutes)
  .route("/settings", settingsRoutes)
  .route("/pages", pagesRoutes)
  .route("/events", eventsRoutes)
  .route("/translations", translationsRoutes)
  .route("/messages", messagesRoutes)
  .route("/content", contentRoutes)
  .route("/blog", blogRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/analytics-session", analyticsSessionRoutes)
  .route("/contact", contactRoutes)
  .route("/client-errors", clientErrorRoutes);

/** Everything under /api but sign-in and the admin API; an unknown /api path is a JSON 404. */
export const publicApi = subApp("/api", publicApiRoutes);

/** Route type of the public typed client. */
export type PublicApi = typeof publicApiRoutes;
export type { AdminApi, AuthApi } from "./staff-api";
