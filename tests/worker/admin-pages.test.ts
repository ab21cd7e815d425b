import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { countRows, request, seed } from "./helpers";

beforeAll(seed);

const page = (over: Record<string, unknown> = {}) => ({
  title: "Karriere bei uns",
  slug: "karriere-bei-uns",
  template: "default",
  published: true,
  sort_order: 3,
  meta_description: "Offene Stellen und Einstieg.",
  sections: [
    {
      section_key: "intro",
      title: "Willkommen",
      title_en: "Welcome",
      content: "Hallo **Welt**",
      content_en: "Hello **world**",
      section_type: "hero",
      sort_order: 1,
    },
    { section_key: "jobs", title: "Stellen", section_type: "content", sort_order: 2, active: false },
  ],
  translations: [{ language: "en", title: "Careers", meta_description: "Open positions." }],
  ...over,
});

async function pageState(id: number) {
  const [p, s, t] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM pages WHERE id = ?").bind(id),
    env.DB.prepare("SELECT * FROM page_sections WHERE page_id = ? ORDER BY id").bind(id),
    env.DB.prepare("SELECT * FROM page_translations WHERE page_id = ? ORDER BY id").bind(id),
  ]);
  return { page: p.results, sections: s.results, translations: t.results };
}

describe("POST /api/admin/pages", () => {
  it("creates a page with its sections and translations in one request", async () => {
    const admin = await sessionAs("admin");
    const res = await call(admin, "POST", "/api/admin/pages", page());
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.sections.map((s: { section_key: string }) => s.section_key)).toEqual(["intro", "jobs"]);
    expect(created.translations).toMatchObject([{ language: "en", title: "Careers" }]);
    // the public API shows the published page with its active sections only
    const pub = await json(await request("/api/pages?slug=karriere-bei-uns&with_sections=true"));
    expect(pub.page_sections.map((s: { section_key: string }) => s.section_key)).toEqual(["intro"]);
    const list = await json<{ slug: string }[]>(await request("/api/pages"));
    expect(list.map((p) => p.slug)).toContain("karriere-bei-uns");
  });

  it("refuses bad input: meta description over 160, bad slug, unknown template, duplicate section keys", async () => {
    const admin = await sessionAs("admin");
    const res = await call(
      admin,
      "POST",
      "/api/admin/pages",
      page({
        slug: "Nicht OK",
        template: "fancy",
        meta_description: "x".repeat(161),
        sections: [{ section_key: "a" }, { section_key: "a" }],
        translations: [{ language: "fr", title: "" }],
      }),
    );
    expect(res.status).toBe(400);
    const fields = (await json(res)).details.fields;
    expect(Object.keys(fields).sort()).toEqual(["meta_description", "sections", "slug", "template", "translations"]);
    expect((await call(admin, "POST", "/api/admin/pages", page({ slug: "admin" }))).status).toBe(400);
  });

  it("answers 409 for a slug that is taken", async () => {
    const admin = await sessionAs("admin");
    await call(admin, "POST", "/api/admin/pages", page({ slug: "doppelt" }));
    const res = await call(admin, "POST", "/api/admin/pages", page({ slug: "doppelt" }));
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe("slug_taken");
  });

  it("needs pages.create; the home page also needs homepage.edit", async () => {
    expect((await call(await sessionAs("viewer"), "POST", "/api/admin/pages", page({ slug: "viewer-page" }))).status).toBe(403);
    expect((await call(null, "GET", "/api/admin/pages")).status).toBe(401);
  });
});

describe("PUT /api/admin/pages/:id", () => {
  it("updates existing sections, inserts new ones, deletes removed ones and replaces translations", async () => {
    const admin = await sessionAs("admin");
    const created = await json(await call(admin, "POST", "/api/admin/pages", page({ slug: "umbau" })));
    const [intro] = created.sections;
    const res = await edit(admin, "PUT", `/api/admin/pages/${created.id}`, {
      ...page({ slug: "umbau", title: "Umbau 2" }),
      sections: [
        { ...intro, title: "Neu betitelt" },
        { section_key: "neu", title: "Neue Sektion", sort_order: 5 },
      ],
      translations: [],
    });
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved.title).toBe("Umbau 2");
    expect(saved.sections.map((s: { id: number; title: string }) => [s.id === intro.id, s.title])).toEqual([
      [true, "Neu betitelt"],
      [false, "Neue Sektion"],
    ]);
    expect(saved.translations).toEqual([]);
    expect(
      await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'page' AND entity_id = ? ORDER BY id DESC")
        .bind(String(created.id))
        .first(),
    ).toEqual({ action: "update" });
  });

  it("is all or nothing: a failure in the middle of the batch leaves page, sections and translations unchanged", async () => {
    const admin = await sessionAs("admin");
    const created = await json(await call(admin, "POST", "/api/admin/pages", page({ slug: "atomar" })));
    const before = await pageState(created.id);
    const auditBefore = await countRows(["audit_log"]);
    const [intro, jobs] = created.sections;
    // the page update and the first section update pass; swapping the two keys then hits the unique
    // (page_id, section_key) index in the middle of the batch
    const res = await edit(admin, "PUT", `/api/admin/pages/${created.id}`, {
      ...page({ slug: "atomar", title: "Darf nicht landen", translations: [{ language: "en", title: "Must not land" }] }),
      sections: [
        { ...intro, title: "Darf nicht landen", section_key: "jobs" },
        { ...jobs, section_key: "intro" },
        { section_key: "extra", title: "Darf nicht landen" },
      ],
    });
    expect(res.status).toBe(409);
    expect(await pageState(created.id)).toEqual(before);
    expect(await countRows(["audit_log"])).toEqual(auditBefore);
  });

  it("refuses sections of another page, a parent that does not exist, and a slug taken by another page", async () => {
    const admin = await sessionAs("admin");
    const a = await json(await call(admin, "POST", "/api/admin/pages", page({ slug: "seite-a" })));
    const b = await json(await call(admin, "POST", "/api/admin/pages", page({ slug: "seite-b" })));
    const foreign = await edit(admin, "PUT", `/api/admin/pages/${a.id}`, {
      ...page({ slug: "seite-a" }),
      sections: [{ ...b.sections[0] }],
    });
    expect(foreign.status).toBe(400);
    expect((await edit(admin, "PUT", `/api/admin/pages/${a.id}`, page({ slug: "seite-a", parent_id: 987654, sections: [] }))).status).toBe(
      400,
    );
    expect((await edit(admin, "PUT", `/api/admin/pages/${a.id}`, page({ slug: "seite-b", sections: [] }))).status).toBe(409);
    expect((await edit(admin, "PUT", "/api/admin/pages/987654", page({ slug: "egal", sections: [] }))).status).toBe(404);
    expect((await pageState(b.id)).sections.length).toBe(2);
  });
});

describe("PATCH and DELETE /api/admin/pages/:id", () => {
  it("toggles the status and deletes a page with all its sections and translations", async () => {
    const admin = await sessionAs("admin");
    const created = await json(await call(admin, "POST", "/api/admin/pages", page({ slug: "kurzlebig" })));
    const toggled = await edit(admin, "PATCH", `/api/admin/pages/${created.id}`, { published: false });
    expect(toggled.status).toBe(200);
    expect((await json(toggled)).published).toBe(false);
    expect((await request("/api/pages?slug=kurzlebig")).status).toBe(404);
    expect((await edit(admin, "PATCH", `/api/admin/pages/${created.id}`, { published: "yes" })).status).toBe(400);
    expect((await call(await sessionAs("editor"), "DELETE", `/api/admin/pages/${created.id}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/admin/pages/${created.id}`)).status).toBe(204);
    expect(await pageState(created.id)).toEqual({ page: [], sections: [], translations: [] });
  });

  it("lists pages with section count and languages, paged", async () => {
    const viewer = await sessionAs("viewer");
    const res = await call(viewer, "GET", "/api/admin/pages?q=home");
    expect(res.status).toBe(200);
    const [home] = await json(res);
    expect(home).toMatchObject({ slug: "home", section_count: 1, languages: ["de", "en"] });
    expect(res.headers.get("x-total-count")).toBe("1");
  });

  it("lets an editor (homepage.edit) change the home page's about section, and the public page shows it", async () => {
    const editor = await sessionAs("editor");
    const [home] = await json(await call(editor, "GET", "/api/admin/pages?q=home"));
    const full = await json(await call(editor, "GET", `/api/admin/pages/${home.id}`));
    const sections = full.sections.map((s: Record<string, unknown>) =>
      s.section_key === "about" ? { ...s, content: "Neuer Über-uns-Text" } : s,
    );
    const res = await edit(editor, "PUT", `/api/admin/pages/${home.id}`, { ...full, sections });
    expect(res.status).toBe(200);
    const pub = await json(await request("/api/pages?slug=home&with_sections=true"));
    expect(pub.page_sections[0].content).toBe("Neuer Über-uns-Text");
  });
});
