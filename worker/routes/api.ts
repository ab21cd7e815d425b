/**
 * @file The JSON API under /api as one chain of sub-apps. The chain keeps the route types intact: the typed clients
 * (web/api/client.ts) are `hc<PublicApi>`, `hc<AuthApi>` and `hc<AdminApi>` over them, imported as types only.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
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

const publicRoutes = new Hono<AppEnv>()
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

export const apiRoutes = new Hono<AppEnv>().route("/", publicRoutes).route("/auth", authRoutes).route("/admin", adminRoutes);

/** Route types of the typed clients: the public API under /api, sign-in under /api/auth, the admin API under /api/admin. */
export type PublicApi = typeof publicRoutes;
export type AuthApi = typeof authRoutes;
export type AdminApi = typeof adminRoutes;
