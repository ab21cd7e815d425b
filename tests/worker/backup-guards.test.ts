/**
 * @file Issue 43 in the worker: control characters refused at the API, a backup carries the id counters, a record purged
 * from the trash comes back from a backup, and who may download an archive or restore a record from one.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Manifest, readManifest } from "../../worker/domain/backup/format";
import { sequenceStatements } from "../../worker/domain/backup/sequences";
import { call, json, sessionAs } from "./content-helpers";
import { asStaff, createRole, createStaff, editApi, request, seed, signIn } from "./helpers";

beforeAll(seed);

let admin: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
});

const post = (title: string) => ({ title, content: `Text von ${title}`, excerpt: "Kurz" });
const createPost = async (title: string) => {
  const res = await call(admin, "POST", "/api/admin/blog", post(title));
  expect(res.status).toBe(201);
  return (await json(res)) as { id: number };
};
const backUp = async () => {
  const run = await json(await call(admin, "POST", "/api/admin/backups"));
  expect(run.status).toBe("ok");
  return run.backup_id as string;
};
const restoreCall = (cookie: string, backupId: string, resource: string, id: number, version: number) =>
  request(`/api/admin/backups/${backupId}/records/${resource}/${id}/restore`, {
    method: "POST",
    headers: asStaff(cookie, { "if-match": `"${version}"` }),
  });
const trashEntry = async (id: number) =>
  (await json(await call(admin, "GET", `/api/admin/trash?entity=blog_post&record_id=${id}`)))[0] as { id: number };

describe("control characters", () => {
  it("refuses a post with NUL or another control character (400 validation_failed), keeps tab and newlines", async () => {
    for (const [field, value] of [
      ["content", "Text\u0000mit NUL"],
      ["title", "Titel\u0007"],
      ["excerpt", "Kurz\u001b[31m"],
      ["title_en", "Title\u007f"],
    ] as const) {
      const res = await call(admin, "POST", "/api/admin/blog", { ...post("Steuerzeichen"), [field]: value });
      expect([field, res.status]).toEqual([field, 400]);
      expect(await json(res)).toMatchObject({
        code: "validation_failed",
        details: { fields: { [field]: ["Steuerzeichen sind nicht erlaubt"] } },
      });
    }
    const ok = await call(admin, "POST", "/api/admin/blog", { ...post("Erlaubt"), content: "Zeile 1\r\nZeile 2\n\tEingerückt" });
    expect(ok.status).toBe(201);
    expect((await json(ok)).content).toBe("Zeile 1\r\nZeile 2\n\tEingerückt");
  });
});

describe("id counters", () => {
  it("a backup carries sqlite_sequence; restored, a new post does not take the id of the trashed one", async () => {
    await createPost("Erster");
    const trashed = await createPost("Im Papierkorb");
    expect((await editApi(admin, "DELETE", `/api/admin/blog/${trashed.id}`)).status).toBeLessThan(300);
    const manifest = (await readManifest(env.BACKUPS, await backUp())) as Manifest;
    expect(manifest.sequences?.blog_posts).toBeGreaterThanOrEqual(trashed.id);
    // what a restore into an empty database leaves: the counter at the highest id among the restored rows
    await env.DB.batch([
      env.DB.prepare("DELETE FROM sqlite_sequence WHERE name = 'blog_posts'"),
      env.DB.prepare("INSERT INTO sqlite_sequence (name, seq) SELECT 'blog_posts', max(id) FROM blog_posts"),
    ]);
    const before = await env.DB.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'blog_posts'").first<{ seq: number }>();
    expect(before?.seq).toBeLessThan(trashed.id);
    // the restore's counter statements (npm run restore runs them with the rows)
    await env.DB.batch(sequenceStatements(manifest.sequences).map((s) => env.DB.prepare(s)));
    const fresh = await createPost("Nach der Wiederherstellung");
    expect(fresh.id).toBeGreaterThan(trashed.id);
    // never lowers a counter
    await env.DB.batch(sequenceStatements({ blog_posts: 1 }).map((s) => env.DB.prepare(s)));
    expect((await createPost("Danach")).id).toBeGreaterThan(fresh.id);
  });
});

describe("single-record restore of a purged record", () => {
  it("brings back a post purged from the trash under its id, with a revision of kind restore", async () => {
    const { id } = await createPost("Gelöscht und geleert");
    const backupId = await backUp();
    expect((await editApi(admin, "DELETE", `/api/admin/blog/${id}`)).status).toBeLessThan(300);
    const path = `/api/admin/backups/${backupId}/records/blog/${id}`;
    // still in the trash: restore it from there first
    const inTrash = await json(await call(admin, "GET", path));
    expect(inTrash).toMatchObject({ current: null, in_trash: true });
    expect((await restoreCall(admin, backupId, "blog", id, inTrash.version)).status).toBe(404);
    const entry = await trashEntry(id);
    expect((await call(admin, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBeLessThan(300);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM trash WHERE record_id = ?").bind(String(id)).first()).toEqual({ n: 0 });
    const compare = await json(await call(admin, "GET", path));
    expect(compare).toMatchObject({ current: null, in_trash: false, backup: { title: "Gelöscht und geleert" } });
    expect((await restoreCall(admin, backupId, "blog", id, compare.version + 1)).status).toBe(409);
    const res = await restoreCall(admin, backupId, "blog", id, compare.version);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id, title: "Gelöscht und geleert" });
    expect(await env.DB.prepare("SELECT title, content FROM blog_posts WHERE id = ?").bind(id).first()).toEqual({
      title: "Gelöscht und geleert",
      content: "Text von Gelöscht und geleert",
    });
    const kinds = await env.DB.prepare("SELECT kind FROM revisions WHERE entity = 'blog_post' AND record_id = ? ORDER BY id DESC")
      .bind(String(id))
      .all<{ kind: string }>();
    expect(kinds.results[0].kind).toBe("restore");
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'restore' AND entity_id = ? ORDER BY id DESC")
      .bind(String(id))
      .first<{ details: string }>();
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ from: "backup" });
  });
});

describe("who may take the credentials", () => {
  it("backups.manage alone: 403 on the archive and on restoring a post; an admin succeeds", async () => {
    const role = await createRole(["backups.manage"]);
    const staff = await createStaff(role);
    const keeper = await signIn(staff.email, staff.password);
    expect((await call(keeper, "GET", "/api/admin/backups")).status).toBe(200);
    const { id } = await createPost("Geschützt");
    const backupId = await backUp();
    const archive = await call(keeper, "GET", `/api/admin/backups/${backupId}/archive`);
    expect(archive.status).toBe(403);
    expect(await json(archive)).toMatchObject({ code: "permission_missing" });
    const { version } = await json(await call(admin, "GET", `/api/admin/backups/${backupId}/records/blog/${id}`));
    const denied = await restoreCall(keeper, backupId, "blog", id, version);
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ code: "permission_missing", details: { permission: "blog.edit" } });
    // with the users' and the audit permission the archive opens; with blog.edit the restore goes through
    const full = await createRole(["backups.manage", "users.edit", "audit.view", "blog.edit"]);
    const fullStaff = await createStaff(full);
    const keeper2 = await signIn(fullStaff.email, fullStaff.password);
    expect((await call(keeper2, "GET", `/api/admin/backups/${backupId}/archive`)).status).toBe(200);
    const adminArchive = await call(admin, "GET", `/api/admin/backups/${backupId}/archive`);
    expect(adminArchive.status).toBe(200);
    const first = (await new Response(adminArchive.body!.pipeThrough(new DecompressionStream("gzip"))).text()).split("\n")[0];
    expect(JSON.parse(first)).toMatchObject({ type: "manifest", contains: expect.stringContaining("Passwort-Hashes") });
    expect((await restoreCall(admin, backupId, "blog", id, version)).status).toBe(200);
  });
});
