import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_NAMES, SEEDED_ROLES } from "../../common/permissions";
import type { PermissionGroup, RoleRecord } from "../../common/schemas/roles";
import { api, countRows, createRole, createStaff, editApi, seed, sessionCookie } from "./helpers";

let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  await seed();
  const admin = await createStaff("admin");
  adminId = admin.id;
  adminCookie = await sessionCookie(admin.id);
});

// updates name the loaded version, as the admin app does
const as = (method: string, path: string, body?: unknown) =>
  method === "PUT" || method === "PATCH" ? editApi(adminCookie, method, path, body) : api(adminCookie, method, path, body);
const roleName = () => `Redaktion ${crypto.randomUUID().slice(0, 6)}`;
const roleByName = async (name: string) =>
  ((await (await as("GET", "/api/admin/roles")).json()) as RoleRecord[]).find((r) => r.name === name)!;
const lastAudit = () => env.DB.prepare("SELECT * FROM audit_log ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
const ROLE_TABLES = ["roles", "role_permissions", "audit_log"];

describe("GET /api/admin/roles", () => {
  it("lists the roles with their permissions, user counts and protection", async () => {
    const roles = (await (await as("GET", "/api/admin/roles")).json()) as RoleRecord[];
    const admin = roles.find((r) => r.name === "admin")!;
    expect(admin.permissions).toEqual([...PERMISSION_NAMES].sort());
    expect(admin.user_count).toBeGreaterThanOrEqual(1);
    expect(admin.protected).toBe(true);
    expect(roles.find((r) => r.name === "viewer")!.protected).toBe(true);
    const editor = roles.find((r) => r.name === "editor")!;
    expect(editor.protected).toBe(false);
    expect(editor.permissions).toEqual([...new Set(SEEDED_ROLES.editor.permissions)].sort());
  });
});

describe("GET /api/admin/permissions", () => {
  it("returns the whole catalogue grouped by resource, in catalogue order", async () => {
    const groups = (await (await as("GET", "/api/admin/permissions")).json()) as PermissionGroup[];
    expect(groups[0].resource).toBe("blog");
    expect(groups.flatMap((g) => g.permissions.map((p) => p.name))).toEqual(PERMISSION_NAMES);
    for (const g of groups) for (const p of g.permissions) expect(p.resource).toBe(g.resource);
    expect(groups.find((g) => g.resource === "roles")!.permissions.map((p) => p.description)).toEqual([
      "Rollen ansehen",
      "Rollen verwalten",
    ]);
  });
});

describe("POST /api/admin/roles", () => {
  it("creates a role with its permissions (deduplicated) and audits it", async () => {
    const name = roleName();
    const res = await as("POST", "/api/admin/roles", {
      name,
      description: "Nur Blog",
      permissions: ["blog.view", "blog.edit", "blog.view"],
    });
    expect(res.status).toBe(201);
    const role = (await res.json()) as RoleRecord;
    expect(role).toMatchObject({ name, description: "Nur Blog", permissions: ["blog.edit", "blog.view"], user_count: 0, protected: false });
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "role", entity_id: String(role.id), user_id: adminId });
  });

  it("answers 400 for every invalid field and 409 for a taken name; nothing is saved", async () => {
    const before = await countRows(ROLE_TABLES);
    for (const [body, field] of [
      [{ name: "", permissions: [] }, "name"],
      [{ permissions: ["blog.view"] }, "name"],
      [{ name: "x".repeat(51) }, "name"],
      [{ name: "<script>" }, "name"],
      [{ name: roleName(), permissions: ["blog.view", "root.everything"] }, "permissions"],
      [{ name: roleName(), permissions: "blog.view" }, "permissions"],
      [{ name: roleName(), description: "d".repeat(501) }, "description"],
    ] as const) {
      const res = await as("POST", "/api/admin/roles", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        ((await res.json()) as { details: { fields: Record<string, unknown> } }).details.fields[field],
        JSON.stringify(body),
      ).toBeDefined();
    }
    const taken = await as("POST", "/api/admin/roles", { name: "EDITOR", permissions: ["blog.view"] });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { code: string }).code).toBe("name_taken");
    expect(await countRows(ROLE_TABLES)).toEqual(before);
  });
});

describe("PUT and PATCH /api/admin/roles/:id", () => {
  it("replaces the permission list and takes effect for its users at their next request", async () => {
    const name = roleName();
    const role = (await (await as("POST", "/api/admin/roles", { name, permissions: ["users.view"] })).json()) as RoleRecord;
    const member = await createStaff(name);
    const cookie = await sessionCookie(member.id);
    expect((await api(cookie, "GET", "/api/admin/users")).status).toBe(200);
    const res = await as("PUT", `/api/admin/roles/${role.id}`, { name, description: "neu", permissions: ["team.view"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ permissions: ["team.view"], description: "neu", user_count: 1 });
    expect((await api(cookie, "GET", "/api/admin/users")).status).toBe(403);
    expect(JSON.parse((await lastAudit())!.details as string)).toMatchObject({ added: ["team.view"], removed: ["users.view"] });
  });

  it("PATCH changes only the given fields", async () => {
    const name = roleName();
    const role = (await (
      await as("POST", "/api/admin/roles", { name, description: "alt", permissions: ["blog.view"] })
    ).json()) as RoleRecord;
    const res = await as("PATCH", `/api/admin/roles/${role.id}`, { description: "nur Beschreibung" });
    expect(await res.json()).toMatchObject({ name, description: "nur Beschreibung", permissions: ["blog.view"] });
    const renamed = await as("PATCH", `/api/admin/roles/${role.id}`, { name: `${name} 2` });
    expect(await renamed.json()).toMatchObject({ name: `${name} 2`, permissions: ["blog.view"] });
  });

  it("keeps admin whole: no rename, no permission removed (409); its description may change", async () => {
    const admin = await roleByName("admin");
    const before = await countRows(ROLE_TABLES);
    expect((await as("PATCH", `/api/admin/roles/${admin.id}`, { name: "superadmin" })).status).toBe(409);
    expect(
      (await as("PATCH", `/api/admin/roles/${admin.id}`, { permissions: PERMISSION_NAMES.filter((p) => p !== "users.delete") })).status,
    ).toBe(409);
    expect((await as("PUT", `/api/admin/roles/${admin.id}`, { name: "admin", permissions: [] })).status).toBe(409);
    expect(await countRows(ROLE_TABLES)).toEqual(before);
    expect((await roleByName("admin")).permissions).toHaveLength(PERMISSION_NAMES.length);
    const ok = await as("PATCH", `/api/admin/roles/${admin.id}`, { description: "Alle Rechte" });
    expect(ok.status).toBe(200);
  });

  it("refuses to rename viewer (409), answers 409 for a taken name, 404 for an unknown role, 400 for an empty PATCH", async () => {
    const viewer = await roleByName("viewer");
    expect((await as("PATCH", `/api/admin/roles/${viewer.id}`, { name: "gast" })).status).toBe(409);
    const role = (await (await as("POST", "/api/admin/roles", { name: roleName() })).json()) as RoleRecord;
    expect((await as("PATCH", `/api/admin/roles/${role.id}`, { name: "Editor" })).status).toBe(409);
    expect((await as("PATCH", "/api/admin/roles/999999", { description: "x" })).status).toBe(404);
    expect((await as("PATCH", `/api/admin/roles/${role.id}`, {})).status).toBe(400);
  });
});

describe("DELETE /api/admin/roles/:id", () => {
  it("moves the role's users to viewer, ends their sessions, deletes it and audits it", async () => {
    const name = roleName();
    const role = (await (await as("POST", "/api/admin/roles", { name, permissions: ["users.view", "team.view"] })).json()) as RoleRecord;
    const member = await createStaff(name);
    const cookie = await sessionCookie(member.id);
    const res = await as("DELETE", `/api/admin/roles/${role.id}`);
    expect(res.status).toBe(204);
    expect((await as("GET", `/api/admin/roles/${role.id}`)).status).toBe(404);
    expect(((await (await as("GET", `/api/admin/users/${member.id}`)).json()) as { role: string }).role).toBe("viewer");
    expect((await api(cookie, "GET", "/api/auth/me")).status).toBe(401);
    const links = await env.DB.prepare("SELECT count(*) AS n FROM role_permissions WHERE role_id = ?").bind(role.id).first<{ n: number }>();
    expect(links!.n).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: "delete", entity: "role", entity_id: String(role.id) });
    expect(JSON.parse((await lastAudit())!.details as string)).toMatchObject({ users_moved: 1, users_moved_to: "viewer" });
  });

  it("refuses to delete admin and viewer (409) and answers 404 for an unknown role", async () => {
    expect((await as("DELETE", `/api/admin/roles/${(await roleByName("admin")).id}`)).status).toBe(409);
    expect((await as("DELETE", `/api/admin/roles/${(await roleByName("viewer")).id}`)).status).toBe(409);
    expect((await as("DELETE", "/api/admin/roles/999999")).status).toBe(404);
  });
});

describe("roles.manage is not a master key", () => {
  const rolesManager = async () => {
    const name = await createRole(["roles.view", "roles.manage", "users.view"]);
    const staff = await createStaff(name);
    return { name, cookie: await sessionCookie(staff.id) };
  };

  it("refuses to add to its own role a permission the actor does not hold (403); the role keeps its rights", async () => {
    const { name, cookie } = await rolesManager();
    const own = await roleByName(name);
    const res = await editApi(cookie, "PUT", `/api/admin/roles/${own.id}`, { name, permissions: PERMISSION_NAMES });
    expect(res.status).toBe(403);
    expect((await roleByName(name)).permissions).toEqual(["roles.manage", "roles.view", "users.view"]);
    // and so cannot go on to create an admin account
    const admin = await api(cookie, "POST", "/api/admin/users", {
      email: `esc-${crypto.randomUUID().slice(0, 6)}@example.com`,
      name: "X",
      role: "admin",
    });
    expect(admin.status).toBe(403);
  });

  it("refuses to change the permissions of the role the actor holds, even to ones it holds (403)", async () => {
    const { name, cookie } = await rolesManager();
    const own = await roleByName(name);
    expect((await editApi(cookie, "PATCH", `/api/admin/roles/${own.id}`, { permissions: ["roles.view", "roles.manage"] })).status).toBe(
      403,
    );
    expect((await api(cookie, "DELETE", `/api/admin/roles/${own.id}`)).status).toBe(403);
    expect((await roleByName(name)).permissions).toEqual(["roles.manage", "roles.view", "users.view"]);
  });

  it("refuses to create or widen another role with permissions the actor does not hold (403), allows what it holds", async () => {
    const { cookie } = await rolesManager();
    const created = await api(cookie, "POST", "/api/admin/roles", { name: roleName(), permissions: ["settings.edit"] });
    expect(created.status).toBe(403);
    const denial = (await created.json()) as { code: string; details: { missing_permissions: string[] } };
    expect(denial.details.missing_permissions).toEqual(["settings.edit"]);
    expect(denial.code).toBe("permission_missing");
    const ok = await api(cookie, "POST", "/api/admin/roles", { name: roleName(), permissions: ["users.view"] });
    expect(ok.status).toBe(201);
    const other = (await ok.json()) as RoleRecord;
    expect((await editApi(cookie, "PATCH", `/api/admin/roles/${other.id}`, { permissions: ["users.view", "users.delete"] })).status).toBe(
      403,
    );
    expect((await roleByName(other.name)).permissions).toEqual(["users.view"]);
    // removing rights it does not hold from another role is no escalation
    expect((await editApi(cookie, "PATCH", `/api/admin/roles/${other.id}`, { permissions: [] })).status).toBe(200);
  });

  it("keeps users.edit with at least one role: removing it from its last holder is 409", async () => {
    const { cookie } = await rolesManager();
    const name = await createRole(["users.view", "users.edit"]);
    const role = await roleByName(name);
    // make that role the only holder of users.edit (admin normally holds it too)
    await env.DB.prepare(
      "DELETE FROM role_permissions WHERE role_id <> ? AND permission_id = (SELECT id FROM permissions WHERE name = 'users.edit')",
    )
      .bind(role.id)
      .run();
    try {
      expect((await editApi(cookie, "PATCH", `/api/admin/roles/${role.id}`, { permissions: ["users.view"] })).status).toBe(409);
      expect((await api(cookie, "DELETE", `/api/admin/roles/${role.id}`)).status).toBe(409);
      expect((await roleByName(name)).permissions).toEqual(["users.edit", "users.view"]);
    } finally {
      await seed();
    }
  });
});
