import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DiagnosticsResponse } from "../../common/schemas/admin";
import { app } from "../../worker/app";
import { R2_PROBE_KEY } from "../../worker/routes/admin/diagnostics";
import { api, BASE, createStaff, seed, sessionCookie } from "./helpers";

let cookie: string;

beforeAll(async () => {
  await seed();
  cookie = await sessionCookie((await createStaff("viewer")).id);
});

/** Calls the app with some bindings replaced, to see how a failing binding is reported. */
async function diagnoseWith(bindings: Partial<Env>) {
  const res = await app.fetch(
    new Request(`${BASE}/api/admin/diagnostics`, { headers: { cookie } }),
    { ...env, ...bindings },
    createExecutionContext(),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as DiagnosticsResponse;
}

const failing = (message: string) => () => {
  throw new Error(message);
};

describe("GET /api/admin/diagnostics", () => {
  it("checks D1, KV and R2 for real and reports each with its time", async () => {
    const res = await api(cookie, "GET", "/api/admin/diagnostics");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as DiagnosticsResponse;
    expect(body.ok).toBe(true);
    expect(body.checks.d1).toMatchObject({ ok: true, operation: "SELECT id FROM blog_posts LIMIT 1", details: { rows: 1 } });
    expect(body.checks.kv).toMatchObject({ ok: true, details: { read_back: true } });
    expect(body.checks.r2).toMatchObject({ ok: true, details: { probe_object_exists: false } });
    for (const check of Object.values(body.checks)) {
      expect(check.ms).toBeGreaterThanOrEqual(0);
      expect(check.error).toBeUndefined();
    }
    expect(Date.parse(body.checked_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("leaves no KV probe key behind and sees the R2 probe object once it exists", async () => {
    await api(cookie, "GET", "/api/admin/diagnostics");
    expect((await env.KV.list({ prefix: "diagnostics:" })).keys).toEqual([]);
    await env.MEDIA.put(R2_PROBE_KEY, "probe");
    const body = (await (await api(cookie, "GET", "/api/admin/diagnostics")).json()) as DiagnosticsResponse;
    expect(body.checks.r2.details).toEqual({ probe_object_exists: true });
  });

  it("reports a failing KV or R2 binding with its message and a hint instead of failing itself", async () => {
    const kvDown = {
      get: failing("KV unavailable"),
      put: failing("KV unavailable"),
      delete: failing("KV unavailable"),
    } as unknown as KVNamespace;
    const r2Down = { head: failing("R2 bucket not found") } as unknown as R2Bucket;
    const body = await diagnoseWith({ KV: kvDown, MEDIA: r2Down });
    expect(body.ok).toBe(false);
    expect(body.checks.d1.ok).toBe(true);
    expect(body.checks.kv).toMatchObject({ ok: false, error: { message: "KV unavailable", code: "Error" } });
    expect(body.checks.kv.error!.hint).toMatch(/KV/);
    expect(body.checks.r2).toMatchObject({ ok: false, error: { message: "R2 bucket not found" } });
  });

  it("says when a binding is not configured at all", async () => {
    const body = await diagnoseWith({ MEDIA: undefined as unknown as R2Bucket });
    expect(body.checks.r2).toMatchObject({ ok: false, error: { code: "NOT_CONFIGURED" } });
    expect(body.checks.r2.error!.hint).toMatch(/MEDIA/);
  });

  it("reports a failing D1 query", async () => {
    // the session lookup still works; only the probe query's table is gone
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare")
          return (sql: string) => (sql.includes("blog_posts") ? failing("D1_ERROR: no such table: blog_posts")() : target.prepare(sql));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const body = await diagnoseWith({ DB: db });
    expect(body.ok).toBe(false);
    expect(body.checks.d1).toMatchObject({ ok: false, error: { message: "D1_ERROR: no such table: blog_posts" } });
    expect(body.checks.kv.ok).toBe(true);
  });

  it("lists error reports of the last 7 days, newest first", async () => {
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO error_reports (source, message, created_at) VALUES ('client', 'old one', ?), ('worker', 'recent one', ?)",
    )
      .bind(old, new Date().toISOString())
      .run();
    const body = (await (await api(cookie, "GET", "/api/admin/diagnostics")).json()) as DiagnosticsResponse;
    expect(body.recent_errors.map((e) => e.message)).toEqual(["recent one"]);
  });
});
