/**
 * @file The admin API under /api/admin: every route needs a session (requireAuth), state-changing requests
 * must be same-origin, and each sub-app checks its own permission per route with requirePermission().
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAuth, sameOriginWrites } from "../../lib/session";
import { adminBlogRoutes } from "./blog";

export const adminRoutes = new Hono<AppEnv>().use(requireAuth, sameOriginWrites).route("/blog", adminBlogRoutes);
