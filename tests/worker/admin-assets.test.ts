import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, sessionAs } from "./content-helpers";
import { BASE, request, seed } from "./helpers";
import { gif, jpeg, pdf, png, svg } from "./image-bytes";

beforeAll(seed);

function upload(
  cookie: string | null,
  files: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const f of files) form.append("file", new File([f.bytes], f.name, { type: f.type ?? "image/png" }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const headers: Record<string, string> = { origin: BASE };
  if (cookie) headers.cookie = cookie;
  return request("/api/admin/assets", { method: "POST", headers, body: form });
}

describe("POST /api/admin/assets", () => {
  it("stores an image in R2 with its sniffed type and size, and lists it", async () => {
    const editor = await sessionAs("editor");
    const res = await upload(editor, [{ name: "Team Foto.jpg", bytes: jpeg(1200, 800), type: "image/png" }], {
      tags: '["team", " büro ", ""]',
      description: "Das Team",
    });
    expect(res.status).toBe(201);
    const { uploaded, errors } = await json(res);
    expect(errors).toEqual([]);
    const [asset] = uploaded;
    expect(asset).toMatchObject({
      file_name: "Team Foto.jpg",
      mime_type: "image/jpeg",
      width: 1200,
      height: 800,
      alt_text: "Team Foto",
      description: "Das Team",
      tags: ["team", "büro"],
    });
    expect(asset.key).toMatch(/^team-foto-[0-9a-f]{16}\.jpg$/);
    expect(asset.url).toBe(`/media/${asset.key}`);
    expect(asset.size).toBe(jpeg(1200, 800).byteLength);
    const object = await env.MEDIA.head(asset.key);
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");

    const media = await request(asset.url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/jpeg");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(jpeg(1200, 800));
    const again = await request(asset.url, { headers: { "if-none-match": media.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("uploads the good files of a batch and reports the bad ones with the specification's messages", async () => {
    const admin = await sessionAs("admin");
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png(10, 10));
    const res = await upload(admin, [
      { name: "ok.png", bytes: png(64, 32) },
      { name: "riesig.png", bytes: big },
      { name: "boese.svg", bytes: svg(), type: "image/svg+xml" },
      { name: "getarnt.png", bytes: new TextEncoder().encode("<html><script>alert(1)</script>") },
      { name: "flyer.pdf", bytes: pdf(), type: "application/pdf" },
    ]);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.uploaded.map((a: { file_name: string }) => a.file_name)).toEqual(["ok.png", "flyer.pdf"]);
    expect(body.errors).toEqual([
      { file_name: "riesig.png", error: 'Die Datei "riesig.png" ist zu groß. Maximale Größe: 10MB' },
      { file_name: "boese.svg", error: 'Die Datei "boese.svg" ist kein Bild.' },
      { file_name: "getarnt.png", error: 'Die Datei "getarnt.png" ist kein Bild.' },
    ]);
    const listed = await (await env.MEDIA.list()).objects.map((o) => o.key);
    expect(listed.some((k) => k.startsWith("boese"))).toBe(false);
  });

  it("answers 415 / 413 when the only file is refused, 400 without a file, 403 for a viewer, 401 anonymous", async () => {
    const admin = await sessionAs("admin");
    const svgOnly = await upload(admin, [{ name: "x.svg", bytes: svg() }]);
    expect(svgOnly.status).toBe(415);
    expect(await json(svgOnly)).toMatchObject({ error: 'Die Datei "x.svg" ist kein Bild.', code: "unsupported_media_type" });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const tooBig = await upload(admin, [{ name: "b.png", bytes: big }]);
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).code).toBe("payload_too_large");
    expect((await upload(admin, [], { alt_text: "nichts" })).status).toBe(400);
    expect((await upload(await sessionAs("viewer"), [{ name: "v.png", bytes: png(1, 1) }])).status).toBe(403);
    expect((await upload(null, [{ name: "v.png", bytes: png(1, 1) }])).status).toBe(401);
    expect((await call(admin, "POST", "/api/admin/assets", { file: "x" })).status).toBe(415);
  });
});

describe("GET, PATCH and DELETE /api/admin/assets", () => {
  it("searches by name, alt text and tags, filters images/documents, pages on the server", async () => {
    const admin = await sessionAs("admin");
    await upload(admin, [{ name: "suchbild-eins.png", bytes: png(5, 5) }], { tags: "findmich" });
    await upload(admin, [{ name: "zwei.gif", bytes: gif(5, 5) }], { alt_text: "Suchbild Nummer zwei" });
    await upload(admin, [{ name: "dokument.pdf", bytes: pdf() }]);
    const viewer = await sessionAs("viewer");
    const byName = await json(await call(viewer, "GET", "/api/admin/assets?q=suchbild"));
    expect(byName.map((a: { file_name: string }) => a.file_name).sort()).toEqual(["suchbild-eins.png", "zwei.gif"]);
    const byTag = await json(await call(viewer, "GET", "/api/admin/assets?q=findmich"));
    expect(byTag.map((a: { file_name: string }) => a.file_name)).toEqual(["suchbild-eins.png"]);
    const docs = await json(await call(viewer, "GET", "/api/admin/assets?type=documents"));
    expect(docs.every((a: { mime_type: string }) => a.mime_type === "application/pdf")).toBe(true);
    const images = await call(viewer, "GET", "/api/admin/assets?type=images&per_page=1");
    expect((await json(images)).length).toBe(1);
    expect(Number(images.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    expect((await call(viewer, "GET", "/api/admin/assets?type=videos")).status).toBe(400);
    expect((await call(viewer, "GET", "/api/admin/assets?q=100%25")).status).toBe(200);
  });

  it("edits alt text, description and tags; deleting moves it to the trash, purging it removes the R2 object", async () => {
    const admin = await sessionAs("admin");
    const [asset] = (await json(await upload(admin, [{ name: "weg.png", bytes: png(3, 3) }]))).uploaded;
    const edited = await call(admin, "PATCH", `/api/admin/assets/${asset.id}`, { alt_text: "Neu", tags: ["a", " b ", ""] });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ alt_text: "Neu", tags: ["a", "b"], file_name: "weg.png" });
    expect((await call(admin, "PATCH", `/api/admin/assets/${asset.id}`, { file_size: 1 })).status).toBe(400);
    expect((await call(await sessionAs("viewer"), "DELETE", `/api/admin/assets/${asset.id}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/admin/assets/${asset.id}`)).status).toBe(204);
    expect((await call(admin, "GET", `/api/admin/assets/${asset.id}`)).status).toBe(404);
    // the file stays in R2 while it is in the trash, and goes when the trash entry is purged
    expect(await env.MEDIA.head(asset.key)).not.toBeNull();
    const [entry] = await json(await call(admin, "GET", `/api/admin/trash?entity=asset&record_id=${asset.id}`));
    expect((await call(admin, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(204);
    expect(await env.MEDIA.head(asset.key)).toBeNull();
    expect((await request(asset.url)).status).toBe(404);
    expect((await call(admin, "DELETE", `/api/admin/assets/${asset.id}`)).status).toBe(404);
    expect(
      await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'asset' AND entity_id = ?").bind(String(asset.id)).all(),
    ).toMatchObject({ results: [{ action: "update" }, { action: "delete" }] });
  });

  it("serves nothing for unknown or malformed media keys", async () => {
    expect((await request("/media/gibt-es-nicht.png")).status).toBe(404);
    expect((await request("/media/..%2Fsecret")).status).toBe(404);
  });
});
