import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";

beforeAll(seed);

describe("translations API", () => {
  it("is seeded with the public site's UI strings; an inline edit becomes an override for that language only", async () => {
    const viewer = await sessionAs("viewer");
    const found = await call(viewer, "GET", "/api/admin/translations?q=footer.cookieSettings&category=footer");
    expect(found.status).toBe(200);
    const [entry] = await json(found);
    expect(entry).toMatchObject({
      key: "footer.cookieSettings",
      german: "Cookie-Einstellungen",
      english: "Cookie settings",
      category: "footer",
    });
    expect(await json(await call(viewer, "GET", "/api/admin/translations/categories"))).toContain("footer");
    // nothing changed yet: no overrides
    expect(await json(await request("/api/translations?locale=de"))).toEqual({});
    // reading is open to every signed-in member, editing is not
    expect((await edit(viewer, "PATCH", `/api/admin/translations/${entry.id}`, { german: "Cookie-Auswahl" })).status).toBe(403);

    const admin = await sessionAs("admin");
    const edited = await edit(admin, "PATCH", `/api/admin/translations/${entry.id}`, { german: "Cookie-Auswahl" });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ german: "Cookie-Auswahl", english: "Cookie settings" });
    expect(await json(await request("/api/translations?locale=de"))).toEqual({ "footer.cookieSettings": "Cookie-Auswahl" });
    expect(await json(await request("/api/translations?locale=en"))).toEqual({});
    expect(await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'translation' ORDER BY id DESC").first()).toEqual({
      action: "update",
    });
  });

  it("creates new entries and refuses a key that exists", async () => {
    const admin = await sessionAs("admin");
    const created = await call(admin, "POST", "/api/admin/translations", {
      key: "test.greeting",
      german: "Hallo",
      english: "Hello",
      category: "test",
    });
    expect(created.status).toBe(201);
    expect((await call(admin, "POST", "/api/admin/translations", { key: "test.greeting", german: "x", english: "y" })).status).toBe(409);
    expect(await json(await request("/api/translations?locale=en"))).toMatchObject({ "test.greeting": "Hello" });
    const { id } = await json(created);
    expect((await call(admin, "DELETE", `/api/admin/translations/${id}`)).status).toBe(204);
  });

  it("refuses bad input and unknown ids", async () => {
    const admin = await sessionAs("admin");
    expect((await call(admin, "POST", "/api/admin/translations", { key: "bad key!", german: "", english: "x" })).status).toBe(400);
    expect((await edit(admin, "PATCH", "/api/admin/translations/99999", { german: "x" })).status).toBe(404);
    expect((await edit(admin, "PATCH", "/api/admin/translations/1", {})).status).toBe(400);
    expect((await edit(admin, "PATCH", "/api/admin/translations/1", { german: "" })).status).toBe(400);
    expect((await request("/api/translations?locale=fr")).status).toBe(400);
    expect((await call(null, "GET", "/api/admin/translations")).status).toBe(401);
  });

  it("pages 1,000 entries on the server", async () => {
    await env.DB.batch(
      Array.from({ length: 1000 }, (_, i) =>
        env.DB.prepare("INSERT INTO translations (key, german, english, category) VALUES (?, ?, ?, 'bulk')").bind(
          `bulk.k${i}`,
          `Deutsch ${i}`,
          `English ${i}`,
        ),
      ),
    );
    const viewer = await sessionAs("viewer");
    const started = Date.now();
    const res = await call(viewer, "GET", "/api/admin/translations?category=bulk&per_page=100&page=10");
    expect(Date.now() - started).toBeLessThan(500);
    expect(res.headers.get("x-total-count")).toBe("1000");
    expect((await json<unknown[]>(res)).length).toBe(100);
  });
});
