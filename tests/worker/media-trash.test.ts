/**
 * A media file in the trash (issue 44): its public address and its copies answer 404 at once, 200 again after a
 * restore; a file still used is only deleted after the editor confirms (asset_in_use); the editor who deleted a file
 * may purge it, other editors may not.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, json, sessionAs } from "./content-helpers";
import { BASE, request, seed } from "./helpers";
import { pdf, png } from "./image-bytes";
import { inputs, send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
let editor: string;
let otherEditor: string;
let viewer: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
  editor = await sessionAs("editor");
  otherEditor = await sessionAs("editor");
  viewer = await sessionAs("viewer");
});

type Entry = { id: number; can_purge: boolean };

async function upload(cookie: string, name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  const res = await request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie }, body: form });
  expect(res.status).toBe(201);
  return (await json(res)).uploaded[0] as { id: number; key: string; url: string };
}

async function entryOf(cookie: string, id: number): Promise<Entry> {
  const [entry] = await json<Entry[]>(await call(cookie, "GET", `/api/admin/trash?entity=asset&record_id=${id}`));
  return entry;
}

/** The statuses of the file's public forms: the original, a stored copy, a copy not made yet, the link-preview crop, HEAD. */
async function publicStatuses(url: string) {
  const statuses: number[] = [];
  for (const [path, method] of [
    [url, "GET"],
    [`${url}?w=480`, "GET"],
    [`${url}?w=800`, "GET"],
    [`${url}?og=1`, "GET"],
    [url, "HEAD"],
  ]) {
    const res = await request(path, { method });
    await res.body?.cancel();
    statuses.push(res.status);
  }
  return statuses;
}

describe("GET /media/<key> of a file in the trash", () => {
  it("answers 404 at once (original, copies, HEAD, a browser's revalidation) and 200 again after a restore", async () => {
    // 4×4 test bytes cannot be resized: after the restore the copies not made yet fall back to the original, logged
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const file = await upload(editor, "versehen.png", png(4, 4), "image/png");
    // a resized copy already made
    await env.MEDIA.put(`variants/480/${file.key}.webp`, "copy", { httpMetadata: { contentType: "image/webp" } });
    const first = await request(file.url);
    const etag = first.headers.get("etag")!;
    await first.body?.cancel();
    expect(first.status).toBe(200);
    expect((await request(`${file.url}?w=480`)).headers.get("content-type")).toBe("image/webp");

    expect((await call(editor, "DELETE", `/api/admin/assets/${file.id}`)).status).toBe(204);
    expect(await publicStatuses(file.url)).toEqual([404, 404, 404, 404, 404]);
    const revalidation = await request(file.url, { headers: { "if-none-match": etag } });
    expect(revalidation.status).toBe(404);
    expect(revalidation.headers.get("cache-control")).toBe("no-store");
    // nothing is made of a file in the trash, and its objects wait in R2 for a restore
    expect(await env.MEDIA.head(`variants/800/${file.key}.webp`)).toBeNull();
    expect(await env.MEDIA.head(`variants/failed/800/${file.key}`)).toBeNull();
    expect(await env.MEDIA.head(file.key)).not.toBeNull();

    const entry = await entryOf(editor, file.id);
    expect((await call(editor, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);
    const back = await request(file.url);
    expect(back.status).toBe(200);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(png(4, 4));
    expect((await request(`${file.url}?w=480`)).headers.get("content-type")).toBe("image/webp");
    expect(await publicStatuses(file.url)).toEqual([200, 200, 200, 200, 200]);
  });

  it("a PDF too: deleted, its address answers 404 with no cache, before any purge", async () => {
    const file = await upload(editor, "falsches-angebot.pdf", pdf(), "application/pdf");
    expect((await request(file.url)).status).toBe(200);
    expect((await call(editor, "DELETE", `/api/admin/assets/${file.id}`)).status).toBe(204);
    const res = await request(file.url);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.text()).not.toContain("%PDF");
  });

  it("a file still used is refused with asset_in_use and keeps answering 200 until the editor confirms", async () => {
    const file = await upload(editor, "im-beitrag.png", png(4, 4), "image/png");
    // a published post needs both alt texts of its picture
    expect((await call(editor, "PATCH", `/api/admin/assets/${file.id}`, { alt_text: "Bild", alt_en: "Picture" })).status).toBe(200);
    const created = await send(admin, "POST", "/api/admin/blog", inputs.blog({ published: true, featured_image: file.url }));
    expect(created.status).toBe(201);
    const post = await json(created);
    expect((await request(`/blog/${post.slug}`)).status).toBe(200);
    const refused = await call(editor, "DELETE", `/api/admin/assets/${file.id}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: "asset_in_use", details: { used_in: [{ type: "blog_post", id: post.id }] } });
    expect((await request(file.url)).status).toBe(200);
    // confirmed ("Trotzdem löschen": the message says the uses will point nowhere): gone at once like any other
    expect((await call(editor, "DELETE", `/api/admin/assets/${file.id}?force=true`)).status).toBe(204);
    expect((await request(file.url)).status).toBe(404);
  });
});

describe("DELETE /api/admin/trash/:id of a media file", () => {
  it("the editor who deleted it may purge it at once; other editors and viewers may not", async () => {
    const file = await upload(editor, "sofort-weg.pdf", pdf(), "application/pdf");
    expect((await call(editor, "DELETE", `/api/admin/assets/${file.id}`)).status).toBe(204);
    const entry = await entryOf(editor, file.id);
    expect(entry.can_purge).toBe(true);
    expect((await entryOf(otherEditor, file.id)).can_purge).toBe(false);
    expect((await entryOf(admin, file.id)).can_purge).toBe(true);
    expect((await entryOf(viewer, file.id)).can_purge).toBe(false);

    const denied = await call(otherEditor, "DELETE", `/api/admin/trash/${entry.id}`);
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ code: "permission_missing", details: { permission: "trash.purge" } });
    expect((await call(viewer, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(403);
    expect(await env.MEDIA.head(file.key)).not.toBeNull();

    expect((await call(editor, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(204);
    expect(await env.MEDIA.head(file.key)).toBeNull();
    expect(await entryOf(admin, file.id)).toBeUndefined();
    expect((await request(file.url)).status).toBe(404);
    expect((await call(editor, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(404);
  });

  it("covers only the deleting user's own media files: not a post's entry, not a file an admin deleted", async () => {
    const post = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog()));
    expect((await send(admin, "DELETE", `/api/admin/blog/${post.id}`)).status).toBe(204);
    const [postEntry] = await json<Entry[]>(await call(admin, "GET", `/api/admin/trash?entity=blog_post&record_id=${post.id}`));
    expect((await call(editor, "DELETE", `/api/admin/trash/${postEntry.id}`)).status).toBe(403);

    const file = await upload(editor, "vom-admin.png", png(4, 4), "image/png");
    expect((await call(admin, "DELETE", `/api/admin/assets/${file.id}`)).status).toBe(204);
    const entry = await entryOf(editor, file.id);
    expect(entry.can_purge).toBe(false);
    expect((await call(editor, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(204);
  });
});
