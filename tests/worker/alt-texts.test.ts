/**
 * @file Alt texts of media-library pictures in both languages (issue 31): alt_en beside alt_text in the assets API,
 * and POST /api/admin/assets/:id/alt-suggestion (the template suggestion from the file name when no AI provider is
 * set; booked and audited like every AI call).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fileNameWords } from "../../common/alt-text";
import { hasBothAltTexts } from "../../common/alt-text-rule";
import { call, json, sessionAs } from "./content-helpers";
import { BASE, request, seed } from "./helpers";
import { jpeg } from "./image-bytes";
import { send } from "./undo-fixtures";

let editor: string;
beforeAll(async () => {
  await seed();
  editor = await sessionAs("editor");
});

async function upload(name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new File([jpeg(1200, 800)], name));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie: editor }, body: form });
  expect(res.status).toBe(201);
  return (await json(res)).uploaded[0] as { id: number; url: string; alt_text: string; alt_en: string };
}

describe("alt texts in the assets API", () => {
  it("stores the English alt text beside the German one on upload and on PATCH", async () => {
    const fresh = await upload("buero-eingang.jpg");
    // the German one defaults to the file name, the English one starts empty: not yet usable on a public page
    expect(fresh).toMatchObject({ alt_text: "buero-eingang", alt_en: "" });
    expect(hasBothAltTexts(fresh)).toBe(false);
    const withBoth = await upload("tafel.jpg", { alt_text: "Whiteboard mit Skizzen", alt_en: "Whiteboard with sketches" });
    expect(withBoth).toMatchObject({ alt_text: "Whiteboard mit Skizzen", alt_en: "Whiteboard with sketches" });
    const patched = await call(editor, "PATCH", `/api/admin/assets/${fresh.id}`, { alt_en: "Office entrance" });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ alt_text: "buero-eingang", alt_en: "Office entrance" });
    expect(hasBothAltTexts(await json(await call(editor, "GET", `/api/admin/assets/${fresh.id}`)))).toBe(true);
  });
});

describe("POST /api/admin/assets/:id/alt-suggestion", () => {
  it("suggests both alt texts from the file name without a provider, stores nothing, and books the call", async () => {
    const asset = await upload("IMG_2041_team-workshop_muenchen.jpg");
    const res = await call(editor, "POST", `/api/admin/assets/${asset.id}/alt-suggestion`, { context: "Workshop-Bericht" });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer).toMatchObject({ success: true, source: "template", provider_error: null, alt_text: "Team workshop muenchen" });
    expect(answer.alt_en).toMatch(/workshop/i);
    // a suggestion only: the asset keeps its texts until the editor saves them
    expect(await json(await call(editor, "GET", `/api/admin/assets/${asset.id}`))).toMatchObject({ alt_en: "" });
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'ai-alt-text' ORDER BY id DESC").first<{
      details: string;
    }>();
    expect(JSON.parse(audit!.details)).toMatchObject({ asset_id: asset.id, source: "template" });
  });

  it("answers 404 for an unknown asset, 400 for a bad body, 401 signed out and 403 without assets.manage", async () => {
    const asset = await upload("x.jpg");
    expect((await call(editor, "POST", "/api/admin/assets/999999/alt-suggestion", {})).status).toBe(404);
    const bad = await call(editor, "POST", `/api/admin/assets/${asset.id}/alt-suggestion`, { context: "x".repeat(501) });
    expect(bad.status).toBe(400);
    expect((await json(bad)).code).toBe("validation_failed");
    expect((await call(editor, "POST", `/api/admin/assets/${asset.id}/alt-suggestion`, { other: 1 })).status).toBe(400);
    expect((await call(null, "POST", `/api/admin/assets/${asset.id}/alt-suggestion`, {})).status).toBe(401);
    expect((await call(await sessionAs("viewer"), "POST", `/api/admin/assets/${asset.id}/alt-suggestion`, {})).status).toBe(403);
  });
});

describe("fileNameWords", () => {
  it("keeps the words of a file name and drops extensions, camera numbers and upload ids", () => {
    expect(fileNameWords("team-foto_muenchen-2024.jpg")).toBe("Team foto muenchen 2024");
    expect(fileNameWords("IMG_1234.JPG")).toBe("");
    // also after other words and in the phone apps' names (issue 42)
    expect(fileNameWords("workshop_IMG_1234.jpg")).toBe("Workshop");
    expect(fileNameWords("kickoff DSC0042 muenchen.jpg")).toBe("Kickoff muenchen");
    expect(fileNameWords("IMG-20240101-WA0001.jpg")).toBe("");
    expect(fileNameWords("PXL_20240101_123456789.jpg")).toBe("");
    expect(fileNameWords("logo-3f9a2b7c1d.png")).toBe("Logo");
  });
});

describe("the alt-text rule on saves that publish", () => {
  const post = (over: Record<string, unknown>) => ({
    title: `Bildbeitrag ${crypto.randomUUID().slice(0, 8)}`,
    excerpt: "Kurz",
    content: "Text",
    ...over,
  });

  it("refuses to publish a post that names a library picture without both alt texts, typed or pasted, per field", async () => {
    const admin = await sessionAs("admin");
    const bare = await upload("ohne-englisch.jpg");
    const key = bare.url.split("/media/")[1];
    // typed by hand into the Markdown, and pasted as the site's own absolute address into the English text
    const body = post({ published: true, content: `![](/media/${key})`, content_en: `<img src="${env.SITE_URL}/media/${key}">` });
    const refused = await call(admin, "POST", "/api/admin/blog", body);
    expect(refused.status).toBe(400);
    const error = await json(refused);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.details.fields).sort()).toEqual(["content", "content_en"]);
    expect(error.details.fields.content[0]).toContain("Alt-Text");
    expect(error.details.fields.content[0]).toContain(key);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE title = ?").bind(body.title).first<{ n: number }>();
    expect(stored!.n).toBe(0);

    // a draft may hold it; publishing works once both alt texts are there
    expect((await call(admin, "POST", "/api/admin/blog", { ...body, published: false })).status).toBe(201);
    expect((await call(admin, "PATCH", `/api/admin/assets/${bare.id}`, { alt_en: "Without English" })).status).toBe(200);
    expect((await call(admin, "POST", "/api/admin/blog", { ...body, title: `${body.title} 2` })).status).toBe(201);
  });

  it("checks the featured image and leaves addresses outside the library alone", async () => {
    const admin = await sessionAs("admin");
    const bare = await upload("titelbild.jpg");
    const refused = await call(admin, "POST", "/api/admin/blog", post({ published: true, featured_image: bare.url }));
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).details.fields)).toEqual(["featured_image"]);
    const outside = post({
      published: true,
      featured_image: "/media/nicht-in-der-bibliothek.jpg",
      content: "![](https://example.org/media/x.jpg)",
    });
    expect((await call(admin, "POST", "/api/admin/blog", outside)).status).toBe(201);
  });
});

describe("the alt-text rule on pages", () => {
  it("refuses to publish a page whose active section or featured image names a picture without both alt texts", async () => {
    const admin = await sessionAs("admin");
    const bare = await upload("seitenbild.jpg");
    const section = { section_key: "intro", title: "Willkommen", content: "Hallo", section_type: "content", sort_order: 1 };
    const page = (over: Record<string, unknown>) => ({
      title: "Bildseite",
      slug: `bildseite-${crypto.randomUUID().slice(0, 8)}`,
      template: "default",
      translations: [{ language: "en", title: "Picture page" }],
      ...over,
    });
    const withPicture = { ...section, image_url: bare.url };
    const refused = await call(admin, "POST", "/api/admin/pages", page({ published: true, sections: [withPicture] }));
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).details.fields)).toEqual(["sections.0.image_url"]);
    // an inactive section is not on the page
    const inactive = await call(
      admin,
      "POST",
      "/api/admin/pages",
      page({ published: true, sections: [{ ...withPicture, active: false }] }),
    );
    expect(inactive.status).toBe(201);

    // a draft may hold it; the publish switch (PATCH) checks the stored page
    const draft = await json(
      await call(admin, "POST", "/api/admin/pages", page({ published: false, featured_image: bare.url, sections: [section] })),
    );
    const { version } = await json(await call(admin, "GET", `/api/admin/pages/${draft.id}`));
    const publish = () => send(admin, "PATCH", `/api/admin/pages/${draft.id}`, { published: true }, version);
    const switched = await publish();
    expect(switched.status).toBe(400);
    expect(Object.keys((await json(switched)).details.fields)).toEqual(["featured_image"]);
    expect((await call(admin, "PATCH", `/api/admin/assets/${bare.id}`, { alt_en: "Page picture" })).status).toBe(200);
    expect((await publish()).status).toBe(200);
  });
});
