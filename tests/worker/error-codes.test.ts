/**
 * Every API route (derived from the app, tests/worker/route-table.ts) x {signed out, foreign origin, wrong content
 * type, malformed JSON, empty body, bad query, viewer}: each 4xx answer is the one error shape with a known `code`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../../common/api-errors";
import { BASE, createStaff, request, seed, sessionCookie } from "./helpers";
import { adminEndpoints, samplePath, workerRoutes } from "./route-table";

const endpoints = adminEndpoints(workerRoutes, "/api");
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Probe {
  name: string;
  headers: (cookies: Record<string, string>) => Record<string, string>;
  body?: string;
  query?: string;
}

const json = { "content-type": "application/json" };
const PROBES: Probe[] = [
  { name: "signed out", headers: () => ({ origin: BASE, ...json }), body: "{}" },
  // at version 0 (what a record never saved through the domain is at), so an update gets past the version check
  { name: "admin, empty body", headers: (c) => ({ origin: BASE, ...json, cookie: c.admin, "if-match": '"0"' }), body: "{}" },
  { name: "admin, malformed JSON", headers: (c) => ({ origin: BASE, ...json, cookie: c.admin }), body: "{" },
  { name: "admin, text body", headers: (c) => ({ origin: BASE, "content-type": "text/plain", cookie: c.admin }), body: "x" },
  { name: "admin, foreign origin", headers: (c) => ({ origin: "https://evil.example", ...json, cookie: c.admin }), body: "{}" },
  {
    name: "admin, bad query",
    headers: (c) => ({ origin: BASE, cookie: c.admin }),
    query: "?page=0&per_page=x&limit=abc&lang=fr&locale=xx&slug=&days=-1",
  },
  { name: "viewer", headers: (c) => ({ origin: BASE, ...json, cookie: c.viewer }), body: "{}" },
];

describe("error codes of every API route", () => {
  const cookies: Record<string, string> = {};
  const seen = new Set<string>();

  beforeAll(async () => {
    await seed();
    for (const role of ["admin", "viewer"]) cookies[role] = await sessionCookie((await createStaff(role)).id);
  });

  it("walks the whole API (public, auth and admin routes)", () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const known of ["GET /api/team", "GET /api/blog/preview/:token", "POST /api/auth/login", "DELETE /api/admin/team/:id"])
      expect(paths).toContain(known);
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: every 4xx body is { error, code, details? }`, async () => {
      const method = endpoint.method === "ALL" ? "GET" : endpoint.method;
      for (const probe of PROBES) {
        const hasBody = WRITES.has(method) && method !== "DELETE" && probe.body !== undefined;
        const res = await request(samplePath(endpoint.path) + (probe.query ?? ""), {
          method,
          headers: probe.headers(cookies),
          body: hasBody ? probe.body : undefined,
        });
        const label = `${probe.name}: ${res.status}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status < 400) continue;
        expect(res.headers.get("content-type"), label).toContain("application/json");
        const body = (await res.json()) as Record<string, unknown>;
        expect(typeof body.error, label).toBe("string");
        expect(typeof body.code, label).toBe("string");
        expect(API_ERROR_CODES, label).toContain(body.code);
        expect(
          Object.keys(body).filter((k) => !["error", "code", "details"].includes(k)),
          label,
        ).toEqual([]);
        seen.add(body.code as string);
      }
    });
  }

  it("met the common codes on the way", () => {
    for (const code of [
      "not_signed_in",
      "permission_missing",
      "foreign_origin",
      "unsupported_media_type",
      "invalid_json",
      "validation_failed",
      "not_found",
      "no_changes",
      "preview_invalid",
    ])
      expect([...seen]).toContain(code);
  });
});
