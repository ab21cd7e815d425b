/** Revisions API per resource: list (newest first), one with its snapshot, restore (a new "restore" revision), pruning, cron. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { pruneRevisions } from "../../worker/domain/history/revision-log";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { inputs, revisionCount, send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
let viewer: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
  viewer = await sessionAs("viewer");
});

type Revision = { id: number; kind: string; version: number; actor: string; changed_fields: string[]; created_at: string };

const cases = [
  { resource: "blog", field: "title", first: "Erste Fassung", second: "Zweite Fassung" },
  { resource: "pages", field: "title", first: "Seite eins", second: "Seite zwei" },
  { resource: "team", field: "position", first: "Data Engineer", second: "Architektin" },
  { resource: "events", field: "location", first: "München", second: "Berlin" },
  { resource: "translations", field: "german", first: "Hallo", second: "Servus" },
  { resource: "ai-content", field: "blog_content", first: "Erster Text", second: "Zweiter Text" },
] as const;

describe("GET|POST /api/admin/{resource}/:id/revisions", () => {
  for (const c of cases) {
    it(`${c.resource}: each save writes a revision; restoring the first brings its text back as a new version`, async () => {
      const base = `/api/admin/${c.resource}`;
      const create = inputs[c.resource]({ [c.field]: c.first });
      const createRes = await send(admin, "POST", base, create);
      const created = await json(createRes);
      expect(createRes.status, JSON.stringify(created)).toBe(201);
      expect(created.version).toBe(1);
      const { key: _key, ...update } = { ...create, [c.field]: c.second } as Record<string, unknown>;
      const saved = await send(admin, "PUT", `${base}/${created.id}`, c.resource === "translations" ? { german: c.second } : update, 1);
      expect(saved.status).toBe(200);

      const list = await send(admin, "GET", `${base}/${created.id}/revisions`);
      expect(list.status).toBe(200);
      const revisions = (await list.json()) as Revision[];
      expect(revisions.map((r) => [r.kind, r.version])).toEqual([
        ["update", 2],
        ["create", 1],
      ]);
      expect(revisions[0].changed_fields).toContain(c.field);
      expect(revisions[0].actor).toBe("Test admin");

      const first = await json(await send(admin, "GET", `${base}/${created.id}/revisions/${revisions[1].id}`));
      expect(first.snapshot[c.field]).toBe(c.first);

      // a viewer may read but not restore
      expect((await send(viewer, "POST", `${base}/${created.id}/revisions/${revisions[1].id}/restore`)).status).toBe(403);
      // issue 44: a restore without If-Match is refused (428, the API's shape) and writes nothing
      const missing = await send(admin, "POST", `${base}/${created.id}/revisions/${revisions[1].id}/restore`);
      expect(missing.status).toBe(428);
      expect(await missing.json()).toMatchObject({ code: "version_required", error: expect.stringContaining("If-Match") });
      expect((await json(await send(admin, "GET", `${base}/${created.id}`))).version).toBe(2);
      // a stale If-Match is refused, the right one restores
      expect((await send(admin, "POST", `${base}/${created.id}/revisions/${revisions[1].id}/restore`, undefined, 1)).status).toBe(409);
      const restored = await send(admin, "POST", `${base}/${created.id}/revisions/${revisions[1].id}/restore`, undefined, 2);
      expect(restored.status).toBe(200);
      const now = await json(await send(admin, "GET", `${base}/${created.id}`));
      expect(now[c.field]).toBe(c.first);
      expect(now.version).toBe(3);
      const after = (await json(await send(admin, "GET", `${base}/${created.id}/revisions`))) as Revision[];
      expect(after[0]).toMatchObject({ kind: "restore", version: 3 });
    });
  }

  it("settings: /api/admin/settings/site/revisions lists the saves and restores one", async () => {
    const { version } = await json(await send(admin, "GET", "/api/admin/settings"));
    expect((await send(admin, "PUT", "/api/admin/settings", { site_name: "Erster Name" }, version)).status).toBe(200);
    expect((await send(admin, "PUT", "/api/admin/settings", { site_name: "Zweiter Name" }, version + 1)).status).toBe(200);
    const revisions = (await json(await send(admin, "GET", "/api/admin/settings/site/revisions"))) as Revision[];
    expect(revisions[1].changed_fields).toEqual(["site_name"]);
    const restore = await send(admin, "POST", `/api/admin/settings/site/revisions/${revisions[1].id}/restore`, undefined, version + 2);
    expect(restore.status).toBe(200);
    const { settings } = await json(await send(admin, "GET", "/api/admin/settings"));
    expect(settings.find((s: { key: string }) => s.key === "site_name").value).toBe("Erster Name");
    expect((await send(admin, "GET", "/api/admin/settings/other/revisions")).status).toBe(404);
  });

  it("restoring a post never publishes it: the publication stays as it is now", async () => {
    const post = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog({ published: true })));
    await send(admin, "PUT", `/api/admin/blog/${post.id}`, inputs.blog({ title: "Offline", published: false }), 1);
    const [, created] = (await json(await send(admin, "GET", `/api/admin/blog/${post.id}/revisions`))) as Revision[];
    await send(admin, "POST", `/api/admin/blog/${post.id}/revisions/${created.id}/restore`, undefined, 2);
    const now = await json(await send(admin, "GET", `/api/admin/blog/${post.id}`));
    expect(now).toMatchObject({ title: post.title, published: false });
  });

  it("404 for an unknown record or a revision of another record; 400 for a bad id", async () => {
    const a = await json(await send(admin, "POST", "/api/admin/team", inputs.team()));
    const b = await json(await send(admin, "POST", "/api/admin/team", inputs.team()));
    const [rb] = (await json(await send(admin, "GET", `/api/admin/team/${b.id}/revisions`))) as Revision[];
    expect((await send(admin, "GET", `/api/admin/team/${a.id}/revisions/${rb.id}`)).status).toBe(404);
    expect((await send(admin, "GET", "/api/admin/team/999999/revisions")).status).toBe(404);
    const bad = await send(admin, "GET", `/api/admin/team/${a.id}/revisions/abc`);
    expect(bad.status).toBe(400);
    expect((await bad.json()) as { code: string }).toMatchObject({ code: "validation_failed" });
    // issue 44: ids are decimal digits only, for the record and the revision alike (no hex, sign, exponent, leading zero)
    for (const id of ["0x10", "+1", "1e1", "01", "1.0", "9007199254740993"]) {
      const record = await send(admin, "GET", `/api/admin/team/${encodeURIComponent(id)}/revisions`);
      expect([id, record.status]).toEqual([id, 400]);
      expect(await record.json()).toMatchObject({ code: "validation_failed" });
      const revision = await send(admin, "GET", `/api/admin/team/${a.id}/revisions/${encodeURIComponent(id)}`);
      expect([id, revision.status]).toEqual([id, 400]);
      const restore = await send(admin, "POST", `/api/admin/team/${a.id}/revisions/${encodeURIComponent(id)}/restore`, undefined, 1);
      expect([id, restore.status]).toEqual([id, 400]);
    }
  });

  it("issue 44: a restore without If-Match is 428 for the settings too; the right version restores, a stale one is 409", async () => {
    const { version } = await json(await send(admin, "GET", "/api/admin/settings"));
    expect((await send(admin, "PUT", "/api/admin/settings", { site_name: "Name vor dem Test" }, version)).status).toBe(200);
    const [latest] = (await json(await send(admin, "GET", "/api/admin/settings/site/revisions"))) as Revision[];
    const path = `/api/admin/settings/site/revisions/${latest.id}/restore`;
    const missing = await send(admin, "POST", path);
    expect(missing.status).toBe(428);
    expect(await missing.json()).toMatchObject({ code: "version_required" });
    const stale = await send(admin, "POST", path, undefined, version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "edit_conflict", details: { version: version + 1 } });
    expect((await send(admin, "POST", path, undefined, version + 1)).status).toBe(200);
  });
});

describe("pruning revisions (daily cron)", () => {
  it("keeps the newest 50 per record and everything of the last 30 days", async () => {
    const insert = (record: string, at: string) =>
      env.DB.prepare(
        "INSERT INTO revisions (entity, record_id, version, kind, snapshot, changed_fields, actor, created_at) VALUES ('prune_test', ?, 1, 'update', '{}', '[]', 'x', ?)",
      ).bind(record, at);
    const old = "2020-01-01T00:00:00.000Z";
    const recent = new Date(Date.now() - 5 * 86_400_000).toISOString();
    await env.DB.batch([
      ...Array.from({ length: 60 }, () => insert("old", old)),
      ...Array.from({ length: 10 }, () => insert("mixed", old)),
      ...Array.from({ length: 55 }, () => insert("mixed", recent)),
    ]);
    const deleted = await pruneRevisions({ db: createDb(env.DB), now: new Date() });
    expect(deleted).toBe(20);
    expect(await revisionCount(env.DB, "prune_test", "old")).toBe(50);
    expect(await revisionCount(env.DB, "prune_test", "mixed")).toBe(55);
    expect(await pruneRevisions({ db: createDb(env.DB), now: new Date() })).toBe(0);
  });
});

describe("revisions written by the cron jobs", () => {
  it("the publish cron writes a 'publish' revision per post, once also when run twice", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const post = await json(
      await send(admin, "POST", "/api/admin/blog", inputs.blog({ content_status: "scheduled", scheduled_publish_date: future })),
    );
    const past = new Date(Date.now() - 60_000).toISOString();
    await env.DB.prepare("UPDATE blog_posts SET scheduled_publish_date = ? WHERE id = ?").bind(past, post.id).run();
    const { runScheduled, CRON_FREQUENT } = await import("../../worker/cron/index");
    const { createScheduledController } = await import("cloudflare:test");
    const at = Date.now();
    await runScheduled(createScheduledController({ cron: CRON_FREQUENT, scheduledTime: at }), env);
    await runScheduled(createScheduledController({ cron: CRON_FREQUENT, scheduledTime: at }), env);
    const revisions = (await json(await send(admin, "GET", `/api/admin/blog/${post.id}/revisions`))) as Revision[];
    expect(revisions.map((r) => [r.kind, r.version, r.actor])).toEqual([
      ["publish", 2, "System"],
      ["create", 1, "Test admin"],
    ]);
    const now = await json(await send(admin, "GET", `/api/admin/blog/${post.id}`));
    expect(now).toMatchObject({ published: true, version: 2 });
  });
});
