/**
 * The AI content studio with no provider configured: every generation call answered by the templates, CRUD of
 * ai_generated_content, and the permissions each route declares.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { templateGeneratedContent } from "../../common/ai-templates";
import {
  type AiContent,
  type AiGenerateResponse,
  type AiImageResponse,
  type AiTitlesResponse,
  type AiTranslateResponse,
  aiGeneratorInputSchema,
} from "../../common/schemas/ai-content";
import { api, createStaff, editApi, seed, sessionCookie } from "./helpers";
import { adminEndpoints, workerRoutes } from "./route-table";

let editor: string;
let viewer: string;

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor", "ai-editor@example.com")).id);
  viewer = await sessionCookie((await createStaff("viewer")).id);
});

const brief = {
  title: "Datenstrategie für den Mittelstand",
  category: "project-insights",
  description: "Warum eine klare Datenstrategie der erste Schritt zu KI ist. Ein Beispiel aus der Praxis.",
  tags: "Datenstrategie, KI, Mittelstand",
  client_project: "Logistik-Kunde",
  planned_date: "2099-03-01",
};

const post = async <T>(path: string, body: object) => {
  const res = await api(editor, "POST", `/api/admin/ai-content${path}`, body);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe("route table", () => {
  it("declares blog.create for the studio, ai.use for generation (alone for translating) and blog.publish for publishing", () => {
    const table = Object.fromEntries(
      adminEndpoints(workerRoutes)
        .filter((e) => e.path.startsWith("/api/admin/ai-content"))
        .map((e) => [`${e.method} ${e.path}`, [...(e.permissions ?? [])].sort()]),
    );
    expect(table).toEqual({
      "GET /api/admin/ai-content": ["blog.create"],
      "POST /api/admin/ai-content": ["blog.create"],
      "GET /api/admin/ai-content/usage": ["blog.create"],
      "GET /api/admin/ai-content/:id": ["blog.create"],
      "PUT /api/admin/ai-content/:id": ["blog.create"],
      "PATCH /api/admin/ai-content/:id": ["blog.create"],
      "DELETE /api/admin/ai-content/:id": ["blog.create"],
      "POST /api/admin/ai-content/:id/publish": ["blog.create", "blog.publish"],
      "POST /api/admin/ai-content/:id/submit-review": ["blog.create"],
      "POST /api/admin/ai-content/provider-check": ["ai.use", "settings.edit"],
      "POST /api/admin/ai-content/generate": ["ai.use", "blog.create"],
      "POST /api/admin/ai-content/titles": ["ai.use", "blog.create"],
      "POST /api/admin/ai-content/translate": ["ai.use"],
      "POST /api/admin/ai-content/image": ["ai.use", "blog.create"],
      "GET /api/admin/ai-content/:id/revisions": ["blog.create"],
      "GET /api/admin/ai-content/:id/revisions/:rid": ["blog.create"],
      "POST /api/admin/ai-content/:id/revisions/:rid/restore": ["blog.create"],
      "GET /api/admin/ai-content/:id/presence": ["blog.create"],
      "GET /api/admin/ai-content/:id/autosave": ["blog.create"],
      "PUT /api/admin/ai-content/:id/autosave": ["blog.create"],
      "DELETE /api/admin/ai-content/:id/autosave": ["blog.create"],
    });
  });
});

describe("with no provider configured, the templates answer every call", () => {
  it("generate: a bilingual draft from the brief and its category, with the tracking link, source 'template'", async () => {
    const body = await post<AiGenerateResponse>("/generate", brief);
    expect(body).toMatchObject({ success: true, source: "template", provider_error: null });
    const c = body.content;
    expect(c).toMatchObject({
      title: brief.title,
      keywords: ["Datenstrategie", "KI", "Mittelstand"],
      category: "project-insights",
      content_type: "both",
      slug: "datenstrategie-fuer-den-mittelstand",
      ai_model: "template",
      client_project: "Logistik-Kunde",
      planned_date: "2099-03-01",
      linkedin_cta: "Lesen Sie mehr in unserem Blog!",
    });
    // German and English article built from the brief and the category's copy
    expect(c.blog_content).toContain(brief.description);
    expect(c.blog_content).toContain("## Unser Vorgehen");
    expect(c.blog_content).toContain("**Mittelstand**");
    expect(c.blog_content).toContain("Logistik-Kunde");
    expect(c.content_en).toContain("## Our approach");
    // the English version keeps no German sentence of the brief, its title is translated, its hashtags unique
    expect(c.content_en).not.toContain(brief.description);
    expect(c.title_en).not.toBe(brief.title);
    const hashtags = (c.linkedin_content ?? "")
      .split(/\s+/)
      .filter((w) => w.startsWith("#"))
      .map((t) => t.toLowerCase());
    expect(hashtags.length).toBeGreaterThan(2);
    expect(new Set(hashtags).size).toBe(hashtags.length);
    expect(c.excerpt_en).toBeTruthy();
    expect(c.blog_excerpt).toBe("Warum eine klare Datenstrategie der erste Schritt zu KI ist.");
    // the LinkedIn post ends with the CTA and the tracking link
    const tracking = new URL(c.tracking_url ?? "");
    expect(tracking.pathname).toBe("/blog/datenstrategie-fuer-den-mittelstand");
    expect(Object.fromEntries(tracking.searchParams)).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "project-insights",
      utm_content: "datenstrategie-fuer-den-mittelstand-2099-03-01",
    });
    expect(c.linkedin_content).toContain(`Lesen Sie mehr in unserem Blog!\n${c.tracking_url}`);
    // the English post links to the English article, with the same tracking
    expect(c.linkedin_content_en).toContain(`Read more on our blog!\n${c.tracking_url?.replace("/blog/", "/en/blog/")}`);
  });

  it("generate: German only, blog only, tracking off", async () => {
    const body = await post<AiGenerateResponse>("/generate", { ...brief, formats: "blog", target_language: "de", tracking_enabled: false });
    expect(body.content).toMatchObject({ content_en: null, excerpt_en: null, title_en: null, linkedin_content: null, tracking_url: null });
    expect(body.content.blog_content).toBeTruthy();
  });

  it("generate: is the same draft the wizard builds locally when the worker cannot answer", async () => {
    const body = await post<AiGenerateResponse>("/generate", brief);
    expect(body.content).toEqual(templateGeneratedContent(aiGeneratorInputSchema.parse(brief), "http://127.0.0.1:8787"));
  });

  it("titles: five suggestions with the keywords", async () => {
    const body = await post<AiTitlesResponse>("/titles", { category: "trends-topics", keywords: ["Data Mesh", "Governance"] });
    expect(body).toMatchObject({ success: true, source: "template", provider_error: null });
    expect(body.titles).toHaveLength(5);
    expect(new Set(body.titles).size).toBe(5);
    expect(body.titles[0]).toBe("Data Mesh: Was Entscheider jetzt wissen sollten");
    expect(body.titles.join(" ")).toContain("Governance");
    const one = await post<AiTitlesResponse>("/titles", { category: "events", keywords: ["Meetup"] });
    // one keyword: no second one made up from the category's name ("Workshop zu Meetup und Events")
    expect(one.titles).toContain("Workshop zu Meetup");
    expect(one.titles.join(" ")).not.toContain("Events");
  });

  it("translate: the crude word replacement both ways, Markdown kept", async () => {
    const en = await post<AiTranslateResponse>("/translate", {
      text: "## Daten und KI\n\nWir beraten Unternehmen.",
      target_language: "en",
    });
    expect(en).toMatchObject({ source: "template", translated_text: "## Data and AI\n\nWe beraten company." });
    const de = await post<AiTranslateResponse>("/translate", { text: "Data and AI", target_language: "de", context: "homepage" });
    expect(de.translated_text).toBe("Daten und KI");
  });

  it("image: the stock image by keywords, no asset", async () => {
    const body = await post<AiImageResponse>("/image", { prompt: "Ein Datenzentrum", title: "Cloud für alle" });
    expect(body).toMatchObject({ source: "template", image_url: "/img/ai-stock/cloud.svg", asset_id: null, alt_text: "Cloud für alle" });
  });

  it("every generation call is audit-logged", async () => {
    await post("/titles", { category: "events", keywords: ["Audit"] });
    const row = await env.DB.prepare(
      "SELECT user_email, entity, details FROM audit_log WHERE action = 'ai-titles' ORDER BY id DESC LIMIT 1",
    ).first<{ user_email: string; entity: string; details: string }>();
    expect(row).toMatchObject({ user_email: "ai-editor@example.com", entity: "ai_content" });
    expect(JSON.parse(row!.details)).toMatchObject({ source: "template", tokens: 0, keywords: ["Audit"] });
  });
});

describe("CRUD /api/admin/ai-content", () => {
  const draft = {
    title: "Ein Entwurf",
    keywords: ["KI", " ", "KI", "Cloud"],
    content_type: "both",
    status: "draft",
    blog_content: "## Hallo\n\nText",
  };

  it("creates with the entity's defaults and the creator, reads, lists newest first and by status", async () => {
    const created = await api(editor, "POST", "/api/admin/ai-content", draft);
    expect(created.status).toBe(201);
    const row = (await created.json()) as AiContent;
    expect(row).toMatchObject({
      title: "Ein Entwurf",
      keywords: ["KI", "Cloud"],
      // the spec's value for content without a model ("fallback/unknown")
      ai_model: "unknown",
      linkedin_cta: "Lesen Sie mehr in unserem Blog!",
      priority: "medium",
      category: "trends-topics",
      created_by: "Test editor",
      blog_post_id: null,
      blog_slug: null,
    });
    expect(await (await api(editor, "GET", `/api/admin/ai-content/${row.id}`)).json()).toEqual(row);
    const second = (await (await api(editor, "POST", "/api/admin/ai-content", { ...draft, status: "scheduled" })).json()) as AiContent;
    const all = (await (await api(editor, "GET", "/api/admin/ai-content")).json()) as AiContent[];
    expect(all.map((r) => r.id).indexOf(second.id)).toBeLessThan(all.map((r) => r.id).indexOf(row.id));
    const scheduled = (await (await api(editor, "GET", "/api/admin/ai-content?status=scheduled")).json()) as AiContent[];
    expect(scheduled.every((r) => r.status === "scheduled")).toBe(true);
    expect(scheduled.map((r) => r.id)).toContain(second.id);
    expect((await api(editor, "GET", "/api/admin/ai-content?status=other")).status).toBe(400);
  });

  it("updates in full (PUT) and in part (PATCH), keeps the creator, and deletes", async () => {
    const row = (await (await api(editor, "POST", "/api/admin/ai-content", { ...draft, created_by: "AI Generator" })).json()) as AiContent;
    const put = await editApi(editor, "PUT", `/api/admin/ai-content/${row.id}`, { ...draft, title: "Neu", linkedin_content: "Post" });
    expect(await put.json()).toMatchObject({ title: "Neu", linkedin_content: "Post", created_by: "AI Generator" });
    const patch = await editApi(editor, "PATCH", `/api/admin/ai-content/${row.id}`, { priority: "high", content_en: "English" });
    expect(await patch.json()).toMatchObject({ title: "Neu", priority: "high", content_en: "English", linkedin_content: "Post" });
    expect((await editApi(editor, "PATCH", `/api/admin/ai-content/${row.id}`, { status: "nope" })).status).toBe(400);
    expect((await api(editor, "DELETE", `/api/admin/ai-content/${row.id}`)).status).toBe(204);
    const gone = await api(editor, "GET", `/api/admin/ai-content/${row.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "not_found", error: "Content nicht gefunden" });
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'ai_content' AND entity_id = ? ORDER BY id")
      .bind(String(row.id))
      .all();
    expect(actions.results.map((r) => r.action)).toEqual(["create", "update", "update", "delete"]);
  });

  it("is closed to staff without blog.create", async () => {
    expect((await api(viewer, "GET", "/api/admin/ai-content")).status).toBe(403);
    expect((await api(viewer, "POST", "/api/admin/ai-content/generate", brief)).status).toBe(403);
  });
});
