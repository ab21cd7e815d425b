/**
 * @file Issue 16, 'sessions staff can see': 'Meine Sitzungen' lists the own live sessions (device, browser, country;
 * no IP, no raw user agent), ends one or all; an admin ends all sessions of an account; and every path that should
 * end sessions does so at once.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffSession } from "../../common/schemas/sessions";
import { api, BASE, createRole, createStaff, seed, sessionCookie } from "./helpers";

const ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let adminCookie: string;

beforeAll(async () => {
  await seed();
  adminCookie = await sessionCookie((await createStaff("admin")).id);
});

/** Signs in from a given browser and country (as the edge reports it); returns the cookie. */
async function signInFrom(account: { email: string; password: string }, userAgent: string, country?: string) {
  const res = await exports.default.fetch(
    new Request(`${BASE}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "user-agent": userAgent, "cf-connecting-ip": "203.0.113.9" },
      body: JSON.stringify(account),
      cf: country ? { country } : undefined,
    }),
  );
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0];
}

const works = async (cookie: string) => (await api(cookie, "GET", "/api/auth/me")).status === 200;
const sessionsOf = async (cookie: string) => (await (await api(cookie, "GET", "/api/auth/sessions")).json()) as StaffSession[];

describe("Meine Sitzungen", () => {
  it("lists the own live sessions with device, browser and country, marks the current one, and stores no IP or user agent", async () => {
    const staff = await createStaff("editor");
    const phone = await signInFrom(staff, ANDROID_FIREFOX, "AT");
    const desk = await signInFrom(staff, WINDOWS_CHROME, "DE");
    await signInFrom(await createStaff("viewer"), WINDOWS_CHROME);
    const sessions = await sessionsOf(desk);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ device_type: "desktop", os: "Windows", browser: "Chrome", country: "DE" });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device_type: "mobile", os: "Android", browser: "Firefox", country: "AT" });
    expect((await sessionsOf(phone)).filter((s) => s.current)).toHaveLength(1);
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('admin_sessions')").all<{ name: string }>()).results.map(
      (c) => c.name,
    );
    expect(columns.some((c) => /ip|agent|address/i.test(c))).toBe(false);
    const stored = JSON.stringify((await env.DB.prepare("SELECT * FROM admin_sessions").all()).results);
    expect(stored).not.toContain("203.0.113.9");
    expect(stored).not.toContain("Gecko");
  });

  it("lists no sign-in that stopped at the second factor, and such a half session ends 10 minutes after the password", async () => {
    const staff = await createStaff("editor");
    const full = await signInFrom(staff, WINDOWS_CHROME, "DE");
    await env.DB.prepare("UPDATE admin_users SET totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' WHERE id = ?").bind(staff.id).run();
    const before = Date.now();
    const half = await signInFrom(staff, ANDROID_FIREFOX, "AT");
    expect(await sessionsOf(full)).toHaveLength(1);
    const row = await env.DB.prepare("SELECT expires_at FROM admin_sessions WHERE user_id = ? AND pending_step = 'totp'")
      .bind(staff.id)
      .first<{ expires_at: string }>();
    const lifetime = Date.parse(row!.expires_at) - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10.1 * 60_000);
    expect((await api(half, "GET", "/api/auth/me")).status).toBe(200);
  });

  it("ends one session ('abmelden'): another one keeps working; the current one clears its cookie", async () => {
    const staff = await createStaff("viewer");
    const a = await signInFrom(staff, WINDOWS_CHROME);
    const b = await signInFrom(staff, ANDROID_FIREFOX);
    const other = (await sessionsOf(a)).find((s) => !s.current)!;
    expect((await api(a, "DELETE", `/api/auth/sessions/${other.id}`)).status).toBe(204);
    expect(await works(b)).toBe(false);
    expect(await works(a)).toBe(true);
    const own = (await sessionsOf(a)).find((s) => s.current)!;
    const res = await api(a, "DELETE", `/api/auth/sessions/${own.id}`);
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;/);
    expect(await works(a)).toBe(false);
  });

  it("cannot end another account's session (404) or name a malformed id (400)", async () => {
    const mine = await signInFrom(await createStaff("viewer"), WINDOWS_CHROME);
    const theirs = await signInFrom(await createStaff("viewer"), WINDOWS_CHROME);
    const theirId = (await sessionsOf(theirs))[0].id;
    expect((await api(mine, "DELETE", `/api/auth/sessions/${theirId}`)).status).toBe(404);
    expect(await works(theirs)).toBe(true);
    expect((await api(mine, "DELETE", "/api/auth/sessions/nope")).status).toBe(400);
    expect((await api(undefined, "GET", "/api/auth/sessions")).status).toBe(401);
  });

  it("'überall abmelden' ends every session of the account, the current one too, and is audited", async () => {
    const staff = await createStaff("editor");
    const a = await signInFrom(staff, WINDOWS_CHROME);
    const b = await signInFrom(staff, ANDROID_FIREFOX);
    expect((await api(a, "POST", "/api/auth/sessions/end-all")).status).toBe(204);
    expect(await works(a)).toBe(false);
    expect(await works(b)).toBe(false);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY id DESC LIMIT 1")
      .bind(String(staff.id))
      .first();
    expect(audit).toEqual({ action: "end_sessions" });
    // signing in again works
    expect(await works(await signInFrom(staff, WINDOWS_CHROME))).toBe(true);
  });
});

describe("POST /api/admin/users/:id/end-sessions", () => {
  it("ends every session of the account for an admin; refuses without users.edit and for a mightier account", async () => {
    const staff = await createStaff("editor");
    const a = await signInFrom(staff, WINDOWS_CHROME);
    const b = await signInFrom(staff, ANDROID_FIREFOX);
    expect((await api(adminCookie, "POST", `/api/admin/users/${staff.id}/end-sessions`)).status).toBe(204);
    expect(await works(a)).toBe(false);
    expect(await works(b)).toBe(false);
    expect((await api(adminCookie, "POST", "/api/admin/users/999999/end-sessions")).status).toBe(404);

    const viewer = await sessionCookie((await createStaff("viewer")).id);
    const denied = await api(viewer, "POST", `/api/admin/users/${staff.id}/end-sessions`);
    expect(denied.status).toBe(403);
    const userEditor = await sessionCookie((await createStaff(await createRole(["users.view", "users.edit"]))).id);
    const admin = await createStaff("admin");
    const adminSession = await signInFrom(admin, WINDOWS_CHROME);
    expect((await api(userEditor, "POST", `/api/admin/users/${admin.id}/end-sessions`)).status).toBe(403);
    expect(await works(adminSession)).toBe(true);
  });
});

describe("session revocation on every path", () => {
  type Staff = { id: number; email: string; password: string };
  /** What ends: the acting session only, the others only, or every session of the account. */
  const paths: [string, "acting" | "others" | "all", (staff: Staff, cookie: string) => Promise<unknown>][] = [
    ["sign-out", "acting", (_s, cookie) => api(cookie, "POST", "/api/auth/logout")],
    [
      "'abmelden' of the current session",
      "acting",
      async (_s, cookie) => {
        const own = (await sessionsOf(cookie)).find((s) => s.current)!;
        return api(cookie, "DELETE", `/api/auth/sessions/${own.id}`);
      },
    ],
    [
      "password change",
      "others",
      (s, cookie) => api(cookie, "POST", "/api/auth/password", { current_password: s.password, new_password: "Zander-Birke-Hafen-73" }),
    ],
    ["deactivation", "all", (s) => api(adminCookie, "PATCH", `/api/admin/users/${s.id}`, { active: false })],
    ["role change", "all", (s) => api(adminCookie, "PATCH", `/api/admin/users/${s.id}`, { role: "viewer" })],
    ["password reset by an admin", "all", (s) => api(adminCookie, "POST", `/api/admin/users/${s.id}/reset-password`)],
    ["an admin ending all sessions", "all", (s) => api(adminCookie, "POST", `/api/admin/users/${s.id}/end-sessions`)],
    ["'überall abmelden'", "all", (_s, cookie) => api(cookie, "POST", "/api/auth/sessions/end-all")],
    ["deletion", "all", (s) => api(adminCookie, "DELETE", `/api/admin/users/${s.id}`)],
  ];
  for (const [label, ends, act] of paths) {
    it(`ends ${ends === "all" ? "every session" : ends === "acting" ? "the session" : "the other sessions"} at once: ${label}`, async () => {
      const staff = await createStaff("editor");
      const acting = await signInFrom(staff, WINDOWS_CHROME);
      const other = await signInFrom(staff, ANDROID_FIREFOX);
      const answer = (await act(staff, acting)) as Response;
      // a password change swaps the acting session for a fresh one (fresh cookie), which must work
      const continued = ends === "others" ? answer.headers.getSetCookie().at(-1)!.split(";")[0] : acting;
      expect(await works(continued)).toBe(ends === "others");
      if (ends === "others") expect(await works(acting)).toBe(false);
      expect(await works(other)).toBe(ends === "acting");
    });
  }
});
