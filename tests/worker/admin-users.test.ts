import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailAttemptKey } from "../../common/login-limits";
import { passwordProblem } from "../../common/password";
import { PERMISSION_NAMES } from "../../common/permissions";
import type { AdminUserCreated, AdminUserRecord } from "../../common/schemas/users";
import { api, countRows, createRole, createStaff, request, seed, sessionCookie, signIn } from "./helpers";

let admin: { id: number; email: string };
let adminCookie: string;

beforeAll(async () => {
  await seed();
  admin = await createStaff("admin");
  adminCookie = await sessionCookie(admin.id);
});

const as = (method: string, path: string, body?: unknown) => api(adminCookie, method, path, body);
const newEmail = () => `user-${crypto.randomUUID().slice(0, 8)}@example.com`;
/** The newest audit row of an admin write (sign-ins the tests make are audited too, as login*). */
const lastAudit = () =>
  env.DB.prepare("SELECT * FROM audit_log WHERE action NOT LIKE 'login%' ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
const me = (cookie: string) => api(cookie, "GET", "/api/auth/me");

describe("GET /api/admin/users", () => {
  it("lists accounts with their role name and never a password hash", async () => {
    const res = await as("GET", "/api/admin/users");
    expect(res.status).toBe(200);
    const users = (await res.json()) as AdminUserRecord[];
    const mine = users.find((u) => u.id === admin.id)!;
    expect(mine).toMatchObject({ email: admin.email, role: "admin", active: true });
    expect(JSON.stringify(users)).not.toContain("pbkdf2");
    expect(Object.keys(mine).sort()).toEqual([
      "active",
      "created_at",
      "email",
      "id",
      "last_login",
      "name",
      "role",
      "role_id",
      "temporary_password_expires_at",
      "temporary_password_state",
      "totp_enabled",
      "updated_at",
    ]);
  });

  it("answers one user by id, 404 for an unknown one", async () => {
    expect(((await (await as("GET", `/api/admin/users/${admin.id}`)).json()) as AdminUserRecord).email).toBe(admin.email);
    expect((await as("GET", "/api/admin/users/999999")).status).toBe(404);
  });

  it("offers the roles for the user form", async () => {
    const options = (await (await as("GET", "/api/admin/users/role-options")).json()) as { name: string }[];
    expect(options.map((r) => r.name)).toEqual(expect.arrayContaining(["admin", "editor", "viewer"]));
  });
});

describe("POST /api/admin/users", () => {
  it("creates an account with a one-time temporary password that signs in, and audits it", async () => {
    const email = newEmail();
    const res = await as("POST", "/api/admin/users", { email: email.toUpperCase(), name: " Erika Muster ", role: "editor" });
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminUserCreated;
    expect(created).toMatchObject({ email, name: "Erika Muster", role: "editor", active: true, last_login: null });
    expect(passwordProblem(created.temporary_password)).toBeUndefined();
    const row = await env.DB.prepare("SELECT password_hash FROM admin_users WHERE id = ?")
      .bind(created.id)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).not.toContain(created.temporary_password);
    await signIn(email, created.temporary_password);
    expect(await lastAudit()).toMatchObject({ user_id: admin.id, action: "create", entity: "admin_user", entity_id: String(created.id) });
    // the temporary password is shown once: the record does not carry it later
    expect(JSON.stringify(await (await as("GET", `/api/admin/users/${created.id}`)).json())).not.toContain(created.temporary_password);
  });

  it("answers 400 with field errors for each invalid field and saves nothing", async () => {
    const before = await countRows(["admin_users", "audit_log"]);
    for (const [body, field] of [
      [{ email: "not-an-email", name: "A", role: "viewer" }, "email"],
      [{ name: "A", role: "viewer" }, "email"],
      [{ email: newEmail(), name: "   ", role: "viewer" }, "name"],
      [{ email: newEmail(), name: "A".repeat(101), role: "viewer" }, "name"],
      [{ email: newEmail(), name: "A", role: "" }, "role"],
      [{ email: newEmail(), name: "A", role: "no-such-role" }, "role"],
      [{ email: newEmail(), name: "A", role: "viewer", active: "yes" }, "active"],
    ] as const) {
      const res = await as("POST", "/api/admin/users", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { error: string; details: { fields: Record<string, string[]> } };
      expect(error.details.fields[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await countRows(["admin_users", "audit_log"])).toEqual(before);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await api(adminCookie, "POST", "/api/admin/users", undefined);
    expect(res.status).toBe(400);
  });

  it("answers 409 for an e-mail address in use (any case)", async () => {
    const before = await countRows(["admin_users"]);
    const res = await as("POST", "/api/admin/users", { email: admin.email.toUpperCase(), name: "Dup", role: "viewer" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; details: { fields: { email: string[] } } };
    expect(body.details.fields.email).toBeDefined();
    expect(body.code).toBe("email_taken");
    expect(await countRows(["admin_users"])).toEqual(before);
  });

  it("refuses to hand out a role with permissions the actor does not hold (403)", async () => {
    const manager = await createStaff(
      await createRole([
        "users.view",
        "users.create",
        "users.edit",
        "users.delete",
        ...PERMISSION_NAMES.filter((p) => p.endsWith(".view")),
      ]),
    );
    const cookie = await sessionCookie(manager.id);
    expect((await api(cookie, "POST", "/api/admin/users", { email: newEmail(), name: "X", role: "admin" })).status).toBe(403);
    expect((await api(cookie, "POST", "/api/admin/users", { email: newEmail(), name: "X", role: "viewer" })).status).toBe(201);
  });
});

describe("PUT and PATCH /api/admin/users/:id", () => {
  it("updates name and e-mail without ending the user's sessions", async () => {
    const staff = await createStaff("viewer");
    const cookie = await sessionCookie(staff.id);
    const email = newEmail();
    const res = await as("PUT", `/api/admin/users/${staff.id}`, { email, name: "Neu Name", role: "viewer", active: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: staff.id, email, name: "Neu Name", role: "viewer" });
    expect((await me(cookie)).status).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "update", entity: "admin_user", entity_id: String(staff.id) });
    expect(JSON.parse(audit!.details as string).changes).toMatchObject({
      name: { to: "Neu Name" },
      email: { from: staff.email, to: email },
    });
  });

  it("ends the user's sessions on a role change and on deactivation", async () => {
    const staff = await createStaff("viewer");
    let cookie = await sessionCookie(staff.id);
    const promoted = await as("PATCH", `/api/admin/users/${staff.id}`, { role: "editor" });
    expect(promoted.status).toBe(200);
    expect(((await promoted.json()) as AdminUserRecord).role).toBe("editor");
    expect((await me(cookie)).status).toBe(401);
    cookie = await sessionCookie(staff.id);
    const deactivated = await as("PATCH", `/api/admin/users/${staff.id}`, { active: false });
    expect(((await deactivated.json()) as AdminUserRecord).active).toBe(false);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(await sessionCookie(staff.id))).status).toBe(401);
    // re-activated, signing in works again
    expect((await as("PATCH", `/api/admin/users/${staff.id}`, { active: true })).status).toBe(200);
    await signIn(staff.email, staff.password);
  });

  it("refuses changes to one's own account that would lock oneself out (409)", async () => {
    const deactivate = await as("PATCH", `/api/admin/users/${admin.id}`, { active: false });
    expect(deactivate.status).toBe(409);
    expect(((await deactivate.json()) as { code: string }).code).toBe("self_change_refused");
    expect((await as("PATCH", `/api/admin/users/${admin.id}`, { role: "viewer" })).status).toBe(409);
    expect((await as("PATCH", `/api/admin/users/${admin.id}`, { name: "Ich selbst" })).status).toBe(200);
    expect((await me(adminCookie)).status).toBe(200);
  });

  it("answers 400 for invalid input, 404 for an unknown user, 409 for a taken e-mail; nothing changes", async () => {
    const staff = await createStaff("viewer");
    const before = await env.DB.prepare("SELECT * FROM admin_users WHERE id = ?").bind(staff.id).first();
    expect((await as("PATCH", `/api/admin/users/${staff.id}`, {})).status).toBe(400);
    expect((await as("PATCH", `/api/admin/users/${staff.id}`, { email: "nope" })).status).toBe(400);
    expect((await as("PUT", `/api/admin/users/${staff.id}`, { name: "Only name" })).status).toBe(400);
    expect((await as("PATCH", `/api/admin/users/${staff.id}`, { role: "no-such-role" })).status).toBe(400);
    expect((await as("PATCH", `/api/admin/users/${staff.id}`, { email: admin.email })).status).toBe(409);
    expect((await as("PATCH", "/api/admin/users/999999", { name: "X" })).status).toBe(404);
    expect((await as("PATCH", "/api/admin/users/abc", { name: "X" })).status).toBe(404);
    expect(await env.DB.prepare("SELECT * FROM admin_users WHERE id = ?").bind(staff.id).first()).toEqual(before);
  });

  it("does not let a less privileged user manager change an admin account (403)", async () => {
    const manager = await createStaff(await createRole(["users.view", "users.edit"]));
    const target = await createStaff("admin");
    expect((await api(await sessionCookie(manager.id), "PATCH", `/api/admin/users/${target.id}`, { active: false })).status).toBe(403);
    expect(
      ((await env.DB.prepare("SELECT active FROM admin_users WHERE id = ?").bind(target.id).first()) as { active: number }).active,
    ).toBe(1);
  });
});

describe("the last active admin", () => {
  beforeEach(async () => {
    // the only active admin is `admin`; the actor holds every permission through a role of another name
    await env.DB.prepare("UPDATE admin_users SET active = 0 WHERE id <> ? AND role_id = (SELECT id FROM roles WHERE name = 'admin')")
      .bind(admin.id)
      .run();
  });

  it("cannot be deactivated, demoted or deleted (409)", async () => {
    const superuser = await createStaff(await createRole([...PERMISSION_NAMES]));
    const cookie = await sessionCookie(superuser.id);
    expect((await api(cookie, "PATCH", `/api/admin/users/${admin.id}`, { active: false })).status).toBe(409);
    expect((await api(cookie, "PATCH", `/api/admin/users/${admin.id}`, { role: "viewer" })).status).toBe(409);
    expect((await api(cookie, "DELETE", `/api/admin/users/${admin.id}`)).status).toBe(409);
    expect((await me(adminCookie)).status).toBe(200);
    // with a second active admin it works
    const second = await createStaff("admin");
    expect((await api(cookie, "PATCH", `/api/admin/users/${second.id}`, { active: false })).status).toBe(200);
  });
});

describe("POST /api/admin/users/:id/reset-password", () => {
  it("sets a new temporary password, ends the sessions and lifts a lock-out", async () => {
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    await env.DB.prepare("INSERT INTO login_attempts (email_key, attempts, window_ends) VALUES (?, 99, ?)")
      .bind(await emailAttemptKey(staff.email), new Date(Date.now() + 600_000).toISOString())
      .run();
    const res = await as("POST", `/api/admin/users/${staff.id}/reset-password`);
    expect(res.status).toBe(200);
    const { temporary_password } = (await res.json()) as AdminUserCreated;
    expect(passwordProblem(temporary_password)).toBeUndefined();
    expect((await me(cookie)).status).toBe(401);
    await signIn(staff.email, temporary_password);
    await expect(signIn(staff.email, staff.password)).rejects.toThrow(/401/);
    expect(await lastAudit()).toMatchObject({ action: "reset_password", entity_id: String(staff.id) });
  });

  it("answers 404 for an unknown user", async () => {
    expect((await as("POST", "/api/admin/users/999999/reset-password")).status).toBe(404);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes the account, keeps its audit trail and audits the deletion", async () => {
    const staff = await createStaff("viewer");
    const cookie = await sessionCookie(staff.id);
    const res = await as("DELETE", `/api/admin/users/${staff.id}`);
    expect(res.status).toBe(204);
    expect((await as("GET", `/api/admin/users/${staff.id}`)).status).toBe(404);
    expect((await me(cookie)).status).toBe(401);
    expect(await lastAudit()).toMatchObject({ user_id: admin.id, action: "delete", entity: "admin_user", entity_id: String(staff.id) });
  });

  it("refuses to delete one's own account (409) and answers 404 for an unknown one", async () => {
    expect((await as("DELETE", `/api/admin/users/${admin.id}`)).status).toBe(409);
    expect((await as("DELETE", "/api/admin/users/999999")).status).toBe(404);
  });

  it("refuses a request from a foreign origin (403) and keeps the account", async () => {
    const other = await createStaff("viewer");
    const foreign = await request(`/api/admin/users/${other.id}`, {
      method: "DELETE",
      headers: { cookie: adminCookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await as("GET", `/api/admin/users/${other.id}`)).status).toBe(200);
  });
});
