/**
 * The AI studio's guards: per-user rate limit, the site's monthly token budget, usage per user and month, the
 * permissions beyond the matrix (blog.create for the screen, ai.use for generation) and the spec's validation texts.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiUsageResponse } from "../../common/schemas/ai-content";
import { AI_KEY, configureProvider, FAKE_MODEL, fakeProvider, goodChat } from "./ai-helpers";
import { api, createRole, createStaff, seed, sessionCookie } from "./helpers";

beforeAll(seed);
afterEach(() => vi.restoreAllMocks());

const editorSession = async () => {
  const staff = await createStaff("editor");
  return { id: staff.id, cookie: await sessionCookie(staff.id) };
};
const titles = (cookie: string) => api(cookie, "POST", "/api/admin/ai-content/titles", { category: "events", keywords: ["Meetup"] });
const month = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }).slice(0, 7);

describe("per-user rate limit", () => {
  it("answers 429 rate_limited with Retry-After after 30 calls in 10 minutes, for that user only", async () => {
    const busy = await editorSession();
    for (let i = 0; i < 30; i++) expect((await titles(busy.cookie)).status).toBe(200);
    const refused = await titles(busy.cookie);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toMatchObject({ code: "rate_limited", details: { retry_after: retryAfter } });
    expect((await titles((await editorSession()).cookie)).status).toBe(200);
  });
});

describe("monthly token budget", () => {
  it("refuses provider calls with 429 ai_budget_exceeded once the site used its budget; templates still answer without a provider", async () => {
    const other = await createStaff("editor");
    await env.DB.prepare("INSERT INTO ai_usage (user_id, month, requests, tokens) VALUES (?, ?, 3, 1000)").bind(other.id, month()).run();
    const { cookie } = await editorSession();
    let reset = configureProvider({ AI_MONTHLY_TOKEN_BUDGET: "1000" });
    try {
      const { spy } = fakeProvider(goodChat);
      const refused = await titles(cookie);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: "ai_budget_exceeded", details: { budget: 1000 } });
      expect(spy).not.toHaveBeenCalled();
      reset();
      // a titles call reserves its output cap and prompt (about 1,900 tokens) before it asks
      reset = configureProvider({ AI_MONTHLY_TOKEN_BUDGET: "3000" });
      expect(await (await titles(cookie)).json()).toMatchObject({ source: FAKE_MODEL });
      reset();
      reset = configureProvider({ AI_MONTHLY_TOKEN_BUDGET: "1000", AI_BASE_URL: "" });
      expect(await (await titles(cookie)).json()).toMatchObject({ source: "template" });
    } finally {
      reset();
    }
  });
});

describe("GET /api/admin/ai-content/usage", () => {
  it("shows this user's and the site's requests and tokens this month, the budget and the provider, never the key", async () => {
    const me = await editorSession();
    const reset = configureProvider({ AI_MONTHLY_TOKEN_BUDGET: "100000000" });
    try {
      const before = (await (await api(me.cookie, "GET", "/api/admin/ai-content/usage")).json()) as AiUsageResponse;
      fakeProvider(goodChat);
      await titles(me.cookie);
      const res = await api(me.cookie, "GET", "/api/admin/ai-content/usage");
      const text = await res.text();
      const usage = JSON.parse(text) as AiUsageResponse;
      expect(text).not.toContain(AI_KEY);
      expect(usage).toMatchObject({
        month: month(),
        user: { requests: 1, tokens: 100 },
        site: { requests: before.site.requests + 1, tokens: before.site.tokens + 100 },
        budget: { tokens: 100000000, remaining: 100000000 - before.site.tokens - 100 },
        provider: { configured: true, kind: "openai-compatible", model: FAKE_MODEL, image_model: "fake-image-1" },
      });
    } finally {
      reset();
    }
    const unconfigured = (await (await api(me.cookie, "GET", "/api/admin/ai-content/usage")).json()) as AiUsageResponse;
    expect(unconfigured.provider).toEqual({ configured: false, kind: null, model: null, image_model: null, problem: null, notices: [] });
  });
});

describe("permissions beyond the matrix", () => {
  it("blog.create opens the studio; generating also needs ai.use; translating needs ai.use only", async () => {
    const screenOnly = await sessionCookie((await createStaff(await createRole(["blog.create"]))).id);
    expect((await api(screenOnly, "GET", "/api/admin/ai-content")).status).toBe(200);
    const denied = await titles(screenOnly);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: "permission_missing" });
    expect((await api(screenOnly, "POST", "/api/admin/ai-content/translate", { text: "Hallo" })).status).toBe(403);
    // ai.use alone: the translate helper (settings screen), nothing of the studio
    const aiOnly = await sessionCookie((await createStaff(await createRole(["ai.use", "settings.edit"]))).id);
    expect((await titles(aiOnly)).status).toBe(403);
    expect((await api(aiOnly, "POST", "/api/admin/ai-content/translate", { text: "Hallo" })).status).toBe(200);
    expect((await api(aiOnly, "GET", "/api/admin/ai-content")).status).toBe(403);
  });
});

describe("validation texts of the specification", () => {
  it("generator, titles, translate and the content form", async () => {
    const { cookie } = await editorSession();
    const fields = async (path: string, body: object) => {
      const res = await api(cookie, "POST", `/api/admin/ai-content${path}`, body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { details: { fields: Record<string, string[]> } }).details.fields;
    };
    expect(await fields("/generate", { title: " ", description: "", tags: "a" })).toMatchObject({
      title: ["Bitte geben Sie einen Titel und eine Beschreibung ein."],
      description: ["Bitte geben Sie einen Titel und eine Beschreibung ein."],
    });
    expect(await fields("/generate", { title: "T", description: "D", tags: " , " })).toMatchObject({
      tags: ["Bitte geben Sie mindestens ein Tag ein."],
    });
    expect(await fields("/titles", { category: "events", keywords: [] })).toMatchObject({
      keywords: ["Bitte geben Sie zuerst Keywords und eine Kategorie ein."],
    });
    expect(await fields("/translate", { text: "   " })).toMatchObject({ text: ["Kein Inhalt zum Übersetzen gefunden"] });
    expect(
      await fields("", { title: "", keywords: [" "], content_type: "video", status: "gone", generated_image_url: "javascript:alert(1)" }),
    ).toMatchObject({
      title: ["Bitte einen Titel angeben"],
      keywords: ["Bitte mindestens ein Keyword angeben"],
      content_type: [expect.any(String)],
      status: [expect.any(String)],
      generated_image_url: [expect.any(String)],
    });
  });

  it("the generator splits comma-text tags and defaults the planned date to today + 7 days", async () => {
    const { cookie } = await editorSession();
    const res = await api(cookie, "POST", "/api/admin/ai-content/generate", { title: "T", description: "D", tags: " KI, , Daten ,KI" });
    const body = (await res.json()) as { content: { keywords: string[]; planned_date: string; priority: string; content_type: string } };
    const expected = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
    expect(body.content).toMatchObject({ keywords: ["KI", "Daten"], planned_date: expected, priority: "medium", content_type: "both" });
  });
});
