/**
 * @file Language links of every public page kind (issue 42): the top bar's language switch leads to the page's own
 * address in the other language (a post's or custom page's English slug, and back) and answers 200 without a redirect;
 * the head's hreflang alternates name only pages that exist in that language, each answering 200 without a redirect,
 * and say the same as the sitemap's entry for the page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";
import { send } from "./undo-fixtures";

const SITE = "http://127.0.0.1:8787";
let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

/** The answer itself, not where a redirect leads. */
const manual = (path: string) => request(path, { redirect: "manual" });
const pathOf = (href: string) => (href.startsWith(SITE) ? href.slice(SITE.length) || "/" : href);
const decode = (s: string) => s.replaceAll("&amp;", "&");

/** The head's hreflang links: language → path. */
function headAlternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)];
  return Object.fromEntries(links.map(([, lang, href]) => [lang, pathOf(decode(href))]));
}

/** The top bar's language switch: its target (path and anchor). */
function languageSwitch(html: string): string {
  const tag = html.match(/<a[^>]*class="top-bar__lang"[^>]*>/)?.[0];
  const href = tag?.match(/href="([^"]*)"/)?.[1];
  if (!href) throw new Error("no language switch in the page");
  return decode(href);
}

/** Every sitemap entry: its address → its hreflang links (language → path). */
async function sitemap(): Promise<Map<string, Record<string, string>>> {
  const xml = await (await request("/sitemap.xml")).text();
  const entries = new Map<string, Record<string, string>>();
  for (const url of xml.split("<url>").slice(1)) {
    const loc = pathOf(decode(url.match(/<loc>([^<]+)<\/loc>/)![1]));
    const links = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
    entries.set(loc, Object.fromEntries(links.map(([, lang, href]) => [lang, pathOf(decode(href))])));
  }
  return entries;
}

async function create(path: string, body: Record<string, unknown>) {
  const res = await send(admin, "POST", path, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Beitrag ${slug}`,
  content: "## Teil eins\n\nDer Text",
  excerpt: "Der Auszug",
  content_status: "published",
  published: true,
  slug,
  ...extra,
});
const english = { title_en: "An English post", excerpt_en: "The excerpt", content_en: "## Part one\n\nThe text" };
const page = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Seite ${slug}`,
  slug,
  template: "default",
  published: true,
  meta_description: "Eine Seite.",
  sections: [{ section_key: "intro", title: "Titel", title_en: "Title", content: "Inhalt", content_en: "Content" }],
  translations: [{ language: "en", title: "A page", meta_description: "A page." }],
  ...extra,
});

/**
 * What every page of the site must hold: it answers 200; its hreflang alternates answer 200 without a redirect, include
 * itself, and (where the sitemap lists it) equal the sitemap's; its language switch answers 200 without a redirect and
 * leads to its alternate in the other language where it has one.
 */
async function checkPage(path: string, listed: Map<string, Record<string, string>>) {
  const res = await manual(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const alternates = headAlternates(html);
  expect(Object.values(alternates), path).toContain(path);
  for (const [lang, href] of Object.entries(alternates)) {
    const answer = await manual(href);
    expect(answer.status, `${path}: hreflang ${lang} ${href}`).toBe(200);
  }
  if (listed.has(path)) expect(listed.get(path), `${path}: head and sitemap`).toEqual(alternates);
  const other = path === "/en" || path.startsWith("/en/") ? "de" : "en";
  const target = languageSwitch(html);
  const answer = await manual(target.split("#")[0]);
  expect(answer.status, `${path}: switch to ${target}`).toBe(200);
  if (alternates[other]) expect(target, `${path}: switch`).toBe(alternates[other]);
  return { alternates, target };
}

describe("language links of every public page kind", () => {
  it("services and the blog: both languages, switch and hreflang from the route map, as in the sitemap", async () => {
    const listed = await sitemap();
    for (const path of ["/leistungen", "/en/services", "/leistungen/data-analytics", "/en/services/data-analytics", "/blog", "/en/blog"]) {
      const { alternates } = await checkPage(path, listed);
      expect(Object.keys(alternates).sort(), path).toEqual(["de", "en", "x-default"]);
      expect(listed.has(path), path).toBe(true);
    }
  });

  it("a post with an English slug: the switch maps one slug to the other in both directions", async () => {
    await create("/api/admin/blog", post("sprache-mit-slug", { ...english, slug_en: "language-with-slug" }));
    const listed = await sitemap();
    const de = await checkPage("/blog/sprache-mit-slug", listed);
    const en = await checkPage("/en/blog/language-with-slug", listed);
    expect(de.target).toBe("/en/blog/language-with-slug");
    expect(en.target).toBe("/blog/sprache-mit-slug");
    expect(de.alternates).toEqual({
      de: "/blog/sprache-mit-slug",
      en: "/en/blog/language-with-slug",
      "x-default": "/blog/sprache-mit-slug",
    });
    expect(en.alternates).toEqual(de.alternates);
    expect(listed.get("/en/blog/language-with-slug")).toEqual(de.alternates);
    // what the old switch made of the English address is no page at all
    expect((await manual("/blog/language-with-slug")).status).toBe(404);
  });

  it("a post with English text under its German slug: both languages at the same slug", async () => {
    await create("/api/admin/blog", post("sprache-ohne-slug", english));
    const listed = await sitemap();
    const de = await checkPage("/blog/sprache-ohne-slug", listed);
    const en = await checkPage("/en/blog/sprache-ohne-slug", listed);
    expect([de.target, en.target]).toEqual(["/en/blog/sprache-ohne-slug", "/blog/sprache-ohne-slug"]);
    expect(Object.keys(de.alternates).sort()).toEqual(["de", "en", "x-default"]);
  });

  it("a post without English text names no English page: no hreflang en or x-default, as in the sitemap; the switch leads to the English blog", async () => {
    await create("/api/admin/blog", post("nur-deutsch"));
    const listed = await sitemap();
    const de = await checkPage("/blog/nur-deutsch", listed);
    expect(de.alternates).toEqual({ de: "/blog/nur-deutsch" });
    expect(listed.get("/blog/nur-deutsch")).toEqual({ de: "/blog/nur-deutsch" });
    expect([...listed.keys()]).not.toContain("/en/blog/nur-deutsch");
    expect(de.target).toBe("/en/blog");
    // its English address is no page: it answers 308 to the German one, so nothing names it
    const en = await manual("/en/blog/nur-deutsch");
    expect([en.status, en.headers.get("location")]).toEqual([308, "/blog/nur-deutsch"]);
    const html = await (await request("/blog/nur-deutsch")).text();
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('content="en_US"');
  });

  it("a custom page with an English slug: the switch maps one slug to the other in both directions", async () => {
    await create("/api/admin/pages", page("sprachseite", { slug_en: "language-page" }));
    const listed = await sitemap();
    const de = await checkPage("/sprachseite", listed);
    const en = await checkPage("/en/language-page", listed);
    expect([de.target, en.target]).toEqual(["/en/language-page", "/sprachseite"]);
    expect(de.alternates).toEqual({ de: "/sprachseite", en: "/en/language-page", "x-default": "/sprachseite" });
    expect(listed.get("/sprachseite")).toEqual(de.alternates);
  });

  it("a custom page without an English slug (and without English texts) is in both languages under its German slug", async () => {
    await create(
      "/api/admin/pages",
      page("ohne-englisch", { translations: [], sections: [{ section_key: "intro", title: "Nur Deutsch" }] }),
    );
    const listed = await sitemap();
    const de = await checkPage("/ohne-englisch", listed);
    const en = await checkPage("/en/ohne-englisch", listed);
    expect([de.target, en.target]).toEqual(["/en/ohne-englisch", "/ohne-englisch"]);
    expect(listed.get("/en/ohne-englisch")).toEqual(de.alternates);
  });

  it("every hreflang alternate in the sitemap answers 200 without a redirect", async () => {
    const listed = await sitemap();
    const hrefs = new Set([...listed.values()].flatMap((links) => Object.values(links)));
    for (const href of hrefs) expect((await manual(href)).status, href).toBe(200);
  });
});
