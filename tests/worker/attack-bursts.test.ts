/**
 * Parallel bursts against every limit of the product that this suite can reach without a provider: 50 requests at once
 * (or enough to cross the limit), and never more through than the limit allows. Sign-in, the TOTP code, the contact
 * form, analytics ingest, passkey sign-in options and client error reports. (The AI budget and per-user AI limits have
 * their own burst tests in the AI studio's suite.)
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_FAILURES_PER_EMAIL } from "../../common/login-limits";
import { ANALYTICS_LIMIT_PER_CLIENT, ingestClientKey } from "../../worker/domain/analytics/ingest";
import { CONTACT_LIMIT_PER_CLIENT, CONTACT_LIMIT_PER_EMAIL } from "../../worker/domain/contact/rate-limit";
import { clientLimitKey } from "../../worker/lib/rate-limit";
import { PASSKEY_OPTIONS_LIMIT } from "../../worker/routes/passkeys";
import { CLIENT_ERROR_LIMIT } from "../../worker/routes/public/client-errors";
import { newSessionId, track } from "./analytics-helpers";
import { postContact, validBody } from "./contact-helpers";
import { BASE, createStaff, request, seed } from "./helpers";

beforeAll(seed);

const BURST = 50;
const burst = (make: (i: number) => Promise<Response>, n = BURST) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (answers: Response[]) => answers.map((r) => r.status);
const through = (answers: Response[], ok: number) => statuses(answers).filter((s) => s === ok).length;
const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, { method: "POST", headers: { "content-type": "application/json", origin: BASE, ...headers }, body: JSON.stringify(body) });

/** Starts a window of the key with `hits` slots taken, so that a burst of 50 crosses a large limit. */
async function fill(key: string, hits: number) {
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, hits, window_ends) VALUES (?, ?, ?)")
    .bind(key, hits, new Date(Date.now() + 5 * 60_000).toISOString())
    .run();
}

describe("parallel bursts against the limits", () => {
  it("sign-in: 50 parallel wrong passwords for one account get at most the allowed guesses, the rest 429", async () => {
    const staff = await createStaff("viewer");
    const answers = await burst(() => json("/api/auth/login", { email: staff.email, password: "wrong-password-1" }));
    expect(through(answers, 401)).toBe(MAX_FAILURES_PER_EMAIL);
    expect(through(answers, 429)).toBe(BURST - MAX_FAILURES_PER_EMAIL);
  });

  it("TOTP: 50 parallel codes after the password get at most the allowed guesses, the rest 429", async () => {
    const staff = await createStaff("viewer");
    await env.DB.prepare("UPDATE admin_users SET totp_secret = ?, totp_enabled_at = ? WHERE id = ?")
      .bind("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", new Date().toISOString(), staff.id)
      .run();
    const signIn = await json("/api/auth/login", { email: staff.email, password: staff.password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().at(-1)!.split(";")[0];
    const answers = await burst(() => json("/api/auth/totp/verify", { code: "000000" }, { cookie }));
    expect(statuses(answers).every((s) => s === 400 || s === 429)).toBe(true);
    expect(through(answers, 400)).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL);
    expect(through(answers, 429)).toBeGreaterThanOrEqual(BURST - MAX_FAILURES_PER_EMAIL);
  });

  it("contact form: 50 parallel messages from one client store exactly the client's limit", async () => {
    const answers = await burst(() => postContact(validBody(), { "cf-connecting-ip": "198.51.100.201" }));
    expect(through(answers, 201)).toBe(CONTACT_LIMIT_PER_CLIENT.max);
    expect(through(answers, 429)).toBe(BURST - CONTACT_LIMIT_PER_CLIENT.max);
  });

  it("contact form: 50 parallel messages for one e-mail address from 50 clients store exactly its limit", async () => {
    const email = `burst-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answers = await burst((i) => postContact(validBody({ email }), { "cf-connecting-ip": `198.51.101.${i}` }));
    expect(through(answers, 201)).toBe(CONTACT_LIMIT_PER_EMAIL.max);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = ?").bind(email).first<{ n: number }>();
    expect(stored?.n).toBe(CONTACT_LIMIT_PER_EMAIL.max);
  });

  it("analytics ingest: a client 10 requests below its limit gets exactly 10 of 50 parallel events stored", async () => {
    const address = "198.51.100.202";
    await fill((await ingestClientKey(env, address))!, ANALYTICS_LIMIT_PER_CLIENT.max - 10);
    // fifty sessions, so that no per-session limit gets in the way
    const sessions = Array.from({ length: BURST }, () => newSessionId());
    const answers = await burst((i) =>
      request("/api/analytics", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: BASE,
          "cf-connecting-ip": address,
          "user-agent": "Mozilla/5.0 Firefox/130.0",
        },
        body: JSON.stringify({ event_type: "page_view", session_id: sessions[i], page_path: "/leistungen" }),
      }),
    );
    expect(through(answers, 204)).toBe(10);
    expect(through(answers, 429)).toBe(BURST - 10);
    const placeholders = sessions.map(() => "?").join(",");
    const views = await env.DB.prepare(`SELECT count(*) AS n FROM page_views WHERE session_id IN (${placeholders})`)
      .bind(...sessions)
      .first<{ n: number }>();
    expect(views?.n).toBe(10);
    // another client is not affected
    expect((await track({ event_type: "page_view", session_id: newSessionId(), page_path: "/" })).status).toBe(204);
  });

  it("passkey sign-in options: 50 parallel requests from one client store at most its limit of challenges", async () => {
    const address = "198.51.100.203";
    const key = (await clientLimitKey(env, "passkey-options", address))!;
    await fill(key, PASSKEY_OPTIONS_LIMIT.max - 10);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM webauthn_challenges").first<{ n: number }>();
    const answers = await burst(() => json("/api/auth/passkeys/login/options", {}, { "cf-connecting-ip": address }));
    expect(through(answers, 200)).toBe(10);
    expect(through(answers, 429)).toBe(BURST - 10);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM webauthn_challenges").first<{ n: number }>();
    expect(after!.n - before!.n).toBeLessThanOrEqual(10);
  });

  it("client error reports: 50 parallel reports from one client store exactly its limit", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM error_reports").first<{ n: number }>();
    const answers = await burst((i) => json("/api/client-errors", { message: `burst ${i}` }, { "cf-connecting-ip": "198.51.100.204" }));
    expect(through(answers, 204)).toBe(CLIENT_ERROR_LIMIT.max);
    expect(through(answers, 429)).toBe(BURST - CLIENT_ERROR_LIMIT.max);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM error_reports").first<{ n: number }>();
    expect(after!.n - before!.n).toBe(CLIENT_ERROR_LIMIT.max);
  });
});

describe("rate-limit windows", () => {
  it("are deleted by the 5-minute cron once they have run out, so no keyed hash outlives its window by more", async () => {
    const { deleteSpentLimitWindows } = await import("../../worker/cron/limit-windows");
    const { createDb } = await import("../../worker/db/client");
    const now = new Date();
    await env.DB.batch([
      env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, hits, window_ends) VALUES ('spent:a', 3, ?)").bind(
        new Date(now.getTime() - 1000).toISOString(),
      ),
      env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, hits, window_ends) VALUES ('live:a', 3, ?)").bind(
        new Date(now.getTime() + 60_000).toISOString(),
      ),
    ]);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await deleteSpentLimitWindows({ db: createDb(env.DB), env, now });
    const keys = (await env.DB.prepare("SELECT key FROM rate_limits WHERE key IN ('spent:a', 'live:a')").all<{ key: string }>()).results;
    expect(keys.map((k) => k.key)).toEqual(["live:a"]);
  });
});
