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
import { HISTORY, type HistoryResource } from "../../domain/history/resources";
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

/** What every versioned resource has: its history and its live editing. */
const versionedRoutes = (resource: HistoryResource) =>
  new Hono<AppEnv>().route("/", revisionRoutes(resource)).route("/", editingRoutes(resource));

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
  // beside each versioned resource's own routes: its revisions (/api/admin/blog/:id/revisions, ...), an open editor's
  // presence socket and server autosave (/api/admin/blog/:id/presence, .../autosave)
  .route("/blog", versionedRoutes(HISTORY.blog))
  .route("/pages", versionedRoutes(HISTORY.pages))
  .route("/team", versionedRoutes(HISTORY.team))
  .route("/events", versionedRoutes(HISTORY.events))
  .route("/settings", versionedRoutes(HISTORY.settings))
  .route("/translations", versionedRoutes(HISTORY.translations))
  .route("/ai-content", versionedRoutes(HISTORY.aiContent));
