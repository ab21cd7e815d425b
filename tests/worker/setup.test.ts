import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { BASE, seed } from "./helpers";

const TOKEN = "first-run-token-0123456789abcdef";
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };

/** A request to the app as `npm start` serves it: with a setup token configured (or the given one). */
function call(method: string, path: string, body?: unknown, vars: Record<string, string> = { SETUP_TOKEN: TOKEN }, cookie?: string) {
  const headers: Record<string, string> = { origin: BASE };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return app.fetch(
    new Request(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { ...env, ...vars },
    ctx,
  );
}
const accounts = async () => (await env.DB.prepare("SELECT count(*) AS n FROM admin_users").first<{ n: number }>())!.n;
const first = (email: string, token = TOKEN) => ({ token, name: "Erste Admin", email, password: "ein-langes-passwort-42" });

beforeAll(seed);

describe("first-run setup /api/auth/setup", () => {
  it("says setup is needed while no account exists, and whether a token is configured", async () => {
    expect(await (await call("GET", "/api/auth/setup")).json()).toEqual({ needed: true, token_configured: true });
    expect(await (await call("GET", "/api/auth/setup", undefined, { SETUP_TOKEN: "" })).json()).toEqual({
      needed: true,
      token_configured: false,
    });
  });

  it("refuses a wrong token, no configured token and a weak password; nothing is created", async () => {
    const wrong = await call("POST", "/api/auth/setup", first("a@example.com", "falsch"));
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe("setup_token_invalid");
    expect((await call("POST", "/api/auth/setup", first("a@example.com"), { SETUP_TOKEN: "" })).status).toBe(403);
    for (const password of ["kurz", "Password1234", "aaaaaaaaaaa1", "a@example.com1"]) {
      const weak = await call("POST", "/api/auth/setup", { ...first("a@example.com"), password });
      expect(weak.status, password).toBe(400);
      expect(((await weak.json()) as { details: { fields: Record<string, string[]> } }).details.fields.password, password).toBeDefined();
    }
    expect(await accounts()).toBe(0);
  });

  it("creates exactly one admin even when two setups race, signs it in, audits it, and then closes for good", async () => {
    const [a, b] = await Promise.all([
      call("POST", "/api/auth/setup", first("erste@example.com")),
      call("POST", "/api/auth/setup", first("zweite@example.com")),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const created = a.status === 201 ? a : b;
    const { user } = (await created.json()) as { user: { role: string; permissions: string[] } };
    expect(user.role).toBe("admin");
    expect(await accounts()).toBe(1);
    const cookie = created.headers.get("set-cookie")!.split(";")[0];
    expect((await call("GET", "/api/auth/me", undefined, undefined, cookie)).status).toBe(200);
    expect(await env.DB.prepare("SELECT action FROM audit_log WHERE action = 'setup'").first()).toEqual({ action: "setup" });
    // the token is spent: setup is closed
    const again = await call("POST", "/api/auth/setup", first("dritte@example.com"));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("setup_done");
    expect(await (await call("GET", "/api/auth/setup")).json()).toEqual({ needed: false, token_configured: true });
  });
});
