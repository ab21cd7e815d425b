/**
 * @file Passkeys (issue 16): registration and sign-in with a software authenticator, single-use and expiring
 * challenges, wrong origin and RP ID, the signature counter, renaming and deleting (own passkeys only), deactivated
 * accounts, the passkey as second factor, and an admin's second-factor reset removing passkeys.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PasskeyItem } from "../../common/schemas/passkeys";
import type { SessionUser } from "../../common/types";
import { api, BASE, createStaff, seed, sessionCookie } from "./helpers";
import { SoftwareAuthenticator } from "./software-authenticator";

const RP_ID = new URL(BASE).hostname;

beforeAll(async () => {
  await seed();
});

interface Options {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
}
const optionsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as Options;
};

/** A staff member with one registered passkey. */
async function withPasskey(role = "editor", name = "Laptop") {
  const staff = await createStaff(role);
  const cookie = await sessionCookie(staff.id);
  const authenticator = await SoftwareAuthenticator.create();
  const options = await optionsOf(await api(cookie, "POST", "/api/auth/passkeys/register/options", {}));
  expect(options.rp?.id).toBe(RP_ID);
  const response = await authenticator.register({ challenge: options.challenge, rpId: RP_ID, origin: BASE });
  const res = await api(cookie, "POST", "/api/auth/passkeys/register", { name, response });
  expect(res.status).toBe(201);
  return { staff, cookie, authenticator, passkey: (await res.json()) as PasskeyItem };
}

async function passkeySignIn(authenticator: SoftwareAuthenticator, ceremony: { rpId?: string; origin?: string } = {}) {
  const options = await optionsOf(await api(undefined, "POST", "/api/auth/passkeys/login/options", {}));
  expect(options.rpId).toBe(RP_ID);
  const response = await authenticator.signIn({
    challenge: options.challenge,
    rpId: ceremony.rpId ?? RP_ID,
    origin: ceremony.origin ?? BASE,
  });
  return { res: await api(undefined, "POST", "/api/auth/passkeys/login", { response }), response };
}
const cookieOf = (res: Response) => res.headers.getSetCookie().at(-1)!.split(";")[0];
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const listOf = async (cookie: string) => (await (await api(cookie, "GET", "/api/auth/passkeys")).json()) as PasskeyItem[];

describe("registering and signing in", () => {
  it("registers a named passkey, lists it, and signs in with it into a full, audited session", async () => {
    const { staff, cookie, authenticator, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ id: authenticator.credentialId, name: "Laptop", last_used_at: null });
    expect(await listOf(cookie)).toEqual([passkey]);

    const { res } = await passkeySignIn(authenticator);
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: SessionUser };
    expect(user).toMatchObject({ id: staff.id, pending_step: null, password_change_required: false });
    expect((await api(cookieOf(res), "GET", "/api/admin/dashboard")).status).toBe(200);

    const audit = await env.DB.prepare("SELECT action, details FROM audit_log WHERE user_id = ? ORDER BY id").bind(staff.id).all();
    expect(audit.results).toEqual(
      expect.arrayContaining([
        { action: "passkey_register", details: JSON.stringify({ name: "Laptop" }) },
        { action: "login", details: JSON.stringify({ method: "passkey" }) },
      ]),
    );
    const stored = await env.DB.prepare("SELECT counter, last_used_at FROM passkeys WHERE id = ?").bind(passkey.id).first();
    expect(stored).toMatchObject({ counter: 1, last_used_at: expect.any(String) });
  });

  it("counts as the second factor: an account with TOTP gets no code step", async () => {
    const { staff, authenticator } = await withPasskey();
    await env.DB.prepare("UPDATE admin_users SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ?").bind(staff.id).run();
    const { res } = await passkeySignIn(authenticator);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: SessionUser }).user.pending_step).toBeNull();
    expect((await api(cookieOf(res), "GET", "/api/admin/dashboard")).status).toBe(200);
  });

  it("needs a full session to list or register passkeys", async () => {
    expect((await api(undefined, "GET", "/api/auth/passkeys")).status).toBe(401);
    expect((await api(undefined, "POST", "/api/auth/passkeys/register/options", {})).status).toBe(401);
  });

  it("refuses a registration from another origin or for another RP ID", async () => {
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    const authenticator = await SoftwareAuthenticator.create();
    for (const ceremony of [
      { rpId: RP_ID, origin: "https://evil.example" },
      { rpId: "evil.example", origin: BASE },
    ]) {
      const { challenge } = await optionsOf(await api(cookie, "POST", "/api/auth/passkeys/register/options", {}));
      const response = await authenticator.register({ challenge, ...ceremony });
      const res = await api(cookie, "POST", "/api/auth/passkeys/register", { name: "X", response });
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe("passkey_invalid");
    }
    expect(await listOf(cookie)).toEqual([]);
  });
});

describe("challenges", () => {
  it("work once only", async () => {
    const staff = await createStaff("editor");
    const cookie = await sessionCookie(staff.id);
    const authenticator = await SoftwareAuthenticator.create();
    const { challenge } = await optionsOf(await api(cookie, "POST", "/api/auth/passkeys/register/options", {}));
    const response = await authenticator.register({ challenge, rpId: RP_ID, origin: BASE });
    expect((await api(cookie, "POST", "/api/auth/passkeys/register", { name: "A", response })).status).toBe(201);
    const again = await api(cookie, "POST", "/api/auth/passkeys/register", { name: "B", response });
    expect(again.status).toBe(400);
    expect(await codeOf(again)).toBe("passkey_challenge_invalid");

    const { res, response: login } = await passkeySignIn(authenticator);
    expect(res.status).toBe(200);
    const replay = await api(undefined, "POST", "/api/auth/passkeys/login", { response: login });
    expect(replay.status).toBe(400);
    expect(await codeOf(replay)).toBe("passkey_challenge_invalid");
  });

  it("expire after five minutes", async () => {
    const { authenticator } = await withPasskey();
    const { challenge } = await optionsOf(await api(undefined, "POST", "/api/auth/passkeys/login/options", {}));
    const stored = await env.DB.prepare("SELECT expires_at FROM webauthn_challenges WHERE challenge = ?")
      .bind(challenge)
      .first<{ expires_at: string }>();
    const minutes = (Date.parse(stored!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    await env.DB.prepare("UPDATE webauthn_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), challenge)
      .run();
    const response = await authenticator.signIn({ challenge, rpId: RP_ID, origin: BASE });
    const res = await api(undefined, "POST", "/api/auth/passkeys/login", { response });
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe("passkey_challenge_invalid");
  });

  it("of a registration are not good for a sign-in", async () => {
    const { cookie, authenticator } = await withPasskey();
    const { challenge } = await optionsOf(await api(cookie, "POST", "/api/auth/passkeys/register/options", {}));
    const response = await authenticator.signIn({ challenge, rpId: RP_ID, origin: BASE });
    const res = await api(undefined, "POST", "/api/auth/passkeys/login", { response });
    expect(await codeOf(res)).toBe("passkey_challenge_invalid");
  });
});

describe("sign-in refusals", () => {
  it("refuses a wrong origin, another RP ID, and a missing user verification", async () => {
    const { authenticator } = await withPasskey();
    for (const ceremony of [{ origin: "https://evil.example" }, { rpId: "evil.example" }]) {
      const { res } = await passkeySignIn(authenticator, ceremony);
      expect(res.status).toBe(401);
      expect(await codeOf(res)).toBe("passkey_invalid");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const { challenge } = await optionsOf(await api(undefined, "POST", "/api/auth/passkeys/login/options", {}));
    const response = await authenticator.signIn({ challenge, rpId: RP_ID, origin: BASE }, { userVerified: false });
    expect((await api(undefined, "POST", "/api/auth/passkeys/login", { response })).status).toBe(401);
  });

  it("refuses a signature counter that did not grow (a cloned authenticator)", async () => {
    const { authenticator } = await withPasskey();
    expect((await passkeySignIn(authenticator)).res.status).toBe(200);
    authenticator.counter = 0;
    const { res } = await passkeySignIn(authenticator);
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe("passkey_invalid");
  });

  it("refuses an unknown passkey", async () => {
    const { res } = await passkeySignIn(await SoftwareAuthenticator.create());
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe("passkey_invalid");
  });

  it("refuses a deactivated account and audits the attempt", async () => {
    const { staff, authenticator } = await withPasskey();
    await env.DB.prepare("UPDATE admin_users SET active = 0 WHERE id = ?").bind(staff.id).run();
    const { res } = await passkeySignIn(authenticator);
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe("passkey_invalid");
    expect(res.headers.getSetCookie()).toEqual([]);
    const failed = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE user_id = ? AND action = 'login_failed'")
      .bind(staff.id)
      .first<{ n: number }>();
    expect(failed!.n).toBe(1);
  });
});

describe("managing passkeys", () => {
  it("renames and deletes an own passkey; a deleted one signs in no more", async () => {
    const { cookie, authenticator, passkey } = await withPasskey();
    const path = `/api/auth/passkeys/${passkey.id}`;
    const renamed = await api(cookie, "PATCH", path, { name: "  Handy  " });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as PasskeyItem).name).toBe("Handy");
    expect((await api(cookie, "PATCH", path, { name: "" })).status).toBe(400);
    expect((await api(cookie, "DELETE", path)).status).toBe(204);
    expect(await listOf(cookie)).toEqual([]);
    expect((await passkeySignIn(authenticator)).res.status).toBe(401);
  });

  it("cannot see, rename or delete another user's passkey", async () => {
    const owner = await withPasskey("admin");
    const other = await sessionCookie((await createStaff("admin")).id);
    const path = `/api/auth/passkeys/${owner.passkey.id}`;
    expect(await listOf(other)).toEqual([]);
    const rename = await api(other, "PATCH", path, { name: "Mine" });
    expect(rename.status).toBe(404);
    expect(await codeOf(rename)).toBe("not_found");
    expect((await api(other, "DELETE", path)).status).toBe(404);
    expect(await listOf(owner.cookie)).toEqual([owner.passkey]);
  });

  it("are removed by an admin's reset of the second factor", async () => {
    const { staff, cookie, authenticator } = await withPasskey();
    const admin = await sessionCookie((await createStaff("admin")).id);
    expect((await api(admin, "POST", `/api/admin/users/${staff.id}/reset-second-factor`)).status).toBe(204);
    expect((await api(cookie, "GET", "/api/auth/passkeys")).status).toBe(401);
    expect((await passkeySignIn(authenticator)).res.status).toBe(401);
  });
});
