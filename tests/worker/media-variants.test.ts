/** @file GET /media/<key>?w=<width>: resized WebP copies of media-library pictures, kept in R2; the original as fallback. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, json, sessionAs } from "./content-helpers";
import { BASE, request, seed } from "./helpers";
import { jpeg, pdf, png } from "./image-bytes";

beforeAll(seed);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of data) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array([...type].map((ch) => ch.charCodeAt(0)).concat(...data));
  return [...be32(data.length), ...body, ...be32(crc32(body))];
}

/** A real, decodable RGB PNG of one colour (zlib through CompressionStream). */
async function realPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([22, 125, 136], y * (1 + width * 3) + 1 + x * 3);
  const zlib = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const header = new Uint8Array([...be32(width), ...be32(height), 8, 2, 0, 0, 0]);
  return new Uint8Array([
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    ...chunk("IHDR", header),
    ...chunk("IDAT", zlib),
    ...chunk("IEND", new Uint8Array()),
  ]);
}

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  const res = await request("/api/admin/assets", {
    method: "POST",
    headers: { origin: BASE, cookie: await sessionAs("admin") },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await json(res)).uploaded[0] as { id: number; key: string; url: string };
}

describe("GET /media/<key>?w=", () => {
  it("answers a resized WebP copy, stores it in R2 next to the original, and purging the deleted asset removes both", async () => {
    const asset = await upload("breit.png", await realPng(2000, 20));
    const res = await request(`${asset.url}?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const info = await env.IMAGES.info(res.body!);
    expect(info).toMatchObject({ format: "image/webp", width: 480 });
    expect(await env.MEDIA.head(`variants/480/${asset.key}.webp`)).not.toBeNull();
    // the original is untouched and still served without ?w
    expect((await request(asset.url)).headers.get("content-type")).toBe("image/png");

    const admin = await sessionAs("admin");
    expect((await call(admin, "DELETE", `/api/admin/assets/${asset.id}`)).status).toBe(204);
    // kept while in the trash; purging the entry removes the original and the copy
    expect(await env.MEDIA.head(`variants/480/${asset.key}.webp`)).not.toBeNull();
    const [entry] = (await (await call(admin, "GET", `/api/admin/trash?entity=asset&record_id=${asset.id}`)).json()) as { id: number }[];
    expect((await call(admin, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(204);
    expect(await env.MEDIA.head(`variants/480/${asset.key}.webp`)).toBeNull();
    expect((await request(`${asset.url}?w=480`)).status).toBe(404);
  });

  it("answers ?og=1 with the 1200×630 JPEG crop link previews show, kept in R2 and purged with the asset", async () => {
    const asset = await upload("hoch.png", await realPng(900, 1400));
    const res = await request(`${asset.url}?og=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(await env.IMAGES.info(res.body!)).toMatchObject({ format: "image/jpeg", width: 1200, height: 630 });
    expect(await env.MEDIA.head(`variants/og/${asset.key}.jpg`)).not.toBeNull();
    const admin = await sessionAs("admin");
    expect((await call(admin, "DELETE", `/api/admin/assets/${asset.id}`)).status).toBe(204);
    const [entry] = await json<{ id: number }[]>(await call(admin, "GET", `/api/admin/trash?entity=asset&record_id=${asset.id}`));
    expect((await call(admin, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(204);
    expect(await env.MEDIA.head(`variants/og/${asset.key}.jpg`)).toBeNull();
  });

  it("serves the original for a width it does not make, a document, or a picture it cannot read", async () => {
    const broken = await upload("kaputt.jpg", jpeg(1200, 800));
    for (const query of ["?w=480", "?w=123", "?w=abc"]) {
      const res = await request(broken.url + query);
      expect(res.status, query).toBe(200);
      expect(res.headers.get("content-type"), query).toBe("image/jpeg");
      expect(new Uint8Array(await res.arrayBuffer()), query).toEqual(jpeg(1200, 800));
    }
    const document = await upload("preise.pdf", pdf());
    const res = await request(`${document.url}?w=800`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await env.MEDIA.head(`variants/800/${document.key}.webp`)).toBeNull();
  });

  it("remembers a picture it could not resize instead of trying again on every request; purging the asset drops the mark", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = await upload("kaputt-zwei.jpg", jpeg(1200, 800));
    expect(await env.MEDIA.head(`variants/failed/480/${broken.key}`)).toBeNull();
    expect((await request(`${broken.url}?w=480`)).headers.get("content-type")).toBe("image/jpeg");
    expect(await env.MEDIA.head(`variants/failed/480/${broken.key}`)).not.toBeNull();
    expect((await request(`${broken.url}?w=480`)).headers.get("content-type")).toBe("image/jpeg");
    const admin = await sessionAs("admin");
    expect((await call(admin, "DELETE", `/api/admin/assets/${broken.id}`)).status).toBe(204);
    const [entry] = await json<{ id: number }[]>(await call(admin, "GET", `/api/admin/trash?entity=asset&record_id=${broken.id}`));
    expect((await call(admin, "DELETE", `/api/admin/trash/${entry.id}`)).status).toBe(204);
    expect(await env.MEDIA.head(`variants/failed/480/${broken.key}`)).toBeNull();
  });
});

describe("POST /api/admin/assets image size", () => {
  it("refuses a picture over 50 megapixels with a clear German message, and stores nothing", async () => {
    const form = new FormData();
    form.append("file", new File([png(65_535, 65_535)], "bombe.png"));
    const res = await request("/api/admin/assets", {
      method: "POST",
      headers: { origin: BASE, cookie: await sessionAs("admin") },
      body: form,
    });
    expect(res.status).toBe(413);
    const body = (await json(res)) as { code: string; error: string };
    expect(body.code).toBe("payload_too_large");
    expect(body.error).toBe(
      'Das Bild "bombe.png" ist mit 65535 × 65535 Pixeln zu groß. Erlaubt sind höchstens 50 Megapixel (z. B. 8.000 × 6.000 Pixel).',
    );
    expect((await env.MEDIA.list()).objects.some((o) => o.key.startsWith("bombe"))).toBe(false);
    // 8000 × 6000 is still fine
    const ok = new FormData();
    ok.append("file", new File([png(8000, 6000)], "gross.png"));
    expect(
      (await request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie: await sessionAs("admin") }, body: ok }))
        .status,
    ).toBe(201);
  });
});
