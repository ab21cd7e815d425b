import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, asStaff, createStaff, request, seed, signIn } from "./helpers";

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
    expect(await wrong.json()).toEqual(await unknown.json());
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
