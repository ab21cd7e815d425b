/**
 * @file The admin API's route table, derived from the app itself: every endpoint under /api/admin with the
 * permissions its middleware chain declares (requirePermission / signedInOnly record them in worker/http/session.ts).
 * A route that declares nothing comes back with `permissions: undefined`, which the matrix test rejects.
 */
import type { Hono } from "hono";
import { app } from "../../worker/app";
import { permissionsDeclaredBy } from "../../worker/http/session";
import { publicApi } from "../../worker/routes/api";
import { staffApi } from "../../worker/routes/staff-api";

export interface AdminEndpoint {
  method: string;
  path: string;
  /** Union of what the chain declares; [] = any signed-in staff; undefined = nothing declared. */
  permissions: string[] | undefined;
}

// Hono wraps handlers of sub-apps that have their own onError and keeps the original under this key
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

function declared(handler: unknown): readonly string[] | undefined {
  return permissionsDeclaredBy(handler) ?? permissionsDeclaredBy((handler as Record<string, unknown>)?.[COMPOSED_HANDLER]);
}

const isMiddlewarePath = (method: string, path: string) => method === "ALL" && path.endsWith("*");

/** Does a `use()` path such as /api/admin/blog/* cover the endpoint path? */
function covers(usePath: string, path: string) {
  const prefix = usePath.replace(/\/?\*$/, "");
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Every route of the worker: the outer app's (with the guards it puts on /api/admin) and those of the API apps it loads
 * on first use (worker/app.ts), under the same full paths.
 */
export const workerRoutes: Pick<Hono, "routes"> = { routes: [...app.routes, ...publicApi.routes, ...staffApi.routes] };

export function adminEndpoints(app: Pick<Hono, "routes">, prefix = "/api/admin"): AdminEndpoint[] {
  const routes = app.routes.filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`));
  const middleware = routes.filter((r) => isMiddlewarePath(r.method, r.path));
  const endpoints = new Map<string, AdminEndpoint>();
  for (const r of routes) {
    if (isMiddlewarePath(r.method, r.path)) continue;
    const key = `${r.method} ${r.path}`;
    const entry = endpoints.get(key) ?? { method: r.method, path: r.path, permissions: undefined };
    const own = declared(r.handler);
    if (own) entry.permissions = [...new Set([...(entry.permissions ?? []), ...own])];
    endpoints.set(key, entry);
  }
  for (const entry of endpoints.values()) {
    for (const m of middleware) {
      const own = declared(m.handler);
      if (own && covers(m.path, entry.path)) entry.permissions = [...new Set([...(entry.permissions ?? []), ...own])];
    }
  }
  return [...endpoints.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** A concrete URL for a route pattern: parameters become a value their pattern accepts (an id that does not exist). */
export function samplePath(pattern: string): string {
  return pattern
    .replace(/:(\w+)(\{((?:[^{}]|\{[^}]*\})+)\})?\??/g, (_m, _name, _group, regex?: string) => {
      const candidates = ["999999", "does-not-exist", "x"];
      return regex ? (candidates.find((v) => new RegExp(`^(?:${regex})$`).test(v)) ?? "999999") : "999999";
    })
    .replace(/\*/g, "x");
}
