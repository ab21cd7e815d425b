import { beforeAll, describe, expect, it } from "vitest";
import { asStaff, createStaff, request, seed, signIn } from "./helpers";

beforeAll(seed);

describe("server-rendered blog pages", () => {
  it("/blog lists the published seeded posts with date, author, at most 3 tags and 'Weiterlesen'", async () => {
    const res = await request("/blog");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Datenstrategie im Mittelstand");
    expect(html).toContain("Weiterlesen");
    expect(html).toContain("Claudia Hartmann");
    expect(html).toMatch(/\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
    // the seeded post has 4 tags: the card shows 3
    expect(html).toContain("Mittelstand");
    expect(html).not.toContain(">Governance<");
    // scheduled posts are not public
    expect(html).not.toContain("Ausblick: Cloud-Datenplattformen 2027");
  });

  it("/en/blog shows English titles where present", async () => {
    const html = await (await request("/en/blog")).text();
    expect(html).toContain("Data strategy for mid-sized companies");
    expect(html).toContain("Read more");
  });

  it("/blog/{slug} renders the post's markdown as HTML with all tags", async () => {
    const res = await request("/blog/datenstrategie-im-mittelstand");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h2>Warum eine Datenstrategie?</h2>");
    expect(html).toContain("<table>");
    expect(html).toContain(">Governance<");
    expect(html).toContain("Zurück zur Übersicht");
    // the breadcrumb names the post by its title, not its slug
    expect(/<li aria-current="page">([^<]*)<\/li>/.exec(html)?.[1]).toMatch(/^Datenstrategie im Mittelstand/);
    const en = await (await request("/en/blog/datenstrategie-im-mittelstand")).text();
    expect(/<li aria-current="page">([^<]*)<\/li>/.exec(en)?.[1]).toMatch(/^Data strategy for mid-sized companies/);
  });

  it("a post's head: title with blog suffix, excerpt, canonical, hreflang, OG article tags, BlogPosting JSON-LD", async () => {
    const html = await (await request("/blog/datenstrategie-im-mittelstand")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title>Datenstrategie im Mittelstand: in fünf Schritten zum Nutzen | Muster Consulting GmbH Blog</title>");
    expect(head).toMatch(/<meta name="description" content="Viele Unternehmen sammeln Daten/);
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/blog\/datenstrategie-im-mittelstand"/);
    expect(head).toMatch(/hrefLang="en" href="[^"]*\/en\/blog\/datenstrategie-im-mittelstand"/);
    expect(head).toContain('<meta property="og:type" content="article"');
    expect(head).toContain('<meta property="article:tag" content="Governance"');
    expect(head).toContain('<meta property="article:published_time"');
    expect(head).toContain('"@type":"BlogPosting"');
    expect(head).toContain('"headline":"Datenstrategie im Mittelstand: in fünf Schritten zum Nutzen"');
    expect(head).toContain('type="application/rss+xml"');
  });

  it("an unknown slug answers 404 with the blog's not-found page", async () => {
    const res = await request("/blog/gibt-es-nicht");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Blog-Post nicht gefunden");
    expect(html).toContain("Der angeforderte Blog-Post konnte nicht gefunden werden.");
    expect(html).toContain("Zurück zur Blog-Übersicht");
    expect(html).toMatch(/<title>[^<]*Blog-Post nicht gefunden<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect((await request("/en/blog/does-not-exist")).status).toBe(404);
  });

  it("/blog/preview/{token} renders a draft for a valid token, the spec's texts otherwise, never cached", async () => {
    const admin = await createStaff("admin");
    const cookie = await signIn(admin.email, admin.password);
    const post = (await (
      await request("/api/admin/blog", {
        method: "POST",
        headers: asStaff(cookie),
        body: JSON.stringify({ title: "Noch geheim", content: "Entwurfstext", excerpt: "Auszug" }),
      })
    ).json()) as { id: number };
    const link = (await (
      await request(`/api/admin/blog/${post.id}/preview-link`, { method: "POST", headers: asStaff(cookie) })
    ).json()) as { token: string };
    const res = await request(`/blog/preview/${link.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = await res.text();
    expect(html).toContain("Noch geheim");
    expect(html).toContain("Entwurf");
    expect(html).toContain("Wörter");
    const bad = await (await request("/blog/preview/kaputt")).text();
    expect(bad).toContain("Preview nicht verfügbar");
    expect(bad).toContain("Ungültiger Preview-Token");
    expect(await (await request("/blog/preview")).text()).toContain("Kein Preview-Token gefunden");
  });
});

describe("the blog list when its posts cannot be read", () => {
  it("keeps the page title and subtitle above the error box and its retry button", async () => {
    const { env } = await import("cloudflare:workers");
    await env.DB.prepare("ALTER TABLE blog_posts RENAME TO blog_posts_unreadable").run();
    try {
      const html = await (await request("/blog")).text();
      const main = html.slice(html.indexOf("<main"));
      const title = main.indexOf("<h1>Blog</h1>");
      const error = main.indexOf('class="blog-error"');
      expect(title).toBeGreaterThan(-1);
      expect(main).toContain("blog-page__subtitle");
      expect(error).toBeGreaterThan(title);
    } finally {
      await env.DB.prepare("ALTER TABLE blog_posts_unreadable RENAME TO blog_posts").run();
    }
  });
});
