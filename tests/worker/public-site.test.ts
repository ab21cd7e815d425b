/** @file The public site as the worker serves it: SSR head, 404 status, site name setting, sitemap, robots, data endpoints. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addSitemapProvider } from "../../worker/domain/site/sitemap";
import { contentChanged, request, seed } from "./helpers";

const SITE = "http://127.0.0.1:8787";

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const match = (html: string, re: RegExp) => html.match(re)?.[1];

describe("server-rendered pages", () => {
  it("render the German about page with its head: title prefix, canonical, hreflang, OG, JSON-LD", async () => {
    await seed();
    const res = await request("/ueber-uns");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const h = head(html);
    expect(match(h, /<title>([^<]+)<\/title>/)).toBe("Muster Consulting GmbH | Über uns – Unternehmen und Philosophie");
    expect(match(h, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}/ueber-uns`);
    expect(match(h, /hrefLang="en" href="([^"]+)"/)).toBe(`${SITE}/en/about`);
    expect(match(h, /hrefLang="x-default" href="([^"]+)"/)).toBe(`${SITE}/ueber-uns`);
    expect(match(h, /<meta property="og:locale" content="([^"]+)"/)).toBe("de_DE");
    expect(h).toContain('"@type":"Organization"');
    expect(h).toContain('"@type":"BreadcrumbList"');
    expect(h).toContain('<meta name="robots" content="index, follow"');
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain('id="company"');
    expect(html).toContain('id="philosophy"');
  });

  it("mark the legal notice, privacy and cookie pages noindex", async () => {
    for (const path of ["/impressum", "/en/legal", "/datenschutz", "/en/privacy", "/cookies", "/en/cookies"]) {
      const html = await (await request(path)).text();
      expect(match(head(html), /<meta name="robots" content="([^"]+)"/), path).toBe("noindex, follow");
    }
  });

  it("add schema.org Service data on service pages only", async () => {
    expect(await (await request("/en/services/business-analysis")).text()).toContain('"@type":"Service"');
    expect(await (await request("/en/contact")).text()).not.toContain('"@type":"Service"');
  });

  it("answer unknown paths with status 404 and the not-found page in the URL's language", async () => {
    const de = await request("/gibt-es-nicht");
    expect(de.status).toBe(404);
    const deHtml = await de.text();
    expect(deHtml).toContain("<h1>Seite nicht gefunden</h1>");
    expect(deHtml).toContain('<meta name="robots" content="noindex"');
    const en = await request("/en/nothing/here");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("<h1>Page not found</h1>");
  });

  it("use the site_name setting as the company name in titles and the page", async () => {
    await seed();
    await env.DB.prepare("UPDATE site_settings SET value = ? WHERE key = 'site_name'").bind("Beispiel Beratung AG").run();
    try {
      const html = await (await request("/kontakt")).text();
      expect(match(html, /<title>([^<]+)<\/title>/)).toBe("Beispiel Beratung AG | Kontakt");
      expect(html).toContain('"name":"Beispiel Beratung AG"');
    } finally {
      await env.DB.prepare("UPDATE site_settings SET value = ? WHERE key = 'site_name'").bind("Muster Consulting GmbH").run();
    }
  });

  it("show the team from D1 and fall back to the built-in list when nobody is active", async () => {
    await seed();
    await env.DB.prepare("UPDATE team_members SET name = 'Zora Datenbank' WHERE name = 'Eva Lindner'").run();
    await contentChanged();
    expect(await (await request("/team")).text()).toContain("Zora Datenbank");
    await env.DB.prepare("UPDATE team_members SET active = 0").run();
    await contentChanged();
    const html = await (await request("/team")).text();
    expect(html).toContain("Eva Lindner");
    expect(html).not.toContain("Zora Datenbank");
    await env.DB.prepare("UPDATE team_members SET active = 1").run();
    await contentChanged();
  });

  it("feed the home about block from the home page record's 'about' section", async () => {
    await seed();
    await env.DB.prepare(
      "UPDATE page_sections SET title = 'Wer wir sind', content = 'Ein Text aus der Datenbank.' WHERE section_key = 'about' AND page_id = (SELECT id FROM pages WHERE slug = 'home')",
    ).run();
    await contentChanged();
    const html = await (await request("/")).text();
    expect(html).toContain("Wer wir sind");
    expect(html).toContain("Ein Text aus der Datenbank.");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the indexable pages in both languages with hreflang alternates, not the noindex ones", async () => {
    const res = await request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/en/services/data-analytics</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/ueber-uns"/>`);
    expect(xml).not.toContain("/impressum");
    expect(xml).not.toContain("/en/privacy");
  });

  it("includes URLs of registered providers and survives a failing one", async () => {
    const removals = [
      addSitemapProvider(async () => [{ de: "/blog/ein-beitrag", en: "/en/blog/ein-beitrag", lastmod: "2026-11-01" }]),
      addSitemapProvider(async () => {
        throw new Error("provider down");
      }),
    ];
    try {
      // new sitemap sources come with a deployment, which the cache key follows; here the content version stands in
      await contentChanged();
      const xml = await (await request("/sitemap.xml")).text();
      expect(xml).toContain(`<loc>${SITE}/blog/ein-beitrag</loc>`);
      expect(xml).toContain("<lastmod>2026-11-01</lastmod>");
      expect(xml).toContain(`<loc>${SITE}/ueber-uns</loc>`);
    } finally {
      // the isolate is shared with the other test files (vitest.config.ts): their sitemaps must not see these
      for (const remove of removals) remove();
    }
  });
});

describe("GET /robots.txt", () => {
  it("points to the sitemap and disallows /admin and /api", async () => {
    const res = await request("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("GET /api/messages and /api/content/:name", () => {
  it("returns the UI strings of both languages", async () => {
    const body = (await (await request("/api/messages")).json()) as Record<string, Record<string, string>>;
    expect(body.de["notFound.title"]).toBe("Seite nicht gefunden");
    expect(body.en["notFound.title"]).toBe("Page not found");
    expect(body.en["meta.contact.title"]).toBe("Contact");
  });

  it("returns the home content bundle and 404 for an unknown one", async () => {
    const res = await request("/api/content/home");
    expect(res.status).toBe(200);
    const home = (await res.json()) as { testimonials: unknown[]; clients: unknown[]; services: unknown[] };
    expect(home.testimonials).toHaveLength(6);
    expect(home.clients).toHaveLength(11);
    expect(home.services).toHaveLength(5);
    const missing = await request("/api/content/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Inhalt nicht gefunden", code: "not_found" });
  });
});

describe("team expertise in the page's language", () => {
  it("shows English tags on /en/team where a member has them, the German ones otherwise", async () => {
    await seed();
    const de = await (await request("/team")).text();
    const en = await (await request("/en/team")).text();
    expect(de).toContain(">IT-Strategie<");
    expect(en).toContain(">IT strategy<");
    expect(en).not.toContain(">IT-Strategie<");
    expect(en).not.toContain(">Enterprise-Architektur<");
    // names of methods and tools need no translation: shown as they are
    expect(en).toContain(">Requirements Engineering<");
  });
});

describe("page changes without a client router (issue 47)", () => {
  it("every page asks the browser to prefetch public links on hover and prerender the navigation's pages, never the admin area, the API, previews or files", async () => {
    await seed();
    for (const path of ["/", "/en/services", "/blog", "/kontakt"]) {
      const html = await (await request(path)).text();
      const rules = JSON.parse(match(html, /<script type="speculationrules">([^<]+)<\/script>/) ?? "null");
      expect(rules?.prefetch?.[0]?.eagerness, path).toBe("moderate");
      const excluded = JSON.stringify(rules.prefetch[0].where);
      for (const never of ["/admin/*", "/api/*", "/blog/preview/*", "/media/*"]) expect(excluded, path).toContain(never);
      expect(JSON.stringify(rules.prerender[0].where), path).toContain(".nav a");
      // no client router and no router state in the page
      expect(html, path).not.toMatch(/\$_TSR|__TSR_/);
    }
  });
});
