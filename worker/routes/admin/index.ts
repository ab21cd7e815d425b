/**
 * @file The admin API under /api/admin: every route needs a session (requireAuth), state-changing requests
 * must be same-origin, and each route declares its permission with requirePermission("x.y") (or signedInOnly
 * for screens open to all staff). tests/worker/admin-permission-matrix.test.ts walks these routes and fails for
 * any route without such a declaration.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth, sameOriginWrites } from "../../http/session";
import { adminAiContentRoutes } from "./ai-content";
import { aiGenerationRoutes } from "./ai-generation";
import { adminAnalyticsRoutes } from "./analytics";
import { adminAssetRoutes } from "./assets";
import { auditRoutes } from "./audit";
import { adminBlogRoutes } from "./blog";
import { contactMessageRoutes } from "./contact-messages";
import { dashboardRoutes } from "./dashboard";
import { diagnosticsRoutes } from "./diagnostics";
import { adminEventRoutes } from "./events";
import { adminPageRoutes } from "./pages";
import { permissionsRoutes, rolesRoutes } from "./roles";
import { adminSettingsRoutes } from "./settings";
import { adminTeamRoutes } from "./team";
import { adminTranslationRoutes } from "./translations";
import { usersRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAuth, sameOriginWrites)
  .route("/users", usersRoutes)
  .route("/roles", rolesRoutes)
  .route("/permissions", permissionsRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/diagnostics", diagnosticsRoutes)
  .route("/audit", auditRoutes)
  .route("/team", adminTeamRoutes)
  .route("/events", adminEventRoutes)
  .route("/pages", adminPageRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/translations", adminTranslationRoutes)
  .route("/assets", adminAssetRoutes)
  .route("/blog", adminBlogRoutes)
  .route("/ai-content", adminAiContentRoutes)
  .route("/ai-content", aiGenerationRoutes)
  .route("/analytics", adminAnalyticsRoutes)
  .route("/contact-messages", contactMessageRoutes);
