import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS } from "../../worker/domain/account/sessions";
import { signToken } from "../../worker/lib/jwt";
import { api, BASE, createStaff, forgedCookies, request, seed, sessionCookie, signIn } from "./helpers";

beforeAll(seed);

const me = (cookie: string) => api(cookie, "GET", "/api/auth/me");
const logout = (cookie: string) => request("/api/auth/logout", { method: "POST", headers: { cookie, origin: BASE } });

describe("session lifetime", () => {
  it(`is a server-side session: the cookie holds a random token, its cookie lives ${SESSION_MAX_SECONDS / 3600} hours and is never renewed`, async () => {
    const staff = await createStaff("viewer");
    const res = await request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(new RegExp(`Max-Age=${SESSION_MAX_SECONDS}`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const token = setCookie.split(";")[0].slice("__Host-session=".length);
    expect(token).not.toContain(".");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const row = await env.DB.prepare("SELECT id, user_id, created_at, expires_at FROM admin_sessions WHERE user_id = ?")
      .bind(staff.id)
      .first<Record<string, string>>();
    expect(row!.id).not.toBe(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBeGreaterThan(SESSION_MAX_SECONDS * 1000 - 5000);
    const used = await me(`__Host-session=${token}`);
    expect(used.status).toBe(200);
    expect(used.headers.get("set-cookie")).toBeNull();
  });

  it("ends at once on sign-out: a copied cookie answers 401 afterwards", async () => {
    const staff = await createStaff("editor");
    const cookie = await signIn(staff.email, staff.password);
    const copy = cookie;
    expect((await me(copy)).status).toBe(200);
    const res = await logout(cookie);
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;.*Max-Age=0/);
    expect((await me(copy)).status).toBe(401);
    expect((await api(copy, "GET", "/api/admin/dashboard")).status).toBe(401);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY id DESC LIMIT 1")
      .bind(String(staff.id))
      .first<{ action: string }>();
    expect(audit!.action).toBe("logout");
  });

  it("refuses a session past its absolute lifetime, however recently it was used, and clears its cookie", async () => {
    const staff = await createStaff("viewer");
    const res = await me(await sessionCookie(staff.id, -1));
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;.*Max-Age=0/);
  });

  it(`refuses a session idle for more than ${SESSION_IDLE_SECONDS / 3600} hours, accepts one idle for less and marks it seen`, async () => {
    const staff = await createStaff("viewer");
    expect((await me(await sessionCookie(staff.id, 3600, SESSION_IDLE_SECONDS + 60))).status).toBe(401);
    const cookie = await sessionCookie(staff.id, 3600, SESSION_IDLE_SECONDS - 120);
    expect((await me(cookie)).status).toBe(200);
    const seen = await env.DB.prepare("SELECT max(last_seen_at) AS t FROM admin_sessions WHERE user_id = ?")
      .bind(staff.id)
      .first<{ t: string }>();
    expect(Date.now() - Date.parse(seen!.t)).toBeLessThan(60_000);
  });

  it("stops every older session when the account's epoch is bumped", async () => {
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    expect((await me(cookie)).status).toBe(200);
    await env.DB.prepare("UPDATE admin_users SET session_epoch = session_epoch + 1 WHERE id = ?").bind(staff.id).run();
    expect((await me(cookie)).status).toBe(401);
    expect((await me(await sessionCookie(staff.id))).status).toBe(200);
  });

  it("refuses tampered, expired, unsigned, JWT-shaped and unknown tokens", async () => {
    const viewer = await createStaff("viewer");
    const admin = await createStaff("admin");
    const forged = await forgedCookies(viewer.id, admin.id);
    expect((await me(forged.tampered)).status).toBe(401);
    expect((await me(forged.algNone)).status).toBe(401);
    expect((await me(forged.expired)).status).toBe(401);
    const preview = await signToken(env.JWT_SECRET, "blog-preview", String(viewer.id), { epoch: 0 }, 600);
    expect((await me(`__Host-session=${preview}`)).status).toBe(401);
    expect((await me(`__Host-session=${crypto.randomUUID()}`)).status).toBe(401);
    expect((await me(`__Host-session=${"x".repeat(5000)}`)).status).toBe(401);
  });

  it("takes effect at the next request when a role loses a permission", async () => {
    const staff = await createStaff("viewer");
    const cookie = await sessionCookie(staff.id);
    const { createRole } = await import("./helpers");
    const role = await createRole(["users.view"]);
    await env.DB.prepare("UPDATE admin_users SET role_id = (SELECT id FROM roles WHERE name = ?) WHERE id = ?").bind(role, staff.id).run();
    expect((await api(cookie, "GET", "/api/admin/users")).status).toBe(200);
    await env.DB.prepare("DELETE FROM role_permissions WHERE role_id = (SELECT id FROM roles WHERE name = ?)").bind(role).run();
    expect((await api(cookie, "GET", "/api/admin/users")).status).toBe(403);
  });
});
