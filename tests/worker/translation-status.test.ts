/**
 * @file Bilingual editing (issue 31): a post's per-field translation status ("EN fehlt", "EN veraltet", "EN aktuell")
 * kept by the save path and the list's filter; English slugs with their hreflang pair, the 301 from the German slug on
 * English addresses, redirects when either slug changes, the fallback for posts without one, and restore.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fieldStates, POST_TRANSLATED_FIELDS, translationState } from "../../common/translation";
import { json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";
import { expectFilterRefuses, idsListedAs } from "./translation-filter";
import { send } from "./undo-fixtures";

const SITE = "http://127.0.0.1:8787";
let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

/** The answer itself, not where a redirect leads. */
const manual = (path: string) => request(path, { redirect: "manual" });

type Saved = Record<string, unknown> & { id: number; slug: string; version: number };
const post = (extra: Record<string, unknown>) => ({
  title: "Daten im Mittelstand",
  title_en: "Data in mid-sized firms",
  content: "Der Text",
  content_en: "The text",
  excerpt: "Der Auszug",
  excerpt_en: "The excerpt",
  content_status: "published",
  published: true,
  ...extra,
});

async function save(method: "POST" | "PUT", path: string, body: Record<string, unknown>, version?: number) {
  const res = await send(admin, method, path, body, version);
  const saved = await json(res);
  expect(res.status, JSON.stringify(saved)).toBe(method === "POST" ? 201 : 200);
  return saved as Saved;
}
const listed = (state: string) => idsListedAs(admin, "/api/admin/blog", state);
const states = (p: Saved) => fieldStates(p, p.translation_sources as Record<string, string>, POST_TRANSLATED_FIELDS);
const hreflang = (html: string, lang: string) =>
  html.match(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`, "i"))?.[1];

describe("translation status of a post", () => {
  it("marks exactly the changed German field 'EN veraltet' and returns to 'EN aktuell' once its English is saved", async () => {
    const a = await save("POST", "/api/admin/blog", post({ slug: "status-a" }));
    const b = await save("POST", "/api/admin/blog", post({ slug: "status-b" }));
    expect(translationState("post", a)).toBe("current");
    expect(await listed("current")).toEqual(expect.arrayContaining([a.id, b.id]));

    const changed = await save("PUT", `/api/admin/blog/${a.id}`, post({ slug: "status-a", excerpt: "Ein neuer Auszug" }), a.version);
    expect(states(changed)).toEqual({
      title: "current",
      excerpt: "stale",
      content: "current",
      meta_title: "current",
      meta_description: "current",
      tags: "current",
    });
    expect(await listed("stale")).toContain(a.id);
    expect(await listed("stale")).not.toContain(b.id);
    expect(states((await json(await send(admin, "GET", `/api/admin/blog/${b.id}`))) as Saved).excerpt).toBe("current");

    // saving the post again without touching the English keeps it stale: only a saved English text counts
    const again = await save(
      "PUT",
      `/api/admin/blog/${a.id}`,
      post({ slug: "status-a", excerpt: "Ein neuer Auszug", tags: ["x"] }),
      changed.version,
    );
    expect(states(again).excerpt).toBe("stale");

    const translated = await save(
      "PUT",
      `/api/admin/blog/${a.id}`,
      post({ slug: "status-a", excerpt: "Ein neuer Auszug", excerpt_en: "A new excerpt", tags: ["x"] }),
      again.version,
    );
    expect(states(translated).excerpt).toBe("current");
    expect(translationState("post", translated)).toBe("current");
    expect(await listed("stale")).not.toContain(a.id);
  });

  it("says 'EN fehlt' for a post without English text and filters by it; an unknown filter is a 400", async () => {
    const de = await save(
      "POST",
      "/api/admin/blog",
      post({ slug: "status-nur-deutsch", title_en: null, content_en: null, excerpt_en: null }),
    );
    expect(states(de)).toMatchObject({ title: "missing", content: "missing", excerpt: "missing" });
    expect(await listed("missing")).toContain(de.id);
    expect(await listed("current")).not.toContain(de.id);
    await expectFilterRefuses(admin, "/api/admin/blog", "egal");
  });
});

describe("English slugs", () => {
  it("serves the English post at its English slug with the German address as its hreflang pair, and vice versa", async () => {
    await save("POST", "/api/admin/blog", post({ slug: "daten-strategie", slug_en: "data-strategy" }));
    for (const path of ["/blog/daten-strategie", "/en/blog/data-strategy"]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(hreflang(html, "de"), path).toBe(`${SITE}/blog/daten-strategie`);
      expect(hreflang(html, "en"), path).toBe(`${SITE}/en/blog/data-strategy`);
    }
    expect(await (await request("/en/blog/data-strategy")).text()).toContain("Data in mid-sized firms");
    // the German slug on the English address moved for good; the English slug is no German address
    const old = await manual("/en/blog/daten-strategie");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/en/blog/data-strategy"]);
    expect((await request("/blog/data-strategy")).status).toBe(404);
    expect(await (await request("/sitemap.xml")).text()).toContain(`${SITE}/en/blog/data-strategy`);
  });

  it("keeps the old behaviour for a post without an English slug: /en/blog/<german slug>", async () => {
    await save("POST", "/api/admin/blog", post({ slug: "ohne-englischen-slug" }));
    const res = await request("/en/blog/ohne-englischen-slug");
    expect(res.status).toBe(200);
    expect(hreflang(await res.text(), "en")).toBe(`${SITE}/en/blog/ohne-englischen-slug`);
  });

  it("records a redirect when either slug changes, and a restore brings the earlier English slug back", async () => {
    const first = await save("POST", "/api/admin/blog", post({ slug: "umzug-de" }));
    const second = await save("PUT", `/api/admin/blog/${first.id}`, post({ slug: "umzug-de", slug_en: "move-en" }), first.version);
    let res = await manual("/en/blog/umzug-de");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/en/blog/move-en"]);
    const third = await save("PUT", `/api/admin/blog/${first.id}`, post({ slug: "umzug-neu", slug_en: "moved-en" }), second.version);
    for (const [from, to] of [
      ["/en/blog/move-en", "/en/blog/moved-en"],
      ["/blog/umzug-de", "/blog/umzug-neu"],
      ["/en/blog/umzug-de", "/en/blog/moved-en"],
    ]) {
      res = await manual(from);
      expect([res.status, res.headers.get("location")], from).toEqual([301, to]);
    }
    const revisions = (await json(await send(admin, "GET", `/api/admin/blog/${first.id}/revisions`))) as { id: number; version: number }[];
    const v2 = revisions.find((r) => r.version === 2);
    const restored = await send(admin, "POST", `/api/admin/blog/${first.id}/revisions/${v2?.id}/restore`, undefined, third.version);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await json(restored)).toMatchObject({ slug: "umzug-de", slug_en: "move-en" });
  });

  it("refuses an English slug another post uses (409) and a malformed one (400)", async () => {
    await save("POST", "/api/admin/blog", post({ slug: "erster-mit-slug", slug_en: "first-with-slug" }));
    const clash = await send(admin, "POST", "/api/admin/blog", post({ slug: "zweiter-mit-slug", slug_en: "first-with-slug" }));
    expect(clash.status).toBe(409);
    expect(Object.keys((await json(clash)).details.fields)).toEqual(["slug_en"]);
    const bad = await send(admin, "POST", "/api/admin/blog", post({ slug: "dritter-mit-slug", slug_en: "Nicht Gültig" }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).details.fields)).toEqual(["slug_en"]);
  });
});
