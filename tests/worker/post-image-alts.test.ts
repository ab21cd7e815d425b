/**
 * @file A post's pictures on the public site (issue 42): the featured image carries the media library's German alt text
 * on the German page and its English one on the English page (not the post's title), also as og:image:alt; the
 * BlogPosting JSON-LD always names an image (the site's share image when the post has none); every tag of a post is an
 * article:tag; pictures inside the text are responsive like the rest and hidden when broken.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";
import { send } from "./undo-fixtures";

const SITE = "http://127.0.0.1:8787";
let admin: string;

beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
  await env.DB.prepare(
    "INSERT INTO assets (filename, original_filename, url, mime_type, file_size, alt_text, alt_en) VALUES ('team-workshop-1.jpg', 'w.jpg', '/media/team-workshop-1.jpg', 'image/jpeg', 10, 'Team beim Workshop am Whiteboard', 'Team at the whiteboard in a workshop')",
  ).run();
});

async function publish(slug: string, extra: Record<string, unknown>) {
  const res = await send(admin, "POST", "/api/admin/blog", {
    title: `Beitrag ${slug}`,
    excerpt: "Der Auszug",
    content: "Der Text",
    title_en: `Post ${slug}`,
    excerpt_en: "The excerpt",
    content_en: "The text",
    content_status: "published",
    published: true,
    slug,
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const metaContent = (html: string, property: string) =>
  [...head(html).matchAll(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`, "g"))].map((m) => m[1]);
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as Record<string, unknown>)
    .find((d) => d["@type"] === type);

describe("a post's pictures on the public site", () => {
  it("shows the featured image with the library's alt text of each language, also as og:image:alt", async () => {
    await publish("bild-alt", { featured_image: "/media/team-workshop-1.jpg", tags: ["Daten", "KI", "Cloud"] });
    const de = await (await request("/blog/bild-alt")).text();
    const en = await (await request("/en/blog/bild-alt")).text();
    expect(de).toMatch(/<img class="blog-article__image"[^>]*alt="Team beim Workshop am Whiteboard"/);
    expect(en).toMatch(/<img class="blog-article__image"[^>]*alt="Team at the whiteboard in a workshop"/);
    expect(de).not.toMatch(/<img class="blog-article__image"[^>]*alt="Beitrag bild-alt"/);
    expect(metaContent(de, "og:image:alt")).toEqual(["Team beim Workshop am Whiteboard"]);
    expect(metaContent(en, "og:image:alt")).toEqual(["Team at the whiteboard in a workshop"]);
    expect(metaContent(en, "twitter:image:alt")).toEqual(["Team at the whiteboard in a workshop"]);
    // every tag survives the merge with the site's tags
    expect(metaContent(de, "article:tag")).toEqual(["Daten", "KI", "Cloud"]);
    expect(jsonLd(de, "BlogPosting")?.image).toBe(`${SITE}/media/team-workshop-1.jpg`);
  });

  it("names the site's share image (with its alt text) when the post has no picture", async () => {
    await publish("ohne-bild", {});
    const de = await (await request("/blog/ohne-bild")).text();
    expect(jsonLd(de, "BlogPosting")?.image).toBe(`${SITE}/img/og-default.png`);
    expect(metaContent(de, "og:image")).toEqual([`${SITE}/img/og-default.png`]);
    expect(metaContent(de, "og:image:alt")[0]).toMatch(/^Grafik in den Farben von /);
  });

  it("makes pictures inside the text responsive and hidden when broken; the API names the alt text too", async () => {
    await publish("bild-im-text", { content: "Vorher\n\n![Team beim Workshop am Whiteboard](/media/team-workshop-1.jpg)" });
    const html = await (await request("/blog/bild-im-text")).text();
    const img = html.match(/<div class="blog-prose">.*?(<img [^>]*>)/s)?.[1] ?? "";
    expect(img).toContain('src="/media/team-workshop-1.jpg?w=800"');
    expect(img).toMatch(/srcSet="\/media\/team-workshop-1\.jpg\?w=480 480w,.*1600w"/);
    expect(img).toContain('sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"');
    expect(img).toContain('data-hide-broken=""');
    expect(img).toContain('alt="Team beim Workshop am Whiteboard"');
    await publish("api-alt", { featured_image: "/media/team-workshop-1.jpg" });
    const post = (await (await request("/api/blog?slug=api-alt&lang=en")).json()) as { featured_image_alt: string | null };
    expect(post.featured_image_alt).toBe("Team at the whiteboard in a workshop");
  });
});
