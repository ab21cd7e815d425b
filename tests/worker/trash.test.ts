/** The trash: deletes move records there, restore brings them back whole, purge (now or by the daily cron) ends them with their R2 objects. */

import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRON_DAILY, runScheduled } from "../../worker/cron/index";
import { json, sessionAs } from "./content-helpers";
import { BASE, request, seed } from "./helpers";
import { png } from "./image-bytes";
import { inputs, send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
let editor: string;
let viewer: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
  editor = await sessionAs("editor");
  viewer = await sessionAs("viewer");
});

type Entry = { id: number; type: string; record_id: string; title: string; deleted_by: string; deleted_at: string };

async function entryOf(type: string, id: number): Promise<Entry> {
  const [entry] = (await json(await send(admin, "GET", `/api/admin/trash?entity=${type}&record_id=${id}`))) as Entry[];
  return entry;
}

async function uploadPng(name: string) {
  const form = new FormData();
  form.append("file", new File([png(4, 4)], name, { type: "image/png" }));
  const res = await request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie: admin }, body: form });
  return (await json(res)).uploaded[0] as { id: number; key: string; url: string };
}

describe("DELETE moves to the trash; POST /api/admin/trash/:id/restore brings it back", () => {
  it("a published post vanishes from lists and the site (410 in both languages) and comes back whole", async () => {
    const post = await json(
      await send(
        admin,
        "POST",
        "/api/admin/blog",
        inputs.blog({ published: true, tags: ["KI", "Daten"], featured_image: "/media/bild.png" }),
      ),
    );
    expect((await request(`/api/blog?slug=${post.slug}`)).status).toBe(200);
    expect((await send(admin, "DELETE", `/api/admin/blog/${post.id}`)).status).toBe(204);
    expect((await send(admin, "GET", `/api/admin/blog/${post.id}`)).status).toBe(404);
    expect((await request(`/api/blog?slug=${post.slug}`)).status).toBe(404);
    expect((await request(`/blog/${post.slug}`)).status).toBe(410);
    expect((await request(`/en/blog/${post.slug}`)).status).toBe(410);

    const entry = await entryOf("blog_post", post.id);
    expect(entry).toMatchObject({ type: "blog_post", title: post.title, deleted_by: "Test admin" });
    // a viewer cannot restore, an editor without blog.delete neither
    expect((await send(viewer, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(403);
    expect((await send(editor, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(403);
    expect((await send(admin, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);

    const back = await json(await send(admin, "GET", `/api/admin/blog/${post.id}`));
    expect(back).toMatchObject({ slug: post.slug, tags: ["KI", "Daten"], featured_image: "/media/bild.png", published: true });
    expect((await request(`/blog/${post.slug}`)).status).toBe(200);
    expect((await request(`/en/blog/${post.slug}`)).status).toBe(200);
    const [latest] = await json(await send(admin, "GET", `/api/admin/blog/${post.id}/revisions`));
    expect(latest.kind).toBe("restore");
    expect(await entryOf("blog_post", post.id)).toBeUndefined();
  });

  it("a page comes back with its sections and translations", async () => {
    const page = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages({ published: true })));
    expect((await request(`/${page.slug}`)).status).toBe(200);
    expect((await send(admin, "DELETE", `/api/admin/pages/${page.id}`)).status).toBe(204);
    expect((await request(`/${page.slug}`)).status).toBe(410);
    expect((await request(`/en/${page.slug}`)).status).toBe(410);
    const entry = await entryOf("page", page.id);
    expect((await send(admin, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);
    const back = await json(await send(admin, "GET", `/api/admin/pages/${page.id}`));
    expect(back.sections.map((s: { section_key: string }) => s.section_key)).toEqual(["intro"]);
    expect(back.translations.map((t: { title: string }) => t.title)).toEqual(["Page"]);
    expect((await request(`/${page.slug}`)).status).toBe(200);
  });

  it("a restored page gets back the child pages it had, unless one was given another parent meanwhile", async () => {
    const parent = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages()));
    const other = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages()));
    const [kept, moved] = await Promise.all(
      [1, 2].map(async () => json(await send(admin, "POST", "/api/admin/pages", inputs.pages({ parent_id: parent.id })))),
    );
    expect((await send(admin, "DELETE", `/api/admin/pages/${parent.id}`)).status).toBe(204);
    const parentOf = async (id: number) =>
      (await env.DB.prepare("SELECT parent_id FROM pages WHERE id = ?").bind(id).first<{ parent_id: number | null }>())!.parent_id;
    expect([await parentOf(kept.id), await parentOf(moved.id)]).toEqual([null, null]);
    await env.DB.prepare("UPDATE pages SET parent_id = ? WHERE id = ?").bind(other.id, moved.id).run();
    const entry = await entryOf("page", parent.id);
    expect((await send(admin, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);
    expect([await parentOf(kept.id), await parentOf(moved.id)]).toEqual([parent.id, other.id]);
  });

  for (const [resource, type] of [
    ["team", "team_member"],
    ["events", "event"],
    ["ai-content", "ai_content"],
  ] as const) {
    it(`${resource}: delete, list, restore`, async () => {
      const created = await json(await send(admin, "POST", `/api/admin/${resource}`, inputs[resource]()));
      expect((await send(admin, "DELETE", `/api/admin/${resource}/${created.id}`)).status).toBe(204);
      expect((await send(admin, "GET", `/api/admin/${resource}/${created.id}`)).status).toBe(404);
      const entry = await entryOf(type, created.id);
      expect(entry.title).toBe(created.name ?? created.title);
      expect((await send(admin, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);
      expect((await send(admin, "GET", `/api/admin/${resource}/${created.id}`)).status).toBe(200);
    });
  }

  it("a restore whose slug was taken meanwhile answers 409 and keeps the entry", async () => {
    const post = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog()));
    await send(admin, "DELETE", `/api/admin/blog/${post.id}`);
    await send(admin, "POST", "/api/admin/blog", inputs.blog({ slug: post.slug }));
    const entry = await entryOf("blog_post", post.id);
    const res = await send(admin, "POST", `/api/admin/trash/${entry.id}/restore`);
    expect(res.status).toBe(409);
    expect(await entryOf("blog_post", post.id)).toBeDefined();
  });
});

describe("assets in the trash", () => {
  it("a used asset says where before it goes; forced, it keeps its R2 objects until purged, and a restore brings it back", async () => {
    const asset = await uploadPng("im-einsatz.png");
    await env.MEDIA.put(`variants/480/${asset.key}.webp`, "copy");
    const post = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog({ featured_image: asset.url })));
    const refused = await send(admin, "DELETE", `/api/admin/assets/${asset.id}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: "asset_in_use", details: { used_in: [{ type: "blog_post", id: post.id }] } });
    expect((await send(admin, "DELETE", `/api/admin/assets/${asset.id}?force=true`)).status).toBe(204);
    expect(await env.MEDIA.head(asset.key)).not.toBeNull();
    const entry = await entryOf("asset", asset.id);
    expect((await send(admin, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);
    expect((await send(admin, "GET", `/api/admin/assets/${asset.id}`)).status).toBe(200);
    expect(await env.MEDIA.head(`variants/480/${asset.key}.webp`)).not.toBeNull();

    await send(admin, "DELETE", `/api/admin/assets/${asset.id}?force=true`);
    const again = await entryOf("asset", asset.id);
    expect((await send(editor, "DELETE", `/api/admin/trash/${again.id}`)).status).toBe(403);
    expect((await send(admin, "DELETE", `/api/admin/trash/${again.id}`)).status).toBe(204);
    expect(await env.MEDIA.head(asset.key)).toBeNull();
    expect(await env.MEDIA.head(`variants/480/${asset.key}.webp`)).toBeNull();
    expect((await send(admin, "DELETE", `/api/admin/trash/${again.id}`)).status).toBe(404);
  });

  it("the daily cron purges entries past TRASH_RETENTION_DAYS (R2 included) and keeps younger ones", async () => {
    const old = await uploadPng("alt.png");
    const young = await uploadPng("jung.png");
    await send(admin, "DELETE", `/api/admin/assets/${old.id}`);
    await send(admin, "DELETE", `/api/admin/assets/${young.id}`);
    const oldEntry = await entryOf("asset", old.id);
    await env.DB.prepare("UPDATE trash SET deleted_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(oldEntry.id).run();
    await runScheduled(createScheduledController({ cron: CRON_DAILY, scheduledTime: Date.now() }), env);
    expect(await entryOf("asset", old.id)).toBeUndefined();
    expect(await env.MEDIA.head(old.key)).toBeNull();
    expect(await entryOf("asset", young.id)).toBeDefined();
    expect(await env.MEDIA.head(young.key)).not.toBeNull();
  });
});

describe("GET /api/admin/trash", () => {
  it("shows each user only the types they may see", async () => {
    const member = await json(await send(admin, "POST", "/api/admin/team", inputs.team()));
    await send(admin, "DELETE", `/api/admin/team/${member.id}`);
    const asViewer = (await json(await send(viewer, "GET", "/api/admin/trash"))) as Entry[];
    expect(asViewer.some((e) => e.type === "team_member" && e.record_id === String(member.id))).toBe(true);
    expect(asViewer.some((e) => e.type === "ai_content")).toBe(false);
  });
});
