/**
 * @file TOTP after a move (issue 43): a restore into a deployment with another TOTP_ENCRYPTION_KEY leaves stored
 * secrets that no configured key opens. Recovery codes are hashes, not sealed: they still let the user in, and the
 * unreadable second factor is then switched off so it can be set up anew.
 */
import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { beforeAll, expect, it } from "vitest";
import type { TotpSetup } from "../../common/schemas/totp";
import type { SessionUser } from "../../common/types";
import { api, BASE, createStaff, request, seed } from "./helpers";

beforeAll(async () => {
  await seed();
});

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

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

it("lets a TOTP user in with a recovery code when the stored secret was sealed with another key", async () => {
  const staff = await createStaff("editor");
  const first = await login(staff);
  const setup = (await (await api(first.cookie, "POST", "/api/auth/totp/setup")).json()) as TotpSetup;
  const enable = await api(first.cookie, "POST", "/api/auth/totp/enable", { code: codeOf(setup.secret), password: staff.password });
  const { recovery_codes } = (await enable.json()) as { recovery_codes: string[] };

  // the restored row as a new deployment sees it: sealed under a key id its TOTP_ENCRYPTION_KEY does not have
  const row = await env.DB.prepare("SELECT totp_secret FROM admin_users WHERE id = ?").bind(staff.id).first<{ totp_secret: string }>();
  const [prefix, , iv, data] = row!.totp_secret.split(".");
  expect(prefix).toBe("enc1");
  await env.DB.prepare("UPDATE admin_users SET totp_secret = ? WHERE id = ?").bind(`${prefix}.otherkey.${iv}.${data}`, staff.id).run();

  const moved = await login(staff);
  expect(moved.user.pending_step).toBe("totp");
  // the authenticator's code cannot be checked any more
  expect((await api(moved.cookie, "POST", "/api/auth/totp/verify", { code: codeOf(setup.secret) })).status).toBe(400);
  // a wrong recovery code is still refused
  expect((await api(moved.cookie, "POST", "/api/auth/totp/verify", { recovery_code: "nicht-echt" })).status).toBe(400);
  const res = await api(moved.cookie, "POST", "/api/auth/totp/verify", { recovery_code: recovery_codes[0] });
  expect(res.status).toBe(200);
  const session = cookieOf(res);
  expect((await api(session, "GET", "/api/admin/dashboard")).status).toBe(200);

  // the unreadable factor is switched off (with its remaining codes), ready to be set up again
  expect(await (await api(session, "GET", "/api/auth/totp")).json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
  const left = await env.DB.prepare("SELECT count(*) AS n FROM totp_recovery_codes WHERE user_id = ?")
    .bind(staff.id)
    .first<{ n: number }>();
  expect(left?.n).toBe(0);
  const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'totp_disable' AND entity_id = ?")
    .bind(String(staff.id))
    .first<{ details: string }>();
  expect(audit?.details).toContain("secret_unreadable");
  expect((await api(session, "POST", "/api/auth/totp/setup")).status).toBe(200);
});

it("keeps refusing recovery codes of an account without TOTP", async () => {
  const staff = await createStaff("editor");
  const { cookie, user } = await login(staff);
  expect(user.pending_step ?? null).toBeNull();
  expect((await api(cookie, "POST", "/api/auth/totp/verify", { recovery_code: "abcd-efgh" })).status).not.toBe(200);
});
