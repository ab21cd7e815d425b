/** POST /api/client-errors and the worker's own unexpected errors: recorded for Diagnostics, rate-limited, no personal data. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiagnosticsResponse } from "../../common/schemas/admin";
import { createDb } from "../../worker/db/client";
import type { AppEnv } from "../../worker/env";
import { handleError } from "../../worker/lib/errors";
import { api, BASE, createStaff, request, seed, sessionCookie } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const report = (body: unknown, headers: Record<string, string> = {}) =>
  request("/api/client-errors", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const reports = async () =>
  (await env.DB.prepare("SELECT source, message, url, stack, request_id FROM error_reports ORDER BY id").all<Record<string, string>>())
    .results;

describe("POST /api/client-errors", () => {
  it("stores message, route and release and answers 204; e-mail addresses are masked", async () => {
    const res = await report({ message: "TypeError: x is undefined (for jane@example.com)", route: "/kontakt", release: "abc123" });
    expect(res.status).toBe(204);
    const last = (await reports()).at(-1)!;
    expect(last).toMatchObject({ source: "client", url: "/kontakt", stack: "release abc123" });
    expect(last.message).toBe("TypeError: x is undefined (for [email])");
    expect(last.request_id).toBeTruthy();
  });

  it("refuses bad input with a coded 4xx", async () => {
    for (const [body, status] of [
      ["{", 400],
      [{}, 400],
      [{ message: "x", route: "/a?email=jane@example.com" }, 400],
      [{ message: "x", user: "jane" }, 400],
      [{ message: "x".repeat(600) }, 400],
      [JSON.stringify({ message: "x".repeat(9000) }), 413],
    ] as const) {
      const res = await report(body);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { code: string }).code).toBeTruthy();
    }
  });

  it("is rate-limited per client (keyed hash), and one client's limit is not another's", async () => {
    for (let i = 0; i < 10; i++) expect((await report({ message: `e${i}` }, { "cf-connecting-ip": "198.51.100.77" })).status).toBe(204);
    const limited = await report({ message: "e11" }, { "cf-connecting-ip": "198.51.100.77" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await report({ message: "another client" }, { "cf-connecting-ip": "198.51.100.78" })).status).toBe(204);
  });
});

describe("the worker's own unexpected errors", () => {
  it("are recorded with the request id and listed with counts on Diagnostics", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const boom = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("db", createDb(env.DB));
        c.set("requestId", "req-test-1");
        await next();
      })
      .get("/api/boom", () => {
        throw new Error("database exploded");
      });
    boom.onError(handleError);
    for (let i = 0; i < 2; i++) {
      const res = await boom.request(`${BASE}/api/boom`, {}, env);
      expect(res.status).toBe(500);
    }
    const rows = (await reports()).filter((r) => r.source === "worker");
    expect(rows.at(-1)).toMatchObject({ request_id: "req-test-1", message: "Error: database exploded", url: "GET /api/boom" });
    await seed();
    const cookie = await sessionCookie((await createStaff("viewer")).id);
    const diag = (await (await api(cookie, "GET", "/api/admin/diagnostics")).json()) as DiagnosticsResponse;
    expect(diag.error_counts).toContainEqual(expect.objectContaining({ source: "worker", message: "Error: database exploded", count: 2 }));
    expect(diag.recent_errors.some((e) => e.request_id === "req-test-1")).toBe(true);
  });
});
