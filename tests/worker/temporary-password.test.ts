/** @file Issue 16, item 6: an admin-issued temporary password works once, for 72 hours, and only to change it. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminUserCreated, AdminUserRecord } from "../../common/schemas/users";
import { api, BASE, createStaff, request, seed, sessionCookie } from "./helpers";

let adminCookie: string;

beforeAll(async () => {
  await seed();
  adminCookie = await sessionCookie((await createStaff("admin")).id);
});

const login = (email: string, password: string) =>
  request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email, password }),
  });
const cookieOf = (res: Response) => res.headers.getSetCookie().at(-1)!.split(";")[0];
const stateOf = async (id: number) =>
  ((await (await api(adminCookie, "GET", `/api/admin/users/${id}`)).json()) as AdminUserRecord).temporary_password_state;

/** A new editor account made in the Users screen, with its temporary password. */
async function newAccount() {
  const email = `temp-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await api(adminCookie, "POST", "/api/admin/users", { email, name: "Temp", role: "editor" });
  expect(res.status).toBe(201);
  return (await res.json()) as AdminUserCreated;
}

describe("temporary passwords", () => {
  it("are pending for 72 hours after creation and after a reset", async () => {
    const created = await newAccount();
    expect(created.temporary_password_state).toBe("pending");
    const hours = (Date.parse(created.temporary_password_expires_at!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const staff = await createStaff("viewer");
    expect(await stateOf(staff.id)).toBe("none");
    const reset = (await (await api(adminCookie, "POST", `/api/admin/users/${staff.id}/reset-password`)).json()) as AdminUserCreated;
    expect(reset.temporary_password_state).toBe("pending");
  });

  it("open a session that may only change the password: every other admin and auth route answers 403", async () => {
    const created = await newAccount();
    const res = await login(created.email, created.temporary_password);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { password_change_required: boolean } }).user.password_change_required).toBe(true);
    const cookie = cookieOf(res);
    for (const [method, path, body] of [
      ["GET", "/api/admin/dashboard"],
      ["GET", "/api/admin/blog"],
      ["POST", "/api/admin/team", { name: "x" }],
      ["GET", "/api/admin/users"],
    ] as const) {
      const denied = await api(cookie, method, path, body);
      expect(denied.status, path).toBe(403);
      expect(((await denied.json()) as { code: string }).code, path).toBe("password_change_required");
    }
    const me = await api(cookie, "GET", "/api/auth/me");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { password_change_required: boolean } }).user.password_change_required).toBe(true);
    const session = (await (await api(cookie, "GET", "/api/auth/session")).json()) as { user: { password_change_required: boolean } };
    expect(session.user.password_change_required).toBe(true);
    expect(await stateOf(created.id)).toBe("used");

    const changed = await api(cookie, "POST", "/api/auth/password", {
      current_password: created.temporary_password,
      new_password: "Laterne-Fjord-Quitte-92",
    });
    expect(changed.status).toBe(204);
    const fresh = cookieOf(changed);
    expect((await api(fresh, "GET", "/api/admin/dashboard")).status).toBe(200);
    expect((await api(cookie, "GET", "/api/auth/me")).status).toBe(401);
    expect(await stateOf(created.id)).toBe("none");
    const again = await login(created.email, "Laterne-Fjord-Quitte-92");
    expect(((await again.json()) as { user: { password_change_required: boolean } }).user.password_change_required).toBe(false);
  });

  it("work for exactly one sign-in, also when two sign-ins race", async () => {
    const created = await newAccount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => login(created.email, created.temporary_password)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401]);
    const refused = answers.find((r) => r.status === 401)!;
    expect(((await refused.json()) as { code: string }).code).toBe("temporary_password_expired");
    const later = await login(created.email, created.temporary_password);
    expect(later.status).toBe(401);
  });

  it("stop working after 72 hours and show as expired", async () => {
    const created = await newAccount();
    await env.DB.prepare("UPDATE admin_users SET temporary_password_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), created.id)
      .run();
    const res = await login(created.email, created.temporary_password);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe("temporary_password_expired");
    expect(await stateOf(created.id)).toBe("expired");
  });

  it("a wrong password for an account with a pending temporary password stays the usual 401 and spends nothing", async () => {
    const created = await newAccount();
    const wrong = await login(created.email, "Not-The-Temporary-Pass-1");
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_credentials");
    expect(await stateOf(created.id)).toBe("pending");
    expect((await login(created.email, created.temporary_password)).status).toBe(200);
  });
});
