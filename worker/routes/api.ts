/**
 * @file The JSON API under /api as one chain of sub-apps. The chain keeps the route types intact: the typed clients
 * (web/api/client.ts) are `hc<PublicApi>`, `hc<AuthApi>` and `hc<AdminApi>` over them, imported as types only.
 * With worker/routes/admin/index.ts, this is the one route file that may import other route files (biome.json).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { passkeyRoutes } from "./passkeys";
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
import { sessionRoutes } from "./sessions";
import { setupRoutes } from "./setup";
import { totpRoutes } from "./totp";

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

/** Sign-in under /api/auth: first-run setup, own sessions, TOTP and passkeys beside the password sign-in. */
const authApi = new Hono<AppEnv>()
  .route("/setup", setupRoutes)
  .route("/sessions", sessionRoutes)
  .route("/totp", totpRoutes)
  .route("/passkeys", passkeyRoutes)
  .route("/", authRoutes);

export const apiRoutes = new Hono<AppEnv>().route("/", publicRoutes).route("/auth", authApi).route("/admin", adminRoutes);

/** Route types of the typed clients: the public API under /api, sign-in under /api/auth, the admin API under /api/admin. */
export type PublicApi = typeof publicRoutes;
export type AuthApi = typeof authApi;
export type AdminApi = typeof adminRoutes;
