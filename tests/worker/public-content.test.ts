import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { inDays, request, seed } from "./helpers";

beforeAll(seed);

const html = async (path: string) => {
  const res = await request(path);
  return { status: res.status, body: await res.text() };
};

/** The text of the breadcrumb trail's current page. */
const lastCrumb = (page: string) => /<li aria-current="page">([^<]*)<\/li>/.exec(page)?.[1];

describe("custom pages on the public site", () => {
  it("serves a published page at /{slug} and /en/{slug}, rendered on the server from its active sections, and lists it in the sitemap", async () => {
    const admin = await sessionAs("admin");
    const res = await call(admin, "POST", "/api/admin/pages", {
      title: "Partnerprogramm",
      slug: "partnerprogramm",
      template: "default",
      published: true,
      meta_description: "Werden Sie unser Partner.",
      sections: [
        {
          section_key: "intro",
          title: "Partner werden",
          title_en: "Become a partner",
          content: "Wir **suchen** Partner.<script>alert(1)</script>",
          content_en: "We are **looking** for partners.",
        },
        { section_key: "hidden", title: "Versteckt", content: "Nicht sichtbar", active: false },
      ],
      translations: [{ language: "en", title: "Partner programme", meta_description: "Become our partner." }],
    });
    expect(res.status).toBe(201);

    const de = await html("/partnerprogramm");
    expect(de.status).toBe(200);
    expect(de.body).toContain("<h1>Partner werden</h1>");
    expect(de.body).toContain("Wir <strong>suchen</strong> Partner.");
    expect(de.body).not.toContain("<script>alert(1)</script>");
    expect(de.body).not.toContain("Nicht sichtbar");
    expect(de.body).toMatch(/<title>[^<]*Partnerprogramm<\/title>/);
    expect(de.body).toContain('content="Werden Sie unser Partner."');

    const en = await html("/en/partnerprogramm");
    expect(en.status).toBe(200);
    expect(en.body).toContain("We are <strong>looking</strong> for partners.");
    expect(en.body).toMatch(/<title>[^<]*Partner programme<\/title>/);

    // the breadcrumb names the page by its title, not its slug
    expect(lastCrumb(de.body)).toBe("Partnerprogramm");
    expect(lastCrumb(en.body)).toBe("Partner programme");

    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain("/partnerprogramm</loc>");
    expect(sitemap).toContain("/en/partnerprogramm</loc>");
  });

  it("answers 404 for unknown, unpublished and built-in slugs", async () => {
    const admin = await sessionAs("admin");
    await call(admin, "POST", "/api/admin/pages", { title: "Entwurf", slug: "entwurf-seite", template: "default", published: false });
    expect((await html("/gibt-es-nicht")).status).toBe(404);
    expect((await html("/entwurf-seite")).status).toBe(404);
    expect((await html("/home")).status).toBe(404);
    expect(await (await request("/sitemap.xml")).text()).not.toContain("entwurf-seite");
  });

  it("lets the record of a built-in page override its title and description", async () => {
    const admin = await sessionAs("admin");
    await call(admin, "POST", "/api/admin/pages", {
      title: "Unser Team – die Köpfe",
      slug: "team",
      template: "default",
      published: true,
      meta_description: "Die Menschen hinter unseren Projekten.",
    });
    const team = await html("/team");
    expect(team.body).toMatch(/<title>[^<]*Unser Team – die Köpfe<\/title>/);
    expect(team.body).toContain('content="Die Menschen hinter unseren Projekten."');
    // no English translation: the English page keeps its built-in title
    expect((await html("/en/team")).body).toMatch(/<title>[^<]*Our team<\/title>/);
  });
});

describe("home page modules and texts from the admin area", () => {
  it("shows upcoming events only when show_events_on_homepage is 'true', at most max_events_homepage, in both languages", async () => {
    const admin = await sessionAs("admin");
    const soon = inDays(3);
    await call(admin, "POST", "/api/admin/events", {
      title: "Frühstück Digital",
      title_en: "Digital breakfast",
      description: "Morgens.",
      description_en: "In the morning.",
      event_date: soon,
      event_time: "08:00",
      location: "Eurasburg",
      max_participants: 12,
      event_type: "own",
      status: "open",
    });
    expect((await html("/")).body).not.toContain("Frühstück Digital");
    await edit(admin, "PUT", "/api/admin/settings", { show_events_on_homepage: "true", max_events_homepage: "1" });
    const de = await html("/");
    expect(de.body).toContain("Kommende Events");
    expect(de.body).toContain("Frühstück Digital");
    expect(de.body.match(/class="card event-card"/g)?.length).toBe(1);
    const en = await html("/en");
    expect(en.body).toContain("Upcoming events");
    expect(en.body).toContain("Digital breakfast");
  });

  it("shows the newest posts only when show_blog_on_homepage is 'true', at most max_blog_posts_homepage, in both languages", async () => {
    const admin = await sessionAs("admin");
    for (const [title, title_en] of [
      ["Älterer Beitrag", "Older post"],
      ["Neuester Beitrag", "Newest post"],
    ]) {
      const res = await call(admin, "POST", "/api/admin/blog", {
        title,
        title_en,
        content: "Text",
        content_en: "Text",
        excerpt: "Kurz",
        excerpt_en: "Short",
        category: "themen-artikel",
        content_status: "published",
      });
      expect(res.status).toBe(201);
    }
    expect((await html("/")).body).not.toContain('id="blog-recent-title"');
    await edit(admin, "PUT", "/api/admin/settings", { show_blog_on_homepage: "true", max_blog_posts_homepage: "1" });
    const de = await html("/");
    expect(de.body).toContain('<h2 id="blog-recent-title">Aktuelles aus dem Blog</h2>');
    expect(de.body.match(/class="blog-card"/g)?.length).toBe(1);
    expect(de.body).toContain("Neuester Beitrag");
    const en = await html("/en");
    expect(en.body).toContain('<h2 id="blog-recent-title">Latest from the blog</h2>');
    expect(en.body).toContain("Newest post");
  });

  it("uses changed translations and settings on the next load", async () => {
    const admin = await sessionAs("admin");
    const [entry] = await json(await call(admin, "GET", "/api/admin/translations?q=footer.cookieSettings&category=footer"));
    expect(entry.key).toBe("footer.cookieSettings");
    await edit(admin, "PATCH", `/api/admin/translations/${entry.id}`, { german: "Cookie-Auswahl ändern", english: "Change cookie choice" });
    await edit(admin, "PUT", "/api/admin/settings", { site_name: "Beispiel Beratung AG", contact_phone: "+49 30 555 0000" });
    const de = await html("/");
    expect(de.body).toContain("Cookie-Auswahl ändern");
    expect(de.body).toContain("Beispiel Beratung AG");
    expect(de.body).toContain("+49 30 555 0000");
    expect((await html("/en")).body).toContain("Change cookie choice");
  });

  it("lets staff change the blog's texts too (category blog)", async () => {
    const admin = await sessionAs("admin");
    const [entry] = await json(await call(admin, "GET", "/api/admin/translations?q=blog.list.subtitle&category=blog"));
    expect(entry.key).toBe("blog.list.subtitle");
    await edit(admin, "PATCH", `/api/admin/translations/${entry.id}`, {
      german: "Neues aus der Beratung",
      english: "News from consulting",
    });
    expect((await html("/blog")).body).toContain("Neues aus der Beratung");
    expect((await html("/en/blog")).body).toContain("News from consulting");
  });
});
