/** @file The daily backup (worker/domain/backup/): table list, the cron job and its files, retention, the archive, single-record restore and Diagnostics. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRON_DAILY } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { type Manifest, manifestKey, readManifest, tableKey } from "../../worker/domain/backup/format";
import { applyBackupRetention, backupsToKeep } from "../../worker/domain/backup/retention";
import { EXCLUDED_TABLES, schemaTableNames } from "../../worker/domain/backup/tables";
import worker from "../../worker/index";
import { call, json, sessionAs } from "./content-helpers";
import { asStaff, editApi, request, seed } from "./helpers";

beforeAll(seed);

async function runCron(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: CRON_DAILY, scheduledTime: at.getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const gunzip = async (body: ReadableStream) => new Response(body.pipeThrough(new DecompressionStream("gzip"))).text();
const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
const latestRun = () => env.DB.prepare("SELECT * FROM backup_runs ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();

describe("backup tables", () => {
  it("backs up every schema table that is not excluded on purpose", async () => {
    const names = schemaTableNames();
    // a new table must be backed up (the default) or excluded with a reason; the excluded ones exist
    for (const excluded of Object.keys(EXCLUDED_TABLES)) expect(names).toContain(excluded);
    await runCron(new Date("2030-03-01T03:15:00Z"));
    const manifest = (await readManifest(env.BACKUPS, "2030-03-01T03-15-00-000Z")) as Manifest;
    const backedUp = manifest.tables.map((t) => t.name);
    expect([...backedUp, ...Object.keys(EXCLUDED_TABLES)].sort()).toEqual([...names].sort());
    for (const content of [
      "blog_posts",
      "pages",
      "page_sections",
      "team_members",
      "events",
      "site_settings",
      "translations",
      "assets",
      "admin_users",
      "analytics_daily",
    ])
      expect(backedUp).toContain(content);
    for (const raw of ["page_views", "admin_sessions", "login_attempts", "rate_limits"]) expect(backedUp).not.toContain(raw);
    // parents first: a restore inserts in this order
    expect(backedUp.indexOf("admin_users")).toBeLessThan(backedUp.indexOf("blog_posts"));
    expect(backedUp.indexOf("pages")).toBeLessThan(backedUp.indexOf("page_sections"));
  });
});

describe("cron: daily backup", () => {
  it("writes gzip NDJSON per table with row counts and checksums, copies media once by hash, logs the run", async () => {
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content) VALUES ('Gesichert', 'gesichert', 'Text mit \"Zeichen\" und ü')",
    ).run();
    await env.MEDIA.put("bild-a.png", new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/png" } });
    await env.MEDIA.put("bild-b.png", new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/png" } });
    await env.MEDIA.put("variants/480/bild-a.png.webp", new Uint8Array([9]));
    const at = new Date("2030-03-02T03:15:00Z");
    await runCron(at);
    const run = await latestRun();
    expect(run).toMatchObject({ backup_id: "2030-03-02T03-15-00-000Z", trigger: "cron", status: "ok", media_count: 2 });
    expect(run?.bytes).toBeGreaterThan(0);
    const manifest = (await readManifest(env.BACKUPS, "2030-03-02T03-15-00-000Z")) as Manifest;
    expect(manifest.schema_version).toMatch(/^\d{4}_/);
    const posts = manifest.tables.find((t) => t.name === "blog_posts")!;
    const count = await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>();
    expect(posts.rows).toBe(count?.n);
    const text = await gunzip((await env.BACKUPS.get(tableKey(manifest.backup_id, "blog_posts")))!.body);
    expect(await sha256(text)).toBe(posts.sha256);
    expect(
      text
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).slug),
    ).toContain("gesichert");
    // two keys, one content: one copy; the derived variant is not backed up
    expect(manifest.media.map((m) => m.key).sort()).toEqual(["bild-a.png", "bild-b.png"]);
    expect(new Set(manifest.media.map((m) => m.sha256)).size).toBe(1);
    const copies = await env.BACKUPS.list({ prefix: "media/" });
    expect(copies.objects.map((o) => o.key)).toEqual([`media/${manifest.media[0].sha256}`]);
    expect(run?.row_count).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
  });

  it("records a failure in backup_runs and Diagnostics keeps warning", async () => {
    const failing = { ...env, BACKUPS: { ...env.BACKUPS, put: () => Promise.reject(new Error("bucket down")) } } as unknown as Env;
    const { runBackup } = await import("../../worker/domain/backup/run");
    const run = await runBackup({ db: createDb(env.DB), env: failing, now: new Date("2030-03-03T03:15:00Z") }, "cron");
    expect(run).toMatchObject({ status: "error", error: "bucket down" });
  });
});

describe("backup retention", () => {
  const day = (d: Date) => d.toISOString().replace(/[:.]/g, "-");
  it("keeps the 30 newest and the first backup of each of the 12 newest months", () => {
    const ids: string[] = [];
    for (let t = Date.parse("2028-01-01T03:15:00Z"); t <= Date.parse("2029-06-30T03:15:00Z"); t += 86_400_000) ids.push(day(new Date(t)));
    const keep = backupsToKeep(ids);
    const newest = [...ids].sort().reverse().slice(0, 30);
    for (const id of newest) expect(keep.has(id)).toBe(true);
    const monthly = [...keep].filter((id) => !newest.includes(id)).sort();
    // the 12 newest months' firsts, minus June (its first is among the 30 newest): 2028-07 .. 2029-05
    expect(monthly).toEqual(
      ["2028-07", "2028-08", "2028-09", "2028-10", "2028-11", "2028-12", "2029-01", "2029-02", "2029-03", "2029-04", "2029-05"].map(
        (m) => `${m}-01T03-15-00-000Z`,
      ),
    );
    expect(keep.size).toBe(41);
  });

  it("deletes expired backups and media copies no kept backup names, and marks them pruned", async () => {
    const ids = Array.from({ length: 33 }, (_, i) => day(new Date(Date.parse("2021-05-01T03:15:00Z") + i * 86_400_000)));
    for (const [i, id] of ids.entries()) {
      const manifest = { backup_id: id, tables: [], media: [{ key: "k", sha256: `sha-${i}`, size: 1, content_type: null, etag: "e" }] };
      await env.BACKUPS.put(manifestKey(id), JSON.stringify(manifest));
      await env.BACKUPS.put(tableKey(id, "blog_posts"), "x");
      await env.BACKUPS.put(`media/sha-${i}`, "m");
      await env.DB.prepare("INSERT INTO backup_runs (backup_id, trigger, status, started_at) VALUES (?, 'cron', 'ok', ?)")
        .bind(id, id)
        .run();
    }
    const { deleted } = await applyBackupRetention({ db: createDb(env.DB), env }, new Date("2021-06-05T00:00:00Z"));
    // May 1 stays as its month's first; May 2 and 3 fall out of the 30 newest (the two 2030 backups above are newer)
    expect(deleted).toContain(ids[1]);
    expect(deleted).toContain(ids[2]);
    expect(deleted).not.toContain(ids[0]);
    expect(await env.BACKUPS.head(manifestKey(ids[1]))).toBeNull();
    expect(await env.BACKUPS.head(tableKey(ids[1], "blog_posts"))).toBeNull();
    expect(await env.BACKUPS.head("media/sha-1")).toBeNull();
    expect(await env.BACKUPS.head("media/sha-0")).not.toBeNull();
    expect(await env.BACKUPS.head(manifestKey(ids[32]))).not.toBeNull();
    const pruned = await env.DB.prepare("SELECT pruned_at FROM backup_runs WHERE backup_id = ?").bind(ids[1]).first();
    expect(pruned?.pruned_at).toBe("2021-06-05T00:00:00.000Z");
  });
});

describe("/api/admin/backups", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await sessionAs("admin");
  });

  it("needs backups.manage: editors and viewers are refused", async () => {
    for (const role of ["editor", "viewer"] as const) {
      const cookie = await sessionAs(role);
      expect((await call(cookie, "GET", "/api/admin/backups")).status).toBe(403);
      expect((await call(cookie, "POST", "/api/admin/backups")).status).toBe(403);
    }
    expect((await call(null, "GET", "/api/admin/backups")).status).toBe(401);
  });

  it("backs up now, lists the run, and serves it as one archive", async () => {
    const res = await call(admin, "POST", "/api/admin/backups");
    expect(res.status).toBe(201);
    const run = await json(res);
    expect(run).toMatchObject({ trigger: "manual", status: "ok" });
    const list = await json(await call(admin, "GET", "/api/admin/backups"));
    expect(list.find((r: { backup_id: string }) => r.backup_id === run.backup_id)).toMatchObject({ status: "ok", trigger: "manual" });
    const archive = await call(admin, "GET", `/api/admin/backups/${run.backup_id}/archive`);
    expect(archive.headers.get("content-type")).toBe("application/gzip");
    const lines = (await gunzip(archive.body!))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ type: "manifest", backup_id: run.backup_id });
    const tableLines = lines.filter((l) => l.type === "table");
    expect(tableLines.map((l) => l.name)).toEqual(lines[0].tables.map((t: { name: string }) => t.name));
    // every row line follows its table line: the counts add up
    expect(lines.length).toBe(1 + tableLines.length + run.row_count + lines[0].media.length);
    expect(lines.filter((l) => l.type === "media")).toHaveLength(lines[0].media.length);
  });

  it("answers 404 for an unknown backup and 400 for a malformed id", async () => {
    expect((await call(admin, "GET", "/api/admin/backups/2020-01-01T00-00-00-000Z/archive")).status).toBe(404);
    const bad = await call(admin, "GET", "/api/admin/backups/nope/archive");
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: "validation_failed" });
  });

  it("shows a post from a backup beside its current state and restores it through the normal save", async () => {
    const post = await json(await call(admin, "POST", "/api/admin/blog", { title: "Vorher", content: "Alter Text", excerpt: "Kurz" }));
    const run = await json(await call(admin, "POST", "/api/admin/backups"));
    const changed = await editApi(admin, "PUT", `/api/admin/blog/${post.id}`, { title: "Nachher", content: "Neuer Text", excerpt: "Kurz" });
    expect(changed.status).toBe(200);
    const path = `/api/admin/backups/${run.backup_id}/records/blog/${post.id}`;
    const compare = await json(await call(admin, "GET", path));
    expect(compare.backup).toMatchObject({ title: "Vorher", content: "Alter Text" });
    expect(compare.current).toMatchObject({ title: "Nachher", content: "Neuer Text" });
    expect(Array.isArray(compare.backup.tags)).toBe(true);
    // the comparison names the current state's version: the restore's If-Match
    expect(compare.version).toBe(2);
    const restore = (version?: number) =>
      request(`${path}/restore`, { method: "POST", headers: asStaff(admin, version === undefined ? {} : { "if-match": `"${version}"` }) });
    // issue 44: without If-Match 428 (the API's shape), with a stale one 409 edit_conflict; nothing written either way
    const missing = await restore();
    expect(missing.status).toBe(428);
    expect(await json(missing)).toMatchObject({ code: "version_required", error: expect.stringContaining("If-Match") });
    const stale = await restore(1);
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ code: "edit_conflict", details: { version: 2, current: { title: "Nachher" } } });
    expect(await env.DB.prepare("SELECT title FROM blog_posts WHERE id = ?").bind(post.id).first()).toEqual({ title: "Nachher" });
    const restored = await restore(compare.version);
    expect(restored.status).toBe(200);
    const now = await env.DB.prepare("SELECT title, content FROM blog_posts WHERE id = ?").bind(post.id).first();
    expect(now).toEqual({ title: "Vorher", content: "Alter Text" });
    const kinds = await env.DB.prepare("SELECT kind FROM revisions WHERE entity = 'blog_post' AND record_id = ? ORDER BY id DESC")
      .bind(String(post.id))
      .all<{ kind: string }>();
    expect(kinds.results[0].kind).toBe("restore");
    expect((await call(admin, "GET", `/api/admin/backups/${run.backup_id}/records/blog/999999`)).status).toBe(404);
    expect((await call(admin, "GET", `/api/admin/backups/${run.backup_id}/records/users/1`)).status).toBe(400);
    // issue 44: the record id is decimal digits only
    for (const id of ["0x10", "+1", "1e1", "01"]) {
      const bad = await call(admin, "GET", `/api/admin/backups/${run.backup_id}/records/blog/${encodeURIComponent(id)}`);
      expect([id, bad.status]).toEqual([id, 400]);
      expect(await json(bad)).toMatchObject({ code: "validation_failed" });
    }
  });

  it("Diagnostics shows the age of the last good backup and warns after two days", async () => {
    const diag = await json(await call(admin, "GET", "/api/admin/diagnostics"));
    expect(diag.backup).toMatchObject({ warning: false, age_hours: 0 });
    await env.DB.prepare("UPDATE backup_runs SET finished_at = ? WHERE status = 'ok'")
      .bind(new Date(Date.now() - 49 * 3_600_000).toISOString())
      .run();
    const old = await json(await call(admin, "GET", "/api/admin/diagnostics"));
    expect(old.backup).toMatchObject({ warning: true, age_hours: 49 });
  });
});
