/**
 * The AI studio against a fake OpenAI-compatible server: good answers, and every failure of the spec's catalogue
 * (timeout, network, 401, 429, 500, other status, unreadable body, malformed or schema-violating or empty content),
 * each followed by the template's answer with the failure named.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AiGenerateResponse, AiTitlesResponse, AiTranslateResponse } from "../../common/schemas/ai-content";
import {
  AI_KEY,
  chatAnswer,
  configureProvider,
  errorAnswer,
  FAKE_MODEL,
  fakeProvider,
  formatName,
  goodArticle,
  goodChat,
  goodLinkedin,
  neverAnswers,
  TEST_TIMEOUT_MS,
} from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";

let editor: string;
let editorId: number;
let reset: () => void;

beforeAll(async () => {
  await seed();
  const staff = await createStaff("editor");
  editorId = staff.id;
  editor = await sessionCookie(staff.id);
});

beforeEach(async () => {
  reset = configureProvider();
  // the worker logs each provider failure (kind and status only); quiet here
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await env.DB.prepare("DELETE FROM ai_rate_limits").run();
});

afterEach(() => {
  vi.restoreAllMocks();
  reset();
});

const brief = { title: "Datenstrategie", description: "Warum Daten zuerst kommen.", tags: ["Daten", "KI"], category: "trends-topics" };

const generate = async (body: object = brief) => {
  const res = await api(editor, "POST", "/api/admin/ai-content/generate", body);
  return { status: res.status, text: await res.clone().text(), body: (await res.json()) as AiGenerateResponse };
};

const usageOf = async (userId: number) =>
  env.DB.prepare("SELECT requests, tokens FROM ai_usage WHERE user_id = ?").bind(userId).first<{ requests: number; tokens: number }>();

describe("POST /generate with a working provider", () => {
  it("asks for structured output with the key, uses the model's article and post, and counts the tokens", async () => {
    const before = (await usageOf(editorId)) ?? { requests: 0, tokens: 0 };
    const { seen } = fakeProvider(goodChat);
    const { status, text, body } = await generate();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, source: FAKE_MODEL, provider_error: null });
    expect(body.content).toMatchObject({
      title: goodArticle.title_de,
      blog_content: goodArticle.content_de,
      content_en: goodArticle.content_en,
      title_en: goodArticle.title_en,
      linkedin_content: goodLinkedin.content_de,
      ai_model: FAKE_MODEL,
      generated_image_prompt: goodArticle.image_prompt,
    });
    expect(seen.map((r) => formatName(r)).sort()).toEqual(["blog_article", "linkedin_post"]);
    for (const req of seen) {
      expect(req.url).toBe("https://ai.example.test/v1/chat/completions");
      expect(req.headers.get("authorization")).toBe(`Bearer ${AI_KEY}`);
      expect(req.body).toMatchObject({ model: FAKE_MODEL, response_format: { type: "json_schema", json_schema: { strict: true } } });
    }
    const article = seen.find((r) => formatName(r) === "blog_article")?.body as { response_format: { json_schema: { schema: object } } };
    expect(article.response_format.json_schema.schema).toMatchObject({
      additionalProperties: false,
      required: ["title_de", "content_de", "excerpt_de", "title_en", "content_en", "excerpt_en", "image_prompt"],
    });
    // the LinkedIn prompt carries the tracking link
    const linkedinPrompt = JSON.stringify(seen.find((r) => formatName(r) === "linkedin_post")?.body);
    expect(linkedinPrompt).toContain("utm_source=linkedin");
    expect(linkedinPrompt).toContain("utm_medium=social");
    expect(text).not.toContain(AI_KEY);
    const after = await usageOf(editorId);
    expect(after).toEqual({ requests: before.requests + 1, tokens: before.tokens + 200 });
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'ai-generate' ORDER BY id DESC LIMIT 1").first<{
      details: string;
    }>();
    expect(JSON.parse(audit!.details)).toMatchObject({ source: FAKE_MODEL, tokens: 200, provider_error: null });
  });

  it("asks for LinkedIn only when the format is linkedin, and for German only without English", async () => {
    const { seen } = fakeProvider((req) =>
      formatName(req) === "linkedin_post" ? chatAnswer({ content_de: "Nur Deutsch.", content_en: null }) : errorAnswer(400),
    );
    const { body } = await generate({ ...brief, formats: "linkedin", target_language: "de" });
    expect(seen.map(formatName)).toEqual(["linkedin_post"]);
    expect(body).toMatchObject({ source: FAKE_MODEL, provider_error: null });
    expect(body.content).toMatchObject({ blog_content: null, linkedin_content: "Nur Deutsch.", linkedin_content_en: null });
  });
});

/** Each failure: the template answers, the failure's kind and the spec's text travel along. */
const failures: [
  string,
  (req: Parameters<Parameters<typeof fakeProvider>[0]>[0], signal: AbortSignal | null) => Response | Promise<Response>,
  string,
  number | null,
  RegExp,
][] = [
  ["a slow answer past the timeout", (_req, signal) => neverAnswers(signal), "timeout", null, /Zeitüberschreitung/],
  ["a network failure", () => Promise.reject(new TypeError("Network connection lost.")), "network", null, /Netzwerkfehler/],
  ["401", () => errorAnswer(401), "unauthorized", 401, /401/],
  ["429", () => errorAnswer(429), "rate_limited", 429, /429/],
  ["500", () => errorAnswer(500), "server_error", 500, /500/],
  ["another status (503)", () => errorAnswer(503), "status", 503, /^API Fehler 503$/],
  [
    "a body that is not JSON",
    () => new Response("{not json", { headers: { "content-type": "application/json" } }),
    "unreadable",
    null,
    /gelesen/,
  ],
  ["message content that is not JSON", () => chatAnswer("Hier ist Ihr Artikel: ..."), "unreadable", null, /gelesen/],
  [
    "JSON that violates the schema",
    (req) => chatAnswer(formatName(req) === "blog_article" ? { title_de: "Nur ein Titel" } : goodLinkedin),
    "incomplete",
    null,
    /unvollständig/,
  ],
  ["empty content", () => chatAnswer(""), "incomplete", null, /leeren/],
  [
    "an English part missing though asked for",
    (req) => chatAnswer(formatName(req) === "blog_article" ? { ...goodArticle, content_en: " " } : goodLinkedin),
    "incomplete",
    null,
    /unvollständig/,
  ],
];

describe("POST /generate when the provider fails", () => {
  for (const [what, handler, kind, status, text] of failures) {
    it(`${what}: the template answers, with provider_error ${kind}`, async () => {
      fakeProvider(handler);
      const started = Date.now();
      const res = await generate();
      expect(res.status).toBe(200);
      expect(res.body.source).toBe("template");
      expect(res.body.provider_error).toMatchObject({ kind, status });
      expect(res.body.provider_error?.message).toMatch(text);
      // nothing of the model's half answer: the whole content is the template's
      expect(res.body.content.blog_content).toContain("## ");
      expect(res.body.content.blog_content).not.toContain(goodArticle.content_de);
      expect(res.body.content.ai_model).toBe("template");
      expect(Date.now() - started).toBeLessThan(TEST_TIMEOUT_MS + 5000);
    });
  }

  it("counts the tokens of the part that answered although the other failed", async () => {
    const before = (await usageOf(editorId)) ?? { requests: 0, tokens: 0 };
    fakeProvider((req) => (formatName(req) === "blog_article" ? chatAnswer(goodArticle, 300) : errorAnswer(500)));
    const { body } = await generate();
    expect(body.provider_error?.kind).toBe("server_error");
    expect((await usageOf(editorId))?.tokens).toBe(before.tokens + 300);
  });
});

describe("POST /titles and /translate with the provider", () => {
  it("titles: five from the model; a model that gives three is incomplete and the template gives five", async () => {
    fakeProvider(goodChat);
    const good = (await (
      await api(editor, "POST", "/api/admin/ai-content/titles", { category: "events", keywords: ["Workshop"] })
    ).json()) as AiTitlesResponse;
    expect(good).toMatchObject({ source: FAKE_MODEL, titles: ["Titel 1", "Titel 2", "Titel 3", "Titel 4", "Titel 5"] });
    vi.restoreAllMocks();
    fakeProvider(() => chatAnswer({ titles: ["a", "b", "c"] }));
    const short = (await (
      await api(editor, "POST", "/api/admin/ai-content/titles", { category: "events", keywords: ["Workshop"] })
    ).json()) as AiTitlesResponse;
    expect(short.source).toBe("template");
    expect(short.provider_error?.kind).toBe("incomplete");
    expect(short.titles).toHaveLength(5);
    expect(short.titles.join(" ")).toContain("Workshop");
  });

  it("translate: the model's translation with the context in the prompt; on 401 the crude fallback", async () => {
    const { seen } = fakeProvider(goodChat);
    const res = await api(editor, "POST", "/api/admin/ai-content/translate", {
      text: "Hallo Welt",
      target_language: "en",
      context: "homepage",
    });
    expect(await res.json()).toMatchObject({ success: true, translated_text: "Hello world", source: FAKE_MODEL });
    expect(JSON.stringify(seen[0].body)).toMatch(/from German to English/);
    expect(JSON.stringify(seen[0].body)).toMatch(/homepage/);
    vi.restoreAllMocks();
    fakeProvider(() => errorAnswer(401));
    const failed = (await (
      await api(editor, "POST", "/api/admin/ai-content/translate", { text: "Daten und KI für Unternehmen", target_language: "en" })
    ).json()) as AiTranslateResponse;
    expect(failed).toMatchObject({
      source: "template",
      translated_text: "Data and AI for company",
      provider_error: { kind: "unauthorized" },
    });
  });
});

describe("POST /api/admin/assets/:id/alt-suggestion with a working provider", () => {
  it("asks the model with the file name and context, answers its two alt texts; on a 500 the file-name template", async () => {
    const { meta } = await env.DB.prepare(
      "INSERT INTO assets (filename, original_filename, url, mime_type, file_size, description, tags) VALUES ('kick-off-1.jpg', 'kick-off-workshop.jpg', '/media/kick-off-1.jpg', 'image/jpeg', 10, 'Projektstart beim Kunden', '[\"Workshop\"]')",
    ).run();
    const id = meta.last_row_id;
    const { seen } = fakeProvider(() => chatAnswer({ alt_text: "Team beim Kick-off-Workshop", alt_en: "Team at the kick-off workshop" }));
    const res = await api(editor, "POST", `/api/admin/assets/${id}/alt-suggestion`, { context: "Projektbericht Datenplattform" });
    expect(await res.json()).toMatchObject({
      success: true,
      source: FAKE_MODEL,
      alt_text: "Team beim Kick-off-Workshop",
      alt_en: "Team at the kick-off workshop",
    });
    expect(formatName(seen[0])).toBe("alt_text");
    const prompt = JSON.stringify(seen[0].body);
    for (const fact of ["kick-off-workshop.jpg", "Projektstart beim Kunden", "Workshop", "Projektbericht Datenplattform"])
      expect(prompt).toContain(fact);
    vi.restoreAllMocks();
    fakeProvider(() => errorAnswer(500));
    const failed = await (await api(editor, "POST", `/api/admin/assets/${id}/alt-suggestion`, {})).json();
    expect(failed).toMatchObject({ source: "template", alt_text: "Kick off workshop", provider_error: { kind: "server_error" } });
  });
});
