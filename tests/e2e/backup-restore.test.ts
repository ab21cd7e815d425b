/**
 * @file The restore drill end to end (issue 29, docs/backup.md): a served instance with 1,000 posts and 200 media
 * objects is backed up ("Jetzt sichern"), the archive downloaded, `npm run restore` rebuilds it into an empty local
 * state (the wipe), and every backed-up table and every media object is compared: zero differences. A second restore
 * into the now non-empty state is refused. Then the content export of the same instance is imported into a fresh state
 * with `npm run import` and compared table by table.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { getPlatformProxy } from "wrangler";
import { CONTENT_EXPORT_TABLES, type ContentExport } from "../../common/content-export.ts";
import { readArchive } from "../../scripts/lib/backup-archive.ts";
import { openLocalD1 } from "../../scripts/lib/local-d1.ts";
import { mediaFileName, mediaFolderOf } from "../../scripts/lib/media-objects.ts";
import { createAccount } from "./admin-helpers.ts";
import { BASE_URL } from "./browser.ts";

const POSTS = 1000;
const MEDIA = 200;
const source = process.env.D1_PERSIST_DIR ?? ".wrangler/e2e-state";
const target = `${source}-restored`;
const importTarget = `${source}-imported`;
const byIdTarget = `${source}-restored-by-id`;
let cookie = "";

async function api(path: string, init: RequestInit = {}) {
  const send = () =>
    fetch(BASE_URL + path, { ...init, headers: { origin: BASE_URL, cookie, ...(init.headers as Record<string, string>) } });
  try {
    return await send();
  } catch {
    // the blocking npm runs (spawnSync) outlast the server's keep-alive: the pooled connection is gone, a new one works
    return send();
  }
}

/** A small valid PDF with a body of its own (the upload checks the file type by its bytes). */
const pdf = (i: number) =>
  new TextEncoder().encode(`%PDF-1.7\n%Datei ${i} ${"x".repeat(i)}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

function npmRun(script: string, file: string, dir: string, ...extra: string[]) {
  return spawnSync("npm", ["run", "--silent", script, "--", file, ...extra], {
    env: { ...process.env, D1_PERSIST_DIR: dir },
    encoding: "utf8",
  });
}
const restore = (archive: string) => npmRun("restore", archive, target);

function tableRows(dir: string, table: string) {
  const db = openLocalD1(dir);
  try {
    // plain objects (node:sqlite gives null-prototype rows): comparable with rows parsed from JSON
    return db
      .prepare(`SELECT * FROM "${table}" ORDER BY rowid`)
      .all()
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

before(async () => {
  const admin = await createAccount("admin", "Sicherung Admin");
  const login = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { origin: BASE_URL, "content-type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  assert.equal(login.status, 200);
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  // 1,000 posts straight into the served database (one statement), 200 files through the upload API
  const db = openLocalD1(source);
  try {
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${POSTS})
      INSERT INTO blog_posts (title, slug, content, excerpt, tags, published, content_status)
      SELECT 'Beitrag ' || i || ' „Größe“ ''zitiert''', 'sicherung-' || i, printf('Text %d mit Umlauten äöü und Zeilen\n%s', i, hex(randomblob(200))),
        'Kurz ' || i, '["backup","' || i || '"]', i % 2, CASE i % 2 WHEN 1 THEN 'published' ELSE 'draft' END FROM n`);
  } finally {
    db.close();
  }
  for (let batch = 0; batch < MEDIA / 10; batch++) {
    const form = new FormData();
    for (let i = batch * 10; i < batch * 10 + 10; i++) form.append("file", new File([pdf(i)], `datei-${i}.pdf`));
    const res = await api("/api/admin/assets", { method: "POST", body: form });
    assert.equal(res.status, 201, await res.clone().text());
  }
  rmSync(target, { recursive: true, force: true });
  rmSync(importTarget, { recursive: true, force: true });
  rmSync(byIdTarget, { recursive: true, force: true });
  // the restore from the archive file goes into a wiped (absent) state and migrates it itself; the import and the
  // restore by id go into empty instances at the current schema, copies of the runner's migrated state: wrangler
  // takes some 20 s to apply the migrations to an empty folder (one workerd per migration)
  const migrated = process.env.E2E_MIGRATED_STATE ?? ".wrangler/e2e-migrated";
  for (const dir of [importTarget, byIdTarget]) cpSync(migrated, dir, { recursive: true });
});

after(() => {
  rmSync(byIdTarget, { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
  rmSync(importTarget, { recursive: true, force: true });
});

// the export first: the media check below starts wrangler's platform proxy, which takes over this process's fetch
describe("content export -> npm run import into a fresh instance", () => {
  it("imports every exported table with zero differences, valid against the published schema, and refuses a second import", async () => {
    const res = await api("/api/admin/backups/export");
    assert.equal(res.status, 200);
    const doc = (await res.json()) as ContentExport;
    const file = join(mkdtempSync(join(tmpdir(), "export-")), "content.json");
    writeFileSync(file, JSON.stringify(doc));
    // the media files beside the document, as `npm run export` writes them (the served bytes of each library entry)
    const mediaDir = mediaFolderOf(file);
    mkdirSync(mediaDir);
    for (const m of doc.media)
      writeFileSync(join(mediaDir, mediaFileName(m.key)), new Uint8Array(await (await api(`/media/${m.key}`)).arrayBuffer()));
    const imported = npmRun("import", file, importTarget);
    assert.equal(imported.status, 0, imported.stderr + imported.stdout);
    assert.match(imported.stdout, new RegExp(`and ${MEDIA} media files`));
    const differences: string[] = [];
    for (const table of CONTENT_EXPORT_TABLES) {
      try {
        assert.deepEqual(tableRows(importTarget, table), doc.content[table]);
      } catch {
        differences.push(table);
      }
    }
    assert.deepEqual(differences, []);
    assert.equal(doc.content.blog_posts.filter((p) => String(p.slug).startsWith("sicherung-")).length, POSTS);
    assert.equal(doc.media.length, MEDIA);
    const again = npmRun("import", file, importTarget);
    assert.equal(again.status, 2);
    assert.match(again.stderr, /is not empty/);
  });
});

describe("backup -> wipe -> npm run restore -> compare", () => {
  it("restores every table and every media object with zero differences, and refuses a non-empty target", async () => {
    const run = await (await api("/api/admin/backups", { method: "POST" })).json();
    assert.equal(run.status, "ok", run.error);
    assert.equal(run.media_count, MEDIA);
    const archiveRes = await api(`/api/admin/backups/${run.backup_id}/archive`);
    assert.equal(archiveRes.status, 200);
    const archive = join(mkdtempSync(join(tmpdir(), "backup-")), "backup.ndjson.gz");
    writeFileSync(archive, new Uint8Array(await archiveRes.arrayBuffer()));

    const restored = restore(archive);
    assert.equal(restored.status, 0, restored.stderr + restored.stdout);
    assert.match(restored.stdout, new RegExp(`Restored backup ${run.backup_id}`));

    // every backed-up table, row by row
    const archived = await readArchive(archive);
    const tables = archived.manifest.tables.map((t) => t.name);
    assert.ok(tables.length > 15);
    const differences: string[] = [];
    for (const table of tables) {
      // the backup request itself is an admin write and advances the content version after the read: that one table
      // is compared with the archive's copy instead
      const before = table === "content_version" ? archived.tables.find((t) => t.name === table)!.rows : tableRows(source, table);
      const afterRestore = tableRows(target, table);
      try {
        assert.deepEqual(afterRestore, before);
      } catch {
        differences.push(`${table}: ${before.length} rows before, ${afterRestore.length} after`);
      }
    }
    assert.deepEqual(differences, []);
    assert.equal(tableRows(target, "blog_posts").filter((r) => String(r.slug).startsWith("sicherung-")).length, POSTS);

    // every media object: the restored bucket holds the same keys with the same bytes as the served one
    const proxy = await getPlatformProxy<{
      MEDIA: {
        list(o: object): Promise<{ objects: { key: string }[]; truncated: boolean; cursor?: string }>;
        get(k: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
      };
    }>({
      persist: { path: join(target, "v3") },
    });
    try {
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await proxy.env.MEDIA.list({ cursor });
        keys.push(...page.objects.map((o) => o.key));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      assert.equal(keys.length, MEDIA);
      for (const key of keys) {
        const restoredBytes = new Uint8Array(await (await proxy.env.MEDIA.get(key))!.arrayBuffer());
        const served = new Uint8Array(await (await api(`/media/${key}`)).arrayBuffer());
        assert.equal(createHash("sha256").update(restoredBytes).digest("hex"), createHash("sha256").update(served).digest("hex"), key);
      }
    } finally {
      await proxy.dispose();
    }

    const again = restore(archive);
    assert.equal(again.status, 2);
    assert.match(again.stderr, /is not empty/);

    // the same backup by its id, read from the served instance's backup bucket: the same tables
    const byId = npmRun("restore", run.backup_id, byIdTarget, "--from", source);
    assert.equal(byId.status, 0, byId.stderr + byId.stdout);
    assert.match(byId.stdout, new RegExp(`${MEDIA} media objects`));
    for (const table of tables) assert.deepEqual(tableRows(byIdTarget, table), tableRows(target, table), table);
  });
});
