import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { emailAttemptKey, LOGIN_WINDOW_SECONDS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "../../common/login-limits";
import { clientLimitKey } from "../../worker/lib/rate-limit";
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

const attemptsOf = async (email: string) =>
  (
    await env.DB.prepare("SELECT attempts FROM login_attempts WHERE email_key = ?")
      .bind(await emailAttemptKey(email))
      .first<{ attempts: number }>()
  )?.attempts ?? null;

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
    expect(await attemptsOf(staff.email)).toBeNull();
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

  it("keeps no client address in clear text in D1 (nor in KV)", async () => {
    const address = freshAddress();
    await failTimes(1, "someone@example.com", address);
    const keys = (await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>()).results.map((r) => r.key);
    expect(keys).toContain(await clientLimitKey(env, "login", address));
    expect(keys.join(" ")).not.toContain(address);
    expect((await env.KV.list({ prefix: "login-fail:" })).keys).toEqual([]);
  });

  it("keeps no e-mail address in clear text in D1", async () => {
    await failTimes(1, "Typed.Address@Example.com", freshAddress());
    const rows = (await env.DB.prepare("SELECT email_key FROM login_attempts").all<{ email_key: string }>()).results.map(
      (r) => r.email_key,
    );
    expect(rows).toContain(await emailAttemptKey("typed.address@example.com"));
    expect(rows.join(" ")).not.toMatch(/example/i);
  });

  it(`gives a burst of 20 parallel guesses exactly ${MAX_FAILURES_PER_EMAIL} password checks; the right password after it is refused`, async () => {
    for (let round = 0; round < 4; round++) {
      const staff = await createStaff("editor");
      const burst = Array.from({ length: 20 }, (_, i) => login(staff.email, `wrong-password-${i}`, freshAddress()).then((r) => r.status));
      const statuses = await Promise.all(burst);
      expect(
        statuses.filter((s) => s === 401),
        statuses.join(),
      ).toHaveLength(MAX_FAILURES_PER_EMAIL);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILURES_PER_EMAIL);
      expect((await login(staff.email, staff.password, freshAddress())).status).toBe(429);
    }
  });

  it("answers a known and an unknown e-mail alike through a whole lock window: status, text and Retry-After", async () => {
    const staff = await createStaff("viewer");
    const unknown = `nobody-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const run = async (email: string) => {
      const answers: string[] = [];
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 2; i++) {
        const res = await login(email, "wrong-password-1", freshAddress());
        answers.push(`${res.status} ${((await res.json()) as { error: string }).error} ${res.headers.get("retry-after") ? "retry" : ""}`);
      }
      // the window runs out: both start over at once
      await env.DB.prepare("UPDATE login_attempts SET window_ends = ? WHERE email_key = ?")
        .bind(new Date(Date.now() - 1000).toISOString(), await emailAttemptKey(email))
        .run();
      const after = await login(email, "wrong-password-1", freshAddress());
      answers.push(String(after.status));
      return answers;
    };
    const known = await run(staff.email);
    expect(known).toEqual(await run(unknown));
    expect(known.slice(-3)).toEqual([expect.stringMatching(/^429 Zu viele/), expect.stringMatching(/^429 Zu viele/), "401"]);
  });

  it("records sign-in, failed sign-in and lock-out in the audit log (nothing for unknown e-mails)", async () => {
    const staff = await createStaff("editor");
    await failTimes(MAX_FAILURES_PER_EMAIL, staff.email, freshAddress());
    const actions = async () =>
      (
        await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'admin_user' AND entity_id = ? ORDER BY id")
          .bind(String(staff.id))
          .all<{ action: string }>()
      ).results.map((r) => r.action);
    expect(await actions()).toEqual([...Array(MAX_FAILURES_PER_EMAIL - 1).fill("login_failed"), "login_locked"]);
    await env.DB.prepare("DELETE FROM login_attempts WHERE email_key = ?")
      .bind(await emailAttemptKey(staff.email))
      .run();
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(200);
    expect((await actions()).at(-1)).toBe("login");
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n;
    await failTimes(1, "not-an-account@example.com", freshAddress());
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())!.n).toBe(before);
  });

  it("lifts the lock-out the way `npm run admin -- create` does (the e-mail's attempts deleted)", async () => {
    const staff = await createStaff("editor");
    await failTimes(MAX_FAILURES_PER_EMAIL, staff.email, freshAddress());
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(429);
    // the statement scripts/admin.ts runs for the account
    await env.DB.prepare("DELETE FROM login_attempts WHERE email_key = ?")
      .bind(await emailAttemptKey(staff.email))
      .run();
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(200);
  });

  it("starts counting anew once the window has run out", async () => {
    const staff = await createStaff("viewer");
    await failTimes(MAX_FAILURES_PER_EMAIL, staff.email, freshAddress());
    await env.DB.prepare("UPDATE login_attempts SET window_ends = ? WHERE email_key = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), await emailAttemptKey(staff.email))
      .run();
    await failTimes(1, staff.email, freshAddress());
    expect(await attemptsOf(staff.email)).toBe(1);
    expect((await login(staff.email, staff.password, freshAddress())).status).toBe(200);
  });
});
