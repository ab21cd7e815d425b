import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "../../common/login-limits";
import { BASE, createStaff, request, seed } from "./helpers";

beforeAll(seed);

let nextAddress = 1;
/** A fresh client address per test, so that the per-address counter of one test does not reach into another. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function login(email: string, password: string, address?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", origin: BASE };
  if (address) headers["cf-connecting-ip"] = address;
  return request("/api/auth/login", { method: "POST", headers, body: JSON.stringify({ email, password }) });
}

async function failTimes(n: number, email: string, address?: string) {
  for (let i = 0; i < n; i++) expect((await login(email, "wrong-password-1", address)).status).toBe(401);
}

describe("sign-in throttling", () => {
  it(`answers 429 with Retry-After after ${MAX_FAILURES_PER_EMAIL} failures for an e-mail, even with the right password`, async () => {
    const staff = await createStaff("editor");
    await failTimes(MAX_FAILURES_PER_EMAIL, staff.email, freshAddress());
    const res = await login(staff.email, staff.password, freshAddress());
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    const body = (await res.json()) as { error: string; code: string; details: { retry_after: number } };
    expect(body.error).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche/);
    expect(body.code).toBe("rate_limited");
    expect(body.details.retry_after).toBe(retryAfter);
  });

  it("throttles an unknown e-mail the same way, so that a 429 does not reveal which accounts exist", async () => {
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_EMAIL, "nobody-here@example.com", address);
    const res = await login("nobody-here@example.com", "wrong-password-1", address);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("resets the e-mail counter after a successful sign-in", async () => {
    const staff = await createStaff("viewer");
    const address = freshAddress();
    await failTimes(MAX_FAILURES_PER_EMAIL - 1, staff.email, address);
    expect((await login(staff.email, staff.password, address)).status).toBe(200);
    await failTimes(MAX_FAILURES_PER_EMAIL - 1, staff.email, address);
    expect((await login(staff.email, staff.password, address)).status).toBe(200);
    const row = await env.DB.prepare("SELECT failed_login_count, locked_until FROM admin_users WHERE id = ?").bind(staff.id).first();
    expect(row).toEqual({ failed_login_count: 0, locked_until: null });
  });

  it(`answers 429 for every e-mail from an address after ${MAX_FAILURES_PER_ADDRESS} failures there; other addresses go on`, async () => {
    const staff = await createStaff("viewer");
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await login(`guess-${i}@example.com`, "wrong-password-1", address)).status).toBe(401);
    }
    const blocked = await login(staff.email, staff.password, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(200);
  });

  it("keeps no client address in clear text in KV", async () => {
    const address = freshAddress();
    await failTimes(1, "someone@example.com", address);
    const keys = (await env.KV.list({ prefix: "login-fail:" })).keys.map((k) => k.name);
    expect(keys.some((k) => k.startsWith("login-fail:addr:"))).toBe(true);
    expect(keys.join(" ")).not.toContain(address);
  });

  it("locks the account in D1 as well, so that a lagging KV counter does not let guesses through", async () => {
    const staff = await createStaff("admin");
    await failTimes(MAX_FAILURES_PER_EMAIL, staff.email, freshAddress());
    const row = await env.DB.prepare("SELECT failed_login_count, locked_until FROM admin_users WHERE id = ?")
      .bind(staff.id)
      .first<{ failed_login_count: number; locked_until: string }>();
    expect(row!.failed_login_count).toBe(MAX_FAILURES_PER_EMAIL);
    expect(Date.parse(row!.locked_until)).toBeGreaterThan(Date.now());
    // as if the KV counter had not reached this location yet
    await env.KV.delete(`login-fail:email:${staff.email}`);
    const res = await login(staff.email, staff.password, freshAddress());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lifts the lock-out the way `npm run admin -- create` does (D1 lock and KV counter cleared)", async () => {
    const staff = await createStaff("editor");
    await failTimes(MAX_FAILURES_PER_EMAIL, staff.email, freshAddress());
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(429);
    // the statements scripts/admin.ts runs for an existing account
    await env.DB.prepare(
      "UPDATE admin_users SET failed_login_count = 0, locked_until = NULL, session_epoch = session_epoch + 1 WHERE id = ?",
    )
      .bind(staff.id)
      .run();
    const { emailCounterKey } = await import("../../common/login-limits");
    await env.KV.delete(emailCounterKey(staff.email));
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(200);
  });

  it("starts counting anew once a lock has run out", async () => {
    const staff = await createStaff("viewer");
    const past = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare("UPDATE admin_users SET failed_login_count = ?, locked_until = ? WHERE id = ?")
      .bind(MAX_FAILURES_PER_EMAIL, past, staff.id)
      .run();
    await failTimes(1, staff.email, freshAddress());
    const row = await env.DB.prepare("SELECT failed_login_count, locked_until FROM admin_users WHERE id = ?").bind(staff.id).first();
    expect(row).toEqual({ failed_login_count: 1, locked_until: null });
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(200);
  });
});
