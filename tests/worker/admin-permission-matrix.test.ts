/**
 * Every admin API route x {signed out, viewer, editor, admin, deactivated, tampered, expired, alg-none token}.
 * The route list comes from the app itself (tests/worker/route-table.ts): a route added without
 * requirePermission(...) or signedInOnly fails here, and new routes are covered without touching this file.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { requirePermission, signedInOnly } from "../../worker/http/session";
import { BASE, createStaff, forgedCookies, request, seed, sessionCookie } from "./helpers";
import { type AdminEndpoint, adminEndpoints, samplePath, workerRoutes } from "./route-table";

const endpoints = adminEndpoints(workerRoutes);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function call(endpoint: AdminEndpoint, cookie?: string) {
  const headers: Record<string, string> = { origin: BASE, "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const hasBody = WRITE_METHODS.has(endpoint.method) && endpoint.method !== "DELETE";
  return request(samplePath(endpoint.path), {
    method: endpoint.method === "ALL" ? "GET" : endpoint.method,
    headers,
    body: hasBody ? "{}" : undefined,
  });
}

async function rolePermissions(role: string): Promise<string[]> {
  const rows = await env.DB.prepare(
    "SELECT p.name FROM role_permissions rp JOIN roles r ON r.id = rp.role_id JOIN permissions p ON p.id = rp.permission_id WHERE r.name = ?",
  )
    .bind(role)
    .all<{ name: string }>();
  return rows.results.map((r) => r.name);
}

describe("admin route table", () => {
  it("finds the admin routes and every one declares its permission", () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const known of [
      "GET /api/admin/users",
      "POST /api/admin/roles",
      "GET /api/admin/permissions",
      "GET /api/admin/diagnostics",
      "GET /api/admin/audit",
    ]) {
      expect(keys).toContain(known);
    }
    const undeclared = endpoints.filter((e) => e.permissions === undefined).map((e) => `${e.method} ${e.path}`);
    expect(undeclared, 'admin routes need requirePermission("x.y") or signedInOnly (worker/http/session.ts)').toEqual([]);
  });

  it("reports a route that declares nothing, and sees declarations of use() middleware and nested sub-apps", () => {
    const blog = new Hono()
      .use(requirePermission("blog.view"))
      .get("/", (c) => c.text("list"))
      .delete("/:id", requirePermission("blog.delete"), (c) => c.text("gone"));
    const probe = new Hono()
      .route("/api/admin/blog", blog)
      .get("/api/admin/forgotten", (c) => c.text("open"))
      .get("/api/admin/open", signedInOnly, (c) => c.text("staff"));
    const table = Object.fromEntries(adminEndpoints(probe).map((e) => [`${e.method} ${e.path}`, e.permissions]));
    expect(table).toEqual({
      "GET /api/admin/blog": ["blog.view"],
      "DELETE /api/admin/blog/:id": ["blog.delete", "blog.view"],
      "GET /api/admin/forgotten": undefined,
      "GET /api/admin/open": [],
    });
  });

  it("turns route patterns into concrete paths their patterns accept", () => {
    expect(samplePath("/api/admin/users/:id{[0-9]+}/reset-password")).toBe("/api/admin/users/999999/reset-password");
    expect(samplePath("/api/admin/blog/:slug{[a-z-]+}")).toBe("/api/admin/blog/does-not-exist");
    expect(samplePath("/api/admin/assets/:key")).toBe("/api/admin/assets/999999");
  });
});

describe("admin permission matrix", () => {
  const cookies: Record<string, string> = {};
  const held: Record<string, string[]> = {};

  beforeAll(async () => {
    await seed();
    for (const role of ["viewer", "editor", "admin"]) {
      const staff = await createStaff(role);
      cookies[role] = await sessionCookie(staff.id);
      held[role] = await rolePermissions(role);
    }
    const deactivated = await createStaff("admin");
    cookies.deactivated = await sessionCookie(deactivated.id);
    await env.DB.prepare("UPDATE admin_users SET active = 0 WHERE id = ?").bind(deactivated.id).run();
    const viewer = await env.DB.prepare("SELECT id FROM admin_users WHERE email LIKE 'viewer-%' LIMIT 1").first<{ id: number }>();
    const admin = await env.DB.prepare("SELECT id FROM admin_users WHERE email LIKE 'admin-%' AND active = 1 LIMIT 1").first<{
      id: number;
    }>();
    Object.assign(cookies, await forgedCookies(viewer!.id, admin!.id));
  });

  for (const endpoint of endpoints) {
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      for (const who of ["signed out", "deactivated", "tampered", "expired", "algNone"]) {
        it(`answers 401 when ${who}`, async () => {
          const res = await call(endpoint, who === "signed out" ? undefined : cookies[who]);
          expect(res.status).toBe(401);
        });
      }
      for (const role of ["viewer", "editor", "admin"]) {
        const needed = endpoint.permissions ?? ["<undeclared>"];
        it(`as ${role}: ${needed.length ? needed.join(" + ") : "any staff"}`, async () => {
          const allowed = needed.every((p) => held[role].includes(p));
          const res = await call(endpoint, cookies[role]);
          if (allowed) {
            expect([401, 403], `${role} holds ${needed.join(", ")}`).not.toContain(res.status);
            expect(res.status, "no 500 for a client's input").toBeLessThan(500);
          } else {
            expect(res.status).toBe(403);
          }
        });
      }
    });
  }
});
