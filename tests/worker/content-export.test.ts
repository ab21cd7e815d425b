/** @file The content export (GET /api/admin/backups/export): valid against the published JSON Schema, which matches the tables. */

import { env } from "cloudflare:workers";
import { Validator } from "@cfworker/json-schema";
import { beforeAll, describe, expect, it } from "vitest";
import { contentExportSchema } from "../../worker/domain/backup/export";
import { call, json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";

beforeAll(seed);

describe("GET /api/admin/backups/export", () => {
  // after a schema change `npm run export-schema` rewrites the file (vitest's file snapshot, updated with -u)
  it("publishes the schema the tables give", async () => {
    await expect(`${JSON.stringify(contentExportSchema(), null, 2)}\n`).toMatchFileSnapshot("../../docs/content-export.schema.json");
  });

  it("exports posts, pages, team, events, settings, translations and the media list, valid against the schema", async () => {
    const admin = await sessionAs("admin");
    await call(admin, "POST", "/api/admin/blog", { title: "Export „Test“", content: "Text", excerpt: "Kurz" });
    await env.DB.prepare(
      "INSERT INTO assets (filename, original_filename, url, mime_type, file_size) VALUES ('export.png', 'e.png', '/media/export.png', 'image/png', 2)",
    ).run();
    const res = await call(admin, "GET", "/api/admin/backups/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="content-\d{4}-\d\d-\d\d\.json"$/);
    const body = await json(res);
    const result = new Validator(contentExportSchema() as never, "2020-12").validate(body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(body.content.blog_posts.map((p: { title: string }) => p.title)).toContain("Export „Test“");
    // no staff accounts travel with the content
    expect(body.content.blog_posts.every((p: { author_id: unknown }) => p.author_id === null)).toBe(true);
    expect(body.content.site_settings.length).toBeGreaterThan(0);
    expect(body.media).toEqual([{ key: "export.png", size: 2, content_type: "image/png" }]);
    // a wrong document fails the schema
    expect(
      new Validator(contentExportSchema() as never, "2020-12").validate({ ...body, content: { ...body.content, events: [{ id: "x" }] } })
        .valid,
    ).toBe(false);
  });

  it("needs backups.manage", async () => {
    expect((await call(await sessionAs("editor"), "GET", "/api/admin/backups/export")).status).toBe(403);
  });
});
