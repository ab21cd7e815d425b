import { env } from "cloudflare:workers";
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../worker/lib/jwt";
import { SESSION_TTL_SECONDS } from "../../worker/lib/session";
import { api, createStaff, forgedCookies, seed, sessionCookie } from "./helpers";

beforeAll(seed);

const me = (cookie: string) => api(cookie, "GET", "/api/auth/me");
const tokenOf = (setCookie: string) => setCookie.split(";")[0].slice("__Host-session=".length);

describe("session lifetime", () => {
  it(`lasts ${SESSION_TTL_SECONDS / 3600} hours from sign-in`, async () => {
    const staff = await createStaff("viewer");
    const cookie = await sessionCookie(staff.id);
    const claims = decodeJwt(cookie.slice("__Host-session=".length));
    expect(claims.exp! - claims.iat!).toBe(SESSION_TTL_SECONDS);
    expect(claims).toMatchObject({ iss: "consulting-site", aud: "admin-session", sub: String(staff.id) });
  });

  it("refuses an expired session and clears its cookie", async () => {
    const staff = await createStaff("viewer");
    const res = await me(await sessionCookie(staff.id, -1));
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;.*Max-Age=0/);
  });

  it("renews the cookie in the second half of the session's life (sliding expiry)", async () => {
    const staff = await createStaff("viewer");
    const res = await me(await sessionCookie(staff.id, SESSION_TTL_SECONDS / 2 - 60));
    expect(res.status).toBe(200);
    const renewed = res.headers.get("set-cookie")!;
    expect(renewed).toMatch(new RegExp(`Max-Age=${SESSION_TTL_SECONDS}`));
    expect(renewed).toMatch(/HttpOnly/);
    const exp = decodeJwt(tokenOf(renewed)).exp!;
    expect(exp).toBeGreaterThan(Date.now() / 1000 + SESSION_TTL_SECONDS - 60);
    // the renewed token works
    expect((await me(`__Host-session=${tokenOf(renewed)}`)).status).toBe(200);
  });

  it("does not renew in the first half of the session's life", async () => {
    const staff = await createStaff("viewer");
    const res = await me(await sessionCookie(staff.id, SESSION_TTL_SECONDS - 60));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("stops every older session when the account's epoch is bumped", async () => {
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    expect((await me(cookie)).status).toBe(200);
    await env.DB.prepare("UPDATE admin_users SET session_epoch = session_epoch + 1 WHERE id = ?").bind(staff.id).run();
    expect((await me(cookie)).status).toBe(401);
    expect((await me(await sessionCookie(staff.id))).status).toBe(200);
  });

  it("refuses tampered, alg-none, foreign-audience and unknown-account tokens", async () => {
    const viewer = await createStaff("viewer");
    const admin = await createStaff("admin");
    const forged = await forgedCookies(viewer.id, admin.id);
    expect((await me(forged.tampered)).status).toBe(401);
    expect((await me(forged.algNone)).status).toBe(401);
    expect((await me(forged.expired)).status).toBe(401);
    const preview = await signToken(env.JWT_SECRET, "blog-preview", String(viewer.id), { epoch: 0 }, 600);
    expect((await me(`__Host-session=${preview}`)).status).toBe(401);
    const ghost = await signToken(env.JWT_SECRET, "admin-session", "987654", { epoch: 0 }, 600);
    expect((await me(`__Host-session=${ghost}`)).status).toBe(401);
    const otherKey = await signToken("another-secret-that-is-at-least-32-bytes!!", "admin-session", String(viewer.id), { epoch: 0 }, 600);
    expect((await me(`__Host-session=${otherKey}`)).status).toBe(401);
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
