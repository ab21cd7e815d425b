/** @file Test helpers: requests against the real worker, and seeding through the same SQL the seed script runs. */
import { env, exports } from "cloudflare:workers";
import { addDays, berlinDay } from "../../common/berlin-days";
import { seedStatements } from "../../scripts/seed-sql.ts";
import { createDb } from "../../worker/db/client";
import { advanceContentVersion } from "../../worker/lib/content-version";

export const BASE = "http://127.0.0.1:8787";

/** Berlin's date `days` days from today, `YYYY-MM-DD` (the offices' calendar, as event dates and "upcoming" use it). */
export const inDays = (days: number) => addDays(berlinDay(), days);

export function request(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(BASE + path, init));
}

/** Runs the seed (catalogue, roles, settings and, unless done, the one-time content) as one D1 batch. */
export async function seed() {
  const done = new Set((await env.DB.prepare("SELECT name FROM seed_history").all<{ name: string }>()).results.map((r) => r.name));
  const { statements } = seedStatements(done);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

/**
 * Advances the content version, as every admin write and the publish cron do: a test that changes public content
 * directly in D1 calls it before reading the public pages again (they are cached per version, worker/lib/edge-cache.ts).
 */
export async function contentChanged() {
  await advanceContentVersion(createDb(env.DB));
}

/** Row counts of the given tables, to compare database states. */
export async function countRows(tables: string[]) {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = (await env.DB.prepare(`SELECT count(*) AS n FROM ${t}`).first<{ n: number }>())!.n;
  return counts;
}

/** Creates a staff account with the given role (seed first) and returns its credentials. */
export async function createStaff(
  role: string,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = "correct-horse-42",
) {
  const { hashPassword } = await import("../../common/password.ts");
  const row = await env.DB.prepare(
    "INSERT INTO admin_users (email, name, password_hash, role_id) SELECT ?, ?, ?, id FROM roles WHERE name = ? RETURNING id",
  )
    .bind(email, `Test ${role}`, await hashPassword(password), role)
    .first<{ id: number }>();
  if (!row) throw new Error(`unknown role ${role}`);
  return { id: row.id, email, password };
}

/** Signs in through the API and returns the session cookie header value (`__Host-session=...`). */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}

/** Headers for an admin request from our own origin with the given session cookie. */
export const asStaff = (cookie: string, extra: Record<string, string> = {}) => ({
  cookie,
  origin: BASE,
  "content-type": "application/json",
  ...extra,
});

/**
 * A session cookie minted directly (no sign-in round trip): a server-side session of the account at its current
 * epoch that ends `ttlSeconds` from now (negative: already over) and was last seen `idleSeconds` ago.
 */
export async function sessionCookie(userId: number, ttlSeconds = 2 * 60 * 60, idleSeconds = 0): Promise<string> {
  const { sessionIdOf } = await import("../../worker/domain/account/sessions.ts");
  const token = crypto.randomUUID() + crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO admin_sessions (id, user_id, epoch, last_seen_at, expires_at) SELECT ?, id, session_epoch, ?, ? FROM admin_users WHERE id = ?",
  )
    .bind(
      await sessionIdOf(token),
      new Date(Date.now() - idleSeconds * 1000).toISOString(),
      new Date(Date.now() + ttlSeconds * 1000).toISOString(),
      userId,
    )
    .run();
  return `__Host-session=${token}`;
}

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

/** Forged session cookies for the given account: a valid token altered, an expired session, and an unsigned JWT. */
export async function forgedCookies(userId: number, otherUserId: number) {
  const valid = (await sessionCookie(userId)).slice("__Host-session=".length);
  const now = Math.floor(Date.now() / 1000);
  return {
    tampered: `__Host-session=${valid.slice(0, -1)}${valid.endsWith("a") ? "b" : "a"}`,
    expired: await sessionCookie(userId, -60),
    algNone: `__Host-session=${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: String(otherUserId), iat: now, exp: now + 3600 })}.`,
  };
}

/** A JSON request to the API as the holder of `cookie` (from our own origin). */
export function api(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: BASE };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  return request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Creates a role with the given permissions directly in D1 and returns its name. */
export async function createRole(permissionNames: string[], name = `role-${crypto.randomUUID().slice(0, 8)}`) {
  await env.DB.prepare("INSERT INTO roles (name, description) VALUES (?, '')").bind(name).run();
  for (const p of permissionNames) {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO role_permissions (role_id, permission_id) SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = ? AND p.name = ?",
    )
      .bind(name, p)
      .run();
  }
  return name;
}

/**
 * The version the admin app would have loaded before an update of `path` (a versioned record, its `/publish` action, or
 * the settings): read with a GET as the same staff member; a record that is not there is at version 0.
 */
export async function loadedVersion(cookie: string | undefined, path: string): Promise<number> {
  const res = await api(cookie, "GET", path.replace(/\/(publish|submit-review)$/, ""));
  if (!res.ok) return 0;
  const body = (await res.json()) as { version?: number };
  return body.version ?? 0;
}

/** An update as the admin app sends it: the record's loaded version in `If-Match` (issue 26: updates need one). */
export async function editApi(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: BASE, "if-match": `"${await loadedVersion(cookie, path)}"` };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  return request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
