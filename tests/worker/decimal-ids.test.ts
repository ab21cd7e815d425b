/**
 * @file Issue 44, item 2: ids in admin paths and queries are decimal integers only. `z.coerce.number()` read "0x10" as
 * 16 and "+1" as 1 (`DELETE /api/admin/redirects/0x10` deleted redirect 16); every `:id` and `:rid` of the admin API,
 * derived from the app's own route table, now answers 400 validation_failed for them (404 where the route's own
 * pattern, such as `{[0-9]+}`, already refuses the value), and nothing is written.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionAs } from "./content-helpers";
import { asStaff, request, seed } from "./helpers";
import { adminEndpoints, samplePath, workerRoutes } from "./route-table";

beforeAll(seed);

let admin: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
});

/** Not decimal ids: hex, sign, exponent, leading zero, fraction, negative, past the safe integer range, blank-padded. */
const BAD_IDS = ["0x10", "+1", "1e1", "01", "1.5", "-1", "9007199254740993", " 1"];
const ID_PARAM = /:(id|rid)(\{((?:[^{}]|\{[^}]*\})+)\})?/g;
/** The settings' revisions (and editor's autosave, presence) are named "site", not numbered: any other name is a 404 there. */
const NOT_NUMBERED = new Set([
  "/api/admin/settings/:id/revisions",
  "/api/admin/settings/:id/revisions/:rid",
  "/api/admin/settings/:id/revisions/:rid/restore",
  "/api/admin/settings/:id/autosave",
  "/api/admin/settings/:id/presence",
]);

const endpoints = adminEndpoints(workerRoutes).filter((e) => /:(id|rid)\b/.test(e.path));

/** The endpoint's path with `bad` in one id parameter (the others sample values) and whether the route's pattern accepts it. */
function pathWith(pattern: string, param: string, bad: string) {
  let accepted = true;
  const filled = pattern.replace(ID_PARAM, (whole, name: string, _group, regex?: string) => {
    if (name !== param) return whole;
    if (regex && !new RegExp(`^(?:${regex})$`).test(bad)) accepted = false;
    return encodeURIComponent(bad);
  });
  const path = samplePath(filled.replace(":backupId", "2020-01-01T00-00-00-000Z").replace(":resource", "blog"));
  return { path, accepted };
}

describe("decimal ids on every admin route", () => {
  it("covers the routes with ids", () => expect(endpoints.length).toBeGreaterThan(40));

  for (const endpoint of endpoints) {
    const params = [...endpoint.path.matchAll(/:(id|rid)\b/g)].map((m) => m[1]);
    it(`${endpoint.method} ${endpoint.path}: refuses ${BAD_IDS.join(", ")} (400, 404 where the route's pattern does)`, async () => {
      for (const param of params) {
        if (param === "id" && NOT_NUMBERED.has(endpoint.path)) continue;
        for (const bad of BAD_IDS) {
          const { path, accepted } = pathWith(endpoint.path, param, bad);
          const res = await request(path, {
            method: endpoint.method === "ALL" ? "GET" : endpoint.method,
            headers: asStaff(admin, { "if-match": '"1"' }),
            body: ["POST", "PUT", "PATCH"].includes(endpoint.method) ? "{}" : undefined,
          });
          const body = (await res.json()) as { code: string };
          expect([path, res.status, body.code]).toEqual([path, accepted ? 400 : 404, accepted ? "validation_failed" : "not_found"]);
        }
      }
    });
  }
});

describe("a coerced id deletes nothing", () => {
  it("DELETE /api/admin/blog/0x<id> and /+<id> are 400 and the post stays; the decimal id deletes it", async () => {
    const created = await request("/api/admin/blog", {
      method: "POST",
      headers: asStaff(admin),
      body: JSON.stringify({ title: "Hex-Ziel", content: "Text", excerpt: "Kurz" }),
    });
    const { id } = (await created.json()) as { id: number };
    for (const bad of [`0x${id.toString(16)}`, `%2B${id}`, `0${id}`, `${id}e0`]) {
      const res = await request(`/api/admin/blog/${bad}`, { method: "DELETE", headers: asStaff(admin) });
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    expect(await env.DB.prepare("SELECT id FROM blog_posts WHERE id = ?").bind(id).first()).toEqual({ id });
    expect((await request(`/api/admin/blog/${id}`, { method: "DELETE", headers: asStaff(admin) })).status).toBe(204);
  });

  it("DELETE and PUT /api/admin/redirects/0x10, +1, 1e1, 01 are 400 validation_failed (the issue's own case)", async () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(["DELETE /api/admin/redirects/:id", "PUT /api/admin/redirects/:id"]),
    );
    for (const bad of ["0x10", "%2B1", "1e1", "01"]) {
      for (const method of ["DELETE", "PUT"]) {
        const res = await request(`/api/admin/redirects/${bad}`, {
          method,
          headers: asStaff(admin),
          body: method === "PUT" ? "{}" : undefined,
        });
        expect([method, bad, res.status]).toEqual([method, bad, 400]);
        expect(await res.json()).toMatchObject({ code: "validation_failed", details: { fields: { id: [expect.any(String)] } } });
      }
    }
  });

  it("GET /api/admin/audit?user_id= takes decimal ids only", async () => {
    for (const bad of ["0x1", "+1", "1e0", "01"]) {
      const res = await request(`/api/admin/audit?user_id=${encodeURIComponent(bad)}`, { headers: asStaff(admin) });
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    expect((await request("/api/admin/audit?user_id=1", { headers: asStaff(admin) })).status).toBe(200);
  });
});
