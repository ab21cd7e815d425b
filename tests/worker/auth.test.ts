import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api, asStaff, BASE, createStaff, request, seed, sessionCookie, signIn } from "./helpers";

beforeAll(seed);

const login = (body: unknown, headers: Record<string, string> = { origin: BASE }) =>
  request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("POST /api/auth/login", () => {
  it("signs in, sets a __Host- session cookie and records last_login", async () => {
    const staff = await createStaff("editor");
    const res = await login({ email: staff.email.toUpperCase(), password: staff.password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; role: string; permissions: string[] } };
    expect(body.user).toMatchObject({ email: staff.email, role: "editor" });
    expect(body.user.permissions).toContain("blog.edit");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    const row = await env.DB.prepare("SELECT last_login FROM admin_users WHERE id = ?").bind(staff.id).first<{ last_login: string }>();
    expect(row!.last_login).toBeTruthy();
  });

  it("answers the same 401 message for a wrong password and an unknown e-mail", async () => {
    const staff = await createStaff("viewer");
    const wrong = await login({ email: staff.email, password: "wrong-password-1" });
    const unknown = await login({ email: "nobody@example.com", password: "wrong-password-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual(await unknown.json());
    expect((body as { code: string }).code).toBe("invalid_credentials");
  });

  it("refuses a deactivated account", async () => {
    const staff = await createStaff("admin");
    await env.DB.prepare("UPDATE admin_users SET active = 0 WHERE id = ?").bind(staff.id).run();
    expect((await login({ email: staff.email, password: staff.password })).status).toBe(401);
  });

  it("answers 400 for invalid input and 403 for a foreign origin", async () => {
    expect((await login({ email: "not-an-email", password: "" })).status).toBe(400);
    expect((await login({ email: "a@example.com", password: "x" }, { origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("GET /api/auth/session", () => {
  it("answers 200 with the user, or with user null when signed out: not an error (issue 17, item 13)", async () => {
    const staff = await createStaff("viewer");
    const cookie = await signIn(staff.email, staff.password);
    const signedIn = await request("/api/auth/session", { headers: asStaff(cookie) });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(staff.email);
    const signedOut = await request("/api/auth/session");
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get("cache-control")).toBe("no-store");
    expect(await signedOut.json()).toEqual({ user: null });
    await request("/api/auth/logout", { method: "POST", headers: asStaff(cookie) });
    expect(await (await request("/api/auth/session", { headers: asStaff(cookie) })).json()).toEqual({ user: null });
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("returns the user for a valid session and 401 without one", async () => {
    const staff = await createStaff("viewer");
    const cookie = await signIn(staff.email, staff.password);
    const me = await request("/api/auth/me", { headers: asStaff(cookie) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(staff.email);
    expect((await request("/api/auth/me")).status).toBe(401);
  });

  it("stops accepting a session once the account is deactivated or its epoch is bumped", async () => {
    const staff = await createStaff("editor");
    const cookie = await signIn(staff.email, staff.password);
    await env.DB.prepare("UPDATE admin_users SET session_epoch = session_epoch + 1 WHERE id = ?").bind(staff.id).run();
    expect((await request("/api/auth/me", { headers: asStaff(cookie) })).status).toBe(401);
  });

  it("clears the cookie on logout", async () => {
    const res = await request("/api/auth/logout", { method: "POST", headers: { origin: BASE } });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;.*Max-Age=0/);
  });
});

describe("POST /api/auth/password", () => {
  const change = (cookie: string | undefined, body: unknown) => api(cookie, "POST", "/api/auth/password", body);

  it("replaces the password, keeps this session with a fresh cookie and ends every other session", async () => {
    const staff = await createStaff("viewer");
    const cookie = await signIn(staff.email, staff.password);
    const other = await signIn(staff.email, staff.password);
    const res = await change(cookie, { current_password: staff.password, new_password: "brand-new-pass-7" });
    expect(res.status).toBe(204);
    const fresh = res.headers.getSetCookie().at(-1)!.split(";")[0];
    expect((await request("/api/auth/me", { headers: asStaff(fresh) })).status).toBe(200);
    expect((await request("/api/auth/me", { headers: asStaff(other) })).status).toBe(401);
    await signIn(staff.email, "brand-new-pass-7");
    await expect(signIn(staff.email, staff.password)).rejects.toThrow(/401/);
    const audit = await env.DB.prepare(
      "SELECT action, entity_id FROM audit_log WHERE action NOT LIKE 'login%' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(audit).toEqual({ action: "change_password", entity_id: String(staff.id) });
  });

  it("answers 400 for a wrong current password or a weak new one and keeps the old password", async () => {
    const staff = await createStaff("editor");
    const cookie = await signIn(staff.email, staff.password);
    const wrong = await change(cookie, { current_password: "not-my-password-1", new_password: "brand-new-pass-7" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { details: { fields: Record<string, string[]> } }).details.fields.current_password).toBeDefined();
    for (const new_password of [
      "short1",
      "Password12",
      "aaaaaaaaa1",
      "Password1234",
      "aaaaaaaaaaa1",
      "1234567890123",
      `${staff.email}1`,
      staff.password,
    ]) {
      const res = await change(cookie, { current_password: staff.password, new_password });
      expect(res.status, new_password).toBe(400);
      expect(
        ((await res.json()) as { details: { fields: Record<string, string[]> } }).details.fields.new_password,
        new_password,
      ).toBeDefined();
    }
    await signIn(staff.email, staff.password);
  });

  it("answers 401 when signed out", async () => {
    expect((await change(undefined, { current_password: "a", new_password: "brand-new-pass-7" })).status).toBe(401);
  });
});

describe("Cache-Control of authenticated JSON", () => {
  it("answers no-store under /api/admin and /api/auth, signed in or not, success or error", async () => {
    const admin = await createStaff("admin");
    const cookie = await sessionCookie(admin.id);
    for (const [c, path] of [
      [cookie, "/api/admin/dashboard"],
      [cookie, "/api/admin/users"],
      [cookie, "/api/auth/me"],
      [undefined, "/api/auth/me"],
      [undefined, "/api/admin/blog"],
    ] as const) {
      const res = await api(c, "GET", path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
