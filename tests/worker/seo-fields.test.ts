/**
 * @file A post's SEO fields (issue 31): validated by the blog API, rendered in the public head in each language (title,
 * description, og:*, twitter:*, canonical, robots), noindex and syndicated posts left out of the sitemap, and part of
 * the post's revisions, so a restore brings them back. Also: the site's own absolute media addresses get a srcset.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SEO_INPUT_FIELDS } from "../../common/schemas/seo";
import { json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";
import { inputs, send } from "./undo-fixtures";

const SITE = "http://127.0.0.1:8787";
let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

const head = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf("</head>"));
};
const meta = (h: string, attr: "name" | "property", key: string) =>
  h.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
const post = (extra: Record<string, unknown>) => ({
  title: "Daten im Mittelstand",
  title_en: "Data in mid-sized firms",
  content: "Text",
  content_en: "Text in English",
  excerpt: "Der Auszug",
  excerpt_en: "The excerpt",
  content_status: "published",
  published: true,
  ...extra,
});

async function create(body: Record<string, unknown>) {
  const res = await send(admin, "POST", "/api/admin/blog", body);
  const saved = await json(res);
  expect(res.status, JSON.stringify(saved)).toBe(201);
  return saved as { id: number; slug: string; version: number };
}

describe("SEO fields of a post in the public head", () => {
  it("uses the meta title and description of each language, the share image's 1200×630 crop, and index", async () => {
    const saved = await create(
      post({
        slug: "seo-eigene-texte",
        meta_title: "Datenstrategie für den Mittelstand",
        meta_title_en: "Data strategy for mid-sized firms",
        meta_description: "Wie mittelständische Firmen ihre Daten nutzen.",
        meta_description_en: "How mid-sized firms use their data.",
        og_image: "/media/teaser-abc.jpg",
      }),
    );
    const de = await head(`/blog/${saved.slug}`);
    expect(de).toContain("<title>Datenstrategie für den Mittelstand</title>");
    expect(meta(de, "name", "description")).toBe("Wie mittelständische Firmen ihre Daten nutzen.");
    expect(meta(de, "property", "og:title")).toBe("Datenstrategie für den Mittelstand");
    expect(meta(de, "property", "og:description")).toBe("Wie mittelständische Firmen ihre Daten nutzen.");
    expect(meta(de, "property", "og:image")).toBe(`${SITE}/media/teaser-abc.jpg?og=1`);
    expect(meta(de, "name", "twitter:title")).toBe("Datenstrategie für den Mittelstand");
    expect(meta(de, "name", "twitter:description")).toBe("Wie mittelständische Firmen ihre Daten nutzen.");
    expect(meta(de, "name", "twitter:image")).toBe(`${SITE}/media/teaser-abc.jpg?og=1`);
    expect(meta(de, "name", "robots")).toBe("index, follow");
    expect(de).toContain(`<link rel="canonical" href="${SITE}/blog/${saved.slug}"`);

    const en = await head(`/en/blog/${saved.slug}`);
    expect(en).toContain("<title>Data strategy for mid-sized firms</title>");
    expect(meta(en, "name", "description")).toBe("How mid-sized firms use their data.");
    expect(meta(en, "property", "og:title")).toBe("Data strategy for mid-sized firms");
  });

  it("falls back to the post's title with the blog suffix, its excerpt and its featured image when the fields are empty", async () => {
    const saved = await create(post({ slug: "seo-ohne-eigene-texte", featured_image: "/media/bild-1.png" }));
    const de = await head(`/blog/${saved.slug}`);
    expect(de).toContain("<title>Daten im Mittelstand | Muster Consulting GmbH Blog</title>");
    expect(meta(de, "name", "description")).toBe("Der Auszug");
    expect(meta(de, "property", "og:image")).toBe(`${SITE}/media/bild-1.png`);
    const en = await head(`/en/blog/${saved.slug}`);
    expect(meta(en, "name", "description")).toBe("The excerpt");
  });

  it("noindex puts robots noindex in the head and keeps the post out of the sitemap", async () => {
    const saved = await create(post({ slug: "seo-noindex", noindex: true }));
    expect(meta(await head(`/blog/${saved.slug}`), "name", "robots")).toBe("noindex, follow");
    expect(meta(await head(`/en/blog/${saved.slug}`), "name", "robots")).toBe("noindex, follow");
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/blog/seo-noindex");
    expect(sitemap).toContain("/blog/seo-ohne-eigene-texte");
  });

  it("a syndicated post's canonical address points at the original (og:url too) and leaves the sitemap", async () => {
    const original = "https://fachmagazin.example/artikel/daten-im-mittelstand";
    const saved = await create(post({ slug: "seo-uebernommen", canonical_url: original }));
    const de = await head(`/blog/${saved.slug}`);
    expect(de).toContain(`<link rel="canonical" href="${original}"`);
    expect(meta(de, "property", "og:url")).toBe(original);
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/blog/seo-uebernommen");
  });
});

describe("SEO fields in the blog API", () => {
  it("refuses a share image outside the media library and a canonical that is no absolute address, with field errors", async () => {
    for (const [field, value] of [
      ["og_image", "https://example.com/x.jpg"],
      ["og_image", "/media/../etc"],
      ["canonical_url", "/blog/anderswo"],
      ["canonical_url", "javascript:alert(1)"],
      ["noindex", "ja"],
    ] as const) {
      const res = await send(admin, "POST", "/api/admin/blog", post({ [field]: value }));
      expect(res.status, `${field}=${value}`).toBe(400);
      const body = await json(res);
      expect(body.code).toBe("validation_failed");
      expect(Object.keys(body.details.fields)).toEqual([field]);
    }
  });

  it("keeps the fields in the revisions: restoring an earlier one brings its meta title and noindex back", async () => {
    const saved = await create(post({ slug: "seo-verlauf", meta_title: "Erster Meta-Titel" }));
    const update = post({ slug: "seo-verlauf", meta_title: "Zweiter Meta-Titel", noindex: true });
    expect((await send(admin, "PUT", `/api/admin/blog/${saved.id}`, update, 1)).status).toBe(200);
    expect(await head(`/blog/seo-verlauf`)).toContain("<title>Zweiter Meta-Titel</title>");
    const revisions = await json(await send(admin, "GET", `/api/admin/blog/${saved.id}/revisions`));
    const first = revisions.find((r: { version: number }) => r.version === 1);
    const one = await json(await send(admin, "GET", `/api/admin/blog/${saved.id}/revisions/${first.id}`));
    // (the snapshot is the stored row as SQLite wrote it: booleans as 0/1)
    expect(one.snapshot).toMatchObject({ meta_title: "Erster Meta-Titel", noindex: 0 });
    const restored = await send(admin, "POST", `/api/admin/blog/${saved.id}/revisions/${first.id}/restore`, undefined, 2);
    expect(restored.status).toBe(200);
    const h = await head(`/blog/seo-verlauf`);
    expect(h).toContain("<title>Erster Meta-Titel</title>");
    expect(meta(h, "name", "robots")).toBe("index, follow");
  });

  it("restores a revision saved before the SEO fields existed (its snapshot lacks them) as a post without them", async () => {
    const saved = await create(post({ slug: "seo-alte-fassung" }));
    const update = post({ slug: "seo-alte-fassung", meta_title: "Neuer Meta-Titel", noindex: true });
    expect((await send(admin, "PUT", `/api/admin/blog/${saved.id}`, update, 1)).status).toBe(200);
    const revisions = await json(await send(admin, "GET", `/api/admin/blog/${saved.id}/revisions`));
    const first = revisions.find((r: { version: number }) => r.version === 1);
    const fields = SEO_INPUT_FIELDS.map((f) => `'$.${f}'`).join(", ");
    await env.DB.prepare(`UPDATE revisions SET snapshot = json_remove(snapshot, ${fields}) WHERE id = ?`).bind(first.id).run();
    const restored = await send(admin, "POST", `/api/admin/blog/${saved.id}/revisions/${first.id}/restore`, undefined, 2);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await json(restored)).toMatchObject({ meta_title: null, noindex: false, og_image: null, canonical_url: null });
  });
});

describe("SEO fields of a page", () => {
  it("a custom page's share image (its crop) and noindex reach its head in both languages and keep it out of the sitemap", async () => {
    const body = inputs.pages({ slug: "seo-seite", published: true, og_image: "/media/seite-abc.png", noindex: true });
    const res = await send(admin, "POST", "/api/admin/pages", body);
    expect(res.status, await res.clone().text()).toBe(201);
    for (const path of ["/seo-seite", "/en/seo-seite"]) {
      const h = await head(path);
      expect(meta(h, "property", "og:image"), path).toBe(`${SITE}/media/seite-abc.png?og=1`);
      expect(meta(h, "name", "robots"), path).toBe("noindex, follow");
    }
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/seo-seite");
    const bad = await send(admin, "POST", "/api/admin/pages", inputs.pages({ og_image: "https://example.com/x.png" }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).details.fields)).toEqual(["og_image"]);
  });

  it("a built-in page's record gives it a share image and noindex, and takes it out of the sitemap", async () => {
    expect(await (await request("/sitemap.xml")).text()).toContain(`${SITE}/projekte<`);
    const body = inputs.pages({ slug: "projekte", title: "Projekte", published: true, og_image: "/media/projekte-abc.jpg", noindex: true });
    expect((await send(admin, "POST", "/api/admin/pages", body)).status).toBe(201);
    const h = await head("/projekte");
    expect(meta(h, "property", "og:image")).toBe(`${SITE}/media/projekte-abc.jpg?og=1`);
    expect(meta(h, "name", "robots")).toBe("noindex, follow");
    expect(await (await request("/sitemap.xml")).text()).not.toContain(`${SITE}/projekte<`);
  });
});

describe("media URLs on public pages", () => {
  it("an absolute address of the site's own /media/ picture gets the resized copies and srcset of a site path", async () => {
    const saved = await create(post({ slug: "bild-mit-voller-adresse", featured_image: `${SITE}/media/voll-abc.jpg` }));
    const html = await (await request(`/blog/${saved.slug}`)).text();
    expect(html.match(/srcSet="([^"]*voll-abc[^"]*)"/)?.[1]).toBe(
      "/media/voll-abc.jpg?w=480 480w,/media/voll-abc.jpg?w=800 800w,/media/voll-abc.jpg?w=1200 1200w,/media/voll-abc.jpg?w=1600 1600w",
    );
  });
});
