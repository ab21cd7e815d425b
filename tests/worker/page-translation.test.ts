/**
 * @file Bilingual editing of pages (issue 31): the per-field translation status of a page's own texts and of each
 * section, kept by the pages save path, and the list's badge and filter; English page slugs with their hreflang pair,
 * the 301s between the languages' slugs, redirects when either slug changes, the sitemap, and the slug rules.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pageTexts } from "../../common/page-translation";
import { fieldStates, TRANSLATABLE } from "../../common/translation";
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

type Sources = Record<string, string>;
type Section = Record<string, unknown> & { id: number; section_key: string; translation_sources: Sources };
type Saved = Record<string, unknown> & {
  id: number;
  version: number;
  title: string;
  translation_sources: Sources;
  sections: Section[];
  translations: { language: string; title: string; meta_description: string | null }[];
};

const section = (key: string, extra: Record<string, unknown> = {}) => ({
  section_key: key,
  title: `Titel ${key}`,
  title_en: `Title ${key}`,
  subtitle: `Untertitel ${key}`,
  subtitle_en: `Subtitle ${key}`,
  content: `Inhalt ${key}`,
  content_en: `Content ${key}`,
  ...extra,
});
const page = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: "Beratung im Mittelstand",
  slug,
  template: "default",
  published: true,
  meta_description: "Wie wir beraten.",
  sections: [section("intro"), section("details")],
  translations: [{ language: "en", title: "Consulting for mid-sized firms", meta_description: "How we consult." }],
  ...extra,
});

async function save(method: "POST" | "PUT", path: string, body: Record<string, unknown>, version?: number) {
  const res = await send(admin, method, path, body, version);
  const saved = await json(res);
  expect(res.status, JSON.stringify(saved)).toBe(method === "POST" ? 201 : 200);
  return saved as Saved;
}
/** The body of a later save: the sections as stored (with their ids), with changes by section key. */
const resend = (saved: Saved, slug: string, changes: Record<string, Record<string, unknown>> = {}, extra: Record<string, unknown> = {}) =>
  page(slug, {
    sections: saved.sections.map(({ id, section_key }) => ({ ...section(section_key), id, ...changes[section_key] })),
    ...extra,
  });
const listed = (state: string) => idsListedAs(admin, "/api/admin/pages", state);
const sectionStates = (p: Saved, key: string) => {
  const s = p.sections.find((x) => x.section_key === key)!;
  return fieldStates(s, s.translation_sources, TRANSLATABLE.section.fields);
};
const ownStates = (p: Saved) => fieldStates(pageTexts(p), p.translation_sources, TRANSLATABLE.page.fields);
const hreflang = (html: string, lang: string) =>
  html.match(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`, "i"))?.[1];

describe("translation status of a page and its sections", () => {
  it("marks exactly the changed German section field 'EN veraltet' and returns to 'EN aktuell' once its English is saved", async () => {
    const a = await save("POST", "/api/admin/pages", page("status-seite-a"));
    const b = await save("POST", "/api/admin/pages", page("status-seite-b"));
    expect(await listed("current")).toEqual(expect.arrayContaining([a.id, b.id]));

    const changed = await save(
      "PUT",
      `/api/admin/pages/${a.id}`,
      resend(a, "status-seite-a", { details: { content: "Ein neuer Inhalt" } }),
      a.version,
    );
    expect(sectionStates(changed, "details")).toEqual({ title: "current", subtitle: "current", content: "stale" });
    expect(sectionStates(changed, "intro")).toEqual({ title: "current", subtitle: "current", content: "current" });
    expect(ownStates(changed)).toEqual({ title: "current", meta_description: "current" });
    expect(await listed("stale")).toContain(a.id);
    expect(await listed("stale")).not.toContain(b.id);
    expect(await listed("current")).not.toContain(a.id);
    const row = ((await json(await send(admin, "GET", "/api/admin/pages?per_page=200"))) as { id: number; translation: string }[]).find(
      (p) => p.id === a.id,
    );
    expect(row?.translation).toBe("stale");

    // saving again without touching the English keeps it stale: only a saved English text counts
    const again = await save(
      "PUT",
      `/api/admin/pages/${a.id}`,
      resend(changed, "status-seite-a", { details: { content: "Ein neuer Inhalt" } }, { sort_order: 4 }),
      changed.version,
    );
    expect(sectionStates(again, "details").content).toBe("stale");

    const translated = await save(
      "PUT",
      `/api/admin/pages/${a.id}`,
      resend(again, "status-seite-a", { details: { content: "Ein neuer Inhalt", content_en: "A new content" } }, { sort_order: 4 }),
      again.version,
    );
    expect(sectionStates(translated, "details").content).toBe("current");
    expect(await listed("current")).toContain(a.id);
    expect(await listed("stale")).not.toContain(a.id);
  });

  it("tracks the page's own title against its English translation; an inactive section does not count", async () => {
    const p = await save("POST", "/api/admin/pages", page("status-seite-titel"));
    const retitled = await save(
      "PUT",
      `/api/admin/pages/${p.id}`,
      resend(p, "status-seite-titel", { intro: { active: false, content: "Alt und inaktiv" } }, { title: "Beratung für KMU" }),
      p.version,
    );
    expect(ownStates(retitled)).toEqual({ title: "stale", meta_description: "current" });
    expect(sectionStates(retitled, "intro").content).toBe("stale");
    expect(await listed("stale")).toContain(p.id);
    const translated = await save(
      "PUT",
      `/api/admin/pages/${p.id}`,
      resend(
        retitled,
        "status-seite-titel",
        { intro: { active: false, content: "Alt und inaktiv" } },
        {
          title: "Beratung für KMU",
          translations: [{ language: "en", title: "Consulting for SMEs", meta_description: "How we consult." }],
        },
      ),
      retitled.version,
    );
    expect(ownStates(translated).title).toBe("current");
    // the inactive section is still stale, but it is not on the site: the page counts as current
    expect(await listed("current")).toContain(p.id);
  });

  it("says 'EN fehlt' for a page without English and filters by it; an unknown filter is a 400", async () => {
    const de = await save(
      "POST",
      "/api/admin/pages",
      page("status-nur-deutsch", { translations: [], sections: [section("intro", { content_en: null })] }),
    );
    expect(ownStates(de).title).toBe("missing");
    expect(sectionStates(de, "intro").content).toBe("missing");
    expect(await listed("missing")).toContain(de.id);
    expect(await listed("current")).not.toContain(de.id);
    await expectFilterRefuses(admin, "/api/admin/pages", "egal");
  });
});

describe("English page slugs", () => {
  it("serves the English page at its English slug with the German address as its hreflang pair, and vice versa", async () => {
    await save("POST", "/api/admin/pages", page("beratung-mittelstand", { slug_en: "consulting-smes" }));
    for (const path of ["/beratung-mittelstand", "/en/consulting-smes"]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(hreflang(html, "de"), path).toBe(`${SITE}/beratung-mittelstand`);
      expect(hreflang(html, "en"), path).toBe(`${SITE}/en/consulting-smes`);
      expect(hreflang(html, "x-default"), path).toBe(`${SITE}/beratung-mittelstand`);
    }
    expect(await (await request("/en/consulting-smes")).text()).toContain("Content intro");
    // the German slug on the English address moved for good, and the English slug on the German one (language switch)
    let res = await manual("/en/beratung-mittelstand");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/en/consulting-smes"]);
    res = await manual("/consulting-smes");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/beratung-mittelstand"]);
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain(`${SITE}/en/consulting-smes`);
    expect(sitemap).not.toContain(`${SITE}/en/beratung-mittelstand`);
  });

  it("keeps /en/<german slug> for a page without an English slug", async () => {
    await save("POST", "/api/admin/pages", page("ohne-englische-adresse"));
    const res = await request("/en/ohne-englische-adresse");
    expect(res.status).toBe(200);
    expect(hreflang(await res.text(), "en")).toBe(`${SITE}/en/ohne-englische-adresse`);
  });

  it("records a 301 when either slug of a published page changes", async () => {
    const first = await save("POST", "/api/admin/pages", page("umzug-seite"));
    const second = await save(
      "PUT",
      `/api/admin/pages/${first.id}`,
      resend(first, "umzug-seite", {}, { slug_en: "moving-page" }),
      first.version,
    );
    let res = await manual("/en/umzug-seite");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/en/moving-page"]);
    await save("PUT", `/api/admin/pages/${first.id}`, resend(second, "umzug-seite-neu", {}, { slug_en: "moved-page" }), second.version);
    for (const [from, to] of [
      ["/en/moving-page", "/en/moved-page"],
      ["/umzug-seite", "/umzug-seite-neu"],
      ["/en/umzug-seite", "/en/moved-page"],
    ]) {
      res = await manual(from);
      expect([res.status, res.headers.get("location")], from).toEqual([301, to]);
    }
    const records = await json(await send(admin, "GET", "/api/admin/redirects?per_page=200"));
    expect(JSON.stringify(records)).toContain("/en/moving-page");
  });

  it("refuses an English slug another page uses or that is a German address in English (409), and a malformed one (400)", async () => {
    await save("POST", "/api/admin/pages", page("erste-seite-mit-adresse", { slug_en: "first-page-address" }));
    await save("POST", "/api/admin/pages", page("nur-deutscher-slug"));
    for (const slugEn of ["first-page-address", "nur-deutscher-slug"]) {
      const clash = await send(admin, "POST", "/api/admin/pages", page(`zweite-seite-${slugEn}`, { slug_en: slugEn }));
      expect(clash.status, slugEn).toBe(409);
      expect(Object.keys((await json(clash)).details.fields)).toEqual(["slug_en"]);
    }
    // without an English slug, /en/<slug> must not be another page's English address
    const german = await send(admin, "POST", "/api/admin/pages", page("first-page-address"));
    expect(german.status).toBe(409);
    expect(Object.keys((await json(german)).details.fields)).toEqual(["slug"]);
    // malformed, a built-in English address (/en/about is the site's own page), a built-in page's fixed address
    for (const [slug, slugEn] of [
      ["dritte-seite", "Nicht Gültig"],
      ["vierte-seite", "about"],
      ["projekte", "our-projects"],
    ]) {
      const bad = await send(admin, "POST", "/api/admin/pages", page(slug, { slug_en: slugEn }));
      expect(bad.status, slugEn).toBe(400);
      expect(Object.keys((await json(bad)).details.fields)).toEqual(["slug_en"]);
    }
  });

  it("keeps slug_en and the translation sources in the revisions: a restore brings the earlier English address back", async () => {
    const first = await save("POST", "/api/admin/pages", page("zurueck-seite", { slug_en: "back-page" }));
    const second = await save(
      "PUT",
      `/api/admin/pages/${first.id}`,
      resend(first, "zurueck-seite", { intro: { content: "Geänderter Inhalt" } }, { slug_en: "back-page-new" }),
      first.version,
    );
    expect(sectionStates(second, "intro").content).toBe("stale");
    const revisions = (await json(await send(admin, "GET", `/api/admin/pages/${first.id}/revisions`))) as { id: number; version: number }[];
    const v1 = revisions.find((r) => r.version === 1);
    const res = await send(admin, "POST", `/api/admin/pages/${first.id}/revisions/${v1?.id}/restore`, undefined, second.version);
    expect(res.status, await res.clone().text()).toBe(200);
    const restored = (await json(await send(admin, "GET", `/api/admin/pages/${first.id}`))) as Saved;
    expect(restored.slug_en).toBe("back-page");
    expect(sectionStates(restored, "intro").content).toBe("current");
    const moved = await manual("/en/back-page-new");
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/en/back-page"]);
  });
});
