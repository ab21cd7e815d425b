/**
 * POST /api/admin/ai-content/:id/publish: a draft with blog content becomes a blog post (now, or scheduled for its
 * planned date) through the blog's own save; a model's HTML or script stays inert on the public site.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiGenerateResponse, AiPublishResponse } from "../../common/schemas/ai-content";
import { CRON_FREQUENT } from "../../worker/cron";
import worker from "../../worker/index";
import { chatAnswer, configureProvider, fakeProvider, formatName, goodArticle, goodLinkedin } from "./ai-helpers";
import { api, createStaff, editApi, request, seed, sessionCookie } from "./helpers";

let admin: string;
let editor: string;

beforeAll(async () => {
  await seed();
  admin = await sessionCookie((await createStaff("admin")).id);
  editor = await sessionCookie((await createStaff("editor")).id);
});

afterEach(() => vi.restoreAllMocks());

async function createDraft(fields: Record<string, unknown> = {}) {
  const res = await api(admin, "POST", "/api/admin/ai-content", {
    title: "Daten als Fundament für KI",
    title_en: "Data as the foundation for AI",
    keywords: ["Daten", "KI"],
    content_type: "both",
    status: "draft",
    category: "trends-topics",
    blog_content: "Einleitung.\n\n## Teil eins\n\nMehr Text.",
    content_en: "Introduction.\n\n## Part one\n\nMore text.",
    planned_date: "2099-01-15",
    ...fields,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

const publish = (cookie: string, id: number, publish_immediately = true) =>
  editApi(cookie, "POST", `/api/admin/ai-content/${id}/publish`, { publish_immediately });

describe("POST /api/admin/ai-content/:id/publish", () => {
  it("publishes a draft now: a blog post in both languages, linked back, found on /blog and /en/blog", async () => {
    const draft = await createDraft({ generated_image_url: "/img/ai-stock/data.svg" });
    const res = await publish(admin, draft.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiPublishResponse;
    expect(body).toMatchObject({
      success: true,
      status: "published",
      blog_slug: "daten-als-fundament-fuer-ki",
      url: "/blog/daten-als-fundament-fuer-ki",
    });
    expect(body.content).toMatchObject({ id: draft.id, status: "published", blog_post_id: body.blog_post_id, blog_slug: body.blog_slug });
    const post = (await (await request(`/api/blog?slug=${body.blog_slug}`)).json()) as Record<string, unknown>;
    expect(post).toMatchObject({
      title: "Daten als Fundament für KI",
      excerpt: "Einleitung.",
      featured_image: "/img/ai-stock/data.svg",
      category: "themen-artikel",
      tags: ["Daten", "KI"],
    });
    expect(String(post.content_html)).toContain("<h2>Teil eins</h2>");
    expect(await (await request(`/blog/${body.blog_slug}`)).text()).toContain("Daten als Fundament für KI");
    expect(await (await request("/en/blog")).text()).toContain("Data as the foundation for AI");
  });

  it("stores the machine-made English as unchecked: EN veraltet until a person edits or confirms it (issue 42)", async () => {
    const draft = await createDraft({ title: "Ungeprüftes Englisch", ai_model: "template" });
    const body = (await (await publish(admin, draft.id)).json()) as AiPublishResponse;
    const row = await env.DB.prepare("SELECT translation_sources FROM blog_posts WHERE id = ?").bind(body.blog_post_id).first<{
      translation_sources: string;
    }>();
    const sources = JSON.parse(row?.translation_sources ?? "{}") as Record<string, string>;
    // title, excerpt and content have English: each marked as an unchecked machine text
    expect(Object.keys(sources).sort()).toEqual(["content", "excerpt", "title"]);
    for (const source of Object.values(sources)) expect(source).toMatch(/^template:[0-9a-f]{8}$/);
    const list = (await (await api(admin, "GET", "/api/admin/blog?translation=stale")).json()) as { id: number }[];
    expect(list.map((p) => p.id)).toContain(body.blog_post_id);
    const current = (await (await api(admin, "GET", "/api/admin/blog?translation=current")).json()) as { id: number }[];
    expect(current.map((p) => p.id)).not.toContain(body.blog_post_id);
  });

  it("schedules for the planned date at 09:00 Berlin time, and refuses to publish it twice", async () => {
    const draft = await createDraft({ title: "Geplanter Beitrag" });
    const body = (await (await publish(admin, draft.id, false)).json()) as AiPublishResponse;
    expect(body).toMatchObject({ status: "scheduled", scheduled_publish_date: "2099-01-15T08:00:00.000Z" });
    const post = await env.DB.prepare("SELECT published, content_status FROM blog_posts WHERE id = ?").bind(body.blog_post_id).first();
    expect(post).toEqual({ published: 0, content_status: "scheduled" });
    expect((await request(`/api/blog?slug=${body.blog_slug}`)).status).toBe(404);
    const again = await publish(admin, draft.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "conflict", error: "Nur Entwürfe mit Blog-Content können veröffentlicht werden." });
  });

  it("turns 'published' when the cron publishes its blog post on the planned day", async () => {
    const draft = await createDraft({ title: "Vom Cron veröffentlicht", planned_date: "2098-05-04" });
    const body = (await (await publish(admin, draft.id, false)).json()) as AiPublishResponse;
    expect(body.scheduled_publish_date).toBe("2098-05-04T07:00:00.000Z");
    const runCron = async (at: string) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: CRON_FREQUENT, scheduledTime: Date.parse(at) }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    const status = async () => ((await (await api(admin, "GET", `/api/admin/ai-content/${draft.id}`)).json()) as { status: string }).status;
    await runCron("2098-05-04T06:59:00.000Z");
    expect(await status()).toBe("scheduled");
    await runCron("2098-05-04T07:00:00.000Z");
    expect(await status()).toBe("published");
    expect((await request(`/api/blog?slug=${body.blog_slug}`)).status).toBe(200);
  });

  it("gives a second post of the same title its own slug", async () => {
    const first = (await (await publish(admin, (await createDraft({ title: "Gleicher Titel" })).id)).json()) as AiPublishResponse;
    const second = (await (await publish(admin, (await createDraft({ title: "Gleicher Titel" })).id)).json()) as AiPublishResponse;
    expect([first.blog_slug, second.blog_slug]).toEqual(["gleicher-titel", "gleicher-titel-2"]);
  });

  it("publishes a draft whose slug has 80 characters, and a second one of that title as -2 (no LIKE pattern D1 refuses)", async () => {
    const title = "Daten als Fundament für KI im Mittelstand: so geht es Schritt für Schritt voran";
    const slug = "daten-als-fundament-fuer-ki-im-mittelstand-so-geht-es-schritt-fuer-schritt-voran";
    expect(slug).toHaveLength(80);
    const first = await publish(admin, (await createDraft({ title })).id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, status: "published", blog_slug: slug, url: `/blog/${slug}` });
    const second = await publish(admin, (await createDraft({ title })).id);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ blog_slug: `${slug}-2` });
    expect((await request(`/api/blog?slug=${slug}-2`)).status).toBe(200);
  });

  it("keeps a title's slug within the one maximum of 120 characters, suffix included", async () => {
    const title =
      "Datenplattformen für den Mittelstand: Architektur, Betrieb und Kosten im Überblick – was Entscheider über Cloud, Sicherheit und Governance wissen müssen";
    const base = "datenplattformen-fuer-den-mittelstand-architektur-betrieb-und-kosten-im-ueberblick-was-entscheider-ueber-cloud-sicherhei";
    const first = (await (await publish(admin, (await createDraft({ title })).id)).json()) as AiPublishResponse;
    const second = (await (await publish(admin, (await createDraft({ title })).id)).json()) as AiPublishResponse;
    expect(first.blog_slug).toBe(base);
    expect(second.blog_slug).toBe(`${base.slice(0, 118)}-2`);
    expect(second.blog_slug).toHaveLength(120);
  });

  it("refuses content without blog text, without a planned date to schedule for, unknown ids, and staff without blog.publish", async () => {
    const noBlog = await createDraft({ content_type: "linkedin", blog_content: null, linkedin_content: "Post" });
    const res = await publish(admin, noBlog.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { fields: { blog_content: ["Kein Blog-Content verfügbar zum Veröffentlichen"] } } });
    const noDate = await createDraft({ planned_date: null });
    expect(await (await publish(admin, noDate.id, false)).json()).toMatchObject({
      details: { fields: { planned_date: expect.any(Array) } },
    });
    const missing = await publish(admin, 999999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "Content nicht gefunden" });
    const denied = await publish(editor, (await createDraft()).id);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: "permission_missing" });
  });
});

describe("a model's HTML and script on the public site", () => {
  const hostile = [
    "Einleitung <script>alert('xss')</script>",
    '<img src="x" onerror="alert(1)">',
    "[klick](javascript:alert(1))",
    '<iframe src="https://evil.example"></iframe>',
  ].join("\n\n");

  it("are inert: rendered by the blog's safe Markdown renderer, never as markup", async () => {
    const reset = configureProvider();
    try {
      fakeProvider((req) =>
        formatName(req) === "blog_article"
          ? chatAnswer({ ...goodArticle, content_de: hostile, content_en: hostile })
          : chatAnswer(goodLinkedin),
      );
      const generated = (await (
        await api(admin, "POST", "/api/admin/ai-content/generate", { title: "Sicherheit", description: "Test", tags: ["XSS"] })
      ).json()) as AiGenerateResponse;
      expect(generated.content.blog_content).toBe(hostile);
      // the wizard saves the generated fields as they came
      const saved = await api(admin, "POST", "/api/admin/ai-content", { ...generated.content, status: "draft" });
      expect(saved.status).toBe(201);
      const body = (await (await publish(admin, ((await saved.json()) as { id: number }).id)).json()) as AiPublishResponse;
      const post = (await (await request(`/api/blog?slug=${body.blog_slug}`)).json()) as { content_html: string };
      expect(post.content_html).not.toMatch(/<script|<iframe|onerror|javascript:/i);
      for (const path of [`/blog/${body.blog_slug}`, `/en/blog/${body.blog_slug}`]) {
        const page = await (await request(path)).text();
        expect(page).toContain("Einleitung");
        expect(page).not.toMatch(/<script>alert|<iframe src="https:\/\/evil|onerror="alert|href="javascript:/i);
      }
    } finally {
      reset();
    }
  });
});

describe("POST /api/admin/ai-content/:id/submit-review", () => {
  it("hands an editor's draft over: a blog post in review on the dashboard of those who may publish, published later by them", async () => {
    const { id } = await createDraft({ title: "Ein Entwurf zur Freigabe" });
    expect((await publish(editor, id)).status).toBe(403);
    const res = await editApi(editor, "POST", `/api/admin/ai-content/${id}/submit-review`, {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiPublishResponse;
    expect(body).toMatchObject({ status: "draft", blog_slug: "ein-entwurf-zur-freigabe", content: { blog_post_id: body.blog_post_id } });
    const post = await env.DB.prepare("SELECT content_status, published FROM blog_posts WHERE id = ?").bind(body.blog_post_id).first();
    expect(post).toEqual({ content_status: "review", published: 0 });
    const dashboard = (await (await api(admin, "GET", "/api/admin/dashboard")).json()) as { posts_in_review: { id: number }[] };
    expect(dashboard.posts_in_review.map((p) => p.id)).toContain(body.blog_post_id);
    // handed over once: neither a second hand-off nor publishing it from the studio makes a second post
    expect((await editApi(editor, "POST", `/api/admin/ai-content/${id}/submit-review`, {})).status).toBe(409);
    expect((await publish(admin, id)).status).toBe(409);
    expect((await request("/blog/ein-entwurf-zur-freigabe")).status).toBe(404);
  });

  it("refuses content without blog text and unknown ids", async () => {
    const { id } = await createDraft({ blog_content: null, content_type: "linkedin", linkedin_content: "Post" });
    expect((await editApi(editor, "POST", `/api/admin/ai-content/${id}/submit-review`, {})).status).toBe(400);
    expect((await editApi(editor, "POST", "/api/admin/ai-content/999999/submit-review", {})).status).toBe(404);
  });
});
