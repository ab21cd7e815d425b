/** @file Issue 46: a save that changes nothing writes no revision, audit row, version or updated_at, on every versioned kind. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { inputs, revisionCount, send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
});

/** What a save may leave behind for one record: its revisions, its audit rows and its stored updated_at. */
async function traces(entity: string, table: string | null, id: number | string) {
  const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = ? AND coalesce(entity_id, '') = ?")
    .bind(entity, table ? String(id) : "")
    .first<{ n: number }>();
  const row = table ? await env.DB.prepare(`SELECT updated_at FROM ${table} WHERE id = ?`).bind(id).first<{ updated_at: string }>() : null;
  return { revisions: await revisionCount(env.DB, entity, id), audits: audits?.n ?? 0, updated_at: row?.updated_at ?? null };
}

/** The version the record is at, as the admin read answers it. */
const versionAt = async (path: string) => (await json(await send(admin, "GET", path))).version as number;

const kinds = [
  { resource: "blog", entity: "blog_post", table: "blog_posts", field: "title", value: "Geänderter Titel" },
  { resource: "pages", entity: "page", table: "pages", field: "title", value: "Geänderte Seite" },
  { resource: "team", entity: "team_member", table: "team_members", field: "position", value: "Architektin" },
  { resource: "events", entity: "event", table: "events", field: "location", value: "Berlin" },
  { resource: "translations", entity: "translation", table: "translations", field: "german", value: "Servus" },
  { resource: "ai-content", entity: "ai_content", table: "ai_generated_content", field: "blog_content", value: "Zweiter Text" },
] as const;

describe("a save that changes nothing (issue 46)", () => {
  for (const k of kinds) {
    it(`${k.resource}: saving the same body again is 200 at the same version with no revision, audit row or updated_at; a real change writes one of each`, async () => {
      const base = `/api/admin/${k.resource}`;
      const create = inputs[k.resource]() as Record<string, unknown>;
      // a UI text's key is given on create only
      const { key: _key, ...body } = create;
      const created = await json(await send(admin, "POST", base, create));
      const path = `${base}/${created.id}`;
      // the form as loaded and saved unchanged (the first save may stamp what a create leaves out, such as sources)
      const first = await send(admin, "PUT", path, body, 1);
      expect(first.status).toBe(200);
      const firstSaved = await json(first);
      // the create body again is already no change, except for a post (the create filled in the author, the body
      // clears it) and a page (its section comes without its id: a new row)
      expect(firstSaved.version).toBe(k.resource === "blog" || k.resource === "pages" ? 2 : 1);
      // a page's form sends its sections with their ids
      if (k.resource === "pages")
        body.sections = firstSaved.sections.map((s: Record<string, unknown>) => ({ ...(body.sections as object[])[0], id: s.id }));
      const version = await versionAt(path);
      const before = await traces(k.entity, k.table, created.id);

      const again = await send(admin, "PUT", path, body, version);
      expect(again.status).toBe(200);
      const answered = await json(again);
      expect(answered.version).toBe(version);
      expect(answered.id).toBe(created.id);
      expect(await versionAt(path)).toBe(version);
      expect(await traces(k.entity, k.table, created.id)).toEqual(before);

      // a stale save is still a conflict, even when it would change nothing
      expect((await send(admin, "PUT", path, body, version - 1)).status).toBe(409);

      const changed = await send(admin, "PUT", path, { ...body, [k.field]: k.value }, version);
      expect(changed.status).toBe(200);
      expect((await json(changed)).version).toBe(version + 1);
      const after = await traces(k.entity, k.table, created.id);
      expect(after.revisions).toBe(before.revisions + 1);
      expect(after.audits).toBe(before.audits + 1);
      expect(after.updated_at).not.toBe(before.updated_at);
    });
  }

  it("blog: an unchanged post saved right after it was created (the form opened and saved) writes nothing", async () => {
    const created = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog()));
    // the form sends the author it loaded (the create filled it in from the signed-in user)
    const body = { ...inputs.blog({ title: created.title }), author: created.author };
    const before = await traces("blog_post", "blog_posts", created.id);
    const again = await send(admin, "PUT", `/api/admin/blog/${created.id}`, body, 1);
    expect(again.status).toBe(200);
    expect((await json(again)).version).toBe(1);
    expect(await traces("blog_post", "blog_posts", created.id)).toEqual(before);
    // a PATCH that names the stored value is no change either
    const patched = await send(admin, "PATCH", `/api/admin/blog/${created.id}`, { title: body.title }, 1);
    expect(patched.status).toBe(200);
    expect(await traces("blog_post", "blog_posts", created.id)).toEqual(before);
  });

  it("pages: a section sent again without its id is a change (the row is replaced), with the id it is none", async () => {
    const created = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages()));
    const path = `/api/admin/pages/${created.id}`;
    const loaded = await json(await send(admin, "GET", path));
    const { id: _id, version: _v, created_at: _c, updated_at: _u, translation_sources: _t, ...page } = loaded;
    const form = {
      ...page,
      sections: loaded.sections.map((s: Record<string, unknown>) => {
        const { page_id: _p, created_at: _sc, updated_at: _su, translation_sources: _st, ...section } = s;
        return section;
      }),
      translations: loaded.translations.map((t: Record<string, unknown>) => ({
        language: t.language,
        title: t.title,
        meta_description: t.meta_description,
        meta_keywords: t.meta_keywords,
      })),
    };
    const same = await send(admin, "PUT", path, form, 1);
    expect(same.status).toBe(200);
    expect((await json(same)).version).toBe(1);
    expect(await revisionCount(env.DB, "page", created.id)).toBe(1);
    const withoutIds = { ...form, sections: form.sections.map(({ id: _sid, ...s }: Record<string, unknown>) => s) };
    const replaced = await send(admin, "PUT", path, withoutIds, 1);
    expect(replaced.status).toBe(200);
    expect((await json(replaced)).version).toBe(2);
    expect(await revisionCount(env.DB, "page", created.id)).toBe(2);
  });

  it("pages: publishing a published page writes nothing; taking it offline writes one revision", async () => {
    const created = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages({ published: true })));
    const path = `/api/admin/pages/${created.id}`;
    const before = await traces("page", "pages", created.id);
    const again = await send(admin, "PATCH", path, { published: true }, 1);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ id: created.id, published: true, version: 1 });
    expect(await traces("page", "pages", created.id)).toEqual(before);
    const offline = await send(admin, "PATCH", path, { published: false }, 1);
    expect(await json(offline)).toMatchObject({ published: false, version: 2 });
    expect((await traces("page", "pages", created.id)).revisions).toBe(before.revisions + 1);
  });

  it("settings: the same values again write nothing; of a real save only the changed keys are written and named", async () => {
    const loaded = await json(await send(admin, "GET", "/api/admin/settings"));
    const first = await send(
      admin,
      "PUT",
      "/api/admin/settings",
      { site_name: "Name A", contact_email: "info@example.com" },
      loaded.version,
    );
    expect(first.status).toBe(200);
    const version = loaded.version + 1;
    const stamp = await env.DB.prepare("SELECT updated_at FROM site_settings WHERE key = 'contact_email'").first<{ updated_at: string }>();
    const before = await traces("settings", null, "site");
    const again = await send(admin, "PUT", "/api/admin/settings", { site_name: "Name A", contact_email: "info@example.com" }, version);
    expect(again.status).toBe(200);
    expect((await json(again)).version).toBe(version);
    expect(await traces("settings", null, "site")).toEqual(before);

    const changed = await send(admin, "PUT", "/api/admin/settings", { site_name: "Name B", contact_email: "info@example.com" }, version);
    expect((await json(changed)).version).toBe(version + 1);
    const [latest] = (await json(await send(admin, "GET", "/api/admin/settings/site/revisions"))) as { changed_fields: string[] }[];
    expect(latest.changed_fields).toEqual(["site_name"]);
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1").first<{
      details: string;
    }>();
    expect(JSON.parse(audit!.details)).toEqual({ site_name: "Name B" });
    // the unchanged key keeps its time
    expect(await env.DB.prepare("SELECT updated_at FROM site_settings WHERE key = 'contact_email'").first()).toEqual(stamp);
  });

  it("roles: the same name, description and permissions again write nothing; a real change writes one revision", async () => {
    const body = { name: `Redaktion ${crypto.randomUUID().slice(0, 6)}`, description: "Texte", permissions: ["blog.view", "team.view"] };
    const created = await json(await send(admin, "POST", "/api/admin/roles", body));
    const path = `/api/admin/roles/${created.id}`;
    const before = await traces("role", "roles", created.id);
    for (const same of [body, { ...body, permissions: ["team.view", "blog.view", "blog.view"] }, { description: "Texte" }]) {
      const res = await send(admin, same === body || "name" in same ? "PUT" : "PATCH", path, same, 1);
      expect(res.status).toBe(200);
      expect((await json(res)).version).toBe(1);
    }
    expect(await traces("role", "roles", created.id)).toEqual(before);
    const changed = await send(admin, "PATCH", path, { description: "Texte und Bilder" }, 1);
    expect((await json(changed)).version).toBe(2);
    expect((await traces("role", "roles", created.id)).revisions).toBe(before.revisions + 1);
  });

  it("restoring from the trash still records its revision and version, and a restore to the current state writes nothing", async () => {
    const created = await json(await send(admin, "POST", "/api/admin/team", inputs.team()));
    expect((await send(admin, "DELETE", `/api/admin/team/${created.id}`)).status).toBe(204);
    const entry = await env.DB.prepare("SELECT id FROM trash WHERE entity = 'team_member' AND record_id = ?")
      .bind(String(created.id))
      .first<{ id: number }>();
    expect((await send(admin, "POST", `/api/admin/trash/${entry!.id}/restore`)).status).toBe(200);
    const revisions = (await json(await send(admin, "GET", `/api/admin/team/${created.id}/revisions`))) as { id: number; kind: string }[];
    expect(revisions.map((r) => r.kind)).toEqual(["restore", "create"]);
    expect(await versionAt(`/api/admin/team/${created.id}`)).toBe(2);
    // the newest revision is the state as it is: restoring it changes nothing
    const restore = await send(admin, "POST", `/api/admin/team/${created.id}/revisions/${revisions[0].id}/restore`, undefined, 2);
    expect(restore.status).toBe(200);
    expect((await json(restore)).version).toBe(2);
    expect(await revisionCount(env.DB, "team_member", created.id)).toBe(2);
  });
});
