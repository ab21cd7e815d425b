/**
 * @file TOTP second factor (issue 16): enrolment, the code after the password, time windows, replay, recovery codes,
 * the throttle, the setting that demands it for user and role managers, and an admin resetting it.
 */
import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import type { TotpSetup } from "../../common/schemas/totp";
import type { SessionUser } from "../../common/types";
import { matchingStep } from "../../worker/domain/account/totp";
import { api, BASE, createStaff, editApi, request, seed, sessionCookie } from "./helpers";

let adminCookie: string;

beforeAll(async () => {
  await seed();
  adminCookie = await sessionCookie((await createStaff("admin")).id);
});

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function login(account: { email: string; password: string }) {
  const res = await request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return { cookie: res.headers.get("set-cookie")!.split(";")[0], user: ((await res.json()) as { user: SessionUser }).user };
}
const cookieOf = (res: Response) => res.headers.getSetCookie().at(-1)!.split(";")[0];
const works = async (cookie: string) => (await api(cookie, "GET", "/api/admin/dashboard")).status === 200;

/** An editor with TOTP set up; returns the account, its secret and recovery codes. */
async function enrolled() {
  const staff = await createStaff("editor");
  const { cookie } = await login(staff);
  const setup = (await (await api(cookie, "POST", "/api/auth/totp/setup")).json()) as TotpSetup;
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.uri).toContain(`secret=${setup.secret}`);
  const enable = await api(cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret), password: staff.password });
  expect(enable.status).toBe(200);
  const { recovery_codes } = (await enable.json()) as { recovery_codes: string[] };
  return { staff, secret: setup.secret, recoveryCodes: recovery_codes };
}

describe("TOTP windows", () => {
  it("accepts the code of the current step and one step either side, nothing further", async () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const at = (offset: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now + offset * 30_000 });
    expect(await matchingStep(secret, at(0), now)).toBe(step);
    expect(await matchingStep(secret, at(-1), now)).toBe(step - 1);
    expect(await matchingStep(secret, at(1), now)).toBe(step + 1);
    expect(await matchingStep(secret, at(-2), now)).toBeNull();
    expect(await matchingStep(secret, at(2), now)).toBeNull();
    expect(await matchingStep(secret, "12345", now)).toBeNull();
    expect(await matchingStep(secret, "abcdef", now)).toBeNull();
  });
});

describe("enrolment", () => {
  it("needs a right first code, then gives ten recovery codes stored only as hashes", async () => {
    const staff = await createStaff("viewer");
    const { cookie } = await login(staff);
    const setup = (await (await api(cookie, "POST", "/api/auth/totp/setup")).json()) as TotpSetup;
    const wrong = await api(cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret, 5), password: staff.password });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("invalid_code");
    const res = await api(cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret), password: staff.password });
    const { recovery_codes } = (await res.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const stored = JSON.stringify(
      (await env.DB.prepare("SELECT code_hash FROM totp_recovery_codes WHERE user_id = ?").bind(staff.id).all()).results,
    );
    for (const code of recovery_codes) expect(stored).not.toContain(code);
    expect(await (await api(cookie, "GET", "/api/auth/totp")).json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
  });
});

describe("signing in with TOTP", () => {
  it("asks for the code after the password: until then the session can do nothing else", async () => {
    const { staff, secret } = await enrolled();
    const { cookie, user } = await login(staff);
    expect(user.pending_step).toBe("totp");
    const denied = await api(cookie, "GET", "/api/admin/dashboard");
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { code: string }).code).toBe("second_factor_required");
    expect(
      (await api(cookie, "POST", "/api/auth/password", { current_password: staff.password, new_password: "Zander-Birke-Hafen-73" })).status,
    ).toBe(403);
    const res = await api(cookie, "POST", "/api/auth/totp/verify", { code: codeOf(secret, 1) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: SessionUser }).user.pending_step).toBeNull();
    const full = cookieOf(res);
    expect(await works(full)).toBe(true);
    // the half session is replaced, not upgraded
    expect((await api(cookie, "GET", "/api/auth/me")).status).toBe(401);
  });

  it("never accepts a code twice, nor an older one after a newer", async () => {
    const { staff, secret } = await enrolled();
    const first = await login(staff);
    const code = codeOf(secret, 1);
    expect((await api(first.cookie, "POST", "/api/auth/totp/verify", { code })).status).toBe(200);
    const second = await login(staff);
    const replay = await api(second.cookie, "POST", "/api/auth/totp/verify", { code });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe("invalid_code");
    // the code of the current step is older than the one used: refused too
    expect((await api(second.cookie, "POST", "/api/auth/totp/verify", { code: codeOf(secret, 0) })).status).toBe(400);
  });

  it("accepts each recovery code once instead of a code", async () => {
    const { staff, recoveryCodes } = await enrolled();
    const a = await login(staff);
    const res = await api(a.cookie, "POST", "/api/auth/totp/verify", { recovery_code: recoveryCodes[3].toUpperCase() });
    expect(res.status).toBe(200);
    expect(await works(cookieOf(res))).toBe(true);
    const b = await login(staff);
    expect((await api(b.cookie, "POST", "/api/auth/totp/verify", { recovery_code: recoveryCodes[3] })).status).toBe(400);
    expect((await api(b.cookie, "POST", "/api/auth/totp/verify", { recovery_code: "nicht-echt" })).status).toBe(400);
    expect((await api(cookieOf(res), "GET", "/api/auth/totp")).status).toBe(200);
    expect(
      ((await (await api(cookieOf(res), "GET", "/api/auth/totp")).json()) as { recovery_codes_left: number }).recovery_codes_left,
    ).toBe(9);
  });

  it("throttles wrong codes like passwords: five per window, then 429 even for the right code", async () => {
    const { staff, secret } = await enrolled();
    const { cookie } = await login(staff);
    const wrong = String((Number(codeOf(secret, 1)) + 1) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(cookie, "POST", "/api/auth/totp/verify", { code: wrong })));
    const statuses = answers.map((r) => r.status);
    // the sign-in itself spent one guess of the window (the password does not reset the count while a code is due)
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    expect((await api(cookie, "POST", "/api/auth/totp/verify", { code: codeOf(secret, 1) })).status).toBe(429);
    // signing in again with the password buys no new guesses
    expect(
      (
        await request("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE },
          body: JSON.stringify(staff),
        })
      ).status,
    ).toBe(429);
  });
});

describe("the setting require_totp_for_admins", () => {
  it("sends an account that may manage users to set TOTP up after the password; others are not asked", async () => {
    expect((await editApi(adminCookie, "PUT", "/api/admin/settings", { require_totp_for_admins: "true" })).status).toBe(200);
    try {
      const admin = await createStaff("admin");
      const { cookie, user } = await login(admin);
      expect(user.pending_step).toBe("totp_enrol");
      const denied = await api(cookie, "GET", "/api/admin/users");
      expect(((await denied.json()) as { code: string }).code).toBe("totp_enrolment_required");
      const setup = (await (await api(cookie, "POST", "/api/auth/totp/setup")).json()) as TotpSetup;
      const enabled = await api(cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret) });
      expect(enabled.status).toBe(200);
      expect(await works(cookieOf(enabled))).toBe(true);
      // it cannot be switched off while the role demands it
      expect((await api(cookieOf(enabled), "POST", "/api/auth/totp/disable", { password: admin.password })).status).toBe(409);
      const editor = await login(await createStaff("editor"));
      expect(editor.user.pending_step).toBeNull();
    } finally {
      await editApi(adminCookie, "PUT", "/api/admin/settings", { require_totp_for_admins: "false" });
    }
  });
});

describe("switching off and resetting", () => {
  it("lets the user switch TOTP off with the password", async () => {
    const { staff } = await enrolled();
    const session = await sessionCookie(staff.id);
    expect((await api(session, "POST", "/api/auth/totp/disable", { password: "falsch-falsch-1" })).status).toBe(400);
    expect((await api(session, "POST", "/api/auth/totp/disable", { password: staff.password })).status).toBe(204);
    expect((await login(staff)).user.pending_step).toBeNull();
  });

  it("lets an admin reset a lost second factor: TOTP gone, sessions ended, the next sign-in asks for no code", async () => {
    const { staff } = await enrolled();
    const session = await sessionCookie(staff.id);
    expect((await api(adminCookie, "POST", `/api/admin/users/${staff.id}/reset-second-factor`)).status).toBe(204);
    expect(await works(session)).toBe(false);
    expect((await login(staff)).user.pending_step).toBeNull();
    const count = await env.DB.prepare("SELECT count(*) AS n FROM totp_recovery_codes WHERE user_id = ?")
      .bind(staff.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(0);
    const viewer = await sessionCookie((await createStaff("viewer")).id);
    expect((await api(viewer, "POST", `/api/admin/users/${staff.id}/reset-second-factor`)).status).toBe(403);
  });
});

describe("a fresh proof before a change of the second factor", () => {
  it("asks for the password again to switch TOTP on, outside the set-up that the sign-in demands", async () => {
    const staff = await createStaff("viewer");
    const { cookie } = await login(staff);
    const setup = (await (await api(cookie, "POST", "/api/auth/totp/setup")).json()) as TotpSetup;
    for (const [password, text] of [
      [undefined, "Bitte geben Sie zur Bestätigung Ihr Passwort ein."],
      ["falsch-falsch-1", "Das Passwort ist falsch."],
    ] as const) {
      const res = await api(cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret), password });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; details: { fields: Record<string, string[]> } };
      expect(body.code).toBe("validation_failed");
      expect(body.details.fields.password).toEqual([text]);
    }
    expect(await (await api(cookie, "GET", "/api/auth/totp")).json()).toMatchObject({ enabled: false });
    const ok = await api(cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret, 1), password: staff.password });
    expect(ok.status).toBe(200);
  });

  it("asks for the password again for new recovery codes; the old ones stay valid until then", async () => {
    const { staff, recoveryCodes } = await enrolled();
    const session = await sessionCookie(staff.id);
    expect((await api(session, "POST", "/api/auth/totp/recovery-codes")).status).toBe(400);
    expect((await api(session, "POST", "/api/auth/totp/recovery-codes", { password: "falsch-falsch-1" })).status).toBe(400);
    const stillOld = await login(staff);
    expect((await api(stillOld.cookie, "POST", "/api/auth/totp/verify", { recovery_code: recoveryCodes[0] })).status).toBe(200);
    const renewed = await api(session, "POST", "/api/auth/totp/recovery-codes", { password: staff.password });
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
  });
});

describe("TOTP secrets at rest", () => {
  it("are stored encrypted: the database holds neither the confirmed nor the pending secret in clear text", async () => {
    const { staff, secret } = await enrolled();
    const pending = await login(await createStaff("viewer"));
    const setup = (await (await api(pending.cookie, "POST", "/api/auth/totp/setup")).json()) as TotpSetup;
    const rows = (await env.DB.prepare("SELECT totp_secret, totp_pending_secret FROM admin_users").all()).results;
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(setup.secret);
    const mine = await env.DB.prepare("SELECT totp_secret FROM admin_users WHERE id = ?").bind(staff.id).first<{ totp_secret: string }>();
    expect(mine?.totp_secret).toMatch(/^enc1\./);
    // and the sealed secret still signs in
    const { cookie } = await login(staff);
    expect((await api(cookie, "POST", "/api/auth/totp/verify", { code: codeOf(secret, 1) })).status).toBe(200);
  });

  it("reads a secret stored before encryption and seals it at its next use", async () => {
    const staff = await createStaff("viewer");
    const plain = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await env.DB.prepare("UPDATE admin_users SET totp_secret = ? WHERE id = ?").bind(plain, staff.id).run();
    const { cookie } = await login(staff);
    expect((await api(cookie, "POST", "/api/auth/totp/verify", { code: codeOf(plain) })).status).toBe(200);
    const row = await env.DB.prepare("SELECT totp_secret FROM admin_users WHERE id = ?").bind(staff.id).first<{ totp_secret: string }>();
    expect(row?.totp_secret).toMatch(/^enc1\./);
  });
});
