/**
 * @file Sign-in (/api/auth) and the admin API (/api/admin): most of the worker's code, evaluated with the first staff
 * request and never for a public page (worker/lib/lazy.ts, "staff-api"). worker/app.ts hands these paths over after
 * its own middleware (body limits, no-store, the content version); with worker/routes/api.ts and
 * worker/routes/admin/index.ts, one of the three files that may import other route files (biome.json).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { subApp } from "../lib/sub-app";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { passkeyRoutes } from "./passkeys";
import { sessionRoutes } from "./sessions";
import { setupRoutes } from "./setup";
import { totpRoutes } from "./totp";

/** Sign-in under /api/auth: first-run setup, own sessions, TOTP and passkeys beside the password sign-in. */
const authApi = new Hono<AppEnv>()
  .route("/setup", setupRoutes)
  .route("/sessions", sessionRoutes)
  .route("/totp", totpRoutes)
  .route("/passkeys", passkeyRoutes)
  .route("/", authRoutes);

export const staffApi = subApp("/api", new Hono<AppEnv>().route("/auth", authApi).route("/admin", adminRoutes));

/** Route types of the typed clients (web/api/client.ts): sign-in under /api/auth, the admin API under /api/admin. */
export type AuthApi = typeof authApi;
export type AdminApi = typeof adminRoutes;
