/**
 * @file The admin API under /api/admin: every route needs a session (requireAuth), state-changing requests
 * must be same-origin, and each route declares its permission with requirePermission("x.y") (or signedInOnly
 * for screens open to all staff). tests/worker/admin-permission-matrix.test.ts walks these routes and fails for
 * any route without such a declaration. This assembly (with worker/routes/api.ts) is the one place a route file may
 * import other route files (biome.json); plain resources (team, events) are paged-crud.ts over a definition from
 * worker/domain.
 */
import { Hono } from "hono";
import { EVENT_RECORDS } from "../../domain/event-records";
import { HISTORY } from "../../domain/history/resources";
import { TEAM_RECORDS } from "../../domain/team-records";
import type { AppEnv } from "../../env";
import { requireAuth, sameOriginWrites } from "../../http/session";
import { adminAiContentRoutes } from "./ai-content";
import { aiGenerationRoutes } from "./ai-generation";
import { adminAnalyticsRoutes } from "./analytics";
import { adminAssetRoutes } from "./assets";
import { auditRoutes } from "./audit";
import { adminBackupRoutes } from "./backups";
import { adminBlogRoutes } from "./blog";
import { adminContactMessageRoutes } from "./contact-messages";
import { dashboardRoutes } from "./dashboard";
import { diagnosticsRoutes } from "./diagnostics";
import { editingRoutes } from "./editing";
import { pagedCrudRoutes } from "./paged-crud";
import { adminPageRoutes } from "./pages";
import { adminRedirectRoutes } from "./redirects";
import { revisionRoutes } from "./revisions";
import { permissionsRoutes, rolesRoutes } from "./roles";
import { adminSettingsRoutes } from "./settings";
import { translationStatusRoutes } from "./translation-status";
import { adminTranslationRoutes } from "./translations";
import { adminTrashRoutes } from "./trash";
import { usersRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAuth, sameOriginWrites)
  .route("/users", usersRoutes)
  .route("/roles", rolesRoutes)
  .route("/permissions", permissionsRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/diagnostics", diagnosticsRoutes)
  .route("/audit", auditRoutes)
  .route("/team", pagedCrudRoutes(TEAM_RECORDS))
  .route("/events", pagedCrudRoutes(EVENT_RECORDS))
  .route("/pages", adminPageRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/translations", adminTranslationRoutes)
  .route("/translation-status", translationStatusRoutes)
  .route("/assets", adminAssetRoutes)
  .route("/blog", adminBlogRoutes)
  .route("/ai-content", adminAiContentRoutes)
  .route("/ai-content", aiGenerationRoutes)
  .route("/analytics", adminAnalyticsRoutes)
  .route("/contact-messages", adminContactMessageRoutes)
  .route("/trash", adminTrashRoutes)
  .route("/redirects", adminRedirectRoutes)
  .route("/backups", adminBackupRoutes)
  // the revisions of every versioned resource, beside its own routes (/api/admin/blog/:id/revisions, ...)
  .route("/blog", revisionRoutes(HISTORY.blog))
  .route("/pages", revisionRoutes(HISTORY.pages))
  .route("/team", revisionRoutes(HISTORY.team))
  .route("/events", revisionRoutes(HISTORY.events))
  .route("/settings", revisionRoutes(HISTORY.settings))
  .route("/translations", revisionRoutes(HISTORY.translations))
  .route("/ai-content", revisionRoutes(HISTORY.aiContent))
  // an open editor's presence socket and server autosave (/api/admin/blog/:id/presence, .../autosave)
  .route("/blog", editingRoutes(HISTORY.blog))
  .route("/pages", editingRoutes(HISTORY.pages))
  .route("/team", editingRoutes(HISTORY.team))
  .route("/events", editingRoutes(HISTORY.events))
  .route("/settings", editingRoutes(HISTORY.settings))
  .route("/translations", editingRoutes(HISTORY.translations))
  .route("/ai-content", editingRoutes(HISTORY.aiContent));
