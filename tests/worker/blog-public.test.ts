import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { markdownToHtml as renderMarkdown } from "../../worker/lib/markdown-html";
import { contentChanged, request, seed } from "./helpers";

beforeAll(seed);

let n = 0;
async function insertPost(fields: Record<string, unknown>) {
  const row = {
    title: `Titel ${++n}`,
    slug: `post-${n}-${crypto.randomUUID().slice(0, 6)}`,
    content: "Inhalt",
    excerpt: "Auszug",
    content_status: "published",
    published: 1,
    tags: "[]",
    ...fields,
  };
  const keys = Object.keys(row);
  const res = await env.DB.prepare(
    `INSERT INTO blog_posts (${keys.join(",")}) VALUES (${keys.map(() => "?").join(",")}) RETURNING id, slug`,
  )
    .bind(...Object.values(row))
    .first<{ id: number; slug: string }>();
  await contentChanged();
  return res!;
}

describe("GET /api/blog", () => {
  it("lists published posts only, newest first, in German by default and English with lang=en where present", async () => {
    const old = await insertPost({ title: "Alt", created_at: "2030-01-01T00:00:00.000Z" });
    const fresh = await insertPost({
      title: "Neu",
      title_en: "New",
      excerpt_en: "Summary",
      content_en: "Text",
      created_at: "2030-02-01T00:00:00.000Z",
    });
    const draft = await insertPost({ content_status: "draft", published: 0, created_at: "2030-03-01T00:00:00.000Z" });
    const scheduled = await insertPost({ content_status: "scheduled", published: 0, scheduled_publish_date: "2099-01-01T00:00:00.000Z" });
    const res = await request("/api/blog");
    expect(res.status).toBe(200);
    const posts = (await res.json()) as { id: number; title: string; excerpt: string }[];
    const ids = posts.map((p) => p.id);
    expect(ids).toContain(old.id);
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect(posts.find((p) => p.id === fresh.id)).toMatchObject({ title: "Neu", excerpt: "Auszug" });
    const en = (await (await request("/api/blog?lang=en")).json()) as { id: number; title: string; excerpt: string }[];
    expect(en.find((p) => p.id === fresh.id)).toMatchObject({ title: "New", excerpt: "Summary" });
    expect(en.find((p) => p.id === old.id)).toMatchObject({ title: "Alt", language: "de" });
    expect(en.find((p) => p.id === fresh.id)).toMatchObject({ language: "en" });
    expect((await (await request("/api/blog?limit=1")).json()) as unknown[]).toHaveLength(1);
  });

  it("returns one published post by slug with its content rendered to HTML, 404 for drafts and unknown slugs", async () => {
    const post = await insertPost({ content: "**fett**\nneue Zeile", content_en: "**bold**", tags: '["a","b","c","d"]' });
    const res = await request(`/api/blog?slug=${post.slug}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { content: string; content_html: string; tags: string[] };
    expect(body.content_html).toBe("<p><strong>fett</strong><br/>\nneue Zeile</p>");
    expect(body.tags).toEqual(["a", "b", "c", "d"]);
    expect(((await (await request(`/api/blog?slug=${post.slug}&lang=en`)).json()) as { content_html: string }).content_html).toBe(
      "<p><strong>bold</strong></p>",
    );
    const draft = await insertPost({ content_status: "draft", published: 0 });
    expect((await request(`/api/blog?slug=${draft.slug}`)).status).toBe(404);
    expect((await request("/api/blog?slug=gibt-es-nicht")).status).toBe(404);
    // a post whose flags disagree (only possible through direct DB edits) is not public either
    const odd = await insertPost({ content_status: "draft", published: 1 });
    expect((await request(`/api/blog?slug=${odd.slug}`)).status).toBe(404);
  });

  it("answers 400 for a bad language, limit or an empty slug", async () => {
    expect((await request("/api/blog?lang=fr")).status).toBe(400);
    expect((await request("/api/blog?limit=0")).status).toBe(400);
    expect((await request("/api/blog?limit=abc")).status).toBe(400);
    expect((await request("/api/blog?slug=")).status).toBe(400);
    expect((await request(`/api/blog?slug=${"x".repeat(300)}`)).status).toBe(400);
  });
});

describe("markdown rendering", () => {
  it("renders GitHub extensions and line breaks", () => {
    expect(renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |")).toContain("<table>");
    expect(renderMarkdown("~~weg~~")).toBe("<p><del>weg</del></p>");
    expect(renderMarkdown("- [x] erledigt")).toContain('type="checkbox"');
    expect(renderMarkdown("eins\nzwei")).toContain("<br/>");
  });

  it("never lets raw HTML, event handlers or script URLs through", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="https://ok.example" onclick="alert(1)">x</a>',
        "[klick](javascript:alert(1))",
        "[klick2](JaVaScRiPt:alert(1))",
        "![bild](javascript:alert(1))",
        "[daten](data:text/html;base64,PHNjcmlwdD4=)",
        '<iframe src="https://evil.example"></iframe>',
        "<style>body{display:none}</style>",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|javascript:|data:text/i);
    expect(html).toContain("klick");
  });

  it("opens external links safely and keeps site links as they are", () => {
    expect(renderMarkdown("[x](https://example.com)")).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(renderMarkdown("[x](/kontakt)")).toBe('<p><a href="/kontakt">x</a></p>');
  });
});

describe("posts without an English version on English pages", () => {
  it("are listed in German, marked and linked to the German page; their English address leads there (308)", async () => {
    const post = await insertPost({
      title: "Nur auf Deutsch",
      title_en: "Only a title",
      excerpt: "Deutscher Auszug",
      created_at: "2033-01-01T00:00:00.000Z",
    });
    const list = await (await request("/en/blog")).text();
    const card = list.slice(list.indexOf("Nur auf Deutsch") - 600, list.indexOf("Nur auf Deutsch") + 200);
    expect(card).toContain("In German");
    expect(card).toContain('lang="de"');
    expect(card).toContain(`href="/blog/${post.slug}"`);
    expect(list).not.toContain("Only a title");
    const page = await request(`/en/blog/${post.slug}`, { redirect: "manual" });
    expect(page.status).toBe(308);
    expect(page.headers.get("location")).toMatch(new RegExp(`/blog/${post.slug}$`));
  });
});

describe("GET /blog/rss.xml and /en/blog/rss.xml", () => {
  it("serves RSS 2.0 with the latest published posts, escaped, in each language", async () => {
    const post = await insertPost({
      title: "Daten & <Zukunft>",
      title_en: "Data & future",
      content_en: "Text",
      excerpt: "Über A & B",
      created_at: "2031-01-01T00:00:00.000Z",
      published_at: "2031-01-01T08:00:00.000Z",
      author: "Anna",
      tags: '["KI"]',
    });
    const hidden = await insertPost({ title: "Geheim-Entwurf", content_status: "draft", published: 0 });
    const res = await request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Daten &amp; &lt;Zukunft&gt;</title>");
    expect(xml).toContain(`<link>${env.SITE_URL}/blog/${post.slug}</link>`);
    expect(xml).toContain("<pubDate>Wed, 01 Jan 2031 08:00:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Anna</dc:creator>");
    expect(xml).toContain("<category>KI</category>");
    expect(xml).toContain("<language>de-DE</language>");
    expect(xml).not.toContain(hidden.slug);
    const en = await (await request("/en/blog/rss.xml")).text();
    expect(en).toContain("<title>Data &amp; future</title>");
    expect(en).toContain(`<link>${env.SITE_URL}/en/blog/${post.slug}</link>`);
    expect(en).toContain("<language>en</language>");
  });

  it("holds at most 20 items", async () => {
    for (let i = 0; i < 22; i++) await insertPost({});
    const xml = await (await request("/blog/rss.xml")).text();
    expect(xml.match(/<item>/g)).toHaveLength(20);
  });
});

describe("sitemap", () => {
  it("lists both language addresses of each published post with hreflang alternates, no drafts", async () => {
    const post = await insertPost({ content_en: "Text", updated_at: "2032-01-01T00:00:00.000Z" });
    const germanOnly = await insertPost({});
    const draft = await insertPost({ content_status: "draft", published: 0 });
    const xml = await (await request("/sitemap.xml")).text();
    const base = env.SITE_URL.replace(/\/+$/, "");
    expect(xml).toContain(`<loc>${base}/blog/${post.slug}</loc>`);
    expect(xml).toContain(`<loc>${base}/en/blog/${post.slug}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/en/blog/${post.slug}"/>`);
    expect(xml).toContain("<lastmod>2032-01-01T00:00:00.000Z</lastmod>");
    expect(xml).not.toContain(draft.slug);
    // a post without English text has no English address
    expect(xml).toContain(`<loc>${base}/blog/${germanOnly.slug}</loc>`);
    expect(xml).not.toContain(`${base}/en/blog/${germanOnly.slug}`);
  });
});
